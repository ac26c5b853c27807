"""Each cache fingerprint covers every module its code imports: a change to any of them starts afresh."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtg.code_version import fingerprinted
from mtg.kb_file import BUILD_CODE
from ingest.linking import LINKER_CODE
from ingest.parse_cache import PARSER_CODE
from ingest.translations import QA_CODE

ROOT = Path(__file__).resolve().parents[1]
NO_LOGIC = {ROOT / "kb" / "__init__.py", ROOT / "ingest" / "__init__.py", ROOT / "mtg" / "__init__.py",
            ROOT / "mtg" / "paths.py"}


def imported_files(statement: str) -> set[Path]:
    """The project's module files a fresh interpreter has loaded after running statement."""
    code = (f"import json, sys\n{statement}\n"
            "print(json.dumps([m.__file__ for n, m in list(sys.modules.items())"
            " if n.split('.')[0] in ('kb', 'ingest', 'mtg') and getattr(m, '__file__', None)]))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return {Path(f).resolve() for f in json.loads(done.stdout.splitlines()[-1])} - NO_LOGIC


def covered(path: Path, roots: tuple[Path, ...]) -> bool:
    """Whether path is one of roots or lies in one of them."""
    return any(path == root or root in path.parents for root in roots)


@pytest.mark.parametrize("name, statement, roots", [
    ("parse cache", "import ingest.formats", PARSER_CODE),
    ("QA findings cache", "import kb.qa", QA_CODE),
    ("links cache", "import ingest.linker", LINKER_CODE),
    ("database build version", "import ingest.build, ingest.patch\nfrom kb.rules.registry import all_predicates\n"
                               "all_predicates()", BUILD_CODE),
])
def test_fingerprint_covers_every_imported_module(name, statement, roots):
    missing = sorted(str(p.relative_to(ROOT)) for p in imported_files(statement) if not covered(p, roots))
    assert not missing, f"the {name} fingerprint misses {missing}"


def test_the_build_version_covers_the_predicates_examples_files():
    """An examples file changed (a quote mended) is a new build, not "Up to date" with the old problems."""
    examples = set((ROOT / "kb" / "rules").glob("*.examples.json"))
    assert examples and not sorted(p.name for p in examples - set(fingerprinted(BUILD_CODE)))
