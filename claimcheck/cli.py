"""Command line: ``claimcheck check|rules|explain|eval|report|baseline``. Options -> api call -> reporter -> exit code.

Nothing heavy is imported at module level: ``claimcheck --help`` and ``--version`` never load spaCy,
Jinja2 or the Markdown parser.
"""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

import click

from claimcheck import __version__
from claimcheck.errors import EXIT_FINDINGS, EXIT_OK, EXIT_USAGE_OR_CONFIG, ClaimcheckError

FORMATS = ("text", "json", "sarif", "github", "junit", "html")
SEV_RANK = {"error": 3, "warning": 2, "info": 1}


class UserError(click.ClickException):
    """A :class:`ClaimcheckError` shown as one line on stderr, exit code 2."""

    exit_code = EXIT_USAGE_OR_CONFIG

    def show(self, file=None):
        click.echo(f"claimcheck: {self.message}", err=True)


class _Group(click.Group):
    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except ClaimcheckError as exc:
            if ctx.obj and ctx.obj.get("debug"):
                raise
            raise UserError(str(exc)) from None
        except (click.exceptions.ClickException, click.exceptions.Exit, click.exceptions.Abort):
            raise
        except Exception as exc:  # NOTE: a bug of ours still ends in one line and exit 2, as ruff does, not a traceback
            if ctx.obj and ctx.obj.get("debug"):
                raise
            raise UserError(f"internal error: {type(exc).__name__}: {exc} (a bug in claimcheck; rerun with --debug for the "
                            f"traceback and report it)") from None


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="claimcheck")
@click.option("--debug", is_flag=True, hidden=True, help="Show tracebacks for user and internal errors.")
@click.pass_context
def main(ctx, debug):
    """claimcheck: find bandwidth, latency, scaling and throughput claims in documents and benchmark reports,
    tag each as vendor-peak, measured or inferred, and check what a careful reviewer would check."""
    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug
    # NOTE: a check allocates mostly long-lived objects (spaCy, the rule packs' patterns) and little cyclic
    # garbage; the collector's default thresholds rescan them every few hundred allocations, a tenth of the
    # start-up. mypy's main() raises them the same way.
    gc.set_threshold(200_000, 30, 30)


def _settings(config_path, no_config, overrides, rules_needed=True):
    from claimcheck.config import Settings, find_config, load_config, settings_from

    settings = Settings()
    path = None
    if config_path:
        path = Path(config_path)
        if not path.is_file():
            raise ClaimcheckError("config file does not exist", str(path))
    elif not no_config:
        path = find_config()
    data = {}
    if path is not None:
        data = load_config(path)
        extra = settings_from(data, path)  # NOTE: validates everything but rule names, which need the rule packs
        from claimcheck.rules import load_rules

        rules = load_rules(extra.extra_rules) if rules_needed else None
        settings = settings_from(data, path, rules)
    from dataclasses import replace

    return replace(settings, **{k: v for k, v in overrides.items() if v is not None})


def _meta(settings, run_dict, fail_on, max_warnings):
    from claimcheck.rules import load_rules

    rules = load_rules(settings.extra_rules)
    exit_code = gate(run_dict, fail_on, max_warnings)
    return {
        "tool_version": __version__,
        "rules": [rule_meta(s, settings) for s in rules],
        "fail_on": fail_on,
        "exit_code": exit_code,
        "verdict": "fail" if exit_code else "pass",
        "config": settings.to_dict(),
        "root": os.getcwd(),
    }


def rule_meta(spec, settings=None) -> dict:
    """A rule as reporters see it."""
    sev = settings.severity_for(spec).value if settings else spec.severity.value
    return {"id": spec.id, "severity": sev, "applies_to": spec.applies_to, "description": spec.description, "help": spec.help,
            "help_uri": f"https://claimcheck.readthedocs.io/en/latest/rules/{spec.id}/", "examples": list(rule_examples(spec.id))}


