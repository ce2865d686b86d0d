/* claimcheck report: filters, counts, chart tooltips and anchor navigation.
 * Vanilla JS, no dependencies, no network. Document text is only ever inserted with textContent,
 * never as HTML. The page works without this script (everything is rendered server-side);
 * the script adds filtering and conveniences. */
(function () {
  "use strict";

  var doc = document;
  var form = doc.getElementById("cc-filters");
  var dataEl = doc.getElementById("cc-data");
  if (!form || !dataEl) return;
  var DATA = JSON.parse(dataEl.textContent);
  doc.documentElement.classList.add("js");

  var cards = Array.prototype.slice.call(doc.querySelectorAll("article.claim"));
  var fileSections = Array.prototype.slice.call(doc.querySelectorAll("section.file"));
  var status = doc.getElementById("cc-status");
  var empty = doc.getElementById("cc-empty");
  var search = doc.getElementById("cc-q");
  var totalClaims = DATA.claims.length;
  var totalFiles = DATA.files.length;

  // One record per claim: facets from the embedded JSON, the card element, lazily its search text.
  var recs = cards.map(function (el) {
    var i = +el.getAttribute("data-index");
    var f = DATA.claims[i];
    return { el: el, i: i, cls: f[0], kind: f[1], sev: f[2], rules: f[3], file: f[4], nf: f[5], text: null, shown: true, tm: true };
  });
  var byIndex = [];
  recs.forEach(function (r) { byIndex[r.i] = r; });

  var fileParts = fileSections.map(function (sec) {
    return {
      sec: sec,
      details: sec.querySelector("details"),
      shown: sec.querySelector("[data-shown]"),
      total: sec.querySelectorAll("article.claim").length,
      of: sec.querySelector(".of")
    };
  });
  var chartMarks = Array.prototype.slice.call(doc.querySelectorAll("[data-claim]"));

  function searchText(r) {
    if (r.text === null) {
      // NOTE: built on first search only; reading textContent of 5,000 cards up front would slow loading.
      var parts = [DATA.files[r.file]];
      var nodes = r.el.querySelectorAll(".claim-head, .sentence, .facts, .conds, .cues, .finding-line");
      for (var k = 0; k < nodes.length; k++) parts.push(nodes[k].textContent);
      r.text = parts.join(" ").replace(/\s+/g, " ").toLowerCase();
    }
    return r.text;
  }

  function checkedSet(name) {
    var set = {};
    var boxes = form.querySelectorAll('input[name="' + name + '"]');
    for (var k = 0; k < boxes.length; k++) if (boxes[k].checked) set[boxes[k].value] = true;
    return set;
  }

  function readState() {
    var q = (search.value || "").toLowerCase().trim();
    return {
      cls: checkedSet("class"),
      kind: checkedSet("kind"),
      sev: checkedSet("severity"),
      rule: form.elements.rule.value,
      file: form.elements.file.value,
      terms: q ? q.split(/\s+/) : []
    };
  }

  function isDefault(st) {
    var boxes = form.querySelectorAll('input[type="checkbox"]');
    for (var k = 0; k < boxes.length; k++) if (!boxes[k].checked) return false;
    return !st.rule && !st.file && st.terms.length === 0;
  }

  function anySev(r, set) {
    for (var k = 0; k < r.sev.length; k++) if (set[r.sev[k]]) return true;
    return false;
  }

  // skip: the facet group left out, for counting what each option of that group would add.
  function match(r, st, skip) {
    if (!r.tm) return false;
    if (skip !== "class" && !st.cls[r.cls]) return false;
    if (skip !== "kind" && !st.kind[r.kind]) return false;
    if (skip !== "severity" && !anySev(r, st.sev)) return false;
    if (skip !== "rule" && st.rule && r.rules.indexOf(st.rule) < 0) return false;
    if (skip !== "file" && st.file !== "" && String(r.file) !== st.file) return false;
    return true;
  }

  function fmt(n) { return n.toLocaleString("en-US"); }

  function apply(opts) {
    var st = readState();
    var k, r;
    for (k = 0; k < recs.length; k++) {
      r = recs[k];
      if (st.terms.length) {
        var t = searchText(r);
        r.tm = true;
        for (var j = 0; j < st.terms.length; j++) if (t.indexOf(st.terms[j]) < 0) { r.tm = false; break; }
      } else {
        r.tm = true;
      }
    }
    // Facet counts: each option counts the claims it would show, given the other groups' choices.
    var counts = { "class": {}, kind: {}, severity: {}, rule: {}, file: {} };
    var perFile = [];
    var shownSev = { error: 0, warning: 0, info: 0 };
    var shown = 0, filesShown = 0;
    for (k = 0; k < recs.length; k++) {
      r = recs[k];
      if (match(r, st, "class")) counts["class"][r.cls] = (counts["class"][r.cls] || 0) + 1;
      if (match(r, st, "kind")) counts.kind[r.kind] = (counts.kind[r.kind] || 0) + 1;
      if (match(r, st, "severity")) r.sev.forEach(function (s) { counts.severity[s] = (counts.severity[s] || 0) + 1; });
      if (match(r, st, "rule")) r.rules.forEach(function (s) { counts.rule[s] = (counts.rule[s] || 0) + 1; });
      if (match(r, st, "file")) counts.file[r.file] = (counts.file[r.file] || 0) + 1;
      var ok = match(r, st, null);
      r.shown = ok;
      if (r.el.hidden === ok) r.el.hidden = !ok;
      if (ok) {
        shown++;
        perFile[r.file] = (perFile[r.file] || 0) + 1;
        shownSev.error += r.nf[0];
        shownSev.warning += r.nf[1];
        shownSev.info += r.nf[2];
      }
    }
    var openMatches = !isDefault(st) && shown <= 400;
    fileParts.forEach(function (fp, fi) {
      var n = perFile[fi] || 0;
      if (n) filesShown++;
      fp.sec.hidden = n === 0;
      fp.shown.textContent = fmt(n);
      fp.of.hidden = n === fp.total;
      if (openMatches && n && opts !== "init") fp.details.open = true;
    });
    form.querySelectorAll("[data-count]").forEach(function (el) {
      var c = counts[el.getAttribute("data-count")][el.getAttribute("data-value")] || 0;
      el.textContent = fmt(c);
      el.parentNode.classList.toggle("zero", c === 0);
    });
    [["rule", form.elements.rule], ["file", form.elements.file]].forEach(function (pair) {
      var opts2 = pair[1].options;
      for (var m = 1; m < opts2.length; m++) {
        opts2[m].textContent = opts2[m].getAttribute("data-label") + " (" + fmt(counts[pair[0]][opts2[m].value] || 0) + ")";
      }
    });
    chartMarks.forEach(function (el) {
      var rr = byIndex[+el.getAttribute("data-claim")];
      el.classList.toggle("dim", !!rr && !rr.shown);
    });
    var sevText = ["error", "warning", "info"].map(function (s) { return fmt(shownSev[s]) + " " + s; }).join(", ");
    status.textContent = (shown === totalClaims ? "All " + fmt(totalClaims) + " claims" : "Showing " + fmt(shown) + " of " + fmt(totalClaims) + " claims") +
      " in " + fmt(filesShown) + (filesShown === totalFiles ? "" : " of " + fmt(totalFiles)) + " file" + (totalFiles === 1 ? "" : "s") +
      " · findings: " + sevText + ".";
    status.setAttribute("data-shown", String(shown));
    empty.hidden = shown !== 0;
  }

  var timer = null;
  function later() {
    clearTimeout(timer);
    timer = setTimeout(apply, 120);
  }
  form.addEventListener("change", function () { apply(); });
  search.addEventListener("input", later);
  form.addEventListener("submit", function (ev) { ev.preventDefault(); clearTimeout(timer); apply(); });
  form.addEventListener("reset", function () { setTimeout(apply, 0); });

  function setAll(open) {
    fileParts.forEach(function (fp) { if (!fp.sec.hidden) fp.details.open = open; });
  }
  doc.getElementById("cc-expand").addEventListener("click", function () { setAll(true); });
  doc.getElementById("cc-collapse").addEventListener("click", function () { setAll(false); });

  // ---------------------------------------------------------------- anchors: open what holds the target
  function reveal(id, focus) {
    var el = id ? doc.getElementById(id) : null;
    if (!el) return;
    var card = el.closest ? el.closest("article.claim") : null;
    if ((card && card.hidden) || (el.closest && el.closest("section.file[hidden]"))) {
      form.reset();
      apply();
    }
    var d = el.closest ? el.closest("details") : null;
    while (d) {
      d.open = true;
      d = d.parentElement ? d.parentElement.closest("details") : null;
    }
    if (el.tagName === "DETAILS") el.open = true;
    if (el.matches && el.matches("section.file")) el.querySelector("details").open = true;  // a link to a whole file
    if (focus && el.matches && el.matches("article.bench")) el.focus({ preventScroll: true });  // a benchmark log's section
    el.scrollIntoView({ block: "start" });
    // NOTE: cards off screen use content-visibility:auto, so their real height is known only once laid out, and
    // laying them out can take more than one frame: scroll again on each frame until the target stays put.
    var last = null, frames = 0;
    (function settle() {
      var top = el.getBoundingClientRect().top;
      if (last !== null && Math.abs(top - last) < 1 && top >= 0 && top < window.innerHeight) return;
      if (frames++ > 20) return;
      el.scrollIntoView({ block: "start" });
      last = el.getBoundingClientRect().top;
      requestAnimationFrame(settle);
    })();
    if (card) {
      cards.forEach(function (c) { c.classList.remove("flash"); });
      card.classList.add("flash");
      if (focus) card.focus({ preventScroll: true });
    }
  }
  function fromHash() {
    var h = location.hash.slice(1);
    if (!h) return;
    try { h = decodeURIComponent(h); } catch (e) { /* keep the raw fragment */ }
    reveal(h, true);
  }
  window.addEventListener("hashchange", fromHash);

  // ---------------------------------------------------------------- keyboard
  function visibleCards() {
    return recs.filter(function (r) { return r.shown; }).map(function (r) { return r.el; });
  }
  function step(dir) {
    var list = visibleCards();
    if (!list.length) return;
    var cur = doc.activeElement && doc.activeElement.closest ? doc.activeElement.closest("article.claim") : null;
    var at = cur ? list.indexOf(cur) : -1;
    var next = list[Math.max(0, Math.min(list.length - 1, at < 0 ? (dir > 0 ? 0 : list.length - 1) : at + dir))];
    var d = next.closest("details");
    if (d) d.open = true;
    next.focus();
    next.scrollIntoView({ block: "nearest" });
  }
  doc.addEventListener("keydown", function (ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    var tag = (ev.target && ev.target.tagName) || "";
    var typing = tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA";
    if (ev.key === "Escape") {
      hideTip();
      if (ev.target === search && search.value) { search.value = ""; apply(); }
      return;
    }
    if (typing) return;
    if (ev.key === "/") { ev.preventDefault(); search.focus(); search.select(); }
    else if (ev.key === "j") { ev.preventDefault(); step(1); }
    else if (ev.key === "k") { ev.preventDefault(); step(-1); }
  });

  // ---------------------------------------------------------------- chart tooltips (scaling scatter, benchmark lines)
  var tip = doc.getElementById("cc-tip");
  var CLASS_LABEL = { "measured": "measured", "vendor-peak": "vendor peak", "inferred": "inferred" };
  function line(cls, text) {
    var p = doc.createElement("div");
    p.className = cls;
    p.textContent = text;
    tip.appendChild(p);
  }
  function showTip(pt) {
    var p = DATA.points[+pt.getAttribute("data-point")];
    if (!p) return;
    while (tip.firstChild) tip.removeChild(tip.firstChild);
    line("tip-head", (CLASS_LABEL[p.cls] || p.cls) + " · " + p.devices + " devices · " + p.speedup + "× (" + p.efficiency + " efficiency" + (p.derived ? ", from efficiency" : "") + ")");
    if (p.above) line("tip-warn", "Above ideal linear scaling");
    line("tip-sentence", p.sentence);
    line("tip-loc", p.loc);
    place(pt);
  }
  function showBenchTip(pt) {
    var p = (DATA.bench || [])[+pt.getAttribute("data-bpt")];
    if (!p) return;
    while (tip.firstChild) tip.removeChild(tip.firstChild);
    var unit = p.unit ? " " + p.unit : "";
    line("tip-head", p.series);
    line("tip-sentence", p.size + " · " + p.metric + " " + p.value + unit + (p.algbw ? " · algbw " + p.algbw + unit : ""));
    if (p.peak) line("tip-peak", "★ Peak of this test");
    if (p.findings) line("tip-warn", p.findings);
    line("tip-loc", p.loc);
    place(pt);
  }
  function place(pt) {
    tip.hidden = false;
    var rect = pt.getBoundingClientRect();
    var tw = tip.offsetWidth, th = tip.offsetHeight;
    var x = rect.left + rect.width / 2 - tw / 2;
    x = Math.max(8, Math.min(x, doc.documentElement.clientWidth - tw - 8));
    var y = rect.top - th - 10;
    if (y < 8) y = rect.bottom + 10;
    tip.style.left = (x + window.scrollX) + "px";
    tip.style.top = (y + window.scrollY) + "px";
  }
  function hideTip() { tip.hidden = true; }
  doc.querySelectorAll("a.pt").forEach(function (pt) {
    // NOTE: the <title> is the no-script fallback; with the custom tooltip it would show a second one.
    var t = pt.querySelector("title");
    if (t) t.parentNode.removeChild(t);
    pt.addEventListener("mouseenter", function () { showTip(pt); });
    pt.addEventListener("focus", function () { showTip(pt); });
    pt.addEventListener("mouseleave", hideTip);
    pt.addEventListener("blur", hideTip);
  });
  doc.querySelectorAll("a.bpt").forEach(function (pt) {
    var t = pt.querySelector("title");
    if (t) t.parentNode.removeChild(t);
    pt.addEventListener("mouseenter", function () { showBenchTip(pt); });
    pt.addEventListener("focus", function () { showBenchTip(pt); });
    pt.addEventListener("mouseleave", hideTip);
    pt.addEventListener("blur", hideTip);
  });

  // ---------------------------------------------------------------- print: show everything
  var openedForPrint = [];
  window.addEventListener("beforeprint", function () {
    // NOTE: source lines and data tables stay as they are: on paper they cost pages and repeat the cards.
    var printed = "details.file-details:not([open]), details.help:not([open]), details.config:not([open]), details.more-peaks:not([open])";
    openedForPrint = Array.prototype.filter.call(doc.querySelectorAll(printed), function (d) {
      return !d.closest("[hidden]");
    });
    openedForPrint.forEach(function (d) { d.open = true; });
  });
  window.addEventListener("afterprint", function () {
    openedForPrint.forEach(function (d) { d.open = false; });
    openedForPrint = [];
  });

  apply("init");
  fromHash();
})();
