"""The Comprehensive Rules as published: intro, contents, parts, sections, rules, examples, glossary, credits."""
from __future__ import annotations

import re

from ingest.dates import parse_date
from ingest.records import GlossarySense, ParsedDocument, Passage, Rule, Section
from ingest.sources import SourceText

FORMAT = "comprehensive_rules"
TITLE = re.compile(r"Comprehensive Rules\s*$")
EFFECTIVE = re.compile(r"^These rules are effective as of (?P<date>.+?)\.?\s*$")
PART = re.compile(r"^(?P<number>\d)\.\s+(?P<title>\S.*)$")
SECTION = re.compile(r"^(?P<number>\d{3})\.\s+(?P<title>\S.*)$")
# A rule is "NNN.N." and a subrule "NNN.Na"; the publisher sometimes adds or drops the period.
RULE = re.compile(r"^(?P<number>\d{3}\.\d+(?P<letter>[a-z]?))(?P<period>\.?)\s+(?P<text>\S.*)$")
EXAMPLE = re.compile(r"^Example:\s")
SENSE = re.compile(r"^(?P<sense>\d+)\.\s+(?P<text>\S.*)$")


def sniff(source: SourceText) -> bool:
    """True when the first line names the Comprehensive Rules and numbered rules follow."""
    first = next((line for line in source.lines if line.strip()), "")
    return bool(TITLE.search(first)) and any(RULE.match(line) for line in source.lines[:20000])


def effective_date(source: SourceText) -> str | None:
    """The edition's date from its intro ("These rules are effective as of …"), without parsing the rest; None if
    the intro gives none."""
    for line in source.lines:
        if line.strip() == "Contents":
            return None
        if m := EFFECTIVE.match(line.strip()):
            return parse_date(m["date"])
    return None


def parse(source: SourceText) -> ParsedDocument:
    """Walk the document in its five regions; every line is claimed by one of them."""
    doc = ParsedDocument(format=FORMAT, lang="en")
    lines = source.numbered()
    heads = [n for n, line in lines if line.strip() in ("Contents", "Glossary", "Credits")]
    contents = next((n for n in heads if source.lines[n - 1].strip() == "Contents"), None)
    glossaries = [n for n in heads if source.lines[n - 1].strip() == "Glossary"]
    credits = [n for n in heads if source.lines[n - 1].strip() == "Credits"]
    if contents is None or len(glossaries) < 2 or len(credits) < 2:
        doc.error(None, "cr_structure", "expected Contents, then Glossary and Credits in both the contents and the body")
        return doc
    body, glossary, tail = credits[0] + 1, glossaries[1], credits[1]
    first_at: dict[str, int] = {}  # rule number -> the line it was first printed at
    for number, line in lines:
        if number < contents:
            _intro(doc, number, line)
        elif number < body:
            doc.claim(number, "contents" if line.strip() else "blank")
        elif number < glossary:
            _body(doc, number, line, first_at)
        elif number < tail:
            doc.claim(number, "glossary_heading" if number == glossary else "glossary")
        else:
            _credits(doc, number, line)
    _glossary(doc, lines[glossary:tail - 1])
    if doc.cr_version is None:
        doc.error(1, "cr_version", "no line 'These rules are effective as of <date>.' gives the edition")
    return doc


def _intro(doc: ParsedDocument, number: int, line: str) -> None:
    """Title, effective date and introduction paragraphs."""
    if not line.strip():
        doc.claim(number, "blank")
        return
    if m := EFFECTIVE.match(line.strip()):
        doc.cr_version = doc.cr_version or parse_date(m["date"])
        if doc.cr_version is None:
            doc.error(number, "bad_date", f"cannot read the effective date {m['date']!r}")
    if doc.title is None:
        doc.title = line.strip()
    doc.claim(number, "intro")
    doc.passages.append(Passage(number, "cr_intro", line.strip(), "en", "en"))


