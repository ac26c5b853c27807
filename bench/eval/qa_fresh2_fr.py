#!/usr/bin/env python3
"""qa_fresh2_fr: hand-written FR evaluation pairs for the translation-QA checks.

Written apart from the checks (see qa_fresh2_fr_README.md). Running this script
(re)writes qa_fresh2_fr.jsonl next to it. The pairs are kept in Python lists;
the file was built in parts and every part ends with a call to write().
"""
import json
import os
from collections import Counter

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh2_fr.jsonl")
CHECKS = ["numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"]

PAIRS = []  # (id, en, target, expected)


def clean(n, en, fr):
    PAIRS.append(("fr-f2-c%02d" % n, en, fr, []))


def bad(pid, check, en, fr):
    assert check in CHECKS, check
    PAIRS.append(("fr-f2-" + pid, en, fr, [check]))


def write():
    ids = [p[0] for p in PAIRS]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    assert not dup, dup
    for pid, en, fr, exp in PAIRS:
        assert en.strip(), pid
        assert len(exp) <= 1, pid
        if exp != ["missing"]:
            assert fr.strip(), pid
    with open(OUT, "w", encoding="utf-8") as f:
        for pid, en, fr, exp in PAIRS:
            f.write(json.dumps({"id": pid, "lang": "fr", "en": en, "target": fr,
                                "expected": exp}, ensure_ascii=False) + "\n")
    per = Counter(e[0] if e else "clean" for _, _, _, e in PAIRS)
    print(len(PAIRS), "pairs ->", OUT)
    print(dict(sorted(per.items())))


# ---------------------------------------------------------------- part 1: clean pairs 1-34
clean(1, "Each Room card has two doors, and each door has its own name and mana cost.",
      "Chaque carte de Pièce comporte deux accès, et chacun d'eux a son propre nom et son propre coût de mana.")
clean(2, "If you have priority during your main phase and the stack is empty, you may pay the mana cost of a locked door to unlock it. (This is a special action.)",
      "Si vous avez la priorité pendant votre phase principale et que la pile est vide, vous pouvez payer le coût de mana d'un accès verrouillé pour le déverrouiller. (Il s'agit d'une action spéciale.)")
clean(3, "If several creatures you control deal combat damage to the same player at the same time, Locker Room's ability triggers only once.",
      "Si plusieurs créatures que vous contrôlez infligent simultanément des blessures de combat au même joueur, la capacité de Vestiaire ne se déclenche qu'une seule fois.")
clean(4, "If an effect lets you return a card with mana value 2 or less from your graveyard to your hand, you can't choose Bottomless Pool // Locker Room, as its mana value there is 6.",
      "Si un effet vous permet de renvoyer une carte de valeur de mana inférieure ou égale à 2 depuis votre cimetière dans votre main, vous ne pouvez pas choisir Piscine sans fond // Vestiaire, car sa valeur de mana y est de 6.")
clean(5, "You cast only one half of a Room card. You can't cast both halves at once.",
      "Vous ne lancez qu'une seule moitié d'une carte de Pièce : il est impossible de lancer les deux moitiés à la fois.")
clean(6, "A Room is fully unlocked once both of its doors are unlocked.",
      "Une Pièce est entièrement déverrouillée dès que ses deux accès le sont.")
clean(7, "The characteristics of a locked door are ignored while the Room is on the battlefield.",
      "Tant que la Pièce est sur le champ de bataille, les caractéristiques d'un accès verrouillé ne sont pas prises en compte.")
clean(8, "If you create a token that's a copy of a Room, the token enters with both doors locked unless the effect says otherwise.",
      "Si vous créez un jeton qui est une copie d’une Pièce, ce jeton arrive avec ses deux accès verrouillés, à moins que l’effet n’indique le contraire.")
clean(9, "Each time you venture into the dungeon, you move your venture marker to the next room and that room's ability triggers.",
      "Chaque fois que vous vous aventurez dans le donjon, vous déplacez votre marqueur d'aventure vers la pièce suivante et la capacité de cette pièce se déclenche.")
clean(10, "If two effects set a creature's power to different values, the one with the later timestamp wins.",
      "Si deux effets fixent la force d’une créature à des valeurs différentes, celui qui a l’horodatage le plus récent l’emporte.")
clean(11, "Taking the initiative while you already have it causes its ability to trigger again, so you can venture twice in one turn.",
      "Si vous prenez l'initiative alors que vous l'avez déjà, sa capacité se déclenche de nouveau ; vous pouvez donc vous aventurer deux fois au cours d'un même tour.")
clean(12, "The number of creatures in your party is always between zero and four, inclusive.",
      "Le nombre de créatures dans votre groupe est toujours compris entre zéro et quatre inclus.")
clean(13, "If you control a Cleric Warrior and a Rogue, your party has three creatures only if you also control a Wizard; otherwise it has two.",
      "Si vous contrôlez un clerc guerrier et un gredin, votre groupe ne compte trois créatures que si vous contrôlez aussi un sorcier ; sinon, il en compte deux.")
