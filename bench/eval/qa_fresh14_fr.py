#!/usr/bin/env python3
"""qa_fresh14_fr: hand-written evaluation pairs (EN ruling -> FR translation) for the
translation-QA checks.  Written by a helper session, apart from the checks.

Running this script writes qa_fresh14_fr.jsonl next to itself, one JSON object a line:
{"id", "lang": "fr", "en", "target", "expected": [check]}, sorted by id.
The public id is "fr-f14-" + the first 8 hex digits of sha1("fresh14:" + key), so the
id does not reveal the label.  expected is [] for a clean pair, or exactly one check name.
"""
import hashlib
import json
import os
import sys

CHECKS = ("numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing")

PAIRS = []  # (key, en, target, label or None)


def add(key, en, target, label=None):
    PAIRS.append((key, en, target, label))


# ---------------------------------------------------------------------------
# Part 1: clean pairs c01-c35 (Rooms, dungeons, party, Adventures, Roles, copies, costs)
# ---------------------------------------------------------------------------
add("c01",
    "A Room card has two doors, and each door has its own name, mana cost and abilities. When you cast a Room, you choose which door you're casting.",
    "Une carte de Pièce comporte deux accès, chacun ayant son propre nom, son propre coût de mana et ses propres capacités. Quand vous lancez une Pièce, vous choisissez l’accès que vous lancez.")
add("c02",
    "If a Room leaves the battlefield and later returns, it's a new object and both of its doors are locked.",
    "Si une Pièce quitte le champ de bataille puis y revient, c'est un nouvel objet, et ses deux accès sont verrouillés.")
add("c03",
    "Any time you could cast a sorcery, you may unlock a locked door of a Room you control by paying that door's mana cost. This is a special action and doesn't use the stack.",
    "Au moment où vous pourriez lancer un rituel, vous pouvez déverrouiller un accès verrouillé d’une Pièce que vous contrôlez en payant le coût de mana de cet accès. C’est une action spéciale qui n’utilise pas la pile.")
add("c04",
    "A Room is fully unlocked once both of its doors are unlocked. It doesn't matter in which order they became unlocked.",
    "Une Pièce est entièrement déverrouillée dès que ses deux accès sont déverrouillés, peu importe l’ordre dans lequel ils l’ont été.")
add("c05",
    "Bottomless Pool's ability triggers when you unlock that door, whether you cast it unlocked or paid to unlock it later.",
    "La capacité de la Piscine sans fond se déclenche quand vous déverrouillez cet accès, que vous l'ayez lancé déverrouillé ou que vous ayez payé plus tard pour le déverrouiller.")
add("c06",
    "If Locker Room is unlocked and several creatures you control deal combat damage to a player at the same time, its ability triggers only once.",
    "Si le Vestiaire est déverrouillé et que plusieurs créatures que vous contrôlez infligent simultanément des blessures de combat à un joueur, sa capacité ne se déclenche qu’une seule fois.")
add("c07",
    "When you venture into the dungeon while you don't have a dungeon in the command zone, you choose a dungeon, put it into the command zone and move your venture marker onto its first room.",
    "Quand vous vous aventurez dans le donjon alors que vous n’avez aucun donjon dans la zone de commandement, vous choisissez un donjon, vous le mettez dans la zone de commandement et vous placez votre marqueur d’aventure sur sa première pièce.")
add("c08",
    "Taking the initiative causes you to venture into Undercity. If another player takes the initiative from you, they venture into Undercity too.",
    "Prendre l'initiative vous fait vous aventurer dans Undercity. Si un autre joueur vous prend l'initiative, il s'aventure à son tour dans Undercity.")
add("c09",
    "When the ability of a dungeon's last room has resolved or otherwise left the stack, that dungeon is removed from the game as a state-based action. You've then completed that dungeon.",
    "Quand la capacité de la dernière pièce d’un donjon s’est résolue ou a quitté la pile d’une autre manière, ce donjon est retiré de la partie par une action basée sur un état. Vous avez alors terminé ce donjon.")
add("c10",
    "You can venture into the dungeon even if you already completed a dungeon earlier in the game. You may choose the same dungeon again.",
    "Vous pouvez vous aventurer dans le donjon même si vous avez déjà terminé un donjon plus tôt dans la partie, et vous pouvez choisir de nouveau le même donjon.")
add("c11",
    "Your party consists of up to one each of Cleric, Rogue, Warrior and Wizard among creatures you control. A creature with more than one of these types can be counted as only one of them.",
    "Votre groupe comprend jusqu’à un Clerc, un Gredin, un Guerrier et un Sorcier parmi les créatures que vous contrôlez. Une créature qui a plusieurs de ces types ne peut compter que pour l’un d’eux.")
add("c12",
    "If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost.",
    "Si vous avez un groupe complet au moment où le Prix convoité se résout, vous pouvez lancer depuis votre main un sort de valeur de mana inférieure ou égale à 4 sans payer son coût de mana.")
add("c13",
    "Older printings of Coveted Prize refer to converted mana cost. This is the same as mana value, and the card works the same way.",
    "Les anciennes impressions du Prix convoité parlent de coût converti de mana ; c’est la même chose que la valeur de mana, et la carte fonctionne de la même manière.")
add("c14",
    "The number of creatures in your party can be zero, one, two, three or four. You can't choose to leave a creature out of your party to lower that number.",
    "Le nombre de créatures dans votre groupe peut être de 0, 1, 2, 3 ou 4. Vous ne pouvez pas choisir d'exclure une créature de votre groupe pour réduire ce nombre.")
add("c15",
    "Coveted Prize costs {1} less to cast for each creature in your party, so with a full party it costs as little as {B}.",
    "Le Prix convoité coûte {1} de moins à lancer pour chaque créature dans votre groupe ; avec un groupe complet, il ne coûte donc que {B}.")
add("c16",
    "When you cast Seek the Beast, Questing Druid is an instant Adventure spell with only Seek the Beast's characteristics. If it resolves, it's exiled instead of going to your graveyard.",
    "Quand vous lancez En quête de la bête, Questing Druid est un sort d’éphémère de type aventure qui n’a que les caractéristiques d’En quête de la bête. S’il se résout, il est exilé au lieu d’aller dans votre cimetière.")
