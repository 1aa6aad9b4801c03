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
    // ---- competitions (src/ui/competition) ----
    (" (shootout {0}-{1})", " (tirs au but {0}-{1})"),
    ("AI easy", "IA facile"),
    ("AI hard", "IA difficile"),
    ("AI normal", "IA normale"),
    ("Base", "Base"),
    ("Cards", "Cartons"),
    ("Coach", "Coach"),
    ("Complete", "Complet"),
    ("Create", "Créer"),
    ("Cup", "Coupe"),
    ("Edition", "Édition"),
    ("Entry", "Équipe n°"),
    ("Fixtures", "Matchs"),
    ("Format", "Formule"),
    ("Full", "Complet"),
    ("Home and away", "Aller-retour"),
    ("League", "Championnat"),
    ("Length", "Durée"),
    ("Level", "Niveau"),
    ("New", "Nouvelle"),
    ("New competition", "Nouvelle compétition"),
    ("Nobody misses this match.", "Personne ne manque ce match."),
    ("Nothing yet.", "Rien pour l'instant."),
    ("P  W  D  L  GF GA Pts", "J  G  N  P  BP BC Pts"),
    ("Person", "Personne"),
    ("Play", "Jouer"),
    ("Quick", "Rapide"),
    ("Round {0}: {1} v {2}", "Journée {0} : {1} - {2}"),
    ("Scorers", "Buteurs"),
    ("Simulate", "Simuler"),
    ("Table", "Classement"),
    ("Team", "Équipe"),
    ("Teams", "Équipes"),
    ("The competition is over.", "La compétition est terminée."),
    ("Tournament", "Tournoi"),
    ("Winner: {0}", "Vainqueur : {0}"),
    (
        "{0} #{1} {2}, {3}: misses this match",
        "{0} n°{1} {2}, {3} : manque ce match",
    ),
    ("{0} of {1}", "{0} sur {1}"),
    (
        "pick a team for every entry",
        "choisissez une équipe pour chaque place",
    ),
    ("seriously injured", "gravement blessé"),
    ("suspended (sent off)", "suspendu (expulsé)"),
];
