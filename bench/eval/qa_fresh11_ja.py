#!/usr/bin/env python3
"""qa_fresh11_ja: hand-written evaluation pairs (JA) for the translation-QA checks.

Written by a helper session, by hand, apart from the checks (see qa_fresh11_ja_README.md).
Run this script to (re)write qa_fresh11_ja.jsonl next to it.
Each pair: (key, en, target, label); label None = clean pair, else exactly one check name.
Public id = "ja-f11-" + sha1("fresh11:" + key)[:8]; output sorted by id.
"""
import hashlib
import json
import os

CHECKS = {"numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"}

PARTS = []

# ---------------------------------------------------------------- part 1: clean pairs c01-c35
PARTS.append([
    ("c01",
     "When you cast a Room spell, you choose which door you're casting. Only that door becomes unlocked when the Room enters the battlefield.",
     "部屋・呪文を唱える際には、どちらのドアを唱えるかを選びます。その部屋が戦場に出たとき、開放されるのはそのドアだけです。",
     None),
    ("c02",
     "Once a creature has been blocked, it remains blocked even if the creature blocking it leaves the battlefield.",
     "クリーチャーがいったんブロックされたなら、それをブロックしているクリーチャーが戦場を離れたとしても、それはブロックされたままです。",
     None),
    ("c03",
     "A player with no cards in their library doesn't lose the game until they would draw a card.",
     "ライブラリーにカードが1枚もないプレイヤーでも、カードを引こうとするまではゲームに敗北しません。",
     None),
    ("c04",
     "Playing a land is a special action. It doesn't use the stack, and no player can respond to it.",
     "土地をプレイすることは特別な処理です。これはスタックを使わず、どのプレイヤーもそれに対応することはできません。",
     None),
    ("c05",
     "Older cards that refer to a card's converted mana cost now use its mana value instead. The two terms mean the same thing.",
     "カードの点数で見たマナ・コストを参照する古いカードは、現在はそのマナ総量を参照します。この2つの用語は同じ意味です。",
     None),
    ("c06",
     "While a spell with {X} in its mana cost is on the stack, X is the chosen value when determining its mana value. In every other zone, X is 0.",
     "マナ・コストに{X}を含む呪文がスタック上にある間、そのマナ総量を求める際のXは選ばれた値です。それ以外のすべての領域では、Xは0です。",
     None),
    ("c07",
     "If an effect would create two tokens under your control while you control Doubling Season, it creates four tokens instead.",
     "あなたが《倍増の季節》をコントロールしている間に、いずれかの効果があなたのコントロール下でトークンを２個生成する場合、代わりにそれはトークンを４個生成します。",
     None),
    ("c08",
     "Panharmonicon affects only triggered abilities that trigger when an artifact or creature enters the battlefield. Abilities that trigger when a land enters aren't affected.",
     "《パンハモニコン》が影響を及ぼすのは、アーティファクトかクリーチャーが戦場に出たときに誘発する誘発型能力だけです。土地が戦場に出たときに誘発する能力は影響を受けません。",
     None),
    ("c09",
     "Coveted Prize costs {1} less to cast for each creature in your party. If you have a full party, it costs {4} less.",
     "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー1体につき{1}少なくなります。あなたのパーティーが全員そろっているなら、{4}少なくなります。",
     None),
    ("c10",
     "The number of creatures in your party is always between zero and four. You never choose which creatures are in your party.",
     "あなたのパーティーを構成しているクリーチャーの数は、常に0から4までのいずれかです。どのクリーチャーがパーティーに含まれるかをあなたが選ぶことはありません。",
     None),
    ("c11",
     "If you control a Cleric Wizard and a Rogue, your party consists of two creatures. Adding a Warrior makes it three.",
     "あなたがクレリック・ウィザード1体とならず者1体をコントロールしているなら、あなたのパーティーはクリーチャー2体から構成されます。戦士を1体加えれば、3体になります。",
     None),
    ("c12",
     "If you cast a card as an Adventure, it goes to exile instead of your graveyard as it resolves. Later, you may cast the creature from exile.",
     "カードを出来事として唱えた場合、それは解決に際してあなたの墓地ではなく追放領域に置かれます。その後、あなたはそのクリーチャーを追放領域から唱えてもかまいません。",
     None),
    ("c13",
     "If an Adventure spell is countered, the card goes to its owner's graveyard. You won't be able to cast the creature later.",
     "出来事である呪文が打ち消された場合、そのカードはオーナーの墓地に置かれます。後でそのクリーチャーを唱えることはできません。",
     None),
    ("c14",
     "Questing Druid's Adventure is Seek the Beast. If you cast Seek the Beast, Questing Druid is exiled as it resolves.",
     "《Questing Druid》の出来事は《Seek the Beast》です。《Seek the Beast》を唱えた場合、《Questing Druid》は解決に際して追放されます。",
     None),
    ("c15",
     "If two Roles you control are attached to the same permanent, you choose one of them to keep. The other one is put into your graveyard.",
     "あなたがコントロールする役割2つが同じパーマネントにつけられている場合、あなたはそのうち一方を選んで残します。もう一方はあなたの墓地に置かれます。",
     None),
    ("c16",
     "If a Role token can't legally enchant the chosen permanent, it isn't created.",
     "役割・トークンが選ばれたパーマネントに適正にエンチャントできない場合、そのトークンは生成されません。",
     None),
    ("c17",
     "The first time you venture into the dungeon, you choose a dungeon and put it into the command zone. Then you move into its first room.",
     "初めてダンジョンを探索するとき、あなたはダンジョン1つを選んで統率領域に置きます。その後、その最初の部屋に進みます。",
     None),
    ("c18",
     "A dungeon is removed from the game after its last room's ability has resolved. The next time you venture into the dungeon, you choose a new one.",
     "最後の部屋の能力が解決された後、そのダンジョンはゲームから取り除かれます。次にダンジョンを探索するときには、新たなダンジョンを選びます。",
     None),
    ("c19",
     "Whenever one or more creatures a player controls deal combat damage to you while you have the initiative, that player takes the initiative.",
     "あなたがイニシアチブを持っている間に、いずれかのプレイヤーがコントロールするクリーチャー1体以上があなたに戦闘ダメージを与えるたび、そのプレイヤーがイニシアチブを得ます。",
     None),
    ("c20",
     "Taking the initiative causes you to venture into Undercity. This happens even if you already had the initiative.",
     "イニシアチブを得たとき、あなたは《Undercity》を探索します。すでにイニシアチブを持っていた場合でも同様です。",
     None),
    ("c21",
     "At the beginning of your upkeep, if you have the initiative, you venture into Undercity again.",
     "あなたのアップキープの開始時に、あなたがイニシアチブを持っているなら、あなたは再び《Undercity》を探索します。",
     None),
    ("c22",
     "A copy of a spell isn’t cast, so abilities that trigger whenever a player casts a spell won’t trigger.",
     "呪文のコピーは唱えられたものではないので、プレイヤーが呪文を唱えるたびに誘発する能力は誘発しません。",
     None),
    ("c23",
     "A token that's a copy of a creature copies exactly what's printed on that creature, plus any copy effects. It doesn't copy counters on that creature.",
     "クリーチャーのコピーであるトークンは、そのクリーチャーに印刷されているものと、それに適用されているコピー効果だけをコピーします。そのクリーチャーの上に置かれているカウンターはコピーしません。",
     None),
    ("c24",
     "If you cast a spell without paying its mana cost, you may still pay additional costs. If an additional cost is mandatory, you must pay it.",
     "呪文をそのマナ・コストを支払うことなく唱える場合でも、追加コストを支払うことはできます。追加コストが必須であるなら、それを支払わなければなりません。",
     None),
    ("c25",
     "A mana ability doesn't use the stack. It resolves immediately after you activate it.",
     "マナ能力はスタックを使わず、起動した直後に解決されます。",
     None),
    ("c26",
     "If a creature has an activated ability with {T} in its cost, you can't activate it unless you've controlled that creature continuously since your most recent turn began.",
     "クリーチャーがコストに{T}を含む起動型能力を持つ場合、あなたの直近のターンの開始時からそのクリーチャーを継続してコントロールしていない限り、その能力を起動できません。",
     None),
    ("c27",
     "Activated abilities are written in the form \"[Cost]: [Effect].\" Everything before the colon is the cost.",
     "起動型能力は「［コスト］：［効果］」という形で書かれています。コロンより前にあるものはすべてコストです。",
     None),
    ("c28",
     "A triggered ability is written with \"when,\" \"whenever,\" or \"at.\" It goes on the stack the next time a player would receive priority.",
     "誘発型能力は「～とき」「～たび」「～時」という語を用いて書かれています。次にプレイヤーが優先権を得る時点で、それはスタックに置かれます。",
     None),
    ("c29",
     "If an ability that would put a +1/+1 counter on a creature is countered, no counter is put on that creature.",
     "クリーチャーの上に+1/+1カウンターを置く能力が打ち消された場合、そのクリーチャーの上にカウンターは置かれません。",
     None),
    ("c30",
     "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, one of each is removed as a state-based action.",
     "パーマネントの上に+1/+1カウンターと-1/-1カウンターが両方置かれている場合、状況起因処理により、それぞれ1個ずつ取り除かれます。",
     None),
    ("c31",
     "If a planeswalker would enter the battlefield with loyalty counters while you control Doubling Season, it enters with twice that many.",
     "あなたが《倍増の季節》をコントロールしている間にプレインズウォーカーが忠誠カウンターが置かれた状態で戦場に出る場合、それはその2倍の数の忠誠カウンターが置かれた状態で戦場に出ます。",
     None),
    ("c32",
     "If you activate a loyalty ability with a plus cost, the loyalty counters you put on the planeswalker aren't doubled. They're put on as a cost, not by an effect.",
     "プラスの忠誠度能力を起動した場合、そのプレインズウォーカーの上に置く忠誠カウンターの数は2倍になりません。それらはコストとして置かれるのであって、効果によって置かれるわけではないからです。",
     None),
    ("c33",
     "A token that leaves the battlefield can’t come back. It ceases to exist the next time state-based actions are checked.",
     "戦場を離れたトークンは戦場に戻ることができません。次に状況起因処理が行われる時点で、それは消滅します。",
     None),
    ("c34",
     "You may look at a face-down creature you control at any time. Other players can't look at it.",
     "あなたがコントロールしている裏向きのクリーチャーは、いつでも見ることができます。他のプレイヤーはそれを見ることはできません。",
     None),
    ("c35",
     "A face-down creature is a 2/2 creature with no name, mana cost, creature types, or abilities. Its mana value is 0.",
     "裏向きのクリーチャーは、名前、マナ・コスト、クリーチャー・タイプ、能力を持たない2/2のクリーチャーです。そのマナ総量は0です。",
     None),
])

