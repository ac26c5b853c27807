#!/usr/bin/env python3
"""qa_fresh5_fr — hand-written FR evaluation pairs for the translation-QA checks.

Written apart from the checks (see qa_fresh5_fr_README.md). Running this script
writes qa_fresh5_fr.jsonl next to it. Each pair is (expected_label_or_None, en, target).
The ids are derived from a hash of the texts, so they do not reveal the label,
and the output is sorted by id.
"""
import hashlib
import json
import os

CHECKS = {"numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"}
PAIRS = []


def add(label, en, target):
    assert label is None or label in CHECKS, label
    PAIRS.append((label, en, target))


def write():
    seen = set()
    rows = []
    for label, en, target in PAIRS:
        assert en not in seen, "duplicate EN: " + en
        seen.add(en)
        h = hashlib.sha1((en + "\x00" + target).encode("utf-8")).hexdigest()[:8]
        rows.append({"id": "fr-f5-" + h, "lang": "fr", "en": en, "target": target,
                     "expected": [label] if label else []})
    assert len({r["id"] for r in rows}) == len(rows)
    rows.sort(key=lambda r: r["id"])
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "qa_fresh5_fr.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = {}
    for label, _, _ in PAIRS:
        counts[label or "clean"] = counts.get(label or "clean", 0) + 1
    print(len(rows), "pairs written to", out)
    print(sorted(counts.items()))

# ---------------------------------------------------------------- PART 1: clean pairs (1/2)
C = None  # clean: expected []

# Rooms / doors / unlock
add(C, "Unlocking a door is a special action. It doesn't use the stack, and players can't respond to it.",
    "Déverrouiller un accès est une action spéciale : cela n'utilise pas la pile et aucun joueur ne peut y répondre.")
add(C, "If Bottomless Pool // Locker Room enters without being cast, both of its doors will be locked.",
    "Si Piscine sans fond // Vestiaire arrive sans avoir été lancée, ses deux accès seront verrouillés.")
add(C, "Once a door is unlocked, it stays unlocked unless an effect locks it again.",
    "Un accès déverrouillé ne redevient verrouillé que si un effet le verrouille de nouveau.")
add(C, "You may unlock a locked door of a Room you control any time you could cast a sorcery, even if the other door is still locked.",
    "Vous pouvez déverrouiller un accès verrouillé d'une Pièce que vous contrôlez à n'importe quel moment où vous pourriez lancer un rituel, même si l'autre accès est encore verrouillé.")
add(C, "Locker Room's ability triggers only once per combat damage step for each player dealt damage, no matter how many of your creatures dealt combat damage to that player.",
    "La capacité du Vestiaire ne se déclenche qu'une seule fois par étape des blessures de combat pour chaque joueur blessé, quel que soit le nombre de vos créatures qui lui ont infligé des blessures de combat.")
add(C, "Each Room card has two doors, and each door has its own name, mana cost and abilities.",
    "Chaque carte de pièce comporte deux accès, qui ont chacun leur propre nom, leur propre coût de mana et leurs propres capacités.")

# Dungeons / venture / initiative
add(C, "The first time you venture into the dungeon in a game, you choose a dungeon card from outside the game, put it into the command zone and start in its first room.",
    "La première fois que vous vous aventurez dans le donjon au cours d'une partie, vous choisissez une carte de donjon en dehors de la partie, vous la mettez dans la zone de commandement et vous commencez dans sa première pièce.")
add(C, "Room abilities of a dungeon are triggered abilities. They can be copied or countered like any other triggered ability.",
    "Les capacités des pièces d'un donjon sont des capacités déclenchées : on peut les copier ou les contrecarrer comme n'importe quelle autre capacité déclenchée.")
add(C, "You can take the initiative even if you already have it. If you do, you venture into the dungeon again.",
    "Vous pouvez prendre l’initiative même si vous la détenez déjà ; dans ce cas, vous vous aventurez de nouveau dans le donjon.")
add(C, "You complete a dungeon as it's removed from the game, which happens once the ability of its last room has resolved or otherwise left the stack.",
    "Vous terminez un donjon au moment où il est retiré de la partie, ce qui arrive une fois que la capacité de sa dernière pièce s'est résolue ou a quitté la pile d'une autre manière.")

# Party
add(C, "Your party can include at most one creature of each of the four party types: Cleric, Rogue, Warrior and Wizard.",
    "Votre groupe comprend au maximum une créature de chacun des quatre types concernés : Clerc, Gredin, Guerrier et Sorcier.")
add(C, "You have a full party if your party contains four creatures. A creature with several of those types can fill only one slot.",
    "Vous avez un groupe complet si votre groupe compte quatre créatures. Une créature qui a plusieurs de ces types n'occupe qu'une seule place.")
add(C, "If you control no Clerics, Rogues, Warriors or Wizards, the number of creatures in your party is 0.",
    "Si vous ne contrôlez ni clerc, ni gredin, ni guerrier, ni sorcier, votre groupe compte zéro créature.")

# Adventures
add(C, "If a spell cast as an Adventure is countered, it goes to its owner's graveyard instead of exile, and you won't be able to cast the creature later.",
    "Si un sort lancé comme aventure est contrecarré, il est mis dans le cimetière de son propriétaire au lieu d'être exilé, et vous ne pourrez pas lancer la créature plus tard.")
