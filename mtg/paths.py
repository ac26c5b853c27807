"""Where rulings-kb finds what it ships: the checkout it runs from, or the installed packages.

In a checkout, data/ and templates/ sit beside the code. Installed from a wheel (`pip install .`), they
travel as the packages rulings_kb_data and rulings_kb_templates, and the default database lives in the
user's data folder, since the installation folder is not the user's to write in.
"""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parents[1]
IN_CHECKOUT = (PROJECT_ROOT / "pyproject.toml").is_file() and (PROJECT_ROOT / "data").is_dir()


def _shipped(folder: str, package: str) -> Path:
    """The checkout's folder, else the installed package holding the same files."""
    if IN_CHECKOUT:
        return PROJECT_ROOT / folder
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"rulings-kb's {folder}/ is neither beside the code ({PROJECT_ROOT}) nor installed "
                                f"as {package}: reinstall with `pip install .`")
    return Path(list(spec.submodule_search_locations)[0])


DATA_DIR = _shipped("data", "rulings_kb_data")
TEMPLATES = _shipped("templates", "rulings_kb_templates")
DEFAULT_DB = PROJECT_ROOT / "kb.db" if IN_CHECKOUT else \
    Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "rulings-kb" / "kb.db"
FETCH_DIR = DEFAULT_DB.parent / "fetched"  # where `rulings-kb fetch` keeps the bulk files (git-ignored in a checkout)


def fetched_folder_sources(folder: Path = FETCH_DIR) -> tuple[Path, ...]:
    """The fetched folder as a source of the default build, when it holds anything."""
    return (folder,) if folder.is_dir() and any(p.is_file() and not p.name.startswith(".")
                                                for p in folder.iterdir()) else ()
