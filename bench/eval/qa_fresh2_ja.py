#!/usr/bin/env python3
"""Build bench/eval/qa_fresh2_ja.jsonl, a hand-written JA evaluation set for the translation-QA checks.

Every pair below was written by hand, apart from the checks (see qa_fresh2_ja_README.md).
Each row is (id, en, target, expected). expected is [] for a clean pair, or [one check] for a
pair with exactly one planted defect. The script is built in parts; each part ends with write(),
so the JSONL always holds every pair defined so far.
"""
import json
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh2_ja.jsonl")

CHECKS = {
    "numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
    "wrong_language", "omission", "negation", "punctuation", "missing",
}

PAIRS = []


def add(rows):
    for pid, en, target, expected in rows:
        PAIRS.append({"id": "ja-f2-" + pid, "lang": "ja", "en": en, "target": target,
                      "expected": list(expected)})


def write():
    ids = [p["id"] for p in PAIRS]
    assert len(ids) == len(set(ids)), "duplicate id"
    for p in PAIRS:
        assert len(p["expected"]) <= 1 and set(p["expected"]) <= CHECKS, p["id"]
        assert p["en"].strip(), p["id"]
        if not p["expected"]:
            assert p["target"].endswith("。"), p["id"]
    with open(OUT, "w", encoding="utf-8") as f:
        for p in PAIRS:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    print(f"wrote {len(PAIRS)} pairs to {OUT}")


