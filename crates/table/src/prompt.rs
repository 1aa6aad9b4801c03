//! What the coach who must decide is asked now, in the screen's terms. Every field comes from
//! [`legal`] and [`check`], so every prompt can be answered with commands `check` accepts.

use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration, KeeperStance};
use hexkick_rules::event::{CodReason, MatchResult, RestartKind};
use hexkick_rules::legal;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, Side, Skill};
use hexkick_rules::state::{MatchState, Pending, Phase, PlayerStatus, Restart};

/// The question for the coach whose decision it is.
#[derive(Clone, Debug, PartialEq)]
pub enum Prompt {
    /// Toss the coin for the kick-off: answer [`Command::TossCoin`].
    CoinToss,
    /// PHASE 1: the player on the ball kicks: answer with `Table::kick` (or
    /// [`Command::DeclareShot`] first, or [`Command::EndPhase`] to turn down a skill replay).
    Kick(KickPrompt),
    /// A shot was declared: the defence sets its goalkeeper ([`Command::SetKeeper`]) or gives
    /// its OK as he stands ([`Command::EndPhase`]).
    SetKeeper(KeeperPrompt),
    /// 2024 COMPLETE, "DRIBBLING": the beaten defender may foul the dribbler on purpose
    /// ([`Command::Foul`], a caution) or let him go ([`Command::EndPhase`]).
    IntentionalFoul {
        /// The beaten defender.
        defender: PlayerId,
    },
    /// 2024 COMPLETE: a cross was declared. The attackers' then the defence's heading
    /// players may step 1 cell ([`Command::Move`]); against a one-touch cross the defence may
    /// slide ([`Command::SlidingTackle`]); [`Command::EndPhase`] ends each stage.
    CrossDeclared(CrossPrompt),
    /// Team-mates tied in the CoD: choose who takes the ball ([`Command::ChooseReceiver`]).
    ChooseReceiver {
        /// The tied players.
        candidates: Vec<PlayerId>,
        /// The cells the ball lies on.
        cells: Vec<Cell>,
        /// Why they won the CoD.
        reason: CodReason,
    },
    /// The ball lies on a line: its winner chooses his cell ([`Command::ChooseCell`]).
    ChooseCell {
        /// The winner.
        player: PlayerId,
        /// The cells of the ball he may take (not one where a team-mate stands).
        cells: Vec<Cell>,
        /// Why he won the CoD.
        reason: CodReason,
    },
    /// PHASE 2, PHASE 3 or the throw-in walk: [`Command::Move`], [`Command::Tackle`],
    /// [`Command::EndPhase`].
    Move(MovePrompt),
    /// A defender moved into a team-mate's cell: the team-mate steps to an adjacent empty cell
    /// ([`Command::Move`]); [`Command::EndPhase`] once he has.
    Bump {
        /// The team-mate who must step aside.
        player: PlayerId,
        /// The cells he may step to.
        cells: Vec<Cell>,
    },
    /// Re-positioning before a set piece: [`Command::Place`], [`Command::Substitute`],
    /// [`Command::EndPhase`].
    Place(PlacePrompt),
    /// The match is over: nothing to answer.
    MatchOver {
        /// The final result.
        result: MatchResult,
    },
}

/// One declaration open to the kicker and the styles he may strike it with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclarationChoice {
    /// Pass, drive, cross or shot.
    pub declare: Declaration,
    /// Low, lob, header/throw: the ones the rules allow now.
    pub styles: Vec<KickStyle>,
}

/// A skill replay of PHASE 1 on offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayOffer {
    /// The skills that give the replay (yellow: pass, green: cross, red: shot); empty after a
    /// header, which replays without a skill.
    pub skills: Vec<Skill>,
    /// The kick must be a header (after a cross).
    pub header: bool,
}

