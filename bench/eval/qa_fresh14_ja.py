#!/usr/bin/env python3
"""qa_fresh14_ja: hand-written evaluation pairs (EN ruling -> JA translation) for the
translation-QA checks. Written by a helper session, by hand, apart from the checks.

Each pair has an internal key; the public id is "ja-f14-" + the first 8 hex digits of
sha1("fresh14:" + key), so ids do not reveal the label. Running this script writes
qa_fresh14_ja.jsonl next to itself, one JSON object per line, sorted by id.
"""
import hashlib
import json
import os

PAIRS = []  # (key, check or None, en, target)


def add(check, rows):
    for key, en, target in rows:
        PAIRS.append((key, check, en, target))


# ---------------------------------------------------------------------------
# PART 1 - clean pairs c01-c35 (expected: [])
# ---------------------------------------------------------------------------
add(None, [
    ("c01",
     "When a Room you cast enters the battlefield, only the door you cast is unlocked. The other door stays locked until you pay its mana cost to unlock it.",
     "あなたが唱えた部屋が戦場に出たとき、開放されているのは唱えた側のドアだけです。もう一方のドアは、そのマナ・コストを支払って開放するまで閉鎖されたままです。"),
    ("c02",
     "A Room becomes fully unlocked once both of its doors are unlocked. Unlocking the second door doesn't make the first door's \"when you unlock this door\" ability trigger again.",
     "部屋は、そのドアが両方とも開放された時点で完全に開放された状態になります。2つ目のドアを開放しても、1つ目のドアの「あなたがこのドアを開放したとき」の能力が再び誘発することはありません。"),
    ("c03",
     "You can't lock a door that is already locked. If an effect instructs you to lock a door of a Room whose doors are both locked, nothing happens.",
     "すでに閉鎖されているドアを閉鎖することはできません。両方のドアが閉鎖されている部屋のドアを閉鎖するよう効果が指示した場合、何も起こりません。"),
    ("c04",
     "A Room on the battlefield whose doors are both locked has a mana value of 0. If only one of its doors is unlocked, its mana value is that door's mana value.",
     "両方のドアが閉鎖されている戦場の部屋のマナ総量は０です。ドアが１つだけ開放されているなら、その部屋のマナ総量はそのドアのマナ総量に等しくなります。"),
    ("c05",
     "If you venture into the dungeon while you have no dungeon in the command zone, you choose a dungeon, put it into the command zone, and enter its topmost room.",
     "統率領域にダンジョンがない状態であなたがダンジョンを探索する場合、あなたはダンジョンを1つ選んで統率領域に置き、その一番上の部屋に入ります。"),
    ("c06",
     "After the ability of a dungeon's bottommost room leaves the stack, a state-based action removes that dungeon from the game, and you complete it.",
     "ダンジョンの一番下の部屋の能力がスタックを離れた後、状況起因処理によってそのダンジョンはゲームから取り除かれ、あなたはそのダンジョンを完了したことになります。"),
    ("c07",
     "You can have only one dungeon in the command zone at a time. You can't start another dungeon until you complete the one you're in.",
     "一度に統率領域に置けるダンジョンは1つだけです。今いるダンジョンを完了するまで、別のダンジョンを始めることはできません。"),
    ("c08",
     "Your party can have anywhere from zero to four creatures in it, and you aren't allowed to leave out a creature that could be counted.",
     "あなたのパーティーを構成するクリーチャーは０体から４体までで、数に入れられるクリーチャーを除外することは認められていません。"),
    ("c09",
     "Your party is full if it includes a Cleric, a Rogue, a Warrior, and a Wizard. A single creature with more than one of those types fills only one slot.",
     "あなたのパーティーにクレリック、ならず者、戦士、ウィザードがいるなら、あなたのパーティーが全員そろっていることになります。それらのタイプを複数持つクリーチャー１体は、そのうち１つの枠しか埋めません。"),
    ("c10",
     "Coveted Prize's cost reduction applies only to the generic mana in its total cost. It never reduces the {B} you have to pay.",
     "《切望の報奨》のコスト減少は、その総コストのうち不特定マナにしか適用されません。あなたが支払わなければならない{B}が減ることは決してありません。"),
    ("c11",
     "If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost. If that spell has {X} in its mana cost, you must choose 0 as the value of X.",
     "《切望の報奨》の解決時にあなたのパーティーが全員そろっているなら、あなたは手札からマナ総量が４以下の呪文１つを、そのマナ・コストを支払うことなく唱えてもかまいません。その呪文のマナ・コストに{X}が含まれるなら、Xの値として０を選ばなければなりません。"),
    ("c12",
     "When a spell cast as an Adventure resolves, its controller exiles it instead of putting it into their graveyard. Later, they may cast the creature from exile.",
     "出来事として唱えられた呪文が解決するとき、そのコントローラーはそれを自分の墓地に置くのではなく追放します。その後、そのプレイヤーは追放領域からそのクリーチャーを唱えてもかまいません。"),
    ("c13",
     "The two cards exiled by Seek the Beast can be played only until your next end step. Questing Druid itself can be cast from exile later, as long as it stays there.",
     "《Seek the Beast》によって追放された２枚のカードは、あなたの次の終了ステップまでしかプレイできません。《Questing Druid》自体は、追放領域にあり続けるかぎり、後でそこから唱えることができます。"),
    ("c14",
     "While it's on the stack, an Adventure spell has only the characteristics of its Adventure. For example, its mana value is determined by the Adventure's mana cost alone.",
     "スタック上にある間、出来事の呪文はその出来事の特性しか持ちません。たとえば、そのマナ総量は出来事のマナ・コストのみによって決まります。"),
    ("c15",
     "If the target creature is an illegal target as Ellivere of the Wild Court's triggered ability tries to resolve, the ability doesn't resolve and no Virtuous Role token is created.",
     "《Ellivere of the Wild Court》の誘発型能力が解決しようとする時点でその対象のクリーチャーが不正な対象になっているなら、その能力は解決されず、Virtuousの役割・トークンは生成されません。"),
    ("c16",
     "If a permanent has more than one Role attached to it that the same player controls, each of those Roles except the newest one is put into its owner's graveyard as a state-based action.",
     "あるパーマネントに、同じプレイヤーがコントロールする役割が２つ以上つけられている場合、それらのうち最も新しいもの以外はすべて、状況起因処理によってオーナーの墓地に置かれます。"),
    ("c17",
     "With Doubling Season, an effect that would create one Role token creates two instead. Both enter attached at the same time, so their controller chooses which one remains.",
     "《倍増の季節》がある場合、役割・トークンを１つ生成する効果は、代わりにそれを２つ生成します。それらは同時につけられた状態で戦場に出るので、どちらを残すかはそのコントローラーが選びます。"),
    ("c18",
     "Peter Parker's Camera enters with three film counters on it. Each activation of its ability removes one, so it can copy at most three abilities unless something adds more film counters.",
     "《Peter Parker's Camera》は、フィルム・カウンターが３個置かれた状態で戦場に出ます。その能力を起動するたびにそのうち１個が取り除かれるので、何かがフィルム・カウンターを追加しないかぎり、コピーできる能力は最大で３つです。"),
    ("c19",
     "The copy made by Peter Parker's Camera is created on the stack, so it isn't activated. Abilities that trigger whenever an ability is activated won't trigger.",
     "《Peter Parker's Camera》によるコピーはスタック上に作られるので、起動されたわけではありません。能力が起動されるたびに誘発する能力は誘発しません。"),
    ("c20",
     "You may choose new targets for the copy, but you don't have to. Any target you leave unchanged must still be legal when the copy resolves, or the copy won't affect it.",
     "そのコピーの新たな対象を選んでもかまいませんが、そうする必要はありません。変更しなかった対象は、そのコピーが解決する時点で適正でなければならず、そうでない場合、そのコピーはその対象に影響を与えません。"),
    ("c21",
     "A token that's a copy of a permanent copies only the values printed on that permanent and any copy effects applied to it. Counters, Auras, and whether it's tapped are not copied.",
     "パーマネントのコピーであるトークンは、そのパーマネントに印刷されている値と、それに適用されているコピー効果だけをコピーします。カウンターやオーラ、それがタップ状態かどうかはコピーされません。"),
    ("c22",
     "While a spell with {X} in its mana cost is on the stack, its mana value includes the value chosen for X. In every other zone, X is treated as 0.",
     "マナ・コストに{X}を含む呪文がスタック上にある間、そのマナ総量にはXとして選ばれた値が含まれます。それ以外のすべての領域では、Xは０として扱われます。"),
    ("c23",
     "An effect that lets you cast a spell without paying its mana cost doesn't stop you from paying additional costs such as kicker. Any mandatory additional costs must still be paid.",
     "呪文をそのマナ・コストを支払うことなく唱えることを可能にする効果があっても、キッカーなどの追加コストを支払うことは妨げられません。必須の追加コストは、その場合も支払わなければなりません。"),
    ("c24",
     "Tenacious Tomeseeker's triggered ability checks whether it was bargained. If you didn't sacrifice an artifact, enchantment, or token as you cast it, the ability doesn't trigger at all.",
     "《Tenacious Tomeseeker》の誘発型能力は、それが協約されていたかどうかを確認します。それを唱える際にアーティファクトかエンチャントかトークンを生け贄に捧げていなかったなら、その能力はまったく誘発しません。"),
    ("c25",
     "The instant or sorcery card is chosen as a target when the ability triggers. If that card leaves your graveyard before the ability resolves, the ability does nothing.",
     "インスタント・カードかソーサリー・カードは、その能力が誘発した時点で対象として選ばれます。その能力が解決する前にそのカードがあなたの墓地を離れた場合、その能力は何もしません。"),
    ("c26",
     "An activated ability is always written as \"[Cost]: [Effect].\" Everything before the colon is part of the cost.",
     "起動型能力は常に「［コスト］：［効果］」という形で書かれます。コロンより前にあるものはすべてコストの一部です。"),
    ("c27",
     "An activated ability that produces mana isn't a mana ability if it has a target. Such an ability uses the stack, and players can respond to it.",
     "マナを生み出す起動型能力でも、対象を取るものはマナ能力ではありません。そのような能力はスタックを使い、プレイヤーはそれに対応できます。"),
    ("c28",
     "Mana abilities don't use the stack. You can activate one while you're paying a cost, even in the middle of casting a spell.",
     "マナ能力はスタックを使用しません。コストを支払っている間であれば、呪文を唱えている途中であってもマナ能力を起動できます。"),
    ("c29",
     "Panharmonicon affects only abilities that trigger because an artifact or creature enters the battlefield. An ability that triggers on a land entering isn't affected.",
     "《パンハモニコン》が影響を与えるのは、アーティファクトかクリーチャーが戦場に出たことによって誘発する能力だけです。土地が戦場に出たことによって誘発する能力は影響を受けません。"),
    ("c30",
     "With two Panharmonicons on the battlefield under your control, such an ability triggers three times: once normally and once more for each Panharmonicon.",
     "あなたのコントロール下で戦場に《パンハモニコン》が２つある場合、そのような能力は３回誘発します。通常の１回に加えて、《パンハモニコン》１つにつき１回ずつ追加で誘発するのです。"),
    ("c31",
     "An ability that says \"whenever you cast a spell\" triggers once for each spell you cast. It resolves before the spell that caused it to trigger.",
     "「あなたが呪文を唱えるたび」と書かれている能力は、あなたが呪文を１つ唱えるごとに１回誘発します。その能力は、それを誘発させた呪文よりも先に解決されます。"),
    ("c32",
     "Questing Druid's ability triggers whenever you cast a spell that's white, blue, black, or red, even if that spell is also green. A spell that's only green won't make it trigger.",
     "《Questing Druid》の能力は、あなたが白、青、黒、赤のいずれかの呪文を唱えるたびに誘発します。その呪文が緑でもある場合も同様です。緑単色の呪文では誘発しません。"),
    ("c33",
     "If the spell that would have put +1/+1 counters on the creature is countered, no counters are put on it. Countering a spell isn't the same as removing counters.",
     "そのクリーチャーに+1/+1カウンターを置くはずだった呪文が打ち消された場合、カウンターは１個も置かれません。呪文を打ち消すことは、カウンターを取り除くこととは異なります。"),
    ("c34",
     "Doubling Season doubles the counters put on permanents you control, including the counters a planeswalker enters with. Counters that players get, such as poison counters, aren't affected.",
     "《倍増の季節》は、あなたがコントロールするパーマネントの上に置かれるカウンターを２倍にします。プレインズウォーカーが戦場に出る際に置かれるカウンターもこれに含まれます。毒カウンターのようにプレイヤーが得るカウンターは影響を受けません。"),
    ("c35",
     "If an effect would create one or more tokens under your control, Doubling Season has it create twice that many instead. Tokens created under an opponent's control aren't doubled.",
     "いずれかの効果があなたのコントロール下で１個以上のトークンを生成する場合、《倍増の季節》により、代わりにその２倍の数のトークンが生成されます。対戦相手のコントロール下で生成されるトークンは２倍になりません。"),
])