add(C, "The two cards exiled by Seek the Beast can be played only until your next end step. Playing a land this way counts as your land play for the turn.",
    "Vous ne pouvez jouer les deux cartes exilées par En quête de la bête que jusqu'à votre prochaine étape de fin. Jouer un terrain de cette manière compte comme votre terrain joué pour le tour.")
add(C, "An adventurer card in your hand is a creature card, and its mana value is determined only by its creature characteristics.",
    "Dans votre main, une carte d’aventurier est une carte de créature, dont la valeur de mana ne dépend que de ses caractéristiques de créature.")

# Roles
add(C, "Roles are Auras, so a Role attached to an illegal permanent is put into its owner's graveyard as a state-based action.",
    "Comme les Rôles sont des Auras, un Rôle attaché à un permanent illégal est mis dans le cimetière de son propriétaire en tant qu'action basée sur un état.")
add(C, "Ellivere of the Wild Court's first ability can target a creature that already has a Virtuous Role you control attached to it. The older of those Roles will be put into the graveyard.",
    "La première capacité d'Ellivère de la Cour sauvage peut cibler une créature à laquelle est déjà attaché un rôle Vertueux que vous contrôlez ; le plus ancien des deux rôles sera alors mis au cimetière.")
add(C, "A Role token isn't a creature, even though it's attached to one.",
    "Bien qu'attaché à une créature, un jeton de Rôle n'en est pas une lui-même.")

# Copies
add(C, "A copy of a spell is created on the stack; it isn't cast. Abilities that trigger when a spell is cast won't trigger.",
    "La copie d'un sort est créée directement sur la pile : elle n'est pas lancée, donc les capacités qui se déclenchent quand un sort est lancé ne se déclenchent pas.")
add(C, "If Peter Parker's Camera copies an ability whose cost included {X}, the copy uses the same value of X.",
    "Si l'Appareil photo de Peter Parker copie une capacité dont le coût comprenait {X}, la copie utilise la même valeur de X.")
add(C, "A copy of a permanent copies only what is printed on the original, plus any other copy effects. It doesn't copy counters, Auras or whether the original is tapped.",
    "La copie d'un permanent ne reprend que ce qui est imprimé sur l'original, ainsi que les éventuels autres effets de copie ; les marqueurs, les Auras et le fait que l'original soit engagé ne sont pas copiés.")
add(C, "When you copy a modal spell (\"Choose one —\"), the copy has the same mode as the original.",
    "La copie d'un sort modal (« Choisissez l'un — ») a le même mode que l'original.")

# Costs / mana value / {X}
add(C, "The mana value of a card with {X} in its mana cost counts X as 0 everywhere except on the stack.",
    "Partout ailleurs que sur la pile, X vaut 0 dans le calcul de la valeur de mana d'une carte dont le coût de mana comprend {X}.")
add(C, "Cost reductions can reduce only the generic part of a cost. They can't reduce the amount of colored mana you pay.",
    "Les réductions de coût ne s'appliquent qu'à la partie générique d'un coût ; elles ne diminuent jamais la quantité de mana coloré à payer.")
add(C, "Coveted Prize's cost reduction can't reduce the colored mana in its cost. With a full party, it costs {4} less.",
    "La réduction de coût du Prix convoité ne peut pas réduire le mana coloré de son coût. Avec un groupe complet, il coûte {4} de moins.")
add(C, "If you cast a spell with {X} in its mana cost without paying its mana cost, the value of X is 0.",
    "Si vous lancez sans payer son coût de mana un sort dont le coût de mana contient {X}, X vaut 0.")

# Activated / triggered / mana abilities
add(C, "If a creature came under your control this turn, you can't activate its abilities with {T} in the cost unless it has haste.",
    "Vous ne pouvez activer les capacités ayant {T} dans leur coût d'une créature passée sous votre contrôle ce tour-ci que si elle a la célérité.")
add(C, "In an ability written \"[Cost]: [Effect],\" everything before the colon is paid when you activate it, and nothing after the colon happens until it resolves.",
    "Dans une capacité de la forme « [Coût] : [Effet] », tout ce qui précède les deux-points est payé au moment où vous l'activez, et rien de ce qui les suit ne se produit avant sa résolution.")
add(C, "A triggered ability that triggers during the resolution of a spell waits until that spell has finished resolving. It's put on the stack the next time a player would receive priority.",
    "Une capacité qui se déclenche pendant la résolution d'un sort attend que celui-ci ait fini de se résoudre, puis elle est mise sur la pile la prochaine fois qu'un joueur devrait recevoir la priorité.")
add(C, "Panharmonicon affects abilities that trigger whenever an artifact or creature enters, but not abilities that trigger when one leaves the battlefield.",
    "Le Panharmonicus s'applique aux capacités qui se déclenchent chaque fois qu'un artefact ou une créature arrive sur le champ de bataille, mais pas à celles qui se déclenchent quand l'un d'eux quitte le champ de bataille.")