clean(14, "You have a full party only if your party contains a Cleric, a Rogue, a Warrior and a Wizard.",
      "Vous n’avez un groupe complet que si votre groupe comprend un clerc, un gredin, un guerrier et un sorcier.")
clean(15, "Coveted Prize costs {1} less to cast for each creature in your party, so with a full party it costs {4} less.",
      "Prix convoité coûte {1} de moins à lancer pour chaque créature de votre groupe ; avec un groupe complet, il coûte donc {4} de moins.")
clean(16, "Reducing the cost of a spell doesn't change its mana value. Only its mana cost determines its mana value.",
      "Une réduction de coût ne modifie pas la valeur de mana d'un sort, qui est déterminée uniquement par son coût de mana.")
clean(17, "As an Adventure spell resolves, its controller exiles it instead of putting it into its owner's graveyard. They may later cast the card as a creature spell from exile.",
      "Lors de la résolution d'un sort d'aventure, son contrôleur l'exile au lieu de le mettre dans le cimetière de son propriétaire. Il pourra ensuite lancer la carte en tant que sort de créature depuis l'exil.")
clean(18, "Seek the Beast lets you play the two exiled cards until your next end step. You may play a land this way only if you have a land play remaining.",
      "En quête de la bête vous permet de jouer les deux cartes exilées jusqu'à votre prochaine étape de fin. Vous ne pouvez jouer un terrain de cette manière que s'il vous reste un terrain à jouer.")
clean(19, "Questing Druid's triggered ability resolves even if the spell that caused it to trigger has been countered.",
      "La capacité déclenchée du Druide en quête se résout même si le sort qui l'a fait se déclencher a été contrecarré.")
clean(20, "With Johann, Apprentice Sorcerer, you can look at the top card of your library at any time, even while you don't have priority.",
      "Avec Johann, apprenti sorcier, vous pouvez regarder la carte du dessus de votre bibliothèque à tout moment, même si vous n'avez pas la priorité.")
clean(21, "Ellivere of the Wild Court's first ability triggers both when it enters and whenever it attacks.",
      "La première capacité d’Ellivère de la Cour sauvage se déclenche à la fois quand elle arrive sur le champ de bataille et à chaque fois qu’elle attaque.")
clean(22, "A Role token that is no longer attached to a creature is put into its owner's graveyard as a state-based action. Because it's a token, it then ceases to exist.",
      "Un jeton de Rôle qui n'est plus attaché à une créature est mis dans le cimetière de son propriétaire par une action basée sur un état. Comme il s'agit d'un jeton, il cesse ensuite d'exister.")
clean(23, "You can create a Role token attached to a creature an opponent controls. You control the Role, but your opponent controls the creature.",
      "Vous pouvez créer un jeton de Rôle attaché à une créature contrôlée par un adversaire. Le Rôle est sous votre contrôle, alors que la créature reste sous le contrôle de votre adversaire.")
clean(24, "With Doubling Season, an effect that would create one Role token creates two instead. Both enter attached to the same creature, and one of them is then put into the graveyard.",
      "Avec Saison de dédoublement, un effet qui devrait créer un jeton de Rôle en crée deux à la place. Les deux arrivent attachés à la même créature, puis l'un d'eux est mis au cimetière.")
clean(25, "If an effect would put three +1/+1 counters on a creature you control, Doubling Season causes it to put six of them on that creature instead.",
      "Si un effet devait mettre trois marqueurs +1/+1 sur une créature que vous contrôlez, Saison de dédoublement lui fait en mettre six à la place.")
clean(26, "Panharmonicon affects only abilities that trigger when an artifact or creature enters. An ability that triggers when a land enters triggers only once.",
      "Panharmonicus n’affecte que les capacités qui se déclenchent quand un artefact ou une créature arrive sur le champ de bataille. Une capacité qui se déclenche quand un terrain arrive ne se déclenche qu’une seule fois.")
clean(27, "If you control two Panharmonicons, a triggered ability of a permanent you control that triggers when a creature enters triggers three times.",
      "Si vous contrôlez deux Panharmonicus, une capacité déclenchée d'un permanent que vous contrôlez qui se déclenche quand une créature arrive sur le champ de bataille se déclenche trois fois.")
clean(28, "To activate the ability of Peter Parker's Camera, you must pay {2}, tap it and remove a film counter from it.",
      "Pour activer la capacité de l’Appareil photo de Peter Parker, vous devez payer {2}, l’engager et en retirer un marqueur « pellicule ».")
clean(29, "When Peter Parker's Camera copies an ability, you may choose new targets for the copy, but you must choose the same number of targets.",
      "Quand l'Appareil photo de Peter Parker copie une capacité, vous pouvez choisir de nouvelles cibles pour la copie, mais vous devez en choisir le même nombre.")
clean(30, "A copy of a spell created on the stack isn't cast, so abilities that trigger whenever you cast a spell won't trigger.",
      "Une copie de sort créée sur la pile n’est pas lancée ; les capacités qui se déclenchent à chaque fois que vous lancez un sort ne se déclenchent donc pas.")
