#!/usr/bin/env python3
"""qa_fresh13_ja: hand-written JA evaluation pairs for the translation-QA checks.

Written by a helper session, by hand, apart from the checks (see qa_fresh13_ja_README.md).
Running this script writes qa_fresh13_ja.jsonl next to itself.
Each pair has an internal key; the public id is "ja-f13-" + sha1("fresh13:" + key)[:8].
"""
import hashlib
import json
import os

# Clean pairs: (key, en, target)
CLEAN = []
# Defect pairs: (key, check, en, target) -- exactly one planted defect each
DEFECT = []

# ---------------------------------------------------------------- PART 1
# Clean pairs c01-c30: Rooms/doors, dungeons/initiative, party, Adventures, Roles, copies
CLEAN += [
    ("c01",
     "When a Room spell resolves, the Room enters the battlefield with the door you cast unlocked. Its other door stays locked.",
     "部屋・呪文が解決されると、その部屋は、あなたが唱えたほうのドアが開放された状態で戦場に出る。もう一方のドアは閉鎖されたままである。"),
    ("c02",
     "Any time you could cast a sorcery, you may pay the mana cost of a locked door of a Room you control to unlock it. This is a special action and doesn't use the stack.",
     "ソーサリーを唱えられるときならいつでも、あなたは、あなたがコントロールしている部屋の閉鎖されているドアのマナ・コストを支払ってそのドアを開放してもよい。これは特別な処理であり、スタックを用いない。"),
    ("c03",
     "Once both doors of a Room are unlocked, the Room has both doors' names, and its mana value is the total of both mana costs.",
     "部屋の両方のドアが開放されると、その部屋は両方のドアの名前を持ち、そのマナ総量は両方のマナ・コストの合計になる。"),
    ("c04",
     "If you cast Bottomless Pool, Locker Room stays locked until you pay its mana cost to unlock it.",
     "《Bottomless Pool》を唱えた場合、《Locker Room》は、そのマナ・コストを支払って開放するまで閉鎖されたままである。"),
    ("c05",
     "An ability that triggers whenever you fully unlock a Room triggers only once, even if both of its doors become unlocked at the same time.",
     "あなたが部屋を完全に開放するたびに誘発する能力は、その両方のドアが同時に開放された場合でも、1回しか誘発しない。"),
    ("c06",
     "You can't lock a door that's already locked. If an effect tells you to lock a door of a Room whose doors are both locked, nothing happens.",
     "すでに閉鎖されているドアを閉鎖することはできない。両方のドアが閉鎖されている部屋のドアを閉鎖するよう効果が指示した場合、何も起こらない。"),
    ("c07",
     "If you venture into the dungeon while you have no dungeon in the command zone, you choose a dungeon card from outside the game, put it into the command zone, and put your venture marker on its first room.",
     "統率領域にダンジョンがない状態でダンジョンを探索する場合、あなたはゲームの外部からダンジョン・カードを1枚選んで統率領域に置き、その最初の部屋にあなたの探索マーカーを置く。"),
    ("c08",
     "Each time you venture into the dungeon after that, you move your venture marker to the next room. If the path branches, you choose which room it moves to.",
     "その後ダンジョンを探索するたび、あなたは探索マーカーを次の部屋に移動させる。道が分岐している場合、どちらの部屋に移動させるかはあなたが選ぶ。"),
    ("c09",
     "Once your venture marker is on the last room of a dungeon and that room's ability has left the stack, the dungeon is completed and removed from the game as a state-based action.",
     "探索マーカーがダンジョンの最後の部屋にあり、その部屋の能力がスタックを離れたなら、状況起因処理として、そのダンジョンは踏破され、ゲームから取り除かれる。"),
    ("c10",
     "If you already have the initiative and take it again, you venture into Undercity again.",
     "すでにイニシアチブを得ているあなたが再びイニシアチブを得た場合、あなたはもう一度《Undercity》を探索する。"),
    ("c11",
     "Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard among the creatures you control.",
     "あなたのパーティーは、あなたがコントロールするクリーチャーのうち、クレリック、ならず者、戦士、ウィザードそれぞれ最大1体ずつから構成される。"),
    ("c12",
     "A creature with more than one of those types fills only one slot in your party; the types are assigned so that your party is as large as possible.",
     "これらのタイプを複数持つクリーチャーは、パーティーの枠を1つしか埋めない。各タイプは、パーティーの人数ができるだけ多くなるように割り当てられる。"),
    ("c13",
     "Coveted Prize costs {1} less to cast for each creature in your party, so its cost can be reduced by up to four generic mana.",
     "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー１体につき{1}少なくなるので、不特定マナを最大で４点まで減らすことができる。"),
    ("c14",
     "If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost.",
     "《切望の報奨》の解決時にあなたのパーティーが全員そろっているなら、あなたは手札からマナ総量が４以下の呪文１つを、そのマナ・コストを支払うことなく唱えてもよい。"),
    ("c15",
     "Whether you have a full party is checked only as Coveted Prize resolves. It doesn't matter whether you had one when you cast it.",
     "パーティーが全員そろっているかどうかは、《切望の報奨》の解決時にのみ確認される。それを唱えた時点でパーティーが全員そろっていたかどうかは関係ない。"),
    ("c16",
     "As a spell cast as an Adventure resolves, its controller exiles the card instead of putting it into their graveyard. Later, that player may cast the creature from exile.",
     "出来事として唱えられた呪文が解決される際、そのコントローラーはそのカードを墓地ではなく追放領域に置く。そのプレイヤーは後で、そのクリーチャーを追放領域から唱えてもよい。"),
    ("c17",
     "If an Adventure spell is countered, the card is put into its owner's graveyard rather than exile, so you won't be able to cast the creature later.",
     "出来事である呪文が打ち消された場合、そのカードは追放されずにオーナーの墓地に置かれるので、あなたは後でそのクリーチャーを唱えることができない。"),
    ("c18",
     "The two cards exiled by Seek the Beast can be played only until your next end step. If you don't play them by then, they remain in exile.",
     "《Seek the Beast》によって追放された2枚のカードは、あなたの次の終了ステップまでしかプレイできない。それまでにプレイしなかったカードは、追放されたままになる。"),
    ("c19",
     "After Seek the Beast resolves, Questing Druid is exiled, and you can later cast it from exile as a creature spell.",
     "《Seek the Beast》が解決されると《Questing Druid》は追放され、あなたは後でそれを追放領域からクリーチャー・呪文として唱えられる。"),
    ("c20",
     "While a card is on the stack as an Adventure, it has only the Adventure's characteristics, including its mana value.",
     "出来事としてスタック上にある間、そのカードは、マナ総量も含め、出来事の特性のみを持つ。"),
    ("c21",
     "If a permanent has two or more Roles controlled by the same player attached to it, all but the one attached most recently are put into their owners' graveyards as a state-based action.",
     "同じプレイヤーがコントロールする2つ以上の役割が1つのパーマネントについている場合、最も新しくつけられたもの以外はすべて、状況起因処理によってオーナーの墓地に置かれる。"),
    ("c22",
     "A creature enchanted by a Monster Role gets +1/+1 and has trample.",
     "Monster・役割がつけられているクリーチャーは、+1/+1の修整を受けるとともにトランプルを持つ。"),
    ("c23",
     "A Cursed Role makes the enchanted creature's base power and toughness 1/1; effects that modify its power and toughness still apply afterward.",
     "Cursed・役割は、エンチャントされているクリーチャーの基本のパワーとタフネスを1/1にする。そのパワーやタフネスを修整する効果は、その後も引き続き適用される。"),
    ("c24",
     "The Young Hero Role's ability puts a +1/+1 counter on the creature whenever it attacks, as long as its toughness is 3 or less.",
     "Young Hero・役割の能力は、そのクリーチャーが攻撃するたび、そのタフネスが3以下であれば、それの上に+1/+1カウンターを1個置く。"),
    ("c25",
     "A copy of a spell isn't cast, so abilities that trigger whenever a player casts a spell won't trigger for it.",
     "呪文のコピーは唱えられたものではないので、プレイヤーが呪文を唱えるたびに誘発する能力は、それによっては誘発しない。"),
    ("c26",
     "A token that's a copy of a permanent copies exactly what's printed on it plus any copy effects, but not counters, Auras, or other effects that changed it.",
     "パーマネントのコピーであるトークンは、そのパーマネントに印刷されている値とコピー効果だけをコピーし、カウンターやオーラ、そのパーマネントを変更していたその他の効果はコピーしない。"),
    ("c27",
     "A copy of a permanent spell becomes a token as it resolves. That token isn't \"created,\" so abilities that trigger when a token is created don't trigger.",
     "パーマネント・呪文のコピーは、解決されるに際してトークンになる。そのトークンは「生成された」わけではないので、トークンが生成されたときに誘発する能力は誘発しない。"),
    ("c28",
     "While you control Doubling Season, an effect that would create one token under your control creates two instead.",
     "あなたが《倍増の季節》をコントロールしている間、あなたのコントロール下でトークンを１つ生成する効果は、代わりにそれを２つ生成する。"),
    ("c29",
     "Doubling Season doesn't double counters that are removed, such as those removed to pay a cost; it affects only counters being put on a permanent you control.",
     "《倍増の季節》は、コストの支払いのために取り除かれるカウンターなど、取り除かれるカウンターを倍にはしない。影響を受けるのは、あなたがコントロールするパーマネントの上に置かれるカウンターだけである。"),
    ("c30",
     "Panharmonicon affects only abilities that trigger when an artifact or creature enters. It doesn't affect abilities that trigger when a permanent leaves the battlefield.",
     "《パンハモニコン》が影響を与えるのは、アーティファクトかクリーチャーが戦場に出たことで誘発する能力だけである。パーマネントが戦場を離れたときに誘発する能力には影響しない。"),
]

