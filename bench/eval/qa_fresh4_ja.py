#!/usr/bin/env python3
"""qa_fresh4_ja — hand-written labelled evaluation pairs (EN ruling -> JA translation) for the
translation-QA checks. Written by a helper session apart from the checks; see qa_fresh4_ja_README.md.

Each entry of PAIRS is (label, en, target): label is None for a clean pair, otherwise the single
planted defect's check name. Running this script writes qa_fresh4_ja.jsonl next to it.
Ids are derived from a hash of the EN text, so they do not reveal the label; lines are sorted by id.
"""
import hashlib
import json
import os

PAIRS = []

# ---------------------------------------------------------------------------
# PART 1 — Rooms / doors / unlock, dungeons / venture / initiative, party
# ---------------------------------------------------------------------------
PAIRS += [
    # ---- clean ----
    (None,
     "When a Room enters the battlefield as a resolving Room spell, only the door that was cast becomes unlocked. "
     "The other door stays locked until an effect or a special action unlocks it.",
     "部屋・呪文が解決されて部屋が戦場に出るとき、開放されるのは唱えられたドアだけである。"
     "もう一方のドアは、効果または特別な処理によって開放されるまで閉鎖されたままである。"),
    (None,
     "Any time you could cast a sorcery, you may unlock a locked door of a Room you control by paying that door's mana cost. "
     "This is a special action and doesn't use the stack.",
     "ソーサリーを唱えられるときであればいつでも、あなたはそのドアのマナ・コストを支払うことで、"
     "あなたがコントロールしている部屋の閉鎖されているドア1つを開放してもかまいません。"
     "これは特別な処理であり、スタックを使用しません。"),
    (None,
     "Unlocking a door doesn't cause the Room to leave and re-enter the battlefield. "
     "Counters on it and Auras attached to it remain, and it isn't a new object.",
     "ドアを開放しても、部屋が戦場を離れて再び戦場に出るわけではない。"
     "その上に置かれているカウンターやそれにつけられているオーラはそのまま残り、それが新しいオブジェクトになることもない。"),
    (None,
     "A Room is fully unlocked once both of its doors are unlocked. "
     "A Room with one locked door and one unlocked door isn't fully unlocked.",
     "部屋は、両方のドアが開放された時点で完全に開放されている。"
     "ドアの一方が閉鎖されていて他方が開放されている部屋は、完全に開放されているとは言えない。"),
    (None,
     "While a Room permanent has no unlocked doors, it has no name and its mana value is 0. It is still an enchantment.",
     "部屋・パーマネントのドアがどちらも開放されていない間、それは名前を持たず、そのマナ総量は０である。"
     "それでも、それはエンチャントのままである。"),
    (None,
     "If Locker Room is unlocked and Bottomless Pool is locked, the permanent's name is Locker Room.",
     "《Locker Room》が開放されていて《Bottomless Pool》が閉鎖されているなら、そのパーマネントの名前は《Locker Room》である。"),
    (None,
     'If a door becomes locked, the abilities printed on that door stop applying. '
     'If that door is unlocked again later, its "when you unlock this door" ability triggers again.',
     "ドアが閉鎖されると、そのドアに書かれている能力は適用されなくなる。"
     "その後そのドアがふたたび開放されたなら、その「このドアを開放したとき」の能力はもう一度誘発する。"),
    (None,
     "A Room is an enchantment, so it can't attack or block unless an effect has made it a creature.",
     "部屋はエンチャントであるため、効果によってクリーチャーになっていない限り、攻撃もブロックもできない。"),
    (None,
     "To venture into the dungeon, move your marker to the next room. "
     "If you aren't in a dungeon yet, choose a dungeon from outside the game, put it into the command zone, and put your marker on its first room.",
     "ダンジョンを探索するには、あなたのマーカーを次の部屋に進めます。"
     "まだダンジョンに入っていないなら、ゲームの外部からダンジョン１つを選んで統率領域に置き、その最初の部屋にあなたのマーカーを置きます。"),
    (None,
     "If you venture into the dungeon again while a room ability is on the stack, you move to the next room, and the first ability still resolves.",
     "部屋の能力がスタック上にある間にもう一度ダンジョンを探索した場合、あなたは次の部屋に進み、最初の能力も通常どおり解決される。"),
    (None,
     "Once your marker has reached the last room of a dungeon and that room's ability has left the stack, the dungeon is removed from the game and you complete it. "
     "This is a state-based action.",
     "あなたのマーカーがダンジョンの最後の部屋に到達し、その部屋の能力がスタックを離れると、"
     "そのダンジョンは状況起因処理によってゲームから取り除かれ、あなたはそれを完了したことになる。"),
    (None,
     "Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, the controller of those creatures takes the initiative.",
     "いずれかのプレイヤーがコントロールするクリーチャー1体以上がイニシアチブを持つプレイヤーに戦闘ダメージを与えるたび、"
     "それらのクリーチャーのコントローラーがイニシアチブを得る。"),
    (None,
     "At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity.",
     "イニシアチブを持つプレイヤーのアップキープの開始時に、そのプレイヤーは《Undercity》を探索する。"),
    (None,
     "If you already have the initiative and an effect tells you to take it, you take it again and venture into Undercity.",
     "あなたがすでにイニシアチブを持っている状態で、効果によってイニシアチブを得るよう指示された場合、"
     "あなたはもう一度それを得て《Undercity》を探索する。"),
    (None,
     "Your party can include at most one Cleric, one Rogue, one Warrior and one Wizard, so the number of creatures in your party is never more than four.",
     "あなたのパーティーに含められるのは、クレリック、ならず者、戦士、ウィザードそれぞれ最大１体までです。"
     "そのため、あなたのパーティーを構成するクリーチャーの数が４を超えることはありません。"),
    (None,
     "A creature that is both a Rogue and a Warrior can count as only one of those types for your party. "
     "The count uses whichever assignment gives the highest number.",
     "ならず者であり戦士でもあるクリーチャーは、あなたのパーティーではそれらのタイプのうち1つとしてしか数えられない。"
     "数える際には、最も大きな数になる割り当てが用いられる。"),
    (None,
     "You have a full party if your party has four creatures. "
     "In that case, Coveted Prize lets you cast a spell with mana value 4 or less from your hand without paying its mana cost.",
     "あなたのパーティーにクリーチャーが４体いるなら、あなたのパーティーは全員そろっている。"
     "その場合、《切望の報奨》によって、あなたは手札からマナ総量が４以下の呪文１つを、そのマナ・コストを支払うことなく唱えてもよい。"),
    (None,
     "Coveted Prize costs {1} less to cast for each creature in your party. The reduction applies only to the generic part of its cost.",
     "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー1体につき{1}少なくなる。"
     "この軽減は、コストのうち不特定マナの部分にしか適用されない。"),

    # ---- one planted defect each ----
    ("terminology",  # door -> 扉 (ja_forbidden)
     "Abilities of a locked door don't function, but the Room keeps the name and abilities of any door that is unlocked.",
     "閉鎖されている扉の能力は機能しないが、部屋は開放されている扉の名前と能力を持ち続ける。"),
    ("terminology",  # unlock -> 解錠 (ja_forbidden)
     'Some effects unlock a door without its cost being paid. Abilities that trigger "when you unlock this door" still trigger in that case.',
     "一部の効果は、コストを支払わずにドアを解錠する。その場合も、「このドアを解錠したとき」に誘発する能力は誘発する。"),
    ("terminology",  # Cleric -> 僧侶 (ja_forbidden)
     "A Cleric Wizard can count as either a Cleric or a Wizard for your party, whichever gives the higher number.",
     "僧侶・ウィザードは、あなたのパーティーにおいて僧侶とウィザードのどちらとしても数えることができ、より大きな数になるほうが用いられる。"),
    ("templating",  # whenever -> ときはいつでも instead of たび
     "An ability that triggers whenever you unlock a door triggers once for each door you unlock.",
     "あなたがドアを開放するときはいつでも誘発する能力は、あなたが開放したドア1つにつき1回誘発する。"),
    ("templating",  # At the beginning of -> 始めに instead of 開始時に
     'An ability that begins "At the beginning of your end step" triggers only once each turn, even if you unlocked several doors that turn.',
     "「あなたの終了ステップの始めに」で始まる能力は、そのターンにあなたがドアを複数開放していても、各ターンに１回しか誘発しない。"),
    ("card_names",  # 切望の報奨 misspelled as 切望の報酬
     "If you have a full party as you cast Coveted Prize, its cost is reduced by {4}.",
     "《切望の報酬》を唱える時点であなたのパーティーが全員そろっているなら、そのコストは{4}少なくなる。"),
    ("card_names",  # official JA name exists (切望の報奨) but kept in English
     "The spell you cast with Coveted Prize's effect doesn't have to be the card you searched for.",
     "《Coveted Prize》の効果で唱える呪文は、探したカードでなくてもかまわない。"),
    ("numbers",  # three -> ２
     "If you control three Wizards and nothing else, the number of creatures in your party is one.",
     "あなたがウィザードを２体コントロールしていて、それ以外に何もコントロールしていないなら、あなたのパーティーを構成するクリーチャーの数は１である。"),
    ("symbols",  # {1}{U} -> {1}{B}
     "Paying {1}{U} to unlock a door is a special action, not the casting of a spell, so effects that reduce the cost of spells don't apply.",
     "ドアを開放するために{1}{B}を支払うことは特別な処理であり、呪文を唱えることではない。そのため、呪文のコストを減らす効果は適用されない。"),
    ("negation",  # can't -> できる
     "If an effect tells you to unlock a door, you can't choose one that's already unlocked.",
     "効果によってドアを開放するよう指示された場合、すでに開放されているドアを選ぶことができる。"),
    ("omission",  # drops "much as you would with other split cards"
     "As you cast a Room spell, you choose which door to cast, much as you would with other split cards.",
     "部屋・呪文を唱える際、あなたはどちらのドアを唱えるかを選ぶ。"),
    ("untranslated",  # second sentence left in English
     "A dungeon isn't a permanent and can't be destroyed. It stays in the command zone until it leaves the game.",
     "ダンジョンはパーマネントではなく、破壊されることもない。It stays in the command zone until it leaves the game."),
    ("wrong_language",  # Simplified Chinese
     "When your marker moves into a new room, that room's ability triggers. "
     "If another effect lets you, you may venture into the dungeon again before that ability resolves.",
     "当你的标记进入新的房间时，该房间的异能会触发。如果有其他效应允许，你可以在该异能结算之前再次探索地城。"),
    ("punctuation",  # ASCII "." instead of 。
     "Only one player can have the initiative at a time. When another player takes it, you no longer have it.",
     "イニシアチブを持つことができるのは、同時に１人のプレイヤーだけである。ほかのプレイヤーがイニシアチブを得ると、あなたはそれを持たなくなる."),
    ("missing",  # empty target
     "Venturing into the dungeon doesn't use the stack, but the ability of the room you move into does.",
     ""),
]