# ---------------------------------------------------------------------------
# PART 1 — clean pairs (expected: []), Rooms, dungeons, party, Adventures, Roles, copies, costs
# ---------------------------------------------------------------------------
CLEAN_1 = [
    ("c01",
     "When you cast a Room spell, you choose which door you're casting. Only that door becomes unlocked as the Room enters the battlefield.",
     "部屋・呪文を唱える際、あなたはどちらのドアを唱えるかを選ぶ。その部屋が戦場に出るに際しては、そのドアしか開放されない。",
     []),
    ("c02",
     "Paying the unlock cost of a locked door is a special action. You can take it only during one of your main phases, when you have priority and the stack is empty.",
     "閉鎖されているドアの開放コストを支払うことは特別な処理である。この処理は、あなたのメイン・フェイズ中で、あなたが優先権を持ち、スタックが空であるときにしか行えない。",
     []),
    ("c03",
     "A Room that enters the battlefield without being cast has both of its doors locked.",
     "唱えられることなく戦場に出た部屋は、両方のドアが閉鎖された状態である。",
     []),
    ("c04",
     "If neither door of a Room is unlocked, the Room has no name and no abilities. It's still an enchantment, though.",
     "部屋のドアがいずれも開放されていない場合、その部屋は名前も能力も持たない。ただし、エンチャントであることに変わりはない。",
     []),
    ("c05",
     "You fully unlock a Room when its last locked door becomes unlocked, whether its doors were unlocked one at a time or both at once.",
     "部屋の閉鎖されている最後のドアが開放されたとき、あなたはその部屋を完全に開放したことになる。ドアが1つずつ開放されたか、両方同時に開放されたかは関係ない。",
     []),
    ("c06",
     "Bottomless Pool // Locker Room has two names, but effects that count the cards in your graveyard count it as one card.",
     "《Bottomless Pool // Locker Room》は名前を2つ持つが、あなたの墓地にあるカードの枚数を数える効果に対しては1枚として数えられる。",
     []),
    ("c07",
     "There are two different ways a \"when you unlock this door\" ability can trigger. Either the door is unlocked on a Room that's already on the battlefield, or the door is unlocked as its Room enters.",
     "「あなたがこのドアを開放したとき」の能力が誘発する状況は二通りある。すでに戦場にある部屋のそのドアが開放された場合と、部屋が戦場に出るに際してそのドアが開放された場合である。",
     []),
    ("c08",
     "If you venture into the dungeon while no dungeon you own is in the command zone, you choose one from outside the game, put it into the command zone, and put your venture marker on its topmost room.",
     "あなたがオーナーであるダンジョンが統率領域にない状態でダンジョンを探索する場合、あなたはゲームの外部からダンジョンを1つ選んで統率領域に置き、その一番上の部屋に探索マーカーを置く。",
     []),
    ("c09",
     "Each room of a dungeon has a room ability, which is a triggered ability. Players may respond to it like any other triggered ability.",
     "ダンジョンの部屋はそれぞれ部屋能力を持ち、これは誘発型能力である。プレイヤーは、ほかの誘発型能力と同様にそれに対応してもかまわない。",
     []),
    ("c10",
     "When you take the initiative, you venture into Undercity. At the beginning of your upkeep, if you have the initiative, you venture into Undercity again.",
     "あなたがイニシアチブを得たとき、あなたは《Undercity》を探索する。あなたのアップキープの開始時に、あなたがイニシアチブを持っているなら、あなたは再び《Undercity》を探索する。",
     []),
    ("c11",
     "You complete a dungeon as it's removed from the game after your venture marker has reached its last room. Abilities that trigger \"whenever you complete a dungeon\" trigger at that time.",
     "探索マーカーが最後の部屋に到達した後でダンジョンがゲームから取り除かれるに際し、あなたはそのダンジョンを踏破する。「あなたがダンジョンを踏破するたび」に誘発する能力は、その時点で誘発する。",
     []),
    ("c12",
     "Dungeon cards aren't permanents, and they can't be cast.",
     "ダンジョン・カードはパーマネントではなく、唱えることもできない。",
     []),
    ("c13",
     "If two arrows lead away from the room your venture marker is on, you choose which one to follow each time you venture from there.",
     "あなたの探索マーカーがある部屋から出ている矢印が2本ある場合、あなたはそこから探索するたびに、どちらの矢印に従うかを選ぶ。",
     []),
    ("c14",
     "Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard among creatures you control. Creatures without any of those types never count.",
     "あなたのパーティーは、あなたがコントロールするクリーチャーのうち、クレリックとならず者と戦士とウィザードそれぞれ最大1体から構成される。これらのタイプをいずれも持たないクリーチャーが数えられることはない。",
     []),
    ("c15",
     "If the only party creature you control is a Cleric Rogue, the number of creatures in your party is one, not two.",
     "あなたがコントロールしているパーティーのタイプを持つクリーチャーがクレリック・ならず者1体しかいない場合、あなたのパーティーを構成しているクリーチャーの数は2ではなく1である。",
     []),
    ("c16",
     "Coveted Prize costs {1} less to cast for each creature in your party. With a full party, it costs {4} less.",
     "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー１体につき{1}少なくなる。あなたのパーティーが全員そろっているなら、それは{4}少なくなる。",
     []),
    ("c17",
     "You never choose which creatures are in your party. The count is checked only when an ability or effect needs it.",
     "どのクリーチャーがあなたのパーティーにいるかをあなたが選ぶことはない。その数は、能力や効果が必要とするときにしか確認されない。",
     []),
    ("c18",
     "The number of creatures in your party can be zero. In that case, Coveted Prize costs its full mana cost.",
     "あなたのパーティーを構成しているクリーチャーの数が０であることもありうる。その場合、《切望の報奨》を唱えるためのコストはマナ・コストのままである。",
     []),
    ("c19",
     "If Seek the Beast is countered, Questing Druid is put into its owner's graveyard instead of being exiled. Its owner won't be able to cast it as a creature spell later.",
     "《Seek the Beast》が打ち消された場合、《Questing Druid》は追放されず、オーナーの墓地に置かれる。そのオーナーは、後でそれをクリーチャー呪文として唱えることはできない。",
     []),
    ("c20",
     "While it's on the stack, an Adventure spell has only its alternative characteristics.",
     "出来事・呪文は、スタック上にある間は代替の特性しか持たない。",
     []),
    ("c21",
     "If you cast an Adventure without paying its mana cost, it's still exiled as it resolves.",
     "出来事をマナ・コストを支払うことなく唱えた場合でも、それは解決に際して追放される。",
     []),
    ("c22",
     "In your library, Questing Druid has a mana value of 2, whatever the mana cost of Seek the Beast is.",
     "《Seek the Beast》のマナ・コストがどうであれ、ライブラリーにある《Questing Druid》のマナ総量は2である。",
     []),
    ("c23",
     "Casting a card as an Adventure isn't the same as casting it for an alternative cost.",
     "カードを出来事として唱えることは、代替コストで唱えることには当たらない。",
     []),
    ("c24",
     "Each Role is an Aura token with enchant creature. If the creature it's attached to leaves the battlefield, the Role is put into its owner's graveyard and then ceases to exist.",
     "役割はそれぞれ、エンチャント（クリーチャー）を持つオーラ・トークンである。それがついているクリーチャーが戦場を離れた場合、その役割はオーナーの墓地に置かれ、その後消滅する。",
     []),
    ("c25",
     "If a creature has two Roles attached to it that you control, the one that was attached most recently stays. The other one is put into its owner's graveyard as a state-based action.",
     "あなたがコントロールする役割が2つついているクリーチャーがある場合、最も新しくついたほうが残る。もう一方は状況起因処理によってオーナーの墓地に置かれる。",
     []),
    ("c26",
     "If the target creature has become an illegal target by the time the spell tries to resolve, the spell doesn't resolve and no Role token is created.",
     "その呪文が解決されようとする時点で対象のクリーチャーが不正な対象になっている場合、その呪文は解決されず、役割・トークンも生成されない。",
     []),
    ("c27",
     "A copy of a spell is created on the stack rather than cast. Abilities that trigger whenever a player casts a spell won't trigger.",
     "呪文のコピーはスタック上に生成されるものであり、唱えられるわけではない。プレイヤーが呪文を唱えるたびに誘発する能力は誘発しない。",
     []),
    ("c28",
     "If the copied spell has {X} in its mana cost, the copy has the same value of X.",
     "コピーされた呪文のマナ・コストに{X}が含まれる場合、そのコピーのXの値は元の呪文と同じである。",
     []),
    ("c29",
     "A copy of a modal spell has the mode chosen for the original. You can't choose a different mode for the copy.",
     "モードを持つ呪文のコピーは、元の呪文で選ばれたモードを持つ。コピーのモードを選び直すことはできない。",
     []),
    ("c30",
     "If a Room spell is copied, the token the copy becomes enters with the same door unlocked as the one chosen for the original spell.",
     "部屋・呪文がコピーされた場合、そのコピーがなるトークンは、元の呪文で選ばれたものと同じドアが開放された状態で戦場に出る。",
     []),
    ("c31",
     "Counters aren't copied. A token that's a copy of a creature with three +1/+1 counters on it enters without any counters.",
     "カウンターはコピーされない。+1/+1カウンターが3個置かれているクリーチャーのコピーであるトークンは、カウンターが置かれていない状態で戦場に出る。",
     []),
    ("c32",
     "While a spell with {X} in its mana cost is on the stack, its mana value includes the chosen value of X. In every other zone, X is 0.",
     "マナ・コストに{X}を含む呪文がスタック上にある間、そのマナ総量には選ばれたXの値が含まれる。それ以外のすべての領域では、Xは０である。",
     []),
    ("c33",
     "A card with a mana cost of {2}{U}{U} has a mana value of four.",
     "マナ・コストが{2}{U}{U}であるカードのマナ総量は4である。",
     []),
    ("c34",
     "Coveted Prize's cost reduction can't reduce the generic part of its cost below zero, and it never reduces the {B} in its cost.",
     "《切望の報奨》のコスト減少によって、そのコストの不特定マナの部分が0未満になることはなく、コストに含まれる{B}が減ることも決してない。",
     []),
    ("c35",
     "You must pay any mandatory additional costs, even if you're casting the spell without paying its mana cost.",
     "マナ・コストを支払うことなく呪文を唱える場合であっても、義務的な追加コストは支払わなければならない。",
     []),
]
add(CLEAN_1)
write()