clean(31, "If a spell that would put counters on a creature is countered, no counters are put on that creature.",
      "Si un sort qui devait mettre des marqueurs sur une créature est contrecarré, aucun marqueur n'est mis sur cette créature.")
clean(32, "A token copy of a creature has the same mana value as its nontoken counterpart, unless the copy effect says otherwise.",
      "Un jeton qui copie une créature a la même valeur de mana que la créature d’origine, à moins que l’effet de copie n’en dispose autrement.")
clean(33, "A nontoken creature can't be sacrificed to bargain unless it's also an artifact or an enchantment.",
      "Une créature qui n’est pas un jeton ne peut être sacrifiée pour la négociation que si elle est aussi un artefact ou un enchantement.")
clean(34, "The triggered ability of Tenacious Tomeseeker targets an instant or sorcery card in your graveyard. If the card leaves your graveyard before the ability resolves, the ability does nothing.",
      "La capacité déclenchée du Chercheur de grimoires tenace cible une carte d’éphémère ou de rituel dans votre cimetière. Si cette carte quitte votre cimetière avant que la capacité ne se résolve, celle-ci n’a aucun effet.")

write()

# ---------------------------------------------------------------- part 2: clean pairs 35-68
clean(35, "If The Spot, Living Portal leaves the battlefield without dying, the exiled cards stay in exile.",
      "Si La Tache, portail vivant quitte le champ de bataille sans mourir, les cartes exilées restent en exil.")
clean(36, "You may choose zero targets for each of the two parts of The Spot, Living Portal's first ability.",
      "Pour chacune des deux parties de la première capacité de La Tache, portail vivant, vous pouvez ne choisir aucune cible.")
clean(37, "Activated abilities are written in the form \"[Cost]: [Effect].\" Anything that appears before the colon is a cost.",
      "Les capacités activées sont écrites sous la forme « [Coût] : [Effet]. » Tout ce qui figure avant les deux-points est un coût.")
clean(38, "A mana ability doesn't use the stack, so it can't be responded to.",
      "Une capacité de mana n'utilise pas la pile ; il est donc impossible d'y répondre.")
clean(39, "An ability such as \"{T}: Add {G}.\" is an activated mana ability. An ability that costs mana but doesn't produce mana isn't a mana ability.",
      "Une capacité comme « {T} : Ajoutez {G}. » est une capacité de mana activée. Une capacité qui coûte du mana sans en produire n’est pas une capacité de mana.")
clean(40, "An ability that begins \"At the beginning of your upkeep\" triggers once each turn, at the start of your upkeep.",
      "Une capacité commençant par « Au début de votre entretien » se déclenche une fois par tour, au début de votre entretien.")
clean(41, "\"Whenever you cast a spell\" abilities resolve before the spell that caused them to trigger.",
      "Les capacités « Chaque fois que vous lancez un sort » se résolvent avant le sort qui les a fait se déclencher.")
clean(42, "If a modal spell says \"Choose one or more —\", you can't choose the same mode more than once.",
      "Si un sort modal indique « Choisissez un ou plusieurs — », vous ne pouvez pas choisir le même mode plus d'une fois.")
clean(43, "When a spell that says \"Choose one —\" is copied, the copy has the same mode as the original.",
      "Quand un sort qui indique « Choisissez l’un — » est copié, la copie a le même mode que l’original.")
clean(44, "For a spell that says \"Choose two —\", you must choose two different modes.",
      "Pour un sort qui indique « Choisissez deux — », vous devez choisir deux modes différents.")
clean(45, "On the stack, a spell with {X} in its mana cost uses the chosen value of X to determine its mana value. For example, if X is 3, a spell costing {X}{R} has a mana value of 4.",
      "Sur la pile, la valeur de mana d'un sort avec {X} dans son coût de mana tient compte de la valeur choisie pour X. Par exemple, si X vaut 3, un sort qui coûte {X}{R} a une valeur de mana de 4.")
clean(46, "In every zone other than the stack, X in a mana cost is treated as 0.",
      "Dans toute zone autre que la pile, le X d'un coût de mana est considéré comme valant zéro.")
clean(47, "Mana abilities can be activated while you're casting a spell, in the middle of paying its costs, even though you don't normally have priority at that point.",
      "Les capacités de mana peuvent être activées pendant que vous lancez un sort, au moment de payer ses coûts. Peu importe que vous n’ayez normalement pas la priorité à ce moment-là.")
clean(48, "A token that leaves the battlefield ceases to exist the next time state-based actions are checked. It can't be cast or returned to the battlefield, even if it's still in your graveyard or in exile for a moment. Abilities that trigger when it dies still trigger.",
      "Un jeton qui quitte le champ de bataille cesse d’exister la prochaine fois que les actions basées sur un état sont vérifiées. Il ne peut ni être lancé ni revenir sur le champ de bataille, même s’il se trouve brièvement dans votre cimetière ou en exil. Les capacités qui se déclenchent quand il meurt se déclenchent quand même.")
clean(49, "If an effect creates X 1/1 tokens and X is 0, no tokens are created.",
      "Si un effet crée X jetons 1/1 et que X vaut 0, aucun jeton n'est créé.")