add("c17",
    "Later, while Questing Druid remains exiled this way, you may cast it as a creature spell. You can't cast it as Seek the Beast again from exile.",
    "Plus tard, tant que Questing Druid reste en exil de cette manière, vous pouvez le lancer comme sort de créature. Vous ne pouvez pas le lancer de nouveau depuis l’exil en tant qu’En quête de la bête.")
add("c18",
    "Seek the Beast lets you play the two exiled cards until your next end step. If one of them is a land, you may play it only if you have a land play left that turn.",
    "En quête de la bête vous permet de jouer les deux cartes exilées jusqu’à votre prochaine étape de fin. Si l’une d’elles est un terrain, vous ne pouvez la jouer que s’il vous reste un terrain à jouer pendant ce tour.")
add("c19",
    "If a spell cast as an Adventure is countered, the card goes to its owner's graveyard rather than to exile, and you won't be able to cast the creature later.",
    "Si un sort lancé en tant qu'aventure est contrecarré, la carte est mise dans le cimetière de son propriétaire et non en exil, et vous ne pourrez pas lancer la créature plus tard.")
add("c20",
    "On the stack, the mana value of an adventurer card cast as an Adventure depends only on the Adventure's mana cost. In every other zone, only the creature's characteristics are used.",
    "Sur la pile, la valeur de mana d’une carte d’aventurier lancée en tant qu’aventure dépend uniquement du coût de mana de l’aventure ; dans toutes les autres zones, seules les caractéristiques de la créature sont prises en compte.")
add("c21",
    "If a creature has three Roles controlled by the same player, two of them are put into their owners' graveyards as a state-based action. Only the newest one stays attached.",
    "Si une créature a trois Rôles contrôlés par le même joueur, deux d’entre eux sont mis dans les cimetières de leurs propriétaires par une action basée sur un état. Seul le plus récent reste attaché.")
add("c22",
    "Ellivere of the Wild Court creates a Virtuous Role token, which gives the enchanted creature +1/+1 for each enchantment you control.",
    "Ellivère de la Cour sauvage crée un jeton de rôle Vertueux, qui donne +1/+1 à la créature enchantée pour chaque enchantement que vous contrôlez.")
add("c23",
    "A Role token you create stays under your control even if it's attached to an opponent's creature. For example, a Wicked Role you created is yours even though it enchants a creature you don't control.",
    "Un jeton de Rôle que vous créez reste sous votre contrôle même s'il est attaché à une créature d'un adversaire. Par exemple, un Rôle Wicked que vous avez créé vous appartient même s'il enchante une créature que vous ne contrôlez pas.")
add("c24",
    "The Sorcerer Role gives the enchanted creature +1/+1 and a scry ability. It doesn't make that creature a Wizard.",
    "Le Rôle Sorcerer donne +1/+1 à la créature enchantée ainsi qu’une capacité de regard. Il ne fait pas de cette créature un Sorcier.")
add("c25",
    "If the creature a Monster Role is attached to leaves the battlefield, the Role is put into its owner's graveyard the next time a player would receive priority, then ceases to exist.",
    "Si la créature à laquelle un Rôle Monster est attaché quitte le champ de bataille, le Rôle est mis dans le cimetière de son propriétaire la prochaine fois qu’un joueur devrait recevoir la priorité, puis il cesse d’exister.")
add("c26",
    "The Young Hero Role checks the enchanted creature's toughness both when it attacks and as the ability resolves. If the toughness is greater than 3 at either time, no +1/+1 counter is put on it.",
    "Le Rôle Young Hero vérifie l’endurance de la créature enchantée à la fois quand elle attaque et au moment où la capacité se résout. Si l’endurance est supérieure à 3 à l’un de ces deux moments, aucun marqueur +1/+1 n’est mis sur elle.")
add("c27",
    "A copy of a spell is created on the stack, so it isn't cast. Abilities that trigger whenever a player casts a spell won't trigger for the copy.",
    "La copie d’un sort est créée sur la pile ; elle n’est donc pas lancée. Les capacités qui se déclenchent chaque fois qu’un joueur lance un sort ne se déclencheront pas pour la copie.")
add("c28",
    "Peter Parker's Camera can copy a triggered ability of a permanent you control. The copy resolves before the original ability.",
    "L’Appareil photo de Peter Parker peut copier une capacité déclenchée d’un permanent que vous contrôlez. La copie se résout avant la capacité d’origine.")
add("c29",
    "Peter Parker's Camera enters with three film counters. Once the last one has been removed, you can't activate its ability until it somehow gets another film counter.",
    "L’Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule ». Une fois le dernier retiré, vous ne pouvez plus activer sa capacité, à moins qu’il ne reçoive d’une manière ou d’une autre un nouveau marqueur « pellicule ».")
add("c30",
    "A token that's a copy of a creature copies exactly what's printed on that creature, plus any copy effects. It doesn't copy counters, Auras or Equipment attached to it.",
    "Un jeton qui est une copie d’une créature copie exactement ce qui est imprimé sur celle-ci, ainsi que les éventuels effets de copie. Il ne copie ni les marqueurs, ni les Auras ou Équipements qui lui sont attachés.")
add("c31",
    "If a copied spell has {X} in its mana cost, the copy has the same value of X as the original.",
    "Si un sort copié a {X} dans son coût de mana, la valeur de X de la copie est la même que celle de l'original.")
add("c32",
    "The mana value of a spell with {X} in its mana cost includes the chosen value of X while it's on the stack. In any other zone, X is 0.",
    "Sur la pile, la valeur de mana d’un sort qui a {X} dans son coût de mana inclut la valeur choisie pour X. Dans toute autre zone, X est égal à zéro.")
add("c33",
    "A reduction of {1} applies only to generic mana. It can't reduce a cost of {G}{G} at all.",
    "Une réduction de {1} ne s’applique qu’au mana générique. Elle ne peut pas du tout réduire un coût de {G}{G}.")
