#!/usr/bin/env python3
"""qa_fresh6_fr — hand-written FR evaluation pairs for the translation-QA checks.

Written by a helper session apart from the checks (see qa_fresh6_fr_README.md).
Running this script writes qa_fresh6_fr.jsonl next to it. It imports nothing from the project.

CLEAN   : (en, target)          -> expected []
DEFECTS : (label, en, target)   -> expected [label]; exactly one planted defect each.
The lists are filled in parts below; the file is written at interpreter exit, so every
part appended later is included.
"""
import atexit
import hashlib
import json
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh6_fr.jsonl")
CHECKS = ("numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing")

CLEAN = []
DEFECTS = []


def _write():
    rows = [(en, t, []) for en, t in CLEAN] + [(en, t, [lab]) for lab, en, t in DEFECTS]
    # writer's own consistency asserts (not a QA check)
    for en, t, exp in rows:
        assert en.strip() and en.rstrip()[-1] in '.)"', en
        assert all(lab in CHECKS for lab in exp), exp
        if not exp:
            assert t.rstrip()[-1] in ".)", t
        if exp == ["missing"]:
            assert not t.strip()
        elif exp == ["punctuation"]:
            assert t and t.rstrip()[-1] not in ".)", t
        else:
            assert t.strip(), en
    seen = set()
    out = []
    for en, t, exp in rows:
        h = hashlib.sha1((en + "\x00" + t).encode("utf-8")).hexdigest()[:8]
        assert h not in seen, en
        seen.add(h)
        out.append({"id": "fr-f6-" + h, "lang": "fr", "en": en, "target": t, "expected": exp})
    random.Random(20261206).shuffle(out)
    with open(OUT, "w", encoding="utf-8") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    counts = {}
    for o in out:
        k = o["expected"][0] if o["expected"] else "clean"
        counts[k] = counts.get(k, 0) + 1
    print(len(out), "pairs written to", OUT)
    print(json.dumps(counts, sort_keys=True))


atexit.register(_write)