add(C, "Mana abilities don't use the stack, so they can't be responded to, even if they have other effects as well.",
    "Les capacités de mana n’utilisent pas la pile ; il est donc impossible d’y répondre, même quand elles ont aussi d’autres effets.")
add(C, "An ability such as \"{T}: Add {G}.\" is a mana ability even though it has {T} in its cost.",
    "Une capacité comme « {T} : Ajoutez {G}. » est une capacité de mana, bien qu'elle ait {T} dans son coût.")

# ---------------------------------------------------------------- PART 2: clean pairs (2/2)
# Counters (noun) vs countering (verb)
add(C, "If a permanent has both a +1/+1 counter and a -1/-1 counter on it, they're removed in pairs as a state-based action.",
    "Quand un permanent a à la fois un marqueur +1/+1 et un marqueur -1/-1, ces marqueurs sont retirés par paires en tant qu'action basée sur un état.")
add(C, "Doubling Season applies to the loyalty counters a planeswalker enters with, so a planeswalker entering under your control starts with twice its printed loyalty. It doesn't affect loyalty costs such as +1.",
    "La Saison de dédoublement s'applique aux marqueurs « loyauté » avec lesquels un planeswalker arrive : un planeswalker qui arrive sous votre contrôle a donc deux fois sa loyauté imprimée. Elle n'a aucun effet sur les coûts de loyauté comme +1.")
add(C, "Countering a spell doesn't remove counters from any permanent, and removing a counter doesn't counter anything.",
    "Contrecarrer un sort ne retire aucun marqueur d'un permanent, et retirer un marqueur ne contrecarre rien.")

# Tokens
add(C, "A token that leaves the battlefield ceases to exist the next time state-based actions are checked. It can't be returned to the battlefield.",
    "Un jeton qui quitte le champ de bataille cesse d'exister lors de la vérification suivante des actions basées sur un état ; il est impossible de le renvoyer sur le champ de bataille.")
add(C, "If you control two Doubling Seasons, an effect that would create one token creates four instead.",
    "Avec deux exemplaires de la Saison de dédoublement sous votre contrôle, un effet qui devrait créer un jeton en crée quatre à la place.")

# Combat
add(C, "If a creature gains first strike after first-strike damage has been dealt, it still deals combat damage in the regular combat damage step.",
    "Une créature qui acquiert l'initiative une fois les blessures d'initiative infligées inflige tout de même ses blessures de combat lors de l'étape des blessures de combat normale.")
add(C, "When assigning combat damage, a creature with trample must assign lethal damage to all its blockers before it can assign the rest to the player or planeswalker it's attacking.",
    "Au moment d'assigner ses blessures de combat, une créature avec le piétinement doit assigner des blessures mortelles à tous ses bloqueurs avant de pouvoir assigner le reste au joueur ou au planeswalker qu'elle attaque.")
add(C, "With deathtouch, 1 damage counts as lethal damage, so a creature with trample and deathtouch needs to assign only 1 damage to each blocker.",
    "Avec le contact mortel, une seule blessure suffit à être mortelle : une créature avec le piétinement et le contact mortel n'a donc besoin d'assigner qu'une blessure à chaque bloqueur.")
add(C, "Once a creature has been blocked, it stays blocked even if every creature blocking it is removed from combat. Unless it has trample, it won't deal combat damage.",
    "Une créature bloquée le reste, même si toutes les créatures qui la bloquent sont retirées du combat ; à moins d'avoir le piétinement, elle n'inflige alors aucune blessure de combat.")

# Zones / stack / priority
add(C, "Cards exiled face down can't be looked at by any player unless an effect allows it.",
    "Personne ne peut regarder les cartes exilées face cachée, sauf si un effet le permet.")
add(C, "The last spell or ability put on the stack is the first one to resolve.",
    "C’est le dernier sort ou la dernière capacité mis sur la pile qui se résout en premier.")
add(C, "After a spell resolves, the active player receives priority. Nothing else resolves until all players pass in succession.",
    "Après la résolution d'un sort, le joueur actif reçoit la priorité, et rien d'autre ne se résout tant que tous les joueurs n'ont pas passé successivement.")
add(C, "You can activate mana abilities while casting a spell, even though you don't have priority at that moment.",
    "Vous pouvez activer des capacités de mana pendant que vous lancez un sort, même si vous n'avez pas la priorité à ce moment-là.")

# Face-down
add(C, "A face-down permanent is a 2/2 colorless creature with no name, no abilities and no mana cost.",
    "Un permanent face cachée est une créature incolore 2/2 sans nom, sans capacité et sans coût de mana.")
add(C, "Turning a face-down permanent face up doesn't use the stack and can't be responded to.",
    "Retourner face visible un permanent face cachée n'utilise pas la pile, et on ne peut pas y répondre.")

# Commanders
add(C, "If your commander would be put into your hand or library from anywhere, you may put it into the command zone instead.",
    "Si votre commandant devait être mis dans votre main ou dans votre bibliothèque depuis n'importe où, vous pouvez le mettre dans la zone de commandement à la place.")
add(C, "Casting your commander from the command zone costs {2} more for each previous time you've cast it from there this game.",
    "Votre commandant coûte {2} de plus à lancer depuis la zone de commandement pour chaque fois que vous l'avez déjà lancé depuis cette zone au cours de la partie.")