add("c34",
    "To determine the total cost of a spell, start with its mana cost or an alternative cost, add any cost increases, then apply any reductions. The spell's mana value isn't affected.",
    "Pour déterminer le coût total d’un sort, partez de son coût de mana ou d’un coût alternatif, ajoutez les augmentations de coût, puis appliquez les réductions. Cela n’affecte pas la valeur de mana du sort.")
add("c35",
    "If an effect lets you cast a spell without paying its mana cost and that spell has {X} in its cost, you must choose 0 as the value of X.",
    "Si un effet vous permet de lancer un sort sans payer son coût de mana et que ce sort a {X} dans son coût, vous devez choisir 0 comme valeur de X.")

# ---------------------------------------------------------------------------
# Part 2: clean pairs c36-c69 (abilities, counters, tokens, combat, zones, stack,
# face-down, commanders, templates, general rules)
# ---------------------------------------------------------------------------
add("c36",
    "Tenacious Tomeseeker's bargain is an optional additional cost. You can sacrifice an artifact, an enchantment or a token as you cast it, but you don't have to.",
    "La négociation du Chercheur de grimoires tenace est un coût supplémentaire facultatif : vous pouvez sacrifier un artefact, un enchantement ou un jeton au moment où vous le lancez, mais vous n’y êtes pas obligé.")
add("c37",
    'Activated abilities are written as "[Cost]: [Effect]." Anything before the colon is a cost that you pay as you activate the ability.',
    "Les capacités activées s’écrivent «\u00a0[Coût]\u00a0: [Effet]\u00a0». Tout ce qui précède les deux-points est un coût que vous payez au moment où vous activez la capacité.")
add("c38",
    "A mana ability doesn't use the stack and can't be responded to. An ability that costs mana to activate isn't a mana ability for that reason alone.",
    "Une capacité de mana n’utilise pas la pile, et on ne peut pas y répondre. Une capacité dont l’activation coûte du mana n’est pas une capacité de mana pour autant.")
add("c39",
    'An ability that begins "At the beginning of combat on your turn" triggers once for each combat phase on your turn, including any additional ones.',
    "Une capacité qui commence par « Au début du combat de votre tour » se déclenche une fois pour chaque phase de combat de votre tour, y compris les phases supplémentaires.")
add("c40",
    "Panharmonicon affects only abilities that trigger on an artifact or creature entering the battlefield. An ability that triggers when a land enters isn't affected.",
    "Le Panharmonicus n’affecte que les capacités qui se déclenchent quand un artefact ou une créature arrive sur le champ de bataille. Une capacité qui se déclenche quand un terrain arrive n’est pas concernée.")
add("c41",
    "With two Panharmonicons on the battlefield, an affected ability triggers three times: once normally and once more for each Panharmonicon.",
    "Si deux Panharmonicus sont sur le champ de bataille, une capacité concernée se déclenche trois fois : une fois normalement et une fois de plus pour chaque Panharmonicus.")
add("c42",
    'Locker Room doesn\'t trigger for combat damage dealt to a planeswalker or battle. Its ability reads "Whenever one or more creatures you control deal combat damage to a player, draw a card."',
    "Le Vestiaire ne se déclenche pas pour les blessures de combat infligées à un planeswalker ou à une bataille. Sa capacité dit : « À chaque fois qu’au moins une créature que vous contrôlez inflige des blessures de combat à un joueur, piochez une carte. »")
add("c43",
    "Removing a +1/+1 counter from a creature isn't the same as countering a spell. Only spells and abilities on the stack can be countered.",
    "Retirer un marqueur +1/+1 d’une créature n’a rien à voir avec le fait de contrecarrer un sort. Seuls les sorts et les capacités sur la pile peuvent être contrecarrés.")
add("c44",
    "Doubling Season doubles counters put on permanents you control, including the loyalty counters a planeswalker enters with. It doesn't affect counters put on players.",
    "La Saison de dédoublement double les marqueurs mis sur les permanents que vous contrôlez, y compris les marqueurs de loyauté avec lesquels un planeswalker arrive. Elle n’affecte pas les marqueurs mis sur les joueurs.")
add("c45",
    "If a spell that would put counters on a creature is countered, no counters are put on it.",
    "Si un sort qui devait mettre des marqueurs sur une créature est contrecarré, aucun marqueur n'est mis sur celle-ci.")
add("c46",
    "A spell that can't be countered can still be targeted by spells that try to counter it. Those spells just won't counter it.",
    "Un sort qui ne peut pas être contrecarré peut tout de même être ciblé par des sorts qui tentent de le contrecarrer ; ceux-ci ne le contrecarreront tout simplement pas.")
add("c47",
    "With Doubling Season, an effect that would create one Treasure token creates two instead.",
    "Avec la Saison de dédoublement, un effet qui devrait créer un jeton Trésor en crée deux à la place.")
add("c48",
    "A token that leaves the battlefield ceases to exist the next time state-based actions are checked. It can't return to the battlefield, even if it briefly went to a graveyard or into exile.",
    "Un jeton qui quitte le champ de bataille cesse d’exister la prochaine fois que les actions basées sur un état sont vérifiées. Il ne peut pas revenir sur le champ de bataille, même s’il est brièvement allé au cimetière ou en exil.")
add("c49",
    "If the creature blocking an attacker leaves combat, the attacker remains blocked. It deals no combat damage unless it has trample.",
    "Si la créature qui bloque un attaquant quitte le combat, l’attaquant reste bloqué. Il n’inflige aucune blessure de combat à moins qu’il n’ait le piétinement.")
add("c50",
    "Declaring attackers isn't casting a spell or activating an ability. Players receive priority only after attackers have been declared.",
    "Déclarer des attaquants ne revient ni à lancer un sort, ni à activer une capacité. Les joueurs ne reçoivent la priorité qu’une fois les attaquants déclarés.")
