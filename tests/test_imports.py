"""Import budget (click's test_imports.py): start-up commands stay light, and the core never imports the CLI stack.

Each check runs in a fresh interpreter, so modules imported by other tests cannot hide or fake a result.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import claimcheck

PACKAGE = Path(claimcheck.__file__).resolve().parent
HEAVY = ("spacy", "jinja2", "markdown_it", "mdit_py_plugins", "thinc")
CLI_STACK = ("click", "jinja2")
CORE = ("claimcheck.model", "claimcheck.engine", "claimcheck.extract", "claimcheck.classify", "claimcheck.api",
        "claimcheck.config", "claimcheck.sources", "claimcheck.units", "claimcheck.rules", "claimcheck.errors")


def loaded_after(code: str, roots) -> list[str]:
    """Top-level packages among ``roots`` present in ``sys.modules`` after running ``code`` in a new interpreter."""
    script = textwrap.dedent(code) + textwrap.dedent(f"""
        import json as _json, sys as _sys
        _found = sorted({{m.split(".")[0] for m in _sys.modules}} & set({list(roots)!r}))
        _sys.__stderr__.write("MODULES=" + _json.dumps(_found) + "\\n")
        """)
    res = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    marker = [line for line in res.stderr.splitlines() if line.startswith("MODULES=")]
    assert marker, f"the probe did not finish:\nstdout: {res.stdout}\nstderr: {res.stderr}"
    return json.loads(marker[-1][len("MODULES="):])


def run_cli(args) -> str:
    return f"""
        import sys
        sys.argv = ["claimcheck", *{list(args)!r}]
        import claimcheck.cli
        try:
            claimcheck.cli.main()
        except SystemExit as exc:
            assert exc.code in (0, None), exc.code
        """


def test_import_package_is_light():
    assert loaded_after("import claimcheck", HEAVY + ("click",)) == []


def test_import_cli_is_light():
    assert loaded_after("import claimcheck.cli", HEAVY) == []


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["rules"], ["rules", "--format", "json"], ["check", "--help"]],
                         ids=["help", "version", "rules", "rules-json", "check-help"])
def test_startup_commands_do_not_import_heavy_modules(args):
    assert loaded_after(run_cli(args), HEAVY) == []


def test_the_probe_sees_heavy_imports():
    """The probe itself can fail: checking a document does load spaCy and the Markdown parser."""
    # NOTE: a quote, because plain paragraphs, tables and simple lists are read without the parser
    code = """
        from claimcheck.api import check_text
        check_text("> We measured 368 GB/s.", path="a.md", fmt="markdown")
        """
    assert {"spacy", "markdown_it"} <= set(loaded_after(code, HEAVY))


SPACY_CLI_STACK = ("typer", "weasel", "requests", "httpx", "rich", "jinja2")


def test_analysing_a_document_does_not_import_spacys_command_line():
    """spaCy's ``__init__`` imports its whole command line (a third of its import time); checking skips it."""
    code = """
        from claimcheck.api import check_text
        assert check_text("> We measured 368 GB/s.", path="a.md", fmt="markdown").claims
        """
    assert loaded_after(code, SPACY_CLI_STACK + ("spacy",)) == ["spacy"]


def test_spacys_command_line_still_imports_after_a_check():
    code = """
        from claimcheck.api import check_text
        check_text("We measured 368 GB/s.", path="a.txt", fmt="text")
        import spacy
        assert spacy.cli.__file__.replace("\\\\", "/").endswith("spacy/cli/__init__.py"), spacy.cli.__file__
        from spacy.cli.info import info
        assert info.__module__ == "spacy.cli.info" and callable(spacy.info)
        import spacy.cli.download
        """
    assert "typer" in loaded_after(code, ("typer",))


@pytest.mark.parametrize("module", CORE)
def test_core_modules_do_not_import_click_or_jinja2(module):
    assert loaded_after(f"import {module}", CLI_STACK) == []


def _imported_names(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_no_core_module_imports_click_or_jinja2_even_lazily():
    """Function-level imports count too. Only the CLI and the reporters may use click and Jinja2.

    NOTE: a run-time check sees only the imports of the paths it runs; reading the imports of every module covers
    the rest.
    """
    offenders = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel == "cli.py" or rel.startswith("reporters/"):
            continue
        bad = _imported_names(path) & set(CLI_STACK)
        if bad:
            offenders[rel] = sorted(bad)
    assert offenders == {}
    assert {"model.py", "engine.py", "extract.py", "classify.py", "api.py"} <= {
        p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py")}


def _defined_twice(path: Path) -> list[str]:
    """Module-level names a module binds more than once (an assignment, a function or a class)."""
    counts: dict[str, int] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        names: list[str] = []
        if isinstance(node, ast.Assign):
            names = [n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        for name in names:
            counts[name] = counts.get(name, 0) + 1
    return sorted(name for name, n in counts.items() if n > 1)


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_binds_a_name_twice(path):
    # NOTE: in a module of a few hundred patterns a second "_ROW_NUMBER = ..." silently replaces the first for every reader
    # that used it; each pattern keeps a name of its own
    assert _defined_twice(path) == []


def test_the_double_binding_check_sees_one(tmp_path):
    probe = tmp_path / "m.py"
    probe.write_text("A = 1\ndef f():\n    pass\nA = 2\n", encoding="utf-8")
    assert _defined_twice(probe) == ["A"]