# ---------------------------------------------------------------------------
# PART 2 — clean pairs (expected: []), costs, abilities, counters, tokens, combat, zones, stack,
# face-down, commanders, general rules; includes the longer 3–4 sentence pairs
# ---------------------------------------------------------------------------
CLEAN_2 = [
    ("c36",
     "The total cost is determined before you pay it. If the number of creatures in your party changes afterward, the total cost stays the same.",
     "総コストは、それを支払う前に決定される。その後であなたのパーティーを構成しているクリーチャーの数が変わっても、総コストは変わらない。",
     []),
    ("c37",
     "If you cast a spell with {X} in its mana cost without paying its mana cost, the only value you can choose for X is 0.",
     "マナ・コストに{X}を含む呪文をマナ・コストを支払うことなく唱える場合、Xの値としては0しか選べない。",
     []),
    ("c38",
     "Activated abilities are written as \"[Cost]: [Effect].\" Everything before the colon is the cost.",
     "起動型能力は「［コスト］：［効果］」という形で書かれている。コロンより前にあるものはすべてコストである。",
     []),
    ("c39",
     "A mana ability doesn't use the stack. It resolves immediately after it's activated.",
     "マナ能力はスタックを使わず、起動された直後に解決される。",
     []),
    ("c40",
     "An ability that triggers whenever you cast a spell is put on the stack on top of that spell, so it resolves first.",
     "あなたが呪文を唱えるたびに誘発する能力はその呪文の上に置かれるため、その呪文より先に解決される。",
     []),
    ("c41",
     "An ability that begins \"At the beginning of your end step\" triggers once each time your end step begins. If you don't control its source then, it doesn't trigger at all.",
     "「あなたの終了ステップの開始時に」で始まる能力は、あなたの終了ステップが始まるたびに1回誘発する。その時点でその発生源をコントロールしていない場合、それはまったく誘発しない。",
     []),
    ("c42",
     "A creature's activated ability with {T} in its cost can't be activated unless you've controlled that creature continuously since your most recent turn began.",
     "コストに{T}を含むクリーチャーの起動型能力は、あなたの直近のターンの開始時からそのクリーチャーを継続してコントロールしていなければ起動できない。",
     []),
    ("c43",
     "Panharmonicon makes the triggered ability trigger an additional time. It doesn't copy the ability, so you may choose different targets for each instance.",
     "《パンハモニコン》は誘発型能力を追加でもう1回誘発させる。能力をコピーするわけではないので、それぞれに異なる対象を選んでもかまわない。",
     []),
    ("c44",
     "If an ability says \"Choose one —,\" you choose its mode as you put it on the stack.",
     "「以下から1つを選ぶ」と書かれた能力は、それをスタックに置く際にモードを選ぶ。",
     []),
    ("c45",
     "If a spell that would put +1/+1 counters on a creature is countered, no counters are put on that creature.",
     "クリーチャーに+1/+1カウンターを置くはずだった呪文が打ち消された場合、そのクリーチャーにカウンターは置かれない。",
     []),
    ("c46",
     "Doubling Season also affects a permanent entering the battlefield under your control with counters. A creature that would enter with two +1/+1 counters enters with four instead.",
     "《倍増の季節》は、カウンターが置かれた状態であなたのコントロール下で戦場に出るパーマネントにも影響する。+1/+1カウンター2個が置かれた状態で戦場に出るはずのクリーチャーは、代わりに4個が置かれた状態で戦場に出る。",
     []),
    ("c47",
     "Doubling Season doesn't double counters that are removed, and it doesn't affect tokens created under an opponent's control.",
     "《倍増の季節》は、取り除かれるカウンターの数を2倍にすることはなく、対戦相手のコントロール下で生成されるトークンにも影響しない。",
     []),
    ("c48",
     "A spell that can't be countered can still be the target of a spell that counters spells. That spell resolves, but it doesn't counter the first spell.",
     "打ち消されない呪文であっても、呪文を打ち消す呪文の対象にすることはできる。その呪文は解決されるが、最初の呪文を打ち消すことはない。",
     []),
    ("c49",
     "Removing a counter from a permanent to pay a cost isn't the same as countering something.",
     "コストを支払うためにパーマネントからカウンターを取り除くことは、何かを打ち消すこととは異なる。",
     []),
    ("c50",
     "If an effect would create two tokens under your control while you control Doubling Season, it creates four instead.",
     "あなたが《倍増の季節》をコントロールしている間に、効果によってあなたのコントロール下でトークンが2個生成される場合、代わりにトークンが4個生成される。",
     []),
    ("c51",
     "A token's mana value is 0 unless it's copying something that has a mana cost.",
     "トークンのマナ総量は、マナ・コストを持つ何かをコピーしているのでないかぎり0である。",
     []),
    ("c52",
     "Tokens aren't cards. An effect that refers to a \"creature card\" doesn't include a creature token.",
     "トークンはカードではない。「クリーチャー・カード」を参照する効果は、クリーチャー・トークンを含まない。",
     []),
    ("c53",
     "A creature with double strike deals combat damage twice: once during the first-strike combat damage step and once during the regular one.",
     "二段攻撃を持つクリーチャーは戦闘ダメージを2回与える。先制攻撃の戦闘ダメージ・ステップに1回、通常の戦闘ダメージ・ステップに1回である。",
     []),
    ("c54",
     "If the blocking creature is removed from combat, the attacking creature remains blocked. It assigns no combat damage unless it has trample.",
     "ブロック・クリーチャーが戦闘から取り除かれても、攻撃クリーチャーはブロックされた状態のままである。それはトランプルを持たないかぎり戦闘ダメージを割り振らない。",
     []),
    ("c55",
     "An attacking creature can be blocked by any number of creatures, but each blocking creature can block only one attacker unless an effect says otherwise.",
     "攻撃クリーチャーは何体のクリーチャーによってでもブロックされうるが、効果によって別段の指示がないかぎり、ブロック・クリーチャーはそれぞれ1体の攻撃クリーチャーしかブロックできない。",
     []),
    ("c56",
     "When a card moves from one zone to another, it becomes a new object with no memory of its previous existence.",
     "カードがある領域から別の領域に移動すると、それは以前の存在を記憶していない新しいオブジェクトになる。",
     []),
    ("c57",
     "Cards in hands and libraries are hidden. Cards in graveyards are public, and so are exiled cards unless they were exiled face down.",
     "手札やライブラリーにあるカードは非公開である。墓地にあるカードは公開されており、追放されたカードも、裏向きで追放されたのでないかぎり公開されている。",
     []),
    ("c58",
     "The last object put onto the stack is the first to resolve. After each one resolves, the active player receives priority.",
     "最後にスタックに置かれたオブジェクトが最初に解決される。1つが解決されるたびに、アクティブ・プレイヤーが優先権を得る。",
     []),
    ("c59",
     "A face-down creature is a 2/2 creature with no name, no mana cost, no creature types, and no abilities.",
     "裏向きのクリーチャーは、名前もマナ・コストもクリーチャー・タイプも能力も持たない2/2のクリーチャーである。",
     []),
    ("c60",
     "Turning a face-down permanent face up doesn't use the stack. It's a special action you can take any time you have priority.",
     "裏向きのパーマネントを表向きにすることは、スタックを使わない特別な処理であり、あなたが優先権を持っているならいつでも行える。",
     []),
    ("c61",
     "You may cast your commander from the command zone. Each time you do, it costs {2} more for each previous time you've cast it from there this game.",
     "あなたはあなたの統率者を統率領域から唱えてもよい。そうするたび、このゲーム中にそれをそこから唱えた回数1回につき{2}多くコストがかかる。",
     []),
    ("c62",
     "If your commander would be put into a graveyard or into exile from anywhere, you may put it into the command zone instead.",
     "あなたの統率者がいずれかの領域から墓地か追放領域に置かれる場合、代わりにそれを統率領域に置いてもかまわない。",
     []),
    ("c63",
     "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
     "ゲームを通して同じ統率者から合計21点以上の戦闘ダメージを受けたプレイヤーは、ゲームに敗北する。",
     []),
    ("c64",
     "Outside the stack and the battlefield, a Room card has the combined characteristics of both of its doors. For example, Bottomless Pool // Locker Room in your graveyard has a mana value of 6. An effect that returns a card with mana value 5 or less from your graveyard can't return it. On the stack, however, only the door being cast is considered.",
     "スタックと戦場以外の領域では、部屋・カードは両方のドアの特性を併せ持つ。たとえば、あなたの墓地にある《Bottomless Pool // Locker Room》のマナ総量は6である。マナ総量が5以下のカードをあなたの墓地から戻す効果では、それを戻すことはできない。一方、スタック上では唱えられているドアだけが考慮される。",
     []),
    ("c65",
     "Venturing into the dungeon is a keyword action, not an ability. If an effect instructs you to venture more than once, you move your venture marker one room at a time. Each room ability you trigger along the way resolves separately.",
     "ダンジョンを探索することはキーワード処理であり、能力ではない。効果によって複数回探索するよう指示された場合、探索マーカーは1部屋ずつ移動させる。その途中で誘発した部屋能力は、それぞれ個別に解決される。",
     []),
    ("c66",
     "If an Adventure spell leaves the stack in any way other than resolving, it isn't exiled. For example, if its only target becomes illegal, the card goes to your graveyard. You can't cast the creature half afterward.",
     "出来事・呪文が解決以外の方法でスタックを離れた場合、それは追放されない。たとえば、唯一の対象が不正になった場合、そのカードはあなたの墓地に置かれる。その後でクリーチャー側を唱えることはできない。",
     []),
    ("c67",
     "State-based actions aren't controlled by any player. They're checked whenever a player would receive priority, and they don't use the stack.",
     "状況起因処理をコントロールするプレイヤーはいない。状況起因処理は、プレイヤーが優先権を得る直前に毎回確認され、スタックを使わない。",
     []),
    ("c68",
     "If a manifested card is a creature card, you may turn it face up at any time by paying its mana cost. If it isn't a creature card, you can't turn it face up this way. Either way, it stays a 2/2 creature while face down. Its controller may look at it at any time.",
     "予示されたカードがクリーチャー・カードである場合、あなたはいつでもそのマナ・コストを支払うことでそれを表向きにしてもよい。クリーチャー・カードでない場合、この方法で表向きにすることはできない。いずれにせよ、裏向きである間は2/2のクリーチャーである。そのコントローラーはいつでもそれを見ることができる。",
     []),
]
add(CLEAN_2)
write()