add("c51",
    "Ellivere of the Wild Court's last ability triggers once for each enchanted creature you control that deals combat damage to a player.",
    "La dernière capacité d’Ellivère de la Cour sauvage se déclenche une fois pour chaque créature enchantée que vous contrôlez qui inflige des blessures de combat à un joueur.")
add("c52",
    "A card put into exile face down can't be looked at by any player unless an effect allows it.",
    "Aucun joueur ne peut regarder une carte exilée face cachée, sauf si un effet le permet.")
add("c53",
    "If a card would be put into a graveyard from anywhere, it goes to its owner's graveyard, not its controller's.",
    "Une carte qui devrait être mise dans un cimetière depuis n’importe quelle zone va dans le cimetière de son propriétaire, et non dans celui de son contrôleur.")
add("c54",
    "Johann, Apprentice Sorcerer lets you look at the top card of your library at any time. Once each turn, you may cast an instant or sorcery spell from the top of your library.",
    "Johann, apprenti sorcier vous permet de regarder la carte du dessus de votre bibliothèque à tout moment. Une fois par tour, vous pouvez lancer un sort d’éphémère ou de rituel depuis le dessus de votre bibliothèque.")
add("c55",
    "If The Spot, Living Portal dies, it's put on the bottom of its owner's library. If you do, the cards it exiled return to their owners' hands.",
    "Si La Tache, portail vivant meurt, elle est mise au-dessous de la bibliothèque de son propriétaire. Si vous faites ainsi, les cartes qu’elle a exilées retournent dans la main de leur propriétaire.")
add("c56",
    "For the current step or phase to end, all players must pass priority in succession while the stack is empty.",
    "Pour que l’étape ou la phase en cours se termine, tous les joueurs doivent passer la priorité successivement alors que la pile est vide.")
add("c57",
    "You can cast instants and activate abilities while a spell is on the stack, but you can't cast a sorcery until the stack is empty again.",
    "Vous pouvez lancer des éphémères et activer des capacités alors qu’un sort est sur la pile, mais vous ne pouvez lancer un rituel qu’une fois la pile de nouveau vide.")
add("c58",
    "A face-down creature is a 2/2 creature with no name, no mana cost, no creature types and no abilities. Its mana value is 0.",
    "Une créature face cachée est une créature 2/2 sans nom, sans coût de mana, sans type de créature et sans capacité. Sa valeur de mana est de 0.")
add("c59",
    "You can turn a face-down permanent face up any time you have priority, as long as you can pay the cost. Turning it face up is a special action.",
    "Vous pouvez retourner face visible un permanent face cachée à n’importe quel moment où vous avez la priorité, à condition de pouvoir en payer le coût. Retourner ce permanent face visible est une action spéciale.")
add("c60",
    "If your commander would be put into your graveyard or into exile, you may put it into the command zone instead.",
    "Si votre commandant devait être mis dans votre cimetière ou en exil, vous pouvez le mettre dans la zone de commandement à la place.")
add("c61",
    "Each time you cast your commander from the command zone, it costs {2} more for each previous time you've cast it from there this game.",
    "Chaque fois que vous lancez votre commandant depuis la zone de commandement, il coûte {2} de plus pour chaque fois où vous l’avez déjà lancé depuis cette zone au cours de la partie.")
add("c62",
    'A modal spell that says "Choose one —" lets you pick one mode as you cast it. You can\'t change the mode later, even if the spell is copied.',
    "Un sort modal qui indique « Choisissez l’un — » vous permet de choisir un mode au moment où vous le lancez. Vous ne pouvez pas changer de mode plus tard, même si le sort est copié.")
add("c63",
    'Some modal spells say "Choose one or more —". You can choose each mode only once.',
    "Certains sorts modaux indiquent « Choisissez un ou plusieurs — ». Vous ne pouvez choisir chaque mode qu'une seule fois.")
add("c64",
    'An ability that begins "At the beginning of your upkeep" triggers even if the permanent with that ability entered the battlefield this turn. It won\'t trigger if the permanent enters during your upkeep.',
    "Une capacité qui commence par « Au début de votre entretien » se déclenche même si le permanent qui a cette capacité est arrivé sur le champ de bataille pendant ce tour. Elle ne se déclenche pas si le permanent arrive pendant votre entretien.")
add("c65",
    'If an ability says "At the beginning of the next end step," it triggers at the very next end step, even if that step is on another player\'s turn.',
    "Si une capacité dit « Au début de la prochaine étape de fin », elle se déclenche lors de l’étape de fin qui suit immédiatement, même si celle-ci a lieu pendant le tour d’un autre joueur.")
add("c66",
    "The order of the mana symbols in a cost such as {1}{U}{U} doesn't matter when you pay it.",
    "L’ordre des symboles de mana dans un coût tel que {1}{U}{U} n’a pas d’importance quand vous le payez.")
add("c67",
    "You can play a land only during your main phase while the stack is empty. (Normally, you can play only one land each turn.)",
    "Vous ne pouvez jouer un terrain que pendant votre phase principale, quand la pile est vide. (Normalement, vous ne pouvez jouer qu’un seul terrain par tour.)")
add("c68",
    'If a rule or effect allows something and another effect says it can\'t happen, the "can\'t" effect wins.',
    "Si une règle ou un effet autorise une action et qu’un autre effet indique qu’elle ne peut pas avoir lieu, c’est l’effet d’interdiction qui l’emporte.")
add("c69",
    "Can you unlock a door that's already unlocked? No. You also can't lock a door that's already locked.",
    "Pouvez-vous déverrouiller un accès déjà déverrouillé\u00a0? Non. Vous ne pouvez pas non plus verrouiller un accès déjà verrouillé.")

# ---------------------------------------------------------------------------
# Part 3: defect pairs for numbers, symbols, terminology (one planted defect each)
# ---------------------------------------------------------------------------
# numbers: one number changed, dropped or added; the rest is correct
add("num1",  # two -> trois
    "Seek the Beast exiles the top two cards of your library. You may play them until your next end step.",
    "En quête de la bête exile les trois cartes du dessus de votre bibliothèque. Vous pouvez les jouer jusqu’à votre prochaine étape de fin.",
    "numbers")