# ---------------------------------------------------------------------------
# PART 2 — Adventures, Roles, copies, costs / mana value / {X}
# ---------------------------------------------------------------------------
PAIRS += [
    # ---- clean ----
    (None,
     "When you cast a card as an Adventure, it becomes an instant or sorcery spell with only the Adventure's characteristics. "
     "Its mana value is based on the Adventure's mana cost.",
     "カードを出来事として唱えるとき、それは出来事の特性のみを持つインスタント呪文かソーサリー呪文になる。"
     "そのマナ総量は、出来事のマナ・コストに基づいて決まる。"),
    (None,
     "If an Adventure spell is countered, it's put into its owner's graveyard instead of into exile, "
     "and you won't be able to cast the creature later.",
     "出来事の呪文が打ち消された場合、それは追放されずにオーナーの墓地に置かれる。"
     "そのため、あとでそのクリーチャーを唱えることはできない。"),
    (None,
     "Questing Druid's Adventure is Seek the Beast. After Seek the Beast resolves, you may cast Questing Druid from exile, "
     "but you can't cast Seek the Beast again.",
     "《Questing Druid》の出来事は《Seek the Beast》です。《Seek the Beast》が解決されたあと、"
     "あなたは追放領域から《Questing Druid》を唱えてもかまいませんが、《Seek the Beast》をもう一度唱えることはできません。"),
    (None,
     "A copy of an Adventure spell isn't a card. It won't be exiled in a way that lets you cast it later.",
     "出来事の呪文のコピーはカードではない。それが追放されて、あとで唱えられるようになることはない。"),
    (None,
     "If the enchanted creature leaves the battlefield, the Role token attached to it is put into its owner's graveyard "
     "as a state-based action and then ceases to exist.",
     "エンチャントしていたクリーチャーが戦場を離れた場合、それにつけられていた役割・トークンは状況起因処理によってオーナーの墓地に置かれ、その後消滅する。"),
    (None,
     "A Role attached to a creature you don't control is still controlled by the player who created it.",
     "あなたがコントロールしていないクリーチャーにつけられている役割も、引き続きそれを生成したプレイヤーがコントロールする。"),
    (None,
     "The Role token that Ellivere of the Wild Court creates follows the usual Role rules. "
     "If it becomes attached to a creature that already has a Role you control, the older Role is put into its owner's graveyard.",
     "《Ellivere of the Wild Court》が生成する役割・トークンにも、通常の役割のルールが適用されます。"
     "あなたがコントロールする役割がすでについているクリーチャーにそれがつけられた場合、古いほうの役割がオーナーの墓地に置かれます。"),
    (None,
     "A copy of a spell is created on the stack, not cast. Abilities that trigger whenever a player casts a spell won't trigger for it.",
     "呪文のコピーはスタック上に生成されるのであって、唱えられるわけではない。"
     "そのため、プレイヤーが呪文を唱えるたびに誘発する能力は、それによっては誘発しない。"),
    (None,
     "A token that's a copy of a permanent copies what is printed on that permanent and any other copy effects applied to it. "
     "It doesn't copy counters, Auras, or whether the permanent is tapped.",
     "パーマネントのコピーであるトークンがコピーするのは、そのパーマネントに印刷されている内容と、それに適用されているほかのコピー効果だけだ。"
     "カウンターやオーラ、そのパーマネントがタップ状態かどうかはコピーしない。"),
    (None,
     "If a copied spell has {X} in its mana cost, the copy uses the same value of X as the original.",
     "コピーされた呪文のマナ・コストに{X}が含まれている場合、そのコピーのXの値は元の呪文と同じである。"),
    (None,
     "Peter Parker's Camera can copy an activated or triggered ability on the stack. "
     "It can't copy a mana ability, because mana abilities don't use the stack.",
     "《Peter Parker's Camera》は、スタック上の起動型能力か誘発型能力をコピーできる。"
     "マナ能力はスタックを使用しないので、それをコピーすることはできない。"),
    (None,
     "On the stack, {X} in a spell's mana cost counts as the chosen value when you determine the spell's mana value. "
     "In every other zone, X is 0.",
     "スタック上では、呪文のマナ総量を求める際、そのマナ・コストに含まれる{X}は選ばれた値として扱われる。"
     "それ以外のすべての領域では、Xは0として扱われる。"),
    (None,
     "A spell's mana value doesn't change if you pay an alternative cost or an additional cost to cast it.",
     "代替コストや追加コストを支払って呪文を唱えても、その呪文のマナ総量は変わらない。"),
    (None,
     "If an effect reduces the cost of a spell with {X} in its mana cost, you choose the value of X first and then apply the reduction.",
     "マナ・コストに{X}を含む呪文のコストを効果が軽減する場合、まずXの値を決め、その後に軽減を適用します。"),
    (None,
     "A token that isn't a copy of anything has a mana value of 0 unless the effect that created it gave it a mana cost.",
     "何かのコピーではないトークンのマナ総量は、それを生成した効果がマナ・コストを与えていない限り０である。"),

    # ---- one planted defect each ----
    ("terminology",  # Adventure -> 冒険 (ja_forbidden)
     "An Adventure is an instant or sorcery that shares a card with a creature or another permanent. "
     "You can cast either half, but never both at once.",
     "冒険とは、クリーチャーなどのパーマネントとカードを共有しているインスタントかソーサリーである。"
     "あなたはどちらの半分を唱えてもよいが、両方を同時に唱えることはできない。"),
    ("terminology",  # mana value -> 点数で見たマナ・コスト (ja_forbidden)
     "If an effect checks the mana value of an adventurer card in your hand, only the creature's mana cost is used.",
     "あなたの手札にある出来事を持つカードの点数で見たマナ・コストを効果が参照する場合、そのクリーチャーのマナ・コストのみが用いられる。"),
    ("templating",  # Choose one — -> non-official wording
     'If a copied spell says "Choose one —", the copy has the same mode as the original, and you can\'t choose a different one.',
     "コピーされた呪文に「次の中から1つを選択する —」と書かれている場合、そのコピーのモードは元の呪文と同じであり、別のモードを選ぶことはできない。"),
    ("card_names",  # 倍増の季節 -> 倍増する季節
     "If you control Doubling Season and an effect would create a token that's a copy of a creature under your control, "
     "it creates two of those tokens instead.",
     "あなたが《倍増する季節》をコントロールしていて、効果があなたのコントロール下でクリーチャーのコピーであるトークン１体を生成する場合、"
     "代わりにそれはそのトークンを２体生成する。"),
    ("numbers",  # 4 or less -> ５以下
     "An effect that lets you cast a spell with mana value 4 or less from exile looks only at the Adventure's mana value when you cast the Adventure.",
     "追放領域からマナ総量が５以下の呪文を唱えることを認める効果は、あなたが出来事を唱える場合、出来事のマナ総量のみを参照する。"),
    ("numbers",  # twice -> ３回
     "If an ability copies a spell twice, you get two copies, and you may choose new targets for each of them.",
     "能力が呪文を３回コピーした場合、あなたはコピーを２つ得て、それぞれについて新しい対象を選んでもよい。"),
    ("symbols",  # {X}{R} -> {R}
     "A card with mana cost {X}{R} has a mana value of 1 in your hand or in your graveyard.",
     "マナ・コストが{R}であるカードのマナ総量は、手札や墓地では１である。"),
    ("symbols",  # +1/+1 -> -1/-1
     "A Role that gives the enchanted creature +1/+1 stops doing so as soon as the Role leaves the battlefield.",
     "エンチャントしているクリーチャーに-1/-1の修整を与える役割は、その役割が戦場を離れた時点でその修整を与えなくなる。"),
    ("untranslated",  # whole target left in English
     "Casting the creature from exile after its Adventure has resolved follows the creature's normal timing rules.",
     "Casting the creature from exile after its Adventure has resolved follows the creature's normal timing rules."),
    ("wrong_language",  # Korean
     "A copy of a permanent spell becomes a token as it resolves. That token isn't a card.",
     "지속물 주문의 복사본은 해결되면서 토큰이 된다. 그 토큰은 카드가 아니다."),
    ("omission",  # drops "When that happens, the bonus goes away immediately."
     "Roles are Auras, so effects that destroy enchantments can destroy them. When that happens, the bonus goes away immediately.",
     "役割はオーラであるため、エンチャントを破壊する効果によって破壊されうる。"),
    ("negation",  # can't ... unless -> できる
     "You can't choose new targets for a copy unless the effect that created it says you may.",
     "コピーを生成した効果にそうしてもよいと書かれていない限り、そのコピーの新しい対象を選ぶことができる。"),
    ("punctuation",  # no final mark
     "Kicker and other additional costs you pay don't add to a spell's mana value.",
     "キッカーなどの追加コストを支払っても、呪文のマナ総量は増えない"),
    ("missing",  # whitespace-only target
     "If an Adventure spell is copied, the copy resolves as an instant or sorcery and then ceases to exist.",
     " "),
]

