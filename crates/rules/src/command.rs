//! Commands: everything a coach can do. A human tap, an AI decision, a replay and a test all
//! become a [`Command`], pass `check` and go through `execute`.

use crate::outcome::{KickOutcome, KickStyle};
use crate::pitch::Cell;
use crate::squad::PlayerId;
use serde::{Deserialize, Serialize};

/// What the player on the ball declares before he kicks (2024 BASE, "PHASE I").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Declaration {
    /// A pass to a team-mate ("passer").
    Pass,
    /// Advancing with the ball at his feet ("avancer avec le ballon"): a pass to himself.
    Drive,
    /// A cross from the cross zone ("centre").
    Cross,
    /// A shot from the shooting zone ("tir").
    Shot,
}

impl Declaration {
    /// Whether the declaration is a pass or a drive (the CoD's "short touch" family).
    pub const fn is_pass_or_drive(self) -> bool {
        matches!(self, Declaration::Pass | Declaration::Drive)
    }
}

/// How the goalkeeper waits for a declared shot (2024 BASE, "COMMENT FAIRE UN ARRÊT").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KeeperStance {
    /// A - "ARRÊTER": he stays in the goal box and blocks with the bar.
    Bar,
    /// B - "VOUS POSITIONNER", standing.
    Standing,
    /// B - "VOUS POSITIONNER", lying down.
    Lying,
}

/// Everything a coach can do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Toss the coin for the kick-off (a die: 1-3 home, 4-6 away).
    TossCoin,
    /// The player on the ball kicks; `outcome` is what the flick did (the physics seam).
    Kick {
        /// The kicker (must hold the ball).
        by: PlayerId,
        /// What he declared.
        declare: Declaration,
        /// How he struck the ball.
        style: KickStyle,
        /// Where the ball went.
        outcome: KickOutcome,
    },
    /// Declare a shot before taking it, so the defence may set its goalkeeper.
    DeclareShot {
        /// The player who will shoot.
        by: PlayerId,
    },
    /// 2024 COMPLETE: declare a cross before playing it, so heading players may step and the
    /// defence may answer a one-touch cross.
    DeclareCross {
        /// The player who will cross.
        by: PlayerId,
    },
    /// 2024 COMPLETE, "MARQUAGE": a blue defender slides against a declared one-touch shot or
    /// cross, moving as many cells as the attacker walked to the ball, and lies down.
    SlidingTackle {
        /// The defender.
        player: PlayerId,
        /// His cell after the slide.
        to: Cell,
        /// "+ MUR" (three blue sections, forward moves only): he stays standing.
        #[serde(default)]
        standing: bool,
    },
    /// The defence sets its goalkeeper for a declared shot and gives its OK.
    SetKeeper {
        /// The goalkeeper.
        keeper: PlayerId,
        /// His cell for the shot (his own cell, or 1-2 cells away when positioning).
        cell: Cell,
        /// Bar, standing or lying.
        stance: KeeperStance,
    },
    /// The player who won the CoD for a ball on a line chooses which cell he takes.
    ChooseCell {
        /// One of the cells the ball lies on.
        cell: Cell,
    },
    /// Team-mates tied in the CoD: the coach chooses who takes the ball.
    ChooseReceiver {
        /// One of the tied players.
        player: PlayerId,
    },
    /// Move a player (PHASE 2, PHASE 3, or the throw-in taker to the throw-in point).
    Move {
        /// The player.
        player: PlayerId,
        /// The destination cell.
        to: Cell,
    },
    /// A defender in the ball cell tries to steal the ball (a die: 5-6 wins it).
    Tackle {
        /// The defender.
        player: PlayerId,
    },
    /// 2024 COMPLETE, "DRIBBLING": the beaten defender commits an intentional foul on the
    /// dribbler after the roll (a caution; free kick or penalty at his cell).
    Foul {
        /// The beaten defender.
        player: PlayerId,
    },
    /// Place a player during re-positioning.
    Place {
        /// The player.
        player: PlayerId,
        /// The cell.
        cell: Cell,
    },
    /// Substitute a player during re-positioning (the one coming on takes his cell).
    Substitute {
        /// The player leaving the pitch.
        off: PlayerId,
        /// The player coming on from the bench.
        on: PlayerId,
    },
    /// The player on the ball knocked an opponent's peg over while striking (or rolled past
    /// the next cell on a header): a foul, reported instead of the kick.
    KnockedOver {
        /// The player who was about to kick.
        by: PlayerId,
        /// The opponent whose peg fell, who rolls for an injury in a TOURNAMENT match
        /// (TOURNOI "BLESSURES"); none when the header rolled past the next cell.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        victim: Option<PlayerId>,
    },
    /// End the current phase, skill replay or re-positioning step.
    EndPhase,
    /// The home coach declares his home advantage: +2 on the home side's next duel die
    /// (2024 TOURNAMENT, "AVANTAGE À DOMICILE": three times a match, before the roll).
    HomeAdvantage,
    /// The turn timer ran out (the UI keeps the clock): the referee ends the phase.
    TimeUp,
    /// Classic "PRO DEFENCE QUICK ROUND", SYNCHRO: instead of moving one player 1 cell, the
    /// defence shifts up to 4 players inside their own cells (where inside is the table's).
    Synchro {
        /// The players who shift, 1 to 4, each staying in his cell.
        players: Vec<PlayerId>,
    },
}

impl Command {
    /// A hand-built kick that rolls the ball untouched from `from` to `to`.
    pub fn rolled_kick(
        by: PlayerId,
        declare: Declaration,
        style: KickStyle,
        from: Cell,
        to: Cell,
    ) -> Command {
        Command::Kick {
            by,
            declare,
            style,
            outcome: KickOutcome::rolled_to(from, to),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_round_trip_through_json() {
        let from: Cell = "E6".parse().expect("cell");
        let to: Cell = "E8".parse().expect("cell");
        let kick = Command::rolled_kick(
            PlayerId::new(crate::squad::Side::Home, 9),
            Declaration::Pass,
            KickStyle::Low,
            from,
            to,
        );
        let text = serde_json::to_string(&kick).expect("serialise");
        assert_eq!(serde_json::from_str::<Command>(&text).ok(), Some(kick));
        let end: Command = serde_json::from_str("\"end_phase\"").expect("unit variant");
        assert_eq!(end, Command::EndPhase);
        let mv: Command =
            serde_json::from_str(r#"{"move": {"player": "away:4", "to": "D5"}}"#).expect("move");
        assert!(matches!(mv, Command::Move { .. }));
    }
}