clean(50, "A creature with double strike deals combat damage twice: once in the first-strike combat damage step and once in the regular one.",
      "Une créature avec la double initiative inflige des blessures de combat deux fois : une fois pendant l’étape de blessures de combat de l’initiative et une fois pendant l’étape normale.")
clean(51, "A creature that's removed from combat stops being an attacking creature. It won't deal or be dealt combat damage, and it stays tapped.",
      "Une créature retirée du combat cesse d’être une créature attaquante : elle n’inflige ni ne subit de blessures de combat, et elle reste engagée.")
clean(52, "Unless an effect says otherwise, each creature can block only one attacking creature.",
      "Sauf indication contraire, chaque créature ne peut bloquer qu’une seule créature attaquante.")
clean(53, "When a card moves from one zone to another, it becomes a new object with no memory of its previous existence. For example, a creature that's returned to your hand and then cast again doesn't keep any counters it had.",
      "Quand une carte passe d’une zone à une autre, elle devient un nouvel objet sans aucun souvenir de son existence précédente. Par exemple, une créature renvoyée dans votre main puis relancée ne conserve aucun des marqueurs qu’elle avait.")
clean(54, "You can't look at a face-down permanent you don't control to find out what it is.",
      "Vous ne pouvez pas regarder un permanent face cachée que vous ne contrôlez pas pour découvrir de quoi il s’agit.")
clean(55, "When a face-down creature is turned face up, it keeps any counters and Auras it had. It isn't a new object.",
      "Quand une créature face cachée est retournée face visible, elle garde les marqueurs et les Auras qu’elle avait. Il ne s’agit pas d’un nouvel objet.")
clean(56, "A face-down creature is a 2/2 creature with no name, no mana cost, no creature types and no abilities. Its mana value is 0.",
      "Une créature face cachée est une créature 2/2 sans nom, sans coût de mana, sans type de créature et sans capacité. Sa valeur de mana est de 0.")
clean(57, "Your commander costs {2} more to cast from the command zone for each previous time you've cast it from there this game. If you've cast it twice before, it costs {4} more.",
      "Votre commandant coûte {2} de plus à lancer depuis la zone de commandement pour chaque fois où vous l’avez déjà lancé depuis celle-ci au cours de la partie. Si vous l’avez déjà lancé deux fois, il coûte {4} de plus.")
clean(58, "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
      "Un joueur qui a subi au moins 21 blessures de combat infligées par un même commandant au cours de la partie perd la partie.")
clean(59, "If your commander has an Adventure, you can cast it as an Adventure from the command zone. After it resolves, it goes to exile, and you may then cast the creature from exile.",
      "Si votre commandant a une aventure, vous pouvez le lancer en tant qu’aventure depuis la zone de commandement. Une fois résolu, il est exilé, et vous pouvez ensuite lancer la créature depuis l’exil.")
clean(60, "Spells and abilities on the stack resolve one at a time, starting with the one put on the stack most recently.",
      "Les sorts et les capacités sur la pile se résolvent un par un, en commençant par le dernier à y avoir été mis.")
clean(61, "The top object of the stack resolves only after all players pass priority in succession without taking any action.",
      "L’objet du dessus de la pile ne se résout qu’une fois que tous les joueurs ont passé la priorité successivement sans rien faire.")
clean(62, "A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration can't replace this event.",
      "Une créature dont l’endurance est inférieure ou égale à 0 est mise dans le cimetière de son propriétaire par une action basée sur un état. La régénération ne peut pas remplacer cet événement.")
clean(63, "If both players would lose the game simultaneously, the game is a draw.",
      "Si les deux joueurs devaient perdre la partie simultanément, la partie est nulle.")
clean(64, "Because Bottomless Pool's ability says \"up to one,\" you may unlock it even if there's no creature to target.",
      "Comme la capacité de Piscine sans fond dit « jusqu’à une », vous pouvez la déverrouiller même s’il n’y a aucune créature à cibler.")
clean(65, "When you cast Locker Room and it resolves, the Room enters with Locker Room unlocked and Bottomless Pool still locked.",
      "Quand vous lancez Vestiaire et qu’il se résout, la Pièce arrive avec l’accès Vestiaire déverrouillé et l’accès Piscine sans fond encore verrouillé.")
clean(66, "A Room card in your hand counts as one card, not two.",
      "Une carte de Pièce dans votre main compte pour une seule carte, et non pour deux.")
clean(67, "If an Adventure spell is countered, it goes to its owner's graveyard instead of exile, and it can't be cast as a creature later.",
      "Un sort d’aventure contrecarré va dans le cimetière de son propriétaire et non en exil : il sera donc impossible de le lancer plus tard en tant que créature.")
clean(68, "Once your venture marker reaches the last room of a dungeon and that room's ability has resolved, you complete the dungeon. The next time you venture, you choose a new dungeon.",
      "Une fois que votre marqueur d’aventure a atteint la dernière pièce d’un donjon et que la capacité de cette pièce s’est résolue, vous terminez ce donjon. La prochaine fois que vous vous aventurerez, vous choisirez un nouveau donjon.")