# ---------------------------------------------------------------- PART 2
# Clean pairs c31-c69: Panharmonicon, costs/mana value/{X}, abilities, counters, tokens, combat,
# zones, the stack, face-down, commanders, templates, and the other seed cards
CLEAN += [
    ("c31",
     "If you control two Panharmonicons, an ability that triggers when a creature enters triggers three times.",
     "《パンハモニコン》を２つコントロールしている場合、クリーチャーが戦場に出たときに誘発する能力は３回誘発する。"),
    ("c32",
     "On the stack, {X} in a spell's mana cost is equal to the value chosen for X. In every other zone, X is 0.",
     "スタック上では、呪文のマナ・コストに含まれる{X}は、Xとして選ばれた値に等しい。それ以外のすべての領域では、Xは0である。"),
    ("c33",
     "A generic reduction such as \"costs {1} less\" can't reduce the colored part of a cost, and no reduction can make a cost less than zero.",
     "「{1}少なくなる」のような不特定マナの減少によって、コストの色マナの部分を減らすことはできない。また、どのような減少によってもコストが0未満になることはない。"),
    ("c34",
     "The mana value of a face-down permanent is 0.",
     "裏向きのパーマネントのマナ総量はゼロである。"),
    ("c35",
     "Paying an alternative cost doesn't change a spell's mana value, which is still determined by its mana cost.",
     "代替コストを支払っても呪文のマナ総量は変わらず、マナ総量は引き続きそのマナ・コストによって決まる。"),
    ("c36",
     "Older cards that refer to converted mana cost now refer to mana value; the two terms mean the same thing.",
     "点数で見たマナ・コストを参照する古いカードは、現在ではマナ総量を参照する。この2つの用語は同じものを意味する。"),
    ("c37",
     "If you cast a card with {X} in its mana cost without paying its mana cost, the only legal choice for X is 0.",
     "マナ・コストに{X}を含むカードをマナ・コストを支払うことなく唱える場合、Xの値として選べるのは0だけである。"),
    ("c38",
     "Activated abilities are written in the form [Cost]: [Effect]. Everything before the colon is part of the cost, and all of it must be paid.",
     "起動型能力は「［コスト］：［効果］」の形で書かれる。コロンより前にあるものはすべてコストの一部であり、そのすべてを支払わなければならない。"),
    ("c39",
     "A mana ability doesn't use the stack, so no player can respond to it.",
     "マナ能力はスタックを用いないので、どのプレイヤーもそれに対応することはできない。"),
    ("c40",
     "An ability that begins \"At the beginning of your upkeep\" triggers only once during each of your upkeeps.",
     "「あなたのアップキープの開始時に」で始まる能力は、あなたの各アップキープの間に1回しか誘発しない。"),
    ("c41",
     "Each time you activate an ability, you must pay its cost again; paying once doesn't let you activate it twice.",
     "能力を起動するたびに、そのコストを改めて支払う必要がある。1回支払ったからといって、2回起動できるわけではない。"),
    ("c42",
     "If a creature spell that would enter with +1/+1 counters is countered, it never enters the battlefield, so no counters are put on it.",
     "+1/+1カウンターが置かれた状態で戦場に出るはずのクリーチャー・呪文が打ち消された場合、それは戦場に出ないので、カウンターは一切置かれない。"),
    ("c43",
     "If a permanent has one +1/+1 counter and one -1/-1 counter on it, both counters are removed as a state-based action.",
     "パーマネントの上に+1/+1カウンターと-1/-1カウンターが1個ずつ置かれている場合、状況起因処理として、その両方が取り除かれる。"),
    ("c44",
     "Doubling Season also doubles counters that an opponent's spell or ability puts on a permanent you control.",
     "《倍増の季節》は、対戦相手の呪文や能力があなたのコントロールするパーマネントの上に置くカウンターも２倍にする。"),
    ("c45",
     "Removing a counter as a cost is part of activating the ability. If the permanent has no counters of that kind on it, you can't activate the ability.",
     "コストとしてカウンターを取り除くことは、その能力の起動の一部である。そのパーマネントの上にその種類のカウンターがないなら、その能力を起動することはできない。"),
    ("c46",
     "A token that has left the battlefield ceases to exist the next time state-based actions are checked, and it can't return to the battlefield.",
     "戦場を離れたトークンは、次に状況起因処理がチェックされるときに消滅し、戦場に戻ることはできない。"),
    ("c47",
     "A token's mana value is 0 unless it's a copy of something that has a mana cost.",
     "トークンのマナ総量は、マナ・コストを持つ何かのコピーでない限り0である。"),
    ("c48",
     "Once a creature has been blocked, it remains blocked even if the creature blocking it is removed from combat.",
     "いったんブロックされたクリーチャーは、それをブロックしているクリーチャーが戦闘から取り除かれても、ブロックされた状態のままである。"),
    ("c49",
     "If a card that would be put into a graveyard is exiled instead, it never goes to the graveyard, so abilities that trigger when a card is put into a graveyard don't trigger.",
     "墓地に置かれるはずのカードが代わりに追放された場合、それは一度も墓地に置かれないので、カードが墓地に置かれたときに誘発する能力は誘発しない。"),
    ("c50",
     "Your library is shuffled only when an effect instructs you to; looking at or revealing cards from it doesn't shuffle it.",
     "ライブラリーは、効果によって指示された場合にしか切り直されない。ライブラリーのカードを見たり公開したりしても、切り直されることはない。"),
    ("c51",
     "Spells and abilities on the stack resolve one at a time, starting with the last one put there.",
     "スタック上の呪文や能力は、最後に置かれたものから順に一つずつ解決される。"),
    ("c52",
     "After a spell or ability resolves, the active player receives priority. A step or phase ends only when all players pass priority in succession with the stack empty.",
     "呪文や能力が解決された後は、アクティブ・プレイヤーが優先権を得る。スタックが空の状態ですべてのプレイヤーが連続して優先権をパスしない限り、そのステップやフェイズは終了しない。"),
    ("c53",
     "A face-down permanent is a 2/2 creature with no name, no mana cost, no creature types, and no abilities.",
     "裏向きのパーマネントは、名前もマナ・コストもクリーチャー・タイプも能力も持たない、2/2のクリーチャーである。"),
    ("c54",
     "If your commander would be put into your hand or library from anywhere, you may put it into the command zone instead.",
     "あなたの統率者がいずれかの領域からあなたの手札やライブラリーに置かれる場合、代わりにそれを統率領域に置いてもよい。"),
    ("c55",
     "Casting your commander from the command zone costs an additional {2} for each previous time you've cast it from there this game.",
     "統率領域からあなたの統率者を唱える場合、このゲーム中にそこから唱えた回数1回につき、追加で{2}がかかる。"),
    ("c56",
     "A card whose mana cost is {2}{W} and whose rules text contains {B} has a color identity of white and black.",
     "マナ・コストが{2}{W}で、ルール・テキストに{B}を含むカードの固有色は、白と黒である。"),
    ("c57",
     "For a modal spell that says \"Choose one —,\" you choose exactly one mode as you cast it, and you can't change it later.",
     "「以下から1つを選ぶ」と書かれている呪文では、それを唱える際にモードをちょうど1つ選び、後でそれを変更することはできない。"),
    ("c58",
     "If several permanents you control have \"at the beginning of the end step\" abilities, those abilities trigger at the same time and you put them on the stack in any order.",
     "あなたがコントロールする複数のパーマネントが「終了ステップの開始時に」の能力を持つ場合、それらの能力は同時に誘発し、あなたはそれらを好きな順番でスタックに置く。"),
    ("c59",
     "You can play a land only during your main phase while the stack is empty, and only once each turn unless an effect allows more.",
     "土地は、あなたのメイン・フェイズの間でスタックが空であるときにしかプレイできず、効果によって許可されていない限り、プレイできるのは1ターンに1回までである。"),
    ("c60",
     "Johann, Apprentice Sorcerer’s ability lets you cast only one instant or sorcery spell from the top of your library each turn, and you still pay that spell’s costs.",
     "《Johann, Apprentice Sorcerer》の能力によってあなたのライブラリーの一番上から唱えられるインスタントかソーサリーの呪文は、各ターンに1つだけであり、その呪文のコストは通常どおり支払う。"),
    ("c61",
     "Peter Parker’s Camera enters with three film counters on it. Once they’re all gone, you can’t activate its ability.",
     "《Peter Parker's Camera》はフィルム・カウンターが３個置かれた状態で戦場に出る。それらがすべてなくなると、その能力を起動することはできない。"),
    ("c62",
     "Peter Parker's Camera can copy a triggered ability you control only while that ability is on the stack.",
     "《Peter Parker's Camera》で誘発型能力をコピーできるのは、あなたがコントロールするその能力がスタック上にある間だけである。"),
    ("c63",
     "Ellivere of the Wild Court’s first ability needs another target creature you control. If Ellivere is your only creature, no Role is created.",
     "《Ellivere of the Wild Court》の1つ目の能力は、あなたがコントロールする他のクリーチャーを対象とする必要がある。《Ellivere of the Wild Court》があなたの唯一のクリーチャーである場合、役割は生成されない。"),
    ("c64",
     "A Virtuous Role gives the enchanted creature +1/+1 for each enchantment you control, including the Role itself.",
     "Virtuous・役割は、エンチャントされているクリーチャーに、あなたがコントロールするエンチャント1つにつき+1/+1の修整を与える。これにはその役割自身も含まれる。"),
    ("c65",
     "If you don’t bargain Tenacious Tomeseeker as you cast it, its enters ability won’t trigger at all.",
     "《Tenacious Tomeseeker》を唱える際に協約しなかった場合、その戦場に出たときの能力はまったく誘発しない。"),
    ("c66",
     "The Spot, Living Portal’s first ability can exile a nonland permanent and a nonland permanent card from a graveyard, only one of them, or neither.",
     "《The Spot, Living Portal》の1つ目の能力では、土地でないパーマネント1つと墓地にある土地でないパーマネント・カード1枚の両方を追放することも、そのどちらか一方だけを追放することも、どちらも追放しないこともできる。"),
    ("c67",
     "Bottomless Pool’s ability triggers when that door is unlocked, not when Locker Room is unlocked.",
     "《Bottomless Pool》の能力は、そのドアが開放されたときに誘発するのであって、《Locker Room》が開放されたときには誘発しない。"),
    ("c68",
     "Questing Druid’s ability triggers for a spell that’s both green and red, because that spell is red.",
     "緑であり赤でもある呪文は赤の呪文なので、《Questing Druid》の能力はそれに対しても誘発する。"),
    ("c69",
     "A Room card has two doors on a single card. (Each door is a card face, not a separate card.)",
     "部屋・カードは、1枚のカードに2つのドアを持つ。（それぞれのドアはカード面であり、別個のカードではない。）"),
]