# ---------------------------------------------------------------- part 2: clean pairs c36-c70
PARTS.append([
    ("c36",
     "Peter Parker’s Camera’s ability copies an activated or triggered ability on the stack. It doesn’t give any object that ability.",
     "《Peter Parker's Camera》の能力は、スタック上にある起動型能力か誘発型能力をコピーします。この能力によって、いずれかのオブジェクトがその能力を得ることはありません。",
     None),
    ("c37",
     "When you copy an ability that has a target, you may choose new targets for the copy. If you don't, the copy has the same targets.",
     "対象を取る能力をコピーした場合、そのコピーの新たな対象を選んでもかまいません。そうしない場合、コピーの対象は元の能力と同じになります。",
     None),
    ("c38",
     "If the copied spell has {X} in its mana cost, the copy uses the same value of X as the original.",
     "コピーされた呪文のマナ・コストに{X}が含まれている場合、そのコピーのXの値は元の呪文と同じです。",
     None),
    ("c39",
     "The last spell put on the stack is the first one to resolve. Players receive priority again after each spell or ability resolves.",
     "最後にスタックに置かれた呪文が、最初に解決されます。呪文や能力が解決されるたびに、プレイヤーは再び優先権を得ます。",
     None),
    ("c40",
     "You can cast a sorcery only during your main phase while the stack is empty.",
     "ソーサリーは、あなたのメイン・フェイズの間でスタックが空である場合にしか唱えられません。",
     None),
    ("c41",
     "If you're instructed to put a card on top of your library, it becomes the next card you'll draw, unless the library is shuffled first.",
     "カードをあなたのライブラリーの一番上に置くよう指示された場合、先にライブラリーが切り直されない限り、それは次にあなたが引くカードになります。",
     None),
    ("c42",
     "During your cleanup step, if you have more than seven cards in your hand, you discard cards until you have seven.",
     "あなたのクリンナップ・ステップの間、あなたの手札が８枚以上あるなら、７枚になるまでカードを捨てます。",
     None),
    ("c43",
     "A player may look at any graveyard at any time. The order of cards in a graveyard can't be changed.",
     "プレイヤーは、いつでもどの墓地でも見ることができます。墓地にあるカードの順番は変更できません。",
     None),
    ("c44",
     "Cards exiled face down can’t be looked at unless an effect allows it.",
     "裏向きで追放されたカードは、効果によって許可されている場合にしか見ることができません。",
     None),
    ("c45",
     "If your commander would be put into your graveyard or exile from anywhere, you may put it into the command zone instead.",
     "あなたの統率者がいずれかの領域からあなたの墓地に置かれるか追放される場合、代わりにそれを統率領域に置いてもかまいません。",
     None),
    ("c46",
     "Casting your commander from the command zone costs {2} more for each previous time you've cast it from there this game.",
     "あなたの統率者を統率領域から唱えるためのコストは、このゲームであなたがそれを統率領域から唱えた回数1回につき{2}多くなります。",
     None),
    ("c47",
     "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
     "ゲームを通して同一の統率者から合計21点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北します。",
     None),
    ("c48",
     "A creature with double strike deals combat damage twice: once in the first-strike damage step and once in the regular one.",
     "二段攻撃を持つクリーチャーは、先制攻撃ダメージ・ステップと通常の戦闘ダメージ・ステップでそれぞれ1回ずつ、計2回戦闘ダメージを与えます。",
     None),
    ("c49",
     "If an attacking creature is blocked by two or more creatures, its controller divides its combat damage among those creatures as they choose.",
     "攻撃クリーチャーが2体以上のクリーチャーによってブロックされた場合、そのコントローラーは、その戦闘ダメージを望むように割り振ってそれらのクリーチャーに与えます。",
     None),
    ("c50",
     "A creature with trample must assign lethal damage to all creatures blocking it before it can assign the rest to the player it's attacking.",
     "トランプルを持つクリーチャーは、それをブロックしているすべてのクリーチャーに致死ダメージを割り振った後でなければ、残りのダメージを攻撃しているプレイヤーに割り振ることはできません。",
     None),
    ("c51",
     "Your hand is a hidden zone: other players can't see the cards in it, but they may know how many there are.",
     "手札は非公開領域です。他のプレイヤーはその中のカードを見ることはできませんが、その枚数を知ることはできます。",
     None),
    ("c52",
     "Bottomless Pool // Locker Room is a single card with two doors. If you cast Locker Room, only that door is unlocked as the Room enters.",
     "《Bottomless Pool // Locker Room》は、2つのドアを持つ1枚のカードです。《Locker Room》を唱えた場合、その部屋が戦場に出る際に開放されるのはそのドアだけです。",
     None),
    ("c53",
     "Unlocking a door by paying its unlock cost is a special action. You can do this any time you have priority during your main phase while the stack is empty.",
     "ドアの開放コストを支払ってそれを開放することは特別な処理です。これは、あなたのメイン・フェイズの間でスタックが空であり、あなたが優先権を持っているときならいつでも行えます。",
     None),
    ("c54",
     "An ability that triggers when you fully unlock a Room triggers only once, even if both doors become unlocked at the same time.",
     "あなたが部屋を完全に開放したときに誘発する能力は、両方のドアが同時に開放された場合でも1回しか誘発しません。",
     None),
    ("c55",
     "While a door is locked, the Room doesn't have that door's name, mana cost, or abilities.",
     "ドアが閉鎖されている間、その部屋はそのドアの名前、マナ・コスト、能力を持ちません。",
     None),
    ("c56",
     "The mana value of a Room on the battlefield is the total of the mana costs of its unlocked doors. If both doors are locked, its mana value is 0.",
     "戦場にある部屋のマナ総量は、開放されているドアのマナ・コストの合計です。両方のドアが閉鎖されているなら、そのマナ総量は0です。",
     None),
    ("c57",
     "A spell that says \"Choose one —\" lets you choose only one mode. The mode is chosen as you cast the spell, not as it resolves.",
     "「以下から1つを選ぶ」と書かれた呪文では、モードを1つしか選べません。モードの選択はその呪文を唱える際に行われ、解決時に行われるのではありません。",
     None),
    ("c58",
     "For an ability that says \"Choose one —,\" the mode is chosen as the ability is put on the stack. A mode that requires a target can't be chosen if there's no legal target for it.",
     "「以下から１つを選ぶ」と書かれた能力では、その能力をスタックに置く際にモードを選びます。対象を必要とするモードは、適正な対象がない場合には選べません。",
     None),
    ("c59",
     "If a delayed triggered ability that says \"at the beginning of the next end step\" is created during an end step, it won't trigger until the following turn's end step.",
     "「次の終了ステップの開始時に」と書かれた遅延誘発型能力が終了ステップの間に生成された場合、それは次のターンの終了ステップまで誘発しません。",
     None),
    ("c60",
     "If several enchanted creatures you control deal combat damage to a player at the same time, the last ability of Ellivere of the Wild Court triggers once for each of them.",
     "エンチャントされていてあなたがコントロールしているクリーチャーが複数、同時にプレイヤーに戦闘ダメージを与えた場合、《Ellivere of the Wild Court》の最後の能力はそれらのそれぞれにつき1回ずつ誘発します。",
     None),
    ("c61",
     "Johann, Apprentice Sorcerer lets you cast just one instant or sorcery spell from the top of your library each turn, not one of each.",
     "《Johann, Apprentice Sorcerer》によってあなたのライブラリーの一番上から唱えられるのは、各ターンにインスタント呪文かソーサリー呪文1つだけです。それぞれ1つずつではありません。",
     None),
    ("c62",
     "Tenacious Tomeseeker gives you permission to cast it from exile only if it was exiled by its own Adventure resolving.",
     "《Tenacious Tomeseeker》を追放領域から唱えられるのは、それ自身の出来事の解決によって追放された場合だけです。",
     None),
    ("c63",
     "State-based actions are checked whenever a player would receive priority. A creature with toughness 0 or less is put into its owner's graveyard at that time.",
     "状況起因処理は、プレイヤーが優先権を得ることになるたびにチェックされます。タフネスが0以下のクリーチャーは、その時点でオーナーの墓地に置かれます。",
     None),
    ("c64",
     "If you control two or more legendary permanents with the same name, you choose one and put the rest into their owners' graveyards.",
     "あなたが同じ名前を持つ伝説のパーマネントを2つ以上コントロールしている場合、あなたはそのうち1つを選び、残りをオーナーの墓地に置きます。",
     None),
    ("c65",
     "After taking a mulligan, you draw a new hand of seven cards, then put one card on the bottom of your library for each mulligan you've taken.",
     "マリガンを行った後、あなたは新たにカードを7枚引き、その後、行ったマリガン1回につきカード1枚をライブラリーの一番下に置きます。",
     None),
    ("c66",
     "If nothing can be chosen as a target for a triggered ability, that ability is simply removed and never goes on the stack.",
     "誘発型能力の対象として選べるものが何もない場合、その能力は単に取り除かれ、スタックに置かれることはありません。",
     None),
    ("c67",
     "Once an activated ability has been activated, it exists independently of its source. Destroying the source won't stop the ability from resolving.",
     "起動型能力は、いったん起動されると、その発生源から独立して存在します。発生源を破壊しても、その能力の解決を妨げることにはなりません。",
     None),
    ("c68",
     "Counters on a permanent are removed when it leaves the battlefield. If it returns, it's a new object with no counters.",
     "パーマネントが戦場を離れると、その上に置かれていたカウンターは取り除かれます。それが戦場に戻った場合、それはカウンターが置かれていない新たなオブジェクトです。",
     None),
    ("c69",
     "If an effect lets you reveal a card from your hand, the card stays in your hand afterward.",
     "効果によってあなたの手札のカードを公開した場合、そのカードはその後もあなたの手札に残ります。",
     None),
    ("c70",
     "With a full party, Coveted Prize lets you cast a spell with mana value 4 or less from your hand without paying its mana cost. The spell may be the card you searched for.",
     "あなたのパーティーが全員そろっているなら、《切望の報奨》によって、あなたの手札からマナ総量が４以下の呪文１つを、そのマナ・コストを支払うことなく唱えてもかまいません。その呪文は、探したカードであってもかまいません。",
     None),
])