write()

# ---------------------------------------------------------------- part 3: numbers, symbols, terminology, templating
# numbers: one number changed, dropped or added (digits or words)
bad("num1", "numbers", "If you control a Cleric, a Rogue and a Warrior, the number of creatures in your party is three.",
    "Si vous contrôlez un clerc, un gredin et un guerrier, le nombre de créatures dans votre groupe est de quatre.")
bad("num2", "numbers", "Bottomless Pool // Locker Room has a mana value of 6 in every zone except the stack and the battlefield.",
    "Piscine sans fond // Vestiaire a une valeur de mana de 5 dans toutes les zones sauf la pile et le champ de bataille.")
bad("num3", "numbers", "Seek the Beast exiles the top two cards of your library.",
    "En quête de la bête exile les cartes du dessus de votre bibliothèque.")
bad("num4", "numbers", "Whenever Ellivere of the Wild Court attacks, you create a Virtuous Role token attached to another target creature you control.",
    "À chaque fois qu'Ellivère de la Cour sauvage attaque, vous créez deux jetons de Rôle Vertueux attachés à une autre créature ciblée que vous contrôlez.")
bad("num5", "numbers", "If two Roles controlled by the same player are attached to a creature, that player keeps the newer one. Two Roles controlled by two different players can both stay attached.",
    "Si deux Rôles contrôlés par le même joueur sont attachés à une créature, ce joueur garde le plus récent. Deux Rôles contrôlés par trois joueurs différents peuvent rester attachés tous les deux.")
bad("num6", "numbers", "Commander damage is tracked separately for each commander. A player loses after taking 21 combat damage from a single commander.",
    "Les blessures de commandant sont comptabilisées séparément pour chaque commandant. Un joueur perd après avoir subi 20 blessures de combat infligées par un même commandant.")
bad("num7", "numbers", "If X is 2, a spell with mana cost {X}{X}{G} has a mana value of 5 on the stack.",
    "Si X vaut 2, un sort dont le coût de mana est {X}{X}{G} a une valeur de mana de 3 sur la pile.")
bad("num8", "numbers", "With Panharmonicon, a creature's enters ability that would trigger once triggers twice instead.",
    "Avec Panharmonicus, la capacité d'arrivée d'une créature qui se déclencherait une fois se déclenche trois fois à la place.")

# symbols: a mana/tap symbol or a P/T modifier changed or dropped (digits left alone)
bad("sym1", "symbols", "An ability such as \"{T}, Sacrifice a creature: Draw a card.\" can't be activated if its source is already tapped.",
    "Une capacité comme « Sacrifiez une créature : Piochez une carte. » ne peut pas être activée si sa source est déjà engagée.")
bad("sym2", "symbols", "Bottomless Pool has mana cost {U}, so you can unlock it for {U} if it's locked on the battlefield.",
    "Piscine sans fond a pour coût de mana {U} ; vous pouvez donc la déverrouiller pour {B} si elle est verrouillée sur le champ de bataille.")
bad("sym3", "symbols", "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, one of each is removed as a state-based action.",
    "Si un permanent a à la fois un marqueur +1/+1 et un marqueur +1/+1, un de chaque est retiré par une action basée sur un état.")
bad("sym4", "symbols", "A spell that costs {X}{R} with X chosen as 4 has a mana value of 5 on the stack.",
    "Un sort qui coûte {R}, avec X choisi égal à 4, a une valeur de mana de 5 sur la pile.")
bad("sym5", "symbols", "The unlock cost of Locker Room is {4}{U}.",
    "Le coût de déverrouillage de Vestiaire est {4}{U}{U}.")
bad("sym6", "symbols", "A hybrid mana symbol such as {G/U} can be paid with either green or blue mana.",
    "Un symbole de mana hybride comme {G}{U} peut être payé avec du mana vert ou bleu.")
bad("sym7", "symbols", "An ability that costs {C} must be paid with colorless mana; you can't pay it with colored mana.",
    "Une capacité qui coûte {W} doit être payée avec du mana incolore ; vous ne pouvez pas la payer avec du mana de couleur.")
bad("sym8", "symbols", "An ability that reads \"{T}: Add {G}{G}.\" is a mana ability, even when it's on a creature.",
    "Une capacité qui indique « {T} : Ajoutez {G}. » est une capacité de mana, même quand elle se trouve sur une créature.")

# terminology: a forbidden or non-official word for a terms.csv term
bad("term1", "terminology", "Each door of a Room has its own mana cost. Unlocking one door doesn't unlock the other door.",
    "Chaque accès d'une Pièce a son propre coût de mana. Déverrouiller un accès ne déverrouille pas l'autre porte.")
bad("term2", "terminology", "You may unlock a locked door of a Room you control only during your main phase while the stack is empty.",
    "Vous ne pouvez ouvrir un accès verrouillé d'une Pièce que vous contrôlez que pendant votre phase principale, lorsque la pile est vide.")