# ---------------------------------------------------------------------------
# PART 1 — clean pairs (Rooms, dungeons, party, Adventures, Roles, copies, costs)
# ---------------------------------------------------------------------------
CLEAN += [
    ("If both doors of a Room are unlocked, it has both names, and its mana value is the total of the mana values of its two doors.",
     "Une pièce dont les deux accès sont déverrouillés a les deux noms, et sa valeur de mana est égale à la somme des valeurs de mana de ses deux accès."),
    ("Unlocking a door by paying its cost is a special action. You can take it any time you have priority during your main phase while the stack is empty.",
     "Déverrouiller un accès en payant son coût est une action spéciale, que vous pouvez effectuer à tout moment où vous avez la priorité pendant votre phase principale, quand la pile est vide."),
    ("Bottomless Pool's ability triggers only when you unlock that door. It doesn't trigger when Locker Room is unlocked.",
     "La capacité de la Piscine sans fond ne se déclenche que quand vous déverrouillez cet accès, et non quand le Vestiaire est déverrouillé."),
    ("If a Room leaves the battlefield and later returns, it's a new object. Both of its doors will be locked unless an effect says otherwise.",
     "Si une pièce quitte le champ de bataille puis revient, c’est un nouvel objet. Ses deux accès seront alors verrouillés, sauf si un effet indique le contraire."),
    ("Effects that reduce the cost of spells don't reduce the cost to unlock a door, because unlocking a door isn't casting a spell.",
     "Les effets qui réduisent le coût des sorts ne s’appliquent pas au coût de déverrouillage d’un accès : déverrouiller un accès n’est pas lancer un sort."),
    ("An ability that says \"whenever you unlock a door\" triggers each time, even if you unlock both doors of a Room during the same turn.",
     "Une capacité indiquant « à chaque fois que vous déverrouillez un accès » se déclenche à chaque fois, même si vous déverrouillez les deux accès d’une même pièce au cours du même tour."),
    ("When you venture into the dungeon, if you aren't in a dungeon, you choose one and move into its first room.",
     "Quand vous vous aventurez dans le donjon alors que vous n’êtes dans aucun donjon, vous en choisissez un et entrez dans sa première pièce."),
    ("The initiative isn't a permanent. It can't be sacrificed or destroyed, and it can be taken from you only by another player.",
     "L’initiative n’est pas un permanent : elle ne peut être ni sacrifiée ni détruite, et seul un autre joueur peut vous la prendre."),
    ("The room abilities of a dungeon are triggered abilities. They go on the stack, and players can respond to them.",
     "Les capacités des pièces d’un donjon sont des capacités déclenchées : elles sont mises sur la pile et les joueurs peuvent y répondre."),
    ("If two different abilities tell you to venture into the dungeon, you venture once for each of them. You may end up moving through more than one room in a single turn.",
     "Si deux capacités différentes vous font vous aventurer dans le donjon, vous le faites une fois pour chacune d’elles. Il est donc possible de traverser plusieurs pièces au cours d’un seul tour."),
    ("Once you complete a dungeon, you can venture into the dungeon again. When you do, you start a new dungeon of your choice.",
     "Une fois un donjon terminé, vous pouvez à nouveau vous aventurer dans le donjon ; vous commencez alors le donjon de votre choix."),
    ("Your party can include at most four creatures: one Cleric, one Rogue, one Warrior and one Wizard.",
     "Votre groupe ne peut compter plus de quatre créatures : un clerc, un gredin, un guerrier et un sorcier."),
    ("Coveted Prize's cost reduction counts only creatures you control. Creatures your opponents control aren't in your party.",
     "La réduction de coût du Prix convoité ne tient compte que des créatures que vous contrôlez ; celles de vos adversaires ne font pas partie de votre groupe."),
    ("A creature that is both a Rogue and a Warrior counts only once for your party, but it fills whichever of those two slots gives you the larger party.",
     "Une créature à la fois gredin et guerrier ne compte qu’une fois pour votre groupe, mais elle occupe celle de ces deux places qui vous donne le groupe le plus grand."),
    ("If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost. You must do so immediately. If you don't, you can't cast that spell this way later in the turn.",
     "Si vous avez un groupe complet au moment où le Prix convoité se résout, vous pouvez lancer depuis votre main un sort de valeur de mana inférieure ou égale à 4 sans payer son coût de mana. Vous devez le faire immédiatement, faute de quoi vous ne pourrez plus lancer ce sort de cette manière plus tard dans le tour."),
    ("Older printings of Coveted Prize say \"converted mana cost.\" That is the same value as mana value, and the card's Oracle text has been updated accordingly.",
     "Les anciennes impressions du Prix convoité indiquent « coût converti de mana ». Il s’agit de la même valeur que la valeur de mana, et le texte Oracle de la carte a été mis à jour en conséquence."),
    ("Seek the Beast is an Adventure. After it resolves, the card is exiled, and you may cast the creature from exile later.",
     "En quête de la bête est une aventure. Une fois ce sort résolu, la carte est exilée et vous pourrez lancer la créature depuis l’exil plus tard."),
    ("The two cards exiled by Seek the Beast can be played only until your next end step. If you don't play them by then, they stay in exile.",
     "Vous ne pouvez jouer les deux cartes exilées par En quête de la bête que jusqu’à votre prochaine étape de fin ; passé ce délai, elles restent en exil."),
    ("If an Adventure spell is countered, the card goes to its owner's graveyard, and you can't cast the creature later.",
     "Si un sort d’aventure est contrecarré, la carte est mise dans le cimetière de son propriétaire et vous ne pourrez pas lancer la créature plus tard."),
    ("While an adventurer card is in your hand, library or graveyard, it has only its normal characteristics.",
     "Tant qu’elle est dans votre main, votre bibliothèque ou votre cimetière, une carte d’aventurier n’a que ses caractéristiques normales."),
    ("Ellivere of the Wild Court's first ability triggers both when it enters and when it attacks. Each time, you create one Virtuous Role token.",
     "La première capacité d’Ellivère de la Cour sauvage se déclenche quand elle arrive sur le champ de bataille et quand elle attaque ; vous créez alors à chaque fois un jeton de rôle Vertueux."),
    ("If the target creature is an illegal target when the ability tries to resolve, the Role token isn't created.",
     "Si la créature ciblée n’est plus une cible légale au moment de la résolution, le jeton de rôle n’est pas créé."),
    ("When another Role you control becomes attached to the same permanent, the earlier Role token is put into its owner's graveyard. This is a state-based action.",
     "Quand un autre rôle que vous contrôlez est attaché au même permanent, le jeton de rôle précédent est mis dans le cimetière de son propriétaire. C’est une action basée sur un état."),
    ("With Doubling Season, Ellivere of the Wild Court's ability creates two Virtuous Role tokens attached to the same creature. You keep only one of them, and the other is put into the graveyard.",
     "Avec la Saison de dédoublement, la capacité d’Ellivère de la Cour sauvage crée deux jetons de rôle Vertueux attachés à la même créature. Vous n’en gardez qu’un, l’autre étant mis au cimetière."),
    ("Peter Parker's Camera can copy an activated or triggered ability you control. It can't copy a mana ability, because mana abilities don't use the stack.",
     "L’Appareil photo de Peter Parker peut copier une capacité activée ou déclenchée que vous contrôlez, mais pas une capacité de mana, puisque celles-ci n’utilisent pas la pile."),
    ("A copy of a spell isn't cast. Abilities that trigger when a spell is cast won't trigger for the copy.",
     "Une copie de sort n’est pas lancée ; les capacités qui se déclenchent quand un sort est lancé ne se déclenchent donc pas pour elle."),
    ("If you copy a spell with {X} in its cost, the copy has the same value of X.",
     "Si vous copiez un sort dont le coût comporte {X}, la copie a la même valeur de X."),
    ("A copy of a permanent copies only its copiable values. Counters on the original and whether it's tapped aren't copied.",
     "Une copie d’un permanent ne copie que ses valeurs copiables : ni les marqueurs présents sur l’original ni le fait qu’il soit engagé ne sont copiés."),
    ("On the stack, X equals the value chosen for it. In every other zone, X is 0.",
     "Sur la pile, X est égal à la valeur choisie. Dans toute autre zone, X vaut zéro."),
    ("A spell with mana cost {2}{U} has mana value 3, no matter what was actually paid to cast it.",
     "Un sort dont le coût de mana est {2}{U} a une valeur de mana de trois, quel que soit le coût réellement payé pour le lancer."),
    ("Cost reductions apply only to the generic part of a cost unless they say otherwise. They can't lower that part below zero.",
     "Sauf indication contraire, les réductions de coût ne s’appliquent qu’à la partie générique du coût, qui ne peut pas descendre en dessous de 0."),
    ("Tenacious Tomeseeker's bargain cost is optional. You may cast it without sacrificing anything.",
     "Le coût de négociation du Chercheur de grimoires tenace est facultatif : rien ne vous oblige à sacrifier quoi que ce soit pour le lancer."),
    ("Activated abilities contain a colon, and their cost is always written before it.",
     "Les capacités activées comportent un deux-points, et leur coût figure toujours avant celui-ci."),
    ("Mana abilities don't use the stack, so players can't respond to them.",
     "Les capacités de mana n’utilisent pas la pile ; il est donc impossible d’y répondre."),
]

