# -*- coding: utf-8 -*-
"""Writes qa_fresh9_fr.jsonl: a hand-written FR evaluation set for the translation-QA checks.
Written apart from the checks (see qa_fresh9_fr_README.md). Each pair is (key, en, fr, expected).
The key is internal only; the public id is a hash of it, so ids do not reveal the label."""
import hashlib, json, os

PAIRS = []
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh9_fr.jsonl")

def add(key, en, fr, expected=()):
    assert key not in {p[0] for p in PAIRS}, key
    PAIRS.append((key, en, fr, list(expected)))

def pid(key):
    return "fr-f9-" + hashlib.sha1(("fresh9:" + key).encode()).hexdigest()[:8]

def write():
    rows = sorted(PAIRS, key=lambda p: pid(p[0]))
    ids = [pid(p[0]) for p in rows]
    assert len(set(ids)) == len(ids)
    with open(OUT, "w", encoding="utf-8") as f:
        for key, en, fr, exp in rows:
            f.write(json.dumps({"id": pid(key), "lang": "fr", "en": en, "target": fr,
                                "expected": exp}, ensure_ascii=False) + "\n")
    return len(rows)

# ---------------------------------------------------------------- PART 1: clean pairs 1-35
add("c01", "If a Room has one locked door and one unlocked door, it has only the characteristics of the unlocked door. Its mana value is the mana value of that door.",
    "Si une pièce a un accès verrouillé et un accès déverrouillé, elle n'a que les caractéristiques de l'accès déverrouillé. Sa valeur de mana est celle de cet accès.")
add("c02", "Unlocking a door is a special action. You may take it any time you could cast a sorcery, and it doesn't use the stack.",
    "Déverrouiller un accès est une action spéciale. Vous pouvez l'effectuer à n'importe quel moment où vous pourriez lancer un rituel, et elle n'utilise pas la pile.")
add("c03", "Once a Room is fully unlocked, neither of its doors can become locked again unless an effect specifically locks one.",
    "Une fois qu'une pièce est entièrement déverrouillée, aucun de ses accès ne peut redevenir verrouillé, à moins qu'un effet ne verrouille spécifiquement l'un d'eux.")
add("c04", "If you cast the Bottomless Pool half of Bottomless Pool // Locker Room, that door is unlocked as the Room enters the battlefield, and its ability triggers.",
    "Si vous lancez la moitié Piscine sans fond de Piscine sans fond // Vestiaire, cet accès est déverrouillé au moment où la pièce arrive sur le champ de bataille, et sa capacité se déclenche.")
add("c05", "Locker Room's ability triggers only once for each player dealt combat damage during a combat damage step, no matter how many of your creatures dealt damage to that player.",
    "La capacité de Vestiaire ne se déclenche qu'une fois pour chaque joueur à qui des blessures de combat sont infligées pendant une étape de blessures de combat, quel que soit le nombre de vos créatures qui lui en ont infligé.")
add("c06", "When you venture into the dungeon and you aren't in a dungeon, you choose a dungeon card from outside the game, put it into the command zone, and begin in its first room.",
    "Quand vous vous aventurez dans le donjon alors que vous n'êtes dans aucun donjon, vous choisissez une carte de donjon hors de la partie, vous la mettez dans la zone de commandement et vous commencez dans sa première pièce.")
add("c07", "A room's ability is a triggered ability. It goes on the stack when you move into that room, and players may respond to it.",
    "La capacité d'une pièce est une capacité déclenchée. Elle est mise sur la pile quand vous entrez dans cette pièce, et les joueurs peuvent y répondre.")
add("c08", "If you complete a dungeon, it's removed from the game once its last room's ability has resolved or otherwise left the stack. The next time you venture into the dungeon, you choose a new dungeon card.",
    "Si vous terminez un donjon, il est retiré de la partie dès que la capacité de sa dernière pièce s'est résolue ou a quitté la pile d'une autre manière. La prochaine fois que vous vous aventurerez dans le donjon, vous choisirez une nouvelle carte de donjon.")
add("c09", "If a creature deals combat damage to the player who has the initiative, that creature's controller takes the initiative.",
    "Si une créature inflige des blessures de combat au joueur qui a l'initiative, le contrôleur de cette créature prend l'initiative.")
add("c10", "At the beginning of your upkeep, if you have the initiative, you venture into the dungeon again. This is an inherent effect of having the initiative, not an ability of any permanent.",
    "Au début de votre entretien, si vous avez l'initiative, vous vous aventurez à nouveau dans le donjon. Cet effet découle du fait d'avoir l'initiative ; il ne s'agit de la capacité d'aucun permanent.")
add("c11", "Your party can include up to one each of Cleric, Rogue, Warrior, and Wizard. A creature with more than one of those types counts as only one of them, chosen to make your party as large as possible.",
    "Votre groupe peut comprendre au maximum un clerc, un gredin, un guerrier et un sorcier. Une créature qui a plusieurs de ces types ne compte que pour l'un d'eux, choisi de manière à ce que votre groupe soit le plus grand possible.")
add("c12", "Coveted Prize costs {1} less for each creature in your party, to a maximum of {4} less. This reduction applies only to the generic portion of its cost.",
    "Prix convoité coûte {1} de moins pour chaque créature de votre groupe, soit au maximum {4} de moins. Cette réduction ne s'applique qu'à la partie générique de son coût.")
