#!/usr/bin/env python3
"""qa_fresh4_fr — hand-written FR evaluation pairs for the translation-QA checks.

Written apart from the checks (see qa_fresh4_fr_README.md). Running this script
writes qa_fresh4_fr.jsonl next to it. Pairs are appended in parts; the file is
(re)written at exit from every pair defined so far.
"""
import atexit
import hashlib
import json
import os
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "qa_fresh4_fr.jsonl")
CHECKS = ["numbers", "symbols", "terminology", "templating", "card_names",
          "untranslated", "wrong_language", "omission", "negation",
          "punctuation", "missing"]
PAIRS = []  # (expected_list, en, target)


def C(en, fr):
    """A clean pair: correct professional translation."""
    PAIRS.append(([], en, fr))


def D(check, en, fr):
    """A pair with exactly one planted defect, labelled `check`."""
    assert check in CHECKS, check
    PAIRS.append(([check], en, fr))


def emit():
    ens = [p[1] for p in PAIRS]
    dup = [e for e, n in Counter(ens).items() if n > 1]
    assert not dup, dup
    # ids do not reveal the label: order by a hash of the EN text, then number
    order = sorted(PAIRS, key=lambda p: hashlib.sha1(p[1].encode("utf-8")).hexdigest())
    with open(OUT, "w", encoding="utf-8") as f:
        for i, (exp, en, fr) in enumerate(order, 1):
            rec = {"id": "fr-f4-%03d" % i, "lang": "fr", "en": en,
                   "target": fr, "expected": exp}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    cnt = Counter(p[0][0] if p[0] else "clean" for p in PAIRS)
    print("wrote", OUT, "pairs:", len(PAIRS), dict(sorted(cnt.items())))


atexit.register(emit)

# ---------------------------------------------------------------------------
# PART 1 — clean pairs (Rooms, party, Adventures, Roles, dungeons, catalog cards)
# ---------------------------------------------------------------------------
C("You can unlock a locked door of a Room you control any time you could cast a sorcery by paying that door's mana cost. Doing so is a special action and doesn't use the stack.",
  "Au moment où vous pourriez lancer un rituel, vous pouvez payer le coût de mana d’un accès verrouillé d’une pièce que vous contrôlez pour le déverrouiller. Il s’agit d’une action spéciale, qui n’utilise pas la pile.")
C("Once both doors of a Room are unlocked, it doesn't matter which one was unlocked first.",
  "Une fois les deux accès d’une pièce déverrouillés, peu importe lequel l’a été en premier.")
C("If Bottomless Pool // Locker Room is put onto the battlefield without being cast, both of its doors are locked.",
  "Si Piscine sans fond // Vestiaire est mise sur le champ de bataille sans avoir été lancée, ses deux accès sont verrouillés.")
C("Bottomless Pool's ability triggers when you unlock that door, including when you cast Bottomless Pool and the Room enters with that door unlocked.",
  "La capacité de Piscine sans fond se déclenche quand vous déverrouillez cet accès, y compris lorsque vous lancez Piscine sans fond et que la pièce arrive avec cet accès déverrouillé.")
C("If several creatures you control deal combat damage to the same player at the same time, Locker Room's ability triggers only once.",
  "Si plusieurs créatures que vous contrôlez infligent simultanément des blessures de combat au même joueur, la capacité de Vestiaire ne se déclenche qu’une seule fois.")
C("Your party can't include more than four creatures, so Coveted Prize can't cost more than {4} less to cast.",
  "Votre groupe ne pouvant compter plus de quatre créatures, la réduction de coût de Prix convoité est au maximum de {4}.")
C("If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost. That spell may be the card you just searched for.",
  "Si vous avez un groupe complet au moment où Prix convoité se résout, vous pouvez lancer depuis votre main un sort de valeur de mana inférieure ou égale à 4 sans payer son coût de mana ; il peut s’agir de la carte que vous venez de chercher.")
C("If Doubling Season causes you to create two Role tokens attached to the same creature, you choose which one to keep. The other is put into your graveyard and then ceases to exist.",
  "Si Saison de dédoublement vous fait créer deux jetons de Rôle attachés à la même créature, vous choisissez celui que vous gardez ; l’autre est mis dans votre cimetière, puis cesse d’exister.")
C("Doubling Season doesn't double counters placed on a permanent that enters the battlefield under another player's control.",
  "Les marqueurs qu’un permanent reçoit en arrivant sur le champ de bataille sous le contrôle d’un autre joueur ne sont pas doublés par Saison de dédoublement.")
C("If Ellivere of the Wild Court's first ability has no legal target, it's removed from the stack and no Role token is created.",
  "Si la première capacité d’Ellivère de la Cour sauvage n’a aucune cible légale, elle est retirée de la pile et aucun jeton de Rôle n’est créé.")