# ---------------------------------------------------------------------------
# PART 2 - clean pairs c36-c70 (expected: [])
# ---------------------------------------------------------------------------
add(None, [
    ("c36",
     "A token that leaves the battlefield moves to its new zone for a moment, then ceases to exist the next time state-based actions are checked. It can't be returned to the battlefield.",
     "戦場を離れたトークンは一時的に移動先の領域に置かれ、次に状況起因処理がチェックされた時点で消滅します。そのトークンを戦場に戻すことはできません。"),
    ("c37",
     "If several creatures you control deal combat damage to the same player at the same time, Locker Room's ability triggers only once.",
     "あなたがコントロールする複数のクリーチャーが同時に同じプレイヤーに戦闘ダメージを与えた場合、《Locker Room》の能力は１回しか誘発しません。"),
    ("c38",
     "Because Bottomless Pool's ability targets \"up to one\" creature, you can choose no target at all. You can also return a creature you own to your own hand with it.",
     "《Bottomless Pool》の能力は「最大１体」のクリーチャーを対象とするので、対象をまったく選ばないこともできます。また、この能力であなたがオーナーであるクリーチャーをあなたの手札に戻すこともできます。"),
    ("c39",
     "A creature that's blocked stays blocked even if every creature blocking it leaves combat. It won't deal combat damage to the defending player unless it has trample.",
     "ブロックされたクリーチャーは、それをブロックしているクリーチャーがすべて戦闘から取り除かれても、ブロックされた状態のままです。トランプルを持たないかぎり、そのクリーチャーは防御プレイヤーに戦闘ダメージを与えません。"),
    ("c40",
     "A creature with double strike deals combat damage twice: once in the first-strike combat damage step and again in the regular combat damage step.",
     "二段攻撃を持つクリーチャーは戦闘ダメージを２回与えます。１回目は先制攻撃の戦闘ダメージ・ステップで、２回目は通常の戦闘ダメージ・ステップで与えます。"),
    ("c41",
     "Cards exiled face down may be looked at only by players an effect allows to do so. Everyone else knows just how many of them there are.",
     "裏向きで追放されたカードは、効果によって許可されたプレイヤーしか見ることができません。それ以外のプレイヤーにわかるのは、その枚数だけです。"),
    ("c42",
     "A face-down creature is a 2/2 creature with no name, no mana cost, and no creature types. Its mana value is 0.",
     "裏向きのクリーチャーは、名前もマナ・コストもクリーチャー・タイプも持たない2/2のクリーチャーです。そのマナ総量は0です。"),
    ("c43",
     "If you're instructed to draw a card from an empty library, you don't lose right away. You lose the next time state-based actions are checked.",
     "カードが１枚もないライブラリーからカードを引くよう指示された場合でも、あなたはすぐにはゲームに敗北しません。次に状況起因処理がチェックされた時点で敗北します。"),
    ("c44",
     "The last spell or ability put onto the stack is the first to resolve. After each one resolves, the active player receives priority.",
     "最後にスタックに置かれた呪文や能力が、最初に解決されます。１つ解決されるたびに、アクティブ・プレイヤーが優先権を得ます。"),
    ("c45",
     "The Spot, Living Portal's first ability can exile up to one target nonland permanent and up to one target nonland permanent card from a graveyard.",
     "《The Spot, Living Portal》の１つ目の能力は、土地でないパーマネント最大１つと、墓地にある土地でないパーマネント・カード最大１枚を対象とし、それらを追放できます。"),
    ("c46",
     "You can cast a sorcery only during your main phase while the stack is empty. The same timing applies when you unlock a door by paying its mana cost.",
     "ソーサリーは、あなたのメイン・フェイズの間でスタックが空であるときにしか唱えられません。ドアのマナ・コストを支払ってそれを開放する場合も、同じタイミングが適用されます。"),
    ("c47",
     "Unlocking a door by paying its mana cost is a special action. It doesn't use the stack, so no player can respond to it.",
     "ドアのマナ・コストを支払ってそれを開放することは、特別な処理です。これはスタックを使わないので、どのプレイヤーもそれに対応できません。"),
    ("c48",
     "If your commander would be put into your graveyard or into exile from anywhere, you may put it into the command zone instead.",
     "あなたの統率者がいずれかの領域からあなたの墓地に置かれるか追放される場合、代わりにそれを統率領域に置いてもかまいません。"),
    ("c49",
     "Casting your commander from the command zone costs an additional {2} for each previous time you've cast it from there this game.",
     "統率領域から統率者を唱えるためのコストは、このゲーム中にすでにそこから唱えた回数１回につき{2}多くなります。"),
    ("c50",
     "Johann, Apprentice Sorcerer lets you look at the top card of your library at any time, even if you've already cast a spell from there this turn.",
     "《Johann, Apprentice Sorcerer》があれば、このターンにすでにライブラリーの一番上から呪文を唱えていても、あなたはいつでもライブラリーの一番上のカードを見ることができます。"),
    ("c51",
     "Johann lets you cast an instant or sorcery spell from the top of your library once each turn. If you don't use this in a turn, it doesn't carry over to the next turn.",
     "《Johann, Apprentice Sorcerer》により、あなたは各ターンに１回、ライブラリーの一番上からインスタント呪文かソーサリー呪文を唱えることができます。あるターンにこれを使わなくても、次のターンに持ち越されることはありません。"),
    ("c52",
     "If The Spot, Living Portal leaves your graveyard before its last ability resolves, you can't put it on the bottom of its owner's library, and the exiled cards stay in exile.",
     "《The Spot, Living Portal》の最後の能力が解決する前にそれがあなたの墓地を離れた場合、それをオーナーのライブラリーの一番下に置くことはできず、追放されたカードは追放されたままになります。"),
    ("c53",
     "For The Spot's first ability, you can choose just one of the two targets, or neither of them.",
     "《The Spot, Living Portal》の１つ目の能力では、２つの対象のうち１つだけを選ぶことも、どちらも選ばないこともできます。"),
    ("c54",
     "An ability that begins \"At the beginning of your upkeep\" triggers only during your own turn, and only once in that turn.",
     "「あなたのアップキープの開始時に」で始まる能力は、あなた自身のターンにのみ、そのターンに１回だけ誘発します。"),
    ("c55",
     "A modal spell that says \"Choose one —\" has you pick exactly one mode as you cast it. You can't change that mode later.",
     "「以下から１つを選ぶ」と書かれているモードを持つ呪文では、それを唱える際にちょうど１つのモードを選びます。そのモードを後で変更することはできません。"),
    ("c56",
     "Ellivere of the Wild Court's first ability triggers whenever it enters or attacks. Each time, it must target another creature you control.",
     "《Ellivere of the Wild Court》の１つ目の能力は、それが戦場に出るたび、または攻撃するたびに誘発します。そのたびに、あなたがコントロールする他のクリーチャー１体を対象にしなければなりません。"),
    ("c57",
     "The Virtuous Role gives the enchanted creature +1/+1 for each enchantment you control, and that count includes the Role itself.",
     "Virtuousの役割は、エンチャントされているクリーチャーに、あなたがコントロールするエンチャント１つにつき+1/+1の修整を与えます。その数には、その役割自身も含まれます。"),
    ("c58",
     "When a Wicked Role is put into a graveyard from the battlefield, each opponent loses 1 life. This happens even if another Role you control replaced it.",
     "Wickedの役割が戦場から墓地に置かれたとき、各対戦相手はそれぞれ１点のライフを失います。あなたがコントロールする別の役割に置き換えられたことによって墓地に置かれた場合でも、これは起こります。"),
    ("c59",
     "A creature enchanted by a Monster Role gets +1/+1 and has trample. If that Role leaves the battlefield, both bonuses end.",
     "Monsterの役割につけられているクリーチャーは+1/+1の修整を受け、トランプルを持ちます。その役割が戦場を離れると、その２つの効果はどちらも終了します。"),
    ("c60",
     "If one effect says you can do something and another says you can't, the effect that says you can't wins.",
     "ある効果が何かを行えるとし、別の効果がそれを行えないとしている場合、行えないとする効果が優先されます。"),
    ("c61",
     "Older cards that refer to \"converted mana cost\" now refer to mana value instead. The two terms mean the same thing.",
     "「点数で見たマナ・コスト」を参照する古いカードは、現在ではマナ総量を参照するものとして扱われます。この２つの用語は同じものを意味します。"),
    ("c62",
     "A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration can't replace this.",
     "タフネスが０以下のクリーチャーは、状況起因処理によってオーナーの墓地に置かれます。これは再生によって置換できません。"),
    ("c63",
     "During your cleanup step, if you have more than seven cards in your hand, you discard cards until you have seven.",
     "あなたのクリンナップ・ステップの間にあなたの手札が８枚以上あるなら、あなたは手札が７枚になるまでカードを捨てます。"),
    ("c64",
     "Coveted Prize lets you search for any card, not just a spell. With a full party, the spell you cast for free doesn't have to be the card you found.",
     "《切望の報奨》では、呪文に限らず、どのカードでも探すことができます。あなたのパーティーが全員そろっているなら、無料で唱える呪文は、見つけたカードでなくてもかまいません。"),
    ("c65",
     "If you cast Bottomless Pool, the Room enters with that door unlocked and its \"when you unlock this door\" ability triggers. Locker Room stays locked.",
     "《Bottomless Pool》を唱えた場合、その部屋はそのドアが開放された状態で戦場に出て、その「あなたがこのドアを開放したとき」の能力が誘発します。《Locker Room》は閉鎖されたままです。"),
    ("c66",
     "Johann, Apprentice Sorcerer is a Wizard, so it can fill the Wizard slot of your party. Controlling another Wizard doesn't raise the count.",
     "《Johann, Apprentice Sorcerer》はウィザードなので、あなたのパーティーのウィザードの枠を埋めることができます。もう１体ウィザードをコントロールしていても、その数は増えません。"),
    ("c67",
     "If a permanent has one +1/+1 counter and two -1/-1 counters on it, a state-based action removes one of each, leaving a single -1/-1 counter.",
     "パーマネントの上に+1/+1カウンターが１個と-1/-1カウンターが２個置かれている場合、状況起因処理によってそれぞれ１個ずつ取り除かれ、-1/-1カウンターが１個だけ残ります。"),
    ("c68",
     "A copy of a spell has the same value of X as the original. You don't pay any costs for the copy, because it isn't cast.",
     "呪文のコピーのXの値は、元の呪文と同じです。コピーは唱えられたものではないので、あなたがそのコピーのためにコストを支払うことはありません。"),
    ("c69",
     "Peter Parker’s Camera can copy a triggered ability you control, but it can’t copy a spell.",
     "《Peter Parker's Camera》は、あなたがコントロールする誘発型能力をコピーできますが、呪文をコピーすることはできません。"),
    ("c70",
     "Johann, Apprentice Sorcerer doesn't let you play lands from the top of your library, but another effect might.",
     "《Johann, Apprentice Sorcerer》では、あなたはライブラリーの一番上から土地をプレイすることはできませんが、他の効果によってはできる場合があります。"),
])

