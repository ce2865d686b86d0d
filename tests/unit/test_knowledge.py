"""The peaks knowledge base: the shipped file, strict loading, subject matching and like-with-like lookup."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from claimcheck.errors import RuleDefinitionError
from claimcheck.knowledge import DIRECTIONS, KINDS, PERS, UNITS, KnowledgeBase, Peak, SubjectMatch
from claimcheck.resources import data_path

REFERENCE = Path(__file__).resolve().parents[2] / ".." / "shared" / "peaks.yaml"


@pytest.fixture(scope="module")
def kb() -> KnowledgeBase:
    return KnowledgeBase.default()


def subjects(kb: KnowledgeBase, text: str) -> list[tuple[str, set[str]]]:
    return [(m.text, {e.id for e in m.entries}) for m in kb.find_subjects(text)]


# ------------------------------------------------------------------------------------ the shipped file
def test_default_file_loads_with_valid_entries(kb):
    peaks = kb.all_peaks()
    assert len(peaks) >= 90
    assert len({p.id for p in peaks}) == len(peaks)
    for p in peaks:
        assert p.kind in KINDS and p.unit in UNITS and p.direction in DIRECTIONS and p.per in PERS
        assert p.value > 0 and p.names
        if p.kind == "memory":
            assert (p.direction, p.per) == ("aggregate", "device"), p.id


def test_every_entry_cites_a_source(kb):
    for p in kb.all_peaks():
        assert p.source and len(p.source) >= 10, p.id


def test_default_is_loaded_once_and_comes_from_the_shipped_path(kb):
    assert KnowledgeBase.default() is kb
    assert data_path("rules", "knowledge", "peaks.yaml").is_file()
    again = KnowledgeBase.load([data_path("rules", "knowledge", "peaks.yaml")])
    assert [p.id for p in again] == [p.id for p in kb]


def test_covers_the_common_links_and_memories(kb):
    for ident in ("pcie3-x16", "pcie4-x16", "pcie5-x16", "pcie6-x16", "pcie5-x16-bidir", "pcie6-lane-rate",
                  "pcie4-x1", "pcie5-x4", "pcie6-x8", "nvlink2-gpu", "nvlink3-gpu", "nvlink4-gpu", "nvlink5-gpu",
                  "nvlink-c2c", "nvswitch3-dgx-h100", "amd-mi300x-if-link", "ib-edr-port", "ib-hdr-port",
                  "ib-ndr-port", "ib-xdr-port", "eth-100g", "eth-800g", "aws-efa-v1-p4d", "aws-efa-v2-p5",
                  "aws-efa-v3-p5en", "hbm-v100", "hbm-a100-40gb", "hbm-a100-80gb-sxm", "hbm-h100-sxm",
                  "hbm-h100-pcie", "hbm-h200", "hbm-gh200-144gb", "hbm-b200", "hbm-mi250x", "hbm-mi300x",
                  "hbm-mi325x", "hbm-gaudi2", "hbm-gaudi3", "hbm-tpu-v4", "hbm-tpu-v5e", "hbm-tpu-v5p"):
        assert ident in kb, ident
    assert kb.get("hbm-h100-sxm").bytes_per_s == pytest.approx(3.35e12)
    assert kb.get("no-such-id") is None


def test_every_name_is_found_as_itself(kb):
    for p in kb.all_peaks():
        for name in p.names:
            for text in (name, f"on {name}, then", f"{name}의"):
                found = [m for m in kb.find_subjects(text) if m.text == name]
                assert found and p in found[0].entries, (p.id, text, subjects(kb, text))


@pytest.mark.skipif(not REFERENCE.is_file(), reason="reference folder ../shared is not present beside the repo")
def test_no_figure_contradicts_the_reference_table(kb):
    # An entry of the reference table and one of ours that share a name and describe the same quantity
    # (kind, direction, per, unit family) must agree on the figure.
    reference = yaml.safe_load(REFERENCE.read_text(encoding="utf-8"))
    compared = 0
    for ref in reference:
        ref_peak = Peak(ref["id"], tuple(ref["names"]), ref["kind"], float(ref["value"]), ref["unit"],
                        ref["direction"], ref["per"], ref["source"])
        for name in ref["names"]:
            found = kb.find_subjects(name)
            if not found or found[0].text != name:
                continue  # a name we do not use (e.g. one with a figure in it)
            for ours in found[0].entries:
                if (ours.kind, ours.direction, ours.per, ours.dimension == "transfers/s") != (
                        ref_peak.kind, ref_peak.direction, ref_peak.per, ref_peak.dimension == "transfers/s"):
                    continue
                compared += 1
                a = ours.bytes_per_s if ours.bytes_per_s is not None else ours.value
                b = ref_peak.bytes_per_s if ref_peak.bytes_per_s is not None else ref_peak.value
                assert a == pytest.approx(b, rel=0.01), (name, ours.id, ref["id"])
    assert compared > 50


# ------------------------------------------------------------------------------------ Peak
def _peak(**kw) -> Peak:
    base = dict(id="x", names=("PCIe 5.0 x16",), kind="link", value=64, unit="GB/s", direction="per-direction",
                per="link", source="test")
    base.update(kw)
    return Peak(**base)


@pytest.mark.parametrize("unit, expected", [("GB/s", 64e9), ("Gb/s", 8e9), ("TB/s", 64e12), ("GT/s", None)])
def test_bytes_per_s_normalises_units(unit, expected):
    assert _peak(unit=unit).bytes_per_s == expected


def test_label_describe_and_value_in():
    p = _peak()
    assert p.label == "PCIe 5.0 x16"
    assert p.describe() == "64 GB/s per direction"
    assert _peak(value=3.35, unit="TB/s", direction="aggregate").describe() == "3.35 TB/s aggregate"
    assert _peak(value=900, direction="bidirectional").describe() == "900 GB/s bidirectional"
    assert p.value_in("Gb/s") == pytest.approx(512)
    assert p.value_in("MB/s") == pytest.approx(64000)
    assert _peak(unit="GT/s").value_in("GB/s") is None
    with pytest.raises(ValueError, match="unknown rate unit"):
        p.value_in("furlongs")


# ------------------------------------------------------------------------------------ find_subjects
@pytest.mark.parametrize("text, matched, entry", [
    ("NVLink4", "NVLink4", "nvlink4-gpu"),
    ("over NVLink 4 at", "NVLink 4", "nvlink4-gpu"),
    ("NVLink-4", "NVLink-4", "nvlink4-gpu"),
    ("nvlink 4.0", "nvlink 4.0", "nvlink4-gpu"),
    ("fourth-generation NVLink", "fourth-generation NVLink", "nvlink4-gpu"),
    ("18x 4th Gen NVLink", "4th Gen NVLink", "nvlink4-gpu"),
    ("NVLink 4th generation", "NVLink 4th generation", "nvlink4-gpu"),
    ("PCIe5 x16", "PCIe5 x16", "pcie5-x16"),
    ("PCIe 5.0 x16", "PCIe 5.0 x16", "pcie5-x16"),
    ("PCIe Gen 5 x16", "PCIe Gen 5 x16", "pcie5-x16"),
    ("a Gen5 x16 slot", "Gen5 x16", "pcie5-x16"),
    ("PCI Express 4.0 ×16", "PCI Express 4.0 ×16", "pcie4-x16"),
    ("PCIe 5.0 x8", "PCIe 5.0 x8", "pcie5-x8"),
    ("NDR400", "NDR400", "ib-ndr-port"),
    ("NDR 400", "NDR 400", "ib-ndr-port"),
    ("2 nodes over NDR.", "NDR", "ib-ndr-port"),
    ("HDR InfiniBand", "HDR InfiniBand", "ib-hdr-port"),
    ("ConnectX-7", "ConnectX-7", "ib-ndr-port"),
    ("8 H100 SXM5 GPUs", "H100 SXM5", "hbm-h100-sxm"),
    ("NVIDIA A100-SXM4-80GB", "A100-SXM4-80GB", "hbm-a100-80gb-sxm"),
    ("MI300X", "MI300X", "hbm-mi300x"),
    ("Gaudi2", "Gaudi2", "hbm-gaudi2"),
    ("p5.48xlarge", "p5.48xlarge", "aws-efa-v2-p5"),
    ("400 Gigabit Ethernet", "400 Gigabit Ethernet", "eth-400g"),
    # Unicode dashes stand for a hyphen; the match is the document's own text
    ("NVLink\u20114 links", "NVLink\u20114", "nvlink4-gpu"),
    ("ConnectX\u20137 NICs", "ConnectX\u20137", "ib-ndr-port"),
    ("PCIe\u20135.0 x16", "PCIe\u20135.0 x16", "pcie5-x16"),
    ("NVIDIA A100\u2013SXM4\u201380GB", "A100\u2013SXM4\u201380GB", "hbm-a100-80gb-sxm"),
    ("over NVLINK 4", "NVLINK 4", "nvlink4-gpu"),
    ("a pcie 5.0 X16 slot", "pcie 5.0 X16", "pcie5-x16"),
])
def test_alias_spellings(kb, text, matched, entry):
    found = kb.find_subjects(text)
    assert len(found) == 1, subjects(kb, text)
    m = found[0]
    assert m.text == matched and text[m.start:m.end] == matched
    assert entry in {e.id for e in m.entries}


def test_400gbps_ndr_matches_at_least_ndr(kb):
    assert subjects(kb, "8x 400Gb/s NDR ports") == [("NDR", {"ib-ndr-port"})]


@pytest.mark.parametrize("text, matched, entry", [
    ("NVLink4의 대역폭은 900GB/s이다.", "NVLink4", "nvlink4-gpu"),
    ("H100은 A100 대비 최대 2.4배", "H100", "hbm-h100-sxm"),
    ("PCIe 5.0 x16으로 연결된다", "PCIe 5.0 x16", "pcie5-x16"),
    ("NVLink 4세대는 900GB/s의 대역폭을 제공합니다.", "NVLink 4세대", "nvlink4-gpu"),
    ("NDR에서 측정", "NDR", "ib-ndr-port"),
    ("이 서버는H200을 쓴다", "H200", "hbm-h200"),
])
def test_korean_particles_stay_glued(kb, text, matched, entry):
    m = kb.find_subjects(text)[0]
    assert m.text == matched
    assert entry in {e.id for e in m.entries}


@pytest.mark.parametrize("text", [
    "Generation 50 of the product",
    "Gen50 silicon",
    "HDR images and HDR video",
    "HDR10 content",
    "XDR DRAM modules",
    "a 100% GPU utilisation",
    "432 Tensor Cores (Gen 3)",
    "NCCL_NET_GDR_LEVEL=5",
    "see ndr-overview.html",
    "NVLink 400 GB/s",
    "NVLink 4.5",
    "over NVLink and PCIe",
    "NVLink\u20144x",  # a glued name takes one hyphen, whatever its dash
    "xH100 and H100x",
])
def test_no_false_subjects(kb, text):
    assert kb.find_subjects(text) == []


def test_longest_first_and_non_overlapping(kb):
    text = "H100 NVLink and PCIe Gen5 x16 and H100 NVL NVLink bridge, Gen4 NVLink"
    found = kb.find_subjects(text)
    assert [m.text for m in found] == ["H100 NVLink", "PCIe Gen5 x16", "H100 NVL NVLink bridge", "Gen4 NVLink"]
    assert "nvlink4-gpu" in {e.id for e in found[0].entries}
    assert "hbm-h100-sxm" not in {e.id for e in found[0].entries}
    assert all(a.end <= b.start for a, b in zip(found, found[1:]))
    assert isinstance(found[0], SubjectMatch) and found[0].alias == "H100 NVLink"


def test_subject_entries_share_a_name_across_directions(kb):
    (m,) = kb.find_subjects("NVLink 4")
    assert {e.direction for e in m.entries} == {"bidirectional", "per-direction"}


# ------------------------------------------------------------------------------------ peak_for
def test_nvlink4_like_with_like(kb):
    per_dir = kb.peak_for("NVLink 4", direction="per-direction")
    assert (per_dir.value, per_dir.unit, per_dir.direction) == (450, "GB/s", "per-direction")
    bidir = kb.peak_for("NVLink4", direction="bidirectional")
    assert (bidir.value, bidir.direction) == (900, "bidirectional")
    assert kb.peak_for("NVLink 4").value == 900  # no direction: the headline as quoted


def test_pcie5_x16_is_the_x16_total_per_direction(kb):
    p = kb.peak_for("PCIe 5.0 x16", direction="per-direction")
    assert p.per == "link" and 63 <= p.value <= 64 and p.unit == "GB/s"
    assert kb.peak_for("PCIe Gen5", direction="per-direction").id == p.id  # bare generation = x16, not a lane
    assert kb.peak_for("PCIe 5.0 x16", direction="bidirectional").value == 128
    lane = kb.peak_for("PCIe 5.0 x16", dimension="transfers/s")
    assert (lane.value, lane.unit, lane.per) == (32, "GT/s", "lane")
    assert kb.peak_for("PCIe 5.0 x4", direction="per-direction").value == pytest.approx(15.754)


def test_ndr_is_400_gbps_per_port_which_is_50_gbytes(kb):
    p = kb.peak_for("NDR 400", dimension="bits/s", direction="per-direction")
    assert (p.value, p.unit, p.per) == (400, "Gb/s", "port")
    assert p.bytes_per_s == pytest.approx(50e9)
    assert kb.peak_for("NDR", dimension="GB/s", direction="per-direction").id == "ib-ndr-port"


def test_only_a_bidirectional_peak_is_halved_and_says_so(kb):
    p = kb.peak_for("NVLink-C2C", direction="per-direction")
    assert p.value == 450 and p.direction == "per-direction" and p.derived
    assert "nvlink-c2c" in p.note and "half" in p.note
    assert kb.get("nvlink-c2c").value == 900  # the stored entry is untouched


def test_a_per_direction_port_rate_is_doubled_for_a_bidirectional_figure(kb):
    p = kb.peak_for("InfiniBand NDR", dimension="bits/s", direction="bidirectional")
    assert (p.value, p.direction, p.derived) == (800, "bidirectional", True)


def test_aggregate_figures_are_not_compared_with_a_port_rate(kb):
    assert kb.peak_for("NDR", direction="aggregate") is None
    assert kb.peak_for("NVL72", direction="aggregate").bytes_per_s == pytest.approx(130e12)
    assert kb.peak_for("NVLink 4", direction="aggregate").value == 900  # the per-GPU sum


def test_memory_and_kind_filter(kb):
    assert kb.peak_for("H100").id == "hbm-h100-sxm"
    assert kb.peak_for("H100 PCIe").bytes_per_s == pytest.approx(2.0e12)
    assert kb.peak_for("H100", kind="link") is None
    assert kb.peak_for("H100 NVLink", kind="link", direction="per-direction").value == 450
    assert kb.peak_for("an H200 node with 8 GPUs").id == "hbm-h200"  # longest name inside a string


def test_unknown_or_incomparable_subjects(kb):
    assert kb.peak_for("Slingshot-11") is None
    assert kb.peak_for("NVLink 4", dimension="transfers/s") is None
    with pytest.raises(ValueError):
        kb.peak_for("NVLink 4", direction="both")
    with pytest.raises(ValueError):
        kb.peak_for("NVLink 4", dimension="furlongs")


def test_peak_for_accepts_a_subject_match(kb):
    m = kb.find_subjects("on 2 nodes over NDR400 InfiniBand")[0]
    assert kb.peak_for(m, dimension="bits/s").id == "ib-ndr-port"


def test_bits_figures_prefer_bits_peaks(tmp_path):
    f = tmp_path / "peaks.yaml"
    f.write_text(
        "version: 1\npeaks:\n"
        "  - {id: nic-bytes, names: [Foo NIC], kind: link, value: 50, unit: GB/s, direction: per-direction, per: port, source: s}\n"
        "  - {id: nic-bits, names: [Foo NIC], kind: link, value: 400, unit: Gb/s, direction: per-direction, per: port, source: s}\n",
        encoding="utf-8")
    kb = KnowledgeBase.load([f])  # same figure in two units: sharing the name is no conflict
    assert kb.peak_for("Foo NIC", dimension="bits/s").id == "nic-bits"
    assert kb.peak_for("Foo NIC", dimension="bytes/s").id == "nic-bytes"
    assert kb.peak_for("Foo NIC", dimension="Gb/s").id == "nic-bits"


# ------------------------------------------------------------------------------------ strict loading
GOOD = """\
version: 1
peaks:
  - id: foo-link
    names: [Foo Link 1, FooLink]
    kind: link
    value: 100
    unit: GB/s
    direction: bidirectional
    per: device
    source: "example.org/foo"