/// PHASE 1 for the player on the ball.
#[derive(Clone, Debug, PartialEq)]
pub struct KickPrompt {
    /// The player on the ball.
    pub by: PlayerId,
    /// What he may declare, with the styles for each.
    pub declarations: Vec<DeclarationChoice>,
    /// Whether he may declare a shot first so the defence sets its keeper
    /// ([`Command::DeclareShot`]).
    pub may_declare_shot: bool,
    /// Whether he may declare a cross first so heading players step in (2024 COMPLETE,
    /// [`Command::DeclareCross`]).
    pub may_declare_cross: bool,
    /// The declared shot must be taken now (the keeper is set).
    pub shot_ready: bool,
    /// The declared cross must be played now.
    pub cross_ready: bool,
    /// A skill replay is on offer (kick again, or [`Command::EndPhase`] to decline).
    pub replay: Option<ReplayOffer>,
    /// The restart this kick takes, if any.
    pub restart: Option<Restart>,
    /// Whether [`Command::EndPhase`] is accepted (declining a replay).
    pub may_end: bool,
}

/// The answers to a declared cross.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossPrompt {
    /// The player who will cross.
    pub crosser: PlayerId,
    /// The defence answers now (else the attackers).
    pub defence: bool,
    /// Players who may step now (use `Table::reachable`).
    pub steppers: Vec<PlayerId>,
    /// Sliding tackles open now: the defender, his cell after the slide, whether he stays
    /// standing.
    pub slides: Vec<(PlayerId, Cell, bool)>,
}

/// The goalkeeper's options against a declared shot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeeperPrompt {
    /// The goalkeeper.
    pub keeper: PlayerId,
    /// The shooter.
    pub shooter: PlayerId,
    /// Each cell he may take, with the stances allowed there.
    pub options: Vec<(Cell, Vec<KeeperStance>)>,
    /// Sliding tackles open against a one-touch shot (2024 COMPLETE, "MARQUAGE"): the
    /// defender, his cell after the slide, whether he stays standing.
    pub slides: Vec<(PlayerId, Cell, bool)>,
}

/// Which kind of move is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// PHASE 2: the attackers move.
    Attack,
    /// PHASE 3: the defenders move (and may enter the ball cell and tackle).
    Defence,
    /// The throw-in taker walks to the ball.
    ThrowIn,
}

/// A moving phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePrompt {
    /// PHASE 2, PHASE 3 or the throw-in walk.
    pub kind: MoveKind,
    /// Cells a player may move now (the throw-in walk: the edition's, `u8::MAX` for Classic's
    /// walk without a limit).
    pub up_to: u8,
    /// The players who may still move (use `Table::reachable` for their cells).
    pub movers: Vec<PlayerId>,
    /// Defenders who may tackle now ([`Command::Tackle`]).
    pub tacklers: Vec<PlayerId>,
    /// Whether the phase may end now ([`Command::EndPhase`]).
    pub may_end: bool,
    /// Why it may not end yet, in words (a wall to break up, the throw-in cell to clear).
    pub blocked: Option<String>,
    /// Players who must move before the phase can end: all but one of team-mates sharing a
    /// cell, and in PHASE 3 the defenders in the throw-in cell.
    pub must_move: Vec<PlayerId>,
}

/// Re-positioning before a set piece.
#[derive(Clone, Debug, PartialEq)]
pub struct PlacePrompt {
    /// The side placing its players.
    pub side: Side,
    /// The restart being prepared.
    pub restart: Option<Restart>,
    /// The players who may be placed somewhere now (use `Table::placements`).
    pub players: Vec<PlayerId>,
    /// Bench players who may come on ([`Command::Substitute`]), empty when no substitution
    /// is left.
    pub bench: Vec<PlayerId>,
    /// Whether the placing may end now ([`Command::EndPhase`]).
    pub may_end: bool,
    /// Why it may not end yet, in words.
    pub blocked: Option<String>,
    /// The restart cell when this side takes the restart and nobody stands in it yet: a
    /// player must be placed there.
    pub taker_cell: Option<Cell>,
    /// Players standing where the restart does not allow them (place them elsewhere).
    pub misplaced: Vec<PlayerId>,
}