# Replacement / prevention / SBA
add(C, "If two replacement effects would apply to the same event, the affected player or the controller of the affected object chooses the order.",
    "Si deux effets de remplacement devaient s'appliquer au même événement, c'est le joueur concerné, ou le contrôleur de l'objet concerné, qui choisit leur ordre.")
add(C, "Damage that's prevented isn't dealt, so abilities that trigger on damage being dealt won't trigger.",
    "Des blessures prévenues ne sont pas infligées ; les capacités qui se déclenchent quand des blessures sont infligées ne se déclenchent donc pas.")
add(C, "A creature with toughness 0 or less is put into its owner's graveyard as a state-based action. Regeneration can't replace this event.",
    "Une créature dont l'endurance est inférieure ou égale à 0 est mise dans le cimetière de son propriétaire en tant qu'action basée sur un état, et la régénération ne peut pas remplacer cet événement.")

# Protection / hexproof / ward
add(C, "Hexproof stops only your opponents' spells and abilities from targeting the permanent. You can still target it yourself.",
    "La défense talismanique empêche uniquement vos adversaires de cibler le permanent avec leurs sorts et leurs capacités : vous pouvez toujours le cibler vous-même.")
add(C, "Ward triggers when the permanent becomes the target of a spell or ability an opponent controls. If that player doesn't pay the ward cost, the spell or ability is countered.",
    "La garde se déclenche quand le permanent devient la cible d'un sort ou d'une capacité qu'un adversaire contrôle ; si ce joueur ne paie pas le coût de garde, le sort ou la capacité est contrecarré.")

# Control, multiplayer, sacrifice, discard
add(C, "If you gain control of a creature until end of turn, it returns to its owner during the cleanup step, even if it's no longer a creature.",
    "Si vous acquérez le contrôle d'une créature jusqu'à la fin du tour, elle revient sous le contrôle de son propriétaire pendant l'étape de nettoyage, même si elle n'est plus une créature.")
add(C, "When a player leaves a multiplayer game, all objects that player owns leave the game too.",
    "Quand un joueur quitte une partie multijoueur, tous les objets dont il est propriétaire quittent aussi la partie.")
add(C, "You can sacrifice only permanents you control. Sacrificing a creature isn't destroying it, so an indestructible creature can still be sacrificed.",
    "On ne peut sacrifier que des permanents que l'on contrôle. Sacrifier une créature ne revient pas à la détruire : une créature indestructible peut donc tout de même être sacrifiée.")
add(C, "If you're instructed to discard more cards than you have in hand, you discard your whole hand.",
    "Si vous devez vous défausser de plus de cartes que vous n’en avez en main, vous vous défaussez de toute votre main.")

# Scry / surveil / library search
add(C, "If you surveil 2 and put both cards into your graveyard, abilities that trigger whenever a card is put into your graveyard trigger twice.",
    "Si vous effectuez une surveillance 2 et mettez les deux cartes dans votre cimetière, les capacités qui se déclenchent chaque fois qu'une carte est mise dans votre cimetière se déclenchent deux fois.")
add(C, "When you search your library for a card with a stated quality, you may choose not to find one, even if such a card is there.",
    "Quand vous cherchez dans votre bibliothèque une carte ayant une caractéristique précise, vous pouvez ne pas la trouver, même si une telle carte s'y trouve.")
add(C, "Because Coveted Prize doesn't ask for a card with a particular quality, you must find a card if your library isn't empty.",
    "Comme le Prix convoité ne demande pas de carte ayant une caractéristique précise, vous devez en trouver une si votre bibliothèque n'est pas vide.")

# Leaves the battlefield / The Spot
add(C, "Leaves-the-battlefield abilities \"look back in time,\" so they see the permanent as it last existed on the battlefield.",
    "Les capacités qui se déclenchent quand un permanent quitte le champ de bataille « regardent en arrière » : elles prennent en compte le permanent tel qu'il existait en dernier sur le champ de bataille.")
add(C, "If The Spot dies and you put it on the bottom of its owner's library, the exiled cards return to their owners' hands.",
    "Si La Tache meurt et que vous la mettez au-dessous de la bibliothèque de son propriétaire, les cartes exilées retournent dans la main de leurs propriétaires.")

# Layers
add(C, "Effects that modify a creature's power and toughness apply after effects that set them to a specific value, regardless of timestamp.",
    "Les effets qui modifient la force et l'endurance d'une créature s'appliquent après ceux qui leur donnent une valeur précise, quel que soit leur horodatage.")

# Catalog cards, templates
add(C, "Johann, Apprentice Sorcerer lets you cast only one instant or sorcery spell from the top of your library each turn.",
    "Johann, apprenti sorcier ne vous permet de lancer qu'un seul sort d'éphémère ou de rituel depuis le dessus de votre bibliothèque par tour.")
add(C, "If you don't bargain Tenacious Tomeseeker, its ability doesn't trigger when it enters.",
    "Si vous ne négociez pas le Chercheur de grimoires tenace, sa capacité ne se déclenche pas quand il arrive sur le champ de bataille.")