add("c13", "Once you've finished casting Coveted Prize, changing the creatures in your party won't change how much you paid. Whether you have a full party is checked only as the spell resolves.",
    "Une fois que vous avez fini de lancer Prix convoité, modifier les créatures de votre groupe ne change rien à ce que vous avez payé. Le fait d'avoir ou non un groupe complet n'est vérifié qu'au moment où le sort se résout.")
add("c14", "Coveted Prize was printed with the words \"converted mana cost.\" That term is now called mana value, and the card's functionality is unchanged.",
    "Prix convoité a été imprimé avec l'expression « coût converti de mana ». Ce terme s'appelle désormais valeur de mana, et le fonctionnement de la carte est inchangé.")
add("c15", "When you cast a card as an Adventure, it has only the Adventure's characteristics while it's on the stack. If it resolves, it's exiled instead of going to your graveyard.",
    "Quand vous lancez une carte en tant qu'aventure, elle n'a que les caractéristiques de l'aventure tant qu'elle est sur la pile. Si elle se résout, elle est exilée au lieu d'aller dans votre cimetière.")
add("c16", "Later, you may cast the creature from exile. You can't cast it as an Adventure again from there.",
    "Plus tard, vous pouvez lancer la créature depuis l'exil, mais pas de nouveau en tant qu'aventure.")
add("c17", "The two cards exiled by Seek the Beast may be played until your next end step. If one of them is a land, you can play it only if you have a land play available.",
    "Vous pouvez jouer les deux cartes exilées par En quête de la bête jusqu'à votre prochaine étape de fin. Si l'une d'elles est un terrain, vous ne pouvez la jouer que s'il vous reste un terrain à jouer.")
add("c18", "If the adventurer card leaves exile, it's a new object. You won't be able to cast it as a creature with the permission the Adventure gave you.",
    "Si la carte d'aventurier quitte l'exil, elle devient un nouvel objet, et l'autorisation que vous avait donnée l'aventure ne vous permet plus de la lancer en tant que créature.")
add("c19", "A Role is an Aura token. If a player controls two or more Roles attached to the same permanent, they put all but the newest one into their owner's graveyard. This is a state-based action.",
    "Un rôle est un jeton d'aura. Si un joueur contrôle au moins deux rôles attachés au même permanent, il met tous ces rôles sauf le plus récent dans le cimetière de leur propriétaire. Il s'agit d'une action basée sur un état.")
add("c20", "Ellivere of the Wild Court's first ability creates the Virtuous Role even if Ellivere is no longer on the battlefield when the ability resolves.",
    "La première capacité d'Ellivère de la Cour sauvage crée le rôle Vertueux même si Ellivère n'est plus sur le champ de bataille au moment où la capacité se résout.")
add("c21", "The Virtuous Role counts itself when determining how many enchantments you control. For example, if it's your only enchantment, the creature gets +1/+1.",
    "Le rôle Vertueux se compte lui-même pour déterminer combien d'enchantements vous contrôlez. Par exemple, si c'est votre seul enchantement, la créature gagne +1/+1.")
add("c22", "If the target creature becomes an illegal target before Ellivere of the Wild Court's ability resolves, the Role isn't created.",
    "Si la créature ciblée devient une cible illégale avant que la capacité d'Ellivère de la Cour sauvage se résolve, le jeton de rôle n'est pas créé.")
add("c23", "A copy of a permanent copies exactly what's printed on the original, plus any other copy effects. It doesn't copy counters, Auras, or whether that permanent is tapped.",
    "La copie d'un permanent copie exactement ce qui est imprimé sur l'original, ainsi que tout autre effet de copie. Elle ne copie ni les marqueurs, ni les auras, ni le fait que ce permanent soit engagé.")
add("c24", "A token that's a copy of a card has that card's mana cost, and therefore the same mana value. A token that isn't a copy of anything and has no mana cost has a mana value of 0.",
    "Un jeton qui est une copie d'une carte a le coût de mana de celle-ci, et donc la même valeur de mana. Un jeton qui n'est la copie de rien et qui n'a pas de coût de mana a une valeur de mana de 0.")
add("c25", "Peter Parker's Camera can't copy a mana ability, because mana abilities don't use the stack and can't be targeted.",
    "L'Appareil photo de Peter Parker ne peut pas copier une capacité de mana, car les capacités de mana n'utilisent pas la pile et ne peuvent pas être ciblées.")
add("c26", "You may choose new targets for the copy, but you don't have to. If you don't, the copy has the same targets as the original.",
    "Vous pouvez choisir de nouvelles cibles pour la copie, sans y être obligé. Sinon, la copie a les mêmes cibles que l'original.")
add("c27", "Peter Parker's Camera enters with three film counters. Once they've all been removed, its last ability can't be activated unless another effect puts a film counter on it.",
    "L'Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule ». Une fois qu'ils ont tous été retirés, sa dernière capacité ne peut plus être activée, à moins qu'un autre effet ne mette un marqueur « pellicule » dessus.")