# ---------------------------------------------------------------------------
# PART 2 — clean pairs (abilities, counters, tokens, combat, zones, stack,
#          face-down, commanders, general rules)
# ---------------------------------------------------------------------------
CLEAN += [
    ("Panharmonicon affects only triggered abilities of permanents you control. Abilities of cards in your graveyard or in your hand aren't affected.",
     "Panharmonicus n’affecte que les capacités déclenchées des permanents que vous contrôlez, et pas celles des cartes dans votre cimetière ou votre main."),
    ("If a creature entering causes a triggered ability of a permanent you control to trigger, Panharmonicon makes that ability trigger an additional time.",
     "Quand l’arrivée d’une créature fait se déclencher une capacité déclenchée d’un permanent que vous contrôlez, Panharmonicus la fait se déclencher une fois de plus."),
    ("An ability that begins \"At the beginning of combat on your turn\" triggers as your beginning of combat step starts, even if you don't intend to attack.",
     "Une capacité commençant par « Au début du combat sur votre tour » se déclenche dès le début de l’étape de début de combat, même si vous n’avez pas l’intention d’attaquer."),
    ("An activated ability written \"{T}: Add {G}.\" is a mana ability. You can activate it even while you're casting a spell.",
     "Une capacité activée de la forme « {T} : Ajoutez {G}. » est une capacité de mana ; vous pouvez l’activer même pendant que vous lancez un sort."),
    ("Countering a spell doesn't remove counters from any permanent. Only the spell itself leaves the stack.",
     "Contrecarrer un sort ne retire aucun marqueur des permanents : seul le sort lui-même quitte la pile."),
    ("If Doubling Season is on the battlefield and an effect would put one +1/+1 counter on a creature you control, it puts two +1/+1 counters on that creature instead.",
     "Si la Saison de dédoublement est sur le champ de bataille et qu’un effet devait mettre un marqueur +1/+1 sur une créature que vous contrôlez, il en met deux à la place."),
    ("Peter Parker's Camera enters with three film counters. Once they've all been removed, you can't activate its ability anymore.",
     "L’Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule ». Une fois qu’ils ont tous été retirés, sa capacité ne peut plus être activée."),
    ("A token that leaves the battlefield ceases to exist the next time state-based actions are checked. It can't come back.",
     "Un jeton qui quitte le champ de bataille cesse d’exister lors de la prochaine vérification des actions basées sur un état ; il ne peut pas revenir."),
    ("Locker Room's ability triggers once for each player dealt combat damage, no matter how many of your creatures dealt damage to that player.",
     "La capacité du Vestiaire se déclenche une fois pour chaque joueur ayant subi des blessures de combat, quel que soit le nombre de vos créatures qui lui en ont infligé."),
    ("Cards in exile are face up unless the effect that exiled them says otherwise. Any player may look at them.",
     "Sauf indication contraire de l’effet qui les a exilées, les cartes en exil sont face visible et tous les joueurs peuvent les regarder."),
    ("When you search your library for a card with certain characteristics, you may fail to find one even if it's there. You still shuffle afterward.",
     "Quand vous cherchez dans votre bibliothèque une carte ayant certaines caractéristiques, vous pouvez choisir de ne pas la trouver, même si elle s’y trouve. Vous mélangez quand même ensuite."),
    ("The last spell or ability put on the stack is the first one to resolve.",
     "Le dernier sort ou la dernière capacité mis sur la pile est le premier à se résoudre."),
    ("A spell whose targets have all become illegal doesn't resolve. It leaves the stack, and none of its effects happen.",
     "Un sort dont toutes les cibles sont devenues illégales ne se résout pas : il quitte la pile sans qu’aucun de ses effets ne s’applique."),
    ("A face-down creature is a 2/2 creature with no name, no mana cost, no creature types and no abilities.",
     "Une créature face cachée est une créature 2/2 sans nom, sans coût de mana, sans type de créature et sans capacité."),
    ("You may look at face-down permanents you control at any time. Your opponents can't.",
     "Vous pouvez regarder à tout moment les permanents face cachée que vous contrôlez, contrairement à vos adversaires."),
    ("Each time you cast your commander from the command zone, it costs an additional {2} for each previous time you've cast it from there.",
     "Chaque fois que vous lancez votre commandant depuis la zone de commande, il coûte {2} de plus pour chaque fois où vous l’avez déjà lancé depuis cette zone."),
    ("If your commander would be put into its owner's hand or library from anywhere, its owner may put it into the command zone instead.",
     "Si votre commandant devait être mis dans la main ou la bibliothèque de son propriétaire depuis n’importe où, celui-ci peut le mettre dans la zone de commande à la place."),
    ("Johann, Apprentice Sorcerer doesn't change when you may cast the spell. If it's a sorcery, you can cast it only during your main phase while the stack is empty.",
     "Johann, apprenti sorcier ne modifie pas le moment où vous pouvez lancer le sort : s’il s’agit d’un rituel, vous ne pouvez le lancer que pendant votre phase principale, quand la pile est vide."),
    ("After a spell resolves, the active player receives priority. Players can't respond to a spell once it has started resolving.",
     "Après la résolution d’un sort, le joueur actif reçoit la priorité. Une fois qu’un sort a commencé à se résoudre, il est trop tard pour y répondre."),
    ("A replacement effect applies only once to a given event. If two replacement effects would apply, the affected player or the controller of the affected object chooses their order.",
     "Un effet de remplacement ne s'applique qu'une fois à un même événement. Si deux effets de remplacement devaient s'appliquer, c'est le joueur affecté, ou le contrôleur de l'objet affecté, qui choisit leur ordre."),
    ("If damage is prevented, it isn't dealt. Abilities that trigger on damage being dealt won't trigger.",
     "Les blessures prévenues ne sont pas infligées, si bien que les capacités qui se déclenchent quand des blessures sont infligées ne se déclenchent pas."),
    ("Ward triggers only when the permanent becomes the target of a spell or ability an opponent controls. Your own spells never trigger it.",
     "La garde ne se déclenche que lorsque le permanent devient la cible d’un sort ou d’une capacité qu’un adversaire contrôle, et jamais pour vos propres sorts."),
    ("Hexproof doesn't stop you from targeting your own creatures.",
     "La défense talismanique ne vous empêche pas de cibler vos propres créatures."),
    ("If you gain control of a creature, you can't attack with it this turn unless it has haste.",
     "Si vous acquérez le contrôle d’une créature, vous ne pourrez attaquer avec elle ce tour-ci que si elle a la célérité."),
    ("In a multiplayer game, if a player leaves the game, all objects that player owns leave with them. Any effects giving that player control of other objects end.",
     "Dans une partie multijoueur, quand un joueur quitte la partie, tous les objets dont il est propriétaire la quittent avec lui, et les effets qui lui donnaient le contrôle d’autres objets prennent fin."),
    ("You can sacrifice only permanents you control. Sacrificing a permanent isn't destroying it, so regeneration and indestructible don't help.",
     "Vous ne pouvez sacrifier que des permanents que vous contrôlez. Sacrifier n'est pas détruire : la régénération et l'indestructibilité n'y peuvent rien."),
    ("When you scry 2, you may put both cards on the bottom of your library, both on top, or one of each.",
     "Avec un regard 2, vous pouvez mettre les deux cartes au-dessous de votre bibliothèque, les deux au-dessus, ou une de chaque côté."),
    ("If The Spot, Living Portal leaves the graveyard before its last ability resolves, it can't be put on the bottom of its owner's library, and the exiled cards aren't returned.",
     "Si La Tache, portail vivant quitte le cimetière avant la résolution de sa dernière capacité, elle ne peut pas être mise au-dessous de la bibliothèque de son propriétaire, et les cartes exilées ne sont pas renvoyées."),
    ("Effects that set a creature's power and toughness to specific values apply before counters are taken into account.",
     "Les effets qui fixent la force et l’endurance d’une créature à des valeurs précises s’appliquent avant la prise en compte des marqueurs."),
    ("An emblem lives in the command zone. It has no characteristics other than its abilities, and it can't be removed.",
     "Un emblème se trouve dans la zone de commande. Il n’a aucune caractéristique à part ses capacités et ne peut pas être retiré."),
    ("You can activate only one loyalty ability of each planeswalker per turn, and only any time you could cast a sorcery.",
     "Vous ne pouvez activer qu’une seule capacité de loyauté de chaque planeswalker par tour, et uniquement au moment où vous pourriez lancer un rituel."),
    ("As a Saga enters, its controller puts a lore counter on it. Another one is added as that player's precombat main phase begins. Once the last chapter ability has left the stack, the Saga is sacrificed.",
     "Au moment où une saga arrive sur le champ de bataille, son contrôleur met un marqueur « histoire » dessus. Un autre lui est ajouté au début de la phase principale précombat de ce joueur. Une fois que la capacité du dernier chapitre a quitté la pile, la saga est sacrifiée."),
    ("A player with 0 or less life loses the game the next time state-based actions are checked.",
     "Un joueur qui a 0 point de vie ou moins perd la partie lors de la prochaine vérification des actions basées sur un état."),
    ("If a spell says \"Choose one —,\" you choose the mode as you cast it. You can't change that choice later, even if the spell is copied.",
     "Si un sort indique « Choisissez l’un — », vous choisissez le mode au moment de le lancer, sans pouvoir revenir sur ce choix, même si le sort est copié."),
]

