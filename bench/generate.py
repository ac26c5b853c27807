"""A deterministic generator of a large rulings corpus in every supported source format.

    python bench/generate.py OUT_DIR [--rulings 100000] [--seed 0]

`rulings` is the number of distinct EN rulings. The same (rulings, seed) writes byte-identical files.
Every EN ruling carries a number or mana symbol, and no two rulings of one date share their numbers and
symbols, so the FR/JA aligner (same date, numbers, symbols) finds each translation's original.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
import unicodedata
import uuid
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

# --- word lists: (English, French, Japanese) -------------------------------------------------------------

ADJECTIVES = (
    ("Gleaming", "scintillant", "輝く"), ("Silent", "silencieux", "静寂の"), ("Ashen", "cendré", "灰色の"),
    ("Wandering", "errant", "さまよう"), ("Hollow", "creux", "虚ろな"), ("Radiant", "radieux", "光輝の"),
    ("Grim", "sinistre", "冷酷な"), ("Verdant", "verdoyant", "新緑の"), ("Ancient", "ancien", "古の"),
    ("Feral", "farouche", "野生の"), ("Tenacious", "tenace", "粘り強い"), ("Cunning", "rusé", "狡猾な"),
    ("Frozen", "gelé", "凍てついた"), ("Burning", "ardent", "燃え立つ"), ("Sunken", "englouti", "沈んだ"),
    ("Restless", "infatigable", "休みなき"), ("Veiled", "voilé", "覆われた"), ("Iron", "de fer", "鉄の"),
    ("Gilded", "doré", "金箔の"), ("Moonlit", "sélénite", "月明かりの"), ("Brazen", "effronté", "厚かましい"),
    ("Shrouded", "enveloppé", "覆い隠された"), ("Thorned", "épineux", "棘の"), ("Whispering", "murmurant", "囁く"),
    ("Ruthless", "impitoyable", "無慈悲な"), ("Patient", "patient", "辛抱強い"), ("Lost", "égaré", "迷える"),
    ("Hallowed", "sanctifié", "神聖な"), ("Bitter", "amer", "苦い"), ("Crimson", "cramoisi", "深紅の"),
    ("Azure", "azuré", "紺碧の"), ("Obsidian", "d'obsidienne", "黒曜石の"), ("Spectral", "spectral", "霊体の"),
    ("Savage", "féroce", "獰猛な"), ("Noble", "noble", "高貴な"), ("Wily", "madré", "抜け目ない"),
    ("Stalwart", "vaillant", "不屈の"), ("Dread", "redoutable", "恐るべき"), ("Luminous", "lumineux", "煌めく"),
    ("Mossy", "moussu", "苔むした"), ("Storm-Tossed", "ballotté par l'orage", "嵐に揉まれた"),
    ("Wretched", "misérable", "惨めな"), ("Twilight", "crépusculaire", "薄暮の"), ("Vigilant", "vigilant", "用心深い"),
    ("Clockwork", "mécanique", "機械仕掛けの"), ("Sacred", "sacré", "聖なる"), ("Reckless", "téméraire", "無謀な"),
    ("Blighted", "flétri", "荒廃した"), ("Eternal", "éternel", "永遠の"), ("Sly", "sournois", "ずる賢い"),
)
NOUNS = (
    ("Tomeseeker", "chercheur de grimoires", "書物探し"), ("Sentinel", "sentinelle", "歩哨"),
    ("Drake", "drake", "ドレイク"), ("Warden", "gardien", "番人"), ("Oracle", "oracle", "神託者"),
    ("Marauder", "maraudeur", "略奪者"), ("Alchemist", "alchimiste", "錬金術師"), ("Colossus", "colosse", "巨像"),
    ("Familiar", "familier", "使い魔"), ("Herald", "héraut", "先触れ"), ("Wanderer", "vagabond", "放浪者"),
    ("Shaman", "chaman", "シャーマン"), ("Duelist", "duelliste", "決闘者"), ("Sphinx", "sphinx", "スフィンクス"),
    ("Behemoth", "béhémoth", "ベヒモス"), ("Lancer", "lancier", "槍騎兵"), ("Scribe", "scribe", "書記"),
    ("Raptor", "raptor", "猛禽"), ("Pilgrim", "pèlerin", "巡礼者"), ("Reaver", "ravageur", "強奪者"),
    ("Golem", "golem", "ゴーレム"), ("Specter", "spectre", "スペクター"), ("Hydra", "hydre", "ハイドラ"),
    ("Seer", "voyant", "予見者"), ("Tracker", "pisteur", "追跡者"), ("Lantern", "lanterne", "角灯"),
    ("Chalice", "calice", "聖杯"), ("Bastion", "bastion", "砦"), ("Gate", "porte", "門"),
    ("Ritual", "rituel", "儀式"), ("Mystic", "mystique", "神秘家"), ("Knight", "chevalier", "騎士"),
    ("Archivist", "archiviste", "記録保管人"), ("Stalker", "traqueur", "忍び寄る者"), ("Brute", "brute", "巨漢"),
    ("Acolyte", "acolyte", "侍祭"), ("Vanguard", "avant-garde", "先兵"), ("Conjurer", "conjurateur", "召喚師"),
    ("Phoenix", "phénix", "フェニックス"), ("Serpent", "serpent", "大蛇"), ("Totem", "totem", "トーテム"),
    ("Idol", "idole", "偶像"), ("Beacon", "phare", "灯台"), ("Sanctum", "sanctuaire", "聖域"),
    ("Reliquary", "reliquaire", "聖遺物箱"), ("Outrider", "éclaireur", "先駆け"), ("Harbinger", "annonciateur", "前兆"),
    ("Smith", "forgeron", "鍛冶"), ("Hound", "limier", "猟犬"), ("Wyrm", "guivre", "ワーム"),
)
GIVEN_NAMES = (
    ("Varn", "ヴァーン"), ("Isolde", "イゾルデ"), ("Kethra", "ケスラ"), ("Morwen", "モーウェン"), ("Talvo", "タルヴォ"),
    ("Quessa", "クェッサ"), ("Dravik", "ドラヴィク"), ("Linnea", "リンネア"), ("Oskar", "オスカー"), ("Sefa", "セファ"),
    ("Brannoc", "ブラノック"), ("Yelena", "イェレナ"), ("Torvald", "トーヴァルド"), ("Mirela", "ミレラ"),
    ("Anwyn", "アンウィン"), ("Corvin", "コーヴィン"), ("Zaria", "ザリア"), ("Halvard", "ハルヴァルド"),
    ("Ilsabet", "イルサベト"), ("Ruko", "ルーコ"), ("Nerissa", "ネリッサ"), ("Fenwick", "フェンウィック"),
    ("Ozra", "オズラ"), ("Petra", "ペトラ"), ("Saelin", "セイリン"), ("Grisha", "グリーシャ"), ("Tamsin", "タムシン"),
    ("Voldra", "ヴォルドラ"), ("Elio", "エリオ"), ("Marisol", "マリソル"), ("Kaelen", "ケイレン"), ("Ysolde", "イソルデ"),
    ("Bertrand", "ベルトラン"), ("Olwen", "オルウェン"), ("Thessa", "テッサ"), ("Jorund", "ヨルンド"),
    ("Aveline", "アヴェリン"), ("Cassius", "カシアス"), ("Dunya", "ドゥーニャ"), ("Emrys", "エムリス"),
)
TITLES = (
    ("Keeper", "gardien", "守り手"), ("Herald", "héraut", "先触れ"), ("Voice", "voix", "声"), ("Blade", "lame", "刃"),
    ("Heir", "héritier", "継承者"), ("Scourge", "fléau", "災い"), ("Seeker", "chercheur", "探求者"),
    ("Watcher", "guetteur", "見張り"), ("Tyrant", "tyran", "暴君"), ("Shepherd", "berger", "羊飼い"),
    ("Champion", "champion", "勇者"), ("Witness", "témoin", "目撃者"), ("Architect", "architecte", "設計者"),
    ("Breaker", "briseur", "破壊者"), ("Speaker", "orateur", "語り部"), ("Hunter", "chasseur", "狩人"),
    ("Warlord", "seigneur de guerre", "将軍"), ("Prophet", "prophète", "預言者"), ("Thief", "voleur", "盗人"),
    ("Mother", "mère", "母"),
)
THINGS = (  # the French keeps its preposition: "de la cendre", "des épines", "du crépuscule"
    ("Ash", "de la cendre", "灰"), ("the Deep", "des profondeurs", "深淵"), ("Thorns", "des épines", "棘"),
    ("the Wild Court", "de la Cour sauvage", "野生の宮廷"), ("Storms", "des tempêtes", "嵐"),
    ("Embers", "des braises", "燠火"), ("the Tides", "des marées", "潮"), ("Bones", "des os", "骨"),
    ("Dusk", "du crépuscule", "黄昏"), ("Dawn", "de l'aube", "夜明け"), ("Mirrors", "des miroirs", "鏡"),
    ("the Vault", "de la chambre forte", "宝物庫"), ("Secrets", "des secrets", "秘密"),
    ("the Hollow Moon", "de la lune creuse", "虚ろな月"), ("Whispers", "des murmures", "囁き"),
    ("the Forge", "de la forge", "鍛冶場"), ("Rust", "de la rouille", "錆"), ("Glass", "du verre", "硝子"),
    ("the Marsh", "du marais", "沼地"), ("Ruin", "de la ruine", "破滅"), ("Lanterns", "des lanternes", "灯火"),
    ("the Spire", "de la flèche", "尖塔"), ("Feathers", "des plumes", "羽根"), ("the Sea", "de la mer", "海"),
    ("Chains", "des chaînes", "鎖"), ("Stars", "des étoiles", "星"), ("Silence", "du silence", "沈黙"),
    ("the Grove", "du bosquet", "木立"), ("Iron", "du fer", "鉄"), ("Echoes", "des échos", "残響"),
)
CREATURE_TYPES = (
    ("Human", "humain", "人間"), ("Wizard", "sorcier", "ウィザード"), ("Cleric", "clerc", "クレリック"),
    ("Rogue", "gredin", "ならず者"), ("Warrior", "guerrier", "戦士"), ("Elf", "elfe", "エルフ"),
    ("Knight", "chevalier", "騎士"), ("Spirit", "esprit", "スピリット"), ("Dragon", "dragon", "ドラゴン"),
    ("Zombie", "zombie", "ゾンビ"), ("Druid", "druide", "ドルイド"), ("Soldier", "soldat", "兵士"),
    ("Goblin", "gobelin", "ゴブリン"), ("Merfolk", "ondin", "マーフォーク"), ("Bird", "oiseau", "鳥"),
    ("Beast", "bête", "ビースト"),
)
CARD_TYPES = {
    "creature": ("Creature", "Créature", "クリーチャー"),
    "legendary": ("Legendary Creature", "Créature légendaire", "伝説のクリーチャー"),
    "artifact_creature": ("Artifact Creature", "Créature-artefact", "アーティファクト・クリーチャー"),
    "instant": ("Instant", "Éphémère", "インスタント"),
    "sorcery": ("Sorcery", "Rituel", "ソーサリー"),
    "enchantment": ("Enchantment", "Enchantement", "エンチャント"),
    "artifact": ("Artifact", "Artefact", "アーティファクト"),
}
ROOM_TYPE = ("Enchantment — Room", "Enchantement — pièce", "エンチャント — 部屋")
ADVENTURE_TYPES = (("Instant — Adventure", "Éphémère : aventure", "インスタント — 出来事"),
                   ("Sorcery — Adventure", "Rituel : aventure", "ソーサリー — 出来事"))

# --- oracle text lines: (English, French, Japanese, keyword or None); {name} is the face's name ----------

CREATURE_LINES = (
    ("Flying", "Vol", "飛行", "Flying"),
    ("Vigilance", "Vigilance", "警戒", "Vigilance"),
    ("Trample", "Piétinement", "トランプル", "Trample"),
    ("Deathtouch", "Contact mortel", "接死", "Deathtouch"),
    ("When {name} enters, draw a card.", "Quand {name} arrive, piochez une carte.",
     "{name}が戦場に出たとき、カード1枚を引く。", None),
    ("{T}: Add {G}.", "{T} : Ajoutez {G}.", "{T}：{G}を加える。", None),
    ("Whenever you cast a noncreature spell, put a +1/+1 counter on {name}.",
     "À chaque fois que vous lancez un sort non-créature, mettez un marqueur +1/+1 sur {name}.",
     "あなたがクリーチャーでない呪文を唱えるたび、{name}の上に+1/+1カウンター1個を置く。", None),
    ("When {name} enters, venture into the dungeon.", "Quand {name} arrive, aventurez-vous dans le donjon.",
     "{name}が戦場に出たとき、ダンジョンを探索する。", None),
    ("When {name} enters, create a Monster Role token attached to another target creature you control.",
     "Quand {name} arrive, créez un jeton de rôle Monstre attaché à une autre créature ciblée que vous contrôlez.",
     "{name}が戦場に出たとき、あなたがコントロールしている他のクリーチャー1体を対象とする。"
     "それにつけられた状態で怪物・役割トークン1つを生成する。", None),
)
SPELL_LINES = (
    ("Destroy target creature.", "Détruisez la créature ciblée.", "クリーチャー1体を対象とする。それを破壊する。", None),
    ("Draw two cards.", "Piochez deux cartes.", "カード2枚を引く。", None),
    ("Exile target nonland permanent.", "Exilez un permanent non-terrain ciblé.",
     "土地でないパーマネント1つを対象とし、それを追放する。", None),
    ("Copy target instant or sorcery spell. You may choose new targets for the copy.",
     "Copiez un sort d'éphémère ou de rituel ciblé. Vous pouvez choisir de nouvelles cibles pour la copie.",
     "インスタントかソーサリーである呪文1つを対象とし、それをコピーする。あなたはそのコピーの新しい対象を選んでもよい。", None),
    ("This spell costs {1} less to cast for each creature in your party.\nSearch your library for a card, "
     "put it into your hand, then shuffle.",
     "Ce sort coûte {1} de moins à lancer pour chaque créature dans votre groupe.\nCherchez une carte dans votre "
     "bibliothèque, mettez-la dans votre main, puis mélangez.",
     "この呪文を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー1体につき{1}少なくなる。\n"
     "あなたのライブラリーからカード1枚を探し、あなたの手札に加え、その後ライブラリーを切り直す。", None),
    ("{name} deals 3 damage to any target.", "{name} inflige 3 blessures à n'importe quelle cible.",
     "クリーチャー1体かプレインズウォーカー1体かプレイヤー1人を対象とする。{name}はそれに3点のダメージを与える。", None),
    ("Create a 1/1 white Soldier creature token.", "Créez un jeton de créature 1/1 blanche Soldat.",
     "白の1/1の兵士・クリーチャー・トークン1体を生成する。", None),
)
PERMANENT_LINES = (
    ("{2}, {T}: Draw a card.", "{2}, {T} : Piochez une carte.", "{2}, {T}：カード1枚を引く。", None),
    ("Creatures you control get +1/+1.", "Les créatures que vous contrôlez gagnent +1/+1.",
     "あなたがコントロールしているクリーチャーは+1/+1の修整を受ける。", None),
    ("Whenever a creature you control dies, you gain 1 life.",
     "À chaque fois qu'une créature que vous contrôlez meurt, vous gagnez 1 point de vie.",
     "あなたがコントロールしているクリーチャー1体が死亡するたび、あなたは1点のライフを得る。", None),
    ("At the beginning of your upkeep, scry 1.", "Au début de votre entretien, regard 1.",
     "あなたのアップキープの開始時に、占術1を行う。", None),
)
ROOM_LINES = (
    ("When you unlock this door, return up to one target creature to its owner's hand.",
     "Quand vous déverrouillez cet accès, renvoyez jusqu'à une créature ciblée dans la main de son propriétaire.",
     "このドアを開放したとき、クリーチャー最大1体を対象とする。それをオーナーの手札に戻す。", None),
    ("Whenever one or more creatures you control deal combat damage to a player, draw a card.",
     "À chaque fois qu'au moins une créature que vous contrôlez inflige des blessures de combat à un joueur, "
     "piochez une carte.",
     "あなたがコントロールしているクリーチャー1体以上がプレイヤー1人に戦闘ダメージを与えるたび、カード1枚を引く。", None),
    ("When you unlock this door, create a 1/1 white Spirit creature token with flying.",
     "Quand vous déverrouillez cet accès, créez un jeton de créature 1/1 blanche Esprit avec le vol.",
     "このドアを開放したとき、飛行を持つ白の1/1のスピリット・クリーチャー・トークン1体を生成する。", None),
)


# --- ruling templates --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Template:
    """A ruling in EN, FR and JA with the same slots: {card}, {n} (per-date counter), {k}, {cost}, {sym}, {gn}."""

    mechanic: str | None
    en: str
    fr: str
    ja: str

    @property
    def names_card(self) -> bool:
        """True when the ruling names its card."""
        return "{card}" in self.en


TEMPLATES = (
    Template("room",
             "Any time you could cast a sorcery, you may pay {cost} to unlock the locked door of {card}. If that "
             "door's ability deals {n} damage when it's unlocked, that ability triggers then.",
             "Chaque fois que vous pourriez lancer un rituel, vous pouvez payer {cost} ; vous déverrouillez alors "
             "l'accès verrouillé de {card}. Si la capacité de cet accès inflige {n} blessures quand il est "
             "déverrouillé, cette capacité se déclenche à ce moment-là.",
             "あなたがソーサリーを唱えられるときならいつでも、あなたは{cost}を支払って《{card}》の閉鎖されているドアを"
             "開放してもよい。そのドアの能力が開放されたときに{n}点のダメージを与えるなら、その能力はその時点で誘発する。"),
    Template("room",
             "While {card} is in your library, its mana value is {n}, the total of both doors. An effect that "
             "searches for a card with mana value {k} or less can't find it.",
             "Tant que {card} est dans votre bibliothèque, sa valeur de mana est de {n}, le total de ses deux accès. "
             "Un effet qui cherche une carte ayant une valeur de mana inférieure ou égale à {k} ne peut pas la "
             "trouver.",
             "《{card}》がライブラリーにある間、そのマナ総量は両方のドアの合計である{n}である。マナ総量が{k}以下の"
             "カードを探す効果では、それを見つけることはできない。"),
    Template("room",
             "If neither door of {card} is unlocked, it's a Room with no name and no abilities, and it isn't one "
             "of the {n} or more enchantments an effect may count.",
             "Si aucun accès de {card} n'est déverrouillé, c'est une pièce sans nom ni capacité, et elle ne fait "
             "pas partie des {n} enchantements ou plus qu'un effet peut compter.",
             "《{card}》のどちらのドアも開放されていないなら、それは名前も能力も持たない部屋であり、効果が数える"
             "{n}個以上のエンチャントには含まれない。"),
    Template("party",
             "{card} checks whether you have a full party: a Cleric, a Rogue, a Warrior and a Wizard. If you do, "
             "it deals {n} damage instead of {k}.",
             "La capacité de {card} vérifie si vous avez un groupe complet : un clerc, un gredin, un guerrier et un "
             "sorcier. Si c'est le cas, elle inflige {n} blessures au lieu de {k}.",
             "《{card}》はあなたのパーティーが全員そろっているかどうか、つまりクレリック、ならず者、戦士、ウィザードが"
             "いるかどうかを確認する。そうであるなら、それは{k}点ではなく{n}点のダメージを与える。"),
    Template("party",
             "If you control a Cleric Wizard and a Rogue, the number of creatures in your party is two, so {card} "
             "gives you {n} life.",
             "Si vous contrôlez un clerc et sorcier et un gredin, votre groupe compte deux créatures, donc {card} "
             "vous fait gagner {n} points de vie.",
             "あなたがクレリック・ウィザードとならず者をコントロールしているなら、あなたのパーティーのクリーチャーの数は"
             "二体なので、《{card}》によりあなたは{n}点のライフを得る。"),
    Template("party",
             "The cost reduction of {card} counts the creatures in your party as you cast it; its mana value stays "
             "{n} no matter what you paid.",
             "La réduction de coût de {card} compte les créatures de votre groupe au moment où vous le lancez ; sa "
             "valeur de mana reste de {n} quel que soit le coût payé.",
             "《{card}》のコスト減少は、それを唱える時点であなたのパーティーを構成しているクリーチャーを数える。"
             "支払ったコストにかかわらず、そのマナ総量は{n}のままである。"),
    Template("adventure",
             "If you cast {card} as an Adventure, it's exiled as it resolves. Later, you may cast the creature "
             "from exile by paying {cost}, even {n} turns later.",
             "Si vous lancez {card} en tant qu'aventure, il est exilé au moment où il se résout. Plus tard, vous "
             "pouvez lancer la créature depuis l'exil en payant {cost}, même {n} tours plus tard.",
             "《{card}》を出来事として唱えたなら、それは解決に際して追放される。その後、あなたは{cost}を支払って"
             "そのクリーチャーを追放領域から唱えてもよい。{n}ターン後であってもよい。"),
    Template("adventure",
             "If {card} is countered while cast as an Adventure, it goes to the graveyard instead of exile, and you "
             "can't cast the creature later. Its {n} damage is never dealt.",
             "Si {card} est contrecarré alors qu'il a été lancé en tant qu'aventure, il va au cimetière au lieu "
             "d'être exilé, et vous ne pourrez pas lancer la créature plus tard. Ses {n} blessures ne sont jamais "
             "infligées.",
             "《{card}》が出来事として唱えられている間に打ち消されたなら、それは追放されずに墓地に置かれ、あなたは後で"
             "そのクリーチャーを唱えることはできない。その{n}点のダメージは与えられない。"),
    Template("adventure",
             "While on the stack as an Adventure, {card} has only its Adventure characteristics: its mana cost is "
             "{cost} and its mana value is {n}.",
             "Tant qu'elle est sur la pile en tant qu'aventure, la carte {card} n'a que les caractéristiques de son "
             "aventure : son coût de mana est alors {cost} et sa valeur de mana est de {n}.",
             "出来事としてスタックにある間、《{card}》は出来事の特性のみを持つ。そのマナ・コストは{cost}であり、"
             "マナ総量は{n}である。"),
    Template("role",
             "If {card} creates a Role token attached to a creature that already has a Role you control, you put "
             "the older Role into the graveyard. The creature gets +1/+1 for each of your {n} enchantments.",
             "Si {card} crée un jeton de rôle attaché à une créature qui a déjà un rôle que vous contrôlez, vous "
             "mettez l'ancien rôle au cimetière. La créature gagne +1/+1 pour chacun de vos {n} enchantements.",
             "《{card}》が、あなたがコントロールする役割がすでについているクリーチャーにつけられた状態で役割トークンを"
             "生成するなら、古いほうの役割を墓地に置く。そのクリーチャーは、あなたの{n}つのエンチャントそれぞれにつき"
             "+1/+1の修整を受ける。"),
    Template("role",
             "If the creature {card} would attach a Role token to has protection from enchantments, the token isn't "
             "created, and none of the {n} counters are put on it.",
             "Si la créature à laquelle {card} devrait attacher un jeton de rôle a la protection contre les "
             "enchantements, le jeton n'est pas créé, et aucun des {n} marqueurs n'est placé sur elle.",
             "《{card}》が役割トークンをつけようとするクリーチャーがプロテクション（エンチャント）を持つなら、"
             "そのトークンは生成されず、{n}個のカウンターはどれも置かれない。"),
    Template("copy",
             "A copy of {card}'s spell keeps the value of X it was cast with. If X was {n}, the copy's X is also {n}.",
             "Une copie du sort {card} garde la valeur de X choisie pour l'original. Si X valait {n}, le X de la "
             "copie vaut aussi {n}.",
             "《{card}》の呪文のコピーは、元の呪文のXの値を引き継ぐ。Xが{n}であったなら、コピーのXも{n}である。"),
    Template("copy",
             "A token that's a copy of {card} has its mana cost of {cost}, but it isn't cast, so abilities that "
             "trigger on casting won't trigger. It enters with {n} +1/+1 counters only if an effect says so.",
             "Un jeton qui est une copie de {card} a son coût de mana de {cost}, mais il n'est pas lancé, donc les "
             "capacités qui se déclenchent quand on lance un sort ne se déclenchent pas. Il arrive avec {n} marqueurs "
             "+1/+1 seulement si un effet le précise.",
             "《{card}》のコピーであるトークンはマナ・コスト{cost}を持つが、唱えられたわけではないので、唱えたときに"
             "誘発する能力は誘発しない。効果がそう指示する場合にのみ、それは+1/+1カウンター{n}個が置かれた状態で"
             "戦場に出る。"),
    Template("copy",
             "Copying {card}'s activated ability doesn't copy its cost of {sym}. The copy has the same targets "
             "unless you choose new ones, and it deals {n} damage too.",
             "Copier la capacité activée de {card} ne copie pas son coût de {sym}. La copie a les mêmes cibles, à "
             "moins que vous n'en choisissiez de nouvelles, et elle inflige aussi {n} blessures.",
             "《{card}》の起動型能力をコピーしても、そのコスト{sym}はコピーされない。新たな対象を選ばない限りコピーは"
             "同じ対象を持ち、それも{n}点のダメージを与える。"),
    Template("cost",
             "The mana value of {card} is determined only by its mana cost of {cost}. Cost reductions and additional "
             "costs don't change it, even if you paid {n} mana in total.",
             "La valeur de mana de {card} est déterminée uniquement par son coût de mana de {cost}. Les réductions "
             "de coût et les coûts supplémentaires ne la modifient pas, même si vous avez payé {n} manas au total.",
             "《{card}》のマナ総量はそのマナ・コスト{cost}のみによって決まる。コスト減少や追加コストはそれを変えない。"
             "合計{n}マナを支払ったとしても同様である。"),
    Template("cost",
             "If you cast {card} without paying its mana cost, you must choose 0 as the value of X. You can't pay "
             "{gn} to raise the value of X.",
             "Si vous lancez {card} sans payer son coût de mana, vous devez choisir 0 comme valeur de X. Vous ne "
             "pouvez pas payer {gn} pour augmenter la valeur de X.",
             "《{card}》をマナ・コストを支払うことなく唱えるなら、Xの値として0を選ばなければならない。Xの値を増やすために"
             "{gn}を支払うことはできない。"),
    Template("cost",
             "To find the total cost of {card}, start with {cost}, add any cost increases such as {gn}, then apply "
             "any cost reductions.",
             "Pour déterminer le coût total de {card}, partez de {cost}, ajoutez les augmentations de coût comme "
             "{gn}, puis appliquez les réductions de coût.",
             "《{card}》の総コストを決めるには、{cost}から始め、{gn}のようなコスト増加を加え、その後コスト減少を適用する。"),
    Template("dungeon",
             "Each time {card} tells you to venture into the dungeon, you move your venture marker to the next "
             "room. If you complete a dungeon, {card} deals {n} damage.",
             "Chaque fois que {card} vous dit de vous aventurer dans le donjon, vous déplacez votre marqueur "
             "d'aventure vers la salle suivante. Si vous terminez un donjon, {card} inflige {n} blessures.",
             "《{card}》があなたにダンジョンを探索するよう指示するたび、あなたは探索マーカーを次の部屋に移動する。"
             "あなたがダンジョンを攻略したなら、《{card}》は{n}点のダメージを与える。"),
    Template("dungeon",
             "A room ability of the dungeon is a triggered ability. It triggers when your venture marker enters "
             "that room, even if {card} left the battlefield; it can give you {n} life.",
             "Une capacité de salle du donjon est une capacité déclenchée. Elle se déclenche quand votre marqueur "
             "d'aventure entre dans cette salle, même si {card} a quitté le champ de bataille ; elle peut vous faire "
             "gagner {n} points de vie.",
             "ダンジョンの部屋能力は誘発型能力である。それはあなたの探索マーカーがその部屋に入ったときに誘発する。"
             "《{card}》が戦場を離れていたとしても誘発し、あなたに{n}点のライフを得させることがある。"),
    Template("ability",
             "The triggered ability of {card} triggers only once for each spell, even if that spell has {n} targets.",
             "La capacité déclenchée de {card} ne se déclenche qu'une seule fois pour chaque sort, même si ce sort "
             "a {n} cibles.",
             "《{card}》の誘発型能力は、その呪文が{n}個の対象を持っていたとしても、呪文一つにつき一回だけ誘発する。"),
    Template("ability",
             "The activated ability of {card} with the cost {sym} isn't a mana ability, because it has a target. "
             "You can activate it {n} times if you can pay.",
             "La capacité activée de {card} au coût de {sym} n'est pas une capacité de mana, car elle a une cible. "
             "Vous pouvez l'activer {n} fois si vous pouvez payer.",
             "コスト{sym}を持つ《{card}》の起動型能力は、対象を取るのでマナ能力ではない。コストを支払えるなら、"
             "あなたはそれを{n}回起動できる。"),
    Template("ability",
             "If {card} leaves the battlefield before its triggered ability resolves, the ability still resolves, "
             "and it uses the {n} counters {card} had when it left.",
             "Si {card} quitte le champ de bataille avant la résolution de sa capacité déclenchée, la capacité se "
             "résout quand même, et elle utilise les {n} marqueurs que {card} avait au moment où il est parti.",
             "《{card}》がその誘発型能力の解決前に戦場を離れたとしても、その能力は解決され、《{card}》が戦場を"
             "離れたときに置かれていた{n}個のカウンターを用いる。"),
    Template(None,
             "If {card} deals {n} damage to a creature with toughness {k} or less, that creature is destroyed.",
             "Si {card} inflige {n} blessures à une créature ayant une endurance inférieure ou égale à {k}, cette "
             "créature est détruite.",
             "《{card}》がタフネスが{k}以下のクリーチャーに{n}点のダメージを与えたなら、そのクリーチャーは破壊される。"),
    Template(None,
             "{card} gets +1/+1 for each other creature you control. If you control {n} other creatures, it gets "
             "+{n}/+{n}.",
             "{card} gagne +1/+1 pour chaque autre créature que vous contrôlez. Si vous contrôlez {n} autres "
             "créatures, il gagne +{n}/+{n}.",
             "《{card}》は、あなたがコントロールする他のクリーチャー一体につき+1/+1の修整を受ける。あなたが他の"
             "クリーチャーを{n}体コントロールしているなら、それは+{n}/+{n}の修整を受ける。"),
    Template(None,
             "If your life total is {n} or more as {card}'s ability resolves, you draw {k} cards.",
             "Si votre total de points de vie est supérieur ou égal à {n} au moment où la capacité de {card} se "
             "résout, vous piochez {k} cartes.",
             "《{card}》の能力の解決時にあなたのライフ総量が{n}点以上なら、あなたはカードを{k}枚引く。"),
    Template(None,
             "You choose the mode of {card} as you cast it, and you can't change it later. Choosing the second mode "
             "costs an additional {gn}.",
             "Vous choisissez le mode de {card} au moment où vous le lancez, et vous ne pouvez pas le changer plus "
             "tard. Choisir le deuxième mode coûte {gn} de plus.",
             "《{card}》のモードはそれを唱える際に選び、後で変更することはできない。二番目のモードを選ぶには追加で"
             "{gn}が必要である。"),
    Template(None,
             "If {card} and another creature would each deal {n} combat damage at the same time, they deal it "
             "simultaneously.",
             "Si {card} et une autre créature devaient infliger chacune {n} blessures de combat en même temps, elles "
             "les infligent simultanément.",
             "《{card}》と他のクリーチャーがそれぞれ{n}点の戦闘ダメージを同時に与える場合、それらは同時にダメージを与える。"),
    Template("copy",
             "Tokens created this way enter with {n} +1/+1 counters on them. They're not cast, so abilities that "
             "trigger on casting don't trigger.",
             "Les jetons créés de cette manière arrivent avec {n} marqueurs +1/+1. Ils ne sont pas lancés, donc les "
             "capacités qui se déclenchent quand on lance un sort ne se déclenchent pas.",
             "この方法で生成されたトークンは、+1/+1カウンター{n}個が置かれた状態で戦場に出る。それらは唱えられたわけでは"
             "ないので、唱えたときに誘発する能力は誘発しない。"),
    Template(None,
             "If a player would draw {n} cards while their library has fewer cards, they draw the rest and lose "
             "the game the next time state-based actions are checked.",
             "Si un joueur devait piocher {n} cartes alors que sa bibliothèque en contient moins, il pioche les "
             "cartes restantes et perd la partie la prochaine fois que les actions basées sur un état sont vérifiées.",
             "プレイヤーが{n}枚のカードを引くときにライブラリーのカードがそれより少ないなら、そのプレイヤーは残りの"
             "カードを引き、次に状態起因処理がチェックされたときにゲームに敗北する。"),
    Template("room",
             "Each Room card is a single card. If an effect counts {n} or more enchantment cards in your graveyard, "
             "a Room card counts once, not twice.",
             "Chaque carte de pièce est une seule carte. Si un effet compte {n} cartes d'enchantement ou plus dans "
             "votre cimetière, une carte de pièce compte une fois, pas deux.",
             "それぞれの部屋・カードは一枚のカードである。効果があなたの墓地にある{n}枚以上のエンチャント・カードを"
             "数えるなら、部屋・カードは二枚ではなく一枚として数えられる。"),
    Template("role",
             "Roles are colorless enchantment tokens with the Aura and Role subtypes. A player can attach {n} Roles "
             "to different creatures, but only one Role they control to each.",
             "Les rôles sont des jetons d'enchantement incolores avec les sous-types Aura et Rôle. Un joueur peut "
             "attacher {n} rôles à des créatures différentes, mais un seul rôle qu'il contrôle à chacune.",
             "役割は、オーラと役割のサブタイプを持つ無色のエンチャント・トークンである。プレイヤーは{n}個の役割を別々の"
             "クリーチャーにつけることができるが、各クリーチャーにはそのプレイヤーがコントロールする役割は一つしか"
             "つけられない。"),
)
NAMING_TEMPLATES = tuple(i for i, t in enumerate(TEMPLATES) if t.names_card)
ABILITY_SYMBOLS = ("{T}", "{Q}", "{E}", "{C}", "{S}")
# Words found by full-text search in the generated texts, per language (bench/run.py draws its queries here).
SEARCH_WORDS = {
    "en": ("unlock", "mana", "exile", "party", "dungeon", "copy", "damage", "Role"),
    "fr": ("déverrouillez", "créature", "groupe", "exil", "donjon", "blessures", "copie"),
    "ja": ("部屋", "戦場", "ダンジョン", "追放", "パーティー", "出来事"),
}

# --- dates -------------------------------------------------------------------------------------------------

FIRST_DAY, LAST_DAY, DATE_COUNT = dt.date(2018, 1, 1), dt.date(2026, 6, 30), 250
EN_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December")
FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre")
FR_MONTHS_SHORT = ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.")
FR_HEADER = ("Clarifications officielles de Wizards of the Coast. La traduction FR ci-dessous est générée "
             "automatiquement (IA) — l'original anglais reste la source de vérité.")
EN_SEPARATORS = (" · ", " · ", " · ", " — ", " - ", " | ")
EN_SOURCE_LABELS = ("source: ", "source: ", "source : ", "Source: ")
JA_SEPARATORS = (" · ", " · ", "·", "  ·  ")
JA_SOURCE_LABELS = ("ソース：", "ソース：", "ソース: ")
FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")

# --- the content model -------------------------------------------------------------------------------------

SYMBOL = re.compile(r"\{[^{}]+\}|[+-]\d+/[+-]\d+")
NUMBER = re.compile(r"\d+")
Signature = tuple[tuple[str, ...], tuple[str, ...]]
Trio = tuple[str, str, str]


def signature(text: str) -> Signature:
    """The numbers and symbols of a text as the aligner compares them (sorted, after NFKC)."""
    text = unicodedata.normalize("NFKC", text)
    return tuple(sorted(NUMBER.findall(SYMBOL.sub(" ", text)))), tuple(sorted(SYMBOL.findall(text)))


@dataclass(slots=True)
class Face:
    """One face of a card: names, cost and type and text in EN/FR/JA."""

    names: Trio
    mana_cost: str
    types: Trio
    text: Trio
    keywords: list[str]
    creature: bool


@dataclass(slots=True)
class Ruling:
    """One distinct EN ruling and where it goes; FR and JA texts are rendered when written."""

    card: Card
    published: str
    source: str
    template: Template
    name: Trio
    n: int
    k: int
    cost: str
    sym: str
    en: str
    fr: bool
    ja: bool
    wide: bool  # the JA text prints its numbers in full-width digits
    repeated: bool  # a Scryfall ruling MTGJSON repeats


@dataclass(slots=True)
class Card:
    """A card with its faces, languages, the source its rulings come from, and its rulings."""

    oracle_id: str
    scryfall_id: str
    layout: str
    faces: list[Face]
    has_fr: bool
    has_ja: bool
    home: str  # "scryfall", "mtgjson" or "en_page"
    localized_fr: bool
    localized_ja: bool
    forge_fr: bool
    forge_ja: bool
    rulings: list[Ruling] = field(default_factory=list)

    def name(self, lang: int = 0) -> str:
        """The card's name in a language (0 en, 1 fr, 2 ja): faces joined with " // "."""
        return " // ".join(f.names[lang] for f in self.faces)

    def cmc(self) -> float:
        """Scryfall's cmc: the sum of a split card's halves, else the front face's."""
        faces = self.faces if self.layout == "split" else self.faces[:1]
        return float(sum(mana_value(f.mana_cost) for f in faces))


