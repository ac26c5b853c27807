"""qa_fresh9_ja: hand-written JA evaluation pairs for the translation-QA checks.

Written by a helper session, apart from the checks (see qa_fresh9_ja_README.md).
Run:  python3 bench/eval/qa_fresh9_ja.py   -> writes bench/eval/qa_fresh9_ja.jsonl
Each entry below is (en, target, label); label None means clean (expected: []).
The file is built in parts; the writer runs at exit, so every part can be run on its own.
"""
import atexit
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh9_ja.jsonl")
PAIRS = []  # (en, target, label or None)


def add(label, rows):
    for en, tgt in rows:
        PAIRS.append((en, tgt, label))


def write():
    rows = list(PAIRS)
    random.Random(9009).shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as f:
        for i, (en, tgt, label) in enumerate(rows, 1):
            obj = {"id": "ja-f9-%03d" % i, "lang": "ja", "en": en, "target": tgt,
                   "expected": [label] if label else []}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    counts = {}
    for _, _, label in rows:
        counts[label or "clean"] = counts.get(label or "clean", 0) + 1
    print(len(rows), "pairs ->", OUT)
    print(sorted(counts.items()))


atexit.register(write)

# ---------------------------------------------------------------- part 1: clean pairs (1/2)
add(None, [
    ("When you cast a Room spell, you choose which door you are casting. The other door stays locked when the Room enters the battlefield.",
     "部屋・呪文を唱える際、あなたはどちらのドアを唱えるかを選びます。もう一方のドアは、その部屋が戦場に出た時点では閉鎖されたままです。"),
    ("You may unlock a locked door of a Room you control any time you could cast a sorcery by paying that door's mana cost. This is a special action and doesn't use the stack.",
     "あなたは、ソーサリーを唱えられるときならいつでも、あなたがコントロールする部屋の閉鎖されているドアのマナ・コストを支払うことで、そのドアを開放できます。これは特別な処理であり、スタックを使用しません。"),
    ("If both doors of a Room are unlocked, its mana value is the total of the mana costs of both halves.",
     "両方のドアが開放されている部屋のマナ総量は、その2つの半分のマナ・コストを合計したものです。"),
    ("A Room with both doors locked is still an enchantment on the battlefield. It has no name and no mana cost, and its mana value is 0.",
     "両方のドアが閉鎖されている部屋も、戦場にあるエンチャントです。それは名前もマナ・コストも持たず、マナ総量は0です。"),
    ("Each time you venture into the dungeon, you advance to the next room of your current dungeon. If you aren't in a dungeon, you first bring one into the game and enter its first room.",
     "ダンジョンを探索するたび、あなたは現在のダンジョンの次の部屋に進みます。ダンジョンに入っていないなら、まずダンジョンを1つゲームに持ち込み、その最初の部屋に入ります。"),
    ("Once you complete a dungeon, it's removed from the game. Later, you may venture into the dungeon again and choose any dungeon, including the same one.",
     "ダンジョンを完了したら、それはゲームから取り除かれます。その後、あなたは再びダンジョンを探索し、同じものを含むどのダンジョンでも選ぶことができます。"),
    ("Taking the initiative makes you venture into the dungeon right away. This is true even if you already had the initiative.",
     "イニシアチブを得ると、あなたはただちにダンジョンを探索します。これは、あなたがすでにイニシアチブを持っていた場合も同様です。"),
    ("If a creature deals combat damage to the player who has the initiative, that creature's controller takes the initiative.",
     "イニシアチブを持つプレイヤーにクリーチャーが戦闘ダメージを与えた場合、そのクリーチャーのコントローラーがイニシアチブを得ます。"),
    ("Your party can include at most one Cleric, one Rogue, one Warrior, and one Wizard. A creature with more than one of those types is counted only once.",
     "あなたのパーティーには、クレリック、ならず者、戦士、ウィザードをそれぞれ最大1体まで含めることができます。これらのタイプを複数持つクリーチャーは、1体としてしか数えられません。"),
    ("The number of creatures in your party is checked as the ability resolves. It can be anywhere from zero to four.",
     "あなたのパーティーのクリーチャーの数は、その能力の解決時に確認されます。その数は0から4までのいずれかです。"),
    ("You have a full party if your party has four creatures. Controlling more than four creatures of those types makes no difference.",
     "パーティーが4体のクリーチャーで構成されているなら、あなたのパーティーが全員そろっています。それらのタイプのクリーチャーを5体以上コントロールしていても、違いはありません。"),
    ("Coveted Prize costs {1} less to cast for each creature in your party. If you have a full party, it costs {4} less.",
     "《切望の報奨》を唱えるためのコストは、あなたのパーティーを構成しているクリーチャー1体につき{1}少なくなります。あなたのパーティーが全員そろっているなら、そのコストは{4}少なくなります。"),
    ("If you cast a spell with Coveted Prize's effect, you can't pay alternative costs, but you may pay additional costs.",
     "《切望の報奨》の効果で呪文を唱える場合、代替コストを支払うことはできませんが、追加コストを支払うことはできます。"),
    ("If you cast a card as an Adventure, it's exiled instead of being put into your graveyard as it resolves. Later, you may cast the creature from exile.",
     "カードを出来事として唱えた場合、それは解決に際してあなたの墓地に置かれる代わりに追放されます。その後、あなたはそのクリーチャーを追放領域から唱えてもかまいません。"),
    ("If an Adventure spell is countered, it's put into its owner's graveyard, and you won't be able to cast the creature from exile.",
     "出来事である呪文が打ち消された場合、それはオーナーの墓地に置かれ、あなたはそのクリーチャーを追放領域から唱えることはできません。"),
    ("While it's on the stack as an Adventure, the spell has only the Adventure's characteristics. Its mana value is based on the Adventure's mana cost.",
     "出来事としてスタックにある間、その呪文は出来事の特性のみを持ちます。そのマナ総量は、出来事のマナ・コストに基づいて決まります。"),
    ("In every zone except the stack, an adventurer card has only its normal characteristics.",
     "出来事を持つカードは、スタック以外のどの領域においても、通常の特性しか持ちません。"),
    ("A Role is an Aura token. If another Role you control becomes attached to the same permanent, the older one is put into the graveyard. This is a state-based action.",
     "役割はオーラ・トークンです。あなたがコントロールする別の役割が同じパーマネントにつけられた場合、古い方の役割は墓地に置かれます。これは状況起因処理です。"),
    ("If the enchanted creature leaves the battlefield, the Role is put into its owner's graveyard and then ceases to exist.",
     "エンチャントされているクリーチャーが戦場を離れた場合、役割はオーナーの墓地に置かれ、その後消滅します。"),
    ("You may attach a Role to a creature an opponent controls. You still control the Role.",
     "対戦相手がコントロールするクリーチャーに役割をつけてもかまいません。その役割のコントローラーは、引き続きあなたです。"),
    ("A copy of a spell is created on the stack; it isn't cast. Abilities that trigger when a spell is cast won't trigger.",
     "呪文のコピーはスタック上に生成されるものであり、唱えられたわけではありません。呪文が唱えられたときに誘発する能力は誘発しません。"),
    ("A token that's a copy of a creature copies exactly what is printed on that creature, plus any other copy effects. It doesn't copy counters on that creature.",
     "クリーチャーのコピーであるトークンは、そのクリーチャーに印刷されている値とほかのコピー効果のみをコピーします。そのクリーチャーの上に置かれているカウンターはコピーされません。"),
    ("If you copy a spell with {X} in its mana cost, the copy has the same value of X.",
     "マナ・コストに{X}を含む呪文をコピーした場合、そのコピーのXの値は元の呪文と同じです。"),
    ("While a spell with {X} in its mana cost is on the stack, its mana value includes the value chosen for X. Everywhere else, X is 0.",
     "マナ・コストに{X}を含む呪文のマナ総量には、スタック上にある間はXに選ばれた値が含まれます。それ以外の領域では、Xは0として扱います。"),
    ("Cost reductions can't reduce the colored mana requirement of a spell. For example, a spell costing {1}{W} can't cost less than {W}.",
     "コストを減らす効果によって、呪文の色マナの要求を減らすことはできません。たとえば、{1}{W}の呪文のコストが{W}より少なくなることはありません。"),
    ("Older cards that refer to \"converted mana cost\" now use mana value. The two terms mean the same thing.",
     "「点数で見たマナ・コスト」を参照する古いカードは、現在ではマナ総量を用います。この2つの用語は同じ意味です。"),
    ("An activated ability is written as \"[Cost]: [Effect].\" Everything before the colon is a cost.",
     "起動型能力は「［コスト］：［効果］」という形で書かれています。コロンより前にあるものはすべてコストです。"),
    ("Unless the ability says otherwise, you may activate an activated ability of a permanent any time you have priority.",
     "能力に別段の記載がないかぎり、あなたは優先権を持っているときならいつでもパーマネントの起動型能力を起動できます。"),
    ("Mana abilities don't use the stack. They resolve immediately after they're activated.",
     "マナ能力はスタックを使用せず、起動後ただちに解決されます。"),
    ("An ability with a target isn't a mana ability, even if it produces mana.",
     "対象を取る能力は、たとえマナを生み出すものであっても、マナ能力ではありません。"),
    ("Panharmonicon affects only triggered abilities of permanents you control. It doesn't affect abilities that trigger from a card in your graveyard.",
     "《パンハモニコン》が影響するのは、あなたがコントロールするパーマネントの誘発型能力だけです。あなたの墓地にあるカードから誘発する能力には影響しません。"),
    ("If an artifact entering the battlefield causes a triggered ability of a permanent you control to trigger, Panharmonicon makes it trigger an additional time. With two Panharmonicons, it triggers three times in total.",
     "アーティファクトが戦場に出たことによってあなたがコントロールするパーマネントの誘発型能力が誘発した場合、《パンハモニコン》によってその能力は追加でもう1回誘発します。《パンハモニコン》が2つあれば、その能力は合計で三回誘発します。"),
    ("If a permanent with an ability that triggers \"at the beginning of your end step\" enters the battlefield during your end step, the ability won't trigger until your next turn.",
     "「あなたの終了ステップの開始時に」誘発する能力を持つパーマネントがあなたの終了ステップ中に戦場に出た場合、その能力はあなたの次のターンまで誘発しません。"),
    ("An ability that says \"whenever\" triggers each time its condition is met. If two creatures die at the same time, an ability that triggers \"whenever a creature dies\" triggers twice.",
     "「たび」と書かれている能力は、その条件が満たされるたびに誘発します。2体のクリーチャーが同時に死亡した場合、「クリーチャー1体が死亡するたび」に誘発する能力は2回誘発します。"),
])