add("num2",  # first "one" -> deux; the second "one" (le plus ancien) stays
    "A player can control only one Role on each permanent. If a second one becomes attached, the older one is put into its owner's graveyard.",
    "Un joueur ne peut contrôler que deux Rôles sur chaque permanent. Si un second Rôle s’y attache, le plus ancien est mis dans le cimetière de son propriétaire.",
    "numbers")
add("num3",  # four -> cinq
    "Coveted Prize costs {1} less for each creature in your party, up to a reduction of four generic mana.",
    "Le Prix convoité coûte {1} de moins pour chaque créature dans votre groupe, jusqu’à une réduction de cinq manas génériques.",
    "numbers")
add("num4",  # three dropped
    "Peter Parker's Camera enters with three film counters on it.",
    "L’Appareil photo de Peter Parker arrive avec des marqueurs « pellicule » sur lui.",
    "numbers")
add("num5",  # a +1/+1 counter -> deux marqueurs +1/+1 (number added)
    "Questing Druid gets a +1/+1 counter each time you cast a spell that's white, blue, black or red. The counter is put on it even if that spell is later countered.",
    "Questing Druid reçoit deux marqueurs +1/+1 chaque fois que vous lancez un sort blanc, bleu, noir ou rouge. Le marqueur est mis sur lui même si ce sort est contrecarré plus tard.",
    "numbers")
add("num6",  # 4 -> 3 (digits)
    "If the number of creatures in your party is 4, you have a full party.",
    "Si le nombre de créatures dans votre groupe est de 3, vous avez un groupe complet.",
    "numbers")
add("num7",  # third -> deuxième; {2} and {4} unchanged
    "Each time you cast your commander from the command zone after the first time, it costs an additional {2} for each previous time. The third time, you pay an additional {4}.",
    "Chaque fois que vous lancez votre commandant depuis la zone de commandement après la première fois, il coûte {2} de plus pour chaque fois précédente. La deuxième fois, vous payez {4} de plus.",
    "numbers")
add("num8",  # three times -> deux fois, while "deux" also appears correctly
    "With Panharmonicon, an ability that triggers when a creature enters triggers one additional time. With two Panharmonicons, it triggers three times in total.",
    "Avec le Panharmonicus, une capacité qui se déclenche quand une créature arrive se déclenche une fois de plus. Avec deux Panharmonicus, elle se déclenche deux fois au total.",
    "numbers")

# symbols: one mana/tap symbol changed or dropped
add("sym1",  # second {2}{G} -> {2}{B}
    "Unlocking a door of a Room with mana cost {2}{G} requires you to pay {2}{G}, not the cost of the other door.",
    "Pour déverrouiller un accès d’une Pièce de coût de mana {2}{G}, vous devez payer {2}{B}, et non le coût de l’autre accès.",
    "symbols")
add("sym2",  # {T} dropped
    "The cost of Peter Parker's Camera's ability is {2}, {T} and removing a film counter. You can't activate it if there are no film counters on it.",
    "Le coût de la capacité de l’Appareil photo de Peter Parker est {2} et le retrait d’un marqueur « pellicule ». Vous ne pouvez pas l’activer s’il n’y a aucun marqueur « pellicule » sur lui.",
    "symbols")
add("sym3",  # {U} -> {R}
    'An ability with the cost "{U}, Sacrifice a creature" can be activated only if you have a creature to sacrifice.',
    "Une capacité dont le coût est « {R}, sacrifiez une créature » ne peut être activée que si vous avez une créature à sacrifier.",
    "symbols")
add("sym4",  # second {Q} -> {T}
    "{Q} is the untap symbol. An ability with {Q} in its cost can't be activated if its source is already untapped.",
    "{Q} est le symbole de dégagement. Une capacité dont le coût comprend {T} ne peut pas être activée si sa source est déjà dégagée.",
    "symbols")
add("sym5",  # {W/P} -> {W}
    "You can pay {W/P} with either {W} or 2 life.",
    "Vous pouvez payer {W} avec {W} ou avec 2 points de vie.",
    "symbols")
add("sym6",  # {E}{E} -> {E}
    "An ability that costs {E}{E} requires you to pay two energy counters. You can't pay it if you have only one.",
    "Une capacité qui coûte {E} vous demande de payer deux marqueurs d’énergie. Vous ne pouvez pas la payer si vous n’en avez qu’un.",
    "symbols")
add("sym7",  # {X} dropped from {X}{G}
    "A spell with mana cost {X}{G} has a mana value of 1 in your hand.",
    "Un sort de coût de mana {G} a une valeur de mana de 1 dans votre main.",
    "symbols")

# terminology: forbidden word or wrong term (non-template rows)
add("term1",  # door -> porte
    "When you cast a Room, you choose one of its doors, and that door becomes unlocked as the Room enters.",
    "Quand vous lancez une Pièce, vous choisissez l’une de ses portes, et cette porte se déverrouille quand la Pièce arrive.",
    "terminology")
add("term2",  # unlock -> ouvrir
    "You can't unlock a door of a Room you don't control.",
    "Vous ne pouvez pas ouvrir un accès d’une Pièce que vous ne contrôlez pas.",
    "terminology")
add("term3",  # mana value -> coût converti de mana
    "While both doors of a Room on the battlefield are locked, its mana value is 0.",
    "Tant que les deux accès d’une Pièce sur le champ de bataille sont verrouillés, son coût converti de mana est de 0.",
    "terminology")
add("term4",  # triggered ability -> capacité induite
    "A triggered ability of a door triggers only while that door is unlocked.",
    "Une capacité induite d’un accès ne se déclenche que tant que cet accès est déverrouillé.",
    "terminology")
add("term5",  # token -> pion
    "The extra tokens created because of Doubling Season are created at the same time as the others.",
    "Les pions supplémentaires créés grâce à la Saison de dédoublement sont créés en même temps que les autres.",
    "terminology")