add(C, "Ellivere of the Wild Court's last ability triggers whenever an enchanted creature you control deals combat damage to a player, even if the Aura enchanting it is controlled by an opponent.",
    "La dernière capacité d'Ellivère de la Cour sauvage se déclenche à chaque fois qu'une créature enchantée que vous contrôlez inflige des blessures de combat à un joueur, même si l'Aura qui l'enchante est contrôlée par un adversaire.")
add(C, "If a permanent with an ability that triggers at the beginning of your upkeep enters during your upkeep, that ability won't trigger that turn.",
    "Si un permanent ayant une capacité qui se déclenche au début de votre entretien arrive sur le champ de bataille pendant votre entretien, cette capacité ne se déclenche pas ce tour-ci.")
add(C, "Abilities that trigger \"at the beginning of combat on your turn\" resolve before attackers are declared, so a creature that gains haste this way can attack.",
    "Les capacités qui se déclenchent « au début du combat de votre tour » se résolvent avant la déclaration des attaquants : une créature qui acquiert la célérité de cette manière peut donc attaquer.")
add(C, "For a spell that says \"Choose one —,\" the mode is chosen as you cast it. It can't be changed later.",
    "Pour un sort qui indique « Choisissez l'un — », le mode est choisi au moment où vous le lancez et il ne peut plus être changé par la suite.")

# ---------------------------------------------------------------- PART 3: defects — numbers, symbols, terminology, templating
# numbers: one plain number changed (never inside a symbol)
add("numbers", "If you have a full party, Coveted Prize lets you cast a spell with mana value 4 or less from your hand without paying its mana cost.",
    "Si vous avez un groupe complet, le Prix convoité vous permet de lancer depuis votre main un sort de valeur de mana inférieure ou égale à 5 sans payer son coût de mana.")
add("numbers", "Each player may have only one dungeon in the command zone at a time.",
    "Chaque joueur ne peut avoir que deux donjons à la fois dans la zone de commandement.")
add("numbers", "If an effect would create three tokens under your control, Doubling Season makes it create six instead.",
    "Si un effet devait créer trois jetons sous votre contrôle, la Saison de dédoublement lui en fait créer huit à la place.")
add("numbers", "Your party can never contain more than four creatures, no matter how many Clerics, Rogues, Warriors and Wizards you control.",
    "Votre groupe ne peut jamais compter plus de cinq créatures, quel que soit le nombre de clercs, de gredins, de guerriers et de sorciers que vous contrôlez.")
add("numbers", "A creature with double strike deals combat damage twice: once in the first-strike combat damage step and once in the regular one.",
    "Une créature avec la double initiative inflige des blessures de combat trois fois : une fois lors de l'étape des blessures de combat d'initiative et une fois lors de l'étape normale.")
add("numbers", "A player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
    "Un joueur qui a subi 12 blessures de combat ou plus infligées par un même commandant au cours de la partie perd la partie.")
add("numbers", "Surveil 2 lets you look at the top two cards of your library and put any number of them into your graveyard.",
    "La surveillance 2 vous permet de regarder les trois cartes du dessus de votre bibliothèque et de mettre n'importe quel nombre d'entre elles dans votre cimetière.")
add("numbers", "In a Commander game, each player starts with 40 life instead of 20.",
    "Dans une partie de Commander, chaque joueur commence avec 30 points de vie au lieu de 20.")

# symbols: a mana/tap symbol or a P/T modifier changed, added or dropped (digits left alone)
add("symbols", "A creature that came under your control this turn can't use an ability such as \"{T}: Add {G}.\" unless it has haste.",
    "Une créature passée sous votre contrôle ce tour-ci ne peut pas utiliser une capacité comme « {Q} : Ajoutez {G}. » sauf si elle a la célérité.")
add("symbols", "Because its mana cost is {2}{U}, the spell is blue and its mana value is 3.",
    "Comme son coût de mana est {2}{B}, le sort est bleu et sa valeur de mana est 3.")
add("symbols", "A copy of a spell with mana cost {X}{R} uses the same value of X as the original.",
    "La copie d'un sort dont le coût de mana est {R} utilise la même valeur de X que l'original.")
add("symbols", "The Virtuous Role created by Ellivere of the Wild Court gives the enchanted creature +1/+1 for each enchantment you control.",
    "Le rôle Vertueux créé par Ellivère de la Cour sauvage donne -1/-1 à la créature enchantée pour chaque enchantement que vous contrôlez.")
add("symbols", "The ability of Peter Parker's Camera costs {2} and {T}, so you can normally activate it only once each turn.",
    "La capacité de l'Appareil photo de Peter Parker coûte {2}, vous ne pouvez donc normalement l'activer qu'une fois par tour.")
add("symbols", "If a mana ability adds {G}{G}, both mana remain in your mana pool until the end of the current step.",
    "Si une capacité de mana ajoute {G}{W}, les deux manas restent dans votre réserve jusqu'à la fin de l'étape en cours.")
add("symbols", "To unlock Locker Room, you pay its mana cost, {4}{U}, at any time you could cast a sorcery.",
    "Pour déverrouiller le Vestiaire, vous payez son coût de mana, {4}{U}{U}, à n'importe quel moment où vous pourriez lancer un rituel.")