/// The prompt for `state`.
pub fn prompt(state: &MatchState) -> Prompt {
    if let Some(result) = state.result() {
        return Prompt::MatchOver { result };
    }
    match state.pending() {
        Some(Pending::KeeperSetup { shooter }) => return keeper_prompt(state, *shooter),
        Some(Pending::Receiver {
            candidates,
            cells,
            reason,
        }) => {
            let candidates = candidates
                .iter()
                .copied()
                .filter(|p| check(state, &Command::ChooseReceiver { player: *p }).is_ok())
                .collect();
            return Prompt::ChooseReceiver {
                candidates,
                cells: cells.clone(),
                reason: *reason,
            };
        }
        Some(Pending::BallCell {
            player,
            cells,
            reason,
        }) => {
            let cells = cells
                .iter()
                .copied()
                .filter(|cell| check(state, &Command::ChooseCell { cell: *cell }).is_ok())
                .collect();
            return Prompt::ChooseCell {
                player: *player,
                cells,
                reason: *reason,
            };
        }
        Some(Pending::Bump { player }) => {
            return Prompt::Bump {
                player: *player,
                cells: legal::move_targets(state, *player),
            };
        }
        Some(Pending::IntentionalFoul { defender, .. }) => {
            return Prompt::IntentionalFoul {
                defender: *defender,
            };
        }
        Some(Pending::CrossDeclared { crosser, defence }) => {
            let steppers = legal::legal_moves(state)
                .into_iter()
                .map(|(id, _)| id)
                .collect();
            return Prompt::CrossDeclared(CrossPrompt {
                crosser: *crosser,
                defence: *defence,
                steppers,
                slides: slides(state),
            });
        }
        Some(Pending::ShotReady { .. } | Pending::CrossReady { .. }) | None => {}
    }
    match state.phase() {
        Phase::CoinToss => Prompt::CoinToss,
        Phase::Positioning { placing } => place_prompt(state, placing),
        Phase::ThrowIn => move_prompt(state, MoveKind::ThrowIn),
        Phase::One => kick_prompt(state),
        Phase::Two => move_prompt(state, MoveKind::Attack),
        Phase::Three => move_prompt(state, MoveKind::Defence),
        Phase::FullTime => Prompt::MatchOver {
            result: state.current_result(),
        },
    }
}

fn may_end(state: &MatchState) -> bool {
    check(state, &Command::EndPhase).is_ok()
}

/// Why the phase cannot end now, in words.
fn blocked(state: &MatchState) -> Option<String> {
    check(state, &Command::EndPhase)
        .err()
        .map(|e| e.to_string())
}

fn kick_prompt(state: &MatchState) -> Prompt {
    let Some(by) = state.holder() else {
        // Nobody holds the ball in PHASE 1 (never expected): all that can be done is end it.
        return Prompt::Move(MovePrompt {
            kind: MoveKind::Attack,
            up_to: 0,
            movers: Vec::new(),
            tacklers: Vec::new(),
            may_end: may_end(state),
            blocked: blocked(state),
            must_move: Vec::new(),
        });
    };
    let declarations = legal::open_declarations(state)
        .into_iter()
        .map(|declare| DeclarationChoice {
            declare,
            styles: hexkick_rules::legal::kick_styles(state, by, declare),
        })
        .filter(|d| !d.styles.is_empty())
        .collect();
    let turn = state.turn();
    let replay = (turn.kicks > 0 && turn.replay.player == Some(by)).then(|| {
        let r = turn.replay;
        let skills = [
            (r.by_yellow, Skill::Yellow),
            (r.cross, Skill::Green),
            (r.shot && !r.header, Skill::Red),
        ]
        .into_iter()
        .filter(|(open, _)| *open)
        .map(|(_, skill)| skill)
        .collect();
        ReplayOffer {
            skills,
            header: r.header,
        }
    });
    Prompt::Kick(KickPrompt {
        by,
        declarations,
        may_declare_shot: check(state, &Command::DeclareShot { by }).is_ok(),
        may_declare_cross: check(state, &Command::DeclareCross { by }).is_ok(),
        shot_ready: matches!(state.pending(), Some(Pending::ShotReady { .. })),
        cross_ready: matches!(state.pending(), Some(Pending::CrossReady { .. })),
        replay,
        restart: state.restart(),
        may_end: may_end(state),
    })
}