# ---------------------------------------------------------------- part 2: clean pairs (2/2)
add(None, [
    ("For a \"Choose one —\" spell, you choose the mode as you cast it. You can't change it later.",
     "「以下から1つを選ぶ」呪文では、それを唱える際にモードを選びます。あとでそれを変更することはできません。"),
    ("If a spell that would put +1/+1 counters on a creature is countered, no counters are put on that creature.",
     "クリーチャーの上に+1/+1カウンターを置くはずの呪文が打ち消された場合、そのクリーチャーにカウンターは置かれません。"),
    ("With Doubling Season, an effect that would put three +1/+1 counters on a creature you control puts six instead.",
     "《倍増の季節》があるなら、あなたがコントロールするクリーチャーの上に+1/+1カウンターを３個置く効果は、代わりにそれを６個置きます。"),
    ("If a planeswalker's loyalty ability has a cost of putting loyalty counters on it, Doubling Season doesn't double them, because that is a cost, not an effect.",
     "プレインズウォーカーの忠誠度能力のコストとして忠誠カウンターを置く場合、それは効果ではなくコストであるため、《倍増の季節》によって2倍にはなりません。"),
    ("A token that leaves the battlefield can't come back. It ceases to exist the next time state-based actions are checked.",
     "トークンは、戦場を離れたら戻ってくることはできません。次に状況起因処理がチェックされる時点で、それは消滅します。"),
    ("A token created as a copy of a card isn't a card. Effects that count cards won't count it.",
     "カードのコピーとして生成されたトークンはカードではないため、カードを数える効果はそれを数えません。"),
    ("A creature with first strike deals its combat damage in a separate step, before creatures without first strike.",
     "先制攻撃を持つクリーチャーは、先制攻撃を持たないクリーチャーよりも前に、別のステップで戦闘ダメージを与えます。"),
    ("A creature with double strike deals combat damage twice: once in each combat damage step.",
     "二段攻撃を持つクリーチャーは、それぞれの戦闘ダメージ・ステップで1回ずつ、計2回の戦闘ダメージを与えます。"),
    ("Once a creature is blocked, it stays blocked even if the blocking creature leaves combat. It won't deal combat damage to the player unless it has trample.",
     "一度ブロックされたクリーチャーは、ブロックしているクリーチャーが戦闘から取り除かれても、ブロックされた状態のままです。それはトランプルを持っていないかぎり、プレイヤーに戦闘ダメージを与えません。"),
    ("A card that moves from one zone to another becomes a new object with no memory of its previous existence.",
     "ある領域から別の領域に移動したカードは、以前の存在を記憶していない新しいオブジェクトになります。"),
    ("If a card would be put into your graveyard from anywhere and an effect exiles it instead, it never goes to the graveyard.",
     "いずれかの領域からあなたの墓地にカードが置かれる際に、代わりにそれを追放する効果があるなら、そのカードが墓地に置かれることは一度もありません。"),
    ("If you're instructed to draw a card from an empty library, you don't lose right away. You lose the next time state-based actions are checked.",
     "空のライブラリーからカードを引くよう指示されても、あなたはただちに敗北するわけではありません。次に状況起因処理がチェックされた時点で敗北します。"),
    ("Your opponents can't see the cards in your hand, but they may know how many you have.",
     "あなたの手札のカードは対戦相手には見えませんが、対戦相手はその枚数を知ることができます。"),
    ("Spells and abilities on the stack resolve one at a time, starting with the one put on the stack most recently.",
     "スタック上の呪文や能力は、最後にスタックに置かれたものから順に1つずつ解決します。"),
    ("After a spell resolves, the active player receives priority. No player can respond to a spell that has already resolved.",
     "呪文が解決した後は、アクティブ・プレイヤーが優先権を得ます。すでに解決した呪文に対応することは、どのプレイヤーにもできません。"),
    ("You can cast a sorcery only during your main phase while the stack is empty.",
     "ソーサリーは、あなたのメイン・フェイズ中でスタックが空であるときにしか唱えられません。"),
    ("Playing a land is a special action, not casting a spell. It doesn't use the stack, and players can't respond to it.",
     "土地をプレイすることは特別な処理であり、呪文を唱えることではありません。それはスタックを使用せず、プレイヤーはそれに対応することもできません。"),
    ("A face-down creature is a 2/2 creature with no name, no mana cost, and no creature types. Its mana value is 0.",
     "裏向きのクリーチャーは、名前もマナ・コストもクリーチャー・タイプも持たない2/2のクリーチャーです。そのマナ総量は0です。"),
    ("You may look at face-down permanents you control at any time. You can't look at face-down permanents your opponents control.",
     "あなたは自分がコントロールする裏向きのパーマネントをいつでも見ることができます。対戦相手がコントロールする裏向きのパーマネントを見ることはできません。"),
    ("Turning a face-down creature face up is a special action. It doesn't use the stack and can't be countered.",
     "裏向きのクリーチャーを表向きにすることは特別な処理です。これはスタックを使わず、打ち消されることもありません。"),
    ("If your commander would be put into your graveyard or into exile from anywhere, you may put it into the command zone instead.",
     "あなたの統率者がいずれかの領域からあなたの墓地か追放領域に置かれる場合、代わりにそれを統率領域に置いてもかまいません。"),
    ("Casting your commander from the command zone costs {2} more for each previous time you've cast it from there this game.",
     "あなたが統率者を統率領域から唱えるためのコストは、このゲームでそれ以前にそこから唱えた1回につき{2}多くなります。"),
    ("A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
     "ゲーム中に同じ統率者から合計２１点以上の戦闘ダメージを受けたプレイヤーは、そのゲームに敗北します。"),
    ("Your commander's color identity includes the colors of mana symbols in its rules text, not just in its mana cost.",
     "統率者の固有色には、マナ・コストだけでなく、ルール・テキスト内のマナ・シンボルの色も含まれます。"),
    ("A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration can't replace this event.",
     "タフネスが0以下のクリーチャーは、状況起因処理によってオーナーの墓地に置かれます。この出来事を再生で置き換えることはできません。"),
    ("If every target of a spell is illegal as it tries to resolve, the spell doesn't resolve and none of its effects happen.",
     "呪文の解決時にその対象がすべて不適正になっている場合、その呪文は解決されず、その効果は一切発生しません。"),
    ("A spell that targets \"up to two\" creatures can be cast with no targets.",
     "「最大2体の」クリーチャーを対象とする呪文は、対象を1つも選ばずに唱えることができます。"),
    ("Players can't look at a card exiled face down unless an effect allows it.",
     "裏向きで追放されたカードは、効果によって許可されていないかぎり、プレイヤーが見ることはできません。"),
    ("A copy of a permanent spell has the same mana value as the original, and it becomes a token if it resolves.",
     "パーマネント呪文のコピーは元の呪文と同じマナ総量を持ち、解決されたならトークンになります。"),
    ("You can't activate an ability with {T} in its cost of a creature you haven't controlled continuously since your most recent turn began.",
     "あなたの直近のターンの開始時から続けてコントロールしていないクリーチャーの、コストに{T}を含む能力を起動することはできません。"),
    ("An ability that triggers \"whenever you unlock a door\" triggers when you cast a Room and it enters the battlefield with the chosen door unlocked.",
     "「あなたがドアを開放するたび」に誘発する能力は、あなたが部屋を唱え、選んだドアが開放された状態でその部屋が戦場に出たときに誘発します。"),
    ("Some effects can lock an unlocked door. Once it's locked again, its abilities stop applying until it's unlocked once more.",
     "開放されているドアを閉鎖する効果もあります。再び閉鎖されたドアの能力は、それがもう一度開放されるまで適用されません。"),
    ("A creature with changeling can be counted as any one of a Cleric, Rogue, Warrior, or Wizard in your party.",
     "多相を持つクリーチャーは、クレリック、ならず者、戦士、ウィザードのうちどれか1つとして、あなたのパーティーに数えることができます。"),
    ("Each room of a dungeon has a room ability that triggers when you move into that room.",
     "ダンジョンのそれぞれの部屋は、あなたがその部屋に移動したときに誘発する部屋能力を持っています。"),
])

