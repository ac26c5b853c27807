"""The public schema of kb.db: tables, keys, indexes and full-text search (documented in README)."""
from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable

SCHEMA = """
CREATE TABLE documents (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    sha256 TEXT NOT NULL,
    format TEXT NOT NULL,
    lang TEXT,
    title TEXT,
    line_count INTEGER NOT NULL,
    records INTEGER
);
CREATE TABLE source_lines (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    text TEXT NOT NULL,
    role TEXT NOT NULL,
    PRIMARY KEY (document_id, line)
);
CREATE TABLE mechanics (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    cr_rule TEXT NOT NULL,
    name_fr TEXT,
    name_ja TEXT
);
CREATE TABLE rulings (
    id TEXT PRIMARY KEY,
    published TEXT NOT NULL,
    source TEXT NOT NULL,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    en_missing INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX rulings_published ON rulings(published);
CREATE INDEX rulings_document ON rulings(document_id);
CREATE TABLE ruling_texts (
    ruling_id TEXT NOT NULL REFERENCES rulings(id),
    lang TEXT NOT NULL CHECK (lang IN ('en', 'fr', 'ja')),
    text TEXT NOT NULL,
    detected_lang TEXT,
    origin TEXT NOT NULL,
    document_id INTEGER REFERENCES documents(id),
    line INTEGER,
    source_sha256 TEXT,
    reviewed INTEGER,
    stale INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (ruling_id, lang, origin)
);
CREATE INDEX ruling_texts_lang ON ruling_texts(lang);
CREATE INDEX ruling_texts_stale ON ruling_texts(lang, ruling_id) WHERE stale = 1;
CREATE TABLE ruling_mechanics (
    ruling_id TEXT NOT NULL REFERENCES rulings(id),
    mechanic TEXT NOT NULL REFERENCES mechanics(id),
    method TEXT NOT NULL,
    evidence TEXT,
    PRIMARY KEY (ruling_id, mechanic)
);
CREATE INDEX ruling_mechanics_mechanic ON ruling_mechanics(mechanic);
CREATE TABLE cr_editions (
    cr_version TEXT PRIMARY KEY,
    title TEXT,
    document_id INTEGER NOT NULL REFERENCES documents(id)
);
CREATE TABLE sections (
    cr_version TEXT NOT NULL REFERENCES cr_editions(cr_version),
    number TEXT NOT NULL,
    title TEXT NOT NULL,
    part TEXT,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    PRIMARY KEY (cr_version, number)
);
CREATE TABLE rules (
    cr_version TEXT NOT NULL REFERENCES cr_editions(cr_version),
    number TEXT NOT NULL,
    parent TEXT NOT NULL,
    section TEXT NOT NULL,
    text TEXT NOT NULL,
    examples TEXT NOT NULL,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    PRIMARY KEY (cr_version, number)
);
CREATE INDEX rules_number ON rules(number);
CREATE INDEX rules_parent ON rules(cr_version, parent);
CREATE TABLE glossary (
    cr_version TEXT NOT NULL REFERENCES cr_editions(cr_version),
    term TEXT NOT NULL,
    sense INTEGER NOT NULL,
    text TEXT NOT NULL,
    note TEXT,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    PRIMARY KEY (cr_version, term, sense)
);
CREATE INDEX glossary_term ON glossary(term);
CREATE TABLE passages (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    kind TEXT NOT NULL,
    lang TEXT,
    detected_lang TEXT,
    text TEXT NOT NULL,
    mechanic TEXT REFERENCES mechanics(id),
    PRIMARY KEY (document_id, line)
);
CREATE TABLE cr_excerpts (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('rule', 'glossary')),
    ref TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('exact', 'differs', 'unknown')),
    cr_version TEXT,
    rule_number TEXT,
    glossary_term TEXT,
    PRIMARY KEY (document_id, line)
);
CREATE TABLE problems (
    id INTEGER PRIMARY KEY,
    document_id INTEGER REFERENCES documents(id),
    line INTEGER,
    severity TEXT NOT NULL CHECK (severity IN ('warning', 'error')),
    code TEXT NOT NULL,
    message TEXT NOT NULL
);
CREATE INDEX problems_document ON problems(document_id, line);
CREATE TABLE predicates (
    name TEXT PRIMARY KEY,
    mechanic TEXT NOT NULL REFERENCES mechanics(id),
    doc TEXT NOT NULL,
    signature TEXT NOT NULL,
    source_file TEXT NOT NULL,
    source_line INTEGER NOT NULL,
    cr_rules TEXT NOT NULL,
    cr_quotes TEXT NOT NULL,
    examples_file TEXT NOT NULL,
    usage TEXT NOT NULL DEFAULT ''
);
CREATE TABLE ruling_predicates (
    ruling_id TEXT NOT NULL REFERENCES rulings(id),
    predicate TEXT NOT NULL REFERENCES predicates(name),
    method TEXT NOT NULL CHECK (method IN ('curated', 'labelled', 'inferred')),
    evidence TEXT NOT NULL,
    score REAL,
    PRIMARY KEY (ruling_id, predicate)
);
CREATE INDEX ruling_predicates_predicate ON ruling_predicates(predicate);
CREATE TABLE examples (
    id TEXT PRIMARY KEY,
    predicate TEXT NOT NULL REFERENCES predicates(name),
    ruling_id TEXT REFERENCES rulings(id),
    rule_number TEXT,
    citation TEXT NOT NULL,
    note TEXT,
    input TEXT NOT NULL,
    expected TEXT NOT NULL,
    actual TEXT NOT NULL,
    passed INTEGER NOT NULL,
    source TEXT NOT NULL,
    cited_ruling TEXT  -- the ruling id the example cites, also when this build does not hold it (ruling_id is null)
);
CREATE INDEX examples_ruling ON examples(ruling_id);
CREATE TABLE excerpt_predicates (
    document_id INTEGER NOT NULL,
    line INTEGER NOT NULL,
    predicate TEXT NOT NULL REFERENCES predicates(name),
    method TEXT NOT NULL,
    PRIMARY KEY (document_id, line, predicate),
    FOREIGN KEY (document_id, line) REFERENCES cr_excerpts(document_id, line)
);
CREATE TABLE qa_findings (
    id INTEGER PRIMARY KEY,
    ruling_id TEXT NOT NULL REFERENCES rulings(id),
    lang TEXT NOT NULL CHECK (lang IN ('fr', 'ja')),
    origin TEXT,
    "check" TEXT NOT NULL,
    severity TEXT NOT NULL CHECK (severity IN ('warning', 'error')),
    message TEXT NOT NULL
);
CREATE INDEX qa_findings_ruling ON qa_findings(ruling_id, lang);
CREATE TABLE rule_changes (
    from_version TEXT NOT NULL REFERENCES cr_editions(cr_version),
    to_version TEXT NOT NULL REFERENCES cr_editions(cr_version),
    number TEXT NOT NULL,
    change TEXT NOT NULL CHECK (change IN ('added', 'removed', 'changed')),
    from_text TEXT,
    to_text TEXT,
    moved_to TEXT,
    PRIMARY KEY (from_version, to_version, number)
);
CREATE INDEX rule_changes_number ON rule_changes(number);
CREATE TABLE keywords (
    cr_version TEXT NOT NULL REFERENCES cr_editions(cr_version),
    name TEXT NOT NULL,
    category TEXT NOT NULL CHECK (category IN ('keyword ability', 'keyword action', 'ability word')),
    kind TEXT,
    cr_rule TEXT NOT NULL,
    PRIMARY KEY (cr_version, category, name)
);
CREATE TABLE cards (
    oracle_id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    layout TEXT,
    mana_cost TEXT,
    type_line TEXT,
    oracle_text TEXT,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    kind TEXT NOT NULL DEFAULT 'card' CHECK (kind IN ('card', 'token', 'emblem', 'dungeon', 'helper')),
    record TEXT
);
CREATE INDEX cards_name ON cards(name);
CREATE INDEX cards_kind ON cards(kind, name);
CREATE TABLE card_faces (
    oracle_id TEXT NOT NULL REFERENCES cards(oracle_id),
    face INTEGER NOT NULL,
    name TEXT NOT NULL,
    mana_cost TEXT,
    type_line TEXT,
    oracle_text TEXT,
    PRIMARY KEY (oracle_id, face)
);
CREATE INDEX card_faces_name ON card_faces(name);
CREATE TABLE card_names (
    oracle_id TEXT NOT NULL REFERENCES cards(oracle_id),
    lang TEXT NOT NULL CHECK (lang IN ('fr', 'ja')),
    face INTEGER,
    name TEXT NOT NULL,
    type_line TEXT,
    text TEXT,
    source TEXT NOT NULL,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    record TEXT,
    preferred INTEGER NOT NULL DEFAULT 1,
    printings INTEGER
);
CREATE UNIQUE INDEX card_names_key ON card_names(oracle_id, lang, coalesce(face, -1), source, name);
CREATE INDEX card_names_name ON card_names(name);
CREATE TABLE ruling_sources (
    ruling_id TEXT NOT NULL REFERENCES rulings(id),
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    source TEXT,
    oracle_id TEXT,
    card_name TEXT,
    record TEXT,
    PRIMARY KEY (ruling_id, document_id, line)
);
CREATE INDEX ruling_sources_document ON ruling_sources(document_id, line);
CREATE TABLE ruling_aliases (
    alias TEXT PRIMARY KEY,
    ruling_id TEXT NOT NULL REFERENCES rulings(id),
    text TEXT NOT NULL
);
CREATE TABLE sets (
    code TEXT PRIMARY KEY,
    name TEXT,
    released TEXT,
    set_type TEXT,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL
);
CREATE TABLE printings (
    oracle_id TEXT NOT NULL REFERENCES cards(oracle_id),
    set_code TEXT NOT NULL,
    number TEXT NOT NULL,
    rarity TEXT,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    record TEXT,
    PRIMARY KEY (oracle_id, set_code, number, document_id)
);
CREATE INDEX printings_set ON printings(set_code);
CREATE INDEX printings_document ON printings(document_id);
CREATE TABLE ruling_cards (
    ruling_id TEXT NOT NULL REFERENCES rulings(id),
    oracle_id TEXT NOT NULL REFERENCES cards(oracle_id),
    method TEXT NOT NULL CHECK (method IN ('source', 'page', 'mentioned')),
    evidence TEXT NOT NULL,
    PRIMARY KEY (ruling_id, oracle_id)
);
CREATE INDEX ruling_cards_card ON ruling_cards(oracle_id);
CREATE TABLE terms (
    en TEXT NOT NULL,
    fr TEXT NOT NULL,
    ja TEXT NOT NULL,
    notes TEXT NOT NULL,
    fr_source TEXT NOT NULL,
    ja_source TEXT NOT NULL,
    fr_forbidden TEXT NOT NULL,
    ja_forbidden TEXT NOT NULL,
    fr_attested TEXT,
    ja_attested TEXT,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, line)
);
CREATE INDEX terms_en ON terms(en);
CREATE TABLE term_renderings (
    en TEXT NOT NULL,
    kind TEXT NOT NULL,
    lang TEXT NOT NULL CHECK (lang IN ('fr', 'ja')),
    rendering TEXT NOT NULL,
    attested INTEGER NOT NULL,
    texts INTEGER NOT NULL,
    dice REAL NOT NULL,
    examples TEXT NOT NULL,
    document_id INTEGER NOT NULL REFERENCES documents(id),
    line INTEGER NOT NULL,
    PRIMARY KEY (document_id, line)
);
CREATE INDEX term_renderings_en ON term_renderings(en collate nocase, lang);
CREATE TABLE build_inputs (
    path TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL,
    format TEXT NOT NULL
);
CREATE TABLE build_info (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE search_docs (
    type TEXT NOT NULL CHECK (type IN ('ruling', 'card', 'rule', 'glossary')),
    ref TEXT NOT NULL,
    lang TEXT,
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    status TEXT NOT NULL,
    kind TEXT
);
CREATE INDEX search_docs_type ON search_docs(type);
CREATE INDEX search_docs_ref ON search_docs(ref);
CREATE VIRTUAL TABLE search_fts USING fts5(indexed, content='', tokenize='porter unicode61 remove_diacritics 2');
CREATE TABLE search_layout (
    type TEXT NOT NULL,
    kind TEXT,
    first INTEGER NOT NULL,
    last INTEGER NOT NULL,
    stride INTEGER NOT NULL
);
CREATE TRIGGER search_layout_stale AFTER INSERT ON search_docs WHEN NOT EXISTS (SELECT 1 FROM search_layout WHERE type = NEW.type AND kind IS NEW.kind AND NEW.rowid BETWEEN first AND last) BEGIN DELETE FROM search_layout; END;
CREATE VIEW translator_queue AS
SELECT f.ruling_id, f.lang, f.origin, f."check", f.severity, f.message,
       (SELECT group_concat(mechanic, ' ') FROM ruling_mechanics m WHERE m.ruling_id = f.ruling_id) AS mechanics,
       (SELECT mechanic FROM ruling_mechanics m WHERE m.ruling_id = f.ruling_id ORDER BY mechanic LIMIT 1) AS mechanic,
       (SELECT text FROM ruling_texts t WHERE t.ruling_id = f.ruling_id AND t.lang = 'en') AS en,
       (SELECT text FROM ruling_texts t WHERE t.ruling_id = f.ruling_id AND t.lang = f.lang
        ORDER BY t.origin = 'draft' DESC LIMIT 1) AS translation
FROM qa_findings f;
CREATE VIEW rulings_side_by_side AS
SELECT r.id, r.published, r.source,
       (SELECT text FROM ruling_texts t WHERE t.ruling_id = r.id AND t.lang = 'en' ORDER BY origin LIMIT 1) AS en,
       (SELECT text FROM ruling_texts t WHERE t.ruling_id = r.id AND t.lang = 'fr' ORDER BY origin LIMIT 1) AS fr,
       (SELECT text FROM ruling_texts t WHERE t.ruling_id = r.id AND t.lang = 'ja' ORDER BY origin LIMIT 1) AS ja,
       (SELECT CASE WHEN origin != 'draft' THEN origin WHEN stale THEN 'stale draft' WHEN reviewed THEN 'reviewed'
               ELSE 'unreviewed draft' END FROM ruling_texts t WHERE t.ruling_id = r.id AND t.lang = 'fr'
        ORDER BY origin LIMIT 1) AS fr_status,
       (SELECT CASE WHEN origin != 'draft' THEN origin WHEN stale THEN 'stale draft' WHEN reviewed THEN 'reviewed'
               ELSE 'unreviewed draft' END FROM ruling_texts t WHERE t.ruling_id = r.id AND t.lang = 'ja'
        ORDER BY origin LIMIT 1) AS ja_status,
       (SELECT group_concat(mechanic, ' ') FROM ruling_mechanics m WHERE m.ruling_id = r.id) AS mechanics,
       d.path || ':' || r.line AS found_at,
       r.en_missing
FROM rulings r JOIN documents d ON d.id = r.document_id;
"""