# ---------------------------------------------------------------------------
# PART 3 — activated / triggered / mana abilities, counters vs countering, tokens, face-down
# ---------------------------------------------------------------------------
PAIRS += [
    # ---- clean ----
    (None,
     'Activated abilities are written as "[Cost]: [Effect]." Everything before the colon is the cost, and you pay all of it as you activate the ability.',
     "起動型能力は「［コスト］：［効果］」の形で書かれる。コロンより前にあるものはすべてコストであり、その能力を起動する際にそのすべてを支払う。"),
    (None,
     "If a creature has an ability with {T} in its cost, you can't activate that ability unless you've controlled the creature "
     "continuously since your most recent turn began.",
     "クリーチャーがコストに{T}を含む能力を持つ場合、その能力を起動できるのは、あなたの直近のターンの開始時からそのクリーチャーを継続してコントロールしているときだけである。"),
    (None,
     "A mana ability doesn't use the stack, and no player can respond to it. "
     "You can even activate one in the middle of casting a spell, when you're asked to pay.",
     "マナ能力はスタックを使用せず、どのプレイヤーもそれに対応できない。"
     "呪文を唱えている途中であっても、コストの支払いを求められた時点でマナ能力を起動してかまわない。"),
    (None,
     "An activated ability that targets isn't a mana ability, even if it produces mana. It uses the stack like other activated abilities.",
     "対象を取る起動型能力は、マナを生み出すとしてもマナ能力ではない。それはほかの起動型能力と同じようにスタックを使用する。"),
    (None,
     "A triggered ability that triggers while a spell is resolving waits until that spell has finished resolving. "
     "It is put on the stack the next time a player would receive priority.",
     "呪文の解決中に誘発した誘発型能力は、その呪文の解決が終わるまで待機します。"
     "それは、次にいずれかのプレイヤーが優先権を得る際にスタックに置かれます。"),
    (None,
     "Panharmonicon makes an ability trigger an additional time only if an artifact or creature entering the battlefield caused it to trigger. "
     "It doesn't affect abilities of permanents your opponents control.",
     "《パンハモニコン》によって能力が追加でもう１回誘発するのは、アーティファクトかクリーチャーが戦場に出たことによってその能力が誘発した場合だけである。"
     "対戦相手がコントロールするパーマネントの能力には影響しない。"),
    (None,
     "If you control two Panharmonicons, an affected ability triggers three times in total.",
     "あなたが《パンハモニコン》を２つコントロールしているなら、該当する能力は合計３回誘発する。"),
    (None,
     "If a spell that would put a +1/+1 counter on a creature is countered, no counter is put on that creature.",
     "クリーチャーの上に+1/+1カウンターを置くはずだった呪文が打ち消された場合、そのクリーチャーの上にカウンターは1個も置かれない。"),
    (None,
     "Doubling Season doubles the number of counters put on a permanent you control, "
     "including the loyalty counters a planeswalker enters the battlefield with.",
     "《倍増の季節》は、あなたがコントロールするパーマネントの上に置かれるカウンターの数を２倍にする。"
     "これには、プレインズウォーカーが戦場に出る際にその上に置かれる忠誠カウンターも含まれる。"),
    (None,
     "Countering a spell with X in its cost doesn't refund any of the mana that was spent on it.",
     "コストにXを含む呪文を打ち消しても、それに支払われたマナが戻ってくることはない。"),
    (None,
     "If a permanent has both +1/+1 counters and -1/-1 counters on it, they're removed in pairs as a state-based action.",
     "パーマネントの上に+1/+1カウンターと-1/-1カウンターの両方が置かれている場合、それらは状況起因処理によって１個ずつ組にして取り除かれる。"),
    (None,
     "A token that has left the battlefield can't come back. If it has moved to another zone, it ceases to exist the next time state-based actions are checked.",
     "戦場を離れたトークンが戦場に戻ることはない。トークンが他の領域に移動していた場合、それは次に状況起因処理がチェックされる時点で消滅する。"),
    (None,
     "You may look at face-down permanents you control at any time, but you can't look at face-down permanents your opponents control.",
     "あなたは、あなたがコントロールする裏向きのパーマネントをいつ見てもかまいません。"
     "対戦相手がコントロールする裏向きのパーマネントを見ることはできません。"),

    # ---- one planted defect each ----
    ("terminology",  # triggered ability -> 誘発能力 (ja_forbidden)
     "If a triggered ability's trigger condition is met several times, the ability triggers that many times.",
     "誘発能力の誘発条件が複数回満たされた場合、その能力はその回数だけ誘発する。"),
    ("terminology",  # activated ability -> 起動能力 (ja_forbidden)
     "Unless it says otherwise, you may activate an activated ability as many times as you can pay its cost.",
     "起動能力は、その能力に別途書かれていない限り、コストを支払える回数だけ何度でも起動してよい。"),
    ("terminology",  # verb "countered" -> カウンターされた (ja_forbidden) instead of 打ち消された
     "An ability that is countered is removed from the stack, but the source of the ability isn't affected.",
     "カウンターされた能力はスタックから取り除かれるが、その能力の発生源は影響を受けない。"),
    ("templating",  # [Cost]: [Effect] -> 「（コスト）→（効果）」
     'Equip is an activated ability, so its reminder text uses the "[Cost]: [Effect]" form. You can activate it only when you could cast a sorcery.',
     "装備は起動型能力であるため、その注釈文は「（コスト）→（効果）」の形式をとる。装備はソーサリーを唱えられるときにしか起動できない。"),
    ("templating",  # whenever -> 毎に instead of たび
     "An ability that triggers whenever a token enters the battlefield under your control triggers separately for each token.",
     "あなたのコントロール下でトークンが戦場に出る毎に誘発する能力は、トークン１つごとに個別に誘発する。"),
    ("card_names",  # パンハモニコン kept in English
     "Panharmonicon doesn't copy triggered abilities; it makes them trigger an additional time, so you can choose different targets for each instance.",
     "《Panharmonicon》は誘発型能力をコピーするのではなく、追加でもう１回誘発させる。そのため、それぞれについて異なる対象を選ぶことができる。"),
    ("card_names",  # wrong card: Doubling Season -> 《パンハモニコン》
     "Doubling Season doesn't double counters put on players, such as poison counters.",
     "《パンハモニコン》は、毒カウンターのようにプレイヤーに置かれるカウンターの数を２倍にはしない。"),
    ("numbers",  # four -> ６
     "If an effect would put two +1/+1 counters on a creature you control while you control Doubling Season, four are put on it instead.",
     "あなたが《倍増の季節》をコントロールしている間に効果があなたのコントロールするクリーチャーの上に+1/+1カウンターを２個置く場合、代わりに６個置かれる。"),
    ("symbols",  # {T} dropped from "{T}: Add {G}."
     'An ability written "{T}: Add {G}." is a mana ability, so you can activate it while paying for a spell.',
     "「：{G}を加える。」と書かれた能力はマナ能力であるため、呪文のコストを支払う途中で起動できる。"),
    ("symbols",  # {Q} -> {T}
     "An ability with {Q} in its cost can be activated only if the permanent is tapped.",
     "コストに{T}を含む能力は、そのパーマネントがタップ状態である場合にのみ起動できる。"),
    ("untranslated",  # second clause left in English
     "A face-down creature that's turned face up isn't a new object. It keeps its counters and Auras, "
     "and it can attack if you've controlled it continuously since your turn began.",
     "裏向きのクリーチャーが表向きになっても、それは新しいオブジェクトにはならない。"
     "それはカウンターやオーラを保持したままであり、and it can attack if you've controlled it continuously since your turn began。"),
    ("wrong_language",  # Traditional Chinese
     "If a token is returned to its owner's hand, it ceases to exist the next time state-based actions are checked.",
     "如果衍生物被移回其擁有者的手上，則會在下一次檢查狀態動作時消失。"),
    ("omission",  # drops "then each other player does the same in turn order"
     "If several players' triggered abilities trigger at the same time, the active player puts theirs on the stack first, "
     "then each other player does the same in turn order.",
     "複数のプレイヤーの誘発型能力が同時に誘発した場合、まずアクティブ・プレイヤーが自分の誘発型能力をスタックに置く。"),
    ("negation",  # "doesn't give" -> 与えられる
     "Activating a mana ability doesn't give your opponents a chance to respond.",
     "マナ能力を起動すると、対戦相手に対応する機会が与えられる。"),
    ("punctuation",  # ends with 、
     "Counters of the same kind on a permanent are interchangeable. It doesn't matter which one an effect removes.",
     "パーマネントの上にある同じ種類のカウンターは区別されず、効果がどれを取り除いても違いはない、"),
    ("missing",  # full-width space only
     "A face-down spell on the stack is a 2/2 creature spell with no name and no mana cost.",
     "\u3000"),
]

