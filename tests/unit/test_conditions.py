"""Condition finding: the conditions of one claim do not depend on which claims were looked at before it."""

from __future__ import annotations

from claimcheck.conditions import ConditionFinder
from claimcheck.lexicon import load_lexicon
from claimcheck.model import Span
from claimcheck.sources import parse_text

DOC = """# Results

The model is BERT-base.

Weights are kept in fp32. We measured 100 GB/s on 8 GPUs with NCCL.

We measured 50 GB/s.
"""


def _find(finder, doc, sentence):
    start = doc.text.index(sentence)
    index = next(i for i, b in enumerate(doc.blocks) if b.span.start <= start < b.span.end)
    found, missing = finder.find(sentence, Span(start, start + len(sentence)), index)
    return {g: [e.text for e in v] for g, v in found.items()}, missing


def test_conditions_do_not_depend_on_earlier_claims():
    lex = load_lexicon()
    doc = parse_text(DOC, "a.md", "markdown")
    alone = _find(ConditionFinder(doc, lex), doc, "We measured 50 GB/s.")
    finder = ConditionFinder(doc, lex)
    first = _find(finder, doc, "We measured 100 GB/s on 8 GPUs with NCCL.")
    assert first[0]["workload"] == ["fp32"]  # read from its paragraph, which is now cached
    after = _find(finder, doc, "We measured 50 GB/s.")
    assert after == alone
    assert alone[0]["workload"] == ["BERT-base"]  # the section's first paragraph that names a workload
    assert alone[0]["system"] == ["8 GPUs"] and alone[1] == []


def test_a_device_count_with_a_thousands_separator_is_whole():
    lex = load_lexicon()
    text = "# Record\n\nDeepSpeed trained BERT-Large in 44 minutes on 1,024 V100 GPUs.\n"
    doc = parse_text(text, "a.md", "markdown")
    found, _ = _find(ConditionFinder(doc, lex), doc, "DeepSpeed trained BERT-Large in 44 minutes on 1,024 V100 GPUs.")
    assert "1,024 V100" in found["system"] and not any(t.startswith("024") for t in found["system"])


def _conditions(text: str, figure: str) -> dict[str, list[str]]:
    from claimcheck.api import check_text

    claim = next(c for c in check_text(text, path="a.md").claims if c.text == figure)
    return {g: [e.text for e in claim.conditions[g]] for g in ("workload", "system", "software")}


def test_pieces_of_numbers_and_html_attributes_are_not_systems():
    text = ("We benchmarked the runs with Megatron on GPT-2 and got these (iteration time in ms):\n\n"
            '<table>\n<tr bgcolor="#21eb15"><td>Run</td><td>Iteration Time (ms)</td></tr>\n'
            '<tr bgcolor="#21eb15"><td>A</td><td>1357</td></tr>\n</table>\n\n'
            "| Run | HBM BW (bytes/s) | measured FLOPs/s |\n|---|---|---|\n| B | 2.5e12 | 1.4e14 |\n")
    assert _conditions(text, "1357")["system"] == []
    assert _conditions(text, "1.4e14")["system"] == []


def test_a_matrix_index_is_no_device_count_but_a_key_column_is():
    matrix = ("We measured GPU-to-GPU copy bandwidth (GB/s) with TransferBench:\n\n"
              "| GPU | 0 | 1 |\n|---|---|---|\n| 0 | N/A | 47.1 |\n| 1 | 46.9 | N/A |\n")
    assert _conditions(matrix, "47.1")["system"] == []
    totals = matrix.replace("| GPU | 0 | 1 |\n|---|---|---|", "| GPU | 0 | 1 | Total |\n|---|---|---|---|").replace("47.1 |\n", "47.1 | 47.1 |\n")
    assert "| Total |" in totals and _conditions(totals, "47.1")["system"] == []
    keyed = ("We measured all-to-all bandwidth with DeepSpeed:\n\n"
             "| GPUs | busbw (GB/s) |\n|---|---|\n| 512 | 111.2 |\n")
    assert _conditions(keyed, "111.2")["system"] == ["512 GPUs"]


def test_a_ring_in_prose_is_no_nccl_algorithm():
    assert _conditions("We measured 45 GB/s per hop across a full ring of 8 chips.", "45 GB/s")["software"] == []
    assert _conditions("We measured 45 GB/s with the ring algorithm on 8 GPUs.", "45 GB/s")["software"] == ["ring algorithm"]


def test_a_container_line_and_framework_names_are_software():
    text = "## Pretraining\n\n- Container: NeMo 24.08\n\nWe measured 797 tokens/s per GPU on 8 H100 GPUs for Llama 3 8B.\n"
    assert _conditions(text, "797 tokens/s")["software"] == ["Container: NeMo 24.08"]
    assert _conditions("We measured 41 GB/s with NVSHMEM on 16 GPUs.", "41 GB/s")["software"] == ["NVSHMEM"]


def test_a_caption_right_above_the_next_table_belongs_to_that_table():
    text = ("**Table 1** Data-parallel runs on 8 GPUs, Llama 3 8B.\n\n| Setup | tokens/s/GPU |\n| --- | ---: |\n| base | 5,100 |\n\n"
            "**Table 2** The same runs on 64 GPUs.\n\n| Setup | tokens/s/GPU |\n| --- | ---: |\n| base | 4,900 |\n")
    assert _conditions(text, "5,100")["system"] == ["8 GPUs"]