# ---------------------------------------------------------------- part 3: defects (numbers, symbols, terminology, templating)
# numbers: one digit / numeral changed, everything else correct
add("numbers", [
    ("If you control three Roles attached to different creatures, each one is a separate permanent.",
     "異なるクリーチャーにつけられた役割を4つコントロールしている場合、それぞれが別個のパーマネントです。"),
    ("If you venture into the dungeon twice in one turn, you move forward two rooms.",
     "1ターンにダンジョンを2回探索した場合、あなたは部屋を3つ進みます。"),
    ("Commander damage is tracked separately for each commander. A player who takes 15 combat damage from one commander and 10 from another doesn't lose because of commander damage.",
     "統率者ダメージは統率者ごとに別々に記録されます。ある統率者から15点、別の統率者から12点の戦闘ダメージを受けたプレイヤーは、統率者ダメージによっては敗北しません。"),
    ("A spell with mana value 5 can't be cast with an effect that lets you cast spells with mana value 4 or less.",
     "マナ総量が5の呪文は、マナ総量が3以下の呪文を唱えることを認める効果によって唱えることはできません。"),
    ("If one door has mana value 3 and the other has mana value 4, a Room with both doors unlocked has mana value 7.",
     "一方のドアのマナ総量が3で、もう一方のマナ総量が4である場合、両方のドアが開放されている部屋のマナ総量は8です。"),
    ("With Doubling Season, an effect that would create two tokens creates four tokens instead.",
     "《倍増の季節》があると、トークンを2つ生成する効果は、代わりにトークンを3つ生成します。"),
    ("If a creature you control with four +1/+1 counters on it becomes a copy of another creature, it keeps those counters.",
     "+1/+1カウンターが6個置かれている、あなたがコントロールするクリーチャーが別のクリーチャーのコピーになった場合、それはそれらのカウンターを保持します。"),
    ("In a Commander game, each player starts with 40 life.",
     "統率者戦では、各プレイヤーは30点のライフでゲームを開始します。"),
])