# ---------------------------------------------------------------------------
# PART 4 — combat, zones, the stack, commanders
# ---------------------------------------------------------------------------
PAIRS += [
    # ---- clean ----
    (None,
     "Once a creature has been blocked, it stays blocked even if every creature blocking it leaves the battlefield. "
     "It then deals no combat damage unless it has trample or another ability that lets it assign damage anyway.",
     "一度ブロックされたクリーチャーは、それをブロックしていたクリーチャーがすべて戦場を離れても、ブロックされた状態のままである。"
     "その場合、トランプルなど、それでもダメージを割り振れるようにする能力を持っていない限り、それは戦闘ダメージを与えない。"),
    (None,
     "Declaring attackers doesn't use the stack. Abilities that trigger when a creature attacks are put on the stack after all attackers have been declared.",
     "攻撃クリーチャーの指定はスタックを使用しない。クリーチャーが攻撃したときに誘発する能力は、攻撃クリーチャーがすべて指定されたあとでスタックに置かれる。"),
    (None,
     "If at least one attacking or blocking creature has first strike or double strike as the combat damage step begins, "
     "there are two combat damage steps.",
     "戦闘ダメージ・ステップの開始時に、攻撃クリーチャーかブロック・クリーチャーのうち少なくとも１体が先制攻撃か二段攻撃を持っているなら、"
     "戦闘ダメージ・ステップは２つになる。"),
    (None,
     "Cards exiled face down can't be looked at unless an effect allows it.",
     "裏向きで追放されたカードは、効果によって認められている場合にのみ見ることができる。"),
    (None,
     "The last spell or ability put on the stack is the first to resolve. Players may respond to it before that happens.",
     "スタックに最後に置かれた呪文や能力が、最初に解決されます。それが起こる前に、プレイヤーはそれに対応してもかまいません。"),
    (None,
     "If all of a spell's targets have become illegal by the time it tries to resolve, the spell doesn't resolve and none of its effects happen.",
     "呪文が解決される時点でその対象がすべて不適正になっているなら、その呪文は解決されず、その効果は一切発生しない。"),
    (None,
     "If your commander would be put into your graveyard or into exile from anywhere, you may put it into the command zone instead.",
     "あなたの統率者がいずれかの領域からあなたの墓地か追放領域に置かれる場合、代わりにそれを統率領域に置いてもよい。"),
    (None,
     "Casting your commander from the command zone costs an additional {2} for each time you've already cast it from there this game.",
     "あなたが統率領域から統率者を唱えるためのコストは、このゲームであなたがすでにそこからそれを唱えた回数１回につき{2}多くなる。"),
    (None,
     "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
     "ゲーム中に同一の統率者から合計２１点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北する。"),

    # ---- one planted defect each ----
    ("terminology",  # library -> 山札 (ja_forbidden)
     "Cards in your library are hidden from every player, including you, unless an effect lets someone look at them.",
     "山札にあるカードは、効果によってだれかがそれを見ることが認められていない限り、あなたも含めてすべてのプレイヤーに対して非公開である。"),
    ("terminology",  # cast -> プレイする (ja_forbidden for "cast")
     "Casting your commander from the command zone follows the normal timing rules for its card type.",
     "統率領域から統率者をプレイする場合も、そのカード・タイプの通常のタイミングのルールに従う。"),
    ("templating",  # at the beginning of combat -> 戦闘の最初に instead of 戦闘の開始時に
     'An ability that triggers "at the beginning of combat on your turn" triggers before attackers are declared.',
     "「あなたのターンの戦闘の最初に」誘発する能力は、攻撃クリーチャーが指定される前に誘発する。"),
    ("card_names",  # パンハモニコン misspelled as パンハーモニコン
     "Panharmonicon also applies to abilities that trigger when your commander enters the battlefield from the command zone.",
     "《パンハーモニコン》は、あなたの統率者が統率領域から戦場に出たときに誘発する能力にも適用される。"),
    ("numbers",  # two -> ３つ
     "If there are two combat damage steps, creatures without first strike or double strike deal their damage in the second one.",
     "戦闘ダメージ・ステップが３つある場合、先制攻撃も二段攻撃も持たないクリーチャーは２つ目のステップでダメージを与える。"),
    ("numbers",  # 40 -> 30
     "In a four-player Commander game, each player starts with 40 life.",
     "４人対戦の統率者戦では、各プレイヤーは30点のライフでゲームを開始する。"),
    ("symbols",  # {W/U} -> {W/B}
     "A card with a {W/U} hybrid symbol in its mana cost has both white and blue in its color identity.",
     "マナ・コストに混成マナ・シンボル{W/B}を含むカードの固有色には、白と青の両方が含まれる。"),
    ("untranslated",  # whole target left in English
     "Combat damage is dealt simultaneously by all creatures in the same combat damage step.",
     "Combat damage is dealt simultaneously by all creatures in the same combat damage step."),
    ("wrong_language",  # Simplified Chinese
     "If a creature is removed from combat, it stops being an attacking or blocking creature. It neither deals nor is dealt combat damage.",
     "如果一个生物被移出战斗，它就不再是进行攻击或阻挡的生物。它既不会造成战斗伤害，也不会受到战斗伤害。"),
    ("omission",  # drops "and players should keep an accurate record throughout the game"
     "Damage dealt by each commander is tracked separately, and players should keep an accurate record throughout the game.",
     "統率者から受けたダメージは、統率者ごとに個別に記録される。"),
    ("negation",  # can't be declared -> 指定できる
     "A tapped creature can't be declared as a blocker, but a creature that becomes tapped after it blocks keeps blocking.",
     "タップ状態のクリーチャーはブロック・クリーチャーとして指定できる。また、ブロックしたあとでタップ状態になったクリーチャーはブロックし続ける。"),
    ("punctuation",  # ASCII "." instead of 。
     "The stack is a zone. Spells and abilities wait there until they resolve or are removed.",
     "スタックも領域の一種である。呪文や能力は、解決されるか取り除かれるまでそこで待機する."),
    ("missing",  # newline only
     "Each player's commander starts the game in the command zone.",
     "\n"),
]