# ---------------------------------------------------------------------------
# PART 3 — defect pairs: numbers, symbols, terminology, templating, card_names
# (one planted defect each; the rest of the target is a correct translation)
# ---------------------------------------------------------------------------
DEFECTS += [
    # numbers: a number (digit or word) changed
    ("numbers", "Your party can never have more than four creatures in it, even if you control many Clerics.",
     "Votre groupe ne peut jamais compter plus de cinq créatures, même si vous contrôlez de nombreux clercs."),
    ("numbers", "Seek the Beast exiles the top two cards of your library. You may play them until your next end step.",
     "En quête de la bête exile les trois cartes du dessus de votre bibliothèque. Vous pouvez les jouer jusqu’à votre prochaine étape de fin."),
    ("numbers", "If you copy a spell with mana value 5, the copy also has mana value 5.",
     "Si vous copiez un sort de valeur de mana 5, la copie a elle aussi une valeur de mana de 6."),
    ("numbers", "Peter Parker's Camera enters with three film counters on it, so you can activate its ability at most three times unless you add more.",
     "L’Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule », et vous pouvez donc activer sa capacité au plus deux fois, sauf si vous en ajoutez d’autres."),
    ("numbers", "In a Commander game, each player starts with 40 life.",
     "Dans une partie de Commander, chaque joueur commence avec 20 points de vie."),
    ("numbers", "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses that game.",
     "Un joueur qui a subi au moins 18 blessures de combat infligées par un même commandant au cours de la partie perd cette partie."),
    ("numbers", "When you scry 3, you look at the top three cards of your library and put them back in any combination of top and bottom.",
     "Quand vous faites un regard 3, vous regardez les quatre cartes du dessus de votre bibliothèque, puis vous les remettez au-dessus ou au-dessous, dans la combinaison de votre choix."),
    ("numbers", "If you venture into the dungeon twice in one turn, you move down two rooms.",
     "Si vous vous aventurez dans le donjon deux fois au cours d’un même tour, vous descendez de trois pièces."),

    # symbols: a mana/tap symbol or P/T modifier changed or dropped (digits left alone)
    ("symbols", "The cost of Peter Parker's Camera's ability is {2}, {T}, and removing a film counter from it.",
     "Le coût de la capacité de l’Appareil photo de Peter Parker est {2} et le retrait d’un marqueur « pellicule » de celui-ci."),
    ("symbols", "A spell with mana cost {2}{U} can't be cast using only red mana.",
     "Un sort dont le coût de mana est {2}{B} ne peut pas être lancé avec du mana rouge uniquement."),
    ("symbols", "If X is 3, a spell with mana cost {X}{R} has mana value 4 while it's on the stack.",
     "Si X vaut 3, un sort dont le coût de mana est {X}{G} a une valeur de mana de 4 tant qu’il est sur la pile."),
    ("symbols", "Each Virtuous Role gives the enchanted creature +1/+1 for each enchantment you control.",
     "Chaque rôle Vertueux donne -1/-1 à la créature enchantée pour chaque enchantement que vous contrôlez."),
    ("symbols", "An ability whose cost includes {T} can't be activated if the permanent is already tapped.",
     "Une capacité dont le coût comprend {Q} ne peut pas être activée si le permanent est déjà engagé."),
    ("symbols", "Treasure tokens have the ability \"{T}, Sacrifice this artifact: Add one mana of any color,\" which is a mana ability.",
     "Les jetons Trésor ont la capacité « Sacrifiez cet artefact : Ajoutez un mana de la couleur de votre choix », qui est une capacité de mana."),
    ("symbols", "An ability that costs {C} can be paid for only with colorless mana, not with colored mana.",
     "Une capacité qui coûte {W} ne peut être payée qu’avec du mana incolore, et non avec du mana coloré."),

    # terminology: a forbidden (terms.csv fr_forbidden) or non-official word for a term
    ("terminology", "Each door of a Room has its own name and its own mana cost.",
     "Chaque porte d’une pièce a son propre nom et son propre coût de mana."),
    ("terminology", "You can unlock a locked door by paying its mana cost any time you could cast a sorcery.",
     "Vous pouvez ouvrir un accès verrouillé en payant son coût de mana, à tout moment où vous pourriez lancer un rituel."),
    ("terminology", "On the battlefield, a Room's mana value depends on which of its doors are unlocked.",
     "Sur le champ de bataille, le coût converti de mana d’une pièce dépend des accès qui sont déverrouillés."),
    ("terminology", "Each time Ellivere of the Wild Court attacks, its triggered ability creates a new Role token.",
     "Chaque fois qu’Ellivère de la Cour sauvage attaque, sa capacité induite crée un nouveau jeton de rôle."),
    ("terminology", "A Role token that's put into a graveyard ceases to exist. It can't be returned to the battlefield.",
     "Un pion de rôle mis dans un cimetière cesse d’exister et ne peut pas revenir sur le champ de bataille."),
    ("terminology", "Doubling Season also doubles the loyalty counters a planeswalker enters with.",
     "La Saison de dédoublement double aussi les compteurs de loyauté avec lesquels un planeswalker arrive sur le champ de bataille."),
    ("terminology", "If Seek the Beast is countered, the card goes to the graveyard instead of exile.",
     "Si En quête de la bête est annulé, la carte est mise au cimetière au lieu d’être exilée."),
    ("terminology", "A face-down spell on the stack is a 2/2 creature spell with no name.",
     "Un sort face retournée sur la pile est un sort de créature 2/2 sans nom."),
    ("terminology", "You can't cast an adventurer card as a creature from exile unless it was exiled by its own Adventure.",
     "Vous ne pouvez jouer une carte d’aventurier en tant que créature depuis l’exil que si elle a été exilée par sa propre aventure."),
    ("terminology", "If Tenacious Tomeseeker was bargained, you return an instant or sorcery card from your graveyard to your hand.",
     "Si le Chercheur de grimoires tenace a été négocié, vous renvoyez une carte d’éphémère ou de rituel de votre défausse dans votre main."),

    # templating: non-official wording for a template phrase
    ("templating", "When a spell that says \"Choose one —\" is copied, the copy has the same mode.",
     "Quand un sort indiquant « Choisissez un — » est copié, la copie a le même mode."),
    ("templating", "An ability that begins with \"Whenever\" triggers every time its trigger event happens.",
     "Une capacité commençant par « Toutes les fois que » se déclenche chaque fois que son événement déclencheur se produit."),
    ("templating", "An ability that begins \"At the beginning of your upkeep\" triggers even if you have no cards in hand.",
     "Une capacité commençant par « Lors du début de votre entretien » se déclenche même si vous n’avez aucune carte en main."),
    ("templating", "Activated abilities are written \"[Cost]: [Effect].\" The cost is everything before the colon.",
     "Les capacités activées s’écrivent « [Prix] : [Effet] ». Le coût correspond à tout ce qui précède les deux-points."),
    ("templating", "Abilities that begin \"Whenever you cast a spell\" trigger for each spell you cast.",
     "Les capacités qui commencent par « Quand vous lancez un sort » se déclenchent pour chaque sort que vous lancez."),
    ("templating", "If an ability triggers \"at the beginning of your end step,\" it triggers even if you skipped your combat phase.",
     "Si une capacité se déclenche « au commencement de votre étape de fin », elle se déclenche même si vous avez sauté votre phase de combat."),
    ("templating", "For a spell that says \"Choose one —,\" you can't choose a mode that requires targets if there are no legal targets for it.",
     "Pour un sort indiquant « Choisissez-en un — », vous ne pouvez pas choisir un mode qui requiert des cibles s’il n’y a aucune cible légale pour celui-ci."),
    ("templating", "An ability written \"{1}, {T}: Scry 1.\" is an activated ability, not a mana ability.",
     "Une capacité de la forme « {1}, {T} — Regard 1. » est une capacité activée, et non une capacité de mana."),

    # card_names: official FR name wrong, misspelled, kept in English or half translated
    ("card_names", "Doubling Season doesn't double counters put on permanents your opponents control.",
     "Doubling Season ne double pas les marqueurs mis sur les permanents contrôlés par vos adversaires."),
    ("card_names", "Bottomless Pool's ability can return any creature, including one you control.",
     "La capacité de la Piscine sans fonds peut renvoyer n’importe quelle créature, y compris une créature que vous contrôlez."),
    ("card_names", "With two Panharmonicons on the battlefield, such an ability triggers three times in total.",
     "Avec deux Panharmonicon sur le champ de bataille, une telle capacité se déclenche trois fois au total."),
    ("card_names", "The Role created by Ellivere of the Wild Court can be attached only to another creature.",
     "Le rôle créé par Ellivère of the Wild Court ne peut être attaché qu’à une autre créature."),
    ("card_names", "Locker Room's ability doesn't care whether the creatures that dealt the damage are enchanted.",
     "La capacité de la Salle des casiers ne tient pas compte du fait que les créatures ayant infligé les blessures soient enchantées ou non."),
    ("card_names", "Johann, Apprentice Sorcerer lets you look at the top card of your library at any time.",
     "Johann, sorcier apprenti vous permet de regarder la carte du dessus de votre bibliothèque à tout moment."),
    ("card_names", "Tenacious Tomeseeker's ability returns a card only if it was bargained.",
     "La capacité du Chercheur de tomes tenace ne renvoie une carte que s’il a été négocié."),
    ("card_names", "The Spot, Living Portal can exile a nonland permanent card from any graveyard, not just yours.",
     "Le Point, portail vivant peut exiler une carte de permanent non-terrain depuis n’importe quel cimetière, pas seulement le vôtre."),
    ("card_names", "Peter Parker's Camera copies the ability, not the permanent that has it.",
     "La Caméra de Peter Parker copie la capacité, et non le permanent qui l’a."),
]

