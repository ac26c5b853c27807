#!/usr/bin/env python3
"""qa_fresh12_ja: hand-written evaluation pairs (EN ruling text -> JA translation) for the
translation-QA checks. Written by a helper session, apart from the checks (see
qa_fresh12_ja_README.md). Running this script writes qa_fresh12_ja.jsonl next to itself.

Each pair: (internal key, en, target, expected) with expected = None for a clean pair or the
name of the one check whose defect was planted. The public id is
"ja-f12-" + sha1("fresh12:" + key)[:8], so ids do not reveal the label.
"""
import hashlib
import json
import os

PAIRS = []

# ---------------------------------------------------------------------------
# Part 1: clean pairs c01-c35 (expected = None)
# ---------------------------------------------------------------------------
PAIRS += [
    ('c01',
     '''If an effect lets you unlock a door of a Room you control, that door's abilities that trigger "when you unlock this door" will trigger. It doesn't matter that you didn't pay the unlock cost.''',
     '''効果によってあなたがコントロールする部屋のドアを開放した場合も、そのドアの「あなたがこのドアを開放したとき」に誘発する能力は誘発します。開放コストを支払っていなくてもかまいません。''',
     None),
    ('c02',
     '''Unlocking a door by paying its unlock cost is a special action. You may take it any time you have priority during your main phase while the stack is empty, and it doesn't use the stack.''',
     '''開放コストを支払ってドアを開放することは特別な処理です。あなたは、あなたのメイン・フェイズの間でスタックが空であり、あなたが優先権を持っているならいつでもこれを行うことができます。これはスタックを使用しません。''',
     None),
    ('c03',
     '''While a Room is on the battlefield, the characteristics of a locked door are ignored. If both doors are locked, the Room has no name and its mana value is 0.''',
     '''部屋が戦場にある間、閉鎖されているドアの特性は無視されます。両方のドアが閉鎖されているなら、その部屋は名前を持たず、マナ総量は０です。''',
     None),
    ('c04',
     '''Bottomless Pool // Locker Room is a single card with two doors. If you cast Locker Room, Bottomless Pool stays locked as the card enters the battlefield.''',
     '''《Bottomless Pool // Locker Room》は、２つのドアを持つ１枚のカードです。《Locker Room》を唱えた場合、そのカードが戦場に出る際、《Bottomless Pool》は閉鎖されたままです。''',
     None),
    ('c05',
     '''You fully unlock a Room when the door you unlock is the second unlocked door of that Room. If both doors become unlocked at the same time, that also counts as fully unlocking it.''',
     '''あなたが開放したドアがその部屋で２つ目の開放されているドアであるとき、あなたはその部屋を完全に開放したことになります。両方のドアが同時に開放された場合も、完全に開放したものとして扱います。''',
     None),
    ('c06',
     '''If you venture into the dungeon while you don't have a dungeon in the command zone, you choose a dungeon from outside the game and put it into the command zone. You then enter its topmost room.''',
     '''統率領域にダンジョンがない状態でダンジョンを探索する場合、あなたはゲームの外部からダンジョン１つを選び、統率領域に置きます。その後、そのダンジョンの一番上の部屋に入ります。''',
     None),
    ('c07',
     '''Each time you move into a room of a dungeon, that room's ability triggers. Room abilities are triggered abilities, so players may respond to them.''',
     '''あなたがダンジョンの部屋に入るたび、その部屋の能力が誘発します。部屋の能力は誘発型能力なので、プレイヤーはそれに対応することができます。''',
     None),
    ('c08',
     '''A dungeon is removed from the game once the ability of its bottommost room has resolved or otherwise left the stack. This is a state-based action, and it's the moment you complete that dungeon.''',
     '''ダンジョンは、その一番下の部屋の能力が解決されるか、それ以外の方法でスタックを離れた後、ゲームから取り除かれます。これは状況起因処理であり、その時点であなたはそのダンジョンを完了します。''',
     None),
    ('c09',
     '''Taking the initiative causes you to venture into Undercity. If another player has the initiative, dealing combat damage to that player lets you take it from them.''',
     '''イニシアチブを得ると、あなたは地下街を探索します。他のプレイヤーがイニシアチブを持っている場合、そのプレイヤーに戦闘ダメージを与えたなら、あなたはそのプレイヤーからイニシアチブを奪います。''',
     None),
    ('c10',
     '''The number of creatures in your party is always between zero and four. You never choose which creatures are in your party.''',
     '''あなたのパーティーを構成しているクリーチャーの数は、常に０から４までの値になります。どのクリーチャーがパーティーに含まれるかをあなたが選ぶことはありません。''',
     None),
    ('c11',
     '''If you control a Cleric Wizard and a Wizard, the number of creatures in your party is two: the Cleric Wizard counts as your Cleric.''',
     '''あなたがクレリック・ウィザード１体とウィザード１体をコントロールしている場合、あなたのパーティーを構成しているクリーチャーの数は２です。そのクレリック・ウィザードはクレリックとして数えられます。''',
     None),
    ('c12',
     '''You have a full party if your party includes a Cleric, a Rogue, a Warrior and a Wizard. A single creature can't fill more than one of those roles at once.''',
     '''クレリック、ならず者、戦士、ウィザードがそれぞれあなたのパーティーに含まれているなら、あなたのパーティーが全員そろっています。１体のクリーチャーが同時に複数の枠を埋めることはできません。''',
     None),
    ('c13',
     '''With a full party, Coveted Prize costs only {B} to cast. Its mana value is still 5.''',
     '''あなたのパーティーが全員そろっているなら、《切望の報奨》を唱えるためのコストは{B}だけです。そのマナ総量は依然として５です。''',
     None),
    ('c14',
     '''The card you find with Coveted Prize's effect can be the one you then cast without paying its mana cost. You must cast it while Coveted Prize is resolving, or not at all.''',
     '''《切望の報奨》の効果で探したカードを、そのままマナ・コストを支払うことなく唱えることもできます。唱えるなら《切望の報奨》の解決中に唱えなければならず、後で唱えることはできません。''',
     None),
    ('c15',
     '''If you control two Doubling Seasons, an effect that would create one token creates four instead.''',
     '''あなたが《倍増の季節》を２つコントロールしている場合、トークンを１個生成する効果は、代わりにトークンを４個生成します。''',
     None),
    ('c16',
     '''Doubling Season's effect applies to a planeswalker entering with loyalty counters, but not to loyalty counters put on it as a cost of activating a loyalty ability.''',
     '''《倍増の季節》の効果は、忠誠カウンターが置かれた状態で戦場に出るプレインズウォーカーには適用されますが、忠誠度能力を起動するためのコストとして置かれる忠誠カウンターには適用されません。''',
     None),
    ('c17',
     '''Panharmonicon doesn't copy triggered abilities; it causes them to trigger an additional time. Both instances go on the stack, and you may put them there in any order.''',
     '''《パンハモニコン》は誘発型能力をコピーするのではなく、追加でもう１回誘発させます。その２つはどちらもスタックに置かれ、あなたは好きな順番でそれらを置くことができます。''',
     None),
    ('c18',
     '''Panharmonicon affects only abilities that trigger on an artifact or creature entering the battlefield. An ability that triggers when a creature dies won't trigger an additional time.''',
     '''《パンハモニコン》は、アーティファクトかクリーチャーが戦場に出たことによって誘発する能力にしか影響しません。クリーチャーが死亡したときに誘発する能力が、追加で誘発することはありません。''',
     None),
    ('c19',
     '''Peter Parker’s Camera’s ability creates a copy of the target ability on the stack. The copy has the same source as the original ability.''',
     '''《Peter Parker's Camera》の能力は、対象とした能力のコピーをスタック上に生成します。そのコピーの発生源は元の能力と同じです。''',
     None),
    ('c20',
     '''If a copied ability has {X} in its cost, the copy uses the same value of X that was chosen for the original.''',
     '''コピーされた能力のコストに{X}が含まれている場合、そのコピーのXの値は、元の能力のために選ばれた値と同じです。''',
     None),
    ('c21',
     '''A copy of a spell isn't cast, so abilities that trigger whenever a player casts a spell won't trigger for it.''',
     '''呪文のコピーは唱えられたわけではないので、プレイヤーが呪文を唱えるたびに誘発する能力は、そのコピーによっては誘発しません。''',
     None),
    ('c22',
     '''While Seek the Beast is on the stack, the spell has only its Adventure characteristics; it isn't a creature spell. If it resolves, the card goes to exile, and you may cast Questing Druid from there later.''',
     '''《Seek the Beast》がスタックにある間、その呪文は出来事の特性のみを持ち、クリーチャー呪文ではありません。それが解決されたなら、そのカードは追放され、あなたは後でそこから《Questing Druid》を唱えることができます。''',
     None),
    ('c23',
     '''If an Adventure spell is countered, the card goes to its owner's graveyard instead of exile. Its owner won't be able to cast the creature half later.''',
     '''出来事の呪文が打ち消された場合、そのカードは追放されず、オーナーの墓地に置かれます。そのオーナーは、後でクリーチャーの側を唱えることはできません。''',
     None),
    ('c24',
     '''If you copy an Adventure spell, the copy is also an Adventure. When the copy resolves, it simply ceases to exist; you don't get a card you can cast later.''',
     '''出来事の呪文をコピーした場合、そのコピーも出来事です。そのコピーは解決されると消滅するだけで、後で唱えられるカードが手に入るわけではありません。''',
     None),
    ('c25',
     '''A permanent can have only one Role from each player attached to it. If a second Role you control becomes attached to it, the first one is put into its owner's graveyard.''',
     '''１つのパーマネントには、各プレイヤーにつき１つの役割しかつけられません。あなたがコントロールする２つ目の役割がそれにつけられた場合、１つ目の役割はオーナーの墓地に置かれます。''',
     None),
    ('c26',
     '''A Monster Role gives the enchanted creature +1/+1 and trample. If that creature also has a Young Hero Role from another player attached, both Roles apply.''',
     '''「Monster」の役割は、エンチャントされているクリーチャーに+1/+1の修整とトランプルを与えます。そのクリーチャーに別のプレイヤーの「Young Hero」の役割もつけられているなら、両方の役割が適用されます。''',
     None),
    ('c27',
     '''If the creature a Role is attached to leaves the battlefield, the Role is put into the graveyard as a state-based action and then ceases to exist.''',
     '''役割がつけられているクリーチャーが戦場を離れた場合、その役割は状況起因処理によって墓地に置かれ、その後消滅します。''',
     None),
    ('c28',
     '''A token that leaves the battlefield can't come back. If a token is put into a graveyard or exiled, it stays there only until the next time state-based actions are checked.''',
     '''戦場を離れたトークンが戻ってくることはありません。トークンが墓地に置かれたり追放されたりした場合、それは次に状況起因処理がチェックされるまでしかそこにとどまりません。''',
     None),
    ('c29',
     '''On the stack, a spell with {X} in its mana cost uses the chosen value of X to determine its mana value. In every other zone, X is 0.''',
     '''スタック上では、マナ・コストに{X}を含む呪文のマナ総量は、選ばれたXの値を用いて決定されます。それ以外のすべての領域では、Xは０です。''',
     None),
    ('c30',
     '''Older cards that say "converted mana cost" now refer to mana value. The value itself hasn't changed; only the name has.''',
     '''「点数で見たマナ・コスト」と書かれている古いカードは、現在ではマナ総量を参照します。値そのものは変わっておらず、変わったのは名前だけです。''',
     None),
    ('c31',
     '''If you cast a spell without paying its mana cost, you may still pay any additional costs, such as kicker. Mandatory additional costs must be paid.''',
     '''マナ・コストを支払うことなく呪文を唱える場合でも、キッカーなどの追加コストを支払うことはできます。義務的な追加コストは支払わなければなりません。''',
     None),
    ('c32',
     '''Cost reductions apply after cost increases. Neither changes the spell's mana value, which is based only on its mana cost.''',
     '''コストの減少は、コストの増加の後に適用されます。どちらもその呪文のマナ総量を変えることはありません。マナ総量はマナ・コストのみに基づくからです。''',
     None),
    ('c33',
     '''A cost reduction of {1} can reduce only the generic part of a cost. It can't reduce {G} or any other colored mana requirement.''',
     '''{1}のコストの減少は、コストのうち不特定マナの部分しか減らせません。{G}などの色マナの要求を減らすことはできません。''',
     None),
    ('c34',
     '''An activated ability is written as "[Cost]: [Effect]." Everything before the colon is the cost, and you must pay all of it to activate the ability.''',
     '''起動型能力は「［コスト］：［効果］」という形で書かれています。コロンより前にあるものはすべてコストであり、その能力を起動するにはそれをすべて支払わなければなりません。''',
     None),
    ('c35',
     '''Mana abilities don't use the stack, so players can't respond to them. An ability isn't a mana ability just because it costs mana to activate.''',
     '''マナ能力はスタックを使用しないため、プレイヤーはそれに対応できません。起動にマナが必要だというだけでは、その能力はマナ能力にはなりません。''',
     None),
]