# ---------------------------------------------------------------------------
# PART 5 — general topics: timing and priority, replacement / prevention, state-based actions,
# protection / hexproof / ward, control changes, multiplayer, sacrifice, discard, library
# ---------------------------------------------------------------------------
PAIRS += [
    # ---- clean ----
    (None,
     "Even if you have priority, you can't cast a sorcery while the stack isn't empty.",
     "ソーサリーは、スタックが空であるときにしか唱えることができない。これは、あなたが優先権を持っている場合でも変わらない。"),
    (None,
     'For a spell that says "Choose one —", you choose the mode as you cast it, and you can\'t change it later.',
     "「以下から1つを選ぶ」と書かれた呪文では、それを唱える際にモードを選ぶ。あとでそのモードを変更することはできない。"),
    (None,
     "Playing a land is a special action. You can't play a land from your graveyard unless an effect allows it.",
     "土地をプレイすることは特別な処理です。効果によって認められていない限り、墓地から土地をプレイすることはできません。"),
    (None,
     "A replacement effect doesn't use the stack. It modifies an event as the event happens, so there's no opportunity to respond to it.",
     "置換効果はスタックを使用しない。置換効果はイベントが起こる時点でそのイベントを変更するため、それに対応する機会はない。"),
    (None,
     "Prevention effects apply only to damage. They don't stop a player from losing life in other ways.",
     "軽減効果はダメージにしか適用されず、ダメージ以外の方法でプレイヤーがライフを失うことは防がない。"),
    (None,
     "A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration can't replace this event.",
     "タフネスが０以下のクリーチャーは、状況起因処理によってオーナーの墓地に置かれます。再生によってこれを置換することはできません。"),
    (None,
     "State-based actions are checked whenever a player would receive priority. They aren't checked while a spell is resolving.",
     "状況起因処理は、プレイヤーが優先権を得る状況になるたびにチェックされる。呪文の解決中にチェックされることはない。"),
    (None,
     "Hexproof only stops your opponents from targeting the permanent. You can still target your own creatures that have hexproof.",
     "呪禁が防ぐのは、対戦相手がそのパーマネントを対象にすることだけだ。あなたは、自分がコントロールしている呪禁を持つクリーチャーを対象にしてもかまわない。"),
    (None,
     "Ward triggers when the permanent becomes the target of a spell or ability an opponent controls. "
     "That spell or ability is countered unless its controller pays the ward cost.",
     "護法は、そのパーマネントが対戦相手のコントロールする呪文や能力の対象になったときに誘発する。"
     "その呪文や能力のコントローラーが護法コストを支払わない限り、それは打ち消される。"),
    (None,
     "If you gain control of a creature this turn, you can't attack with it or activate its {T} abilities unless it has haste.",
     "このターンにクリーチャーのコントロールを得た場合、それが速攻を持っていない限り、それで攻撃することも、その{T}能力を起動することもできない。"),
    (None,
     "When a player leaves a multiplayer game, all objects that player owns leave the game too.",
     "多人数戦でプレイヤーがゲームから除外された場合、そのプレイヤーがオーナーであるオブジェクトもすべてゲームから除外される。"),
    (None,
     "Sacrificing a creature isn't destroying it, so indestructible doesn't stop you from sacrificing it.",
     "クリーチャーを生け贄に捧げることはそれを破壊することではないため、破壊不能を持つクリーチャーでも生け贄に捧げることができる。"),
    (None,
     "When you search your library for a card with a stated quality, such as a creature card, you may choose not to find one even if your library contains one.",
     "クリーチャー・カードのように特定の性質を持つカードをライブラリーから探す場合、該当するカードがライブラリーにあっても、見つけないことを選んでもよい。"),

    # ---- one planted defect each ----
    ("numbers",  # three -> ４枚
     "If you're told to discard three cards but you have only two in hand, you discard both of them.",
     "カードを４枚捨てるよう指示されたが手札に２枚しかない場合、あなたはその両方を捨てる。"),
    ("numbers",  # 20 -> 25
     "In a two-player game, each player starts with seven cards in hand and 20 life.",
     "２人対戦のゲームでは、各プレイヤーは７枚の手札と25点のライフでゲームを開始する。"),
    ("symbols",  # {1}{G} -> {1}{R}
     'To activate an ability with the cost "{1}{G}, Sacrifice a creature", you must pay both parts of that cost.',
     "コストが「{1}{R}, クリーチャー１体を生け贄に捧げる」である能力を起動するには、そのコストの両方の部分を支払わなければならない。"),
    ("symbols",  # -2/-2 -> +2/+2
     "A 2/2 creature that gets -2/-2 is put into its owner's graveyard as a state-based action.",
     "2/2のクリーチャーが+2/+2の修整を受けた場合、それは状況起因処理によってオーナーの墓地に置かれる。"),
    ("templating",  # At the beginning of -> が始まるとき instead of 開始時に
     'In a multiplayer game, an ability that says "At the beginning of each player\'s upkeep" triggers once during each player\'s turn.',
     "多人数戦では、「各プレイヤーのアップキープが始まるとき」と書かれた能力は、各プレイヤーのターンに１回ずつ誘発する。"),
    ("card_names",  # 倍増の季節 kept in English
     "If Doubling Season leaves the battlefield, tokens and counters it has already doubled stay as they are.",
     "《Doubling Season》が戦場を離れても、それによってすでに２倍になったトークンやカウンターはそのまま残る。"),
    ("untranslated",  # first sentence left in English
     "If a spell would deal damage to a creature with protection from its color, that damage is prevented. "
     "The spell still resolves, and its other effects still happen.",
     "If a spell would deal damage to a creature with protection from its color, that damage is prevented. "
     "その呪文はそれでも解決され、その他の効果も通常どおり発生する。"),
    ("untranslated",  # the term "state-based action" left in English
     "Losing the game for having 0 or less life is a state-based action, so it doesn't use the stack.",
     "ライフが０以下であることによるゲームの敗北は state-based action であり、スタックを使用しない。"),
    ("untranslated",  # final clause left in English
     "Control-changing effects apply in timestamp order, so the most recent one usually wins.",
     "コントロールを変更する効果はタイムスタンプ順に適用されるため、the most recent one usually wins。"),
    ("wrong_language",  # Korean
     "Discarding a card isn't the same as putting a card from your hand into your graveyard with some other effect.",
     "카드를 버리는 것은 다른 효과로 손에 있는 카드를 무덤에 놓는 것과 같지 않다."),
    ("wrong_language",  # second (larger) half in Korean
     "If you would draw a card from an empty library, you don't draw. You lose the game the next time state-based actions are checked.",
     "カードのないライブラリーからカードを引く場合、カードは引かない。다음에 상태 기반 행동을 확인할 때 당신은 게임에서 패배한다."),
    ("wrong_language",  # Simplified Chinese
     "A spell that's countered is put into its owner's graveyard. Any costs paid for it aren't refunded.",
     "被反击的咒语会被置入其拥有者的坟墓场。为其支付的费用不会退还。"),
    ("omission",  # drops "and the game continues for everyone else"
     "A player may concede at any time. That player leaves the game immediately, and the game continues for everyone else.",
     "プレイヤーはいつでも投了してよい。そのプレイヤーはただちにゲームから除外される。"),
    ("omission",  # drops "Your opponents learn your choice at that time."
     "If an effect makes you discard a card of your choice, you choose it as the effect resolves. Your opponents learn your choice at that time.",
     "効果によってあなたが選んだカードを捨てる場合、あなたはその効果の解決時にそのカードを選ぶ。"),
    ("omission",  # drops "just as at the start of each step"
     "After a spell resolves, the active player receives priority, just as at the start of each step.",
     "呪文が解決されたあと、アクティブ・プレイヤーが優先権を得る。"),
    ("omission",  # drops "and the starting player is chosen at random"
     "In most multiplayer games, turns proceed clockwise, and the starting player is chosen at random.",
     "ほとんどの多人数戦では、ターンは時計回りに進む。"),
    ("negation",  # negation added: "stops even the controller" -> 妨げない
     "Shroud stops even the permanent's controller from targeting it.",
     "被覆は、そのパーマネントのコントローラーがそれを対象にすることは妨げない。"),
    ("negation",  # "doesn't go away" -> 取り除かれる
     "Damage marked on a creature doesn't go away when control of that creature changes.",
     "クリーチャーのコントローラーが変わると、そのクリーチャーに負わされているダメージは取り除かれる。"),
    ("negation",  # can't -> できる
     "You can't sacrifice a permanent you don't control, even if you own it.",
     "あなたがコントロールしていないパーマネントでも、あなたがそのオーナーであれば生け贄に捧げることができる。"),
    ("negation",  # can -> できない
     "Players can cast instants while a spell is on the stack.",
     "呪文がスタック上にある間、プレイヤーはインスタントを唱えることができない。"),
    ("punctuation",  # no final mark
     'In a multiplayer game, an effect that says "each opponent" affects every opponent who is still in the game.',
     "多人数戦において、「各対戦相手」と書かれた効果は、まだゲームに残っているすべての対戦相手に影響する"),
    ("punctuation",  # ASCII "." instead of 。
     "Protection from creatures stops the creature from being blocked by creatures, but it doesn't stop noncreature spells from targeting it.",
     "プロテクション（クリーチャー）を持つクリーチャーはクリーチャーによってブロックされないが、クリーチャーでない呪文の対象になることは妨げない."),
    ("punctuation",  # no final mark
     "If an effect tells you to put cards on the bottom of your library in any order, you choose the order, and your opponents don't learn it.",
     "ライブラリーの一番下に好きな順番でカードを置くよう効果に指示された場合、あなたがその順番を決め、対戦相手はそれを知ることができない"),
    ("punctuation",  # ASCII "," instead of 。
     "If a player controls two legendary permanents with the same name, that player chooses one and puts the other into its owner's graveyard. "
     "This is a state-based action.",
     "同じ名前の伝説のパーマネントを２つコントロールしているプレイヤーは、そのうち１つを選び、残りをオーナーの墓地に置く。これは状況起因処理である,"),
    ("missing",  # empty
     "Special actions don't use the stack.",
     ""),
    ("missing",  # spaces and a tab
     "When you sacrifice a permanent you control but don't own, it goes to its owner's graveyard.",
     "  \t "),
    ("missing",  # two full-width spaces
     "If a replacement effect would apply to an event that never happens, it does nothing.",
     "\u3000\u3000"),
]

# === END OF PARTS ===
CHECKS = ["numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "qa_fresh4_ja.jsonl")
    rows, seen = [], set()
    for label, en, target in PAIRS:
        assert label is None or label in CHECKS, label
        pid = "ja-f4-" + hashlib.sha1(en.encode("utf-8")).hexdigest()[:8]
        assert pid not in seen, ("duplicate EN text", en)
        seen.add(pid)
        rows.append({"id": pid, "lang": "ja", "en": en, "target": target,
                     "expected": [] if label is None else [label]})
    rows.sort(key=lambda r: r["id"])
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {"clean": sum(1 for r in rows if not r["expected"])}
    for c in CHECKS:
        counts[c] = sum(1 for r in rows if r["expected"] == [c])
    print(f"wrote {len(rows)} pairs to {out}")
    print(counts)


if __name__ == "__main__":
    main()
