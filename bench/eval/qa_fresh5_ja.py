#!/usr/bin/env python3
"""qa_fresh5_ja — hand-written JA evaluation pairs for the translation-QA checks.

Written by a helper session, apart from the checks (see qa_fresh5_ja_README.md).
Every pair is held in the lists below. Running this script writes
qa_fresh5_ja.jsonl next to it: one JSON object a line,
{"id": "ja-f5-xxxxxx", "lang": "ja", "en": ..., "target": ..., "expected": [check]}.

The internal keys (c01, num1, ...) are never written to the JSONL; ids are a
salted hash of the key, so they reveal nothing about the label. The output
order is a fixed shuffle.

    python3 qa_fresh5_ja.py          # write the JSONL, print counts
    python3 qa_fresh5_ja.py --map    # also print key -> id -> label (for the README)

The file was built in parts; each part only appends to PAIRS. The JSONL is
written once, at exit, and only if every part ran without an error.
"""
import atexit
import collections
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "qa_fresh5_ja.jsonl")
CHECKS = {"numbers", "symbols", "terminology", "templating", "card_names",
          "untranslated", "wrong_language", "omission", "negation",
          "punctuation", "missing"}

PAIRS = []  # (key, label or None, en, target)
_failed = []


def add(key, label, en, target):
    PAIRS.append((key, label, en, target))


def clean(key, en, target):
    add(key, None, en, target)


def _id(key):
    return "ja-f5-" + hashlib.sha256(("fresh5-ja/" + key).encode()).hexdigest()[:6]


def _hook(t, v, tb):
    _failed.append(v)
    sys.__excepthook__(t, v, tb)


sys.excepthook = _hook


def _write():
    if _failed:
        print("not written: a part failed", file=sys.stderr)
        return
    keys = [p[0] for p in PAIRS]
    dup = [k for k, n in collections.Counter(keys).items() if n > 1]
    assert not dup, dup
    ids = [_id(k) for k in keys]
    assert len(set(ids)) == len(ids), "id collision"
    rows = []
    for (key, label, en, target), pid in zip(PAIRS, ids):
        assert label is None or label in CHECKS, (key, label)
        assert en.strip(), key
        if label != "missing":
            assert target.strip(), key
        rows.append({"id": pid, "lang": "ja", "en": en, "target": target,
                     "expected": [] if label is None else [label]})
    order = list(range(len(rows)))
    random.Random(20261205).shuffle(order)
    with open(OUT, "w", encoding="utf-8") as f:
        for i in order:
            f.write(json.dumps(rows[i], ensure_ascii=False) + "\n")
    cnt = collections.Counter(p[1] or "clean" for p in PAIRS)
    print(f"wrote {len(rows)} pairs to {OUT}")
    for k in sorted(cnt):
        print(f"  {k:15s} {cnt[k]}")
    if "--map" in sys.argv:
        for (key, label, _, _), pid in zip(PAIRS, ids):
            print(f"{key}\t{pid}\t{label or 'clean'}")


atexit.register(_write)

# ---------------------------------------------------------------------------
# PART 1 — clean pairs (expected: []), Rooms, dungeons, party, Adventures,
# Roles, copies, costs.
# ---------------------------------------------------------------------------

clean("c01",
      "Unlocking a door by paying its unlock cost is a special action. You can do it any time you have "
      "priority during your main phase while the stack is empty. It doesn't use the stack.",
      "開放コストを支払ってドアを開放することは、特別な処理です。あなたのメイン・フェイズ中でスタックが空であり、"
      "あなたが優先権を持っているなら、いつでも行うことができます。この処理はスタックを使用しません。")

clean("c02",
      "While both of its doors are locked, a Room permanent has a mana value of 0.",
      "両方のドアが閉鎖されている間、部屋・パーマネントのマナ総量は０です。")

clean("c03",
      "Bottomless Pool // Locker Room is a single card with two doors. While it's in your graveyard, its "
      "mana value is based on the combined mana costs of both doors.",
      "《Bottomless Pool // Locker Room》は、２つのドアを持つ１枚のカードだ。墓地にある間、そのマナ総量は"
      "両方のドアのマナ・コストを合計したものである。")

clean("c04",
      "You can't unlock a door that's already unlocked.",
      "開放できるのは、閉鎖されているドアに限られます。")

clean("c05",
      "When a Room spell resolves, the Room enters with the door you cast unlocked. The other door remains "
      "locked. You can unlock it later by paying its unlock cost.",
      "部屋・呪文が解決されると、その部屋は唱えたほうのドアが開放された状態で戦場に出ます。もう片方のドアは"
      "閉鎖されたままです。そのドアは、後で開放コストを支払って開放できます。")

clean("c06",
      "Locking a door doesn't cause the Room to leave the battlefield. It's still the same object.",
      "ドアを閉鎖しても、部屋が戦場を離れるわけではなく、同じオブジェクトのままです。")

clean("c07",
      "If you venture into the dungeon while you don't have a dungeon in the command zone, you choose a "
      "dungeon card, put it into the command zone, and move your marker onto its first room.",
      "統率領域にダンジョンがない状態でダンジョンを探索する場合、あなたはダンジョン・カードを１枚選んで"
      "統率領域に置き、マーカーをその最初の部屋に置きます。")

clean("c08",
      "You complete a dungeon when it's removed from the game, not when your marker reaches its last room.",
      "ダンジョンを完了するのは、マーカーが最後の部屋に到達したときではなく、そのダンジョンがゲームから"
      "取り除かれたときです。")

clean("c09",
      "If the player who has the initiative leaves the game, the active player takes the initiative.",
      "イニシアチブを持っているプレイヤーがゲームから離れた場合、アクティブ・プレイヤーがイニシアチブを得る。")