def mana_value(cost: str) -> int:
    """The mana value of a mana cost: generic amounts plus one per coloured or hybrid symbol, X counting 0."""
    total = 0
    for symbol in re.findall(r"\{([^{}]+)\}", cost):
        total += int(symbol) if symbol.isdigit() else 0 if symbol == "X" else 1
    return total


def colors(cost: str) -> list[str]:
    """The colours of a mana cost in WUBRG order."""
    return [c for c in "WUBRG" if c in cost]


class NameMaker:
    """Unique made-up card names in EN, FR and JA, drawn uniformly over three patterns."""

    def __init__(self, rng: random.Random) -> None:
        """Start with no name used."""
        self.rng, self.used = rng, set()
        self.sizes = (len(ADJECTIVES) * len(NOUNS), len(GIVEN_NAMES) * len(TITLES) * len(THINGS),
                      len(ADJECTIVES) * len(NOUNS) * len(THINGS))

    def draw(self) -> tuple[Trio, bool]:
        """A new (en, fr, ja) name, and whether it is a legendary character's."""
        for _ in range(10_000):
            pick = self.rng.randrange(sum(self.sizes))
            legendary = self.sizes[0] <= pick < self.sizes[0] + self.sizes[1]
            names = self._plain() if pick < self.sizes[0] else self._legend() if legendary else self._of_thing()
            if names[0] not in self.used:
                self.used.add(names[0])
                return names, legendary
        raise ValueError(f"the name space ({sum(self.sizes)} names) is exhausted: ask for fewer rulings")

    def _plain(self) -> Trio:
        """ "Gleaming Tomeseeker" / "Chercheur de grimoires scintillant" / "輝く書物探し"."""
        adj, noun = self.rng.choice(ADJECTIVES), self.rng.choice(NOUNS)
        return f"{adj[0]} {noun[0]}", capitalize(f"{noun[1]} {adj[1]}"), adj[2] + noun[2]

    def _legend(self) -> Trio:
        """ "Varn, Keeper of Ash" / "Varn, gardien de la cendre" / "灰の守り手、ヴァーン"."""
        given, title, thing = self.rng.choice(GIVEN_NAMES), self.rng.choice(TITLES), self.rng.choice(THINGS)
        return f"{given[0]}, {title[0]} of {thing[0]}", f"{given[0]}, {title[1]} {thing[1]}", \
            f"{thing[2]}の{title[2]}、{given[1]}"

    def _of_thing(self) -> Trio:
        """ "Silent Warden of the Deep" / "Gardien silencieux des profondeurs" / "深淵の静寂の番人"."""
        adj, noun, thing = self.rng.choice(ADJECTIVES), self.rng.choice(NOUNS), self.rng.choice(THINGS)
        return f"{adj[0]} {noun[0]} of {thing[0]}", capitalize(f"{noun[1]} {adj[1]} {thing[1]}"), \
            f"{thing[2]}の{adj[2]}{noun[2]}"