C("Ellivere's last ability triggers once for each enchanted creature you control that deals combat damage to a player.",
  "La dernière capacité d'Ellivère se déclenche une fois pour chaque créature enchantée que vous contrôlez qui inflige des blessures de combat à un joueur.")
C("Johann, Apprentice Sorcerer doesn't change when you can cast spells. You can cast a sorcery from the top of your library only during your main phase while the stack is empty.",
  "Johann, apprenti sorcier ne modifie pas les restrictions de temps : vous ne pouvez lancer un rituel depuis le dessus de votre bibliothèque que pendant votre phase principale, quand la pile est vide.")
C("Johann, Apprentice Sorcerer doesn't let you play lands from the top of your library; it lets you cast only instant and sorcery spells.",
  "Johann, apprenti sorcier ne vous permet pas de jouer de terrains depuis le dessus de votre bibliothèque : vous ne pouvez ainsi lancer que des sorts d’éphémère et de rituel.")
C("Panharmonicon affects only abilities that trigger when an artifact or creature enters the battlefield. Abilities that trigger when a permanent leaves the battlefield don't trigger an additional time.",
  "Panharmonicus n’agit que sur les capacités déclenchées par l’arrivée d’un artefact ou d’une créature sur le champ de bataille ; celles qui se déclenchent quand un permanent quitte le champ de bataille ne se déclenchent pas une fois de plus.")
C("You control the copy created by Peter Parker's Camera, and you may choose new targets for it.",
  "Vous contrôlez la copie créée par l’Appareil photo de Peter Parker et vous pouvez lui choisir de nouvelles cibles.")
C("Peter Parker's Camera enters with three film counters on it. Once they've all been removed, you can't activate its ability.",
  "L'Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule ». Une fois qu'ils ont tous été retirés, sa capacité ne peut plus être activée.")
C("If Tenacious Tomeseeker wasn't bargained, its triggered ability won't trigger at all.",
  "Si le Chercheur de grimoires tenace n’a pas été négocié, sa capacité déclenchée ne se déclenche pas du tout.")
C("To bargain Tenacious Tomeseeker, you may sacrifice any token, including a Role token attached to a creature you control.",
  "Pour négocier le Chercheur de grimoires tenace, vous pouvez sacrifier n’importe quel jeton, y compris un jeton de Rôle attaché à une créature que vous contrôlez.")
C("Even if The Spot, Living Portal's first ability has only one target, it still resolves and exiles that target.",
  "Même si la première capacité de La Tache, portail vivant n’a qu’une seule cible, elle se résout et exile cette cible.")
C("After Seek the Beast resolves, the card is exiled, and you may cast it later as a creature spell.",
  "Une fois En quête de la bête résolu, la carte est exilée et vous pourrez la lancer plus tard en tant que sort de créature.")
C("The two cards exiled by Seek the Beast can be played until your next end step. You still pay all of their costs and follow the normal timing rules.",
  "Vous pouvez jouer les deux cartes exilées par En quête de la bête jusqu’à votre prochaine étape de fin, en payant tous leurs coûts et en respectant les règles de temps habituelles.")
C("An Adventure spell that's countered goes to its owner's graveyard, not to exile.",
  "Si un sort d’aventure est contrecarré, il est mis dans le cimetière de son propriétaire plutôt qu’en exil.")
C("When you venture into the dungeon while you aren't in a dungeon, you choose one, put it into the command zone and move into its first room.",
  "Quand vous vous aventurez dans le donjon sans être déjà dans un donjon, vous en choisissez un, le mettez dans la zone de commandement et entrez dans sa première pièce.")
C("Each room's ability is a triggered ability. Players can respond to it before it resolves.",
  "La capacité de chaque pièce est une capacité déclenchée, à laquelle les joueurs peuvent répondre avant sa résolution.")
C("After you complete a dungeon, the next time you venture into the dungeon you may choose any dungeon, including the one you just completed.",
  "Après avoir terminé un donjon, vous pouvez choisir n’importe quel donjon la prochaine fois que vous vous aventurez dans le donjon, y compris celui que vous venez de terminer.")
C("Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, that creature's controller takes the initiative.",
  "Chaque fois qu’au moins une créature contrôlée par un joueur inflige des blessures de combat au joueur qui a l’initiative, ce joueur prend l’initiative.")
C("The initiative isn't a permanent, so it can't be destroyed or exiled.",
  "L’initiative n’étant pas un permanent, elle ne peut être ni détruite ni exilée.")
C("A creature that's both a Cleric and a Wizard can count as either a Cleric or a Wizard in your party, but not both.",
  "Une créature à la fois Clerc et Sorcier peut compter dans votre groupe soit comme Clerc, soit comme Sorcier, mais pas comme les deux.")
C("If an effect refers to the number of creatures in your party, that number is determined only as the spell or ability resolves.",
  "Le nombre de créatures de votre groupe n’est déterminé qu’au moment où le sort ou la capacité qui y fait référence se résout.")