add("c28", "If a spell has {X} in its mana cost, X is 0 everywhere other than on the stack. For example, a card with mana cost {X}{R}{R} has a mana value of 2 in your hand.",
    "Si un sort a {X} dans son coût de mana, X est égal à 0 partout ailleurs que sur la pile. Par exemple, une carte dont le coût de mana est {X}{R}{R} a une valeur de mana de 2 dans votre main.")
add("c29", "While a spell with {X} in its cost is on the stack, its mana value includes the value chosen for X. If X is 3 and the rest of the cost is {1}{G}, its mana value is 5.",
    "Tant qu'un sort dont le coût comprend {X} est sur la pile, sa valeur de mana tient compte de la valeur choisie pour X. Si X vaut 3 et que le reste du coût est {1}{G}, sa valeur de mana est de 5.")
add("c30", "Additional costs and cost reductions don't change a spell's mana value. Only the mana cost printed in its upper right corner is used.",
    "Les coûts supplémentaires et les réductions de coût ne modifient pas la valeur de mana d'un sort : seul compte le coût de mana imprimé dans son coin supérieur droit.")
add("c31", "An activated ability is written \"[Cost]: [Effect].\" Everything before the colon is a cost, and you must pay all of it when you activate the ability.",
    "Une capacité activée s'écrit « [Coût] : [Effet]. » Tout ce qui se trouve avant les deux-points est un coût, et vous devez le payer entièrement au moment où vous activez la capacité.")
add("c32", "If a creature's activated ability has {T} in its cost, you can't activate it unless you've controlled that creature continuously since your most recent turn began.",
    "Si une capacité activée d'une créature a {T} dans son coût, vous ne pouvez l'activer que si vous contrôlez cette créature sans interruption depuis le début de votre tour le plus récent.")
add("c33", "A mana ability doesn't use the stack and can't be responded to. You can activate one while you're casting a spell, even in the middle of paying its costs.",
    "Une capacité de mana n'utilise pas la pile, et on ne peut pas y répondre. Vous pouvez en activer une pendant que vous lancez un sort, même au beau milieu du paiement de ses coûts.")
add("c34", "An ability that costs mana to activate isn't a mana ability unless it also adds mana. For example, \"{1}: Add {G}.\" is a mana ability, but \"{1}: Draw a card.\" isn't.",
    "Une capacité qui coûte du mana pour être activée n'est pas une capacité de mana, sauf si elle ajoute aussi du mana. Par exemple, « {1} : Ajoutez {G}. » est une capacité de mana, mais « {1} : Piochez une carte. » n'en est pas une.")
add("c35", "Whenever a triggered ability triggers, it's put on the stack the next time a player would receive priority. If you control several that trigger at once, you choose their order.",
    "Une capacité déclenchée est mise sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité après son déclenchement. Si vous en contrôlez plusieurs qui se déclenchent en même temps, vous choisissez leur ordre.")

print(write(), "pairs written")

# ---------------------------------------------------------------- PART 2: clean pairs 36-70
add("c36", "Panharmonicon affects only abilities that trigger when an artifact or creature enters. An ability that triggers when a land enters won't trigger an additional time.",
    "Panharmonicus n'affecte que les capacités qui se déclenchent quand un artefact ou une créature arrive sur le champ de bataille. Une capacité qui se déclenche quand un terrain arrive ne se déclenche pas une fois de plus.")
add("c37", "Two Panharmonicons cause such an ability to trigger a total of three times.",
    "Avec deux Panharmonicus, une telle capacité se déclenche trois fois en tout.")
add("c38", "An ability that reads \"At the beginning of your end step\" won't trigger if the permanent enters the battlefield after your end step has already begun.",
    "Une capacité qui indique « Au début de votre étape de fin » ne se déclenche pas si le permanent arrive sur le champ de bataille alors que votre étape de fin a déjà commencé.")
add("c39", "If a spell that would put a +1/+1 counter on a creature is countered, no counter is put on that creature.",
    "Si un sort qui devait mettre un marqueur +1/+1 sur une créature est contrecarré, aucun marqueur n'est mis sur cette créature.")
add("c40", "Countering an ability removes it from the stack, but the source of the ability stays where it is. Counters on that permanent aren't affected.",
    "Contrecarrer une capacité la retire de la pile, mais sa source reste où elle est. Les marqueurs présents sur ce permanent ne sont pas affectés.")
add("c41", "If a planeswalker would enter with loyalty counters while you control Doubling Season, it enters with twice that many.",
    "Si un planeswalker devait arriver sur le champ de bataille avec des marqueurs de loyauté alors que vous contrôlez Saison de dédoublement, il arrive avec deux fois ce nombre de marqueurs.")
add("c42", "Doubling Season doesn't change how many loyalty counters you remove to pay a cost, because removing counters isn't putting counters on a permanent.",
    "Saison de dédoublement ne change pas le nombre de marqueurs de loyauté que vous retirez pour payer un coût, car retirer des marqueurs ne revient pas à mettre des marqueurs sur un permanent.")
add("c43", "A token that leaves the battlefield ceases to exist the next time state-based actions are checked. It can't be cast or returned to the battlefield.",
    "Un jeton qui quitte le champ de bataille cesse d'exister la prochaine fois que les actions basées sur un état sont vérifiées. Il ne peut être ni lancé ni renvoyé sur le champ de bataille.")
