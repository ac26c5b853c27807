"""The senses the meaning check compares, each with its EN, FR and JA renderings (those of official card texts and
rulings: `python bench/qa_official.py` counts how often each is printed) and when its loss or addition is reported.

lost / added: "always" (reported alone), "swap" (only when another sense of its dimension goes the other way:
"from your graveyard" read « depuis votre main »), "never".
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from mtg.regex import Gated, Gates, needles, quick

I = re.IGNORECASE


@dataclass(frozen=True)
class Sense:
    """One meaning a text says or not, in one dimension (modality, who, quantity, zone, token, duration)."""

    name: str
    dimension: str
    patterns: dict[str, re.Pattern]
    lost: str = "always"
    added: str = "always"
    unless: dict[str, tuple[re.Pattern, ...]] = field(default_factory=dict)  # what says it otherwise, removed first
    counted: bool = True  # False: only whether it is said (Japanese names several targets with one 対象とし)
    # per language, words one of which a text (folded: mtg.regex.fold) holds whenever it says the sense; None: any text
    needles: dict[str, frozenset[str] | None] = field(default_factory=dict)


def sense(name: str, dimension: str, en: str, fr: str, ja: str, lost: str = "always", added: str = "always",
          unless: dict[str, tuple[str, ...]] | None = None, counted: bool = True) -> Sense:
    """A Sense from its patterns (EN and FR ignore case)."""
    return Sense(name, dimension, {"en": quick(en, I), "fr": quick(fr, I), "ja": quick(ja)}, lost, added,
                 {lang: tuple(quick(p, I) for p in ps) for lang, ps in (unless or {}).items()}, counted,
                 {"en": needles(en, I), "fr": needles(fr, I), "ja": needles(ja)})


# « tant que … ne … pas » is "until" (as long as not): « tant qu’il n’en a pas reçu d’autres ».
FR_UNTIL_NOT = r"\btant qu['’]?(?:[^.;,]{0,60}?)\bn(?:e\b|['’])"
EN_END_OF_TURN = r"\buntil (?:the )?end of (?:the |this )?turn\b|\buntil (?:that|the) turn ends\b"
WHOSE = r"(?:your|their|its controller['’]s|its owner['’]s|that player['’]s)"
FR_NUMBER = r"(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|\d+)"
SENSES = (
    # CR 608.2d: "may" is a choice; "must" is none. A rendering of one for the other flips who decides.
    sense("may", "modality", r"\bmay\b|\bcan\b(?!['’]t|not)|\bcould\b(?!n)",
          r"\bpouv|\bpeu[tx]?\b|\bpeuvent\b|\bpuiss|\bpourr|\bpossible|\bau choix\b|\bfacultati",
          r"てもよい|ても良い|てもかま|ても構|てよい|ことができ|できます|できる|可能|任意", lost="swap", added="swap",
          unless={"en": (r"\bmay not\b|\bcan(?:no|['’])t\b",),
                  "fr": (r"\bne\s+(?:\S+\s+){0,2}?(?:pouv|peu|puiss|pourr)\w*\s+(?:\S+\s+){0,2}?pas\b",),
                  "ja": (r"ことができない|ことはできない|ことができません|ことはできません|なくても(?:かま|構|よい|良い)",)}),
    sense("must", "modality", r"\bmust\b|\bha(?:ve|s) to\b|\bis required\b|\bare required\b",
          r"\bdoi[tv]|\bdev(?:ez|ons|ra|ront|rait|raient|oir)\b|\bdoivent\b|\bil faut\b|\bobligatoire|\btenu",
          r"なければならな|なければなりません|ねばならな|なくてはならな|必要があ|必ず|強制", lost="swap", added="swap",
          unless={"en": (r"\b(?:do|does|did)(?: not|n['’]t) have to\b|\bnot required\b",)}),
    # CR 102.3: an opponent is one player; "each player" and "you" are others.
    sense("opponent", "who", r"\bopponents?\b|\bopponent['’]s\b", r"\badversaires?\b", r"対戦相手"),
    sense("player", "who", r"\bplayers?\b", r"\bjoueurs?\b", r"プレイヤー", lost="never", added="swap"),
    # CR 115.1: "target" makes a choice as it is cast or activated; "each" and "a" do not.
    sense("target", "quantity", r"\btarget(?:s|ed|ing)?\b", r"\bcibl|\bcibles?\b", r"対象|ターゲット", lost="swap",
          counted=False),
    sense("each", "quantity", r"\beach\b|\bevery\b", r"\bchaque\b|\bchacun|\btous\b|\btoutes\b",
          r"各|それぞれ|すべて|全て|全員|につき|ごと", lost="swap", added="swap"),
    sense("one or more", "quantity", r"\bone or more\b", r"\b(?:l['’])?une? ou (?:plusieurs|plus)\b|\bau moins une?\b",
          r"[1１一]つ以上|[1１一][体枚個人]以上|いずれか|少なくとも", added="never"),
    sense("any number of", "quantity", r"\bany number of\b",
          r"n['’]importe quel nombre|nombre quelconque|autant de\b.*\bque vous (?:le )?(?:voulez|souhaitez)"
          r"|le nombre de votre choix|\btou(?:s|tes) les\b|\bde votre choix\b",
          r"好きな\S{0,2}数|好きなだけ|任意の数|望む\S{0,2}数|いくつでも|何枚|何体|何個|何人|何回|すべて", added="never"),
    sense("up to", "quantity", r"\bup to\b(?! the)|\bat most\b|\bno more than\b",
          rf"\bjusqu['’]à (?:{FR_NUMBER}\b|X\b|l['’]une?\b|une? autre\b)|\bau maximum\b|\bau plus\b"
          r"|\bne\s+(?:\S+\s+){0,3}?plus de\b",
          r"最大|以下の|までの|まで選|まで対象|[0-9０-９一二三四五六七八九十]+\S{0,2}まで", added="swap"),
    # CR 400.1: the zones; a card moved to the wrong one is another effect.
    # (A zone said with a wrong word, 除外 for exile, is terminology's: only a zone read as another is reported.)
    sense("hand", "zone", r"\bhands?\b", r"\bmains?\b", r"手札", lost="swap", added="swap",
          unless={"en": (r"\bon (?:the other|one) hand\b",)}),
    sense("graveyard", "zone", r"\bgraveyards?\b", r"\bcimeti[eè]res?\b", r"墓地", lost="swap", added="swap"),
    sense("library", "zone", r"\blibrar(?:y|ies)\b", r"\bbiblioth[eè]ques?\b", r"ライブラリー", lost="swap", added="swap"),
    sense("exile", "zone", r"\bexiled?\b|\bexiles\b|\bexiling\b", r"\bexil", r"追放", lost="swap", added="swap"),
    sense("battlefield", "zone", r"\bbattlefield\b|\benter(?:s|ed|ing)?\b(?! the battlefield)",  # "enters": CR 603.6a
          r"\bchamp de bataille\b", r"戦場", lost="swap", added="swap"),
    sense("stack", "zone", r"\bstack\b", r"\bpile\b", r"スタック", lost="swap", added="swap"),
    # CR 111.1: a token is no card; "nontoken" keeps tokens out.
    sense("nontoken", "token", r"\bnon-?token\b",
          r"\bnon-?jetons?\b|\bn(?:e |['’])(?:sont|est) pas (?:un |des )?jetons?\b",
          r"トークンでな|トークン以外|トークンではな|非トークン|トークンでも"),
    # CR 514.2, 611.2: how long an effect lasts.
    sense("until end of turn", "duration", EN_END_OF_TURN,
          r"\bjusqu['’]à la fin (?:du|de ce|de la) tour\b", r"ターン終了時まで"),
    sense("this turn", "duration", r"\bthis turn\b", r"\bce tour\b|\bce tour-ci\b|\bpendant le tour\b|\bdu tour\b",
          r"このターン|そのターン", added="never"),
    sense("until your next turn", "duration", rf"\buntil (?:the end of )?{WHOSE} next turn\b",
          r"\bjusqu['’]à (?:la fin de )?(?:votre|son|leur) prochain tour\b|\bjusqu['’]au prochain tour\b",
          r"次のターンまで|次のあなたのターン|次の(?:その)?プレイヤーのターン"),
    # "as long as" is as often a condition (« à condition que », であれば): reported only against another duration.
    sense("for as long as", "duration", r"\bas long as\b",
          r"\btant qu|\baussi longtemps qu|\bpendant qu|\bpour toute la durée|\ble temps qu|\bsi longtemps qu",
          r"限り|かぎり|間|あいだ", lost="swap", added="swap"),
    sense("until", "duration", r"\buntil\b", r"\bjusqu['’]à ce qu|\bjusqu['’]à (?:son|sa|leur|ce) (?:départ|retour)|"
          + FR_UNTIL_NOT,
          r"まで", lost="swap", added="swap",
          unless={"en": (EN_END_OF_TURN, rf"\buntil (?:the end of )?{WHOSE} next turn\b"),
                  "ja": (r"ターン終了時まで|次の\S{0,8}?ターンまで|最大|\d+\S{0,2}まで|[0-9０-９一二三四五六七八九十]+\S{0,2}まで",)}),
)
DIMENSIONS = tuple(dict.fromkeys(s.dimension for s in SENSES))
# per language, the senses' words looked for once in a text: a sense none of whose words it holds is not searched
GATES = {lang: Gates({s.name: Gated(s.patterns[lang], s.needles[lang]) for s in SENSES}) for lang in ("en", "fr", "ja")}