C("Creature tokens with an appropriate creature type count toward your party, just as nontoken creatures do.",
  "Les jetons de créature ayant un type approprié comptent dans votre groupe, tout comme les créatures qui ne sont pas des jetons.")
C("If you control two Rogues and no Warriors, only one of the Rogues counts toward your party.",
  "Si vous contrôlez deux Gredins mais aucun Guerrier, un seul des Gredins compte dans votre groupe.")
C("A Role token is an Aura enchantment token. If the creature it's attached to leaves the battlefield, the Role is put into the graveyard and then ceases to exist.",
  "Un jeton de Rôle est un jeton d’enchantement Aura ; quand la créature à laquelle il est attaché quitte le champ de bataille, il est mis au cimetière, puis cesse d’exister.")
C("A creature can have more than one Role attached to it, as long as each of them has a different controller.",
  "Plusieurs Rôles peuvent être attachés à une même créature, à condition que chacun d’eux ait un contrôleur différent.")
C("If two or more Roles you control are attached to the same creature, only the most recent one stays attached. The others are put into their owners' graveyards.",
  "Si au moins deux Rôles que vous contrôlez sont attachés à la même créature, seul le plus récent le reste ; les autres sont mis dans les cimetières de leurs propriétaires.")

# ---------------------------------------------------------------------------
# PART 2 — clean pairs (copies, costs, abilities, counters, tokens, combat,
# stack, face-down, commanders, general rules)
# ---------------------------------------------------------------------------
C('An activated ability is written as "[Cost]: [Effect]." Everything before the colon is the cost.',
  "Une capacité activée s’écrit « [Coût] : [Effet] ». Tout ce qui précède les deux-points constitue le coût.")
C('A delayed triggered ability that returns a card "at the beginning of the next end step" does so even if the creature that created it has left the battlefield.',
  "Une capacité déclenchée retardée qui renvoie une carte « au début de la prochaine étape de fin » le fait même si la créature qui l’a créée a quitté le champ de bataille.")
C('An ability that says "whenever" triggers each time its trigger event happens, not just the first time.',
  "Une capacité qui dit « à chaque fois que » se déclenche à chaque occurrence de son événement déclencheur, pas seulement la première fois.")
C('If a spell says "Choose one —," you choose the mode as you cast it. You can\'t change it later.',
  "Quand vous lancez un sort qui dit « Choisissez l’un — », vous choisissez son mode ; il ne pourra pas être modifié par la suite.")
C("If you counter a spell that would put +1/+1 counters on a creature, no counters are put on it.",
  "Si vous contrecarrez un sort qui devait mettre des marqueurs +1/+1 sur une créature, aucun marqueur n’est placé sur celle-ci.")
C("If a permanent has both a +1/+1 counter and a -1/-1 counter on it, one of each is removed as a state-based action.",
  "Quand un permanent a à la fois un marqueur +1/+1 et un marqueur -1/-1, un marqueur de chaque sorte est retiré en tant qu’action basée sur un état.")
C("If any creature has first strike or double strike as the combat damage step begins, that combat has two combat damage steps.",
  "Si, au début de l’étape de blessures de combat, au moins une créature a l’initiative ou la double initiative, ce combat comporte deux étapes de blessures de combat.")
C("A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
  "Un joueur à qui un même commandant a infligé au total au moins vingt et une blessures de combat au cours de la partie perd la partie.")
C("If you control two legendary permanents with the same name, you choose one of them, and the other is put into its owner's graveyard.",
  "Si vous contrôlez deux permanents légendaires qui portent le même nom, vous en choisissez un et l’autre est mis dans le cimetière de son propriétaire.")
C("Hexproof only stops your opponents from targeting the permanent. Its controller can still target it.",
  "La défense talismanique n’empêche que les adversaires de cibler le permanent ; son contrôleur peut toujours le cibler.")
C("You must choose the targets for the copy before any player can respond to it.",
  "Vous devez choisir les cibles de la copie avant qu’un joueur ne puisse y répondre.")
C('For a spell that says "Counter target spell unless its controller pays {3}," the controller of the target spell decides whether to pay as the first spell resolves.',
  "Pour un sort qui dit « Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3} », c’est le contrôleur du sort ciblé qui décide de payer ou non pendant la résolution du premier sort.")
C("Only untapped creatures can block, and blocking doesn't cause a creature to become tapped.",
  "Seules les créatures dégagées peuvent bloquer, et une créature qui bloque reste dégagée.")
C("Unlocking a door doesn't use the stack, so players can't respond to it. They can respond to any ability that triggers when the door becomes unlocked.",
  "Le déverrouillage d’un accès ne passe pas par la pile, et on ne peut donc pas y répondre ; on peut en revanche répondre aux capacités qui se déclenchent quand l’accès est déverrouillé.")
C("If you would draw a card while your library is empty, you don't lose right away. You lose the next time state-based actions are checked.",
  "Piocher dans une bibliothèque vide ne vous fait pas perdre immédiatement : vous perdez la partie la prochaine fois que les actions basées sur un état sont vérifiées.")