clean("c10",
      "Dungeon cards aren't permanents, and they can't be cast.",
      "ダンジョン・カードは、パーマネントでもなければ、唱えることのできるカードでもありません。")

clean("c11",
      "If you venture into the dungeon twice in one turn, your marker moves one room at a time, and each "
      "room's ability triggers separately.",
      "１ターンに二度ダンジョンを探索した場合、マーカーは１部屋ずつ進み、各部屋の能力はそれぞれ別々に誘発します。")

clean("c12",
      "Your party can contain at most one Cleric, one Rogue, one Warrior, and one Wizard.",
      "あなたのパーティーに入れられるのは、クレリック、ならず者、戦士、ウィザードそれぞれ１体までです。")

clean("c13",
      "You have a full party if there are four creatures in your party.",
      "パーティーを構成するクリーチャーが四体いるなら、あなたのパーティーが全員そろっていることになる。")

clean("c14",
      "A Warrior Rogue counts as either a Warrior or a Rogue for your party, but not as both.",
      "戦士・ならず者は、あなたのパーティーにおいて戦士かならず者のどちらか一方としてしか数えられません。")

clean("c15",
      "Coveted Prize costs {1} less to cast for each creature in your party.",
      "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー1体につき{1}少なくなります。")

clean("c16",
      "If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less "
      "from your hand without paying its mana cost.",
      "《切望の報奨》の解決時にあなたのパーティーが全員そろっているなら、あなたは手札にあるマナ総量が４以下の"
      "呪文１つを、そのマナ・コストを支払うことなく唱えてもかまいません。")

clean("c17",
      "If an Adventure spell is countered, it goes to its owner's graveyard instead of exile.",
      "出来事・呪文が打ち消された場合、それは追放されずにオーナーの墓地に置かれます。")

clean("c18",
      "After an Adventure resolves, the card stays in exile. You may cast it as a creature later, but only "
      "from exile.",
      "出来事が解決された後、そのカードは追放されたままになります。後でそれをクリーチャーとして唱えてもかまいませんが、"
      "追放領域から唱える場合に限ります。")

clean("c19",
      "While Seek the Beast is on the stack, the spell has only the Adventure's characteristics.",
      "《Seek the Beast》がスタック上にある間、その呪文が持つのは出来事の特性だけです。")

clean("c20",
      "An effect that lets you cast a creature spell can't be used to cast an Adventure, because an "
      "Adventure is an instant or sorcery spell.",
      "クリーチャー呪文を唱えることを認める効果を使って、出来事を唱えることはできません。出来事はインスタント呪文か"
      "ソーサリー呪文だからです。")

clean("c21",
      "Role tokens are Aura enchantments. If the enchanted permanent leaves the battlefield, the Role is put "
      "into the graveyard as a state-based action and then ceases to exist.",
      "役割・トークンはオーラ・エンチャントです。エンチャントしているパーマネントが戦場を離れた場合、その役割は"
      "状況起因処理によって墓地に置かれ、その後消滅します。")

clean("c22",
      "If a permanent has two or more Roles controlled by the same player, all of them except the newest one "
      "are put into their owners' graveyards.",
      "１人のプレイヤーがコントロールする役割が同じパーマネントに２つ以上ついている場合、最も新しいもの以外は"
      "すべてオーナーの墓地に置かれる。")

clean("c23",
      "A Role token can be created attached to a creature an opponent controls. You control the Role even "
      "though you don't control the creature.",
      "役割・トークンは、対戦相手がコントロールしているクリーチャーにつけられた状態で生成されることもあります。"
      "そのクリーチャーをコントロールしていなくても、その役割のコントローラーはあなたです。")

clean("c24",
      "A copy of a spell isn't cast, so abilities that trigger when a spell is cast won't trigger for it.",
      "呪文のコピーは唱えられたものではありません。そのため、呪文が唱えられたときに誘発する能力は、コピーによっては"
      "誘発しません。")

clean("c26",
      "If you copy a spell with {X} in its mana cost, the copy has the same value of X.",
      "マナ・コストに{X}を含む呪文をコピーした場合、そのコピーのXの値は元の呪文と同じです。")

clean("c27",
      "A token that's a copy of a creature copies the values printed on that creature. It also copies other "
      "copy effects that have been applied to it. It doesn't copy counters, Auras, damage, or whether the "
      "creature is tapped. Effects that changed its power and toughness aren't copied either.",
      "クリーチャーのコピーであるトークンは、そのクリーチャーに印刷されている値をコピーする。そのクリーチャーに"
      "適用されているほかのコピー効果もコピーする。カウンター、オーラ、ダメージ、タップ状態かどうかはコピーしない。"
      "パワーやタフネスを変更した効果もコピーされない。")

clean("c28",
      "On the stack, X is the value chosen for it. In every other zone, X is 0.",
      "スタック上ではXは選ばれた値ですが、それ以外の領域ではXは0です。")

clean("c29",
      "A card with mana cost {2}{U}{U} has a mana value of four.",
      "マナ・コストが{2}{U}{U}であるカードのマナ総量は４です。")

clean("c30",
      "Cost reductions reduce only the generic part of a cost. They can't reduce colored mana requirements.",
      "コストの減少で減らせるのは不特定マナの部分だけであり、色マナの部分を減らすことはできない。")

clean("c31",
      "With Doubling Season, an effect that would put three +1/+1 counters on a creature you control puts "
      "six instead.",
      "《倍増の季節》があるなら、あなたがコントロールするクリーチャーの上に+1/+1カウンターを３個置く効果は、"
      "代わりに６個置きます。")

clean("c32",
      "If you control two Doubling Seasons, an effect that would create one token creates four instead.",
      "《倍増の季節》を２つコントロールしているなら、トークンを１つ生成する効果は、代わりにトークンを４つ生成します。")