add("c44", "A token that dies still goes to the graveyard briefly, so abilities that trigger when a creature dies will trigger for it.",
    "Un jeton qui meurt va quand même brièvement au cimetière ; les capacités qui se déclenchent quand une créature meurt se déclenchent donc pour lui.")
add("c45", "Once a creature has been blocked, it stays blocked for the rest of combat, even if the blocking creature leaves the battlefield. It deals no combat damage unless it has trample.",
    "Une fois bloquée, une créature le reste jusqu'à la fin du combat, même si la créature bloqueuse quitte le champ de bataille. Elle n'inflige alors aucune blessure de combat, à moins d'avoir le piétinement.")
add("c46", "If a creature can't attack unless its controller pays a cost, that player may choose not to pay it, and the creature doesn't attack.",
    "Si une créature ne peut pas attaquer à moins que son contrôleur ne paie un coût, ce joueur peut choisir de ne pas le payer ; la créature n'attaque alors pas.")
add("c47", "If a card moves from one zone to another, it becomes a new object with no memory of its previous existence. Effects that applied to it in the old zone no longer apply.",
    "Une carte qui change de zone devient un nouvel objet, sans lien avec son existence précédente, et les effets qui s'appliquaient à elle dans l'ancienne zone ne s'appliquent plus.")
add("c48", "Your library and hand are hidden zones. The graveyard, battlefield, stack, and exile are public zones, unless a card is exiled face down.",
    "Votre bibliothèque et votre main sont des zones cachées. Le cimetière, le champ de bataille, la pile et l'exil sont des zones publiques, sauf pour une carte exilée face cachée.")
add("c49", "Spells and abilities on the stack resolve one at a time, starting with the last one put on the stack. After each one resolves, players receive priority again.",
    "Les sorts et les capacités sur la pile se résolvent un par un, en commençant par le dernier à y avoir été mis. Après la résolution de chacun, les joueurs reçoivent de nouveau la priorité.")
add("c50", "You can cast a sorcery only during your main phase while the stack is empty, and only if you have priority.",
    "Vous ne pouvez lancer un rituel que pendant votre phase principale, quand la pile est vide et que vous avez la priorité.")
add("c51", "A face-down creature is a 2/2 creature with no name, no mana cost, no creature types, and no abilities. Its mana value is 0.",
    "Une créature face cachée est une créature 2/2 sans nom, sans coût de mana, sans type de créature et sans capacité. Sa valeur de mana est de 0.")
add("c52", "You may look at face-down permanents you control at any time. You can't look at face-down permanents your opponents control.",
    "Vous pouvez regarder à tout moment les permanents face cachée que vous contrôlez, mais pas ceux que contrôlent vos adversaires.")
add("c53", "If a face-down permanent leaves the battlefield, its owner must reveal it. This also happens if the game ends while it's face down.",
    "Si un permanent face cachée quitte le champ de bataille, son propriétaire doit le révéler. Il en va de même si la partie se termine alors qu'il est face cachée.")
add("c54", "If your commander would be put into your graveyard or exile from anywhere, you may put it into the command zone instead.",
    "Si votre commandant devait être mis dans votre cimetière ou en exil depuis n'importe où, vous pouvez le mettre dans la zone de commandement à la place.")
add("c55", "Each time you cast your commander from the command zone, it costs {2} more for each previous time you've cast it from there this game.",
    "Chaque fois que vous lancez votre commandant depuis la zone de commandement, il coûte {2} de plus pour chaque fois où vous l'avez déjà lancé depuis cette zone au cours de la partie.")
add("c56", "This additional cost doesn't change your commander's mana value. A commander with mana cost {3}{W} has mana value 4 no matter how many times it has been cast.",
    "Ce coût supplémentaire ne modifie pas la valeur de mana de votre commandant : un commandant dont le coût de mana est {3}{W} a une valeur de mana de 4, peu importe combien de fois il a été lancé.")
add("c57", "Johann, Apprentice Sorcerer lets you cast only one instant or sorcery spell from the top of your library each turn. Casting a creature spell that way isn't allowed.",
    "Johann, apprenti sorcier ne vous permet de lancer qu'un seul sort d'éphémère ou de rituel depuis le dessus de votre bibliothèque à chaque tour. Vous ne pouvez pas lancer de sort de créature de cette façon.")
add("c58", "If you cast a sorcery from the top of your library with Johann, Apprentice Sorcerer, you must still do so during your main phase while the stack is empty.",
    "Si vous lancez un rituel depuis le dessus de votre bibliothèque grâce à Johann, apprenti sorcier, vous devez quand même le faire pendant votre phase principale, alors que la pile est vide.")
add("c59", "If you didn't bargain Tenacious Tomeseeker as you cast it, its last ability won't trigger.",
    "Si vous n'avez pas négocié le Chercheur de grimoires tenace au moment de le lancer, sa dernière capacité ne se déclenche pas.")
add("c60", "Bargaining is an optional additional cost. You may sacrifice a token, including a Role, to pay it.",
    "La négociation est un coût supplémentaire facultatif. Vous pouvez sacrifier un jeton, y compris un rôle, pour le payer.")
add("c61", "When The Spot, Living Portal dies, you put it on the bottom of its owner's library. If you do, the exiled cards return to their owners' hands.",
    "Quand La Tache, portail vivant meurt, vous la mettez au-dessous de la bibliothèque de son propriétaire. Si vous faites ainsi, les cartes exilées retournent dans les mains de leurs propriétaires.")
