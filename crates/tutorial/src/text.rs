//! Every word the tutorial says, in one place: the lesson titles, the instructions, the
//! explanations of what happened and the friendly retries. The words are the rulebook's
//! (CoD, drive, PHASE 1-3, throw-in); the player is Red (home, attacking to the right) and
//! plays Blue's decisions too when the lesson is about defending.
//!
//! The fixed words are `tr_key` constants, translated with `tr` where they are shown; the
//! words with parts filled in are `trf` templates. Their French is in `crates/i18n/src/fr.rs`.

use super::miss::Off;
use hexkick_i18n::{tr, tr_key, trf};

/// Lesson 1's title.
pub const TITLE_PASS: &str = tr_key("Flick a pass");
/// Lesson 2's title.
pub const TITLE_TIES: &str = tr_key("Ties and long passes");
/// Lesson 3's title.
pub const TITLE_MOVES: &str = tr_key("PHASES 2 and 3: moving");
/// Lesson 4's title.
pub const TITLE_TACKLE: &str = tr_key("The ball's cell and tackles");
/// Lesson 5's title.
pub const TITLE_SHOT: &str = tr_key("Shooting");
/// Lesson 6's title.
pub const TITLE_THROW_IN: &str = tr_key("A throw-in");

/// Lesson 1: the pass.
pub const DO_PASS: &str =
    tr_key("You are Red. Swipe from the ball towards Red 10 and let go: a gentle flick is enough.");
/// Lesson 1, step 2: the same pass with the other control.
pub const DO_PULL_BACK: &str = tr_key(
    "Now the other way: press on the ball, pull back away from Red 10 and let go, like a slingshot.",
);
/// Lesson 2, step 1: the tie.
pub const DO_TIE: &str =
    tr_key("Red 10 and Blue 5 share a cell. Flick a short pass that stops near them.");
/// Lesson 2, step 2: the long ball.
pub const DO_LONG: &str = tr_key(
    "Now a long pass: flick the ball hard towards Blue's goal, into the empty half, far from everyone.",
);
/// Lesson 3, step 1: PHASE 2.
pub const DO_PHASE_2: &str = tr_key(
    "PHASE 2: Red moves. Drag Red 10 forward (the lit cells show how far, up to 3), then tap End phase.",
);
/// Lesson 3, step 2: PHASE 3.
pub const DO_PHASE_3: &str = tr_key(
    "PHASE 3: now you play Blue. Drag Blue 5 towards the ball (the headline says how far), then tap End phase.",
);
/// Lesson 4, step 1: entering the ball's cell.
pub const DO_ENTER: &str = tr_key(
    "You defend with Blue. Drag Blue 4 into the ball's cell, from the front (the side of Blue's goal).",
);
/// Lesson 4, step 2: the tackle.
pub const DO_TACKLE: &str = tr_key("Blue 4 is in the ball's cell: tap Tackle to roll the die.");
/// Lesson 5, step 1: declaring the shot.
pub const DO_DECLARE: &str =
    tr_key("Red 9 is in Blue's penalty area. Tap Shot to declare the shot before you flick.");
/// Lesson 5, step 2: the keeper.
pub const DO_KEEPER: &str = tr_key(
    "Blue must prepare the keeper first. Play Blue: tap a keeper button (standing is fine).",
);
/// Lesson 5, step 3: the shot.
pub const DO_SHOOT: &str =
    tr_key("The keeper is ready. Flick the ball hard at the goal, past him!");
/// Lesson 6, step 1: the thrower's walk.
pub const DO_WALK: &str =
    tr_key("The ball went out over the touchline: a throw-in for Blue. Drag Blue 8 to the ball.");
/// Lesson 6, step 2: PHASES 2 and 3 before the throw.
pub const DO_THROW_PHASES: &str = tr_key(
    "Before the throw, Blue moves (PHASE 2), then Red (PHASE 3). Nobody needs to move now: tap End phase twice.",
);
/// Lesson 6, step 3: the throw.
pub const DO_THROW: &str =
    tr_key("Blue 8 holds the ball over his head. Flick it to Blue 7 to throw it in.");

/// Said after the last lesson.
pub const ALL_DONE: &str =
    tr_key("You know the game! Play a match against the computer at the easiest level.");

