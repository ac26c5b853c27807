#!/usr/bin/env python3
"""Build qa_fresh_ja.jsonl: a hand-written EN -> JA evaluation set for the translation-QA checks.

Every pair below was written by hand for this file (see qa_fresh_ja_README.md).
CLEAN holds correct translations (expected []); DEFECTS maps each check name to pairs
that carry exactly one planted defect of that kind.  Running this script writes
qa_fresh_ja.jsonl next to it, one JSON object per line:
    {"id": "ja-...", "lang": "ja", "en": ..., "target": ..., "expected": [...]}
This script only writes data; it does not import or run any QA check.
"""
import json
import os

# ---------------------------------------------------------------------------
# Clean pairs: correct, natural Japanese in the style of official rulings.
# Official terms from data/terms/terms.csv; card names in 《》 (English name kept
# when there is no official Japanese name).
# ---------------------------------------------------------------------------
CLEAN = [
    # --- Rooms / doors ---
    ("To cast a Room spell, you choose one of its doors. You can't cast both doors of a Room card at once.",
     "部屋・呪文を唱えるには、そのドアのうちいずれか一方を選ぶ。部屋・カードの両方のドアを一度に唱えることはできない。"),
    ("When a Room enters, only the door you cast becomes unlocked. The other door remains locked until an effect or a special action unlocks it.",
     "部屋が戦場に出たとき、開放されるのは唱えたドアのみである。もう一方のドアは、何らかの効果か特別な処理によって開放されるまで閉鎖されたままである。"),
    ("Unlocking a door by paying its unlock cost is a special action. You may take it any time you have priority during your main phase while the stack is empty.",
     "ドアの開放コストを支払ってそのドアを開放することは、特別な処理である。あなたは、あなたのメイン・フェイズの間でスタックが空であり、あなたが優先権を持っているときならいつでもこれを行うことができる。"),
    ("A Room is fully unlocked when both of its doors are unlocked. If both doors become unlocked at the same time, abilities that trigger \"whenever you fully unlock a Room\" trigger only once.",
     "部屋は、その両方のドアが開放されているとき、完全に開放されている。両方のドアが同時に開放された場合、「あなたが部屋を完全に開放するたび」に誘発する能力は１回だけ誘発する。"),
    ("While it's in your library, Bottomless Pool // Locker Room has a mana value of 6, the total of both doors' mana values.",
     "《Bottomless Pool // Locker Room》があなたのライブラリーにある間、そのマナ総量は両方のドアのマナ総量を合計した６である。"),
    ("If an effect instructs you to lock a door, you can't choose a door that is already locked.",
     "効果によってドアを閉鎖するよう指示された場合、すでに閉鎖されているドアを選ぶことはできない。"),
    ("Each Room card has two names. If you're told to choose a card name, you may choose either one of them, but not both.",
     "部屋・カードはそれぞれ２つの名前を持つ。カード名を１つ選ぶよう指示された場合、あなたはそのどちらか一方を選んでもかまわないが、両方を選ぶことはできない。"),
    ("When a copy of a Room spell resolves, it becomes a token and enters with the same door unlocked as the original spell.",
     "部屋・呪文のコピーが解決されると、それはトークンになり、元の呪文と同じドアが開放された状態で戦場に出る。"),
    # --- Dungeons / venture ---
    ("The first time you venture into the dungeon, choose a dungeon card from outside the game, put it into the command zone, and put your marker on its topmost room.",
     "初めてダンジョンを探索するとき、あなたはゲームの外部からダンジョン・カードを１枚選んで統率領域に置き、その一番上の部屋にあなたのマーカーを置く。"),
    ("You complete a dungeon as it's removed from the game after your marker reaches its bottommost room and that room's ability has left the stack.",
     "マーカーがダンジョンの一番下の部屋に到達し、その部屋の能力がスタックを離れた後、そのダンジョンがゲームから取り除かれた時点で、あなたはそのダンジョンを完了する。"),
    ("If you venture into the dungeon while your marker is on the bottommost room, you remove that dungeon from the game and start a new one.",
     "あなたのマーカーが一番下の部屋にある状態でダンジョンを探索すると、あなたはそのダンジョンをゲームから取り除き、新たなダンジョンを開始する。"),
    ("Dungeon cards aren't permanents and can't be cast. They can't leave the command zone except by leaving the game.",
     "ダンジョン・カードはパーマネントではなく、唱えることもできない。ダンジョン・カードは、ゲームから取り除かれる場合を除き、統率領域を離れることはない。"),
    # --- Party ---
    ("The number of creatures in your party can be anywhere from zero to four. You never choose which creatures are in your party.",
     "あなたのパーティーを構成するクリーチャーの数は、０から４までのいずれかである。どのクリーチャーがあなたのパーティーにいるかを、あなたが選ぶことは決してない。"),
    ("You have a full party if your party has four creatures: one Cleric, one Rogue, one Warrior and one Wizard.",
     "あなたのパーティーがクレリック、ならず者、戦士、ウィザードを１体ずつ、計４体のクリーチャーで構成されているなら、あなたのパーティーが全員そろっている。"),
    ("A creature with more than one of those types, such as a Cleric Wizard, counts as only one of them. It is assigned in the way that maximizes the number of creatures in your party.",
     "クレリック・ウィザードのように、それらのタイプを２つ以上持つクリーチャーは、そのうちいずれか１つとしてのみ数える。そのクリーチャーは、あなたのパーティーのクリーチャーの数が最大になるように割り当てられる。"),
    ("Coveted Prize costs {1} less to cast for each creature in your party. If you have a full party, its cost is reduced by {4}.",
     "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成するクリーチャー１体につき{1}少なくなる。あなたのパーティーが全員そろっているなら、そのコストは{4}少なくなる。"),
    ("If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost.",
     "《切望の報奨》の解決時にあなたのパーティーが全員そろっているなら、あなたは手札からマナ総量が４以下の呪文１つを、そのマナ・コストを支払うことなく唱えてもよい。"),
    # --- Adventures ---
    ("When you cast a card as an Adventure, it's exiled instead of going to your graveyard as it resolves. You may later cast it as a creature spell from exile.",
     "カードを出来事として唱えた場合、それは解決時にあなたの墓地に置かれる代わりに追放され、あなたは後で追放領域からそれをクリーチャー呪文として唱えてもよい。"),
    ("If an Adventure spell is countered, it goes to its owner's graveyard, and you won't be able to cast it as a creature later.",
     "出来事の呪文が打ち消された場合、それはオーナーの墓地に置かれ、あなたは後でそれをクリーチャーとして唱えることはできない。"),
    ("While it's in your graveyard, Questing Druid is a green creature card with mana value 2.",
     "あなたの墓地にある間、《Questing Druid》はマナ総量が２の緑のクリーチャー・カードである。"),
    ("If Questing Druid is on top of your library while you control Johann, Apprentice Sorcerer, you can cast Seek the Beast but not Questing Druid.",
     "あなたが《Johann, Apprentice Sorcerer》をコントロールしていて、あなたのライブラリーの一番上に《Questing Druid》があるなら、あなたは《Seek the Beast》を唱えることができるが、《Questing Druid》を唱えることはできない。"),
    ("Bonecrusher Giant's Adventure is an instant. You can cast it any time you could cast an instant, and then cast Bonecrusher Giant from exile later.",
     "《砕骨の巨人》の出来事はインスタントである。あなたはインスタントを唱えられるときならいつでもそれを唱えることができ、その後で追放領域から《砕骨の巨人》を唱えることができる。"),
    # --- Roles ---
    ("If a second Role you control becomes attached to the same creature, the one that was attached first is put into its owner's graveyard.",
     "あなたがコントロールする２つ目の役割が同じクリーチャーにつけられた場合、先につけられていた役割はオーナーの墓地に置かれる。"),
    ("A creature can have several Roles attached to it if each one is controlled by a different player.",
     "それぞれの役割を異なるプレイヤーがコントロールしているなら、１体のクリーチャーに複数の役割がつけられていてもかまわない。"),
    ("If a Role token would be created attached to a creature it can't legally enchant, the token isn't created.",
     "役割トークンが、それが適正にエンチャントできないクリーチャーにつけられた状態で生成される場合、そのトークンは生成されない。"),
    ("Ellivere of the Wild Court's triggered ability targets another creature you control. If that creature is an illegal target as the ability resolves, no Role token is created.",
     "《Ellivere of the Wild Court》の誘発型能力は、あなたがコントロールする他のクリーチャー１体を対象とする。その能力の解決時にそのクリーチャーが不正な対象になっていた場合、役割トークンは生成されない。"),
    ("With Doubling Season, an effect that would create one Role token attached to a creature creates two instead. You then keep only one of them, and the other is put into your graveyard.",
     "《倍増の季節》がある場合、クリーチャーにつけられた状態で役割トークンを１つ生成する効果は、代わりにそれを２つ生成する。その後、あなたはそのうち１つしか残せず、もう一方はあなたの墓地に置かれる。"),
    # --- Doubling Season / Panharmonicon ---
    ("If an effect would put three +1/+1 counters on a permanent you control, Doubling Season causes it to put six of them on that permanent instead.",
     "いずれかの効果があなたがコントロールするパーマネントの上に+1/+1カウンターを３個置く場合、《倍増の季節》により、代わりにそのパーマネントの上にそれを６個置く。"),
    ("Panharmonicon affects only triggered abilities of permanents you control that trigger when an artifact or creature enters the battlefield. Abilities that trigger when a permanent leaves the battlefield don't trigger an additional time.",
     "《パンハモニコン》が影響を与えるのは、アーティファクトかクリーチャーが戦場に出たことによって誘発する、あなたがコントロールするパーマネントの誘発型能力だけである。パーマネントが戦場を離れたときに誘発する能力が、追加で誘発することはない。"),
    ("If two creatures enter at the same time while you control Panharmonicon, an ability of yours that triggers for each of them triggers twice for each of them.",
     "あなたが《パンハモニコン》をコントロールしている間に２体のクリーチャーが同時に戦場に出た場合、それらのそれぞれについて誘発するあなたの能力は、それぞれについて２回誘発する。"),
    # --- Copies of abilities ---
    ("Peter Parker's Camera copies an ability on the stack. It doesn't cause any object to gain an ability.",
     "《Peter Parker's Camera》はスタック上にある能力をコピーする。それによって、いずれかのオブジェクトが能力を得ることはない。"),
    ("If the copied ability has an X whose value was chosen as it was activated, the copy has the same value of X.",
     "コピーされた能力が、起動時に値が決定されたＸを持つ場合、そのコピーのＸの値も同じである。"),
    ("If a copied ability is modal (for example, if it says \"Choose one —\"), the copy has the same mode, and you can't choose a different one.",
     "コピーされた能力がモードを持つ（たとえば「以下から1つを選ぶ」と書かれている）場合、そのコピーのモードは同じであり、別のモードを選ぶことはできない。"),
    ("If the copied ability divides damage among its targets, you can't change that division. If you choose new targets, you must choose the same number of targets.",
     "コピーされた能力がダメージをその対象に割り振る場合、その割り振りを変更することはできません。新たな対象を選ぶ場合、同じ数の対象を選ばなければなりません。"),
    # --- Activated, mana and triggered abilities ---
    ("Activated abilities are written \"[Cost]: [Effect].\" Everything before the colon is a cost you pay as you activate the ability.",
     "起動型能力は「［コスト］：［効果］」という形式で書かれている。コロンより前にあるものはすべて、その能力を起動する際に支払うコストである。"),
    ("An activated mana ability produces mana as it resolves. An ability isn't a mana ability just because it costs mana to activate.",
     "起動型のマナ能力とは、解決時にマナを生み出す能力である。起動するためにマナが必要であるというだけでは、その能力はマナ能力ではない。"),
    ("Mana abilities don't use the stack, so players can't respond to them.",
     "マナ能力はスタックを使用しないため、プレイヤーはそれに対応することができない。"),
    ("Boros Signet's ability, \"{1}, {T}: Add {R}{W},\" is a mana ability.",
     "《ボロスの印鑑》の「{1},{T}：{R}{W}を加える。」という能力は、マナ能力である。"),
    ("You can activate Mishra's Factory's {1} ability any time you have priority, even during combat.",
     "《ミシュラの工廠》の{1}の能力は、戦闘中であっても、あなたが優先権を持っているときならいつでも起動できる。"),
    ("Triggered abilities use the words \"when,\" \"whenever\" or \"at.\" An ability that begins \"At the beginning of your upkeep\" triggers once during each of your turns.",
     "誘発型能力には「～とき」「～たび」「～時に」といった語句が用いられる。「あなたのアップキープの開始時に」で始まる能力は、あなたの各ターンに１回誘発する。"),
    ("Bramble Sovereign's ability triggers whenever another nontoken creature enters, including one an opponent controls. If you pay {1}{G}, that creature's controller creates the token.",
     "《棘茨の君主》の能力は、トークンでもこれでもないクリーチャーが戦場に出るたびに誘発する。対戦相手がコントロールするクリーチャーも含む。あなたが{1}{G}を支払った場合、そのトークンを生成するのはそのクリーチャーのコントローラーである。"),
    # --- Tokens / copies ---
    ("A token that's a copy of a creature copies only what is printed on the original and any copy effects applied to it. It doesn't copy the counters on it.",
     "クリーチャーのコピーであるトークンがコピーするのは、元のクリーチャーに印刷されている値と、それに適用されているコピー効果だけである。そのクリーチャーの上に置かれているカウンターはコピーしない。"),
    ("When Mitotic Slime dies, you create two 2/2 Ooze tokens. Each of them has an ability that creates two 1/1 Ooze tokens when it dies.",
     "《分裂するスライム》が死亡したとき、あなたは2/2のウーズ・トークンを２体生成する。それらはそれぞれ、それが死亡したときに1/1のウーズ・トークンを２体生成する能力を持つ。"),
    ("A token that has left the battlefield ceases to exist the next time state-based actions are checked. It can't be cast or return to the battlefield.",
     "戦場を離れたトークンは、次に状況起因処理がチェックされた時点で消滅する。そのトークンを唱えたり、戦場に戻したりすることはできない。"),
    # --- Counters (noun) and countering (verb) ---
    ("Mistcutter Hydra can't be countered. It can still be the target of spells that try to counter it, but those spells won't counter it.",
     "《霧裂きのハイドラ》は打ち消されない。それを打ち消そうとする呪文の対象にすることはできるが、それらの呪文によってそれが打ち消されることはない。"),
    ("If a creature spell with {X} in its cost is countered, no +1/+1 counters are put anywhere, because the creature never enters.",
     "コストに{X}を含むクリーチャー呪文が打ち消された場合、+1/+1カウンターはどこにも置かれない。そのクリーチャーは戦場に出ないからである。"),
    ("If a permanent has both a +1/+1 counter and a -1/-1 counter on it, one of each is removed as a state-based action.",
     "パーマネントの上に+1/+1カウンターと-1/-1カウンターが両方置かれている場合、状況起因処理により、それぞれ１個ずつが取り除かれる。"),
    # --- Combat ---
    ("A blocked creature stays blocked even if all creatures blocking it are removed from combat. It deals no combat damage unless it has trample.",
     "ブロックされたクリーチャーは、それをブロックしているクリーチャーがすべて戦闘から取り除かれたとしても、ブロックされた状態のままである。トランプルを持たないかぎり、それは戦闘ダメージを与えない。"),
    ("A creature with double strike deals combat damage twice: once in the first-strike combat damage step and once in the regular one.",
     "二段攻撃を持つクリーチャーは、先制攻撃の戦闘ダメージ・ステップと通常の戦闘ダメージ・ステップにそれぞれ１回ずつ、計２回戦闘ダメージを与える。"),
    ("You may sacrifice Mogg Fanatic to activate its ability after blockers are declared. If you do, the creature it was blocking remains blocked.",
     "ブロック・クリーチャーが指定された後に、《モグの狂信者》を生け贄に捧げてその能力を起動してもかまいません。そうした場合、それがブロックしていたクリーチャーはブロックされた状態のままです。"),
    ("Brazen Borrower can block only creatures with flying.",
     "《厚かましい借り手》は、飛行を持つクリーチャーしかブロックできない。"),
    # --- Zones ---
    ("A card that changes zones becomes a new object with no memory of its previous existence. Effects that targeted it won't find it in its new zone.",
     "領域を移動したカードは、以前の存在を記憶していない新たなオブジェクトになる。それを対象としていた効果が、新しい領域にあるそのカードを見つけることはない。"),
    ("A card exiled face down can be looked at only by the player instructed to look at it.",
     "裏向きに追放されたカードは、それを見るよう指示されたプレイヤーしか見ることができない。"),
    ("If your commander would be put into your graveyard or into exile from anywhere, you may put it into the command zone instead.",
     "あなたの統率者がいずれかの領域からあなたの墓地か追放領域に置かれる場合、代わりにあなたはそれを統率領域に置いてもよい。"),
    ("Each time you cast your commander from the command zone, it costs {2} more for each previous time you've cast it from there this game.",
     "あなたが統率領域から統率者を唱えるたび、このゲームで以前にそこから唱えた回数１回につき、そのコストは{2}多くなる。"),
    # --- Priority / stack ---
    ("After a spell or ability resolves, the active player receives priority. All players must pass priority in succession before the next object on the stack resolves.",
     "呪文や能力が解決した後は、アクティブ・プレイヤーが優先権を得ます。スタック上の次のオブジェクトが解決するには、すべてのプレイヤーが続けて優先権をパスしなければなりません。"),
    ("The stack resolves from the top down. The last spell or ability put onto it is the first to resolve.",
     "スタックは上から順に解決される。つまり、最後にスタックに置かれた呪文や能力が最初に解決される。"),
    # --- Split and double-faced cards ---
    ("A split card's mana value on the stack is that of the half that was cast. In every other zone, it's the total of both halves.",
     "スタック上にある分割カードのマナ総量は、唱えられた半分のマナ総量である。それ以外のすべての領域では、両方の半分のマナ総量の合計である。"),
    ("While a transforming double-faced card's back face is up, its mana value is calculated from the mana cost of its front face.",
     "変身する両面カードの第２面が表になっている間、そのマナ総量は第１面のマナ・コストをもとに計算される。"),
    # --- Costs / mana value ---
    ("When you determine the mana value of a spell on the stack, X is the value chosen for it. Everywhere else, X is 0.",
     "スタック上にある呪文のマナ総量を求める際、ＸはそのＸについて選ばれた値として扱う。それ以外の場所では、Ｘは０として扱う。"),
    ("Cost increases and reductions change only the total cost you pay. They never change a spell's mana value.",
     "コストの増加や減少によって変わるのは、あなたが支払う総コストだけである。呪文のマナ総量が変わることは決してない。"),
    ("If you cast a spell without paying its mana cost, you can't pay alternative costs. You can pay additional costs, and you must pay any mandatory ones.",
     "呪文をそのマナ・コストを支払うことなく唱える場合、代替コストを支払うことはできない。追加コストは支払うことができ、必須の追加コストは支払わなければならない。"),
    # --- Modes ---
    ("When you cast Boros Charm, you choose one of its three modes. You can't change that choice later.",
     "《ボロスの魔除け》を唱える際、あなたはその３つのモードのうち１つを選ぶ。後からその選択を変えることはできない。"),
    ("Borrowed Grace lets you choose one or both modes. If you choose both, you pay its escalate cost once.",
     "《恩寵借用》では、モードを１つまたは両方選ぶことができる。両方を選んだ場合、増呪コストを１回支払う。"),
    ("Brainstorm has you draw three cards, then put two cards from your hand on top of your library in any order. They can be cards you just drew.",
     "《渦まく知識》により、あなたはカードを３枚引き、その後あなたの手札からカードを２枚、あなたのライブラリーの一番上に望む順番で置く。それらは引いたばかりのカードでもかまわない。"),
    ("Moat doesn't stop creatures with flying from attacking.",
     "《Moat》は、飛行を持つクリーチャーが攻撃することを妨げない。"),
]

