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
    ("Volume", "Volume"),
    // ---- competitions (src/ui/competition) ----
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
    // ---- rules reference (src/rules_help, src/ui/rules_screen.rs, the title's Rules) ----
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
    ("Next", "Suivant"),
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
    // ---- hint (src/play/help.rs, src/ui/match_screen/help.rs) ----
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
    ("Beginner", "Débutant"),
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