C("Milling a card moves it from the top of your library to your graveyard. It isn't the same as discarding it.",
  "Meuler une carte consiste à la mettre du dessus de votre bibliothèque dans votre cimetière, ce qui est différent de s’en défausser.")
C("If you venture into the dungeon twice in one turn, you move forward two rooms.",
  "Si vous vous aventurez dans le donjon 2 fois au cours du même tour, vous avancez de 2 pièces.")
C("When you unlock Locker Room, nothing happens right away. Its ability matters only during combat.",
  "Lorsque vous déverrouillez Vestiaire, rien ne se passe dans l’immédiat : sa capacité ne joue un rôle que pendant le combat.")
C("An ability that counts the creatures in your party never gets a number higher than 4.",
  "Une capacité qui compte les créatures de votre groupe n’obtient jamais un nombre supérieur à quatre.")
C("Rooms are enchantments, so spells that target an enchantment can target them. A Room with both doors locked is still a permanent. It has no abilities, though. Unlocking a door later gives the Room that door's abilities.",
  "Les pièces sont des enchantements ; elles peuvent donc être ciblées par des sorts qui ciblent un enchantement. Une pièce dont les deux accès sont verrouillés reste un permanent, mais elle n’a aucune capacité. Si vous déverrouillez un accès plus tard, la pièce gagne les capacités de cet accès.")
C("Removing the blocking creature from combat doesn't make the attacking creature unblocked. Unless the attacker has trample, it deals no combat damage.",
  "Une créature attaquante bloquée le reste même si la créature qui la bloque est retirée du combat ; à moins d’avoir le piétinement, elle n’inflige alors aucune blessure de combat.")
C("If two or more triggered abilities you control trigger at the same time, you put them on the stack in any order you choose.",
  "Quand plusieurs capacités déclenchées que vous contrôlez se déclenchent en même temps, vous les mettez sur la pile dans l’ordre de votre choix.")
C("An activated ability that costs mana isn't a mana ability unless it produces mana as it resolves.",
  "Une capacité activée qui coûte du mana n’est une capacité de mana que si elle produit du mana en se résolvant.")
C("When you scry 2, you may put both cards on the bottom of your library, leave both on top, or put one on top and the other on the bottom.",
  "Regard 2 vous permet de mettre les deux cartes au-dessous de votre bibliothèque, de les laisser toutes les deux au-dessus, ou d’en mettre une au-dessus et l’autre au-dessous.")
C("Each time you cast your commander from the command zone, it costs {2} more for each previous time you've cast it from there this game.",
  "Votre commandant coûte {2} de plus à lancer depuis la zone de commandement pour chaque fois où vous l’avez déjà lancé depuis celle-ci au cours de la partie.")
C("Coveted Prize's cost reduction applies only to generic mana. It can't reduce the {B} in its cost.",
  "La réduction de coût de Prix convoité ne s’applique qu’au mana générique ; elle ne peut pas réduire le {B} de son coût.")
C("A token that leaves the battlefield can't move to another zone or come back. It ceases to exist the next time state-based actions are checked.",
  "Un jeton qui quitte le champ de bataille ne peut ni changer de zone ni revenir ; il cesse d’exister la prochaine fois que les actions basées sur un état sont vérifiées.")
C("Replacement effects apply before the event happens. If two of them would apply to the same event, the affected player or the controller of the affected object chooses the order.",
  "Les effets de remplacement s’appliquent avant l’événement. Lorsque deux d’entre eux pourraient s’appliquer au même événement, c’est le joueur concerné ou le contrôleur de l’objet concerné qui choisit l’ordre.")
C("Damage that's prevented isn't dealt, so abilities that trigger when damage is dealt won't trigger.",
  "Les blessures prévenues ne sont pas infligées ; les capacités qui se déclenchent quand des blessures sont infligées ne se déclenchent donc pas.")
C("Ward triggers when the permanent becomes the target of a spell or ability an opponent controls. Unless that player pays the ward cost, the spell or ability is countered.",
  "La garde se déclenche quand le permanent devient la cible d’un sort ou d’une capacité qu’un adversaire contrôle ; si ce joueur ne paie pas le coût de garde, le sort ou la capacité est contrecarré.")
C("If you gain control of a creature this turn, you can't attack with it unless it has haste.",
  "Une créature dont vous avez acquis le contrôle ce tour-ci ne peut attaquer que si elle a la célérité.")
C("When a player leaves a multiplayer game, all objects that player owns leave the game too.",
  "Lorsqu’un joueur quitte une partie multijoueur, tous les objets dont il est propriétaire quittent également la partie.")
C("You can sacrifice only permanents you control. Sacrificing a creature isn't destroying it, so indestructible doesn't help.",
  "On ne peut sacrifier que des permanents que l’on contrôle. Sacrifier une créature n’est pas la détruire : l’indestructibilité n’y change donc rien.")