def capitalize(text: str) -> str:
    """Upper-case the first letter only."""
    return text[:1].upper() + text[1:]


def random_mana_cost(rng: random.Random, spell: bool = True) -> str:
    """A mana cost such as {2}{W}, {X}{R}, {W/U}{W/U} or {1}{U}{B}."""
    x = "{X}" if spell and rng.random() < 0.1 else ""
    if rng.random() < 0.08:
        pair = rng.choice(("W/U", "U/B", "B/R", "R/G", "G/W", "W/B", "U/R", "B/G", "R/W", "G/U"))
        return x + f"{{{rng.randint(0, 2)}}}".replace("{0}", "") + f"{{{pair}}}" * rng.randint(1, 2)
    colours = rng.sample("WUBRG", rng.choice((1, 1, 1, 2)))
    coloured = "".join(f"{{{c}}}" * rng.randint(1, 2) for c in "WUBRG" if c in colours)
    generic = rng.choice((0, 0, 1, 1, 2, 2, 3, 4, 5, 6))
    return x + (f"{{{generic}}}" if generic else "") + coloured


def type_line(rng: random.Random, kind: str) -> Trio:
    """A type line in EN/FR/JA: "Creature — Human Wizard" / "Créature — humain et sorcier" / "クリーチャー — 人間・ウィザード"."""
    base = CARD_TYPES[kind]
    if kind not in ("creature", "legendary", "artifact_creature"):
        return base
    subtypes = rng.sample(CREATURE_TYPES, rng.choice((1, 2, 2)))
    return (f"{base[0]} — {' '.join(s[0] for s in subtypes)}", f"{base[1]} — {' et '.join(s[1] for s in subtypes)}",
            f"{base[2]} — {'・'.join(s[2] for s in subtypes)}")


