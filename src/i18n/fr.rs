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
    // ---- title (src/ui/title.rs) ----
    ("Continue match", "Reprendre le match"),
    ("New match", "Nouveau match"),
    (
        "Simulator Soccer, flicked",
        "Simulator Soccer, d'une pichenette",
    ),
    ("Team studio", "Studio des équipes"),
    // ---- new match (src/ui/new_match) ----
    ("AI level", "Niveau de l'IA"),
    ("AI plays", "L'IA joue"),
    ("Away", "Extérieur"),
    ("Base", "Base"),
    ("Classic", "Classique"),
    ("Complete", "Complet"),
    ("Easy", "Facile"),
    ("Edition", "Édition"),
    ("Extra time + shootout", "Prolongation + tirs au but"),
    ("Full: 3 referees", "Complet : 3 arbitres"),
    ("Hard", "Difficile"),
    ("Home", "Domicile"),
    ("Length", "Durée"),
    ("Level", "Règlement"),
    ("Normal", "Normal"),
    ("Pass-and-play", "À deux"),
    ("Play", "Jeu"),
    ("Quick: 1 referee", "Rapide : 1 arbitre"),
    ("Start", "Commencer"),
    (
        "Starting replaces the match in progress.",
        "Commencer remplace le match en cours.",
    ),
    ("Swap home/away", "Inverser dom./ext."),
    ("Tournament", "Tournoi"),
    ("Turn timer", "Minuteur du tour"),
    ("Versus AI", "Contre l'IA"),
    ("never in TOURNAMENT play", "jamais en TOURNOI"),
    (
        "pass-and-play: two people, no AI",
        "à deux : deux personnes, pas d'IA",
    ),
    // ---- match screen panel (src/ui/match_screen) ----
    ("Aim", "Visée"),
    ("Back to the menu", "Retour au menu"),
    ("Continue", "Continuer"),
    ("Menu", "Menu"),
    ("Speed x{0}", "Vitesse x{0}"),
    // ---- match words: buttons (src/play/words.rs, view.rs, offers.rs) ----
    ("Ball on {0}", "Ballon en {0}"),
    ("Bar", "Tige"),
    ("Bring on {0}", "Faire entrer {0}"),
    ("Cross", "Centre"),
    ("Declare a cross", "Déclarer un centre"),
    ("Done placing", "Placement fini"),
    ("Done: play on", "Fini : on joue"),
    ("Dribble the goalkeeper", "Dribbler le gardien"),
    ("Drive", "Balle au pied"),
    ("End phase", "Fin de phase"),
    ("Foul {0} on purpose", "Faute volontaire sur {0}"),
    ("Give the OK (keeper set)", "Donner l'OK (gardien prêt)"),
    ("Header", "Tête"),
    (
        "Home advantage +{0} ({1} left)",
        "Avantage domicile +{0} (reste {1})",
    ),
    ("Keeper: {0}", "Gardien : {0}"),
    ("Let {0} go", "Laisser passer {0}"),
    ("Lob", "Lob"),
    ("Low", "Ras de terre"),
    ("Lying", "Allongé"),
    ("Move {0}", "Déplacer {0}"),
    ("No cell within reach is free", "Aucune case libre à portée"),
    (
        "No foul: {0} goes on with the ball",
        "Pas de faute : {0} continue avec le ballon",
    ),
    (
        "No kick style is allowed for a {0} from here",
        "Aucune frappe permise d'ici pour : {0}",
    ),
    ("No replay", "Ne pas rejouer"),
    ("Pass", "Passe"),
    (
        "Quick round: instead of one move, {0} shift inside their cells",
        "Tour rapide : au lieu d'un déplacement, {0} bougent dans leur case",
    ),
    ("Shot", "Tir"),
    (
        "Sliding tackle against {0}: {1} slides to {2} and {3}",
        "Tacle glissé contre {0} : {1} glisse en {2} et {3}",
    ),
    ("Sliding tackle: {0} to {1}", "Tacle glissé : {0} en {1}"),
    ("Standing", "Debout"),
    ("Substitutes ({0} left)", "Remplaçants (reste {0})"),
    ("Synchro ({0} players)", "Synchro ({0} joueurs)"),
    ("Tackle: {0}", "Tacle : {0}"),
    ("Throw", "À la main"),
    ("Toss the coin", "Lancer la pièce"),
    ("lies down afterwards", "reste allongé ensuite"),
    ("stays on his feet (+ wall)", "reste debout (+ mur)"),
    ("the dribbler", "le dribbleur"),
    ("the one-touch cross", "le centre en une touche"),
    ("the one-touch shot", "le tir en une touche"),
    (
        "{0} comes on: tap the {1} player going off",
        "{0} entre : touchez le joueur {1} qui sort",
    ),
    (
        "{0} declares the cross: heading players step 1 cell into the area first, the defence may answer",
        "{0} déclare le centre : les joueurs de tête avancent d'abord d'1 case dans la surface, la défense peut répondre",
    ),
    (
        "{0} stops {1} with a foul: a yellow card, and a free kick (a penalty in the area)",
        "{0} arrête {1} par une faute : carton jaune, et coup franc (penalty dans la surface)",
    ),
    ("{0} takes it", "{0} le prend"),
    (
        "{0}: +{1} on your next duel die; declare it before the roll",
        "{0} : +{1} sur votre prochain dé de duel ; à déclarer avant le lancer",
    ),
    // ---- match words: the headline (src/play/headline.rs) ----
    ("PHASE 1: kick ({0})", "PHASE 1 : frappez ({0})"),
    ("PHASE 1: kick again ({0})", "PHASE 1 : rejouez ({0})"),
    (
        "PHASE 1: play the declared cross",
        "PHASE 1 : jouez le centre déclaré",
    ),
    (
        "PHASE 1: take the declared shot",
        "PHASE 1 : tirez (tir déclaré)",
    ),
    (
        "PHASE 1: take the declared shot, or dribble the goalkeeper",
        "PHASE 1 : tirez, ou dribblez le gardien",
    ),
    ("PHASE 1: take the {0} ({1})", "PHASE 1 : {0} à jouer ({1})"),
    (
        "PHASE 2: move up to {0} cell",
        "PHASE 2 : déplacez jusqu'à {0} case",
    ),
    (
        "PHASE 2: move up to {0} cells",
        "PHASE 2 : déplacez jusqu'à {0} cases",
    ),
    (
        "PHASE 3: move up to {0} cell",
        "PHASE 3 : déplacez jusqu'à {0} case",
    ),
    (
        "PHASE 3: move up to {0} cells",
        "PHASE 3 : déplacez jusqu'à {0} cases",
    ),
    (
        "Full time: {0} {1} – {2} {3}",
        "Fin du match : {0} {1} – {2} {3}",
    ),
    (
        "choose the ball's cell (it lies on a line)",
        "choisissez la case du ballon (il est sur la ligne)",
    ),
    (
        "choose who takes the ball",
        "choisissez qui prend le ballon",
    ),
    ("corner", "corner"),
    ("cross", "centre"),
    (
        "cross declared: step your headers in",
        "centre déclaré : avancez vos joueurs de tête",
    ),
    (
        "cross declared: step your headers in or make a sliding tackle",
        "centre déclaré : avancez vos joueurs de tête ou taclez en glissant",
    ),
    ("drive", "avancée balle au pied"),
    (
        "foul {0} on purpose or let him go",
        "faute volontaire sur {0} ou laissez-le passer",
    ),
    ("free kick", "coup franc"),
    ("goal kick", "dégagement"),
    ("kick-off", "coup d'envoi"),
    ("pass", "passe"),
    ("penalty", "penalty"),
    ("place your players", "placez vos joueurs"),
    ("place your players for the {0}", "placez vos joueurs ({0})"),
    (
        "prepare your goalkeeper for {0}'s shot, then give the OK",
        "préparez votre gardien contre le tir de {0}, puis donnez l'OK",
    ),
    ("shot", "tir"),
    (
        "step {0} aside to an empty cell",
        "écartez le {0} vers une case vide",
    ),
    ("throw-in", "touche"),
    (
        "throw-in: walk the thrower to the ball",
        "touche : amenez le joueur au ballon",
    ),
    (
        "throw-in: walk the thrower to the ball (up to {0} cells)",
        "touche : amenez le joueur au ballon (jusqu'à {0} cases)",
    ),
    (
        "toss the coin for the kick-off",
        "lancez la pièce pour le coup d'envoi",
    ),
    (
        "{0} will shoot: goalkeeper or sliding tackle, then give the OK",
        "{0} va tirer : gardien ou tacle glissé, puis donnez l'OK",
    ),
    ("{0}, coach {1}", "{0}, coach {1}"),
    // ---- match words: why not (src/play/reasons.rs) ----
    ("He is not on the pitch", "Il n'est pas sur le terrain"),
    (
        "It is the other side's decision",
        "C'est à l'adversaire de décider",
    ),
    (
        "No cell within his reach is free",
        "Aucune case libre à sa portée",
    ),
    (
        "No kick can be flicked now",
        "Aucune frappe possible maintenant",
    ),
    ("No peg moves now", "Aucun pion ne bouge maintenant"),
    (
        "Nobody has the ball to kick",
        "Personne n'a le ballon à frapper",
    ),
    (
        "Only a move or placement of this phase can be taken back",
        "Seul un déplacement ou placement de cette phase peut être annulé",
    ),
    (
        "Only the goalkeeper is set for a shot",
        "Seul le gardien se prépare contre un tir",
    ),
    (
        "That choice is not open now",
        "Ce choix n'est pas ouvert maintenant",
    ),
    (
        "Undo is switched off for this match",
        "L'annulation est désactivée pour ce match",
    ),
    ("full time", "fin du match"),
    (
        "it is not {0}'s side to act",
        "ce n'est pas à l'équipe de {0} de jouer",
    ),
    ("no header step: {0}", "pas de pas pour la tête : {0}"),
    (
        "no home advantage now: {0}",
        "pas d'avantage domicile maintenant : {0}",
    ),
    (
        "no opponent may stay in the throw-in cell {0}",
        "aucun adversaire ne peut rester dans la case de la touche {0}",
    ),
    ("no sliding tackle: {0}", "pas de tacle glissé : {0}"),
    ("no substitution: {0}", "pas de remplacement : {0}"),
    ("no tackle: {0}", "pas de tacle : {0}"),
    ("no {0} now: {1}", "pas de {0} maintenant : {1}"),
    ("not allowed now ({0})", "interdit maintenant ({0})"),
    (
        "not in a penalty shootout: {0}",
        "pas pendant les tirs au but : {0}",
    ),
    ("positioning", "positionnement"),
    (
        "positioning is not finished: {0}",
        "le positionnement n'est pas fini : {0}",
    ),
    ("quick round: {0}", "tour rapide : {0}"),
    (
        "team-mates still share {0}: once the team moves it is one player per cell",
        "des coéquipiers partagent encore {0} : quand l'équipe se déplace, un joueur par case",
    ),
    (
        "the ball cell cannot be entered: {0}",
        "impossible d'entrer dans la case du ballon : {0}",
    ),
    ("the coin toss", "le tirage au sort"),
    (
        "the goalkeeper cannot be set like this: {0}",
        "le gardien ne peut pas se placer ainsi : {0}",
    ),
    (
        "the kick cannot be used: {0}",
        "la frappe est inutilisable : {0}",
    ),
    ("the match is over", "le match est fini"),
    (
        "the rules wait for a choice first: {0}",
        "les règles attendent d'abord un choix : {0}",
    ),
    ("the throw-in", "la touche"),
    (
        "the turn timer cannot run out now: {0}",
        "le minuteur ne peut pas expirer maintenant : {0}",
    ),
    (
        "the {0} style is not allowed: {1}",
        "la frappe {0} est interdite : {1}",
    ),
    (
        "{0} already moved this turn",
        "{0} s'est déjà déplacé ce tour",
    ),
    (
        "{0} cannot be placed in {1}: {2}",
        "{0} ne peut pas être placé en {1} : {2}",
    ),
    ("{0} cannot go to {1}", "{0} ne peut pas aller en {1}"),
    (
        "{0} cannot go to {1}: a team-mate stands there",
        "{0} ne peut pas aller en {1} : un coéquipier y est",
    ),
    (
        "{0} has the ball: only players without the ball move in PHASE 2",
        "{0} a le ballon : seuls les joueurs sans ballon bougent en PHASE 2",
    ),
    (
        "{0} is already in that cell",
        "{0} est déjà dans cette case",
    ),
    ("{0} is not a goalkeeper", "{0} n'est pas gardien"),
    ("{0} is not in this match", "{0} ne joue pas ce match"),
    ("{0} is not on the ball", "{0} n'a pas le ballon"),
    ("{0} is not on the pitch", "{0} n'est pas sur le terrain"),
    (
        "{0} is not one of the options now",
        "{0} n'est pas un des choix maintenant",
    ),
    (
        "{0} lies on the pitch after losing a dribble: he only stands up in PHASE 3",
        "{0} est allongé après un dribble perdu : il ne fait que se relever en PHASE 3",
    ),
    (
        "{0} may move {1} cell(s) now, that cell is {2} away",
        "{0} peut se déplacer de {1} case(s), cette case est à {2}",
    ),
    (
        "{0} may not kick again: the ball is kicked once per turn unless a team-mate receives it and uses a skill",
        "{0} ne peut plus frapper : une frappe par tour, sauf si un coéquipier reçoit le ballon et utilise une compétence",
    ),
];