# ---------------------------------------------------------------------------
# PART 3 — one planted defect each: numbers, symbols, terminology, templating
# ---------------------------------------------------------------------------
DEFECTS_1 = [
    # numbers: a number changed, dropped or added (digits, full-width digits, kanji)
    ("num1",  # two -> 3, while 3 also appears correctly earlier
     "If you control three Clerics and a Rogue, the number of creatures in your party is two.",
     "あなたがクレリック3体とならず者1体をコントロールしている場合、あなたのパーティーを構成しているクリーチャーの数は3である。",
     ["numbers"]),
    ("num2",  # 4 -> 5
     "Bottomless Pool // Locker Room has a mana value of 6 in your library, so an effect that searches for a card with mana value 4 or less can't find it.",
     "《Bottomless Pool // Locker Room》はライブラリーにある間マナ総量が6であるため、マナ総量が5以下のカードを探す効果ではそれを見つけられない。",
     ["numbers"]),
    ("num3",  # six -> 8
     "If an effect would put three +1/+1 counters on a creature you control while you control Doubling Season, six are put on it instead.",
     "あなたが《倍増の季節》をコントロールしている間に、効果によってあなたがコントロールするクリーチャーに+1/+1カウンターが3個置かれる場合、代わりにそれに8個置かれる。",
     ["numbers"]),
    ("num4",  # kanji: the second "two" -> 三通り; the first two (2本) is kept
     "A room with two arrows leading away from it offers two paths. Each time you venture from it, you can follow only one of them.",
     "出ている矢印が2本ある部屋からは、進む道が三通りある。そこから探索するたびに、そのうち一方にしか進めない。",
     ["numbers"]),
    ("num5",  # "two" dropped
     "Your commander costs {2} more for each previous time you've cast it from the command zone this game. After two such casts, the additional cost is {4}.",
     "あなたの統率者は、このゲーム中に統率領域から唱えた回数1回につき{2}多くコストがかかる。そのように唱えたことがあるなら、追加のコストは{4}である。",
     ["numbers"]),
    ("num6",  # 2回 added
     "At the beginning of your upkeep, if you have the initiative, you venture into Undercity.",
     "あなたのアップキープの開始時に、あなたがイニシアチブを持っているなら、あなたは《Undercity》を2回探索する。",
     ["numbers"]),
    ("num7",  # once -> 2回
     "If you've unlocked both doors of a Room, you've fully unlocked it, and abilities that trigger when you fully unlock a Room trigger once.",
     "部屋の両方のドアを開放したなら、あなたはその部屋を完全に開放したことになり、あなたが部屋を完全に開放したときに誘発する能力は2回誘発する。",
     ["numbers"]),
    ("num8",  # four -> full-width ５
     "The number of creatures in your party is always a number from zero to four.",
     "あなたのパーティーを構成しているクリーチャーの数は、常に０から５までのいずれかである。",
     ["numbers"]),

    # symbols: a mana/tap symbol or P/T modifier changed or dropped
    ("sym1",  # {T} dropped
     "Because the ability costs {1}, {T}, you can't activate it if the permanent is already tapped.",
     "その能力のコストは{1}であるため、そのパーマネントがすでにタップ状態である場合、それを起動することはできない。",
     ["symbols"]),
    ("sym2",  # {R} -> {G}
     "Seek the Beast's mana cost is {1}{R}, so it's a red spell with mana value 2 while it's on the stack.",
     "《Seek the Beast》のマナ・コストは{1}{G}であるため、スタック上にある間は赤のマナ総量2の呪文である。",
     ["symbols"]),
    ("sym3",  # {X} -> bare X
     "If you cast a spell with {X}{R} in its mana cost without paying its mana cost, X is 0.",
     "マナ・コストにX{R}を含む呪文をマナ・コストを支払うことなく唱えた場合、Xは0である。",
     ["symbols"]),
    ("sym4",  # -1/-1 -> +1/+1 (digits unchanged)
     "If a permanent has a +1/+1 counter and a -1/-1 counter on it, both are removed as a state-based action.",
     "パーマネントの上に+1/+1カウンターと+1/+1カウンターが置かれている場合、状況起因処理によってその両方が取り除かれる。",
     ["symbols"]),
    ("sym5",  # {4}{U} -> {4}{B}
     "Locker Room's unlock cost is {4}{U}, while Bottomless Pool's is just {U}.",
     "《Locker Room》の開放コストは{4}{B}であり、《Bottomless Pool》の開放コストは{U}でしかない。",
     ["symbols"]),
    ("sym6",  # {G} -> {G}{G}
     "An ability with {T} in its cost that says \"Add {G}\" is a mana ability.",
     "コストに{T}を含み、「{G}{G}を加える。」と書かれている能力はマナ能力である。",
     ["symbols"]),
    ("sym7",  # {T} -> {Q}
     "Peter Parker's Camera's ability costs {2}, {T}, and removing a film counter.",
     "《Peter Parker's Camera》の能力のコストは、{2}と{Q}と、フィルム・カウンター1個を取り除くことである。",
     ["symbols"]),

    # terminology: a forbidden or non-official word for a terms.csv term
    ("term1",  # 扉 (ja_forbidden for door) at the second of two occurrences
     "When you unlock a door, only that door's abilities are added. The other door remains locked.",
     "ドアを開放したとき、加わるのはそのドアの能力だけである。もう一方の扉は閉鎖されたままである。",
     ["terminology"]),
    ("term2",  # 点数で見たマナ・コスト (ja_forbidden for mana value)
     "A Role token's mana value is 0.",
     "役割・トークンの点数で見たマナ・コストは0である。",
     ["terminology"]),
    ("term3",  # verb counter -> カウンターした instead of 打ち消した
     "If an opponent counters your Adventure spell, the card goes to your graveyard.",
     "対戦相手があなたの出来事・呪文をカウンターした場合、そのカードはあなたの墓地に置かれる。",
     ["terminology"]),
    ("term4",  # 冒険 for Adventure at the second of two occurrences
     "An adventurer card in your hand is a permanent card, and its Adventure is ignored there.",
     "あなたの手札にある、出来事を持つカードはパーマネント・カードであり、そこではその冒険は無視される。",
     ["terminology"]),
    ("term5",  # 除外 for exile
     "A Role that's put into exile ceases to exist.",
     "除外された役割は消滅する。",
     ["terminology"]),
    ("term6",  # 僧侶 for Cleric at the second of two occurrences
     "A Cleric Wizard can count as either a Cleric or a Wizard in your party, but not both.",
     "クレリック・ウィザードは、あなたのパーティーにおいて僧侶かウィザードのどちらかとして数えられるが、両方としては数えられない。",
     ["terminology"]),
    ("term7",  # 起動能力 for activated ability
     "Loyalty abilities are activated abilities, so they use the stack.",
     "忠誠度能力は起動能力であるため、スタックを使う。",
     ["terminology"]),
    ("term8",  # ロックされている for locked (closed form used correctly elsewhere)
     "You can't unlock a door that's already unlocked, and you can't lock a door that's already locked.",
     "すでに開放されているドアを開放することはできず、すでにロックされているドアを閉鎖することもできない。",
     ["terminology"]),
    ("term9",  # プレイする for cast at the second of two occurrences
     "Unless an effect allows you to cast it at another time, you can cast a Room spell only when you could cast a sorcery.",
     "効果によってほかのタイミングで唱えることが認められていないかぎり、部屋・呪文はソーサリーを唱えられるときにしかプレイできない。",
     ["terminology"]),

    # templating: non-official wording for a template phrase
    ("tpl1",  # Choose one — -> 次の中から1つを選択する —
     "If you copy a spell that says \"Choose one —,\" the copy has the same mode as the original.",
     "「次の中から1つを選択する —」と書かれた呪文をコピーした場合、そのコピーのモードは元の呪文と同じである。",
     ["templating"]),
    ("tpl2",  # whenever -> ときはいつでも
     "An ability that triggers \"whenever a creature enters\" triggers once for each creature that enters.",
     "「クリーチャーが戦場に出るときはいつでも」誘発する能力は、戦場に出たクリーチャー1体につき1回誘発する。",
     ["templating"]),
    ("tpl3",  # At the beginning of -> の始めに
     "An ability that starts with \"At the beginning of combat on your turn\" triggers before attackers are declared.",
     "「あなたのターンの戦闘の始めに」で始まる能力は、攻撃クリーチャーが指定される前に誘発する。",
     ["templating"]),
    ("tpl4",  # [Cost]: [Effect] -> 〈コスト〉：〈効果〉
     "Each activated ability follows the pattern \"[Cost]: [Effect].\"",
     "起動型能力はそれぞれ「〈コスト〉：〈効果〉」という形式に従う。",
     ["templating"]),
    ("tpl5",  # whenever -> ごとに
     "Questing Druid's ability triggers whenever you cast a spell that's white, blue, black, or red.",
     "《Questing Druid》の能力は、あなたが白か青か黒か赤の呪文を唱えるごとに誘発する。",
     ["templating"]),
    ("tpl6",  # at the beginning of -> の最初に
     "If you have the initiative at the beginning of your upkeep, you venture into Undercity.",
     "あなたのアップキープの最初にあなたがイニシアチブを持っているなら、あなたは《Undercity》を探索する。",
     ["templating"]),
    ("tpl7",  # Choose one — -> 1つを選べ —
     "Because the card says \"Choose one —,\" you can't choose more than one mode.",
     "そのカードには「1つを選べ —」と書かれているため、2つ以上のモードを選ぶことはできない。",
     ["templating"]),
]
add(DEFECTS_1)
write()