def oracle_text(rng: random.Random, names: Trio, pool: tuple, count: int) -> tuple[Trio, list[str]]:
    """Rules text of a face in EN/FR/JA (lines joined with newlines) and its keywords."""
    lines = rng.sample(pool, count)
    text = tuple("\n".join(line[lang].replace("{name}", names[lang]) for line in lines) for lang in range(3))
    return text, [line[3] for line in lines if line[3]]


def make_face(rng: random.Random, names: tuple[Trio, bool], kind: str, mana_cost: str | None = None) -> Face:
    """A face of the given kind: creature, legendary, instant, sorcery, room, adventure, …"""
    (trio, legendary) = names
    if kind == "creature" and legendary:
        kind = "legendary"
    cost = random_mana_cost(rng) if mana_cost is None else mana_cost
    if kind == "room":
        text, keywords = oracle_text(rng, trio, ROOM_LINES, 1)
        return Face(trio, cost, ROOM_TYPE, text, keywords, False)
    if kind in ("adventure_instant", "adventure_sorcery"):
        text, keywords = oracle_text(rng, trio, SPELL_LINES, 1)
        return Face(trio, cost, ADVENTURE_TYPES[kind == "adventure_sorcery"], text, keywords, False)
    creature = kind in ("creature", "legendary", "artifact_creature")
    pool = CREATURE_LINES if creature else SPELL_LINES if kind in ("instant", "sorcery") else PERMANENT_LINES
    text, keywords = oracle_text(rng, trio, pool, rng.choice((1, 2)) if creature else 1)
    return Face(trio, cost, type_line(rng, kind), text, keywords, creature)