C("If you're instructed to discard a card at random, you don't choose which card is discarded.",
  "Lorsque vous devez vous défausser d’une carte au hasard, vous ne choisissez pas laquelle.")
C("If all players pass priority in succession while the stack is empty, the current step or phase ends.",
  "Quand tous les joueurs passent successivement la priorité alors que la pile est vide, l’étape ou la phase en cours se termine.")
C("A face-down permanent is a 2/2 creature with no name, mana cost, subtypes or abilities. Its mana value is 0.",
  "Un permanent face cachée est une créature 2/2 sans nom, sans coût de mana, sans sous-type et sans capacité. Sa valeur de mana est 0.")

# ---------------------------------------------------------------------------
# PART 3 — defect pairs: numbers, symbols, terminology, templating, card_names
# (exactly one planted defect each; the rest of the target is correct)
# ---------------------------------------------------------------------------
# numbers: a number changed (word or digit, never inside a {symbol} or P/T)
D("numbers", "Peter Parker's Camera enters with three film counters, so its ability can be activated at most three times unless counters are added to it.",
  "L’Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule » ; sa capacité peut donc être activée au plus deux fois, à moins que des marqueurs n’y soient ajoutés.")
D("numbers", "In a Commander game, each player's starting life total is 40. Decks contain exactly 100 cards, including the commander.",
  "Dans une partie de Commander, chaque joueur commence avec 40 points de vie. Les decks comptent exactement 99 cartes, commandant compris.")
D("numbers", "If you scry 2 while your library has only one card, you look at that one card.",
  "Si vous faites un regard 3 alors que votre bibliothèque ne contient qu’une seule carte, vous regardez cette carte.")
D("numbers", "Seek the Beast exiles the top two cards of your library. If your library has only one card, you exile that card.",
  "En quête de la bête exile les trois cartes du dessus de votre bibliothèque. Si votre bibliothèque ne contient qu'une carte, vous exilez celle-ci.")
D("numbers", "Coveted Prize lets you cast a spell with mana value 4 or less. A spell with mana value 5 can't be cast this way.",
  "Prix convoité vous permet de lancer un sort de valeur de mana inférieure ou égale à 4. Un sort de valeur de mana 6 ne peut pas être lancé de cette façon.")
D("numbers", "Johann, Apprentice Sorcerer allows you to cast one instant or sorcery spell from the top of your library each turn. You can't cast a second one that turn, even if the first was countered.",
  "Johann, apprenti sorcier vous permet de lancer un sort d’éphémère ou de rituel depuis le dessus de votre bibliothèque à chaque tour. Vous ne pouvez pas en lancer un troisième ce tour-ci, même si le premier a été contrecarré.")
D("numbers", "If a creature with double strike deals combat damage in both combat damage steps, Locker Room's ability can trigger twice that combat.",
  "Si une créature avec la double initiative inflige des blessures de combat lors des deux étapes de blessures de combat, la capacité de Vestiaire peut se déclencher trois fois au cours de ce combat.")
D("numbers", "The number of creatures in your party is always between zero and four, no matter how many creatures you control.",
  "Le nombre de créatures de votre groupe est toujours compris entre zéro et cinq, quel que soit le nombre de créatures que vous contrôlez.")

# symbols: a mana/tap symbol or a P/T modifier changed or dropped (digits untouched)
D("symbols", "To activate Peter Parker's Camera's ability, you pay {2}, {T} and remove a film counter from it.",
  "Pour activer la capacité de l’Appareil photo de Peter Parker, vous payez {2} et retirez un marqueur « pellicule » de celui-ci.")
D("symbols", "If a door's mana cost is {2}{U}, you pay {2}{U} to unlock it as a special action.",
  "Si le coût de mana d’un accès est {2}{U}, vous payez {2}{B} pour le déverrouiller par une action spéciale.")
D("symbols", "A spell with mana cost {X}{R}{R} and X equal to 3 has mana value 5 on the stack.",
  "Un sort de coût de mana {X}{R}{G} avec X égal à 3 a une valeur de mana de 5 sur la pile.")
D("symbols", "The Virtuous Role gives the enchanted creature +1/+1 for each enchantment you control.",
  "Le Rôle Vertueux donne à la créature enchantée -1/-1 pour chaque enchantement que vous contrôlez.")
D("symbols", "Ward {2} means that the spell or ability is countered unless its controller pays {2}.",
  "Garde {2} signifie que le sort ou la capacité est contrecarré à moins que son contrôleur ne paie 2.")
D("symbols", 'An ability such as "{T}: Add {G}." is a mana ability because it has no target, could add mana and isn\'t a loyalty ability.',
  "Une capacité telle que « {T} : Ajoutez {C}. » est une capacité de mana, car elle n’a pas de cible, peut ajouter du mana et n’est pas une capacité de loyauté.")