# Tables whose text columns are searched, and those columns (FTS5, external content).
FULL_TEXT = {
    "ruling_texts": ["text"],
    "rules": ["number", "text", "examples"],
    "glossary": ["term", "text"],
}


STATEMENTS = [s.strip() + ";" for s in SCHEMA.split(";\n") if s.strip()]
INDEXES = "\n".join(s for s in STATEMENTS if s.startswith(("CREATE INDEX", "CREATE UNIQUE INDEX")))
# made once the rows are in, like the indexes: search_layout_stale forgets the layout when a patch adds a document
TRIGGERS = "\n".join(s for s in STATEMENTS if s.startswith("CREATE TRIGGER"))


def statement_of(table: str) -> str:
    """The CREATE statement of one table (an ordinary or a virtual one)."""
    return next(s for s in STATEMENTS if re.match(rf"CREATE (VIRTUAL )?TABLE {table}\b", s))


def indexes_of(tables: Iterable[str]) -> str:
    """The CREATE INDEX statements of these tables (the build makes indexes after a table's rows are in)."""
    wanted = set(tables)
    return "\n".join(s for s in INDEXES.split("\n") if re.search(r" ON (\w+)\(", s)[1] in wanted)


def full_text(conn: sqlite3.Connection, tables: Iterable[str]) -> None:
    """The full-text indexes of these tables that FULL_TEXT lists, made from their rows (sqlite-utils' SQL)."""
    wanted = [t for t in FULL_TEXT if t in set(tables)]
    if not wanted:
        return
    import sqlite_utils  # at write time only: its import reads every installed package's entry points (0.2 s)

    db = sqlite_utils.Database(conn)
    for table in wanted:
        db[table].enable_fts(FULL_TEXT[table], fts_version="FTS5", tokenize="unicode61 remove_diacritics 2")


def create_schema(conn: sqlite3.Connection, indexes: bool = True) -> None:
    """Create every table and view of an empty database, and its indexes and triggers unless they come after the
    rows."""
    conn.executescript("\n".join(s for s in STATEMENTS if indexes or (s not in INDEXES and s not in TRIGGERS)))