# ---------------------------------------------------------------------------
# Part 2: clean pairs c36-c70 (expected = None)
# ---------------------------------------------------------------------------
PAIRS += [
    ('c36',
     '''An ability that says "At the beginning of your upkeep" won't trigger that turn if its permanent enters the battlefield after your upkeep has begun.''',
     '''「あなたのアップキープの開始時に」と書かれた能力は、そのパーマネントがあなたのアップキープの開始後に戦場に出た場合、そのターンには誘発しません。''',
     None),
    ('c37',
     '''If three creatures enter at the same time, an ability that triggers "whenever a creature enters" triggers three times.''',
     '''クリーチャー３体が同時に戦場に出た場合、「クリーチャーが１体戦場に出るたび」に誘発する能力は３回誘発します。''',
     None),
    ('c38',
     '''If a triggered ability needs a target and there are no legal targets for it, it's removed from the stack and does nothing.''',
     '''誘発型能力が対象を必要とし、その適正な対象がない場合、その能力はスタックから取り除かれ、何もしません。''',
     None),
    ('c39',
     '''If a permanent has both a +1/+1 counter and a -1/-1 counter on it, they're removed in pairs as a state-based action.''',
     '''パーマネントの上に+1/+1カウンターと-1/-1カウンターの両方が置かれている場合、それらは状況起因処理によって同じ数ずつ取り除かれます。''',
     None),
    ('c40',
     '''Countering a spell doesn't remove counters from anything. A creature spell that's countered never enters the battlefield, so it can't get any counters.''',
     '''呪文を打ち消しても、何かからカウンターが取り除かれるわけではありません。打ち消されたクリーチャー呪文は戦場に出ないので、カウンターが置かれることもありません。''',
     None),
    ('c41',
     '''Once a creature has been blocked, it stays blocked even if the creature blocking it leaves combat. It deals no combat damage unless it has trample.''',
     '''クリーチャーが一度ブロックされたなら、それをブロックしているクリーチャーが戦闘から取り除かれても、それはブロックされた状態のままです。トランプルを持っていないかぎり、それは戦闘ダメージを与えません。''',
     None),
    ('c42',
     '''A creature with double strike deals combat damage in both combat damage steps. If it loses double strike after the first one, it won't deal damage again.''',
     '''二段攻撃を持つクリーチャーは、両方の戦闘ダメージ・ステップで戦闘ダメージを与えます。最初の戦闘ダメージ・ステップの後で二段攻撃を失った場合、それが再びダメージを与えることはありません。''',
     None),
    ('c43',
     '''Attacking with a creature that has vigilance doesn't cause it to tap. It can still block during your opponent's next turn.''',
     '''警戒を持つクリーチャーで攻撃しても、それはタップしません。そのクリーチャーは、対戦相手の次のターンにも通常どおりブロックすることができます。''',
     None),
    ('c44',
     '''If you would draw a card from a library with no cards in it, you don't lose right away. You lose the next time state-based actions are checked.''',
     '''カードが１枚もないライブラリーからカードを引こうとした場合、あなたはすぐには敗北しません。次に状況起因処理がチェックされたときに、あなたはゲームに敗北します。''',
     None),
    ('c45',
     '''When a copy of a Room spell resolves, the token enters with the same door unlocked that was chosen for the original. A Room card put onto the battlefield without being cast, on the other hand, enters with both doors locked.''',
     '''部屋の呪文のコピーが解決されると、そのトークンは元の呪文で選ばれたのと同じドアが開放された状態で戦場に出ます。一方、唱えられることなく戦場に出た部屋・カードは、両方のドアが閉鎖された状態で戦場に出ます。''',
     None),
    ('c46',
     '''Spells and abilities on the stack resolve one at a time, starting with the one put there most recently. After each one resolves, the active player receives priority.''',
     '''スタック上の呪文や能力は、最後に置かれたものから１つずつ解決されます。それぞれが解決された後、アクティブ・プレイヤーが優先権を得ます。''',
     None),
    ('c47',
     '''A face-down creature is a 2/2 with no name, no mana cost, no types other than creature, and no abilities. Its mana value is 0.''',
     '''裏向きのクリーチャーは、名前もマナ・コストもクリーチャー・タイプも能力も持たない2/2のクリーチャーです。そのマナ総量は０です。''',
     None),
    ('c48',
     '''You may look at your face-down permanents at any time, but your opponents can't. If one leaves the battlefield, you must reveal it.''',
     '''あなたは自分の裏向きのパーマネントをいつでも見ることができますが、対戦相手は見ることができません。それが戦場を離れた場合、あなたはそれを公開しなければなりません。''',
     None),
    ('c49',
     '''Each time you cast your commander from the command zone, it costs an additional {2} for each previous time you've cast it from there this game.''',
     '''あなたが統率者を統率領域から唱えるたび、このゲームで以前にそこから唱えた回数１回につき、追加で{2}がかかります。''',
     None),
    ('c50',
     '''A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses. Damage from different commanders isn't added together.''',
     '''ゲーム中に同じ統率者から合計21点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北します。異なる統率者からのダメージは合算されません。''',
     None),
    ('c51',
     '''If your commander would be put into your hand or library from anywhere, you may put it into the command zone instead.''',
     '''あなたの統率者がいずれかの領域からあなたの手札やライブラリーに置かれる場合、代わりにそれを統率領域に置いてもかまいません。''',
     None),
    ('c52',
     '''Playing a land is a special action, not casting a spell. You can play only one land during each of your turns unless an effect lets you play more.''',
     '''土地をプレイすることは特別な処理であり、呪文を唱えることではありません。効果によってより多くプレイできるのでないかぎり、あなたは自分の各ターンに土地を１つしかプレイできません。''',
     None),
    ('c53',
     '''If an effect lets you play an exiled card, you may cast it if it's a nonland card or play it if it's a land. Playing a land this way counts toward your one land per turn.''',
     '''効果によって追放されているカードをプレイできる場合、それが土地でないカードなら唱えることができ、土地ならプレイすることができます。この方法で土地をプレイした場合も、１ターンに１つという土地のプレイに数えられます。''',
     None),
    ('c54',
     '''Johann, Apprentice Sorcerer lets you cast only one instant or sorcery spell from the top of your library each turn. You still have to pay that spell's costs.''',
     '''《Johann, Apprentice Sorcerer》によってあなたのライブラリーの一番上から唱えられるインスタントかソーサリーである呪文は、各ターン１つだけです。その呪文のコストは通常どおり支払わなければなりません。''',
     None),
    ('c55',
     '''Tenacious Tomeseeker's triggered ability targets an instant or sorcery card in your graveyard. An adventurer card that's a creature card in your graveyard can't be chosen.''',
     '''《Tenacious Tomeseeker》の誘発型能力は、あなたの墓地にあるインスタントかソーサリーであるカード１枚を対象とします。墓地でクリーチャー・カードである出来事を持つカードを選ぶことはできません。''',
     None),
    ('c56',
     '''Ellivere of the Wild Court creates a Virtuous Role token. Like other Roles, it's an Aura enchantment token.''',
     '''《Ellivere of the Wild Court》は「Virtuous」の役割・トークンを生成します。他の役割と同様に、それはオーラであるエンチャント・トークンです。''',
     None),
    ('c57',
     '''The Spot, Living Portal's abilities are linked. If it leaves the battlefield and returns, it's a new object, and its dies ability won't return cards exiled by the earlier object.''',
     '''《The Spot, Living Portal》の能力は互いに関連しています。それが戦場を離れて戻ってきた場合、それは新しいオブジェクトであり、その死亡時の能力は以前のオブジェクトが追放したカードを戻しません。''',
     None),
    ('c58',
     '''If one effect says you can do something and another says you can't, the effect that says you can't wins.''',
     '''ある効果があなたは何かを行えると示し、別の効果が行えないと示している場合、行えないとする効果が優先されます。''',
     None),
    ('c59',
     '''A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration can't replace this, because it isn't destruction.''',
     '''タフネスが０以下のクリーチャーは、状況起因処理によってオーナーの墓地に置かれます。これは破壊ではないので、再生によって置き換えることはできません。''',
     None),
    ('c60',
     '''If you control two legendary permanents with the same name, you choose one of them and put the other into its owner's graveyard. This isn't sacrificing.''',
     '''同じ名前を持つ伝説のパーマネントを２つコントロールしている場合、あなたはそのうち一方を選び、もう一方をオーナーの墓地に置きます。これは生け贄に捧げることではありません。''',
     None),
    ('c61',
     '''A spell that says "Choose one —" asks you to choose its mode as you cast it. You can't change that mode later, even if the spell is copied.''',
     '''「以下から1つを選ぶ」と書かれた呪文では、それを唱える際にモードを選びます。その呪文がコピーされた場合でも、後でそのモードを変更することはできません。''',
     None),
    ('c62',
     '''If a modal spell's chosen mode has a target and that target becomes illegal, the spell doesn't resolve. The modes you didn't choose don't matter.''',
     '''モードを持つ呪文の選ばれたモードが対象を取り、その対象が不適正になった場合、その呪文は解決されません。選ばなかったモードは関係ありません。''',
     None),
    ('c63',
     '''If a delayed triggered ability says "at the beginning of the next end step" and is created during an end step, it won't trigger until the following turn's end step.''',
     '''「次の終了ステップの開始時に」と書かれた遅延誘発型能力が終了ステップ中に作られた場合、それは次のターンの終了ステップまで誘発しません。''',
     None),
    ('c64',
     '''Equipment that becomes unattached stays on the battlefield. It doesn't go to the graveyard. You can attach it again by paying its equip cost.''',
     '''はずれた装備品は墓地に置かれることなく戦場に残り、その装備コストを支払えば再びつけることができます。''',
     None),
    ('c65',
     '''Ward triggers when the permanent becomes the target of a spell or ability an opponent controls. Unless that player pays the ward cost, the spell or ability is countered.''',
     '''護法は、そのパーマネントが対戦相手のコントロールする呪文や能力の対象になったときに誘発します。そのプレイヤーが護法コストを支払わないかぎり、その呪文や能力は打ち消されます。''',
     None),
    ('c66',
     '''A Saga enters with a lore counter, and you put another one on it at the beginning of your precombat main phase. It's sacrificed once it has at least as many lore counters as its final chapter number and no chapter ability of it is on the stack.''',
     '''英雄譚は伝承カウンターが１個置かれた状態で戦場に出て、あなたの戦闘前メイン・フェイズの開始時にさらに１個置かれます。伝承カウンターの数が最終章の番号以上であり、その章能力がスタック上にないなら、それは生け贄に捧げられます。''',
     None),
    ('c67',
     '''If you search your library for a card with a stated quality, you may choose to find nothing, even if such a card is there. You still shuffle afterward.''',
     '''特定の性質を持つカードを求めてライブラリーを探す場合、そのようなカードがあったとしても、何も見つけないことを選んでもかまいません。その後、ライブラリーを切り直すことに変わりはありません。''',
     None),
    ('c68',
     '''In a two-player game, both players must pass priority in succession with an empty stack for a step or phase to end. If either player casts a spell, both must pass again.''',
     '''２人対戦では、ステップやフェイズが終了するには、スタックが空の状態で両方のプレイヤーが連続して優先権をパスしなければなりません。どちらかのプレイヤーが呪文を唱えたなら、再び両方がパスする必要があります。''',
     None),
    ('c69',
     '''You can have only one dungeon in the command zone at a time. You can't start a new dungeon until you've completed the current one.''',
     '''統率領域に置けるあなたのダンジョンは、一度に１つだけです。今のダンジョンを完了するまで、新しいダンジョンを始めることはできません。''',
     None),
    ('c70',
     '''The number of creatures in your party is checked each time an ability needs it. (Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)''',
     '''あなたのパーティーを構成しているクリーチャーの数は、能力がそれを必要とするたびに確認されます。（あなたのパーティーは、クレリック、ならず者、戦士、ウィザードそれぞれ最大１体から構成されます。）''',
     None),
]