# ---------------------------------------------------------------- PART 3
# Defect pairs: numbers, symbols, terminology
DEFECT += [
    # numbers: one number changed, dropped or added
    ("num1", "numbers",
     "Peter Parker's Camera enters with three film counters on it.",
     "《Peter Parker's Camera》はフィルム・カウンターが２個置かれた状態で戦場に出る。"),  # three -> 2
    ("num2", "numbers",
     "Seek the Beast exiles the top two cards of your library, and you may play both of them until your next end step.",
     "《Seek the Beast》はあなたのライブラリーの一番上から3枚のカードを追放し、あなたは次の終了ステップまでそれらの両方をプレイしてもよい。"),  # two -> 3
    ("num3", "numbers",
     "If a creature with two +1/+1 counters on it gets two more, it has four +1/+1 counters in total.",
     "+1/+1カウンターが2個置かれているクリーチャーにさらに1個置かれた場合、そのクリーチャーの上には合計4個の+1/+1カウンターが置かれていることになる。"),  # second "two" -> 1
    ("num4", "numbers",
     "Even if three creatures you control deal combat damage to a player at the same time, Locker Room's ability triggers only once.",
     "あなたがコントロールするクリーチャーが同時にプレイヤーに戦闘ダメージを与えた場合でも、《Locker Room》の能力は1回しか誘発しない。"),  # "three" dropped
    ("num5", "numbers",
     "Whenever Ellivere of the Wild Court attacks, you create a Virtuous Role token attached to another target creature you control.",
     "《Ellivere of the Wild Court》が攻撃するたび、あなたは、あなたがコントロールする他のクリーチャーを対象とし、それにつけられた状態でVirtuous・役割・トークンを2つ生成する。"),  # "2つ" added
    ("num6", "numbers",
     "With Doubling Season, an effect that would put three +1/+1 counters on a creature you control puts six on it instead.",
     "《倍増の季節》がある場合、あなたがコントロールするクリーチャーの上に+1/+1カウンターを３個置く効果は、代わりに８個置く。"),  # six -> 8
    ("num7", "numbers",
     "If you choose 5 for X as you cast a spell with mana cost {X}{R}, its mana value on the stack is 6.",
     "マナ・コストが{X}{R}の呪文を唱える際にXとして5を選んだ場合、スタック上でのそのマナ総量は5である。"),  # 6 -> 5 (5 also appears earlier)
    ("num8", "numbers",
     "The third time you cast your commander from the command zone in a game, it costs an additional {4}.",
     "ゲーム中に統率領域から統率者を唱えるのが2回目である場合、追加で{4}がかかる。"),  # third -> 2回目

    # symbols: one mana/tap symbol changed or dropped
    ("sym1", "symbols",
     "Seek the Beast costs {1}{R}, while Questing Druid costs {1}{G}.",
     "《Seek the Beast》のコストは{1}{R}であり、《Questing Druid》のコストは{1}{B}である。"),  # {G} -> {B}
    ("sym2", "symbols",
     "The cost of Peter Parker's Camera's ability is {2}, {T}, and removing a film counter.",
     "《Peter Parker's Camera》の能力のコストは、{2}とフィルム・カウンター1個を取り除くことである。"),  # {T} dropped
    ("sym3", "symbols",
     "You can unlock Bottomless Pool by paying {U} any time you could cast a sorcery.",
     "ソーサリーを唱えられるときならいつでも、{W}を支払うことで《Bottomless Pool》を開放できる。"),  # {U} -> {W}
    ("sym4", "symbols",
     "A hybrid symbol such as {W/U} can be paid with either white mana or blue mana.",
     "{W}{U}のような混成マナ・シンボルは、白マナでも青マナでも支払うことができる。"),  # {W/U} -> {W}{U}
    ("sym5", "symbols",
     "A cost of {C}{C} must be paid with two colorless mana, while generic mana symbols can be paid with any type of mana.",
     "{C}のコストは2点の無色マナで支払わなければならないが、不特定マナ・シンボルはどの種類のマナでも支払うことができる。"),  # {C}{C} -> {C}
    ("sym6", "symbols",
     "An ability with {Q} in its cost can be activated only if the permanent is tapped.",
     "コストに{T}を含む能力は、そのパーマネントがタップ状態である場合にしか起動できない。"),  # {Q} -> {T}
    ("sym7", "symbols",
     "If an effect reduces a cost of {3}{U}{U} by {2}, you pay {1}{U}{U}.",
     "ある効果が{3}{U}{U}のコストを{2}減らす場合、あなたは{1}{U}を支払う。"),  # one {U} dropped
    ("sym8", "symbols",
     "A creature you haven't controlled continuously since your most recent turn began can't pay {T} or {Q} costs of its abilities.",
     "あなたの直近のターンが始まって以来継続してコントロールしていないクリーチャーは、その能力の{T}のコストを支払うことができない。"),  # {Q} dropped

    # terminology: forbidden word or wrong sense (template rows are under templating)
    ("term1", "terminology",
     "Each door of a Room has its own name, mana cost, and abilities.",
     "部屋のそれぞれの扉は、それ自身の名前、マナ・コスト、能力を持つ。"),  # 扉 for ドア
    ("term2", "terminology",
     "The abilities of a locked door don't function.",
     "ロックされているドアの能力は機能しない。"),  # ロック for 閉鎖
    ("term3", "terminology",
     "A card with an Adventure is exiled as its Adventure spell resolves.",
     "冒険を持つカードは、その冒険である呪文が解決される際に追放される。"),  # 冒険 for 出来事
    ("term4", "terminology",
     "When The Spot, Living Portal enters, it exiles up to one target nonland permanent.",
     "《The Spot, Living Portal》が戦場に出たとき、土地でないパーマネント最大1つを対象とし、それを除外する。"),  # 除外 for 追放
    ("term5", "terminology",
     "If Coveted Prize is countered, you don't search your library.",
     "《切望の報奨》がカウンターされた場合、あなたはライブラリーを探さない。"),  # カウンターされた for 打ち消された
    ("term6", "terminology",
     "Even with a full party, Coveted Prize can't let you cast a spell with mana value 5 or greater.",
     "パーティーが全員そろっていても、《切望の報奨》によって点数で見たマナ・コストが５以上の呪文を唱えることはできない。"),  # old term for mana value
    ("term7", "terminology",
     "Johann, Apprentice Sorcerer lets you cast an instant or sorcery spell from the top of your library once each turn.",
     "《Johann, Apprentice Sorcerer》によって、あなたは各ターンに1回、ライブラリーの一番上からインスタントかソーサリーの呪文をプレイできる。"),  # プレイ for 唱える
    ("term8", "terminology",
     "Bottomless Pool's ability can target a creature controlled by any player.",
     "《Bottomless Pool》の能力は、どのプレイヤーがコントロールするクリーチャーでも目標にできる。"),  # 目標 (wrong sense) for 対象
]