add("term6",  # counter (noun) -> compteur
    "Doubling Season doubles the number of +1/+1 counters put on a creature you control, but it doesn't affect the counters already on it.",
    "La Saison de dédoublement double le nombre de compteurs +1/+1 mis sur une créature que vous contrôlez, mais elle n’affecte pas les compteurs déjà présents sur celle-ci.",
    "terminology")
add("term7",  # counter (verb) -> annuler
    "Your opponent may counter a Room spell in response. If they do, neither door becomes unlocked.",
    "Votre adversaire peut annuler un sort de Pièce en réponse. Dans ce cas, aucun des deux accès ne se déverrouille.",
    "terminology")
add("term8",  # cast -> jouer
    "You may cast the creature from exile later, as long as it has stayed in exile.",
    "Vous pourrez jouer la créature depuis l’exil plus tard, tant qu’elle y est restée.",
    "terminology")

# ---------------------------------------------------------------------------
# Part 4: defect pairs for templating, card_names, untranslated, wrong_language
# ---------------------------------------------------------------------------
# templating: a template phrase from terms.csv's template rows rendered wrongly
add("tpl1",  # Choose one — -> Choisissez un — (fr_forbidden of the template row)
    'A spell with "Choose one —" can\'t be cast choosing more than one mode.',
    "Un sort avec « Choisissez un — » ne peut pas être lancé en choisissant plus d’un mode.",
    "templating")
add("tpl2",  # Choose one — -> Choisissez-en un —
    'If a modal ability reads "Choose one —" and one of its modes requires a target, you can choose that mode only if there\'s a legal target for it.',
    "Si une capacité modale indique « Choisissez-en un — » et que l’un de ses modes requiert une cible, vous ne pouvez choisir ce mode que s’il existe une cible légale pour celui-ci.",
    "templating")
add("tpl3",  # At the beginning of -> Au commencement de
    'An ability that begins "At the beginning of your end step" triggers during the end step of each of your turns.',
    "Une capacité qui commence par « Au commencement de votre étape de fin » se déclenche pendant l’étape de fin de chacun de vos tours.",
    "templating")
add("tpl4",  # Whenever -> Toutes les fois que
    'An ability that begins "Whenever a creature you control dies" triggers for each creature that dies, including tokens.',
    "Une capacité qui commence par « Toutes les fois qu’une créature que vous contrôlez meurt » se déclenche pour chaque créature qui meurt, y compris les jetons.",
    "templating")
add("tpl5",  # Whenever -> Lorsque
    'An ability that says "Whenever you cast a spell" triggers as soon as you finish casting that spell, before it resolves.',
    "Une capacité qui dit « Lorsque vous lancez un sort » se déclenche dès que vous avez fini de lancer ce sort, avant qu’il se résolve.",
    "templating")
add("tpl6",  # [Cost]: [Effect] -> [Coût] — [Effet]
    'Activated abilities are written in the form "[Cost]: [Effect]." The effect happens only when the ability resolves.',
    "Les capacités activées s’écrivent sous la forme « [Coût] — [Effet] ». L’effet ne se produit que lorsque la capacité se résout.",
    "templating")
add("tpl7",  # At the beginning of -> Dès le début de (here "Dès le début du")
    'An ability that begins "At the beginning of combat on your turn" won\'t trigger if you skip your combat phase.',
    "Une capacité qui commence par « Dès le début du combat de votre tour » ne se déclenche pas si vous passez votre phase de combat.",
    "templating")

# card_names: misspelled, wrong card, English left where an official name exists, invented name
add("cn1",  # English name kept; official FR is Panharmonicus
    "Panharmonicon doesn't copy the triggered ability; it causes it to trigger an additional time.",
    "Panharmonicon ne copie pas la capacité déclenchée : il la fait se déclencher une fois de plus.",
    "card_names")
add("cn2",  # misspelled: Saison du dédoublement
    "If two players each control Doubling Season, each one affects only tokens created under its own controller's control.",
    "Si deux joueurs contrôlent chacun une Saison du dédoublement, chacune n’affecte que les jetons créés sous le contrôle de son propre contrôleur.",
    "card_names")
add("cn3",  # wrong card: the other door of the same Room
    "Locker Room's ability triggers only while that door is unlocked.",
    "La capacité de la Piscine sans fond ne se déclenche que tant que cet accès est déverrouillé.",
    "card_names")
add("cn4",  # invented: Chercheur de tomes tenace (official: Chercheur de grimoires tenace)
    "Tenacious Tomeseeker's ability doesn't trigger at all if it wasn't bargained.",
    "La capacité du Chercheur de tomes tenace ne se déclenche pas du tout s’il n’a pas été négocié.",
    "card_names")
add("cn5",  # misspelled: Elivère (twice)
    'Ellivere of the Wild Court\'s ability can\'t target Ellivere itself, because it says "another target creature."',
    "La capacité d’Elivère de la Cour sauvage ne peut pas cibler Elivère elle-même, car elle indique « une autre créature ciblée ».",
    "card_names")
add("cn6",  # invented: À la recherche de la bête (official: En quête de la bête)
    "If Seek the Beast is countered, Questing Druid goes to the graveyard and you can't cast it later.",
    "Si À la recherche de la bête est contrecarré, Questing Druid va au cimetière et vous ne pouvez pas le lancer plus tard.",
    "card_names")
add("cn7",  # invented: Caméra de Peter Parker (official: Appareil photo de Peter Parker)
    "Peter Parker's Camera can target only abilities you control.",
    "La Caméra de Peter Parker ne peut cibler que des capacités que vous contrôlez.",
    "card_names")
add("cn8",  # misspelled: La Tâche (official: La Tache)
    "The Spot, Living Portal can exile up to one target nonland permanent and up to one target nonland permanent card from a graveyard.",
    "La Tâche, portail vivant peut exiler jusqu’à un permanent non-terrain ciblé et jusqu’à une carte de permanent non-terrain ciblée depuis un cimetière.",
    "card_names")

# untranslated: whole target left in English, or one sentence/clause left in English
add("ut1",  # whole target = source
    "A Room that has a locked door can still be targeted by spells and abilities that target enchantments.",
    "A Room that has a locked door can still be targeted by spells and abilities that target enchantments.",
    "untranslated")