# ---------------------------------------------------------------------------
# Part 3: defect pairs for numbers, symbols, terminology (one planted defect each)
# ---------------------------------------------------------------------------
PAIRS += [
    # numbers: one number changed, dropped or added; the rest of the target is correct
    ('num1',  # 7 -> 8 in the first clause while 7 stays in the second
     '''If you have more than seven cards in hand during your cleanup step, you discard down to seven. This isn't a triggered ability, so it doesn't use the stack.''',
     '''クリンナップ・ステップの間にあなたの手札が８枚より多い場合、あなたは手札が７枚になるまでカードを捨てます。これは誘発型能力ではないので、スタックを使用しません。''',
     'numbers'),
    ('num2',  # "10 or more" dropped
     '''A player with 10 or more poison counters loses the game. Poison counters aren't removed when that player gains life.''',
     '''毒カウンターが置かれているプレイヤーはゲームに敗北します。そのプレイヤーがライフを得ても、毒カウンターは取り除かれません。''',
     'numbers'),
    ('num3',  # "top card" -> top two cards (number added)
     '''Some abilities let you look at the top card of your library at any time. You don't have to reveal that card to other players.''',
     '''一部の能力により、あなたはいつでもあなたのライブラリーの一番上にある２枚のカードを見ることができます。そのカードを他のプレイヤーに公開する必要はありません。''',
     'numbers'),
    ('num4',  # three -> 4
     '''If you control two Panharmonicons, an ability that triggers on a creature entering triggers three times in total.''',
     '''あなたが《パンハモニコン》を２つコントロールしている場合、クリーチャーが戦場に出たことによって誘発する能力は合計で４回誘発します。''',
     'numbers'),
    ('num5',  # three -> 4 (counted the second Warrior)
     '''For example, if you control a Cleric, a Rogue and two Warriors, the number of creatures in your party is three.''',
     '''たとえば、あなたがクレリック１体とならず者１体と戦士２体をコントロールしている場合、あなたのパーティーを構成しているクリーチャーの数は４です。''',
     'numbers'),
    ('num6',  # 40 -> 30
     '''In a Commander game, each player starts with 40 life instead of 20.''',
     '''統率者戦では、各プレイヤーは20点ではなく30点のライフでゲームを開始します。''',
     'numbers'),
    ('num7',  # one room -> 2 rooms, while 2 stays correct later
     '''Venturing into the dungeon moves you one room forward. If a room has two arrows leading out of it, you choose which path to follow.''',
     '''ダンジョンを探索すると、あなたは部屋を２つ進みます。部屋から２本の矢印が出ている場合、どちらの道を進むかはあなたが選びます。''',
     'numbers'),
    ('num8',  # "two" (cards) dropped, 2 survives in the keyword
     '''Scry 2 lets you look at the top two cards of your library and put any number of them on the bottom of your library and the rest on top in any order.''',
     '''占術２では、あなたはあなたのライブラリーの一番上からカードを見て、そのうち好きな数をライブラリーの一番下に、残りを好きな順番で一番上に置くことができます。''',
     'numbers'),

    # symbols
    ('sym1',  # {G} -> {B}
     '''In your graveyard, Questing Druid has only its creature characteristics, so its mana cost is {1}{G} and its mana value is 2.''',
     '''あなたの墓地では、《Questing Druid》はクリーチャーとしての特性のみを持つので、そのマナ・コストは{1}{B}で、マナ総量は２です。''',
     'symbols'),
    ('sym2',  # {T} written out as a word
     '''Because the ability's cost includes {T}, you can't activate it unless the creature has been under your control continuously since your most recent turn began.''',
     '''その能力のコストにはタップが含まれているので、そのクリーチャーをあなたの直近のターンの開始時から継続してコントロールしていないかぎり、それを起動することはできません。''',
     'symbols'),
    ('sym3',  # {X} dropped from the mana cost
     '''If a spell's mana cost is {X}{R}{R} and you choose 3 for X, its mana value on the stack is 5.''',
     '''呪文のマナ・コストが{R}{R}で、Xとして３を選んだ場合、スタック上でのそのマナ総量は５です。''',
     'symbols'),
    ('sym4',  # {U} -> {B} in the second mention
     '''A hybrid symbol such as {W/U} can be paid with either {W} or {U}. It counts as both a white and a blue mana symbol.''',
     '''{W/U}のような混成マナ・シンボルは、{W}と{B}のどちらでも支払うことができます。それは白のマナ・シンボルとしても青のマナ・シンボルとしても扱われます。''',
     'symbols'),
    ('sym5',  # {Q} -> {T}
     '''The untap symbol {Q} in a cost means you untap the permanent. You can't pay it if the permanent is already untapped.''',
     '''コストにあるアンタップ・シンボル{T}は、そのパーマネントをアンタップすることを意味します。そのパーマネントがすでにアンタップ状態なら、それを支払うことはできません。''',
     'symbols'),
    ('sym6',  # {B/P} -> {B}
     '''You can pay each {B/P} in a cost with either {B} or 2 life. Paying life this way doesn't change the spell's mana value.''',
     '''コストに含まれる{B}はそれぞれ、{B}か２点のライフで支払うことができます。この方法でライフを支払っても、その呪文のマナ総量は変わりません。''',
     'symbols'),
    ('sym7',  # {R}{R} -> {R}
     '''If an ability says "Add {R}{R}," you get two red mana. That mana empties from your mana pool at the end of the step.''',
     '''能力に「{R}を加える」と書かれている場合、あなたは赤マナを２点得ます。そのマナはそのステップの終了時にあなたのマナ・プールから消滅します。''',
     'symbols'),

    # terminology: forbidden or wrong-sense word for one official term
    ('term1',  # door -> 扉 (forbidden)
     '''Each door of a Room has its own name, mana cost and abilities. When you cast a Room, you choose which half to cast.''',
     '''部屋のそれぞれの扉は、それ自身の名前、マナ・コスト、能力を持ちます。部屋を唱える際、あなたはどちらの半分を唱えるかを選びます。''',
     'terminology'),
    ('term2',  # Adventure -> 冒険 (forbidden)
     '''You can't cast the Adventure of a card that's already on the battlefield. An Adventure can be cast only from a zone you could cast the card from.''',
     '''すでに戦場にあるカードの冒険を唱えることはできません。冒険は、そのカードを唱えることができる領域からしか唱えられません。''',
     'terminology'),
    ('term3',  # library -> 山札 (forbidden)
     '''If an effect tells you to put a card from your hand on top of your library, you choose which card unless the effect says otherwise.''',
     '''効果があなたの手札からカード１枚を山札の一番上に置くよう指示する場合、その効果に別の指定がないかぎり、どのカードを置くかはあなたが選びます。''',
     'terminology'),
    ('term4',  # countered -> カウンターされた (forbidden verb form)
     '''If the triggered ability is countered, the token isn't created.''',
     '''その誘発型能力がカウンターされた場合、そのトークンは生成されません。''',
     'terminology'),
    ('term5',  # cast -> プレイする (forbidden)
     '''If you cast a creature spell from exile, you still follow the normal timing rules for creatures.''',
     '''追放領域からクリーチャー呪文をプレイする場合でも、クリーチャーの通常のタイミングの規則に従います。''',
     'terminology'),
    ('term6',  # mana value -> 点数で見たマナ・コスト (old term, forbidden for mana value)
     '''A Room's mana value on the battlefield is the total of the mana values of its unlocked doors.''',
     '''戦場にある部屋の点数で見たマナ・コストは、開放されているドアの点数で見たマナ・コストの合計です。''',
     'terminology'),
    ('term7',  # exiled -> 除外された (wrong sense, not the official 追放)
     '''A card exiled face down can't be looked at by any player unless an effect allows it.''',
     '''裏向きで除外されたカードは、効果がそれを許さないかぎり、どのプレイヤーも見ることはできません。''',
     'terminology'),
    ('term8',  # locked -> ロックされている (forbidden)
     '''If a Room has one door locked and one door unlocked, only the unlocked door's abilities function.''',
     '''部屋のドアの一方がロックされていて、もう一方が開放されているなら、開放されているドアの能力だけが機能します。''',
     'terminology'),
]