# symbols: one mana/tap symbol changed or dropped, digits left alone
add("symbols", [
    ("The ability \"{T}: Add {G}.\" is a mana ability.",
     "「{T}：{B}を加える。」という能力はマナ能力です。"),
    ("An ability with the cost {2}{U} can be paid with any two mana plus one blue mana.",
     "コストが{2}{R}の能力は、任意のマナ2点と青マナ1点で支払うことができます。"),
    ("If you cast a spell with mana cost {X}{R} and choose 2 for X, you pay {2}{R}.",
     "マナ・コストが{X}{R}の呪文を唱え、Xに2を選んだ場合、あなたは{2}を支払います。"),
    ("A hybrid symbol such as {W/U} can be paid with either white or blue mana.",
     "{W/B}のような混成マナ・シンボルは、白か青のマナのどちらでも支払うことができます。"),
    ("You can pay {C} only with colorless mana, not with colored mana.",
     "{W}は無色マナでのみ支払うことができ、色マナでは支払えません。"),
    ("If a door's mana cost is {1}{U}{U}, you must pay {1}{U}{U} to unlock it as a special action.",
     "ドアのマナ・コストが{1}{U}{U}なら、特別な処理としてそれを開放するには{1}{U}を支払わなければなりません。"),
    ("The ability \"{T}: Tap target creature.\" can't be activated if this creature is already tapped.",
     "「{Q}：クリーチャー1体を対象とし、それをタップする。」という能力は、このクリーチャーがすでにタップ状態である場合は起動できません。"),
    ("A spell that adds {B}{B}{B} isn't a mana ability, even though it produces mana.",
     "{B}{B}を加える呪文は、マナを生み出すものであってもマナ能力ではありません。"),
])