# ---------------------------------------------------------------------------
# PART 2 — clean pairs: abilities, counters, tokens, combat, zones, stack,
# face-down, commanders, general rules.
# ---------------------------------------------------------------------------

clean("c33",
      'Activated abilities are written in the form "[Cost]: [Effect]." Everything before the colon is a '
      "cost you must pay.",
      "起動型能力は「［コスト］：［効果］」という形で書かれています。コロンより前にあるものはすべて、あなたが"
      "支払わなければならないコストです。")

clean("c35",
      "An ability isn't a mana ability just because it costs mana to activate. It has to produce mana.",
      "起動にマナが必要だからといって、その能力がマナ能力になるわけではありません。マナ能力であるためには、"
      "マナを生み出さなければなりません。")

clean("c36",
      "Panharmonicon affects only triggered abilities of permanents you control. An opponent's creature "
      "entering the battlefield can still make your abilities trigger twice.",
      "《パンハモニコン》が影響を与えるのは、あなたがコントロールするパーマネントの誘発型能力だけです。"
      "対戦相手のクリーチャーが戦場に出た場合でも、あなたの能力が２回誘発することはあります。")

clean("c37",
      'An ability that says "at the beginning of your upkeep" triggers once as that step starts, before any '
      "player gets priority.",
      "「あなたのアップキープの開始時に」と書かれた能力は、そのステップが始まったときに一度誘発し、"
      "その後でプレイヤーが優先権を得ます。")

clean("c38",
      'An ability that triggers "whenever you cast a spell" still resolves even if that spell is countered.',
      "「あなたが呪文を唱えるたび」に誘発する能力は、その呪文が打ち消されたとしても解決されます。")

clean("c39",
      "If a spell that would put counters on a creature is countered, no counters are put on it.",
      "クリーチャーの上にカウンターを置くはずだった呪文が打ち消された場合、そのクリーチャーの上にカウンターは"
      "１個も置かれません。")

clean("c40",
      "If a permanent has both +1/+1 and -1/-1 counters on it, they're removed in pairs as a state-based "
      "action.",
      "パーマネントの上に+1/+1カウンターと-1/-1カウンターの両方が置かれている場合、それらは状況起因処理によって"
      "対になる分だけ取り除かれます。")

clean("c42",
      "A token that leaves the battlefield ceases to exist the next time state-based actions are checked. "
      "It can't return to the battlefield.",
      "戦場を離れたトークンは、次に状況起因処理がチェックされる時点で消滅するため、戦場に戻ることはできません。")

clean("c43",
      "A token's mana value is 0 unless it's copying something with a mana cost.",
      "トークンのマナ総量は、マナ・コストを持つもののコピーでない限り０である。")

clean("c45",
      "A creature with first strike deals combat damage before creatures without first strike.",
      "先制攻撃を持つクリーチャーは、先制攻撃を持たないクリーチャーよりも先に戦闘ダメージを与えます。")

clean("c46",
      "An attacking creature with trample needs to assign only lethal damage to its blockers. The rest can "
      "be assigned to the player or planeswalker it's attacking. If all its blockers are removed from "
      "combat, all of its damage is assigned to that player or planeswalker.",
      "トランプルを持つ攻撃クリーチャーは、ブロック・クリーチャーに致死ダメージを割り振りさえすれば、残りを"
      "攻撃しているプレイヤーやプレインズウォーカーに割り振ってもかまいません。ブロック・クリーチャーがすべて"
      "戦闘から取り除かれた場合、ダメージはすべてそのプレイヤーやプレインズウォーカーに割り振られます。")

clean("c47",
      "A creature with double strike deals combat damage in both combat damage steps.",
      "二段攻撃を持つクリーチャーは、両方の戦闘ダメージ・ステップで戦闘ダメージを与える。")

clean("c48",
      "Tapped creatures can't block. Tapping a blocking creature after blockers are declared doesn't remove "
      "it from combat.",
      "ブロックできるのはアンタップ状態のクリーチャーだけです。ただし、ブロック・クリーチャーが指定された後に"
      "それをタップしても、戦闘から取り除かれるわけではありません。")

clean("c49",
      "Once a creature is blocked, it stays blocked even if the blocking creature leaves combat. Unless it "
      "has trample, it deals no combat damage.",
      "一度ブロックされたクリーチャーは、ブロック・クリーチャーが戦闘から離れてもブロックされたままです。"
      "トランプルを持たない限り、それは戦闘ダメージを与えません。")

clean("c50",
      "Any player may look at a card exiled face up at any time.",
      "表向きで追放されているカードは、どのプレイヤーもいつでも見ることができます。")

clean("c53",
      "The last spell or ability put onto the stack resolves first. After each one resolves, players "
      "receive priority again.",
      "スタックに最後に置かれた呪文や能力が、最初に解決されます。1つ解決されるたびに、プレイヤーは再び優先権を得ます。")

clean("c54",
      "A face-down permanent is a 2/2 creature with no name, no mana cost, and no abilities.",
      "裏向きのパーマネントは、名前もマナ・コストも能力も持たない２/２のクリーチャーです。")

clean("c56",
      "If a face-down permanent leaves the battlefield, its owner must reveal it.",
      "裏向きのパーマネントが戦場を離れた場合、そのオーナーはそれを公開しなければならない。")

clean("c57",
      "If your commander would be put into your hand or library from anywhere, you may put it into the "
      "command zone instead.",
      "あなたの統率者がいずれかの領域からあなたの手札かライブラリーに置かれる場合、代わりにそれを統率領域に"
      "置いてもかまいません。")

clean("c58",
      "Casting your commander from the command zone costs an additional {2} for each previous time you've "
      "cast it from there. This doesn't change its mana cost, so its mana value stays the same.",
      "統率領域から統率者を唱えるためのコストは、それ以前にそこから唱えた回数１回につき{2}多くなります。"
      "この追加分はマナ・コストを変更するものではないので、統率者のマナ総量は変わりません。")

