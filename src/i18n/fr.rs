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
    ("Drag back to kick", "Tirer en arrière pour frapper"),
    ("Flick sensitivity", "Sensibilité du tir"),
    ("Language", "Langue"),
    (
        "Not saved, used until you quit: {0}",
        "Non enregistré, utilisé jusqu'à la fermeture : {0}",
    ),
    ("Settings", "Réglages"),
    ("Sound", "Son"),
    (
        "Table mode (face each coach)",
        "Mode table (face à chaque coach)",
    ),
    ("Undo last move", "Annuler le dernier coup"),
    // ---- the peg card and the skills in words (src/play/peg_card.rs, skill_words.rs, src/ui/match_screen/card_draw.rs) ----
    (
        "+ Assist: his pass to a green or red team-mate cancels the blue of the player marking him.",
        "+ Assist : sa passe à un coéquipier vert ou rouge annule le bleu de son marqueur.",
    ),
    (
        "+ Bomber: against his shot from the penalty area the goalkeeper must stay in the goal box.",
        "+ Bomber : contre son tir depuis la surface de réparation, le gardien doit rester dans la petite surface.",
    ),
    (
        "+ Long pass: a tie nobody touched after his long pass goes to his team-mate.",
        "+ Longue passe : après sa passe longue, une égalité sans contact va à son coéquipier.",
    ),
    (
        "+ Offside line: about to be offside, he steps back one cell for free.",
        "+ Bord de hors-jeu : sur le point d'être hors-jeu, il recule gratuitement d'une case.",
    ),
    (
        "+ Precise cross: his cross that stops in a team-mate's cell in the penalty area, untouched by an opponent, is headed.",
        "+ Centre précis : son centre qui s'arrête dans la case d'un coéquipier dans la surface, sans toucher d'adversaire, est repris de la tête.",
    ),
    (
        "+ Recovery: entering the ball's cell from a rear cell is a foul only on a 1.",
        "+ Récupération : entrer dans la case du ballon par derrière n'est une faute que sur un 1.",
    ),
    (
        "+ Reflexes: against a bomber's shot he rolls a die; 4 to 6 cancels the bomber.",
        "+ Réflexes : contre le tir d'un bomber, il lance un dé ; 4 à 6 annule le bomber.",
    ),
    (
        "+ Wall: a sliding tackle that only goes forward may end standing.",
        "+ Mur : un tacle glissé qui ne fait qu'avancer peut finir debout.",
    ),
    (
        "+ Wider cross zone: he may cross from the cells next to the cross zone.",
        "+ Zone de centre augmentée : il peut centrer depuis les cases voisines de la zone de centre.",
    ),
    ("2024 BASE", "2024 BASE"),
    ("2024 COMPLETE", "2024 COMPLET"),
    ("2024 TOURNAMENT", "2024 TOURNOI"),
    (
        "Along the touchline: when his team moves 3 cells in PHASE 2, he moves 4 along the touchline through empty cells.",
        "Le long de la touche : quand son équipe se déplace de 3 cases en PHASE 2, il en fait 4 le long de la ligne de touche par des cases vides.",
    ),
    ("Classic", "Classique"),
    ("Classic PRO", "Classique PRO"),
    ("Cross (green, G)", "Centre (vert, G)"),
    ("Defence (blue, B)", "Défense (bleu, B)"),
    (
        "Dice duels: +2 a blue section against a dribble, and with yellow to keep the ball (at most +6).",
        "Duels aux dés : +2 par section bleue contre un dribble, et avec le jaune pour garder le ballon (+6 au plus).",
    ),
    (
        "Dice duels: +2 a red or green section when he dribbles (at most +6).",
        "Duels aux dés : +2 par section rouge ou verte quand il dribble (+6 au plus).",
    ),
    (
        "Dice duels: +2 a yellow or blue section to keep the ball in a tackle (at most +6).",
        "Duels aux dés : +2 par section jaune ou bleue pour garder le ballon face à un tacle (+6 au plus).",
    ),
    (
        "Dribbled by a shooter, he adds 2 a purple section to his die.",
        "Dribblé par un tireur, il ajoute 2 par section violette à son dé.",
    ),
    (
        "Duel numbers: dribbling {0}, marking {1}, tackling {2}, ball defence {3}",
        "Valeurs de duel : dribble {0}, marquage {1}, tacle {2}, défense du ballon {3}",
    ),
    (
        "Fatigue (from 60'): fewer skill sections",
        "Fatigue (dès la 60e) : moins de sections",
    ),
    (
        "Goalkeeper (black with an X, X)",
        "Gardien (noir avec un X, X)",
    ),
    ("Goalkeeper (purple, V)", "Gardien (violet, V)"),
    (
        "Goalkeeper: he is set against every declared shot and picks the ball up in his area.",
        "Gardien : il se prépare contre chaque tir déclaré et prend le ballon à la main dans sa surface.",
    ),
    (
        "Header: on a declared cross he may move 1 cell into the penalty area; he is not offside for it.",
        "Jeu de tête : sur un centre déclaré, il peut avancer d'une case dans la surface ; il n'est pas hors-jeu pour cela.",
    ),
    ("Heading (black, K)", "Jeu de tête (noir, K)"),
    (
        "His short pass reaches 5 cells instead of 4.",
        "Sa passe courte va jusqu'à 5 cases au lieu de 4.",
    ),
    (
        "Injured: one skill section left",
        "Blessé : il lui reste une section",
    ),
    (
        "Marking: in the cell of an opponent who receives the ball, he cancels that opponent's yellow, green and red.",
        "Marquage : dans la case d'un adversaire qui reçoit le ballon, il annule son jaune, son vert et son rouge.",
    ),
    ("Moved this turn", "A bougé ce tour-ci"),
    ("No card", "Aucun carton"),
    ("No skill sections.", "Aucune section de capacité."),
    (
        "Not a skill of this edition: no effect in this match.",
        "Pas une capacité de cette édition : sans effet dans ce match.",
    ),
    ("Not moved this turn", "N'a pas bougé ce tour-ci"),
    (
        "Not usable now: injured or tired players keep only their first sections.",
        "Inutilisable pour l'instant : un joueur blessé ou fatigué ne garde que ses premières sections.",
    ),
    ("On the bench", "Sur le banc"),
    (
        "One-touch cross: reaching the ball in the cross zone, he plays PHASE 1 again with a cross.",
        "Centre en une touche : s'il atteint le ballon dans la zone de centre, il rejoue la PHASE 1 avec un centre.",
    ),
    (
        "One-touch cross: reaching the ball with 1 movement in the cross zone, he plays PHASE 1 again with a cross.",
        "Centre en une touche : s'il atteint le ballon en 1 déplacement dans la zone de centre, il rejoue la PHASE 1 avec un centre.",
    ),
    (
        "One-touch pass: receiving a pass in his own cell, he plays PHASE 1 again with a pass or a drive (once a turn).",
        "Passe en une touche : s'il reçoit une passe dans sa case, il rejoue la PHASE 1 avec une passe ou une avancée balle au pied (une fois par tour).",
    ),
    (
        "One-touch pass: receiving a pass in his own cell, he plays PHASE 1 again with a pass or a drive (one pass a turn).",
        "Passe en une touche : s'il reçoit une passe dans sa case, il rejoue la PHASE 1 avec une passe ou une avancée balle au pied (une passe par tour).",
    ),
    (
        "One-touch shot: reaching the ball in the penalty area, he plays PHASE 1 again with a shot.",
        "Tir en une touche : s'il atteint le ballon dans la surface de réparation, il rejoue la PHASE 1 avec un tir.",
    ),
    (
        "One-touch shot: reaching the ball with 1 movement in the goal box, he plays PHASE 1 again with a shot.",
        "Tir en une touche : s'il atteint le ballon en 1 déplacement dans la petite surface, il rejoue la PHASE 1 avec un tir.",
    ),
    (
        "PRO assist: his pass to a green or red team-mate cancels the blue of the player marking him.",
        "Assist PRO : sa passe à un coéquipier vert ou rouge annule le bleu de son marqueur.",
    ),
    (
        "PRO bomber: the goalkeeper stays in the goal box against his shot, and he may shoot more than once a turn.",
        "Bomber PRO : le gardien reste dans la petite surface contre son tir, et il peut tirer plus d'une fois par tour.",
    ),
    (
        "PRO heading: on a declared cross he may move 1 cell into the penalty area.",
        "Jeu de tête PRO : sur un centre déclaré, il peut avancer d'une case dans la surface.",
    ),
    (
        "PRO long pass: a tie nobody touched after his long pass goes to his team-mate.",
        "Longue passe PRO : après sa passe longue, une égalité sans contact va à son coéquipier.",
    ),
    (
        "PRO offside line: about to be offside, he steps back one cell.",
        "Bord de hors-jeu PRO : sur le point d'être hors-jeu, il recule d'une case.",
    ),
    (
        "PRO precise cross: his cross through a team-mate's cell in the penalty area, touching nobody, succeeds.",
        "Centre précis PRO : son centre qui passe par la case d'un coéquipier dans la surface, sans toucher personne, réussit.",
    ),
    (
        "PRO retrieval: entering the ball's cell from a rear cell is a foul only on a 1.",
        "Récupération PRO : entrer dans la case du ballon par derrière n'est une faute que sur un 1.",
    ),
    (
        "PRO speed: on a free ball he moves into an empty cell before the CoD.",
        "Vitesse PRO : sur un ballon libre, il se déplace dans une case vide avant le CdD.",
    ),
    (
        "PRO wall: a sliding tackle that only goes forward may end standing.",
        "Mur PRO : un tacle glissé qui ne fait qu'avancer peut finir debout.",
    ),
    (
        "PRO wider cross zone: he may cross from the cells next to the cross zone.",
        "Zone de centre augmentée PRO : il peut centrer depuis les cases voisines de la zone de centre.",
    ),
    ("Pass (yellow, Y)", "Passe (jaune, Y)"),
    ("Red card: sent off", "Carton rouge : expulsé"),
    (
        "Seriously injured: one skill section, moves one cell at most",
        "Blessure grave : une section, une case de déplacement au plus",
    ),
    ("Shot (red, R)", "Tir (rouge, R)"),
    (
        "Shot from outside the area: reaching the ball by moving in the attacking third, he may shoot.",
        "Tir hors de la surface : s'il atteint le ballon en se déplaçant dans le dernier tiers, il peut tirer.",
    ),
    (
        "Sliding tackle: against a one-touch shot or cross he slides as many cells as the attacker walked, then lies down.",
        "Tacle glissé : contre un tir ou un centre en une touche, il glisse d'autant de cases que l'attaquant en a fait, puis se couche.",
    ),
    ("Speed (grey, S)", "Vitesse (gris, S)"),
    (
        "Speed: on a free ball he steps one cell forward before the CoD (back too with blue).",
        "Vitesse : sur un ballon libre, il avance d'une case avant le CdD (recule aussi avec le bleu).",
    ),
    ("Substituted", "Remplacé"),
    ("Unavailable this match", "Indisponible pour ce match"),
    (
        "Used from the COMPLETE rules on: no effect in this match.",
        "Utilisée à partir des règles COMPLET : sans effet dans ce match.",
    ),
    ("Yellow card", "Carton jaune"),
    ("{0} · Skills in {1}", "{0} · Capacités en {1}"),
];
