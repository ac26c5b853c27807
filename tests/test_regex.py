"""kb/regex.py: a pattern led by a look-ahead of its first characters matches exactly what the pattern matches."""
import importlib
import pkgutil
import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

import ingest
import ingest.formats
import kb.qa
from ingest.evaluation import read_jsonl
from mtg.language import words_of
from ingest.mechanics import MECHANICS
from kb.qa.numbers import number_values
from kb.qa.omission import sentence_texts
from kb.qa.terminology import KATAKANA_END, ja_stem, term_regex, word_start
from mtg.regex import Gates, first_characters, fold, gated, longest_needles, needles, quick

ROOT = Path(__file__).resolve().parents[1]


def module_patterns() -> list[tuple[str, re.Pattern]]:
    """Every compiled pattern the QA checks and the ingest modules define at module level (dicts included)."""
    found, seen = [], set()
    for package in (kb.qa, ingest, ingest.formats):
        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for name, value in vars(module).items():
                values = value.items() if isinstance(value, dict) else [(None, value)]
                for key, pattern in values:
                    if isinstance(pattern, re.Pattern) and id(pattern) not in seen:
                        seen.add(id(pattern))
                        found.append((f"{module.__name__}.{name}{'' if key is None else [key]}", pattern))
    return found + [(f"mechanic {m.id}", p) for m in MECHANICS for p in (g.pattern for g in m.compiled)]


def labelled_texts() -> list[str]:
    """The EN texts and translations of the labelled QA sets: real rulings in the three languages."""
    texts = []
    for path in sorted((ROOT / "bench" / "eval").glob("qa_*.jsonl"))[::2]:
        for item in read_jsonl(path):
            texts += [item["en"], item["target"]]
    return list(dict.fromkeys(texts))


def plain(pattern: re.Pattern) -> re.Pattern:
    """The pattern without the look-ahead quick() put in front, if any."""
    match = re.fullmatch(r"\(\?=\[[^\]]*\]\)\(\?:(.*)\)", pattern.pattern, re.DOTALL)
    return re.compile(match[1], pattern.flags) if match else pattern


def test_quick_patterns_match_as_the_plain_ones_on_labelled_texts():
    texts = labelled_texts()[::2]  # half of the labelled sets' 5,300 texts (the budget of the default run)
    led = [(name, p) for name, p in module_patterns() if p.pattern != plain(p).pattern]
    assert len(led) >= 40  # the negation, numbers, punctuation, omission and mechanic patterns
    for name, pattern in led:
        original = plain(pattern)
        for text in texts:
            assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in original.finditer(text)], \
                (name, text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="nNotNOT'’ ,.;:?!«»\"dexuwicaé不空な少ずません\n-ab", max_size=40))
def test_quick_matches_as_re_compile_on_any_text(text):
    for source, flags in ((r"\b(?:not|never|no(?! matter)|none)\b|n['’]t\b", re.IGNORECASE),
                          (r"(?<=[^\W\d_])[;?!]|(?<=[^\W\d_]):(?!\S)|\"[^\"]+\"", 0),
                          (r"(?<!少)な(?:い|く)|(?<!ま)ず(?:に|、|。|$)|不可能|空", 0),
                          (r"(?<!\bles )(?<!\bdes )\bdeux\b(?!-points)", re.IGNORECASE)):
        fast, slow = quick(source, flags), re.compile(source, flags)
        assert fast.pattern != slow.pattern
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in slow.finditer(text)]


@pytest.mark.parametrize("source, flags, first", [
    (r"\bnot\b|n't", 0, {"n"}),
    (r"\b(?:both|either)\b", re.IGNORECASE, {"b", "e"}),
    (r"(?<!\d)(19|20)\d\d", 0, {"1", "2"}),
    (r"(?<=x)[a-c]+", 0, {"a-c"}),
    (r"matter|regardless", re.IGNORECASE, {"m", "r"}),  # case-blind letters: the engine would not skip ahead
])
def test_first_characters(source, flags, first):
    assert first_characters(re.compile(source, flags)) == first