clean("c59",
      "A player who has been dealt 21 or more combat damage by the same commander over the course of the "
      "game loses the game.",
      "ゲーム中に同じ統率者から合計２１点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北します。")

clean("c60",
      "Even if you have priority, you can't cast a sorcery unless the stack is empty.",
      "優先権を持っていたとしても、ソーサリーを唱えられるのはスタックが空であるときに限られます。")

clean("c61",
      "A replacement effect can apply to a given event only once.",
      "置換効果が同じイベントに適用されるのは、一度だけです。")

clean("c62",
      "Prevented damage isn't dealt, so abilities that trigger whenever damage is dealt won't trigger.",
      "軽減されたダメージは与えられていないので、ダメージが与えられるたびに誘発する能力は誘発しません。")

clean("c63",
      "A creature with toughness 0 or less is put into its owner's graveyard. It isn't destroyed, so "
      "regeneration and indestructible don't help. (This is a state-based action.)",
      "タフネスが０以下のクリーチャーはオーナーの墓地に置かれます。これは破壊ではないので、再生や破壊不能では"
      "防げません。（これは状況起因処理です。）")

clean("c64",
      "Hexproof stops only opponents from targeting the permanent. You can still target your own creature "
      "that has hexproof.",
      "呪禁によって防がれるのは、対戦相手がそのパーマネントを対象にすることだけです。呪禁を持つ自分のクリーチャーを、"
      "あなたは対象にしてかまいません。")

clean("c65",
      "Whenever a permanent with ward becomes the target of a spell or ability an opponent controls, that "
      "spell or ability is countered unless its controller pays the ward cost.",
      "護法を持つパーマネントが、対戦相手がコントロールする呪文や能力の対象になるたび、そのコントローラーが"
      "護法コストを支払わないかぎり、その呪文や能力は打ち消される。")

clean("c66",
      "If you gain control of a creature, you can't attack with it that turn unless it has haste.",
      "クリーチャーのコントロールを得たターンには、それが速攻を持っている場合を除き、そのクリーチャーで攻撃する"
      "ことはできません。")

clean("c67",
      "When a player leaves a multiplayer game, all objects that player owns leave the game as well.",
      "多人数戦でプレイヤーがゲームから離れると、そのプレイヤーがオーナーであるオブジェクトもすべてゲームから離れます。")

clean("c68",
      "You can sacrifice only permanents you control. Sacrificing a creature doesn't destroy it, so "
      "indestructible doesn't prevent it.",
      "あなたが生け贄に捧げられるのは、自分がコントロールするパーマネントだけです。生け贄に捧げることは破壊では"
      "ないため、破壊不能であっても防げません。")

clean("c69",
      "If you're told to discard two cards but have only one card in hand, you discard that one card.",
      "カードを２枚捨てるよう指示されたが手札が１枚しかない場合、あなたはその１枚を捨てる。")

clean("c70",
      "When you surveil 2, you may put both cards into your graveyard, both on top of your library, or one "
      "in each place.",
      "諜報２を行う際、２枚とも墓地に置いても、２枚ともライブラリーの一番上に置いても、１枚ずつ分けてもかまいません。")

clean("c71",
      "If you're instructed to scry 0, nothing happens, and abilities that trigger whenever you scry won't "
      "trigger.",
      "占術０を行うよう指示された場合、何も起こらず、あなたが占術を行うたびに誘発する能力も誘発しません。")

clean("c72",
      "When you search your library for a card with a particular quality, you may choose not to find one "
      "even if such a card is there. This is because your library is a hidden zone and no one else can "
      "verify it. You still shuffle afterward.",
      "特定の性質を持つカードをライブラリーから探す場合、該当するカードがあったとしても、見つけないことを選んで"
      "かまいません。ライブラリーは非公開領域であり、ほかのプレイヤーが確認できないからです。その後は、"
      "やはりライブラリーを切り直します。")

clean("c73",
      "Leaves-the-battlefield abilities look back in time. They trigger even if the permanent that has them "
      "leaves the battlefield at the same time.",
      "戦場を離れたときに誘発する能力は過去を参照するため、その能力を持つパーマネント自身が同時に戦場を離れた"
      "場合でも誘発します。")

clean("c74",
      "Copy effects apply in layer 1, before effects that change control, types, or power and toughness.",
      "コピー効果は第１種で適用され、コントロールやタイプ、パワーとタフネスを変更する効果よりも先に適用されます。")

clean("c75",
      "If Peter Parker's Camera copies an ability that has targets, you may choose new targets for the copy.",
      "《Peter Parker's Camera》が対象を持つ能力をコピーした場合、あなたはそのコピーの新たな対象を選んでもかまいません。")

# ---------------------------------------------------------------------------
# PART 3 — defect pairs: numbers, symbols, terminology, templating, card_names.
# Each target is a correct translation with exactly one planted defect
# (described in the comment above each pair).
# ---------------------------------------------------------------------------

# numbers -------------------------------------------------------------------
# "one" -> ３
add("num1", "numbers",
    "If you control three Clerics and no other party creatures, the number of creatures in your party is one.",
    "クレリックを３体コントロールしていて、ほかにパーティーを構成し得るクリーチャーがいない場合、あなたの"
    "パーティーを構成するクリーチャーの数は３です。")
# four -> ８
add("num2", "numbers",
    "With Doubling Season, an effect that would create two Treasure tokens under your control creates four "
    "instead.",
    "《倍増の季節》があるなら、あなたのコントロール下で宝物・トークンを２つ生成する効果は、代わりに８つ生成します。")