add("symbols", "An ability with {Q} in its cost can be activated only if the permanent is tapped.",
    "Une capacité ayant {T} dans son coût ne peut être activée que si le permanent est engagé.")

# terminology: one forbidden or non-official word for a term
add("terminology", "Each door of a Room is unlocked separately, and a Room with only one unlocked door has only that door's name.",
    "Chaque porte d'une pièce est déverrouillée séparément, et une pièce dont un seul accès est déverrouillé n'a que le nom de cet accès.")
add("terminology", "When you unlock Bottomless Pool, its ability returns up to one target creature to its owner's hand.",
    "Quand vous ouvrez la Piscine sans fond, sa capacité renvoie jusqu'à une créature ciblée dans la main de son propriétaire.")
add("terminology", "A Room card in your library has a mana value equal to the total of both of its doors' mana costs.",
    "Dans votre bibliothèque, le coût converti de mana d'une carte de pièce est égal au total des coûts de mana de ses deux accès.")
add("terminology", "A triggered ability is put on the stack even if its source has left the battlefield by then.",
    "Une capacité induite est mise sur la pile même si sa source a quitté le champ de bataille entre-temps.")
add("terminology", "A token copy of a creature has the same name, mana cost and abilities as that creature.",
    "Un pion qui copie une créature a le même nom, le même coût de mana et les mêmes capacités que cette créature.")
add("terminology", "If a creature with a +1/+1 counter on it becomes a copy of another creature, it keeps the counter.",
    "Si une créature sur laquelle se trouve un compteur +1/+1 devient une copie d'une autre créature, elle le conserve.")
add("terminology", "If a spell is countered, none of its effects happen, and it's put into its owner's graveyard.",
    "Si un sort est annulé, aucun de ses effets ne se produit et il est mis dans le cimetière de son propriétaire.")
add("terminology", "When you cast a spell as an Adventure, you pay the Adventure's mana cost, not the creature's.",
    "Quand vous jouez un sort en tant qu'aventure, vous payez le coût de mana de l'aventure et non celui de la créature.")
add("terminology", "If a face-down creature leaves the battlefield, its owner must reveal it.",
    "Si une créature face retournée quitte le champ de bataille, son propriétaire doit la révéler.")

# templating: non-official wording for a template phrase
add("templating", "A spell that says \"Choose one —\" can't be cast without choosing a mode.",
    "Il est impossible de lancer un sort qui indique « Choisissez un — » sans choisir de mode.")
add("templating", "If a triggered ability says \"Choose one —,\" you choose the mode as you put it on the stack.",
    "Si une capacité déclenchée indique « Choisissez un mode — », vous choisissez le mode au moment où vous la mettez sur la pile.")
add("templating", "Locker Room's ability triggers whenever one or more creatures you control deal combat damage to a player.",
    "La capacité du Vestiaire se déclenche toutes les fois qu'au moins une créature que vous contrôlez inflige des blessures de combat à un joueur.")
add("templating", "An ability that triggers whenever you cast a spell resolves before the spell that caused it to trigger.",
    "Une capacité qui se déclenche à chaque fois où vous lancez un sort se résout avant le sort qui l'a fait se déclencher.")
add("templating", "An ability that triggers at the beginning of each upkeep triggers during every player's turn, not only yours.",
    "Une capacité qui se déclenche au commencement de chaque entretien se déclenche pendant le tour de chaque joueur, et pas seulement pendant le vôtre.")
add("templating", "At the beginning of the end step, effects that last \"until end of turn\" haven't ended yet; they end during the cleanup step.",
    "Dès le début de l'étape de fin, les effets qui durent « jusqu'à la fin du tour » ne sont pas encore terminés ; ils prennent fin pendant l'étape de nettoyage.")
add("templating", "Loyalty abilities are written \"[Cost]: [Effect],\" with a loyalty symbol as the cost.",
    "Les capacités de loyauté s'écrivent « [Coût] → [Effet] », avec un symbole de loyauté comme coût.")

# ---------------------------------------------------------------- PART 4: defects — card_names, untranslated, wrong_language, omission
# card_names: official FR name wrong, misspelled, kept in English or half translated
add("card_names", "Doubling Season also affects tokens that an opponent's spell or ability creates under your control.",
    "Doubling Season s'applique aussi aux jetons qu'un sort ou une capacité d'un adversaire crée sous votre contrôle.")
add("card_names", "Doubling Season doesn't copy abilities; it only changes how many tokens or counters an effect creates or puts.",
    "La Saison de doublement ne copie aucune capacité : elle modifie seulement le nombre de jetons ou de marqueurs qu'un effet crée ou met.")
add("card_names", "Coveted Prize's cost reduction is locked in once you begin casting it.",
    "La réduction de coût du Prix convoitée est fixée dès que vous commencez à le lancer.")
add("card_names", "While Bottomless Pool // Locker Room is in your graveyard, it has both names.",
    "Tant que Piscine sans fond // Locker Room est dans votre cimetière, elle a les deux noms.")
