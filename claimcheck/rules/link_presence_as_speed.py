"""link-presence-as-speed: an interconnect's existence taken as proof that something is fast.

Matched in the claim's sentence: having a link, so fast ("has NVLink, so it is fast", "faster because they have
NVLink 5", "with InfiniBand
the all-reduce will not be a bottleneck", "the nodes are connected with InfiniBand, so communication is no longer
a bottleneck"), a link's higher specification as the premise of a speed
conclusion ("since the interconnect bandwidth is an order of magnitude higher than PCIe, ... efficiently"),
more links meaning better ("the more NVLinks the better", "NVX 값이 높을수록 더 좋습니다"), and the Korean
conditional ("NVLink가 있는 경우 ... 빠를 것") or setting ("NVLink가 있는 서버에서는 ... 빠르다") or cause ("RoCE를 도입했기 때문에 ... 빨라진다", "NVSwitch 덕분에"), being wired over a link as the cause of lower latency
("패브릭으로 직결되어 ... 지연이 줄어든다", "linked through a RoCE fabric, so latency is lower"). Only qualitative claims (no figure: nothing was measured) and inferred
figures are considered; a sentence that states figures on both sides is a comparison, not this fallacy.
A claim the class already inferred from a link's presence or rating (its cue says so: "linked by 400 Gbps RoCE, making
reduce-scatter 5-7x faster", "NVLink 지원으로 여러 GPU를 빠르게 연결") gets the finding whatever its wording.
One finding per sentence.
"""

from __future__ import annotations

import re
from typing import Iterator

from claimcheck import prefilter
from claimcheck.classify import LINK_AS_SPEED_CUES
from claimcheck.model import EvidenceClass
from claimcheck.rules._helpers import sentence_claims, sentence_text
from claimcheck.rules.base import Hit

_LINK = (r"(?:NVLink|NVLINK|NVSwitch|NVL\d+|InfiniBand|IB|RoCE\w*|EFA|xGMI|XGMI|Infinity Fabric|interconnect|fabric|high-speed links?|"
         r"[EHNX]DR|\d+\s*G(?:b)?E|ConnectX-?\d*|Slingshot|ICI)\w*")
_LINK_KO = r"(?:NVLink|NVLINK|NVSwitch|InfiniBand|인피니밴드|RoCE|EFA|xGMI|XGMI|Infinity Fabric|인터커넥트|연결|링크)"
_FAST = (r"(?:fast|faster|quick|quicker|blazing|efficient(?:ly)?|no bottleneck|not (?:be )?(?:a|the) bottleneck|no longer (?:a |the )?bottleneck|won'?t be a bottleneck|"
         r"never (?:be )?(?:a|the) bottleneck|scale[sd]? well|negligible|no (?:communication )?overhead|high[- ]performance|"
         r"(?:an? )?(?:better|higher|greater|larger) (?:speed-?ups?|scaling))")

# a link or fabric by name (the connection verb is the premise, so not "연결" itself)
_LINK_NOUN_KO = (r"(?:NVLink|NVLINK|NVSwitch|InfiniBand|인피니밴드|RoCE|EFA|xGMI|XGMI|Infinity Fabric|인터커넥트|패브릭|fabric|이더넷|Ethernet|"
                 r"[EHNX]DR|\d+\s*G(?:b)?E|광\s*케이블|스위치)\w*")
_FASTER_KO = r"(?:감소|줄어|줄고|줄인|줄며|낮아|낮은|빨라|빠르|빠른|빠를|병목(?:이|은|도)?\s*(?:없|사라|해소))"
_LOWER_COST = (r"(?:(?:latency|overhead|communication(?: cost| time)?|transfer time)\s+(?:drops|falls|shrinks|goes down|is (?:much |far )?(?:lower|reduced|smaller))|"
               r"(?:lower|reduced|minimal|less)\s+(?:latency|overhead|communication))")