LAYOUTS = (("normal", 85), ("adventure", 4), ("split", 4), ("transform", 4), ("modal_dfc", 3))
NORMAL_KINDS = ("creature", "creature", "creature", "creature", "artifact_creature", "instant", "sorcery",
                "enchantment", "artifact")


def make_faces(rng: random.Random, layout: str, names: NameMaker) -> list[Face]:
    """The faces of a card of a layout (one for normal, two otherwise)."""
    if layout == "normal":
        return [make_face(rng, names.draw(), rng.choice(NORMAL_KINDS))]
    if layout == "adventure":
        kind = rng.choice(("adventure_instant", "adventure_sorcery"))
        return [make_face(rng, names.draw(), "creature"), make_face(rng, names.draw(), kind)]
    if layout == "split":
        kinds = ("room", "room") if rng.random() < 0.5 else (rng.choice(("instant", "sorcery")),) * 2
        return [make_face(rng, names.draw(), kind) for kind in kinds]
    if layout == "transform":
        return [make_face(rng, names.draw(), "creature"), make_face(rng, names.draw(), "creature", "")]
    back = rng.choice(("creature", "artifact", "enchantment"))
    return [make_face(rng, names.draw(), rng.choice(("instant", "sorcery"))), make_face(rng, names.draw(), back)]