"""


def write(tmp_path: Path, text: str, name: str = "peaks.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def load_error(*paths: Path) -> RuleDefinitionError:
    with pytest.raises(RuleDefinitionError) as info:
        KnowledgeBase.load(list(paths))
    return info.value


def test_a_valid_custom_file_loads(tmp_path):
    kb = KnowledgeBase.load([write(tmp_path, GOOD)])
    assert [p.id for p in kb] == ["foo-link"]
    assert kb.peak_for("foolink", direction="per-direction").value == 50


def test_unknown_key_is_located_and_lists_allowed_keys(tmp_path):
    path = write(tmp_path, GOOD + "    dir: up\n")
    err = load_error(path)
    assert (err.path, err.line, err.column) == (str(path), 11, 5)
    assert "unknown key 'dir'" in err.message and "direction" in err.message and "status" in err.message
    assert str(err).startswith(f"{path}:11:5: ")


def test_bad_enum_value_lists_allowed_values(tmp_path):
    path = write(tmp_path, GOOD.replace("direction: bidirectional", "direction: both"))
    err = load_error(path)
    assert (err.line, err.column) == (8, 16)  # at the value, not the key
    assert "per-direction, bidirectional, aggregate" in err.message and "'both'" in err.message


@pytest.mark.parametrize("old, new, line, words", [
    ("value: 100", "value: fast", 6, "positive number"),
    ("value: 100", "value: true", 6, "positive number"),
    ("names: [Foo Link 1, FooLink]", "names: Foo Link", 4, "non-empty list"),
    ("unit: GB/s", "unit: GiB/s", 7, "GB/s, Gb/s, TB/s, GT/s"),
    ("id: foo-link", "id: Foo_Link", 3, "kebab-case"),
    ('source: "example.org/foo"', "source: 12", 10, "non-empty string"),
])
def test_wrong_types_are_located(tmp_path, old, new, line, words):
    err = load_error(write(tmp_path, GOOD.replace(old, new)))
    assert err.line == line and words in err.message


def test_bad_name_item_is_located_at_the_item(tmp_path):
    err = load_error(write(tmp_path, GOOD.replace("[Foo Link 1, FooLink]", "[Foo Link 1, '--']")))
    assert (err.line, err.column) == (4, 25) and "item 2" in err.message


def test_missing_keys_and_non_mapping_entries(tmp_path):
    err = load_error(write(tmp_path, GOOD.replace('    source: "example.org/foo"\n', "")))
    assert err.line == 3 and "missing source" in err.message
    err = load_error(write(tmp_path, "version: 1\npeaks:\n  - just a string\n"))
    assert (err.line, err.column) == (3, 5) and "must be a mapping" in err.message


def test_top_level_shape_and_version(tmp_path):
    assert "mapping" in load_error(write(tmp_path, "- id: x\n")).message
    err = load_error(write(tmp_path, GOOD.replace("version: 1", "version: 2")))
    assert err.line == 1 and "'version' must be 1" in err.message
    err = load_error(write(tmp_path, GOOD + "extra: 1\n"))
    assert err.line == 11 and "unknown top-level key 'extra'" in err.message


def test_invalid_yaml_is_located(tmp_path):
    err = load_error(write(tmp_path, GOOD.replace("kind: link", "kind: [link")))
    assert err.path.endswith("peaks.yaml") and err.line is not None and "invalid YAML" in err.message


def test_duplicate_id_across_files_names_both(tmp_path):
    first = write(tmp_path, GOOD, "a.yaml")
    second = write(tmp_path, GOOD.replace("[Foo Link 1, FooLink]", "[Other]"), "b.yaml")
    err = load_error(first, second)
    assert (err.path, err.line, err.column) == (str(second), 3, 5)
    assert "duplicate peak id 'foo-link'" in err.message and f"{first}:3" in err.message


def test_conflicting_alias_is_an_error_naming_the_other_entry(tmp_path):
    other = GOOD.replace("id: foo-link", "id: foo-link-b").replace("value: 100", "value: 200") \
        .replace("names: [Foo Link 1, FooLink]", "names: [Bar, foo-link 1]").replace("version: 1\npeaks:\n", "")
    path = write(tmp_path, GOOD + other)
    err = load_error(path)
    assert (err.line, err.column) == (12, 18)  # the second name of the second entry
    assert "'foo-link'" in err.message and f"{path}:3" in err.message and "differ in kind, direction" in err.message


def test_shared_alias_with_other_direction_is_fine(tmp_path):
    other = GOOD.replace("id: foo-link", "id: foo-link-per-direction").replace("value: 100", "value: 50") \
        .replace("direction: bidirectional", "direction: per-direction").replace("version: 1\npeaks:\n", "")
    kb = KnowledgeBase.load([write(tmp_path, GOOD + other)])
    assert kb.peak_for("Foo Link 1", direction="per-direction").id == "foo-link-per-direction"
    assert not kb.peak_for("Foo Link 1", direction="per-direction").derived


def test_directory_and_missing_file_are_errors(tmp_path):
    assert "directory" in load_error(tmp_path).message
    assert "cannot read" in load_error(tmp_path / "absent.yaml").message