# terminology: one official term replaced by a wrong word (mostly ja_forbidden words)
add("terminology", [
    ("Each door of a Room has its own name and mana cost.",
     "部屋のそれぞれの扉は、固有の名前とマナ・コストを持ちます。"),
    ("You can unlock a door even if its triggered ability would have no legal targets.",
     "その誘発型能力の適正な対象がなくても、ドアを解錠することができます。"),
    ("The mana value of an adventurer card in your graveyard is based only on its creature half.",
     "あなたの墓地にある出来事を持つカードの点数で見たマナ・コストは、そのクリーチャー側のみに基づきます。"),
    ("You can't cast a card as an Adventure from exile unless an effect allows it.",
     "効果によって許可されていないかぎり、追放領域からカードを冒険として唱えることはできません。"),
    ("If a token would be put into your library, it goes there briefly and then ceases to exist.",
     "トークンがあなたの山札に置かれる場合、それは一時的にそこに置かれ、その後消滅します。"),
    ("A triggered ability is put on the stack the next time a player would receive priority.",
     "誘発能力は、次にプレイヤーが優先権を得る際にスタックに置かれます。"),
    ("If you counter a copy of a spell, the original spell is unaffected.",
     "呪文のコピーをカウンターした場合でも、元の呪文は影響を受けません。"),
    ("A Role that enters the battlefield attached to a creature doesn't target that creature.",
     "クリーチャーにつけられた状態で戦場に出る役割は、そのクリーチャーをターゲットにしません。"),
])