# ---------------------------------------------------------------- part 3: numbers, symbols, terminology, templating
PARTS.append([
    # numbers: one number changed, dropped or added
    ("num1",
     "If you control Doubling Season and an effect would put three +1/+1 counters on a creature you control, six are put on it instead.",
     "あなたが《倍増の季節》をコントロールしていて、いずれかの効果があなたがコントロールするクリーチャーの上に+1/+1カウンターを3個置く場合、代わりに8個置かれます。",
     "numbers"),
    ("num2",  # the same number appears three times; only the first one is changed
     "A creature with mana value 2 that enters with two +1/+1 counters on it still has mana value 2.",
     "マナ総量が3で、+1/+1カウンターが2個置かれた状態で戦場に出たクリーチャーのマナ総量は、2のままです。",
     "numbers"),
    ("num3",  # "two" dropped
     "While this enchantment is on the battlefield, each player draws two additional cards during their draw step.",
     "このエンチャントが戦場にある間、各プレイヤーは自分のドロー・ステップに追加でカードを引きます。",
     "numbers"),
    ("num4",  # a multiplier added
     "Each opponent loses life equal to the number of creatures in your party.",
     "各対戦相手は、あなたのパーティーを構成しているクリーチャーの数の2倍に等しい点数のライフを失います。",
     "numbers"),
    ("num5",  # kanji number, two -> 三
     "If you venture into the dungeon twice in one turn, you advance two rooms.",
     "1ターンの間に2回ダンジョンを探索した場合、あなたは部屋を三つ進みます。",
     "numbers"),
    ("num6",
     "A player who has been dealt 21 or more combat damage by a single commander loses the game.",
     "1体の統率者から20点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北します。",
     "numbers"),
    ("num7",
     "At the start of the game, each player shuffles their deck and draws a hand of seven cards.",
     "ゲームの開始時に、各プレイヤーは自分のデッキを切り直し、カードを6枚引いて初期手札とします。",
     "numbers"),
    ("num8",  # full-width digit, three -> ２
     "Panharmonicon makes each affected ability trigger one additional time. With two Panharmonicons, each one triggers three times in total.",
     "《パンハモニコン》によって、影響を受ける能力はそれぞれ追加でもう1回誘発します。《パンハモニコン》が2つあるなら、それぞれ合計で２回誘発します。",
     "numbers"),
    # symbols
    ("sym1",  # {G} -> {B}
     "Unlocking this door costs {2}{G}. You can pay it only as a special action.",
     "このドアを開放するためのコストは{2}{B}です。これは特別な処理としてのみ支払うことができます。",
     "symbols"),
    ("sym2",  # {T} dropped
     "Its last ability costs {1}, {T}, so you can't activate it if the creature is already tapped.",
     "その最後の能力のコストは{1}なので、そのクリーチャーがすでにタップ状態であるなら、それを起動することはできません。",
     "symbols"),
    ("sym3",  # {X} dropped
     "If X is 3, a spell with mana cost {X}{R} has mana value 4 on the stack.",
     "Xが3であるなら、マナ・コストが{R}である呪文のスタック上でのマナ総量は4です。",
     "symbols"),
    ("sym4",  # one of two {C} dropped
     "The ability adds {C}{C}, and that mana can be spent only on colorless spells.",
     "その能力は{C}を加え、そのマナは無色の呪文にしか使えません。",
     "symbols"),
    ("sym5",  # hybrid {W/U} -> {W/B}
     "When paying {W/U}, you may use either white or blue mana.",
     "{W/B}を支払う際には、白マナと青マナのどちらを使ってもかまいません。",
     "symbols"),
    ("sym6",  # {Q} -> {T}
     "The {Q} symbol in a cost means \"untap this permanent.\" You can't pay it if the permanent is already untapped.",
     "コストにある{T}シンボルは「このパーマネントをアンタップする」ことを意味します。そのパーマネントがすでにアンタップ状態であるなら、それを支払うことはできません。",
     "symbols"),
    ("sym7",  # {U} added
     "To unlock that door, you pay its unlock cost of {3}{U}, not its mana cost.",
     "そのドアを開放するには、そのマナ・コストではなく、{3}{U}{U}の開放コストを支払います。",
     "symbols"),
    ("sym8",  # {S} -> {C}
     "Mana from a snow source can be spent to pay {S} in a cost.",
     "氷雪の発生源から出たマナは、コストに含まれる{C}の支払いに使えます。",
     "symbols"),
    # terminology
    ("term1",  # door -> 扉 (ja_forbidden)
     "Each door of a Room has its own name and mana cost.",
     "部屋のそれぞれの扉は、固有の名前とマナ・コストを持ちます。",
     "terminology"),
    ("term2",  # Adventure -> 冒険 (ja_forbidden)
     "An Adventure spell on the stack has only its alternative characteristics.",
     "スタック上にある冒険の呪文は、その代替の特性のみを持ちます。",
     "terminology"),
    ("term3",  # mana value -> 点数で見たマナ・コスト (ja_forbidden for mana value)
     "While a spell is on the stack, its mana value includes the value chosen for X.",
     "呪文がスタック上にある間、その点数で見たマナ・コストには、Xに選ばれた値が含まれます。",
     "terminology"),
    ("term4",  # verb counter -> カウンターする (ja_forbidden)
     "You can't counter a mana ability, because it doesn't use the stack.",
     "マナ能力はスタックを使わないので、それをカウンターすることはできません。",
     "terminology"),
    ("term5",  # second mention of library -> 山札
     "Shuffle your library after searching it, even if you didn't find a card.",
     "ライブラリーを探した後は、カードが見つからなかった場合でも、山札を切り直します。",
     "terminology"),
    ("term6",  # exiled -> 除外された (wrong term, not in the forbidden list)
     "A card exiled this way stays in exile even if the ability's source leaves the battlefield.",
     "この方法で除外されたカードは、その能力の発生源が戦場を離れたとしても追放領域に残ります。",
     "terminology"),
    ("term7",  # triggered ability -> 誘発能力 (ja_forbidden)
     "A door of a Room can have a triggered ability that triggers when you unlock it.",
     "部屋のドアは、それを開放したときに誘発する誘発能力を持つことがあります。",
     "terminology"),
    ("term8",  # cast -> プレイ (ja_forbidden for cast)
     "If you cast Seek the Beast, you may later cast Questing Druid from exile.",
     "《Seek the Beast》を唱えた場合、あなたは後で《Questing Druid》を追放領域からプレイしてもかまいません。",
     "terminology"),
    # templating (terms.csv template rows)
    ("tpl1",  # Choose one — -> 以下の中から1つを選ぶ
     "The card says \"Choose one —,\" so you choose exactly one of its modes.",
     "このカードには「以下の中から1つを選ぶ」と書かれているので、そのモードのうちちょうど1つを選びます。",
     "templating"),
    ("tpl2",  # Choose one — -> 1つを選ぶ ―
     "Because the spell says \"Choose one —,\" it can't be cast with two modes chosen.",
     "この呪文には「1つを選ぶ ―」と書かれているので、2つのモードを選んで唱えることはできません。",
     "templating"),
    ("tpl3",  # at the beginning of -> の始めに
     "The ability triggers at the beginning of each combat, even if no creatures will attack.",
     "その能力は各戦闘の始めに誘発します。攻撃するクリーチャーがいない場合でも誘発します。",
     "templating"),
    ("tpl4",  # At the beginning of -> が始まった時点で
     "At the beginning of your upkeep, you lose 1 life for each Role you control.",
     "あなたのアップキープが始まった時点で、あなたはあなたがコントロールする役割1つにつき1点のライフを失います。",
     "templating"),
    ("tpl5",  # Whenever -> ときはいつでも
     "Whenever you unlock a door, this ability triggers once.",
     "あなたがドアを開放するときはいつでも、この能力は1回誘発します。",
     "templating"),
    ("tpl6",  # whenever -> ときに毎回
     "The ability triggers whenever you venture into the dungeon, including when you take the initiative.",
     "この能力は、あなたがダンジョンを探索したときに毎回誘発します。これにはあなたがイニシアチブを得たときも含まれます。",
     "templating"),
    ("tpl7",  # [Cost]: [Effect] -> ［費用］：［効果］
     "Loyalty abilities follow the \"[Cost]: [Effect]\" format like other activated abilities.",
     "忠誠度能力は、他の起動型能力と同様に「［費用］：［効果］」の形式に従います。",
     "templating"),
    ("tpl8",  # [Cost]: [Effect] -> コスト：効果 (brackets dropped)
     "Anything written before the colon in \"[Cost]: [Effect]\" is part of the cost.",
     "「コスト：効果」のコロンより前に書かれているものは、すべてコストの一部です。",
     "templating"),
])