# ---------------------------------------------------------------------------
# PART 3 - defects: numbers, symbols, terminology
# ---------------------------------------------------------------------------
add("numbers", [
    ("num1",  # two -> ３
     "Seek the Beast exiles the top two cards of your library. You may play them until your next end step.",
     "《Seek the Beast》は、あなたのライブラリーの一番上から３枚のカードを追放します。あなたの次の終了ステップまで、それらをプレイしてもかまいません。"),
    ("num2",  # three creatures -> ２体, while {3} stays
     "If your party has three creatures in it, Coveted Prize costs {3} less to cast.",
     "あなたのパーティーにクリーチャーが２体いるなら、《切望の報奨》を唱えるためのコストは{3}少なくなります。"),
    ("num3",  # second "two" -> ３ (the first "two" is kept)
     "Questing Druid gets one +1/+1 counter for each qualifying spell you cast. If you cast two such spells in a turn, it gets two counters.",
     "条件を満たす呪文をあなたが唱えるたびに、《Questing Druid》の上に+1/+1カウンターが１個置かれます。あるターンにそのような呪文を２つ唱えた場合、カウンターは３個置かれます。"),
    ("num4",  # first "three" dropped; the second "three" is kept
     "Peter Parker's Camera enters with three film counters on it, so it can copy at most three abilities unless something adds more counters.",
     "《Peter Parker's Camera》はフィルム・カウンターが置かれた状態で戦場に出るので、何かがカウンターを追加しないかぎり、コピーできる能力は最大で３つです。"),
    ("num5",  # "an ... card" -> ２枚
     "When Tenacious Tomeseeker enters, if it was bargained, you return an instant or sorcery card from your graveyard to your hand.",
     "《Tenacious Tomeseeker》が戦場に出たとき、それが協約されていたなら、あなたはあなたの墓地からインスタント・カードかソーサリー・カード２枚をあなたの手札に戻します。"),
    ("num6",  # three times -> ２回, while "two" is ２
     "If you control two Panharmonicons, an ability of a permanent you control that triggers on a creature entering the battlefield triggers three times.",
     "あなたが《パンハモニコン》を２つコントロールしている場合、クリーチャーが戦場に出たことで誘発する、あなたがコントロールするパーマネントの能力は２回誘発します。"),
    ("num7",  # 21 -> 12 (transposed digits)
     "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses.",
     "ゲームを通して同じ統率者から合計12点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北します。"),
    ("num8",  # third -> ２回目
     "The third time you cast your commander from the command zone in a game, it costs an additional {4}.",
     "あるゲームで統率領域から統率者を２回目に唱える場合、そのコストは追加で{4}多くなります。"),
])

