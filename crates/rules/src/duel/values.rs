//! What a player adds to his duel die: 2024 COMPLETE's points per skill section ("DRIBBLE",
//! "DÉFENSE 1VS1", "TACLE", "DÉFENSE DU BALLON": 2 a section, at most 6; +2 for a tackle in
//! the midfield zone), or the numbers printed on a Classic sticker ("DRIBBLING", "TACKLE AND
//! RESTART") and on a 2024 TOURNAMENT reserve goalkeeper's. Which colours count where the
//! rulebook lost its icons is decided in RULES.md ("2024 COMPLETE").

use crate::pitch::Cell;
use crate::pitch::Zone;
use crate::squad::Skill;
use crate::squad::SkillSet;
use crate::state::MatchState;
use crate::state::PlayerState;
/// Whether `p` duels with printed numbers: every Classic player, and the reserve goalkeeper
/// of a 2024 TOURNAMENT match ("noir-1-1-1-1", the `reserve` module).
fn printed(state: &MatchState, p: &PlayerState) -> bool {
    crate::classic::on(state) || p.reserve_keeper()
}

/// The dribbler's bonus: Classic red dribbling number, else 2024 points.
pub fn dribble_bonus(state: &MatchState, p: &PlayerState) -> u8 {
    if printed(state, p) {
        p.duel().dribbling
    } else {
        dribble_points(p.skills())
    }
}

/// The 1v1 defender's bonus: Classic blue marking number, else 2024 points.
pub fn marking_bonus(state: &MatchState, p: &PlayerState) -> u8 {
    if printed(state, p) {
        p.duel().marking
    } else {
        one_on_one_points(p.skills())
    }
}

/// The tackler's bonus: Classic green tackling number (no midfield bonus), else 2024 points
/// (a 2024 reserve goalkeeper: his printed 1 in place of the colours, plus the midfield bonus).
pub fn tackle_bonus(state: &MatchState, p: &PlayerState, cell: Cell) -> u8 {
    if crate::classic::on(state) {
        p.duel().tackling
    } else if p.reserve_keeper() {
        p.duel().tackling + midfield_tackle_points(cell)
    } else {
        tackle_points(p.skills(), cell)
    }
}

/// The ball holder's bonus: Classic yellow ball-defence number, else 2024 points.
pub fn ball_defence_bonus(state: &MatchState, p: &PlayerState) -> u8 {
    if printed(state, p) {
        p.duel().ball_defence
    } else {
        ball_defence_points(p.skills())
    }
}

/// 2024 COMPLETE, "DRIBBLE": each qualifying skill section adds 2.
pub const POINTS_PER_SKILL: u8 = 2;

/// 2024 COMPLETE, "DRIBBLE" / "DÉFENSE 1VS1" / "DÉFENSE DU BALLON": at most +6 from skills.
pub const MAX_SKILL_POINTS: u8 = 6;

/// 2024 COMPLETE, "TACLE": +2 for being in the midfield zone.
pub const MIDFIELD_TACKLE_BONUS: u8 = 2;

/// 2 per section of the given colours, at most 6.
fn skill_points(skills: SkillSet, colours: &[Skill]) -> u8 {
    let sections: u8 = colours.iter().map(|c| skills.count(*c)).sum();
    (sections * POINTS_PER_SKILL).min(MAX_SKILL_POINTS)
}

/// Dribble value bonus: red and green sections (the attacking ball-carriers' colours).
pub fn dribble_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Red, Skill::Green])
}

/// 1v1 defence bonus: blue sections (defence).
pub fn one_on_one_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Blue])
}

/// Ball defence bonus: yellow and blue sections (keeping the ball, defending).
pub fn ball_defence_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Yellow, Skill::Blue])
}

/// Tackle bonus: +2 with a blue skill, +2 with a yellow skill, +2 in the midfield zone.
pub fn tackle_points(skills: SkillSet, cell: Cell) -> u8 {
    let colour = |s| if skills.has(s) { POINTS_PER_SKILL } else { 0 };
    colour(Skill::Blue) + colour(Skill::Yellow) + midfield_tackle_points(cell)
}

/// 2024 COMPLETE, "TACLE": the midfield zone's +2.
pub fn midfield_tackle_points(cell: Cell) -> u8 {
    if Zone::Midfield.contains(crate::pitch::End::Away, cell) {
        MIDFIELD_TACKLE_BONUS
    } else {
        0
    }
}

/// Goalkeeper bonus in a dribble on him: 2 per violet section (2024 COMPLETE, "DRIBBLER LE
/// GARDIEN": "comptez combien de fois la couleur (violet) se répète", 1 to 10).
pub fn keeper_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Violet])
}