# third -> ２回目
add("num3", "numbers",
    "The third time you cast your commander from the command zone, it costs {4} more.",
    "統率領域から統率者を唱えるのが２回目である場合、そのコストは{4}多くなります。")
# three -> ２
add("num4", "numbers",
    "If a cost requires you to discard three cards, you can't pay it with fewer cards in hand.",
    "コストとしてカードを２枚捨てる必要がある場合、手札がそれより少ないなら、そのコストを支払うことはできません。")
# top three -> 二枚 (kanji)
add("num5", "numbers",
    "Surveil 3 means you look at the top three cards of your library.",
    "諜報３とは、ライブラリーの一番上から二枚のカードを見ることです。")
# 21 -> １２
add("num6", "numbers",
    "Commander damage is tracked separately for each commander. Taking 21 damage in total from two different "
    "commanders doesn't make you lose.",
    "統率者ダメージは統率者ごとに別々に数えます。異なる２体の統率者から合計１２点のダメージを受けても、それによって"
    "敗北することはありません。")
# 40 -> 三十 (kanji)
add("num7", "numbers",
    "In Commander, each player starts the game with 40 life.",
    "統率者戦では、各プレイヤーは三十点のライフを持ってゲームを開始する。")
# 6 -> ５
add("num8", "numbers",
    "If a Room's doors have mana values 2 and 4, the card's mana value is 6 while it's in your graveyard.",
    "部屋のドアのマナ総量がそれぞれ２と４であるなら、墓地にある間、そのカードのマナ総量は５です。")

# symbols -------------------------------------------------------------------
# {G} -> {R}
add("sym1", "symbols",
    '"{T}: Add {G}." is a mana ability.',
    "「{T}：{R}を加える。」はマナ能力である。")
# {T} -> {Q}
add("sym2", "symbols",
    "If a creature came under your control this turn, you can't activate its abilities that have {T} in "
    "their costs.",
    "このターンにあなたのコントロール下に置かれたクリーチャーの、コストに{Q}を含む能力は起動できません。")
# {X}{R} -> {R}
add("sym3", "symbols",
    "For a spell with mana cost {X}{R}, you choose the value of X before you pay any mana.",
    "マナ・コストが{R}である呪文では、マナを支払う前にXの値を決めます。")
# {2}{U} -> {2}{B}
add("sym4", "symbols",
    "If a door's unlock cost is {2}{U}, you need at least one blue mana to unlock it.",
    "ドアの開放コストが{2}{B}なら、それを開放するには少なくとも１点の青マナが必要です。")
# {W}{W} -> {W}
add("sym5", "symbols",
    "A cost of {W}{W} requires two white mana. Generic mana can't be used to pay it.",
    "{W}というコストには白マナが２点必要であり、不特定マナでは支払えません。")
# {R/G} -> {R/W}
add("sym6", "symbols",
    "A hybrid mana symbol such as {R/G} can be paid with either red mana or green mana.",
    "{R/W}のような混成マナ・シンボルは、赤マナと緑マナのどちらでも支払うことができます。")
# {T} dropped from the cost
add("sym7", "symbols",
    'An ability with the cost "{1}, {T}, Sacrifice this artifact" can be activated only once, because '
    "paying the cost sacrifices the artifact.",
    "「{1}, このアーティファクトを生け贄に捧げる」というコストを持つ能力は、コストの支払いによってその"
    "アーティファクトが生け贄に捧げられるため、一度しか起動できません。")
# {S} -> {C}
add("sym8", "symbols",
    "The snow mana symbol {S} must be paid with mana produced by a snow source.",
    "氷雪マナ・シンボル{C}は、氷雪の発生源が生み出したマナで支払わなければなりません。")

# terminology ---------------------------------------------------------------
# door -> 扉 (ja_forbidden)
add("term1", "terminology",
    "Each Room card has two doors, and each door has its own name and mana cost.",
    "部屋・カードにはそれぞれ２つの扉があり、各扉はそれぞれ独自の名前とマナ・コストを持ちます。")
# unlock -> アンロック (ja_forbidden)
add("term2", "terminology",
    "You may unlock a locked door of a Room you control any time you could cast a sorcery, by paying its "
    "unlock cost.",
    "ソーサリーを唱えられるときならいつでも、開放コストを支払うことで、あなたがコントロールする部屋の閉鎖されて"
    "いるドアをアンロックしてもかまいません。")
# Adventure -> 冒険 (ja_forbidden)
add("term3", "terminology",
    "If an Adventure spell's only target becomes illegal, the spell doesn't resolve and the card goes to the "
    "graveyard instead of exile.",
    "冒険・呪文の唯一の対象が不正になった場合、その呪文は解決されず、そのカードは追放されずに墓地に置かれます。")
# mana value -> 点数で見たマナ・コスト (ja_forbidden; the EN says "mana value", not "converted mana cost")
add("term4", "terminology",
    "A spell's mana value depends only on its mana cost, no matter how much you actually paid to cast it.",
    "呪文の点数で見たマナ・コストは、実際に唱えるためにいくら支払ったかにかかわらず、そのマナ・コストのみによって"
    "決まります。")
# triggered ability -> 誘発能力 (ja_forbidden)
add("term5", "terminology",
    "If a triggered ability has no legal targets, it's removed from the stack without resolving.",
    "誘発能力に適正な対象がない場合、その能力は解決されずにスタックから取り除かれます。")
# library -> 山札 (ja_forbidden)
add("term6", "terminology",
    "If an effect tells you to search your library and then shuffle, you shuffle even if you didn't find a "
    "card.",
    "効果によって山札を探して切り直すよう指示された場合、カードを見つけなかったとしても切り直します。")
# target -> ターゲット (ja_forbidden)
add("term7", "terminology",
    "You can't choose a creature with protection from blue as the target of a blue spell.",
    "プロテクション（青）を持つクリーチャーを、青の呪文のターゲットとして選ぶことはできません。")