add("symbols", [
    ("sym1",  # {W} -> {B}
     "A hybrid mana symbol such as {G/W} can be paid with either {G} or {W}.",
     "{G/W}のような混成マナ・シンボルは、{G}か{B}のどちらでも支払うことができます。"),
    ("sym2",  # {T} dropped
     "The cost of Peter Parker's Camera's ability includes {2}, {T}, and removing a film counter, so it can be activated only once per turn unless it untaps.",
     "《Peter Parker's Camera》の能力のコストには{2}とフィルム・カウンター１個を取り除くことが含まれるので、それがアンタップしないかぎり、その能力は１ターンに１回しか起動できません。"),
    ("sym3",  # first {C} -> {1}
     "Some costs require colorless mana, shown as {C}. You can't pay {C} with colored mana.",
     "一部のコストは、{1}で表される無色マナを必要とします。{C}を色マナで支払うことはできません。"),
    ("sym4",  # second {U} -> {R}
     "A locked door with a mana cost of {4}{U} can be unlocked by paying {4}{U} any time you could cast a sorcery.",
     "マナ・コストが{4}{U}の閉鎖されているドアは、ソーサリーを唱えられるときならいつでも、{4}{R}を支払うことで開放できます。"),
    ("sym5",  # {T} -> {Q}
     "An ability with {T} in its cost can't be activated by a creature that came under your control this turn unless it has haste.",
     "このターンにあなたのコントロール下に置かれたクリーチャーは、速攻を持たないかぎり、コストに{Q}を含む能力を起動できません。"),
    ("sym6",  # one {W} dropped
     "A spell that costs {1}{W}{W} has a mana value of 3.",
     "{1}{W}のコストを持つ呪文のマナ総量は３です。"),
    ("sym7",  # {B/P} -> {B}
     "A Phyrexian mana symbol such as {B/P} can be paid with either {B} or 2 life.",
     "{B}のようなファイレクシア・マナ・シンボルは、{B}か２点のライフのどちらでも支払うことができます。"),
    ("sym8",  # {G} -> {G}{G} (symbol added)
     "A mana ability such as \"{T}: Add {G}.\" resolves immediately and doesn't use the stack.",
     "「{T}：{G}{G}を加える。」のようなマナ能力はただちに解決され、スタックを使用しません。"),
])