D("symbols", "A face-down creature is 2/2, so a -1/-1 counter on it makes it 1/1.",
  "Une créature face cachée est une 2/2 ; un marqueur +1/+1 sur elle en fait donc une 1/1.")
D("symbols", "You can't activate a {T} ability of a creature you haven't controlled continuously since your most recent turn began.",
  "Vous ne pouvez pas activer une capacité {Q} d’une créature que vous ne contrôlez pas sans interruption depuis le début de votre tour le plus récent.")

# terminology: one forbidden or non-official word for a terms.csv term
D("terminology", "You can unlock a door of a Room only if it's locked.",
  "Vous ne pouvez déverrouiller une porte d’une pièce que si elle est verrouillée.")
D("terminology", "You may pay the mana cost of a locked door to unlock it any time you could cast a sorcery.",
  "Vous pouvez payer le coût de mana d’un accès verrouillé pour l’ouvrir au moment où vous pourriez lancer un rituel.")
D("terminology", "If an effect would put counters on a permanent you control, Doubling Season causes it to put twice that many counters instead.",
  "Si un effet devait mettre des compteurs sur un permanent que vous contrôlez, Saison de dédoublement lui fait en mettre deux fois plus à la place.")
D("terminology", "A Role is a token, so it ceases to exist if it leaves the battlefield.",
  "Un Rôle est un pion ; il cesse donc d’exister s’il quitte le champ de bataille.")
D("terminology", "If the triggered ability is countered, the Role token isn't created.",
  "Si la capacité déclenchée est annulée, le jeton de Rôle n’est pas créé.")
D("terminology", "Panharmonicon causes each such triggered ability to trigger one additional time.",
  "Panharmonicus fait que chacune de ces capacités induites se déclenche une fois de plus.")
D("terminology", "The mana value of a Room card in your hand is the total of the mana costs of both its halves.",
  "Le coût converti de mana d’une carte de pièce dans votre main est la somme des coûts de mana de ses deux moitiés.")
D("terminology", "A face-down spell on the stack has no mana cost, so its mana value is 0.",
  "Un sort face retournée sur la pile n’a pas de coût de mana ; sa valeur de mana est donc 0.")
D("terminology", "Once the card is in exile, you may cast it as a creature spell, but you can't cast it as an Adventure again.",
  "Une fois la carte en exil, vous pouvez la jouer en tant que sort de créature, mais vous ne pouvez pas la relancer en tant qu’aventure.")

# templating: non-official wording for a template phrase of terms.csv
D("templating", 'A modal spell that says "Choose one —" can\'t be cast with two modes.',
  "Un sort modal qui dit « Choisissez un — » ne peut pas être lancé avec deux modes.")
D("templating", 'The mode of a "Choose one —" ability is chosen as the ability is put on the stack.',
  "Le mode d’une capacité « Choisissez-en un — » est choisi au moment où la capacité est mise sur la pile.")
D("templating", 'An ability that begins "At the beginning of your upkeep" triggers only during your turn.',
  "Une capacité qui commence par « Au commencement de votre entretien » ne se déclenche que pendant votre tour.")
D("templating", 'An ability worded "At the beginning of each end step" triggers during every player\'s turn.',
  "Une capacité formulée « Lors du début de chaque étape de fin » se déclenche pendant le tour de chaque joueur.")
D("templating", 'An ability that says "whenever a creature dies" triggers for each creature that dies, even if several die at once.',
  "Une capacité qui dit « toutes les fois qu’une créature meurt » se déclenche pour chaque créature qui meurt, même si plusieurs meurent en même temps.")
D("templating", "Whenever Ellivere of the Wild Court attacks, you create a Virtuous Role attached to another target creature you control.",
  "Au moment où Ellivère de la Cour sauvage attaque, vous créez un jeton de Rôle Vertueux attaché à une autre créature ciblée que vous contrôlez.")
D("templating", 'Activated abilities are written in the form "[Cost]: [Effect]." The cost must be paid in full when you activate the ability.',
  "Les capacités activées s’écrivent sous la forme « [Coût] — [Effet] ». Le coût doit être payé en totalité quand vous activez la capacité.")

# card_names: official FR name wrong, misspelled, kept in English or half translated
D("card_names", "Panharmonicon doesn't copy triggered abilities; it makes them trigger an additional time.",
  "Panharmonicon ne copie pas les capacités déclenchées : il les fait se déclencher une fois de plus.")
D("card_names", "Doubling Season doesn't affect a token that's created under an opponent's control.",
  "Saison de doublement n’affecte pas un jeton créé sous le contrôle d’un adversaire.")
D("card_names", "Bottomless Pool's ability can target a creature you control.",
  "La capacité de Piscine sans fonds peut cibler une créature que vous contrôlez.")
D("card_names", "Johann, Apprentice Sorcerer lets you look at the top card of your library at any time, even while you're casting a spell.",
  "Johann, Apprentice Sorcier vous permet de regarder la carte du dessus de votre bibliothèque à tout moment, même pendant que vous lancez un sort.")
