//! The French catalogue: (English key, French) pairs. How to add a line: see the module
//! documentation of `crate`. Terms follow `docs/glossary.md` (the 2024 rulebook's
//! words). One section per screen or module; lines of a section in alphabetical order.

/// English to French, one pair per UI string.
pub(super) const FR: &[(&str, &str)] = &[
    // ---- shared (forms, buttons) ----
    ("Back", "Retour"),
    ("Off", "Non"),
    ("On", "Oui"),
    // ---- flick practice (src/ui/practice, crates/practice) ----
    (
        "A hit scores 50 to 100, the nearer the more; a miss up to 49.",
        "Réussi : de 50 à 100 points, plus c'est près, plus c'est haut ; manqué : jusqu'à 49.",
    ),
    (
        "A free kick: lob the ball over the wall and into the goal.",
        "Un coup franc : lobez le ballon par-dessus le mur et dans le but.",
    ),
    ("Again", "Encore"),
    ("Beat the keeper's bar", "Battre la tige du gardien"),
    ("Best: {0}", "Record : {0}"),
    ("Cross to the far post", "Centre au second poteau"),
    (
        "Drag back from the ball and let go to kick.",
        "Tirez en arrière depuis le ballon et lâchez pour frapper.",
    ),
    ("Flick practice", "Entraînement"),
    (
        "Flick practice starts with no bests.",
        "L'entraînement repart sans record.",
    ),
    (
        "From the edge of the area, shoot past the keeper's bar into the open corner.",
        "Depuis l'entrée de la surface, tirez à côté de la tige du gardien, dans le coin ouvert.",
    ),
    ("Hit! {0} off", "Réussi ! Écart : {0}"),
    ("Hit! Dead on target", "Réussi ! En plein dans le mille"),
    ("Hits: {0} of {1}", "Réussis : {0} sur {1}"),
    ("It stopped short.", "Il s'est arrêté trop tôt."),
    ("It touched {0}.", "Il a touché {0}."),
    ("It went astray.", "Il est passé à côté."),
    ("It went out of play.", "Il est sorti du terrain."),
    (
        "Lift a cross over the defence to stop at the far post.",
        "Levez un centre par-dessus la défense, arrêté au second poteau.",
    ),
    ("Lob over the wall", "Lob par-dessus le mur"),
    ("Missed: {0} off", "Manqué : écart de {0}"),
    ("New personal best!", "Nouveau record personnel !"),
    ("Next drill", "Exercice suivant"),
    ("No best yet", "Pas encore de record"),
    ("Pass to a marked cell", "Passe dans la case marquée"),
    ("Score: {0}", "Score : {0}"),
    (
        "Send the ball between the two defenders without touching them.",
        "Envoyez le ballon entre les deux défenseurs sans les toucher.",
    ),
    (
        "Stop the ball in the lit cell, clear of the defenders.",
        "Arrêtez le ballon dans la case éclairée, sans toucher un défenseur.",
    ),
    (
        "Swipe through the ball to kick.",
        "Glissez à travers le ballon pour frapper.",
    ),
    ("Thread the gap", "Trouver l'intervalle"),
    ("your flick practice bests", "vos records d'entraînement"),
    ("{0}.{1} cm", "{0},{1} cm"),
    // ---- watching: replays and AI against AI (src/ui/watch, crates/table/src/replay.rs) ----
    ("Away: {0}", "Extérieur : {0}"),
    ("Card", "Carton"),
    ("Goal", "But"),
    ("Highlight {0} of {1}: {2}", "Temps fort {0} sur {1} : {2}"),
    ("Highlights", "Temps forts"),
    ("Home: {0}", "Domicile : {0}"),
    ("More replays ({0})", "Autres replays ({0})"),
    ("Next card", "Carton suivant"),
    ("Next goal", "But suivant"),
    (
        "No highlights in this match",
        "Aucun temps fort dans ce match",
    ),
    (
        "No more of those in this match",
        "Plus rien de tel dans ce match",
    ),
    ("No replays yet", "Aucun replay pour l'instant"),
    ("Pause", "Pause"),
    ("Replays", "Rediffusions"),
    ("Resume", "Reprendre"),
    ("Save", "Arrêt"),
    ("Step", "Pas à pas"),
    ("Watch", "Regarder"),
    ("Watch AI v AI", "Regarder IA contre IA"),
    ("Watch again", "Revoir le match"),
    ("Watch again: {0} {1}-{2} {3}", "Revoir : {0} {1}-{2} {3}"),
    (
        "This file is not a hexkick replay.",
        "Ce fichier n'est pas un replay hexkick.",
    ),
    (
        "This replay cannot be watched: its moves do not replay in this version of hexkick.",
        "Ce replay ne peut pas être regardé : ses coups ne se rejouent pas dans cette version de hexkick.",
    ),
    (
        "This replay comes from a newer hexkick: update the game to watch it.",
        "Ce replay vient d'une version plus récente de hexkick : mettez le jeu à jour pour le regarder.",
    ),
    ("{0} v {1} (in progress)", "{0} - {1} (en cours)"),
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
    ("Whole pitch", "Terrain entier"),
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
    ("Tap to skip", "Touchez pour passer"),
    ("Try again", "Recommencer"),
    (
        "Start your swipe on the ball",
        "Commencez votre geste sur le ballon",
    ),
    (
        "Too slow: flick, don't push",
        "Trop lent : donnez une pichenette, ne poussez pas",
    ),
    ("Choose a kick first", "Choisissez d'abord une frappe"),
    ("No kick now. {0}", "Pas de frappe maintenant. {0}"),
    (
        "Very soft kick ({0} cm): kick anyway?",
        "Frappe très douce ({0} cm) : frapper quand même ?",
    ),
    ("Wait: {0} is playing", "Attendez : {0} joue"),
    ("Yellow card", "Carton jaune"),
    ("Yellow cards", "Cartons jaunes"),
    ("own goal by {0}", "but contre son camp de {0}"),
    ("{0} cm ({1} cells)", "{0} cm ({1} cases)"),
    (
        "{0} cm/s · {1} cm ({2} cells)",
        "{0} cm/s · {1} cm ({2} cases)",
    ),
    ("{0} takes it: {1}", "{0} prend le ballon : {1}"),
    // ---- settings (src/ui/settings) ----
    ("AI turns", "Tours de l'IA"),
    ("Fast", "Rapide"),
    ("Instant", "Instantané"),
    ("Slow", "Lent"),
    ("Aim help", "Aide à la visée"),
    ("Allowed", "Permise"),
    ("Auto", "Auto"),
    ("Full path", "Tout le trajet"),
    ("Animation speed", "Vitesse des animations"),
    ("Colour-blind palette", "Couleurs daltoniens"),
    ("Drag back to kick", "Tirer en arrière pour frapper"),
    ("Flick sensitivity", "Sensibilité de la pichenette"),
    ("Language", "Langue"),
    (
        "Not saved, used until you quit: {0}",
        "Non enregistré, utilisé jusqu'à la fermeture : {0}",
    ),
    ("Panel on the left", "Panneau à gauche"),
    ("Reduced motion", "Animations réduites"),
    ("Settings", "Réglages"),
    ("Sound", "Son"),
    (
        "Table mode (face each coach)",
        "Mode table (face à chaque coach)",
    ),
    ("Undo last move", "Annuler le dernier coup"),
    ("Undo move", "Annuler le coup"),
    ("Vibration", "Vibration"),
    // ---- tutorial (crates/tutorial/src/text.rs, src/ui/title.rs) ----
    ("A throw-in", "Une touche"),
    (
        "Before the throw, Blue moves (PHASE 2), then Red (PHASE 3). Nobody needs to move now: tap End phase twice.",
        "Avant la touche, Bleu bouge (PHASE 2), puis Rouge (PHASE 3). Inutile de bouger : touchez deux fois Fin de phase.",
    ),
    (
        "Blue 4 entered from the front: that is allowed. Only the first player moved may enter, and from behind a die decides a foul (1-3) and a yellow card.",
        "Bleu 4 est entré par l'avant : c'est permis. Seul le premier joueur déplacé peut entrer ; par l'arrière, un dé décide d'une faute (1-3) et d'un carton jaune.",
    ),
    (
        "Blue 4 is in the ball's cell: tap Tackle to roll the die.",
        "Bleu 4 est dans la case du ballon : touchez Tacle pour lancer le dé.",
    ),
    (
        "Blue 8 holds the ball over his head. Flick it to Blue 7 to throw it in.",
        "Bleu 8 tient le ballon sur la tête. Pichenette vers Bleu 7 pour jouer la touche.",
    ),
    (
        "Blue 8 walked to the ball: at a throw-in one player may walk up to 3 cells to it.",
        "Bleu 8 a rejoint le ballon : à la touche, un joueur peut marcher jusqu'à 3 cases.",
    ),
    (
        "Blue must prepare the keeper first. Play Blue: tap a keeper button (standing is fine).",
        "Bleu prépare d'abord son gardien. Jouez Bleu : touchez un bouton du gardien (debout suffit).",
    ),
    ("Flick a pass", "Une passe d'une pichenette"),
    (
        "Follow the aim line: it shows where the ball will go.",
        "Suivez la ligne de visée : elle montre où ira le ballon.",
    ),
    (
        "From now on the aim line shows where the ball will go.",
        "Désormais, la ligne de visée montre où ira le ballon.",
    ),
    (
        "GOAL! A declared shot into the net scores. After a goal the other team kicks off.",
        "BUT ! Un tir déclaré qui entre compte. Après un but, l'autre équipe donne le coup d'envoi.",
    ),
    ("Keep pulling back", "Garder : tirer en arrière"),
    ("Keep swiping", "Garder : glisser"),
    ("Learn to play", "Apprendre à jouer"),
    ("Lesson {0} of {1}: {2}", "Leçon {0} sur {1} : {2}"),
    ("Next", "Suivant"),
    (
        "No goal: the ball stopped {0} cm from the goal — try again, harder and past the keeper.",
        "Pas de but : le ballon s'est arrêté à {0} cm du but — réessayez, plus fort et à côté du gardien.",
    ),
    (
        "Nobody moved, so Blue would only get a quick round (the keeper and one player, 1 cell). Try again: drag Red 10 first.",
        "Personne n'a bougé : Bleu n'aurait qu'un tour rapide (le gardien et un joueur, 1 case). Réessayez : déplacez d'abord Rouge 10.",
    ),
    (
        "Now a long pass: flick the ball hard towards Blue's goal, into the empty half, far from everyone.",
        "Maintenant une passe longue : frappez fort vers le but de Bleu, dans la moitié vide, loin de tous.",
    ),
    (
        "Now the other way: press on the ball, pull back away from Red 10 and let go, like a slingshot.",
        "Maintenant l'autre façon : appuyez sur le ballon, tirez en arrière à l'opposé de Rouge 10 et lâchez, comme un lance-pierre.",
    ),
    (
        "Only the first Blue player moved may enter the ball's cell. Try again: move Blue 4 first.",
        "Seul le premier joueur de Bleu déplacé peut entrer dans la case du ballon. Réessayez : déplacez d'abord Bleu 4.",
    ),
    (
        "Or tap Show me to watch it done.",
        "Ou touchez Montre-moi pour voir comment faire.",
    ),
    (
        "PHASE 2: Red moves. Drag Red 10 forward (the lit cells show how far, up to 3), then tap End phase.",
        "PHASE 2 : Rouge bouge. Avancez Rouge 10 (les cases éclairées montrent jusqu'où, 3 au plus), puis Fin de phase.",
    ),
    (
        "PHASE 3 is over: {0} plays PHASE 1, the kick. Each player moves at most once per turn.",
        "La PHASE 3 est finie : {0} joue la PHASE 1, la frappe. Chaque joueur bouge au plus une fois par tour.",
    ),
    (
        "PHASE 3: now you play Blue. Drag Blue 5 towards the ball (the headline says how far), then tap End phase.",
        "PHASE 3 : vous jouez Bleu. Approchez Bleu 5 du ballon (le titre dit jusqu'où), puis Fin de phase.",
    ),
    ("PHASES 2 and 3: moving", "PHASES 2 et 3 : se déplacer"),
    ("Play a match", "Jouer un match"),
    (
        "Players of both teams were equally near: a tie. Nobody touched the ball and the pass was short (4 cells or less), so the attackers win it: {0}. A long pass, cross or shot would go to the defence.",
        "Des joueurs des deux équipes étaient aussi proches : égalité. Personne n'a touché le ballon et la passe était courte (4 cases ou moins) : l'attaque l'emporte, {0}. Sur passe longue, centre ou tir, la défense l'emporte.",
    ),
    (
        "Red 10 and Blue 5 share a cell. Flick a short pass that stops near them.",
        "Rouge 10 et Bleu 5 partagent une case. Faites une passe courte qui s'arrête près d'eux.",
    ),
    (
        "Red 9 is in Blue's penalty area. Tap Shot to declare the shot before you flick.",
        "Rouge 9 est dans la surface de Bleu. Touchez Tir pour déclarer le tir avant de frapper.",
    ),
    (
        "Red's longest move was {0} cells, so in PHASE 3 each Blue player may move up to {0} cells. Move 1 cell and Blue may only move 1: that is why the limit changes.",
        "Le plus long déplacement de Rouge était de {0} cases : en PHASE 3, chaque joueur de Bleu peut bouger de {0} cases. Bougez d'1 case et Bleu n'en aura qu'1 : voilà pourquoi la limite change.",
    ),
    ("Shooting", "Tirer"),
    (
        "Shot declared! A shot is always announced first, so the defence can prepare its goalkeeper.",
        "Tir déclaré ! Un tir s'annonce toujours, pour que la défense prépare son gardien.",
    ),
    ("Show me", "Montre-moi"),
    (
        "That is how. Your turn: the step starts again.",
        "Voilà comment. À vous : l'étape recommence.",
    ),
    (
        "That kick was not a declared shot: a goal only counts from a declared shot. Try again: tap Shot first.",
        "Ce n'était pas un tir déclaré : seul un tir déclaré peut marquer. Réessayez : touchez d'abord Tir.",
    ),
    (
        "That was from behind or from afar: a foul risk. Try again: enter from a cell touching the ball's cell on Blue's goal side.",
        "C'était par l'arrière ou de loin : risque de faute. Réessayez depuis une case voisine, côté but de Bleu.",
    ),
    (
        "The ball hit {2} and bounced to {0}, {1} cm away — try again, a little softer.",
        "Le ballon a touché {2} et rebondi vers {0}, à {1} cm — réessayez, un peu plus doucement.",
    ),
    (
        "The ball stopped in {0}'s cell: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
        "Le ballon s'est arrêté dans la case de {0} : le plus proche le prend. C'est le CdD, le calcul de la distance. Rouge garde le ballon.",
    ),
    (
        "The ball stopped more than 3 cells from everyone: a long ball. {0} walks {1} cells to it, and in PHASES 2 and 3 every player may move {1} cells.",
        "Le ballon s'est arrêté à plus de 3 cases de tous : ballon long. {0} marche {1} cases jusqu'à lui, et en PHASES 2 et 3 chacun peut bouger de {1} cases.",
    ),
    (
        "The ball stopped nearest {0}, 1 cell away: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
        "Le ballon s'est arrêté plus près de {0}, à 1 case : le plus proche le prend. C'est le CdD, le calcul de la distance. Rouge garde le ballon.",
    ),
    (
        "The ball stopped nearest {0}, {1} cells away: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
        "Le ballon s'est arrêté plus près de {0}, à {1} cases : le plus proche le prend. C'est le CdD, le calcul de la distance. Rouge garde le ballon.",
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
        "Le ballon est sorti en touche : touche pour Bleu. Amenez Bleu 8 au ballon.",
    ),
    (
        "The ball went out {0} cm wide of the goal — try again: aim between the posts.",
        "Le ballon est sorti {0} cm à côté du but — réessayez : visez entre les poteaux.",
    ),
    (
        "The ball went to {0}, {1} cm past {2} — try again.",
        "Le ballon est allé à {0}, {1} cm trop loin pour {2} — réessayez.",
    ),
    (
        "The ball went to {0}, {1} cm short of {2} — try again.",
        "Le ballon est allé à {0}, {1} cm trop court pour {2} — réessayez.",
    ),
    (
        "The ball went to {0}, {1} cm wide of {2} — try again.",
        "Le ballon est allé à {0}, {1} cm à côté de {2} — réessayez.",
    ),
    (
        "The ball's cell and tackles",
        "La case du ballon et le tacle",
    ),
    (
        "The die shows {0}: a tackle needs 5 or 6, so Red keeps the ball.",
        "Le dé donne {0} : un tacle demande 5 ou 6, Rouge garde le ballon.",
    ),
    (
        "The die shows {0}: a tackle needs 5 or 6. Blue 4 wins the ball and Blue counter-attacks at once.",
        "Le dé donne {0} : un tacle demande 5 ou 6. Bleu 4 prend le ballon et Bleu contre-attaque aussitôt.",
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
        "Thrown in to {0}! A throw-in is flicked from the head, and then the CoD decides who has the ball, as for any kick.",
        "Touche jouée vers {0} ! Elle se frappe depuis la tête, puis le CdD décide qui a le ballon, comme pour toute frappe.",
    ),
    ("Ties and long passes", "Égalités et passes longues"),
    (
        "Try again: drag Blue 8 onto the ball's cell on the touchline.",
        "Réessayez : amenez Bleu 8 sur la case du ballon, sur la ligne de touche.",
    ),
    (
        "Watch: this is a flick that does it.",
        "Regardez : voici une pichenette qui réussit.",
    ),
    (
        "Which way do you keep? You can change it later in Settings.",
        "Quelle façon gardez-vous ? Vous pourrez la changer dans les Réglages.",
    ),
    (
        "You are Red. Swipe from the ball towards Red 10 and let go: a gentle flick is enough.",
        "Vous êtes Rouge. Glissez du ballon vers Rouge 10 et lâchez : une pichenette douce suffit.",
    ),
    (
        "You defend with Blue. Drag Blue 4 into the ball's cell, from the front (the side of Blue's goal).",
        "Vous défendez avec Bleu. Amenez Bleu 4 dans la case du ballon, par l'avant (côté but de Bleu).",
    ),
    (
        "You know the game! Play a match against the computer at the easiest level.",
        "Vous connaissez le jeu ! Jouez un match contre l'ordinateur au niveau le plus facile.",
    ),
    ("Your turn", "À vous"),
    (
        "{0} was 3 cells or nearer: not a long ball. Flick harder into the empty half.",
        "{0} était à 3 cases ou moins : pas de ballon long. Frappez plus fort vers la moitié vide.",
    ),
    (
        "{0} was nearest on his own: no tie. Try again: stop the ball next to Red 10 and Blue 5.",
        "{0} était seul le plus proche : pas d'égalité. Réessayez : arrêtez le ballon près de Rouge 10 et Bleu 5.",
    ),
    ("Volume", "Volume"),
    // ---- competitions (src/ui/competition) ----
    (
        "\"{0}\" cannot play itself",
        "« {0} » ne peut pas jouer contre elle-même",
    ),
    (
        "every match of the competition has been played",
        "tous les matchs de la compétition ont été joués",
    ),
    (
        "no team \"{0}\" in this competition",
        "pas d'équipe « {0} » dans cette compétition",
    ),
    (
        "the match could not be set up",
        "le match n'a pas pu être préparé",
    ),
    (
        "the match is not over yet",
        "le match n'est pas encore fini",
    ),
    (
        "two teams are called \"{0}\"",
        "deux équipes s'appellent « {0} »",
    ),
    (
        "{0} could not be played to its end",
        "{0} n'a pas pu être joué jusqu'au bout",
    ),
    (
        "{0} must keep the same 16 players all tournament",
        "{0} doit garder les 16 mêmes joueurs tout le tournoi",
    ),
    (
        "{0}: this team cannot take the pitch",
        "{0} : cette équipe ne peut pas entrer sur le terrain",
    ),
    (" (shootout {0}-{1})", " (tirs au but {0}-{1})"),
    ("AI easy", "IA facile"),
    ("AI hard", "IA difficile"),
    ("AI normal", "IA normale"),
    ("Cards", "Cartons"),
    ("Coach", "Coach"),
    ("Competition", "Compétition"),
    ("Create", "Créer"),
    ("Cup", "Coupe"),
    ("Entry", "Équipe n°"),
    ("Fixtures", "Matchs"),
    ("Format", "Formule"),
    ("Full", "Complet"),
    ("Home and away", "Aller-retour"),
    ("League", "Championnat"),
    ("New", "Nouvelle"),
    ("New competition", "Nouvelle compétition"),
    ("Nobody misses this match.", "Personne ne manque ce match."),
    ("Nothing yet.", "Rien pour l'instant."),
    ("P  W  D  L  GF GA Pts", "J  G  N  P  BP BC Pts"),
    ("Person", "Personne"),
    ("Play match", "Jouer"),
    ("Quick", "Rapide"),
    ("Round {0}: {1} v {2}", "Journée {0} : {1} - {2}"),
    ("Scorers", "Buteurs"),
    ("Simulate", "Simuler"),
    ("Let AI finish", "L'IA finit"),
    ("Resume match", "Reprise"),
    (
        "Your match is in play ({0}', {1}-{2}): resume it, or let the AI finish it from there.",
        "Votre match est en cours ({0}', {1}-{2}) : reprenez-le, ou l'IA le finit à partir de là.",
    ),
    ("Simulating: {0}' ({1}-{2})", "Simulation : {0}' ({1}-{2})"),
    (
        "The simulation stopped on a fault: this match was not recorded.",
        "La simulation s'est arrêtée sur une erreur : ce match n'est pas enregistré.",
    ),
    ("Table", "Classement"),
    ("Team", "Équipe"),
    ("Teams", "Équipes"),
    ("The competition is over.", "La compétition est terminée."),
    ("Winner: {0}", "Vainqueur : {0}"),
    (
        "{0} #{1} {2}, {3}: misses this match",
        "{0} n°{1} {2}, {3} : manque ce match",
    ),
    ("{0} of {1}", "{0} sur {1}"),
    ("{0} of {1} teams", "{0} à {1} équipes"),
    (
        "pick a team for every entry",
        "choisissez une équipe pour chaque place",
    ),
    ("seriously injured", "gravement blessé"),
    ("suspended (sent off)", "suspendu (expulsé)"),
    // ---- rules reference (crates/help/src, src/ui/rules_screen.rs, the title's Rules) ----
    // the letter pad's keys (src/ui/studio/text_entry.rs)
    ("Delete", "Suppr."),
    (
        "A ball over the goal line off a defender gives a corner; off an attacker, a goal kick. Free kicks, penalties, corners, goal kicks and goals restart with re-positioning: the kicking team places its players, then the other team; a drive is not allowed from the restart. At corners and free kicks opponents stay 9.6 cm from the ball. Against a free kick from the attacking zone the defence may build a wall of up to 3 in one cell (not in the goal box), broken up when it next moves.",
        "Un ballon sorti par la ligne de but après un défenseur donne un corner ; après un attaquant, un dégagement. Coups francs, penalties, corners, dégagements et buts reprennent avec le positionnement : l'équipe qui tire place ses joueurs, puis l'autre ; on ne peut pas avancer balle au pied. Sur corner et coup franc, les adversaires restent à 9,6 cm du ballon. Contre un coup franc depuis la zone d'attaque, la défense peut former un mur de 3 joueurs au plus dans une case (hors de la petite surface), défait à son prochain déplacement.",
    ),
    (
        "A ball over the touchline is a throw-in for the team that did not touch it last, from where it went out. A player walks up to 3 cells to that point (farther: re-positioning; in Classic any distance); then PHASES 2 and 3 are played. The ball is thrown from the top of the peg and nobody else may stand in the thrower's cell.",
        "Un ballon sorti par la ligne de touche donne une touche à l'équipe qui ne l'a pas touché en dernier, à l'endroit où il est sorti. Un joueur se déplace de 3 cases au plus jusqu'au point de remise en jeu (plus loin : positionnement ; en Classic, sans limite) ; puis on joue les PHASES 2 et 3. Le ballon se lance depuis la tête du pion et aucun autre joueur ne peut être dans la case du lanceur.",
    ),
    (
        "A defender in the ball cell (the first one moved in PHASE 3, or one already there) may tackle once. In BASE he rolls a die and wins the ball on 5 or 6. In COMPLETE it is a duel: die + 2 for blue + 2 for yellow + 2 in midfield against die + 2 per ball-defence section (at most 6); only a higher tackle wins, and the tackler's 1 is a foul. Winning starts a counter-attack at once; losing lets the rest of the team move.",
        "Un défenseur dans la case du ballon (le premier déplacé en PHASE 3, ou un joueur déjà présent) peut tacler une fois. En BASE, il lance un dé et vole le ballon sur 5 ou 6. En COMPLET, c'est un duel : dé + 2 pour le bleu + 2 pour le jaune + 2 au milieu de terrain contre dé + 2 par section de défense du ballon (6 au plus) ; seul un tacle plus élevé gagne, et le 1 du tacleur est une faute. Gagner lance une contre-attaque ; perdre laisse déplacer le reste de l'équipe.",
    ),
    (
        "A drive with a standing opponent in your cell, or in the next cell on the way, is a dribble duel. The dribbler rolls a die + 2 per attacking section, the defender a die + 2 per defending section (at most 6 each); only a higher dribble wins. The beaten defender lies down and is out of the CoD; after the roll he may foul the dribbler on purpose and is cautioned (yellow card). His die of 1 is a foul without a card. In BASE a drive passes opponents without a duel.",
        "Une avancée balle au pied avec un adversaire debout dans votre case, ou dans la case adjacente sur le chemin, est un duel de dribble. Le dribbleur lance un dé + 2 par section d'attaque, le défenseur un dé + 2 par section de défense (6 au plus chacun) ; seul un dribble plus élevé gagne. Le défenseur battu se couche et ne participe pas au CdD ; après le lancer, il peut commettre une faute volontaire et il est averti. Son 1 au dé est une faute involontaire sans carton. En BASE, une avancée passe les adversaires sans duel.",
    ),
    (
        "A foul gives the other team a free kick where it happened, or a penalty when it happened in the fouler's own penalty area. Some fouls bring a yellow card; a second yellow is a red, and a player sent off leaves the pitch and is not replaced. At a free kick the opponents stay 9.6 cm (three pegs high) from the ball. At a penalty the goalkeeper stands on his goal line with the bar.",
        "Une faute donne à l'autre équipe un coup franc à l'endroit de la faute, ou un penalty si elle a lieu dans la surface de réparation du fautif. Certaines fautes valent un carton jaune ; un second jaune vaut un rouge, et un joueur expulsé quitte le terrain sans être remplacé. Sur coup franc, les adversaires restent à 9,6 cm du ballon (la hauteur de 3 pions). Sur penalty, le gardien est sur sa ligne de but avec la tige.",
    ),
    (
        "A fouled player rolls a die: on 1 he is injured and keeps only his first skill; a second injury is serious (1 cell moves, misses the next match). From 60' every player is tired and uses only his first skill; each substitution gives the team one more. A player sent off misses the next match. A die at the start may give a strict referee (duel fouls on 1-2) or bad weather (short passes 3 cells, injuries on 1-2); VAR cancels a duel penalty on a 6, and the home side may add 2 to a duel die three times.",
        "Le joueur victime d'une faute lance un dé : sur 1, il est blessé et ne garde que sa première compétence ; une seconde blessure est grave (déplacements d'une case, il manque le match suivant). À partir de la 60e minute, tous les joueurs sont fatigués et n'utilisent que leur première compétence ; chaque remplacement en rend une de plus. Un joueur expulsé manque le match suivant. Un dé au début peut donner un arbitre sévère (fautes sur 1-2 en duel) ou du mauvais temps (passes courtes de 3 cases, blessures sur 1-2) ; le VAR annule un penalty de duel sur un 6, et l'équipe à domicile peut ajouter 2 à un dé de duel trois fois.",
    ),
    (
        "A pass or drive of at most 4 cells is short: a CoD tie nobody touched goes to the attackers. A pass of more than 4 cells is long: that tie goes to the defence. If the ball stops more than 3 cells from every player, the CoD winner walks to it however far it is, and in PHASES 2 and 3 everyone may move as many cells as he walked. In Classic a short pass travels at most 5 cells.",
        "Une passe ou une avancée d'au plus 4 cases est courte : une égalité au CdD sans contact va aux attaquants. Une passe de plus de 4 cases est longue : cette égalité va à la défense. Si le ballon s'arrête à plus de 3 cases de tout joueur, le vainqueur du CdD se déplace pour l'atteindre, et en PHASES 2 et 3 tous peuvent se déplacer du même nombre de cases. En Classic, une passe courte parcourt au plus 5 cases.",
    ),
    (
        "A pass to a player beyond the opponents' last defender is offside, as in football. It is judged on positions after the pass, not on cells, and never in one's own half or behind the ball. There is no offside from a throw-in, a corner or a goal kick. Offside gives the defence a free kick where the player stood.",
        "Une passe à un joueur au-delà de la ligne des défenseurs adverses est hors-jeu (règle de football). Il se juge après la passe sur la position des joueurs, pas sur les cases, et jamais dans sa propre moitié ni derrière le ballon. Pas de hors-jeu sur une touche, un corner ou un dégagement. Le hors-jeu donne un coup franc à la défense à l'endroit du joueur.",
    ),
    (
        "A second section of a colour adds its first + skill, a third its second: yellow + ASSIST and + LONG PASS; red + BOMBER and + OFFSIDE EDGE; green + WIDER CROSS ZONE and + PRECISE CROSS; blue + RECOVERY and + WALL; violet + REFLEXES. Grey (speed) steps 1 cell before the CoD on a free ball; black (heading) steps 1 cell into the area on a declared cross. A yellow player's short pass is 5 cells. A COMPLETE team spends a budget of exactly 34 sections, every player unique.",
        "Une deuxième section d'une couleur ajoute sa première compétence +, une troisième la seconde : jaune + ASSIST et + LONGUE PASSE ; rouge + BOMBER et + BORD DE HORS-JEU ; vert + ZONE DE CENTRE AUGMENTÉE et + CENTRE PRÉCIS ; bleu + RÉCUPÉRATION et + MUR ; violet + RÉFLEXES. Gris (vitesse) : une case gratuite avant le CdD sur un ballon libre ; noir (jeu de tête) : une case dans la surface sur un centre déclaré. Pour un joueur jaune, une passe courte fait 5 cases. Une équipe COMPLET dépense un budget de 34 sections exactement, chaque joueur unique.",
    ),
    (
        "A shot from outside the penalty area, with the keeper in his goal box: he blocks with the bar and stays in his cell. Otherwise he positions himself without the bar: standing or lying in his own cell or 1 cell forward, only lying 2 cells away or 1 cell back. Against a header he never has the bar. After the shot he gets up and takes part in the CoD; in his area he picks up a ball won from an opponent (never a back-pass).",
        "Tir de l'extérieur de la surface, gardien dans la petite surface : il arrête avec la tige et reste dans sa case. Sinon il se positionne sans la tige : debout ou allongé dans sa case ou en avançant d'une case, seulement allongé s'il se déplace de 2 cases ou recule d'une case. Contre un coup de tête, jamais de tige. Après le tir il se relève et participe au CdD ; dans sa surface il prend en main un ballon gagné sur un adversaire (jamais une passe en retrait).",
    ),
    (
        "A turn starts with PHASE 1: the player on the ball passes or drives, crosses (from the cross zone) or shoots (from the shooting zone). Flick the ball low to roll it, as a lob to lift it, or as a header from the top of the peg (headers, throw-ins, the keeper's hands). The ball is kicked once per turn, unless a team-mate who receives it uses a skill to replay PHASE 1. A ball that stays in the kicker's cell is played as a drive. Knocking an opponent's peg over while striking is a foul.",
        "Le tour commence par la PHASE 1 : le joueur en possession passe ou avance balle au pied, centre (depuis la zone de centre) ou tire (depuis la zone de tir). Frappez le ballon à ras de terre pour le faire rouler, en levant la trajectoire pour le faire sauter, ou de la tête depuis le dessus du pion (coup de tête, touche, ballon dans les mains du gardien). On ne frappe le ballon qu'une fois par tour, sauf si le coéquipier qui le reçoit active une compétence pour rejouer la PHASE 1. Un ballon qui reste dans la case du tireur se joue comme une avancée balle au pied. Renverser un pion adverse en frappant est une faute.",
    ),
    (
        "Advanced skills (two or three sections)",
        "Compétences avancées (deux ou trois sections)",
    ),
    (
        "After every kick, the player nearest the ball (counting cells) walks to it and takes it. On a tie between the two teams, the player who touched the ball (not the one who kicked it) takes it. If nobody touched it, a short pass or drive goes to the attackers, and a long pass, a cross or a shot goes to the defence. Tied team-mates: their coach chooses who takes the ball. The crosser and the shooter do not take part in the CoD.",
        "Après chaque frappe, le joueur le plus proche du ballon (comptez les cases) bouge et l'atteint. En cas d'égalité entre les deux équipes, le ballon est au joueur qui l'a touché (pas frappé). Si personne ne l'a touché, une passe courte ou une avancée va à l'équipe attaquante, une passe longue, un centre ou un tir à l'équipe défensive. Entre coéquipiers à égalité, leur entraîneur choisit qui prend le ballon. Le joueur qui a centré ou tiré ne bouge pas dans le CdD.",
    ),
    ("All topics", "Tous les sujets"),
    ("Ball on a line", "Ballon sur la ligne"),
    ("COMPLETE", "COMPLET"),
    (
        "Classic stickers print four duel numbers: dribbling (red) against marking (blue), tackling (green) against ball defence (yellow). A short pass travels at most 5 cells, ties after a throw go to the defence, and a free player with no opponent around acquires yellow, green or red. Shots come only from the shooting zone; a lost dribble leaves the defender in the CoD. Set pieces restart with a three-step positioning, and the PRO rules add the PRO skills and the defence quick round (1 by 1, KNOCK-ON, SYNCHRO).",
        "Les autocollants Classic portent quatre nombres de duel : dribble (rouge) contre marquage (bleu), tacle (vert) contre défense du ballon (jaune). Une passe courte parcourt au plus 5 cases, une égalité après une touche va à la défense, et un joueur libre sans adversaire autour acquiert le jaune, le vert ou le rouge. On ne tire que depuis la zone de tir ; un dribble perdu laisse le défenseur dans le CdD. Les phases arrêtées reprennent par une formation en trois temps, et les règles PRO ajoutent les compétences PRO et le tour rapide défensif (1 par 1, KNOCK-ON, SYNCHRO).",
    ),
    ("Clear", "Effacer"),
    ("Close", "Fermer"),
    (
        "Corners, goal kicks and re-positioning",
        "Corners, dégagements et positionnement",
    ),
    ("Crosses and headers", "Centres et coups de tête"),
    (
        "Each coach sets out 11 players on the pitch, at most one of a team in a cell (players of different teams may share one). A coin decides who kicks off; the kick-off is taken from the centre cell with each team in its own half. The taker may not play the ball himself: a team-mate or an opponent, whoever is nearer, comes to take it. After a goal, the team that conceded kicks off.",
        "Chaque entraîneur place 11 joueurs sur le terrain, un seul joueur par équipe dans chaque case (deux joueurs d'équipes différentes peuvent la partager). Une pièce décide qui effectue le coup d'envoi ; il se joue depuis la case centrale, chaque équipe dans sa moitié. Le tireur ne peut pas jouer pour lui-même : un coéquipier ou un adversaire, le plus proche des deux, vient prendre le ballon. Après un but, l'équipe qui l'a encaissé donne le coup d'envoi.",
    ),
    ("Entering the ball cell", "Entrer dans la case du ballon"),
    (
        "Fouls, cards, free kicks and penalties",
        "Fautes, cartons, coups francs et penalties",
    ),
    (
        "From the cross zone a cross may be declared once per turn. The first player in the penalty area who touches it heads it wherever the ball stops: the ball goes on his peg and he passes or declares a shot (the keeper sets up without the bar). If nobody touches it, the nearest player takes it, ties going to the defence, and the crosser stays out of the CoD. In COMPLETE, declaring the cross first lets black (heading) players step 1 cell into the area.",
        "Depuis la zone de centre, un centre peut être déclaré une fois par tour. Le premier joueur dans la surface de réparation qui touche le ballon le frappe de la tête, où qu'il s'arrête : le ballon va sur son pion et il passe ou déclare un tir (le gardien se positionne sans la tige). Si personne ne le touche, le plus proche le prend, une égalité va à l'adversaire, et le centreur ne bouge pas dans le CdD. En COMPLET, déclarer le centre d'abord permet aux joueurs noirs (jeu de tête) d'avancer d'une case dans la surface.",
    ),
    (
        "From the shooting zone a shot may be declared once per turn (2024: from midfield too when the opposing goalkeeper is out of his area). The shooter waits for the defence's OK: it sets its goalkeeper first. Strike it low or as a lob; a goal is a declared shot into the goal, or any ball into one's own goal. If the ball stays in play, the CoD follows without the shooter and a tie goes to the defence.",
        "Depuis la zone de tir, un tir peut être déclaré une fois par tour (2024 : aussi depuis le milieu de terrain si le gardien adverse est hors de sa surface). Le tireur attend l'OK de la défense, qui prépare d'abord son gardien. Frappez à ras de terre ou en levant la trajectoire ; un but est un tir déclaré dans le but, ou tout ballon dans son propre but. Si le ballon reste en jeu, le CdD suit sans le tireur et une égalité va à la défense.",
    ),
    (
        "In midfield only, a defender standing in the cell of the player on the ball is pressing him. When the pressed player makes a short pass and the CoD ends in a tie, the ball goes to the defence and it may counter-attack. A goalkeeper holding the ball cannot be pressed.",
        "Seulement au milieu de terrain, un défenseur debout dans la case de l'adversaire qui a le ballon fait du pressing. Quand le joueur pressé fait une passe courte et que le CdD finit à égalité, le ballon va à la défense, qui peut contre-attaquer. Un gardien qui tient le ballon ne peut pas être pressé.",
    ),
    ("Kick-off", "Coup d'envoi"),
    (
        "Losing the ball: the counter-attack",
        "Ballon perdu : la contre-attaque",
    ),
    (
        "No rule holds these words.",
        "Aucune règle ne contient ces mots.",
    ),
    ("Offside", "Hors-jeu"),
    (
        "Only the first defender moved in PHASE 3 may enter the cell of the player on the ball. From one of the 3 cells in front of him (towards the goal he attacks) he enters freely. From one of the 3 cells behind him, roll a die: 1-3 is a foul and a yellow card, 4-6 he enters. From farther away, roll a die: 1-3 is a foul and a red card, 4-6 a foul and a yellow card (Classic: sent off without a roll).",
        "Seul le premier joueur déplacé en PHASE 3 peut entrer dans la case de l'adversaire qui a le ballon. Depuis l'une des 3 cases adjacentes frontales, il entre normalement. Depuis l'une des 3 cases arrière, lancez un dé : 1-2-3 = faute et carton jaune, 4-5-6 = il entre. Depuis une case non adjacente, lancez un dé : 1-2-3 = faute et carton rouge, 4-5-6 = faute et carton jaune (Classic : expulsion sans dé).",
    ),
    ("PHASE 1: kick the ball", "PHASE 1 : frapper le ballon"),
    (
        "PHASE 2: the attackers move",
        "PHASE 2 : mouvements d'attaque",
    ),
    (
        "PHASE 3: the defenders move",
        "PHASE 3 : mouvements défensifs",
    ),
    ("Pressing", "Pressing"),
    ("Previous", "Précédent"),
    ("Rules", "Règles"),
    ("Search the rules", "Chercher dans les règles"),
    ("Search: {0}", "Chercher : {0}"),
    (
        "Short pass, long pass and the long ball",
        "Passe courte, passe longue et ballon long",
    ),
    ("Shots and goals", "Tirs et buts"),
    ("Skills by colour", "Compétences par couleur"),
    ("Substitutions", "Remplacements"),
    ("TOURNAMENT", "TOURNOI"),
    (
        "TOURNAMENT: injuries, fatigue, suspensions",
        "TOURNOI : blessures, fatigue, suspensions",
    ),
    (
        "The Calculation of Distance (CoD)",
        "Le Calcul de la Distance (CdD)",
    ),
    ("The Classic edition", "L'édition Classic"),
    (
        "The ball is on a line when, seen from above, it cuts a cell's line. The 2 or 3 cells it covers count as one big cell for the CoD. The player who takes the ball chooses which of those cells he stands in, and play goes on.",
        "Le ballon est sur la ligne quand, vu de dessus, il interrompt la ligne d'une case. Les 2 ou 3 cases concernées comptent comme une grande case unique pour le CdD. Le joueur qui prend le ballon choisit dans laquelle de ces cases se positionner, et le jeu reprend.",
    ),
    (
        "The defence may move every player as far as the attackers' longest move in PHASES 1 and 2: 1, 2 or 3 cells (more after a long ball). If the attackers moved nobody (a quick round), only the goalkeeper and one player move, 1 cell each. A player moved into a team-mate's cell pushes the team-mate to an empty cell next to it. If anyone moved, the referee walks one cell and the other team starts a new turn.",
        "La défense peut déplacer toute l'équipe d'autant de cases que le plus long déplacement adverse en PHASES 1 et 2 : 1, 2 ou 3 cases (plus après un ballon long). Si l'adversaire n'a déplacé personne (tour rapide), seuls le gardien et 1 joueur bougent, d'une case chacun. Un joueur placé dans la case d'un coéquipier pousse celui-ci vers une case adjacente vide. Si un joueur a bougé, l'arbitre avance d'une case et l'adversaire commence un nouveau tour.",
    ),
    ("The dribble", "Le dribble"),
    ("The goalkeeper against a shot", "Le gardien face à un tir"),
    ("The referee and the time", "L'arbitre et le temps"),
    (
        "The referee walks one cell along the touchline after PHASE 2 and after PHASE 3 when at least one player moved; otherwise time stands still. 11 cells are 15 minutes and three referees make a half of 45 minutes. At 45' the whistle waits while the ball is in the attacking zone, and a set piece from there is always taken. In TOURNAMENT a half is 17 full turns; in Classic the referee walks only after PHASE 3 and at line-ups.",
        "L'arbitre avance d'une case le long de la ligne de touche après la PHASE 2 et après la PHASE 3 si au moins un joueur s'est déplacé ; sinon le temps reste immobile. 11 cases font 15 minutes et trois arbitres une mi-temps de 45 minutes. À la 45e minute, le coup de sifflet attend tant que le ballon est dans la zone d'attaque, et une phase arrêtée depuis cette zone est toujours jouée. En TOURNOI, une mi-temps compte 17 tours complets ; en Classic, l'arbitre avance seulement après la PHASE 3 et aux formations.",
    ),
    ("The sliding tackle", "Le tacle glissé"),
    ("The tackle", "Le tacle"),
    (
        "The team on the ball moves its players without the ball, in any direction, up to 3 cells each; any number of them may move. Each player moves once per turn and a peg let go stays where it is. Never put two team-mates in one cell. If anyone moved in PHASES 1 and 2, the referee walks one cell; then the defence plays PHASE 3.",
        "L'équipe en possession déplace ses joueurs sans ballon, dans n'importe quelle direction, jusqu'à 3 cases chacun ; elle peut les déplacer tous. Chaque joueur se déplace une seule fois par tour et un pion lâché reste où il est. Jamais deux coéquipiers dans une même case. Si un joueur a bougé en PHASES 1 et 2, l'arbitre avance d'une case ; puis la défense joue la PHASE 3.",
    ),
    ("The throw-in", "La touche"),
    (
        "Type to search, or tap here",
        "Tapez pour chercher, ou touchez ici",
    ),
    (
        "Up to 5 players may be substituted, only while the teams re-position. Take the player off and put the substitute in his cell; a substitution asked at a throw-in turns it into re-positioning. A player who went off cannot come back. In Classic 2 substitutions are due at 60' and 1 more at 75'.",
        "On peut remplacer jusqu'à 5 joueurs, seulement pendant le positionnement. Retirez le joueur sortant et placez le remplaçant dans sa case ; un remplacement demandé pendant une touche fait reprendre le jeu avec le positionnement. Un joueur sorti ne peut pas revenir. En Classic, 2 remplacements sont dus à la 60e minute et 1 de plus à la 75e.",
    ),
    (
        "When a player replays PHASE 1 with a one-touch shot or cross, a marking defender may slide: he moves exactly as many cells as the attacker walked to reach the ball and lies down. A lying player is out of the CoD and in PHASE 3 he only stands up. With three blue sections (+ WALL), sliding only forwards, he stays on his feet. In Classic any defender may slide, and only one.",
        "Quand un joueur rejoue la PHASE 1 par un tir ou un centre en une touche, un défenseur qui marque peut faire un tacle glissé : il se déplace du même nombre de cases que l'adversaire pour atteindre le ballon et se couche. Un joueur couché ne participe pas au CdD et en PHASE 3 il ne peut que se relever. Avec trois sections bleues (+ MUR), en allant seulement vers l'avant, il reste debout. En Classic, n'importe quel défenseur peut glisser, un seul.",
    ),
    (
        "When the other team wins the CoD, it starts a new turn at once with PHASE 1: the counter-attack. Its first pass is harder: on a CoD tie it loses the ball even when it is short. Winning a tackle in PHASE 3 starts a counter-attack too, without moving the time.",
        "Quand l'autre équipe gagne le CdD, elle commence immédiatement la PHASE 1 d'un nouveau tour : la contre-attaque. Sa première passe est plus difficile : en cas d'égalité au CdD, le ballon est perdu même sur une passe courte. Un tacle gagné en PHASE 3 lance aussi une contre-attaque, sans déplacer le temps.",
    ),
    (
        "Yellow (pass): receiving a pass in his own cell he replays PHASE 1 with a pass or drive, once per turn. Green (cross): reaching the ball in the cross zone he replays with a cross. Red (shot): reaching the ball in the penalty area he replays with a shot. Blue (marking): standing in an opponent's cell he cancels that opponent's yellow, green and red. Violet is the goalkeeper.",
        "Jaune (passe) : s'il reçoit une passe dans sa propre case, il rejoue la PHASE 1 avec une passe ou une avancée, une fois par tour. Vert (centre) : s'il atteint le ballon dans la zone de centre, il rejoue avec un centre. Rouge (tir) : s'il atteint le ballon dans la surface de réparation, il rejoue avec un tir. Bleu (marquage) : dans la case d'un adversaire, il annule son jaune, son vert et son rouge. Violet : le gardien.",
    ),
    // ---- hint (crates/table/src/help.rs, src/ui/match_screen/help.rs) ----
    (
        "Bring {0} on for {1}",
        "Faites entrer {0} à la place de {1}",
    ),
    ("Cross with {0} ({1})", "Centrez avec {0} ({1})"),
    (
        "Cross with {0} towards {1} ({2})",
        "Centrez avec {0} vers {1} ({2})",
    ),
    (
        "Declare a cross with {0}: heading players step in first",
        "Déclarez un centre avec {0} : les joueurs de tête avancent d'abord",
    ),
    (
        "Declare a shot with {0}: the defence sets its keeper first",
        "Déclarez un tir avec {0} : la défense prépare d'abord son gardien",
    ),
    (
        "Declare the home advantage: +2 on your next duel die",
        "Déclarez l'avantage à domicile : +2 à votre prochain dé de duel",
    ),
    (
        "Done placing: your players stand well",
        "Placement terminé : vos joueurs sont bien placés",
    ),
    ("Drive forward with {0}", "Avancez balle au pied avec {0}"),
    (
        "Drive forward with {0} to {1}",
        "Avancez balle au pied avec {0} jusqu'en {1}",
    ),
    (
        "End the phase: move nobody else",
        "Fin de la phase : ne déplacez personne d'autre",
    ),
    (
        "Foul on purpose with {0}: a yellow card, but the drive stops",
        "Faute volontaire avec {0} : carton jaune, mais l'action s'arrête",
    ),
    (
        "Give the OK: the keeper stays as he is",
        "Donnez l'OK : le gardien reste comme il est",
    ),
    ("Hint", "Conseil"),
    ("Let him go: no foul", "Laissez-le passer : pas de faute"),
    ("Let {0} take the ball", "Laissez {0} prendre le ballon"),
    (
        "Move {0} into {1}'s cell ({2}) from the front: no risk",
        "Entrez avec {0} dans la case de {1} ({2}) par l'avant : sans risque",
    ),
    (
        "Move {0} into {1}'s cell ({2}): {3}",
        "Entrez avec {0} dans la case de {1} ({2}) : {3}",
    ),
    ("Move {0} to {1}", "Déplacez {0} en {1}"),
    (
        "Nobody steps in: let the cross come",
        "Personne n'avance : laissez venir le centre",
    ),
    ("Pass ({0})", "Passez ({0})"),
    (
        "Pass into space ({0}, {1})",
        "Passez dans l'espace ({0}, {1})",
    ),
    ("Pass to {0} ({1}, {2})", "Passez à {0} ({1}, {2})"),
    (
        "Pass to {0} in the penalty area ({1}, {2})",
        "Passez à {0} dans la surface ({1}, {2})",
    ),
    (
        "Pass to {0} on the wing ({1}, {2})",
        "Passez à {0} sur l'aile ({1}, {2})",
    ),
    ("Place {0} in {1}", "Placez {0} en {1}"),
    ("Play on", "Jouez"),
    (
        "SYNCHRO: shift {0} inside their cells",
        "SYNCHRO : déplacez {0} dans leurs cases",
    ),
    ("Set {0} in {1}: {2}", "Placez {0} en {1} : {2}"),
    (
        "Shoot at goal with {0} ({1})",
        "Tirez au but avec {0} ({1})",
    ),
    (
        "Sliding tackle: {0} slides to {1}",
        "Tacle glissé : {0} glisse en {1}",
    ),
    ("Tackle with {0}", "Taclez avec {0}"),
    (
        "Tackle {0} with {1}: you need {2}+ on the die",
        "Taclez {0} avec {1} : il vous faut {2}+ au dé",
    ),
    (
        "Tackle {0} with {1}: your die + {2} against his die + {3}; a higher total wins",
        "Taclez {0} avec {1} : votre dé + {2} contre son dé + {3} ; le total le plus élevé gagne",
    ),
    ("Take the ball in {0}", "Prenez le ballon en {0}"),
    ("The coach is thinking...", "L'entraîneur réfléchit..."),
    (
        "Toss the coin for the kick-off",
        "Lancez la pièce pour le coup d'envoi",
    ),
    (
        "Turn the replay down and go on to PHASE 2",
        "Refusez de rejouer et passez à la PHASE 2",
    ),
    // ---- the AI's reasons (crates/table/src/intent.rs) ----
    (
        "Bring {0} on for {1}: the side needs a keeper",
        "Faire entrer {0} pour {1} : il faut un gardien",
    ),
    ("Cross into space", "Centre dans l'espace"),
    ("Cross to {0}", "Centre pour {0}"),
    (
        "Declare a shot: {0} is {1} cells out, in the area",
        "Tir déclaré : {0} à {1} cases, dans la surface",
    ),
    (
        "Declare a shot: {0} is {1} cells out, outside the area",
        "Tir déclaré : {0} à {1} cases, hors de la surface",
    ),
    (
        "Done placing: the players stand well",
        "Positionnement fini : les joueurs sont bien placés",
    ),
    (
        "End the phase: nobody gains by moving",
        "Fin de la phase : personne ne gagne à bouger",
    ),
    (
        "Foul on purpose with {0}: a card, but the dribbler was through on goal",
        "Faute volontaire de {0} : un carton, mais le dribbleur filait au but",
    ),
    (
        "Foul on purpose with {0}: a card, but the drive stops",
        "Faute volontaire de {0} : un carton, mais l'avancée s'arrête",
    ),
    (
        "Home advantage now: +2 on the next duel die",
        "Avantage à domicile : +2 au prochain dé de duel",
    ),
    (
        "Let him go: a foul would cost more",
        "Le laisser filer : une faute coûterait plus",
    ),
    ("Long ball into space", "Ballon long dans l'espace"),
    ("Long pass to {0}", "Passe longue à {0}"),
    (
        "No plan found: any legal move",
        "Pas de plan : un coup permis",
    ),
    ("Pass into space", "Passe dans l'espace"),
    ("Pass to {0}", "Passe à {0}"),
    ("Shot at goal with {0} ({1})", "Tir au but de {0} ({1})"),
    (
        "Sliding tackle: {0} slides to {1}, across the path to goal",
        "Tacle glissé : {0} glisse en {1}, sur la route du but",
    ),
    (
        "The keeper stays as he stands: no stance does better",
        "Le gardien reste ainsi : aucune position ne fait mieux",
    ),
    (
        "Turn the replay down: the ball is better where it is",
        "Pas de nouvelle PHASE 1 : le ballon est mieux où il est",
    ),
    ("his first idea", "sa première idée"),
    ("shot from outside the area", "tir hors de la surface"),
    (
        "the fewest goals of {0} shots tried",
        "le moins de buts sur {0} tirs essayés",
    ),
    ("{0} ({1})", "{0} ({1})"),
    (
        "{0} covers in {1}, between the ball and the goal",
        "{0} couvre en {1}, entre le ballon et le but",
    ),
    (
        "{0} drives forward to {1}",
        "{0} avance balle au pied en {1}",
    ),
    (
        "{0} enters {1}'s cell from the front: no risk",
        "{0} entre dans la case de {1} par devant : sans risque",
    ),
    (
        "{0} enters {1}'s cell: {2} foul risk",
        "{0} entre dans la case de {1} : risque de faute {2}",
    ),
    (
        "{0} enters {1}'s cell: {2} foul risk, but he is through on goal",
        "{0} entre dans la case de {1} : risque de faute {2}, mais il file au but",
    ),
    (
        "{0} goes wide to {1} for a cross",
        "{0} s'écarte en {1} pour un centre",
    ),
    (
        "{0} holds behind the ball in {1}",
        "{0} reste derrière le ballon en {1}",
    ),
    ("{0} in {1}", "{0} sur {1}"),
    ("{0} marks {1} ({2})", "{0} marque {1} ({2})"),
    ("{0} moves to {1} in support", "{0} vient en soutien en {1}"),
    (
        "{0} runs to {1}, into the shooting zone",
        "{0} court en {1}, dans la zone de tir",
    ),
    (
        "{0} steps aside to {1} so the phase can end",
        "{0} s'écarte en {1} pour finir la phase",
    ),
    (
        "{0} steps to {1} for the header",
        "{0} va en {1} pour le coup de tête",
    ),
    (
        "{0} tackles {1}: he is in the ball's cell",
        "{0} tacle {1} : il est dans la case du ballon",
    ),
    ("{0} takes the bar in {1}", "{0} prend la tige en {1}"),
    ("{0} to {1}: he takes the kick", "{0} en {1} : il frappe"),
    ("{0} waits in {1}, {2}", "{0} attend en {1}, {2}"),
    (
        "{0} walks to {1} to take the throw-in",
        "{0} va en {1} pour effectuer la touche",
    ),
    ("{0}, free", "{0}, libre"),
    (
        "{0}, free in the penalty area",
        "{0}, libre dans la surface de réparation",
    ),
    ("{0}, free on the wing", "{0}, libre sur l'aile"),
    (
        "{0}, in the penalty area",
        "{0}, dans la surface de réparation",
    ),
    ("{0}, on the wing", "{0}, sur l'aile"),
    ("{0}: {1}", "{0} : {1}"),
    // ---- title (src/ui/title.rs) ----
    ("Continue match", "Reprendre le match"),
    ("New match", "Nouveau match"),
    ("Quick match", "Match éclair"),
    (
        "Tap again: it replaces the saved match",
        "Touchez encore : il remplace le match en cours",
    ),
    ("Team studio", "Studio des équipes"),
    (
        "The Simulator Soccer board game: flick the ball, move your players, score.",
        "Le jeu de plateau Simulator Soccer : une pichenette au ballon, vos joueurs avancent, but !",
    ),
    // ---- the game's own sides and copies (crates/table/src/headline.rs, crates/teams) ----
    ("Blue (the side)", "Bleu"),
    ("Red (the side)", "Rouge"),
    ("Standard Blue", "Bleu standard"),
    ("Standard Red", "Rouge standard"),
    ("{0} copy", "{0} (copie)"),
    ("{0} to play", "À {0} de jouer"),
    // ---- the match's pause sheet (src/ui/match_screen/pause.rs) ----
    ("Leave", "Quitter"),
    (
        "Leave keeps the match: Continue match on the title resumes it.",
        "Le match reste enregistré : reprenez-le depuis l'accueil.",
    ),
    ("Paused", "En pause"),
    (
        "This match is not saved: leaving ends it.",
        "Ce match n'est pas enregistré : le quitter y met fin.",
    ),
    // ---- new match (src/ui/new_match) ----
    ("AI level", "Niveau de l'IA"),
    ("AI plays", "L'IA joue"),
    ("Away", "Extérieur"),
    ("Base", "Base"),
    ("Classic", "Classique"),
    ("Complete", "Complet"),
    ("Beginner", "Débutant"),
    ("Easy", "Facile"),
    ("Edition", "Édition"),
    ("Extra time + shootout", "Prolongation + tirs au but"),
    ("Full: 3 referees", "Complet : 3 arbitres"),
    ("Hard", "Difficile"),
    ("Home", "Domicile"),
    ("Match length", "Durée du match"),
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
    ("4 players", "4 joueurs"),
    ("4 players (2 a side)", "4 joueurs (2 par camp)"),
    ("Bad", "Mauvais"),
    ("Done", "Terminé"),
    ("Extras", "Options"),
    ("Good", "Beau"),
    ("Home advantage", "Avantage à domicile"),
    ("None", "Aucune"),
    ("Referee", "Arbitre"),
    ("Roll", "Au dé"),
    ("Strict", "Sévère"),
    ("Weather", "Météo"),
    ("bad weather", "mauvais temps"),
    ("good weather", "beau temps"),
    ("no home advantage", "sans avantage à domicile"),
    ("normal referee", "arbitre normal"),
    ("only in 2024 TOURNAMENT play", "seulement en TOURNOI 2024"),
    ("strict referee", "arbitre sévère"),
    (
        "pass-and-play: two people, no AI",
        "à deux : deux personnes, pas d'IA",
    ),
    // ---- match screen panel (src/ui/match_screen) ----
    ("1st touch", "1er contact"),
    ("Aim", "Visée"),
    ("Aim: 1st touch", "Visée contact"),
    ("Aim: full", "Visée : tout"),
    ("Aim: off", "Visée : non"),
    ("Log & more", "Journal"),
    ("Dice decide", "Aux dés"),
    ("Goal!", "But !"),
    ("Loose ball", "Ballon libre"),
    ("Menu", "Menu"),
    ("Out", "Sortie"),
    ("Speed x{0}", "Vitesse x{0}"),
    (
        "This competition plays without aim help",
        "Cette compétition se joue sans aide à la visée",
    ),
    // ---- match words: buttons (crates/table/src/words.rs, view.rs, offers.rs) ----
    ("No. {0} takes it", "Le n° {0} la prend"),
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
    ("OK, keeper set", "Gardien prêt"),
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
    ("Skip to PHASE 2", "Passer à la PHASE 2"),
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
    ("Substitutes ({0} left)", "Banc (reste {0})"),
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
    (
        "{0}: +{1} on your next duel die; declare it before the roll",
        "{0} : +{1} sur votre prochain dé de duel ; à déclarer avant le lancer",
    ),
    // ---- match words: the headline (crates/table/src/headline.rs) ----
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
        "prepare your goalkeeper for {0}'s shot: drag him if you like, then tap his stance",
        "préparez votre gardien contre le tir de {0} : déplacez-le si besoin, puis touchez sa position",
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
    // ---- match words: why not (crates/table/src/reasons.rs) ----
    ("He is not on the pitch", "Il n'est pas sur le terrain"),
    ("It is {0}'s turn", "C'est au tour de {0}"),
    (
        "No cell within his reach is free",
        "Aucune case libre à sa portée",
    ),
    (
        "No kick can be flicked now",
        "Aucune frappe possible maintenant",
    ),
    ("No peg moves now", "Aucun pion ne bouge maintenant"),
    ("There is nothing to take back", "Il n'y a rien à annuler"),
    (
        "A die was rolled: the move stands",
        "Un dé a été lancé : le déplacement est acquis",
    ),
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
    // ---- the peg card and the skills in words (crates/table/src/peg_card.rs, skill_words.rs, src/ui/match_screen/card_draw.rs) ----
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
    ("{0} · Skills in {1}", "{0} · Capacités en {1}"),
    // ---- fr2: the event log, dice and match HUD (crates/table/src/narrate.rs, duel_words.rs, src/ui/match_screen/hud.rs, overlay.rs) ----
    (" (die {0})", " (dé {0})"),
    ("1v1 defence", "défense 1c1"),
    (
        "60': the players tire and use one skill each (one more per substitution)",
        "60' : les joueurs fatiguent et utilisent une compétence chacun (une de plus par remplacement)",
    ),
    (
        "Added time: the referee walks {0} more cell",
        "Temps additionnel : l'arbitre avance de {0} case",
    ),
    (
        "Added time: the referee walks {0} more cells",
        "Temps additionnel : l'arbitre avance de {0} cases",
    ),
    (
        "Assist: {0}'s pass frees {1} from {2}",
        "Assist : la passe de {0} libère {1} de {2}",
    ),
    ("Black", "noire"),
    ("Black X", "noire à X"),
    ("Blue", "bleue"),
    (
        "Coin toss: {0}, {1} kick off",
        "Pile ou face : {0}, {1} donne le coup d'envoi",
    ),
    ("{0} kick off", "{0} donne le coup d'envoi"),
    ("Die for the {0}: {1}", "Dé ({0}) : {1}"),
    ("Dribble", "Dribble"),
    (
        "Extra time, first half: {0} kick off",
        "Prolongation, première mi-temps : coup d'envoi {0}",
    ),
    (
        "Extra time, second half: {0} kick off",
        "Prolongation, seconde mi-temps : coup d'envoi {0}",
    ),
    ("Foul by {0} in {1}", "Faute de {0} en {1}"),
    ("Full time: {0}", "Fin du match : {0}"),
    (
        "GOAL! {0} score — {1} (own goal), {2}",
        "BUT ! {0} marque — {1} (contre son camp), {2}",
    ),
    ("GOAL! {0} score — {1}, {2}", "BUT ! {0} marque — {1}, {2}"),
    ("Green", "verte"),
    ("Grey", "grise"),
    ("Half time: {0}", "Mi-temps : {0}"),
    (
        "Home advantage: {0} rolls {1} + 2 = {2}",
        "Avantage à domicile : {0} fait {1} + 2 = {2}",
    ),
    (
        "Long ball: everyone may move {0} cells in PHASES 2 and 3",
        "Ballon long : chacun peut se déplacer de {0} cases en PHASES 2 et 3",
    ),
    ("Offside: {0}", "Hors-jeu : {0}"),
    (
        "Out of play, last touched by {0}",
        "Sortie, dernière touche de {0}",
    ),
    ("PHASE 1: kick", "PHASE 1 : frapper"),
    ("PHASE 2: attackers move", "PHASE 2 : l'attaque se déplace"),
    ("PHASE 3: defenders move", "PHASE 3 : la défense se déplace"),
    (
        "Penalty shootout: {0} kick first",
        "Tirs au but : {0} tire en premier",
    ),
    ("Red", "rouge"),
    ("Red card for {0}", "Carton rouge pour {0}"),
    (
        "Second half: {0} kick off",
        "Seconde mi-temps : coup d'envoi {0}",
    ),
    (
        "Shootout: {0} misses ({1})",
        "Tirs au but : {0} manque ({1})",
    ),
    (
        "Shootout: {0} scores ({1})",
        "Tirs au but : {0} marque ({1})",
    ),
    (
        "Substitution for {0}: {1} on, {2} off",
        "Remplacement pour {0} : {1} entre, {2} sort",
    ),
    (
        "Synchro: {0} shift inside their cells",
        "Synchro : {0} se décalent dans leurs cases",
    ),
    ("Tackle", "Tacle"),
    (
        "The ball lies on a line ({0})",
        "Le ballon est sur la ligne ({0})",
    ),
    (
        "Time up: the referee ends {0}'s phase",
        "Temps écoulé : l'arbitre termine la phase de {0}",
    ),
    ("Today: {0}, {1}", "Aujourd'hui : {0}, {1}"),
    ("VAR", "VAR"),
    (
        "VAR review{0}: the penalty is cancelled, goal kick instead",
        "VAR{0} : le penalty est annulé, dégagement à la place",
    ),
    (
        "VAR review{0}: the penalty stands (only a 6 cancels it)",
        "VAR{0} : le penalty est maintenu (seul un 6 l'annule)",
    ),
    ("Violet", "violette"),
    ("Yellow", "jaune"),
    ("Yellow card for {0}", "Carton jaune pour {0}"),
    ("a cross", "un centre"),
    ("a long drive", "une longue avancée balle au pied"),
    ("a long pass", "une passe longue"),
    ("a normal referee", "un arbitre normal"),
    ("a shot", "un tir"),
    (
        "a strict referee (duel fouls on 1-2)",
        "un arbitre sévère (faute en duel sur 1-2)",
    ),
    (
        "bad weather (short passes 3 cells, injuries on 1-2)",
        "mauvais temps (passes courtes de 3 cases, blessures sur 1-2)",
    ),
    ("ball defence", "défense du ballon"),
    ("blue", "bleu"),
    ("clear weather", "beau temps"),
    ("die {0}", "dé {0}"),
    ("die {0} + {1} = {2}", "dé {0} + {1} = {2}"),
    ("die {0} = {1}", "dé {0} = {1}"),
    ("dribble", "dribble"),
    ("dribble wins", "le dribble passe"),
    ("event log", "journal du match"),
    ("far entry", "entrée de loin"),
    (
        "far entry: always a foul; red card on {0}, yellow on {1}",
        "entrée de loin : toujours faute ; carton rouge sur {0}, jaune sur {1}",
    ),
    ("front entry: no foul", "entrée par devant : pas de faute"),
    ("goalkeeper", "gardien"),
    ("green", "vert"),
    ("injury", "blessure"),
    ("lots", "tirage"),
    ("midfield", "milieu"),
    ("never", "jamais"),
    ("place players", "placer les joueurs"),
    ("rear entry", "entrée par derrière"),
    (
        "rear entry: foul and yellow card on {0}",
        "entrée par derrière : faute et carton jaune sur {0}",
    ),
    ("red", "rouge"),
    ("referee", "arbitre"),
    ("reflexes", "réflexes"),
    ("skill", "compétence"),
    ("tackle", "tacle"),
    ("tackle missed", "tacle raté"),
    ("tackle wins", "le tacle gagne"),
    ("tackle won", "tacle réussi"),
    ("the kick", "la frappe"),
    ("thinking", "réfléchit"),
    (
        "tie after a short pass: attack wins",
        "égalité après une passe courte : l'attaque gagne",
    ),
    (
        "tie after {0}: defence wins",
        "égalité après {0} : la défense gagne",
    ),
    (
        "tie: the player who touched the ball wins",
        "égalité : le joueur qui a touché le ballon gagne",
    ),
    ("weather", "météo"),
    ("yellow", "jaune"),
    ("{0} (chosen by his coach)", "{0} (choisi par son coach)"),
    ("chosen by his coach", "choisi par son coach"),
    (
        "first in the area to reach the cross",
        "premier de la surface sur le centre",
    ),
    ("nearest to the ball", "le plus proche du ballon"),
    (
        "{0} declare the home advantage: +2 on their next duel die ({1} left)",
        "{0} déclare l'avantage à domicile : +2 au prochain dé de duel ({1} restant)",
    ),
    ("{0} declares a cross", "{0} déclare un centre"),
    ("{0} declares a shot", "{0} déclare un tir"),
    (
        "{0} enters the ball cell from afar",
        "{0} entre dans la case du ballon de plus loin",
    ),
    (
        "{0} enters the ball cell from behind",
        "{0} entre dans la case du ballon par derrière",
    ),
    (
        "{0} enters the ball cell from the front",
        "{0} entre dans la case du ballon par devant",
    ),
    ("{0} for {1} in {2}", "{0} pour {1} en {2}"),
    ("{0} gets up", "{0} se relève"),
    (
        "{0} goes up for the header",
        "{0} monte pour le coup de tête",
    ),
    (
        "{0} heads the cross in {1}",
        "{0} reprend le centre de la tête en {1}",
    ),
    ("{0} holds", "{0} résiste"),
    ("{0} is injured", "{0} est blessé"),
    ("{0} is left on the floor", "{0} reste au sol"),
    (
        "{0} is marked by {1}: no replay",
        "{0} est marqué par {1} : pas de nouvelle frappe",
    ),
    ("{0} is sent off", "{0} est expulsé"),
    ("{0} is seriously injured", "{0} est gravement blessé"),
    (
        "{0} may kick again ({1} skill)",
        "{0} peut rejouer (compétence {1})",
    ),
    ("{0} moves {1} → {2}", "{0} se déplace {1} → {2}"),
    ("{0} picks the ball up", "{0} prend le ballon en main"),
    ("{0} placed in {1}", "{0} placé en {1}"),
    (
        "{0} reflexes: the bomber keeps his skill",
        "{0} réflexes : le bomber garde sa compétence",
    ),
    (
        "{0} reflexes: the bomber's skill is cancelled",
        "{0} réflexes : la compétence du bomber est annulée",
    ),
    (
        "{0} slides {1} → {2} and goes down",
        "{0} tacle en glissant {1} → {2} et reste au sol",
    ),
    (
        "{0} slides {1} → {2} and stays up",
        "{0} tacle en glissant {1} → {2} et reste debout",
    ),
    ("{0} speeds on {1} → {2}", "{0} accélère {1} → {2}"),
    (
        "{0} steps back onside {1} → {2}",
        "{0} revient en position de jeu {1} → {2}",
    ),
    (
        "{0} steps in for the header {1} → {2}",
        "{0} s'avance pour le coup de tête {1} → {2}",
    ),
    ("{0} tackles{1}: misses", "{0} tacle{1} : raté"),
    (
        "{0} tackles{1}: wins the ball",
        "{0} tacle{1} : récupère le ballon",
    ),
    ("{0} takes the ball in {1}", "{0} prend le ballon en {1}"),
    ("{0} uses his {1} skill", "{0} utilise sa compétence {1}"),
    ("{0} waits in {1} lying", "{0} attend en {1}, allongé"),
    ("{0} waits in {1} standing", "{0} attend en {1}, debout"),
    (
        "{0} waits in {1} with the bar",
        "{0} attend en {1} avec la tige",
    ),
    (
        "{0} win the ball: counter-attack",
        "{0} récupère le ballon : contre-attaque",
    ),
    (
        "{0} {1} from {2} out of the pitch",
        "{0} : {1} de {2} hors du terrain",
    ),
    ("{0} {1} from {2} to {3}", "{0} : {1} de {2} vers {3}"),
    ("{0} {1} v {2} {3}", "{0} {1} c. {2} {3}"),
    ("{0} {1} v {2} {3}: {4}", "{0} {1} c. {2} {3} : {4}"),
    ("{0}'  half {1}", "{0}'  mi-temps {1}"),
    (
        "{0}: {1} had lost a tackle, no roll: {2}",
        "{0} : {1} avait perdu un tacle, pas de dé : {2}",
    ),
    // ---- fr2: the rules' reasons, every because("...") of crates/rules/src (shown by crates/table/src/reasons.rs) ----
    (
        "Classic positioning: the attackers place 6 or 7 players first, the last 3 or 4 after the defence",
        "Placement Classic : l'attaque place d'abord 6 ou 7 joueurs, les 3 ou 4 derniers après la défense",
    ),
    (
        "Classic positioning: the attackers' last step places at most 4 players",
        "Placement Classic : la dernière étape de l'attaque place au plus 4 joueurs",
    ),
    (
        "Classic positioning: the last 3 or 4 players stay in defence, no further than the cell next to the centre line",
        "Placement Classic : les 3 ou 4 derniers restent en défense, au plus à la case voisine de la ligne médiane",
    ),
    (
        "Classic positioning: this player was placed in the first step",
        "Placement Classic : ce joueur a été placé à la première étape",
    ),
    (
        "Classic: one player slides against the one-touch cross or shot",
        "Classic : un seul joueur tacle en glissant contre le centre ou le tir en une touche",
    ),
    (
        "Classic: substitutions are still due (2 at 60', 1 at 75')",
        "Classic : des remplacements sont encore dus (2 à la 60', 1 à la 75')",
    ),
    (
        "SYNCHRO is a Classic PRO defence quick round move",
        "SYNCHRO est un mouvement défensif de tour rapide Classic PRO",
    ),
    (
        "SYNCHRO shifts 1 to 4 players",
        "SYNCHRO décale de 1 à 4 joueurs",
    ),
    (
        "a bumped player steps into an empty cell",
        "un joueur poussé s'écarte vers une case vide",
    ),
    ("a choice", "un choix"),
    (
        "a choice must be made first",
        "un choix doit d'abord être fait",
    ),
    (
        "a cross is declared from the cross zone",
        "un centre se déclare depuis la zone de centre",
    ),
    (
        "a goalkeeper holding the ball cannot be pressed",
        "un gardien qui tient le ballon ne peut pas être pressé",
    ),
    (
        "a goalkeeper holding the ball stays in his penalty area",
        "un gardien qui tient le ballon reste dans sa surface de réparation",
    ),
    (
        "a header is a pass or a shot",
        "un coup de tête est une passe ou un tir",
    ),
    (
        "a header or a throw-in is played with the ball on the peg",
        "un coup de tête ou une touche se joue avec le ballon sur le pion",
    ),
    ("a penalty is a shot", "un penalty est un tir"),
    (
        "a set piece must be taken",
        "une phase arrêtée doit être jouée",
    ),
    (
        "a shot is declared from the shooting zone (or from midfield when the goalkeeper is out of his penalty area)",
        "un tir se déclare depuis la zone de tir (ou du milieu quand le gardien est hors de sa surface)",
    ),
    (
        "a team makes at most 5 substitutions",
        "une équipe fait au plus 5 remplacements",
    ),
    (
        "a wall holds at most 3 players",
        "un mur compte au plus 3 joueurs",
    ),
    (
        "a wall stays standing only after moving forward only",
        "un mur ne reste debout qu'après avoir seulement avancé",
    ),
    (
        "against a bomber's shot from the penalty area he stands only in the goal box",
        "contre le tir d'un bomber depuis la surface, il se place seulement dans la petite surface",
    ),
    (
        "an intentional foul (only the defender just dribbled past may)",
        "une faute volontaire (seul le défenseur qui vient d'être dribblé le peut)",
    ),
    (
        "at a kick-off every player stays in his own half",
        "au coup d'envoi chaque joueur reste dans sa moitié",
    ),
    (
        "at a penalty the goalkeeper stands on the goal line",
        "au penalty le gardien se tient sur la ligne de but",
    ),
    (
        "choose the cell of the ball on the line",
        "choisissez la case du ballon sur la ligne",
    ),
    (
        "choose which tied team-mate takes the ball",
        "choisissez quel coéquipier à égalité prend le ballon",
    ),
    (
        "declare it during play, before the duel",
        "déclarez-le pendant le jeu, avant le duel",
    ),
    (
        "each player shifts once",
        "chaque joueur se décale une fois",
    ),
    (
        "every team-mate takes a penalty before anyone takes a second",
        "chaque coéquipier tire un penalty avant qu'un autre en tire un second",
    ),
    (
        "he cannot take the shooter's cell (Classic: only moving 2 cells, through one of its front cells)",
        "il ne peut pas prendre la case du tireur (Classic : seulement en 2 cases, par une de ses cases frontales)",
    ),
    (
        "he slides into the ball's path, not into the kicker's cell",
        "il glisse sur la trajectoire du ballon, pas dans la case du tireur",
    ),
    (
        "he slides the same number of cells as the attacker walked to the ball",
        "il glisse d'autant de cases que l'attaquant en a fait vers le ballon",
    ),
    (
        "header steps follow a declared cross",
        "les pas pour la tête suivent un centre déclaré",
    ),
    (
        "heading players step 1 cell into the area, sliding tackles, then the phase ends",
        "les joueurs de tête avancent d'1 case dans la surface, tacles glissés, puis fin de la phase",
    ),
    (
        "in his goal box against a shot from outside the penalty area he blocks with the bar (A), he does not position himself (B)",
        "dans sa petite surface, contre un tir de l'extérieur de la surface, il arrête avec la tige (A), il ne se positionne pas (B)",
    ),
    (
        "in the shootout only the taker and the goalkeeper stand in the penalty area",
        "aux tirs au but seuls le tireur et le gardien sont dans la surface",
    ),
    (
        "it is already declared for the next duel",
        "il est déjà déclaré pour le prochain duel",
    ),
    (
        "moving 2 cells or stepping back 1 he can only lie down",
        "en se déplaçant de 2 cases ou en reculant d'1, il ne peut que s'allonger",
    ),
    (
        "no dribbling from a set piece",
        "pas de dribble sur phase arrêtée",
    ),
    (
        "no opponent may stand in the ball's cell",
        "aucun adversaire ne peut être dans la case du ballon",
    ),
    ("no restart is waiting", "aucune remise en jeu n'attend"),
    ("no shot has been declared", "aucun tir n'a été déclaré"),
    ("no substitutions", "pas de remplacements"),
    ("no throw-in is waiting", "aucune touche n'attend"),
    (
        "no wall inside the goal box",
        "pas de mur dans la petite surface",
    ),
    (
        "nobody attacked: only the goalkeeper and one other player move, 1 cell each",
        "personne n'a attaqué : seuls le gardien et un autre joueur bougent, d'1 case chacun",
    ),
    (
        "nobody else may stand in the throw-in cell",
        "personne d'autre ne peut être dans la case de la touche",
    ),
    ("not from a throw-in", "pas sur une touche"),
    (
        "not from a throw-in or a penalty",
        "pas sur une touche ni un penalty",
    ),
    (
        "not into the crosser's cell",
        "pas dans la case du centreur",
    ),
    ("one cross per turn", "un centre par tour"),
    (
        "one player per team per cell",
        "un joueur par équipe et par case",
    ),
    (
        "one player per team per cell (a wall only against a free kick from the attacking zone)",
        "un joueur par équipe et par case (un mur seulement contre un coup franc dans la zone d'attaque)",
    ),
    ("one shot per turn", "un tir par tour"),
    ("one step per player", "un pas par joueur"),
    ("one tackle per PHASE 3", "un tacle par PHASE 3"),
    ("one wall only", "un seul mur"),
    (
        "only a goalkeeper in his goal box blocks with the bar",
        "seul un gardien dans sa petite surface arrête avec la tige",
    ),
    (
        "only a player with a blue skill (marking) slides in",
        "seul un joueur avec une compétence bleue (marquage) tacle en glissant",
    ),
    (
        "only a player with the heading skill (black) steps",
        "seul un joueur avec la compétence jeu de tête (noir) avance",
    ),
    (
        "only a wall (three blue sections) may stay standing",
        "seul un mur (trois sections bleues) peut rester debout",
    ),
    (
        "only against a declared one-touch shot or cross, before the kick",
        "seulement contre un tir ou centre en une touche déclaré, avant la frappe",
    ),
    (
        "only headers, throw-ins and the goalkeeper's hands put the ball on the peg",
        "seuls le coup de tête, la touche et les mains du gardien mettent le ballon sur le pion",
    ),
    (
        "only in the 2024 TOURNAMENT rules",
        "seulement dans les règles TOURNOI 2024",
    ),
    (
        "only the first player moved in PHASE 3 may enter it",
        "seul le premier joueur déplacé en PHASE 3 peut y entrer",
    ),
    (
        "only the first player moved in PHASE 3 may tackle",
        "seul le premier joueur déplacé en PHASE 3 peut tacler",
    ),
    (
        "opponents stay 9.6 cm (3 pegs high) from the ball",
        "les adversaires restent à 9,6 cm (3 hauteurs de pion) du ballon",
    ),
    (
        "place the taker in the ball's cell",
        "placez le tireur dans la case du ballon",
    ),
    ("that cell", "cette case"),
    ("that player", "ce joueur"),
    (
        "that player as the knocked-over victim (an opponent on the pitch)",
        "ce joueur comme victime renversée (un adversaire sur le terrain)",
    ),
    (
        "the bar only stops shots from outside the penalty area, never headers",
        "la tige n'arrête que les tirs de l'extérieur de la surface, jamais les coups de tête",
    ),
    (
        "the beaten defender chooses: an intentional foul or let him go",
        "le défenseur dribblé choisit : faute volontaire ou le laisser passer",
    ),
    (
        "the bumped team-mate steps to an adjacent empty cell",
        "le coéquipier poussé s'écarte vers une case voisine vide",
    ),
    ("the crosser does not step", "le centreur n'avance pas"),
    (
        "the declared cross must be played",
        "le centre déclaré doit être joué",
    ),
    (
        "the declared shot must be taken",
        "le tir déclaré doit être tiré",
    ),
    (
        "the defence sets its goalkeeper",
        "la défense prépare son gardien",
    ),
    (
        "the defender must stand in the ball cell",
        "le défenseur doit être dans la case du ballon",
    ),
    (
        "the goalkeeper holds the ball",
        "le gardien tient le ballon",
    ),
    (
        "the goalkeeper makes his own quick round move",
        "le gardien fait son propre mouvement de tour rapide",
    ),
    (
        "the home side used it three times",
        "l'équipe à domicile l'a utilisé trois fois",
    ),
    ("the kick cannot be used", "la frappe est inutilisable"),
    ("the penalty must be taken", "le penalty doit être tiré"),
    (
        "the phase cannot end yet",
        "la phase ne peut pas encore finir",
    ),
    (
        "the player coming on must sit on his team's bench",
        "le joueur qui entre doit être sur le banc de son équipe",
    ),
    (
        "the quick round's one move (1 by 1, KNOCK-ON or SYNCHRO) is made",
        "le mouvement du tour rapide (1 par 1, KNOCK-ON ou SYNCHRO) est fait",
    ),
    (
        "the reserve goalkeeper comes on in the place of an outfield player",
        "le gardien remplaçant entre à la place d'un joueur de champ",
    ),
    (
        "the shootout has no dice duels",
        "les tirs au but n'ont pas de duels aux dés",
    ),
    (
        "the step must end in the penalty area the cross is played into",
        "le pas doit finir dans la surface où va le centre",
    ),
    (
        "the taker walks to the throw-in point",
        "le tireur va au point de remise en jeu",
    ),
    (
        "the timer runs in PHASES 1, 2 and 3",
        "le minuteur tourne en PHASES 1, 2 et 3",
    ),
    ("the turn timer is off", "le minuteur est désactivé"),
    (
        "this kick (the declared cross comes first)",
        "cette frappe (le centre déclaré passe d'abord)",
    ),
    (
        "this kick (the declared shot comes first; after a one-touch shot declaration at COMPLETE the shooter may dribble the goalkeeper with a drive)",
        "cette frappe (le tir déclaré passe d'abord ; après un tir en une touche déclaré en COMPLET, le tireur peut dribbler le gardien balle au pied)",
    ),
    (
        "this match has no home advantage",
        "ce match n'a pas d'avantage à domicile",
    ),
    (
        "this replay allows only the skill's own declaration",
        "cette nouvelle frappe n'autorise que la déclaration de sa compétence",
    ),
    (
        "this replay does not allow a cross",
        "cette nouvelle frappe n'autorise pas de centre",
    ),
    (
        "this replay does not allow a shot",
        "cette nouvelle frappe n'autorise pas de tir",
    ),
    (
        "with the bar the goalkeeper stays in his cell",
        "avec la tige le gardien reste dans sa case",
    ),
    ("{0} in {1}: {2}", "{0} en {1} : {2}"),
    // ---- fr2: the studio's advice (crates/teams/src/advice.rs) ----
    (
        "BASE matches use the standard squad; this team plays COMPLETE matches (budget {0})",
        "Les matchs BASE se jouent avec l'effectif standard ; cette équipe joue les matchs COMPLET (budget {0})",
    ),
    (
        "Changed from the standard BASE squad, this is now a COMPLETE team: its 16 stickers must all differ and total exactly {0} (now {1}: {2}). It plays COMPLETE and TOURNAMENT matches.",
        "Modifiée depuis l'effectif BASE standard, c'est maintenant une équipe COMPLET : ses 16 autocollants doivent tous différer et totaliser exactement {0} (maintenant {1} : {2}). Elle joue les matchs COMPLET et TOURNOI.",
    ),
    ("Player {0}", "Joueur {0}"),
    (
        "Strips: both strips are dark; a team needs one dark and one light strip",
        "Uniformes : les deux sont foncés ; une équipe a besoin d'un uniforme foncé et d'un clair",
    ),
    (
        "Strips: both strips are light; a team needs one dark and one light strip",
        "Uniformes : les deux sont clairs ; une équipe a besoin d'un uniforme foncé et d'un clair",
    ),
    (
        "The team has {0} players; it needs {1} (11 on the pitch, 5 on the bench)",
        "L'équipe a {0} joueurs ; il en faut {1} (11 sur le terrain, 5 sur le banc)",
    ),
    (
        "add {0} points of skills to reach it",
        "ajoutez {0} points de compétences pour l'atteindre",
    ),
    (
        "take {0} points of skills off to come down to it",
        "retirez {0} points de compétences pour y redescendre",
    ),
    ("the total is right", "le total est juste"),
    (
        "{0}: pick a shirt number from 1 to {1}",
        "{0} : choisissez un numéro de 1 à {1}",
    ),
    (
        "{0}: same sticker ({1}) as {2}; change a skill so every player differs",
        "{0} : même autocollant ({1}) que {2} ; changez une compétence pour que chaque joueur diffère",
    ),
    (
        "{0}: this sticker is not a {1} sticker; tap the team's edition to convert it",
        "{0} : cet autocollant n'est pas un autocollant {1} ; touchez l'édition de l'équipe pour le convertir",
    ),
    (
        "{0}: {1} wears this number already; pick another one",
        "{0} : {1} porte déjà ce numéro ; choisissez-en un autre",
    ),
    (
        "{0}add {1} points of skills to reach {2} (the stickers total {3})",
        "{0}ajoutez {1} points de compétences pour atteindre {2} (les autocollants totalisent {3})",
    ),
    (
        "{0}take {1} points of skills off to come down to {2} (the stickers total {3})",
        "{0}retirez {1} points de compétences pour redescendre à {2} (les autocollants totalisent {3})",
    ),
    // ---- characters that hide themselves in team text (crates/teams/src/hidden.rs) ----
    ("Arabic letter mark", "marque de lettre arabe"),
    ("Hangul filler", "remplissage hangeul"),
    ("Mongolian vowel separator", "séparateur de voyelles mongol"),
    ("byte order mark", "indicateur d'ordre des octets"),
    ("first strong isolate", "isolat de premier fort"),
    ("invisible character", "caractère invisible"),
    ("left-to-right embedding", "enchâssement gauche-à-droite"),
    ("left-to-right isolate", "isolat gauche-à-droite"),
    ("left-to-right mark", "marque gauche-à-droite"),
    ("left-to-right override", "forçage gauche-à-droite"),
    ("line separator", "séparateur de ligne"),
    ("paragraph separator", "séparateur de paragraphe"),
    (
        "pop directional formatting",
        "dépilement de formatage directionnel",
    ),
    (
        "pop directional isolate",
        "dépilement d'isolat directionnel",
    ),
    ("right-to-left embedding", "enchâssement droite-à-gauche"),
    ("right-to-left isolate", "isolat droite-à-gauche"),
    ("right-to-left mark", "marque droite-à-gauche"),
    ("right-to-left override", "forçage droite-à-gauche"),
    ("soft hyphen", "trait d'union conditionnel"),
    ("tag character", "caractère d'étiquette"),
    ("variation selector", "sélecteur de variante"),
    ("word joiner", "gluon de mots"),
    ("zero-width joiner", "liant sans chasse"),
    ("zero-width non-joiner", "antiliant sans chasse"),
    ("zero-width space", "espace sans chasse"),
    // ---- a refused template or share code (crates/teams/src/problem_words.rs) ----
    (
        "2024 stickers have no duel numbers",
        "les autocollants 2024 n'ont pas de nombres de duel",
    ),
    ("Away strip", "Uniforme extérieur"),
    ("Ball defence", "Défense du ballon"),
    ("Dribbling", "Dribble"),
    ("Home strip", "Uniforme domicile"),
    ("Marking", "Marquage"),
    ("Player name", "Nom du joueur"),
    ("Players", "Joueurs"),
    ("Sponsor", "Sponsor"),
    ("Tackling", "Tacle"),
    (
        "a Classic sticker needs its four duel numbers",
        "un autocollant Classic a besoin de ses quatre nombres de duel",
    ),
    (
        "a share code starts with \"{0}\"",
        "un code de partage commence par « {0} »",
    ),
    ("a value of the wrong kind", "une valeur d'un mauvais type"),
    ("duel numbers", "nombres de duel"),
    ("name", "nom"),
    ("number", "numéro"),
    (
        "number {0}; shirt numbers run from 1 to {1}",
        "numéro {0} ; les numéros vont de 1 à {1}",
    ),
    (
        "skill {0} is not printed on {1} stickers",
        "la compétence {0} n'existe pas sur les autocollants {1}",
    ),
    ("sticker", "autocollant"),
    (
        "the code comes from a newer hexkick; update the game",
        "le code vient d'un hexkick plus récent ; mettez le jeu à jour",
    ),
    (
        "the code is damaged; copy it again",
        "le code est abîmé ; copiez-le à nouveau",
    ),
    ("the field \"{0}\" is missing", "le champ « {0} » manque"),
    (
        "the field \"{0}\" is given twice; give it once",
        "le champ « {0} » est donné deux fois ; donnez-le une fois",
    ),
    (
        "the field \"{0}\" is not a template field",
        "le champ « {0} » n'existe pas dans un modèle",
    ),
    (
        "the file has {0} bytes; a team template has at most {1}",
        "le fichier fait {0} octets ; un modèle d'équipe en fait au plus {1}",
    ),
    (
        "the file is not a hexkick team template",
        "le fichier n'est pas un modèle d'équipe hexkick",
    ),
    (
        "the file is not a team template (JSON breaks at line {0}, column {1})",
        "le fichier n'est pas un modèle d'équipe (JSON cassé ligne {0}, colonne {1})",
    ),
    ("the file is not text", "le fichier n'est pas du texte"),
    (
        "the team inside the code is over {0} bytes; refused",
        "l'équipe du code dépasse {0} octets ; refusée",
    ),
    (
        "the template is version {0}, newer than this game reads ({1}); update hexkick",
        "le modèle est en version {0}, plus récente que celle que lit ce jeu ({1}) ; mettez hexkick à jour",
    ),
    (
        "the template's version must be {0}",
        "la version du modèle doit être {0}",
    ),
    (
        "{0} \"{1}\": capital letters A-Z and digits only",
        "{0} « {1} » : lettres capitales A-Z et chiffres seulement",
    ),
    (
        "{0} characters is too long for a share code (at most {1})",
        "{0} caractères, c'est trop long pour un code de partage (au plus {1})",
    ),
    (
        "{0} more problems not listed; fix the ones above first",
        "{0} autres problèmes non listés ; corrigez d'abord ceux ci-dessus",
    ),
    (
        "{0} players; a team has exactly {1} (11 on the pitch, 5 on the bench)",
        "{0} joueurs ; une équipe en a exactement {1} (11 sur le terrain, 5 sur le banc)",
    ),
    (
        "{0} section; a {1} sticker has {2} to {3}",
        "{0} section ; un autocollant {1} en a de {2} à {3}",
    ),
    (
        "{0} sections; a {1} sticker has {2} to {3}",
        "{0} sections ; un autocollant {1} en a de {2} à {3}",
    ),
    (
        "{0} is blank (no visible character)",
        "{0} est vide (aucun caractère visible)",
    ),
    (
        "{0} starts or ends with spaces",
        "{0} commence ou finit par des espaces",
    ),
    (
        "{0} {1}; duel numbers run from 0 to {2}",
        "{0} {1} ; les nombres de duel vont de 0 à {2}",
    ),
    (
        "{0}: the character {1} cannot be used",
        "{0} : le caractère {1} est interdit",
    ),
    (
        "{0}: {1} ({2}) is not allowed",
        "{0} : {1} ({2}) est interdit",
    ),
    (
        "{0}: {1} characters; from {2} to {3}",
        "{0} : {1} caractères ; de {2} à {3}",
    ),
    (
        "\"{0}\" is not a colour; write #rrggbb",
        "« {0} » n'est pas une couleur ; écrivez #rrggbb",
    ),
    (
        "\"{0}\" is not one of the choices",
        "« {0} » ne fait pas partie des choix",
    ),
    (
        "'{0}' is not a skill letter (Y R G B V X K S)",
        "« {0} » n'est pas une lettre de compétence (Y R G B V X K S)",
    ),
    // ---- the team studio (src/ui/studio) ----
    (
        "cannot make the folder {0}",
        "impossible de créer le dossier {0}",
    ),
    ("cannot read {0}", "impossible de lire {0}"),
    ("cannot write {0}", "impossible d'écrire {0}"),
    (
        "no folder to export to: {0}",
        "aucun dossier où exporter : {0}",
    ),
    (
        "the browser cannot open paths; pick or drop the file (at most {0} bytes)",
        "le navigateur n'ouvre pas de chemins ; choisissez ou déposez le fichier ({0} octets au plus)",
    ),
    (
        "the sheet could not be drawn as a picture",
        "la planche n'a pas pu être dessinée en image",
    ),
    ("there is no file {0}", "il n'y a pas de fichier {0}"),
    (
        "{0} is not a plain file; a team template is read from a file",
        "{0} n'est pas un simple fichier ; un modèle d'équipe se lit dans un fichier",
    ),
    ("{0} is not text", "{0} n'est pas du texte"),
    (
        "{0} is too big; a team template has at most {1} bytes",
        "{0} est trop gros ; un modèle d'équipe fait au plus {1} octets",
    ),
    ("(needs changes)", "(à corriger)"),
    ("Add a section:", "Ajouter une section :"),
    ("All players", "Tous les joueurs"),
    ("Badge initials", "Initiales de l'écusson"),
    ("Badge shape set", "Forme de l'écusson choisie"),
    ("Ball defence (yellow)", "Défense du ballon (jaune)"),
    (
        "Budget filled: {0} section added, the stickers total {1}",
        "Budget rempli : {0} section ajoutée, total {1}",
    ),
    (
        "Budget filled: {0} sections added, the stickers total {1}",
        "Budget rempli : {0} sections ajoutées, total {1}",
    ),
    (
        "Budget met: {0} section taken off, the stickers total {1}",
        "Budget atteint : {0} section retirée, total {1}",
    ),
    (
        "Budget met: {0} sections taken off, the stickers total {1}",
        "Budget atteint : {0} sections retirées, total {1}",
    ),
    ("Budget {0} of exactly {1}", "Budget {0} sur exactement {1}"),
    ("Cancel", "Annuler"),
    ("Colour ({0}): {1}", "Couleur ({0}) : {1}"),
    ("pick a home team", "choisissez l'équipe à domicile"),
    ("pick an away team", "choisissez l'équipe à l'extérieur"),
    (
        "{0} cannot play itself: pick two teams",
        "{0} ne peut pas jouer contre elle-même : choisissez deux équipes",
    ),
    ("strips clash: {0}", "les maillots se confondent : {0}"),
    ("No team called {0}", "Aucune équipe ne s'appelle {0}"),
    ("Home team: {0}", "Équipe à domicile : {0}"),
    ("Away team: {0}", "Équipe à l'extérieur : {0}"),
    ("Colour set to {0}", "Couleur : {0}"),
    ("Colour: {0}", "Couleur : {0}"),
    ("Copied {0}", "{0} copiée"),
    ("Copy share code", "Copier le code"),
    (
        "Could not save your teams ({0}). Your changes are kept while the game runs.",
        "Impossible d'enregistrer vos équipes ({0}). Vos modifications sont gardées tant que le jeu tourne.",
    ),
    ("Deleted {0}", "{0} supprimée"),
    ("Dribbling (red)", "Dribble (rouge)"),
    (
        "Duel numbers run from 0 to {0}",
        "Les nombres de duel vont de 0 à {0}",
    ),
    ("Duplicate", "Copier"),
    ("Edit", "Modifier"),
    ("Export template (.json)", "Exporter le modèle (.json)"),
    ("Fill the budget", "Remplir le budget"),
    ("Fix it", "Corriger"),
    ("Import file", "Importer un fichier"),
    ("Import file (path)", "Importer (chemin)"),
    ("Imported {0}", "{0} importée"),
    ("Initials: {0}", "Initiales : {0}"),
    ("Marking (blue)", "Marquage (bleu)"),
    ("Name of player {0}", "Nom du joueur {0}"),
    ("Name: {0}", "Nom : {0}"),
    ("Neutrals", "Neutres"),
    ("New team", "Nouvelle équipe"),
    (
        "New team made from Standard Red: change it as you like",
        "Nouvelle équipe faite d'après Rouge standard : modifiez-la à votre goût",
    ),
    (
        "No ready-made team to start from",
        "Aucune équipe toute faite pour commencer",
    ),
    (
        "No sticker can change without two players becoming the same",
        "Aucun autocollant ne peut changer sans que deux joueurs deviennent identiques",
    ),
    (
        "None yet: tap New team, or copy a ready-made one",
        "Aucune pour l'instant : touchez Nouvelle équipe, ou copiez une équipe toute faite",
    ),
    ("Not an edit", "Pas une modification"),
    ("Not exported: {0}", "Non exporté : {0}"),
    ("Not imported: {0}", "Non importé : {0}"),
    ("OK", "OK"),
    (
        "Only 2024 teams have a budget; Classic teams choose their strength",
        "Seules les équipes 2024 ont un budget ; en Classic, on choisit sa force",
    ),
    (
        "Only Classic stickers have duel numbers",
        "Seuls les autocollants Classic ont des nombres de duel",
    ),
    (
        "Open one of your teams to edit it",
        "Ouvrez une de vos équipes pour la modifier",
    ),
    ("Paste share code", "Coller un code"),
    (
        "Path of a team template file (.json)",
        "Chemin d'un fichier modèle d'équipe (.json)",
    ),
    ("Pick a team first", "Choisissez d'abord une équipe"),
    (
        "Pick a team on the Teams page to share or print it",
        "Choisissez une équipe sur la page Équipes pour la partager ou l'imprimer",
    ),
    (
        "Player {0} duel number set",
        "Joueur {0} : nombre de duel modifié",
    ),
    (
        "Player {0} has a new sticker",
        "Joueur {0} : nouvel autocollant",
    ),
    (
        "Player {0} sticker is now {1}",
        "Joueur {0} : l'autocollant est maintenant {1}",
    ),
    (
        "Player {0} wears number {1}",
        "Le joueur {0} porte le numéro {1}",
    ),
    ("Player {0}: {1}", "Joueur {0} : {1}"),
    ("Print sheet, {0} (PNG)", "Planche, {0} (PNG)"),
    ("Print sheet, {0} (SVG)", "Planche, {0} (SVG)"),
    (
        "Ready-made (copy one to change it)",
        "Toutes faites (copiez-en une pour la modifier)",
    ),
    ("Saved {0}", "Enregistré : {0}"),
    (
        "Saved: this team is ready to play",
        "Enregistrée : cette équipe est prête à jouer",
    ),
    ("Shade", "Nuance"),
    ("Share", "Partager"),
    (
        "Share code of {0} copied ({1} characters)",
        "Code de {0} copié ({1} caractères)",
    ),
    ("Share {0}", "Partager {0}"),
    (
        "Shirt numbers run from 1 to {0}",
        "Les numéros vont de 1 à {0}",
    ),
    ("Short name", "Nom court"),
    ("Short: {0}", "Court : {0}"),
    ("Skill level", "Niveau"),
    ("Skill level total {0}: {1}", "Total des niveaux {0} : {1}"),
    ("Space", "Espace"),
    ("Sponsor ({0})", "Sponsor ({0})"),
    ("Sponsor: {0}", "Sponsor : {0}"),
    (
        "Standard BASE squad (total {0})",
        "Effectif BASE standard (total {0})",
    ),
    // The Stickers page's tab: the page of the 16 players (their stickers, numbers, names).
    ("Stickers", "Joueurs"),
    ("Strip", "Uniforme"),
    ("Tackling (green)", "Tacle (vert)"),
    (
        "Tap a team to edit, copy, delete or play it",
        "Touchez une équipe pour la modifier, la copier, la supprimer ou la jouer",
    ),
    ("Tap again to delete", "Touchez encore pour supprimer"),
    ("Team name", "Nom de l'équipe"),
    (
        "That section is not on the sticker",
        "Cette section n'est pas sur l'autocollant",
    ),
    ("That team is no longer there", "Cette équipe n'existe plus"),
    ("The budget is full already", "Le budget est déjà rempli"),
    ("The clipboard is empty", "Le presse-papiers est vide"),
    (
        "The dropped file could not be read",
        "Le fichier déposé n'a pas pu être lu",
    ),
    (
        "The roster is legal and saved",
        "L'effectif est valide et enregistré",
    ),
    (
        "The stickers are now {0} stickers",
        "Les autocollants sont maintenant des autocollants {0}",
    ),
    (
        "The stickers are {0} stickers already",
        "Les autocollants sont déjà des autocollants {0}",
    ),
    ("There is no player {0}", "Il n'y a pas de joueur {0}"),
    (
        "Total {0}: this roster can play tournament mode",
        "Total {0} : cet effectif peut jouer en mode tournoi",
    ),
    (
        "Tournament mode needs exactly {0}: {1} short",
        "Le mode tournoi demande exactement {0} : il manque {1}",
    ),
    (
        "Tournament mode needs exactly {0}: {1} too many",
        "Le mode tournoi demande exactement {0} : {1} de trop",
    ),
    ("Value", "Valeur"),
    (
        "There is no team number {0}",
        "Il n'y a pas d'équipe numéro {0}",
    ),
    (
        "You already have a team called \"{0}\"",
        "Vous avez déjà une équipe nommée « {0} »",
    ),
    (
        "You can also drop a team template (.json) on the window to import it.",
        "Vous pouvez aussi déposer un modèle d'équipe (.json) sur la fenêtre pour l'importer.",
    ),
    ("Your teams", "Vos équipes"),
    ("average", "moyenne"),
    ("average team", "équipe moyenne"),
    ("badge", "écusson"),
    ("chevron", "chevron"),
    ("collar", "col"),
    ("dark", "foncé"),
    ("defence", "défense"),
    ("halves", "moitiés"),
    ("heading", "tête"),
    ("hoops", "cerceaux"),
    ("initials", "initiales"),
    ("level {0}", "niveau {0}"),
    ("light", "clair"),
    ("match size", "taille réelle"),
    ("none", "aucun"),
    ("over 50", "plus de 50"),
    (
        "over 50 (the rulebook advises against it)",
        "plus de 50 (déconseillé par la règle)",
    ),
    ("page {0} of {1}", "page {0} sur {1}"),
    ("pinstripes", "fines rayures"),
    ("plain", "uni"),
    ("quarters", "quartiers"),
    ("sash", "écharpe"),
    ("second", "deuxième"),
    ("shirt", "maillot"),
    ("shorts", "short"),
    ("sleeves", "manches"),
    ("socks", "chaussettes"),
    ("speed", "vitesse"),
    ("stripes", "rayures"),
    ("strong", "forte"),
    ("strong team", "équipe forte"),
    ("third", "troisième"),
    ("tournament mode", "mode tournoi"),
    ("value {0}", "valeur {0}"),
    ("very strong", "très forte"),
    ("very strong team", "équipe très forte"),
    ("weak", "faible"),
    ("weak team", "équipe faible"),
    (
        "{0} needs changes the studio cannot make ({1}); it stays in your saves",
        "{0} demande des changements que le studio ne sait pas faire ({1}) ; elle reste dans vos sauvegardes",
    ),
    ("{0} pattern set", "Motif {0} choisi"),
    ("{0} set to \"{1}\"", "{0} : « {1} »"),
    ("{0} sheet", "Planche {0}"),
    (
        "{0} {1} of {2}: tap a section to take it off",
        "{0} {1} sur {2} (touchez pour retirer)",
    ),
    ("Paste the share code here", "Collez le code de partage ici"),
    ("Use this code", "Utiliser ce code"),
    // ---- saves that could not be read, written or resumed (crates/table/src/save_words.rs, setup.rs) ----
    (
        "A new match can be started.",
        "Un nouveau match peut commencer.",
    ),
    (
        "Competition records start empty.",
        "Les fiches des compétitions repartent vides.",
    ),
    ("It was kept as {0}.", "Fichier gardé sous {0}."),
    ("It was left where it was.", "Fichier laissé à sa place."),
    (
        "Its backup could not be read ({0}).",
        "Lecture impossible : sa copie de secours ({0}).",
    ),
    (
        "Its backup could not be resumed ({0}).",
        "Reprise impossible : sa copie de secours ({0}).",
    ),
    (
        "Not saved: {0}; retrying",
        "Non enregistré : {0} ; nouvel essai",
    ),
    (
        "Saving went on as usual.",
        "L'enregistrement a continué normalement.",
    ),
    (
        "Saves are not available ({0}): nothing is kept after you quit.",
        "Sauvegardes indisponibles ({0}) : rien n'est gardé après la fermeture.",
    ),
    (
        "The away coach \"{0}\" of your saved match is not known to this version of hexkick: the Normal AI coaches that side instead.",
        "L'entraîneur « {0} » de l'équipe à l'extérieur de votre match sauvegardé est inconnu de cette version de hexkick : l'IA Normal dirige cette équipe à sa place.",
    ),
    (
        "The backup of {0} could not be read ({1}).",
        "Lecture impossible : la copie de secours de {0} ({1}).",
    ),
    (
        "The backup of {0} could not be resumed ({1}).",
        "Reprise impossible : la copie de secours de {0} ({1}).",
    ),
    (
        "The built-in teams are used.",
        "Les équipes fournies sont utilisées.",
    ),
    (
        "The default settings are used.",
        "Les réglages par défaut sont utilisés.",
    ),
    (
        "The home coach \"{0}\" of your saved match is not known to this version of hexkick: the Normal AI coaches that side instead.",
        "L'entraîneur « {0} » de l'équipe à domicile de votre match sauvegardé est inconnu de cette version de hexkick : l'IA Normal dirige cette équipe à sa place.",
    ),
    (
        "The list of replays starts empty.",
        "La liste des replays repart vide.",
    ),
    (
        "The new-match screen starts from its defaults.",
        "L'écran Nouveau match repart de ses choix par défaut.",
    ),
    (
        "The previous save was loaded.",
        "La sauvegarde précédente a été chargée.",
    ),
    (
        "Your saved match could not be resumed (its moves do not replay in this version of hexkick).",
        "Votre match sauvegardé n'a pas pu être repris (ses coups ne se rejouent pas dans cette version de hexkick).",
    ),
    ("could not read {0}", "impossible de lire {0}"),
    ("could not write to {0}", "impossible d'écrire dans {0}"),
    (
        "hexkick is not allowed to read {0} (it is read-only or locked)",
        "hexkick n'a pas le droit de lire {0} (lecture seule ou verrouillé)",
    ),
    (
        "hexkick is not allowed to write to {0} (it is read-only or locked)",
        "hexkick n'a pas le droit d'écrire dans {0} (lecture seule ou verrouillé)",
    ),
    ("it could not be encoded", "impossible de l'encoder"),
    (
        "it was written by a newer version of hexkick (save version {0}; this one reads up to {1})",
        "une version plus récente de hexkick l'a écrite (sauvegarde version {0} ; celle-ci lit jusqu'à {1})",
    ),
    (
        "its contents do not fit this version of hexkick",
        "son contenu ne convient pas à cette version de hexkick",
    ),
    (
        "its moves do not replay in this version of hexkick",
        "ses coups ne se rejouent pas dans cette version de hexkick",
    ),
    (
        "no folder for saves was found on this device ({0})",
        "aucun dossier de sauvegarde sur cet appareil ({0})",
    ),
    (
        "the disk holding {0} is read-only",
        "le disque de {0} est en lecture seule",
    ),
    (
        "the file holds another save (\"{0}\")",
        "le fichier contient une autre sauvegarde (« {0} »)",
    ),
    ("the file is damaged", "le fichier est endommagé"),
    ("the file is empty", "le fichier est vide"),
    (
        "the file is not a hexkick save",
        "le fichier n'est pas une sauvegarde hexkick",
    ),
    (
        "the file is too big: {0}, and a save is at most {1}",
        "le fichier est trop gros : {0}, une sauvegarde fait au plus {1}",
    ),
    ("the file was cut short", "le fichier est tronqué"),
    (
        "the save folder {0} is a file, not a folder (move the file away, or set HEXKICK_DATA_DIR to another folder)",
        "le dossier de sauvegarde {0} est un fichier (déplacez ce fichier, ou donnez un autre dossier à HEXKICK_DATA_DIR)",
    ),
    (
        "the save folder {0} is in use by another copy of hexkick",
        "le dossier de sauvegarde {0} est utilisé par une autre copie de hexkick",
    ),
    (
        "there is no room left to read {0}",
        "plus de place pour lire {0}",
    ),
    (
        "there is no room left to write to {0}",
        "plus de place pour écrire dans {0}",
    ),
    ("your competition records", "vos fiches de compétitions"),
    ("your kept replays", "vos replays gardés"),
    (
        "your last new-match choices",
        "vos derniers choix de nouveau match",
    ),
    ("your saved match", "votre match sauvegardé"),
    ("your settings", "vos réglages"),
    ("your teams", "vos équipes"),
    (
        "{0} could not be read ({1}).",
        "Lecture impossible : {0} ({1}).",
    ),
    (
        "{0} could not be resumed ({1}).",
        "Reprise impossible : {0} ({1}).",
    ),
    (
        "{0} could not be saved: {1}. Nothing is lost: the game goes on and will try to save again.",
        "{0} : échec de l'enregistrement ({1}). Rien n'est perdu : le jeu continue et réessaiera.",
    ),
    (
        "{0} is not a plain file; it was not opened",
        "{0} n'est pas un simple fichier ; il n'a pas été ouvert",
    ),
    (
        "{0} is too big ({1}; a save is at most {2})",
        "{0} est trop gros ({1} ; une sauvegarde fait au plus {2})",
    ),
    ("{0}.{1} MB", "{0},{1} Mo"),
];