# ---------------------------------------------------------------------------
# Defect pairs: exactly one planted defect each; the rest of the target is correct.
# ---------------------------------------------------------------------------
DEFECTS = {
    # numbers: one number changed, dropped or added (digits, kanji, 両方)
    "numbers": [
        # 6 -> 5
        ("Bottomless Pool // Locker Room has a mana value of 6 while it's in your graveyard.",
         "《Bottomless Pool // Locker Room》があなたの墓地にある間、そのマナ総量は５である。"),
        # two -> 3
        ("A Room card has two doors, and each door has its own name and mana cost.",
         "部屋・カードは３つのドアを持ち、それぞれのドアが固有の名前とマナ・コストを持つ。"),
        # "two cards" dropped (カードを２枚 -> カードを)
        ("Brainstorm has you draw three cards, then put two cards from your hand on top of your library.",
         "《渦まく知識》により、あなたはカードを３枚引き、その後あなたの手札からカードを、あなたのライブラリーの一番上に置く。"),
        # two -> 三通り (kanji)
        ("There are two ways to unlock a door: by paying its unlock cost, or through an effect.",
         "ドアを開放する方法は三通りある。その開放コストを支払うか、効果によるかである。"),
        # both -> 一方
        ("If both doors of a Room are unlocked, that Room is fully unlocked.",
         "部屋の一方のドアが開放されているなら、その部屋は完全に開放されている。"),
        # "an additional time" (once more) -> 追加で２回
        ("If you control Panharmonicon, an ability of yours that triggers when a creature enters triggers an additional time.",
         "あなたが《パンハモニコン》をコントロールしているなら、クリーチャーが戦場に出たときに誘発するあなたの能力は、追加で２回誘発する。"),
        # fourth -> 3 (the digit 3 already appears earlier in the target)
        ("Casting your commander from the command zone for the third time costs {4} more, and casting it for the fourth time costs {6} more.",
         "統率領域からあなたの統率者を３回目に唱える場合、そのコストは{4}多くなり、３回目に唱える場合は{6}多くなる。"),
    ],
    # symbols: a mana/tap symbol or a P/T modifier changed or dropped
    "symbols": [
        # {T} dropped
        ("Brain in a Jar's first ability costs {1} and {T} to activate.",
         "《瓶詰め脳》の１つ目の能力を起動するためのコストは{1}である。"),
        # {G} -> {U}
        ("Mistcutter Hydra's mana cost is {X}{G}.",
         "《霧裂きのハイドラ》のマナ・コストは{X}{U}である。"),
        # {4}{U} -> {4}
        ("Bottomless Pool's mana cost is {U}, and Locker Room's mana cost is {4}{U}.",
         "《Bottomless Pool》のマナ・コストは{U}であり、《Locker Room》のマナ・コストは{4}である。"),
        # {T} -> {Q}
        ("An ability with {T} in its cost can't be activated unless the creature has been under your control continuously since your most recent turn began.",
         "コストに{Q}を含む能力は、そのクリーチャーがあなたの直近のターンの開始時から継続してあなたのコントロール下になければ起動できない。"),
        # {1}{G} -> {G}
        ("When Bramble Sovereign's ability resolves, you may pay {1}{G}.",
         "《棘茨の君主》の能力の解決時に、あなたは{G}を支払ってもよい。"),
        # -1/-1 -> +1/+1 (no digit changes)
        ("Branching Evolution doubles the number of +1/+1 counters put on creatures you control. It doesn't affect -1/-1 counters.",
         "《枝分かれの進化》は、あなたがコントロールするクリーチャーの上に置かれる+1/+1カウンターの数を２倍にする。それは+1/+1カウンターには影響しない。"),
        # {R}{W} -> {R}
        ("Boros Signet's ability, \"{1}, {T}: Add {R}{W},\" doesn't use the stack.",
         "《ボロスの印鑑》の「{1},{T}：{R}を加える。」という能力は、スタックを使用しない。"),
    ],
    # terminology: a non-official or forbidden word for an official term
    "terminology": [
        # door -> 扉 (ja_forbidden), while ドア appears in the quoted trigger
        ("When you unlock a door, abilities that trigger \"when you unlock this door\" trigger.",
         "扉を開放したとき、「あなたがこのドアを開放したとき」に誘発する能力が誘発する。"),
        # mana value -> 点数で見たマナ・コスト (ja_forbidden), while マナ総量 appears later
        ("A Room card's mana value in your hand is the total of both doors' mana values.",
         "あなたの手札にある部屋・カードの点数で見たマナ・コストは、両方のドアのマナ総量の合計である。"),
        # graveyard -> 墓場
        ("If an Adventure spell is countered, it's put into its owner's graveyard.",
         "出来事の呪文が打ち消された場合、それはオーナーの墓場に置かれる。"),
        # library -> 山札 (first occurrence), official ライブラリー later
        ("Search your library for a card, put it into your hand, then shuffle.",
         "あなたの山札からカードを１枚探し、あなたの手札に加え、その後ライブラリーを切り直す。"),
        # exile -> 除外
        ("If all its targets have become illegal, the Adventure spell doesn't resolve and isn't exiled.",
         "そのすべての対象が不正になっていた場合、その出来事の呪文は解決されず、除外されない。"),
        # counter (verb) -> カウンターされた, while the noun カウンター is right
        ("If the spell is countered, no +1/+1 counters are put on anything.",
         "その呪文がカウンターされた場合、+1/+1カウンターはどこにも置かれない。"),
        # target -> ターゲット
        ("You may choose new targets for the copy.",
         "あなたはそのコピーの新たなターゲットを選んでもよい。"),
        # priority -> プライオリティ
        ("The active player receives priority after a spell or ability resolves.",
         "呪文や能力が解決した後、アクティブ・プレイヤーがプライオリティを得る。"),
        # Adventure -> 冒険
        ("Casting a card as an Adventure isn't casting it for an alternative cost.",
         "カードを冒険として唱えることは、代替コストで唱えることではない。"),
        # state-based action -> 状態起因処理
        ("A Role attached to an illegal permanent is put into its owner's graveyard as a state-based action.",
         "不正なパーマネントにつけられている役割は、状態起因処理としてオーナーの墓地に置かれる。"),
    ],
    # templating: an official template phrase rendered wrongly
    "templating": [
        # Choose one — -> 1つを選択せよ —
        ("If a copied ability says \"Choose one —,\" the copy uses the same mode.",
         "コピーされた能力に「1つを選択せよ —」と書かれている場合、そのコピーは同じモードを用いる。"),
        # Whenever -> とき
        ("Bramble Sovereign's ability reads \"Whenever another nontoken creature enters, you may pay {1}{G}.\"",
         "《棘茨の君主》の能力は「トークンでもこれでもないクリーチャー１体が戦場に出たとき、あなたは{1}{G}を支払ってもよい。」である。"),
        # At the beginning of -> 始めに
        ("An ability that says \"At the beginning of your upkeep\" triggers even if you have no cards in hand.",
         "「あなたのアップキープの始めに」で始まる能力は、あなたの手札にカードがなくても誘発する。"),
        # [Cost]: [Effect] -> cost and effect swapped
        ("Activated abilities are written \"[Cost]: [Effect].\"",
         "起動型能力は「［効果］：［コスト］」という形式で書かれている。"),
        # whenever -> ごとに
        ("An ability that triggers \"whenever you fully unlock a Room\" can trigger several times in one turn.",
         "「あなたが部屋を完全に開放するごとに」誘発する能力は、１ターンに複数回誘発しうる。"),
        # Choose one — -> 以下の中から１つ選べ —
        ("Boros Charm says \"Choose one —\" and lists three modes.",
         "《ボロスの魔除け》には「以下の中から１つ選べ —」と書かれており、３つのモードが挙げられている。"),
        # At the beginning of the next end step -> 次の終了ステップの始まりに
        ("\"At the beginning of the next end step, return that card to the battlefield\" is a delayed triggered ability.",
         "「次の終了ステップの始まりに、そのカードを戦場に戻す。」は遅延誘発型能力である。"),
    ],
    # card_names: misspelt, unofficial or half-translated card name
    "card_names": [
        # 倍増の季節 -> 倍加の季節
        ("Doubling Season doesn't affect tokens created under an opponent's control.",
         "《倍加の季節》は、対戦相手のコントロール下で生成されるトークンには影響しない。"),
        # パンハモニコン -> パンハーモニコン
        ("Panharmonicon has no effect on abilities that trigger when a creature dies.",
         "《パンハーモニコン》は、クリーチャーが死亡したときに誘発する能力には影響しない。"),
        # 切望の報奨 -> 切望の報償
        ("Coveted Prize's cost reduction can't reduce the {B} in its cost.",
         "《切望の報償》のコスト減少によって、そのコストに含まれる{B}が減ることはない。"),
        # unofficial katakana transliteration of Doubling Season
        ("If you control two Doubling Seasons, an effect that would create one token creates four instead.",
         "あなたが《ダブリング・シーズン》を２つコントロールしている場合、トークンを１つ生成する効果は、代わりにそれを４つ生成する。"),
        # Bonecrusher Giant is 砕骨の巨人; 骨砕きの巨人 is another card (Bonebreaker Giant)
        ("Bonecrusher Giant's triggered ability triggers whenever it becomes the target of a spell, even one you control.",
         "《骨砕きの巨人》の誘発型能力は、それが呪文の対象になるたび、あなたがコントロールする呪文であっても誘発する。"),
        # 渦まく知識 -> 渦巻く知識
        ("Brainstorm is an instant, so you can cast it during an opponent's end step.",
         "《渦巻く知識》はインスタントであるため、対戦相手の終了ステップの間に唱えることができる。"),
        # half-translated Room name (no official JA name: keep English)
        ("When you cast Bottomless Pool // Locker Room, you choose which door to cast.",
         "《Bottomless Pool // ロッカールーム》を唱える際、あなたはどちらのドアを唱えるかを選ぶ。"),
        # half-translated legendary name (no official JA name: keep English)
        ("If The Spot, Living Portal's enters ability is copied, the cards exiled by both abilities return when it dies.",
         "《The Spot, 生ける門》の戦場に出たときの能力がコピーされた場合、両方の能力によって追放されたカードは、それが死亡したときに戻る。"),
        # 霧裂きのハイドラ -> 霧裂きのヒドラ
        ("Mistcutter Hydra has haste and protection from blue.",
         "《霧裂きのヒドラ》は速攻とプロテクション（青）を持つ。"),
        # 厚かましい借り手 -> 厚かましい借り主
        ("Brazen Borrower has flash, so you can cast it during an opponent's turn.",
         "《厚かましい借り主》は瞬速を持つため、対戦相手のターンに唱えることができる。"),
        # English name kept although the official JA name パンハモニコン exists
        ("Panharmonicon doesn't copy the triggered ability; it makes it trigger an additional time.",
         "《Panharmonicon》は誘発型能力をコピーするのではなく、その能力を追加で誘発させる。"),
    ],
    # untranslated: the whole target, or one clause/sentence of it, left in English
    "untranslated": [
        # whole target in English
        ("Roles are colorless enchantment tokens with the Aura and Role subtypes.",
         "Roles are colorless enchantment tokens with the Aura and Role subtypes."),
        # first sentence left in English
        ("If you cast Seek the Beast, Questing Druid is exiled as the spell resolves. You may later cast it as a creature spell from exile.",
         "If you cast Seek the Beast, Questing Druid is exiled as the spell resolves. あなたは後で、追放領域からそれをクリーチャー呪文として唱えてもよい。"),
        # everything but the card name in English
        ("Doubling Season doubles the number of tokens created under your control.",
         "《倍増の季節》 doubles the number of tokens created under your control."),
        # first sentence left in English
        ("Tokens that leave the battlefield cease to exist. They can't be returned to the battlefield.",
         "Tokens that leave the battlefield cease to exist. そのトークンを戦場に戻すことはできない。"),
        # whole target in English
        ("Mana abilities resolve immediately and can't be responded to.",
         "Mana abilities resolve immediately and can't be responded to."),
        # last clause left in English
        ("When a Room enters, the door you cast becomes unlocked, and its other door stays locked.",
         "部屋が戦場に出たとき、唱えたドアが開放され、its other door stays locked。"),
        # middle sentence left in English
        ("You can't cast both doors at once. Choose one door as you cast the Room. The other door stays locked.",
         "両方のドアを一度に唱えることはできない。Choose one door as you cast the Room. もう一方のドアは閉鎖されたままである。"),
    ],
    # wrong_language: the target, or a large part of it, in another language
    "wrong_language": [
        # simplified Chinese
        ("If both doors of a Room become unlocked at the same time, the Room becomes fully unlocked.",
         "如果一个房间的两扇门同时解锁，该房间即完全解锁。"),
        # Korean
        ("If you cast a card as an Adventure, it's exiled as it resolves.",
         "카드를 모험으로 발동하면, 그 카드는 해결될 때 추방됩니다."),
        # French
        ("If the copied ability has an X, the copy has the same value of X.",
         "Si la capacité copiée a un X, la copie a la même valeur de X."),
        # Spanish
        ("Mana abilities don't use the stack, so players can't respond to them.",
         "Las habilidades de maná no usan la pila, así que los jugadores no pueden responder a ellas."),
        # traditional Chinese around the official JA card name
        ("Doubling Season doesn't double counters put on permanents your opponents control.",
         "《倍増の季節》不會使放置在對手所操控之永久物上的指示物數量加倍。"),
        # second sentence in simplified Chinese
        ("Your party can contain up to four creatures. Each creature counts only once, even if it has more than one of those types.",
         "あなたのパーティーは最大４体のクリーチャーで構成される。即使某个生物具有多个这些类型，也只计算一次。"),
        # second sentence in Korean
        ("Priority passes to the next player in turn order. When all players pass in succession, the top object of the stack resolves.",
         "優先権はターン順で次のプレイヤーに移る。모든 플레이어가 연속으로 우선권을 넘기면, 스택의 가장 위에 있는 오브젝트가 해결됩니다."),
    ],
    # omission: a clause or sentence dropped; the dropped part has no term, number,
    # symbol, negation or card name
    "omission": [
        # dropped: "In other words, they are a new kind of split permanent card."
        ("Room cards have two faces on a single card. In other words, they are a new kind of split permanent card.",
         "部屋・カードは、１枚のカードに２つの面を持つ。"),
        # dropped: "Players usually turn the card or mark it in some way to show this."
        ("After a door becomes unlocked, it stays unlocked. Players usually turn the card or mark it in some way to show this.",
         "ドアが開放された後、そのドアは開放されたままである。"),
        # dropped: "reveal it"
        ("Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
         "あなたのライブラリーからクリーチャー・カードを１枚探し、あなたの手札に加え、その後ライブラリーを切り直す。"),
        # dropped: "in a random order"
        ("Look at the top three cards of your library, then put them on the bottom in a random order.",
         "あなたのライブラリーの一番上からカードを３枚見て、その後それらを一番下に置く。"),
        # dropped: "much like the cards in your sideboard"
        ("Dungeon cards start the game outside the game, much like the cards in your sideboard.",
         "ダンジョン・カードはゲームの外部でゲームを開始する。"),
        # dropped: "just as they would be for the original ability"
        ("When the copy resolves, any choices are made at that time, just as they would be for the original ability.",
         "そのコピーが解決される際、選択はすべてその時点で行われる。"),
        # dropped: "They resolve immediately."
        ("You can activate mana abilities while casting a spell, in the middle of paying its costs. They resolve immediately.",
         "呪文を唱えている最中、そのコストの支払いの途中でも、マナ能力を起動することができる。"),
    ],
    # negation: a negation removed or added so that the meaning flips
    "negation": [
        # removed
        ("You can't cast both halves of a Room card.",
         "部屋・カードの両方の半分を唱えることができる。"),
        # added
        ("A copy of an Adventure spell is exiled as it resolves.",
         "出来事の呪文のコピーは、解決時に追放されない。"),
        # removed
        ("Abilities that trigger when a permanent leaves the battlefield don't trigger an additional time because of Panharmonicon.",
         "パーマネントが戦場を離れたときに誘発する能力は、《パンハモニコン》によって追加で誘発する。"),
        # added
        ("If you're told to choose a card name, you may choose either name of a Room card.",
         "カード名を選ぶよう指示された場合、部屋・カードのどちらの名前も選んではならない。"),
        # one of two negations removed ("doesn't stop" -> 妨げる); "doesn't target" kept
        ("Hexproof doesn't stop a Role from becoming attached to a creature if the ability creating it doesn't target that creature.",
         "役割を生成する能力がそのクリーチャーを対象としない場合、呪禁は、その役割がクリーチャーにつけられた状態になることを妨げる。"),
        # removed
        ("A spell's mana value doesn't change because of cost reductions.",
         "呪文のマナ総量は、コストの減少によって変わる。"),
        # added
        ("You must pay mandatory additional costs to cast the spell.",
         "その呪文を唱えるために、必須の追加コストを支払う必要はない。"),
    ],
    # punctuation: ASCII "." instead of 。, or no final mark
    "punctuation": [
        ("Your party never has more than four creatures.",
         "あなたのパーティーを構成するクリーチャーが４体を超えることはない."),
        ("If a Room spell leaves the stack without resolving, no door becomes unlocked.",
         "部屋・呪文が解決されずにスタックを離れた場合、どのドアも開放されない."),
        ("Mogg Fanatic's ability can target a creature, a player or a planeswalker.",
         "《モグの狂信者》の能力は、クリーチャー、プレイヤー、プレインズウォーカーのいずれを対象としてもかまわない."),
        ("You may cast the exiled card as a creature spell only if it was exiled by its own Adventure.",
         "追放されたカードをクリーチャー呪文として唱えられるのは、それ自身の出来事によって追放された場合のみである."),
        ("A dungeon's room abilities are controlled by the dungeon's owner.",
         "ダンジョンの部屋の能力は、そのダンジョンのオーナーがコントロールする"),
        ("Doubling Season affects counters put on permanents you control. It doesn't affect counters given to players.",
         "《倍増の季節》は、あなたがコントロールするパーマネントの上に置かれるカウンターに影響する。プレイヤーが得るカウンターには影響しない"),
        ("Abilities that refer to your party count the creatures you control as the ability resolves.",
         "パーティーを参照する能力は、その能力の解決時にあなたがコントロールしているクリーチャーを数える"),
    ],
    # missing: empty or whitespace-only target
    "missing": [
        ("Each Room card has two doors, and each door is unlocked separately.", ""),
        ("You venture into the dungeon each time an effect tells you to.", " "),
        ("Roles you control are put into your graveyard if they become attached to an illegal permanent.", "   "),
        ("If a spell is cast as an Adventure, it uses only its alternative characteristics.", "\n"),
        ("Doubling Season doesn't affect counters put on permanents your opponents control.", "\t"),
        ("Mana abilities can be activated while you're paying a cost.", "\u3000"),
        ("The stack is a zone. Spells and abilities wait there until they resolve.", " \n\u3000"),
    ],
}