bad("term3", "terminology", "Doubling Season doubles the number of counters put on a permanent you control, including +1/+1 counters.",
    "Saison de dédoublement double le nombre de compteurs mis sur un permanent que vous contrôlez, y compris les marqueurs +1/+1.")
bad("term4", "terminology", "After an Adventure resolves, you may cast the creature card from exile later.",
    "Une fois l'aventure résolue, vous pourrez jouer la carte de créature depuis l'exil plus tard.")
bad("term5", "terminology", "If a spell has no mana cost, its mana value is 0.",
    "Si un sort n'a pas de coût de mana, son coût converti de mana est de 0.")
bad("term6", "terminology", "A face-down spell on the stack has no name and no mana cost.",
    "Un sort face retournée sur la pile n'a ni nom ni coût de mana.")
bad("term7", "terminology", "If a triggered ability is countered, its effect doesn't happen, but the source of the ability isn't affected.",
    "Si une capacité déclenchée est contrée, son effet ne se produit pas, mais la source de la capacité n'est pas affectée.")
bad("term8", "terminology", "When the creature a Role token is attached to leaves the battlefield, the Role is put into its owner's graveyard and then ceases to exist.",
    "Quand la créature à laquelle un jeton de Rôle est attaché quitte le champ de bataille, le Rôle est mis dans la défausse de son propriétaire puis cesse d'exister.")

# templating: non-official wording for a template phrase
bad("tpl1", "templating", "When you cast a spell that says \"Choose one —\", you choose its mode as you cast it.",
    "Quand vous lancez un sort qui indique « Choisissez un — », vous choisissez son mode au moment où vous le lancez.")
bad("tpl2", "templating", "An ability that begins \"Whenever a creature you control dies\" triggers for each creature that dies.",
    "Une capacité qui commence par « Toutes les fois qu'une créature que vous contrôlez meurt » se déclenche pour chaque créature qui meurt.")
bad("tpl3", "templating", "\"At the beginning of your end step\" abilities trigger even if you skipped your combat phase.",
    "Les capacités « Au commencement de votre étape de fin » se déclenchent même si vous avez passé votre phase de combat.")
bad("tpl4", "templating", "Loyalty abilities also follow the \"[Cost]: [Effect]\" format.",
    "Les capacités de loyauté suivent aussi le format « [Coût] — [Effet] ».")
bad("tpl5", "templating", "Ellivere of the Wild Court's second ability reads \"Whenever an enchanted creature you control deals combat damage to a player, draw a card.\"",
    "La seconde capacité d'Ellivère de la Cour sauvage indique « Dès qu'une créature enchantée que vous contrôlez inflige des blessures de combat à un joueur, piochez une carte. »")
bad("tpl6", "templating", "If a permanent has an ability that triggers \"at the beginning of combat on your turn,\" it triggers before attackers are declared.",
    "Si un permanent a une capacité qui se déclenche « lors du début du combat pendant votre tour », elle se déclenche avant la déclaration des attaquants.")
bad("tpl7", "templating", "Some activated abilities are modal. They say \"Choose one —\" after the colon, and you choose the mode as you activate the ability.",
    "Certaines capacités activées sont modales. Elles indiquent « Choisissez-en un — » après les deux-points, et vous choisissez le mode au moment où vous activez la capacité.")

write()

# ---------------------------------------------------------------- part 4: card_names, untranslated, wrong_language
# card_names: official FR name wrong, misspelled, kept in English or half translated
bad("name1", "card_names", "Doubling Season doesn't affect counters put on permanents you don't control.",
    "Doubling Season n'affecte pas les marqueurs mis sur des permanents que vous ne contrôlez pas.")
bad("name2", "card_names", "If Bottomless Pool // Locker Room enters without being cast, both of its doors are locked.",
    "Si Piscine sans fond // Locker Room arrive sur le champ de bataille sans avoir été lancée, ses deux accès sont verrouillés.")
bad("name3", "card_names", "Ellivere of the Wild Court can create a Virtuous Role on a creature with hexproof you control, because you may target your own creatures.",
    "Elivère de la Cour sauvage peut créer un Rôle Vertueux sur une créature avec la défense talismanique que vous contrôlez, car vous pouvez cibler vos propres créatures.")
bad("name4", "card_names", "Peter Parker's Camera enters with three film counters on it.",
    "La Caméra de Peter Parker arrive avec trois marqueurs « pellicule » sur elle.")
bad("name5", "card_names", "Panharmonicon has no effect on abilities that trigger when a land enters.",
    "Panharmonicon n'a aucun effet sur les capacités qui se déclenchent quand un terrain arrive sur le champ de bataille.")
bad("name6", "card_names", "Johann, Apprentice Sorcerer doesn't let you cast creature spells from the top of your library.",
    "Johann, sorcier apprenti ne vous permet pas de lancer des sorts de créature depuis le dessus de votre bibliothèque.")
bad("name7", "card_names", "If Tenacious Tomeseeker wasn't bargained, its triggered ability doesn't trigger at all.",
    "Si le Chercheur de tomes tenace n'a pas été négocié, sa capacité déclenchée ne se déclenche pas du tout.")
