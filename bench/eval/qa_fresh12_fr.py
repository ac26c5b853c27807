#!/usr/bin/env python3
"""qa_fresh12_fr: hand-written FR evaluation pairs for the translation-QA checks.

Written by a helper session, by hand, apart from the checks (no check code was read or run).
Running this script writes qa_fresh12_fr.jsonl next to itself.
Each pair is (key, en, target, expected) with expected = "" (clean) or one check name.
The public id is "fr-f12-" + sha1("fresh12:" + key)[:8]; the output is sorted by id.
"""
import hashlib
import json
import os

CHECKS = {"numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"}

PARTS = []

# ---------------------------------------------------------------- part 1: clean pairs c01-c35
CLEAN_A = [
    ("c01",
     "You may unlock either door of a Room you control, as long as that door is locked. You pay the mana cost of that door, not the mana cost of the whole card.",
     "Vous pouvez déverrouiller n'importe lequel des accès d'une pièce que vous contrôlez, à condition que cet accès soit verrouillé. Vous payez le coût de mana de cet accès, et non celui de la carte entière.",
     ""),
    ("c02",
     "Unlocking a door by paying its mana cost is a special action. It doesn't use the stack, and no player can respond to it.",
     "Déverrouiller un accès en payant son coût de mana est une action spéciale. Elle n'utilise pas la pile et aucun joueur ne peut y répondre.",
     ""),
    ("c03",
     "A Room is fully unlocked once both of its doors are unlocked. Abilities that trigger when you fully unlock a Room trigger only once, even if both doors became unlocked at the same time.",
     "Une pièce est entièrement déverrouillée dès que ses deux accès sont déverrouillés ; les capacités qui se déclenchent quand vous déverrouillez entièrement une pièce ne se déclenchent qu'une seule fois, même si les deux accès ont été déverrouillés en même temps.",
     ""),
    ("c04",
     "If a door's ability has you reveal the top card of your library, that door is already unlocked before you get to see the card. Unlocking a door can't be undone.",
     "Si la capacité d'un accès vous fait révéler la carte du dessus de votre bibliothèque, cet accès est déjà déverrouillé avant même que vous puissiez découvrir cette carte. Le déverrouillage d'un accès ne peut pas être annulé.",
     ""),
    ("c05",
     "If several creatures you control deal combat damage to the same player at once, Locker Room's ability triggers only once, and you draw one card.",
     "Si plusieurs créatures que vous contrôlez infligent simultanément des blessures de combat au même joueur, la capacité du Vestiaire ne se déclenche qu'une fois et vous piochez une seule carte.",
     ""),
    ("c06",
     "You can unlock Bottomless Pool even if no creature is on the battlefield. Because its ability targets up to one creature, it can be put on the stack with zero targets; it just won't do anything.",
     "Vous pouvez déverrouiller Piscine sans fond même s'il n'y a aucune créature sur le champ de bataille. Comme sa capacité cible jusqu'à une créature, elle peut être mise sur la pile avec zéro cible ; elle n'aura simplement aucun effet.",
     ""),
    ("c07",
     "Doubling Season doubles the number of Role tokens an effect would create. All of those Roles are attached to the same creature, and you'll then keep only one of them.",
     "Saison de dédoublement double le nombre de jetons de Rôle qu'un effet devrait créer. Tous ces Rôles sont attachés à la même créature, et vous n'en garderez ensuite qu'un seul.",
     ""),
    ("c08",
     "Ellivere of the Wild Court's first ability creates a Virtuous Role token. If you control no other creature when Ellivere enters, the ability has no target and is removed from the stack.",
     "La première capacité d'Ellivère de la Cour sauvage crée un jeton de Rôle Vertueux. Si vous ne contrôlez aucune autre créature au moment où Ellivère arrive sur le champ de bataille, la capacité n'a pas de cible et est retirée de la pile.",
     ""),
    ("c09",
     "Johann, Apprentice Sorcerer lets you cast only one instant or sorcery spell from the top of your library each turn. To cast a second one from there in the same turn, you need another effect that allows it.",
     "Johann, apprenti sorcier, ne vous permet de lancer qu'un seul sort d'éphémère ou de rituel depuis le dessus de votre bibliothèque par tour. Pour en lancer un deuxième depuis cet endroit au cours du même tour, il vous faut un autre effet qui le permette.",
     ""),
    ("c10",
     "Questing Druid's Adventure, Seek the Beast, exiles the top two cards of your library. You may play those cards until your next end step.",
     "L'aventure de Questing Druid, En quête de la bête, exile les deux cartes du dessus de votre bibliothèque. Vous pouvez jouer ces cartes jusqu'à votre prochaine étape de fin.",
     ""),
    ("c11",
     "If you cast Seek the Beast as an Adventure and it's countered, the card goes to your graveyard instead of exile, and you can't later cast Questing Druid from exile.",
     "Si vous lancez En quête de la bête en tant qu'aventure et que ce sort est contrecarré, la carte est mise dans votre cimetière au lieu d'être exilée, et vous ne pourrez pas lancer Questing Druid depuis l'exil par la suite.",
     ""),
    ("c12",
     "While an adventurer card is in exile, in your hand or in your library, it has only its normal characteristics. Its mana value is that of the creature, not that of the Adventure.",
     "Quand une carte d'aventurier est en exil, dans votre main ou dans votre bibliothèque, elle n'a que ses caractéristiques normales. Sa valeur de mana est celle de la créature, et non celle de l'aventure.",
     ""),
    ("c13",
     "The first time you venture into the dungeon, you choose one of the dungeon cards from outside the game, put it into the command zone and enter its first room.",
     "La première fois que vous vous aventurez dans le donjon, vous choisissez une des cartes de donjon hors du jeu, vous la mettez dans la zone de commandement et vous entrez dans sa première pièce.",
     ""),
    ("c14",
     "Once you reach the last room of a dungeon and its room ability has resolved, you've completed that dungeon and it's removed from the game. The next time you venture into the dungeon, you choose a dungeon again, and it may be the same one.",
     "Dès que vous atteignez la dernière pièce d'un donjon et que sa capacité de pièce s'est résolue, vous avez complété ce donjon et il est retiré de la partie. La prochaine fois que vous vous aventurerez dans le donjon, vous choisirez à nouveau un donjon, éventuellement le même.",
     ""),
    ("c15",
     "Taking the initiative makes you venture into a special dungeon. If a player deals combat damage to you, that player takes the initiative from you.",
     "Prendre l'initiative vous fait vous aventurer dans un donjon spécial. Si un joueur vous inflige des blessures de combat, il vous prend l'initiative.",
     ""),
    ("c16",
     "The number of creatures in your party can be anything from 0 to 4. A creature that is both a Cleric and a Rogue counts only once, as either one.",
     "Le nombre de créatures de votre groupe peut aller de zéro à quatre. Une créature qui est à la fois un clerc et un gredin ne compte qu'une fois, pour l'un ou l'autre de ces types.",
     ""),
    ("c17",
     "You have a full party if your party has a Cleric, a Rogue, a Warrior and a Wizard. Each of those must be a different creature.",
     "Vous avez un groupe complet si votre groupe comprend un clerc, un gredin, un guerrier et un sorcier, qui doivent tous être des créatures différentes.",
     ""),
    ("c18",
     "Coveted Prize costs {1} less to cast for each creature in your party. With a full party, it costs {4} less, which can bring its cost down to {B}.",
     "Prix convoité coûte {1} de moins à lancer pour chaque créature de votre groupe. Avec un groupe complet, il coûte {4} de moins, ce qui peut ramener son coût à {B}.",
     ""),
    ("c19",
     "If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost. If that spell has {X} in its mana cost, X must be 0.",
     "Si vous avez un groupe complet au moment où Prix convoité se résout, vous pouvez lancer un sort de valeur de mana inférieure ou égale à 4 depuis votre main sans payer son coût de mana. Si ce sort a {X} dans son coût de mana, X doit être égal à 0.",
     ""),
    ("c20",
     "Older printings of Coveted Prize say \"converted mana cost.\" This is the same thing as mana value, so the card works exactly as it did before.",
     "Les anciennes impressions de Prix convoité indiquent « coût converti de mana ». Il s'agit de la même chose que la valeur de mana ; la carte fonctionne donc exactement comme avant.",
     ""),
    ("c21",
     "Panharmonicon affects triggered abilities of permanents you control that trigger when an artifact or creature enters. It doesn't affect abilities that trigger when a land enters.",
     "Panharmonicus s'applique aux capacités déclenchées des permanents que vous contrôlez qui se déclenchent quand un artefact ou une créature arrive sur le champ de bataille. Il ne s'applique pas aux capacités qui se déclenchent quand un terrain arrive sur le champ de bataille.",
     ""),
    ("c22",
     "If you control two Panharmonicons, an ability that Panharmonicon affects triggers three times in total.",
     "Si vous contrôlez deux Panharmonicus, une capacité concernée par Panharmonicus se déclenche trois fois au total.",
     ""),
    ("c23",
     "Peter Parker's Camera enters with three film counters. You remove one as part of the cost of its activated ability, so you can activate it at most three times unless you find a way to add more counters.",
     "Appareil photo de Peter Parker arrive sur le champ de bataille avec trois marqueurs « pellicule ». Vous en retirez un dans le cadre du coût de sa capacité activée ; vous pouvez donc l'activer au plus trois fois, à moins de trouver un moyen d'ajouter d'autres marqueurs.",
     ""),
    ("c24",
     "The copy created by Peter Parker's Camera's ability has the same source as the original ability. If the original was a triggered ability, the copy isn't considered to have triggered.",
     "La copie créée par la capacité d'Appareil photo de Peter Parker a la même source que la capacité d'origine. Si celle-ci était une capacité déclenchée, la copie n'est pas considérée comme s'étant déclenchée.",
     ""),
    ("c25",
     "If you didn't bargain as you cast Tenacious Tomeseeker, its ability that triggers when it enters won't trigger at all.",
     "Si vous n'avez pas négocié en lançant Chercheur de grimoires tenace, sa capacité qui se déclenche quand il arrive sur le champ de bataille ne se déclenche pas du tout.",
     ""),
    ("c26",
     "The Spot, Living Portal's last ability puts it on the bottom of its owner's library. If The Spot isn't put there, for example because it left the graveyard first, the exiled cards stay in exile.",
     "La dernière capacité de La Tache, portail vivant, la met au-dessous de la bibliothèque de son propriétaire. Si La Tache n'y est pas mise, par exemple parce qu'elle a quitté le cimetière avant, les cartes exilées restent en exil.",
     ""),
    ("c27",
     "Doubling Season's second ability applies to any counters put on a permanent you control, including +1/+1 counters and loyalty counters. It doesn't apply to counters given to players.",
     "La seconde capacité de Saison de dédoublement s'applique à tous les marqueurs mis sur un permanent que vous contrôlez, y compris les marqueurs +1/+1 et les marqueurs de loyauté. Elle ne s'applique pas aux marqueurs donnés aux joueurs.",
     ""),
    ("c28",
     "A spell that's countered doesn't resolve, so none of its effects happen, including any instruction to put counters on permanents.",
     "Un sort contrecarré ne se résout pas ; aucun de ses effets ne s'applique donc, y compris toute instruction de mettre des marqueurs sur des permanents.",
     ""),
    ("c29",
     "Countering a triggered ability doesn't stop it from triggering again later. If the trigger event happens again, the ability will trigger normally.",
     "Contrecarrer une capacité déclenchée ne l'empêche pas de se déclencher à nouveau par la suite. Si l'événement déclencheur se reproduit, la capacité se déclenchera normalement.",
     ""),
    ("c30",
     "A mana ability doesn't use the stack and can't be countered. You can activate one even while you're casting a spell, if you need mana to pay its costs.",
     "Une capacité de mana n'utilise pas la pile et ne peut pas être contrecarrée. Vous pouvez en activer une même pendant que vous lancez un sort, si vous avez besoin de mana pour en payer les coûts.",
     ""),
    ("c31",
     "An ability written \"{2}, {T}: Draw a card.\" is an activated ability. Everything before the colon is its cost, and the ability can't be activated unless you can pay all of it.",
     "Une capacité écrite « {2}, {T} : Piochez une carte. » est une capacité activée. Tout ce qui précède les deux-points constitue son coût, et vous ne pouvez activer la capacité que si vous pouvez payer l'intégralité de ce coût.",
     ""),
    ("c32",
     "To activate the ability \"{T}: Add {G}.\" you must tap the permanent. If it's already tapped, you can't activate that ability.",
     "Pour activer la capacité « {T}\u00a0: Ajoutez {G}. », vous devez engager le permanent. S'il est déjà engagé, vous ne pouvez pas activer cette capacité.",
     ""),
    ("c33",
     "A triggered ability is put on the stack the next time a player would receive priority. If several of your abilities trigger at once, you put them on the stack in any order you choose.",
     "Une capacité déclenchée est mise sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité. Si plusieurs de vos capacités se déclenchent en même temps, vous les mettez sur la pile dans l'ordre de votre choix.",
     ""),
    ("c34",
     "An ability that begins \"At the beginning of combat on your turn\" triggers even if you don't intend to attack. It resolves before you declare attackers.",
     "Une capacité qui commence par « Au début du combat pendant votre tour » se déclenche même si vous n'avez pas l'intention d'attaquer. Elle se résout avant que vous déclariez les attaquants.",
     ""),
    ("c35",
     "If a token is created during your end step, an ability that says \"At the beginning of the end step, sacrifice it\" won't trigger until the next turn's end step.",
     "Si un jeton est créé pendant votre étape de fin, une capacité qui dit « Au début de l'étape de fin, sacrifiez-le » ne se déclenchera pas avant l'étape de fin du tour suivant.",
     ""),
]
PARTS.append(CLEAN_A)

