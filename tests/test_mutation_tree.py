"""bench/mutation.py's copy of the predicates for mutmut: each `@predicate(...)` becomes the same call after the
function's body, so mutmut (which leaves decorated functions alone) mutates the predicates' own bodies."""
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from mutation import registered_after  # noqa: E402


def registrations(source: str) -> list[tuple[str, str]]:
    """(function, registering call) for each predicate of a module, decorated or called after its body."""
    tree = ast.parse(source)
    found = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            found += [(node.name, ast.unparse(d)) for d in node.decorator_list
                      if isinstance(d, ast.Call) and getattr(d.func, "id", "") == "predicate"]
        elif (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
              and isinstance(node.value.func, ast.Call) and getattr(node.value.func.func, "id", "") == "predicate"):
            found.append((node.value.args[0].id, ast.unparse(node.value.func)))
    return sorted(found)


def test_every_predicate_is_registered_the_same_after_its_body():
    modules = sorted((ROOT / "kb" / "rules").glob("*.py"))
    total = 0
    for path in modules:
        source = path.read_text(encoding="utf-8")
        rewritten = registered_after(source)
        tree = ast.parse(rewritten)
        assert not any(isinstance(n, ast.FunctionDef) and n.decorator_list for n in tree.body), path.name
        assert registrations(rewritten) == registrations(source), path.name
        originals = {n.name: n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef)}
        for node in tree.body:  # the functions themselves are unchanged but for the decorator
            if isinstance(node, ast.FunctionDef):
                twin = originals[node.name]
                twin.decorator_list = []
                assert ast.dump(node) == ast.dump(twin)
        total += len(registrations(source))
    assert total >= 117  # every predicate of kb/rules


def test_a_registration_follows_its_function_and_a_multiline_decorator_goes_whole():
    source = ('from kb.rules.registry import predicate\n\n\n@predicate("dice", cr=["706.2",\n'
              '                       "706.6"])\ndef roll(n: int) -> int:\n    """One line."""\n    return n\n\n\n'
              'def helper():\n    return 1\n')
    rewritten = registered_after(source)
    assert rewritten.splitlines()[3:8] == ['def roll(n: int) -> int:', '    """One line."""', '    return n',
                                          'predicate("dice", cr=["706.2",', '                       "706.6"])(roll)']
    assert "@" not in rewritten and rewritten.endswith("def helper():\n    return 1\n")