@pytest.mark.parametrize("source, flags", [
    (r"matter|regardless", 0),  # the engine already skips to m or r
    (r"^\s*(?P<date>\S.*?)\s*source", 0),  # anchored
    (r"\b\w+\s+or\s+$", 0),  # starts with any word character: nothing to skip
    (r"\b[^x]y", 0),  # a negated class
    (r"\b(?:a|)", 0),  # may match the empty string
    (r"(?i)\bnot\b", 0),  # inline flags stay first
    (r"\b(?-i:Not)\b", re.IGNORECASE),  # case changed inside
    (r"\bnot  # a comment", re.VERBOSE),  # the closing parenthesis would be commented out
])
def test_no_look_ahead_where_it_would_not_help_or_is_unsafe(source, flags):
    assert first_characters(re.compile(source, flags)) is None
    assert quick(source, flags).pattern == source


def gated_patterns() -> list[tuple[str, int]]:
    """(source, flags) of every pattern searched behind its needles: the mechanics' words and the predicates' cues."""
    from kb.rules.registry import all_predicates
    return [(p, re.IGNORECASE) for m in MECHANICS for p in m.patterns] + \
        [(p, re.IGNORECASE) for pred in all_predicates().values() for p in pred.cues]


def test_a_pattern_finds_nothing_in_a_text_without_its_needles():
    texts = labelled_texts()[::4] + ["İNTERVENING", "ſacrifice", "COUNTERS ON İT", "PİÈCES", "ＡＰＮＡＰ"]
    sources = gated_patterns()
    assert sum(needles(source, flags) is not None for source, flags in sources) >= 0.9 * len(sources)
    gates = Gates({i: gated(source, flags) for i, (source, flags) in enumerate(sources)})
    for text in texts:
        maybe = gates.candidates(text)
        for i, gate in gates.gates.items():  # gate.pattern matches as the pattern does (the tests above)
            if gate.pattern.search(text):
                assert i in maybe, (sources[i], text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="tarGETsİıſKKcounTERSèÈ'’ -+/1部屋", max_size=30))
def test_gated_patterns_match_as_the_plain_ones_on_any_text(text):
    sources = [(r"\btarget(?:s|ed|ing)?\b", re.IGNORECASE), (r"\bsacrific(?:e|es)\b", re.IGNORECASE),
               (r"\+1/\+1 counters?", re.IGNORECASE), (r"\bPièces?\b", re.IGNORECASE), (r"部屋", 0),
               (r"(?:counters|this) (?:it|its)", re.IGNORECASE), (r"ket", 0)]
    gates = Gates({source: gated(source, flags) for source, flags in sources})
    assert set(gates.matches(text)) == {source for source, flags in sources if re.search(source, text, flags)}


def test_every_character_a_case_blind_search_takes_for_a_needle_folds_to_it():
    chars = {c for source, flags in gated_patterns() for n in needles(source, flags) or () for c in n}
    assert {"a", "z", "è", "部"} <= chars | {"z"}
    every = "".join(map(chr, range(0x110000))).replace("\n", " ")
    for found in re.finditer(f"[{re.escape(''.join(sorted(chars)))}]", every, re.IGNORECASE):
        takes = [c for c in chars if re.fullmatch(re.escape(c), found[0], re.IGNORECASE)]
        assert all(c in fold(found[0]) for c in takes), (found[0], takes)


@pytest.mark.parametrize("source, expected", [
    (r"\b(?:un)?lock(?:s|ed)?\b", {"lock"}),
    (r"(?-i:\bRooms?\b)", {"room"}),
    (r"\b(?:hexproof|shroud)\b.{0,60}\bcan't", {"hexproof", "shroud"}),
    (r"\bAPNAP\b", {"apnap"}),
    (r"部屋", {"部屋"}),
    (r"\b(?:a|an) (?:x|y)\b", None),  # nothing of three characters every match holds
    (r"(?=target)\w+", None),  # a look-ahead's words may lie outside the match
    (r"\bcounter|\w+in\b", None),  # one way through has no needle of three characters
])
def test_needles(source, expected):
    assert needles(source, re.IGNORECASE) == (None if expected is None else frozenset(expected))


def test_number_words_are_whole_words():
    assert number_values("It often costs ten, not seventeen or twoseven.", "en") == ([], [10, 17])
    assert number_values("Deux fois, pas vingt-deux ni deuxième", "fr") == ([22], [2])