/// Lesson 1 passed: `who` took the ball `moved` cells away.
pub fn possession_kept(who: &str, moved: u32) -> String {
    if moved == 0 {
        return trf(
            "The ball stopped in {0}'s cell: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
            &[who],
        );
    }
    if moved == 1 {
        return trf(
            "The ball stopped nearest {0}, 1 cell away: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
            &[who],
        );
    }
    trf(
        "The ball stopped nearest {0}, {1} cells away: the nearest player takes it. That is the CoD, the distance count. Red keeps the ball.",
        &[who, &moved.to_string()],
    )
}

/// A flick that gave the ball to `who` instead of `target`, `cm` off `way`.
pub fn missed(who: &str, cm: u32, way: Off, target: &str) -> String {
    let parts = [who, &cm.to_string(), target];
    match way {
        Off::Short => trf(
            "The ball went to {0}, {1} cm short of {2} — try again.",
            &parts,
        ),
        Off::Past => trf("The ball went to {0}, {1} cm past {2} — try again.", &parts),
        Off::Wide => trf(
            "The ball went to {0}, {1} cm wide of {2} — try again.",
            &parts,
        ),
        Off::Bounced => trf(
            "The ball hit {2} and bounced to {0}, {1} cm away — try again, a little softer.",
            &parts,
        ),
    }
}

/// The ball went out of play.
pub const WENT_OUT: &str = tr_key("The ball went out of play. Try again with a gentler flick.");

/// Lesson 2, step 1 passed: a tie after a short pass.
pub fn tie_won(who: &str) -> String {
    trf(
        "Players of both teams were equally near: a tie. Nobody touched the ball and the pass was short (4 cells or less), so the attackers win it: {0}. A long pass, cross or shot would go to the defence.",
        &[who],
    )
}

/// A tie won by touching the ball.
pub fn tie_touched(who: &str) -> String {
    trf(
        "The ball touched {0}: in a tie, the player who touched the ball takes it.",
        &[who],
    )
}

/// No tie: one player was nearest.
pub fn no_tie(who: &str) -> String {
    trf(
        "{0} was nearest on his own: no tie. Try again: stop the ball next to Red 10 and Blue 5.",
        &[who],
    )
}

/// Lesson 2, step 2 passed: the long ball.
pub fn long_ball(who: &str, cells: u32) -> String {
    trf(
        "The ball stopped more than 3 cells from everyone: a long ball. {0} walks {1} cells to it, and in PHASES 2 and 3 every player may move {1} cells.",
        &[who, &cells.to_string()],
    )
}

/// Lesson 2, step 2: not far enough.
pub fn not_long(who: &str) -> String {
    trf(
        "{0} was 3 cells or nearer: not a long ball. Flick harder into the empty half.",
        &[who],
    )
}

/// Lesson 3, step 1 passed: PHASE 3 begins with this allowance.
pub fn phase_three(cells: u8) -> String {
    trf(
        "Red's longest move was {0} cells, so in PHASE 3 each Blue player may move up to {0} cells. Move 1 cell and Blue may only move 1: that is why the limit changes.",
        &[&cells.to_string()],
    )
}

/// Lesson 3, step 1: nobody moved.
pub const NOBODY_MOVED: &str = tr_key(
    "Nobody moved, so Blue would only get a quick round (the keeper and one player, 1 cell). Try again: drag Red 10 first.",
);

/// PHASE 3 is over: `team` plays PHASE 1.
pub fn turn_over(team: &str) -> String {
    trf(
        "PHASE 3 is over: {0} plays PHASE 1, the kick. Each player moves at most once per turn.",
        &[team],
    )
}

/// Lesson 4, step 1 passed.
pub const ENTERED_FROM_FRONT: &str = tr_key(
    "Blue 4 entered from the front: that is allowed. Only the first player moved may enter, and from behind a die decides a foul (1-3) and a yellow card.",
);

/// Lesson 4, step 1: entered from behind or from afar.
pub const ENTERED_BADLY: &str = tr_key(
    "That was from behind or from afar: a foul risk. Try again: enter from a cell touching the ball's cell on Blue's goal side.",
);

/// Lesson 4, step 1: another defender moved first.
pub const ENTER_FIRST: &str = tr_key(
    "Only the first Blue player moved may enter the ball's cell. Try again: move Blue 4 first.",
);