def weighted(rng: random.Random, choices: tuple[tuple[str, int], ...]) -> str:
    """One of the choices, by weight."""
    return rng.choices([c for c, _ in choices], [w for _, w in choices])[0]


def new_uuid(rng: random.Random) -> str:
    """A version-4 UUID from the generator's random stream."""
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def make_card(rng: random.Random, names: NameMaker) -> Card:
    """A card with its layout, faces, languages and the source its rulings come from."""
    oracle_id, scryfall_id = new_uuid(rng), new_uuid(rng)
    layout = weighted(rng, LAYOUTS)
    faces = make_faces(rng, layout, names)
    has_fr, has_ja = rng.random() < 0.5, rng.random() < 0.4
    home = "en_page" if rng.random() < 0.08 else "scryfall" if rng.random() < 0.625 else "mtgjson"
    return Card(oracle_id, scryfall_id, layout, faces, has_fr, has_ja, home,
                localized_fr=has_fr and rng.random() < 0.8, localized_ja=has_ja and rng.random() < 0.625,
                forge_fr=has_fr and rng.random() < 0.6, forge_ja=has_ja and rng.random() < 0.75)


class DateCounters:
    """Per publication date: the next counter number and the signatures already used."""

    def __init__(self) -> None:
        """No date used yet."""
        self.next: dict[str, int] = {}
        self.used: dict[str, set[Signature]] = {}

    def claim(self, date: str, text_for: Callable[[int], str]) -> tuple[int, str]:
        """The first counter n from the date's next whose text has a signature new on that date; (n, text)."""
        n = self.next.get(date, 2)
        used = self.used.setdefault(date, set())
        while (sig := signature(text := text_for(n))) in used:
            n += 1
        used.add(sig)
        self.next[date] = n + 1
        return n, text


def render(template: str, name: str, n: int, k: int, cost: str, sym: str, wide: bool = False) -> str:
    """A template with its slots filled; wide prints n and k in full-width digits (as JA texts often do)."""
    number = (lambda v: str(v).translate(FULL_WIDTH)) if wide else str
    return template.format(card=name, n=number(n), k=number(k), cost=cost, sym=sym, gn=f"{{{n}}}")


def ruling_name(rng: random.Random, card: Card) -> Trio:
    """The name a ruling calls its card by: the full name, or one face's for multi-face cards."""
    choice = rng.randrange(len(card.faces) + 1) if len(card.faces) > 1 else 0
    if choice == 0:
        return card.name(0), card.name(1), card.name(2)
    return card.faces[choice - 1].names