# ---------------------------------------------------------------- part 4: card_names, untranslated, wrong_language, omission
PARTS.append([
    # card names (catalog: 切望の報奨, 倍増の季節, パンハモニコン; all others have no JA name)
    ("name1",  # misspelled: 報奨 -> 報酬
     "Coveted Prize can find any card, not just a spell with mana value 4 or less.",
     "《切望の報酬》で探せるのはマナ総量が4以下の呪文に限らず、どのカードでもかまいません。",
     "card_names"),
    ("name2",  # wrong card: Panharmonicon -> 倍増の季節
     "Panharmonicon doesn't copy triggered abilities; it makes them trigger an additional time.",
     "《倍増の季節》は誘発型能力をコピーするのではなく、それらを追加でもう1回誘発させます。",
     "card_names"),
    ("name3",  # English left although an official JA name exists
     "Doubling Season doubles the number of tokens created, not the number of copies of a spell.",
     "《Doubling Season》が2倍にするのは生成されるトークンの数であり、呪文のコピーの数ではありません。",
     "card_names"),
    ("name4",  # invented JA name for a card with none in the catalog
     "If you cast Locker Room, Bottomless Pool remains locked.",
     "《ロッカールーム》を唱えた場合、《Bottomless Pool》は閉鎖されたままです。",
     "card_names"),
    ("name5",  # misspelled katakana
     "Panharmonicon applies only to permanents you control, not to your opponents' permanents.",
     "《パンハーモニコン》の効果は、あなたがコントロールするパーマネントにのみ適用され、対戦相手のパーマネントには適用されません。",
     "card_names"),
    ("name6",  # invented JA name
     "Questing Druid is a creature card with an Adventure.",
     "《探求するドルイド》は出来事を持つクリーチャー・カードです。",
     "card_names"),
    ("name7",  # English left although an official JA name exists
     "Coveted Prize's cost reduction applies only to generic mana.",
     "《Coveted Prize》のコスト軽減は、不特定マナにのみ適用されます。",
     "card_names"),
    ("name8",  # wrong card: Doubling Season -> パンハモニコン
     "Doubling Season doesn't double the loyalty counters put on a planeswalker as a cost.",
     "《パンハモニコン》は、コストとしてプレインズウォーカーの上に置かれる忠誠カウンターを2倍にしません。",
     "card_names"),
    # untranslated: whole target in English, or one sentence left in English
    ("untr1",
     "Once a door is unlocked, it stays unlocked until an effect locks it again.",
     "Once a door is unlocked, it stays unlocked until an effect locks it again.",
     "untranslated"),
    ("untr2",
     "A copy of a permanent spell becomes a token as it resolves.",
     "A copy of a permanent spell becomes a token as it resolves.",
     "untranslated"),
    ("untr3",  # English paraphrase, not identical to the source
     "You choose the order of your own triggered abilities that trigger at the same time.",
     "You put your triggered abilities that triggered at the same time onto the stack in any order you like.",
     "untranslated"),
    ("untr4",
     "The initiative isn't a permanent, so it can't be destroyed or exiled.",
     "The initiative isn't a permanent, so it can't be destroyed or exiled.",
     "untranslated"),
    ("untr5",  # second sentence left in English
     "Dungeon cards start outside the game. Once brought into the game, they're kept in the command zone.",
     "ダンジョン・カードはゲームの外部から始まります。Once brought into the game, they're kept in the command zone.",
     "untranslated"),
    ("untr6",  # second sentence left in English
     "Face-down spells are colorless. This is true even if the card's front face has a color.",
     "裏向きの呪文は無色です。This is true even if the card's front face has a color.",
     "untranslated"),
    ("untr7",  # second sentence left in English
     "Revealing a card doesn't change which zone it's in. It goes back to being hidden afterward.",
     "カードを公開しても、それがある領域は変わりません。It goes back to being hidden afterward.",
     "untranslated"),
    # wrong language
    ("wl1",  # Spanish
     "If both doors of a Room are unlocked, the Room has both names.",
     "Si ambas puertas de una Habitación están desbloqueadas, la Habitación tiene ambos nombres.",
     "wrong_language"),
    ("wl2",  # Italian
     "A token copy of a creature has the same mana cost as the original.",
     "Una pedina copia di una creatura ha lo stesso costo di mana dell'originale.",
     "wrong_language"),
    ("wl3",  # German
     "After you complete a dungeon, the next time you venture into the dungeon you choose a new one.",
     "Nachdem du einen Dungeon abgeschlossen hast, wählst du beim nächsten Mal, wenn du einen Dungeon erkundest, einen neuen aus.",
     "wrong_language"),
    ("wl4",  # Portuguese
     "The Role token enters attached to the target creature.",
     "A ficha de Papel entra anexada à criatura alvo.",
     "wrong_language"),
    ("wl5",  # Chinese (simplified)
     "A triggered ability goes on the stack the next time a player would receive priority.",
     "触发式异能会在下一次有玩家将获得优先权时置于堆叠上。",
     "wrong_language"),
    ("wl6",  # Korean
     "Mana abilities don't use the stack and can't be responded to.",
     "마나 능력은 스택을 사용하지 않으며 대응할 수 없습니다.",
     "wrong_language"),
    ("wl7",  # French
     "A creature with more than one party type counts only once in your party.",
     "Une créature ayant plus d'un type de groupe ne compte qu'une seule fois dans votre groupe.",
     "wrong_language"),
    # omission: a clause or sentence dropped (the dropped part has no term, number, symbol, negation or card name)
    ("omi1",  # "and their progress is tracked separately" dropped
     "Each player chooses a dungeon independently. Two players may be in the same dungeon at the same time, and their progress is tracked separately.",
     "各プレイヤーはそれぞれ独自にダンジョンを選びます。2人のプレイヤーが同時に同じダンジョンにいることもあります。",
     "omission"),
    ("omi2",  # second sentence dropped
     "A creature's controller chooses how to assign its combat damage. This decision is made as the combat damage step begins.",
     "クリーチャーのコントローラーは、その戦闘ダメージの割り振り方を選びます。",
     "omission"),
    ("omi3",  # second sentence dropped
     "If a Role token would be attached to an illegal permanent, it isn't created. This is a rare situation, usually involving protection.",
     "役割・トークンが不適正なパーマネントにつけられることになる場合、そのトークンは生成されません。",
     "omission"),
    ("omi4",  # relative clause dropped
     "Copy effects copy only the copiable values of an object, which are mostly what's printed on it.",
     "コピー効果は、オブジェクトのコピー可能な値だけをコピーします。",
     "omission"),
    ("omi5",  # middle step dropped
     "When you cast a spell, you first move it to the stack, then make any choices it requires, and finally pay its costs.",
     "呪文を唱える際には、まずそれをスタックに移動し、最後にそのコストを支払います。",
     "omission"),
    ("omi6",  # second sentence dropped
     "A player who has priority can cast an instant. In practice, this often happens at the end of an opponent's turn.",
     "優先権を持つプレイヤーはインスタントを唱えることができます。",
     "omission"),
    ("omi7",  # consequence clause dropped
     "The exiled card is kept face up, so all players can see it at any time.",
     "追放されたカードは表向きのままです。",
     "omission"),
    ("omi8",  # "as well as ones that just came under your control" dropped
     "Your party can include creatures you control that are tapped or attacking, as well as ones that just came under your control.",
     "あなたのパーティーには、あなたがコントロールしているタップ状態のクリーチャーや攻撃しているクリーチャーも含めることができます。",
     "omission"),
])