def test_the_opening_of_an_enclosing_section_serves_claims_far_below_it():
    """The lead-in of the document's top section names the software once; a results table many thousands of
    characters below, past paragraphs that name nothing, still has it (not only the lead-in's last paragraph)."""
    filler = "".join(f"Note {k}: the queue drains in order and nothing else is configured here.\n\n" for k in range(160))
    text = ("# Quartzline measurements\n\nThese numbers were taken with vLLM 0.6.3 on 8 H100 GPUs.\n\n"
            "Each run serves Llama-3 8B.\n\n" + filler +
            "## Sweep\n\nWe measured the output rate per setting:\n\n| setting | tokens/s |\n|---|---|\n| 64/64 | 4,452 |\n")
    assert len(filler) > 9000
    found = _conditions(text, "4,452")
    assert found["software"] == ["vLLM"] and found["system"] == ["8 H100"]


def test_the_opening_before_the_first_heading_serves_the_sections_after_it():
    text = ("Setup: vLLM 0.6.3 on 2 nodes of 8 H100 GPUs, serving Llama-3 8B.\n\n"
            "## Results\n\nWe measured 4,452 tokens/s at batch 64.\n")
    found = _conditions(text, "4,452 tokens/s")
    assert found["software"] == ["vLLM"] and found["system"]


def test_a_title_that_names_the_software_before_what_the_page_reports():
    """"# Fizzwire Transfer Benchmark Report" names the software the page measures, as "# Fizzwire: ..." does; a title of
    plain words does not."""
    body = "\n\nWe ran `fizzwire transfer` between two pods.\n\n## Results\n\nWe measured 41 ms p50 latency for 8 MB objects on 4 H100 nodes.\n"
    assert _conditions("# FizzWire Transfer Benchmark Report" + body, "41 ms")["software"] == ["FizzWire Transfer"]
    assert _conditions("# Fizzwire Transfer Benchmark Report" + body, "41 ms")["software"] == ["Fizzwire Transfer"]  # quoted as a command
    assert _conditions("# Object Transfer Benchmark Report" + body, "41 ms")["software"] == []
    assert _conditions("# GPU Benchmark Results" + body.replace("fizzwire", "gpu"), "41 ms")["software"] == []


def test_a_labelled_setup_line_or_two_column_row_names_its_group_whatever_the_value():
    text = ("# Object store latency\n\n## Test environment\n\n| Parameter | Value |\n|---|---|\n| Tool | `qbench` v0.9.2 |\n"
            "| Cluster | Cobalt-7 partition |\n\n- **Model**: a small ranking model\n\n## Results\n\n"
            "| operation | p50 | p99 |\n|---|---|---|\n| Get 8MB | 41ms | 80ms |\n")
    found = _conditions(text, "41ms")
    assert found["software"] == ["Tool | `qbench` v0.9.2"]
    assert found["system"] == ["Cluster | Cobalt-7 partition"]
    # a header row over a metric or a notes column, and a count after a label, name no condition
    lex = load_lexicon()
    labelled = [p for g in ("workload", "system", "software") for p in lex.conditions[g] if "(?<![^\\n])" in p.pattern]
    assert len(labelled) == 3 and all(p.search("| Tool | `qbench` v0.9.2 |\n") or p.search("- **SKU**: ND v5\n") or p.search("Model: BERT\n") for p in labelled)
    for line in ("| Framework | Throughput |", "| Tool | Notes |", "| Tool | Bus BW (GB/s) |", "| Tool | a | b |", "params per GPU:  336.23 M"):
        assert not any(p.search(line) for p in labelled), line


def test_a_model_number_before_a_device_word_is_no_count():
    """"ConnectX-7 NICs" and "DGX-2 nodes" name products, not 7 NICs or 2 nodes; "v5p-1024" is a slice of 1,024 chips."""
    assert _conditions("We measured 45 GB/s per port with perftest 4.5 on hosts with ConnectX-7 NICs.", "45 GB/s")["system"] == ["ConnectX-7"]
    assert "2 nodes" not in _conditions("We measured 44 minutes to train BERT on DGX-2 nodes with DeepSpeed.", "44 minutes")["system"]
    sliced = "We measured MaxText 1.0 throughput:\n\n| Model | Accelerator | TFLOP/s |\n|---|---|---|\n| 256B | v5p-1024 | 316 |\n"
    assert _conditions(sliced, "316")["system"] == ["v5p-1024"]  # NOTE: the slice itself, not a bare "1024 Accelerator"


def test_a_condition_with_a_value_is_stated_even_beside_a_hedge():
    from claimcheck.conditions import _hedged
    text = "Results depend on batch size; we ran batch 32 on 8 GPUs."
    assert _hedged(text, text.index("batch size"), text.index("batch size") + len("batch size"))
    text = "배치 32 기준이며 모델에 따라 다르다"
    assert not _hedged(text, 0, len("배치 32"))  # NOTE: a number states the value, whatever follows


def test_a_count_under_a_result_column_is_no_device_count():
    from claimcheck.conditions import _not_the_system
    text = "| 12 GPU (ms) | 8 GPUs | 4 nodes (IB) |"
    assert _not_the_system(text, 2, 8)
    assert not _not_the_system(text, text.index("8 GPUs"), text.index("8 GPUs") + 6)
    assert not _not_the_system(text, text.index("4 nodes"), text.index("4 nodes") + 7)


def test_a_hedge_governs_no_condition_past_a_run_word():
    from claimcheck.conditions import _hedged
    text = "Latency varies with message size over InfiniBand."
    assert _hedged(text, text.index("message size"), text.index("message size") + len("message size"))
    assert not _hedged(text, text.index("InfiniBand"), text.index("InfiniBand") + len("InfiniBand"))
