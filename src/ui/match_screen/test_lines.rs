//! The test driver's lines of the match screen: where every cell, peg and the ball are on
//! the screen, and the state in one line, so a script can tap and drag like a player.

use super::*;

impl MatchScreen {
    /// Logs where every cell and peg is on the screen (test mode).
    pub fn announce_positions(&self) {
        for cell in Cell::all() {
            let q = self.view.to_screen(cell.centre());
            emit(&format!("cell name={cell} x={:.1} y={:.1}", q.x, q.y));
        }
        self.emit_pegs();
    }

    /// Logs the state in one line (test mode).
    pub(super) fn emit_state(&self) {
        let state = self.state();
        let holder = state.holder().map_or("none".to_string(), |p| p.to_string());
        let restart = state
            .restart()
            .map_or("none".to_string(), |r| r.cell.to_string());
        emit(&format!(
            "state phase={} to_play={} acting={} holder={holder} ball={} score={}-{} minute={} pending={} restart={restart}",
            state.phase().name(),
            state.to_play().name(),
            state.acting_side().name(),
            state.ball().cell,
            state.score(Side::Home),
            state.score(Side::Away),
            state.clock().minute(),
            pending_name(state.pending()),
        ));
        self.emit_pegs();
    }

    pub(super) fn emit_pegs(&self) {
        let state = self.state();
        for (id, at) in shown_places(state) {
            let q = self.view.to_screen(at);
            let cell = state
                .position(id)
                .map_or("none".to_string(), |c| c.to_string());
            emit(&format!(
                "peg id={id} cell={cell} x={:.1} y={:.1}",
                q.x, q.y
            ));
        }
        let b = self.view.to_screen(ball_point(state));
        emit(&format!("ball_screen x={:.1} y={:.1}", b.x, b.y));
    }
}

fn pending_name(pending: Option<&Pending>) -> &'static str {
    match pending {
        None => "none",
        Some(Pending::KeeperSetup { .. }) => "keeper_setup",
        Some(Pending::ShotReady { .. }) => "shot_ready",
        Some(Pending::Receiver { .. }) => "receiver",
        Some(Pending::BallCell { .. }) => "ball_cell",
        Some(Pending::Bump { .. }) => "bump",
        Some(Pending::IntentionalFoul { .. }) => "intentional_foul",
        Some(Pending::CrossDeclared { .. }) => "cross_declared",
        Some(Pending::CrossReady { .. }) => "cross_ready",
    }
}
