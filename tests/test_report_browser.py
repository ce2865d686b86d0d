"""The HTML report in a real browser: Debian's chromium, headless, driven through playwright.

The report is opened from disk (file://) with its Content-Security-Policy in force. Every page opened
here is also checked for console errors (a blocked inline script would log one), for requests other
than the document itself and data: URLs, and for dialogs.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from claimcheck.reporters import html as report

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)"),
]

# NOTE: the sample, the hostile variant and the synthetic run are defined once, in the render tests;
# loaded by path so this works whatever pytest's import mode.
_spec = importlib.util.spec_from_file_location("_report_html_helpers", Path(__file__).with_name("test_report_html.py"))
helpers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(helpers)


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def sample_file(tmp_path_factory):
    data, meta = helpers.load_sample()
    path = tmp_path_factory.mktemp("report") / "sample.html"
    path.write_text(report.render(data, meta), encoding="utf-8")
    return path


class Watched:
    """A page plus what it did: console errors, requests, dialogs."""

    def __init__(self, page, url):
        self.page, self.url = page, url
        self.errors, self.requests, self.dialogs = [], [], []
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))

    def check_clean(self):
        assert self.errors == []
        assert self.dialogs == []
        assert all(u.split("#")[0] == self.url or u.startswith("data:") for u in self.requests), self.requests
        assert self.url in [u.split("#")[0] for u in self.requests]


@pytest.fixture
def open_report(browser):
    opened = []

    def _open(path: Path, **context):
        ctx = browser.new_context(viewport=context.pop("viewport", {"width": 1280, "height": 900}), **context)
        page = ctx.new_page()
        url = path.resolve().as_uri()
        w = Watched(page, url)
        page.goto(url)
        opened.append((ctx, w))
        return w

    yield _open
    for ctx, w in opened:
        try:
            w.check_clean()
        finally:
            ctx.close()


def visible_cards(page) -> list[str]:
    return page.eval_on_selector_all("article.claim", "els => els.filter(e => e.offsetParent !== null).map(e => e.id)")


def click_when_settled(page, selector: str) -> None:
    """Click a link once the page around it has stopped moving.

    Cards off screen are laid out only when scrolled near (content-visibility:auto), so scrolling a link into
    view can move it again a frame later; a click whose press and release land on different elements is no
    click at all. Wait until the link keeps its place for three frames, then click.
    """
    el = page.locator(selector)
    el.scroll_into_view_if_needed()
    el.evaluate("""el => new Promise(done => {
        let last = null, same = 0;
        (function tick() {
            const top = el.getBoundingClientRect().top;
            same = last !== null && Math.abs(top - last) < 0.5 ? same + 1 : 0;
            last = top;
            if (same >= 3) done(); else requestAnimationFrame(tick);
        })();
    })""")
    el.click()


def status(page) -> str:
    return page.inner_text("#cc-status")


def count_of(page, facet: str, value: str) -> str:
    return page.inner_text(f'[data-count="{facet}"][data-value="{value}"]')


def test_filters_change_the_rows_and_the_counts(open_report, sample_file):
    data, _ = helpers.load_sample()
    page = open_report(sample_file).page
    assert len(visible_cards(page)) == 16
    assert status(page).startswith("All 16 claims in 3 files")

    page.uncheck('input[name="class"][value="measured"]')
    shown = visible_cards(page)
    expect = [c for c in data["claims"] if c["evidence"] != "measured"]
    assert len(shown) == len(expect) == 7
    assert status(page).startswith("Showing 7 of 16 claims in 3 files")
    # facet counts follow the other groups' choices; the class counts stay what each class would add
    for kind in ("bandwidth", "latency", "scaling", "throughput"):
        assert count_of(page, "kind", kind) == str(sum(1 for c in expect if c["kind"] == kind))
    assert count_of(page, "class", "measured") == "9"
    assert page.inner_text('#cc-file option[value="2"]') == "docs/ko/scaling-notes.md (1)"
    # points of hidden claims fade in the scatter
    plotted = page.eval_on_selector_all("a.pt", "els => els.map(e => +e.dataset.claim)")
    dim = page.eval_on_selector_all("a.pt.dim", "els => els.map(e => +e.dataset.claim)")
    assert sorted(dim) == sorted(i for i in plotted if data["claims"][i]["evidence"] == "measured") and len(dim) == 4

    page.select_option("#cc-rule", "missing-conditions")  # only measured claims have it
    assert visible_cards(page) == []
    assert page.is_visible("#cc-empty")
    assert page.eval_on_selector_all("section.file", "els => els.every(e => e.hidden)")

    page.check('input[name="class"][value="measured"]')
    shown = [c for c in data["claims"] if any(f["rule"] == "missing-conditions" for f in c["findings"])]
    assert len(visible_cards(page)) == len(shown) == 5
    sev = {s: sum(1 for c in shown for f in c["findings"] if f["severity"] == s) for s in ("error", "warning", "info")}
    assert f"findings: {sev['error']} error, {sev['warning']} warning, {sev['info']} info." in status(page)
    page.select_option("#cc-file", "1")
    assert len(visible_cards(page)) == 2
    assert page.inner_text('section.file[data-file="1"] .file-count') == "2 of 7 claims"

    page.click("#cc-reset")
    page.wait_for_function("() => document.querySelectorAll('article.claim:not([hidden])').length === 16")
    assert status(page).startswith("All 16 claims")


def test_keyboard_only(open_report, sample_file):
    page = open_report(sample_file).page
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to the claims"
    page.keyboard.press("Enter")
    assert page.evaluate("location.hash") == "#claims"

    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.id") == "cc-q"
    page.keyboard.type("nvlink")
    page.wait_for_function("() => document.getElementById('cc-status').textContent.startsWith('Showing 2 of 16')")
    assert visible_cards(page) == ["docs/hardware.md:3", "docs/hardware.md:17"]
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.getElementById('cc-status').textContent.startsWith('All 16')")

    for _ in range(10):  # a few Tabs reach the class checkboxes
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.value") == "inferred":
            break
    assert page.evaluate("document.activeElement.name") == "class"
    assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid"  # focus is visible
    page.keyboard.press("Space")
    assert status(page).startswith("Showing 12 of 16")

    for _ in range(30):  # on to a button, then j/k walk the visible claims
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.tagName") == "BUTTON":
            break
    shown = visible_cards(page)
    page.keyboard.press("j")
    assert page.evaluate("document.activeElement.id") == shown[0]
    page.keyboard.press("j")
    page.keyboard.press("j")
    assert page.evaluate("document.activeElement.id") == shown[2]
    page.keyboard.press("k")
    assert page.evaluate("document.activeElement.id") == shown[1]
    assert all(not i.startswith("docs/bench/allreduce.md:13") for i in shown)  # the inferred ones are skipped


def test_a_shared_link_opens_the_claim(open_report, sample_file):
    page = open_report(sample_file).page
    page.click("#cc-collapse")
    assert page.eval_on_selector_all("details.file-details", "els => els.every(d => !d.open)")
    page.uncheck('input[name="class"][value="measured"]')  # the target is filtered out, too
    target = "docs/hardware.md:17"
    href = page.get_attribute(f'article[id="{target}"] a.loc', "href")
    page.evaluate(f"location.hash = {json.dumps(href)}")
    page.wait_for_function(f"() => document.activeElement.id === {json.dumps(target)}")
    assert page.evaluate(f"document.getElementById({json.dumps(target)}).closest('details').open")
    assert page.is_visible(f'article[id="{target}"]')
    # NOTE: the report scrolls again on each frame until the layout around the target settles (content-visibility)
    page.wait_for_function(f"() => {{ const r = document.getElementById({json.dumps(target)}).getBoundingClientRect();"
                           f" return r.top >= 0 && r.top < window.innerHeight; }}", timeout=5000)
    box = page.locator(f'article[id="{target}"]').bounding_box()
    assert 0 <= box["y"] < 900
    assert status(page).startswith("All 16")  # filters were reset so the claim could be shown

    page.click("#cc-collapse")
    click_when_settled(page, 'svg.file-chart a >> nth=2')  # a file's bar in the overview opens that file
    page.wait_for_function("() => document.getElementById('file:docs/ko/scaling-notes.md').querySelector('details').open")


def test_scatter_points_show_their_sentence(open_report, sample_file):
    page = open_report(sample_file).page
    point = page.locator("a.pt.above")
    point.focus()
    tip = page.locator("#cc-tip")
    assert tip.is_visible()
    assert "On 32 GPUs the job ran 35x faster than on one GPU." in tip.inner_text()
    assert "docs/bench/allreduce.md:17:24" in tip.inner_text()
    assert "Above ideal linear scaling" in tip.inner_text()
    page.keyboard.press("Escape")
    assert not tip.is_visible()
    other = page.locator("a.pt.cls-vendor-peak")
    other.hover()
    assert "The vendor brochure promises up to 240x speedup on 256 GPUs." in tip.inner_text()
    page.mouse.move(0, 0)
    assert not tip.is_visible()


def test_injection_sample_runs_nothing(open_report, tmp_path):
    data, meta = helpers.hostile_run()
    path = tmp_path / "hostile.html"
    path.write_text(report.render(data, meta), encoding="utf-8")
    w = open_report(path)
    page = w.page
    assert page.title() == "<script>alert('title')</script> {{ 7*7 }}"
    assert page.locator("img").count() == 0
    for i in range(page.locator("a.pt").count()):
        page.locator("a.pt").nth(i).focus()
    page.locator('a.pt[data-claim="1"]').focus()  # a claim whose sentence is hostile
    assert helpers.HOSTILE[1] + " reached 92% " + helpers.HOSTILE[0] in page.inner_text("#cc-tip")
    page.fill("#cc-q", "onerror")
    page.wait_for_function("() => document.getElementById('cc-status').textContent.startsWith('Showing')")
    page.click("#cc-expand")
    for d in page.locator("details").all():
        if d.is_visible():
            d.evaluate("d => { d.open = true; }")
    page.wait_for_timeout(100)
    assert w.dialogs == []
    assert page.evaluate("window.__pwned === undefined")
    text = page.inner_text("article.claim >> nth=0")
    assert "<script>alert(1)</script>" in text and "{{ 7*7 }}" in text


def test_layouts_and_screenshot(open_report, sample_file, tmp_path):
    page = open_report(sample_file).page
    shot = tmp_path / "report.png"
    page.screenshot(path=str(shot), full_page=False)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000

    phone = open_report(sample_file, viewport={"width": 375, "height": 740}).page
    assert phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert phone.evaluate("getComputedStyle(document.querySelector('.claims-layout')).gridTemplateColumns.split(' ').length") == 1
    phone.screenshot(path=str(tmp_path / "phone.png"))

    dark = open_report(sample_file, color_scheme="dark").page
    rgb = dark.evaluate("getComputedStyle(document.body).backgroundColor")
    r, g, b = (int(x) for x in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3])
    assert r + g + b < 120
    dark.emulate_media(media="print")
    assert dark.evaluate("getComputedStyle(document.getElementById('cc-filters')).display") == "none"
    dark.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    assert dark.eval_on_selector_all("details.help", "els => els.every(d => d.open)")


def test_five_thousand_claims_load_and_filter(open_report, tmp_path):
    # NOTE: how long this takes is measured by bench/report.py, not asserted here
    path = tmp_path / "big.html"
    path.write_text(report.render(helpers.synthetic_run(), {}), encoding="utf-8")
    page = open_report(path).page
    assert page.locator("article.claim").count() == 5000
    page.click('input[name="kind"][value="scaling"]')
    assert status(page).startswith("Showing 3,750 of 5,000 claims in 225 of 300 files")  # 75 files hold only scaling claims
    page.fill("#cc-q", "run 4321 ")
    page.wait_for_function("() => document.getElementById('cc-status').textContent.startsWith('Showing 1 of 5,000')")
    assert visible_cards(page) != []  # a single match opens its file


def test_benchmark_section_is_reachable_and_its_points_have_tooltips(open_report, tmp_path):
    path = tmp_path / "bench.html"
    path.write_text(report.render(helpers.bench_run(), {}), encoding="utf-8")
    page = open_report(path).page
    # from the log's part of the claims list to its section
    click_when_settled(page, 'section.file[id="file:results/ag.log"] p.bench-link a')
    page.wait_for_function("() => document.activeElement.id === 'bench:results/ag.log'")
    sec = page.locator('article[id="bench:results/ag.log"]')
    assert sec.is_visible() and 0 <= sec.bounding_box()["y"] < 900
    assert sec.locator("table.bench-table tbody tr").count() == 6

    points = sec.locator("a.bpt")
    assert points.count() == 12 and sec.locator("a.bpt title").count() == 0  # the script's tooltip replaces <title>
    tip = page.locator("#cc-tip")
    texts = []
    for i in range(12):
        points.nth(i).focus()
        assert tip.is_visible()
        box, pt = tip.bounding_box(), points.nth(i).bounding_box()
        assert box["y"] + box["height"] <= pt["y"] + 1 or box["y"] >= pt["y"] + pt["height"] - 1  # beside the point, not over it
        texts.append(tip.inner_text())
    assert texts[4].split("\n") == ["out-of-place", "256 MiB · busbw 362.05 GB/s · algbw 413.77 GB/s", "★ Peak of this test", "results/ag.log:23"]
    assert texts[6].split("\n") == ["in-place", "1 MiB · busbw 36.90 GB/s · algbw 42.17 GB/s", "error: benchmark-problem", "results/ag.log:19"]
    page.keyboard.press("Escape")
    assert not tip.is_visible()
    points.nth(9).hover()
    assert "in-place" in tip.inner_text() and "64 MiB · busbw 309.45 GB/s" in tip.inner_text()
    page.mouse.move(0, 0)
    assert not tip.is_visible()
    # keyboard: Tab walks the points, Enter opens the point's claim
    points.nth(0).focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('data-bpt')") == points.nth(1).get_attribute("data-bpt")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.id === 'results/ag.log:20'")
    sec.screenshot(path=str(tmp_path / "bench.png"))
    assert (tmp_path / "bench.png").stat().st_size > 20_000