# ---------------------------------------------------------------------------
# PART 4 — defect pairs: untranslated, wrong_language, omission, negation,
#          punctuation, missing
# ---------------------------------------------------------------------------
DEFECTS += [
    # untranslated: whole target, or a sentence/clause of it, left in English
    ("untranslated", "Unlocking a door doesn't use the stack, so no player can respond to it.",
     "Unlocking a door doesn't use the stack, so no player can respond to it."),
    ("untranslated", "When you venture into the dungeon, you move your marker to the next room. If the dungeon branches, you pick which path to follow.",
     "Quand vous vous aventurez dans le donjon, vous déplacez votre marqueur vers la pièce suivante. If the dungeon branches, you pick which path to follow."),
    ("untranslated", "If your party has a Cleric, a Rogue and a Warrior, you need only a Wizard to have a full party.",
     "Si votre groupe compte un clerc, un gredin et un guerrier, you need only a Wizard to have a full party."),
    ("untranslated", "Role tokens are Aura enchantment tokens with the Role subtype.",
     "Role tokens are Aura enchantment tokens with the Role subtype."),
    ("untranslated", "The stack is a zone. Spells and abilities wait there until they resolve, are countered or otherwise leave it.",
     "La pile est une zone. Spells and abilities wait there until they resolve, are countered or otherwise leave it."),
    ("untranslated", "If a spell is copied, the copy is created directly on the stack and isn't cast.",
     "Si un sort est copié, the copy is created directly on the stack and isn't cast."),
    ("untranslated", "A face-down creature that's turned face up isn't a new object. It keeps any counters and Auras it had.",
     "Une créature face cachée qui est retournée face visible n’est pas un nouvel objet. It keeps any counters and Auras it had."),

    # wrong_language: all or a large part in Spanish / Italian / German / Portuguese
    ("wrong_language", "If you control a Warrior Wizard and a Cleric, your party has two creatures in it.",
     "Si controlas un Guerrero Hechicero y un Clérigo, tu grupo tiene dos criaturas."),
    ("wrong_language", "A Room spell on the stack has only the characteristics of the door being cast.",
     "Una magia Stanza in pila ha solo le caratteristiche della porta che viene lanciata."),
    ("wrong_language", "Tokens created by the same effect are created at the same time.",
     "Spielsteine, die durch denselben Effekt erzeugt werden, werden gleichzeitig erzeugt."),
    ("wrong_language", "You can't cast a spell from your graveyard unless an effect allows you to.",
     "Você não pode conjurar uma mágica do seu cemitério, a menos que um efeito permita."),
    ("wrong_language", "Each chapter ability of a Saga triggers when the number of lore counters reaches its chapter number. If several lore counters are added at once, each chapter reached this way triggers.",
     "Chaque capacité de chapitre d’une saga se déclenche quand le nombre de marqueurs « histoire » atteint le numéro de ce chapitre. Si se añaden varios contadores de saga a la vez, se dispara cada capítulo alcanzado de esta manera."),
    ("wrong_language", "A mana ability can be activated while you're casting a spell, before you pay its costs.",
     "Un'abilità di mana può essere attivata mentre stai lanciando una magia, prima di pagarne i costi."),
    ("wrong_language", "Hexproof means a permanent can't be the target of spells or abilities your opponents control. You can still target it yourself.",
     "Fluchsicher bedeutet, dass eine bleibende Karte nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein kann, die deine Gegner kontrollieren. Vous pouvez toujours la cibler vous-même."),

    # omission: a sentence or clause dropped (it holds no term, number, symbol, negation or name)
    ("omission", "Once each turn, Johann, Apprentice Sorcerer lets you cast an instant or sorcery spell from the top of your library. This can happen during any player's turn.",
     "Une fois par tour, Johann, apprenti sorcier vous permet de lancer un sort d’éphémère ou de rituel depuis le dessus de votre bibliothèque."),
    ("omission", "When Bottomless Pool's ability resolves, the creature returns to its owner's hand, which may be different from yours. Auras attached to it are put into their owners' graveyards.",
     "Quand la capacité de la Piscine sans fond se résout, la créature retourne dans la main de son propriétaire. Les auras qui lui étaient attachées sont mises dans les cimetières de leurs propriétaires."),
    ("omission", "Sacrificing a permanent puts it into its owner's graveyard. Its controller picks which permanent to sacrifice, usually while the effect is resolving.",
     "Sacrifier un permanent le met dans le cimetière de son propriétaire. Son contrôleur choisit quel permanent sacrifier."),
    ("omission", "The initiative can change hands many times during a game. Whenever a creature deals combat damage to the player who has the initiative, that creature's controller takes it.",
     "Chaque fois qu’une créature inflige des blessures de combat au joueur qui a l’initiative, le contrôleur de cette créature la prend."),
    ("omission", "A player who discards a card puts it into their graveyard face up. Everyone can see it afterward, just like any other card there.",
     "Un joueur qui se défausse d’une carte la met face visible dans son cimetière. Tout le monde peut ensuite la voir."),
    ("omission", "Layers determine the order in which continuous effects apply. Within a layer, effects generally apply in timestamp order, from oldest to newest.",
     "Les couches déterminent l’ordre d’application des effets continus. Au sein d’une couche, les effets s’appliquent généralement par ordre d’horodatage."),
    ("omission", "In a multiplayer game, you may attack several opponents during the same combat. You choose which player or planeswalker each attacking creature attacks, and you may divide your attackers however you like.",
     "Dans une partie multijoueur, vous pouvez attaquer plusieurs adversaires au cours du même combat. Vous choisissez quel joueur ou quel planeswalker chaque créature attaquante attaque."),

    # negation: a negation removed or added (meaning flipped)
    ("negation", "You can't unlock a door that's already unlocked.",
     "Vous pouvez déverrouiller un accès qui est déjà déverrouillé."),
    ("negation", "A copy of a permanent spell becomes a token as it resolves.",
     "Une copie d’un sort de permanent ne devient pas un jeton lors de sa résolution."),
    ("negation", "Face-down creatures don't have a mana cost, so their mana value is 0.",
     "Les créatures face cachée ont un coût de mana, leur valeur de mana est donc de 0."),
    ("negation", "Your commander can attack the turn it enters if it has haste.",
     "Votre commandant ne peut pas attaquer le tour où il arrive s’il a la célérité."),
    ("negation", "Players may respond to a triggered ability before it resolves.",
     "Les joueurs ne peuvent pas répondre à une capacité déclenchée avant sa résolution."),
    ("negation", "The abilities of a locked door don't function.",
     "Les capacités d’un accès verrouillé fonctionnent."),
    ("negation", "Unlocking a door is a special action, so it can't be countered.",
     "Le déverrouillage d’un accès est une action spéciale ; il peut donc être contrecarré."),

    # punctuation: final mark missing or wrong
    ("punctuation", "Each Room has two doors, and each door can be unlocked only once.",
     "Chaque pièce a deux accès, et chaque accès ne peut être déverrouillé qu’une seule fois"),
    ("punctuation", "You choose the order of triggered abilities you control that trigger at the same time.",
     "Vous choisissez l’ordre des capacités déclenchées que vous contrôlez qui se déclenchent en même temps !"),
    ("punctuation", "A dungeon isn't a permanent and can't be affected by spells that target permanents.",
     "Un donjon n’est pas un permanent et ne peut pas être affecté par des sorts qui ciblent des permanents ?"),
    ("punctuation", "Emblems can't be destroyed or removed.",
     "Les emblèmes ne peuvent être ni détruits ni retirés ;"),
    ("punctuation", "Protection from enchantments means the creature can't be enchanted by Roles.",
     "La protection contre les enchantements signifie que la créature ne peut pas être enchantée par des rôles,"),
    ("punctuation", "Surveil lets you put any number of the cards you look at into your graveyard.",
     "La surveillance vous permet de mettre dans votre cimetière autant de cartes regardées que vous le souhaitez :"),
    ("punctuation", "The active player gets priority first. Then priority passes from player to player around the table.",
     "Le joueur actif reçoit la priorité en premier. Ensuite, la priorité passe d’un joueur à l’autre autour de la table"),

    # missing: empty or whitespace-only target
    ("missing", "Rooms are split cards, but each door is a separate face with its own characteristics.", ""),
    ("missing", "If you have a full party, Coveted Prize also lets you cast a spell from your hand for free.", " "),
    ("missing", "A Role token's controller is the player who created it, not necessarily the controller of the enchanted creature.", "\n"),
    ("missing", "A copy of a token is also a token.", ""),
    ("missing", "Mana value ignores cost reductions and additional costs.", "\t"),
    ("missing", "Unblocked attacking creatures deal combat damage to the player or planeswalker they're attacking.", "   \n"),
    ("missing", "At the beginning of the cleanup step, the active player discards down to their maximum hand size.", ""),
]
