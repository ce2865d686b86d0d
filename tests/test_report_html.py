"""The HTML audit report: render the hand-written sample run and check what the page says.

The page is parsed with ``html.parser`` into a small tree, and the tests assert content (counts, badges,
anchors, chips, SVG points, peak bars), never template substrings. Browser behaviour (filters, keyboard,
CSP in force) is in ``test_report_browser.py``.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import math
import random
import re
import subprocess
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest

from claimcheck.reporters import html as report

DATA_DIR = Path(__file__).parent / "data"
SAMPLE = DATA_DIR / "report-sample.json"
SAMPLE_META = DATA_DIR / "report-sample-meta.json"

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


# ------------------------------------------------------------------------------------------ a tiny DOM


class Node:
    """An element: tag, attributes, children (Nodes and str)."""

    def __init__(self, tag: str, attrs: dict, parent: "Node | None"):
        self.tag, self.attrs, self.parent, self.children = tag, attrs, parent, []

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def text(self) -> str:
        out = []
        for c in self.children:
            out.append(c if isinstance(c, str) else c.text())
        return "".join(out)

    def own_text(self) -> str:
        """Text of the direct text children only (not of nested elements such as an SVG <title>)."""
        return "".join(c for c in self.children if isinstance(c, str)).strip()

    def norm(self) -> str:
        return " ".join(self.text().split())

    def iter(self):
        for c in self.children:
            if isinstance(c, Node):
                yield c
                yield from c.iter()

    def find_all(self, tag: str | None = None, cls: str | None = None, **attrs) -> list["Node"]:
        out = []
        for n in self.iter():
            if tag and n.tag != tag:
                continue
            if cls and cls not in n.classes:
                continue
            if any(n.attrs.get(k.rstrip("_").replace("_", "-")) != v for k, v in attrs.items()):
                continue
            out.append(n)
        return out

    def find(self, tag: str | None = None, cls: str | None = None, **attrs) -> "Node":
        found = self.find_all(tag, cls, **attrs)
        assert found, f"no <{tag} class={cls} {attrs}> under <{self.tag}>"
        return found[0]

    def ancestor(self, tag: str) -> "Node | None":
        n = self.parent
        while n is not None and n.tag != tag:
            n = n.parent
        return n


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.cur = self.root
        self.ids: list[str] = []

    def handle_starttag(self, tag, attrs):
        node = Node(tag, {k: (v if v is not None else "") for k, v in attrs}, self.cur)
        self.cur.children.append(node)
        if "id" in node.attrs:
            self.ids.append(node.attrs["id"])
        if tag not in VOID:
            self.cur = node

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.cur = self.cur.parent

    def handle_endtag(self, tag):
        n = self.cur
        while n is not None and n.tag != tag:
            n = n.parent
        assert n is not None, f"stray </{tag}>"
        self.cur = n.parent

    def handle_data(self, data):
        self.cur.children.append(data)


def parse(page: str) -> Node:
    """Parse a page; every element must be closed (the tree would be wrong otherwise)."""
    b = _Builder()
    b.feed(page)
    b.close()
    assert b.cur is b.root, f"unclosed <{b.cur.tag}>"
    dupes = {i for i, n in Counter(b.ids).items() if n > 1}
    assert not dupes, f"duplicate ids: {sorted(dupes)}"
    b.root.ids = b.ids
    return b.root


# ------------------------------------------------------------------------------------------ fixtures


def load_sample() -> tuple[dict, dict]:
    return json.loads(SAMPLE.read_text(encoding="utf-8")), json.loads(SAMPLE_META.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def sample():
    return load_sample()


@pytest.fixture(scope="module")
def page(sample):
    data, meta = sample
    return report.render(data, meta)


@pytest.fixture(scope="module")
def dom(page):
    return parse(page)


def claim_index(data: dict, path: str, text: str) -> int:
    return next(i for i, c in enumerate(data["claims"]) if c["path"] == path and c["text"] == text)


def card(dom: Node, data: dict, path: str, text: str) -> Node:
    return dom.find("article", data_index=str(claim_index(data, path, text)))


def synthetic_run(n_files: int = 300, n_claims: int = 5000, seed: int = 7) -> dict:
    """A run of ``n_claims`` claims over ``n_files`` files, all kinds, classes and severities."""
    rnd = random.Random(seed)
    classes = ["measured", "vendor-peak", "inferred"]
    kinds = ["bandwidth", "latency", "scaling", "throughput"]
    rules = [("missing-conditions", "error"), ("unit-ambiguity", "warning"), ("no-variability", "info"),
             ("missing-baseline", "warning"), ("linear-scaling-assumption", "error")]
    claims = []
    for i in range(n_claims):
        f = i % n_files
        kind = kinds[i % 4]
        n = 2 ** rnd.randint(1, 10)
        line = 3 + 2 * (i // n_files)
        claims.append({
            "path": f"docs/section-{f // 30:02d}/page-{f:03d}.md", "line": line, "column": 30, "end_line": line, "end_column": 38,
            "text": "123 GB/s", "sentence": f"In run {i} the cluster of {n} GPUs reached 123 GB/s on all-reduce with NCCL 2.21.",
            "kind": kind, "evidence": classes[(i // 4) % 3],
            "quantity": {"value": 123.0, "unit": "GB/s", "direction": "per-direction"}, "subject": "NDR",
            "scaling": ({"devices": n, "speedup": round(n * rnd.uniform(0.3, 1.05), 2), "efficiency": None, "baseline": "1 GPU",
                         "qualitative": None} if kind == "scaling" else None),
            "cues": ["reached"], "conditions": {"workload": ["all-reduce"], "system": [f"{n} GPUs"], "software": ["NCCL 2.21"]},
            "missing": [],
            "findings": [{"rule": r, "severity": s, "message": f"Finding {r} on claim {i}."} for r, s in rnd.sample(rules, rnd.randint(0, 2))],
        })
    claims.sort(key=lambda c: (c["path"], c["line"], c["column"]))
    return {"version": 1, "claims": claims}


# ------------------------------------------------------------------------------------------ overview


def test_overview_tiles_show_the_run_summary(dom, sample):
    data, _ = sample
    s = data["summary"]
    tile = lambda i: dom.find(id=i).norm()  # noqa: E731
    assert tile("t-files") == str(s["files"]) == "4"  # 4 checked, one of them without claims
    assert tile("t-files-with") == "3"
    assert tile("t-claims") == "16"
    assert (tile("t-error"), tile("t-warning"), tile("t-info")) == ("9", "4", "5")
    assert tile("t-clean") == str(sum(1 for c in data["claims"] if not c["findings"])) == "2"


def test_overview_splits_by_class_and_kind(dom):
    rows = {}
    for row in dom.find("dl", cls="class-help").find_all("div"):
        rows[row.find("span", cls="badge").norm()] = row.find("dd", cls="class-n").norm()
    assert rows == {"measured": "9 56%", "vendor peak": "3 19%", "inferred": "4 25%"}
    kinds = {tr.find("th").norm(): tr.find("td").norm() for tr in dom.find(id="overview").find("table").find("tbody").find_all("tr")}
    assert kinds == {"bandwidth": "5", "latency": "1", "scaling": "9", "throughput": "1"}
    # the class bar is one patterned segment per class, widths in proportion to the counts
    bar = dom.find("svg", cls="class-bar")
    widths = [float(r.attrs["width"]) for r in bar.find_all("rect")]
    assert [round(w / 600 * 16) for w in widths] == [9, 3, 4]
    assert [r.attrs["fill"] for r in bar.find_all("rect")] == ["url(#pat-measured)", "url(#pat-vendor-peak)", "url(#pat-inferred)"]
    for pid in ("pat-measured", "pat-vendor-peak", "pat-inferred"):
        assert dom.find("pattern", id=pid)


def test_file_chart_has_one_bar_per_file_with_class_counts(dom, sample):
    data, _ = sample
    table = dom.find("table", id="file-chart-table")
    got = {}
    for tr in table.find("tbody").find_all("tr"):
        cells = [td.norm() for td in tr.find_all("td")]
        got[cells[0]] = tuple(int(x) for x in cells[1:])
    expect = {}
    for c in data["claims"]:
        m, v, i, n = expect.get(c["path"], (0, 0, 0, 0))
        expect[c["path"]] = (m + (c["evidence"] == "measured"), v + (c["evidence"] == "vendor-peak"), i + (c["evidence"] == "inferred"), n + 1)
    assert got == expect
    chart = dom.find("svg", cls="file-chart")
    labels = [t.own_text() for t in chart.find_all("text", cls="fc-label")]
    # the file name is the label, its full path in the <title>; most claims first
    assert labels[0] == "docs/hardware.md"
    assert chart.find("text", cls="fc-label").find("title").norm() == "docs/hardware.md"
    numbers = [t.norm() for t in chart.find_all("text", cls="seg-n")]
    assert numbers[:3] == ["3", "3", "1"]


def test_gate_shows_the_ci_verdict(dom, sample):
    badge = dom.find(id="verdict")
    assert "verdict-fail" in badge.classes and badge.norm() == "Fail exit 1"
    gate = dom.find(id="gate")
    assert "9 findings at error level" in gate.norm()
    assert '"no-variability"' in gate.find("pre").text()  # the config in force, as JSON

    data, meta = sample
    passing = parse(report.render(data, {**meta, "verdict": "pass", "exit_code": 0, "fail_on": "never"}))
    assert passing.find(id="verdict").norm() == "Pass exit 0"
    assert "no severity fails the build" in passing.find(id="gate").norm()


def test_gate_defaults_are_computed_from_findings(sample):
    data, _ = sample
    bare = parse(report.render(data, {}))
    assert bare.find(id="verdict").norm() == "Fail exit 1"  # 9 errors with the default fail-on: error
    clean = copy.deepcopy(data)
    for c in clean["claims"]:
        c["findings"] = [f for f in c["findings"] if f["severity"] != "error"]
    del clean["summary"]
    page = parse(report.render(clean, {}))
    assert page.find(id="verdict").norm() == "Pass exit 0"
    assert page.find(id="t-error").norm() == "0"
    assert "Built-in defaults" in page.find(id="gate").norm()


def test_gate_reports_max_warnings(sample):
    data, meta = sample
    page = parse(report.render(data, {**meta, "config": {"max-warnings": 2}}))
    assert "4 warnings against max-warnings: 2 — over the limit" in page.find(id="gate").norm()


# ------------------------------------------------------------------------------------------ claims


def test_every_claim_has_a_card_with_a_stable_anchor(dom, sample):
    data, _ = sample
    cards = dom.find_all("article", cls="claim")
    assert len(cards) == len(data["claims"]) == 16
    ids = [c.attrs["id"] for c in cards]
    assert "docs/hardware.md:3" in ids and "docs/bench/allreduce.md:9" in ids
    # two claims on one line: the first keeps path:line, the second adds its column
    assert "docs/bench/allreduce.md:13" in ids and "docs/bench/allreduce.md:13:57" in ids
    for c in cards:
        link = c.find("a", cls="loc")
        assert unquote(link.attrs["href"][1:]) == c.attrs["id"]


def test_anchors_escape_awkward_paths():
    claim = {"path": 'notes/a b#c%"<x>.md', "line": 4, "column": 1, "end_line": 4, "end_column": 4, "text": "2 us", "sentence": "It took 2 us.",
             "kind": "latency", "evidence": "measured", "quantity": None, "subject": None, "scaling": None, "cues": [],
             "conditions": {}, "missing": [], "findings": []}
    dom = parse(report.render({"version": 1, "claims": [claim]}, {}))
    art = dom.find("article", cls="claim")
    assert art.attrs["id"] == 'notes/a b#c%"<x>.md:4'
    href = art.find("a", cls="loc").attrs["href"]
    assert href == "#notes/a%20b%23c%25%22%3Cx%3E.md:4"
    assert unquote(href[1:]) == art.attrs["id"]
    section = dom.find("section", cls="file")
    assert section.attrs["id"] == 'file:notes/a b#c%"<x>.md'


def test_claim_card_shows_badge_mark_chips_and_cues(dom, sample):
    data, _ = sample
    c = card(dom, data, "docs/bench/allreduce.md", "92%")
    assert c.find("span", cls="badge").norm() == "measured" and "cls-measured" in c.classes
    assert c.find("span", cls="kind").norm() == "scaling"
    sentence = c.find("p", cls="sentence")
    assert sentence.norm() == "Scaling efficiency was 92% on 8 accelerators."
    assert [m.text() for m in sentence.find_all("mark")] == ["92%"]
    assert [m.text() for m in sentence.find_all("span", cls="cue")] == ["was"]
    groups = {g.attrs["data-group"]: g for g in c.find_all("div", cls="group")}
    assert list(groups) == ["workload", "system", "software"]
    assert "missing" in groups["workload"].classes
    assert [ch.norm() for ch in groups["workload"].find_all("span", cls="chip")] == ["⚠ missing"]
    assert [ch.norm() for ch in groups["system"].find_all("span", cls="chip")] == ["8 accelerators"]
    assert [ch.norm() for ch in groups["software"].find_all("span", cls="chip")] == ["NCCL 2.21"]
    assert [ch.norm() for ch in c.find("div", cls="cues").find_all("span", cls="chip")] == ["was"]
    facts = c.find("dl", cls="facts").norm()
    assert "8 devices · 92% efficiency" in facts


def test_a_condition_found_twice_shows_once(sample):
    data, meta = sample
    data = copy.deepcopy(data)
    data["claims"][0]["conditions"]["software"] = ["DeepSpeed", "NCCL 2.21", "DeepSpeed"]
    c = parse(report.render(data, meta)).find("article", data_index="0")
    chips = c.find("div", cls="group", data_group="software").find_all("span", cls="chip")
    assert [ch.norm() for ch in chips] == ["DeepSpeed", "NCCL 2.21"]


def test_claim_without_conditions_says_so(dom, sample):
    data, _ = sample
    c = card(dom, data, "docs/hardware.md", "superior for distributed training")
    assert not c.find_all("div", cls="conds")
    assert c.find("p", cls="no-conds").norm() == "conditions: none stated"
    assert "cls-inferred" in c.classes and c.find("span", cls="sev-none").norm() == "no findings"


def test_findings_carry_their_rule_help_in_place(dom, sample):
    data, meta = sample
    help_of = {r["id"]: r["help"] for r in meta["rules"]}
    c = card(dom, data, "docs/bench/allreduce.md", "92%")
    items = c.find("ul", cls="findings").find_all("li", cls="finding")
    assert [li.find("span", cls="sev").norm() for li in items] == ["✖ error", "▲ warning"]  # worst first
    for li in items:
        rule = li.find("a", cls="rule-id")
        assert rule.attrs["href"] == "#rule-" + rule.norm()
        assert dom.find("article", id="rule-" + rule.norm())
        details = li.find("details", cls="help")
        assert details.find("summary").norm() == f"About {rule.norm()}"
        assert help_of[rule.norm()] in details.norm()
    assert c.find("span", cls="msg").norm() == "Measured scaling claim does not state its workload conditions."


def test_mark_uses_the_column_when_the_figure_repeats():
    src = "Intro.\n\nFirst 8x on 2 nodes, then 8x on 4 nodes.\n"
    claim = {"path": "a.md", "line": 3, "column": 27, "end_line": 3, "end_column": 29, "text": "8x",
             "sentence": "First 8x on 2 nodes, then 8x on 4 nodes.", "kind": "scaling", "evidence": "measured",
             "quantity": None, "subject": None, "scaling": None, "cues": [], "conditions": {}, "missing": [], "findings": []}
    with_src = parse(report.render({"version": 1, "claims": [claim]}, {"sources": {"a.md": src}}))
    sentence = with_src.find("p", cls="sentence")
    before_mark = sentence.children[0]
    assert before_mark == "First 8x on 2 nodes, then " and sentence.find("mark").text() == "8x"
    # the source context shows the lines around the claim, the figure marked at its columns
    ctx = with_src.find("details", cls="context")
    lines = [(ln.find("span", cls="ln").text(), ln.text()[len(ln.find("span", cls="ln").text()):]) for ln in ctx.find_all("span", cls="src-line")]
    assert lines == [("1", "Intro."), ("2", ""), ("3", "First 8x on 2 nodes, then 8x on 4 nodes."), ("4", "")]
    hit = ctx.find("span", cls="hit")
    assert hit.find("mark").text() == "8x" and hit.children[1].endswith("then ")


def test_unknown_rules_still_listed(sample):
    data, meta = sample
    data = copy.deepcopy(data)
    data["claims"][0]["findings"].append({"rule": "house-style", "severity": "info", "message": "Custom rule."})
    dom = parse(report.render(data, meta))
    rule = dom.find("article", id="rule-house-style")
    assert "No description available" in rule.norm()


def test_filter_controls_list_facets_with_counts(dom, sample):
    data, _ = sample
    form = dom.find("form", id="cc-filters")
    boxes = {(i.attrs["name"], i.attrs["value"]) for i in form.find_all("input", type="checkbox")}
    assert boxes == {("class", "measured"), ("class", "vendor-peak"), ("class", "inferred"),
                     ("kind", "bandwidth"), ("kind", "latency"), ("kind", "scaling"), ("kind", "throughput"),
                     ("severity", "error"), ("severity", "warning"), ("severity", "info"), ("severity", "none")}
    assert all("checked" in i.attrs for i in form.find_all("input", type="checkbox"))
    for inp in form.find_all("input") + form.find_all("select"):  # every control has a label
        assert form.find("label", for_=inp.attrs["id"]) if inp.attrs.get("type") != "checkbox" else inp.ancestor("label")
    rules = {o.attrs["value"]: o.norm() for o in form.find("select", id="cc-rule").find_all("option")}
    assert rules[""] == "Any rule" and rules["missing-conditions"] == "missing-conditions (5)"
    files = [o.norm() for o in form.find("select", id="cc-file").find_all("option")]
    assert files == ["All files", "docs/bench/allreduce.md (6)", "docs/hardware.md (7)", "docs/ko/scaling-notes.md (3)"]
    facets = json.loads(dom.find("script", id="cc-data").text())["claims"]
    assert len(facets) == 16
    i = claim_index(data, "docs/bench/allreduce.md", "92%")
    assert facets[i] == ["measured", "scaling", ["error", "warning"], ["missing-baseline", "missing-conditions"], 0, [1, 1, 0]]


def test_small_runs_open_every_file_large_runs_collapse():
    small = parse(report.render(synthetic_run(5, 20), {}))
    assert all("open" in d.attrs for d in small.find_all("details", cls="file-details"))
    big = report.build_view(synthetic_run(30, report.OPEN_FILES_UP_TO + 1), {})
    assert big["open_files"] is False


# ------------------------------------------------------------------------------------------ charts


def _ideal_y(dom, x: float) -> float:
    d = dom.find("path", cls="ideal").attrs["d"]
    (x0, y0), (x1, y1) = [tuple(map(float, p.split(","))) for p in re.findall(r"[-\d.]+,[-\d.]+", d)]
    return y0 + (x - x0) / (x1 - x0) * (y1 - y0)


def test_scatter_plots_each_scaling_claim_with_devices_and_speedup(dom, sample):
    data, _ = sample
    points = dom.find("svg", id="scatter").find_all("a", cls="pt")
    plotted = [i for i, c in enumerate(data["claims"]) if c["scaling"] and c["scaling"]["devices"]
               and (c["scaling"]["speedup"] is not None or c["scaling"]["efficiency"] is not None)]
    assert sorted(int(p.attrs["data-claim"]) for p in points) == plotted and len(points) == 7
    for p in points:
        claim = data["claims"][int(p.attrs["data-claim"])]
        assert p.attrs["tabindex"] == "0"
        assert f"{claim['path']}:{claim['line']}" in p.attrs["aria-label"]
        assert p.find("title").norm() == p.attrs["aria-label"]
        assert unquote(p.attrs["href"][1:]) == card(dom, data, claim["path"], claim["text"]).attrs["id"]
        shape = {"measured": "circle", "vendor-peak": "rect", "inferred": "path"}[claim["evidence"]]
        assert p.find(cls="mk").tag == shape and f"cls-{claim['evidence']}" in p.classes
    # efficiency only: speedup = E x N (0.92 x 8)
    eff = next(p for p in points if p.attrs["data-claim"] == str(claim_index(data, "docs/bench/allreduce.md", "92%")))
    assert "7.36× speedup (from 92% efficiency)" in eff.attrs["aria-label"]
    # the skipped ones are counted with their reason
    assert "1 no figures extracted, 1 qualitative only" in dom.find(id="scaling").norm()


def test_scatter_places_points_against_the_ideal_line(dom, sample):
    data, _ = sample
    points = {p.attrs["data-claim"]: p for p in dom.find("svg", id="scatter").find_all("a", cls="pt")}

    def xy(text):
        g = points[str(claim_index(data, "docs/bench/allreduce.md", text))].find("g")
        x, y = re.fullmatch(r"translate\(([-\d.]+) ([-\d.]+)\)", g.attrs["transform"]).groups()
        return float(x), float(y)

    x, y = xy("8x")  # 8x on 8 devices is on the ideal line
    assert y == pytest.approx(_ideal_y(dom, x), abs=0.2)
    x, y = xy("6.1x")  # below it
    assert y > _ideal_y(dom, x) + 5
    above = [p for p in points.values() if "above" in p.classes]
    assert [p.attrs["data-claim"] for p in above] == [str(claim_index(data, "docs/bench/allreduce.md", "35x"))]
    x, y = xy("35x")
    assert y < _ideal_y(dom, x) and above[0].find("circle", cls="halo")
    assert "above ideal linear" in above[0].attrs["aria-label"]
    listed = dom.find("div", cls="warn-panel").find_all("li")
    assert [li.norm() for li in listed] == ["docs/bench/allreduce.md:17:24 — 32 devices, 35× (109% efficiency)"]
    # log2 axes: the 64-device point sits three doublings right of the 8-device one
    x8, _ = xy("8x")
    x64, _ = xy("64x")
    one_doubling = (x64 - x8) / 3
    x32, _ = xy("35x")
    assert x32 - x8 == pytest.approx(2 * one_doubling, abs=0.2)


def test_amdahl_curves_for_three_serial_fractions(dom):
    curves = dom.find_all("path", cls="amdahl")
    assert len(curves) == 3
    labels = [t.norm() for t in dom.find("svg", id="scatter").find_all("text", cls="curve-label")]
    assert labels[:3] == ["1% serial", "5% serial", "10% serial"] and labels[3] == "ideal linear"
    ideal_start = re.findall(r"[-\d.]+,[-\d.]+", dom.find("path", cls="ideal").attrs["d"])[0]
    ends = []
    for c in curves:
        pts = re.findall(r"[-\d.]+,[-\d.]+", c.attrs["d"])
        assert pts[0] == ideal_start  # S(1) = 1 for every serial fraction
        ends.append(float(pts[-1].split(",")[1]))
    assert ends[0] < ends[1] < ends[2]  # more serial work, lower speedup (larger y)
    # the 1% curve ends at S(N) = 1 / (0.01 + 0.99 / N), N = 256 here, on the same log axis as the ideal line
    ideal = [tuple(map(float, p.split(","))) for p in re.findall(r"[-\d.]+,[-\d.]+", dom.find("path", cls="ideal").attrs["d"])]
    (x0, y0), (x1, y1) = ideal
    per_doubling = (y0 - y1) / 8
    assert y0 - ends[0] == pytest.approx(math.log2(1 / (0.01 + 0.99 / 256)) * per_doubling, abs=0.3)


def test_peak_bars_show_share_of_peak(dom, sample):
    data, meta = sample
    rows = dom.find("ol", cls="peak-list").find_all("li", cls="peak-row")
    assert len(rows) == len(meta["peaks"]) == 5
    by_claim = {r.attrs["data-claim"]: r for r in rows}
    expect = {
        ("docs/hardware.md", "55.4 GB/s"): 55.4 / 63.015,
        ("docs/hardware.md", "480 GB/s"): 480 / 450,
        ("docs/hardware.md", "900 GB/s"): 1.0,
        ("docs/bench/allreduce.md", "370 GB/s"): 370 / (3200 / 8),  # peak in Gb/s, claim in GB/s
        ("docs/hardware.md", "128 GB/s"): 128 / 63.015,
    }
    widths = {}
    for (path, text), ratio in expect.items():
        row = by_claim[str(claim_index(data, path, text))]
        assert row.find("span", cls="peak-pct").find("strong").norm() == f"{ratio * 100:.0f}%"
        assert ("over" in row.classes) == (ratio > 1.0 + 1e-9)
        assert row.find("mark").norm() == text
        widths[text] = (float(row.find("rect", cls="bar").attrs["width"]), ratio)
    marks = {r.find("line", cls="peak-mark").attrs["x1"] for r in rows}
    assert len(marks) == 1  # the same 100% tick on every row
    peak_x = float(marks.pop())
    for text, (w, ratio) in widths.items():
        assert w == pytest.approx(min(ratio, 1.5) * peak_x, abs=0.2)
    # most over the peak first, and direction mismatches called out
    assert rows[0].attrs["data-claim"] == str(claim_index(data, "docs/hardware.md", "128 GB/s"))
    assert "the claim states no direction, the peak is per-direction" in rows[0].norm()


def test_many_peak_comparisons_fold_after_the_first(monkeypatch):
    data = synthetic_run(10, 60)
    bw = [i for i, c in enumerate(data["claims"]) if c["kind"] == "bandwidth"]
    assert len(bw) == 15
    peaks = {str(i): {"name": f"link {k}", "value": 100.0 + 10 * k, "unit": "GB/s", "direction": "per-direction", "source": "spec"}
             for k, i in enumerate(bw)}  # 123 GB/s against 100..240 GB/s
    monkeypatch.setattr(report, "PEAK_ROWS_SHOWN", 5)
    dom = parse(report.render(data, {"peaks": peaks}))
    lists = dom.find(id="peaks").find_all("ol", cls="peak-list")
    assert [len(ol.find_all("li")) for ol in lists] == [5, 10]
    assert lists[1].ancestor("details").find("summary").norm() == "Show the other 10 comparisons"
    pcts = [li.find("span", cls="peak-pct").find("strong").norm() for ol in lists for li in ol.find_all("li")]
    assert pcts[0] == "123%" and pcts[-1] == "51%"  # highest share first
    over = sum(1 for k in range(15) if 123 > 100 + 10 * k)
    low = sum(1 for k in range(15) if 123 < 0.5 * (100 + 10 * k))
    near = sum(1 for k in range(15) if 0.9 <= 123 / (100 + 10 * k) <= 1)
    assert dom.find("p", cls="peak-summary").norm() == f"15 comparisons: {over} above the peak, {near} at 90–100%, {low} below 50%."


def test_percent_near_the_peak_keeps_a_decimal():
    assert [report._fmt_pct(x) for x in (1.0, 1.004, 0.996, 0.925, 0.05, 2.0)] == ["100%", "100.4%", "99.6%", "92%", "5.0%", "200%"]


def test_peak_in_an_incomparable_unit_is_skipped(sample):
    data, meta = sample
    i = claim_index(data, "docs/hardware.md", "55.4 GB/s")
    meta = {**meta, "peaks": {str(i): {"name": "PCIe 5.0", "value": 32, "unit": "GT/s", "direction": "per-direction", "source": "spec"}}}
    dom = parse(report.render(data, meta))
    assert not dom.find_all("li", cls="peak-row")
    assert "GB/s cannot be compared with GT/s" in dom.find(id="peaks").norm()


def test_empty_run_renders_placeholders():
    dom = parse(report.render({"version": 1, "claims": [], "summary": {"files": 2, "claims": 0, "by_evidence": {}, "by_kind": {},
                                                                         "findings": {"error": 0, "warning": 0, "info": 0}}}, {}))
    assert dom.find(id="t-files").norm() == "2" and dom.find(id="t-claims").norm() == "0"
    assert not dom.find_all("svg", id="scatter")
    assert "No scaling claim" in dom.find(id="scaling").norm()
    assert "No claims found" in dom.find(id="overview").norm()
    assert dom.find(id="verdict").norm() == "Pass exit 0"


# ------------------------------------------------------------------------------------------ safety

HOSTILE = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "[docs](javascript:alert(1))",
    "{{ 7*7 }} {% if true %}x{% endif %}",
    "</script><script>alert(2)</script><!--",
    "line\u2028separator\u2029end & more",
]


def hostile_run() -> tuple[dict, dict]:
    """The sample with attacker-controlled text in every field a document can influence."""
    data, meta = load_sample()
    data = copy.deepcopy(data)
    evil = " ".join(HOSTILE)
    for i, c in enumerate(data["claims"][:4]):
        c["sentence"] = f"{HOSTILE[i % len(HOSTILE)]} reached {c['text']} {evil}"
        c["subject"] = HOSTILE[(i + 1) % len(HOSTILE)]
        c["cues"] = [HOSTILE[(i + 2) % len(HOSTILE)]]
        c["conditions"]["workload"] = [HOSTILE[(i + 3) % len(HOSTILE)]]
        c["source"] = "javascript:alert(3)"
        for f in c["findings"]:
            f["message"] = evil
    bad_path = '"><img src=x onerror=alert(1)>.md'
    for c in data["claims"]:
        if c["path"] == "docs/ko/scaling-notes.md":
            c["path"] = bad_path
    meta = copy.deepcopy(meta)
    meta["title"] = "<script>alert('title')</script> {{ 7*7 }}"
    meta["config"] = {"note": evil}
    meta["rules"][0]["help"] = evil
    meta["rules"][0]["examples"].append({"text": evil, "ok": False})
    meta["sources"][bad_path] = meta["sources"].pop("docs/ko/scaling-notes.md") + evil + "\n"
    for p in meta["peaks"].values():
        p["name"] = HOSTILE[0]
        p["source"] = HOSTILE[1]
    return data, meta


def test_document_text_is_shown_as_text_and_runs_nothing():
    data, meta = hostile_run()
    page = report.render(data, meta)
    dom = parse(page)
    scripts = dom.find_all("script")
    assert [s.attrs.get("type") for s in scripts] == ["application/json", None]
    assert not dom.find_all("img")
    for node in dom.iter():
        for name, value in node.attrs.items():
            assert not name.startswith("on"), (node.tag, name)
            if name in ("href", "src", "action", "formaction", "xlink:href"):
                assert value.startswith("#") or value.startswith("data:image/png;base64,"), (node.tag, name, value)
    # the text is there, verbatim, and nothing was evaluated as a template
    assert dom.find("title").text() == "<script>alert('title')</script> {{ 7*7 }}"
    first = dom.find("article", data_index="0")
    assert first.find("p", cls="sentence").text().startswith("<script>alert(1)</script> reached ")
    assert "{{ 7*7 }} {% if true %}x{% endif %}" in first.find("p", cls="sentence").text()
    assert "49" not in first.norm()
    assert first.find("span", cls="chip-cue").text() == HOSTILE[2]
    assert any(HOSTILE[1] in s.text() for s in dom.find_all("span", cls="file-path"))
    assert HOSTILE[1] in dom.find(id="gate").find("pre").text()


def test_embedded_json_is_escaped_for_a_script_element():
    data, meta = hostile_run()
    page = report.render(data, meta)
    dom = parse(page)
    raw = dom.find("script", id="cc-data").text()
    for ch in ("<", ">", "&", "\u2028", "\u2029"):
        assert ch not in raw
    decoded = json.loads(raw)
    assert decoded["files"][-1] == '"><img src=x onerror=alert(1)>.md'
    scaling_sentences = [p["sentence"] for p in decoded["points"]]
    assert any("</script><script>alert(2)</script><!--" in s for s in scaling_sentences)
    assert report.script_json({"s": "</script>\u2028&"}) == '{"s":"\\u003c/script\\u003e\\u2028\\u0026"}'


def test_csp_allows_only_the_inline_blocks_by_hash(page, dom):
    csp = dom.find("meta", http_equiv="Content-Security-Policy").attrs["content"]
    directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
    assert directives["default-src"] == "'none'" and directives["img-src"] == "data:"

    def h(text):
        return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"

    # the parser keeps the raw text of <style>/<script>, exactly what the browser hashes
    assert directives["style-src"] == h(dom.find("style").text())
    main_script = [s for s in dom.find_all("script") if "type" not in s.attrs]
    assert directives["script-src"] == h(main_script[0].text())
    # no inline style attributes (the policy would block them) and nothing loaded from elsewhere
    assert not [n.tag for n in dom.iter() if "style" in n.attrs]
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", page)
    assert [ln.attrs["href"][:22] for ln in dom.find_all("link")] == ["data:image/png;base64,"]


# ------------------------------------------------------------------------------------------ scale, CLI


def test_five_thousand_claims_render_collapsed():
    # NOTE: how long rendering takes is measured by bench/report.py, not asserted here
    data = synthetic_run()
    page = report.render(data, {})
    assert len(page) < 25_000_000
    dom = parse(page)
    assert len(dom.find_all("article", cls="claim")) == 5000
    files = dom.find_all("details", cls="file-details")
    assert len(files) == 300 and not any("open" in d.attrs for d in files)


def test_module_entry_point_renders_a_json_file(tmp_path, capsys):
    out = tmp_path / "out.html"
    assert report.main([str(SAMPLE), "-o", str(out)]) == 0
    dom = parse(out.read_text(encoding="utf-8"))
    assert dom.find(id="t-claims").norm() == "16"
    assert dom.find("h1").norm() == "claimcheck report"  # the default title with empty meta
    assert report.main([str(SAMPLE), "--meta", str(SAMPLE_META), "--title", "Docs audit", "-o", str(out)]) == 0
    assert parse(out.read_text(encoding="utf-8")).find("h1").norm() == "Docs audit"

    bad = tmp_path / "bad.json"
    bad.write_text('{"version": 1,\n "claims": [}', encoding="utf-8")
    assert report.main([str(bad), "-o", str(out)]) == 2
    assert capsys.readouterr().err.strip() == f"error: {bad}:2:13: not valid JSON: Expecting value"
    bad.write_text('{"version": 1, "claims": [{"path": "a.md"}]}', encoding="utf-8")
    assert report.main([str(bad)]) == 2
    assert "claims[0] has no valid 'line'" in capsys.readouterr().err
    assert report.main([str(tmp_path / "missing.json")]) == 2
    assert "missing.json: cannot read" in capsys.readouterr().err


def test_python_dash_m_runs_without_a_traceback(tmp_path):
    out = tmp_path / "r.html"
    ok = subprocess.run([sys.executable, "-m", "claimcheck.reporters.html", str(SAMPLE), "-o", str(out)], capture_output=True, text=True)
    assert ok.returncode == 0 and out.stat().st_size > 10_000, ok.stderr
    bad = subprocess.run([sys.executable, "-m", "claimcheck.reporters.html", str(tmp_path / "nope.json")], capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "nope.json: cannot read" in bad.stderr


def test_importing_the_reporter_does_not_import_jinja2():
    code = "import sys, claimcheck.reporters.html; print('jinja2' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_template_variables_are_strict(monkeypatch, sample):
    import jinja2

    env = report._environment()
    assert env.undefined is jinja2.StrictUndefined and env.autoescape
    data, meta = sample
    view = report.build_view(data, meta)
    view.pop("gate")
    monkeypatch.setattr(report, "build_view", lambda d, m: view)
    with pytest.raises(jinja2.UndefinedError):
        report.render(data, meta)


# ------------------------------------------------------------------------------------------ benchmark logs

# An nccl-tests all_gather sweep on 8 GPUs of one node, in the real output format; the 1 MiB in-place
# row has wrong results, the peak is out-of-place at 256 MiB (not the largest size).
AG_LOG = """\
# nccl-tests version 2.13.10 nccl-headers=22105 nccl-library=22105
# Collective test starting: all_gather_perf
# nThread 1 nGpus 8 minBytes 1048576 maxBytes 1073741824 step: 4(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0
#
# Using devices
""" + "".join(f"#  Rank  {r} Group  0 Pid  51200 on     gpu-07 device  {r} [0x{0x1b + 16 * r:02x}] NVIDIA H100 80GB HBM3\n" for r in range(8)) + """\
NCCL version 2.21.5+cuda12.4
#
#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
     1048576         32768     float    none      -1    24.01   43.67   38.21      0    24.86   42.17   36.90      3
     4194304        131072     float    none      -1    38.07  110.17   96.40      0    38.58  108.71   95.12      0
    16777216        524288     float    none      -1    72.90  230.14  201.37      0    73.47  228.34  199.80      0
    67108864       2097152     float    none      -1   188.25  356.48  311.92      0   189.76  353.66  309.45      0
   268435456       8388608     float    none      -1   648.75  413.77  362.05      0   655.85  409.29  358.13      0
  1073741824      33554432     float    none      -1  2618.74  410.02  358.77      0  2631.57  408.02  357.02      0