fn keeper_prompt(state: &MatchState, shooter: PlayerId) -> Prompt {
    let side = shooter.side.opponent();
    let Some(keeper) = state.keeper(side) else {
        return Prompt::SetKeeper(KeeperPrompt {
            keeper: shooter,
            shooter,
            options: Vec::new(),
            slides: slides(state),
        });
    };
    let options = state
        .position(keeper)
        .map(|at| {
            at.within(2)
                .filter_map(|cell| {
                    let stances: Vec<KeeperStance> = [
                        KeeperStance::Bar,
                        KeeperStance::Standing,
                        KeeperStance::Lying,
                    ]
                    .into_iter()
                    .filter(|stance| {
                        let c = Command::SetKeeper {
                            keeper,
                            cell,
                            stance: *stance,
                        };
                        check(state, &c).is_ok()
                    })
                    .collect();
                    (!stances.is_empty()).then_some((cell, stances))
                })
                .collect()
        })
        .unwrap_or_default();
    Prompt::SetKeeper(KeeperPrompt {
        keeper,
        shooter,
        options,
        slides: slides(state),
    })
}

/// The sliding tackles open now.
fn slides(state: &MatchState) -> Vec<(PlayerId, Cell, bool)> {
    legal::commands(state)
        .into_iter()
        .filter_map(|c| match c {
            Command::SlidingTackle {
                player,
                to,
                standing,
            } => Some((player, to, standing)),
            _ => None,
        })
        .collect()
}

fn move_prompt(state: &MatchState, kind: MoveKind) -> Prompt {
    let side = state.acting_side();
    let movers = legal::legal_moves(state)
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    let tacklers = state
        .on_pitch(side)
        .map(|p| p.id())
        .filter(|id| check(state, &Command::Tackle { player: *id }).is_ok())
        .collect();
    let up_to = match kind {
        MoveKind::ThrowIn => {
            u8::try_from(hexkick_rules::restart::throw_in::walk_allowed(state)).unwrap_or(u8::MAX)
        }
        MoveKind::Attack | MoveKind::Defence => legal::move_allowance(state),
    };
    let throw_in_cell = state
        .restart()
        .filter(|r| kind == MoveKind::Defence && r.kind == RestartKind::ThrowIn)
        .map(|r| r.cell);
    let mut seen = Vec::new();
    let must_move = state
        .on_pitch(side)
        .filter_map(|p| Some((p.id(), p.cell()?)))
        .filter(|(_, cell)| {
            let stacked = state.in_cell(side, *cell).count() > 1 && seen.contains(cell);
            seen.push(*cell);
            stacked || throw_in_cell == Some(*cell)
        })
        .map(|(id, _)| id)
        .collect();
    Prompt::Move(MovePrompt {
        kind,
        up_to,
        movers,
        tacklers,
        may_end: may_end(state),
        blocked: blocked(state),
        must_move,
    })
}

fn place_prompt(state: &MatchState, side: Side) -> Prompt {
    let players = state
        .on_pitch(side)
        .map(|p| p.id())
        .filter(|id| !legal::placements(state, *id).is_empty())
        .collect();
    let bench: Vec<PlayerId> = state
        .players()
        .iter()
        .filter(|p| p.id().side == side && p.status() == PlayerStatus::Bench)
        .map(|p| p.id())
        .collect();
    let can_substitute = bench.first().is_some_and(|on| {
        state.on_pitch(side).any(|off| {
            let c = Command::Substitute {
                off: off.id(),
                on: *on,
            };
            check(state, &c).is_ok()
        })
    });
    let taker_cell = state
        .restart()
        .filter(|r| r.side == side && state.in_cell(side, r.cell).next().is_none())
        .map(|r| r.cell);
    let misplaced = state
        .on_pitch(side)
        .filter_map(|p| Some((p.id(), p.cell()?)))
        .filter(|(player, cell)| {
            let stay = Command::Place {
                player: *player,
                cell: *cell,
            };
            check(state, &stay).is_err()
        })
        .map(|(id, _)| id)
        .collect();
    Prompt::Place(PlacePrompt {
        side,
        restart: state.restart(),
        players,
        bench: if can_substitute { bench } else { Vec::new() },
        may_end: may_end(state),
        blocked: blocked(state),
        taker_cell,
        misplaced,
    })
}