def add_rulings(rng: random.Random, card: Card, count: int, dates: list[str], counters: DateCounters) -> None:
    """count distinct rulings of the card, on one to three of its dates."""
    card_dates = rng.sample(dates, rng.randint(1, 3))
    pool = NAMING_TEMPLATES if card.home == "en_page" else range(len(TEMPLATES))
    for _ in range(count):
        published, template = rng.choice(card_dates), TEMPLATES[rng.choice(pool)]
        name, k, sym = ruling_name(rng, card), rng.randint(2, 6), rng.choice(ABILITY_SYMBOLS)
        cost = card.faces[0].mana_cost or random_mana_cost(rng)
        source = "wotc" if card.home == "mtgjson" or rng.random() >= 1 / 7 else "scryfall"
        n, en = counters.claim(published, lambda n: render(template.en, name[0], n, k, cost, sym))
        card.rulings.append(Ruling(card, published, source, template, name, n, k, cost, sym, en,
                                   fr=rng.random() < 0.5, ja=rng.random() < 0.3, wide=rng.random() < 0.3,
                                   repeated=card.home == "scryfall" and source == "wotc" and rng.random() < 0.058))
    card.rulings.sort(key=lambda r: r.published)


def ruling_count(rng: random.Random, card: Card) -> int:
    """How many rulings a card has: about ten for a card with its own EN page, one to six otherwise."""
    return rng.randint(6, 14) if card.home == "en_page" else rng.randint(1, 6)


def publication_dates(rng: random.Random) -> list[str]:
    """DATE_COUNT distinct days between FIRST_DAY and LAST_DAY, sorted, as ISO dates."""
    span = (LAST_DAY - FIRST_DAY).days + 1
    return [(FIRST_DAY + dt.timedelta(days=d)).isoformat() for d in sorted(rng.sample(range(span), DATE_COUNT))]


def make_cards(rng: random.Random, rulings: int) -> list[Card]:
    """Cards until exactly `rulings` distinct EN rulings exist (about one card per four rulings)."""
    dates, names, counters = publication_dates(rng), NameMaker(rng), DateCounters()
    cards: list[Card] = []
    total = 0
    while total < rulings:
        card = make_card(rng, names)
        count = min(ruling_count(rng, card), rulings - total)
        add_rulings(rng, card, count, dates, counters)
        cards.append(card)
        total += count
    return cards


def translation(ruling: Ruling, lang: int) -> str:
    """A ruling's FR (lang 1) or JA (lang 2) text: the card's name in that language where it has one."""
    has = ruling.card.has_fr if lang == 1 else ruling.card.has_ja
    name = ruling.name[lang] if has else ruling.name[0]
    template = ruling.template.fr if lang == 1 else ruling.template.ja
    return render(template, name, ruling.n, ruling.k, ruling.cost, ruling.sym, wide=lang == 2 and ruling.wide)


# --- writers -----------------------------------------------------------------------------------------------

def write_array(path: Path, objects: Iterable[dict]) -> int:
    """A JSON array written one object a line, as Scryfall's bulk files are; returns how many objects."""
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with path.open("w", encoding="utf-8", newline="\n") as out:
        out.write("[")
        for obj in objects:
            out.write(",\n" if count else "\n")
            out.write(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))
            count += 1
        out.write("\n]\n")
    return count


def write_lines(path: Path, lines: Iterable[str]) -> None:
    """A text file, one line each, LF line ends."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="\n") as out:
        for line in lines:
            out.write(line + "\n")


def scryfall_rulings(cards: list[Card]) -> Iterator[dict]:
    """The ruling objects of the cards whose rulings Scryfall carries."""
    for card in cards:
        for r in card.rulings if card.home == "scryfall" else ():
            yield {"object": "ruling", "oracle_id": card.oracle_id, "source": r.source, "published_at": r.published,
                   "comment": r.en}


def power_toughness(face: Face) -> dict:
    """Power and toughness of a creature face (made up from its mana value), else nothing."""
    if not face.creature:
        return {}
    size = max(1, mana_value(face.mana_cost))
    return {"power": str(size), "toughness": str(max(1, size - len(face.names[0]) % 2))}


def oracle_card(card: Card) -> dict:
    """A Scryfall oracle-cards object; multi-face cards carry card_faces and no top-level oracle_text."""
    obj = {"object": "card", "id": card.scryfall_id, "oracle_id": card.oracle_id, "name": card.name(), "lang": "en",
           "layout": card.layout}
    if len(card.faces) == 1:
        face = card.faces[0]
        obj |= {"mana_cost": face.mana_cost, "cmc": card.cmc(), "type_line": face.types[0],
                "oracle_text": face.text[0], **power_toughness(face)}
    else:
        if card.layout in ("split", "adventure"):  # Scryfall joins these costs; DFCs have none at the top
            obj["mana_cost"] = " // ".join(f.mana_cost for f in card.faces)
        obj |= {"cmc": card.cmc(), "type_line": " // ".join(f.types[0] for f in card.faces)}
    obj |= {"colors": colors("".join(f.mana_cost for f in card.faces)),
            "keywords": [k for f in card.faces for k in f.keywords]}
    if len(card.faces) > 1:
        obj["card_faces"] = [{"object": "card_face", "name": f.names[0], "mana_cost": f.mana_cost,
                              "type_line": f.types[0], "oracle_text": f.text[0], **power_toughness(f)}
                             for f in card.faces]
    return obj


def localized_card(rng: random.Random, card: Card, lang: int) -> dict:
    """A Scryfall printing in French (lang 1) or Japanese (2) with its printed name, type line and text."""
    obj = {"object": "card", "id": new_uuid(rng), "oracle_id": card.oracle_id, "name": card.name(),
           "lang": ("fr", "ja")[lang - 1], "layout": card.layout,
           "type_line": " // ".join(f.types[0] for f in card.faces)}
    if len(card.faces) == 1:
        face = card.faces[0]
        return obj | {"oracle_text": face.text[0], "printed_name": face.names[lang],
                      "printed_type_line": face.types[lang], "printed_text": face.text[lang]}
    obj["card_faces"] = [{"object": "card_face", "name": f.names[0], "type_line": f.types[0],
                          "oracle_text": f.text[0], "printed_name": f.names[lang], "printed_type_line": f.types[lang],
                          "printed_text": f.text[lang]} for f in card.faces]
    return obj


def localized_cards(rng: random.Random, cards: list[Card]) -> Iterator[dict]:
    """Every FR and JA printing, card by card."""
    for card in cards:
        if card.localized_fr:
            yield localized_card(rng, card, 1)
        if card.localized_ja:
            yield localized_card(rng, card, 2)


def atomic_rulings(card: Card) -> list[dict]:
    """The rulings MTGJSON gives a card: its own, plus the Scryfall ones it repeats, in date order."""
    rulings = [r for r in card.rulings if card.home == "mtgjson" or r.repeated]
    return [{"date": r.published, "text": r.en} for r in sorted(rulings, key=lambda r: (r.published, r.en))]


def foreign_data(card: Card, face: Face) -> list[dict]:
    """MTGJSON foreignData of a face: French and Japanese name, type and text where the card has them."""
    entries = []
    for lang, language, has in ((1, "French", card.has_fr), (2, "Japanese", card.has_ja)):
        if has:
            entry = {"language": language, "name": card.name(lang), "type": face.types[lang], "text": face.text[lang]}
            if len(card.faces) > 1:
                entry["faceName"] = face.names[lang]
            entries.append(entry)
    return entries


def atomic_entries(card: Card) -> list[dict]:
    """The AtomicCards entries of a card: one per face, each repeating the card's rulings as MTGJSON does."""
    rulings, entries = atomic_rulings(card), []
    for face in card.faces:
        entry = {"name": card.name()}
        if len(card.faces) > 1:
            entry["faceName"] = face.names[0]
        entry |= {"layout": card.layout, "manaCost": face.mana_cost, "manaValue": card.cmc(), "type": face.types[0],
                  "text": face.text[0], "identifiers": {"scryfallOracleId": card.oracle_id}, "rulings": rulings,
                  "foreignData": foreign_data(card, face)}
        if not face.mana_cost:
            del entry["manaCost"]
        entries.append(entry)
    return entries


def write_atomic_cards(path: Path, cards: list[Card]) -> None:
    """MTGJSON AtomicCards.json: {"meta": …, "data": {name: [faces]}}, one card a line, sorted by name."""
    path.parent.mkdir(parents=True, exist_ok=True)
    meta = {"date": LAST_DAY.isoformat(), "version": f"5.2.2+{LAST_DAY.strftime('%Y%m%d')}"}
    with path.open("w", encoding="utf-8", newline="\n") as out:
        out.write('{"meta": ' + json.dumps(meta) + ', "data": {')
        for i, card in enumerate(sorted(cards, key=Card.name)):
            out.write(",\n" if i else "\n")
            out.write(json.dumps(card.name(), ensure_ascii=False) + ": ")
            out.write(json.dumps(atomic_entries(card), ensure_ascii=False))
        out.write("\n}}\n")


