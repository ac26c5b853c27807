#!/usr/bin/env python3
"""qa_fresh3_fr — hand-written FR evaluation pairs for the translation-QA checks.

Written apart from the checks (see qa_fresh3_fr_README.md). Running this script writes
qa_fresh3_fr.jsonl next to it. `python3 qa_fresh3_fr.py --map` also prints the key -> id table.

CLEAN:   (key, en, fr)                      -> expected []
DEFECTS: (key, check, en, reference, target) -> expected [check]
         `reference` is the correct translation the defect was planted in (None when the whole
         target is missing, English or another language). Only `target` is written out.
"""
import atexit
import json
import random
import sys
from pathlib import Path

CHECKS = ["numbers", "symbols", "terminology", "templating", "card_names", "untranslated",
          "wrong_language", "omission", "negation", "punctuation", "missing"]
OUT = Path(__file__).with_suffix(".jsonl")
SEED = 20261203

CLEAN = []
DEFECTS = []


def _write():
    keys = [p[0] for p in CLEAN] + [d[0] for d in DEFECTS]
    assert len(keys) == len(set(keys)), "duplicate key"
    rows = [{"key": k, "en": en, "target": fr, "expected": []} for k, en, fr in CLEAN]
    for k, check, en, ref, tgt in DEFECTS:
        assert check in CHECKS, (k, check)
        if ref is not None:
            assert ref != tgt, k
        rows.append({"key": k, "en": en, "target": tgt, "expected": [check]})
    ens = [r["en"] for r in rows]
    assert len(ens) == len(set(ens)), "duplicate EN text"
    random.Random(SEED).shuffle(rows)
    mapping = []
    with OUT.open("w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            rid = f"fr-f3-{i:03d}"
            mapping.append((r["key"], rid, r["expected"]))
            f.write(json.dumps({"id": rid, "lang": "fr", "en": r["en"], "target": r["target"],
                                "expected": r["expected"]}, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} pairs ({len(CLEAN)} clean, {len(DEFECTS)} defects) to {OUT}")
    if "--map" in sys.argv:
        for k, rid, exp in sorted(mapping):
            print(f"{k}\t{rid}\t{exp}")


atexit.register(_write)

# ---------------------------------------------------------------------------------------------
# PART 1 — clean pairs: Rooms, dungeons / initiative, party, Adventures, Roles, copies
# ---------------------------------------------------------------------------------------------
CLEAN += [
    ("c01",
     "While both doors of a Room are unlocked, that permanent has both names, and its mana value is the total of the mana values of its two halves.",
     "Tant que les deux accès d'une pièce sont déverrouillés, ce permanent a les deux noms, et sa valeur de mana est égale à la somme des valeurs de mana de ses deux moitiés."),
    ("c02",
     "While a door is locked, its name, mana cost and abilities are ignored. They stop being ignored as soon as that door becomes unlocked.",
     "Tant qu'un accès est verrouillé, on ne tient compte ni de son nom, ni de son coût de mana, ni de ses capacités. Ils sont de nouveau pris en compte dès que cet accès est déverrouillé."),
    ("c03",
     "You can unlock a locked door of a Room you control any time you could cast a sorcery by paying that door's mana cost. This is a special action and doesn't use the stack.",
     "Au moment où vous pourriez lancer un rituel, vous pouvez payer le coût de mana d'un accès verrouillé d'une pièce que vous contrôlez pour le déverrouiller. C'est une action spéciale, qui n'utilise pas la pile."),
    ("c04",
     "Locker Room's ability triggers only once per combat damage step for each player who was dealt damage, no matter how many of your creatures dealt combat damage to that player.",
     "La capacité du Vestiaire ne se déclenche qu'une fois par étape des blessures de combat pour chaque joueur blessé, quel que soit le nombre de vos créatures qui lui ont infligé des blessures de combat."),
    ("c05",
     "When you unlock Bottomless Pool, you may choose no target, since the ability says \"up to one.\" If you do, the ability still resolves, but it does nothing.",
     "Quand vous déverrouillez la Piscine sans fond, vous pouvez ne choisir aucune cible, car la capacité dit « jusqu'à une ». Dans ce cas, la capacité se résout quand même, mais elle n'a aucun effet."),
    ("c06",
     "If an effect causes a Room to become fully unlocked, abilities that trigger \"whenever you fully unlock a Room\" will trigger, even if you didn't pay any cost.",
     "Si un effet rend une pièce entièrement déverrouillée, les capacités qui se déclenchent « chaque fois que vous déverrouillez entièrement une pièce » se déclenchent, même si vous n'avez payé aucun coût."),
    ("c07",
     "If a Room enters the battlefield without having been cast, it enters with both of its doors locked. You can still unlock either door later by paying its mana cost.",
     "Si une pièce arrive sur le champ de bataille sans avoir été lancée, elle arrive avec ses deux accès verrouillés. Vous pouvez quand même déverrouiller plus tard l'un ou l'autre de ses accès en payant son coût de mana."),
    ("c08",
     "Whether a door is locked or unlocked isn't a copiable value. A token that's a copy of a Room you control enters with both doors locked, no matter which doors of the original were unlocked.",
     "Le fait qu'un accès soit verrouillé ou déverrouillé n'est pas une valeur copiable. Un jeton qui est une copie d'une pièce que vous contrôlez arrive avec ses deux accès verrouillés, quels que soient les accès déverrouillés de l'original."),
    ("c09",
     "If you venture into the dungeon while you have no dungeon in the command zone, you choose one of the dungeons and put it into the command zone, then move your venture marker onto its topmost room.",
     "Si vous vous aventurez dans le donjon alors que vous n'avez aucun donjon dans la zone de commandement, vous choisissez l'un des donjons et vous le mettez dans la zone de commandement, puis vous placez votre marqueur d'aventure sur sa première pièce."),
    ("c11",
     "The initiative can't be shared. If another player takes the initiative, you no longer have it.",
     "L'initiative ne peut pas être partagée. Si un autre joueur prend l'initiative, vous cessez de l'avoir."),
    ("c12",
     "Whenever one or more creatures an opponent controls deal combat damage to the player who has the initiative, that opponent takes the initiative.",
     "Chaque fois qu'au moins une créature contrôlée par un adversaire inflige des blessures de combat au joueur qui a l'initiative, cet adversaire prend l'initiative."),
    ("c13",
     "At the beginning of the upkeep of the player who has the initiative, that player ventures into the dungeon again. Players can respond to this triggered ability.",
     "Au début de l'entretien du joueur qui a l'initiative, ce joueur s'aventure de nouveau dans le donjon. Les joueurs peuvent répondre à cette capacité déclenchée."),
    ("c14",
     "Your party can include at most one Cleric, one Rogue, one Warrior and one Wizard, so the number of creatures in your party is never more than four.",
     "Votre groupe peut comprendre au plus un Clerc, un Gredin, un Guerrier et un Sorcier ; le nombre de créatures dans votre groupe n'est donc jamais supérieur à quatre."),
    ("c15",
     "A creature with several party types still counts only once. For example, if the only creatures you control are a Cleric Rogue and a Warrior Wizard, your party has two creatures, not four.",
     "Une créature qui a plusieurs types de groupe ne compte toujours qu'une seule fois. Par exemple, si les seules créatures que vous contrôlez sont une créature à la fois Clerc et Gredin et une créature à la fois Guerrier et Sorcier, votre groupe compte deux créatures, et non quatre."),
    ("c16",
     "Coveted Prize's cost reduction can reduce only generic mana. With a full party, it costs {4} less, but its mana value stays the same.",
     "La réduction de coût du Prix convoité ne peut réduire que le mana générique. Avec un groupe complet, il coûte {4} de moins, mais sa valeur de mana reste la même."),
    ("c17",
     "If you have a full party as Coveted Prize resolves, you may cast a spell with mana value 4 or less from your hand without paying its mana cost. Older printings say \"converted mana cost\"; it's the same thing.",
     "Si vous avez un groupe complet au moment où le Prix convoité se résout, vous pouvez lancer depuis votre main un sort de valeur de mana inférieure ou égale à 4 sans payer son coût de mana. Les anciennes impressions indiquent « coût converti de mana » ; il s'agit de la même chose."),
    ("c18",
     "If you control no Clerics, Rogues, Warriors or Wizards, the number of creatures in your party is zero, and abilities that count them get 0.",
     "Si vous ne contrôlez aucun Clerc, Gredin, Guerrier ou Sorcier, votre groupe compte zéro créature, et les capacités qui les comptent obtiennent 0."),
    ("c19",
     "Seek the Beast lets you play the exiled cards, so you may play a land from among them if you haven't played a land this turn. Casting a spell this way still follows the normal timing restrictions.",
     "En quête de la bête vous permet de jouer les cartes exilées ; vous pouvez donc jouer un terrain parmi elles si vous n'avez pas encore joué de terrain ce tour-ci. Lancer un sort de cette manière respecte quand même les restrictions de temps habituelles."),
    ("c20",
     "After Seek the Beast resolves, the card is exiled, and you may later cast it as a creature spell from exile. If the spell is countered instead, the card goes to its owner's graveyard.",
     "Une fois En quête de la bête résolu, la carte est exilée, et vous pouvez plus tard la lancer depuis l'exil en tant que sort de créature. Si le sort est contrecarré à la place, la carte est mise dans le cimetière de son propriétaire."),
    ("c21",
     "While an adventurer card is exiled this way, you can cast it only as a permanent spell. You can't cast the Adventure again from exile.",
     "Tant qu'une carte d'aventurier est exilée de cette manière, vous ne pouvez la lancer qu'en tant que sort de permanent. Vous ne pouvez pas lancer à nouveau l'aventure depuis l'exil."),
    ("c23",
     "A permanent can have only one Role from each player attached to it. If a second Role you control becomes attached to it, the older one is put into its owner's graveyard as a state-based action.",
     "Un permanent ne peut avoir qu'un seul rôle de chaque joueur attaché à lui. Si un deuxième rôle que vous contrôlez lui est attaché, le plus ancien est mis dans le cimetière de son propriétaire en tant qu'action basée sur un état."),
    ("c24",
     "Ellivere of the Wild Court's first ability can target only another creature you control. If that creature is an illegal target as the ability resolves, no Virtuous Role is created.",
     "La première capacité d'Ellivère de la Cour sauvage ne peut cibler qu'une autre créature que vous contrôlez. Si cette créature est une cible illégale au moment où la capacité se résout, aucun jeton de rôle Vertueux n'est créé."),
    ("c25",
     "A Role token is an Aura enchantment token. If the enchanted creature leaves the battlefield, the Role is put into the graveyard and then ceases to exist.",
     "Un jeton de Rôle est un jeton d'enchantement Aura. Si la créature enchantée quitte le champ de bataille, le rôle est mis au cimetière, puis cesse d'exister."),
    ("c26",
     "The Virtuous Role gives +1/+1 for each enchantment you control, including the Role itself. If you control three enchantments, the creature gets +3/+3.",
     "Le rôle Vertueux donne +1/+1 pour chaque enchantement que vous contrôlez, y compris le rôle lui-même. Si vous contrôlez trois enchantements, la créature gagne +3/+3."),
    ("c27",
     "A copy of a spell isn't cast, so abilities that trigger whenever a player casts a spell won't trigger for it.",
     "Une copie d'un sort n'est pas lancée ; les capacités qui se déclenchent chaque fois qu'un joueur lance un sort ne se déclencheront donc pas pour elle."),
    ("c28",
     "Peter Parker's Camera enters with three film counters on it, and each activation removes one. Once the last one is removed, you can't activate the ability again unless another effect puts a film counter on it.",
     "L'Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule » sur lui, et chaque activation en retire un. Une fois le dernier retiré, vous pouvez activer à nouveau la capacité seulement si un autre effet met un marqueur « pellicule » sur lui."),
    ("c29",
     "The copy created by Peter Parker's Camera has the same source as the original ability. If that ability says \"this creature,\" it still refers to the original source, even if that permanent has left the battlefield.",
     "La copie créée par l'Appareil photo de Peter Parker a la même source que la capacité d'origine. Si cette capacité mentionne « cette créature », elle désigne toujours la source d'origine, même si ce permanent a quitté le champ de bataille."),
    ("c30",
     "If the copied ability's cost included {X}, the copy uses the value chosen for the original. You don't pay that cost again.",
     "Si le coût de la capacité copiée comprenait {X}, la copie utilise la valeur choisie pour l'original. Vous ne payez pas ce coût une deuxième fois."),
    ("c31",
     "If you control two Doubling Seasons, an effect that would create one token creates four tokens instead. Each Doubling Season doubles the number that results from the other.",
     "Si vous contrôlez deux exemplaires de la Saison de dédoublement, un effet qui devrait créer un jeton en crée quatre à la place. Chaque Saison de dédoublement double le nombre obtenu par l'autre."),
    ("c32",
     "Doubling Season doesn't copy tokens. It replaces the event of creating tokens with creating twice that many of them.",
     "La Saison de dédoublement ne copie pas les jetons : elle remplace l'événement de création de jetons par la création du double de ce nombre de jetons."),
]

# ---------------------------------------------------------------------------------------------
# PART 2 — clean pairs: costs / {X}, abilities, counters, tokens, combat, zones, stack,
#          face-down, commanders, layers, replacement, SBA, protection, multiplayer, templates
# ---------------------------------------------------------------------------------------------
CLEAN += [
    ("c33",
     "On the stack, {X} in a spell's mana cost counts as the value chosen for X. Everywhere else, X is 0. For example, a card with mana cost {X}{R}{R} in your hand has mana value 2.",
     "Sur la pile, le {X} du coût de mana d'un sort est égal à la valeur choisie pour X. Partout ailleurs, X vaut 0. Par exemple, une carte de coût de mana {X}{R}{R} dans votre main a une valeur de mana de 2."),
    ("c35",
     "A cost reduction can't reduce the generic part of a cost below {0}, and it never reduces colored mana requirements unless it says so.",
     "Une réduction de coût ne peut pas réduire la partie générique d'un coût en dessous de {0}, et elle ne réduit jamais les exigences de mana coloré, sauf indication contraire."),
    ("c36",
     "A token that isn't a copy of something has mana value 0 unless the effect that created it gave it a mana cost.",
     "Un jeton qui n'est la copie de rien a une valeur de mana de 0, à moins que l'effet qui l'a créé ne lui ait donné un coût de mana."),
    ("c37",
     "Activated abilities are written \"[Cost]: [Effect].\" Everything before the colon is the cost, and you must pay all of it to activate the ability.",
     "Les capacités activées s'écrivent « [Coût]\u00a0: [Effet]. » Tout ce qui précède les deux-points constitue le coût, et vous devez le payer entièrement pour activer la capacité."),
    ("c38",
     "A mana ability doesn't use the stack and can't be responded to. An ability isn't a mana ability if it has a target.",
     "Une capacité de mana n'utilise pas la pile, et on ne peut pas y répondre. Une capacité qui a une cible n'est pas une capacité de mana."),
    ("c40",
     "Panharmonicon affects only abilities that trigger when an artifact or creature enters the battlefield. Abilities that trigger when a land enters aren't affected, nor are abilities of cards in your graveyard.",
     "Le Panharmonicus n'affecte que les capacités qui se déclenchent quand un artefact ou une créature arrive sur le champ de bataille. Il n'affecte ni celles qui se déclenchent quand un terrain arrive, ni les capacités des cartes dans votre cimetière."),
    ("c41",
     "With Panharmonicon, an ability that triggers when an artifact enters the battlefield triggers twice. If you control two Panharmonicons, it triggers three times.",
     "Avec le Panharmonicus, une capacité qui se déclenche quand un artefact arrive sur le champ de bataille se déclenche à deux reprises. Si vous contrôlez deux Panharmonicus, elle se déclenche trois fois."),
    ("c42",
     "Johann, Apprentice Sorcerer lets you look at the top card of your library at any time, even while you're casting a spell or paying a cost. Once each turn, you may cast an instant or sorcery spell from there.",
     "Johann, apprenti sorcier vous permet de regarder la carte du dessus de votre bibliothèque à tout moment, même pendant que vous lancez un sort ou payez un coût. Une fois par tour, vous pouvez lancer un sort d'éphémère ou de rituel depuis cet endroit."),
    ("c43",
     "Johann's ability doesn't change when you can cast the spell. You can cast a sorcery this way only during your main phase while the stack is empty.",
     "La capacité de Johann ne modifie pas le moment où vous pouvez lancer le sort. Vous ne pouvez lancer un rituel de cette manière que pendant votre phase principale, lorsque la pile est vide."),
    ("c44",
     "Countering an ability doesn't remove the counters it would have put on a permanent; it simply means they're never put there. Any counters already on that permanent stay.",
     "Contrecarrer une capacité ne retire pas les marqueurs qu’elle aurait mis sur un permanent : cela signifie simplement qu’ils n’y sont jamais mis. Les marqueurs déjà présents sur ce permanent restent."),
    ("c45",
     "A spell that can't be countered can still leave the stack in other ways, such as by being exiled. It also still fails to resolve if all its targets have become illegal.",
     "Un sort qui ne peut pas être contrecarré peut quand même quitter la pile d'autres manières, par exemple en étant exilé. De même, il ne se résout pas si toutes ses cibles sont devenues illégales."),
    ("c46",
     "+1/+1 counters and -1/-1 counters on the same permanent are removed in pairs as a state-based action. If a creature has three +1/+1 counters and one -1/-1 counter, it ends up with two +1/+1 counters.",
     "Les marqueurs +1/+1 et les marqueurs -1/-1 sur un même permanent sont retirés par paires en tant qu'action basée sur un état. Si une créature a trois marqueurs +1/+1 et un marqueur -1/-1, il lui reste deux marqueurs +1/+1."),
    ("c47",
     "Abilities that say \"counter target spell\" can target a spell that can't be countered. That spell just isn't countered when the ability resolves, but the ability's other effects still happen.",
     "Les capacités qui disent « contrecarrez le sort ciblé » peuvent cibler un sort qui ne peut pas être contrecarré. Ce sort n'est simplement pas contrecarré quand la capacité se résout, mais les autres effets de la capacité ont quand même lieu."),
    ("c48",
     "A token that leaves the battlefield can't come back. If it's put into a graveyard or exiled, it briefly exists there before ceasing to exist the next time state-based actions are checked.",
     "Un jeton qui quitte le champ de bataille ne peut pas y revenir. S'il est mis dans un cimetière ou exilé, il y existe brièvement, puis cesse d'exister la prochaine fois que les actions basées sur un état sont vérifiées."),
    ("c49",
     "If an effect would create a 1/1 black Scorpion creature token with deathtouch, Doubling Season makes it create two such tokens instead. Each of them is a separate token.",
     "Si un effet devait créer un jeton de créature 1/1 noire Scorpion avec le contact mortel, la Saison de dédoublement lui fait créer deux de ces jetons à la place. Chacun d'eux est un jeton distinct."),
    ("c50",
     "Tokens created \"tapped and attacking\" were never declared as attackers. Abilities that trigger whenever a creature attacks won't trigger for them.",
     "Les jetons créés « engagés et attaquants » n'ont jamais été déclarés comme attaquants. Les capacités qui se déclenchent chaque fois qu'une créature attaque ne se déclenchent pas pour eux."),
    ("c51",
     "Once a creature has been blocked, it stays blocked even if every creature blocking it is removed from combat. It deals no combat damage unless it has trample or an ability that lets it deal damage as though it weren't blocked.",
     "Une fois qu'une créature a été bloquée, elle reste bloquée même si toutes les créatures qui la bloquent sont retirées du combat. Elle n'inflige des blessures de combat que si elle a le piétinement ou une capacité qui lui permet d'infliger des blessures comme si elle n'était pas bloquée."),
    ("c52",
     "A creature with double strike deals combat damage twice: once in the first-strike combat damage step and once in the regular one. If it leaves combat before the second step, it deals damage only once.",
     "Une créature avec la double initiative inflige des blessures de combat deux fois : une fois pendant l'étape des blessures de combat d'initiative et une fois pendant l'étape normale. Si elle quitte le combat avant la seconde étape, elle n'inflige des blessures qu'une seule fois."),
    ("c54",
     "When a permanent changes zones, it becomes a new object with no memory of its previous existence. Auras attached to it and counters on it don't follow it.",
     "Quand un permanent change de zone, il devient un nouvel objet qui n'a aucun souvenir de son existence précédente. Les auras qui lui étaient attachées et les marqueurs qui étaient sur lui ne le suivent pas."),
    ("c55",
     "If a card would be put into your graveyard from anywhere and an effect says to exile it instead, it never goes to the graveyard. Abilities that trigger when a card is put into a graveyard don't trigger.",
     "Si une carte devait être mise dans votre cimetière depuis n'importe où et qu'un effet indique de l'exiler à la place, elle ne va jamais au cimetière. Les capacités qui se déclenchent quand une carte est mise dans un cimetière ne se déclenchent pas."),
    ("c56",
     "The Spot's first ability can exile a nonland permanent card from any graveyard, including yours. If it exiles no cards, its last ability won't return anything.",
     "La première capacité de La Tache peut exiler une carte de permanent non-terrain depuis n'importe quel cimetière, y compris le vôtre. Si elle n'exile aucune carte, sa dernière capacité ne renverra rien."),
    ("c57",
     "If The Spot dies but leaves the graveyard before its last ability resolves, you can't put it on the bottom of its owner's library, and the exiled cards stay in exile.",
     "Si La Tache meurt mais quitte le cimetière avant la résolution de sa dernière capacité, vous ne pouvez pas la mettre au-dessous de la bibliothèque de son propriétaire, et les cartes exilées restent en exil."),
    ("c58",
     "In a two-player game, both players must pass priority in succession for the top object of the stack to resolve, and if either player casts a spell in the meantime, the process starts over.",
     "Dans une partie à deux joueurs, les deux joueurs doivent passer successivement la priorité pour que l'objet du dessus de la pile se résolve. Si l'un ou l'autre lance un sort entre-temps, le processus recommence."),
    ("c60",
     "A face-down permanent is a 2/2 creature with no name, no mana cost, no types other than creature and no abilities. Its mana value is 0.",
     "Un permanent face cachée est une créature 2/2 sans nom, sans coût de mana, sans autre type que créature et sans capacités. Sa valeur de mana est 0."),
    ("c61",
     "You may look at face-down permanents you control at any time. Your opponents can't, but you must reveal them if they leave the battlefield or when the game ends.",
     "Vous pouvez regarder à tout moment les permanents face cachée que vous contrôlez. Vos adversaires, eux, ne le peuvent pas, mais vous devez les révéler s’ils quittent le champ de bataille ou à la fin de la partie."),
    ("c62",
     "A face-down creature that's turned face up keeps any counters and Auras it had. Turning it face up doesn't use the stack.",
     "Une créature face cachée qui est retournée face visible conserve les marqueurs et les auras qu’elle avait. La retourner face visible n’utilise pas la pile."),
    ("c63",
     "If your commander would be put into your hand or library from anywhere, you may put it into the command zone instead. This is a replacement effect.",
     "Si votre commandant devait être mis dans votre main ou dans votre bibliothèque depuis n'importe quelle zone, vous pouvez le mettre dans la zone de commandement à la place. Il s'agit d'un effet de remplacement."),
    ("c64",
     "Each time you cast your commander from the command zone, it costs {2} more for each previous time you've cast it from there this game. Casting it from your hand doesn't count.",
     "Chaque fois que vous lancez votre commandant depuis la zone de commandement, il coûte {2} de plus pour chaque fois précédente où vous l'avez lancé depuis cette zone au cours de la partie. Le lancer depuis votre main ne compte pas."),
    ("c65",
     "In Commander, a player who has been dealt 21 or more combat damage by the same commander over the course of the game loses the game.",
     "En Commander, un joueur à qui un même commandant a infligé au moins 21 blessures de combat au cours de la partie perd la partie."),
    ("c66",
     "Effects that set a creature's power and toughness to specific values apply before effects that modify them. If an effect makes a creature 0/1 and it has a +1/+1 counter, it's 1/2.",
     "Les effets qui fixent la force et l'endurance d'une créature à des valeurs précises s'appliquent avant ceux qui les modifient. Si un effet fait d'une créature une 0/1 alors qu'elle a un marqueur +1/+1, elle est 1/2."),
    ("c67",
     "Within a layer, effects apply in timestamp order unless one depends on another. A dependent effect waits until the effect it depends on has been applied.",
     "À l'intérieur d'une même couche, les effets s'appliquent dans l'ordre de leurs horodatages, sauf si l'un dépend d'un autre. Un effet dépendant attend que l'effet dont il dépend ait été appliqué."),
    ("c68",
     "If two replacement effects would apply to the same event, the affected player or the controller of the affected object chooses one to apply first. Then the other one applies if it's still relevant.",
     "Si deux effets de remplacement devaient s'appliquer au même événement, le joueur concerné ou le contrôleur de l'objet concerné choisit celui qui s'applique en premier. L'autre s'applique ensuite s'il est toujours pertinent."),
    ("c69",
     "State-based actions are checked every time a player would receive priority. They're all performed at the same time, then checked again until none apply.",
     "Les actions basées sur un état sont vérifiées chaque fois qu’un joueur devrait recevoir la priorité. Elles sont toutes effectuées simultanément, puis vérifiées de nouveau jusqu’à ce qu’aucune ne s’applique."),
    ("c70",
     "A creature with protection from red can't be blocked by red creatures, can't be the target of red spells or abilities from red sources, and damage red sources would deal to it is prevented. It can still be affected by red spells that don't target it.",
     "Une créature avec la protection contre le rouge ne peut pas être bloquée par des créatures rouges ni être la cible de sorts rouges ou de capacités de sources rouges, et les blessures que des sources rouges devraient lui infliger sont prévenues. Elle peut quand même être affectée par des sorts rouges qui ne la ciblent pas."),
    ("c73",
     "Your opponents can't find out what a face-down spell is while it's on the stack, unless an effect lets them look at it.",
     "Vos adversaires ne peuvent découvrir ce qu’est un sort face cachée pendant qu’il est sur la pile que si un effet leur permet de le regarder."),
    ("c74",
     "If the door you cast has an ability that triggers when you unlock it, that ability triggers when the Room enters the battlefield.",
     "Si l’accès que vous lancez comporte une capacité qui se déclenche quand vous le déverrouillez, cette capacité se déclenche quand la pièce arrive sur le champ de bataille."),
    ("c75",
     "If a spell says \"Choose one or more —,\" you may choose any number of modes, but each mode only once. For a spell that says \"Choose one —,\" you choose exactly one mode.",
     "Si un sort indique « Choisissez un ou plusieurs — », vous pouvez choisir un nombre quelconque de modes, mais chaque mode une seule fois. Pour un sort qui indique « Choisissez l’un — », vous choisissez exactement un mode."),
    ("c76",
     "At the beginning of combat on your turn, the ability triggers even if you don't intend to attack. It resolves before attackers are declared.",
     "Au début du combat pendant votre tour, la capacité se déclenche même si vous n’avez pas l’intention d’attaquer. Elle se résout avant la déclaration des attaquants."),
]


def plant(key, check, en, ref, old, new):
    """Defect planted by ONE edit of the reference: `old` (unique in ref) becomes `new`."""
    assert ref.count(old) == 1, (key, old)
    DEFECTS.append((key, check, en, ref, ref.replace(old, new)))


# ---------------------------------------------------------------------------------------------
# PART 3 — defects: numbers, symbols, terminology, templating
# ---------------------------------------------------------------------------------------------
# numbers: a number changed, dropped or added (words or digits); sometimes the same number
# appears elsewhere in the sentence.
plant("num1", "numbers",
      "If your party has three creatures, abilities that count the creatures in your party get three, even if you control other creatures that could replace one of them.",
      "Si votre groupe compte trois créatures, les capacités qui comptent les créatures de votre groupe obtiennent trois, même si vous contrôlez d'autres créatures qui pourraient remplacer l'une d'elles.",
      "obtiennent trois", "obtiennent quatre")
plant("num2", "numbers",
      "Seek the Beast exiles the top two cards of your library. You may play them until your next end step, not just this turn.",
      "En quête de la bête exile les deux cartes du dessus de votre bibliothèque. Vous pouvez les jouer jusqu'à votre prochaine étape de fin, et pas seulement pendant ce tour.",
      "les deux cartes", "les trois cartes")
plant("num3", "numbers",
      "Peter Parker's Camera enters with three film counters, so without other effects you can activate its ability at most three times.",
      "L'Appareil photo de Peter Parker arrive avec trois marqueurs « pellicule » ; sans autre effet, vous pouvez donc activer sa capacité au plus trois fois.",
      "avec trois marqueurs", "avec des marqueurs")
plant("num4", "numbers",
      "If you control Panharmonicon, a creature's ability that triggers when it enters the battlefield triggers twice.",
      "Si vous contrôlez le Panharmonicus, une capacité d'une créature qui se déclenche quand elle arrive sur le champ de bataille se déclenche deux fois.",
      "deux fois", "trois fois")
plant("num5", "numbers",
      "Abilities that refer to the creatures in your party don't count creatures you don't control.",
      "Les capacités qui font référence aux créatures de votre groupe ne comptent pas les créatures que vous ne contrôlez pas.",
      "aux créatures de votre groupe", "aux quatre créatures de votre groupe")
plant("num6", "numbers",
      "If X is 5, the mana value on the stack of a spell with mana cost {X}{G}{G} is 7.",
      "Si X vaut 5, la valeur de mana sur la pile d'un sort de coût de mana {X}{G}{G} est 7.",
      "est 7.", "est 6.")
plant("num7", "numbers",
      "In Commander, each player starts the game with 40 life instead of 20.",
      "En Commander, chaque joueur commence la partie avec 40 points de vie au lieu de 20.",
      "avec 40 points", "avec 30 points")
plant("num8", "numbers",
      "If a creature you control has two Auras and a Virtuous Role attached to it and you control no other enchantments, the Role gives it +3/+3.",
      "Si une créature que vous contrôlez a deux auras et un rôle Vertueux attachés et que vous ne contrôlez aucun autre enchantement, le rôle lui donne +3/+3.",
      "a deux auras", "a trois auras")

# symbols: a mana / tap symbol or a P/T modifier changed or dropped (digits left alone)
plant("sym1", "symbols",
      "Peter Parker's Camera's ability costs {2}, {T}, and removing a film counter. You can't activate it if the Camera is already tapped.",
      "La capacité de l'Appareil photo de Peter Parker coûte {2}, {T} et le retrait d'un marqueur « pellicule ». Vous ne pouvez pas l'activer si l'Appareil photo est déjà engagé.",
      "{2}, {T} et", "{2} et")
plant("sym2", "symbols",
      "A spell with mana cost {2}{U}{U} has mana value 4, no matter how you pay for it.",
      "Un sort de coût de mana {2}{U}{U} a une valeur de mana de 4, quelle que soit la façon dont vous le payez.",
      "{2}{U}{U}", "{2}{U}{B}")
plant("sym3", "symbols",
      "If a +1/+1 counter is put on a creature that has a -1/-1 counter, both counters are removed as a state-based action.",
      "Si un marqueur +1/+1 est mis sur une créature qui a un marqueur -1/-1, les deux marqueurs sont retirés en tant qu'action basée sur un état.",
      "un marqueur -1/-1", "un marqueur +1/+1")
plant("sym4", "symbols",
      "When you cast a spell with {X} in its cost, you choose the value of X before you pay. For example, if you choose 3 for X in {X}{R}, you pay {3}{R}.",
      "Quand vous lancez un sort avec {X} dans son coût, vous choisissez la valeur de X avant de payer. Par exemple, si vous choisissez 3 pour X dans {X}{R}, vous payez {3}{R}.",
      "vous payez {3}{R}", "vous payez {3}")
plant("sym5", "symbols",
      "Coveted Prize's reduction is {1} per creature in your party, so with three such creatures the spell costs {3} less.",
      "La réduction du Prix convoité est de {1} par créature de votre groupe ; avec trois telles créatures, le sort coûte donc {3} de moins.",
      "coûte donc {3} de moins", "coûte donc 3 de moins")
plant("sym6", "symbols",
      "A land with \"{T}: Add {G}.\" can't be tapped for mana if it's already tapped.",
      "Un terrain avec « {T} : Ajoutez {G}. » ne peut pas être engagé pour du mana s'il est déjà engagé.",
      "Ajoutez {G}", "Ajoutez {C}")
plant("sym7", "symbols",
      "The Virtuous Role gives the enchanted creature +1/+1 for each enchantment you control.",
      "Le rôle Vertueux donne +1/+1 à la créature enchantée pour chaque enchantement que vous contrôlez.",
      "donne +1/+1 à la créature", "donne un bonus à la créature")
plant("sym8", "symbols",
      "Hybrid mana symbols such as {W/U} can be paid with either color. A spell with mana cost {W/U}{W/U} has mana value 2.",
      "Les symboles de mana hybride comme {W/U} peuvent être payés avec l'une ou l'autre couleur. Un sort de coût de mana {W/U}{W/U} a une valeur de mana de 2.",
      "comme {W/U}", "comme {W/B}")

# terminology: a forbidden (terms.csv fr_forbidden) or non-official word for a term,
# sometimes at only one of several occurrences
plant("term1", "terminology",
      "Each door of a Room has its own name and mana cost. Unlocking one door doesn't unlock the other door.",
      "Chaque accès d'une pièce a son propre nom et son propre coût de mana. Déverrouiller un accès ne déverrouille pas l'autre accès.",
      "l'autre accès", "l'autre porte")
plant("term2", "terminology",
      "You may unlock a door only when you could cast a sorcery, unless an effect lets you unlock it at another time.",
      "Vous ne pouvez déverrouiller un accès qu'au moment où vous pourriez lancer un rituel, sauf si un effet vous permet de le déverrouiller à un autre moment.",
      "de le déverrouiller", "de l'ouvrir")
plant("term3", "terminology",
      "If a token that's a copy of a creature is created, that token has the creature's copiable values, but it isn't a card.",
      "Si un jeton qui est une copie d'une créature est créé, ce jeton a les valeurs copiables de la créature, mais ce n'est pas une carte.",
      "ce jeton", "ce pion")
plant("term4", "terminology",
      "Doubling Season doesn't affect counters put on a permanent that enters the battlefield under an opponent's control.",
      "La Saison de dédoublement n'affecte pas les marqueurs mis sur un permanent qui arrive sur le champ de bataille sous le contrôle d'un adversaire.",
      "les marqueurs", "les compteurs")
plant("term5", "terminology",
      "If an effect refers to the mana value of a Room with only one door unlocked, use only the mana cost of that door.",
      "Si un effet fait référence à la valeur de mana d'une pièce dont un seul accès est déverrouillé, utilisez uniquement le coût de mana de cet accès.",
      "à la valeur de mana", "au coût converti de mana")
plant("term6", "terminology",
      "You cast a copy only if an effect says so; most copies of spells are created on the stack and aren't cast.",
      "Vous ne lancez une copie que si un effet l'indique ; la plupart des copies de sorts sont créées sur la pile et ne sont pas lancées.",
      "Vous ne lancez une copie", "Vous ne jouez une copie")
plant("term7", "terminology",
      "If a face-down creature leaves the battlefield, its owner reveals it. A face-down spell that's countered is also revealed.",
      "Si une créature face cachée quitte le champ de bataille, son propriétaire la révèle. Un sort face cachée qui est contrecarré est également révélé.",
      "Un sort face cachée", "Un sort face retournée")
plant("term8", "terminology",
      "If a spell is countered, none of its effects happen, and it's put into its owner's graveyard.",
      "Si un sort est contrecarré, aucun de ses effets n'a lieu et il est mis dans le cimetière de son propriétaire.",
      "est contrecarré", "est annulé")

# templating: non-official wording for "Choose one —", "Whenever", "At the beginning of",
# "[Cost]: [Effect]"
plant("tpl1", "templating",
      "A spell that says \"Choose one —\" can't be cast without choosing a mode. The chosen mode determines which targets are needed.",
      "Un sort qui dit « Choisissez l'un — » ne peut pas être lancé sans choisir un mode. Le mode choisi détermine les cibles nécessaires.",
      "« Choisissez l'un — »", "« Choisissez un — »")
plant("tpl2", "templating",
      "If a modal ability that says \"Choose one —\" is copied, the copy has the same mode as the original.",
      "Si une capacité modale qui dit « Choisissez l'un — » est copiée, la copie a le même mode que l'original.",
      "« Choisissez l'un — »", "« Choisissez une option — »")
plant("tpl3", "templating",
      "An ability that says \"Whenever you fully unlock a Room\" triggers once if both doors of a Room become unlocked at the same time.",
      "Une capacité qui dit « Chaque fois que vous déverrouillez entièrement une pièce » se déclenche une fois si les deux accès d'une pièce sont déverrouillés en même temps.",
      "« Chaque fois que", "« Toutes les fois que")
plant("tpl4", "templating",
      "Ellivere of the Wild Court's first ability triggers whenever it enters the battlefield or attacks.",
      "La première capacité d'Ellivère de la Cour sauvage se déclenche chaque fois qu'elle arrive sur le champ de bataille ou attaque.",
      "chaque fois qu'elle", "dès qu'elle")
plant("tpl5", "templating",
      "An ability that says \"At the beginning of your upkeep\" triggers only during your own upkeep. It doesn't trigger during your opponents' upkeeps.",
      "Une capacité qui dit « Au début de votre entretien » ne se déclenche que pendant votre propre entretien. Elle ne se déclenche pas pendant l'entretien de vos adversaires.",
      "« Au début de", "« Au commencement de")
plant("tpl6", "templating",
      "At the beginning of the end step, \"until end of turn\" effects still apply; they end during the cleanup step.",
      "Au début de l'étape de fin, les effets « jusqu'à la fin du tour » s'appliquent encore ; ils prennent fin pendant l'étape de nettoyage.",
      "Au début de l'étape de fin,", "Lorsque commence l'étape de fin,")
plant("tpl7", "templating",
      "Loyalty abilities are activated abilities, so they follow the \"[Cost]: [Effect]\" form; the cost is the loyalty symbol.",
      "Les capacités de fidélité sont des capacités activées ; elles suivent donc la forme « [Coût] : [Effet] », le coût étant le symbole de fidélité.",
      "« [Coût] : [Effet] »", "« [Effet] : [Coût] »")

# ---------------------------------------------------------------------------------------------
# PART 4 — defects: card_names, untranslated, wrong_language, omission
# ---------------------------------------------------------------------------------------------
# card_names: official FR name (forge catalog) kept in English, misspelled, half translated,
# or replaced by a non-official translation
plant("name1", "card_names",
      "Bottomless Pool's ability can target a creature you control. Returning your own creature to your hand can be useful to reuse its abilities.",
      "La capacité de la Piscine sans fond peut cibler une créature que vous contrôlez. Renvoyer votre propre créature dans votre main peut être utile pour réutiliser ses capacités.",
      "de la Piscine sans fond", "de Bottomless Pool")
plant("name2", "card_names",
      "Ellivere of the Wild Court's last ability triggers for each enchanted creature you control that deals combat damage to a player.",
      "La dernière capacité d'Ellivère de la Cour sauvage se déclenche pour chaque créature enchantée que vous contrôlez qui inflige des blessures de combat à un joueur.",
      "d'Ellivère de la Cour sauvage", "d'Ellivere de la Cour sauvage")
plant("name3", "card_names",
      "Doubling Season's effects apply to tokens and counters, but not to other things such as damage or life gain.",
      "Les effets de la Saison de dédoublement s'appliquent aux jetons et aux marqueurs, mais pas à d'autres choses comme les blessures ou les gains de points de vie.",
      "Saison de dédoublement", "Saison de doublement")
plant("name4", "card_names",
      "Panharmonicon doesn't copy the triggered ability; it causes it to trigger an additional time.",
      "Le Panharmonicus ne copie pas la capacité déclenchée : il la fait se déclencher une fois de plus.",
      "Le Panharmonicus", "Le Panharmonicon")
plant("name5", "card_names",
      "Tenacious Tomeseeker's ability returns a card only if Tenacious Tomeseeker was bargained.",
      "La capacité du Chercheur de grimoires tenace ne renvoie une carte que si le Chercheur de grimoires tenace a été négocié.",
      "si le Chercheur de grimoires tenace", "si le Tomeseeker tenace")
plant("name6", "card_names",
      "The Spot, Living Portal's first ability can target up to one nonland permanent and up to one nonland permanent card in a graveyard.",
      "La première capacité de La Tache, portail vivant peut cibler jusqu'à un permanent non-terrain et jusqu'à une carte de permanent non-terrain dans un cimetière.",
      "de La Tache, portail vivant", "du Spot, portail vivant")
plant("name7", "card_names",
      "Johann, Apprentice Sorcerer doesn't let you cast creature spells from the top of your library.",
      "Johann, apprenti sorcier ne vous permet pas de lancer des sorts de créature depuis le dessus de votre bibliothèque.",
      "Johann, apprenti sorcier", "Johann, apprenti magicien")
plant("name8", "card_names",
      "Seek the Beast is an instant. Casting it as an Adventure doesn't count as casting a creature spell.",
      "En quête de la bête est un éphémère. Le lancer en tant qu'aventure ne compte pas comme lancer un sort de créature.",
      "En quête de la bête", "À la recherche de la bête")

# untranslated: wholly English (target = EN, or EN with only the card name translated),
# or one sentence / clause left in English
for key, en in [
    ("untr1", "You can't venture into the dungeon as a special action. You do so only when a spell or ability instructs you to."),
    ("untr2", "A creature's party type doesn't matter while it's in your graveyard."),
    ("untr4", "Once an ability has triggered, it resolves even if its source has left the battlefield. The game uses the source's last known information."),
]:
    DEFECTS.append((key, "untranslated", en, None, en))
DEFECTS.append(("untr3", "untranslated",
                "Doubling Season applies to each token-creating event separately.", None,
                "Saison de dédoublement applies to each token-creating event separately."))
plant("untr5", "untranslated",
      "Triggered abilities of a Room's locked door can't trigger. It's as if that door had no abilities. This is true for every player.",
      "Les capacités déclenchées d'un accès verrouillé d'une pièce ne peuvent pas se déclencher. Tout se passe comme si cet accès n'avait aucune capacité. Cela vaut pour tous les joueurs.",
      "Cela vaut pour tous les joueurs.", "This is true for every player.")
plant("untr6", "untranslated",
      "You may choose a different dungeon each time you start a new one. Your choice is made as the ability resolves.",
      "Vous pouvez choisir un donjon différent chaque fois que vous en commencez un nouveau. Votre choix est fait au moment où la capacité se résout.",
      "Votre choix est fait au moment où la capacité se résout.", "Your choice is made as the ability resolves.")
plant("untr7", "untranslated",
      "Each player has their own party. Which creatures are in your party can change many times over the course of a turn.",
      "Chaque joueur a son propre groupe. Les créatures qui font partie de votre groupe peuvent changer de nombreuses fois au cours d'un tour.",
      "Les créatures qui font partie de votre groupe peuvent changer de nombreuses fois au cours d'un tour.",
      "Which creatures are in your party can change many times over the course of a turn.")
DEFECTS.append(("untr8", "untranslated",
                "Your commander is still your commander while it's on the battlefield. Effects that refer to your commander apply to it in any zone.",
                "Votre commandant reste votre commandant tant qu'il est sur le champ de bataille. Les effets qui font référence à votre commandant s'appliquent à lui dans n'importe quelle zone.",
                "Votre commandant reste votre commandant tant qu'il est sur le champ de bataille. Effects that refer to your commander apply to it in any zone."))

# wrong_language: wholly (or for the larger part) Spanish, Italian, German or Portuguese
DEFECTS += [
    ("wl1", "wrong_language",
     "If you control a Room with both doors unlocked, it's a single permanent, not two.", None,
     "Si controlas una habitación con ambas puertas desbloqueadas, es un único permanente, no dos."),
    ("wl2", "wrong_language",
     "Abilities of an Adventure spell apply only while it's on the stack. Once the card is in exile, only its normal characteristics matter.", None,
     "Le abilità di una magia Avventura si applicano solo mentre è in pila. Una volta che la carta è in esilio, contano solo le sue caratteristiche normali."),
    ("wl3", "wrong_language",
     "Mana abilities resolve immediately and don't use the stack. You can activate them even while paying a cost.", None,
     "Manafähigkeiten werden sofort verrechnet und benutzen den Stapel nicht. Du kannst sie sogar aktivieren, während du Kosten bezahlst."),
    ("wl4", "wrong_language",
     "A face-down creature has no color. If it's turned face up, it has the colors of the card.", None,
     "Uma criatura com a face para baixo não tem cor. Se ela for virada para cima, ela tem as cores do card."),
    ("wl5", "wrong_language",
     "Taking the initiative makes you venture into the dungeon. If you already have the initiative and take it again, you venture into the dungeon again. Only one player can have the initiative at a time.", None,
     "Tomar la iniciativa te hace aventurarte en la mazmorra. Si ya tienes la iniciativa y la vuelves a tomar, te aventuras en la mazmorra de nuevo. Solo un jugador puede tener la iniciativa a la vez."),
    ("wl6", "wrong_language",
     "When a spell is countered, it's put into its owner's graveyard. None of its effects happen, and any costs paid for it aren't refunded.",
     "Quand un sort est contrecarré, il est mis dans le cimetière de son propriétaire. Aucun de ses effets n'a lieu, et les coûts payés pour ce sort ne sont pas remboursés.",
     "Quand un sort est contrecarré, il est mis dans le cimetière de son propriétaire. Nessuno dei suoi effetti si verifica, e i costi pagati per questa magia non vengono rimborsati."),
    ("wl7", "wrong_language",
     "Tokens are permanents. A token that's a copy of a card isn't a card. It's still affected by anything that affects permanents.",
     "Les jetons sont des permanents. Un jeton qui est une copie d'une carte n'est pas une carte. Il est quand même affecté par tout ce qui affecte les permanents.",
     "Les jetons sont des permanents. Ein Spielstein, der eine Kopie einer Karte ist, ist keine Karte. Er wird trotzdem von allem beeinflusst, was bleibende Karten beeinflusst."),
]

# omission: one sentence or clause dropped; the dropped part holds no term, number, symbol,
# negation or card name
plant("om1", "omission",
      "In your hand, a Room card has the combined characteristics of its halves, just as split cards usually do.",
      "Dans votre main, une carte de pièce a les caractéristiques combinées de ses moitiés, comme c'est habituellement le cas pour les cartes scindées.",
      ", comme c'est habituellement le cas pour les cartes scindées", "")
plant("om2", "omission",
      "After you venture into the dungeon, the ability of the room your marker moved to triggers. Players may respond to it as usual.",
      "Après que vous vous êtes aventuré dans le donjon, la capacité de la pièce où votre marqueur s'est déplacé se déclenche. Les joueurs peuvent y répondre comme d'habitude.",
      " Les joueurs peuvent y répondre comme d'habitude.", "")
plant("om3", "omission",
      "When Ellivere of the Wild Court attacks, its first ability triggers, and the Virtuous Role is created before blockers are declared, which can affect how your opponent blocks.",
      "Quand Ellivère de la Cour sauvage attaque, sa première capacité se déclenche, et le rôle Vertueux est créé avant la déclaration des bloqueurs, ce qui peut influencer la façon dont votre adversaire bloque.",
      ", ce qui peut influencer la façon dont votre adversaire bloque", "")
plant("om4", "omission",
      "If you cast an Adventure, the card goes to exile as the spell resolves. Later, you may cast the creature from exile, even on a later turn.",
      "Si vous lancez une aventure, la carte est exilée au moment où le sort se résout. Plus tard, vous pouvez lancer la créature depuis l'exil, même lors d'un tour ultérieur.",
      ", même lors d'un tour ultérieur", "")
plant("om5", "omission",
      "When the stack is empty and all players pass priority in succession, the current step or phase ends. The game then moves on to the next one.",
      "Quand la pile est vide et que tous les joueurs passent successivement la priorité, l'étape ou la phase en cours se termine. La partie passe alors à la suivante.",
      " La partie passe alors à la suivante.", "")
plant("om6", "omission",
      "When an effect lets the controller of a Room unlock a door, that player chooses which door, and that choice is made as the effect resolves.",
      "Quand un effet permet au contrôleur d'une pièce de déverrouiller un accès, c'est ce joueur qui choisit lequel, et ce choix est fait au moment où l'effet se résout.",
      ", et ce choix est fait au moment où l'effet se résout", "")
plant("om7", "omission",
      "The copy created by Peter Parker's Camera resolves before the original ability. Any choices for the copy are made as it resolves, just like for the original.",
      "La copie créée par l'Appareil photo de Peter Parker se résout avant la capacité d'origine. Les choix relatifs à la copie sont faits au moment où elle se résout, comme pour l'original.",
      ", comme pour l'original", "")
plant("om8", "omission",
      "Protection from a color doesn't make Auras of that color already attached to the creature fall off immediately. They're put into their owners' graveyards the next time state-based actions are checked, which happens very quickly in practice.",
      "La protection contre une couleur ne fait pas immédiatement tomber les auras de cette couleur déjà attachées à la créature. Elles sont mises dans les cimetières de leurs propriétaires la prochaine fois que les actions basées sur un état sont vérifiées, ce qui se produit très rapidement en pratique.",
      ", ce qui se produit très rapidement en pratique", "")

# ---------------------------------------------------------------------------------------------
# PART 5 — defects: negation, punctuation, missing
# ---------------------------------------------------------------------------------------------
# negation: a negation removed or added, meaning flipped
plant("neg1", "negation",
      "You can't unlock a door that's already unlocked, even with an effect.",
      "Vous ne pouvez pas déverrouiller un accès qui est déjà déverrouillé, même grâce à un effet.",
      "Vous ne pouvez pas déverrouiller", "Vous pouvez déverrouiller")
plant("neg2", "negation",
      "Tokens created by a copy of a spell are controlled by the copy's controller.",
      "Les jetons créés par une copie d'un sort sont contrôlés par le contrôleur de la copie.",
      "sont contrôlés", "ne sont pas contrôlés")
plant("neg3", "negation",
      "The mana value of a spell is never affected by cost reductions.",
      "La valeur de mana d'un sort n'est jamais affectée par les réductions de coût.",
      "n'est jamais affectée", "est toujours affectée")
plant("neg4", "negation",
      "If an attacking creature is removed from combat, it's no longer an attacking creature.",
      "Si une créature attaquante est retirée du combat, elle n'est plus une créature attaquante.",
      "elle n'est plus", "elle est encore")
plant("neg5", "negation",
      "You can turn a face-down permanent face up any time you have priority, as long as you can pay the cost. This is a special action, which doesn't use the stack.",
      "Vous pouvez retourner face visible un permanent face cachée à tout moment où vous avez la priorité, à condition de pouvoir en payer le coût. C'est une action spéciale, qui n'utilise pas la pile.",
      "à condition de pouvoir", "à condition de ne pas pouvoir")
plant("neg6", "negation",
      "A creature that isn't blocked deals combat damage to the player or planeswalker it's attacking.",
      "Une créature qui n'est pas bloquée inflige des blessures de combat au joueur ou au planeswalker qu'elle attaque.",
      "qui n'est pas bloquée", "qui est bloquée")
plant("neg7", "negation",
      "When you unlock a door, players can respond to the triggered abilities that result, but they can't respond to the unlocking itself.",
      "Quand vous déverrouillez un accès, les joueurs peuvent répondre aux capacités déclenchées qui en résultent, mais ils ne peuvent pas répondre au déverrouillage lui-même.",
      "les joueurs peuvent répondre", "les joueurs ne peuvent pas répondre")
plant("neg8", "negation",
      "If you have a full party, Coveted Prize lets you cast a spell from your hand without paying its mana cost.",
      "Si vous avez un groupe complet, le Prix convoité vous permet de lancer un sort depuis votre main sans payer son coût de mana.",
      "sans payer", "en payant")

# punctuation: final mark missing or wrong
plant("pun1", "punctuation",
      "The stack is a zone. Objects on it are visible to all players.",
      "La pile est une zone. Les objets qui s'y trouvent sont visibles de tous les joueurs.",
      "joueurs.", "joueurs")
plant("pun2", "punctuation",
      "Each player may look at the cards in any graveyard at any time.",
      "Chaque joueur peut regarder à tout moment les cartes de n'importe quel cimetière.",
      "cimetière.", "cimetière ?")
plant("pun3", "punctuation",
      "Exiled cards are face up unless an effect says otherwise.",
      "Les cartes exilées sont face visible, sauf indication contraire.",
      "contraire.", "contraire !")
plant("pun4", "punctuation",
      "Your commander's color identity includes the colors of every mana symbol in its mana cost and rules text.",
      "L'identité de couleur de votre commandant comprend les couleurs de tous les symboles de mana de son coût de mana et de son texte de règles.",
      "de règles.", "de règles,")
plant("pun5", "punctuation",
      "If a spell's only target has become illegal, the spell doesn't resolve.",
      "Si l'unique cible d'un sort est devenue illégale, le sort ne se résout pas.",
      "pas.", "pas :")
plant("pun6", "punctuation",
      "An adventurer card's Adventure is an instant or sorcery. You can cast it only when you could cast a spell of that type. The creature half doesn't change that.",
      "L'aventure d'une carte d'aventurier est un éphémère ou un rituel. Vous ne pouvez la lancer qu'au moment où vous pourriez lancer un sort de ce type. La moitié créature n'y change rien.",
      "rien.", "rien")
plant("pun7", "punctuation",
      "Tokens can be copied like any other permanent.",
      "Les jetons peuvent être copiés comme n'importe quel autre permanent.",
      "permanent.", "permanent ;")

# missing: empty or whitespace-only target (incl. a no-break space and a CRLF)
DEFECTS += [
    ("miss1", "missing", "A dungeon isn't a permanent, and effects that refer to permanents can't affect it.", None, ""),
    ("miss2", "missing", "If a creature in your party changes types, the number of creatures in your party may change as well.", None, " "),
    ("miss3", "missing", "A Role token's owner is the player who created it, even if it's attached to a creature an opponent controls.", None, "\n"),
    ("miss4", "missing", "Counters aren't objects. They have no characteristics and can't be targeted.", None, "\t \t"),
    ("miss5", "missing", "When an Adventure spell is copied, the copy isn't exiled as it resolves, since it isn't a card.", None, "   "),
    ("miss6", "missing", "You can activate mana abilities while casting a spell, after announcing it and before paying its costs.", None, "\u00a0"),
    ("miss7", "missing", "When a player passes priority, the next player in turn order receives it.", None, "\r\n"),
]