add("terminology", [
    ("term1",  # library -> 山札 (ja_forbidden)
     "Johann, Apprentice Sorcerer lets you look at the top card of your library at any time.",
     "《Johann, Apprentice Sorcerer》により、あなたはいつでもあなたの山札の一番上のカードを見ることができます。"),
    ("term2",  # exile -> 除外 (ja_forbidden)
     "Seek the Beast exiles the top two cards of your library face up, so every player can see them.",
     "《Seek the Beast》はあなたのライブラリーの一番上から２枚のカードを表向きで除外するので、すべてのプレイヤーがそれらを見ることができます。"),
    ("term3",  # target -> ターゲット (ja_forbidden)
     "If the target creature has left the battlefield by the time Bottomless Pool's ability resolves, the ability does nothing.",
     "《Bottomless Pool》の能力が解決する時点でそのターゲットのクリーチャーが戦場を離れていた場合、その能力は何もしません。"),
    ("term4",  # door -> 扉 (ja_forbidden)
     "Unless an effect says otherwise, you can unlock a locked door only at a time you could cast a sorcery.",
     "効果によって別途指示されていないかぎり、閉鎖されている扉はソーサリーを唱えられるタイミングでしか開放できません。"),
    ("term5",  # countered (verb) -> カウンターされた (ja_forbidden)
     "If Coveted Prize is countered, you don't search your library, even if you have a full party.",
     "《切望の報奨》がカウンターされた場合、あなたのパーティーが全員そろっていても、あなたはライブラリーを探しません。"),
    ("term6",  # triggered ability -> 誘発能力 (ja_forbidden)
     "Panharmonicon doesn't copy triggered abilities; it makes them trigger one additional time.",
     "《パンハモニコン》は誘発能力をコピーするのではなく、それらを追加でもう１回誘発させます。"),
    ("term7",  # mana value -> 点数で見たマナ・コスト (ja_forbidden; EN says mana value)
     "A face-down spell on the stack has a mana value of 0.",
     "スタック上にある裏向きの呪文の点数で見たマナ・コストは０です。"),
    ("term8",  # cast -> プレイ (ja_forbidden)
     "After Seek the Beast resolves, you may cast Questing Druid from exile.",
     "《Seek the Beast》の解決後、あなたは追放領域から《Questing Druid》をプレイしてもかまいません。"),
    ("term9",  # Adventure -> 冒険 (ja_forbidden)
     "An Adventure is an instant or sorcery with its own name, mana cost, and rules text, printed in an inset frame on the card.",
     "冒険とは、カード内の枠に印刷された、独自の名前、マナ・コスト、ルール・テキストを持つインスタントかソーサリーのことです。"),
])