# ---------------------------------------------------------------- PART 4
# Defect pairs: templating, card_names, untranslated, wrong_language
DEFECT += [
    # templating: a terms.csv template phrase rendered another way
    ("tpl1", "templating",
     "Locker Room's ability triggers whenever one or more creatures you control deal combat damage to a player.",
     "《Locker Room》の能力は、あなたがコントロールする1体以上のクリーチャーがプレイヤーに戦闘ダメージを与えたとき、誘発する。"),  # whenever -> とき (not たび)
    ("tpl2", "templating",
     "Questing Druid gets a +1/+1 counter whenever you cast a spell that's white, blue, black, or red.",
     "あなたが白か青か黒か赤の呪文を唱えた際に、《Questing Druid》の上に+1/+1カウンターが1個置かれる。"),  # whenever -> 際に
    ("tpl3", "templating",
     "The initiative has its own trigger: \"At the beginning of your upkeep, if you have the initiative, venture into Undercity.\"",
     "イニシアチブには、「あなたのアップキープの最初に、あなたがイニシアチブを得ているなら、《Undercity》を探索する。」という誘発が内在している。"),  # 開始時に -> 最初に
    ("tpl4", "templating",
     "A permanent that enters during the end step won't have its \"at the beginning of the end step\" ability trigger that turn.",
     "終了ステップの間に戦場に出たパーマネントの「終了ステップの始まりに」の能力は、そのターンには誘発しない。"),  # 開始時に -> 始まりに
    ("tpl5", "templating",
     "A spell that says \"Choose one —\" can't have two modes chosen, even if both would be legal.",
     "「いずれか1つを選択せよ —」と書かれた呪文では、両方のモードが適正であっても、2つのモードを選ぶことはできない。"),  # 以下から1つを選ぶ -> いずれか1つを選択せよ
    ("tpl6", "templating",
     "When you cast a spell that says \"Choose one —,\" you choose the mode before you choose targets.",
     "「次の中から1つ選ぶ」と書かれた呪文を唱える場合、対象を選ぶ前にモードを選ぶ。"),  # 以下から1つを選ぶ -> 次の中から1つ選ぶ
    ("tpl7", "templating",
     "Peter Parker's Camera's ability uses the [Cost]: [Effect] form, so everything before the colon must be paid.",
     "《Peter Parker's Camera》の能力は「［費用］：［効果］」の形式を用いているので、コロンより前にあるものはすべて支払わなければならない。"),  # ［コスト］ -> ［費用］

    # card_names: misspelled, wrong card, English left, invented name
    ("cn1", "card_names",
     "Coveted Prize counts your party as you cast it, not as it resolves.",
     "《切望の報酬》は、解決時ではなく、唱える時点であなたのパーティーを数える。"),  # 報奨 -> 報酬 (misspelled)
    ("cn2", "card_names",
     "Panharmonicon doesn't copy abilities; it makes them trigger an additional time.",
     "《倍増の季節》は能力をコピーするのではなく、それらを追加でもう1回誘発させる。"),  # wrong card
    ("cn3", "card_names",
     "Doubling Season affects tokens created under your control, even if an opponent's effect creates them.",
     "《Doubling Season》は、対戦相手の効果によって生成されるものであっても、あなたのコントロール下で生成されるトークンに影響する。"),  # English kept, official 倍増の季節 exists
    ("cn4", "card_names",
     "When you unlock Bottomless Pool, you return up to one target creature to its owner's hand.",
     "《底なしの池》を開放したとき、あなたはクリーチャー最大1体を対象とし、それをオーナーの手札に戻す。"),  # invented JA name
    ("cn5", "card_names",
     "Panharmonicon affects only triggered abilities of permanents you control, not those of your opponents' permanents.",
     "《パンハーモニコン》が影響を与えるのはあなたがコントロールするパーマネントの誘発型能力だけであり、対戦相手のパーマネントのものには影響しない。"),  # misspelled (パンハモニコン)
    ("cn6", "card_names",
     "Johann, Apprentice Sorcerer lets you look at the top card of your library any time.",
     "《見習い魔術師ヨハン》によって、あなたはいつでもあなたのライブラリーの一番上のカードを見てもよい。"),  # invented JA name
    ("cn7", "card_names",
     "Locker Room's ability makes you draw only one card, no matter how many of your creatures dealt combat damage to that player.",
     "あなたのクリーチャーが何体そのプレイヤーに戦闘ダメージを与えたとしても、《Bottomless Pool》の能力によって引くカードは1枚だけである。"),  # wrong door
    ("cn8", "card_names",
     "Tenacious Tomeseeker's enters ability targets an instant or sorcery card in your graveyard.",
     "《Tenacious Tombseeker》の戦場に出たときの能力は、あなたの墓地にあるインスタントかソーサリーのカードを対象とする。"),  # misspelled English name

    # untranslated: whole target in English (un1-un4) or one part left in English (un5-un7)
    ("un1", "untranslated",
     "If you take the initiative while another player has it, that player no longer has the initiative.",
     "If you take the initiative while another player has it, that player no longer has the initiative."),
    ("un2", "untranslated",
     "A Role token is an Aura enchantment token with enchant creature.",
     "A Role token is an Aura enchantment token with enchant creature."),
    ("un3", "untranslated",
     "Face-down spells on the stack are 2/2 creature spells with no name and no mana cost.",
     "Face-down spells on the stack are 2/2 creature spells with no name and no mana cost."),
    ("un4", "untranslated",
     "You may cast Coveted Prize even if you have no creatures in your party.",
     "You may cast Coveted Prize even if you have no creatures in your party."),
    ("un5", "untranslated",
     "Each door of Bottomless Pool // Locker Room is unlocked separately. Unlocking one door doesn't unlock the other.",
     "《Bottomless Pool // Locker Room》の各ドアは別々に開放される。Unlocking one door doesn't unlock the other."),
    ("un6", "untranslated",
     "When a Role token is put into a graveyard, it ceases to exist, just like any other token.",
     "役割・トークンが墓地に置かれた場合、it ceases to exist, just like any other token."),
    ("un7", "untranslated",
     "The Adventure is an instant or sorcery with its own name and cost. You choose which half to cast.",
     "The Adventure is an instant or sorcery with its own name and cost. どちらの半分を唱えるかはあなたが選ぶ。"),

    # wrong_language: target written in another language
    ("wl1", "wrong_language",
     "You can't unlock a door of a Room an opponent controls.",
     "No puedes desbloquear una puerta de una Habitación que controla un oponente."),  # Spanish
    ("wl2", "wrong_language",
     "A dungeon in the command zone isn't a permanent and can't be targeted.",
     "Un dungeon nella zona di comando non è un permanente e non può essere bersagliato."),  # Italian
    ("wl3", "wrong_language",
     "Each player's party is determined separately, and it can change at any time.",
     "Die Gruppe jedes Spielers wird getrennt bestimmt und kann sich jederzeit ändern."),  # German
    ("wl4", "wrong_language",
     "Doubling Season doesn't affect the counters a permanent enters with if Doubling Season enters at the same time.",
     "Doubling Season não afeta os marcadores com os quais uma permanente entra no campo de batalha se Doubling Season entrar ao mesmo tempo."),  # Portuguese
    ("wl5", "wrong_language",
     "A face-down creature that's turned face up isn't a new object, so it isn't affected by summoning sickness again.",
     "被翻回正面的牌面朝下生物不是新的对象，因此不会再次受到召唤失调的影响。"),  # Chinese (simplified)
    ("wl6", "wrong_language",
     "Mana abilities can be activated while you're paying a cost.",
     "마나 능력은 비용을 지불하는 도중에도 활성화할 수 있습니다."),  # Korean
    ("wl7", "wrong_language",
     "If the target of Bottomless Pool's ability becomes illegal, the ability doesn't resolve.",
     "Si la cible de la capacité de Piscine sans fond devient illégale, la capacité ne se résout pas."),  # French
]