add("ut2",  # whole target = source
    "Moving your venture marker to the next room isn't optional; you must choose one of the rooms connected to your current room.",
    "Moving your venture marker to the next room isn't optional; you must choose one of the rooms connected to your current room.",
    "untranslated")
add("ut3",  # whole target = source
    "Casting an adventurer card as an Adventure isn't casting it for an alternative cost.",
    "Casting an adventurer card as an Adventure isn't casting it for an alternative cost.",
    "untranslated")
add("ut4",  # whole target in English, only the apostrophe made typographic
    "Roles are Aura enchantment tokens. They're put into their owners' graveyards if the creature they enchant leaves the battlefield.",
    "Roles are Aura enchantment tokens. They’re put into their owners’ graveyards if the creature they enchant leaves the battlefield.",
    "untranslated")
add("ut5",  # second sentence left in English
    "Doubling Season's first ability applies to every token you create, including copies. Its second ability applies only to permanents you control.",
    "La première capacité de la Saison de dédoublement s’applique à tous les jetons que vous créez, y compris les copies. Its second ability applies only to permanents you control.",
    "untranslated")
add("ut6",  # first sentence left in English
    "Your party is checked as the spell resolves. If you no longer have a full party at that time, you can't cast the second spell.",
    "Your party is checked as the spell resolves. Si vous n’avez plus de groupe complet à ce moment-là, vous ne pouvez pas lancer le second sort.",
    "untranslated")
add("ut7",  # final clause left in English
    "If a copy of a triggered ability is created, the copy has the same source as the original, and it isn't a new ability of that source.",
    "Si une copie d’une capacité déclenchée est créée, la copie a la même source que l’original, and it isn't a new ability of that source.",
    "untranslated")

# wrong_language: the whole target is in another language
add("wl1",  # Spanish
    "A Room that enters the battlefield without being cast has both of its doors locked.",
    "Una Habitación que entra al campo de batalla sin haber sido lanzada tiene sus dos puertas bloqueadas.",
    "wrong_language")
add("wl2",  # Italian
    "When you venture into the dungeon, you move your venture marker to the next room and that room's ability triggers.",
    "Quando ti avventuri nel dungeon, sposti il tuo segnalino avventura nella stanza successiva e l'abilità di quella stanza si innesca.",
    "wrong_language")
add("wl3",  # German
    "A token that's a copy of a card has the same name, mana cost and abilities as that card.",
    "Ein Spielstein, der eine Kopie einer Karte ist, hat denselben Namen, dieselben Manakosten und dieselben Fähigkeiten wie diese Karte.",
    "wrong_language")
add("wl4",  # Portuguese
    "You can respond to a triggered ability before it resolves, but you can't respond to a mana ability.",
    "Você pode responder a uma habilidade desencadeada antes que ela seja resolvida, mas não pode responder a uma habilidade de mana.",
    "wrong_language")
add("wl5",  # Chinese
    "Each creature in your party counts only once, even if it has several of the party creature types.",
    "你队伍中的每个生物只计算一次，即使它具有多个队伍生物类别。",
    "wrong_language")
add("wl6",  # Korean
    "If a face-down creature leaves the battlefield, it is revealed to all players.",
    "뒷면 상태인 생물이 전장을 떠나면 모든 플레이어에게 공개됩니다.",
    "wrong_language")
add("wl7",  # Japanese
    "An Adventure spell that resolves is exiled, and you may cast the creature from exile later.",
    "出来事の呪文が解決されると追放され、あなたは後でそのクリーチャーを追放領域から唱えてもよい。",
    "wrong_language")

# ---------------------------------------------------------------------------
# Part 5: defect pairs for omission, negation, punctuation, missing
# ---------------------------------------------------------------------------
# omission: a sentence or clause dropped; the dropped text holds no term, number,
# symbol, negation or card name
add("om1",  # second sentence dropped
    "You choose which door to unlock as you cast a Room. Your opponents see your choice immediately.",
    "Vous choisissez l’accès à déverrouiller au moment où vous lancez une Pièce.",
    "omission")
add("om2",  # third sentence dropped
    "The initiative is a designation that a player can have. Only one player can have it at a time. It stays with that player until another player takes it.",
    "L’initiative est une désignation qu’un joueur peut avoir. Un seul joueur peut l’avoir à la fois.",
    "omission")
add("om3",  # second sentence dropped
    "Combat damage dealt by a creature with lifelink causes its controller to gain that much life. This happens at the same time the damage is dealt.",
    "Les blessures de combat infligées par une créature avec le lien de vie font gagner autant de points de vie à son contrôleur.",
    "omission")
add("om4",  # second sentence dropped
    "If you control a Role that enchants an opponent's creature, that opponent controls the creature but you still control the Role. This matters mainly in unusual situations.",
    "Si vous contrôlez un Rôle qui enchante une créature d’un adversaire, cet adversaire contrôle la créature, mais c’est toujours vous qui contrôlez le Rôle.",
    "omission")
add("om5",  # second sentence dropped
    "A dungeon isn't a permanent, and it can't be affected by spells or abilities that affect permanents. It stays in the command zone until you complete it.",
    "Un donjon n’est pas un permanent et ne peut pas être affecté par les sorts ou les capacités qui affectent les permanents.",
    "omission")
add("om6",  # middle clause "in the order written" dropped
    "When the ability of a dungeon room resolves, its controller makes every choice, in the order written, before the ability finishes resolving.",
    "Quand la capacité d’une pièce d’un donjon se résout, son contrôleur fait tous les choix avant que la capacité ait fini de se résoudre.",
    "omission")
add("om7",  # second sentence dropped
    "A copy of a spell is controlled by the player who created it, and that player may choose new targets for it. That player also makes any other choices needed.",
    "La copie d’un sort est contrôlée par le joueur qui l’a créée, et ce joueur peut lui choisir de nouvelles cibles.",
    "omission")
