//! The French catalogue: (English key, French) pairs. How to add a line: see the module
//! documentation of `crate::i18n`. Terms follow `docs/glossary.md` (the 2024 rulebook's
//! words). One section per screen or module; lines of a section in alphabetical order.

/// English to French, one pair per UI string.
pub(super) const FR: &[(&str, &str)] = &[
    // ---- shared (forms, buttons) ----
    ("Back", "Retour"),
    ("Off", "Non"),
    ("On", "Oui"),
    // ---- match screen: reasons and moments (src/ui/match_screen) ----
    ("PHASE 2 allows 3 cells", "la PHASE 2 permet 3 cases"),
    (
        "a long ball: {0} cells for everyone",
        "ballon long : {0} cases pour tous",
    ),
    (
        "no attacker moved: one player, one cell",
        "aucun attaquant n'a bougé : un joueur, une case",
    ),
    (
        "the attackers' longest move was {0}",
        "le plus long déplacement des attaquants : {0}",
    ),
    (
        "Ask before a kick under",
        "Demander avant un tir de moins de",
    ),
    ("Back to the menu", "Retour au menu"),
    ("Cells", "Cases"),
    ("Continue", "Continuer"),
    ("Crosses", "Centres"),
    ("Fouls", "Fautes"),
    ("Full time", "Fin du match"),
    ("GOAL!", "BUT !"),
    ("Half time", "Mi-temps"),
    ("Kick anyway", "Frapper quand même"),
    ("On target", "Cadrés"),
    ("Passes", "Passes"),
    ("Possession", "Possession"),
    ("Red card", "Carton rouge"),
    ("Red cards", "Cartons rouges"),
    ("Shots", "Tirs"),
    (
        "Swipe through the ball to kick it",
        "Glissez à travers le ballon pour le frapper",
    ),
    ("Try again", "Recommencer"),
    (
        "Very soft kick ({0} cm): kick anyway?",
        "Frappe très douce ({0} cm) : frapper quand même ?",
    ),
    ("Yellow card", "Carton jaune"),
    ("Yellow cards", "Cartons jaunes"),
    ("own goal by {0}", "but contre son camp de {0}"),
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
];
