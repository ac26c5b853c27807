#!/usr/bin/env python3
"""Fresh JA evaluation set no. 3 for the translation-QA checks (hand-written, see qa_fresh3_ja_README.md).

Writes qa_fresh3_ja.jsonl next to this file. Each pair: (id, expected_check_or_None, en, target).
None means a clean pair (expected: []). Parts were appended one by one; the file is written at exit.
"""
import atexit
import json
import os
from collections import Counter

CHECKS = {"numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"}
PAIRS = []
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh3_ja.jsonl")


def add(pid, check, en, target):
    PAIRS.append((pid, check, en, target))


def _write():
    out = OUT
    ids = [p[0] for p in PAIRS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    with open(out, "w", encoding="utf-8") as f:
        for pid, check, en, target in PAIRS:
            assert pid.startswith("ja-f3-"), pid
            assert check is None or check in CHECKS, check
            assert en.strip(), pid
            if check != "missing":
                assert target.strip(), pid
            else:
                assert not target.strip(), pid
            rec = {"id": pid, "lang": "ja", "en": en, "target": target,
                   "expected": [] if check is None else [check]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    c = Counter(p[1] or "clean" for p in PAIRS)
    print(f"wrote {len(PAIRS)} pairs to {out}")
    for k, v in sorted(c.items()):
        print(f"  {k}: {v}")


atexit.register(_write)

# ---------------------------------------------------------------------------
# PART 1 — clean pairs: Rooms, dungeons/initiative, party, Adventures, Roles
# ---------------------------------------------------------------------------
C = None  # clean

add("ja-f3-clean-01", C,
    '''If a Room has one door unlocked and you unlock the other door, you have fully unlocked that Room.''',
    '''一方のドアが開放されている部屋のもう一方のドアをあなたが開放した場合、あなたはその部屋を完全に開放したことになる。''')
add("ja-f3-clean-02", C,
    '''A door that is locked has no abilities, and its name and mana cost are ignored while the Room is on the battlefield.''',
    '''部屋が戦場にある間、閉鎖されているドアは能力を持たず、その名前とマナ・コストは無視される。''')
add("ja-f3-clean-03", C,
    '''Unlocking a door is a special action. You may take it any time you have priority during your main phase while the stack is empty, by paying that door's mana cost.''',
    '''ドアを開放することは特別な処理です。あなたは、あなたのメイン・フェイズの間でスタックが空であり、あなたが優先権を持っているならいつでも、そのドアのマナ・コストを支払うことでこれを行ってもかまいません。''')
add("ja-f3-clean-04", C,
    '''When you cast Funeral Room // Awakening Hall, you choose which half to cast. Only that door becomes unlocked as the Room enters.''',
    '''《Funeral Room // Awakening Hall》を唱える際、あなたはどちらの半分を唱えるかを選ぶ。その部屋が戦場に出るに際し、開放されるのはそのドアだけである。''')
add("ja-f3-clean-05", C,
    '''The first time you venture into the dungeon, you choose a dungeon card from outside the game, put it into the command zone, and move into its topmost room.''',
    '''あなたが初めてダンジョンを探索するとき、あなたはゲームの外部からダンジョン・カード1枚を選んで統率領域に置き、その一番上の部屋に進む。''')
add("ja-f3-clean-06", C,
    '''If you're in the bottommost room of a dungeon and that room's ability isn't on the stack, that dungeon is removed from the game as a state-based action.''',
    '''あなたがダンジョンの一番下の部屋にいて、その部屋の能力がスタック上にないなら、そのダンジョンは状況起因処理によってゲームから取り除かれる。''')
add("ja-f3-clean-07", C,
    '''Taking the initiative causes you to venture into Undercity. Whenever a creature deals combat damage to the player who has the initiative, that creature's controller takes the initiative.''',
    '''イニシアチブを得ると、あなたは《Undercity》を探索する。イニシアチブを持つプレイヤーにクリーチャーが戦闘ダメージを与えるたび、そのクリーチャーのコントローラーがイニシアチブを得る。''')
add("ja-f3-clean-08", C,
    '''At the beginning of your upkeep, if you have the initiative, you venture into Undercity again.''',
    '''あなたのアップキープの開始時に、あなたがイニシアチブを持っているなら、あなたは再び《Undercity》を探索する。''')
add("ja-f3-clean-09", C,
    '''Your party can contain at most one Cleric, one Rogue, one Warrior and one Wizard, so its size is never greater than four.''',
    '''あなたのパーティーにはクレリック、ならず者、戦士、ウィザードがそれぞれ最大1体までしか含まれないので、その人数が４を超えることは決してない。''')
add("ja-f3-clean-10", C,
    '''A creature that is both a Cleric and a Warrior can be counted as either one, but not as both.''',
    '''クレリックでありかつ戦士でもあるクリーチャーは、そのどちらか一方として数えることはできますが、両方として数えることはできません。''')
add("ja-f3-clean-11", C,
    '''If you don't have a full party as Coveted Prize resolves, you can still search for a card, but you can't cast a spell with it.''',
    '''《切望の報奨》の解決時にあなたのパーティーが全員そろっていないなら、あなたはそれでもカードを探すことはできるが、それによって呪文を唱えることはできない。''')
add("ja-f3-clean-12", C,
    '''Coveted Prize costs {1} less to cast for each creature in your party, so with a full party you'll pay only {B}.''',
    '''《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー1体につき{1}少なくなるので、あなたのパーティーが全員そろっているなら、あなたは{B}しか支払わない。''')
add("ja-f3-clean-13", C,
    '''The mana value of Coveted Prize is always 5, even if you paid less to cast it.''',
    '''あなたが《切望の報奨》を唱えるために支払った額が少なかったとしても、そのマナ総量は常に５である。''')
add("ja-f3-clean-14", C,
    '''An Adventure spell has only the characteristics printed in its Adventure frame. As it resolves, it's exiled rather than put into the graveyard.''',
    '''出来事である呪文は、出来事の枠に記載されている特性しか持たない。それは解決に際し、墓地に置かれる代わりに追放される。''')
add("ja-f3-clean-15", C,
    '''While the card is exiled this way, you may cast it as a creature spell. You can't cast it as an Adventure again.''',
    '''この方法で追放されている間、あなたはそのカードをクリーチャー呪文として唱えてもかまわないが、再び出来事として唱えることはできない。''')
add("ja-f3-clean-16", C,
    '''If your Adventure spell is countered, the card goes to the graveyard like any other spell, and you lose the chance to cast the creature from exile.''',
    '''あなたの出来事である呪文が打ち消された場合、そのカードは他の呪文と同じように墓地に置かれ、追放領域からそのクリーチャーを唱える機会は失われる。''')
add("ja-f3-clean-17", C,
    '''While on the stack as an Adventure, the spell's mana value is based on the Adventure's mana cost, not the creature's.''',
    '''出来事としてスタック上にある間、その呪文のマナ総量はクリーチャーのマナ・コストではなく出来事のマナ・コストに基づく。''')
add("ja-f3-clean-18", C,
    '''A player can keep only one Role on each permanent. If a second one from the same player becomes attached, the older one is put into its owner's graveyard.''',
    '''各プレイヤーがそれぞれのパーマネントに残せる役割は1つだけである。同じプレイヤーの2つ目の役割がつけられたなら、古い方がオーナーの墓地に置かれる。''')
add("ja-f3-clean-19", C,
    '''Roles controlled by different players don't affect each other. A creature may have one Role from you and one from an opponent.''',
    '''異なるプレイヤーがコントロールする役割は互いに影響しません。クリーチャー1体に、あなたの役割と対戦相手の役割が1つずつつけられていてもかまいません。''')
add("ja-f3-clean-20", C,
    '''A Role that's no longer attached to a permanent is put into its owner's graveyard as a state-based action, and then it ceases to exist.''',
    '''パーマネントにつけられていない役割は状況起因処理によってオーナーの墓地に置かれ、その後消滅する。''')
add("ja-f3-clean-21", C,
    '''Each time you venture into the dungeon, you move to an adjacent room that's lower on the card. (If there's a branch, you choose which way to go.)''',
    '''ダンジョンを探索するたび、あなたはそのカードでより下にある隣接した部屋に進む。（分岐がある場合、どちらに進むかはあなたが選ぶ。）''')
add("ja-f3-clean-22", C,
    '''Whenever you unlock a door, the ability triggers. Unlocking both doors of a Room at the same time causes it to trigger twice.''',
    '''あなたがドアを開放するたび、その能力は誘発する。部屋の両方のドアを同時に開放した場合、それは二度誘発する。''')
add("ja-f3-clean-23", C,
    '''A card with an Adventure can be cast in two different ways from your hand, but each time you cast it you choose only one.''',
    '''出来事を持つカードは手札から二通りの方法で唱えることができるが、唱えるたびにどちらか一方しか選べない。''')

# ---------------------------------------------------------------------------
# PART 2 — clean pairs: copies, tokens, counters, costs, abilities, combat, zones,
# stack, face-down, commanders, layers, replacement, SBA, protection, multiplayer
# ---------------------------------------------------------------------------
add("ja-f3-clean-24", C,
    '''A copy doesn't copy counters on the original, nor whether it's tapped. It copies only the values printed on it, modified by other copy effects.''',
    '''コピーは、元のパーマネントの上に置かれているカウンターや、それがタップ状態であるかどうかはコピーしない。コピーするのは、その印刷されている値と、他のコピー効果による修正だけである。''')
add("ja-f3-clean-25", C,
    '''A copy of a spell is created on the stack; it isn't cast. Abilities that trigger whenever a player casts a spell won't trigger for it.''',
    '''呪文のコピーはスタック上に生成されるものであり、唱えられたわけではない。そのため、プレイヤーが呪文を唱えるたびに誘発する能力は、それによっては誘発しない。''')
add("ja-f3-clean-26", C,
    '''If a spell is copied twice, there are three instances of it on the stack: the original and two copies.''',
    '''呪文が２回コピーされた場合、スタック上にはその呪文が３つあることになる。元の呪文と、コピー２つである。''')
add("ja-f3-clean-27", C,
    '''If an effect would create one or more tokens under your control while you control Doubling Season, it creates twice that many instead.''',
    '''あなたが《倍増の季節》をコントロールしている間にいずれかの効果があなたのコントロール下で１個以上のトークンを生成する場合、代わりにそれはその２倍の数を生成する。''')
add("ja-f3-clean-28", C,
    '''With Doubling Season, a planeswalker you control enters with twice as many loyalty counters. Loyalty counters put on it as the cost of an ability aren't doubled, because a cost isn't an effect.''',
    '''《倍増の季節》があるなら、あなたがコントロールするプレインズウォーカーは２倍の数の忠誠カウンターが置かれた状態で戦場に出る。能力のコストとして置かれる忠誠カウンターは２倍にならない。コストは効果ではないからである。''')
add("ja-f3-clean-29", C,
    '''Panharmonicon affects only triggered abilities of permanents you control that trigger on an artifact or creature entering. It doesn't affect abilities that trigger when a permanent leaves.''',
    '''《パンハモニコン》が影響を及ぼすのは、アーティファクトかクリーチャーが戦場に出ることで誘発する、あなたがコントロールするパーマネントの誘発型能力だけである。パーマネントが戦場を離れたときに誘発する能力には影響しない。''')
add("ja-f3-clean-30", C,
    '''If you control two Panharmonicons, an affected ability triggers three times in total.''',
    '''あなたが《パンハモニコン》を２つコントロールしているなら、影響を受ける能力は合計で三回誘発します。''')
add("ja-f3-clean-31", C,
    '''When calculating the mana value of a spell on the stack with {X} in its mana cost, use the value chosen for X. In any other zone, X is 0.''',
    '''マナ・コストに{X}を含む呪文がスタック上にある場合、そのマナ総量を求める際には、Xとして選ばれた値を用いる。それ以外のすべての領域では、Xは0である。''')
add("ja-f3-clean-32", C,
    '''Reducing a spell's cost has no effect on its mana value.''',
    '''呪文のコストを減らしても、そのマナ総量は変わらない。''')
add("ja-f3-clean-33", C,
    '''If you cast a spell without paying its mana cost, you must still pay any mandatory additional costs, such as sacrificing a creature.''',
    '''マナ・コストを支払うことなく呪文を唱える場合でも、クリーチャー1体を生け贄に捧げるなどの必須の追加コストがあるなら、あなたはそれを支払わなければならない。''')
add("ja-f3-clean-34", C,
    '''You can't apply two or more alternative costs to the same spell.''',
    '''1つの呪文に適用できる代替コストは1つだけである。''')
add("ja-f3-clean-35", C,
    '''Activated abilities are written in the form "[Cost]: [Effect]." Anything before the colon is part of the cost.''',
    '''起動型能力は「［コスト］：［効果］」という形で書かれている。コロンより前にあるものはすべてコストの一部である。''')
add("ja-f3-clean-36", C,
    '''A mana ability doesn't use the stack. It resolves immediately after you activate it, and players can't respond to it.''',
    '''マナ能力はスタックを用いず、起動したらただちに解決される。プレイヤーはそれに対応できない。''')
add("ja-f3-clean-37", C,
    '''An activated ability with a target isn't a mana ability, even if it produces mana.''',
    '''対象を取る起動型能力は、マナを生み出すとしてもマナ能力ではない。''')
add("ja-f3-clean-38", C,
    '''You may activate only one loyalty ability of each planeswalker per turn, and only at sorcery speed.''',
    '''各プレインズウォーカーの忠誠度能力は、1ターンに1回、ソーサリーを唱えられるときにしか起動できない。''')
add("ja-f3-clean-39", C,
    '''If abilities controlled by two or more players trigger at the same time, the active player puts theirs on the stack first, then each other player does so in turn order.''',
    '''2人以上のプレイヤーがコントロールする能力が同時に誘発した場合、まずアクティブ・プレイヤーが自分の能力をスタックに置き、その後ターン順に他の各プレイヤーが同様にする。''')
add("ja-f3-clean-40", C,
    '''If several tokens enter under your control at the same time, the ability triggers once for each of them.''',
    '''複数のトークンがあなたのコントロール下で同時に戦場に出た場合、その能力はそれぞれにつき1回誘発する。''')
add("ja-f3-clean-41", C,
    '''If a spell that would put +1/+1 counters on a creature is countered, no counters are put on it.''',
    '''クリーチャーに+1/+1カウンターを置くはずだった呪文が打ち消された場合、そのクリーチャーにカウンターは1個も置かれない。''')
add("ja-f3-clean-42", C,
    '''If a permanent has both a +1/+1 counter and a -1/-1 counter on it, one of each is removed as a state-based action.''',
    '''パーマネントの上に+1/+1カウンターと-1/-1カウンターの両方が置かれているなら、状況起因処理によってそれぞれ1個ずつが取り除かれる。''')
add("ja-f3-clean-43", C,
    '''A spell that can't be countered can still be targeted by spells that try to counter it. Those spells just don't counter it.''',
    '''打ち消されない呪文であっても、それを打ち消そうとする呪文の対象にすることはできる。そのような呪文はそれを打ち消さないだけである。''')
add("ja-f3-clean-44", C,
    '''A token that leaves the battlefield can't move to another zone or come back onto the battlefield. If it's put into a graveyard, it ceases to exist the next time state-based actions are performed.''',
    '''戦場を離れたトークンは、他の領域に移動したり戦場に戻ったりすることはできない。墓地に置かれたトークンは、次に状況起因処理が行われるときに消滅する。''')
add("ja-f3-clean-45", C,
    '''A token that isn't a copy of something has mana value 0 unless the effect that created it gave it a mana cost.''',
    '''何かのコピーでないトークンは、それを生成した効果がマナ・コストを与えていない限り、マナ総量が0である。''')
add("ja-f3-clean-46", C,
    '''A creature with double strike deals both first-strike and regular combat damage. If it's blocked by a creature with first strike, the two creatures deal damage to each other at the same time in the first combat damage step.''',
    '''二段攻撃を持つクリーチャーは、先制攻撃の戦闘ダメージと通常の戦闘ダメージの両方を与える。それが先制攻撃を持つクリーチャーにブロックされたなら、その2体は最初の戦闘ダメージ・ステップで同時に互いにダメージを与える。''')
add("ja-f3-clean-47", C,
    '''An attacking creature with trample and deathtouch needs to assign only 1 damage to each blocker. The rest may be assigned to the player or planeswalker it's attacking.''',
    '''トランプルと接死を持つ攻撃クリーチャーは、各ブロック・クリーチャーに1点のダメージを割り振るだけでよいです。残りは、それが攻撃しているプレイヤーかプレインズウォーカーに割り振ってもかまいません。''')
add("ja-f3-clean-48", C,
    '''A creature that's removed from combat doesn't deal or receive combat damage. Removing a blocker doesn't make the attacker unblocked.''',
    '''戦闘から取り除かれたクリーチャーは、戦闘ダメージを与えることも受けることもない。ブロック・クリーチャーを戦闘から取り除いても、攻撃クリーチャーはブロックされた状態のままである。''')
add("ja-f3-clean-49", C,
    '''Your library and hand are hidden zones, while the graveyard, battlefield, stack and exile are public, unless a card is exiled face down.''',
    '''ライブラリーと手札は非公開領域です。墓地、戦場、スタック、追放領域は公開領域ですが、裏向きで追放されたカードは例外です。''')
add("ja-f3-clean-50", C,
    '''When an object moves from one zone to another, it becomes a new object with no memory of its previous existence.''',
    '''オブジェクトがある領域から別の領域に移動すると、それは以前の存在を記憶していない新しいオブジェクトになる。''')
add("ja-f3-clean-51", C,
    '''If you put two or more cards on the top of your library at once, you choose their order. Your opponents don't see that order.''',
    '''2枚以上のカードを一度にライブラリーの一番上に置く場合、その順番はあなたが決める。対戦相手はその順番を知ることはできない。''')
add("ja-f3-clean-52", C,
    '''Spells and abilities on the stack resolve one at a time, starting with the last one put there.''',
    '''スタック上の呪文や能力は、最後に置かれたものから1つずつ解決される。''')
add("ja-f3-clean-53", C,
    '''After a spell or ability resolves, the active player receives priority. Players don't get priority in the middle of a resolution.''',
    '''呪文や能力が解決された後、アクティブ・プレイヤーが優先権を得る。解決の途中でプレイヤーが優先権を得ることはない。''')
add("ja-f3-clean-54", C,
    '''A face-down creature is a 2/2 creature with no name, no mana cost, no creature types and no abilities. Its mana value is 0.''',
    '''裏向きのクリーチャーは、名前、マナ・コスト、クリーチャー・タイプ、能力を持たない2/2のクリーチャーである。そのマナ総量は0である。''')
add("ja-f3-clean-55", C,
    '''Turning a face-down permanent face up is a special action. It doesn't use the stack and can't be responded to.''',
    '''裏向きのパーマネントを表向きにすることは特別な処理である。それはスタックを用いず、それに対応することはできない。''')
add("ja-f3-clean-56", C,
    '''If a face-down permanent leaves the battlefield, its owner must reveal it. You must also reveal all face-down spells and permanents you control if you leave the game or the game ends.''',
    '''裏向きのパーマネントが戦場を離れたなら、そのオーナーはそれを公開しなければならない。あなたがゲームを離れる場合やゲームが終了する場合にも、あなたがコントロールしている裏向きの呪文やパーマネントをすべて公開しなければならない。''')
add("ja-f3-clean-57", C,
    '''Each time you cast your commander from the command zone, it costs an additional {2} for each previous time you cast it from there.''',
    '''あなたが統率者を統率領域から唱えるためのコストは、それ以前にそこから唱えた回数1回につき{2}多くなります。''')
add("ja-f3-clean-58", C,
    '''If your commander would be put into your graveyard or exile from anywhere, you may put it into the command zone instead.''',
    '''あなたの統率者がいずれかの領域からあなたの墓地か追放領域に置かれる場合、代わりにそれを統率領域に置いてもかまわない。''')
add("ja-f3-clean-59", C,
    '''A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.''',
    '''ゲームを通して同じ統率者から合計21点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北する。''')
add("ja-f3-clean-60", C,
    '''A card's color identity includes the colors of mana symbols in its rules text as well as in its mana cost. Reminder text is ignored.''',
    '''カードの固有色には、マナ・コストにあるマナ・シンボルの色だけでなく、ルール・テキストにあるマナ・シンボルの色も含まれる。注釈文は無視される。''')
add("ja-f3-clean-61", C,
    '''Copy effects are applied in layer 1, before effects that change control, text, type, color, abilities, or power and toughness.''',
    '''コピー効果は種類別第1種で適用される。これは、コントロール、文章、タイプ、色、能力、パワーやタフネスを変更する効果よりも前である。''')
add("ja-f3-clean-62", C,
    '''If two or more replacement effects would apply to the same event, the affected player or the controller of the affected object chooses one to apply first.''',
    '''2つ以上の置換効果が同じ出来事に適用されうる場合、影響を受けるプレイヤーまたは影響を受けるオブジェクトのコントローラーが、最初に適用するものを1つ選ぶ。''')
add("ja-f3-clean-63", C,
    '''Each replacement effect can modify a given event only once.''',
    '''それぞれの置換効果が1つの出来事に適用されるのは1回だけである。''')
add("ja-f3-clean-64", C,
    '''A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration can't replace this.''',
    '''タフネスが0以下のクリーチャーは、状況起因処理によってオーナーの墓地に置かれる。これは再生によって置換できない。''')
add("ja-f3-clean-65", C,
    '''If a player controls two or more legendary permanents with the same name, that player chooses one of them and puts the rest into their owners' graveyards.''',
    '''同じ名前を持つ伝説のパーマネントを2つ以上コントロールしているプレイヤーは、その中から1つを選び、残りをオーナーの墓地に置く。''')
add("ja-f3-clean-66", C,
    '''A creature with protection from red can't be blocked by red creatures, enchanted or equipped by red permanents, or targeted by red spells or abilities from red sources. Damage that red sources would deal to it is prevented.''',
    '''プロテクション（赤）を持つクリーチャーは、赤のクリーチャーによってブロックされず、赤のパーマネントによってエンチャントされたり装備されたりせず、赤の呪文や赤の発生源からの能力の対象にならない。赤の発生源がそれに与えるダメージは軽減される。''')
add("ja-f3-clean-67", C,
    '''Protection doesn't stop effects that don't target, such as one that destroys all creatures.''',
    '''プロテクションは、すべてのクリーチャーを破壊するもののような、対象を取らない効果を防がない。''')
add("ja-f3-clean-68", C,
    '''When a player leaves a multiplayer game, all objects that player owns leave the game too, and any effects giving that player control of objects end.''',
    '''多人数戦でプレイヤーがゲームを離れたとき、そのプレイヤーがオーナーであるすべてのオブジェクトもゲームを離れ、そのプレイヤーにオブジェクトのコントロールを与えている効果はすべて終了する。''')
add("ja-f3-clean-69", C,
    '''In a multiplayer game, you may attack more than one opponent in the same combat, but each creature attacks only one player or planeswalker.''',
    '''多人数戦では、同じ戦闘で複数の対戦相手を攻撃してもかまわないが、各クリーチャーが攻撃できるのはプレイヤー1人かプレインズウォーカー1体だけである。''')
add("ja-f3-clean-70", C,
    '''If a spell says "Choose one —", you choose the mode as you cast it, not as it resolves.''',
    '''「以下から1つを選ぶ」と書かれている呪文では、モードは解決時ではなく、唱える時点で選びます。''')

# ---------------------------------------------------------------------------
# PART 3 — defect pairs: numbers, symbols, terminology, templating, card_names
# (exactly one planted defect each; the rest of the target is correct)
# ---------------------------------------------------------------------------
# numbers: six -> 8 (3 kept)
add("ja-f3-num-1", "numbers",
    '''If you control Doubling Season and an effect would put three +1/+1 counters on a creature you control, it puts six +1/+1 counters on it instead.''',
    '''あなたが《倍増の季節》をコントロールしていて、いずれかの効果があなたがコントロールするクリーチャーの上に+1/+1カウンターを3個置く場合、代わりにそれはそのクリーチャーの上に+1/+1カウンターを8個置く。''')
# numbers: 4 -> 3 (5 kept)
add("ja-f3-num-2", "numbers",
    '''A spell cast this way must have mana value 4 or less. You can't use Coveted Prize to cast a spell with mana value 5 or greater.''',
    '''この方法で唱える呪文のマナ総量は3以下でなければならない。あなたは《切望の報奨》を使ってマナ総量が５以上の呪文を唱えることはできない。''')
# numbers: two -> 三通り (kanji)
add("ja-f3-num-3", "numbers",
    '''There are two ways to cast an adventurer card from your hand: as the creature or as the Adventure.''',
    '''出来事を持つカードを手札から唱える方法は三通りある。クリーチャーとして唱えるか、出来事として唱えるかである。''')
# numbers: "two" dropped (the 1 of "a card" kept)
add("ja-f3-num-4", "numbers",
    '''When the token enters, draw two cards, then discard a card.''',
    '''そのトークンが戦場に出たとき、カードを引き、その後カード1枚を捨てる。''')
# numbers: number added ("a token" -> 2体)
add("ja-f3-num-5", "numbers",
    '''If the exiled card is a creature card, you create a token that's a copy of it. The token isn't a card, even though it has the card's name.''',
    '''追放されたカードがクリーチャー・カードなら、あなたはそのコピーであるトークンを2体生成する。そのトークンはそのカードの名前を持つが、カードではない。''')
# numbers: 0 to 4 -> 0から3 (the other 4s and {4} kept)
add("ja-f3-num-6", "numbers",
    '''The number of creatures in your party is always from 0 to 4. With all four present, Coveted Prize costs {4} less.''',
    '''あなたのパーティーを構成しているクリーチャーの数は、常に0から3までである。4体すべてがそろっているなら、《切望の報奨》を唱えるためのコストは{4}少なくなる。''')
# numbers: 11 -> １２ (full-width; 10 kept)
add("ja-f3-num-7", "numbers",
    '''Commander damage is tracked separately for each commander. Being dealt 10 combat damage by one commander and 11 by another doesn't make you lose.''',
    '''統率者ダメージは統率者ごとに別々に数える。ある統率者から１０点、別の統率者から１２点の戦闘ダメージを受けても、あなたはゲームに敗北しない。''')
# numbers: two additional times -> 3回 (the 2 of "two Panharmonicons" kept)
add("ja-f3-num-8", "numbers",
    '''If you control two Panharmonicons, each affected ability triggers two additional times.''',
    '''あなたが《パンハモニコン》を２つコントロールしているなら、影響を受ける能力はそれぞれ追加で３回誘発する。''')

# symbols: {T} dropped
add("ja-f3-sym-1", "symbols",
    '''The Room's ability costs {1}{B}, {T} to activate, so it can't be activated while the Room is tapped.''',
    '''その部屋の能力を起動するためのコストは{1}{B}なので、その部屋がタップ状態である間はそれを起動できない。''')
# symbols: {2}{U} -> {2}{B} at the second occurrence
add("ja-f3-sym-2", "symbols",
    '''If the door's mana cost is {2}{U}, you must pay {2}{U} to unlock it.''',
    '''ドアのマナ・コストが{2}{U}なら、それを開放するためには{2}{B}を支払わなければならない。''')
# symbols: {X}{R} -> {R}
add("ja-f3-sym-3", "symbols",
    '''If you cast a spell with mana cost {X}{R} and choose 3 for X, its mana value on the stack is 4.''',
    '''マナ・コストが{R}の呪文を唱えてXとして3を選んだ場合、スタック上でのそのマナ総量は4である。''')
# symbols: +1/+1 -> -1/-1 (digits unchanged)
add("ja-f3-sym-4", "symbols",
    '''The Role gives the enchanted creature +1/+1. If the Role leaves the battlefield, the bonus ends immediately.''',
    '''その役割はエンチャントしているクリーチャーに-1/-1の修整を与える。その役割が戦場を離れたなら、その修整はただちに終了する。''')
# symbols: {Q} -> {T}
add("ja-f3-sym-5", "symbols",
    '''An ability with {Q} in its cost requires you to untap the permanent. If it's already untapped, you can't pay that cost.''',
    '''コストに{T}を含む能力では、そのパーマネントをアンタップする必要がある。それがすでにアンタップ状態なら、そのコストを支払うことはできない。''')
# symbols: {U} -> {B} in the explanation of a hybrid symbol
add("ja-f3-sym-6", "symbols",
    '''A hybrid symbol such as {W/U} can be paid with either {W} or {U}.''',
    '''{W/U}のような混成マナ・シンボルは、{W}か{B}のどちらかで支払うことができる。''')
# symbols: {C} -> {G}
add("ja-f3-sym-7", "symbols",
    '''{C} in a cost can be paid only with colorless mana. Colored mana can't pay it.''',
    '''コストにある{G}は、無色のマナでしか支払うことができない。有色のマナでは支払えない。''')
# symbols: {B}{B} -> {B}{G}
add("ja-f3-sym-8", "symbols",
    '''The door's mana cost is {B}{B}, so you need two black mana to unlock it.''',
    '''そのドアのマナ・コストは{B}{G}であり、それを開放するには黒マナが2つ必要である。''')

# terminology: 扉 for "door" at one of two occurrences (forbidden)
add("ja-f3-term-1", "terminology",
    '''When both doors of a Room are unlocked, each door's abilities apply. If an effect locks one door, that door's abilities stop applying.''',
    '''部屋の両方のドアが開放されている場合、それぞれのドアの能力が適用される。いずれかの効果によって一方のドアが閉鎖されたなら、その扉の能力は適用されなくなる。''')
# terminology: 点数で見たマナ・コスト for "mana value" (forbidden)
add("ja-f3-term-2", "terminology",
    '''Effects that check the mana value of a spell on the stack see the total, including the value of X.''',
    '''スタック上の呪文の点数で見たマナ・コストを参照する効果は、Xの値も含めた合計を見る。''')
# terminology: 山札 for "library" (forbidden)
add("ja-f3-term-3", "terminology",
    '''If a player would draw a card from an empty library, that player loses the game the next time state-based actions are checked.''',
    '''空の山札からカードを引こうとしたプレイヤーは、次に状況起因処理がチェックされたときにゲームに敗北する。''')
# terminology: カウンターされた for the verb "countered" (official: 打ち消す)
add("ja-f3-term-4", "terminology",
    '''If the spell that would create the Role is countered, no Role is created.''',
    '''役割を生成するはずだった呪文がカウンターされたなら、役割は生成されない。''')
# terminology: 状況起因効果 for "state-based action" (official: 状況起因処理)
add("ja-f3-term-5", "terminology",
    '''The legend rule is applied as a state-based action, so no player can respond before the extra legendary permanent is put into the graveyard.''',
    '''レジェンド・ルールは状況起因効果として適用されるので、余分な伝説のパーマネントが墓地に置かれる前にいずれかのプレイヤーが対応することはできない。''')
# terminology: アドベンチャー for "Adventure" (official: 出来事)
add("ja-f3-term-6", "terminology",
    '''An instant cast as an Adventure still counts as an instant spell for effects that care about instants.''',
    '''アドベンチャーとして唱えられたインスタントも、インスタントを参照する効果においてはインスタント呪文として扱われる。''')
# terminology: 解錠する for "unlock" (official: 開放する)
add("ja-f3-term-7", "terminology",
    '''You may unlock a door of a Room you control only if that door is locked.''',
    '''あなたがコントロールする部屋のドアを解錠できるのは、そのドアが閉鎖されている場合だけです。''')
# terminology: ターゲット for "target" at one of two occurrences (official: 対象)
add("ja-f3-term-8", "terminology",
    '''A copy of a spell has the same targets as the original unless you're allowed to choose new targets.''',
    '''呪文のコピーは、新たなターゲットを選ぶことが認められていない限り、元の呪文と同じ対象を持つ。''')

# templating: "Choose one —" as 「1つを選べ —」
add("ja-f3-tpl-1", "templating",
    '''A spell that says "Choose one —" can't be cast without choosing a mode.''',
    '''「1つを選べ —」と書かれている呪文を、モードを選ばずに唱えることはできない。''')
# templating: "whenever" as ～ときはいつでも
add("ja-f3-tpl-2", "templating",
    '''An ability that says "whenever a creature you control attacks" triggers once for each attacking creature you control.''',
    '''「あなたがコントロールするクリーチャーが攻撃するときはいつでも」と書かれている能力は、あなたがコントロールする攻撃クリーチャー1体につき1回誘発する。''')
# templating: "At the beginning of" as ～の始めに
add("ja-f3-tpl-3", "templating",
    '''At the beginning of your end step, the Role's ability triggers, even if the enchanted creature didn't attack.''',
    '''エンチャントしているクリーチャーが攻撃していなかったとしても、あなたの終了ステップの始めに、その役割の能力は誘発する。''')
# templating: "[Cost]: [Effect]" as 「［費用］：［効果］」
add("ja-f3-tpl-4", "templating",
    '''A loyalty ability is still written as "[Cost]: [Effect]," where the cost is a loyalty symbol.''',
    '''忠誠度能力も「［費用］：［効果］」という形で書かれており、そのコストは忠誠度シンボルである。''')
# templating: "whenever" as 度に (kanji instead of the official たび)
add("ja-f3-tpl-5", "templating",
    '''An ability that triggers "whenever you venture into the dungeon" also triggers when you take the initiative.''',
    '''「あなたがダンジョンを探索する度に」誘発する能力は、あなたがイニシアチブを得たときにも誘発する。''')
# templating: "At the beginning of combat" as 戦闘の最初に
add("ja-f3-tpl-6", "templating",
    '''At the beginning of combat on your turn, the ability creates a token. If there's no combat phase that turn, it doesn't trigger.''',
    '''あなたのターンの戦闘の最初に、その能力はトークンを生成する。そのターンに戦闘フェイズがないなら、それは誘発しない。''')
# templating: "Choose one —" as 「以下の中から一つを選択する —」
add("ja-f3-tpl-7", "templating",
    '''If a triggered ability says "Choose one —", you choose the mode as you put it on the stack.''',
    '''誘発型能力に「以下の中から一つを選択する —」と書かれているなら、それをスタックに置く際にモードを選ぶ。''')

# card_names: 《倍化の季節》 (official 《倍増の季節》)
add("ja-f3-name-1", "card_names",
    '''Doubling Season doesn't affect counters that are put on a permanent as a cost.''',
    '''《倍化の季節》は、コストとしてパーマネントの上に置かれるカウンターには影響しない。''')
# card_names: kept in English although the official name exists
add("ja-f3-name-2", "card_names",
    '''If you control two Doubling Seasons, an effect that would create one token creates four instead.''',
    '''あなたが《Doubling Season》を２つコントロールしているなら、トークンを1体生成する効果は代わりに４体生成する。''')
# card_names: 《パンハーモニコン》 (official 《パンハモニコン》)
add("ja-f3-name-3", "card_names",
    '''If Panharmonicon enters at the same time as a creature, abilities that trigger on that creature entering trigger an additional time.''',
    '''《パンハーモニコン》がクリーチャーと同時に戦場に出たなら、そのクリーチャーが戦場に出たことにより誘発する能力は追加でもう1回誘発する。''')
# card_names: kept in English
add("ja-f3-name-4", "card_names",
    '''Panharmonicon doesn't copy the triggered ability; it makes the ability trigger again. You put both instances on the stack.''',
    '''《Panharmonicon》はその誘発型能力をコピーするわけではなく、その能力をもう一度誘発させる。そのどちらもあなたがスタックに置く。''')
# card_names: 《切望の報酬》 (official 《切望の報奨》)
add("ja-f3-name-5", "card_names",
    '''Coveted Prize lets you search for any card, not only one with mana value 4 or less.''',
    '''《切望の報酬》では、マナ総量が4以下のカードに限らず、どのカードでも探すことができる。''')
# card_names: one of two names misspelled (ン -> ソ)
add("ja-f3-name-6", "card_names",
    '''If you control Doubling Season and Panharmonicon, an effect that would create one artifact token creates two instead, and each of them makes your enters-triggered abilities trigger an additional time.''',
    '''あなたが《倍増の季節》と《パンハモニコソ》をコントロールしているなら、アーティファクト・トークンを1つ生成する効果は代わりに2つ生成し、それらはそれぞれ、戦場に出ることで誘発するあなたの能力を追加でもう1回誘発させる。''')
# card_names: kept in English
add("ja-f3-name-7", "card_names",
    '''Coveted Prize is a sorcery, so you can cast it only during your main phase while the stack is empty.''',
    '''《Coveted Prize》はソーサリーなので、あなたはスタックが空であるあなたのメイン・フェイズの間にしかそれを唱えられない。''')

# ---------------------------------------------------------------------------
# PART 4 — defect pairs: untranslated, wrong_language, omission, negation,
# punctuation, missing
# ---------------------------------------------------------------------------
# untranslated: whole target left in English (= untranslated only)
_u1 = '''If a Room is turned face down, it has no doors, and none of its doors can be unlocked until it's turned face up.'''
add("ja-f3-untr-1", "untranslated", _u1, _u1)
_u2 = '''Copies of a permanent spell become token permanents when they resolve.'''
add("ja-f3-untr-2", "untranslated", _u2, _u2)
_u3 = '''The initiative isn't a counter. It's a designation that only one player can have at a time.'''
add("ja-f3-untr-3", "untranslated", _u3, _u3)
_u4 = '''Commander damage is tracked for each commander separately. Partner commanders are tracked separately too. Noncombat damage dealt by a commander doesn't count.'''
add("ja-f3-untr-4", "untranslated", _u4, _u4)
# untranslated: second sentence left in English
add("ja-f3-untr-5", "untranslated",
    '''A dungeon isn't a permanent. It can't be destroyed, and it isn't affected by spells or abilities that refer to permanents.''',
    '''ダンジョンはパーマネントではない。It can't be destroyed, and it isn't affected by spells or abilities that refer to permanents.''')
# untranslated: final clause left in English
add("ja-f3-untr-6", "untranslated",
    '''When the Adventure resolves, the card is exiled, and you may cast the creature later from exile.''',
    '''出来事が解決されたとき、そのカードは追放され、you may cast the creature later from exile.''')
# untranslated: last of three sentences left in English
add("ja-f3-untr-7", "untranslated",
    '''Mana abilities can be activated while you're casting a spell. They resolve at once. This lets you pay for the spell you're casting.''',
    '''マナ能力は、呪文を唱えている最中に起動できる。それらはただちに解決される。This lets you pay for the spell you're casting.''')
# untranslated: first sentence left in English
add("ja-f3-untr-8", "untranslated",
    '''Tokens created by an Adventure spell aren't Adventures. They stay on the battlefield after the spell is exiled.''',
    '''Tokens created by an Adventure spell aren't Adventures. その呪文が追放された後も、それらは戦場に残る。''')

# wrong_language: Simplified Chinese
add("ja-f3-lang-1", "wrong_language",
    '''If a spell with a target is copied, you may choose new targets for the copy.''',
    '''如果某个具有目标的咒语被复制，你可以为该复制品选择新的目标。''')
# wrong_language: Simplified Chinese
add("ja-f3-lang-2", "wrong_language",
    '''Exile is a public zone. Cards there are face up unless an effect says otherwise.''',
    '''放逐区是公开区域。除非有效应另有说明，否则其中的牌都是正面朝上。''')
# wrong_language: Traditional Chinese
add("ja-f3-lang-3", "wrong_language",
    '''A creature token that's a copy of a legendary creature is also legendary.''',
    '''作為傳奇生物之複製品的生物衍生物也是傳奇的。''')
# wrong_language: Korean
add("ja-f3-lang-4", "wrong_language",
    '''The stack resolves one object at a time. After each one resolves, players receive priority again.''',
    '''스택은 한 번에 하나의 오브젝트씩 해결된다. 각 오브젝트가 해결된 후 플레이어들은 다시 우선권을 받는다.''')
# wrong_language: Korean
add("ja-f3-lang-5", "wrong_language",
    '''You can't venture into the dungeon as a special action; only effects can make you do it.''',
    '''던전 탐험은 특별 행동으로 할 수 없다. 효과만이 당신에게 던전을 탐험하게 할 수 있다.''')
# wrong_language: French
add("ja-f3-lang-6", "wrong_language",
    '''An Aura token such as a Role is put into its owner's graveyard if it isn't attached to anything.''',
    '''Un jeton Aura tel qu'un Rôle est mis dans le cimetière de son propriétaire s'il n'est attaché à rien.''')
# wrong_language: first sentence Japanese, the other two (a large part) Chinese
add("ja-f3-lang-7", "wrong_language",
    '''Party abilities count only creatures on the battlefield. Creatures in your hand or graveyard never count. Tokens count normally.''',
    '''パーティーに関する能力は、戦場にあるクリーチャーしか数えない。你手牌或坟墓场中的生物永远不计算在内。衍生物照常计算。''')

# omission: dropped sentence "Players may respond to it as usual."
add("ja-f3-omit-1", "omission",
    '''The triggered ability of a door uses the stack. Players may respond to it as usual.''',
    '''ドアの誘発型能力はスタックを用いる。''')
# omission: dropped sentence "You make any choices at that time."
add("ja-f3-omit-2", "omission",
    '''When a dungeon room's ability resolves, you follow its instructions. You make any choices at that time.''',
    '''ダンジョンの部屋の能力が解決されるとき、あなたはその指示に従う。''')
# omission: dropped clause "after any increases"
add("ja-f3-omit-3", "omission",
    '''If you have a full party, the spell costs less to cast. The reduction is applied while you determine the total cost, after any increases.''',
    '''あなたのパーティーが全員そろっているなら、その呪文を唱えるためのコストは少なくなる。この減少は総コストを決定する際に適用される。''')
# omission: dropped clause "The card is now a permanent, and"
add("ja-f3-omit-4", "omission",
    '''Once you've cast the creature from exile, the Adventure is over. The card is now a permanent, and it has only its normal characteristics.''',
    '''追放領域からクリーチャーを唱えたなら、その出来事は終わりである。それは通常の特性しか持たない。''')
# omission: dropped last sentence
add("ja-f3-omit-5", "omission",
    '''A copy of a triggered ability has the same source as the original. Its controller is the player who created the copy. This matters for effects that refer to the ability's controller.''',
    '''誘発型能力のコピーの発生源は、元の能力と同じである。そのコントローラーは、そのコピーを生成したプレイヤーである。''')
# omission: dropped clause "and it keeps any Auras attached to it"
add("ja-f3-omit-6", "omission",
    '''Turning a face-down creature face up doesn't change whether it's tapped or attacking. It also keeps any counters on it, and it keeps any Auras attached to it.''',
    '''裏向きのクリーチャーを表向きにしても、それがタップ状態であるかどうかや攻撃しているかどうかは変わらない。また、その上に置かれているカウンターもそのまま残る。''')
# omission: dropped sentence "This happens immediately, even in the middle of a turn."
add("ja-f3-omit-7", "omission",
    '''If a player leaves a multiplayer game, spells they control on the stack are exiled. This happens immediately, even in the middle of a turn.''',
    '''多人数戦でプレイヤーがゲームを離れたなら、そのプレイヤーがコントロールしているスタック上の呪文は追放される。''')
# omission: dropped clause "which is usually the time they began to apply"
add("ja-f3-omit-8", "omission",
    '''Layers are applied in order from 1 to 7. Within each layer, effects are sorted by timestamp, which is usually the time they began to apply.''',
    '''種類別は第1種から第7種まで順番に適用されます。各種類別の中では、効果はタイムスタンプ順に並べられます。''')

# negation: removed (できない -> できる); the other negation is kept
add("ja-f3-neg-1", "negation",
    '''You can't unlock a door of a Room you don't control.''',
    '''あなたは、あなたがコントロールしていない部屋のドアを開放できる。''')
# negation: added
add("ja-f3-neg-2", "negation",
    '''A token that's a copy of a creature has that creature's mana cost.''',
    '''クリーチャーのコピーであるトークンは、そのクリーチャーのマナ・コストを持たない。''')
# negation: removed (can't be lowered -> can be lowered)
add("ja-f3-neg-3", "negation",
    '''The number of creatures in your party can't be lowered by choosing to leave a creature out.''',
    '''あるクリーチャーを除くことを選ぶことによって、あなたのパーティーを構成しているクリーチャーの数を減らすことができる。''')
# negation: added
add("ja-f3-neg-4", "negation",
    '''A Role you control that's attached to an opponent's creature still counts as an enchantment you control.''',
    '''対戦相手のクリーチャーについている役割であっても、あなたがコントロールしているものは、あなたがコントロールするエンチャントとしては数えられない。''')
# negation: one of two removed (the ことがない of "never" is kept)
add("ja-f3-neg-5", "negation",
    '''Mana abilities can't be countered, since they never go on the stack.''',
    '''マナ能力はスタックに置かれることがないので、打ち消すことができる。''')
# negation: added
add("ja-f3-neg-6", "negation",
    '''An adventurer card in your graveyard is just a creature card.''',
    '''あなたの墓地にある出来事を持つカードは、単なるクリーチャー・カードではない。''')
# negation: removed
add("ja-f3-neg-7", "negation",
    '''Players can't take special actions while a spell is being cast or while an ability is resolving.''',
    '''呪文が唱えられている間や能力が解決されている間にも、プレイヤーは特別な処理を行うことができます。''')
# negation: added
add("ja-f3-neg-8", "negation",
    '''Tokens created by Doubling Season's replacement effect enter at the same time as the original ones.''',
    '''《倍増の季節》の置換効果によって生成されたトークンは、元のトークンと同時には戦場に出ない。''')

# punctuation: no final mark
add("ja-f3-punc-1", "punctuation",
    '''A Room with both doors locked is still an enchantment on the battlefield.''',
    '''両方のドアが閉鎖されている部屋も、依然として戦場にあるエンチャントである''')
# punctuation: ASCII full stop
add("ja-f3-punc-2", "punctuation",
    '''You can venture into a different dungeon only after your current one has been removed from the game.''',
    '''別のダンジョンを探索できるのは、現在のダンジョンがゲームから取り除かれた後だけである.''')
# punctuation: last of two sentences has no final mark
add("ja-f3-punc-3", "punctuation",
    '''A Role token can be attached to a creature an opponent controls. You still control the Role.''',
    '''役割トークンは対戦相手がコントロールするクリーチャーにつけることができる。その役割をコントロールしているのは依然としてあなたである''')
# punctuation: ends with a comma
add("ja-f3-punc-4", "punctuation",
    '''A copy of a spell is controlled by the player who created it.''',
    '''呪文のコピーは、それを生成したプレイヤーがコントロールする、''')
# punctuation: ends with ASCII "!"
add("ja-f3-punc-5", "punctuation",
    '''Casting an Adventure doesn't count as casting a creature spell.''',
    '''出来事を唱えることは、クリーチャー呪文を唱えることとして扱われない!''')
# punctuation: ASCII full stop, です/ます style
add("ja-f3-punc-6", "punctuation",
    '''A face-down commander is still your commander, even though it has no name.''',
    '''裏向きの統率者も、名前を持たないとはいえ依然としてあなたの統率者です.''')
# punctuation: no final mark
add("ja-f3-punc-7", "punctuation",
    '''All attacking and blocking creatures deal their combat damage at the same time within a step.''',
    '''同じステップ内では、すべての攻撃クリーチャーとブロック・クリーチャーが同時に戦闘ダメージを与える''')
# punctuation: ends with a full-width question mark
add("ja-f3-punc-8", "punctuation",
    '''Each player may respond to a triggered ability before it resolves.''',
    '''各プレイヤーは、誘発型能力が解決される前にそれに対応してもかまわない？''')

# missing: empty or whitespace-only targets
add("ja-f3-miss-1", "missing",
    '''Unlocking a door doesn't cause the Room to enter the battlefield again.''', '''''')
add("ja-f3-miss-2", "missing",
    '''Dungeon cards start the game outside the game, not in your deck.''', ''' ''')
add("ja-f3-miss-3", "missing",
    '''If a copy of a spell is countered, it ceases to exist.''', '''\u3000''')
add("ja-f3-miss-4", "missing",
    '''Commanders begin the game in the command zone.''', '''\n''')
add("ja-f3-miss-5", "missing",
    '''Triggered abilities that trigger while a mana ability resolves wait until the next time a player would receive priority.''', '''\t''')
add("ja-f3-miss-6", "missing",
    '''Each token created by the effect is a separate object. Destroying one of them doesn't affect the others.''', '''   \n''')
add("ja-f3-miss-7", "missing",
    '''An effect in layer 7 changes only power and toughness.''', '''\u3000\u3000''')
