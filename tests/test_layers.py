"""The layers of docs/architecture.md hold: mtg/ imports neither ingest/ nor kb/, serve time reads the parsers
only where the docs say why, and no two modules import each other, directly or round a circle."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("mtg", "ingest", "kb")
# Serve-time modules allowed to import the build, each for the reason docs/architecture.md gives.
KB_READS_INGEST = {"kb.cli", "kb.serve", "kb.catalogs", "kb.cr_lists"}


def modules() -> dict[str, Path]:
    """Every module of the three packages by dotted name (a package by its own name)."""
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def imports(path: Path, known: set[str]) -> set[str]:
    """The project modules a file imports, wherever in the file (inside functions too)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return out & known


MODULES = modules()  # once: the tree walked for each module made collecting this file take a second
GRAPH = {name: imports(path, set(MODULES)) - {name} for name, path in MODULES.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, on, stack, found, counter = {}, {}, set(), [], [], 0
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter = counter + 1
        stack.append(start), on.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter = counter + 1
                    stack.append(child), on.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while (member := stack.pop()) != node:
                    on.discard(member), component.append(member)
                on.discard(node)
                if component:
                    found.append(sorted(component + [node]))
    return found


def test_mtg_imports_neither_the_build_nor_the_site():
    assert {(m, d) for m, ds in GRAPH.items() if m.startswith("mtg") for d in ds if not d.startswith("mtg")} == set()


def test_serve_time_reads_the_parsers_only_where_the_docs_say_why():
    readers = {m for m, ds in GRAPH.items() if m.startswith("kb") and any(d.startswith("ingest") for d in ds)}
    assert readers <= KB_READS_INGEST


def test_no_import_cycle():
    assert cycles(GRAPH) == []


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