# ---------------------------------------------------------------------------
# Part 4: defect pairs for templating, card_names, untranslated, wrong_language
# ---------------------------------------------------------------------------
PAIRS += [
    # templating: a template phrase of terms.csv rendered another way
    ('tpl1',  # "Choose one —" -> 「1つを選択する —」 instead of 以下から1つを選ぶ
     '''Each mode of a "Choose one —" spell is listed after the dash. You choose exactly one of them.''',
     '''「1つを選択する —」と書かれた呪文の各モードは、ダッシュの後に列挙されています。あなたはそのうちちょうど１つを選びます。''',
     'templating'),
    ('tpl2',  # "At the beginning of combat" -> 戦闘の最初に instead of 戦闘開始時に
     '''An ability that begins "At the beginning of combat on your turn" triggers before attackers are declared.''',
     '''「あなたのターンの戦闘の最初に」で始まる能力は、攻撃クリーチャーが指定される前に誘発します。''',
     'templating'),
    ('tpl3',  # "whenever" -> とき instead of たび
     '''An ability that triggers "whenever you cast a spell" triggers again for each spell you cast.''',
     '''「あなたが呪文を唱えたとき」に誘発する能力は、あなたが唱える呪文それぞれについて再び誘発します。''',
     'templating'),
    ('tpl4',  # "[Cost]: [Effect]" -> ［費用］：［効果］
     '''Loyalty abilities use the same "[Cost]: [Effect]" form as other activated abilities.''',
     '''忠誠度能力も、他の起動型能力と同じ「［費用］：［効果］」の形を用いています。''',
     'templating'),
    ('tpl5',  # "At the beginning of your upkeep" -> アップキープの始めに
     '''Abilities that trigger "At the beginning of your upkeep" are put on the stack before you receive priority in that step.''',
     '''「あなたのアップキープの始めに」誘発する能力は、そのステップであなたが優先権を得る前にスタックに置かれます。''',
     'templating'),
    ('tpl6',  # "whenever" -> 場合 instead of たび
     '''An ability that triggers "whenever you unlock a door" triggers once for each door you unlock.''',
     '''「あなたがドアを開放した場合」に誘発する能力は、あなたが開放したドア１つにつき１回誘発します。''',
     'templating'),
    ('tpl7',  # "Choose one —" -> 次の中から１つを選ぶ
     '''Some modal abilities say "Choose one or both —" instead of "Choose one —". With those, you may choose both modes.''',
     '''一部のモードを持つ能力には、「次の中から１つを選ぶ」ではなく「以下から1つまたは両方を選ぶ」と書かれています。そのような能力では、両方のモードを選ぶことができます。''',
     'templating'),

    # card_names
    ('cn1',  # misspelled official name: 報奨 -> 報償
     '''Coveted Prize is a sorcery, so you can cast it only during your main phase while the stack is empty.''',
     '''《切望の報償》はソーサリーなので、あなたのメイン・フェイズの間でスタックが空であるときにしか唱えることができません。''',
     'card_names'),
    ('cn2',  # wrong card: Panharmonicon rendered as Doubling Season
     '''Panharmonicon affects only triggered abilities of permanents you control.''',
     '''《倍増の季節》は、あなたがコントロールするパーマネントの誘発型能力にのみ影響します。''',
     'card_names'),
    ('cn3',  # English name left although an official JA name exists
     '''Doubling Season doesn't affect counters put on players, such as poison counters.''',
     '''《Doubling Season》は、毒カウンターなどのプレイヤーに置かれるカウンターには影響しません。''',
     'card_names'),
    ('cn4',  # invented JA name for a card with no official JA name in the catalog
     '''Peter Parker's Camera can't target a mana ability, because mana abilities never go on the stack.''',
     '''マナ能力はスタックに置かれることがないので、《ピーター・パーカーのカメラ》はマナ能力を対象にすることはできません。''',
     'card_names'),
    ('cn5',  # misspelled official name: パンハモニコン -> パンハーモニコン
     '''Panharmonicon's effect doesn't copy the ability, so any choices for each instance are made separately.''',
     '''《パンハーモニコン》の効果は能力をコピーするわけではないので、それぞれの誘発について選択は個別に行います。''',
     'card_names'),
    ('cn6',  # invented JA name for a Room door
     '''When you cast Bottomless Pool, only that door's characteristics are used while the spell is on the stack.''',
     '''《底なしの池》を唱えた場合、その呪文がスタック上にある間は、そのドアの特性のみが用いられます。''',
     'card_names'),
    ('cn7',  # misspelled English name: Court -> Count
     '''Ellivere of the Wild Court's Role is a Virtuous Role. It's different from the Roles that other cards create.''',
     '''《Ellivere of the Wild Count》の役割は「Virtuous」の役割です。これは他のカードが生成する役割とは異なります。''',
     'card_names'),
    ('cn8',  # wrong card: Tenacious Tomeseeker rendered as Johann
     '''Tenacious Tomeseeker's ability can't return an adventurer card whose Adventure is an instant, because in the graveyard that card is a creature card.''',
     '''出来事がインスタントである出来事を持つカードは、墓地ではクリーチャー・カードなので、《Johann, Apprentice Sorcerer》の能力で戻すことはできません。''',
     'card_names'),

    # untranslated: whole target in English (copy of en), or part of it
    ('ut1',  # whole
     '''A dungeon isn't a permanent, so spells and abilities that affect permanents can't affect it.''',
     '''A dungeon isn't a permanent, so spells and abilities that affect permanents can't affect it.''',
     'untranslated'),
    ('ut2',  # whole
     '''A Role can enchant only a permanent it could legally enchant. Otherwise, no Role token is created.''',
     '''A Role can enchant only a permanent it could legally enchant. Otherwise, no Role token is created.''',
     'untranslated'),
    ('ut3',  # whole
     '''If several abilities trigger at once, the active player puts theirs on the stack first, in any order, and then each other player does the same in turn order.''',
     '''If several abilities trigger at once, the active player puts theirs on the stack first, in any order, and then each other player does the same in turn order.''',
     'untranslated'),
    ('ut4',  # whole, with typographic apostrophe kept from the source
     '''A Room’s unlock cost isn’t a mana cost, so it doesn’t affect the Room’s mana value.''',
     '''A Room’s unlock cost isn’t a mana cost, so it doesn’t affect the Room’s mana value.''',
     'untranslated'),
    ('ut5',  # second sentence left in English
     '''Adventurer cards in your library have only their normal characteristics. You can't cast their Adventures from there unless an effect lets you.''',
     '''あなたのライブラリーにある出来事を持つカードは、通常の特性のみを持ちます。You can't cast their Adventures from there unless an effect lets you.''',
     'untranslated'),
    ('ut6',  # second sentence left in English
     '''If a spell with {X} is copied, the copy has the same value of X. You don't choose a new value for the copy.''',
     '''{X}を持つ呪文がコピーされた場合、そのコピーのXの値は元の呪文と同じです。You don't choose a new value for the copy.''',
     'untranslated'),
    ('ut7',  # a phrase left in English inside the JA sentence
     '''The creature gets +1/+1 until end of turn, and the effect ends during the cleanup step.''',
     '''そのクリーチャーはuntil end of turn +1/+1の修整を受け、その効果はクリンナップ・ステップ中に終了します。''',
     'untranslated'),

    # wrong_language: target written in another language
    ('wl1',  # Spanish
     '''When a Room enters the battlefield without being cast, neither of its doors is unlocked.''',
     '''Cuando una Habitación entra al campo de batalla sin haber sido lanzada, ninguna de sus puertas está desbloqueada.''',
     'wrong_language'),
    ('wl2',  # Italian
     '''A copy of a permanent spell becomes a token as it resolves. That token isn't a card.''',
     '''Una copia di una magia permanente diventa una pedina quando si risolve. Quella pedina non è una carta.''',
     'wrong_language'),
    ('wl3',  # German
     '''You may venture into the dungeon even if you've already completed a dungeon this game.''',
     '''Du darfst in das Verlies vordringen, auch wenn du in dieser Partie bereits ein Verlies abgeschlossen hast.''',
     'wrong_language'),
    ('wl4',  # Portuguese
     '''A face-down permanent that's turned face up isn't entering the battlefield, so abilities that trigger when it enters won't trigger.''',
     '''Uma permanente com a face para baixo que é virada para cima não está entrando no campo de batalha, então habilidades que são desencadeadas quando ela entra não serão desencadeadas.''',
     'wrong_language'),
    ('wl5',  # Chinese (simplified)
     '''Countering a spell puts it into its owner's graveyard. Counters on permanents are a different thing entirely.''',
     '''反击一个咒语会将其置入其拥有者的坟墓场。永久物上的指示物则是完全不同的东西。''',
     'wrong_language'),
    ('wl6',  # Korean
     '''If you have a full party, you may cast that spell without paying its mana cost.''',
     '''파티가 완전하다면, 당신은 그 주문을 마나 비용을 지불하지 않고 발동할 수 있습니다.''',
     'wrong_language'),
    ('wl7',  # French
     '''The stack is empty when no spells or abilities are waiting to resolve.''',
     '''La pile est vide quand aucun sort ni aucune capacité n'attend de se résoudre.''',
     'wrong_language'),
]