add("card_names", "Tenacious Tomeseeker's ability can return only an instant or sorcery card from your graveyard to your hand.",
    "La capacité du Chercheur de tomes tenace ne peut renvoyer qu'une carte d'éphémère ou de rituel de votre cimetière dans votre main.")
add("card_names", "If the target of Ellivere of the Wild Court's first ability becomes illegal, no Role is created.",
    "Si la cible de la première capacité d'Ellivère de la Court sauvage devient illégale, aucun rôle n'est créé.")
add("card_names", "Panharmonicon doesn't affect abilities that trigger when a land enters.",
    "Le Panharmonicon n'a aucun effet sur les capacités qui se déclenchent quand un terrain arrive sur le champ de bataille.")
add("card_names", "Johann, Apprentice Sorcerer lets you look at the top card of your library any time, even while you don't have priority.",
    "Johann, Apprenti Sorcerer vous permet de regarder la carte du dessus de votre bibliothèque à tout moment, même si vous n'avez pas la priorité.")

# untranslated: all (3) or one sentence/clause (5) left in English
add("untranslated", "If a Room spell is countered, the card goes to its owner's graveyard and neither door is unlocked.",
    "If a Room spell is countered, the card goes to its owner's graveyard and neither door is unlocked.")
add("untranslated", "Scry 1 lets you look at the top card of your library and either leave it there or put it on the bottom.",
    "Scry 1 lets you look at the top card of your library and either leave it there or put it on the bottom.")
add("untranslated", "A player who concedes leaves the game immediately. Conceding can't be responded to.",
    "A player who concedes leaves the game immediately. Conceding can't be responded to.")
add("untranslated", "Tokens aren't cards. An effect that counts the cards in your graveyard won't count a token that was briefly there.",
    "Les jetons ne sont pas des cartes. An effect that counts the cards in your graveyard won't count a token that was briefly there.")
add("untranslated", "The initiative is a designation that a player can have. Only one player can have it at a time.",
    "L'initiative est une désignation qu'un joueur peut détenir. Only one player can have it at a time.")
add("untranslated", "If a creature with protection from white is enchanted by a white Aura, the Aura is put into its owner's graveyard as a state-based action.",
    "Si une créature avec la protection contre le blanc est enchantée par une Aura blanche, the Aura is put into its owner's graveyard as a state-based action.")
add("untranslated", "Each door of a Room has its own mana cost. Unlocking one door doesn't affect the other.",
    "Chaque accès d'une pièce a son propre coût de mana. Unlocking one door doesn't affect the other.")
add("untranslated", "A card exiled this way can be cast only as a creature spell. You'll need to follow the normal timing rules for that spell.",
    "Une carte exilée de cette manière ne peut être lancée qu'en tant que sort de créature. You'll need to follow the normal timing rules for that spell.")

# wrong_language: all or a large part in Spanish, Italian, German or Portuguese
add("wrong_language", "If a player would draw a card from an empty library, that player loses the game the next time state-based actions are checked.",
    "Si un jugador fuera a robar una carta de una biblioteca vacía, ese jugador pierde la partida la próxima vez que se comprueben las acciones basadas en estado.")
add("wrong_language", "A creature with menace can't be blocked except by two or more creatures.",
    "Una creatura con minaccia non può essere bloccata se non da due o più creature.")
add("wrong_language", "Vigilance means that attacking doesn't cause the creature to tap.",
    "Wachsamkeit bedeutet, dass die Kreatur beim Angreifen nicht getappt wird.")
add("wrong_language", "When you sacrifice a creature as a cost, you can't get it back if the spell is countered.",
    "Quando você sacrifica uma criatura como custo, não pode recuperá-la se a mágica for anulada.")
add("wrong_language", "Party abilities check your creatures as the ability resolves. If the creatures you control change before then, the number can change too.",
    "Les capacités de groupe vérifient vos créatures au moment où la capacité se résout. Si las criaturas que controlas cambian antes de eso, el número también puede cambiar.")
add("wrong_language", "Each player chooses which dungeon to start when they first venture into the dungeon. Different players may be in different dungeons.",
    "Ogni giocatore sceglie in quale dungeon entrare la prima volta che si avventura nel dungeon. Des joueurs différents peuvent se trouver dans des donjons différents.")
add("wrong_language", "The player who controls a face-down spell can look at it at any time.",
    "Der Spieler, der einen verdeckten Zauberspruch kontrolliert, kann ihn sich jederzeit ansehen.")

# omission: a sentence or clause dropped; the dropped part holds no term, number, symbol, negation or card name
add("omission", "If Doubling Season and another replacement effect would both modify how many tokens are created, you choose the order to apply them. The result may differ depending on the order you choose.",
    "Si la Saison de dédoublement et un autre effet de remplacement devaient tous deux modifier le nombre de jetons créés, vous choisissez l'ordre dans lequel les appliquer.")
add("omission", "Players can respond to the triggered ability of a dungeon room. This gives them a chance to act before its effect happens.",
    "Les joueurs peuvent répondre à la capacité déclenchée d'une pièce de donjon.")
add("omission", "When a Role becomes attached to a creature, that creature's controller doesn't change, and the Role's controller stays the same as well. This matters in multiplayer games.",
    "Quand un Rôle est attaché à une créature, le contrôleur de cette créature ne change pas, et le contrôleur du Rôle reste le même.")