/// Lesson 4, step 2 passed: the tackle with its die.
pub fn tackle(roll: u8, won: bool) -> String {
    let roll = roll.to_string();
    if won {
        trf(
            "The die shows {0}: a tackle needs 5 or 6. Blue 4 wins the ball and Blue counter-attacks at once.",
            &[&roll],
        )
    } else {
        trf(
            "The die shows {0}: a tackle needs 5 or 6, so Red keeps the ball.",
            &[&roll],
        )
    }
}

/// Lesson 4, step 2: the phase ended without a tackle.
pub const NO_TACKLE: &str = tr_key("The phase ended without a tackle. Try again and tap Tackle.");

/// Lesson 5, step 1 passed.
pub const SHOT_DECLARED: &str = tr_key(
    "Shot declared! A shot is always announced first, so the defence can prepare its goalkeeper.",
);

/// Lesson 5, step 1: flicked without declaring.
pub const NOT_DECLARED: &str = tr_key(
    "That kick was not a declared shot: a goal only counts from a declared shot. Try again: tap Shot first.",
);

/// Lesson 5, step 2 passed.
pub const KEEPER_SET: &str = tr_key(
    "The keeper is set. Against a shot from inside the penalty area he stands or lies, without his bar; from outside the area he blocks with the bar.",
);

/// Lesson 5, step 3 passed with a goal.
pub const SCORED: &str =
    tr_key("GOAL! A declared shot into the net scores. After a goal the other team kicks off.");

/// Lesson 5, step 3: the shot went out, `cm` wide of the nearest post.
pub fn shot_wide(cm: u32) -> String {
    trf(
        "The ball went out {0} cm wide of the goal — try again: aim between the posts.",
        &[&cm.to_string()],
    )
}

/// Lesson 5, step 3: the shot stopped on the pitch, `cm` from the middle of the goal.
pub fn shot_stopped(cm: u32) -> String {
    trf(
        "No goal: the ball stopped {0} cm from the goal — try again, harder and past the keeper.",
        &[&cm.to_string()],
    )
}

/// Lesson 6, step 1 passed.
pub const THROWER_READY: &str =
    tr_key("Blue 8 walked to the ball: at a throw-in one player may walk up to 3 cells to it.");

/// Lesson 6, step 1: someone else moved.
pub const WRONG_THROWER: &str =
    tr_key("Try again: drag Blue 8 onto the ball's cell on the touchline.");

/// Lesson 6, step 3 passed: the throw reached `who`.
pub fn thrown_to(who: &str) -> String {
    trf(
        "Thrown in to {0}! A throw-in is flicked from the head, and then the CoD decides who has the ball, as for any kick.",
        &[who],
    )
}

/// Said when the aim line comes on, after the third miss of a flick.
pub const AIM_NOW: &str = tr_key("From now on the aim line shows where the ball will go.");
/// Said with the instruction while the aim line helps.
pub const AIM_ON: &str = tr_key("Follow the aim line: it shows where the ball will go.");
/// Said when the demonstration is offered, from the third miss on.
pub const SHOW_OFFER: &str = tr_key("Or tap Show me to watch it done.");
/// Said while the demonstration plays.
pub const WATCH: &str = tr_key("Watch: this is a flick that does it.");
/// Said once the demonstration is over.
pub const SHOWN: &str = tr_key("That is how. Your turn: the step starts again.");
/// Said when the player picks the control he keeps.
pub const CHOOSE_CONTROL: &str =
    tr_key("Which way do you keep? You can change it later in Settings.");

/// A retry's button.
pub const TRY_AGAIN: &str = tr_key("Try again");
/// The demonstration's button.
pub const SHOW_ME: &str = tr_key("Show me");
/// The button after a demonstration.
pub const YOUR_TURN: &str = tr_key("Your turn");
/// The choice of the swipe.
pub const KEEP_SWIPE: &str = tr_key("Keep swiping");
/// The choice of the pull back.
pub const KEEP_DRAG_BACK: &str = tr_key("Keep pulling back");
/// The next step's button.
pub const NEXT: &str = tr_key("Next");
/// The last button.
pub const PLAY_MATCH: &str = tr_key("Play a match");
/// The word before a lesson's number in the box: "Lesson 2 of 6".
pub fn lesson_heading(n: usize, of: usize, title: &'static str) -> String {
    trf(
        "Lesson {0} of {1}: {2}",
        &[&n.to_string(), &of.to_string(), tr(title)],
    )
}