# ---------------------------------------------------------------------------
# Part 5: defect pairs for omission, negation, punctuation, missing
# ---------------------------------------------------------------------------
PAIRS += [
    # omission: a clause or sentence dropped; the dropped part holds no term,
    # number, symbol, negation or card name
    ('om1',  # "Players may respond to that ability as usual." dropped
     '''The player who has the initiative ventures into Undercity at the beginning of their upkeep. Players may respond to that ability as usual.''',
     '''イニシアチブを持つプレイヤーは、自分のアップキープの開始時に地下街を探索します。''',
     'omission'),
    ('om2',  # "They follow the normal rules for Auras in all other respects." dropped
     '''Roles are enchantment tokens with the subtypes Aura and Role. They follow the normal rules for Auras in all other respects.''',
     '''役割は、オーラと役割のサブタイプを持つエンチャント・トークンです。''',
     'omission'),
    ('om3',  # "Then you determine the total cost and pay it." dropped
     '''When you cast a spell with {X} in its mana cost, you choose the value of X first. Then you determine the total cost and pay it.''',
     '''マナ・コストに{X}を含む呪文を唱える際、あなたはまずXの値を選びます。''',
     'omission'),
    ('om4',  # "and any Auras attached to it remain attached" dropped
     '''Unlocking a door doesn't cause the Room to leave and re-enter the battlefield. It's the same object, and any Auras attached to it remain attached.''',
     '''ドアを開放しても、その部屋が戦場を離れて再び戦場に出るわけではありません。それは同一のオブジェクトです。''',
     'omission'),
    ('om5',  # "Damage already dealt to it also remains." dropped
     '''A face-down creature that's turned face up keeps any counters on it and stays tapped or untapped, as before. Damage already dealt to it also remains.''',
     '''表向きにされた裏向きのクリーチャーは、その上に置かれているカウンターを保持し、タップ状態かアンタップ状態かもそれまでのままです。''',
     'omission'),
    ('om6',  # "The game keeps track of it wherever it goes." dropped
     '''A commander that changes zones remains your commander. The game keeps track of it wherever it goes.''',
     '''領域を移動した統率者も、依然としてあなたの統率者です。''',
     'omission'),
    ('om7',  # second sentence dropped
     '''When a player leaves a multiplayer game, all objects that player owns leave with them. Any effects that gave that player control of objects end as well.''',
     '''多人数戦でプレイヤーがゲームから離れた場合、そのプレイヤーがオーナーであるすべてのオブジェクトもゲームから離れます。''',
     'omission'),

    # negation: removed, added or flipped
    ('neg1',  # "can't" removed
     '''You can't unlock a door that's already unlocked. If an effect tells you to unlock a door, you must choose a locked one.''',
     '''すでに開放されているドアを開放することができます。効果によってドアを開放するよう指示された場合、閉鎖されているドアを選ばなければなりません。''',
     'negation'),
    ('neg2',  # negation added
     '''A spell cast without paying its mana cost still has its normal mana value.''',
     '''マナ・コストを支払うことなく唱えられた呪文は、通常のマナ総量を持ちません。''',
     'negation'),
    ('neg3',  # "can" flipped to cannot
     '''Players can respond to a Room's triggered ability once it's on the stack.''',
     '''部屋の誘発型能力がスタックに置かれた後、プレイヤーはそれに対応することはできません。''',
     'negation'),
    ('neg4',  # "can't ... unless it has haste" -> can attack even without haste
     '''A creature that came under your control this turn can't attack unless it has haste.''',
     '''このターンにあなたのコントロール下になったクリーチャーは、速攻を持っていなくても攻撃できます。''',
     'negation'),
    ('neg5',  # "never" -> always
     '''Mana abilities never use the stack, even when they're triggered abilities.''',
     '''マナ能力は、誘発型能力であっても常にスタックを使用します。''',
     'negation'),
    ('neg6',  # negation added
     '''The copy has the same mode as the original spell.''',
     '''そのコピーは、元の呪文と同じモードを持ちません。''',
     'negation'),
    ('neg7',  # one of two negations removed
     '''Turning a face-down creature face up doesn't use the stack, and it can't be responded to.''',
     '''裏向きのクリーチャーを表向きにすることはスタックを使用し、それに対応することはできません。''',
     'negation'),
    ('neg8',  # "only the owner" -> players other than the owner can too
     '''Only the player who owns a dungeon can venture into it.''',
     '''ダンジョンのオーナーであるプレイヤー以外も、そのダンジョンを探索できます。''',
     'negation'),

    # punctuation: final mark wrong or missing
    ('pun1',  # ASCII period
     '''Each Room card is a single card even though it has two names.''',
     '''部屋・カードは、名前を２つ持っていても１枚のカードです.''',
     'punctuation'),
    ('pun2',  # no final mark
     '''A triggered ability that triggers on an opponent's turn is put on the stack the next time a player would receive priority.''',
     '''対戦相手のターンに誘発した誘発型能力は、次にプレイヤーが優先権を得る際にスタックに置かれます''',
     'punctuation'),
    ('pun3',  # ends with a comma
     '''The mana value of a token that isn't a copy of anything is 0.''',
     '''何かのコピーでないトークンのマナ総量は０です、''',
     'punctuation'),
    ('pun4',  # question mark
     '''Venturing into the dungeon is a keyword action, not an ability.''',
     '''ダンジョンを探索することはキーワード処理であり、能力ではありません？''',
     'punctuation'),
    ('pun5',  # exclamation mark
     '''Your party can include creatures that are tapped or attacking.''',
     '''あなたのパーティーには、タップ状態のクリーチャーや攻撃しているクリーチャーも含まれます！''',
     'punctuation'),
    ('pun6',  # colon
     '''Removing a counter from a permanent isn't the same as countering a spell.''',
     '''パーマネントからカウンターを取り除くことは、呪文を打ち消すこととは異なります：''',
     'punctuation'),
    ('pun7',  # ASCII period at the end of the second sentence only
     '''You can activate a mana ability while paying costs. Doing so doesn't give other players priority.''',
     '''コストの支払い中にマナ能力を起動することができます。そうしても、他のプレイヤーが優先権を得ることはありません.''',
     'punctuation'),

    # missing: empty or whitespace-only target
    ('miss1',
     '''If a Room spell is countered, neither door becomes unlocked, because the Room never enters the battlefield.''',
     '''''',
     'missing'),
    ('miss2',
     '''Each player's dungeon is separate. Another player's progress through a dungeon doesn't affect yours.''',
     ''' ''',
     'missing'),
    ('miss3',
     '''If a Room spell is copied, the token created when the copy resolves enters with the same door unlocked.''',
     '''''',
     'missing'),
    ('miss4',
     '''The number of creatures in your party can change while a spell is on the stack, but not while you're paying its costs.''',
     '''\n''',
     'missing'),
    ('miss5',  # full-width space only
     '''A Role token is still a token, so if it leaves the battlefield, it ceases to exist.''',
     '''\u3000''',
     'missing'),
    ('miss6',
     '''Mana abilities resolve immediately and can't be countered.''',
     '''''',
     'missing'),
    ('miss7',
     '''Some effects that copy a triggered ability let you choose new targets for the copy.''',
     '''\t ''',
     'missing'),
]


def make_id(key):
    return "ja-f12-" + hashlib.sha1(("fresh12:" + key).encode("utf-8")).hexdigest()[:8]


def main():
    keys = [p[0] for p in PAIRS]
    assert len(keys) == len(set(keys)), "duplicate keys"
    rows = []
    for key, en, target, expected in PAIRS:
        rows.append({
            "id": make_id(key),
            "lang": "ja",
            "en": en,
            "target": target,
            "expected": [] if expected is None else [expected],
        })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "id collision"
    rows.sort(key=lambda r: r["id"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh12_ja.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote", len(rows), "pairs to", out)


if __name__ == "__main__":
    main()
