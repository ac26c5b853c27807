#!/usr/bin/env python3
"""Build qa_fresh8_fr.jsonl: a hand-written, labelled FR evaluation set for the translation QA checks.

Written by a helper session, apart from the checks (see qa_fresh8_fr_README.md).
Every pair is held below as Python data: CLEAN (expected []) and DEFECTS[check] (exactly one planted defect).
Run:  python3 bench/eval/qa_fresh8_fr.py   (writes qa_fresh8_fr.jsonl next to this script)
Nothing here imports the project.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "qa_fresh8_fr.jsonl")

CHECKS = ["numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"]

# Official FR names, from data/sources/cards/forge/cardnames-fr-FR.txt (Questing Druid is not used:
# its catalog line keeps the English name).
CARD_NAMES = {
    "Bottomless Pool": "Piscine sans fond",
    "Locker Room": "Vestiaire",
    "Coveted Prize": "Prix convoité",
    "Doubling Season": "Saison de dédoublement",
    "Ellivere of the Wild Court": "Ellivère de la Cour sauvage",
    "Johann, Apprentice Sorcerer": "Johann, apprenti sorcier",
    "Panharmonicon": "Panharmonicus",
    "Peter Parker's Camera": "Appareil photo de Peter Parker",
    "Seek the Beast": "En quête de la bête",
    "Tenacious Tomeseeker": "Chercheur de grimoires tenace",
    "The Spot, Living Portal": "La Tache, portail vivant",
}

CLEAN = []                                  # (en, target)
DEFECTS = {c: [] for c in CHECKS}           # check -> [(en, target)]


def build():
    pairs = [(en, tg, []) for en, tg in CLEAN]
    for check in CHECKS:
        pairs += [(en, tg, [check]) for en, tg in DEFECTS[check]]
    # --- writer's own consistency checks (not a QA check) ---
    ens = [p[0] for p in pairs]
    assert len(ens) == len(set(ens)), "duplicate EN text"
    for en, tg, exp in pairs:
        assert en.strip() and en.strip()[-1] in '.")', en
        if not exp:
            assert tg.strip() and tg.rstrip()[-1] in ".»", tg
            for e, f in CARD_NAMES.items():
                if e in en and "Spot" not in e:
                    assert f in tg, (e, tg)
            assert '"' not in tg, tg
        elif exp == ["card_names"]:
            assert any(e in en and f not in tg for e, f in CARD_NAMES.items()), tg
        elif exp == ["missing"]:
            assert not tg.strip(), repr(tg)
        elif exp not in (["punctuation"], ["untranslated"], ["wrong_language"]):
            assert tg.rstrip()[-1] in ".»", tg
    rng = random.Random(20261208)
    rng.shuffle(pairs)
    with open(OUT, "w", encoding="utf-8") as fh:
        for i, (en, tg, exp) in enumerate(pairs, 1):
            fh.write(json.dumps({"id": f"fr-f8-{i:03d}", "lang": "fr", "en": en, "target": tg,
                                 "expected": exp}, ensure_ascii=False) + "\n")
    counts = {c: len(DEFECTS[c]) for c in CHECKS}
    print(f"wrote {len(pairs)} pairs to {OUT}: clean {len(CLEAN)}, defects {sum(counts.values())}", counts)


# ======================= PART 1: clean pairs (Rooms, dungeons, party, Adventures, Roles, copies) =======================
CLEAN += [
    ("If a Room has one locked door, its mana value is the mana value of its unlocked door only. A Room with both doors locked has a mana value of 0 while it's on the battlefield.",
     "Si l’un des accès d’une Pièce est verrouillé, la valeur de mana de cette Pièce est uniquement celle de son accès déverrouillé. Tant qu’elle est sur le champ de bataille, une Pièce dont les deux accès sont verrouillés a une valeur de mana de 0."),
    ("Unlocking a door is a special action. You can take it any time you have priority during your main phase while the stack is empty.",
     "Déverrouiller un accès est une action spéciale. Vous pouvez l’effectuer à n’importe quel moment où vous avez la priorité pendant votre phase principale, alors que la pile est vide."),
    ("Locker Room's ability triggers only once for each player dealt combat damage, no matter how many of your creatures dealt combat damage to that player.",
     "La capacité du Vestiaire ne se déclenche qu’une fois pour chaque joueur à qui des blessures de combat ont été infligées, quel que soit le nombre de vos créatures qui lui en ont infligé."),
    ("When both doors of a Room are unlocked, the Room is fully unlocked. If one of its doors becomes locked later, it's no longer fully unlocked.",
     "Une Pièce dont les deux accès sont déverrouillés est entièrement déverrouillée. Si l’un de ses accès est ensuite verrouillé, elle cesse de l’être."),
    ("Bottomless Pool's ability can return a creature you control. If you choose no target, the ability does nothing, but the door is still unlocked. Returning your own creature can be useful if it has a strong ability that triggers when it enters.",
     "La capacité de la Piscine sans fond peut renvoyer une créature que vous contrôlez. Si vous ne choisissez aucune cible, elle n'a aucun effet, mais l'accès reste déverrouillé. Renvoyer l’une de vos propres créatures peut être utile si elle a une capacité intéressante qui se déclenche quand elle arrive sur le champ de bataille."),
    ("Bottomless Pool // Locker Room is a single card with two doors. Its mana value in your hand is the total of the mana costs of both doors.",
     "Piscine sans fond // Vestiaire est une seule carte comportant deux accès. Dans votre main, sa valeur de mana est égale à la somme des coûts de mana de ses deux accès."),
    ("Once the ability of the bottommost room has left the stack, the dungeon is completed and removed from the game. The next time you venture into the dungeon, you may choose any dungeon, including the one you just completed. There's no limit to how many dungeons you can complete in a game.",
     "Dès que la capacité de la dernière pièce du donjon a quitté la pile, le donjon est terminé et retiré de la partie. La prochaine fois que vous vous aventurerez dans le donjon, vous pourrez choisir n’importe quel donjon, y compris celui que vous venez de terminer. Vous pouvez terminer autant de donjons que vous le souhaitez au cours d’une partie."),
    ("When you take the initiative, you venture into the dungeon tied to the initiative. At the beginning of your upkeep, if you still have the initiative, you venture into it again.",
     "Quand vous prenez l’initiative, vous vous aventurez dans le donjon associé à l’initiative. Au début de votre entretien, si vous avez toujours l’initiative, vous vous y aventurez de nouveau."),
    ("Venturing into the dungeon three times in one turn moves your marker down three rooms, and each room ability triggers separately.",
     "Si vous vous aventurez dans le donjon 3 fois en un tour, votre marqueur descend de 3 pièces, et la capacité de chaque pièce se déclenche séparément."),
    ("Your party can contain at most four creatures: one Cleric, one Rogue, one Warrior and one Wizard.",
     "Votre groupe compte au plus quatre créatures : un Clerc, un Gredin, un Guerrier et un Sorcier."),
    ("A creature that is both a Rogue and a Wizard counts only once, but you decide which role it fills so that your party is as large as possible.",
     "Une créature qui est à la fois Gredin et Sorcier ne compte qu'une fois, mais c'est à vous de déterminer à quel titre elle compte, de sorte que votre groupe soit le plus grand possible."),
    ("Coveted Prize costs {1} less to cast for each creature in your party, so with a full party it costs {4} less. This reduction applies only to the generic mana in its cost.",
     "Le Prix convoité coûte {1} de moins à lancer pour chaque créature de votre groupe ; avec un groupe complet, il coûte donc {4} de moins. Cette réduction ne s’applique qu’au mana générique de son coût."),
    ("Older printings of Coveted Prize say \"converted mana cost.\" That wording means the same thing as mana value.",
     "Les anciennes versions imprimées du Prix convoité parlent de « coût converti de mana ». Cette expression a le même sens que la valeur de mana."),
    ("If Seek the Beast is countered, the card goes to its owner's graveyard instead of exile, and it can't be cast as a creature from there later.",
     "Si En quête de la bête est contrecarré, la carte est mise dans le cimetière de son propriétaire au lieu d’être exilée, et elle ne pourra pas ensuite y être lancée en tant que créature."),
    ("After Seek the Beast resolves, you exile the card. Later, you may cast the creature from exile, but not the Adventure.",
     "Une fois qu’En quête de la bête s’est résolu, vous exilez la carte. Vous pourrez ensuite lancer la créature depuis l’exil, mais pas l’aventure."),
    ("The two cards exiled by Seek the Beast can be played until your next end step. Any of them you haven't played by then stay in exile.",
     "Vous pouvez jouer les deux cartes exilées par En quête de la bête jusqu’à votre prochaine étape de fin. Celles que vous n’avez pas jouées d’ici là restent en exil."),
    ("If one of the cards exiled by Seek the Beast is a land, you can play it only if you have a land play left this turn. If it's a spell, you still pay its costs to cast it.",
     "Si l'une des cartes exilées par En quête de la bête est un terrain, vous ne pouvez la jouer que s'il vous reste un terrain à jouer ce tour-ci. S'il s'agit d'un sort, vous devez quand même payer ses coûts pour le lancer."),
    ("If a Role you control becomes attached to a creature that already has another Role you control attached to it, the older one is put into its owner's graveyard.",
     "Si un Rôle que vous contrôlez se retrouve attaché à une créature à laquelle est déjà attaché un autre de vos Rôles, le plus ancien est mis dans le cimetière de son propriétaire."),
    ("Ellivere of the Wild Court's first ability creates a Virtuous Role token. If you control no other creature to target, the ability is removed from the stack and no token is created.",
     "La première capacité d’Ellivère de la Cour sauvage crée un jeton de Rôle Vertueux. Si vous ne contrôlez aucune autre créature pouvant être ciblée, la capacité est retirée de la pile et aucun jeton n’est créé."),
    ("If the enchanted creature leaves the battlefield, the Role token is put into the graveyard as a state-based action, and then it ceases to exist.",
     "Si la créature enchantée quitte le champ de bataille, le jeton de rôle est mis au cimetière en tant qu’action basée sur un état, puis il cesse d’exister."),
    ("Ellivere of the Wild Court's last ability triggers once for each enchanted creature you control that deals combat damage to a player.",
     "La dernière capacité d'Ellivère de la Cour sauvage se déclenche une fois pour chacune des créatures enchantées que vous contrôlez qui infligent des blessures de combat à un joueur."),
    ("A copy of a spell isn't cast, so abilities that trigger when a spell is cast won't trigger for it.",
     "Copier un sort n’équivaut pas à le lancer : les capacités qui se déclenchent quand un sort est lancé ne se déclenchent donc pas pour la copie."),
    ("Peter Parker's Camera can't target a mana ability, because mana abilities don't use the stack.",
     "L’Appareil photo de Peter Parker ne peut pas cibler une capacité de mana, car les capacités de mana n’utilisent pas la pile."),
    ("If you copy an activated ability with {X} in its cost, the copy uses the same value of X as the original.",
     "Si vous copiez une capacité activée dont le coût comporte {X}, la copie utilise la même valeur de X que l’original."),
    ("Peter Parker's Camera enters with three film counters. Once you've removed the last one, you can't activate its ability again unless it gets more film counters.",
     "L’Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule ». Une fois le dernier retiré, sa capacité ne peut plus être activée, à moins qu’il ne reçoive de nouveaux marqueurs « pellicule »."),
    ("To activate Peter Parker's Camera's ability, you pay {2}, tap it and remove a film counter from it. All of these are part of the cost and are paid at the same time. If the Camera is already tapped, you can't activate its ability. Untapping it doesn't give it back any film counters.",
     "Pour activer la capacité de l'Appareil photo de Peter Parker, vous payez {2}, vous l'engagez et vous en retirez un marqueur « pellicule ». Tout cela fait partie du coût et se paie en même temps. Si l’Appareil photo est déjà engagé, vous ne pouvez pas activer sa capacité. Le dégager ne lui rend aucun marqueur « pellicule »."),
    ("With Doubling Season, an effect that creates a Role creates two of them. Both become attached to the same creature, then you choose one to keep and the other is put into your graveyard.",
     "Avec la Saison de dédoublement, un effet qui crée un Rôle en crée deux. Tous deux sont attachés à la même créature, puis vous choisissez celui que vous gardez ; l’autre est mis dans votre cimetière."),
    ("Doubling Season doubles the loyalty counters a planeswalker enters with. It doesn't affect loyalty counters put on a planeswalker to pay the cost of a loyalty ability.",
     "La Saison de dédoublement double le nombre de marqueurs « loyauté » avec lesquels un planeswalker arrive. En revanche, elle n’affecte pas les marqueurs « loyauté » placés sur un planeswalker pour payer le coût d’une capacité de loyauté."),
    ("If a spell that would put +1/+1 counters on a creature is countered, Doubling Season has nothing to double.",
     "Si un sort qui devait mettre des marqueurs +1/+1 sur une créature est contrecarré, la Saison de dédoublement n’a rien à doubler."),
    ("Panharmonicon doesn't copy triggered abilities; it makes them trigger twice. You can choose different targets for each instance.",
     "Panharmonicus ne copie pas les capacités déclenchées : il les fait se déclencher deux fois. Vous pouvez choisir des cibles différentes pour chacune d’elles."),
    ("Panharmonicon has no effect on abilities that trigger when a permanent leaves the battlefield or when you unlock a door.",
     "Panharmonicus n’a aucun effet sur les capacités qui se déclenchent quand un permanent quitte le champ de bataille ou quand vous déverrouillez un accès."),
    ("Johann, Apprentice Sorcerer lets you cast only one instant or sorcery spell from the top of your library each turn. A spell cast from there with another effect doesn't count toward that limit.",
     "Johann, apprenti sorcier ne vous permet de lancer qu’un seul sort d’éphémère ou de rituel depuis le dessus de votre bibliothèque à chaque tour. Un sort lancé de cette façon grâce à un autre effet n’est pas pris en compte dans cette limite."),
    ("Tenacious Tomeseeker's bargain cost is optional. If you don't bargain, it still enters, but its ability doesn't trigger.",
     "Payer le coût de négociation du Chercheur de grimoires tenace est facultatif. Sinon, il arrive tout de même sur le champ de bataille, mais sa capacité ne se déclenche pas."),
    ("The Spot, Living Portal's first ability can target a permanent and a card in a graveyard, only one of them, or neither.",
     "La première capacité de La Tache, portail vivant peut cibler un permanent et une carte dans un cimetière, l’un des deux seulement, ou aucun."),
]

# ======================= PART 2: clean pairs (costs, abilities, zones, stack, face-down, commanders, general) =======================
CLEAN += [
    ("If The Spot isn't put on the bottom of its owner's library, for example because it already left the graveyard, the exiled cards stay in exile.",
     "Si La Tache n’est pas mise au-dessous de la bibliothèque de son propriétaire, par exemple parce qu’elle a déjà quitté le cimetière, les cartes exilées restent en exil."),
    ("On the stack, a spell with {X} in its mana cost uses the chosen value of X to determine its mana value. In every other zone, X is 0.",
     "Sur la pile, la valeur de mana d’un sort dont le coût de mana comporte {X} tient compte de la valeur choisie pour X. Dans toute autre zone, X est égal à zéro."),
    ("Cost reductions can't reduce the generic part of a cost below zero, and they never reduce colored mana requirements unless they say so.",
     "Une réduction de coût ne peut pas faire descendre la partie générique d’un coût en dessous de zéro, et elle ne réduit jamais les exigences de mana coloré, sauf indication contraire."),
    ("Kicker is an additional cost. Paying it doesn't change the spell's mana value.",
     "Le kick est un coût supplémentaire. Le payer ne modifie pas la valeur de mana du sort."),
    ("A card cast with flashback is exiled instead of going anywhere else when it leaves the stack, even if it's countered.",
     "Une carte lancée grâce au flashback est exilée au lieu d’aller ailleurs quand elle quitte la pile, même si elle est contrecarrée."),
    ("Cascade triggers when you cast the spell. You exile cards from the top of your library until you exile a nonland card with lesser mana value, and you may cast that card without paying its mana cost.",
     "La cascade se déclenche quand vous lancez le sort. Vous exilez des cartes du dessus de votre bibliothèque jusqu’à exiler une carte non-terrain de valeur de mana inférieure, que vous pouvez lancer sans payer son coût de mana."),
    ("A mana ability doesn't use the stack and can't be responded to. It resolves as soon as it's activated.",
     "Une capacité de mana n’utilise pas la pile, et il est impossible d’y répondre ; elle se résout dès qu’elle est activée."),
    ("An activated ability is written as \"[Cost]: [Effect].\" Everything before the colon is the cost.",
     "Une capacité activée s’écrit « [Coût] : [Effet]. » Tout ce qui précède les deux-points constitue le coût."),
    ("An ability that uses the word \"whenever\" triggers each time its trigger event happens, even several times in the same turn.",
     "Une capacité qui comporte les mots « chaque fois que » se déclenche à chaque fois que son événement déclencheur se produit, même plusieurs fois au cours d’un même tour."),
    ("An ability that triggers \"at the beginning of your upkeep\" won't trigger if the permanent enters after your upkeep has started.",
     "Une capacité qui se déclenche « au début de votre entretien » ne se déclenche pas si le permanent arrive sur le champ de bataille une fois votre entretien commencé."),
    ("An ability that triggers at the beginning of combat on your turn triggers even if you don't intend to attack.",
     "Une capacité qui se déclenche au début du combat pendant votre tour se déclenche même si vous n’avez pas l’intention d’attaquer."),
    ("For a spell that says \"Choose one —,\" you choose the mode as you cast it. You can't change it later, even if the spell is copied.",
     "Pour un sort qui indique « Choisissez l’un — », vous choisissez le mode au moment où vous le lancez. Il n’est plus possible d’en changer par la suite, même si le sort est copié."),
    ("Countering a creature spell doesn't remove counters from anything; the spell is simply put into its owner's graveyard.",
     "Contrecarrer un sort de créature ne retire aucun marqueur de quoi que ce soit : le sort est simplement mis dans le cimetière de son propriétaire."),
    ("A token that leaves the battlefield ceases to exist the next time state-based actions are checked. It can't be cast or put back onto the battlefield.",
     "Un jeton qui quitte le champ de bataille cesse d'exister lors de la vérification suivante des actions basées sur un état. Il ne peut être ni lancé ni remis sur le champ de bataille."),
    ("Removing an attacking creature from combat doesn't untap it, and it doesn't cause abilities that trigger when it attacks to trigger again.",
     "Retirer une créature attaquante du combat ne la dégage pas, et les capacités qui se déclenchent lorsqu’elle attaque ne se déclenchent pas une seconde fois."),
    ("A card that changes zones becomes a new object with no memory of its previous existence. Counters on it are removed, and Auras that were attached to it are put into their owners' graveyards.",
     "Une carte qui change de zone devient un nouvel objet sans aucun lien avec son existence précédente. Les marqueurs qui étaient sur elle disparaissent, et les Auras qui lui étaient attachées sont mises dans le cimetière de leur propriétaire."),
    ("A face-down permanent is a 2/2 creature with no name, no mana cost and no abilities. Its mana value is 0. If it's turned face up, it regains its normal characteristics.",
     "Un permanent face cachée est une créature 2/2 sans nom, sans coût de mana et sans capacités. Sa valeur de mana est de 0. S’il est retourné face visible, il retrouve ses caractéristiques normales."),
    ("Turning a face-down permanent face up doesn't use the stack and isn't a spell, so it can't be countered.",
     "Retourner face visible un permanent face cachée n’utilise pas la pile et ne constitue pas un sort ; on ne peut donc pas le contrecarrer."),
    ("Each time you cast your commander from the command zone, it costs {2} more for each previous time you've cast it from there this game. This additional cost is often called the commander tax.",
     "Chaque fois que vous lancez votre commandant depuis la zone de commandement, il coûte {2} de plus pour chaque fois où vous l’avez déjà lancé depuis cette zone au cours de la partie. On appelle souvent ce coût supplémentaire la taxe de commandant."),
    ("A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
     "Un joueur à qui un même commandant a infligé au total au moins 21 blessures de combat au cours de la partie perd la partie."),
    ("In Commander, if your commander would be put into exile or a graveyard, you may put it into the command zone instead.",
     "En Commander, si votre commandant devait être mis en exil ou dans un cimetière, vous pouvez le mettre dans la zone de commandement à la place."),
    ("If two replacement effects would apply to the same event, the affected player or the controller of the affected object chooses the order.",
     "Quand deux effets de remplacement doivent s’appliquer au même événement, c’est le joueur concerné, ou le contrôleur de l’objet concerné, qui choisit l’ordre."),
    ("A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. It can't be regenerated, and indestructible doesn't save it.",
     "Une créature dont l’endurance est inférieure ou égale à 0 est mise dans le cimetière de son propriétaire en tant qu’action basée sur un état. Elle ne peut pas être régénérée, et l’indestructibilité ne la sauve pas."),
    ("Ward triggers when the permanent becomes the target of a spell or ability an opponent controls. Unless that player pays the ward cost, the spell or ability is countered.",
     "La parade se déclenche quand le permanent devient la cible d’un sort ou d’une capacité qu’un adversaire contrôle. Ce sort ou cette capacité est contrecarré à moins que ce joueur ne paie le coût de parade."),
    ("A creature with protection from blue can't be blocked by blue creatures or targeted by blue spells, and all damage blue sources would deal to it is prevented.",
     "Une créature avec la protection contre le bleu ne peut être ni bloquée par des créatures bleues ni ciblée par des sorts bleus, et toutes les blessures que des sources bleues devraient lui infliger sont prévenues."),
    ("If you gain control of a creature, it can't attack or use {T} abilities this turn unless it has haste or you've controlled it continuously since your most recent turn began.",
     "Si vous acquérez le contrôle d'une créature, elle ne peut ni attaquer ni activer de capacités avec {T} ce tour-ci, sauf si elle a la célérité ou si vous la contrôlez sans interruption depuis le début de votre tour le plus récent."),
    ("You can't sacrifice a permanent you don't control. Sacrificing a creature isn't the same as destroying it, so indestructible doesn't stop it.",
     "Vous ne pouvez sacrifier que des permanents que vous contrôlez. Sacrifier une créature, ce n’est pas la détruire : l’indestructibilité n’empêche donc pas le sacrifice."),
    ("When you surveil 2, you look at the top two cards of your library, put any number of them into your graveyard, and put the rest back on top in any order.",
     "Quand vous surveillez 2, vous regardez les deux cartes du dessus de votre bibliothèque, vous en mettez autant que vous le souhaitez dans votre cimetière et vous remettez le reste au-dessus dans l’ordre de votre choix."),
    ("If you search your library for a card with a stated quality, such as \"a creature card,\" you may choose not to find one even if your library contains one.",
     "Quand vous cherchez dans votre bibliothèque une carte ayant une caractéristique précise, comme « une carte de créature », vous pouvez choisir de ne pas en trouver, même si votre bibliothèque en contient une."),
    ("Leaves-the-battlefield abilities look back in time, so they see the permanent as it last existed on the battlefield.",
     "Les capacités qui se déclenchent quand un permanent quitte le champ de bataille « regardent en arrière » : elles tiennent compte du permanent tel qu’il existait en dernier lieu sur le champ de bataille."),
    ("Effects that change a creature's power and toughness are applied after effects that change its types and abilities, regardless of timestamps.",
     "Les effets qui modifient la force et l’endurance d’une créature s’appliquent après ceux qui modifient ses types et ses capacités, quel que soit leur horodatage."),
    ("An emblem has no characteristics other than its abilities. It can't be removed or destroyed, and it stays in the command zone for the rest of the game.",
     "Un emblème n’a aucune caractéristique hormis ses capacités. Il reste dans la zone de commandement jusqu’à la fin de la partie, sans pouvoir être retiré ni détruit."),
    ("You may activate only one loyalty ability of each planeswalker you control per turn, and only any time you could cast a sorcery.",
     "Vous ne pouvez activer qu'une seule capacité de loyauté par tour pour chaque planeswalker que vous contrôlez, et uniquement au moment où vous pourriez lancer un rituel."),
    ("As a Saga enters, its controller puts a lore counter on it. Another lore counter is added after that player's draw step.",
     "Au moment où une saga arrive sur le champ de bataille, son contrôleur met un marqueur « chapitre » dessus. Un autre marqueur « chapitre » est ajouté après l’étape de pioche de ce joueur."),
    ("After taking a mulligan, you draw seven cards and then put one card on the bottom of your library for each mulligan you've taken.",
     "Après un mulligan, vous piochez sept cartes, puis vous mettez au-dessous de votre bibliothèque une carte par mulligan effectué."),
]

# ======================= PART 3: defects — numbers, symbols, terminology, templating =======================
DEFECTS["numbers"] += [
    # one -> deux
    ("If Tenacious Tomeseeker was bargained, its ability returns one target instant or sorcery card from your graveyard to your hand.",
     "Si le Chercheur de grimoires tenace a été négocié, sa capacité renvoie deux cartes d’éphémère ou de rituel ciblées de votre cimetière dans votre main."),
    # two -> trois
    ("Seek the Beast exiles the top two cards of your library. You may play those cards until your next end step.",
     "En quête de la bête exile les trois cartes du dessus de votre bibliothèque. Vous pouvez jouer ces cartes jusqu’à votre prochaine étape de fin."),
    # four -> cinq
    ("A full party consists of four creatures, one of each party creature type.",
     "Un groupe complet se compose de cinq créatures, une de chaque type de créature du groupe."),
    # 40 -> 20
    ("In a four-player game of Commander, each player starts at 40 life.",
     "Dans une partie de Commander à quatre joueurs, chaque joueur commence avec 20 points de vie."),
    # second "three" -> deux
    ("Peter Parker's Camera enters with three film counters, so you can activate its ability up to three times without help from other effects.",
     "L’Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule » : vous pouvez donc activer sa capacité jusqu’à deux fois sans l’aide d’autres effets."),
    # seven -> six
    ("Each player who takes a mulligan draws a new hand of seven cards. They then put on the bottom of their library as many cards as the number of mulligans they've taken.",
     "Chaque joueur qui prend un mulligan pioche une nouvelle main de six cartes. Il met ensuite au-dessous de sa bibliothèque autant de cartes que le nombre de mulligans qu'il a pris."),
    # two cards -> trois cartes
    ("If two enchanted creatures you control deal combat damage to a player, Ellivere of the Wild Court's last ability triggers twice and you draw two cards.",
     "Si deux créatures enchantées que vous contrôlez infligent des blessures de combat à un joueur, la dernière capacité d’Ellivère de la Cour sauvage se déclenche deux fois et vous piochez trois cartes."),
    # three or more -> au moins quatre
    ("A Saga with three chapter abilities is sacrificed once it has three or more lore counters and its last chapter ability has left the stack.",
     "Une saga qui a trois capacités de chapitre est sacrifiée dès qu’elle a au moins quatre marqueurs « chapitre » et que sa dernière capacité de chapitre a quitté la pile."),
]

DEFECTS["symbols"] += [
    # {T} dropped
    ("Peter Parker's Camera's ability costs {2}, {T}, and removing a film counter.",
     "La capacité de l’Appareil photo de Peter Parker coûte {2} et le retrait d’un marqueur « pellicule »."),
    # {2}{U} -> {2}{B} (second occurrence)
    ("Unlocking a door costs exactly that door's mana cost. If the locked door costs {2}{U}, cost reductions for spells don't apply, and you must pay {2}{U}.",
     "Déverrouiller un accès coûte exactement le coût de mana de cet accès. Si l’accès verrouillé coûte {2}{U}, les réductions de coût des sorts ne s’appliquent pas, et vous devez payer {2}{B}."),
    # +1/+1 -> -1/-1
    ("The Virtuous Role gives the enchanted creature +1/+1 for each enchantment you control.",
     "Le Rôle Vertueux donne -1/-1 à la créature enchantée pour chaque enchantement que vous contrôlez."),
    # {X} dropped from {X}{R}
    ("If X is 3, a spell with mana cost {X}{R} has mana value 4 on the stack.",
     "Si X est égal à 3, un sort de coût de mana {R} a une valeur de mana de 4 sur la pile."),
    # {T} -> {Q}
    ("An ability with the cost \"{T}, Sacrifice a creature\" can't be activated if the permanent is already tapped.",
     "Une capacité dont le coût est « {Q}, sacrifiez une créature » ne peut pas être activée si le permanent est déjà engagé."),
    # -1/-1 -> +1/+1
    ("If a +1/+1 counter is put on a creature that has a -1/-1 counter, both counters are removed as a state-based action.",
     "Si un marqueur +1/+1 est mis sur une créature qui a un marqueur +1/+1, les deux marqueurs sont retirés en tant qu’action basée sur un état."),
    # {B} -> {G}
    ("Coveted Prize's cost reduction can't reduce the {B} in its mana cost.",
     "La réduction de coût du Prix convoité ne peut pas réduire le {G} de son coût de mana."),
    # 3/3 -> 3/2 (digit inside a P/T)
    ("A face-down creature is 2/2. If an effect gives it +1/+1 until end of turn, it's 3/3 until that turn ends.",
     "Une créature face cachée est une 2/2. Si un effet lui donne +1/+1 jusqu’à la fin du tour, elle est 3/2 jusqu’à la fin de ce tour."),
]

DEFECTS["terminology"] += [
    # door -> porte (fr_forbidden)
    ("Each door of a Room has its own name, mana cost and abilities.",
     "Chaque porte d’une Pièce a ses propres nom, coût de mana et capacités."),
    # unlock -> ouvrir (fr_forbidden)
    ("You can unlock the second door of a Room even if the first one was unlocked this turn.",
     "Vous pouvez ouvrir le second accès d’une Pièce même si le premier a été déverrouillé ce tour-ci."),
    # mana value -> coût converti de mana (fr_forbidden)
    ("Cascade compares the mana value of the exiled card with the mana value of the spell with cascade.",
     "La cascade compare le coût converti de mana de la carte exilée avec la valeur de mana du sort qui a la cascade."),
    # triggered ability -> capacité induite (fr_forbidden)
    ("A triggered ability is put on the stack the next time a player would receive priority. If several abilities trigger at the same time, their controller chooses their order. Abilities that trigger while a spell is resolving wait until it has finished resolving.",
     "Une capacité induite est mise sur la pile la prochaine fois qu’un joueur devrait recevoir la priorité. Si plusieurs capacités se déclenchent en même temps, leur contrôleur choisit leur ordre. Les capacités qui se déclenchent pendant la résolution d’un sort attendent que celle-ci soit terminée."),
    # token -> pion (fr_forbidden)
    ("Doubling Season doubles the number of tokens created under your control, including Roles.",
     "La Saison de dédoublement double le nombre de pions créés sous votre contrôle, y compris les Rôles."),
    # counter (noun) -> compteur (fr_forbidden)
    ("You can't remove a counter from a permanent to pay a cost if that permanent has no counters of that kind.",
     "Vous ne pouvez pas retirer un compteur d’un permanent pour payer un coût si ce permanent n’a aucun marqueur de ce type."),
    # counter (verb) -> annuler (fr_forbidden)
    ("If the ward cost isn't paid, the spell that targeted the permanent is countered.",
     "Si le coût de parade n’est pas payé, le sort qui ciblait le permanent est annulé."),
    # cast -> jouer (fr_forbidden for cast)
    ("You can cast the Adventure half of a card from your hand, then later cast the creature from exile.",
     "Vous pouvez jouer la partie aventure d’une carte depuis votre main, puis lancer plus tard la créature depuis l’exil."),
    # face-down -> face retournée (fr_forbidden)
    ("A face-down spell on the stack is a 2/2 creature spell with no name.",
     "Un sort face retournée sur la pile est un sort de créature 2/2 sans nom."),
    # graveyard -> défausse (non-official, not in fr_forbidden)
    ("The Spot, Living Portal can exile a nonland permanent card from any graveyard, not only yours.",
     "La Tache, portail vivant peut exiler une carte de permanent non-terrain depuis n’importe quelle défausse, pas seulement la vôtre."),
]

DEFECTS["templating"] += [
    # Choose one — -> Choisissez un — (fr_forbidden of the template row)
    ("Some modal spells say \"Choose one —.\" You choose exactly one mode.",
     "Certains sorts modaux indiquent « Choisissez un — ». Vous choisissez exactement un mode."),
    # Choose one — -> Choisissez-en un —
    ("If a copied ability says \"Choose one —,\" the copy has the same mode as the original.",
     "Si une capacité copiée indique « Choisissez-en un — », la copie a le même mode que l’original."),
    # Choose one — -> Choisissez un —
    ("When you cast a spell that says \"Choose one —,\" you can't choose a mode that requires targets if none are available.",
     "Quand vous lancez un sort qui indique « Choisissez un — », vous ne pouvez pas choisir un mode qui requiert des cibles s'il n'y en a aucune de disponible."),
    # Whenever -> Toutes les fois que
    ("An ability that reads \"Whenever you unlock a door\" triggers once for each door you unlock.",
     "Une capacité qui indique « Toutes les fois que vous déverrouillez un accès » se déclenche une fois pour chaque accès que vous déverrouillez."),
    # Whenever -> Dès que
    ("Ellivere of the Wild Court's first ability begins \"Whenever Ellivere enters or attacks.\" It triggers when Ellivere enters and each time it attacks.",
     "La première capacité d’Ellivère de la Cour sauvage commence par « Dès qu’Ellivère arrive sur le champ de bataille ou attaque ». Elle se déclenche quand Ellivère arrive sur le champ de bataille, ainsi qu’à chacune de ses attaques."),
    # At the beginning of -> Au commencement de
    ("An ability that says \"At the beginning of your end step\" triggers even if you skipped your combat phase.",
     "Une capacité qui indique « Au commencement de votre étape de fin » se déclenche même si vous avez passé votre phase de combat."),
    # At the beginning of -> Lors du début de
    ("\"At the beginning of your upkeep\" abilities trigger before you draw for the turn. You can respond to them with instants.",
     "Les capacités « Lors du début de votre entretien » se déclenchent avant que vous ne piochiez pour le tour. Vous pouvez y répondre avec des éphémères."),
    # [Cost]: [Effect] -> cost and effect joined by a dash instead of " : "
    ("An ability written \"{1}, {T}: Draw a card.\" is an activated ability.",
     "Une capacité qui s’écrit « {1}, {T} — Piochez une carte. » est une capacité activée."),
]

# ======================= PART 4: defects — card_names, untranslated, wrong_language, omission =======================
DEFECTS["card_names"] += [
    # kept in English
    ("Doubling Season also doubles the counters a creature you control enters with.",
     "Doubling Season double aussi les marqueurs avec lesquels une créature que vous contrôlez arrive sur le champ de bataille."),
    # kept in English (EN Panharmonicon, FR Panharmonicus)
    ("Panharmonicon affects abilities of Rooms that trigger when an artifact or creature enters.",
     "Panharmonicon affecte les capacités de Pièces qui se déclenchent quand un artefact ou une créature arrive sur le champ de bataille."),
    # misspelled: Court for Cour
    ("Ellivere of the Wild Court's last ability counts each enchanted creature separately.",
     "La dernière capacité d’Ellivère de la Court sauvage compte séparément chaque créature enchantée."),
    # non-official translation: Bassin for Piscine
    ("Bottomless Pool's ability can target a creature an opponent controls.",
     "La capacité du Bassin sans fond peut cibler une créature contrôlée par un adversaire."),
    # half translated
    ("The Spot, Living Portal's last ability returns the exiled cards only if The Spot was put on the bottom of its owner's library.",
     "La dernière capacité de La Tache, Living Portal ne renvoie les cartes exilées que si La Tache a été mise au-dessous de la bibliothèque de son propriétaire."),
    # wrong: doublement for dédoublement
    ("If you control two Doubling Seasons, an effect that would create one token creates four instead.",
     "Si vous contrôlez deux exemplaires de Saison de doublement, un effet qui devait créer un jeton en crée quatre à la place."),
    # misspelled: grimoire (singular)
    ("Tenacious Tomeseeker's ability checks only whether it was bargained; what you sacrificed doesn't matter.",
     "La capacité du Chercheur de grimoire tenace vérifie seulement s’il a été négocié ; ce que vous avez sacrifié n’a pas d’importance."),
]

DEFECTS["untranslated"] += [
    # wholly English (target == source)
    ("The Role token's controller, not the enchanted creature's controller, chooses which Role to keep.",
     "The Role token's controller, not the enchanted creature's controller, chooses which Role to keep."),
    # second sentence left in English
    ("A Room card in your hand has the combined characteristics of both its doors. Its mana value is the total of both mana costs.",
     "Une carte de Pièce dans votre main a les caractéristiques combinées de ses deux accès. Its mana value is the total of both mana costs."),
    # main clause left in English
    ("If you venture into the dungeon with no dungeon in the command zone, you choose one and put your venture marker on its first room.",
     "Si vous vous aventurez dans le donjon alors que vous n’avez aucun donjon dans la zone de commandement, you choose one and put your venture marker on its first room."),
    # wholly English
    ("Casting a creature from exile after its Adventure follows the normal timing rules for creature spells.",
     "Casting a creature from exile after its Adventure follows the normal timing rules for creature spells."),
    # first sentence left in English
    ("Mana abilities can be activated while you're casting a spell. This is how you usually pay for it.",
     "Mana abilities can be activated while you're casting a spell. C’est généralement ainsi que vous le payez."),
    # second sentence left in English
    ("Hexproof means the permanent can't be the target of spells or abilities your opponents control. You can still target it with your own.",
     "La défense talismanique signifie que le permanent ne peut pas être la cible de sorts ou de capacités que vos adversaires contrôlent. You can still target it with your own."),
    # wholly English, with one French word left at the start
    ("A copy of a permanent spell becomes a token as it resolves. That token isn't a card, even though it was a spell.",
     "Une copy of a permanent spell becomes a token as it resolves. That token isn't a card, even though it was a spell."),
]

DEFECTS["wrong_language"] += [
    # Spanish
    ("When a spell or ability resolves, each player receives priority again, starting with the active player.",
     "Cuando un hechizo o una habilidad se resuelve, cada jugador vuelve a recibir la prioridad, empezando por el jugador activo."),
    # Italian
    ("You can't sacrifice a token you don't control, even to pay a cost.",
     "Non puoi sacrificare una pedina che non controlli, nemmeno per pagare un costo."),
    # German
    ("Exiled cards are face up unless an effect says otherwise.",
     "Ins Exil geschickte Karten liegen offen, sofern ein Effekt nichts anderes besagt."),
    # Portuguese
    ("A token that's a copy of a creature copies its printed values and any copy effects, but not the counters on it.",
     "Uma ficha que é cópia de uma criatura copia os valores impressos e quaisquer efeitos de cópia, mas não os marcadores sobre ela."),
    # second sentence in Spanish
    ("A locked door has no abilities while the Room is on the battlefield. Once you unlock it, its abilities start working right away.",
     "Un accès verrouillé n’a aucune capacité tant que la Pièce est sur le champ de bataille. Una vez que lo desbloqueas, sus habilidades empiezan a funcionar de inmediato."),
    # second sentence in Italian
    ("State-based actions are checked whenever a player would receive priority. Players don't receive priority during the cleanup step unless something happens during it.",
     "Les actions basées sur un état sont vérifiées chaque fois qu’un joueur devrait recevoir la priorité. I giocatori non ricevono la priorità durante la sottofase di cancellazione, a meno che non accada qualcosa in quel momento."),
    # German
    ("Discarding a card with flashback puts it into your graveyard, from where you may cast it later.",
     "Wenn du eine Karte mit Rückblende abwirfst, kommt sie auf deinen Friedhof, von wo aus du sie später wirken kannst."),
]

DEFECTS["omission"] += [
    # dropped: "and the rest stay on top in any order"
    ("When you scry, you look at the top cards of your library. You may put any of them on the bottom in any order, and the rest stay on top in any order.",
     "Quand vous effectuez un regard, vous regardez les cartes du dessus de votre bibliothèque. Vous pouvez en mettre autant que vous voulez au-dessous dans l’ordre de votre choix."),
    # dropped: "This is a common misunderstanding."
    ("Protection from a color doesn't stop abilities that don't target, such as those that affect each creature. This is a common misunderstanding.",
     "La protection contre une couleur n’empêche pas les capacités qui ne ciblent pas, comme celles qui affectent chaque créature."),
    # dropped: "This happens before any player can respond."
    ("When a triggered ability is put on the stack, its controller chooses its targets. This happens before any player can respond.",
     "Quand une capacité déclenchée est mise sur la pile, son contrôleur en choisit les cibles."),
    # dropped: ", which can matter in long games"
    ("Commander damage is tracked separately for each commander, and it's kept even if the commander changes zones, which can matter in long games.",
     "Les blessures infligées par un commandant sont comptabilisées séparément pour chaque commandant, et ce décompte est conservé même si le commandant change de zone."),
    # dropped: "and keeping it is often hard"
    ("In multiplayer games, the initiative can pass from player to player many times during a round, and keeping it is often hard. Each time a player takes it, they venture into the dungeon.",
     "Dans les parties multijoueurs, l’initiative peut passer d’un joueur à l’autre de nombreuses fois au cours d’un tour de table. Chaque fois qu’un joueur la prend, il s’aventure dans le donjon."),
    # dropped: ", at any time you like"
    ("Johann, Apprentice Sorcerer lets you look at the top card of your library, but other players can't see it. Only you may look at it, at any time you like.",
     "Johann, apprenti sorcier vous permet de regarder la carte du dessus de votre bibliothèque, mais les autres joueurs ne peuvent pas la voir. Vous seul pouvez la regarder."),
    # dropped: ", much like the choice of modes"
    ("If an effect copies a kicked spell, the copy is kicked too. That's because the choice to pay the kicker cost is copied along with the spell, much like the choice of modes.",
     "Si un effet copie un sort kické, la copie est kickée elle aussi. En effet, le choix de payer le coût de kick est copié avec le sort."),
    # dropped: ", so you can keep your best cards"
    ("After a mulligan, you choose which cards to put on the bottom after looking at your new hand, so you can keep your best cards. This is often called the London mulligan.",
     "Après un mulligan, vous choisissez les cartes à mettre au-dessous de votre bibliothèque après avoir regardé votre nouvelle main. On parle souvent de mulligan de Londres."),
]

# ======================= PART 5: defects — negation, punctuation, missing =======================
DEFECTS["negation"] += [
    # negation removed in the first clause
    ("You can't unlock a door that's already unlocked, so you can't pay its mana cost again to trigger its abilities a second time.",
     "Vous pouvez déverrouiller un accès déjà déverrouillé ; vous ne pouvez donc pas payer de nouveau son coût de mana pour déclencher ses capacités une seconde fois."),
    # negation added
    ("A spell cast from exile with Seek the Beast's effect can be countered as normal.",
     "Un sort lancé depuis l’exil grâce à l’effet d’En quête de la bête ne peut pas être contrecarré normalement."),
    # second negation removed
    ("Dungeons aren't permanents, so they can't be destroyed or exiled. They stay in the command zone until they're completed. Effects that refer to permanents ignore them.",
     "Les donjons ne sont pas des permanents : ils peuvent donc être détruits ou exilés. Ils restent dans la zone de commandement jusqu’à ce qu’ils soient terminés. Les effets qui concernent les permanents n’en tiennent pas compte."),
    # meaning flipped: before -> après
    ("The copy created by Peter Parker's Camera resolves before the original ability.",
     "La copie créée par l’Appareil photo de Peter Parker se résout après la capacité originale."),
    # negation added
    ("A permanent with hexproof can be the target of spells and abilities its controller controls.",
     "Un permanent doté de la défense talismanique ne peut pas être la cible des sorts et des capacités de son contrôleur."),
    # negation removed
    ("A face-down creature doesn't have the abilities of its front face. If it's turned face up, it gets them immediately.",
     "Une créature face cachée a les capacités de son recto. Si elle est retournée face visible, elle les acquiert immédiatement."),
    # meaning flipped: less -> plus cher
    ("Coveted Prize costs less to cast for each creature in your party.",
     "Le Prix convoité coûte plus cher à lancer pour chaque créature de votre groupe."),
]

DEFECTS["punctuation"] += [
    # no final mark
    ("A Role token is an Aura enchantment with enchant creature.",
     "Un jeton de Rôle est un enchantement — Aura avec enchanter : créature"),
    # "!" for "."
    ("Emblems are controlled by the player who got them, and spells that destroy permanents can't affect them.",
     "Les emblèmes sont contrôlés par le joueur qui les a obtenus, et les sorts qui détruisent des permanents ne peuvent pas les affecter !"),
    # "?" for "."
    ("If a spell is countered, it doesn't resolve and none of its effects happen.",
     "Si un sort est contrecarré, il ne se résout pas et aucun de ses effets ne se produit ?"),
    # ";" for "."
    ("You may mulligan as many times as you like, but each time you'll end up with one fewer card.",
     "Vous pouvez prendre autant de mulligans que vous le souhaitez, mais chaque fois vous vous retrouverez avec une carte de moins ;"),
    # "," for "."
    ("The active player puts their triggered abilities on the stack first, then each other player does so in turn order.",
     "Le joueur actif met d’abord ses capacités déclenchées sur la pile, puis chaque autre joueur fait de même dans l’ordre du tour,"),
    # no final mark
    ("Locker Room's ability triggers after combat damage is dealt, not when creatures are declared as attackers. If all that damage is prevented, it doesn't trigger. You draw only one card for each player who was dealt damage.",
     "La capacité du Vestiaire se déclenche une fois les blessures de combat infligées, et non quand les créatures sont déclarées comme attaquantes. Si toutes ces blessures sont prévenues, elle ne se déclenche pas. Vous ne piochez qu’une carte pour chaque joueur blessé"),
    # ":" for "."
    ("A sacrificed permanent is put into its owner's graveyard, even if another player controlled it.",
     "Un permanent sacrifié est mis dans le cimetière de son propriétaire, même si un autre joueur le contrôlait :"),
]

DEFECTS["missing"] += [
    ("Discarding a card isn't the same as putting it into your graveyard from your hand with another effect.", ""),
    ("A player who searches their library must shuffle it afterward if the effect tells them to.", " "),
    ("When a control-changing effect ends, the permanent returns to the player who controlled it before, who isn't necessarily its owner.", "\n"),
    ("Once a planeswalker has no loyalty counters, it's put into its owner's graveyard.", "\t"),
    ("Layers determine the order in which continuous effects are applied.", "   "),
    ("Each opponent's party is counted separately from yours.", " \n\t"),
    ("If a spell cast as an Adventure is copied, the copy is also an Adventure.", "\u00a0"),
]

build()
