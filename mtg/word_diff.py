"""Word-level differences between two texts, as parts that rebuild either text exactly."""
from __future__ import annotations

import html
import re
from difflib import SequenceMatcher

# Kana and kanji are compared one character at a time, since Japanese puts no spaces between words.
CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
# Every character falls in exactly one kind of token, so the tokens of a text join back to it.
TOKEN = re.compile(rf"[{CJK}]|(?:(?![{CJK}])\w)+|\s+|[^\w\s]")
HTML_TAGS = {"delete": "del", "insert": "ins"}


def tokens(text: str) -> list[str]:
    """The text cut into words, single CJK characters, runs of whitespace and single punctuation marks."""
    return TOKEN.findall(text)


def word_diff(before: str, after: str) -> list[tuple[str, str]]:
    """(op, text) parts, op "equal", "delete" or "insert": equal+delete give `before`, equal+insert `after`."""
    a, b = tokens(before), tokens(after)
    hunks: list[str | tuple[str, str]] = []  # equal text, or (deleted, inserted)
    for op, i1, i2, j1, j2 in SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        old, new = "".join(a[i1:i2]), "".join(b[j1:j2])
        if op == "equal":
            hunks.append(old)
        elif len(hunks) >= 2 and _replacement(hunks[-2]) and _space(hunks[-1]) and old and new:
            # "the cat" -> "a dog" reads as one replacement, not two around an unchanged space
            space, (deleted, inserted) = hunks.pop(), hunks.pop()
            hunks.append((deleted + space + old, inserted + space + new))
        else:
            hunks.append((old, new))
    parts: list[tuple[str, str]] = []
    for hunk in hunks:
        if isinstance(hunk, str):
            _append(parts, "equal", hunk)
        else:
            _append(parts, "delete", hunk[0])
            _append(parts, "insert", hunk[1])
    return parts


def _replacement(hunk: str | tuple[str, str]) -> bool:
    """True for a hunk that both deletes and inserts text."""
    return isinstance(hunk, tuple) and all(hunk)


def _space(hunk: str | tuple[str, str]) -> bool:
    """True for unchanged text that is only whitespace."""
    return isinstance(hunk, str) and hunk.isspace()


def _append(parts: list[tuple[str, str]], op: str, text: str) -> None:
    """Add a part, merged into the last one when it has the same op; empty text is dropped."""
    if not text:
        return
    if parts and parts[-1][0] == op:
        parts[-1] = (op, parts[-1][1] + text)
    else:
        parts.append((op, text))


def word_diff_html(before: str, after: str) -> str:
    """The diff as escaped HTML: deleted words in <del>, inserted words in <ins>."""
    out = []
    for op, text in word_diff(before, after):
        escaped = html.escape(text)
        out.append(f"<{HTML_TAGS[op]}>{escaped}</{HTML_TAGS[op]}>" if op in HTML_TAGS else escaped)
    return "".join(out)


def word_diff_text(before: str, after: str, context: int = 6) -> str:
    """The changes as plain text in wdiff's notation, [-deleted-] {+inserted+}, with a few words around each."""
    parts = word_diff(before, after)
    out = []
    for i, (op, text) in enumerate(parts):
        if op != "equal":
            out.append("[-" + text + "-]" if op == "delete" else "{+" + text + "+}")
            continue
        words = text.split(" ")
        first, last = i == 0, i == len(parts) - 1
        if first and len(words) > context:
            text = "… " + " ".join(words[-context:])
        elif last and len(words) > context:
            text = " ".join(words[:context]) + " …"
        elif not first and not last and len(words) > 2 * context:
            text = " ".join(words[:context]) + " … " + " ".join(words[-context:])
        out.append(text)
    return "".join(out)