# countered (verb) -> カウンターされた (ja_forbidden of the verb row)
add("term8", "terminology",
    "If the copy is countered, the original spell is unaffected and still resolves.",
    "コピーがカウンターされた場合でも、元の呪文は影響を受けず、通常どおり解決されます。")
# cast -> プレイする (ja_forbidden of "cast")
add("term9", "terminology",
    "You can't cast the creature half of an adventurer card from exile unless the card was exiled by its own "
    "Adventure.",
    "出来事によって自身が追放されたのでない限り、出来事を持つカードのクリーチャー側を追放領域からプレイする"
    "ことはできません。")
# graveyard -> 墓場 (non-official; the second mention keeps 墓地)
add("term10", "terminology",
    "Discarded cards go to their owner's graveyard. If a replacement effect exiles them instead, they're never "
    "put into the graveyard.",
    "捨てられたカードはオーナーの墓場に置かれます。置換効果によって代わりに追放される場合、それらが墓地に"
    "置かれることはありません。")

# templating ----------------------------------------------------------------
# "Choose one —" -> 以下の中から1つを選択する (official: 以下から1つを選ぶ)
add("tpl1", "templating",
    'A spell that says "Choose one —" lets you choose exactly one mode as you cast it.',
    "「以下の中から1つを選択する —」と書かれた呪文では、唱える際にちょうど１つのモードを選びます。")
# whenever -> ときはいつでも (official: たび)
add("tpl2", "templating",
    'An ability that says "whenever a creature dies" triggers once for each creature that dies.',
    "「クリーチャー１体が死亡するときはいつでも」と書かれた能力は、死亡したクリーチャー１体につき１回誘発します。")
# at the beginning of -> の始めに (official: 開始時に)
add("tpl3", "templating",
    'Abilities that trigger "at the beginning of your end step" trigger before the cleanup step, so their '
    "effects happen before damage wears off.",
    "「あなたの終了ステップの始めに」誘発する能力はクリンナップ・ステップより前に誘発するので、その効果は"
    "ダメージが取り除かれる前に発生します。")
# [Cost]: [Effect] -> ［費用］：［効果］ (official: ［コスト］：［効果］)
add("tpl4", "templating",
    'Every activated ability is written as "[Cost]: [Effect]." The colon separates the cost from the effect.',
    "起動型能力はすべて「［費用］：［効果］」の形で書かれています。コロンがコストと効果を区切っています。")
# whenever -> ごとに (official: たび)
add("tpl5", "templating",
    'An ability that triggers "whenever you unlock a door" triggers once for each door you unlock.',
    "「あなたがドアを開放するごとに」誘発する能力は、開放したドア１つにつき１回誘発します。")
# at the beginning of -> の初めに (official: 開始時に)
add("tpl6", "templating",
    'An ability that triggers "at the beginning of combat on your turn" resolves before attackers are '
    "declared.",
    "「あなたのターンの戦闘の初めに」誘発する能力は、攻撃クリーチャーが指定される前に解決されます。")
# "Choose one —" -> 以下のうち１つを選べ (official: 以下から1つを選ぶ)
add("tpl7", "templating",
    'If every mode of a "Choose one —" spell requires a target and none are available, you can\'t cast the '
    "spell.",
    "「以下のうち１つを選べ —」で始まる呪文のすべてのモードが対象を必要としていて、適正な対象が１つもない場合、"
    "その呪文を唱えることはできません。")

# card_names ----------------------------------------------------------------
# kept in English although 倍増の季節 exists
add("name1", "card_names",
    "Doubling Season doubles the number of tokens an effect creates under your control, but it doesn't affect "
    "tokens created under an opponent's control.",
    "《Doubling Season》は、あなたのコントロール下で効果が生成するトークンの数を２倍にするが、対戦相手の"
    "コントロール下で生成されるトークンには影響しない。")
# 倍増の季節 -> 倍増の時期
add("name2", "card_names",
    "If Doubling Season enters the battlefield at the same time as a creature that enters with counters, it "
    "doesn't affect those counters.",
    "《倍増の時期》が、カウンターが置かれた状態で戦場に出るクリーチャーと同時に戦場に出る場合、それはそれらの"
    "カウンターに影響しません。")
# 切望の報奨 -> 切望の報酬
add("name3", "card_names",
    "Coveted Prize lets you search your library for any card, not only a spell you can cast.",
    "《切望の報酬》では、唱えられる呪文に限らず、どのカードでもライブラリーから探すことができます。")
# パンハモニコン -> パンハーモニコン
add("name4", "card_names",
    "Panharmonicon doesn't copy triggered abilities; it makes them trigger an additional time.",
    "《パンハーモニコン》は誘発型能力をコピーするのではなく、それらを追加でもう１回誘発させます。")
# kept in English although 切望の報奨 exists
add("name5", "card_names",
    "Coveted Prize's cost reduction is applied as you cast it, after you've chosen any additional costs.",
    "《Coveted Prize》のコスト減少は、追加コストを選んだ後、それを唱える際に適用されます。")
# 切望の報奨 -> 切望の褒美
add("name6", "card_names",
    "If you don't have a full party, Coveted Prize still lets you put the card you found into your hand.",
    "あなたのパーティーが全員そろっていなくても、《切望の褒美》によって見つけたカードを手札に加えることはできます。")
# パンハモニコン -> パンハルモニコン
add("name7", "card_names",
    "If you control two Panharmonicons, a qualifying ability triggers two additional times.",
    "《パンハルモニコン》を２つコントロールしている場合、条件を満たす能力は追加で２回誘発します。")

# ---------------------------------------------------------------------------
# PART 4 — defect pairs: untranslated, wrong_language, omission, negation,
# punctuation, missing.
# ---------------------------------------------------------------------------