# ---------------------------------------------------------------- PART 5
# Defect pairs: omission, negation, punctuation, missing
DEFECT += [
    # omission: a clause or sentence with no term, number, symbol, negation or card name dropped
    ("om1", "omission",
     "An unlocked door stays unlocked even if another player gains control of the Room. This works the same way in every format.",
     "別のプレイヤーが部屋のコントロールを得ても、開放されているドアは開放されたままである。"),  # 2nd sentence dropped
    ("om2", "omission",
     "After you complete a dungeon, the next time you venture into the dungeon you choose a dungeon again; you may choose the same as last time.",
     "ダンジョンを踏破した後、次にダンジョンを探索するときには、あなたは再びダンジョンを選ぶ。"),  # "you may choose the same as last time" dropped
    ("om3", "omission",
     "If you control two Roles on the same creature, the older Role is put into your graveyard. The timestamps decide which is kept.",
     "同じクリーチャーにあなたがコントロールする役割が2つついている場合、古いほうの役割があなたの墓地に置かれる。"),  # 2nd sentence dropped
    ("om4", "omission",
     "If both Doubling Season and another replacement effect would modify the number of counters put on your permanent, you apply them in whatever order you like.",
     "《倍増の季節》と別の置換効果の両方があなたのパーマネントの上に置かれるカウンターの数を変更する場合、あなたはそれらを適用する。"),  # "in whatever order you like" dropped
    ("om5", "omission",
     "The tokens created because of Doubling Season are identical to each other. They are all created at the same time.",
     "《倍増の季節》によって生成されたトークンは、互いにまったく同じである。"),  # 2nd sentence dropped
    ("om6", "omission",
     "When Bottomless Pool's ability resolves, the creature is returned to its owner's hand, even if someone else controlled it.",
     "《Bottomless Pool》の能力が解決されると、そのクリーチャーはオーナーの手札に戻る。"),  # "even if someone else controlled it" dropped
    ("om7", "omission",
     "Once each turn, you may cast an instant or sorcery spell from the top of your library with Johann, Apprentice Sorcerer. After you do, you can immediately look at the new top card.",
     "《Johann, Apprentice Sorcerer》によって、あなたは各ターンに1回、ライブラリーの一番上からインスタントかソーサリーの呪文を唱えてもよい。"),  # 2nd sentence dropped

    # negation: removed, added or flipped
    ("neg1", "negation",
     "If an effect other than the Adventure rule exiles the card, you can't cast the creature from exile.",
     "出来事のルール以外の効果によってそのカードが追放された場合、あなたはそのクリーチャーを追放領域から唱えることができる。"),  # can't -> can
    ("neg2", "negation",
     "A token that's a copy of a Room has the same doors, and they can be unlocked normally.",
     "部屋のコピーであるトークンは同じドアを持ち、それらを通常どおり開放することはできない。"),  # negation added
    ("neg3", "negation",
     "You may choose new targets for the copy created by Peter Parker's Camera.",
     "《Peter Parker's Camera》によって生成されたコピーの新たな対象を選ぶことはできない。"),  # may -> can't
    ("neg4", "negation",
     "Turning a face-down permanent face up doesn't use the stack.",
     "裏向きのパーマネントを表向きにすることは、スタックを用いる。"),  # negation removed
    ("neg5", "negation",
     "Triggered abilities of a locked door don't trigger, even if their trigger event occurs.",
     "閉鎖されているドアの誘発型能力は、その誘発イベントが起きても誘発する。"),  # negation removed
    ("neg6", "negation",
     "A player who already has the initiative can take it again.",
     "すでにイニシアチブを得ているプレイヤーは、それを再び得ることはできない。"),  # negation added
    ("neg7", "negation",
     "When you cast a spell with Johann, Apprentice Sorcerer's ability, you must still pay its costs.",
     "《Johann, Apprentice Sorcerer》の能力によって呪文を唱える場合、そのコストを支払わなくてもよい。"),  # must -> need not

    # punctuation: final mark wrong or missing
    ("pun1", "punctuation",
     "Unlocking a door doesn't cause the Room to leave the battlefield and return.",
     "ドアを開放しても、部屋が戦場を離れて再び戦場に出るわけではない."),  # ASCII period
    ("pun2", "punctuation",
     "The number of creatures in your party can never be more than four.",
     "あなたのパーティーのクリーチャーの数が４を超えることは決してない"),  # no final mark
    ("pun3", "punctuation",
     "If a creature with a Role attached to it leaves the battlefield, the Role is put into its owner's graveyard as a state-based action.",
     "役割がつけられているクリーチャーが戦場を離れた場合、その役割は状況起因処理によってオーナーの墓地に置かれる！"),  # exclamation mark
    ("pun4", "punctuation",
     "A copy of a spell has the same mode, targets, and value of X as the original unless the effect says otherwise.",
     "呪文のコピーは、効果が別のことを示していない限り、元の呪文と同じモード、対象、Xの値を持つ？"),  # question mark
    ("pun5", "punctuation",
     "When an effect instructs you to venture into the dungeon, you can't choose not to.",
     "効果によってダンジョンを探索するよう指示された場合、探索しないことを選ぶことはできない、"),  # ends with a comma
    ("pun6", "punctuation",
     "A spell's mana value on the stack includes the value of X.",
     "スタック上の呪文のマナ総量には、Xの値が含まれる;"),  # ASCII semicolon
    ("pun7", "punctuation",
     "The Cursed Role sets the creature's base power and toughness. It doesn't remove the creature's abilities.",
     "Cursed・役割は、そのクリーチャーの基本のパワーとタフネスを設定する。そのクリーチャーの能力を失わせることはない."),  # ASCII period on the last sentence only

    # missing: empty or whitespace-only target
    ("miss1", "missing",
     "A Role token's owner is the player who created it, even if it's attached to another player's creature.",
     ""),
    ("miss2", "missing",
     "Every instruction to venture into the dungeon moves the same venture marker on your current dungeon.",
     " "),
    ("miss3", "missing",
     "When you cast a Room spell, you choose which door you're casting before you pay any costs.",
     "\u3000"),  # ideographic space
    ("miss4", "missing",
     "A commander that's a face-down creature is still your commander.",
     "\n"),
    ("miss5", "missing",
     "Activating a mana ability while casting a spell is part of paying that spell's costs.",
     " \t "),
    ("miss6", "missing",
     "Blocking creatures deal combat damage at the same time as attacking creatures unless first strike is involved.",
     ""),
    ("miss7", "missing",
     "The stack is empty only when there are no spells or abilities on it.",
     "\u3000\u3000"),
]

# ---------------------------------------------------------------- END OF PARTS


def pair_id(key):
    return "ja-f13-" + hashlib.sha1(("fresh13:" + key).encode("utf-8")).hexdigest()[:8]


def build():
    rows = []
    keys = set()
    for key, en, tgt in CLEAN:
        assert key not in keys, key
        keys.add(key)
        rows.append({"id": pair_id(key), "lang": "ja", "en": en, "target": tgt, "expected": []})
    for key, check, en, tgt in DEFECT:
        assert key not in keys, key
        keys.add(key)
        rows.append({"id": pair_id(key), "lang": "ja", "en": en, "target": tgt, "expected": [check]})
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "id collision"
    rows.sort(key=lambda r: r["id"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh13_ja.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows, out


if __name__ == "__main__":
    rows, out = build()
    n_clean = sum(1 for r in rows if not r["expected"])
    print(f"wrote {len(rows)} pairs ({n_clean} clean, {len(rows) - n_clean} defect) to {out}")