# ---------------------------------------------------------------------------
# PART 4 - defects: templating, card_names, untranslated, wrong_language
# ---------------------------------------------------------------------------
add("templating", [
    ("tpl1",  # Choose one — -> 次の中から１つを選ぶ
     "A spell that says \"Choose one —\" can't be cast without choosing a mode.",
     "「次の中から１つを選ぶ」と書かれた呪文を、モードを選ばずに唱えることはできません。"),
    ("tpl2",  # At the beginning of -> 最初に
     "An ability that begins \"At the beginning of your upkeep\" triggers before you can cast any spells during that upkeep.",
     "「あなたのアップキープの最初に」で始まる能力は、そのアップキープ中にあなたが呪文を唱えられるようになる前に誘発します。"),
    ("tpl3",  # whenever -> ごとに
     "Locker Room's ability triggers whenever one or more creatures you control deal combat damage to a player.",
     "《Locker Room》の能力は、あなたがコントロールするクリーチャー１体以上がプレイヤーに戦闘ダメージを与えるごとに誘発します。"),
    ("tpl4",  # [Cost]: [Effect] -> ［効果］：［コスト］ (order swapped)
     "Peter Parker's Camera's ability follows the \"[Cost]: [Effect]\" pattern, so everything before the colon is its cost.",
     "《Peter Parker's Camera》の能力は「［効果］：［コスト］」の形式に従っているので、コロンより前にあるものはすべてそのコストです。"),
    ("tpl5",  # whenever -> とき
     "Questing Druid's ability triggers whenever you cast a qualifying spell, not just the first time.",
     "《Questing Druid》の能力は、最初の１回だけでなく、あなたが条件を満たす呪文を唱えたときに誘発します。"),
    ("tpl6",  # Choose one — -> １つを選択する
     "\"Choose one —\" means you choose the mode as you cast the spell, not as it resolves.",
     "「１つを選択する」は、呪文の解決時ではなく、それを唱える際にモードを選ぶことを意味します。"),
    ("tpl7",  # At the beginning of -> 始めに
     "If you control two permanents with \"At the beginning of combat on your turn\" abilities, you choose the order in which they go on the stack.",
     "「あなたのターンの戦闘の始めに」で始まる能力を持つパーマネントを２つコントロールしている場合、それらをスタックに置く順番はあなたが選びます。"),
])