def rule_examples(rule_id: str):
    """The documented examples of a rule: fixture cases marked ``doc: true`` (the tested ones)."""
    from claimcheck.resources import data_path

    return _examples_from(data_path("rules", "fixtures", f"{rule_id}.yml"))


def _examples_from(path: Path):
    if not path.is_file():
        return []
    from claimcheck import yamlio

    data = yamlio.load(path)
    out = []
    for name, case in (data or {}).items():
        if isinstance(case, dict) and case.get("doc"):
            out.append({"name": name, "text": case.get("text", ""), "ok": name.startswith("pass_")})
    return out


def gate(data: dict, fail_on: str, max_warnings: int | None) -> int:
    """Exit code for a run: 1 when a finding reaches ``fail_on`` or warnings exceed ``max_warnings``."""
    if fail_on != "never":
        threshold = SEV_RANK[fail_on]
        for claim in data["claims"]:
            if any(SEV_RANK[f["severity"]] >= threshold for f in claim["findings"]):
                return EXIT_FINDINGS
    if max_warnings is not None and data["summary"]["findings"]["warning"] > max_warnings:
        return EXIT_FINDINGS
    return EXIT_OK


def _split(values):
    out = []
    for v in values or ():
        out.extend(x.strip() for x in v.split(",") if x.strip())
    return tuple(out) or None


def _options(*decorators):
    """Apply click options in the order they are listed (so ``--help`` lists them in that order)."""
    def apply(f):
        for d in reversed(decorators):
            f = d(f)
        return f
    return apply


# NOTE: what every command that checks documents accepts, so that `report` and `baseline` see the same claims
# and findings as `check` with the same flags.
_CHECK_OPTIONS = _options(
    click.option("--select", multiple=True, help="Only these rules (comma-separated, repeatable)."),
    click.option("--ignore", multiple=True, help="Skip these rules (comma-separated, repeatable)."),
    click.option("--include", multiple=True, help="Globs of files to check inside directories (replaces the defaults)."),
    click.option("--exclude", multiple=True, help="Globs of files to skip inside directories."),
    click.option("-c", "--config", "config_path", type=click.Path(dir_okay=False),
                 help="Config file (default: nearest .claimcheck.yaml or pyproject.toml)."),
    click.option("--no-config", is_flag=True, help="Ignore config files."),
    click.option("--no-inline-config", is_flag=True, help="Ignore <!-- claimcheck-... --> directives in documents."),
    click.option("--warn-unused-suppressions", is_flag=True, default=None,
                 help="Warn about claimcheck-disable directives that suppress no finding."),
    click.option("--evidence", multiple=True, help="Globs of benchmark logs that back measured claims."),
    click.option("-j", "--jobs", type=click.IntRange(min=1), default=1, show_default=True, help="Check files in N processes."),
    click.option("--no-cache", is_flag=True, help="Analyse every file, neither reading nor writing the result cache."),
    click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
                 help="Folder of the result cache (default: .claimcheck_cache beside the config file, else here)."),
)
def _gate_options(outcome: str):
    """``--fail-on`` and ``--max-warnings``; ``outcome`` is what failing the gate does ("the exit code is 1")."""
    return _options(
        click.option("--fail-on", type=click.Choice(["error", "warning", "info", "never"]), default=None,
                     help=f"Lowest severity at which {outcome} (default: error, or the config's fail-on)."),
        click.option("--max-warnings", type=click.IntRange(min=0), default=None,
                     help=f"With more warnings than this, {outcome} too."),
    )


_FILTER_OPTIONS = _options(
    click.option("--diff", "diff_ref", default=None, help="Report only claims on lines added or changed since this git ref."),
    click.option("--baseline", "baseline_path", type=click.Path(dir_okay=False), default=None,
                 help="Report only findings not in this baseline file."),
    click.option("--show-stale", is_flag=True, help="With --baseline, list baseline entries no longer found."),
)