# templating: the official wording of a template row replaced
add("templating", [
    ("An ability that says \"Whenever you cast a spell\" triggers for each spell you cast.",
     "「あなたが呪文を唱えたとき」と書かれた能力は、あなたが唱える呪文それぞれについて誘発します。"),
    ("\"At the beginning of your upkeep\" abilities trigger before you draw a card that turn.",
     "「あなたのアップキープの最初に」の能力は、そのターンにあなたがカードを引く前に誘発します。"),
    ("A spell with \"Choose one —\" can't be cast without choosing a mode.",
     "「次のうち1つを選択せよ —」を持つ呪文は、モードを選ばずに唱えることはできません。"),
    ("Every activated ability is written as \"[Cost]: [Effect].\"",
     "すべての起動型能力は「［費用］：［効果］」の形で書かれています。"),
    ("Abilities that say \"whenever you venture into the dungeon\" trigger even if that venture completes the dungeon.",
     "「あなたがダンジョンを探索したときはいつでも」と書かれた能力は、その探索によってダンジョンを完了した場合でも誘発します。"),
    ("An ability that triggers \"at the beginning of combat on your turn\" triggers even if you won't attack.",
     "「あなたのターンの戦闘の始まりに」誘発する能力は、あなたが攻撃しない場合でも誘発します。"),
    ("If a \"Choose one —\" ability is copied, the copy uses the same mode.",
     "「以下の中から1つ選択 —」の能力がコピーされた場合、そのコピーは同じモードを用います。"),
    ("An ability that says \"Whenever a creature you control attacks\" triggers once for each attacking creature.",
     "「あなたがコントロールするクリーチャーが攻撃するときは毎回」と書かれた能力は、攻撃しているクリーチャー1体ごとに1回誘発します。"),
])

# ---------------------------------------------------------------- part 4: defects (card_names, untranslated, wrong_language)
# card_names: official JA name replaced, left in English, invented, or missing its 《》
add("card_names", [
    ("Doubling Season doesn't affect tokens created under an opponent's control.",
     "《Doubling Season》は、対戦相手のコントロール下で生成されるトークンには影響しません。"),
    ("If an effect would put counters on a permanent you control, Doubling Season doubles that number.",
     "いずれかの効果があなたがコントロールするパーマネントの上にカウンターを置く場合、《倍増の時節》はその数を2倍にします。"),
    ("Panharmonicon doesn't copy the triggered ability; it makes that ability trigger an additional time.",
     "《パンハーモニコン》は誘発型能力をコピーするのではなく、その能力を追加でもう1回誘発させます。"),
    ("Coveted Prize lets you search your library for any card and put it into your hand.",
     "《切望の褒賞》によって、あなたはライブラリーから任意のカードを探し、手札に加えることができます。"),
    ("Questing Druid's Adventure is an instant, so you can cast it during an opponent's turn.",
     "《探求のドルイド》の出来事はインスタントであるため、対戦相手のターン中に唱えることができます。"),
    ("Panharmonicon has no effect on abilities that trigger when a land enters the battlefield.",
     "《倍増の季節》は、土地が戦場に出たときに誘発する能力には効果がありません。"),
    ("Panharmonicon's effect applies only while it's on the battlefield.",
     "パンハモニコンの効果は、それが戦場にある間にのみ適用されます。"),
    ("Bottomless Pool // Locker Room is a Room card with two doors.",
     "《底なしの池 // ロッカールーム》は、ドアを2つ持つ部屋・カードです。"),
])

