#!/usr/bin/env python3
"""qa_fresh7_ja: fresh labelled JA evaluation set for the translation-QA checks.

Written by hand by a helper session, apart from the checks (see qa_fresh7_ja_README.md).
The pairs are held below as Python data, in parts. Running this file writes
qa_fresh7_ja.jsonl next to it: one JSON object per line,
{"id", "lang": "ja", "en", "target", "expected": [check]}.

The internal keys (c.., num.., sym.., ...) stay in this script only; the written ids are
neutral (ja-f7-001 ...) and the output order is shuffled with a fixed seed, so neither the
ids nor the line order reveal the label. `python3 qa_fresh7_ja.py --keys` also prints the
key -> id mapping.
"""
import atexit
import json
import os
import random
import sys

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh7_ja.jsonl")
SEED = 20261207
PAIRS = []  # (key, en, target, expected)


def add(key, en, target, *expected):
    PAIRS.append((key, en, target, list(expected)))


def _write():
    keys = [p[0] for p in PAIRS]
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise SystemExit(f"duplicate keys: {sorted(dup)}")
    order = sorted(PAIRS, key=lambda p: p[0])
    random.Random(SEED).shuffle(order)
    mapping = []
    with open(OUT, "w", encoding="utf-8") as f:
        for i, (key, en, target, expected) in enumerate(order, 1):
            pid = f"ja-f7-{i:03d}"
            mapping.append((key, pid))
            f.write(json.dumps({"id": pid, "lang": "ja", "en": en, "target": target,
                                "expected": expected}, ensure_ascii=False) + "\n")
    counts = {}
    for p in PAIRS:
        lab = p[3][0] if p[3] else "clean"
        counts[lab] = counts.get(lab, 0) + 1
    print(f"wrote {len(PAIRS)} pairs to {OUT}")
    print("  " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    if "--keys" in sys.argv:
        for key, pid in sorted(mapping, key=lambda m: m[1]):
            print(pid, key)


atexit.register(_write)

# ---------------------------------------------------------------------------
# PART 1 — clean pairs (expected: []), c01–c34
# ---------------------------------------------------------------------------

# Rooms / doors / unlock
add("c01",
    "When you cast a Room spell, you choose which door you're casting. Only that door becomes unlocked when the Room enters.",
    "部屋・呪文を唱える際には、どちらのドアを唱えるかを選ぶ。その部屋が戦場に出たとき、開放されるのは選んだドアだけである。")
add("c02",
    "Unlocking a door is a special action. You can do it any time you have priority during your main phase while the stack is empty.",
    "ドアを開放することは特別な処理です。あなたのメイン・フェイズの間、スタックが空であなたが優先権を持っているなら、いつでもそれを行えます。")
add("c03",
    "A Room with a locked door can still attack or block as normal if it's also a creature. Locking a door doesn't remove the Room from combat.",
    "閉鎖されているドアを持つ部屋も、それがクリーチャーでもあるなら、通常どおり攻撃したりブロックしたりできる。ドアが閉鎖されても、その部屋が戦闘から取り除かれるわけではない。")
add("c04",
    "A Room is fully unlocked only if both of its doors are unlocked. If either door is locked, abilities that refer to a fully unlocked Room don't apply to it.",
    "部屋が完全に開放されているのは、その両方のドアが開放されている場合に限る。いずれかのドアが閉鎖されているなら、完全に開放された部屋を参照する能力はその部屋には適用されない。")
add("c05",
    "Once both doors of Dazzling Theater // Prop Room are unlocked, the permanent has both names. It also has the abilities of both doors.",
    "《Dazzling Theater // Prop Room》の両方のドアが開放されると、そのパーマネントは両方の名前を持ち、両方のドアの能力も持つ。")

# Dungeons / venture / initiative
add("c06",
    "If you venture into the dungeon while you don't have a dungeon in the command zone, you choose one and put it there, then move onto its first room.",
    "統率領域にダンジョンがない状態でダンジョンを探索するなら、あなたはダンジョンを1つ選んでそこに置き、その後その最初の部屋に進む。")
add("c07",
    "You complete a dungeon when it's removed from the game, which happens after the last room's ability has left the stack. The next time you venture, you can start a new dungeon.",
    "ダンジョンを完了するのは、それがゲームから取り除かれたときである。これは、最後の部屋の能力がスタックを離れた後に起こる。その後あなたがダンジョンを探索するときには、新たなダンジョンを始めることができる。")
add("c08",
    "Whenever a player takes the initiative, that player ventures into Undercity. Undercity can be entered only this way.",
    "プレイヤーがイニシアチブを得るたび、そのプレイヤーは《Undercity》を探索する。《Undercity》に入るには、この方法しかない。")
add("c09",
    "If a creature deals combat damage to the player who has the initiative, its controller takes the initiative. It doesn't matter whether that creature was attacking alone.",
    "イニシアチブを持つプレイヤーにクリーチャーが戦闘ダメージを与えた場合、そのクリーチャーのコントローラーがイニシアチブを得ます。そのクリーチャーが単独で攻撃していたかどうかは関係ありません。")

# Party
add("c10",
    "Your party can include at most one Cleric, one Rogue, one Warrior and one Wizard. A creature with none of those types never counts.",
    "あなたのパーティーには、クレリック、ならず者、戦士、ウィザードがそれぞれ最大１体まで含まれる。これらのタイプをどれも持たないクリーチャーが数えられることはない。")
add("c11",
    "Coveted Prize costs {1} less to cast for each creature in your party. This reduces only the generic part of its cost.",
    "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー１体につき{1}少なくなる。これによって減るのは、そのコストのうち不特定マナの部分だけである。")
add("c12",
    "If a creature has two party creature types, count it in whichever way gives your party the most creatures. You can't choose a smaller number.",
    "パーティーに関係するクリーチャー・タイプを２つ持つクリーチャーがいるなら、パーティーを構成するクリーチャーの数が最も多くなるように数えます。それより小さい数を選ぶことはできません。")

# Adventures
add("c13",
    "After an Adventure resolves, the card is exiled. As long as it stays in exile, you may cast it as a creature spell later.",
    "出来事が解決した後、そのカードは追放される。それが追放され続けている限り、あなたは後でそれをクリーチャー・呪文として唱えてもよい。")
add("c14",
    "If an Adventure spell is countered, the card goes to its owner's graveyard instead of exile. You won't be able to cast the creature half later.",
    "出来事・呪文が打ち消された場合、そのカードは追放されずにオーナーの墓地に置かれる。後からクリーチャーの側を唱えることはできない。")
add("c15",
    "An adventurer card in your hand is only a creature card. Its Adventure characteristics are used only while it's being cast as an Adventure and while that spell is on the stack.",
    "手札にある出来事を持つカードは、クリーチャー・カードでしかありません。出来事としての特性が使われるのは、それを出来事として唱えている間と、その呪文がスタック上にある間だけです。")

# Roles
add("c16",
    "If a second Role you control becomes attached to the same permanent, the older one is put into its owner's graveyard. This happens as a state-based action.",
    "あなたがコントロールする２つ目の役割が同じパーマネントにつけられた場合、古いほうの役割はオーナーの墓地に置かれる。これは状況起因処理として行われる。")
add("c18",
    "Roles controlled by different players can all stay on the same creature. Only Roles with the same controller replace one another.",
    "異なるプレイヤーがコントロールする役割は、すべて同じクリーチャーについたままでいられる。互いに置き換わるのは、コントローラーが同じ役割どうしだけである。")

# Copies
add("c19",
    "A copy of a spell isn't cast. Abilities that trigger whenever a player casts a spell won't trigger for it.",
    "呪文のコピーは唱えられたわけではない。そのため、プレイヤーが呪文を唱えるたびに誘発する能力は、それによっては誘発しない。")
add("c20",
    "A token that's a copy of a creature copies only what's printed on that creature, plus other copy effects. It doesn't copy counters on it or whether it's tapped.",
    "クリーチャーのコピーであるトークンがコピーするのは、そのクリーチャーに印刷されている値とほかのコピー効果だけだ。そのクリーチャーの上に置かれているカウンターや、それがタップ状態かどうかはコピーしない。")

# Costs / mana value / {X}
add("c21",
    "On the stack, a spell's mana value includes the value chosen for X. In every other zone, X is 0.",
    "スタック上では、呪文のマナ総量にはXとして選ばれた値が含まれる。スタック以外の領域では、Xは0として扱われる。")
add("c22",
    "If you cast a spell with {X} in its mana cost without paying its mana cost, X must be 0.",
    "マナ・コストに{X}を含む呪文をそのマナ・コストを支払うことなく唱える場合、Xの値としては０しか選べない。")
add("c23",
    "A Room card that's not on the stack or the battlefield has a mana value equal to the total of its two doors' mana costs. For example, if its doors cost {1}{W} and {3}{W}{W}, its mana value is 7.",
    "スタックにも戦場にもない部屋・カードのマナ総量は、二つのドアのマナ・コストを合計した値になる。たとえば、ドアのコストが{1}{W}と{3}{W}{W}であれば、そのマナ総量は7である。")
add("c24",
    "Kicker is an additional cost. If you cast a spell without paying its mana cost, you can still pay its kicker cost.",
    "キッカーは追加コストです。呪文をそのマナ・コストを支払うことなく唱える場合でも、キッカー・コストを支払ってかまいません。")
add("c25",
    "If a kicked spell is copied, the copy is also kicked. You don't pay the kicker cost again.",
    "キッカーされた呪文がコピーされた場合、そのコピーもキッカーされている。キッカー・コストを再び支払う必要はない。")

# Activated / triggered / mana abilities
add("c26",
    "An activated ability is written as \"[Cost]: [Effect].\" Everything before the colon is the cost, and you must pay all of it to activate the ability.",
    "起動型能力は「［コスト］：［効果］」という形で書かれる。コロンより前にあるものはすべてコストであり、その能力を起動するにはそのすべてを支払わなければならない。")
add("c27",
    "A mana ability doesn't use the stack. You can activate one even while you're paying a cost, and it resolves immediately.",
    "マナ能力はスタックを使わない。コストの支払い中であってもマナ能力を起動でき、それはただちに解決する。")
add("c28",
    "An ability with {T} in its cost that adds mana is still a mana ability, as long as it has no target and isn't a loyalty ability.",
    "コストに{T}を含みマナを加える能力も、対象を取らず、忠誠度能力でもない限り、マナ能力です。")
add("c29",
    "An ability that triggers \"at the beginning of your end step\" won't trigger if that step is skipped. It also won't trigger retroactively later in the turn.",
    "「あなたの終了ステップの開始時に」誘発する能力は、そのステップが飛ばされた場合には誘発しない。そのターンの後になってさかのぼって誘発することもない。")
add("c30",
    "If two creatures enter at the same time, an ability that triggers \"whenever a creature enters\" triggers twice.",
    "2体のクリーチャーが同時に戦場に出た場合、「クリーチャーが1体戦場に出るたび」に誘発する能力は2回誘発する。")
add("c31",
    "Panharmonicon only affects abilities that trigger when an artifact or creature enters. Leaves-the-battlefield triggers aren't doubled.",
    "《パンハモニコン》が影響するのは、アーティファクトかクリーチャーが戦場に出たことによって誘発する能力だけだ。戦場を離れたことで誘発する能力が追加で誘発することはない。")

# Counters (noun) vs countering (verb)
add("c32",
    "Doubling Season doubles the loyalty counters a planeswalker enters with. It doesn't affect loyalty counters put on it to pay the cost of a loyalty ability.",
    "《倍増の季節》によって、プレインズウォーカーが戦場に出る際に置かれる忠誠カウンターは2倍になる。ただし、忠誠度能力のコストとして置かれる忠誠カウンターは2倍にならない。")
add("c33",
    "With Doubling Season, an effect that would create one Role token creates two instead. Both would be attached to the same creature, so you'll keep only one of them.",
    "《倍増の季節》があると、役割・トークンを１つ生成する効果は代わりにそれを２つ生成する。その２つは同じクリーチャーにつけられることになるため、残るのはそのうち１つだけだ。")
add("c34",
    "If a creature spell is countered, it never enters the battlefield, so it never gets the +1/+1 counters it would have entered with.",
    "クリーチャー・呪文が打ち消された場合、それは戦場に出ないので、戦場に出る際に置かれるはずだった+1/+1カウンターが置かれることもない。")

# ---------------------------------------------------------------------------
# PART 2 — clean pairs (expected: []), c35–c72
# ---------------------------------------------------------------------------

add("c35",
    "If a permanent has both +1/+1 counters and -1/-1 counters on it, equal numbers of each are removed as a state-based action. A creature with three +1/+1 counters and one -1/-1 counter ends up with two +1/+1 counters.",
    "パーマネントの上に+1/+1カウンターと-1/-1カウンターが両方置かれているなら、状況起因処理としてそれらは同じ数ずつ取り除かれる。+1/+1カウンターが三つ、-1/-1カウンターが一つ置かれているクリーチャーには、+1/+1カウンターが二つ残る。")
add("c36",
    "Older cards that say \"converted mana cost\" now refer to mana value. The two terms mean the same thing.",
    "「点数で見たマナ・コスト」と書かれている古いカードは、現在ではマナ総量を参照する。この２つの用語は同じ意味である。")

# Tokens
add("c37",
    "A token that leaves the battlefield can't come back. Even if it's exiled by an effect that would return it, it ceases to exist instead of returning.",
    "戦場を離れたトークンが戦場に戻ることはない。それを戦場に戻す効果によって追放された場合でも、トークンは戻らずに消滅する。")

# Combat
add("c39",
    "A creature can't attack unless you've controlled it continuously since your most recent turn began, or it has haste.",
    "クリーチャーは、あなたの直近のターンの開始時から続けてあなたがコントロールしているか、速攻を持っている場合にのみ攻撃できる。")
add("c40",
    "A creature with double strike deals combat damage twice: once in the first-strike damage step and again in the regular one. If it's removed from combat in between, it deals no more damage.",
    "二段攻撃を持つクリーチャーは戦闘ダメージを2回与える。1回目は先制攻撃の戦闘ダメージ・ステップで、2回目は通常の戦闘ダメージ・ステップである。その間にそのクリーチャーが戦闘から取り除かれたなら、それ以上ダメージを与えない。")
add("c41",
    "A blocking creature can block only one attacker unless an effect says otherwise. Blocking doesn't cause a creature to tap.",
    "ブロック・クリーチャーは、効果によって別段の定めがない限り、1体の攻撃クリーチャーしかブロックできない。ブロックしてもクリーチャーはタップされない。")
add("c42",
    "An attacking creature with trample and deathtouch needs to assign only 1 damage to each blocker. The rest can be assigned to the player or planeswalker it's attacking.",
    "トランプルと接死を持つ攻撃クリーチャーは、ブロック・クリーチャーそれぞれに1点のダメージを割り振るだけでよい。残りは、それが攻撃しているプレイヤーやプレインズウォーカーに割り振ってかまわない。")

# Zones / the stack
add("c45",
    "Spells and abilities on the stack resolve one at a time, starting with the one put there last. Each time one resolves, players get priority again.",
    "スタック上の呪文や能力は、最後に置かれたものから順に１つずつ解決される。１つ解決されるたびに、各プレイヤーは再び優先権を得る。")
add("c46",
    "Casting a spell in response to a triggered ability doesn't stop that ability. It will still resolve unless something counters it.",
    "誘発型能力に対応して呪文を唱えても、その能力が止まるわけではない。何かがその能力を打ち消さない限り、それは解決される。")

# Face-down
add("c47",
    "A face-down creature is a 2/2 with no name, no abilities, no mana cost and no creature types. Its mana value is 0.",
    "裏向きのクリーチャーは、名前、能力、マナ・コスト、クリーチャー・タイプを持たない2/2のクリーチャーである。そのマナ総量は0である。")
add("c48",
    "If a face-down permanent leaves the battlefield, its owner must reveal it. You may look at face-down permanents you control at any time.",
    "裏向きのパーマネントが戦場を離れる場合、オーナーはそれを公開しなければなりません。あなたは自分がコントロールする裏向きのパーマネントをいつでも見てかまいません。")

# Commanders
add("c49",
    "Each time you cast your commander from the command zone, it costs {2} more for each previous time you've cast it from there this game.",
    "あなたの統率者を統率領域から唱えるたび、このゲームでそれ以前にそこから唱えた回数1回につき、そのコストは{2}多くなる。")
add("c50",
    "If your commander is put into your graveyard or into exile, you may move it to the command zone the next time state-based actions are checked.",
    "あなたの統率者があなたの墓地や追放領域に置かれた場合、次に状況起因処理がチェックされる際に、あなたはそれを統率領域に移動してもよい。")

# Priority / replacement / prevention / state-based actions
add("c51",
    "Both players must pass priority in succession with nothing new happening before the top object on the stack resolves. If anyone casts a spell, everyone gets another chance to respond.",
    "スタックの一番上にあるものが解決されるのは、何も新たに起こらずに両プレイヤーが連続して優先権をパスした後である。誰かが呪文を唱えた場合には、全員にもう一度対応する機会が与えられる。")
add("c52",
    "A replacement effect doesn't use the stack; it modifies an event as it happens. If two replacement effects would apply, the affected player or the controller of the affected object chooses the order.",
    "置換効果はスタックを使わず、ある出来事を、それが起こる際に変更する。2つの置換効果が適用される場合、影響を受けるプレイヤーか、影響を受けるオブジェクトのコントローラーがその順番を選ぶ。")
add("c53",
    "A prevention effect that prevents the next 3 damage is used up only after it has prevented 3 damage in total. It can apply to damage from several sources.",
    "次に与えられるダメージ3点を軽減する軽減効果は、合計で3点のダメージを軽減するまで消費されない。複数の発生源からのダメージに適用されることもある。")
add("c54",
    "A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. It isn't destroyed, so regeneration and indestructible can't save it.",
    "タフネスが0以下のクリーチャーは、状況起因処理によってオーナーの墓地に置かれる。これは破壊ではないので、再生や破壊不能によってそれを救うことはできない。")
add("c55",
    "If you control two legendary permanents with the same name, you choose one of them and put the other into its owner's graveyard. This isn't sacrificing.",
    "同じ名前を持つ伝説のパーマネントを２つコントロールしているなら、あなたはそのうち１つを選び、もう一方をオーナーの墓地に置く。これは生け贄に捧げることではない。")

# Protection / hexproof / ward / control
add("c56",
    "A creature with protection from red can't be blocked by red creatures, and damage that red sources would deal to it is prevented.",
    "プロテクション（赤）を持つクリーチャーは赤のクリーチャーによってブロックされず、赤の発生源によってそれに与えられるダメージは軽減される。")
add("c57",
    "Hexproof only stops opponents from targeting the permanent. You can still target your own hexproof creatures, and effects that don't target affect them normally.",
    "呪禁によって妨げられるのは、対戦相手がそのパーマネントを対象にすることだけだ。あなたは自分の呪禁を持つクリーチャーを対象にでき、対象を取らない効果は通常どおりそれらに影響する。")
add("c58",
    "Ward triggers when the permanent becomes the target of a spell or ability an opponent controls. Unless that player pays the ward cost, the spell or ability is countered.",
    "護法は、そのパーマネントが対戦相手のコントロールする呪文や能力の対象になったときに誘発する。そのプレイヤーが護法コストを支払わないかぎり、その呪文や能力は打ち消される。")
add("c59",
    "If you gain control of a creature, you can't attack with it this turn unless it has haste. You also can't activate its {T} abilities.",
    "クリーチャーのコントロールを得た場合、それが速攻を持っていないかぎり、そのターンにそれで攻撃することはできない。また、コストに{T}を含むその起動型能力を起動することもできない。")

# Multiplayer / sacrifice / discard / scry / surveil / search
add("c60",
    "When a player leaves a multiplayer game, all objects that player owns leave with them. Any effects giving that player control of objects end.",
    "多人数戦のゲームからプレイヤーが抜けると、そのプレイヤーがオーナーであるオブジェクトもすべてゲームから取り除かれる。そのプレイヤーにオブジェクトのコントロールを与えている効果はすべて終了する。")
add("c61",
    "You can sacrifice only permanents you control. Sacrificing a creature isn't destroying it, so indestructible doesn't help.",
    "生け贄に捧げることができるのは、あなたがコントロールしているパーマネントだけです。クリーチャーを生け贄に捧げることは破壊することではないので、破壊不能は役に立ちません。")
add("c62",
    "If an effect makes you discard a card at random, you can't choose which one. Abilities that trigger when you discard still trigger.",
    "効果によって無作為にカードを捨てる場合、どのカードを捨てるかを選ぶことはできない。カードを捨てたときに誘発する能力は、その場合も誘発する。")
add("c63",
    "When you scry 2, you may put both cards on the bottom, both on top in any order, or one on top and one on the bottom. Surveil works the same way, except cards go to your graveyard instead of the bottom.",
    "占術２を行う場合、２枚とも一番下に置くことも、２枚とも好きな順番で一番上に置くことも、一方を一番上に、もう一方を一番下に置くこともできる。諜報も同様だが、カードは一番下ではなく墓地に置かれる。")
add("c64",
    "If you search your library for a card with a particular quality, you can choose to find nothing, even if such a card is there. Afterward, shuffle.",
    "特定の性質を持つカードを求めてライブラリーを探す場合、条件を満たすカードがあっても、何も見つけないことを選んでかまわない。その後、ライブラリーを切り直す。")

# Leaves-the-battlefield triggers / layers / emblems / planeswalkers / sagas / mulligans
add("c65",
    "Leaves-the-battlefield abilities \"look back in time,\" so they trigger even though the permanent is already in a graveyard when they're checked. A creature's own dies ability triggers too.",
    "戦場を離れたときに誘発する能力は「過去を参照する」ので、チェックされる時点でそのパーマネントが既に墓地に置かれていても誘発する。クリーチャー自身の死亡時に誘発する能力も同様に誘発する。")
add("c66",
    "Effects that set a creature's power and toughness to specific values apply before effects that modify them, such as +1/+1 counters. Timestamp order is used only among effects in the same layer.",
    "クリーチャーのパワーとタフネスを特定の値にする効果は、+1/+1カウンターのようにそれらを修整する効果より先に適用される。タイムスタンプ順が用いられるのは、同じ種類別の中の効果どうしに限られる。")
add("c67",
    "An emblem stays in the command zone for the rest of the game. It can't be destroyed or removed by other effects, and it has no characteristics other than its abilities.",
    "紋章はゲームの残りの間、統率領域に残り続ける。ほかの効果によって破壊されたり取り除かれたりすることはなく、能力以外の特性を持たない。")
add("c68",
    "You can activate only one loyalty ability of each planeswalker you control each turn, and only any time you could cast a sorcery.",
    "あなたがコントロールする各プレインズウォーカーについて、忠誠度能力は各ターンに１回、ソーサリーを唱えられるときにしか起動できません。")
add("c69",
    "As a Saga enters, you put a lore counter on it, and its first chapter ability triggers. After the last chapter ability has resolved and left the stack, the Saga is sacrificed.",
    "英雄譚が戦場に出るに際し、その上に伝承カウンターを１個置き、第１章の能力が誘発する。最後の章能力が解決されてスタックを離れた後、その英雄譚は生け贄に捧げられる。")
add("c70",
    "With the London mulligan, you always draw seven cards, then put one card on the bottom of your library for each mulligan you've taken.",
    "ロンドン・マリガンでは、常にカードを7枚引き、その後、行ったマリガン1回につきカード1枚を自分のライブラリーの一番下に置く。")

# Extra tricky cases
add("c71",
    "Each time you venture into the dungeon, you move to the next room. If there's more than one next room, you choose which one.",
    "ダンジョン探索をするたび、あなたは次の部屋に進む。次の部屋が複数ある場合、どの部屋に進むかはあなたが選ぶ。")
add("c72",
    "If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost.",
    "《切望の報奨》の解決時にパーティーが全員そろっているなら、あなたはマナ総量が４以下の呪文を手札から１つ、マナ・コストを支払わずに唱えてかまわない。")

# ---------------------------------------------------------------------------
# PART 3 — defect pairs: numbers, symbols, terminology, templating
# Each target is a correct translation with exactly one planted defect
# (the comment says what was planted).
# ---------------------------------------------------------------------------

# numbers: a number changed; everything else correct
add("num1",  # three -> 2
    "If you control three Rooms and unlock a door of one of them, only that Room is affected.",
    "あなたが部屋を2つコントロールしていて、そのうち1つのドアを開放した場合、影響を受けるのはその部屋だけである。",
    "numbers")
add("num2",  # four -> 5 (second sentence)
    "The number of creatures in your party can be anywhere from zero to four. It's never more than four, even if you control many Clerics.",
    "あなたのパーティーを構成しているクリーチャーの数は、0から4までのいずれかになる。あなたが多くのクリーチャーをコントロールしていて、それらがクレリックであっても、その数が5を超えることはない。",
    "numbers")
add("num3",  # 3 -> 4
    "A planeswalker with 5 loyalty counters that's dealt 2 damage is left with 3 loyalty counters.",
    "忠誠カウンターが5個置かれているプレインズウォーカーが2点のダメージを受けた場合、残る忠誠カウンターは4個になる。",
    "numbers")
add("num4",  # two -> 三体 (kanji)
    "A creature with double strike that's blocked by two creatures can divide its damage differently in each combat damage step.",
    "二段攻撃を持つクリーチャーが三体のクリーチャーにブロックされた場合、それぞれの戦闘ダメージ・ステップで異なる方法でダメージを割り振ることができる。",
    "numbers")
add("num5",  # six -> 8
    "With Doubling Season, an effect that would put three +1/+1 counters on your creature puts six instead.",
    "《倍増の季節》があるなら、あなたのクリーチャーの上に+1/+1カウンターを3個置く効果は、代わりにそれを8個置く。",
    "numbers")
add("num6",  # two cards -> 3枚
    "When you take your second mulligan, you'll put two cards from your new hand on the bottom of your library.",
    "2回目のマリガンを行った場合、新しい手札からカードを3枚選んでライブラリーの一番下に置くことになります。",
    "numbers")
add("num7",  # two rooms -> ３つ (full-width)
    "If you take the initiative while you already have it, you still venture into Undercity. Taking it twice in one turn moves you forward two rooms.",
    "既にイニシアチブを持っている状態でイニシアチブを得た場合も、《Undercity》を探索する。１ターンに２回イニシアチブを得たなら、３つ先の部屋に進むことになる。",
    "numbers")
add("num8",  # once -> 2回
    "If a spell targets the same creature twice, that creature's ward ability triggers only once.",
    "呪文が同じクリーチャーを2回対象にした場合でも、そのクリーチャーの護法能力は2回しか誘発しない。",
    "numbers")

# symbols: a mana/tap symbol or P/T modifier changed or dropped; digits left alone
add("sym1",  # {2}{U} -> {2}{B}
    "To unlock the other door, pay its unlock cost, such as {2}{U}, any time you could cast a sorcery.",
    "もう一方のドアを開放するには、ソーサリーを唱えられるときに、{2}{B}などのその開放コストを支払う。",
    "symbols")
add("sym2",  # {T} -> {Q}
    "An ability with the cost \"{T}, Sacrifice a Role you control\" can't be activated if the creature is already tapped.",
    "コストとして{Q}と「あなたがコントロールする役割を生け贄に捧げる」を要求する能力は、そのクリーチャーが既にタップ状態なら起動できない。",
    "symbols")
add("sym3",  # {X}{R} -> {X}{G}
    "If X is 3, a spell with mana cost {X}{R} has a mana value of 4 while it's on the stack.",
    "Xが3なら、マナ・コストが{X}{G}の呪文のマナ総量は、それがスタック上にある間は4である。",
    "symbols")
add("sym4",  # +1/+1 -> +1/-1
    "If a creature with a -1/-1 counter on it gets a +1/+1 counter, both counters are removed.",
    "-1/-1カウンターが置かれているクリーチャーの上に+1/-1カウンターが置かれた場合、両方のカウンターが取り除かれる。",
    "symbols")
add("sym5",  # {G} -> {C}
    "A mana ability such as \"{T}: Add {G}.\" resolves right away, without waiting for players to pass priority.",
    "「{T}：{C}を加える。」のようなマナ能力は、プレイヤーが優先権をパスするのを待つことなく、ただちに解決される。",
    "symbols")
add("sym6",  # {1}{W} -> {1}{U}
    "You pay kicker {1}{W} in addition to the spell's other costs. If you choose not to pay it, the spell isn't kicked.",
    "キッカー{1}{U}は、その呪文のほかのコストに加えて支払う。それを支払わないことを選んだなら、その呪文はキッカーされていない。",
    "symbols")
add("sym7",  # {W}{W} -> {W}
    "The unlock cost of that door is {W}{W}, so you can't pay it with colorless mana.",
    "そのドアの開放コストは{W}なので、無色マナで支払うことはできない。",
    "symbols")
add("sym8",  # {3}{G}{G} -> {3}{G}
    "Turning a face-down creature face up by paying its morph cost, such as {3}{G}{G}, doesn't use the stack.",
    "変異コスト（たとえば{3}{G}）を支払って裏向きのクリーチャーを表向きにすることは、スタックを使わない。",
    "symbols")

# terminology: one forbidden (terms.csv ja_forbidden) or non-official word for a term
add("term1",  # door -> 扉 (second sentence)
    "Each door of a Room has its own name and mana cost. While the Room is on the battlefield, only the abilities of unlocked doors apply.",
    "部屋の各ドアは、それぞれ固有の名前とマナ・コストを持つ。部屋が戦場にある間、能力が適用されるのは開放されている扉だけである。",
    "terminology")
add("term2",  # unlock -> 解錠
    "If an effect unlocks a door, that door's \"when you unlock this door\" abilities still trigger.",
    "効果によってドアが解錠された場合も、そのドアの「あなたがこのドアを開放したとき」の能力は誘発する。",
    "terminology")
add("term3",  # Adventure -> 冒険
    "If an adventurer card is put into exile by some other effect, you can't cast its creature half from there.",
    "冒険を持つカードがほかの効果によって追放された場合、そこからクリーチャーの側を唱えることはできない。",
    "terminology")
add("term4",  # mana value -> 点数で見たマナ・コスト
    "A token that isn't a copy of anything has a mana value of 0, unless the effect that created it gave it a mana cost.",
    "何のコピーでもないトークンの点数で見たマナ・コストは、それを生成した効果がマナ・コストを与えていない限り0である。",
    "terminology")
add("term5",  # triggered ability -> 誘発能力
    "A triggered ability is put on the stack the next time a player would receive priority.",
    "誘発能力は、次にプレイヤーが優先権を得る際にスタックに置かれる。",
    "terminology")
add("term6",  # library -> 山札
    "If you would draw a card from an empty library, you don't lose right away. You lose the next time state-based actions are checked.",
    "空の山札からカードを引く場合、すぐに敗北するわけではありません。次に状況起因処理がチェックされたときに敗北します。",
    "terminology")
add("term7",  # target -> ターゲット
    "If all of a spell's targets have become illegal by the time it would resolve, the spell doesn't resolve.",
    "呪文が解決される時点でそのターゲットがすべて不適正になっている場合、その呪文は解決されない。",
    "terminology")
add("term8",  # countered (verb) -> カウンターされた
    "If the spell that would put a +1/+1 counter on a creature is countered, no counter is put on it.",
    "クリーチャーの上に+1/+1カウンターを置くはずの呪文がカウンターされた場合、そのクリーチャーの上にカウンターは置かれない。",
    "terminology")
add("term9",  # cast -> プレイする
    "When you cast your commander from the command zone, you follow the normal timing rules for its card type.",
    "統率者を統率領域からプレイする場合、そのカード・タイプの通常のタイミングの規則に従う。",
    "terminology")
add("term10",  # graveyard -> 墓場 (non-official)
    "A Role token that's put into a graveyard ceases to exist. It can't be returned to the battlefield.",
    "墓場に置かれた役割・トークンは消滅する。それを戦場に戻すことはできない。",
    "terminology")

# templating: non-official wording for a template phrase
add("tpl1",  # Choose one — -> 以下から1つを選択する —
    "For a spell that says \"Choose one —,\" you choose the mode as you cast it. You can't change it later.",
    "「以下から1つを選択する —」と書かれた呪文では、それを唱える際にモードを選ぶ。後でそれを変更することはできない。",
    "templating")
add("tpl2",  # Choose one — -> 次の中から1つを選ぶ —
    "If a copy is made of an ability that says \"Choose one —,\" the copy has the same mode, and you can't choose a different one.",
    "「次の中から1つを選ぶ —」と書かれた能力のコピーが作られた場合、そのコピーのモードは同じであり、別のモードを選ぶことはできない。",
    "templating")
add("tpl3",  # whenever -> ～ごとに
    "An ability that says \"whenever you unlock a door\" triggers once for each door you unlock.",
    "「あなたがドアを開放するごとに」と書かれた能力は、あなたが開放したドアそれぞれにつき1回誘発する。",
    "templating")
add("tpl4",  # whenever -> ～時はいつでも
    "An ability that triggers \"whenever a creature you control attacks\" triggers for each attacking creature you control.",
    "「あなたがコントロールするクリーチャーが攻撃する時はいつでも」誘発する能力は、あなたがコントロールする攻撃クリーチャーそれぞれについて誘発する。",
    "templating")
add("tpl5",  # At the beginning of -> の始めに
    "An ability that triggers \"at the beginning of combat on your turn\" triggers even if you don't plan to attack.",
    "「あなたのターンの戦闘の始めに」誘発する能力は、あなたが攻撃するつもりがない場合でも誘発する。",
    "templating")
add("tpl6",  # At the beginning of -> の最初に
    "Abilities that trigger \"at the beginning of the end step\" trigger even if no spells were cast this turn.",
    "「終了ステップの最初に」誘発する能力は、このターンに呪文が唱えられていなくても誘発する。",
    "templating")
add("tpl7",  # [Cost]: [Effect] -> ［費用］：［効果］
    "Every activated ability follows the pattern \"[Cost]: [Effect].\" Loyalty abilities do too.",
    "起動型能力はすべて「［費用］：［効果］」という形式に従う。忠誠度能力も同様である。",
    "templating")

# ---------------------------------------------------------------------------
# PART 4 — defect pairs: card_names, untranslated, wrong_language, omission
# ---------------------------------------------------------------------------

# card_names: official JA name wrong, misspelled, or kept in English
add("name1",  # 倍増の季節 -> 倍加の季節 (wrong word)
    "Doubling Season doesn't affect counters put on a permanent as part of paying a cost.",
    "《倍加の季節》は、コストの支払いの一部としてパーマネントの上に置かれるカウンターには影響しない。",
    "card_names")
add("name2",  # kept in English although 倍増の季節 exists
    "If you control two Doubling Seasons, an effect that would create one token creates four instead.",
    "あなたが《Doubling Season》を2つコントロールしているなら、トークンを1つ生成する効果は、代わりにそれを4つ生成する。",
    "card_names")
add("name3",  # パンハモニコン -> パンハーモニコン (misspelled)
    "Panharmonicon doesn't cause the abilities of dungeon rooms to trigger an additional time.",
    "《パンハーモニコン》によって、ダンジョンの部屋の能力が追加で誘発することはない。",
    "card_names")
add("name4",  # kept in English although パンハモニコン exists
    "If a creature token enters under your control, Panharmonicon makes your abilities that trigger from it trigger an additional time.",
    "あなたのコントロール下でクリーチャー・トークンが戦場に出た場合、《Panharmonicon》により、それによって誘発したあなたの能力は追加でもう一度誘発する。",
    "card_names")
add("name5",  # 切望の報奨 -> 切望の報償 (misspelled)
    "Coveted Prize lets you search for any card, not just one you'll be able to cast.",
    "《切望の報償》では、唱えることのできるカードだけでなく、どのカードでも探すことができる。",
    "card_names")
add("name6",  # kept in English although 切望の報奨 exists
    "If you don't have a full party as Coveted Prize resolves, you simply put the card you found into your hand.",
    "《Coveted Prize》の解決時にパーティーが全員そろっていない場合、あなたは見つけたカードを手札に加えるだけです。",
    "card_names")
add("name7",  # 切望の報奨 -> 渇望の報奨 (wrong word)
    "The spell you cast with Coveted Prize's effect is cast while Coveted Prize is resolving, so timing restrictions based on card type don't apply.",
    "《渇望の報奨》の効果で唱える呪文はその解決中に唱えられるため、カード・タイプに基づくタイミングの制限は適用されない。",
    "card_names")

# untranslated: all or part left in English (a wholly English target gets this label only)
add("untr1",  # wholly English (copy of the source)
    "A Room that's fully unlocked has both names and both sets of abilities.",
    "A Room that's fully unlocked has both names and both sets of abilities.",
    "untranslated")
add("untr2",  # first sentence left in English
    "Your opponents can't look at a face-down spell you control on the stack. You may look at it at any time.",
    "Your opponents can't look at a face-down spell you control on the stack. あなたはいつでもそれを見てかまわない。",
    "untranslated")
add("untr3",  # a clause left in English mid-target
    "If you sacrifice a creature to pay a cost, you won't get it back even if the spell is countered.",
    "コストを支払うためにクリーチャーを生け贄に捧げた場合、you won't get it back even if the spell is countered ということになる。",
    "untranslated")
add("untr4",  # wholly English, reworded
    "In a multiplayer game, each player gets priority in turn order, starting with the active player.",
    "In multiplayer games, priority passes in turn order, beginning with the active player.",
    "untranslated")
add("untr5",  # first sentence left in English
    "Emblems aren't permanents. Abilities that target permanents can't target them.",
    "Emblems aren't permanents. パーマネントを対象とする能力で紋章を対象にすることはできない。",
    "untranslated")
add("untr6",  # first sentence left in English
    "Putting a card into your graveyard with surveil isn't discarding it. Abilities that trigger when you discard won't trigger.",
    "Putting a card into your graveyard with surveil isn't discarding it. したがって、カードを捨てたときに誘発する能力は誘発しない。",
    "untranslated")
add("untr7",  # wholly English, reworded
    "You can cast an Adventure only if you could cast a spell of its type at that time.",
    "You can cast an Adventure only when you could cast a spell of that type.",
    "untranslated")

# wrong_language: all or a large part in Chinese, Korean or another language
add("wl1",  # wholly Simplified Chinese
    "If an effect copies a Room spell, the copy has the same door chosen.",
    "如果某个效果复制了一个房间咒语，该复制品所选择的门与原咒语相同。",
    "wrong_language")
add("wl2",  # wholly Korean
    "Your party counts only creatures you control on the battlefield.",
    "당신의 파티는 당신이 조종하는 전장에 있는 생물만 셉니다.",
    "wrong_language")
add("wl3",  # wholly Traditional Chinese
    "Tokens created by a copy of a spell are created by that copy's controller.",
    "由咒語的複製所產生的衍生物，是由該複製的操控者產生的。",
    "wrong_language")
add("wl4",  # first sentence Korean, second Japanese
    "When a creature dies, its leaves-the-battlefield abilities trigger. Abilities of other permanents that watch for a creature dying also trigger.",
    "생물이 죽으면 그 생물의 전장을 떠날 때 능력이 유발됩니다. クリーチャーの死亡を参照するほかのパーマネントの能力も誘発する。",
    "wrong_language")
add("wl5",  # wholly French
    "If you mulligan, you shuffle your hand into your library before drawing a new hand.",
    "Si vous faites un mulligan, vous mélangez votre main dans votre bibliothèque avant de piocher une nouvelle main.",
    "wrong_language")
add("wl6",  # first sentence Chinese, second Japanese
    "Protection from creatures doesn't stop your own spells from targeting that creature. It does stop creatures from blocking it.",
    "反生物保护不会阻止你自己的咒语以该生物为目标。ただし、クリーチャーによってブロックされることはなくなる。",
    "wrong_language")
add("wl7",  # wholly Korean
    "Activating a mana ability doesn't use the stack, and it can't be responded to.",
    "마나 능력을 활성화하는 것은 스택을 사용하지 않으며, 그것에 대응할 수 없습니다.",
    "wrong_language")

# omission: a sentence or clause dropped; the dropped part holds no term, number,
# symbol, negation or card name
add("om1",  # dropped: "You choose the path at each branch as you move."
    "Each time you venture into the dungeon, you move to the next room and its ability triggers. You choose the path at each branch as you move.",
    "ダンジョンを探索するたび、あなたは次の部屋に進み、その部屋の能力が誘発する。",
    "omission")
add("om2",  # dropped: "and they stay there until that creature leaves"
    "Roles are Aura tokens with enchant creature. They enter attached to a creature, and they stay there until that creature leaves.",
    "役割は、エンチャント（クリーチャー）を持つオーラ・トークンである。それはクリーチャーにつけられた状態で戦場に出る。",
    "omission")
add("om3",  # dropped: "which are what's written on the card itself"
    "A token that's a copy of a creature copies the original's printed values, which are what's written on the card itself.",
    "クリーチャーのコピーであるトークンは、元のクリーチャーに印刷されている値をコピーする。",
    "omission")
add("om4",  # dropped: "Each player then gets a chance to act before damage is dealt."
    "During combat, the defending player declares blockers after attackers are declared. Each player then gets a chance to act before damage is dealt.",
    "戦闘中、防御プレイヤーは、攻撃クリーチャーが指定された後にブロック・クリーチャーを指定します。",
    "omission")
add("om5",  # dropped: "and that object stays there until it resolves or leaves some other way"
    "The stack is a zone shared by all players. Whoever put an object there controls it, and that object stays there until it resolves or leaves some other way.",
    "スタックはすべてのプレイヤーが共有する領域である。そこにオブジェクトを置いたプレイヤーが、そのコントローラーになる。",
    "omission")
add("om6",  # dropped: "Players agree on seating before the game starts."
    "In a multiplayer game, the turn passes to the player on the left. Players agree on seating before the game starts.",
    "多人数戦では、ターンは左隣のプレイヤーに移る。",
    "omission")
add("om7",  # dropped: "in any order you like"
    "Surveil lets you look at the top cards of your library and put any of them into your graveyard. Put the rest back on top in any order you like.",
    "諜報を行うと、あなたはライブラリーの一番上からカードを見て、そのうち好きな枚数を墓地に置くことができる。残りはライブラリーの一番上に戻す。",
    "omission")
add("om8",  # dropped: "whether by the turn-based action or by another effect"
    "A Saga's chapter abilities are triggered abilities. They trigger when lore counters are put on it, whether by the turn-based action or by another effect.",
    "英雄譚の章能力は誘発型能力である。それらは伝承カウンターがその英雄譚の上に置かれたときに誘発する。",
    "omission")

# ---------------------------------------------------------------------------
# PART 5 — defect pairs: negation, punctuation, missing
# ---------------------------------------------------------------------------

# negation: a negation removed or added, or the meaning otherwise flipped
add("neg1",  # negation removed
    "Unlocking a door doesn't cause the Room to leave the battlefield and enter again.",
    "ドアを開放すると、その部屋は戦場を離れて再び戦場に出る。",
    "negation")
add("neg2",  # "doesn't need to be untapped" -> "must be untapped"
    "A creature doesn't need to be untapped to be counted in your party.",
    "パーティーを構成するクリーチャーとして数えられるには、そのクリーチャーはアンタップ状態でなければならない。",
    "negation")
add("neg3",  # "can be cast" -> "can't be cast"
    "An adventurer card exiled this way can be cast as a creature spell later, even on a later turn.",
    "この方法で追放された出来事を持つカードは、後でクリーチャー・呪文として唱えることはできない。後のターンであっても同様である。",
    "negation")
add("neg4",  # negation added
    "Hexproof doesn't prevent you from targeting your own creatures.",
    "呪禁があると、あなたは自分のクリーチャーを対象にすることができない。",
    "negation")
add("neg5",  # "has no color" -> "has a color"
    "The mana value of a face-down permanent is 0, and it has no color.",
    "裏向きのパーマネントのマナ総量は0であり、それは色を持つ。",
    "negation")
add("neg6",  # "aren't refunded" -> "are refunded"
    "If a spell is countered, none of its effects happen. Any costs paid for it aren't refunded.",
    "呪文が打ち消された場合、その効果は一切発生しない。その呪文のために支払ったコストは返還される。",
    "negation")
add("neg7",  # "only the owner" -> "only players other than the owner"
    "Only the owner of a commander may move it to the command zone.",
    "統率者を統率領域に移動できるのは、そのオーナー以外のプレイヤーだけである。",
    "negation")
add("neg8",  # "waits" -> "is put on the stack without waiting"
    "A triggered ability that triggers while a spell is resolving waits, and it's put on the stack the next time a player would receive priority.",
    "呪文の解決中に誘発した誘発型能力は、その解決が終わるのを待たずに、ただちにスタックに置かれる。",
    "negation")

# punctuation: final mark missing or wrong; the rest is correct
add("punc1",  # ASCII "."
    "Abilities of a locked door don't function while the Room is on the battlefield.",
    "部屋が戦場にある間、閉鎖されているドアの能力は機能しない.",
    "punctuation")
add("punc2",  # no final mark
    "Playing a land isn't casting a spell, and a land can't be countered.",
    "土地をプレイすることは呪文を唱えることではなく、土地が打ち消されることもない",
    "punctuation")
add("punc3",  # full-width "！"
    "The only way to respond to a Role token being created is to respond to the spell or ability that creates it.",
    "役割・トークンの生成に対応するには、それを生成する呪文や能力に対応するしかない！",
    "punctuation")
add("punc4",  # ASCII "."
    "When you complete a dungeon, it's removed from the game; it isn't put into any zone.",
    "ダンジョンを完了すると、それはゲームから取り除かれ、どの領域にも置かれない.",
    "punctuation")
add("punc5",  # ends with "、"
    "If a commander would be put into its owner's hand or library from anywhere, its owner may put it into the command zone instead.",
    "統率者がいずれかの領域からオーナーの手札かライブラリーに置かれる場合、オーナーは代わりにそれを統率領域に置いてもよい、",
    "punctuation")
add("punc6",  # no final mark after the second sentence
    "Scry 1 lets you look at the top card of your library. You may put that card on the bottom.",
    "占術1を行うと、ライブラリーの一番上のカードを見ることができます。そのカードは一番下に置いてもかまいません",
    "punctuation")
add("punc7",  # ASCII "?"
    "Damage dealt to a planeswalker removes that many loyalty counters from it.",
    "プレインズウォーカーにダメージが与えられると、その点数に等しい数の忠誠カウンターがそれから取り除かれる?",
    "punctuation")

# missing: empty or whitespace-only target
add("miss1",
    "Effects that refer to the owner of a token mean the player who created it.",
    "",
    "missing")
add("miss2",
    "The player who gets an emblem owns it and controls it for the rest of the game.",
    " ",
    "missing")
add("miss3",
    "A kicker cost can be paid only once unless the card has multikicker.",
    "\n",
    "missing")
add("miss4",
    "Layers determine the order in which continuous effects are applied.",
    "\u3000",
    "missing")
add("miss5",
    "If a door is unlocked while the Room is tapped, the Room stays tapped.",
    "\t",
    "missing")
add("miss6",
    "A copy of an Adventure spell isn't exiled as it resolves, because it isn't a card.",
    "",
    "missing")
add("miss7",
    "A player who has left the game can't take the initiative.",
    " \n ",
    "missing")