add("card_names", [
    ("cn1",  # misspelled official name: 倍増の季節 -> 倍加の季節
     "Doubling Season doesn't double the loyalty counters you put on a planeswalker to pay the cost of a loyalty ability.",
     "《倍加の季節》は、忠誠度能力のコストを支払うためにプレインズウォーカーに置く忠誠カウンターを２倍にしません。"),
    ("cn2",  # wrong card: Panharmonicon -> 倍増の季節
     "Panharmonicon doesn't affect abilities that trigger when a permanent leaves the battlefield.",
     "《倍増の季節》は、パーマネントが戦場を離れたときに誘発する能力には影響しません。"),
    ("cn3",  # English left where the official JA name exists (切望の報奨)
     "Coveted Prize's cost reduction can't reduce the colored mana in its cost.",
     "《Coveted Prize》のコスト減少では、そのコストに含まれる色マナを減らすことはできません。"),
    ("cn4",  # invented JA name for a card with no JA name in the catalog
     "Bottomless Pool returns the creature to its owner's hand, which may not be your hand.",
     "《底なしの淵》は、そのクリーチャーをオーナーの手札に戻します。それはあなたの手札でないこともあります。"),
    ("cn5",  # misspelled English name: Tomeseeker -> Tombseeker
     "You can bargain Tenacious Tomeseeker by sacrificing a token as you cast it.",
     "《Tenacious Tombseeker》を唱える際、トークンを生け贄に捧げることでそれを協約できます。"),
    ("cn6",  # misspelled katakana: パンハモニコン -> パンハーモニコン
     "Each Panharmonicon you control adds one extra trigger.",
     "あなたがコントロールする《パンハーモニコン》はそれぞれ、誘発を１回追加します。"),
    ("cn7",  # invented JA name for Johann, Apprentice Sorcerer
     "Johann, Apprentice Sorcerer still requires you to pay the costs of the spell you cast from the top of your library.",
     "《見習い魔術師ヨハン》の能力でライブラリーの一番上から呪文を唱える場合も、あなたはその呪文のコストを支払う必要があります。"),
    ("cn8",  # wrong face of the same Room card: Locker Room -> Bottomless Pool
     "Locker Room's ability draws you only one card each time it triggers.",
     "《Bottomless Pool》の能力によって、それが誘発するたびにあなたが引くカードは１枚だけです。"),
])

add("untranslated", [
    ("unt1",  # wholly English (copy of the source)
     "While a door is locked, its abilities are ignored and its name isn't one of the Room's names.",
     "While a door is locked, its abilities are ignored and its name isn't one of the Room's names."),
    ("unt2",  # wholly English (copy of the source)
     "Each time you take the initiative, you venture into Undercity, even if you already had the initiative.",
     "Each time you take the initiative, you venture into Undercity, even if you already had the initiative."),
    ("unt3",  # second sentence left in English
     "Adventures are cast from your hand like other instants and sorceries. The creature can be cast from exile afterward.",
     "出来事は、他のインスタントやソーサリーと同様に手札から唱えられます。The creature can be cast from exile afterward."),
    ("unt4",  # a clause left in English inside the JA sentence
     "If the creature a Role is attached to leaves the battlefield, the Role is put into its owner's graveyard the next time state-based actions are checked.",
     "役割がつけられているクリーチャーが戦場を離れた場合、その役割は the next time state-based actions are checked オーナーの墓地に置かれます。"),
    ("unt5",  # second sentence left in English
     "Copies of a permanent spell become tokens as they resolve. They are not cards, even though they were spells.",
     "パーマネント呪文のコピーは、解決に際してトークンになります。They are not cards, even though they were spells."),
    ("unt6",  # quoted rules wording left in English
     "Some abilities refer to \"the exiled card,\" and such an ability may get more than one answer.",
     "一部の能力は「the exiled card」を参照しますが、そのような能力が複数の答えを得ることもあります。"),
    ("unt7",  # wholly English (copy of the source)
     "Mana value is a number, not a color. A colorless spell can still have a high mana value.",
     "Mana value is a number, not a color. A colorless spell can still have a high mana value."),
])

add("wrong_language", [
    ("wl1",  # Spanish
     "You can unlock a door only if its Room is on the battlefield.",
     "Solo puedes desbloquear una puerta si su habitación está en el campo de batalla."),
    ("wl2",  # Italian
     "Tokens created by Doubling Season's effect are all created at the same time.",
     "Le pedine create grazie all'effetto di Doubling Season vengono create tutte nello stesso momento."),
    ("wl3",  # German
     "A creature with double strike deals both first-strike and regular combat damage.",
     "Eine Kreatur mit Doppelschlag fügt sowohl Erstschlag- als auch normalen Kampfschaden zu."),
    ("wl4",  # Portuguese
     "If a spell is countered, it doesn't resolve and none of its effects happen.",
     "Se uma mágica for anulada, ela não é resolvida e nenhum de seus efeitos acontece."),
    ("wl5",  # Chinese (simplified)
     "When you venture into the dungeon, you move to the next room of that dungeon.",
     "当你探索地城时，你会移动到该地城的下一个房间。"),
    ("wl6",  # Korean
     "The mana value of a token that isn't a copy of anything is 0.",
     "어떤 것의 복사본도 아닌 토큰의 마나 값은 0입니다."),
    ("wl7",  # French
     "Your party can include up to one each of Cleric, Rogue, Warrior, and Wizard.",
     "Votre groupe peut comprendre jusqu'à un clerc, un gredin, un guerrier et un sorcier."),
])

# ---------------------------------------------------------------------------
# PART 5 - defects: omission, negation, punctuation, missing
# ---------------------------------------------------------------------------
add("omission", [
    ("om1",  # "As with other split cards" dropped
     "As with other split cards, each door of a Room has its own name, mana cost, and abilities.",
     "部屋のそれぞれのドアは、独自の名前、マナ・コスト、能力を持ちます。"),
    ("om2",  # second sentence dropped
     "The ability of the room you move onto is put on the stack the next time a player would receive priority. Players can respond to it as usual.",
     "移動先の部屋の能力は、次にプレイヤーが優先権を得る時点でスタックに置かれます。"),
    ("om3",  # "in the order you choose" dropped
     "Doubling Season's effects are replacement effects. If you control two of them, you apply them one at a time, in the order you choose.",
     "《倍増の季節》の効果は置換効果です。あなたがそれを２つコントロールしている場合、それらを１つずつ適用します。"),
    ("om4",  # "Just like other Auras" dropped
     "Roles are Aura tokens with enchant creature. Just like other Auras, they are attached to the creature they enchant.",
     "役割は、エンチャント（クリーチャー）を持つオーラ・トークンです。それらは、それらがエンチャントしているクリーチャーにつけられています。"),
    ("om5",  # "It's the same object as before" dropped
     "Unlocking a door doesn't cause the Room to leave the battlefield and return. It's the same object as before, and any counters on it stay there.",
     "ドアを開放しても、その部屋が戦場を離れて戻ってくるわけではありません。その上に置かれているカウンターはそのまま残ります。"),
    ("om6",  # "even in the middle of combat" dropped
     "A face-down creature can be turned face up any time you have priority, even in the middle of combat.",
     "裏向きのクリーチャーは、あなたが優先権を持っているときならいつでも表向きにすることができます。"),
    ("om7",  # "including your own" dropped
     "The Spot, Living Portal's first ability can target a card in any graveyard, including your own.",
     "《The Spot, Living Portal》の１つ目の能力は、いずれかの墓地にあるカードを対象にできます。"),
])