add("c62", "You can choose just one of the two targets of The Spot, Living Portal's first ability, or none at all.",
    "Pour la première capacité de La Tache, portail vivant, vous pouvez ne choisir qu'une seule des deux cibles, voire aucune.")
add("c63", "If an effect says you \"may\" do something, you choose whether to do it as the effect resolves. If it doesn't say \"may,\" you must do it if you can.",
    "Si un effet indique que vous « pouvez » faire quelque chose, vous choisissez de le faire ou non pendant sa résolution. Sinon, vous devez le faire si possible.")
add("c64", "A player who has 0 or less life loses the game the next time state-based actions are checked.",
    "Un joueur qui a 0 point de vie ou moins perd la partie la prochaine fois que les actions basées sur un état sont vérifiées.")
add("c65", "When a spell says \"Choose one —,\" you choose the mode as you cast it. You can't choose a mode that has no legal targets.",
    "Quand un sort indique « Choisissez l'un — », vous choisissez le mode au moment où vous le lancez. Vous ne pouvez pas choisir un mode qui n'a aucune cible légale.")
add("c66", "An ability that reads \"Whenever you cast a spell\" triggers when that spell is put on the stack. It resolves before the spell does.",
    "Une capacité qui indique « Chaque fois que vous lancez un sort » se déclenche quand ce sort est mis sur la pile, et elle se résout avant lui.")
add("c67", "An ability that triggers \"whenever you unlock a door\" triggers when a Room you cast enters, since the door you cast becomes unlocked at that time.",
    "Une capacité qui se déclenche « à chaque fois que vous déverrouillez un accès » se déclenche quand une pièce que vous avez lancée arrive sur le champ de bataille, puisque l'accès que vous avez lancé devient déverrouillé à ce moment-là.")
add("c68", "Doors are locked or unlocked only on the battlefield. In every other zone, a Room card has the combined characteristics of both its halves, so its mana value is the total of both.",
    "Un accès n’est verrouillé ou déverrouillé que sur le champ de bataille. Dans toutes les autres zones, une carte de pièce a les caractéristiques combinées de ses deux moitiés : sa valeur de mana est donc la somme des deux.")
add("c69", "A copy of a spell that's created on the stack isn't cast. Abilities that trigger whenever a player casts a spell won't trigger for it.",
    "Une copie de sort créée sur la pile n’est pas lancée ; les capacités qui se déclenchent chaque fois qu’un joueur lance un sort ne se déclenchent donc pas pour elle.")
add("c70", "Once a door is unlocked, the Room now has that door's abilities as well.",
    "Une fois un accès déverrouillé, la pièce a maintenant aussi les capacités de cet accès.")

print(write(), "pairs written")

# ---------------------------------------------------------------- PART 3: defects — numbers, symbols, terminology, templating
N, S, T, TP = ["numbers"], ["symbols"], ["terminology"], ["templating"]
add("num1", "A full party has exactly four creatures: one Cleric, one Rogue, one Warrior, and one Wizard.",
    "Un groupe complet compte exactement trois créatures : un clerc, un gredin, un guerrier et un sorcier.", N)
add("num2", "If X is 2, a spell with mana cost {X}{X}{U} costs {4}{U} to cast, and its mana value on the stack is 5.",
    "Si X vaut 2, un sort dont le coût de mana est {X}{X}{U} coûte {4}{U} à lancer, et sa valeur de mana sur la pile est de 6.", N)
add("num3", "The last ability of Peter Parker's Camera can be activated at most three times unless more film counters are put on it.",
    "La dernière capacité de l'Appareil photo de Peter Parker peut être activée au maximum deux fois, à moins que d'autres marqueurs « pellicule » ne soient mis dessus.", N)
add("num4", "Seek the Beast exiles the top two cards of your library. If your library has only one card, you exile that card.",
    "En quête de la bête exile les trois cartes du dessus de votre bibliothèque. Si votre bibliothèque ne contient qu'une carte, vous exilez celle-ci.", N)
add("num5", "A player's starting life total in Commander is 40, and a player who has been dealt 21 or more combat damage by the same commander loses the game.",
    "En Commander, chaque joueur commence la partie avec 40 points de vie, et un joueur à qui un même commandant a infligé 20 blessures de combat ou plus perd la partie.", N)
add("num6", "If an effect would create three tokens while you control two Doubling Seasons, it creates twelve tokens instead.",
    "Si un effet devait créer trois jetons alors que vous contrôlez deux Saison de dédoublement, il crée huit jetons à la place.", N)
add("num7", "During your cleanup step, if you have more than seven cards in hand, you discard down to seven.",
    "Pendant votre étape de nettoyage, si vous avez plus de sept cartes en main, vous vous défaussez jusqu'à en avoir huit.", N)
add("num8", "If you control three enchantments, including the Virtuous Role, the enchanted creature gets +3/+3.",
    "Si vous contrôlez deux enchantements, rôle Vertueux compris, la créature enchantée gagne +3/+3.", N)

add("sym1", "To unlock a locked door with mana cost {2}{U}, you pay {2}{U} any time you could cast a sorcery.",
    "Pour déverrouiller un accès verrouillé dont le coût de mana est {2}{U}, vous payez {2}{B} à n'importe quel moment où vous pourriez lancer un rituel.", S)