def forge_lines(cards: list[Card], lang: int) -> list[str]:
    """Forge catalog lines of the cards it covers: "English|name|type|text" per face, \\n literal, sorted."""
    covered = [c for c in cards if (c.forge_fr if lang == 1 else c.forge_ja)]
    lines = [f"{f.names[0]}|{f.names[lang]}|{f.types[lang]}|{f.text[lang].replace(chr(10), chr(92) + 'n')}"
             for card in covered for f in card.faces]
    return sorted(lines)


def en_date(date: str) -> str:
    """ "September 20, 2024"."""
    d = dt.date.fromisoformat(date)
    return f"{EN_MONTHS[d.month - 1]} {d.day}, {d.year}"


def fr_date(rng: random.Random, date: str) -> str:
    """ "20 septembre 2024", "1er sept. 2023", "01 septembre 2023", "3 févr. 2021"."""
    d = dt.date.fromisoformat(date)
    style = rng.random()
    month = FR_MONTHS_SHORT[d.month - 1] if style < 0.25 else FR_MONTHS[d.month - 1]
    day = f"{d.day:02d}" if style > 0.85 else "1er" if d.day == 1 else str(d.day)
    return f"{day} {month} {d.year}"


def ja_date(date: str) -> str:
    """ "2024年9月20日"."""
    d = dt.date.fromisoformat(date)
    return f"{d.year}年{d.month}月{d.day}日"


def en_page(rng: random.Random, card: Card) -> list[str]:
    """A card's EN rulings page: optional "Rulings for" header, then date-and-source lines and texts."""
    lines = [f"Rulings for {card.name()}"] if rng.random() < 0.8 else []
    for r in card.rulings:
        lines += [f"{en_date(r.published)}{rng.choice(EN_SEPARATORS)}{rng.choice(EN_SOURCE_LABELS)}{r.source}", r.en]
    return lines


def fr_page(rng: random.Random, rulings: list[Ruling]) -> list[str]:
    """A French-site page: the AI-translation header on most pages, then FR entries."""
    lines = [FR_HEADER] if rng.random() < 0.9 else []
    for r in rulings:
        lines += [f"{fr_date(rng, r.published)} · source : {r.source}", translation(r, 1)]
    return lines


def ja_page(rng: random.Random, rulings: list[Ruling]) -> list[str]:
    """A Japanese page: 《name》の裁定 on most single-card pages, then JA entries."""
    card = rulings[0].card
    single = all(r.card is card for r in rulings)
    name = card.name(2) if card.has_ja else card.name()
    lines = [f"《{name}》の裁定"] if single and rng.random() < 0.7 else []
    for r in rulings:
        lines += [f"{ja_date(r.published)}{rng.choice(JA_SEPARATORS)}{rng.choice(JA_SOURCE_LABELS)}{r.source}",
                  translation(r, 2)]
    return lines


def pack(rng: random.Random, groups: Iterable[list[Ruling]],
         own_page_from: int | None = None) -> Iterator[list[Ruling]]:
    """Pages of about twenty entries, never splitting a card's group; big groups alone when own_page_from."""
    page: list[Ruling] = []
    target = rng.randint(15, 25)
    for group in groups:
        if own_page_from is not None and len(group) >= own_page_from:
            yield group
            continue
        page += group
        if len(page) >= target:
            yield page
            page, target = [], rng.randint(15, 25)
    if page:
        yield page


def translated(cards: list[Card], lang: int) -> Iterator[list[Ruling]]:
    """Per card (in card order), its rulings that have a text in lang, in date order."""
    for card in cards:
        group = [r for r in card.rulings if (r.fr if lang == 1 else r.ja)]
        if group:
            yield group


@dataclass
class Writer:
    """Writes the corpus files under a folder and keeps the manifest."""

    out: Path
    rng: random.Random
    files: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    def path(self, relative: str) -> Path:
        """The file's path, recorded in the manifest."""
        self.files.append(relative)
        return self.out / relative

    def pages(self, folder: str, pages: Iterable[list[str]]) -> list[tuple[int, str, str]]:
        """Numbered page files NNNNN.txt under folder; (line count, relative path, first line) of each."""
        written = []
        for number, lines in enumerate(pages, start=1):
            relative = f"{folder}/{number:05d}.txt"
            write_lines(self.path(relative), lines)
            written.append((len(lines), relative, lines[0] if lines else ""))
        return written


def write_scryfall(w: Writer, cards: list[Card]) -> None:
    """scryfall/rulings.json, oracle-cards.json and all-cards-localized.json."""
    w.counts["scryfall_rulings"] = write_array(w.path("scryfall/rulings.json"), scryfall_rulings(cards))
    w.counts["oracle_cards"] = write_array(w.path("scryfall/oracle-cards.json"), map(oracle_card, cards))
    w.counts["localized_cards"] = write_array(w.path("scryfall/all-cards-localized.json"),
                                              localized_cards(w.rng, cards))


def write_mtgjson_and_forge(w: Writer, cards: list[Card]) -> None:
    """mtgjson/AtomicCards.json and the two Forge catalogs."""
    write_atomic_cards(w.path("mtgjson/AtomicCards.json"), cards)
    w.counts["mtgjson_rulings"] = sum(len(c.rulings) for c in cards if c.home == "mtgjson")
    w.counts["mtgjson_repeated"] = sum(r.repeated for c in cards for r in c.rulings)
    for lang, name in ((1, "forge/cardnames-fr-FR.txt"), (2, "forge/cardnames-ja-JP.txt")):
        lines = forge_lines(cards, lang)
        write_lines(w.path(name), lines)
        w.counts[f"forge_{('fr', 'ja')[lang - 1]}_lines"] = len(lines)


def write_pages(w: Writer, cards: list[Card]) -> str | None:
    """en-pages, fr-pages and ja-pages; returns the smallest FR page with a header (for the incremental build)."""
    page_cards = [c for c in cards if c.home == "en_page"]
    w.counts["en_pages"] = len(w.pages("en-pages", (en_page(w.rng, c) for c in page_cards)))
    w.counts["en_page_rulings"] = sum(len(c.rulings) for c in page_cards)
    fr = w.pages("fr-pages", (fr_page(w.rng, p) for p in pack(w.rng, translated(cards, 1))))
    ja = w.pages("ja-pages", (ja_page(w.rng, p) for p in pack(w.rng, translated(cards, 2), own_page_from=5)))
    w.counts |= {"fr_pages": len(fr), "fr_texts": sum(r.fr for c in cards for r in c.rulings),
                 "ja_pages": len(ja), "ja_texts": sum(r.ja for c in cards for r in c.rulings)}
    with_header = [(count, relative) for count, relative, first in fr if first == FR_HEADER]
    return min(with_header)[1] if with_header else None


def generate(out_dir: Path, rulings: int, seed: int = 0) -> dict:
    """Write a corpus of `rulings` distinct EN rulings under out_dir; the manifest (paths relative to out_dir)."""
    if rulings < 1:
        raise ValueError("rulings must be at least 1")
    rng = random.Random(seed)
    cards = make_cards(rng, rulings)
    w = Writer(Path(out_dir), rng)
    write_scryfall(w, cards)
    write_mtgjson_and_forge(w, cards)
    changed = write_pages(w, cards)
    w.counts |= {"cards": len(cards), "localized_fr": sum(c.localized_fr for c in cards),
                 "localized_ja": sum(c.localized_ja for c in cards)}
    return {"rulings": rulings, "seed": seed, "counts": dict(sorted(w.counts.items())), "files": sorted(w.files),
            "changed_file": changed}


def main() -> None:
    """Generate a corpus from the command line and print its manifest's counts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    parser.add_argument("--rulings", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    manifest = generate(args.out_dir, args.rulings, args.seed)
    print(json.dumps({k: v for k, v in manifest.items() if k != "files"}, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