def _run(paths, *, select=(), ignore=(), include=(), exclude=(), config_path=None, no_config=False, no_inline_config=False,
         warn_unused_suppressions=None, evidence=(), jobs=1, no_cache=False, cache_dir=None, fail_on=None, max_warnings=None,
         diff_ref=None, baseline_path=None, show_stale=False):
    """Settings from config and flags, the run over ``paths``, and its wire dict after evidence and filters.

    The files' warnings (binary file skipped, invalid UTF-8) go to stderr here, for every command.
    """
    overrides = {"select": _split(select), "ignore": _split(ignore), "include": _split(include), "exclude": _split(exclude),
                 "fail_on": fail_on, "max_warnings": max_warnings, "inline_config": False if no_inline_config else None,
                 "warn_unused_suppressions": warn_unused_suppressions or None, "evidence": _split(evidence)}
    settings = _settings(config_path, no_config, overrides)
    from claimcheck.rules import load_rules

    rules = load_rules(settings.extra_rules)
    for key in ("select", "ignore"):
        for rid in getattr(settings, key):
            if not rid.endswith("*") and rid != "all" and rid not in rules:
                raise click.UsageError(f"unknown rule {rid!r} in --{key} (see 'claimcheck rules')")
    from claimcheck.api import check_paths

    run = check_paths(paths or ["."], settings, jobs=jobs, cache=None if no_cache else _cache(settings, cache_dir))
    for f in run.files:
        for w in f.warnings:
            click.echo(f"claimcheck: warning: {w}", err=True)
    data = run.to_dict()
    if settings.evidence:
        data = _link_evidence(data, settings)
    data = _post_filters(data, diff_ref, baseline_path, show_stale, paths)
    return settings, run, data