add("sym2", "\"{T}: Add {G}.\" is a mana ability. It can be activated even while you're paying for a spell.",
    "« {T} : Ajoutez {V}. » est une capacité de mana. Elle peut être activée même pendant que vous payez un sort.", S)
add("sym3", "The cost of Peter Parker's Camera's ability is {2}, {T}, and removing a film counter from it.",
    "Le coût de la capacité de l'Appareil photo de Peter Parker est {2}, T et le retrait d'un marqueur « pellicule » de celui-ci.", S)
add("sym4", "A spell with mana cost {X}{W} for which X is 0 has a mana value of 1.",
    "Un sort dont le coût de mana est {W} et pour lequel X vaut 0 a une valeur de mana de 1.", S)
add("sym5", "A hybrid symbol such as {R/G} can be paid with either red or green mana.",
    "Un symbole hybride comme {R/W} peut être payé avec du mana rouge ou avec du mana vert.", S)
add("sym6", "Snow mana {S} can be paid only with mana produced by a snow source.",
    "Le mana neigeux {N} ne peut être payé qu'avec du mana produit par une source neigeuse.", S)
add("sym7", "The ability \"{1}{U}, {T}: Draw a card.\" can't be activated if the permanent is already tapped.",
    "La capacité « {1}{U}, {Q} : Piochez une carte. » ne peut pas être activée si le permanent est déjà engagé.", S)

add("term1", "Each door of a Room has its own mana cost, and the two halves are cast separately.",
    "Chaque porte d'une pièce a son propre coût de mana, et les deux moitiés se lancent séparément.", T)
add("term2", "You can unlock a door only if the Room is on the battlefield under your control.",
    "Vous ne pouvez ouvrir un accès que si la pièce est sur le champ de bataille sous votre contrôle.", T)
add("term3", "A Room on the battlefield with both doors locked has a mana value of 0.",
    "Une pièce sur le champ de bataille dont les deux accès sont verrouillés a un coût converti de mana de 0.", T)
add("term4", "A triggered ability that triggers during the resolution of a spell waits until that spell has finished resolving.",
    "Une capacité induite qui se déclenche pendant la résolution d'un sort attend que ce sort ait fini de se résoudre.", T)
add("term5", "Doubling Season doubles tokens created by any effect, including tokens created as copies of other permanents.",
    "Saison de dédoublement double les pions créés par n'importe quel effet, y compris ceux qui sont créés en tant que copies d'autres permanents.", T)
add("term6", "Removing a film counter is part of the cost, so players can't respond to it.",
    "Le retrait d'un compteur « pellicule » fait partie du coût ; les joueurs ne peuvent donc pas y répondre.", T)
add("term7", "If the Adventure spell is countered, the card goes to its owner's graveyard, and you can't cast it as a creature later.",
    "Si le sort d'aventure est annulé, la carte va dans le cimetière de son propriétaire, et vous ne pourrez pas la lancer plus tard en tant que créature.", T)
add("term8", "After the Adventure resolves, you may cast the creature from exile as long as the card remains exiled.",
    "Une fois l'aventure résolue, vous pouvez jouer la créature depuis l'exil tant que la carte reste exilée.", T)
add("term9", "A face-down spell on the stack is a 2/2 creature spell with no name.",
    "Un sort face retournée sur la pile est un sort de créature 2/2 sans nom.", T)
add("term10", "If an effect tells you to search your library, you shuffle it afterward.",
    "Si un effet vous demande de chercher dans votre pioche, vous la mélangez ensuite.", T)

add("tpl1", "A card that says \"Choose one —\" lets you pick exactly one mode, even if the other modes would have no effect.",
    "Une carte qui indique « Choisissez un — » vous permet de choisir exactement un mode, même si les autres modes n'auraient aucun effet.", TP)
add("tpl2", "If a spell reads \"Choose one —,\" a copy of it has the same mode as the original.",
    "Si un sort indique « Choisissez un — », sa copie a le même mode que l'original.", TP)
add("tpl3", "An ability that reads \"At the beginning of combat on your turn\" triggers once each combat, including additional combat phases.",
    "Une capacité qui indique « Au commencement du combat pendant votre tour » se déclenche une fois par combat, y compris lors des phases de combat supplémentaires.", TP)
add("tpl4", "An ability that reads \"Whenever a creature you control dies\" triggers once for each creature that dies at the same time.",
    "Une capacité qui indique « Lorsqu'une créature que vous contrôlez meurt » se déclenche une fois pour chaque créature qui meurt en même temps.", TP)
add("tpl5", "\"Whenever you venture into the dungeon\" abilities trigger even if you complete the dungeon by doing so.",
    "Les capacités « Toutes les fois que vous vous aventurez dans le donjon » se déclenchent même si vous terminez ainsi le donjon.", TP)
add("tpl6", "The ability \"{2}, Sacrifice a token: Draw a card.\" is an activated ability.",
    "La capacité « {2}, sacrifiez un jeton — Piochez une carte. » est une capacité activée.", TP)
add("tpl7", "An ability that reads \"At the beginning of each player's upkeep\" triggers during every player's turn, not just yours.",
    "Une capacité qui indique « Dès le début de l'entretien de chaque joueur » se déclenche pendant le tour de chaque joueur, pas seulement pendant le vôtre.", TP)