bad("name8", "card_names", "Seek the Beast is an instant Adventure, so you can cast it any time you have priority.",
    "Chercher la bête est un éphémère de type aventure ; vous pouvez donc le lancer dès que vous avez la priorité.")

# untranslated: all (label untranslated only) or part of the text left in English
bad("untr1", "untranslated", "A Room with no unlocked doors has no name.",
    "A Room with no unlocked doors has no name.")
bad("untr2", "untranslated", "Tokens that are copies of an Adventure card can't be cast from exile.",
    "Tokens that are copies of an Adventure card can't be cast from exile.")
bad("untr3", "untranslated", "You venture into the dungeon whenever an effect tells you to. You don't need to control any creatures.",
    "Vous vous aventurez dans le donjon à chaque fois qu'un effet vous le demande. You don't need to control any creatures.")
bad("untr4", "untranslated", "The size of your party is checked as the spell resolves, and it can change if creatures leave the battlefield in response.",
    "La taille de votre groupe est vérifiée lors de la résolution du sort, and it can change if creatures leave the battlefield in response.")
bad("untr5", "untranslated", "A mana ability resolves immediately. It can't be countered, and you can activate it while paying costs.",
    "Une capacité de mana se résout immédiatement. It can't be countered, and you can activate it while paying costs.")
bad("untr6", "untranslated", "If a Role token would be created attached to a creature that has left the battlefield, it isn't created. No Role enters the battlefield.",
    "If a Role token would be created attached to a creature that has left the battlefield, it isn't created. No Role enters the battlefield.")
bad("untr7", "untranslated", "Face-down permanents are colorless. If one is turned face up, it regains its color.",
    "Face-down permanents are colorless. Si l'un d'eux est retourné face visible, il retrouve sa couleur.")
bad("untr8", "untranslated", "A copy of a spell is put directly onto the stack. It isn't cast, and it has the same targets as the original unless you choose new ones. The copy resolves before the original.",
    "Une copie d'un sort est mise directement sur la pile. Elle n'est pas lancée et a les mêmes cibles que l'original, sauf si vous en choisissez de nouvelles. The copy resolves before the original.")

# wrong_language: all or a large part in Spanish, Italian, German or Portuguese
bad("lang1", "wrong_language", "You can unlock a door only if you control the Room.",
    "Solo puedes desbloquear una puerta si controlas la Habitación.")
bad("lang2", "wrong_language", "A token that is a copy of a creature copies its mana cost, so it has the same mana value.",
    "Una pedina che è una copia di una creatura ne copia il costo di mana, quindi ha lo stesso valore di mana.")
bad("lang3", "wrong_language", "Each Role token you control is an Aura with enchant creature.",
    "Jeder Rollen-Spielstein, den du kontrollierst, ist eine Aura mit „Verzaubert eine Kreatur“.")
bad("lang4", "wrong_language", "When you complete a dungeon, abilities that trigger when you complete a dungeon trigger.",
    "Quando você completa uma masmorra, as habilidades que são desencadeadas quando você completa uma masmorra são desencadeadas.")
bad("lang5", "wrong_language", "Counters on a permanent are removed when it leaves the battlefield. If it returns, it's a new object with no counters. Effects that refer to the old object can't find it.",
    "Les marqueurs d'un permanent sont retirés quand il quitte le champ de bataille. Si regresa, es un objeto nuevo sin contadores. Los efectos que se refieren al objeto anterior no pueden encontrarlo.")
bad("lang6", "wrong_language", "Your commander can be cast from the command zone. Each time it's cast from there, its cost increases for future casts. This additional cost is the commander tax.",
    "Votre commandant peut être lancé depuis la zone de commandement. Ogni volta che viene lanciato da lì, il suo costo aumenta per i lanci futuri. Questo costo aggiuntivo è la tassa del comandante.")
bad("lang7", "wrong_language", "Priority passes from player to player. If all players pass in succession with an empty stack, the step or phase ends.",
    "La priorité passe d'un joueur à l'autre. Wenn alle Spieler nacheinander passen und der Stapel leer ist, endet der Schritt oder die Phase.")

write()

# ---------------------------------------------------------------- part 5: omission, negation, punctuation, missing
# omission: a sentence or clause dropped; the dropped part holds no term, number, symbol, negation or card name
bad("omit1", "omission", "When you unlock a door, its abilities start to apply immediately. This is true whether you paid for it yourself or an effect did it for you.",
    "Quand vous déverrouillez un accès, ses capacités s'appliquent immédiatement.")
bad("omit2", "omission", "Roles are enchantments, so they count for abilities that care about enchantments, which can matter in some decks.",
    "Les Rôles sont des enchantements ; ils comptent donc pour les capacités qui s'intéressent aux enchantements.")
bad("omit3", "omission", "The copy is created on the stack and isn't cast. It resolves first, and then the game continues normally.",
    "La copie est créée sur la pile et n'est pas lancée. Elle se résout en premier.")