# untranslated: target wholly in English (4), or one sentence left in English (3)
_u = [
    "A door of a Room spell that wasn't cast is ignored while the spell is on the stack.",
    "If the player who has the initiative leaves the game, the player whose turn it is takes the initiative.",
    "Mana abilities can be activated while you're paying costs, even in the middle of casting a spell.",
    "A copy of a Role is also a Role token.",
]
add("untranslated", [(s, s) for s in _u])
add("untranslated", [
    ("A card in exile is face up unless an effect says otherwise. Anyone can look at face-up cards in exile.",
     "効果によって別段の指示がないかぎり、追放領域のカードは表向きです。Anyone can look at face-up cards in exile."),
    ("You choose the order of your triggered abilities that trigger at the same time. Your opponents order theirs.",
     "同時に誘発したあなたの誘発型能力の順番は、あなたが決めます。Your opponents order theirs."),
    ("Tokens you create are owned by you. If another player gains control of one, you still own it.",
     "Tokens you create are owned by you. ほかのプレイヤーがそのうち1つのコントロールを得ても、そのオーナーは引き続きあなたです。"),
])

# wrong_language: target wholly in another language
add("wrong_language", [
    ("If a spell is countered, it's put into its owner's graveyard.",
     "如果一个咒语被反击，它会被置入其拥有者的坟墓场。"),
    ("You can't unlock a door that's already unlocked.",
     "你不能將已經解鎖的門再次解鎖。"),
    ("A face-down creature has no abilities.",
     "뒷면 상태인 생물은 능력이 없습니다."),
    ("When you cast a card as an Adventure, it's exiled as it resolves.",
     "카드를 모험으로 발동하면, 그 카드는 해결될 때 추방됩니다."),
    ("Tokens that leave the battlefield cease to exist.",
     "Les jetons qui quittent le champ de bataille cessent d'exister."),
    ("Your party consists of up to four creatures.",
     "Deine Gruppe besteht aus bis zu vier Kreaturen."),
    ("Mana abilities don't use the stack.",
     "Las habilidades de maná no usan la pila."),
])

# ---------------------------------------------------------------- part 5: defects (omission, negation, punctuation, missing)
# omission: one sentence or clause dropped; the dropped part holds no term, number, symbol, negation or card name
add("omission", [
    ("Each door of a Room has its own abilities. They work independently of each other.",
     "部屋のそれぞれのドアは、固有の能力を持ちます。"),  # dropped: "They work independently of each other."
    ("If a room ability of a dungeon has a target, you choose it in the usual way as the ability is put on the stack.",
     "ダンジョンの部屋能力が対象を取る場合、その能力がスタックに置かれる際に、その対象を選びます。"),  # dropped: "in the usual way"
    ("If a Role you control is put into a graveyard for any reason, it ceases to exist.",
     "あなたがコントロールする役割が墓地に置かれた場合、それは消滅します。"),  # dropped: "for any reason"
    ("The copy is put on the stack above the original spell, so it resolves first. Players may respond to it as they normally would.",
     "そのコピーは元の呪文の上にスタックに置かれるため、先に解決します。"),  # dropped: second sentence
    ("You may activate a mana ability in the middle of casting a spell, while paying its costs. Most players do this all the time.",
     "呪文を唱えている途中、そのコストを支払う間に、マナ能力を起動してもかまいません。"),  # dropped: second sentence
    ("A creature that was blocked stays blocked for the rest of combat. This is sometimes surprising to newer players.",
     "ブロックされたクリーチャーは、その戦闘の残りの間、ブロックされた状態のままです。"),  # dropped: second sentence
    ("Abilities that count the creatures in your party look at the creatures you control as they resolve, whether those creatures are tapped or untapped.",
     "あなたのパーティーのクリーチャーを数える能力は、その解決時にあなたがコントロールしているクリーチャーを参照します。"),  # dropped: "whether ... tapped or untapped"
    ("If an effect lets you look at a card you exiled face down, you may look at it at any time, even during an opponent's turn.",
     "あなたが裏向きで追放したカードを見ることを効果が認めている場合、あなたはそれをいつでも見ることができます。"),  # dropped: "even during an opponent's turn"
])

