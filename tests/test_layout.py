"""The package stays readable: no module over 400 lines, no class over 250 (the brief's bar), our
scripts for the browser likewise; and the README's pipeline table names every module there is."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import lawbase

PACKAGE = Path(lawbase.__file__).parent
README = PACKAGE.parent / "README.md"


def test_no_module_over_400_lines_and_no_class_over_250():
    too_long = []
    for path in sorted(PACKAGE.rglob("*.py")) + sorted((PACKAGE / "site_assets").glob("*.js")):
        text = path.read_text(encoding="utf-8")
        if len(text.splitlines()) > 400:
            too_long.append(f"{path.relative_to(PACKAGE)}: {len(text.splitlines())} lines")
        if path.suffix == ".py":
            for node in ast.walk(ast.parse(text)):
                if isinstance(node, ast.ClassDef) and node.end_lineno - node.lineno + 1 > 250:
                    too_long.append(f"{path.relative_to(PACKAGE)}: class {node.name}")
    assert too_long == []


def test_the_readme_pipeline_table_names_every_module():
    table = README.read_text(encoding="utf-8").split("## Pipeline", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`([\w/.*<>-]+)`", table))
    missing = []
    for path in sorted(PACKAGE.glob("*.py")):
        if path.name not in named and path.stem not in ("__init__", "__main__"):
            missing.append(path.name)
    for folder in sorted(p for p in PACKAGE.iterdir() if p.is_dir() and not p.name.startswith("__")):
        if f"{folder.name}/" not in named and not any(name.startswith(f"{folder.name}/") for name in named):
            missing.append(f"{folder.name}/")
    assert missing == []