CHECK_ORDER = [
    "numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
    "wrong_language", "omission", "negation", "punctuation", "missing",
]


def build():
    rows = []
    for i, (en, target) in enumerate(CLEAN, 1):
        rows.append({"id": f"ja-clean-{i:02d}", "lang": "ja", "en": en,
                     "target": target, "expected": []})
    assert set(DEFECTS) == set(CHECK_ORDER), sorted(set(DEFECTS) ^ set(CHECK_ORDER))
    for check in CHECK_ORDER:
        for i, (en, target) in enumerate(DEFECTS[check], 1):
            rows.append({"id": f"ja-{check}-{i:02d}", "lang": "ja", "en": en,
                         "target": target, "expected": [check]})
    # light bookkeeping only (not a QA check): ids unique, no duplicate pair, EN present
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    pairs = [(r["en"], r["target"]) for r in rows]
    assert len(pairs) == len(set(pairs)), "duplicate pair"
    for r in rows:
        assert r["en"].strip(), r["id"]
        if r["expected"] != ["missing"]:
            assert r["target"].strip(), r["id"]
        else:
            assert not r["target"].strip(), r["id"]
    return rows


def main():
    rows = build()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh_ja.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {"clean": sum(1 for r in rows if not r["expected"])}
    for check in CHECK_ORDER:
        counts[check] = sum(1 for r in rows if r["expected"] == [check])
    print(f"wrote {len(rows)} pairs to {out}")
    print(json.dumps(counts))


if __name__ == "__main__":
    main()