# untranslated --------------------------------------------------------------
# whole target left in English (untranslated only; nothing else is labelled)
_u1 = ("A Role token is an Aura, so it's put into its owner's graveyard if the permanent it's attached to "
       "becomes an illegal object for it.")
add("untr1", "untranslated", _u1, _u1)
_u2 = "You can't respond to a mana ability, because it doesn't use the stack."
add("untr2", "untranslated", _u2, _u2)
# first of two sentences left in English
add("untr3", "untranslated",
    "A creature with more than one party creature type can be counted as any one of them. The count that "
    "gives the highest number is used.",
    "A creature with more than one party creature type can be counted as any one of them. パーティーを構成する"
    "クリーチャーの数が最大になるように数えます。")
# first of two sentences left in English
add("untr4", "untranslated",
    "Turning a face-down permanent face up is a special action. It doesn't use the stack, so no player can "
    "respond to it.",
    "Turning a face-down permanent face up is a special action. それはスタックを使わないので、どのプレイヤーも"
    "それに対応することはできません。")
# a clause in the middle left in English
add("untr5", "untranslated",
    "When you venture into the dungeon, you move your marker to the next room, and that room's ability "
    "triggers.",
    "ダンジョンを探索すると、you move your marker to the next room, そしてその部屋の能力が誘発します。")
_u6 = "Blocking with a creature that has first strike doesn't give the attacking creature first strike."
add("untr6", "untranslated", _u6, _u6)
# middle sentence of three left in English
add("untr7", "untranslated",
    "Scry and surveil both let you look at the top cards of your library. Only surveil can put those cards "
    "into your graveyard. Neither one counts as drawing a card.",
    "占術と諜報はどちらも、ライブラリーの一番上のカードを見ることができます。Only surveil can put those cards "
    "into your graveyard. どちらも、カードを引いたことにはなりません。")
_u8 = ("Whenever you take the initiative and at the beginning of your upkeep while you have it, you venture "
       "into Undercity.")
add("untr8", "untranslated", _u8, _u8)

# wrong_language ------------------------------------------------------------
# Simplified Chinese (no kana at all)
add("wl1", "wrong_language",
    "If you venture into the dungeon while you don't have a dungeon in the command zone, you choose one from "
    "outside the game and put it there.",
    "如果你在指挥区中没有地城时探索地城，你需从游戏外选择一个地城并将其置入指挥区。")
# Korean
add("wl2", "wrong_language",
    "An attacking creature with trample that's blocked by a creature with protection from its color can still "
    "assign excess damage to the player.",
    "돌진을 가진 공격 생물이 그 색에 대한 보호를 가진 생물에게 방어당하더라도, 초과 피해를 플레이어에게 배정할 수 있습니다.")
# Traditional Chinese (no kana at all)
add("wl3", "wrong_language",
    "Discarding a card isn't the same as putting it into your graveyard from your hand with another effect.",
    "棄牌與藉由其他效應將牌從手上置入墳墓場並不相同。")
# first of two sentences in Korean
add("wl4", "wrong_language",
    "Completing a dungeon removes it from the game. After that, you may venture into a different dungeon.",
    "던전을 완료하면 그 던전은 게임에서 제거됩니다. その後、別のダンジョンを探索してもかまいません。")
# Simplified Chinese
add("wl5", "wrong_language",
    "You can't cast a spell while another spell is resolving unless an effect instructs you to.",
    "除非有效应指示你这样做，否则在另一个咒语结算期间你不能施放咒语。")
# Spanish (Latin script, but not English)
add("wl6", "wrong_language",
    "If a creature's toughness is reduced to 0, it's put into its owner's graveyard.",
    "Si la resistencia de una criatura se reduce a 0, se pone en el cementerio de su propietario.")
# first of two sentences in Simplified Chinese
add("wl7", "wrong_language",
    "Ward triggers only for spells and abilities that opponents control. You can target your own permanents "
    "with ward freely.",
    "守护只会因对手操控的咒语和异能而触发。あなたは、護法を持つ自分のパーマネントを自由に対象にできます。")

# omission ------------------------------------------------------------------
# dropped: "choosing which path to follow if the arrows branch"
add("om1", "omission",
    "When you venture into the dungeon, you move your marker to the next room, choosing which path to follow "
    "if the arrows branch.",
    "ダンジョンを探索すると、あなたはマーカーを次の部屋に進めます。")
# dropped: "starting with the active player and continuing in turn order"
add("om2", "omission",
    "Each player puts their own triggered abilities on the stack in any order they choose, starting with the "
    "active player and continuing in turn order.",
    "各プレイヤーは、自分の誘発型能力を好きな順番でスタックに置きます。")
# dropped: "even if someone else owns the original card"
add("om3", "omission",
    "A copy of a permanent spell becomes a token as it resolves. The player who controlled the copy owns that "
    "token, even if someone else owns the original card.",
    "パーマネント呪文のコピーは、解決に際してトークンになります。そのトークンのオーナーは、そのコピーを"
    "コントロールしていたプレイヤーです。")
# dropped: "and those resolve first"
add("om4", "omission",
    "Players can respond to a spell on the stack by casting spells or activating abilities of their own, and "
    "those resolve first.",
    "プレイヤーは、自分の呪文を唱えたり能力を起動したりすることで、スタック上の呪文に対応できます。")
# dropped: "so that they can confirm your choice"
add("om5", "omission",
    "If an effect instructs you to reveal the card you searched for, you show it to all players before putting "
    "it into your hand, so that they can confirm your choice.",
    "探したカードを公開するよう効果が指示している場合、それを手札に加える前にすべてのプレイヤーに見せます。")