# ---------------------------------------------------------------- part 5: negation, punctuation, missing
PARTS.append([
    # negation: removed, added or flipped
    ("neg1",  # removed
     "You can't unlock a door that's already unlocked.",
     "すでに開放されているドアを開放することができます。",
     "negation"),
    ("neg2",  # added
     "You may choose new targets for the copy.",
     "そのコピーの新たな対象を選ぶことはできません。",
     "negation"),
    ("neg3",  # must -> need not
     "If the additional cost is mandatory, you must pay it.",
     "その追加コストが必須であるなら、それを支払う必要はありません。",
     "negation"),
    ("neg4",  # second negation removed, first kept
     "The copy isn't cast, so abilities that trigger on casting a spell won't trigger.",
     "そのコピーは唱えられたものではないので、呪文を唱えることで誘発する能力が誘発します。",
     "negation"),
    ("neg5",  # can't -> can
     "You can't activate more than one loyalty ability of a planeswalker each turn.",
     "各ターンに、同じプレインズウォーカーの忠誠度能力を複数起動することができます。",
     "negation"),
    ("neg6",  # even if ... can -> can't
     "The Room can be the target of this ability even if both of its doors are locked.",
     "両方のドアが閉鎖されている場合、その部屋をこの能力の対象にすることはできません。",
     "negation"),
    ("neg7",  # removed
     "State-based actions don't use the stack.",
     "状況起因処理はスタックを使います。",
     "negation"),
    ("neg8",  # "without paying" -> "paying"
     "You may cast that card without paying its mana cost.",
     "あなたはそのカードを、そのマナ・コストを支払って唱えてもかまいません。",
     "negation"),
    # punctuation: final mark wrong or missing
    ("pun1",  # no final mark
     "The initiative is a designation that only one player can have at a time.",
     "イニシアチブは、一度に1人のプレイヤーしか持つことのできない指定です",
     "punctuation"),
    ("pun2",  # ASCII period
     "Tokens that are copies of a card have that card's name.",
     "カードのコピーであるトークンは、そのカードの名前を持ちます.",
     "punctuation"),
    ("pun3",  # ends with a comma
     "Mana abilities resolve immediately.",
     "マナ能力はただちに解決されます、",
     "punctuation"),
    ("pun4",  # question mark
     "A Role's controller is the player who created it.",
     "役割のコントローラーは、それを生成したプレイヤーです？",
     "punctuation"),
    ("pun5",  # exclamation mark
     "An Adventure spell is an instant or sorcery spell while it's on the stack.",
     "出来事である呪文は、スタック上にある間はインスタント呪文かソーサリー呪文です！",
     "punctuation"),
    ("pun6",  # first sentence fine, last one has no final mark
     "Counters aren't copied. Only copiable values are.",
     "カウンターはコピーされません。コピーされるのはコピー可能な値だけです",
     "punctuation"),
    ("pun7",  # full-width colon at the end
     "Choosing modes happens as you cast the spell.",
     "モードの選択は、その呪文を唱える際に行われます：",
     "punctuation"),
    ("pun8",  # ellipsis at the end
     "A door that becomes unlocked doesn't cause the Room to enter the battlefield again.",
     "ドアが開放されても、その部屋が改めて戦場に出るわけではありません…",
     "punctuation"),
    # missing: empty or whitespace-only target
    ("miss1",
     "A dungeon isn't a permanent, and it can't be affected by spells that affect permanents.",
     "",
     "missing"),
    ("miss2",
     "Each door of a Room can be unlocked only once unless it becomes locked again.",
     " ",
     "missing"),
    ("miss3",
     "The creature enters the battlefield with a +1/+1 counter on it for each creature in your party.",
     "\n",
     "missing"),
    ("miss4",
     "If the target is illegal as the ability tries to resolve, it doesn't resolve.",
     "\u3000",
     "missing"),
    ("miss5",
     "You may pay {X} with any amount of mana, including zero.",
     "\t",
     "missing"),
    ("miss6",
     "A face-down creature that's turned face up keeps any counters on it.",
     "  \n  ",
     "missing"),
    ("miss7",
     "Whenever you create a Role token, this ability triggers.",
     "",
     "missing"),
])

# ---------------------------------------------------------------- PARTS_END (more parts are inserted above this line)


def pub_id(key):
    return "ja-f11-" + hashlib.sha1(("fresh11:" + key).encode("utf-8")).hexdigest()[:8]


def main():
    rows, keys = [], set()
    for part in PARTS:
        for key, en, target, label in part:
            assert key not in keys, key
            keys.add(key)
            assert label is None or label in CHECKS, (key, label)
            assert en.strip(), key
            rows.append({"id": pub_id(key), "lang": "ja", "en": en, "target": target,
                         "expected": [] if label is None else [label]})
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == len(ids), "id collision"
    rows.sort(key=lambda r: r["id"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh11_ja.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {}
    for r in rows:
        k = r["expected"][0] if r["expected"] else "clean"
        counts[k] = counts.get(k, 0) + 1
    print(len(rows), "pairs ->", out)
    for k in sorted(counts):
        print(f"  {k}: {counts[k]}")


if __name__ == "__main__":
    main()