# ---------------------------------------------------------------- part 2: clean pairs c36-c70
CLEAN_B = [
    ("c36",
     "A \"whenever\" ability triggers each time its event happens. For example, \"Whenever you cast a spell\" triggers twice if you cast two spells in a turn.",
     "Une capacité « chaque fois que » se déclenche à chaque occurrence de son événement. Par exemple, « Chaque fois que vous lancez un sort » se déclenche deux fois si vous lancez deux sorts au cours d'un tour.",
     ""),
    ("c37",
     "Ellivere of the Wild Court's last ability triggers separately for each enchanted creature you control that deals combat damage to a player. If three of them do, you draw three cards.",
     "La dernière capacité d'Ellivère de la Cour sauvage se déclenche séparément pour chaque créature enchantée que vous contrôlez qui inflige des blessures de combat à un joueur. Si trois d'entre elles le font, vous piochez trois cartes.",
     ""),
    ("c38",
     "A modal spell that says \"Choose one —\" requires you to choose a mode as you cast it. You can't change that choice later, even if the spell is copied.",
     "Un sort modal qui indique « Choisissez l'un — » vous oblige à choisir un mode au moment où vous le lancez. Vous ne pouvez pas modifier ce choix par la suite, même si le sort est copié.",
     ""),
    ("c39",
     "If a spell says \"Choose one or both —,\" you may choose both modes. They happen in the order in which they're printed.",
     "Si un sort indique « Choisissez l'un ou les deux — », vous pouvez choisir les deux modes. Ils s'appliquent dans l'ordre où ils sont écrits.",
     ""),
    ("c40",
     "A token that leaves the battlefield ceases to exist the next time state-based actions are checked. It can't come back to the battlefield, even if an effect tries to return it.",
     "Un jeton qui quitte le champ de bataille cesse d'exister la prochaine fois que les actions basées sur un état sont vérifiées. Il ne peut pas revenir sur le champ de bataille, même si un effet tente de l'y renvoyer.",
     ""),
    ("c41",
     "A token that's a copy of a permanent copies only the copiable values of that permanent. It doesn't copy the counters on that permanent or whether it's tapped.",
     "Un jeton qui est une copie d'un permanent ne copie que les valeurs copiables de ce permanent : ni les marqueurs qu'il porte ni le fait qu'il soit engagé ne sont copiés.",
     ""),
    ("c42",
     "If a creature token dies, it's briefly put into its owner's graveyard before it ceases to exist, so abilities that trigger when a creature dies will trigger.",
     "Si un jeton de créature meurt, il est brièvement mis dans le cimetière de son propriétaire avant de cesser d'exister ; les capacités qui se déclenchent quand une créature meurt se déclencheront donc.",
     ""),
    ("c43",
     "The card you returned is now in your hand, and you may cast it later this turn if you have priority and its timing rules allow it.",
     "La carte que vous avez renvoyée est maintenant dans votre main, et vous pouvez la lancer plus tard pendant ce tour si vous avez la priorité et que ses restrictions de temps le permettent.",
     ""),
    ("c44",
     "Johann, Apprentice Sorcerer lets you look at the top card of your library at any time, even while you don't have priority. This doesn't reveal that card to your opponents.",
     "Johann, apprenti sorcier, vous permet de regarder la carte du dessus de votre bibliothèque à tout moment, même quand vous n'avez pas la priorité. Cela ne révèle pas cette carte à vos adversaires.",
     ""),
    ("c45",
     "Players can't look at a card exiled face down unless an effect allows it. If it's later turned face up, it stays in exile.",
     "Les joueurs ne peuvent pas regarder une carte exilée face cachée, sauf si un effet le leur permet. Si elle est retournée face visible plus tard, elle reste en exil.",
     ""),
    ("c46",
     "A creature turned face down by an effect is a 2/2 creature with no name, no mana cost, no creature types and no abilities. Any counters on it stay on it.",
     "Une créature retournée face cachée par un effet est une créature 2/2 sans nom, sans coût de mana, sans type de créature et sans capacité. Les marqueurs qu'elle porte y restent.",
     ""),
    ("c47",
     "A face-down spell has mana value 0. If it's countered, it's revealed as it leaves the stack.",
     "Un sort face cachée a une valeur de mana de 0. S'il est contrecarré, il est révélé au moment où il quitte la pile.",
     ""),
    ("c48",
     "Each time you cast your commander from the command zone, it costs an additional {2} for each previous time you've cast it from there this game.",
     "Chaque fois que vous lancez votre commandant depuis la zone de commandement, il coûte {2} de plus pour chaque fois où vous l'avez déjà lancé depuis cette zone au cours de la partie.",
     ""),
    ("c49",
     "If your commander would be put into your graveyard or into exile from anywhere, you may put it into the command zone instead.",
     "Si votre commandant devait être mis dans votre cimetière ou en exil depuis n'importe quelle zone, vous pouvez le mettre dans la zone de commandement à la place.",
     ""),
    ("c50",
     "Combat damage is dealt simultaneously by all attacking and blocking creatures, unless some of them have first strike or double strike.",
     "Les blessures de combat sont infligées simultanément par toutes les créatures attaquantes et bloqueuses, sauf si certaines d'entre elles ont l'initiative ou la double initiative.",
     ""),
    ("c51",
     "Once a creature has been blocked, it stays blocked for the rest of combat, even if the blocking creature leaves the battlefield.",
     "Une fois qu'une créature a été bloquée, elle reste bloquée pour le reste du combat, même si la créature qui la bloque quitte le champ de bataille.",
     ""),
    ("c52",
     "Spells and abilities on the stack resolve one at a time, starting with the last one put there. Players receive priority again after each one resolves.",
     "Les sorts et les capacités sur la pile se résolvent un par un, en commençant par le dernier qui y a été mis. Les joueurs reçoivent de nouveau la priorité après la résolution de chacun d'eux.",
     ""),
    ("c53",
     "Playing a land isn't casting a spell; a land never uses the stack. Effects that let you cast spells from exile don't let you play lands from there.",
     "Jouer un terrain, ce n'est pas lancer un sort : un terrain n'utilise jamais la pile. Les effets qui vous permettent de lancer des sorts depuis l'exil ne vous permettent pas d'y jouer des terrains.",
     ""),
    ("c54",
     "Unless an effect says otherwise, you can cast a sorcery only during your main phase while the stack is empty.",
     "Sauf indication contraire, vous ne pouvez lancer un rituel que pendant votre phase principale, lorsque la pile est vide.",
     ""),
    ("c55",
     "If a Young Hero Role is attached to a creature you control and you create a Monster Role attached to that same creature, the Young Hero Role is put into your graveyard.",
     "Si un Rôle Young Hero est attaché à une créature que vous contrôlez et que vous créez un Rôle Monster attaché à cette même créature, le Rôle Young Hero est mis dans votre cimetière.",
     ""),
    ("c56",
     "The Sorcerer Role doesn't make the enchanted creature a Wizard. It only grants a bonus and a triggered ability.",
     "Le Rôle Sorcerer ne fait pas de la créature enchantée un sorcier. Il lui confère seulement un bonus et une capacité déclenchée.",
     ""),
    ("c57",
     "The Cursed Role sets the enchanted creature's base power and toughness to 1/1. Effects that modify power and toughness, such as +1/+1 counters, still apply.",
     "Le Rôle Cursed fixe la force et l'endurance de base de la créature enchantée à 1/1. Les effets qui modifient la force et l'endurance, comme les marqueurs +1/+1, s'appliquent toujours.",
     ""),
    ("c58",
     "When a Wicked Role is put into a graveyard from the battlefield, each opponent loses 1 life. This happens even if it was put there because another Role replaced it.",
     "Quand un Rôle Wicked est mis dans un cimetière depuis le champ de bataille, chaque adversaire perd 1 point de vie. Cela se produit même s'il y a été mis parce qu'un autre Rôle l'a remplacé.",
     ""),
    ("c59",
     "A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration and indestructible don't save it.",
     "Une créature dont l'endurance est inférieure ou égale à 0 est mise dans le cimetière de son propriétaire par une action basée sur un état. Ni la régénération ni l'indestructibilité ne la sauvent.",
     ""),
    ("c60",
     "Turning a face-down creature face up is a special action. You can do it any time you have priority, and it doesn't use the stack.",
     "Retourner face visible une créature face cachée est une action spéciale. Vous pouvez le faire à tout moment où vous avez la priorité, sans passer par la pile.",
     ""),
    ("c61",
     "When you cast a spell with {X} in its mana cost, you choose the value of X. On the stack, that spell's mana value includes the chosen value; everywhere else, X is 0.",
     "Quand vous lancez un sort avec {X} dans son coût de mana, vous choisissez la valeur de X. Sur la pile, la valeur de mana de ce sort inclut la valeur choisie ; partout ailleurs, X vaut 0.",
     ""),
    ("c62",
     "If a spell costs {X}{X}{R} and you choose 3 for X, you pay {6}{R} in total, and its mana value on the stack is 7.",
     "Si un sort coûte {X}{X}{R} et que vous choisissez 3 pour X, vous payez {6}{R} au total, et sa valeur de mana sur la pile est de 7.",
     ""),
    ("c63",
     "When an effect lets you cast a spell for free, you may still pay kicker and other optional additional costs. Alternative costs can't be combined with that permission.",
     "Quand un effet vous permet de lancer un sort gratuitement, vous pouvez tout de même payer le kicker et les autres coûts supplémentaires optionnels. Les coûts alternatifs ne peuvent pas être combinés avec cette permission.",
     ""),
    ("c64",
     "A creature can have more than one Role attached to it as long as each of those Roles is controlled by a different player.",
     "Une créature peut avoir plusieurs Rôles attachés à elle, à condition que chacun d'eux soit contrôlé par un joueur différent.",
     ""),
    ("c65",
     "If a Room's door has an ability that triggers when you unlock it, that ability triggers whether you unlocked the door by casting the Room or by paying the door's mana cost.",
     "Si l’accès d’une pièce a une capacité qui se déclenche quand vous le déverrouillez, cette capacité se déclenche que vous ayez déverrouillé l’accès en lançant la pièce ou en payant le coût de mana de l’accès.",
     ""),
    ("c66",
     "An effect tells you to unlock a door of a Room whose doors are both locked. You choose the door, but can you choose one whose ability has no legal target?",
     "Un effet vous demande de déverrouiller un accès d’une pièce dont les deux accès sont verrouillés. C’est vous qui choisissez l’accès, mais pouvez-vous choisir un accès dont la capacité n’a aucune cible légale\u00a0?",
     ""),
    ("c67",
     "The door you didn't cast remains locked as the Room enters. (You can unlock it later by paying its mana cost.)",
     "L'accès que vous n'avez pas lancé reste verrouillé quand la pièce arrive sur le champ de bataille. (Vous pourrez le déverrouiller plus tard en payant son coût de mana.)",
     ""),
    ("c68",
     "Some Roles grant an ability in quotation marks. For example, the Sorcerer Role gives the enchanted creature \"Whenever this creature attacks, scry 1.\"",
     "Certains Rôles confèrent une capacité entre guillemets. Par exemple, le Rôle Sorcerer confère à la créature enchantée « Chaque fois que cette créature attaque, regard 1. »",
     ""),
    ("c69",
     "Whenever a Room enters, only the door you cast is unlocked, so an ability that triggers whenever you unlock a door triggers just once.",
     "Chaque fois qu'une pièce arrive sur le champ de bataille, seul l'accès que vous avez lancé est déverrouillé ; une capacité qui se déclenche à chaque fois que vous déverrouillez un accès ne se déclenche donc qu'une fois.",
     ""),
    ("c70",
     "An ability that says \"venture into the dungeon\" moves you to the next room of the dungeon you're in, or makes you start a new dungeon if you aren't in one.",
     "Une capacité qui dit « aventurez-vous dans le donjon » vous fait passer à la pièce suivante du donjon où vous vous trouvez, ou vous fait commencer un nouveau donjon si vous n'êtes dans aucun donjon.",
     ""),
]
PARTS.append(CLEAN_B)