def test_sentence_ends_after_abbreviations():
    assert sentence_texts("Some do, e.g. This. Others i.e? Fine! Last", "en") == (
        "Some do, e.g. This.", "Others i.e? Fine!", "Last")
    assert sentence_texts("Voir p. ex. Ceci. Fin.", "fr") == ("Voir p. ex. Ceci.", "Fin.")


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="counterCOUNTERs xéd'’-_1", max_size=30))
def test_term_patterns_start_at_a_word_as_with_a_lookbehind(text):
    for source, flags in ((r"counter(?:s|es)?", re.IGNORECASE), (r"Counter", 0), (r"c(?:ounter|opie)", 0),
                          (r"d(?:e|')\s*compteur", re.IGNORECASE), (r"(?:re|ré)?compter", re.IGNORECASE)):
        fast, slow = re.compile(word_start(source), flags), re.compile(r"(?<!\w)" + source, flags)
        assert [m.span() for m in fast.finditer(text)] == [m.span() for m in slow.finditer(text)], source


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ブロックカード唱えるーァ的にを ", max_size=20))
def test_japanese_term_patterns_start_at_a_katakana_word_as_with_a_lookbehind(text):
    for term in ("ロック", "カード", "ロックする"):
        stem = ja_stem(term)
        slow = re.compile("(?<![ァ-ヺー])" + re.escape(stem) + ("(?![ァ-ヺー])" if KATAKANA_END.search(stem) else ""))
        assert [m.span() for m in term_regex(term, "ja").finditer(text)] == [m.span() for m in slow.finditer(text)]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \t\n\u00a0\u2003\u2028\x1c'’ab", max_size=30))
def test_words_split_as_the_regex_does(text):
    assert words_of(text) == [w for w in re.split(r"[\s'’]+", text) if w]


@settings(max_examples=80, deadline=None)
@given(st.frozensets(st.text(alphabet="ablock部屋 -", min_size=1, max_size=6), max_size=8),
       st.text(alphabet="ablockun部屋 -", max_size=40))
def test_the_longest_needles_found_hold_every_needle_in_the_text(needles_, text):
    found = set(longest_needles(needles_).findall(text))
    assert found <= needles_
    assert {n for n in needles_ if n in text} == {n for n in needles_ if any(n in f for f in found)}


def test_gates_find_the_same_candidates_as_testing_each_needle():
    sources = gated_patterns()
    gates = Gates({i: gated(source, flags) for i, (source, flags) in enumerate(sources)})
    for text in labelled_texts()[::6] + ["İNTERVENING", "ſacrifice", "unlocked doors"]:
        folded = fold(text)
        expected = set(gates.always).union(*(gates.by_needle[n] for n in gates.needles if n in folded))
        assert gates.candidates(text) == expected, text


def test_a_lazy_gate_is_compiled_when_first_searched_and_matches_as_an_eager_one():
    from mtg.regex import gated

    source = r"\bso (?:it['’]s|they['’]re) not [“\"]?cast\b"
    lazy, eager = gated(source, re.IGNORECASE, lazy=True), gated(source, re.IGNORECASE)
    assert lazy.compiled is None and "pattern" not in vars(lazy) and eager.compiled is not None
    assert lazy.needles == eager.needles and lazy.source == eager.source == source
    for text in ("The copies are created on the stack, so they're not “cast.”", "So it's not cast", "cast it"):
        assert bool(lazy.pattern.search(text)) == bool(eager.pattern.search(text))
    assert lazy.pattern.pattern == eager.pattern.pattern  # led by the same look-ahead


def test_grouped_gates_name_a_group_by_its_first_matching_pattern_and_search_no_more_of_it():
    gates = Gates({("a", 0): gated(r"\bunless\b", re.IGNORECASE), ("a", 1): gated(r"\bcan't pay\b", re.IGNORECASE),
                   ("b", 0): gated(r"\bpay\b", re.IGNORECASE)}, group=lambda key: key[0])
    found = gates.matches("You can't pay it unless you have two cards.")
    assert list(found) == ["a", "b"] and found["a"].group(0) == "unless"  # the gates' order, not the text's
    assert set(gates.matches("Pay it.")) == {"b"} and gates.matches("Nothing here.") == {}


def test_cue_gates_find_the_same_predicates_as_one_pattern_of_all_their_cues():
    from ingest.linker import cue_gates
    from kb.rules.examples import file_cues
    cues = file_cues()
    split = cue_gates(cues)
    whole = Gates({name: gated("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)
                   for name, patterns in cues.items()})
    found = 0
    for text in labelled_texts()[::3]:
        assert set(split.matches(text)) == set(whole.matches(text)), text
        found += bool(whole.matches(text))
    assert found >= 20  # the texts reach the cues
