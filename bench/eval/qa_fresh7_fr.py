#!/usr/bin/env python3
"""Writes bench/eval/qa_fresh7_fr.jsonl: a hand-written FR evaluation set for the translation-QA checks.

Every pair is written by hand below, as Python lists. CLEAN holds (en, fr) pairs that are correct
translations (expected: []). DEFECT holds (check, en, fr) triples with exactly one planted defect.
The order of the output is shuffled with a fixed seed, and ids are numbered after the shuffle,
so an id says nothing about the label. See qa_fresh7_fr_README.md.

The script was built in parts; each part ends with write(), so the last call writes every pair.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "qa_fresh7_fr.jsonl")

CHECKS = ("numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing")

CLEAN = []   # (en, fr)
DEFECT = []  # (check, en, fr)


def write():
    rows = [(en, fr, []) for en, fr in CLEAN]
    for check, en, fr in DEFECT:
        assert check in CHECKS, check
        rows.append((en, fr, [check]))
    seen = set()
    for en, fr, _ in rows:
        assert en.strip(), "empty EN"
        assert (en, fr) not in seen, ("duplicate pair", en)
        seen.add((en, fr))
    rng = random.Random(20261207)
    rng.shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as f:
        for i, (en, fr, expected) in enumerate(rows, 1):
            obj = {"id": "fr-f7-%03d" % i, "lang": "fr", "en": en, "target": fr, "expected": expected}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d pairs (%d clean, %d defect) to %s" % (len(rows), len(CLEAN), len(DEFECT), OUT))


# ---------------------------------------------------------------------------------------------
# PART 1 — clean pairs: Rooms, dungeons/initiative, party, Adventures, Roles, copies,
# costs/mana value/{X}, activated/triggered/mana abilities
# ---------------------------------------------------------------------------------------------
CLEAN += [
    # Rooms / doors / unlock
    ("If both doors of a Room are unlocked, the Room has both names, both mana costs, and the abilities of both doors.",
     "Une pièce dont les deux accès sont déverrouillés a les deux noms, les deux coûts de mana et les capacités de ses deux accès."),
    ("Unlocking a door is a special action. It doesn't use the stack, and no player can respond to it.",
     "Déverrouiller un accès est une action spéciale : elle n’utilise pas la pile et aucun joueur ne peut y répondre."),
    ("Any time you could cast a sorcery, you may pay the mana cost of a locked door of a Room you control to unlock it.",
     "Au moment où vous pourriez lancer un rituel, vous pouvez payer le coût de mana d'un accès verrouillé d'une pièce que vous contrôlez pour le déverrouiller."),
    ("You may target any Room with this ability, even one whose doors are all unlocked. In that case, the ability does nothing as it resolves.",
     "Vous pouvez cibler n'importe quelle pièce avec cette capacité, même une dont tous les accès sont déverrouillés. Dans ce cas, la capacité n'a aucun effet lors de sa résolution."),
    ("Each Room card has two doors, and each door has its own name and mana cost.",
     "Chaque carte de pièce comporte deux accès, qui ont chacun leur propre nom et leur propre coût de mana."),
    ("Because Bottomless Pool's ability targets up to one creature, it triggers and resolves even if you choose no target.",
     "Comme la capacité de Piscine sans fond cible jusqu’à une créature, elle se déclenche et se résout même si vous ne choisissez aucune cible."),
    ("Locker Room's ability triggers once for each player dealt combat damage, no matter how many of your creatures dealt damage to that player.",
     "La capacité de Vestiaire se déclenche une fois pour chaque joueur à qui des blessures de combat ont été infligées, quel que soit le nombre de vos créatures qui lui en ont infligé."),
    # dungeons / venture / initiative
    ("If you venture into the dungeon while you have no dungeon in the command zone, you choose a dungeon, put it into the command zone, and enter its first room.",
     "Si vous vous aventurez dans le donjon alors que vous n’avez aucun donjon dans la zone de commandement, choisissez-en un, mettez-le dans cette zone et entrez dans sa première pièce."),
    ("A dungeon room's ability is a triggered ability. It's put on the stack when you move into that room, and it can be countered.",
     "La capacité d'une pièce de donjon est une capacité déclenchée : elle est mise sur la pile quand vous entrez dans cette pièce, et elle peut être contrecarrée."),
    ("If you already have the initiative and an effect says that you take it, you take it again and the initiative's ability triggers again.",
     "Si vous avez déjà l’initiative et qu’un effet indique que vous la prenez, vous la prenez de nouveau, et la capacité de l’initiative se déclenche de nouveau."),
    ("When a creature deals combat damage to the player who has the initiative, that creature's controller takes the initiative.",
     "Quand une créature inflige des blessures de combat au joueur qui a l’initiative, le contrôleur de cette créature prend l’initiative."),
    # party
    ("Your party can contain at most one Cleric, one Rogue, one Warrior, and one Wizard.",
     "Votre groupe comprend au maximum un clerc, un gredin, un guerrier et un sorcier."),
    ("A creature with several party creature types is counted only once, and it fills whichever slot gives you the largest party.",
     "Une créature qui a plusieurs types de créature du groupe n’est comptée qu’une seule fois, et elle occupe la place qui vous donne le groupe le plus grand possible."),
    ("If you control a Cleric, a Rogue, and a Wizard, Coveted Prize costs {3} less to cast.",
     "Si vous contrôlez un clerc, un gredin et un sorcier, Prix convoité coûte {3} de moins à lancer."),
    ("The spell you cast with Coveted Prize's effect must have mana value 4 or less. If it has {X} in its mana cost, X is 0.",
     "Le sort que vous lancez grâce à l’effet de Prix convoité doit avoir une valeur de mana inférieure ou égale à 4. Si son coût de mana comporte {X}, X est égal à 0."),
    # Adventures
    ("If an Adventure spell is countered, the card goes to its owner's graveyard instead of exile, and you won't be able to cast the creature later.",
     "Si un sort d’aventure est contrecarré, la carte est mise dans le cimetière de son propriétaire au lieu d’être exilée, et vous ne pourrez pas lancer la créature plus tard."),
    ("You may play a land exiled with Seek the Beast only if you have a land play left that turn.",
     "Vous ne pouvez jouer un terrain exilé par En quête de la bête que s'il vous reste un terrain à jouer ce tour-ci."),
    ("Seek the Beast is an instant with the Adventure subtype. Once it resolves, the card stays in exile and you may cast the creature from there.",
     "En quête de la bête est un éphémère avec le sous-type aventure. Une fois qu’il s’est résolu, la carte reste en exil et vous pouvez lancer la créature depuis cette zone."),
    # Roles
    ("If one player controls two Roles attached to the same permanent, the older one is put into its owner's graveyard.",
     "Si un joueur contrôle deux rôles attachés au même permanent, le plus ancien est mis dans le cimetière de son propriétaire."),
    ("If the target of Ellivere of the Wild Court's ability becomes illegal, no Role token is created.",
     "Si la cible de la capacité d’Ellivère de la Cour sauvage devient illégale, aucun jeton de rôle n’est créé."),
    ("A Role token is an Aura enchantment token. If the enchanted permanent leaves the battlefield, the Role is put into the graveyard and then ceases to exist.",
     "Un jeton de rôle est un jeton d’enchantement — aura. Si le permanent enchanté quitte le champ de bataille, le rôle est mis au cimetière, puis cesse d’exister."),
    # copies
    ("A copy of a spell isn't cast. Abilities that trigger when a spell is cast won't trigger for it.",
     "Une copie d’un sort n’est pas lancée, si bien que les capacités qui se déclenchent quand un sort est lancé ne se déclenchent pas pour elle."),
    ("Peter Parker's Camera can't target a mana ability, because mana abilities never use the stack.",
     "Appareil photo de Peter Parker ne peut pas cibler une capacité de mana, puisque les capacités de mana n’utilisent jamais la pile."),
    ("Peter Parker's Camera enters with three film counters. Once you've removed the last one, you can't activate its ability until more counters are put on it.",
     "Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule ». Une fois le dernier retiré, vous ne pourrez plus activer sa capacité tant que d’autres marqueurs n’y auront pas été mis."),
    # costs / mana value / {X}
    ("A spell's mana value is based only on its mana cost. Cost reductions and additional costs don't change it.",
     "La valeur de mana d’un sort dépend uniquement de son coût de mana : ni les réductions de coût ni les coûts supplémentaires ne la modifient."),
    ("On the stack, a spell with {X} in its mana cost uses the chosen value of X to determine its mana value. In every other zone, X is 0.",
     "Sur la pile, la valeur de mana d’un sort dont le coût de mana contient {X} tient compte de la valeur choisie pour X. Dans toute autre zone, X vaut zéro."),
    # activated / triggered / mana abilities
    ("An activated ability is written as \"[Cost]: [Effect].\" Everything before the colon is the cost.",
     "Une capacité activée s’écrit « [Coût] : [Effet]. » Tout ce qui précède les deux-points constitue le coût."),
    ("To activate an ability with {T} in its cost, the permanent must be untapped. A creature also needs to have been under your control continuously since your most recent turn began.",
     "Pour activer une capacité dont le coût comprend {T}, le permanent doit être dégagé. Une créature doit en outre être sous votre contrôle sans interruption depuis le début de votre tour le plus récent."),
    ("A mana ability doesn't use the stack and can't be responded to. You can activate one even while you're paying a cost.",
     "Une capacité de mana n’utilise pas la pile et on ne peut pas y répondre. Vous pouvez même en activer une pendant que vous payez un coût."),
    ("If a triggered ability's condition is met several times before a player would receive priority, it triggers that many times.",
     "Si la condition d’une capacité déclenchée est remplie plusieurs fois avant qu’un joueur ne reçoive la priorité, elle se déclenche autant de fois."),
    ("Panharmonicon affects only abilities of permanents you control that trigger when an artifact or creature enters. It doesn't affect abilities that trigger when a permanent dies.",
     "Panharmonicus n'affecte que les capacités de vos permanents qui se déclenchent quand un artefact ou une créature arrive sur le champ de bataille ; il est sans effet sur celles qui se déclenchent quand un permanent meurt."),
    ("If a spell says \"Choose one —,\" you choose the mode as you cast it, and a copy of that spell uses the same mode.",
     "Si un sort indique « Choisissez l’un — », vous choisissez le mode au moment de le lancer, et une copie de ce sort utilise le même mode."),
    ("An ability that begins with \"whenever\" triggers each time its trigger condition is met.",
     "Une capacité qui commence par « chaque fois que » se déclenche à chaque fois que sa condition de déclenchement est remplie."),
    ("An ability that triggers \"at the beginning of your upkeep\" won't trigger if the permanent enters during your upkeep.",
     "Une capacité qui se déclenche « au début de votre entretien » ne se déclenche pas si le permanent arrive sur le champ de bataille pendant votre entretien."),
    ("You may look at the top card of your library with Johann, Apprentice Sorcerer whenever you want, even if you can't cast it.",
     "Johann, apprenti sorcier vous permet de regarder la carte du dessus de votre bibliothèque quand vous le voulez, même si vous ne pouvez pas la lancer."),
]
write()


# ---------------------------------------------------------------------------------------------
# PART 2 — clean pairs: counters vs countering, tokens, combat, zones, stack, face-down,
# commanders, general topics
# ---------------------------------------------------------------------------------------------
CLEAN += [
    # counters (noun) vs countering (verb)
    ("Countering a spell doesn't remove counters from anything. The +1/+1 counters already on the creature stay there.",
     "Contrecarrer un sort ne retire aucun marqueur de quoi que ce soit : les marqueurs +1/+1 déjà présents sur la créature y restent."),
    ("If a permanent has a +1/+1 counter and a -1/-1 counter on it, one of each is removed as a state-based action.",
     "Si un permanent a sur lui un marqueur +1/+1 et un marqueur -1/-1, un marqueur de chaque sorte est retiré au titre des actions basées sur un état."),
    ("If a planeswalker enters under your control, Doubling Season doubles the loyalty counters it enters with. It doesn't double counters put on it as the cost of a loyalty ability.",
     "Si un planeswalker arrive sur le champ de bataille sous votre contrôle, Saison de dédoublement double le nombre de marqueurs « loyauté » avec lesquels il arrive. Elle ne double pas ceux qui sont mis sur lui en tant que coût d’une capacité de loyauté."),
    # tokens
    ("If an effect would create two Treasure tokens under your control, Doubling Season makes it create four instead.",
     "Si un effet devait créer 2 jetons Trésor sous votre contrôle, Saison de dédoublement lui fait en créer 4 à la place."),
    ("A token that has left the battlefield can't move to another zone or come back onto the battlefield. It ceases to exist the next time state-based actions are performed.",
     "Un jeton qui a quitté le champ de bataille ne peut ni changer de nouveau de zone ni revenir sur le champ de bataille. Il cesse d’exister lors de la prochaine vérification des actions basées sur un état."),
    ("A token that's a copy of a creature copies only what is printed on that creature, plus any other copy effects. Counters, Auras, and other effects aren't copied.",
     "Un jeton qui est une copie d’une créature ne copie que ce qui est imprimé sur cette créature, ainsi que les éventuels autres effets de copie. Les marqueurs, les auras et les autres effets ne sont pas copiés."),
    # combat
    ("Once a creature has been blocked, it stays blocked even if the creature blocking it leaves combat.",
     "Une créature bloquée le reste même si la créature qui la bloque quitte le combat."),
    ("An attacking creature with trample must assign lethal damage to each creature blocking it before it can assign the rest to the player or planeswalker it's attacking.",
     "Une créature attaquante avec le piétinement doit assigner des blessures mortelles à chaque créature qui la bloque avant de pouvoir assigner le reste au joueur ou au planeswalker qu’elle attaque."),
    # zones
    ("If a card would be put into a graveyard from anywhere, it goes to its owner's graveyard, not its controller's.",
     "Une carte qui devrait être mise dans un cimetière depuis n’importe quelle zone va dans le cimetière de son propriétaire, et non dans celui de son contrôleur."),
    ("Once the returned card is in your hand, it's a new object with no relation to the creature it was.",
     "Maintenant que la carte renvoyée est dans votre main, c'est un nouvel objet sans rapport avec la créature qu'elle était."),
    # stack / priority
    ("The last spell or ability put on the stack is the first to resolve.",
     "Le dernier sort ou la dernière capacité mis sur la pile est le premier à se résoudre."),
    ("Each time a spell or ability resolves, the active player receives priority. If all players pass in succession with an empty stack, the step or phase ends.",
     "Après la résolution de chaque sort ou capacité, le joueur actif reçoit la priorité. Quand tous les joueurs passent successivement alors que la pile est vide, l’étape ou la phase se termine."),
    # face-down
    ("A face-down creature is a 2/2 creature with no name, no mana cost, no creature types, and no abilities.",
     "Une créature face cachée est une créature 2/2 sans nom, sans coût de mana, sans type de créature et sans capacité."),
    ("You may look at face-down permanents you control at any time. You can't look at face-down permanents controlled by other players.",
     "Vous pouvez regarder à tout moment les permanents face cachée que vous contrôlez, mais pas ceux que contrôlent les autres joueurs."),
    # commanders
    ("If your commander is put into your graveyard or into exile, you may move it to the command zone the next time state-based actions are checked.",
     "Si votre commandant est mis dans votre cimetière ou en exil, vous pouvez le déplacer dans la zone de commandement lors de la prochaine vérification des actions basées sur un état."),
    ("Each time you cast your commander from the command zone this game, it costs an additional {2}.",
     "Votre commandant coûte {2} de plus à lancer depuis la zone de commandement pour chaque fois que vous l’avez déjà lancé depuis cette zone au cours de la partie."),
    # replacement / prevention / state-based actions
    ("A replacement effect doesn't use the stack. It modifies an event as that event happens.",
     "Un effet de remplacement n’utilise pas la pile : il modifie un événement au moment où celui-ci se produit."),
    ("If damage that can't be prevented would be dealt, prevention effects still apply, but the damage isn't prevented.",
     "Si des blessures qui ne peuvent pas être prévenues devaient être infligées, les effets de prévention s’appliquent quand même, sans toutefois les prévenir."),
    ("A player with 0 or less life loses the game the next time state-based actions are checked.",
     "Un joueur qui a 0 point de vie ou moins perd la partie lors de la prochaine vérification des actions basées sur un état."),
    # protection / hexproof / ward
    ("A creature with protection from red can't be blocked by red creatures, and all damage red sources would deal to it is prevented.",
     "Une créature avec la protection contre le rouge ne peut pas être bloquée par des créatures rouges, et toutes les blessures que des sources rouges devraient lui infliger sont prévenues."),
    ("Hexproof only stops your opponents from targeting the permanent. You can still target your own creatures with hexproof.",
     "La défense talismanique n’empêche que vos adversaires de cibler le permanent ; vous pouvez toujours cibler vos propres créatures dotées de la défense talismanique."),
    ("Ward triggers when the permanent becomes the target of a spell or ability an opponent controls. If that player doesn't pay the ward cost, the spell or ability is countered.",
     "La garde se déclenche quand le permanent devient la cible d’un sort ou d’une capacité qu’un adversaire contrôle. Le sort ou la capacité est contrecarré à moins que ce joueur ne paie le coût de garde."),
    # control changes / multiplayer
    ("If you gain control of a creature, you can attack with it only if you've controlled it continuously since your most recent turn began, unless it has haste.",
     "Si vous acquérez le contrôle d’une créature, vous ne pouvez attaquer avec elle que si vous la contrôlez sans interruption depuis le début de votre tour le plus récent, à moins qu’elle n’ait la célérité."),
    ("When a player leaves a multiplayer game, all objects that player owns leave the game too.",
     "Quand un joueur quitte une partie à plusieurs, tous les objets dont il est le propriétaire quittent également la partie."),
    # sacrifice / bargain
    ("To bargain Tenacious Tomeseeker, you sacrifice an artifact, enchantment, or token as you cast it. You can't do it later.",
     "Pour négocier le Chercheur de grimoires tenace, vous sacrifiez un artefact, un enchantement ou un jeton au moment où vous le lancez, et pas plus tard."),
    ("If Tenacious Tomeseeker wasn't bargained, its enters ability doesn't trigger at all.",
     "Si le Chercheur de grimoires tenace n’a pas été négocié, sa capacité d’arrivée ne se déclenche pas du tout."),
    # discard / scry / surveil / search
    ("You choose which cards to discard unless the effect says they're discarded at random.",
     "C’est vous qui choisissez les cartes dont vous vous défaussez, sauf si l’effet précise qu’elles sont défaussées au hasard."),
    ("When you scry 2, you may put both cards on the bottom of your library, both on top in any order, or one on top and the other on the bottom.",
     "Quand vous faites un regard 2, vous pouvez mettre les deux cartes au-dessous de votre bibliothèque, les deux au-dessus dans l’ordre de votre choix, ou l’une au-dessus et l’autre au-dessous."),
    ("Surveil lets you put cards into your graveyard, which scry doesn't.",
     "Contrairement au regard, la surveillance vous permet de mettre des cartes dans votre cimetière."),
    ("If you search your library for a card with a stated quality, such as a creature card, you may choose not to find one even if your library contains one.",
     "Si vous cherchez dans votre bibliothèque une carte ayant une caractéristique précise, comme une carte de créature, vous pouvez choisir de ne pas la trouver, même s’il y en a une dans votre bibliothèque."),
    # leaves-the-battlefield
    ("If The Spot, Living Portal dies but isn't put on the bottom of its owner's library, perhaps because it left the graveyard first, the exiled cards stay in exile.",
     "Si La Tache, portail vivant meurt mais que la carte n’est pas mise au-dessous de la bibliothèque de son propriétaire, par exemple parce qu’elle a quitté le cimetière entre-temps, les cartes exilées restent en exil."),
    # layers / emblems / planeswalkers / sagas / mulligans / kicker
    ("Effects that change a creature's power and toughness are applied in layer 7, after effects that change its abilities.",
     "Les effets qui modifient la force et l’endurance d’une créature s’appliquent dans la couche 7, après ceux qui modifient ses capacités."),
    ("An emblem can't be destroyed or removed. It stays in the command zone for the rest of the game.",
     "Un emblème ne peut être ni détruit ni retiré ; il reste dans la zone de commandement jusqu’à la fin de la partie."),
    ("You can activate only one loyalty ability of each planeswalker per turn, and only at sorcery speed.",
     "Vous ne pouvez activer qu’une seule capacité de loyauté de chaque planeswalker par tour, et uniquement au moment où vous pourriez lancer un rituel."),
    ("As a Saga enters, its controller puts a lore counter on it. At the beginning of that player's precombat main phase, they put another one on it.",
     "Au moment où une saga arrive sur le champ de bataille, son contrôleur met un marqueur « histoire » sur elle. Au début de la phase principale précombat de ce joueur, il en met un autre."),
    ("With the London mulligan, you draw seven new cards each time, then put one card on the bottom of your library for each mulligan you've taken.",
     "Avec le mulligan londonien, vous piochez 7 nouvelles cartes à chaque fois, puis vous mettez au-dessous de votre bibliothèque une carte par mulligan effectué."),
    ("You may pay a kicker cost only once unless the card says otherwise. A copy of a kicked spell is also kicked.",
     "Sauf indication contraire sur la carte, vous ne pouvez payer le coût de kick qu’une seule fois. La copie d’un sort kické est également kickée."),
]
write()


# ---------------------------------------------------------------------------------------------
# PART 3 — defect pairs: numbers, symbols, terminology, templating (one planted defect each)
# ---------------------------------------------------------------------------------------------
DEFECT += [
    # numbers: one number changed, the rest correct
    ("numbers", "The number of creatures in your party is a number from zero to four.",
     "Le nombre de créatures de votre groupe est compris entre zéro et cinq."),
    ("numbers", "Peter Parker's Camera enters with three film counters, so you can activate its ability at most three times unless you add more.",
     "Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule » ; vous pouvez donc activer sa capacité au maximum deux fois, à moins d’en ajouter d’autres."),
    ("numbers", "In a Commander game, each player starts at 40 life.",
     "Dans une partie de Commander, chaque joueur commence avec 20 points de vie."),
    ("numbers", "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
     "Un joueur à qui un même commandant a infligé 12 blessures de combat ou plus au cours de la partie perd la partie."),
    ("numbers", "When you mulligan for the second time, you put two cards from your new hand on the bottom of your library.",
     "Quand vous faites un mulligan pour la deuxième fois, vous mettez trois cartes de votre nouvelle main au-dessous de votre bibliothèque."),
    ("numbers", "Doubling Season doubles the number of tokens only once. If an effect would create one token, you get two, not four.",
     "Saison de dédoublement ne double le nombre de jetons qu’une seule fois : si un effet devait créer un jeton, vous en obtenez deux, et non trois."),
    ("numbers", "A Saga with three chapters is sacrificed once it has three or more lore counters and its chapter III ability has left the stack.",
     "Une saga à trois chapitres est sacrifiée dès qu’elle a au moins quatre marqueurs « histoire » et que la capacité de son chapitre III a quitté la pile."),
    ("numbers", "Your maximum hand size is seven. During your cleanup step, you discard down to seven cards.",
     "Votre taille maximale de main est de sept cartes. Pendant votre étape de nettoyage, vous vous défaussez jusqu’à n’avoir plus que huit cartes."),

    # symbols: one mana/tap/P-T symbol changed or dropped, digits of plain numbers untouched
    ("symbols", "Bottomless Pool's door costs {U}. To unlock it later, you pay {U} as a special action.",
     "L’accès Piscine sans fond coûte {U}. Pour le déverrouiller plus tard, vous payez {B} en tant qu’action spéciale."),
    ("symbols", "The cost of Peter Parker's Camera's ability is {2}, {T}, and removing a film counter.",
     "Le coût de la capacité d’Appareil photo de Peter Parker est {2} et le retrait d’un marqueur « pellicule »."),
    ("symbols", "If a spell costs {X}{R}{R} and you choose 3 for X, its mana value on the stack is 5.",
     "Si un sort coûte {X}{R}{G} et que vous choisissez 3 pour X, sa valeur de mana sur la pile est de 5."),
    ("symbols", "The Virtuous Role from Ellivere of the Wild Court gives the enchanted creature +1/+1 for each enchantment you control.",
     "Le rôle Vertueux d’Ellivère de la Cour sauvage donne -1/-1 à la créature enchantée pour chaque enchantement que vous contrôlez."),
    ("symbols", "An ability with {T} in its cost can't be activated if the permanent is already tapped.",
     "Une capacité dont le coût comprend {Q} ne peut pas être activée si le permanent est déjà engagé."),
    ("symbols", "To cast a spell with mana cost {2}{W}{U}, you need at least one white mana and one blue mana.",
     "Pour lancer un sort dont le coût de mana est {2}{R}{U}, il vous faut au moins un mana blanc et un mana bleu."),
    ("symbols", "If X is 0, a spell with {X}{X}{G} in its mana cost costs only {G}.",
     "Si X vaut 0, un sort dont le coût de mana comprend {X}{G} ne coûte que {G}."),
    ("symbols", "Locker Room's mana cost, {4}{U}, is ignored while you cast Bottomless Pool.",
     "Le coût de mana de Vestiaire, {4}, est ignoré pendant que vous lancez Piscine sans fond."),

    # terminology: one official term replaced by a forbidden or non-official word
    ("terminology", "A Room's doors can be unlocked in any order.",
     "Les portes d’une pièce peuvent être déverrouillées dans n’importe quel ordre."),
    ("terminology", "You can't unlock a door that is already unlocked.",
     "Vous ne pouvez pas ouvrir un accès qui est déjà déverrouillé."),
    ("terminology", "If Doubling Season leaves the battlefield, the extra tokens created because of it stay on the battlefield.",
     "Si Saison de dédoublement quitte le champ de bataille, les pions supplémentaires créés grâce à elle restent sur le champ de bataille."),
    ("terminology", "Removing a film counter from Peter Parker's Camera is part of the cost. You can't activate the ability if no film counters are left.",
     "Retirer un compteur « pellicule » d’Appareil photo de Peter Parker fait partie du coût. Vous ne pouvez pas activer la capacité s’il ne reste plus de marqueurs « pellicule »."),
    ("terminology", "If ward counters your spell, the mana you spent on it isn't refunded.",
     "Si la garde annule votre sort, le mana que vous avez dépensé pour le lancer ne vous est pas rendu."),
    ("terminology", "Panharmonicon causes each affected triggered ability to trigger one additional time.",
     "Panharmonicus fait se déclencher une fois de plus chaque capacité induite concernée."),
    ("terminology", "If you have a full party, Coveted Prize lets you cast a spell with mana value 4 or less.",
     "Si vous avez un groupe complet, Prix convoité vous permet de lancer un sort d’un coût converti de mana inférieur ou égal à 4."),
    ("terminology", "You can cast the creature half of an adventurer card from exile only if the Adventure was cast and resolved.",
     "Vous ne pouvez jouer la moitié créature d’une carte d’aventurier depuis l’exil que si l’aventure a été lancée et s’est résolue."),
    ("terminology", "If a face-down creature is turned face up, it keeps the counters that were on it.",
     "Si une créature face retournée est retournée face visible, elle garde les marqueurs qu’elle avait."),

    # templating: one template phrase rendered with non-official wording
    ("templating", "If a modal ability says \"Choose one —,\" a copy of it keeps the chosen mode.",
     "Si une capacité modale indique « Choisissez un — », une copie de celle-ci conserve le mode choisi."),
    ("templating", "An ability that triggers \"whenever a creature you control dies\" triggers for each such creature, even if they die at the same time.",
     "Une capacité qui se déclenche « toutes les fois qu’une créature que vous contrôlez meurt » se déclenche pour chacune de ces créatures, même si elles meurent en même temps."),
    ("templating", "An ability that triggers \"at the beginning of your end step\" triggers only once per turn.",
     "Une capacité qui se déclenche « au commencement de votre étape de fin » ne se déclenche qu’une fois par tour."),
    ("templating", "Loyalty abilities follow the \"[Cost]: [Effect]\" format, where the cost is a loyalty symbol.",
     "Les capacités de loyauté suivent le modèle « [Coût] — [Effet] », le coût étant un symbole de loyauté."),
    ("templating", "Locker Room's ability triggers \"whenever one or more creatures you control deal combat damage to a player,\" so it can trigger in each combat damage step.",
     "La capacité de Vestiaire se déclenche « lorsqu’au moins une créature que vous contrôlez inflige des blessures de combat à un joueur » ; elle peut donc se déclencher à chaque étape des blessures de combat."),
    ("templating", "When you copy a spell that says \"Choose one —,\" you can't choose a different mode for the copy.",
     "Quand vous copiez un sort qui indique « Choisissez-en un — », vous ne pouvez pas choisir un mode différent pour la copie."),
    ("templating", "If a permanent says \"At the beginning of each upkeep,\" its ability triggers during every player's upkeep, not just yours.",
     "Si un permanent indique « Lors du début de chaque entretien », sa capacité se déclenche pendant l’entretien de chaque joueur, et pas seulement pendant le vôtre."),
    ("templating", "Abilities written as \"[Cost]: [Effect]\" are activated abilities, even when the cost is only {T}.",
     "Les capacités écrites sous la forme « [Coût] ; [Effet] » sont des capacités activées, même quand le coût n’est que {T}."),
]
write()


# ---------------------------------------------------------------------------------------------
# PART 4 — defect pairs: card_names, untranslated, wrong_language
# ---------------------------------------------------------------------------------------------
DEFECT += [
    # card_names: official FR name kept in English, misspelled, wrong or half translated
    ("card_names", "Panharmonicon doesn't copy the triggered ability; it makes it trigger one more time.",
     "Panharmonicon ne copie pas la capacité déclenchée : il la fait se déclencher une fois de plus."),
    ("card_names", "Doubling Season applies to tokens created by effects you control and to tokens an opponent's effect creates under your control.",
     "Saison de doublement s’applique aux jetons créés par les effets que vous contrôlez, ainsi qu’à ceux qu’un effet d’un adversaire crée sous votre contrôle."),
    ("card_names", "Coveted Prize's cost reduction counts the creatures in your party as you cast it.",
     "La réduction de coût de Trésor convoité tient compte des créatures de votre groupe au moment où vous le lancez."),
    ("card_names", "If you cast Locker Room, Bottomless Pool stays locked until you pay its mana cost.",
     "Si vous lancez Locker Room, Piscine sans fond reste verrouillée tant que vous n’avez pas payé son coût de mana."),
    ("card_names", "Ellivere of the Wild Court's last ability triggers for each enchanted creature you control that deals combat damage to a player.",
     "La dernière capacité d’Elivère de la Cour sauvage se déclenche pour chaque créature enchantée que vous contrôlez qui inflige des blessures de combat à un joueur."),
    ("card_names", "Johann, Apprentice Sorcerer doesn't change when you can cast the spell. You can cast a sorcery from the top of your library only during your main phase while the stack is empty.",
     "Johann, apprenti Sorcerer ne change pas le moment où vous pouvez lancer le sort : vous ne pouvez lancer un rituel depuis le dessus de votre bibliothèque que pendant votre phase principale, quand la pile est vide."),
    ("card_names", "Tenacious Tomeseeker's ability can return an instant or sorcery card only from your own graveyard.",
     "La capacité du Chercheur de tomes tenace ne peut renvoyer une carte d’éphémère ou de rituel que depuis votre propre cimetière."),
    ("card_names", "The Spot, Living Portal can target a nonland permanent card in any graveyard, including yours.",
     "La Tâche, portail vivant peut cibler une carte de permanent non-terrain dans n’importe quel cimetière, y compris le vôtre."),

    # untranslated: all or part of the target left in English
    ("untranslated", "Mana abilities resolve immediately. They don't wait for players to pass priority.",
     "Mana abilities resolve immediately. They don't wait for players to pass priority."),
    ("untranslated", "If a spell with {X} is copied, the copy has the same value of X. You can't choose a new value for it.",
     "Si un sort comportant {X} est copié, la copie a la même valeur de X. You can't choose a new value for it."),
    ("untranslated", "When a Role token is put into a graveyard, it ceases to exist the next time state-based actions are checked.",
     "Quand un jeton de rôle est mis dans un cimetière, it ceases to exist the next time state-based actions are checked."),
    ("untranslated", "Seek the Beast exiles the top two cards of your library. You may play them until your next end step.",
     "Seek the Beast exiles the top two cards of your library. You may play them until your next end step."),
    ("untranslated", "All creatures in the same combat damage step deal their damage simultaneously. Players get priority only after all of it has been dealt.",
     "Toutes les créatures infligent leurs blessures de combat simultanément au cours d’une même étape. Players get priority only after all of it has been dealt."),
    ("untranslated", "You can't respond to a player's decision to mulligan, because it doesn't use the stack.",
     "Vous ne pouvez pas répondre à la décision d’un joueur de faire un mulligan, because it doesn't use the stack."),
    ("untranslated", "If a creature in your party leaves the battlefield, the number of creatures in your party goes down. Abilities that already counted it aren't updated.",
     "If a creature in your party leaves the battlefield, the number of creatures in your party goes down. Abilities that already counted it aren't updated."),
    ("untranslated", "Sacrificing a permanent isn't destroying it. Indestructible permanents can still be sacrificed.",
     "Sacrifier un permanent ne revient pas à le détruire. Indestructible permanents can still be sacrificed."),

    # wrong_language: all or a large part in Spanish, Italian, German or Portuguese
    ("wrong_language", "The stack resolves one object at a time. After each one, players receive priority again.",
     "La pila se resuelve objeto por objeto. Después de cada uno, los jugadores vuelven a recibir la prioridad."),
    ("wrong_language", "If you control no creatures, the number of creatures in your party is zero.",
     "Se non controlli creature, il numero di creature nel tuo gruppo è zero."),
    ("wrong_language", "Each player may have only one dungeon in the command zone at a time.",
     "Jeder Spieler darf immer nur einen Kerker in der Kommandozone haben."),
    ("wrong_language", "When a spell cast as an Adventure resolves, it's exiled instead of going to the graveyard.",
     "Quando uma mágica conjurada como Aventura é resolvida, ela é exilada em vez de ir para o cemitério."),
    ("wrong_language", "Emblems have no characteristics other than their abilities. They aren't permanents, and most spells can't affect them.",
     "Les emblèmes n’ont aucune caractéristique en dehors de leurs capacités. No son permanentes, y la mayoría de los hechizos no pueden afectarlos."),
    ("wrong_language", "A player who controls a planeswalker can't activate its loyalty abilities during an opponent's turn.",
     "Un giocatore che controlla un planeswalker non può attivarne le abilità di fedeltà durante il turno di un avversario."),
    ("wrong_language", "If an effect makes you discard your hand, you discard all of those cards at the same time.",
     "Wenn ein Effekt dich veranlasst, deine Hand abzuwerfen, wirfst du alle diese Karten gleichzeitig ab."),
]
write()


# ---------------------------------------------------------------------------------------------
# PART 5 — defect pairs: omission, negation, punctuation, missing
# ---------------------------------------------------------------------------------------------
DEFECT += [
    # omission: a sentence or clause dropped; it holds no term, number, symbol, negation or name
    ("omission", "Unlocking a door doesn't cause the Room to leave the battlefield. It's still the same object, and any Auras attached to it remain attached.",
     "Déverrouiller un accès ne fait pas quitter le champ de bataille à la pièce. Il s’agit toujours du même objet."),
    ("omission", "Each time you start a new dungeon, you choose which one to venture into. Any of them may be chosen, including those you've completed before.",
     "Chaque fois que vous commencez un nouveau donjon, vous choisissez celui dans lequel vous vous aventurez."),
    ("omission", "A copy of a triggered ability has the same source as the original. Players may respond to it as usual.",
     "Une copie d’une capacité déclenchée a la même source que l’originale."),
    ("omission", "When a creature attacks, its controller chooses which player or planeswalker it's attacking. That choice is made during the declare attackers step and stays fixed for the rest of combat.",
     "Quand une créature attaque, son contrôleur choisit quel joueur ou quel planeswalker elle attaque."),
    ("omission", "If several replacement effects could apply to the same event, the affected player chooses which to apply first, and the process repeats afterwards.",
     "Si plusieurs effets de remplacement peuvent s’appliquer au même événement, le joueur concerné choisit celui qui s’applique en premier."),
    ("omission", "Scry and surveil both let you look at cards from the top of your library. With surveil, the cards you don't keep go to your graveyard, which can matter for some decks.",
     "Le regard et la surveillance vous permettent tous deux de regarder des cartes du dessus de votre bibliothèque. Avec la surveillance, les cartes que vous ne gardez pas vont dans votre cimetière."),
    ("omission", "Control-changing effects are applied in layer 2. The most recent one wins, as long as it's still in effect.",
     "Les effets de changement de contrôle s’appliquent dans la couche 2. Le plus récent l’emporte."),
    ("omission", "A Saga's chapter abilities are triggered abilities. Each one goes on the stack like any other, and players can respond to it.",
     "Les capacités de chapitre d’une saga sont des capacités déclenchées. Chacune d’elles est mise sur la pile comme n’importe quelle autre."),

    # negation: a negation removed or added, or the meaning otherwise flipped
    ("negation", "Unlocking a door doesn't use the stack.",
     "Déverrouiller un accès utilise la pile."),
    ("negation", "Copies of a spell can be countered like any other spell.",
     "Les copies d’un sort ne peuvent pas être contrecarrées comme n’importe quel autre sort."),
    ("negation", "If a face-down permanent leaves the battlefield, it must be revealed to all players.",
     "Si un permanent face cachée quitte le champ de bataille, il ne doit pas être révélé à tous les joueurs."),
    ("negation", "Hexproof doesn't stop you from targeting your own creatures.",
     "La défense talismanique vous empêche de cibler vos propres créatures."),
    ("negation", "The active player's triggered abilities are put on the stack first, so they resolve last.",
     "Les capacités déclenchées du joueur actif sont mises sur la pile en premier ; elles se résolvent donc en premier."),
    ("negation", "Casting a card without paying its mana cost still lets you pay additional costs such as kicker.",
     "Lancer une carte sans payer son coût de mana ne vous permet pas de payer des coûts supplémentaires comme le kick."),
    ("negation", "You may sacrifice an indestructible creature.",
     "Vous ne pouvez pas sacrifier une créature indestructible."),

    # punctuation: final mark missing or wrong
    ("punctuation", "A full party means one Cleric, one Rogue, one Warrior, and one Wizard.",
     "Un groupe complet est composé d’un clerc, d’un gredin, d’un guerrier et d’un sorcier"),
    ("punctuation", "Roles are enchantment tokens, so they're affected by anything that affects enchantments.",
     "Les rôles sont des jetons d’enchantement, et ils sont donc affectés par tout ce qui affecte les enchantements !"),
    ("punctuation", "If the source of an ability leaves the battlefield, the ability still resolves.",
     "Si la source d’une capacité quitte le champ de bataille, la capacité se résout quand même ?"),
    ("punctuation", "Once a player takes the initiative, they keep it until another player takes it.",
     "Une fois qu’un joueur a pris l’initiative, il la garde jusqu’à ce qu’un autre joueur la prenne ;"),
    ("punctuation", "A copy of a permanent spell becomes a token as it resolves.",
     "Une copie d’un sort de permanent devient un jeton en se résolvant,"),
    ("punctuation", "Layers determine the order in which continuous effects apply. Within a layer, effects usually apply in timestamp order.",
     "Les couches déterminent l’ordre dans lequel s’appliquent les effets continus. Au sein d’une même couche, les effets s’appliquent généralement dans l’ordre de leur horodatage"),
    ("punctuation", "A leaves-the-battlefield ability looks back in time to determine whether it triggers.",
     "Une capacité qui se déclenche quand un permanent quitte le champ de bataille « regarde en arrière » pour déterminer si elle se déclenche :"),

    # missing: empty or whitespace-only target
    ("missing", "The characteristics of a locked door are ignored while the Room is on the battlefield.",
     ""),
    ("missing", "If you have a full party, Coveted Prize lets you cast a spell as part of its resolution.",
     " "),
    ("missing", "Roles are tokens, so a Role that leaves the battlefield can't return.",
     "\n"),
    ("missing", "A commander's color identity includes the colors of the mana symbols in its rules text.",
     ""),
    ("missing", "Players may respond to a triggered ability after it's put on the stack but before it resolves.",
     "\t  "),
    ("missing", "A spell that's countered is put into its owner's graveyard.",
     "\u00a0"),
]
write()