D("card_names", "Tenacious Tomeseeker's triggered ability returns an instant or sorcery card, not a creature card.",
  "La capacité déclenchée de Tenacious Tomeseeker renvoie une carte d’éphémère ou de rituel, et non une carte de créature.")
D("card_names", "Ellivere of the Wild Court's first ability can't target Ellivere itself.",
  "La première capacité d’Ellivère de la Cour sylvestre ne peut pas cibler Ellivère elle-même.")
D("card_names", "You must search for a card with Coveted Prize even if you don't have a full party.",
  "Vous devez chercher une carte avec Trophée convoité même si vous n’avez pas de groupe complet.")
D("card_names", "The Spot, Living Portal's last ability puts it on the bottom of its owner's library.",
  "La dernière capacité de La Tâche, portail vivant la met au-dessous de la bibliothèque de son propriétaire.")

# ---------------------------------------------------------------------------
# PART 4 — defect pairs: untranslated, wrong_language, omission, negation,
# punctuation, missing
# ---------------------------------------------------------------------------
# untranslated: whole target left in English (4) or one sentence/clause left in English (4)
_u = "A Role token's controller is the player who created it, not necessarily the controller of the creature it enchants."
D("untranslated", _u, _u)
_u = "Abilities of face-down permanents can't be activated unless another effect grants them."
D("untranslated", _u, _u)
_u = "Mana abilities resolve immediately after they're activated."
D("untranslated", _u, _u)
_u = "A Room that leaves the battlefield and returns is a new object with both of its doors locked."
D("untranslated", _u, _u)
D("untranslated", "When a spell is copied, the copy is created on the stack. It isn't cast, and it resolves before the original.",
  "Quand un sort est copié, la copie est créée sur la pile. It isn't cast, and it resolves before the original.")
D("untranslated", "Unlocking a door isn't casting a spell. Effects that reduce the cost of spells don't apply to it.",
  "Déverrouiller un accès n’est pas lancer un sort. Effects that reduce the cost of spells don't apply to it.")
D("untranslated", "If a creature with trample is blocked, its controller assigns lethal damage to the blockers and may assign the rest to the player.",
  "Si une créature avec le piétinement est bloquée, son contrôleur assigne des blessures mortelles aux bloqueurs and may assign the rest to the player.")
D("untranslated", "Discarding a card is a cost when it appears before the colon. You can't activate the ability without a card in hand to discard.",
  "Se défausser d’une carte est un coût quand cela figure avant les deux-points. You can't activate the ability without a card in hand to discard.")

# wrong_language: all or most of the target in Spanish, Italian, German or Portuguese
D("wrong_language", "If a spell with {X} in its mana cost is cast without paying its mana cost, X is 0.",
  "Si un hechizo con {X} en su coste de maná se lanza sin pagar su coste de maná, X es 0.")
D("wrong_language", "Players may respond to a triggered ability before it resolves, but not to a mana ability.",
  "I giocatori possono rispondere a un'abilità innescata prima che si risolva, ma non a un'abilità di mana.")
D("wrong_language", "A token that is put into a graveyard ceases to exist the next time state-based actions are checked.",
  "Ein Spielstein, der auf einen Friedhof gelegt wird, hört auf zu existieren, sobald zustandsbasierte Aktionen das nächste Mal überprüft werden.")
D("wrong_language", "You can venture into the dungeon even if you've already completed a dungeon this game.",
  "Você pode se aventurar na masmorra mesmo que já tenha completado uma masmorra nesta partida.")
D("wrong_language", "Combat damage is dealt simultaneously. A creature that deals lethal damage to a blocking creature still receives damage from it.",
  "Les blessures de combat sont infligées simultanément. Una criatura que inflige daño letal a una criatura bloqueadora recibe igualmente el daño de esta.")
D("wrong_language", "Hexproof doesn't stop a creature from being affected by spells that don't target, such as those that destroy all creatures.",
  "La défense talismanique non impedisce che una creatura sia influenzata da magie che non bersagliano, come quelle che distruggono tutte le creature.")
D("wrong_language", "When a player leaves the game, any spells and abilities that player controls on the stack cease to exist.",
  "Wenn ein Spieler das Spiel verlässt, hören alle Zaubersprüche und Fähigkeiten, die er auf dem Stapel kontrolliert, auf zu existieren.")

# omission: a sentence or clause dropped (no term, number, symbol, negation or card name in it)
D("omission", "A Room's door stays unlocked even if another player gains control of the Room. The new controller benefits from it right away.",
  "L’accès d’une pièce reste déverrouillé même si un autre joueur acquiert le contrôle de celle-ci.")
D("omission", "The number of creatures in your party is checked as the spell resolves, and it's checked again each time that information is needed.",
  "Le nombre de créatures de votre groupe est vérifié au moment où le sort se résout.")