PATTERNS = [prefilter.compile(p, re.I) for p in (
    r"\b(?:has|have|having|with|thanks to|equipped with|comes? with|because of|due to|if (?:you|it|they|we|(?:the|your|our|their) \w+) (?:has|have)|"
    r"since (?:it|they|we|(?:the|every|each|all|our|this|these) (?:\w+ ){0,2}?\w+) (?:has|have)|as long as (?:you|it|they|we) (?:has|have)|"
    r"(?:connected|linked|interconnected|attached|joined)\s+(?:with|by|over|via|through|using))\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
    + _LINK + r"\b[^.;]{0,80}?\b(?:so|thus|therefore|hence|which means|will|would|should|can|could|is|are|be)\b[^.;]{0,40}?\b" + _FAST,
    r"\b" + _LINK + r"\s+(?:is|are)\s+(?:present|available|there|installed|connected|in place)\b[^.;]{0,60}?\b" + _FAST,
    r"\b(?:since|because|as|given that)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?" + _LINK + r"\s+(?:bandwidth\s+|speed\s+)?(?:is|are)\s+"
    r"(?:typically\s+|usually\s+|much\s+|far\s+|an order of magnitude\s+|over an order of magnitude\s+|several times\s+)*"
    r"(?:higher|faster|greater|larger|better)\b",
    r"\b(?:the\s+)?more\s+(?:NVLinks?|links?|lanes?|NICs?|HCAs?|ports?)\b[^.;]{0,30}?\b(?:the\s+)?(?:better|faster)\b",
    # the speed first, the link's presence as its reason ("faster simply because they have NVLink 5", "likely due to NVLinked Grace")
    r"\b(?:fast|faster|quicker|slower)\b[^.;]{0,60}?\b(?:because\s+(?:\w+\s+){0,2}?(?:ha(?:ve|s)|use[sd]?|come with)|thanks to|due to|owing to)\s+"
    r"(?:an?\s+|the\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,2}?" + _LINK + r"\b",
    _LINK_KO + r"[^.]{0,60}?(?:있는 경우|있으면|있다면|(?:있는|갖춘|탑재된|달린)\s*\S{1,10}?(?:에서는|에서|에선)\s|(?:로|으로)\s*연결된\s*\S{1,10}?(?:에서는|에서|에선|은|는)\s|있어서|있기 때문에|있으므로|갖춘 경우|탑재된 경우|탑재되어|덕분에|(?:도입|사용|채택|탑재)(?:했|하)기 때문에|(?:도입|사용|채택|탑재)(?:했|하)으므로|(?:도입|사용|채택|탑재)하므로)[^.]{0,80}?"
    r"(?:빠를|빠르|빠른|빨라|동등할|좋을|좋습니다|병목(?:이|은|도)? 없|병목이 되지)",
    r"(?:NV\d+|NVX|NVLink|링크|연결)[^.]{0,30}?(?:높을수록|많을수록)\s*(?:더\s*)?(?:좋|빠르|빠릅)",
    # NOTE: "새 노드들은 InfiniBand로 직결되어 지연이 줄어든다", "전용 패브릭으로 묶여 통신 병목이 사라진다": being wired over a link, as
    # the cause of a speed or latency outcome
    _LINK_NOUN_KO + r"\S{0,4}?(?:으로|로)\s*(?:직접\s*|서로\s*|모두\s*)?(?:직결|연결|상호\s*연결|접속)(?:되어|돼|되어서|돼서|되므로|되니|되기 때문에|되었기 때문에|됐기 때문에)[\s,]"
    r"[^.]{0,60}?" + _FASTER_KO,
    _LINK_NOUN_KO + r"\S{0,4}?(?:으로|로)\s*(?:직접\s*|서로\s*|모두\s*)?(?:묶여|묶여서|묶이므로|이어져|이어져서)[\s,][^.]{0,60}?" + _FASTER_KO,
    # NOTE: "the racks are wired directly over the new fabric, so latency drops": the English connection, then a lower cost
    r"\b(?:connected|linked|interconnected|attached|joined|wired|cabled)\s+(?:directly\s+)?(?:with|by|over|via|through|using)\s+(?:an?\s+|the\s+)?"
    r"(?:[\w-]+\s+){0,2}?" + _LINK + r"\b[^.;]{0,60}?\b(?:so|thus|therefore|hence|which means)\b[^.;]{0,40}?" + _LOWER_COST,
)]


def _reasoned(claim) -> bool:
    """A claim that can carry this reasoning: qualitative (no figure), or a figure inferred rather than stated."""
    return claim.quantity is None or claim.evidence == EvidenceClass.INFERRED


def check(claim, ctx, options) -> Iterator[Hit]:
    """Yield a finding when the sentence derives speed from the presence or the spec of a link."""
    if not _reasoned(claim):
        return
    # NOTE: one finding per sentence, on the claim the reasoning reaches: a figure-less conclusion ("Since the link is 10x
    # faster, gathering is fast") before a figure of the premise
    first = sorted((c for c in sentence_claims(ctx) if _reasoned(c)), key=lambda c: c.quantity is not None)
    if first and first[0] is not claim:
        return
    sentence = sentence_text(ctx)
    if any(c.text in LINK_AS_SPEED_CUES for c in claim.cues):
        # NOTE: the class already read the reasoning ("linked by 400 Gbps RoCE, making reduce-scatter 5-7x faster", "NVLink
        # 지원으로 여러 GPU를 빠르게 연결"): its claim is the phrase, up to the figure
        end = claim.span.end - ctx.draft.sentence_span.start
        yield _hit(claim.text if claim.quantity is None else sentence[:end], tail=claim.quantity is not None)
        return
    folded = prefilter.fold(sentence)
    for pat in PATTERNS:
        m = pat.search(sentence, folded)
        if m:
            yield _hit(m.group(0))
            return


def _hit(phrase: str, tail: bool = False) -> Hit:
    """The finding, quoting ``phrase`` (its end when ``tail``: the words up to a figure)."""
    phrase = re.sub(r"\s+", " ", phrase).strip()
    if len(phrase) > 90:
        phrase = "..." + phrase[-87:].lstrip() if tail else phrase[:87].rstrip() + "..."
    return Hit(f"'{phrase}' takes a link's presence or specification as proof of speed; what the link delivers "
               f"depends on topology, message size, the collective and contention - measure it for this workload.")
