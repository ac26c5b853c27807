"""The mechanics rulings are filed under, and the words that show a text is about one."""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from mtg.regex import Gated, Gates, gated


@dataclass(frozen=True)
class Mechanic:
    """A mechanic: its id, EN name, CR rule, names in FR/JA and the patterns that find it in text."""

    id: str
    name: str
    cr_rule: str
    name_fr: str
    name_ja: str
    patterns: tuple[str, ...]
    topic: bool = False  # a rules topic (zones, targeting…) its common words file rulings under, not a mechanic

    @cached_property
    def compiled(self) -> tuple[Gated, ...]:
        """The patterns, compiled once, each with the literal words a text must hold for it to match."""
        return tuple(gated(p, re.IGNORECASE) for p in self.patterns)


MECHANICS: tuple[Mechanic, ...] = (
    Mechanic("room", "Room", "709.5", "Pièce", "部屋",
             (r"(?-i:\bRooms?\b)", r"\bdoors?\b", r"\b(?:un)?lock(?:s|ed)?\b", r"\bPièces?\b", r"部屋", r"ドア")),
    Mechanic("dungeon", "Dungeon", "309", "donjon", "ダンジョン",
             (r"\bdungeons?\b", r"\bventur(?:e|es|ed|ing)\b", r"\bdonjons?\b", r"ダンジョン")),
    Mechanic("party", "Party", "700.8", "groupe", "パーティー",
             (r"\bparty\b", r"\bgroupe\b", r"パーティー")),
    Mechanic("adventure", "Adventure", "715", "aventure", "出来事",
             (r"\bAdventures?\b", r"\badventurer\b", r"\baventures?\b", r"出来事")),
    Mechanic("role", "Role", "303.7", "Rôle", "役割",
             (r"\bRoles?\b", r"\bRôles?\b", r"役割")),
    Mechanic("copy", "Copy", "707", "copie", "コピー",
             (r"\bcop(?:y|ies|ied)\b", r"\bcopies?\b", r"コピー")),
    Mechanic("cost", "Cost", "118", "coût", "コスト",
             (r"\bmana value\b", r"\bcosts?\b", r"\bcoûts?\b", r"\bvaleur de mana\b", r"マナ総量", r"コスト")),
    Mechanic("ability", "Ability", "113", "capacité", "能力",
             (r"\b(?:activated|triggered|static|mana) abilit(?:y|ies)\b", r"\bcapacités? (?:activées?|déclenchées?)\b",
              r"(?:起動型|誘発型|常在型)能力")),
    # the rules topics real rulings are most about (bench/ruling_topics.py), by the words rulings use for them
    Mechanic("zones", "Zones", "400", "zones", "領域",
             (r"\b(?:leaves?|left|leaving) the battlefield\b", r"\bnew object\b", r"\bdies\b", r"\bdied\b",
              r"\bput into (?:a|your|its owner['’]s|their owners?['’]?) graveyard\b", r"\bzones?\b",
              r"\bchamp de bataille\b", r"\bcimetières?\b", r"戦場", r"墓地"), topic=True),
    Mechanic("triggers", "Triggered abilities", "603", "capacités déclenchées", "誘発型能力",
             (r"\btrigger(?:s|ed|ing)?\b", r"\blast known information\b", r"\bintervening\b", r"\bAPNAP\b",
              r"\bdéclench\w*", r"誘発"), topic=True),
    Mechanic("targeting", "Targets", "115", "cibles", "対象",
             (r"\btarget(?:s|ed|ing)?\b", r"\bhexproof\b", r"\bshroud\b", r"\bprotection from\b",
              r"\bchecked (?:only )?(?:as|when)\b",
              r"\bdetermined (?:only )?(?:as|when)\b", r"\bcounted (?:only )?(?:as|when)\b", r"\bcibl\w*", r"対象"), topic=True),
    Mechanic("combat", "Combat", "506", "combat", "戦闘",
             (r"\battack(?:s|ing|ed|er|ers)?\b", r"\bblock(?:s|ing|ed|er|ers)?\b", r"\bcombat\b", r"\btrample\b",
              r"\bmenace\b", r"\battaqu\w*", r"\bbloqu\w*", r"攻撃", r"ブロック", r"戦闘"), topic=True),
    Mechanic("counters", "Counters", "122", "marqueurs", "カウンター",
             (r"\bcounters?\b(?! target)(?! that spell)(?! it\b)", r"\bmarqueurs?\b", r"カウンター"), topic=True),
    Mechanic("attachments", "Equipment and Auras", "301.5", "Équipements et Auras", "装備品とオーラ",
             (r"\bequip(?:s|ped|ment)?\b", r"\benchant(?:ed|s)?\b", r"\b(?:un)?attach(?:ed|es)?\b", r"\bAuras?\b",
              r"\béquip\w*", r"装備", r"オーラ", r"つけられている"), topic=True),
    Mechanic("tokens", "Tokens", "111", "jetons", "トークン",
             (r"\btokens?\b", r"\bjetons?\b", r"トークン"), topic=True),
    Mechanic("damage", "Damage and life", "120", "blessures et points de vie", "ダメージとライフ",
             (r"\bdamage\b", r"\blifelink\b", r"\binfect\b", r"\bdeathtouch\b", r"\bindestructible\b",
              r"\b(?:gain|gains|gained|lose|loses|lost) (?:\w+ )?life\b", r"\bblessures?\b", r"ダメージ"), topic=True),
    Mechanic("sacrifice", "Sacrifice", "701.21", "sacrifice", "生け贄",
             (r"\bsacrific(?:e|es|ed|ing)\b", r"\bsacrifi\w*", r"生け贄"), topic=True),
    Mechanic("control", "Control", "108.4", "contrôle", "コントロール",
             (r"\bcontroller\b", r"\b(?:gains?|gained|gaining|lose|loses) control\b", r"\bhaste\b",
              r"\bcontrôleur\b", r"コントローラー"), topic=True),
    Mechanic("multiplayer", "Multiplayer and Two-Headed Giant", "800", "multijoueur et Troll à deux têtes", "多人数戦と双頭巨人戦",
             (r"\bTwo-Headed Giant\b", r"\bmultiplayer\b", r"\bteam(?:s|mate|mates)?\b", r"\bmultijoueur\b",
              r"\bTroll à deux têtes\b", r"双頭巨人戦", r"多人数戦"), topic=True),
    Mechanic("legend_rule", "Legend rule", "704.5j", "règle des légendes", "レジェンド・ルール",
             (r"\blegend rule\b", r"\blegendary (?:permanents?|creatures?)\b.{0,60}\bsame name\b",
              r"\brègle des légendes\b", r"レジェンド・ルール"), topic=True),
    Mechanic("replacement", "Replacement effects", "614", "effets de remplacement", "置換効果",
             (r"\breplacement effects?\b", r"\binstead\b", r"\beffets? de remplacement\b", r"\bà la place\b",
              r"置換効果", r"代わりに"), topic=True),
    Mechanic("face_down", "Face-down", "708", "face cachée", "裏向き",
             (r"\bface[- ]down\b", r"\bturn(?:s|ed|ing)? (?:\w+ )?face up\b", r"\b(?:mega)?morph\b",
              r"\bmanifest(?:s|ed)?\b", r"\bdisguise[sd]?\b", r"\bcloak(?:s|ed)?\b", r"\bface cachée\b", r"裏向き"),
             topic=True),
    Mechanic("commander", "Commander", "903", "Commander", "統率者",
             (r"\bcommanders?\b", r"\bcommand zone\b", r"\bcolor identity\b", r"\bcommandants?\b",
              r"\bzone de commandement\b", r"\bidentité colorée\b", r"統率者"), topic=True),
    Mechanic("x", "X", "107.3", "X", "X",
             (r"\{X\}", r"(?-i:\bX (?:is|was|will be)\b)", r"\bvalue of X\b", r"\bvaleur de X\b", r"Xの値"),
             topic=True),
    Mechanic("protection", "Protection", "702.16", "protection", "プロテクション",
             (r"\bprotection from\b", r"\bprotection contre\b", r"プロテクション"), topic=True),
    Mechanic("mdfc", "Double-faced cards", "712", "cartes recto verso", "両面カード",
             (r"\bdouble-faced\b", r"\b(?:back|front) face\b", r"\btransform(?:s|ed|ing)?\b", r"\brecto verso\b",
              r"\bface (?:avant|arrière)\b", r"両面", r"第1面|第2面"), topic=True),
    # the next five topics no predicate modelled (2026-12-03, fourth session)
    Mechanic("dice", "Dice", "706", "dés", "サイコロ",
             (r"\broll(?:s|ed|ing)? (?:a |one or more |two |three |that many |\w+ additional )?"
              r"(?:d\d+|dice|die|six-sided|twenty-sided|planar die)\b", r"\bd20\b", r"\bdie rolls?\b",
              r"\broll again\b", r"\blancer? (?:un|deux) dés?\b", r"\bdé à \w+ faces\b", r"サイコロ"), topic=True),
    Mechanic("state_based_actions", "State-based actions", "704", "actions basées sur un état", "状況起因処理",
             (r"\bstate-based actions?\b", r"\bactions? basées? sur (?:un|l['’])état\b", r"状況起因処理"),
             topic=True),
    Mechanic("layers", "Layers", "613", "couches", "種類別",
             (r"\blayers?\b", r"\btimestamps?\b", r"\bbase power and toughness\b",
              r"\blos(?:e|es|t) all (?:other )?abilities\b", r"\bcharacteristic-defining abilit", r"\bcouches?\b",
              r"\bhorodatage\b", r"種類別", r"タイムスタンプ"), topic=True),
    Mechanic("kicker", "Kicker", "702.33", "kicker", "キッカー",
             (r"\b(?:multi)?kick(?:er|ed)\b", r"\bkické?e?s?\b", r"キッカー"), topic=True),
    Mechanic("saga", "Sagas", "714", "sagas", "英雄譚",
             (r"\bSagas?\b", r"\blore counters?\b", r"\bchapter (?:abilit|[IV]+\b|symbol)", r"\bread ahead\b",
              r"\bmarqueurs? (?:«\s?)?histoire\b", r"英雄譚", r"伝承カウンター", r"章能力"), topic=True),
    # 2026-12-03, fifth session: the last topic of bench/ruling_topics.py no predicate modelled
    Mechanic("casting", "Casting from other zones", "601.3", "lancer depuis une autre zone", "他の領域から唱えること",
             (r"\b(?:cast|play)(?:s|ed|ing)? (?:it |that card |them |those cards |cards? |spells? |the (?:exiled )?card )?"
              r"from (?:exile|(?:your|a|their|its owner['’]s) graveyard|the top of (?:your|their|a) library"
              r"|(?:your|their) library)\b",
              r"\b(?:normal|usual) timing (?:permissions|restrictions|rules)\b", r"\bpermission to (?:cast|play)\b",
              r"\blancer (?:la carte |le sort |cette carte |des cartes )?depuis (?:l['’]exil|votre cimetière|un "
              r"cimetière|le dessus)\b", r"(?:追放領域|墓地|ライブラリーの一番上)から(?:唱え|プレイ)"), topic=True),
    # 2026-12-06, second session: when players can respond, the point of 384 real rulings
    Mechanic("priority", "Priority", "117", "priorité", "優先権",
             (r"\bpriority\b", r"\brespond(?:s|ed|ing)?\b", r"\bresponded to\b", r"\bin response\b",
              r"\btake (?:any |other )?actions?\b", r"\bpriorité\b", r"\ben réponse\b", r"\brépondre\b", r"優先権",
              r"対応して"), topic=True),
    # 2026-12-07, fifteenth session: an object's colors and devotion; the types players choose, share and count
    Mechanic("colors", "Colors", "105", "couleurs", "色",
             (r"\bcolou?rs?\b", r"\bcolou?rless\b", r"\b(?:multi|mono)colou?red\b", r"\bdevotion\b",
              r"\bhybrid mana symbols?\b", r"\bcouleurs?\b", r"\bincolores?\b", r"\bdévotion\b", r"色",
              r"信心"), topic=True),
    Mechanic("types", "Types", "205", "types", "タイプ",
             (r"\b(?:card|creature|land|basic land|artifact|enchantment) types?\b", r"\b(?:sub|super)types?\b",
              r"\bchangeling\b", r"\bdelirium\b", r"\btribal\b", r"\bkindred\b",
              r"\btypes? de (?:carte|créature|terrain)\b", r"\b(?:sous|super)-?types?\b", r"\bdélire\b",
              r"(?:カード|クリーチャー|土地)・タイプ", r"(?:サブ|特殊)タイプ", r"多相", r"昂揚"), topic=True),
    Mechanic("untap", "Untap step", "502", "étape de dégagement", "アンタップ・ステップ",
             (r"\buntap steps?\b", r"\b(?:doesn['’]t|don['’]t|won['’]t|does not|do not|will not|can still) (?:be )?untap",
              r"\bétapes? de dégagement\b", r"\bne se dégage(?:nt)? pas\b", r"アンタップ・ステップ",
              r"アンタップしない"), topic=True),
)

GATES = Gates({(m.id, i): gate for m in MECHANICS for i, gate in enumerate(m.compiled)})  # in the patterns' order
TOPICS = frozenset(m.id for m in MECHANICS if m.topic)
BY_NAME = {name.lower(): m for m in MECHANICS for name in (m.id, m.name, m.name_fr, m.name_ja)}


def mechanic_named(name: str) -> Mechanic | None:
    """The mechanic whose EN, FR or JA name is exactly `name` (case-insensitive)."""
    return BY_NAME.get(name.strip().lower())


def mechanics_in(text: str) -> list[tuple[str, str]]:
    """(mechanic id, evidence) for every mechanic whose patterns match text: the words its first matching pattern finds."""
    return filed_under(GATES.matches(text).items())


def filed_under(matches: Iterable[tuple[tuple[str, int], re.Match[str]]]) -> list[tuple[str, str]]:
    """mechanics_in of the matches of GATES' patterns in a text, in the gates' order (the linker searches them
    together with its cues, ingest/linker.py)."""
    found: dict[str, str] = {}
    for (mechanic, _), match in matches:
        found.setdefault(mechanic, match.group(0))
    return [(m.id, found[m.id]) for m in MECHANICS if m.id in found]