# Out of bounds values : 3 FAILED
# Avg bus bandwidth    : 227.095
#
# Collective test concluded: all_gather_perf
"""
AG_ROWS = {  # size: (out-of-place busbw, algbw, in-place busbw, algbw), line 19 onwards
    "1 MiB": ("38.21", "43.67", "36.90", "42.17"),
    "4 MiB": ("96.40", "110.17", "95.12", "108.71"),
    "16 MiB": ("201.37", "230.14", "199.80", "228.34"),
    "64 MiB": ("311.92", "356.48", "309.45", "353.66"),
    "256 MiB": ("362.05", "413.77", "358.13", "409.29"),
    "1 GiB": ("358.77", "410.02", "357.02", "408.02"),
}
# A Markdown page: a prose claim that cites the log (not a row itself) and a fenced excerpt of a sweep.
AG_DOC = """\
# All-gather on one node

The all-gather reached 362 GB/s busbw on 8 H100 GPUs with NCCL 2.21.5 (results/ag.log:23).

An excerpt of the all-reduce sweep on the same node:

```text
#                                                              out-of-place                       in-place
#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
    33554432       8388608     float     sum      -1   176.73  189.86  332.26      0   175.90  190.76  333.83      0
   134217728      33554432     float     sum      -1   665.13  201.79  353.13      0   663.46  202.30  354.03      0
```
"""


def bench_run() -> dict:
    """The wire dict of checking the log and the page above (through the engine, as ``check`` does)."""
    from claimcheck.api import check_text

    claims = [c.to_dict() for c in check_text(AG_LOG, path="results/ag.log", fmt="text").claims]
    claims += [c.to_dict() for c in check_text(AG_DOC, path="docs/ag-results.md", fmt="markdown").claims]
    claims.sort(key=lambda c: (c["path"], c["line"], c["column"]))
    return {"version": 1, "claims": claims}


@pytest.fixture(scope="module")
def bench():
    data = bench_run()
    return data, parse(report.render(data, {}))


def _section(dom: Node, path: str) -> Node:
    return dom.find("article", id=f"bench:{path}")


def _point_xy(pt: Node) -> tuple[float, float]:
    x, y = re.fullmatch(r"translate\(([-\d.]+) ([-\d.]+)\)", pt.find("g").attrs["transform"]).groups()
    return float(x), float(y)


def test_a_section_per_file_of_benchmark_rows_reachable_from_the_file(bench):
    data, dom = bench
    sections = dom.find(id="bench").find_all("article", cls="bench")
    assert [s.attrs["id"] for s in sections] == ["bench:docs/ag-results.md", "bench:results/ag.log"]
    assert dom.find("nav", cls="toc").find("a", href="#bench").norm() == "Benchmark logs"
    for path, n in (("results/ag.log", 12), ("docs/ag-results.md", 4)):
        part = dom.find("section", id=f"file:{path}")
        link = part.find("p", cls="bench-link").find("a")
        assert unquote(link.attrs["href"][1:]) == f"bench:{path}"
        assert link.norm() == f"Table and chart of the {n} benchmark rows of this file"
        back = _section(dom, path).find("a", cls="bench-back")
        assert unquote(back.attrs["href"][1:]) == f"file:{path}" and back.norm().startswith(f"{n} row claims")
    # the run's conditions once, at the top of the section
    chips = [c.norm() for c in _section(dom, "results/ag.log").find("div", cls="bench-conds").find_all("span", cls="chip")]
    assert chips == ["8 GPUs", "NVIDIA H100 80GB HBM3", "1 node", "8 ranks", "NCCL 2.21.5", "nccl-tests 2.13.10", "CUDA 12.4"]
    # the prose claim citing the log is not a row: the page's table holds only the two fenced rows
    prose = next(c for c in data["claims"] if c["path"] == "docs/ag-results.md" and c["line"] == 3)
    assert "busbw" in prose["cues"]
    rows = _section(dom, "docs/ag-results.md").find("table", cls="bench-table").find("tbody").find_all("tr")
    assert [r.find("th").norm() for r in rows] == ["32 MiB", "128 MiB"]


def test_a_prose_claim_citing_a_log_gives_no_section(dom):
    # the hand-written sample cites results/latency.log:12 from docs/hardware.md: evidence, not a log
    assert not dom.find_all("article", cls="bench") and not dom.find_all("p", cls="bench-link")
    assert dom.find(id="bench").norm() == "Benchmark logs No claim comes from the rows of a benchmark log."


def test_bench_table_lists_size_busbw_algbw_and_links_each_row_to_its_claims(bench):
    data, dom = bench
    table = _section(dom, "results/ag.log").find("table", cls="bench-table")
    assert table.find("caption").norm() == "all_gather · float"
    head = [[th.norm() for th in tr.find_all("th")] for tr in table.find("thead").find_all("tr")]
    assert head == [["size", "out-of-place", "in-place", "source"], ["busbw GB/s", "algbw GB/s", "busbw GB/s", "algbw GB/s"]]
    ids = {(c["line"], c["conditions"]["workload"][-1]): f"{c['path']}:{c['line']}" + ("" if c["conditions"]["workload"][-1] == "out-of-place" else f":{c['column']}")
           for c in data["claims"] if c["path"] == "results/ag.log" and c["cues"] == ["busbw"]}
    got = {}
    for n, tr in enumerate(table.find("tbody").find_all("tr")):
        line = 19 + n
        cells = tr.find_all("td")
        assert len(cells) == 5
        values = []
        for cell, group in ((cells[0], "out-of-place"), (cells[2], "in-place")):
            a = cell.find("a")
            assert unquote(a.attrs["href"][1:]) == ids[(line, group)]
            assert dom.find("article", id=ids[(line, group)])  # the anchor is a claim card
            values += [a.norm(), cells[cells.index(cell) + 1].norm()]
        got[tr.find("th").norm()] = tuple(values)
        src = cells[4].find("a")
        assert src.norm() == f"line {line}" and src.attrs["title"] == f"results/ag.log:{line}"
        assert unquote(src.attrs["href"][1:]) == f"results/ag.log:{line}"
    assert got == AG_ROWS
    assert tr.find("th").attrs["title"] == "1,073,741,824 bytes"
    # the wrong-results finding of the 1 MiB row shows on both of its cells
    first = table.find("tbody").find("tr")
    marks = first.find_all("span", cls="sev-mark")
    assert len(marks) == 2 and all(m.attrs["title"] == "error: benchmark-problem" for m in marks)


def test_bench_peak_row_is_marked_in_table_facts_and_chart(bench):
    data, dom = bench
    sec = _section(dom, "results/ag.log")
    peaks = sec.find("tbody").find_all("tr", cls="is-peak")
    assert [tr.find("th").norm() for tr in peaks] == ["256 MiB"]  # the highest busbw, not the largest size
    cell = peaks[0].find("td", cls="peak-cell")
    assert cell.find("span", cls="peak-tag").norm() == "★ peak" and cell.find("a").norm() == "362.05"
    facts = [li.norm() for li in sec.find("ul", cls="bench-facts").find_all("li")]
    assert facts == ["★ peak 362.05 GB/s busbw at 256 MiB (out-of-place) — results/ag.log:23",
                     "avg 227.095 GB/s average bus bandwidth over all_gather, 1 MiB to 1 GiB, float — results/ag.log:26"]
    chart = sec.find("svg", cls="line-chart")
    peak_pts = chart.find_all("a", cls="peak")
    assert len(peak_pts) == 1 and "256 MiB, busbw 362.05 GB/s, algbw 413.77 GB/s, peak" in peak_pts[0].attrs["aria-label"]
    halo = chart.find("circle", cls="peak-halo")
    assert (float(halo.attrs["cx"]), float(halo.attrs["cy"])) == _point_xy(peak_pts[0])
    assert chart.find("text", cls="peak-label").norm() == "★ peak 362.05 GB/s"


def test_bench_chart_plots_each_row_on_a_log2_size_axis(bench):
    data, dom = bench
    chart = _section(dom, "results/ag.log").find("svg", cls="line-chart")
    series = chart.find_all("g", cls="bseries")
    assert [t.norm() for t in chart.find_all("text", cls="end-label")] == ["out-of-place", "in-place"]
    sizes = list(AG_ROWS)
    xs = {}
    for k, (group, g) in enumerate(zip(("out-of-place", "in-place"), series)):
        pts = g.find_all("a", cls="bpt")
        assert len(pts) == 6
        for size, pt in zip(sizes, pts):
            value = AG_ROWS[size][0 if group == "out-of-place" else 2]
            label = pt.attrs["aria-label"]
            assert label.startswith(f"{group}: {size}, busbw {value} GB/s") and pt.find("title").norm() == label
            assert pt.attrs["tabindex"] == "0"
            claim = data["claims"][int(pt.attrs["data-claim"])]
            assert claim["text"] == value and unquote(pt.attrs["href"][1:]) == dom.find("article", data_index=pt.attrs["data-claim"]).attrs["id"]
            xs.setdefault(size, set()).add(_point_xy(pt)[0])
    # readable without colour: each line its own marker and dash pattern (and hollow markers on every other)
    assert [g.find(cls="mk").tag for g in series] == ["circle", "rect"]
    assert "hollow" not in series[0].classes and "hollow" in series[1].classes
    dashes = [next(c for c in p.classes if c.startswith("dash-")) for p in chart.find_all("path", cls="bline")]
    assert dashes == ["dash-1", "dash-2"]
    # one x per size, both placements; sizes step by 4x, so the x steps are equal (log2 axis)
    assert all(len(v) == 1 for v in xs.values())
    x = [xs[s].pop() for s in sizes]
    steps = [b - a for a, b in zip(x, x[1:])]
    assert max(steps) - min(steps) < 0.3 and steps[0] > 40
    ticks = {t.norm(): float(t.attrs["x"]) for t in chart.find_all("text", cls="tick") if t.attrs.get("text-anchor") == "middle"}
    assert ticks["1 MiB"] == pytest.approx(x[0], abs=0.1) and ticks["1 GiB"] == pytest.approx(x[-1], abs=0.1)
    assert list(ticks) == ["1 MiB", "4 MiB", "16 MiB", "64 MiB", "256 MiB", "1 GiB"]  # every 2nd power: at most 10 ticks
    # linear busbw axis from 0: y is proportional to the value
    yt = {float(t.norm().replace(",", "")): float(t.attrs["y"]) - 4 for t in chart.find_all("text", cls="tick") if t.attrs.get("text-anchor") == "end"}
    zero, top = yt[0.0], max(yt)
    per_unit = (zero - yt[top]) / top
    for size, pt in zip(sizes, series[0].find_all("a", cls="bpt")):
        assert _point_xy(pt)[1] == pytest.approx(zero - float(AG_ROWS[size][0]) * per_unit, abs=0.2)
    assert top >= 362.05 and chart.find("text", cls="axis-label").norm() == "message size (log₂)"
    # the tooltips read their points from the embedded JSON
    tips = json.loads(dom.find("script", id="cc-data").text())["bench"]
    pt = series[1].find_all("a", cls="bpt")[4]
    assert tips[int(pt.attrs["data-bpt"])] == {"series": "in-place", "size": "256 MiB", "value": "358.13", "unit": "GB/s", "metric": "busbw",
                                               "algbw": "409.29", "peak": False, "loc": "results/ag.log:23", "findings": ""}
    assert tips[int(series[1].find("a", cls="bpt").attrs["data-bpt"])]["findings"] == "error: benchmark-problem"


def _row(path, line, col, text, value, workload, system=("8 GPUs",), cue="busbw", unit="GB/s", kind="bandwidth", sentence=None):
    """A benchmark-row claim as the engine writes it (the row's own line as its source)."""
    return {"path": path, "line": line, "column": col, "end_line": line, "end_column": col + len(text), "text": text,
            "sentence": sentence or f"{text} row", "kind": kind, "evidence": "measured",
            "quantity": {"value": value, "unit": unit, "direction": None}, "subject": None, "scaling": None, "cues": [cue],
            "conditions": {"workload": list(workload), "system": list(system), "software": []}, "missing": [], "findings": [],
            "source": f"{path}:{line}"}


def test_bench_runs_systems_latency_and_zero_bytes_from_a_built_dict():
    claims = []
    # two sweeps of all_reduce concatenated in one log (the second restarts at 1 KiB), then one on 16 GPUs
    for run, base in ((0, 10), (1, 20)):
        for k, size in enumerate(("1 KiB", "1 MiB")):
            claims.append(_row("r.log", base + k, 60, f"{run + 1}{k}.5", float(f"{run + 1}{k}.5"), ["all_reduce", size, "float", "out-of-place"]))
    claims.append(_row("r.log", 40, 60, "90.0", 90.0, ["all_reduce", "1 MiB", "float", "out-of-place"], system=("16 GPUs",)))
    # an OSU latency log with a 0-byte row: latency on a log10 axis, the 0-byte row only in the table
    for k, (size, us) in enumerate((("0 B", "1.90"), ("1 B", "2.10"), ("64 KiB", "9.80"), ("4 MiB", "310.5"))):
        claims.append(_row("lat.txt", 4 + k, 25, us, float(us), ["latency", size], system=(), cue="latency", unit="us", kind="latency"))
    # hostile operation names are text
    claims.append(_row("x.csv", 2, 12, "5.5", 5.5, ["<b>op</b>", "8 MiB", "float"]))
    dom = parse(report.render({"version": 1, "claims": claims}, {}))

    sec = _section(dom, "r.log")
    captions = [c.norm() for c in sec.find_all("caption")]
    assert captions == ["all_reduce · 8 GPUs · run 1 · float", "all_reduce · 8 GPUs · run 2 · float", "all_reduce · 16 GPUs · float"]
    assert [t.norm() for t in sec.find_all("text", cls="end-label")] == [
        "all_reduce · 8 GPUs · run 1 · out-of-place", "all_reduce · 8 GPUs · run 2 · out-of-place", "all_reduce · 16 GPUs · out-of-place"]
    assert [s.find(cls="mk").tag for s in sec.find("svg", cls="line-chart").find_all("g", cls="bseries")] == ["circle", "rect", "path"]
    assert [k.find(cls="mk").tag for k in sec.find("figcaption").find_all("g", cls="bseries")] == ["circle", "rect", "path"]  # the legend
    assert len(sec.find_all("a", cls="peak")) == 3  # one peak per test

    lat = _section(dom, "lat.txt")
    assert [tr.find("th").norm() for tr in lat.find("tbody").find_all("tr")] == ["0 B", "1 B", "64 KiB", "4 MiB"]
    assert not lat.find_all("tr", cls="is-peak")  # no peak for latency
    chart = lat.find("svg", cls="line-chart")
    assert len(chart.find_all("a", cls="bpt")) == 3
    assert "1 row of 0 bytes in the table, not on the log₂ axis." in lat.norm()
    assert "latency on a log₁₀ axis" in chart.find("desc").norm()
    ys = [_point_xy(p)[1] for p in chart.find_all("a", cls="bpt")]
    yt = {t.norm(): float(t.attrs["y"]) - 4 for t in chart.find_all("text", cls="tick") if t.attrs.get("text-anchor") == "end"}
    assert list(yt) == ["1", "10", "100", "1,000"]
    decade = yt["1"] - yt["10"]
    assert ys[0] - ys[1] == pytest.approx(math.log10(9.8 / 2.1) * decade, abs=0.3)
    assert [t.norm() for t in chart.find_all("text", cls="tick")][:3] == ["1 B", "32 B", "1 KiB"]  # every 5th power of two
    assert not lat.find_all("th", string="algbw")

    csv = _section(dom, "x.csv")
    assert csv.find("caption").norm() == "<b>op</b> · float" and not csv.find_all("b")
    assert [th.norm() for th in csv.find("thead").find_all("th")] == ["size", "busbw GB/s", "source"]  # no algbw to derive


def test_bench_algbw_is_derived_only_when_the_row_layout_fits():
    row = "1048576 32768 float none -1 24.01 43.67 38.21 0 24.86 42.17 36.90 3"
    assert report._row_algbw({"text": "38.21", "sentence": row}, "out-of-place") == "43.67"
    assert report._row_algbw({"text": "36.90", "sentence": row}, "in-place") == "42.17"
    # broadcast: busbw == algbw, so the figure is found by position, not by its first occurrence
    bcast = "65536 16384 float none 0 9.50 6.90 6.90 0 9.40 6.97 6.97 0"
    assert report._row_algbw({"text": "6.90", "sentence": bcast}, "out-of-place") == "6.90"
    assert report._row_algbw({"text": "6.97", "sentence": bcast}, "in-place") == "6.97"
    # a results-file row is not laid out like nccl-tests; a ratio no collective has is not an algbw
    assert report._row_algbw({"text": "20.5", "sentence": "all_reduce,1MiB,float,20.5,10.9,16"}, None) is None
    assert report._row_algbw({"text": "300.0", "sentence": "1024 256 float sum -1 1.0 10.0 300.0 0"}, None) is None
    assert [report._fmt_size(n) for n in (0, 1, 1000, 1536, 1 << 20, 3 << 30, 1 << 40)] == ["0 B", "1 B", "1000 B", "1.5 KiB", "1 MiB", "3 GiB", "1 TiB"]


# ------------------------------------------------------------------- which peak a claim is set against

def _wire_claims(text: str) -> list[dict]:
    from claimcheck.api import check_text

    return [c.to_dict() for c in check_text(text, path="doc.md").claims]


@pytest.mark.parametrize("text, figure, peak", [
    # a link figure is set against a link's peak, never the named device's memory
    ("Each H100 has 900GBps of bidirectional NVLink 4 bandwidth.", "900GBps", "NVLink 4"),
    ("We measured 210 GB/s all-reduce busbw between two H100 over the network.", "210 GB/s", None),
    # a memory figure against the memory's peak
    ("On one H100 SXM5 we measured 3.0 TB/s of HBM3 memory bandwidth.", "3.0 TB/s", "H100"),
    # a sum over many ports is no single port's rate
    ("The chip integrates 24x 100 Gigabit Ethernet ports for 2.4 Tbps in total.", "2.4 Tbps", None),
    ("Each node has eight ConnectX-7 cards, 400 GB/s of aggregate bandwidth.", "400 GB/s", None),
    # a figure within one port's rate keeps that peak, counted or not
    ("Eight ConnectX-7 cards each reached 48 GB/s in our test.", "48 GB/s", "InfiniBand NDR"),
])
def test_the_report_sets_a_claim_against_a_comparable_peak(text, figure, peak):
    from claimcheck.api import knowledge_base
    from claimcheck.reporters.html import comparable_peak

    (claim,) = [c for c in _wire_claims(text) if c["text"] == figure]
    found = comparable_peak(knowledge_base(), claim) if claim["subject"] else None
    assert (found.label if found else None) == peak, (claim["subject"], found)