# ---------------------------------------------------------------- part 3: numbers, symbols, terminology
DEFECTS_A = [
    # numbers: one number changed, dropped or added
    ("num1",  # second "three" became "deux" (same number also appears elsewhere)
     "If you control three Roles attached to three different creatures, each of them is a separate Aura, and each one is put into its owner's graveyard separately if the creature it enchants leaves the battlefield.",
     "Si vous contrôlez trois Rôles attachés à deux créatures différentes, chacun d'eux est une aura distincte, et chacun est mis séparément dans le cimetière de son propriétaire si la créature qu'il enchante quitte le champ de bataille.",
     "numbers"),
    ("num2",  # first "four" became "cinq"
     "A party can contain at most four creatures, one of each of the four types. A fifth creature never adds to the count.",
     "Un groupe peut contenir au plus cinq créatures, une de chacun des quatre types. Une cinquième créature n'augmente jamais ce nombre.",
     "numbers"),
    ("num3",  # "two" dropped
     "Seek the Beast exiles the top two cards of your library. If your library has only one card, you exile just that card.",
     "En quête de la bête exile les cartes du dessus de votre bibliothèque. Si votre bibliothèque ne contient qu'une carte, vous exilez seulement cette carte.",
     "numbers"),
    ("num4",  # "a +1/+1 counter" became "deux marqueurs +1/+1" (number added)
     "Questing Druid's first ability puts a +1/+1 counter on it whenever you cast a spell that's white, blue, black or red.",
     "La première capacité de Questing Druid met deux marqueurs +1/+1 sur lui chaque fois que vous lancez un sort blanc, bleu, noir ou rouge.",
     "numbers"),
    ("num5",  # second "three" became "quatre"
     "Johann, Apprentice Sorcerer's ability can be used once per turn, including on your opponents' turns if the spell is an instant. Over three turns, you could cast up to three spells this way.",
     "La capacité de Johann, apprenti sorcier, peut être utilisée une fois par tour, y compris pendant les tours de vos adversaires si le sort est un éphémère. Sur trois tours, vous pourriez lancer jusqu'à quatre sorts de cette façon.",
     "numbers"),
    ("num6",  # digit 4 became 3
     "Coveted Prize lets you cast a spell with mana value 4 or less. A spell with mana value 5 can't be cast this way, even if its total cost would be lower.",
     "Prix convoité vous permet de lancer un sort de valeur de mana inférieure ou égale à 3. Un sort de valeur de mana 5 ne peut pas être lancé de cette façon, même si son coût total était inférieur.",
     "numbers"),
    ("num7",  # 3 life became 2
     "If three Wicked Roles you control are put into graveyards at the same time, each opponent loses 3 life in total.",
     "Si trois Rôles Wicked que vous contrôlez sont mis dans des cimetières en même temps, chaque adversaire perd 2 points de vie au total.",
     "numbers"),
    ("num8",  # "3 enchantments" became 4; +3/+3 kept
     "The Virtuous Role gives +1/+1 for each enchantment you control. With 3 enchantments, including the Role itself, the enchanted creature gets +3/+3.",
     "Le Rôle Vertueux donne +1/+1 pour chaque enchantement que vous contrôlez. Avec 4 enchantements, y compris le Rôle lui-même, la créature enchantée gagne +3/+3.",
     "numbers"),

    # symbols: one mana/tap symbol changed, dropped or added (digits left alone)
    ("sym1",  # {G} -> {B}
     "A land with \"{T}: Add {G}.\" has a mana ability, so you can activate it while paying for a spell without using the stack.",
     "Un terrain qui a « {T} : Ajoutez {B}. » a une capacité de mana ; vous pouvez donc l'activer pendant que vous payez un sort, sans utiliser la pile.",
     "symbols"),
    ("sym2",  # {T} dropped
     "The cost of Peter Parker's Camera's ability is {2}, {T} and removing a film counter. You can't activate it if the artifact is already tapped.",
     "Le coût de la capacité d'Appareil photo de Peter Parker est {2} et le retrait d'un marqueur « pellicule ». Vous ne pouvez pas l'activer si l'artefact est déjà engagé.",
     "symbols"),
    ("sym3",  # {2}{U} -> {2}{U}{U} (symbol added)
     "If a door costs {2}{U} to unlock, you can't pay that cost with only {U}{U}; you need three mana, one of which is blue.",
     "Si un accès coûte {2}{U}{U} à déverrouiller, vous ne pouvez pas payer ce coût avec seulement {U}{U} ; il vous faut trois manas, dont un bleu.",
     "symbols"),
    ("sym4",  # {R} dropped from {X}{X}{R}
     "Casting a spell that costs {X}{X}{R} with X equal to 2 requires {4}{R}.",
     "Lancer un sort qui coûte {X}{X} avec X égal à 2 nécessite {4}{R}.",
     "symbols"),
    ("sym5",  # {Q} -> {T}
     "An ability with {Q} in its cost requires you to untap the permanent, so you can't activate it if that permanent is already untapped.",
     "Une capacité dont le coût comporte {T} vous demande de dégager le permanent ; vous ne pouvez donc pas l'activer si ce permanent est déjà dégagé.",
     "symbols"),
    ("sym6",  # {W/U} -> {W}
     "A hybrid symbol such as {W/U} can be paid with either {W} or {U}. It counts as one white symbol and one blue symbol for effects that count colored symbols.",
     "Un symbole hybride tel que {W} peut être payé avec {W} ou avec {U}. Il compte comme un symbole blanc et un symbole bleu pour les effets qui comptent les symboles de couleur.",
     "symbols"),
    ("sym7",  # second {B} -> {W}
     "Coveted Prize's mana cost includes {B}, so it's a black spell even if its cost is reduced to just {B}.",
     "Le coût de mana de Prix convoité comprend {B} : c'est donc un sort noir, même si son coût est réduit à {W} seulement.",
     "symbols"),

    # terminology: a forbidden word or a wrong-sense word instead of the official term
    ("term1",  # door -> porte (forbidden)
     "Once a door is unlocked, it stays unlocked even if another player gains control of the Room.",
     "Une fois qu'une porte est déverrouillée, elle reste déverrouillée même si un autre joueur prend le contrôle de la pièce.",
     "terminology"),
    ("term2",  # unlock -> ouvrir (forbidden)
     "You can unlock a door only when you could cast a sorcery, unless an effect allows otherwise.",
     "Vous ne pouvez ouvrir un accès qu'au moment où vous pourriez lancer un rituel, sauf si un effet en dispose autrement.",
     "terminology"),
    ("term3",  # triggered ability -> capacité induite (forbidden)
     "A locked door's triggered ability can't trigger, because the abilities of a locked door are ignored.",
     "La capacité induite d'un accès verrouillé ne peut pas se déclencher, car les capacités d'un accès verrouillé sont ignorées.",
     "terminology"),
    ("term4",  # token -> pion (forbidden)
     "If the creature a Role token is attached to leaves the battlefield, the Role is put into the graveyard and then ceases to exist.",
     "Si la créature à laquelle un pion de Rôle est attaché quitte le champ de bataille, le Rôle est mis au cimetière, puis cesse d'exister.",
     "terminology"),
    ("term5",  # counter (noun) -> compteur (forbidden)
     "If a creature with a +1/+1 counter on it is turned face down, that counter stays on it.",
     "Si une créature avec un compteur +1/+1 est retournée face cachée, ce compteur reste sur elle.",
     "terminology"),
    ("term6",  # cast -> jouer (forbidden), twice
     "You can cast Seek the Beast as an Adventure only at a time when you could cast an instant.",
     "Vous ne pouvez jouer En quête de la bête en tant qu'aventure qu'au moment où vous pourriez jouer un éphémère.",
     "terminology"),
    ("term7",  # counter (verb) -> annuler (forbidden)
     "A spell that can't be countered can still leave the stack in other ways, for example if an effect exiles it.",
     "Un sort qui ne peut pas être annulé peut tout de même quitter la pile d'autres façons, par exemple si un effet l'exile.",
     "terminology"),
    ("term8",  # face-down -> face retournée (forbidden)
     "The controller of a face-down creature may look at it at any time.",
     "Le contrôleur d'une créature face retournée peut la regarder à tout moment.",
     "terminology"),
    ("term9",  # mana value -> coût converti de mana (forbidden for mana value)
     "In your hand, a Room card's mana value is the total of the mana values of both doors.",
     "Dans votre main, le coût converti de mana d'une carte de pièce est le total des coûts convertis de mana de ses deux accès.",
     "terminology"),
    ("term10",  # party -> fête (wrong sense, false friend)
     "An ability that counts the creatures in your party counts only creatures you control on the battlefield.",
     "Une capacité qui compte les créatures de votre fête ne compte que les créatures que vous contrôlez sur le champ de bataille.",
     "terminology"),
]
PARTS.append(DEFECTS_A)