print(write(), "pairs written")

# ---------------------------------------------------------------- PART 4: defects — card_names, untranslated, wrong_language, omission
CN, U, WL, O = ["card_names"], ["untranslated"], ["wrong_language"], ["omission"]
add("cn1", "Doubling Season doesn't double counters put on permanents your opponents control.",
    "Doubling Season ne double pas les marqueurs mis sur les permanents que contrôlent vos adversaires.", CN)
add("cn2", "Panharmonicon doesn't affect abilities that trigger when a permanent leaves the battlefield.",
    "Le Panharmonique n'affecte pas les capacités qui se déclenchent quand un permanent quitte le champ de bataille.", CN)
add("cn3", "Ellivere of the Wild Court's last ability triggers once for each enchanted creature you control that deals combat damage to a player.",
    "La dernière capacité d'Ellivère de la Cour des bois se déclenche une fois pour chaque créature enchantée que vous contrôlez qui inflige des blessures de combat à un joueur.", CN)
add("cn4", "Johann, Apprentice Sorcerer lets you look at the top card of your library any time, even if you don't have priority.",
    "Johann, sorcier apprenti vous permet de regarder la carte du dessus de votre bibliothèque à tout moment, même si vous n'avez pas la priorité.", CN)
add("cn5", "Tenacious Tomeseeker's last ability can return only an instant or sorcery card, not a creature card.",
    "La dernière capacité du Chercheur de tomes tenace ne peut renvoyer qu'une carte d'éphémère ou de rituel, pas une carte de créature.", CN)
add("cn6", "The Spot, Living Portal's first ability can exile a token, which then ceases to exist.",
    "La première capacité de La Tâche, portail vivant peut exiler un jeton, qui cesse alors d'exister.", CN)
add("cn7", "Seek the Beast lets you play lands from among the exiled cards.",
    "« En quête de la bête » vous permet de jouer des terrains parmi les cartes exilées.", CN)
add("cn8", "Locker Room's ability triggers even if the creatures that dealt combat damage are tokens.",
    "La capacité de Salle des casiers se déclenche même si les créatures qui ont infligé des blessures de combat sont des jetons.", CN)

for k, en in [
    ("un1", "If a door's ability targets, you choose the targets as the ability is put on the stack."),
    ("un2", "Your party is never chosen. It's counted each time an ability needs the number."),
    ("un3", "A Role token you control that's attached to an opponent's creature is still controlled by you."),
    ("un4", "You can't venture into the dungeon as a special action; only an effect can make you do it."),
    ("un5", "If you take the initiative while you already have it, you still venture into the dungeon."),
]:
    add(k, en, en, U)
add("un6", "Copying a spell doesn't cause it to be cast. This matters for several abilities.",
    "Copier un sort ne revient pas à le lancer. This matters for several abilities.", U)
add("un7", "Turning a face-down permanent face up doesn't use the stack. It happens immediately, and players can't respond.",
    "Retourner face visible un permanent face cachée n'utilise pas la pile. It happens immediately, and players can't respond.", U)

add("wl1", "Unlocking a door doesn't cause the Room to leave and re-enter the battlefield.",
    "Desbloquear una puerta no hace que la Habitación salga del campo de batalla y vuelva a entrar.", WL)
add("wl2", "A copy of an Adventure spell isn't exiled as it resolves, because the copy isn't a card.",
    "Una copia di una magia Avventura non viene esiliata mentre si risolve, perché la copia non è una carta.", WL)
add("wl3", "Your party counts only creatures you control on the battlefield.",
    "Deine Gruppe zählt nur Kreaturen, die du auf dem Schlachtfeld kontrollierst.", WL)
add("wl4", "If a token would be created in a zone other than the battlefield, it isn't created.",
    "Se uma ficha fosse criada numa zona diferente do campo de batalha, ela não é criada.", WL)
add("wl5", "A mana ability can't be countered.",
    "マナ能力は打ち消されない。", WL)
add("wl6", "Players can respond to a triggered ability once it's on the stack.",
    "Spelers kunnen reageren op een getriggerde vaardigheid zodra die op de stapel staat.", WL)
add("wl7", "Your commander's color identity includes the mana symbols in its rules text.",
    "La identidad de color de tu comandante incluye los símbolos de maná de su texto de reglas.", WL)

add("om1", "Abilities of a locked door have no effect. This is true regardless of what those abilities say.",
    "Les capacités d'un accès verrouillé n'ont aucun effet.", O)
add("om2", "Venturing into the dungeon is a keyword action. Each time you do it, you move to a room adjacent to your current one, following the arrows.",
    "S'aventurer dans le donjon est une action mot-clé. Chaque fois que vous le faites, vous passez à une pièce adjacente à celle où vous vous trouvez.", O)
add("om3", "The number of creatures in your party can change while an ability is waiting to resolve. The ability uses the current number as it resolves, so players may try to change it before then.",
    "Le nombre de créatures de votre groupe peut changer pendant qu'une capacité attend de se résoudre. La capacité utilise le nombre actuel au moment où elle se résout.", O)