add("negation", [
    ("neg1",  # can't -> can (removed)
     "If both doors of a Room are already unlocked, an effect can't unlock one of them again.",
     "部屋のドアが両方ともすでに開放されている場合、効果によってそのうち１つを再び開放することができます。"),
    ("neg2",  # may -> can't (added)
     "When Peter Parker's Camera copies an ability, you may choose new targets for the copy.",
     "《Peter Parker's Camera》が能力をコピーした場合、あなたはそのコピーの新たな対象を選ぶことはできません。"),
    ("neg3",  # doesn't change -> changes (removed)
     "Casting a spell from the top of your library with Johann, Apprentice Sorcerer doesn't change when you can cast it.",
     "《Johann, Apprentice Sorcerer》によってライブラリーの一番上から呪文を唱えると、それを唱えられるタイミングが変わります。"),
    ("neg4",  # won't return -> returns (removed)
     "If a token is exiled, it won't return to the battlefield, even if the effect that exiled it says to return it.",
     "トークンが追放された場合、それを追放した効果がそれを戻すよう指示していれば、それは戦場に戻ります。"),
    ("neg5",  # can be cast -> can't be cast (added)
     "An adventurer card in your hand can be cast either as the creature or as its Adventure.",
     "あなたの手札にある出来事を持つカードは、クリーチャーとしても出来事としても唱えることはできません。"),
    ("neg6",  # don't choose -> choose (removed)
     "You don't choose which creatures are in your party; the game simply counts them.",
     "あなたのパーティーにどのクリーチャーが含まれるかはあなたが選び、その数はゲームが数えます。"),
    ("neg7",  # unless it has -> if it has (the "unless" negation removed, meaning flipped)
     "A blocked creature doesn't deal combat damage to the defending player unless it has trample.",
     "ブロックされたクリーチャーは、トランプルを持っているなら防御プレイヤーに戦闘ダメージを与えません。"),
])

add("punctuation", [
    ("pun1",  # ASCII "."
     "Mana value is determined only by a card's mana cost, not by any cost reductions.",
     "マナ総量はカードのマナ・コストのみによって決まり、コスト減少の影響は受けません."),
    ("pun2",  # no final mark
     "A dungeon in the command zone isn't a permanent, so it can't be destroyed.",
     "統率領域にあるダンジョンはパーマネントではないので、破壊されることはありません"),
    ("pun3",  # ends with "、"
     "A Cursed Role is often attached to a creature an opponent controls, and it sets that creature's base power and toughness to 1/1.",
     "Cursedの役割は対戦相手がコントロールするクリーチャーにつけられることが多く、それはそのクリーチャーの基本のパワーとタフネスを1/1にします、"),
    ("pun4",  # ends with "！"
     "With Doubling Season, a planeswalker enters with twice its printed loyalty.",
     "《倍増の季節》がある場合、プレインズウォーカーは印刷されている忠誠度の２倍の忠誠カウンターが置かれた状態で戦場に出ます！"),
    ("pun5",  # ends with "？"
     "Unlocking a door is not the same as casting a spell.",
     "ドアを開放することは、呪文を唱えることと同じではありません？"),
    ("pun6",  # ends with ASCII ","
     "A token's owner is the player under whose control it was created.",
     "トークンのオーナーは、それがそのコントロール下で生成されたプレイヤーです,"),
    ("pun7",  # no final mark (second of the two)
     "When you cast a Room, you choose which door to cast, and that door becomes unlocked as the Room enters the battlefield.",
     "部屋を唱える際、あなたはどちらのドアを唱えるかを選び、その部屋が戦場に出るに際してそのドアが開放されます"),
])

add("missing", [
    ("miss1",  # empty
     "A Room with one door unlocked is still a single permanent.",
     ""),
    ("miss2",  # one ASCII space
     "Each time you take the initiative, you venture into Undercity.",
     " "),
    ("miss3",  # one ideographic space
     "A copy of a Role token is also a Role.",
     "\u3000"),
    ("miss4",  # newline only
     "Mana abilities can be activated while you're casting a spell.",
     "\n"),
    ("miss5",  # spaces and a tab
     "Players can't respond to a special action.",
     " \t "),
    ("miss6",  # empty
     "A token that's put into a library ceases to exist.",
     ""),
    ("miss7",  # ideographic space and newline
     "The owner of a commander chooses whether it goes to the command zone.",
     "\u3000\n"),
])


def pair_id(key):
    return "ja-f14-" + hashlib.sha1(("fresh14:" + key).encode("utf-8")).hexdigest()[:8]


def main():
    keys = [p[0] for p in PAIRS]
    assert len(keys) == len(set(keys)), "duplicate key"
    rows = []
    for key, check, en, target in PAIRS:
        rows.append({
            "id": pair_id(key),
            "lang": "ja",
            "en": en,
            "target": target,
            "expected": [check] if check else [],
        })
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate id"
    rows.sort(key=lambda r: r["id"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh14_ja.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d pairs to %s" % (len(rows), out))


if __name__ == "__main__":
    main()
