//! The reference's texts in English (their French is in the i18n catalogue), one entry per topic, in the order of a match. Written
//! from the 2024 rulebook (BASE, COMPLETE, TOURNAMENT; sections in quotes) and the Classic
//! rulebook, as RULES.md reads them.

use super::{DUELS, EVERYWHERE, Scope, Topic, TopicId};
use hexkick_i18n::tr_key;

/// Every topic.
pub(super) const TOPICS: &[Topic] = &[
    Topic {
        id: TopicId::KickOff,
        title: tr_key("Kick-off"),
        body: tr_key(
            "Each coach sets out 11 players on the pitch, at most one of a team in a cell (players of different teams may share one). A coin decides who kicks off; the kick-off is taken from the centre cell with each team in its own half. The taker may not play the ball himself: a team-mate or an opponent, whoever is nearer, comes to take it. After a goal, the team that conceded kicks off.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Phase1,
        title: tr_key("PHASE 1: kick the ball"),
        body: tr_key(
            "A turn starts with PHASE 1: the player on the ball passes or drives, crosses (from the cross zone) or shoots (from the shooting zone). Flick the ball low to roll it, as a lob to lift it, or as a header from the top of the peg (headers, throw-ins, the keeper's hands). The ball is kicked once per turn, unless a team-mate who receives it uses a skill to replay PHASE 1. A ball that stays in the kicker's cell is played as a drive. Knocking an opponent's peg over while striking is a foul.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Cod,
        title: tr_key("The Calculation of Distance (CoD)"),
        body: tr_key(
            "After every kick, the player nearest the ball (counting cells) walks to it and takes it. On a tie between the two teams, the player who touched the ball (not the one who kicked it) takes it. If nobody touched it, a short pass or drive goes to the attackers, and a long pass, a cross or a shot goes to the defence. Tied team-mates: their coach chooses who takes the ball. The crosser and the shooter do not take part in the CoD.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::LongPass,
        title: tr_key("Short pass, long pass and the long ball"),
        body: tr_key(
            "A pass or drive of at most 4 cells is short: a CoD tie nobody touched goes to the attackers. A pass of more than 4 cells is long: that tie goes to the defence. If the ball stops more than 3 cells from every player, the CoD winner walks to it however far it is, and in PHASES 2 and 3 everyone may move as many cells as he walked. In Classic a short pass travels at most 5 cells.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::CounterAttack,
        title: tr_key("Losing the ball: the counter-attack"),
        body: tr_key(
            "When the other team wins the CoD, it starts a new turn at once with PHASE 1: the counter-attack. Its first pass is harder: on a CoD tie it loses the ball even when it is short. Winning a tackle in PHASE 3 starts a counter-attack too, without moving the time.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::BallOnLine,
        title: tr_key("Ball on a line"),
        body: tr_key(
            "The ball is on a line when, seen from above, it cuts a cell's line. The 2 or 3 cells it covers count as one big cell for the CoD. The player who takes the ball chooses which of those cells he stands in, and play goes on.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Phase2,
        title: tr_key("PHASE 2: the attackers move"),
        body: tr_key(
            "The team on the ball moves its players without the ball, in any direction, up to 3 cells each; any number of them may move. Each player moves once per turn and a peg let go stays where it is. Never put two team-mates in one cell. If anyone moved in PHASES 1 and 2, the referee walks one cell; then the defence plays PHASE 3.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Phase3,
        title: tr_key("PHASE 3: the defenders move"),
        body: tr_key(
            "The defence may move every player as far as the attackers' longest move in PHASES 1 and 2: 1, 2 or 3 cells (more after a long ball). If the attackers moved nobody (a quick round), only the goalkeeper and one player move, 1 cell each. A player moved into a team-mate's cell pushes the team-mate to an empty cell next to it. If anyone moved, the referee walks one cell and the other team starts a new turn.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::EnteringBallCell,
        title: tr_key("Entering the ball cell"),
        body: tr_key(
            "Only the first defender moved in PHASE 3 may enter the cell of the player on the ball. From one of the 3 cells in front of him (towards the goal he attacks) he enters freely. From one of the 3 cells behind him, roll a die: 1-3 is a foul and a yellow card, 4-6 he enters. From farther away, roll a die: 1-3 is a foul and a red card, 4-6 a foul and a yellow card (Classic: sent off without a roll).",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Tackle,
        title: tr_key("The tackle"),
        body: tr_key(
            "A defender in the ball cell (the first one moved in PHASE 3, or one already there) may tackle once. In BASE he rolls a die and wins the ball on 5 or 6. In COMPLETE it is a duel: die + 2 for blue + 2 for yellow + 2 in midfield against die + 2 per ball-defence section (at most 6); only a higher tackle wins, and the tackler's 1 is a foul. Winning starts a counter-attack at once; losing lets the rest of the team move.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::SlidingTackle,
        title: tr_key("The sliding tackle"),
        body: tr_key(
            "When a player replays PHASE 1 with a one-touch shot or cross, a marking defender may slide: he moves exactly as many cells as the attacker walked to reach the ball and lies down. A lying player is out of the CoD and in PHASE 3 he only stands up. With three blue sections (+ WALL), sliding only forwards, he stays on his feet. In Classic any defender may slide, and only one.",
        ),
        scopes: DUELS,
    },
    Topic {
        id: TopicId::Dribble,
        title: tr_key("The dribble"),
        body: tr_key(
            "A drive with a standing opponent in your cell, or in the next cell on the way, is a dribble duel. The dribbler rolls a die + 2 per attacking section, the defender a die + 2 per defending section (at most 6 each); only a higher dribble wins. The beaten defender lies down and is out of the CoD; after the roll he may foul the dribbler on purpose and is cautioned (yellow card). His die of 1 is a foul without a card. In BASE a drive passes opponents without a duel.",
        ),
        scopes: DUELS,
    },
    Topic {
        id: TopicId::Pressing,
        title: tr_key("Pressing"),
        body: tr_key(
            "In midfield only, a defender standing in the cell of the player on the ball is pressing him. When the pressed player makes a short pass and the CoD ends in a tie, the ball goes to the defence and it may counter-attack. A goalkeeper holding the ball cannot be pressed.",
        ),
        scopes: DUELS,
    },
    Topic {
        id: TopicId::Fouls,
        title: tr_key("Fouls, cards, free kicks and penalties"),
        body: tr_key(
            "A foul gives the other team a free kick where it happened, or a penalty when it happened in the fouler's own penalty area. Some fouls bring a yellow card; a second yellow is a red, and a player sent off leaves the pitch and is not replaced. At a free kick the opponents stay 9.6 cm (three pegs high) from the ball. At a penalty the goalkeeper stands on his goal line with the bar.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Shots,
        title: tr_key("Shots and goals"),
        body: tr_key(
            "From the shooting zone a shot may be declared once per turn (2024: from midfield too when the opposing goalkeeper is out of his area). The shooter waits for the defence's OK: it sets its goalkeeper first. Strike it low or as a lob; a goal is a declared shot into the goal, or any ball into one's own goal. If the ball stays in play, the CoD follows without the shooter and a tie goes to the defence.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Keeper,
        title: tr_key("The goalkeeper against a shot"),
        body: tr_key(
            "A shot from outside the penalty area, with the keeper in his goal box: he blocks with the bar and stays in his cell. Otherwise he positions himself without the bar: standing or lying in his own cell or 1 cell forward, only lying 2 cells away or 1 cell back. Against a header he never has the bar. After the shot he gets up and takes part in the CoD; in his area he picks up a ball won from an opponent (never a back-pass).",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::CrossHeader,
        title: tr_key("Crosses and headers"),
        body: tr_key(
            "From the cross zone a cross may be declared once per turn. The first player in the penalty area who touches it heads it wherever the ball stops: the ball goes on his peg and he passes or declares a shot (the keeper sets up without the bar). If nobody touches it, the nearest player takes it, ties going to the defence, and the crosser stays out of the CoD. In COMPLETE, declaring the cross first lets black (heading) players step 1 cell into the area.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::ThrowIn,
        title: tr_key("The throw-in"),
        body: tr_key(
            "A ball over the touchline is a throw-in for the team that did not touch it last, from where it went out. A player walks up to 3 cells to that point (farther: re-positioning; in Classic any distance); then PHASES 2 and 3 are played. The ball is thrown from the top of the peg and nobody else may stand in the thrower's cell.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Restarts,
        title: tr_key("Corners, goal kicks and re-positioning"),
        body: tr_key(
            "A ball over the goal line off a defender gives a corner; off an attacker, a goal kick. Free kicks, penalties, corners, goal kicks and goals restart with re-positioning: the kicking team places its players, then the other team; a drive is not allowed from the restart. At corners and free kicks opponents stay 9.6 cm from the ball. Against a free kick from the attacking zone the defence may build a wall of up to 3 in one cell (not in the goal box), broken up when it next moves.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Offside,
        title: tr_key("Offside"),
        body: tr_key(
            "A pass to a player beyond the opponents' last defender is offside, as in football. It is judged on positions after the pass, not on cells, and never in one's own half or behind the ball. There is no offside from a throw-in, a corner or a goal kick. Offside gives the defence a free kick where the player stood.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Time,
        title: tr_key("The referee and the time"),
        body: tr_key(
            "The referee walks one cell along the touchline after PHASE 2 and after PHASE 3 when at least one player moved; otherwise time stands still. 11 cells are 15 minutes and three referees make a half of 45 minutes. At 45' the whistle waits while the ball is in the attacking zone, and a set piece from there is always taken. In TOURNAMENT a half is 17 full turns; in Classic the referee walks only after PHASE 3 and at line-ups.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Substitutions,
        title: tr_key("Substitutions"),
        body: tr_key(
            "Up to 5 players may be substituted, only while the teams re-position. Take the player off and put the substitute in his cell; a substitution asked at a throw-in turns it into re-positioning. A player who went off cannot come back. In Classic 2 substitutions are due at 60' and 1 more at 75'.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::Skills,
        title: tr_key("Skills by colour"),
        body: tr_key(
            "Yellow (pass): receiving a pass in his own cell he replays PHASE 1 with a pass or drive, once per turn. Green (cross): reaching the ball in the cross zone he replays with a cross. Red (shot): reaching the ball in the penalty area he replays with a shot. Blue (marking): standing in an opponent's cell he cancels that opponent's yellow, green and red. Violet is the goalkeeper.",
        ),
        scopes: EVERYWHERE,
    },
    Topic {
        id: TopicId::AdvancedSkills,
        title: tr_key("Advanced skills (two or three sections)"),
        body: tr_key(
            "A second section of a colour adds its first + skill, a third its second: yellow + ASSIST and + LONG PASS; red + BOMBER and + OFFSIDE EDGE; green + WIDER CROSS ZONE and + PRECISE CROSS; blue + RECOVERY and + WALL; violet + REFLEXES. Grey (speed) steps 1 cell before the CoD on a free ball; black (heading) steps 1 cell into the area on a declared cross. A yellow player's short pass is 5 cells. A COMPLETE team spends a budget of exactly 34 sections, every player unique.",
        ),
        scopes: &[Scope::Complete, Scope::Tournament, Scope::Pro],
    },
    Topic {
        id: TopicId::Tournament,
        title: tr_key("TOURNAMENT: injuries, fatigue, suspensions"),
        body: tr_key(
            "A fouled player rolls a die: on 1 he is injured and keeps only his first skill; a second injury is serious (1 cell moves, misses the next match). From 60' every player is tired and uses only his first skill; each substitution gives the team one more. A player sent off misses the next match. A die at the start may give a strict referee (duel fouls on 1-2) or bad weather (short passes 3 cells, injuries on 1-2); VAR cancels a duel penalty on a 6, and the home side may add 2 to a duel die three times.",
        ),
        scopes: &[Scope::Tournament],
    },
    Topic {
        id: TopicId::Classic,
        title: tr_key("The Classic edition"),
        body: tr_key(
            "Classic stickers print four duel numbers: dribbling (red) against marking (blue), tackling (green) against ball defence (yellow). A short pass travels at most 5 cells, ties after a throw go to the defence, and a free player with no opponent around acquires yellow, green or red. Shots come only from the shooting zone; a lost dribble leaves the defender in the CoD. Set pieces restart with a three-step positioning, and the PRO rules add the PRO skills and the defence quick round (1 by 1, KNOCK-ON, SYNCHRO).",
        ),
        scopes: &[Scope::Classic, Scope::Pro],
    },
];