add("om4", "If you copy an Adventure spell, the copy is also an Adventure. However, the copy isn't exiled as it resolves, since it isn't a card, and it simply ceases to exist.",
    "Si vous copiez un sort d'aventure, la copie est aussi une aventure. Cependant, la copie n'est pas exilée pendant sa résolution, puisque ce n'est pas une carte.", O)
add("om5", "A Role stays on the battlefield if the creature it's attached to changes controllers. Its own controller doesn't change, which can matter in some unusual situations.",
    "Un rôle reste sur le champ de bataille si la créature à laquelle il est attaché change de contrôleur. Son propre contrôleur ne change pas.", O)
add("om6", "Once combat damage has been dealt, it can't be undone, even if the creature that dealt it leaves the battlefield. Players may then take actions again, starting with the active player.",
    "Une fois que des blessures de combat ont été infligées, on ne peut pas revenir dessus, même si la créature qui les a infligées quitte le champ de bataille.", O)
add("om7", "When a face-down permanent is turned face up, it keeps its counters and stays tapped or untapped. Any effects that were already applied to it continue to apply.",
    "Quand un permanent face cachée est retourné face visible, il conserve ses marqueurs et reste engagé ou dégagé.", O)
add("om8", "Mana abilities can be activated whenever you have priority. You can also activate them when a rule or effect asks you to pay mana, even in the middle of resolving something.",
    "Les capacités de mana peuvent être activées chaque fois que vous avez la priorité. Vous pouvez aussi les activer quand une règle ou un effet vous demande de payer du mana.", O)

print(write(), "pairs written")

# ---------------------------------------------------------------- PART 5: defects — negation, punctuation, missing
NG, P, M = ["negation"], ["punctuation"], ["missing"]
add("neg1", "A door that is already unlocked can't be unlocked again.",
    "Un accès qui est déjà déverrouillé peut être déverrouillé de nouveau.", NG)
add("neg2", "You may unlock a Room's other door later by paying its mana cost.",
    "Vous ne pouvez pas déverrouiller plus tard l'autre accès d'une pièce en payant son coût de mana.", NG)
add("neg3", "A card cast as an Adventure is an instant or sorcery spell, not a creature spell, while it's on the stack.",
    "Une carte lancée en tant qu'aventure est un sort de créature, et non un sort d'éphémère ou de rituel, tant qu'elle est sur la pile.", NG)
add("neg4", "Tokens that are copies of cards aren't cards, even though they have names and mana costs.",
    "Les jetons qui sont des copies de cartes sont des cartes, même s'ils ont un nom et un coût de mana.", NG)
add("neg5", "Doubling Season doesn't apply to tokens created under an opponent's control.",
    "Saison de dédoublement s'applique aux jetons créés sous le contrôle d'un adversaire.", NG)
add("neg6", "A triggered ability can trigger while a player is casting a spell.",
    "Une capacité déclenchée ne peut pas se déclencher pendant qu'un joueur lance un sort.", NG)
add("neg7", "You can look at a face-down spell you control on the stack at any time; your opponents can't.",
    "Vous pouvez regarder à tout moment un sort face cachée que vous contrôlez sur la pile, et vos adversaires aussi.", NG)
add("neg8", "If your commander would be put into your hand or library from anywhere, you may put it into the command zone instead.",
    "Si votre commandant devait être mis dans votre main ou votre bibliothèque depuis n'importe où, vous ne pouvez pas le mettre dans la zone de commandement à la place.", NG)

add("pun1", "Each door of a Room is a separate card face with its own name.",
    "Chaque accès d'une pièce est une face de carte distincte avec son propre nom", P)
add("pun2", "If you control two Roles on the same creature, you keep only the newer one.",
    "Si vous contrôlez deux rôles sur la même créature, vous ne conservez que le plus récent !", P)
add("pun3", "A spell that's countered goes to its owner's graveyard.",
    "Un sort contrecarré va dans le cimetière de son propriétaire ?", P)
add("pun4", "Exiled cards are face up unless an effect says otherwise.",
    "Les cartes exilées sont face visible, sauf indication contraire d'un effet ;", P)
add("pun5", "If the player who has the initiative leaves the game, the active player takes the initiative.",
    "Si le joueur qui a l'initiative quitte la partie, le joueur actif prend l'initiative", P)
add("pun6", "Abilities of your commander function only while it's on the battlefield, unless they say otherwise.",
    "Les capacités de votre commandant ne fonctionnent que lorsqu'il est sur le champ de bataille, sauf indication contraire !", P)
add("pun7", "An activated ability can be activated as many times as you can pay its cost, unless it says otherwise.",
    "Une capacité activée peut être activée autant de fois que vous pouvez en payer le coût, sauf indication contraire ?", P)

for k, en, tgt in [
    ("mis1", "A locked door of a Room has no abilities.", ""),
    ("mis2", "If you venture into the dungeon after completing one, you begin a new dungeon.", ""),
    ("mis3", "The number of creatures in your party is checked as the ability resolves.", ""),
    ("mis4", "The Adventure and the creature are two halves of a single card.", ""),
    ("mis5", "Role tokens are Aura enchantments.", ""),
    ("mis6", "A copy of a token is also a token.", " "),
    ("mis7", "After a player passes priority, the next player in turn order receives it.", "\n\t "),
]:
    add(k, en, tgt, M)

print(write(), "pairs written")
