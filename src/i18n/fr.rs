//! The French catalogue: (English key, French) pairs. How to add a line: see the module
//! documentation of `crate::i18n`. Terms follow `docs/glossary.md` (the 2024 rulebook's
//! words). One section per screen or module; lines of a section in alphabetical order.

/// English to French, one pair per UI string.
pub(super) const FR: &[(&str, &str)] = &[
    // ---- shared (forms, buttons) ----
    ("Back", "Retour"),
    ("Off", "Non"),
    ("On", "Oui"),
    // ---- settings (src/ui/settings) ----
    ("Aim assist", "Aide à la visée"),
    ("Animation speed", "Vitesse des animations"),
    ("Colour-blind palette", "Couleurs daltoniens"),
    ("Drag back to kick", "Tirer en arrière pour frapper"),
    ("Flick sensitivity", "Sensibilité du tir"),
    ("Language", "Langue"),
    (
        "Not saved, used until you quit: {0}",
        "Non enregistré, utilisé jusqu'à la fermeture : {0}",
    ),
    ("Panel on the left", "Panneau à gauche"),
    ("Settings", "Réglages"),
    ("Sound", "Son"),
    (
        "Table mode (face each coach)",
        "Mode table (face à chaque coach)",
    ),
    ("Undo last move", "Annuler le dernier coup"),
    // ---- tutorial (src/tutorial/text.rs, src/ui/title.rs) ----
    ("A throw-in", "Une touche"),
    (
        "Before the throw, Blue moves (PHASE 2), then Red (PHASE 3). Nobody needs to move now: tap End phase twice.",
        "Avant la touche, Blue bouge (PHASE 2), puis Red (PHASE 3). Inutile de bouger : touchez deux fois Fin de phase.",
    ),
    (
        "Blue 4 entered from the front: that is allowed. Only the first player moved may enter, and from behind a die decides a foul (1-3) and a yellow card.",
        "Blue 4 est entré par l'avant : c'est permis. Seul le premier joueur déplacé peut entrer ; par l'arrière, un dé décide d'une faute (1-3) et d'un carton jaune.",
    ),
    (
        "Blue 4 is in the ball's cell: tap Tackle to roll the die.",
        "Blue 4 est dans la case du ballon : touchez Tacle pour lancer le dé.",
    ),
    (
        "Blue 8 holds the ball over his head. Flick it to Blue 7 to throw it in.",
        "Blue 8 tient le ballon sur la tête. Pichenette vers Blue 7 pour jouer la touche.",
    ),
    (
        "Blue 8 walked to the ball: at a throw-in one player may walk up to 3 cells to it.",
        "Blue 8 a rejoint le ballon : à la touche, un joueur peut marcher jusqu'à 3 cases.",
    ),
    (
        "Blue must prepare the keeper first. Play Blue: tap a keeper button (standing is fine).",
        "Blue prépare d'abord son gardien. Jouez Blue : touchez un bouton du gardien (debout suffit).",
    ),
    ("Flick a pass", "Une passe d'une pichenette"),
    (
        "GOAL! A declared shot into the net scores. After a goal the other team kicks off.",
        "BUT ! Un tir déclaré qui entre compte. Après un but, l'autre équipe donne le coup d'envoi.",
    ),
    ("Learn to play", "Apprendre à jouer"),
    ("Lesson {0} of {1}: {2}", "Leçon {0} sur {1} : {2}"),
    ("Next", "Suivant"),
    (
        "No goal this time: after a shot, the ball goes to whoever is nearest, and a tie goes to the defence. Shooting is that hard!",
        "Pas de but : après un tir, le ballon va au plus proche, et une égalité va à la défense. Marquer n'est pas simple !",
    ),
    (
        "Nobody moved, so Blue would only get a quick round (the keeper and one player, 1 cell). Try again: drag Red 10 first.",
        "Personne n'a bougé : Blue n'aurait qu'un tour rapide (le gardien et un joueur, 1 case). Réessayez : déplacez d'abord Red 10.",
    ),
    (
        "Now a long pass: flick the ball hard into the empty right half, far from everyone.",
        "Maintenant une passe longue : frappez fort vers la moitié droite vide, loin de tous.",
    ),
    (
        "Only the first Blue player moved may enter the ball's cell. Try again: move Blue 4 first.",
        "Seul le premier joueur de Blue déplacé peut entrer dans la case du ballon. Réessayez : déplacez d'abord Blue 4.",
    ),
    (
        "PHASE 2: Red moves. Drag Red 10 forward (the lit cells show how far, up to 3), then tap End phase.",
        "PHASE 2 : Red bouge. Avancez Red 10 (les cases éclairées montrent jusqu'où, 3 au plus), puis Fin de phase.",
    ),
    (
        "PHASE 3 is over: {0} plays PHASE 1, the kick. Each player moves at most once per turn.",
        "La PHASE 3 est finie : {0} joue la PHASE 1, la frappe. Chaque joueur bouge au plus une fois par tour.",
    ),
    (
        "PHASE 3: now you play Blue. Drag Blue 5 towards the ball (the headline says how far), then tap End phase.",
        "PHASE 3 : vous jouez Blue. Approchez Blue 5 du ballon (le titre dit jusqu'où), puis Fin de phase.",
    ),
    ("PHASES 2 and 3: moving", "PHASES 2 et 3 : se déplacer"),
    ("Play a match", "Jouer un match"),
    (
        "Players of both teams were equally near: a tie. Nobody touched the ball and the pass was short (4 cells or less), so the attackers win it: {0}. A long pass, cross or shot would go to the defence.",
        "Des joueurs des deux équipes étaient aussi proches : égalité. Personne n'a touché le ballon et la passe était courte (4 cases ou moins) : l'attaque l'emporte, {0}. Sur passe longue, centre ou tir, la défense l'emporte.",
    ),
    (
        "Red 10 and Blue 5 share a cell. Flick a short pass that stops near them.",
        "Red 10 et Blue 5 partagent une case. Faites une passe courte qui s'arrête près d'eux.",
    ),
    (
        "Red 9 is in Blue's penalty area. Tap Shot to declare the shot before you flick.",
        "Red 9 est dans la surface de Blue. Touchez Tir pour déclarer le tir avant de frapper.",
    ),
    (
        "Red's longest move was {0} cells, so in PHASE 3 each Blue player may move up to {0} cells. Move 1 cell and Blue may only move 1: that is why the limit changes.",
        "Le plus long déplacement de Red était de {0} cases : en PHASE 3, chaque joueur de Blue peut bouger de {0} cases. Bougez d'1 case et Blue n'en aura qu'1 : voilà pourquoi la limite change.",
    ),
    ("Shooting", "Tirer"),
    (
        "Shot declared! A shot is always announced first, so the defence can prepare its goalkeeper.",
        "Tir déclaré ! Un tir s'annonce toujours, pour que la défense prépare son gardien.",
    ),
    (
        "That kick was not a declared shot: a goal only counts from a declared shot. Try again: tap Shot first.",
        "Ce n'était pas un tir déclaré : seul un tir déclaré peut marquer. Réessayez : touchez d'abord Tir.",
    ),
    (
        "That was from behind or from afar: a foul risk. Try again: enter from a cell touching the ball's cell on Blue's goal side.",
        "C'était par l'arrière ou de loin : risque de faute. Réessayez depuis une case voisine, côté but de Blue.",
    ),
    (
        "The ball stopped in {0}'s cell: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
        "Le ballon s'est arrêté dans la case de {0} : le plus proche le prend. C'est le CdD, le calcul de la distance. Red garde le ballon.",
    ),
    (
        "The ball stopped more than 3 cells from everyone: a long ball. {0} walks {1} cells to it, and in PHASES 2 and 3 every player may move {1} cells.",
        "Le ballon s'est arrêté à plus de 3 cases de tous : ballon long. {0} marche {1} cases jusqu'à lui, et en PHASES 2 et 3 chacun peut bouger de {1} cases.",
    ),
    (
        "The ball stopped nearer {0}: Blue takes it. Try again, a little softer or straighter.",
        "Le ballon s'est arrêté plus près de {0} : Blue le prend. Réessayez, un peu plus doux ou plus droit.",
    ),
    (
        "The ball stopped nearest {0}, {1} cells away: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
        "Le ballon s'est arrêté plus près de {0}, à {1} cases : le plus proche le prend. C'est le CdD, le calcul de la distance. Red garde le ballon.",
    ),
    (
        "The ball touched {0}: in a tie, the player who touched the ball takes it.",
        "Le ballon a touché {0} : en cas d'égalité, le joueur touché prend le ballon.",
    ),
    (
        "The ball went out of play. Try again with a gentler flick.",
        "Le ballon est sorti. Réessayez plus doucement.",
    ),
    (
        "The ball went out over the touchline: a throw-in for Blue. Drag Blue 8 to the ball.",
        "Le ballon est sorti en touche : touche pour Blue. Amenez Blue 8 au ballon.",
    ),
    (
        "The ball's cell and tackles",
        "La case du ballon et le tacle",
    ),
    (
        "The die shows {0}: a tackle needs 5 or 6, so Red keeps the ball.",
        "Le dé donne {0} : un tacle demande 5 ou 6, Red garde le ballon.",
    ),
    (
        "The die shows {0}: a tackle needs 5 or 6. Blue 4 wins the ball and Blue counter-attacks at once.",
        "Le dé donne {0} : un tacle demande 5 ou 6. Blue 4 prend le ballon et Blue contre-attaque aussitôt.",
    ),
    (
        "The keeper is ready. Flick the ball hard at the goal, past him!",
        "Le gardien est prêt. Frappez fort vers le but, à côté de lui !",
    ),
    (
        "The keeper is set. Against a shot from inside the penalty area he stands or lies, without his bar; from outside the area he blocks with the bar.",
        "Le gardien est placé. Sur un tir de la surface, il est debout ou couché, sans la tige ; sur un tir de plus loin, il arrête avec la tige.",
    ),
    (
        "The phase ended without a tackle. Try again and tap Tackle.",
        "La phase s'est finie sans tacle. Réessayez et touchez Tacle.",
    ),
    (
        "Thrown in! A throw-in is flicked from the head, and then the CoD decides who has the ball, as for any kick.",
        "Touche jouée ! Elle se frappe depuis la tête, puis le CdD décide qui a le ballon, comme pour toute frappe.",
    ),
    ("Ties and long passes", "Égalités et passes longues"),
    ("Try again", "Réessayer"),
    (
        "Try again: drag Blue 8 onto the ball's cell on the touchline.",
        "Réessayez : amenez Blue 8 sur la case du ballon, sur la ligne de touche.",
    ),
    (
        "You are Red. Swipe from the ball towards Red 10 and let go: a gentle flick is enough.",
        "Vous êtes Red. Glissez du ballon vers Red 10 et lâchez : une pichenette douce suffit.",
    ),
    (
        "You defend with Blue. Drag Blue 4 into the ball's cell, from the front (the side of Blue's goal).",
        "Vous défendez avec Blue. Amenez Blue 4 dans la case du ballon, par l'avant (côté but de Blue).",
    ),
    (
        "You know the game! Play a match against the computer at the easiest level.",
        "Vous connaissez le jeu ! Jouez un match contre l'ordinateur au niveau le plus facile.",
    ),
    (
        "{0} was 3 cells or nearer: not a long ball. Flick harder into the empty half.",
        "{0} était à 3 cases ou moins : pas de ballon long. Frappez plus fort vers la moitié vide.",
    ),
    (
        "{0} was nearest on his own: no tie. Try again: stop the ball next to Red 10 and Blue 5.",
        "{0} était seul le plus proche : pas d'égalité. Réessayez : arrêtez le ballon près de Red 10 et Blue 5.",
    ),
    ("Volume", "Volume"),
];