add("omission", "A creature with trample that's blocked by a creature with protection from its color still has to assign lethal damage to that blocker, even though that damage will be prevented.",
    "Une créature avec le piétinement qui est bloquée par une créature avec la protection contre sa couleur doit quand même assigner des blessures mortelles à ce bloqueur.")
add("omission", "Combat damage is dealt simultaneously by all attacking and blocking creatures in the same step, so they can destroy each other.",
    "Toutes les créatures attaquantes et bloqueuses infligent leurs blessures de combat simultanément au cours d'une même étape.")
add("omission", "If several of your abilities trigger at the same time, you put them on the stack in any order you choose. Choosing carefully can make a big difference when the abilities interact.",
    "Si plusieurs de vos capacités se déclenchent en même temps, vous les mettez sur la pile dans l'ordre de votre choix.")
add("omission", "After you search your library, you shuffle it, even if you didn't find a card. At some events, an opponent may then cut it as well.",
    "Après avoir cherché dans votre bibliothèque, vous la mélangez, même si vous n'avez pas trouvé de carte.")
add("omission", "An Aura that's put onto the battlefield without being cast doesn't target anything, so hexproof won't stop it. Its controller chooses what it will enchant as it enters.",
    "Une Aura mise sur le champ de bataille sans avoir été lancée ne cible rien : la défense talismanique ne l'en empêche donc pas.")

# ---------------------------------------------------------------- PART 5: defects — negation, punctuation, missing (+ one clean)
add(C, "If a blocking creature you control loses first strike before combat damage is dealt, it now deals its damage in the regular combat damage step instead.",
    "Si une créature bloqueuse que vous contrôlez perd l'initiative avant que les blessures de combat soient infligées, elle inflige maintenant ses blessures lors de l'étape des blessures de combat normale à la place.")

# negation: a negation removed or added, or the meaning otherwise flipped
add("negation", "You can't unlock a door that's already unlocked.",
    "Vous pouvez déverrouiller un accès qui est déjà déverrouillé.")
add("negation", "You may choose which room to move to when a dungeon's path branches.",
    "Vous ne pouvez pas choisir la pièce dans laquelle vous vous déplacez quand le chemin d'un donjon se divise.")
add("negation", "A token that's a copy of a card isn't a card.",
    "Un jeton qui est une copie d'une carte est une carte.")
add("negation", "Abilities printed on a face-down permanent don't function while it's face down.",
    "Les capacités imprimées sur un permanent face cachée fonctionnent tant qu'il est face cachée.")
add("negation", "Mana abilities can be activated while you're paying a cost.",
    "Les capacités de mana ne peuvent pas être activées pendant que vous payez un coût.")
add("negation", "The commander tax increases each time you cast your commander from the command zone.",
    "La taxe de commandant diminue chaque fois que vous lancez votre commandant depuis la zone de commandement.")
add("negation", "Hexproof doesn't stop your creature from being destroyed by an effect that doesn't target it.",
    "La défense talismanique empêche votre créature d'être détruite par un effet qui ne la cible pas.")
add("negation", "A player who has priority may cast an instant or activate an ability.",
    "Un joueur qui a la priorité ne peut ni lancer d'éphémère ni activer de capacité.")

# punctuation: final mark missing or wrong
add("punctuation", "Roles have the enchant creature ability, so they can be attached only to creatures.",
    "Les Rôles ont la capacité « Enchanter : créature », ils ne peuvent donc être attachés qu'à des créatures")
add("punctuation", "Casting a spell as an Adventure doesn't use the creature's mana cost.",
    "Lancer un sort en tant qu'aventure n'utilise pas le coût de mana de la créature")
add("punctuation", "Face-down permanents have no color, so protection from a color doesn't apply to them.",
    "Les permanents face cachée n'ont pas de couleur : la protection contre une couleur ne s'applique donc pas à eux !")
add("punctuation", "The initiative isn't a permanent, so it can't be destroyed or exiled.",
    "L'initiative n'est pas un permanent ; elle ne peut donc être ni détruite ni exilée ?")
add("punctuation", "A spell that targets only a creature with hexproof controlled by an opponent can't be cast.",
    "Un sort qui cible uniquement une créature avec la défense talismanique contrôlée par un adversaire ne peut pas être lancé ;")
add("punctuation", "A copy of a commander isn't a commander.",
    "La copie d'un commandant n'est pas un commandant,")
add("punctuation", "Unlocking the second door of a Room fully unlocks that Room.",
    "Déverrouiller le second accès d'une pièce déverrouille entièrement cette pièce :")

# missing: empty or whitespace-only target
add("missing", "A Room's name while it's on the battlefield is the name of each of its unlocked doors.", "")
add("missing", "You may cast the creature from exile after its Adventure has resolved, as long as the card has stayed in exile.", " ")
add("missing", "Prevention effects apply before damage is dealt.", "\n")
add("missing", "State-based actions are checked each time a player would receive priority.", "   ")
add("missing", "A player can't respond to a mana ability.", "\t")
add("missing", "Each time a player takes the initiative, they venture into the dungeon.", " \n ")

write()