@main.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("-f", "--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True, help="Output format.")
@_gate_options("the exit code is 1")
@click.option("-q", "--quiet", is_flag=True, help="Print findings only (text format).")
@_CHECK_OPTIONS
@click.option("--color/--no-color", default=None, help="Colour the text output (default: only on a terminal).")
@click.option("--statistics", is_flag=True, help="Print counts per rule.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, writable=True), help="Write the report to a file instead of stdout.")
@_FILTER_OPTIONS
@click.option("--title", default=None, help="Title of the HTML report.")
@click.pass_context
def check(ctx, paths, fmt, quiet, color, statistics, output, title, **options):
    """Check PATHS (files or directories; default: the current directory)."""
    settings, run, data = _run(paths, **options)
    meta = _meta(settings, data, settings.fail_on, settings.max_warnings)
    meta.update({"quiet": quiet, "statistics": statistics, "title": title or "claimcheck audit"})
    if color is None:
        color = output is None and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    meta["color"] = bool(color) and fmt == "text"
    if fmt == "html":
        _html_extras(meta, run, data)
    from claimcheck.reporters import get_reporter

    text = get_reporter(fmt)(data, meta)
    _emit(text, output, color=meta["color"] or None)
    if statistics and fmt != "text":  # NOTE: counts per rule go to stderr so the report on stdout stays parseable
        from claimcheck.model import rule_counts

        for rule, n in rule_counts(data["claims"]):
            click.echo(f"{n:6d}  {rule}", err=True)
    ctx.exit(meta["exit_code"])


def _cache(settings, cache_dir=None):
    """The result cache for ``settings`` (in ``cache_dir`` when given), or None when ``CLAIMCHECK_NO_CACHE`` turns it off."""
    from claimcheck import cache

    if cache.disabled_by_env():
        return None
    return cache.ResultCache(cache.cache_dir(settings, cache_dir), cache.fingerprint(settings))


def _link_evidence(data, settings):
    """Check measured figures against the benchmark logs of ``--evidence`` / ``evidence:``."""
    from claimcheck import evidence
    from claimcheck.rules import load_rules

    rules = load_rules(settings.extra_rules)
    sev = {s.id: settings.severity_for(s).value for s in rules
           if settings.rule_enabled(s.id) and (s.type == "evidence" or s.id == "unit-ambiguity")}
    # NOTE: evidence globs are relative to the working directory, like the paths to check.
    notes: list[str] = []
    rows = evidence.load_rows(settings.evidence, ".", notes)
    for note in notes:
        click.echo(f"claimcheck: warning: evidence {note}", err=True)
    return evidence.link(data, rows, sev)


def _post_filters(data, diff_ref, baseline_path, show_stale, paths):
    if diff_ref:
        from claimcheck.gitdiff import changed_lines, to_repo_relative

        changed = changed_lines(diff_ref, list(paths or ["."]))
        kept = [c for c in data["claims"] if c["line"] in changed.get(to_repo_relative(c["path"]), set())]
        data = _with_claims(data, kept)
    if baseline_path:
        from claimcheck.baseline import load_baseline

        data, stale = load_baseline(baseline_path).filter(data)
        if show_stale:
            for entry in stale:
                click.echo(f"claimcheck: stale baseline entry: {entry}", err=True)
    return data


def _with_claims(data, claims):
    """The wire dict restricted to ``claims``, its summary recomputed."""
    from claimcheck.baseline import recompute_summary

    out = {"version": data["version"], "claims": claims, "summary": data["summary"]}
    out["summary"] = recompute_summary(out)
    return out


def _html_extras(meta, run, data):
    """Peaks of the claims' subjects and the files' text, for the HTML report."""
    from claimcheck.api import knowledge_base
    from claimcheck.reporters.html import comparable_peak

    kb = knowledge_base()
    peaks = {}
    if kb is not None:
        for i, c in enumerate(data["claims"]):
            if c["kind"] != "bandwidth" or not c.get("subject") or not c.get("quantity"):
                continue
            try:
                peak = comparable_peak(kb, c)
            except Exception:  # NOTE: a knowledge miss must not break the report
                peak = None
            if peak is not None:
                peaks[str(i)] = {"name": peak.label, "value": peak.value, "unit": peak.unit, "direction": peak.direction,
                                 "source": peak.source}
    meta["peaks"] = peaks
    from datetime import datetime, timezone

    meta["generated"] = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _emit(text, output, color=None):
    if output:
        try:
            Path(output).parent.mkdir(parents=True, exist_ok=True)
            Path(output).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise ClaimcheckError(f"cannot write: {exc.strerror or exc}", output) from None
    else:
        click.echo(text, nl=False, color=color)  # NOTE: click strips ANSI codes off a non-terminal unless told


@main.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("-o", "--output", type=click.Path(dir_okay=False), default="reports/audit.html", show_default=True,
              help="Where to write the HTML file.")
@click.option("--title", default="claimcheck audit", show_default=True, help="Title of the report.")
@click.option("--open", "open_browser", is_flag=True, help="Open the report in a browser.")
@_gate_options("the report's gate fails")
@_CHECK_OPTIONS
@_FILTER_OPTIONS
def report(paths, output, title, open_browser, **options):
    """Write a self-contained HTML audit report of PATHS.

    It takes the flags of 'check' that choose files, rules and findings; the gate it shows uses --fail-on and
    --max-warnings. The exit code is 0 once the file is written: use 'check' to gate a build.
    """
    settings, run, data = _run(paths, **options)
    meta = _meta(settings, data, settings.fail_on, settings.max_warnings)
    meta["title"] = title
    _html_extras(meta, run, data)
    from claimcheck.reporters import get_reporter

    _emit(get_reporter("html")(data, meta), output)
    click.echo(f"wrote {output} ({data['summary']['claims']} claims in {data['summary']['files']} files)", err=True)
    if open_browser:
        import webbrowser

        webbrowser.open(Path(output).resolve().as_uri())


@main.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option("-o", "--output", type=click.Path(dir_okay=False), default=".claimcheck-baseline.json", show_default=True,
              help="Where to write the baseline.")
@_CHECK_OPTIONS
def baseline(paths, output, **options):
    """Record the current findings of PATHS so that later runs report only new ones (--baseline FILE)."""
    import json

    _, _, data = _run(paths, **options)
    from claimcheck.baseline import build_baseline

    base = build_baseline(data)
    _emit(json.dumps(base, indent=2, ensure_ascii=False) + "\n", output)
    n = sum(len(c["findings"]) for c in data["claims"])
    click.echo(f"wrote {output} ({n} findings)", err=True)


@main.command()
@click.option("-c", "--config", "config_path", type=click.Path(dir_okay=False),
              help="Config file (default: nearest .claimcheck.yaml or pyproject.toml).")
@click.option("--no-config", is_flag=True, help="Ignore config files.")
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None, help="Folder of the result cache to delete.")
def clean(config_path, no_config, cache_dir):
    """Delete the result cache (.claimcheck_cache, or the configured cache-dir)."""
    from claimcheck import cache

    folder = cache.cache_dir(_settings(config_path, no_config, {}, rules_needed=False), cache_dir)
    try:
        removed = cache.clean(folder)
    except OSError as exc:
        raise ClaimcheckError(str(exc), str(folder)) from None
    click.echo(f"removed {folder}" if removed else f"no cache at {folder}", err=True)


@main.command("rules")
@click.option("-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option("-c", "--config", "config_path", type=click.Path(dir_okay=False))
@click.option("--no-config", is_flag=True)
def rules_cmd(fmt, config_path, no_config):
    """List every rule: id, severity, the claims it applies to, and what it checks."""
    settings = _settings(config_path, no_config, {})
    from claimcheck.rules import load_rules

    specs = list(load_rules(settings.extra_rules))
    if fmt == "json":
        import json

        click.echo(json.dumps([{"id": s.id, "severity": settings.severity_for(s).value, "applies_to": s.applies_to,
                                "description": s.description, "enabled": settings.rule_enabled(s.id)} for s in specs], indent=2))
        return
    width = max(len(s.id) for s in specs)
    for s in specs:
        state = "" if settings.rule_enabled(s.id) else " (disabled)"
        click.echo(f"{s.id:<{width}}  {settings.severity_for(s).value:<7}  {s.applies_to:<34}  {s.description}{state}")


@main.command()
@click.argument("rule")
def explain(rule):
    """Print a rule's help, with its tested examples."""
    from claimcheck.rules import load_rules

    rules = load_rules()
    if rule not in rules:
        import difflib

        close = difflib.get_close_matches(rule, sorted(rules.ids()), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise click.UsageError(f"unknown rule {rule!r}{hint}; see 'claimcheck rules'")
    s = rules.get(rule)
    click.echo(f"{s.id} ({s.severity.value}; applies to {s.applies_to})\n")
    click.echo(s.description + "\n")
    if s.help:
        click.echo(s.help + "\n")
    if s.options:
        click.echo("Options:")
        for name, (typ, default) in s.options.items():
            click.echo(f"  {name} ({typ}, default {default!r})")
        click.echo()
    examples = rule_examples(s.id)
    if examples:
        click.echo("Examples:")
        for ex in examples:
            mark = "right" if ex["ok"] else "wrong"
            click.echo(f"  {mark}: {ex['text'].strip()}")


@main.command("eval")
@click.argument("corpora", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--show-errors", "show_errors", type=int, default=0, help="List up to N misclassified cases (0: none).", is_flag=False, flag_value=50)
@click.option("--lang", type=click.Choice(["all", "en", "ko"]), default="all")
@click.option("-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text")
def eval_cmd(corpora, show_errors, lang, fmt):
    """Score the rules on labelled cases (YAML, the dev-corpus schema): precision, recall and F1 per class."""
    from claimcheck.evaluate import evaluate, format_report

    result = evaluate(corpora, lang=lang)
    if fmt == "json":
        import json

        click.echo(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        click.echo(format_report(result, show_errors))