add("om8",  # final clause dropped
    "When a face-down permanent is turned face up, it keeps any counters it had, and it remains tapped or untapped as it was.",
    "Quand un permanent face cachée est retourné face visible, il garde les marqueurs qui étaient sur lui.",
    "omission")

# negation: negation removed, added or flipped
add("neg1",  # removed
    "The abilities of a locked door don't function while the Room is on the battlefield.",
    "Les capacités d’un accès verrouillé fonctionnent tant que la Pièce est sur le champ de bataille.",
    "negation")
add("neg2",  # added
    "If another player deals combat damage to you while you have the initiative, that player takes the initiative.",
    "Si un autre joueur vous inflige des blessures de combat alors que vous avez l’initiative, ce joueur ne prend pas l’initiative.",
    "negation")
add("neg3",  # always -> jamais (flipped)
    "The mana value of a token that isn't a copy of something is always 0.",
    "La valeur de mana d’un jeton qui n’est pas une copie de quelque chose n’est jamais 0.",
    "negation")
add("neg4",  # removed in the subordinate clause
    "Bargain is optional: the spell can be cast even if you don't sacrifice anything.",
    "La négociation est facultative : le sort peut être lancé même si vous sacrifiez quelque chose.",
    "negation")
add("neg5",  # "isn't casting it" -> "revient à la lancer"
    "Turning a face-down creature face up isn't casting it, so abilities that trigger when you cast a spell won't trigger.",
    "Retourner face visible une créature face cachée revient à la lancer, et les capacités qui se déclenchent quand vous lancez un sort ne se déclencheront donc pas.",
    "negation")
add("neg6",  # "No player may" -> "Tout joueur peut"
    "No player may respond to the special action of unlocking a door.",
    "Tout joueur peut répondre à l’action spéciale consistant à déverrouiller un accès.",
    "negation")
add("neg7",  # removed
    "A spell cast as an Adventure isn't a creature spell, even though the card is a creature card.",
    "Un sort lancé en tant qu’aventure est un sort de créature, même si la carte est une carte de créature.",
    "negation")

# punctuation: final mark missing or wrong
add("pun1",  # no final mark
    "Johann, Apprentice Sorcerer's ability lets you cast only one instant or sorcery spell from the top of your library each turn.",
    "La capacité de Johann, apprenti sorcier vous permet de lancer un seul sort d’éphémère ou de rituel depuis le dessus de votre bibliothèque par tour",
    "punctuation")
add("pun2",  # "!" instead of "."
    "If you have a full party, Coveted Prize lets you cast a second spell without paying its mana cost.",
    "Si vous avez un groupe complet, le Prix convoité vous permet de lancer un second sort sans payer son coût de mana !",
    "punctuation")
add("pun3",  # "?" instead of "."
    "A Room's mana value on the battlefield is the total of the mana values of its unlocked doors.",
    "La valeur de mana d’une Pièce sur le champ de bataille est la somme des valeurs de mana de ses accès déverrouillés ?",
    "punctuation")
add("pun4",  # ";" instead of "."
    "You can't look at a face-down card in exile unless an effect says you can.",
    "Vous ne pouvez pas regarder une carte exilée face cachée, sauf si un effet vous y autorise ;",
    "punctuation")
add("pun5",  # "," instead of "."
    "Tokens created by an effect enter under the control of that effect's controller unless the effect says otherwise.",
    "Les jetons créés par un effet arrivent sous le contrôle du contrôleur de cet effet, sauf si l’effet indique le contraire,",
    "punctuation")
add("pun6",  # ":" instead of "."
    "A triggered ability that needs a target isn't put on the stack if there are no legal targets for it.",
    "Une capacité déclenchée qui requiert une cible n’est pas mise sur la pile s’il n’y a aucune cible légale pour elle :",
    "punctuation")
add("pun7",  # "…" instead of "." (second sentence)
    "The second door of a Room can be unlocked later in the game. Its abilities then start to work.",
    "Le second accès d’une Pièce peut être déverrouillé plus tard dans la partie. Ses capacités commencent alors à fonctionner…",
    "punctuation")

# missing: empty or whitespace-only target
add("miss1",
    "A Room spell is an enchantment spell with the characteristics of the door being cast.",
    "",
    "missing")
add("miss2",
    "Roles you control that are attached to an opponent's creature still count as enchantments you control.",
    " ",
    "missing")
add("miss3",
    "An ability that counts the creatures in your party checks that number as the ability resolves.",
    "\n",
    "missing")
add("miss4",
    "Venture into the dungeon is a keyword action, not an ability; it can be part of a spell's effect.",
    "\t",
    "missing")
add("miss5",
    "A copy of a permanent spell becomes a token as it resolves.",
    "  \n  ",
    "missing")
add("miss6",  # a single no-break space (U+00A0)
    "Mana abilities can be activated while you're paying a cost, even in the middle of casting a spell.",
    "\u00a0",
    "missing")
add("miss7",
    "If an effect refers to a card with an Adventure, it won't find an instant or sorcery spell cast as an Adventure on the stack.",
    "",
    "missing")

# === END OF PARTS ===


def make_id(key):
    return "fr-f14-" + hashlib.sha1(("fresh14:" + key).encode("utf-8")).hexdigest()[:8]


def main():
    keys = [p[0] for p in PAIRS]
    if len(keys) != len(set(keys)):
        sys.exit("duplicate keys")
    rows = []
    for key, en, target, label in PAIRS:
        if label is not None and label not in CHECKS:
            sys.exit("unknown label %r in %s" % (label, key))
        rows.append({"id": make_id(key), "lang": "fr", "en": en, "target": target,
                     "expected": [label] if label else []})
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)):
        sys.exit("duplicate ids")
    rows.sort(key=lambda r: r["id"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh14_fr.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {}
    for r in rows:
        k = r["expected"][0] if r["expected"] else "clean"
        counts[k] = counts.get(k, 0) + 1
    print("wrote %d pairs to %s" % (len(rows), out))
    print(", ".join("%s %d" % (k, counts[k]) for k in sorted(counts)))


if __name__ == "__main__":
    main()