def _body(doc: ParsedDocument, number: int, line: str, first_at: dict[str, int]) -> None:
    """Parts, sections, rules, examples and continuation lines of the numbered rules (first_at: the line each rule
    number was first printed at)."""
    text = line.strip()
    if not text:
        doc.claim(number, "blank")
    elif m := RULE.match(text):
        rule_number = m["number"]
        expected_period = not m["letter"]
        if bool(m["period"]) != expected_period:
            doc.warn(number, "cr_irregular_number",
                     f"rule {rule_number} is printed {'without' if expected_period else 'with'} a period after its number")
        first = first_at.setdefault(rule_number, number)
        if first != number:
            doc.warn(number, "cr_duplicate_rule", f"rule {rule_number} is printed again (first at line {first}); "
                                                  "the first is kept, this one stays in source_lines")
            doc.claim(number, "rule_duplicate")
            return
        if doc.rules and _order(rule_number) < _order(doc.rules[-1].number):
            doc.warn(number, "cr_out_of_order", f"rule {rule_number} comes after rule {doc.rules[-1].number}; "
                                                "it is kept with its own number")
        parent = rule_number[:-1] if m["letter"] else rule_number.split(".")[0]
        doc.rules.append(Rule(rule_number, parent, rule_number[:3], m["text"].strip(), number))
        doc.claim(number, "rule")
    elif m := SECTION.match(text):
        doc.sections.append(Section(m["number"], m["title"].strip(), m["number"][0], number))
        doc.claim(number, "section")
    elif m := PART.match(text):
        doc.sections.append(Section(m["number"], m["title"].strip(), None, number))
        doc.claim(number, "part")
    elif EXAMPLE.match(text) and doc.rules:
        doc.rules[-1].examples.append(text)
        doc.claim(number, "example")
    elif doc.rules:  # an indented paragraph continuing the previous rule or example
        rule = doc.rules[-1]
        if rule.examples and doc.roles.get(_previous_text_line(doc, number)) == "example":
            rule.examples[-1] += "\n" + text
        else:
            rule.text += "\n" + text
        doc.claim(number, "rule_continuation")
    else:
        doc.claim(number, "unparsed")
        doc.warn(number, "unparsed_line", f"line {text[:60]!r} is not part of any rule")


def _order(number: str) -> tuple[int, int, str]:
    """The order of a rule number: 702.124p -> (702, 124, "p")."""
    section, _, rest = number.partition(".")
    digits = "".join(c for c in rest if c.isdigit())
    return int(section), int(digits or 0), rest[len(digits):]


def _previous_text_line(doc: ParsedDocument, number: int) -> int:
    """The nearest earlier line that was not blank."""
    n = number - 1
    while doc.roles.get(n) == "blank":
        n -= 1
    return n


def _glossary(doc: ParsedDocument, lines: list[tuple[int, str]]) -> None:
    """Entries separated by blank lines: term, then one definition or numbered senses plus a note."""
    entry: list[tuple[int, str]] = []
    for number, line in lines + [(0, "")]:
        if line.strip():
            entry.append((number, line.strip()))
            continue
        if number:
            doc.claim(number, "blank")
        if not entry:
            continue
        (term_line, term), definition = entry[0], entry[1:]
        senses = [(n, SENSE.match(t)) for n, t in definition]
        numbered = [(n, m) for n, m in senses if m]
        if numbered:
            note = "\n".join(t for (n, t), (_, m) in zip(definition, senses) if not m) or None
            for n, m in numbered:
                doc.glossary.append(GlossarySense(term, int(m["sense"]), m["text"], note, n))
        elif definition:
            doc.glossary.append(GlossarySense(term, 1, "\n".join(t for _, t in definition), None, definition[0][0]))
        else:
            doc.warn(term_line, "glossary_empty", f"glossary term {term!r} has no definition")
        entry = []


def _credits(doc: ParsedDocument, number: int, line: str) -> None:
    """Credits and legal notices after the glossary."""
    if not line.strip():
        doc.claim(number, "blank")
        return
    doc.claim(number, "credits")
    doc.passages.append(Passage(number, "cr_credits", line.strip(), "en", "en"))