bad("omit4", "omission", "You choose the targets of an Adventure spell as you cast it. This follows the usual process. If all its targets are illegal as it tries to resolve, it doesn't resolve and isn't exiled.",
    "Vous choisissez les cibles d'un sort d'aventure au moment de le lancer. Si toutes ses cibles sont illégales au moment où il devrait se résoudre, il ne se résout pas et n'est pas exilé.")
bad("omit5", "omission", "All face-down creatures have the same characteristics, which makes them hard to tell apart, but you must be able to distinguish them clearly.",
    "Toutes les créatures face cachée ont les mêmes caractéristiques, mais vous devez pouvoir les distinguer clairement.")
bad("omit6", "omission", "All combat damage in a step is dealt at the same time, so the order of the creatures in combat doesn't matter, regardless of how they were declared.",
    "Toutes les blessures de combat d'une étape sont infligées simultanément ; l'ordre des créatures au combat n'a donc pas d'importance.")
bad("omit7", "omission", "A spell with a party bonus checks your party as it resolves, which can surprise new players. Creatures that left earlier in the turn aren't counted.",
    "Un sort avec un bonus de groupe vérifie votre groupe au moment de sa résolution. Les créatures qui sont parties plus tôt dans le tour ne sont pas comptées.")
bad("omit8", "omission", "The last ability of The Spot, Living Portal triggers when it dies. The exiled cards return only if The Spot is put on the bottom of the library, which usually happens.",
    "La dernière capacité de La Tache, portail vivant se déclenche quand La Tache meurt. Les cartes exilées ne reviennent que si La Tache est mise au-dessous de la bibliothèque.")

# negation: a negation removed or added, meaning flipped
bad("neg1", "negation", "A locked door's abilities don't apply.",
    "Les capacités d'un accès verrouillé s'appliquent.")
bad("neg2", "negation", "An Adventure spell can target a creature you control.",
    "Un sort d'aventure ne peut pas cibler une créature que vous contrôlez.")
bad("neg3", "negation", "Dungeon cards are never part of your deck.",
    "Les cartes de donjon font toujours partie de votre deck.")
bad("neg4", "negation", "Copying a triggered ability doesn't copy the choices made when it resolves. Those choices are made separately for the copy.",
    "Copier une capacité déclenchée copie les choix faits lors de sa résolution. Ces choix sont faits séparément pour la copie.")
bad("neg5", "negation", "Tokens are permanents, so they can be affected by effects that refer to permanents.",
    "Les jetons sont des permanents ; ils ne peuvent donc pas être affectés par les effets qui font référence aux permanents.")
bad("neg6", "negation", "A special action can't be countered, because it never goes on the stack.",
    "Une action spéciale peut être contrecarrée, car elle ne va jamais sur la pile.")
bad("neg7", "negation", "Face-down creatures can attack and block.",
    "Les créatures face cachée ne peuvent ni attaquer ni bloquer.")
bad("neg8", "negation", "If your commander would be put into exile, you may put it into the command zone instead. You don't have to.",
    "Si votre commandant devait être exilé, vous pouvez le mettre dans la zone de commandement à la place. Vous êtes obligé de le faire.")

# punctuation: final mark missing or wrong
bad("punc1", "punctuation", "Triggered abilities go on the stack the next time a player would receive priority.",
    "Les capacités déclenchées sont mises sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité")
bad("punc2", "punctuation", "A Room spell has only the characteristics of the door you chose.",
    "Un sort de Pièce n'a que les caractéristiques de l'accès que vous avez choisi !")
bad("punc3", "punctuation", "You can't venture into the dungeon if no effect instructs you to.",
    "Vous ne pouvez pas vous aventurer dans le donjon si aucun effet ne vous le demande ?")
bad("punc4", "punctuation", "Mana abilities don't use the stack.",
    "Les capacités de mana n'utilisent pas la pile ;")
bad("punc5", "punctuation", "An exiled card stays in exile until an effect says otherwise.",
    "Une carte exilée reste en exil jusqu'à ce qu'un effet en décide autrement,")
bad("punc6", "punctuation", "The mana value of a token that isn't a copy of anything is 0.",
    "La valeur de mana d'un jeton qui n'est la copie de rien est de 0 :")
bad("punc7", "punctuation", "Panharmonicon doesn't copy abilities. It makes them trigger an additional time.",
    "Panharmonicus ne copie pas les capacités. Il les fait se déclencher une fois de plus...")

# missing: empty or whitespace-only target (label missing only)
bad("miss1", "missing", "Each door of a Room is unlocked separately.", "")
bad("miss2", "missing", "A Role token enters attached to the creature it was created on.", " ")
bad("miss3", "missing", "If you have a full party, the bonus applies as the spell resolves.", "\n")
bad("miss4", "missing", "A face-down permanent that leaves the battlefield is revealed.", "\t \t")
bad("miss5", "missing", "The initiative is a designation. Only one player can have it at a time, and it can change hands during combat.", "\u00a0")
bad("miss6", "missing", "If a copy of an activated ability is created, the copy has the same cost paid as the original, but no one pays it again.", "\r\n")
bad("miss7", "missing", "Your commander starts the game in the command zone. If it would go to your hand or library, you may put it into the command zone instead.", "")

write()
