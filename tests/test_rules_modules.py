"""The rule modules' shape: each binds a top-level name once, so that a new predicate's table can't silently replace an
older predicate's (triggers_on's words once rebound condition_checked_at's, found by `duplicates`)."""
import ast
from collections import Counter
from pathlib import Path

import pytest

from kb.rules.triggers import condition_checked_at

RULES = sorted((Path(__file__).resolve().parent.parent / "kb" / "rules").glob("*.py"))


def top_level_names(tree: ast.Module) -> list[str]:
    """The names a module's own statements bind at its top level (imports aside)."""
    names = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
    return names


@pytest.mark.parametrize("path", RULES, ids=lambda p: p.name)
def test_a_rule_module_binds_each_name_once(path):
    twice = [name for name, n in Counter(top_level_names(ast.parse(path.read_text(encoding="utf-8")))).items() if n > 1]
    assert not twice, f"{path.name} binds {twice} more than once"


def test_condition_checked_at_reads_its_own_words():
    assert condition_checked_at("if", "resolution") and not condition_checked_at("trigger event", "resolution")