# ---------------------------------------------------------------- part 4: templating, card_names, untranslated, wrong_language
DEFECTS_B = [
    # templating: a template phrase of terms.csv changed
    ("tpl1",  # "Choisissez un —" (fr_forbidden of the template row)
     "When you cast a spell that says \"Choose one —,\" you can't choose a mode that requires targets if there are no legal targets for it.",
     "Quand vous lancez un sort qui indique « Choisissez un — », vous ne pouvez pas choisir un mode qui requiert des cibles s'il n'y a aucune cible légale pour ce mode.",
     "templating"),
    ("tpl2",  # "Au commencement de" instead of "Au début de"
     "An ability that says \"At the beginning of your upkeep\" triggers once each turn, and only during your own upkeep.",
     "Une capacité qui dit « Au commencement de votre entretien » se déclenche une fois par tour, et uniquement pendant votre propre entretien.",
     "templating"),
    ("tpl3",  # quoted "Whenever" -> "Lorsque" (the 2nd sentence legitimately has "chaque fois que" for "each time")
     "The Sorcerer Role's ability reads \"Whenever this creature attacks, scry 1.\" It triggers each time the enchanted creature is declared as an attacker.",
     "La capacité du Rôle Sorcerer dit « Lorsque cette créature attaque, regard 1. » Elle se déclenche chaque fois que la créature enchantée est déclarée comme attaquante.",
     "templating"),
    ("tpl4",  # "[Coût]: [Effet]" without the French space before the colon
     "Activated abilities are written as \"[Cost]: [Effect].\" Everything before the colon must be paid when you activate the ability.",
     "Les capacités activées s'écrivent « [Coût]: [Effet]. » Tout ce qui précède les deux-points doit être payé quand vous activez la capacité.",
     "templating"),
    ("tpl5",  # whenever -> "dès que"
     "An ability that triggers whenever you fully unlock a Room triggers just once if both doors become unlocked at the same time.",
     "Une capacité qui se déclenche dès que vous déverrouillez entièrement une pièce ne se déclenche qu'une fois si les deux accès sont déverrouillés en même temps.",
     "templating"),
    ("tpl6",  # "At the beginning of" -> "Lors de"
     "An ability that says \"At the beginning of the end step\" triggers during every player's end step, not only during yours.",
     "Une capacité qui dit « Lors de l'étape de fin » se déclenche pendant l'étape de fin de chaque joueur, et pas seulement pendant la vôtre.",
     "templating"),
    ("tpl7",  # "Choose one —" -> "Choisissez un mode —"
     "If you copy a spell that says \"Choose one —,\" the copy has the same mode as the original, and you can't choose a different one.",
     "Si vous copiez un sort qui indique « Choisissez un mode — », la copie a le même mode que l'original et vous ne pouvez pas en choisir un autre.",
     "templating"),

    # card_names: misspelled, wrong card, English left, invented name
    ("card1",  # misspelled: accent dropped in the full name
     "Ellivere of the Wild Court's ability can't target Ellivere itself, because it targets another creature you control.",
     "La capacité d'Ellivere de la Cour sauvage ne peut pas cibler Ellivère elle-même, car elle cible une autre créature que vous contrôlez.",
     "card_names"),
    ("card2",  # wrong card: the other door of the same Room
     "Locker Room's ability doesn't care how much combat damage your creatures deal; you draw one card either way.",
     "La capacité de Piscine sans fond ne tient pas compte de la quantité de blessures de combat infligées par vos créatures ; vous piochez une carte dans tous les cas.",
     "card_names"),
    ("card3",  # English name left although an official FR name exists
     "Doubling Season affects tokens created under your control, even if an opponent's spell creates them.",
     "Doubling Season s'applique aux jetons créés sous votre contrôle, même si c'est le sort d'un adversaire qui les crée.",
     "card_names"),
    ("card4",  # English spelling Panharmonicon instead of Panharmonicus
     "Panharmonicon doesn't copy the triggered ability; it makes it trigger an additional time.",
     "Panharmonicon ne copie pas la capacité déclenchée : il la fait se déclencher une fois de plus.",
     "card_names"),
    ("card5",  # invented name (official: Appareil photo de Peter Parker)
     "Peter Parker's Camera can copy an activated ability of a land you control, but not a mana ability.",
     "Caméra de Peter Parker peut copier la capacité activée d'un terrain que vous contrôlez, mais pas une capacité de mana.",
     "card_names"),
    ("card6",  # invented name (official: Chercheur de grimoires tenace)
     "Tenacious Tomeseeker's ability can return only an instant or sorcery card from your graveyard.",
     "La capacité de Chercheur de tomes tenace ne peut renvoyer qu'une carte d'éphémère ou de rituel depuis votre cimetière.",
     "card_names"),
    ("card7",  # misspelled (official: Saison de dédoublement)
     "If Doubling Season and another replacement effect both apply to counters put on your permanent, you choose the order in which they apply.",
     "Si Saison du dédoublement et un autre effet de remplacement s'appliquent tous deux aux marqueurs mis sur votre permanent, vous choisissez l'ordre dans lequel ils s'appliquent.",
     "card_names"),
    ("card8",  # word order changed (official: Johann, apprenti sorcier)
     "Johann, Apprentice Sorcerer doesn't let you cast permanent spells from the top of your library.",
     "Johann, sorcier apprenti, ne vous permet pas de lancer des sorts de permanent depuis le dessus de votre bibliothèque.",
     "card_names"),

    # untranslated: wholly or partly left in English
    ("untr1",  # target is a copy of the EN
     "A Room that's fully unlocked is still a single permanent, and the abilities of both of its doors apply.",
     "A Room that's fully unlocked is still a single permanent, and the abilities of both of its doors apply.",
     "untranslated"),
    ("untr2",  # target is a copy of the EN
     "If you control Ellivere of the Wild Court, each enchanted creature you control that deals combat damage to a player makes its last ability trigger.",
     "If you control Ellivere of the Wild Court, each enchanted creature you control that deals combat damage to a player makes its last ability trigger.",
     "untranslated"),
    ("untr3",  # English echo with a small edit, still wholly English
     "Casting a creature card from exile after its Adventure resolved still counts as casting a creature spell.",
     "Casting a creature card from exile after its Adventure has resolved still counts as casting a creature spell.",
     "untranslated"),
    ("untr4",  # second sentence left in English (it holds no term, number or negation)
     "Only the chosen door's characteristics are used while a Room spell is on the stack. This includes its name and its colors.",
     "Seules les caractéristiques de l'accès choisi sont utilisées tant qu'un sort de pièce est sur la pile. This includes its name and its colors.",
     "untranslated"),
    ("untr5",  # first sentence left in English
     "Each player makes this choice in turn order, starting with the active player. The choices are then revealed at the same time.",
     "Each player makes this choice in turn order, starting with the active player. Les choix sont ensuite révélés en même temps.",
     "untranslated"),
    ("untr6",  # a clause in the middle left in English
     "If a Room you control leaves the battlefield and later returns, it's a new object, and both of its doors will be locked unless it's cast again.",
     "Si une pièce que vous contrôlez quitte le champ de bataille puis y revient, it's a new object, et ses deux accès seront verrouillés, sauf si elle est lancée de nouveau.",
     "untranslated"),
    ("untr7",  # a phrase left in English
     "A creature that's tapped to pay a cost stays tapped until its controller's next untap step, unless an effect untaps it.",
     "Une créature engagée pour payer un coût reste engagée until its controller's next untap step, sauf si un effet la dégage.",
     "untranslated"),

    # wrong_language: a translation into another language
    ("wl1",  # Spanish
     "If a Room spell is countered, the card goes to its owner's graveyard, and neither door is unlocked.",
     "Si un hechizo de Habitación es contrarrestado, la carta va al cementerio de su propietario y ninguna de sus puertas se desbloquea.",
     "wrong_language"),
    ("wl2",  # Italian
     "A creature that is both a Cleric and a Wizard can fill either slot of your party, but not both.",
     "Una creatura che è sia un Chierico sia un Mago può occupare l'uno o l'altro posto del tuo gruppo, ma non entrambi.",
     "wrong_language"),
    ("wl3",  # German
     "Turning a face-down creature face up doesn't make it enter the battlefield again, so its abilities that trigger when it enters won't trigger.",
     "Wenn du eine verdeckte Kreatur umdrehst, kommt sie dadurch nicht erneut ins Spiel, daher werden ihre Fähigkeiten, die beim Ins-Spiel-Kommen ausgelöst werden, nicht ausgelöst.",
     "wrong_language"),
    ("wl4",  # Portuguese
     "A copy of a spell is created on the stack and isn't cast, so abilities that trigger when a spell is cast won't trigger.",
     "Uma cópia de uma mágica é criada na pilha e não é conjurada, portanto habilidades que são desencadeadas quando uma mágica é conjurada não serão desencadeadas.",
     "wrong_language"),
    ("wl5",  # Chinese
     "Each Role token is an Aura enchantment. If the enchanted creature leaves the battlefield, the Role is put into the graveyard.",
     "每个职责衍生物都是灵气结界。如果所结附的生物离开战场，该职责会被置入坟墓场。",
     "wrong_language"),
    ("wl6",  # Korean
     "You can venture into the dungeon even if you've already completed a dungeon this game.",
     "이번 게임에서 이미 던전을 완료했더라도 던전을 탐험할 수 있습니다.",
     "wrong_language"),
    ("wl7",  # Japanese
     "The mana value of a copy of a spell is the same as the mana value of the original spell.",
     "呪文のコピーのマナ総量は、元の呪文のマナ総量と同じです。",
     "wrong_language"),
    ("wl8",  # Dutch
     "Players can respond to a triggered ability while it's on the stack, but not to a special action.",
     "Spelers kunnen reageren op een getriggerde vaardigheid terwijl die op de stapel staat, maar niet op een speciale actie.",
     "wrong_language"),
]
PARTS.append(DEFECTS_B)