# dropped: "beginning with the starting player"
add("om6", "omission",
    "In multiplayer games, turns pass clockwise from player to player, beginning with the starting player.",
    "多人数戦では、ターンは時計回りにプレイヤーからプレイヤーへと移っていきます。")
# dropped the second sentence: "Timing restrictions written on the ability still apply."
add("om7", "omission",
    "A player may activate an activated ability of a permanent they control any time they have priority, as "
    "long as they can pay its cost. Timing restrictions written on the ability still apply.",
    "プレイヤーは、コストを支払える限り、自分がコントロールするパーマネントの起動型能力を、優先権を持っている"
    "ときならいつでも起動できます。")
# dropped: "or you may leave it where it is"
add("om8", "omission",
    "If your commander is put into exile, you may move it to the command zone the next time state-based "
    "actions are checked, or you may leave it where it is.",
    "あなたの統率者が追放された場合、次に状況起因処理がチェックされる際に、それを統率領域に移してもかまいません。")

# negation ------------------------------------------------------------------
# "can't" -> できます
add("neg1", "negation",
    "You can't cast both halves of a Room card at the same time.",
    "部屋・カードの両方の半分を同時に唱えることができます。")
# "triggers even if" -> 誘発しません
add("neg2", "negation",
    "An ability that triggers when you unlock a door triggers even if the Room entered the battlefield this "
    "turn.",
    "部屋がこのターンに戦場に出ていた場合、ドアを開放したときに誘発する能力は誘発しません。")
# "aren't cards ... don't affect" -> カードなので ... 影響します
add("neg3", "negation",
    "Tokens aren't cards, so effects that refer only to cards don't affect them.",
    "トークンはカードなので、カードのみを参照する効果もトークンに影響します。")
# "can't be the target" -> 対象になることができます
add("neg4", "negation",
    "A player with hexproof can't be the target of spells or abilities their opponents control.",
    "呪禁を持つプレイヤーは、対戦相手がコントロールする呪文や能力の対象になることができます。")
# "first" -> 後から (meaning flipped)
add("neg5", "negation",
    "A creature with first strike that's blocked by a creature without first strike deals its combat damage "
    "first.",
    "先制攻撃を持つクリーチャーが、先制攻撃を持たないクリーチャーにブロックされた場合、そのクリーチャーは"
    "後から戦闘ダメージを与えます。")
# "has no mana cost" -> マナ・コストを持つ
add("neg6", "negation",
    "A face-down permanent has no mana cost, so its mana value is 0.",
    "裏向きのパーマネントはマナ・コストを持つので、そのマナ総量は０です。")
# "may" -> できません
add("neg7", "negation",
    "You may sacrifice a creature that has indestructible.",
    "破壊不能を持つクリーチャーを生け贄に捧げることはできません。")
# "can be activated" -> 起動することはできない
add("neg8", "negation",
    "Mana abilities can be activated while you're paying a cost, even in the middle of casting a spell.",
    "マナ能力は、呪文を唱えている途中であっても、コストを支払っている間に起動することはできない。")

# punctuation ---------------------------------------------------------------
# ends with ASCII "."
add("pun1", "punctuation",
    "If a dungeon's last room ability triggers, the dungeon isn't removed until that ability leaves the stack.",
    "ダンジョンの最後の部屋の能力が誘発した場合、その能力がスタックを離れるまで、そのダンジョンは取り除かれません.")
# no final mark
add("pun2", "punctuation",
    "Your party counts creatures you control, not creatures your opponents control.",
    "パーティーで数えるのはあなたがコントロールするクリーチャーであり、対戦相手がコントロールするクリーチャーでは"
    "ありません")
# ends with "！"
add("pun3", "punctuation",
    "A copy of an Adventure spell isn't a card, so it isn't exiled and you can't cast it later.",
    "出来事・呪文のコピーはカードではないので、追放されず、後で唱えることもできません！")
# ends with "、"
add("pun4", "punctuation",
    "You still scry even if your library has fewer cards than the number given.",
    "ライブラリーのカードが指定された枚数より少なくても、占術は行われます、")
# ends with ASCII "?"
add("pun5", "punctuation",
    "Lands have no mana cost, so their mana value is 0. Playing a land isn't casting a spell.",
    "土地はマナ・コストを持たないので、マナ総量は０です。土地をプレイすることは、呪文を唱えることではありません?")
# ends with ASCII "."
add("pun6", "punctuation",
    "If a triggered ability is countered, the permanent that has it stays on the battlefield.",
    "誘発型能力が打ち消されても、その能力を持つパーマネントは戦場に残ります.")
# no final mark (plain style)
add("pun7", "punctuation",
    "A player who has left the game can no longer be attacked.",
    "ゲームから離れたプレイヤーを攻撃することはもうできない")

# missing -------------------------------------------------------------------
add("miss1", "missing",
    "Unlocking the second door of a Room doesn't lock the first one.", "")
add("miss2", "missing",
    "Tokens created by an effect you control enter under your control.", " ")
add("miss3", "missing",
    "Each Role gives the enchanted creature a specific bonus.", "\n")
add("miss4", "missing",
    "If a spell with {X} in its mana cost is cast without paying its mana cost, X is 0.", "\u3000")
add("miss5", "missing",
    "An attacking creature with trample assigns lethal damage to its blockers before the rest.", "  \n ")
add("miss6", "missing",
    "Abilities that trigger whenever a spell is cast also trigger when you cast your commander.", "")

# ---------------------------------------------------------------------------
# PART 5 — one more clean pair: "play a land" legitimately uses プレイする
# (the official JA for "play"; only "cast" must not be プレイ).
# ---------------------------------------------------------------------------

clean("c76",
      "Playing a land is a special action, so it doesn't use the stack and no player can respond to it.",
      "土地をプレイすることは特別な処理なので、スタックを使わず、どのプレイヤーもそれに対応することはできません。")