# ---------------------------------------------------------------------------
# PART 4 — one planted defect each: card_names, untranslated, wrong_language, omission
# ---------------------------------------------------------------------------
DEFECTS_2 = [
    # card_names: official JA name (切望の報奨, 倍増の季節, パンハモニコン) wrong, misspelled or left in English
    ("cn1",  # 倍増 -> 倍加
     "Doubling Season doubles counters put on permanents you control, but not counters put on your opponents' permanents.",
     "《倍加の季節》は、あなたがコントロールするパーマネントに置かれるカウンターを2倍にするが、対戦相手のパーマネントに置かれるカウンターは2倍にしない。",
     ["card_names"]),
    ("cn2",  # official name exists, kept in English
     "Panharmonicon has no effect on abilities that trigger when a land enters the battlefield.",
     "《Panharmonicon》は、土地が戦場に出たときに誘発する能力には影響しない。",
     ["card_names"]),
    ("cn3",  # misspelled: パンハーモニコン
     "If an artifact entering causes a triggered ability of a permanent you control to trigger, Panharmonicon makes it trigger an additional time.",
     "アーティファクトが戦場に出たことによってあなたがコントロールするパーマネントの誘発型能力が誘発した場合、《パンハーモニコン》はそれを追加でもう1回誘発させる。",
     ["card_names"]),
    ("cn4",  # the name of a different card (Doubling Season) for Coveted Prize
     "Coveted Prize lets you search for any card, not only a spell card.",
     "《倍増の季節》によって、呪文カードに限らず任意のカードを探すことができる。",
     ["card_names"]),
    ("cn5",  # misspelled: 報償 for 報奨
     "The cost reduction of Coveted Prize applies only to the generic part of its cost.",
     "《切望の報償》のコスト減少は、そのコストの不特定マナの部分にしか適用されない。",
     ["card_names"]),
    ("cn6",  # official name exists, kept in English
     "With a full party, Coveted Prize lets you cast a spell with mana value 4 or less from your hand without paying its mana cost.",
     "あなたのパーティーが全員そろっているなら、《Coveted Prize》によって、あなたの手札からマナ総量が4以下の呪文1つをマナ・コストを支払うことなく唱えることができる。",
     ["card_names"]),
    ("cn7",  # katakana transliteration instead of the official name
     "Doubling Season doesn't affect tokens created under an opponent's control.",
     "《ダブリング・シーズン》は、対戦相手のコントロール下で生成されるトークンには影響しない。",
     ["card_names"]),
    ("cn8",  # second of two names misspelled: パンハモニカン
     "Doubling Season and Panharmonicon don't affect the same things. One affects tokens and counters, and the other affects triggered abilities.",
     "《倍増の季節》と《パンハモニカン》が影響するものは同じではない。一方はトークンとカウンターに、もう一方は誘発型能力に影響する。",
     ["card_names"]),

    # untranslated: all or part of the target left in English
    ("un1",  # target identical to the EN
     "Roles are tokens, so a Role that leaves the battlefield can't come back.",
     "Roles are tokens, so a Role that leaves the battlefield can't come back.",
     ["untranslated"]),
    ("un2",  # an English paraphrase, not the EN itself
     "A face-down permanent that's turned face up keeps any counters that were on it.",
     "A face-down permanent that is turned face up keeps its counters.",
     ["untranslated"]),
    ("un3",  # second sentence left in English
     "Unlocking a door is a special action. It doesn't use the stack, and players can't respond to it.",
     "ドアを開放することは特別な処理である。It doesn't use the stack, and players can't respond to it.",
     ["untranslated"]),
    ("un4",  # first sentence left in English
     "If your venture marker is on the bottommost room when you venture, you complete that dungeon and choose a new one. Then you put your venture marker on the new dungeon's topmost room.",
     "If your venture marker is on the bottommost room when you venture, you complete that dungeon and choose a new one. その後、新しいダンジョンの一番上の部屋に探索マーカーを置く。",
     ["untranslated"]),
    ("un5",  # longer pair wholly in English
     "Copies of a Room spell become tokens as they resolve. Such a token enters with the chosen door unlocked. If it later leaves the battlefield, it ceases to exist.",
     "Copies of a Room spell become tokens as they resolve. Such a token enters with the chosen door unlocked. If it later leaves the battlefield, it ceases to exist.",
     ["untranslated"]),
    ("un6",  # last sentence left in English
     "Each Role is controlled by the player who created it, and that player may be different from the creature's controller. A creature may have Roles from several players.",
     "役割はそれぞれ、それを生成したプレイヤーによってコントロールされ、そのプレイヤーはそのクリーチャーのコントローラーと異なることもある。A creature may have Roles from several players.",
     ["untranslated"]),
    ("un7",  # English sentence with only the official JA card name
     "Doubling Season doubles the number of tokens created under your control.",
     "《倍増の季節》 doubles the number of tokens created under your control.",
     ["untranslated"]),

    # wrong_language: all or a large part in another language
    ("wl1",  # Simplified Chinese
     "If you cast a spell as an Adventure, it's exiled as it resolves. Later, you may cast the creature from exile.",
     "如果你将一张牌作为冒险施放，它在结算时会被放逐。之后，你可以从放逐区施放该生物。",
     ["wrong_language"]),
    ("wl2",  # Korean
     "Each player can own only one dungeon in the command zone at a time.",
     "각 플레이어는 한 번에 하나의 던전만 사령부 구역에 소유할 수 있다.",
     ["wrong_language"]),
    ("wl3",  # Traditional Chinese, all CJK ideographs, no kana
     "A token that's a copy of a creature copies the values printed on that creature.",
     "身為某生物之複製品的衍生物，會複製該生物上印製的數值。",
     ["wrong_language"]),
    ("wl4",  # Korean, two sentences
     "The number of creatures in your party can be from zero to four. You never have to choose which creatures are in your party.",
     "당신의 파티에 있는 생물의 수는 0부터 4까지일 수 있다. 어떤 생물이 파티에 있는지 선택할 필요는 없다.",
     ["wrong_language"]),
    ("wl5",  # first sentence Japanese, the longer second sentence Simplified Chinese
     "Each Role is an Aura token. If the creature it enchants leaves the battlefield, the Role is put into its owner's graveyard.",
     "役割はそれぞれオーラ・トークンである。如果它所结附的生物离开战场，该角色将被置入其拥有者的坟墓场。",
     ["wrong_language"]),
    ("wl6",  # French
     "The number of creatures in your party can't be greater than four.",
     "Le nombre de créatures dans votre groupe ne peut pas être supérieur à quatre.",
     ["wrong_language"]),
    ("wl7",  # Simplified Chinese, short
     "Mana abilities don't use the stack, so players can't respond to them.",
     "法术力异能不使用堆叠，因此玩家无法回应它们。",
     ["wrong_language"]),

    # omission: a sentence or clause dropped; the dropped part holds no term, number, symbol,
    # negation or card name
    ("om1",  # dropped: "This happens automatically as part of its resolution."
     "When the Room spell resolves, the door you chose becomes unlocked. This happens automatically as part of its resolution.",
     "その部屋・呪文が解決されたとき、あなたが選んだドアが開放される。",
     ["omission"]),
    ("om2",  # dropped: "and you may make a different choice each time"
     "You choose which arrow to follow as you move your venture marker, and you may make a different choice each time.",
     "探索マーカーを移動させる際、あなたはどの矢印に従うかを選ぶ。",
     ["omission"]),
    ("om3",  # dropped: "This works the same way in multiplayer games."
     "If two Roles you control are attached to the same creature, the newer one stays. This works the same way in multiplayer games.",
     "あなたがコントロールする役割が2つ同じクリーチャーについている場合、新しいほうが残る。",
     ["omission"]),
    ("om4",  # dropped: "This can sometimes lead to surprising results."
     "Copy effects use the copiable values of the original, including changes made by other copy effects. This can sometimes lead to surprising results.",
     "コピー効果は、ほかのコピー効果による変更を含めた、元のもののコピー可能な値を使う。",
     ["omission"]),
    ("om5",  # dropped: "which happens just before you pay it"
     "The number of creatures in your party is checked as you determine the total cost, which happens just before you pay it.",
     "あなたのパーティーを構成しているクリーチャーの数は、総コストを決定する際に確認される。",
     ["omission"]),
    ("om6",  # dropped: "just as they normally would"
     "Players can respond to the triggered ability by casting instants or activating abilities, just as they normally would.",
     "プレイヤーは、インスタントを唱えたり能力を起動したりすることで、その誘発型能力に対応できる。",
     ["omission"]),
    ("om7",  # dropped: "This can happen at any point during the turn."
     "In a multiplayer game, if the player who has the initiative leaves the game, the active player takes the initiative. This can happen at any point during the turn.",
     "多人数戦において、イニシアチブを持っているプレイヤーがゲームから離れた場合、アクティブ・プレイヤーがイニシアチブを得る。",
     ["omission"]),
    ("om8",  # dropped: "Its controller may look at it at any time."
     "A face-down spell is a 2/2 creature spell with no name and no mana cost. Its controller may look at it at any time.",
     "裏向きの呪文は、名前もマナ・コストも持たない2/2のクリーチャー呪文である。",
     ["omission"]),
]
add(DEFECTS_2)
write()