# ---------------------------------------------------------------- part 5: omission, negation, punctuation, missing
DEFECTS_C = [
    # omission: a clause or sentence dropped (it holds no term, number, symbol, negation or card name)
    ("om1",  # 2nd sentence dropped
     "On the battlefield, a Room has the combined characteristics of its unlocked doors. This is different from how older split cards work.",
     "Sur le champ de bataille, une pièce a les caractéristiques combinées de ses accès déverrouillés.",
     "omission"),
    ("om2",  # final clause "and any effects that were applying to it end" dropped
     "When Bottomless Pool's ability resolves, the creature returns to its owner's hand. Any Auras that were attached to it are put into their owners' graveyards as a state-based action, and any effects that were applying to it end.",
     "Quand la capacité de Piscine sans fond se résout, la créature retourne dans la main de son propriétaire. Les auras qui lui étaient attachées sont mises dans le cimetière de leur propriétaire par une action basée sur un état.",
     "omission"),
    ("om3",  # relative clause "which may come later in this same turn" dropped
     "Seek the Beast's effect lasts until your next end step, which may come later in this same turn. After that, you can no longer play the exiled cards.",
     "L'effet d'En quête de la bête dure jusqu'à votre prochaine étape de fin. Ensuite, vous ne pouvez plus jouer les cartes exilées.",
     "omission"),
    ("om4",  # 2nd sentence dropped
     "You may unlock a door of a Room you control during your main phase while the stack is empty. Doing so at the right moment can surprise your opponents.",
     "Vous pouvez déverrouiller un accès d'une pièce que vous contrôlez pendant votre phase principale, lorsque la pile est vide.",
     "omission"),
    ("om5",  # final clause "and effects that count them use the new number" dropped
     "If a creature in your party leaves the battlefield, the number of creatures in your party goes down immediately, and effects that count them use the new number.",
     "Si une créature de votre groupe quitte le champ de bataille, le nombre de créatures de votre groupe diminue immédiatement.",
     "omission"),
    ("om6",  # clause "because it was created later" dropped
     "The copy created by Peter Parker's Camera resolves before the original ability, because it was created later. You may choose new targets for the copy.",
     "La copie créée par Appareil photo de Peter Parker se résout avant la capacité d'origine. Vous pouvez choisir de nouvelles cibles pour la copie.",
     "omission"),
    ("om7",  # final clause "and play continues as normal" dropped
     "The player who completes a dungeon doesn't win the game by doing so. The completed dungeon is simply removed, and play continues as normal.",
     "Le joueur qui complète un donjon ne gagne pas la partie pour autant. Le donjon complété est simplement retiré.",
     "omission"),

    # negation: removed, added or flipped
    ("neg1",  # "can't" removed
     "You can't unlock a door that's already unlocked, even to make its ability trigger again.",
     "Vous pouvez déverrouiller un accès déjà déverrouillé, même pour que sa capacité se déclenche de nouveau.",
     "negation"),
    ("neg2",  # 2nd negation ("can't be named") removed, 1st kept
     "A face-down spell doesn't have a name, so it can't be named by an effect that asks you to choose a card name.",
     "Un sort face cachée n'a pas de nom ; il peut donc être désigné par un effet qui vous demande de choisir un nom de carte.",
     "negation"),
    ("neg3",  # negation added
     "If the target of Bottomless Pool's ability becomes illegal before it resolves, the ability is removed from the stack.",
     "Si la cible de la capacité de Piscine sans fond devient illégale avant sa résolution, la capacité n'est pas retirée de la pile.",
     "negation"),
    ("neg4",  # "always" flipped to "ne ... jamais"
     "The Cursed Role's effect always overrides the creature's printed power and toughness.",
     "L'effet du Rôle Cursed ne remplace jamais la force et l'endurance imprimées de la créature.",
     "negation"),
    ("neg5",  # "at any later time" flipped to "à aucun moment"
     "After its Adventure resolves, you may cast the creature from exile at any later time you could cast a creature spell.",
     "Après la résolution de son aventure, vous ne pouvez lancer la créature depuis l'exil à aucun moment où vous pourriez lancer un sort de créature.",
     "negation"),
    ("neg6",  # "isn't the same as" became "revient à" (negation removed; 2nd negation kept)
     "Unlocking a door isn't the same as casting a spell, so abilities that trigger when you cast a spell won't trigger.",
     "Déverrouiller un accès revient à lancer un sort ; les capacités qui se déclenchent quand vous lancez un sort ne se déclencheront donc pas.",
     "negation"),
    ("neg7",  # "no player can" became "chaque joueur peut"
     "While you're casting Coveted Prize, no player can do anything to change the size of your party.",
     "Pendant que vous lancez Prix convoité, chaque joueur peut agir pour modifier la taille de votre groupe.",
     "negation"),
    ("neg8",  # "still counts" became "ne compte plus" (negation added)
     "Your party still counts a creature that has become tapped.",
     "Votre groupe ne compte plus une créature qui est devenue engagée.",
     "negation"),

    # punctuation: final mark wrong or missing
    ("pun1",  # no final mark
     "Questing Druid's counter ability triggers whenever you cast a white, blue, black or red spell, including Seek the Beast, which is red.",
     "La capacité de Questing Druid qui met un marqueur se déclenche chaque fois que vous lancez un sort blanc, bleu, noir ou rouge, y compris En quête de la bête, qui est rouge",
     "punctuation"),
    ("pun2",  # "!" instead of "."
     "Abilities that trigger when a token is created also trigger for Role tokens.",
     "Les capacités qui se déclenchent quand un jeton est créé se déclenchent aussi pour les jetons de Rôle !",
     "punctuation"),
    ("pun3",  # "?" instead of "."
     "The Virtuous Role counts itself among the enchantments you control.",
     "Le Rôle Vertueux se compte lui-même parmi les enchantements que vous contrôlez ?",
     "punctuation"),
    ("pun4",  # ";" instead of "."
     "A spell's mana value on the stack includes any value chosen for {X}.",
     "Sur la pile, la valeur de mana d'un sort inclut toute valeur choisie pour {X} ;",
     "punctuation"),
    ("pun5",  # "," instead of "."
     "You may choose new targets for a copy of a spell only if the effect that created it says so.",
     "Vous ne pouvez choisir de nouvelles cibles pour une copie de sort que si l'effet qui l'a créée le précise,",
     "punctuation"),
    ("pun6",  # no final mark
     "Once the ability of a dungeon's last room has resolved, that dungeon is removed the next time state-based actions are checked.",
     "Une fois que la capacité de la dernière pièce d'un donjon s'est résolue, ce donjon est retiré la prochaine fois que les actions basées sur un état sont vérifiées",
     "punctuation"),
    ("pun7",  # EN ends with "?", FR with "."
     "You may cast Questing Druid from exile after its Adventure resolves. But can you cast Seek the Beast again from there?",
     "Vous pouvez lancer Questing Druid depuis l'exil après la résolution de son aventure. Mais pouvez-vous lancer de nouveau En quête de la bête depuis cet endroit.",
     "punctuation"),

    # missing: empty or whitespace-only target
    ("miss1",
     "Abilities of a locked door can't be activated, and its static abilities don't apply.",
     "",
     "missing"),
    ("miss2",
     "A Role token is created already attached to the target creature; it doesn't enter the battlefield unattached first.",
     " ",
     "missing"),
    ("miss3",
     "The cards exiled by Seek the Beast remain in exile if you don't play them before your next end step.",
     "\n",
     "missing"),
    ("miss4",
     "Each door of a Room has its own name, mana cost and abilities.",
     "   ",
     "missing"),
    ("miss5",
     "Venturing into the dungeon is not the same as completing it.",
     "\t",
     "missing"),
    ("miss6",  # a lone no-break space
     "Coveted Prize's cost reduction is determined as you cast it, based on your party at that time.",
     "\u00a0",
     "missing"),
    ("miss7",
     "Mana abilities resolve immediately after they're activated.",
     " \n\t ",
     "missing"),
]
PARTS.append(DEFECTS_C)

# === FOOTER ===
def build():
    rows, keys, ids = [], set(), set()
    for part in PARTS:
        for key, en, target, expected in part:
            assert key not in keys, key
            keys.add(key)
            assert expected == "" or expected in CHECKS, (key, expected)
            pid = "fr-f12-" + hashlib.sha1(("fresh12:" + key).encode("utf-8")).hexdigest()[:8]
            assert pid not in ids, (key, pid)
            ids.add(pid)
            rows.append({"id": pid, "lang": "fr", "en": en, "target": target,
                         "expected": [expected] if expected else []})
    rows.sort(key=lambda r: r["id"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh12_fr.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    rows = build()
    n_clean = sum(1 for r in rows if not r["expected"])
    print(len(rows), "pairs,", n_clean, "clean,", len(rows) - n_clean, "with one defect")