D("omission", "When a spell or ability would create a Role token attached to a creature that can't be enchanted, the token isn't created. The rest of the effect still happens.",
  "Quand un sort ou une capacité devrait créer un jeton de Rôle attaché à une créature qui ne peut pas être enchantée, le jeton n’est pas créé.")
D("omission", "Each player, starting with the active player, puts the triggered abilities they control on the stack in the order they choose. All players then see that order.",
  "Chaque joueur, en commençant par le joueur actif, met sur la pile les capacités déclenchées qu’il contrôle dans l’ordre de son choix.")
D("omission", "Turning a face-down permanent face up is a special action. You can do it any time you have priority, and the other players learn what the permanent is.",
  "Retourner face visible un permanent face cachée est une action spéciale. Vous pouvez le faire à tout moment où vous avez la priorité.")
D("omission", "A copy of an ability resolves before the original if both are on the stack, since it was put there later. Players may respond to each of them separately.",
  "Une copie d’une capacité se résout avant l’originale si les deux sont sur la pile, puisqu’elle y a été mise plus tard.")
D("omission", "Discarding a card puts it into its owner's graveyard, and every player can see which card it was.",
  "Se défausser d’une carte la met dans le cimetière de son propriétaire.")
D("omission", "If a player concedes, the game continues for the remaining players. Everything that player owns leaves the game, as in any other case of a player leaving.",
  "Si un joueur concède, la partie continue pour les autres joueurs. Tout ce qu’il possède quitte la partie.")

# negation: a negation removed or added, or the meaning otherwise flipped
D("negation", "You can't unlock a door that's already unlocked.",
  "Vous pouvez déverrouiller un accès qui est déjà déverrouillé.")
D("negation", "A copy of a permanent spell becomes a token as it resolves. It isn't a card.",
  "Une copie d’un sort de permanent devient un jeton en se résolvant. Il s’agit d’une carte.")
D("negation", "Hexproof doesn't stop you from targeting your own creatures.",
  "La défense talismanique vous empêche de cibler vos propres créatures.")
D("negation", "A creature that came under your control this turn can still block.",
  "Une créature passée sous votre contrôle ce tour-ci ne peut pas bloquer.")
D("negation", "The mana value of a copy of a spell is the same as that of the original.",
  "La valeur de mana d’une copie d’un sort n’est pas la même que celle de l’original.")
D("negation", "Venturing into the dungeon is mandatory when an effect instructs you to do so.",
  "S’aventurer dans le donjon est facultatif quand un effet vous demande de le faire.")
D("negation", "A player who has priority may cast an instant even if the stack isn't empty.",
  "Un joueur qui a la priorité peut lancer un éphémère seulement si la pile est vide.")
D("negation", "Ward triggers even if the opponent's spell also has other targets.",
  "La garde ne se déclenche pas si le sort de l’adversaire a aussi d’autres cibles.")

# punctuation: final mark missing or wrong (EN ends with a period)
D("punctuation", "When a Room spell resolves, the door you cast becomes unlocked as the Room enters.",
  "Quand un sort de pièce se résout, l’accès que vous avez lancé est déverrouillé au moment où la pièce arrive")
D("punctuation", "A commander that would be put into a library or a hand can also be put into the command zone instead.",
  "Un commandant qui devrait être mis dans une bibliothèque ou dans une main peut aussi être mis dans la zone de commandement à la place !")
D("punctuation", "Abilities of cards in your hand generally don't function.",
  "Les capacités des cartes dans votre main ne fonctionnent généralement pas ?")
D("punctuation", "Each player draws a card during their draw step. The player who plays first skips the draw step of their first turn.",
  "Chaque joueur pioche une carte pendant son étape de pioche. Le joueur qui commence saute l’étape de pioche de son premier tour ;")
D("punctuation", "If you control two Panharmonicons, an applicable ability triggers two additional times.",
  "Si vous contrôlez deux Panharmonicus, une capacité concernée se déclenche deux fois de plus,")
D("punctuation", "Mana that isn't spent empties from your mana pool at the end of each step and phase.",
  "Le mana qui n’a pas été dépensé disparaît de votre réserve à la fin de chaque étape et de chaque phase :")
D("punctuation", "Sacrificing a permanent isn't the same as destroying it, so regeneration can't replace it.",
  "Sacrifier un permanent n’est pas le détruire ; la régénération ne peut donc pas le remplacer")

# missing: empty or whitespace-only target
D("missing", "Players can't look at the cards in a library unless an effect allows them to.", "")
D("missing", "If a creature's toughness is 0 or less, it's put into its owner's graveyard as a state-based action.", " ")
D("missing", "Casting a spell from exile follows the same timing rules as casting it from your hand.", "\n")
D("missing", "An emblem can't be removed or destroyed.", "\t")
D("missing", "Roles you control on an opponent's creature still count as enchantments you control.", "\u00a0")
D("missing", "Unlocking the second door of a Room doesn't cause the first door's abilities to trigger again.", "  \n  ")