# ---------------------------------------------------------------------------
# PART 5 — one planted defect each: negation, punctuation, missing
# ---------------------------------------------------------------------------
DEFECTS_3 = [
    # negation: a negation removed or added, meaning flipped
    ("neg1",  # removed
     "A Room that enters from anywhere other than the stack doesn't have any unlocked doors.",
     "スタック以外の領域から戦場に出た部屋は、開放されているドアを持つ。",
     ["negation"]),
    ("neg2",  # added (may -> できない)
     "You may choose new targets for the copy.",
     "そのコピーの新しい対象を選ぶことはできない。",
     ["negation"]),
    ("neg3",  # removed
     "A dungeon card can't leave the command zone except by being removed from the game.",
     "ダンジョン・カードは、ゲームから取り除かれる場合を除いて統率領域を離れることができる。",
     ["negation"]),
    ("neg4",  # removed in the second of two sentences
     "Mana abilities resolve immediately. Players can't respond to them.",
     "マナ能力は即座に解決される。プレイヤーはそれに対応することができる。",
     ["negation"]),
    ("neg5",  # added
     "A face-down creature's mana value is 0.",
     "裏向きのクリーチャーのマナ総量は0ではない。",
     ["negation"]),
    ("neg6",  # second negation removed (first kept)
     "If a Role can't legally enchant the creature, the Role token isn't created.",
     "役割がそのクリーチャーに適正にエンチャントできない場合でも、その役割・トークンは生成される。",
     ["negation"]),
    ("neg7",  # added
     "You can cast Questing Druid from exile after Seek the Beast resolves.",
     "《Seek the Beast》が解決された後、追放領域から《Questing Druid》を唱えることはできない。",
     ["negation"]),
    ("neg8",  # never -> 常に…なければならない (flipped; the JA still contains ない)
     "You never have to designate which creatures are in your party.",
     "あなたは、どのクリーチャーがあなたのパーティーにいるかを常に指定しなければならない。",
     ["negation"]),

    # punctuation: final mark missing or wrong
    ("pun1",  # ASCII period
     "Each door of a Room has its own name.",
     "部屋のドアはそれぞれ固有の名前を持つ.",
     ["punctuation"]),
    ("pun2",  # no final mark
     "The Adventure spell's controller exiles it as it resolves.",
     "出来事・呪文のコントローラーは、解決に際してそれを追放する",
     ["punctuation"]),
    ("pun3",  # ASCII period at the end of the second sentence only
     "A copy of a triggered ability has the same source as the original. If it creates tokens, the copy's controller controls them.",
     "誘発型能力のコピーの発生源は、元の能力と同じである。それがトークンを生成する場合、そのコピーのコントローラーがそれらをコントロールする.",
     ["punctuation"]),
    ("pun4",  # no final mark
     "After you pass priority, it passes to the next player in turn order.",
     "あなたが優先権を渡した後、優先権はターン順で次のプレイヤーに移る",
     ["punctuation"]),
    ("pun5",  # ends with 読点
     "A token that's a copy of a Room has two doors, just like the card.",
     "部屋のコピーであるトークンは、カードと同様に2つのドアを持つ、",
     ["punctuation"]),
    ("pun6",  # full-width question mark
     "You may choose to venture into a different dungeon after completing one.",
     "ダンジョンを1つ踏破した後、別のダンジョンを探索することを選んでもよい？",
     ["punctuation"]),
    ("pun7",  # ASCII exclamation mark
     "Turning a face-down creature face up doesn't cause it to enter the battlefield.",
     "裏向きのクリーチャーを表向きにしても、それが戦場に出たことにはならない!",
     ["punctuation"]),
    ("pun8",  # ASCII comma
     "The counters on a permanent stay on it if it's turned face up.",
     "パーマネントが表向きになっても、その上のカウンターはそのまま残る,",
     ["punctuation"]),

    # missing: empty or whitespace-only target
    ("miss1",
     "A Room spell's controller chooses which door to cast as they cast it.",
     "",
     ["missing"]),
    ("miss2",  # one ASCII space
     "If you have the initiative and an opponent deals combat damage to you, that player takes the initiative.",
     " ",
     ["missing"]),
    ("miss3",  # one ideographic (full-width) space U+3000
     "Coveted Prize's ability can find any card in your library.",
     "\u3000",
     ["missing"]),
    ("miss4",  # newline only
     "A token that's a copy of a face-down creature is a face-up 2/2 creature with no name and no abilities.",
     "\n",
     ["missing"]),
    ("miss5",  # tab only
     "Casting your commander from the command zone follows the normal timing rules for its card type.",
     "\t",
     ["missing"]),
    ("miss6",  # mixed whitespace
     "Whenever you counter a spell, that spell is put into its owner's graveyard.",
     " \n\t ",
     ["missing"]),
    ("miss7",  # empty, longer EN
     "An adventurer card that's exiled for any other reason can't be cast as a creature later. Only the card's own resolution as an Adventure grants that permission.",
     "",
     ["missing"]),
]
add(DEFECTS_3)
write()

if __name__ == "__main__":
    from collections import Counter
    c = Counter(p["expected"][0] if p["expected"] else "clean" for p in PAIRS)
    print(dict(sorted(c.items())), "total", len(PAIRS))