# negation: a negation removed or added, or the meaning flipped
add("negation", [
    ("A Room with both doors locked doesn't have any abilities of those doors.",
     "両方のドアが閉鎖されている部屋は、それらのドアの能力を持ちます。"),
    ("You can't choose to leave a creature out of your party to lower the count.",
     "数を減らすために、クリーチャーをあなたのパーティーから除外することを選んでもかまいません。"),
    ("A copy of a permanent spell becomes a token as it resolves.",
     "パーマネント呪文のコピーは、解決に際してトークンにはなりません。"),
    ("You may activate a mana ability while paying a cost, even if you don't have priority.",
     "コストを支払っている間は、優先権を持っていなければマナ能力を起動することはできません。"),
    ("Turning a face-down creature face up doesn't cause it to enter the battlefield again.",
     "裏向きのクリーチャーを表向きにすると、それは再び戦場に出ます。"),
    ("Players may respond to a triggered ability once it has been put on the stack.",
     "誘発型能力がスタックに置かれた後、プレイヤーはそれに対応することはできません。"),
    ("A token that's a copy of a legendary creature is also legendary.",
     "伝説のクリーチャーのコピーであるトークンは、伝説ではありません。"),
    ("If another player takes the initiative, you don't venture into the dungeon.",
     "ほかのプレイヤーがイニシアチブを得た場合、あなたはダンジョンを探索します。"),
])

# punctuation: ASCII "." at the end (3), no final mark (3), ASCII "." between sentences (1)
add("punctuation", [
    ("A dungeon isn't a permanent, and spells and abilities can't affect it.",
     "ダンジョンはパーマネントではなく、呪文や能力の影響を受けることはありません."),
    ("Abilities that trigger when a door is unlocked are put on the stack the next time a player would receive priority.",
     "ドアが開放されたときに誘発する能力は、次にプレイヤーが優先権を得る際にスタックに置かれます."),
    ("An Adventure spell can target a creature you control.",
     "出来事である呪文は、あなたがコントロールするクリーチャーを対象にすることができます."),
    ("A token created by copying a permanent has the same name as that permanent.",
     "パーマネントをコピーして生成されたトークンは、そのパーマネントと同じ名前を持ちます"),
    ("The owner of a Role is the player who created it.",
     "役割のオーナーは、それを生成したプレイヤーです"),
    ("Special actions don't use the stack. Players receive priority afterward.",
     "特別な処理はスタックを使用しません。その後、プレイヤーは優先権を得ます"),
    ("Your commander starts the game in the command zone. You may cast it from there.",
     "あなたの統率者は統率領域でゲームを開始します.あなたはそこからそれを唱えることができます。"),
])

# missing: empty or whitespace-only target
add("missing", [
    ("If a door's ability refers to \"this Room,\" it means the whole permanent.", ""),
    ("A party never includes creatures you don't control.", " "),
    ("A copy of an Adventure spell is also an Adventure, but it isn't exiled as it resolves.", "\u3000"),
    ("The stack is a zone shared by all players.", "\n"),
    ("A triggered ability that needs a target is put on the stack only if a legal target can be chosen.", ""),
    ("The mana value of a land is 0.", "\t "),
    ("If you have two commanders with partner, both start the game in the command zone.", "   "),
])


# ---------------------------------------------------------------- self-check (writer's own sanity script, not a check)
def _selfcheck():
    import re
    forb = ["扉", "解錠", "アンロック", "冒険", "点数で見たマナ・コスト", "誘発能力", "起動能力", "山札",
            "ターゲット", "僧侶", "カウンターした", "カウンターされ", "カウンターする", "プレイ"]
    seen = set()
    for en, tgt, label in PAIRS:
        assert (en, tgt) not in seen, en
        seen.add((en, tgt))
        if label is None:
            assert tgt.endswith("。") and "." not in tgt, tgt
            for w in forb:
                if w in tgt:
                    print("  clean pair uses", w, "->", tgt[:40])
            for s in re.findall(r"\{[^}]+\}", en):
                assert s in tgt, (s, tgt)


_selfcheck()
