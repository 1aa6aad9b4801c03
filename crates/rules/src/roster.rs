//! Skill stickers and roster validation per edition.
//!
//! A sticker is the round label on top of a peg. In the 2024 edition it has four slots, of
//! which 1 to 4 are coloured (the player's value); in the Classic edition it shows 1 to 5
//! skills and the four duel numbers. [`validate`] checks a 16-player roster against the
//! edition's team rules and explains every violation in words, naming the player.

pub use crate::squad::DuelNumbers;
pub use crate::squad::SQUAD_SIZE;
use crate::squad::{ShirtNumber, Skill};
use std::fmt;

/// 2024 COMPLETE, "CRÉER DES JOUEURS": the 16 values must total exactly 34.
pub const BUDGET_2024: u32 = 34;
/// 2024 COMPLETE, "valeur": a sticker has at least 1 coloured section.
pub const MIN_SECTIONS_2024: usize = 1;
/// 2024 COMPLETE, "valeur": a sticker has at most 4 coloured sections.
pub const MAX_SECTIONS_2024: usize = 4;
/// Classic, "SKILL": a sticker shows up to 5 skills (its skill level, 1 to 5).
pub const MAX_SKILLS_CLASSIC: usize = 5;
/// Classic duel numbers are printed as single digits: 0 to 9 (our reading; see RULES.md).
pub const MAX_DUEL_NUMBER: u8 = 9;
/// Classic, "SETTING THEIR SKILLS": "36 Tournament mode".
pub const CLASSIC_TOURNAMENT_TOTAL: u32 = 36;
/// Classic, "SETTING THEIR SKILLS": "We advise against going over 50".
pub const CLASSIC_ADVISED_MAX: u32 = 50;
/// Shirt numbers run from 1 to 99 (two digits fit on a 37.7 mm wrap).
pub const MAX_SHIRT_NUMBER: u8 = 99;

/// The skills a 2024 sticker may use (2024 COMPLETE, "Compétences"): Y R G B S K V.
pub const SKILLS_2024: [Skill; 7] = [
    Skill::Yellow,
    Skill::Red,
    Skill::Green,
    Skill::Blue,
    Skill::Grey,
    Skill::Black,
    Skill::Violet,
];

/// The skills a Classic sticker may use (Classic, "SKILL"): Y R G B S K X.
pub const SKILLS_CLASSIC: [Skill; 7] = [
    Skill::Yellow,
    Skill::Red,
    Skill::Green,
    Skill::Blue,
    Skill::Grey,
    Skill::Black,
    Skill::BlackX,
];

/// Writes skills as their letters, e.g. `YYR`.
pub fn skill_letters(skills: &[Skill]) -> String {
    skills.iter().map(|s| s.letter()).collect()
}

/// Why a sticker cannot exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StickerError {
    /// Too few or too many coloured sections for the edition.
    SectionCount {
        /// How many sections were given.
        given: usize,
        /// The fewest allowed.
        min: usize,
        /// The most allowed.
        max: usize,
        /// The edition's name, for the message.
        edition: &'static str,
    },
    /// A skill that the edition does not print.
    ForeignSkill {
        /// The offending skill.
        skill: Skill,
        /// The edition's name, for the message.
        edition: &'static str,
    },
    /// A Classic duel number above [`MAX_DUEL_NUMBER`].
    DuelNumber {
        /// Which number (dribbling, marking, tackling, ball defence).
        which: &'static str,
        /// The value given.
        value: u8,
    },
}

impl fmt::Display for StickerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StickerError::SectionCount {
                given,
                min,
                max,
                edition,
            } => {
                let noun = if *given == 1 { "section" } else { "sections" };
                write!(f, "{given} {noun}; a {edition} sticker has {min} to {max}")
            }
            StickerError::ForeignSkill { skill, edition } => write!(
                f,
                "skill {} ({}) is not printed on {edition} stickers",
                skill.letter(),
                skill.name()
            ),
            StickerError::DuelNumber { which, value } => write!(
                f,
                "{which} number {value}; duel numbers run from 0 to {MAX_DUEL_NUMBER}"
            ),
        }
    }
}

impl std::error::Error for StickerError {}

fn check_sections(
    skills: &[Skill],
    allowed: &[Skill],
    max: usize,
    edition: &'static str,
) -> Result<(), StickerError> {
    if !(MIN_SECTIONS_2024..=max).contains(&skills.len()) {
        return Err(StickerError::SectionCount {
            given: skills.len(),
            min: MIN_SECTIONS_2024,
            max,
            edition,
        });
    }
    match skills.iter().find(|s| !allowed.contains(s)) {
        Some(&skill) => Err(StickerError::ForeignSkill { skill, edition }),
        None => Ok(()),
    }
}

/// A 2024 sticker: 1 to 4 coloured sections, clockwise from the top; value = section count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sticker2024 {
    sections: Vec<Skill>,
}

impl Sticker2024 {
    /// A sticker from its sections in clockwise order; fails if the count or a skill is wrong.
    pub fn new(sections: Vec<Skill>) -> Result<Self, StickerError> {
        check_sections(&sections, &SKILLS_2024, MAX_SECTIONS_2024, "2024")?;
        Ok(Self { sections })
    }

    /// The coloured sections, clockwise from the top (the order fatigue and injury use).
    pub fn sections(&self) -> &[Skill] {
        &self.sections
    }

    /// 2024 COMPLETE, "valeur": the number of coloured sections.
    pub fn value(&self) -> u32 {
        self.sections.len() as u32
    }
}

/// A Classic sticker: 1 to 5 skills (the skill level) and the four duel numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ClassicSticker {
    skills: Vec<Skill>,
    duel: DuelNumbers,
}

impl ClassicSticker {
    /// A sticker from its skills and duel numbers; fails on a wrong count, skill or number.
    pub fn new(skills: Vec<Skill>, duel: DuelNumbers) -> Result<Self, StickerError> {
        check_sections(&skills, &SKILLS_CLASSIC, MAX_SKILLS_CLASSIC, "Classic")?;
        if let Some((which, value)) = duel.named().into_iter().find(|(_, v)| *v > MAX_DUEL_NUMBER) {
            return Err(StickerError::DuelNumber { which, value });
        }
        Ok(Self { skills, duel })
    }

    /// The skills, clockwise from the top.
    pub fn skills(&self) -> &[Skill] {
        &self.skills
    }

    /// The duel numbers.
    pub fn duel(&self) -> DuelNumbers {
        self.duel
    }

    /// Classic, "SETTING THEIR SKILLS": the skill level, 1 to 5 (the number of skills).
    pub fn level(&self) -> u32 {
        self.skills.len() as u32
    }
}

/// A player's round sticker in either edition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Sticker {
    /// 2024 edition sticker.
    Edition2024(Sticker2024),
    /// Classic edition sticker.
    Classic(ClassicSticker),
}

impl Sticker {
    /// The sticker's value (2024) or skill level (Classic).
    pub fn value(&self) -> u32 {
        match self {
            Sticker::Edition2024(s) => s.value(),
            Sticker::Classic(s) => s.level(),
        }
    }

    /// The coloured sections or skills, clockwise from the top.
    pub fn skills(&self) -> &[Skill] {
        match self {
            Sticker::Edition2024(s) => s.sections(),
            Sticker::Classic(s) => s.skills(),
        }
    }

    /// The skills as letters, e.g. `YYR`.
    pub fn letters(&self) -> String {
        skill_letters(self.skills())
    }

    /// The skills sorted: two stickers are the same player when these are equal
    /// (2024 COMPLETE, "CRÉER DES JOUEURS": same multiset of sections = same player).
    pub fn identity(&self) -> Vec<Skill> {
        let mut sorted = self.skills().to_vec();
        crate::short_sort::sort(&mut sorted);
        sorted
    }
}

/// One line of a roster: who wears which number and sticker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterEntry {
    /// Shirt number.
    pub number: ShirtNumber,
    /// Player's name (for messages).
    pub name: String,
    /// The player's sticker.
    pub sticker: Sticker,
}

impl RosterEntry {
    /// How messages name this player: `#9 Rossi`.
    pub fn label(&self) -> String {
        if self.name.is_empty() {
            format!("#{}", self.number.0)
        } else {
            format!("#{} {}", self.number.0, self.name)
        }
    }
}

/// Which team rules a roster must meet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RosterRules<'a> {
    /// 2024 BASE, "RÈGLES DE BASE": both sides play the same standard squad; the roster must
    /// hold exactly these stickers (in any order of players).
    Base2024 {
        /// The standard squad's 16 stickers.
        standard: &'a [Sticker],
    },
    /// 2024 COMPLETE and TOURNAMENT, "CRÉER DES JOUEURS": 16 unique players, total 34.
    Custom2024,
    /// Classic, "SETTING THEIR SKILLS": any total, reported as a strength band.
    Classic,
    /// Classic tournament mode: the total must be exactly 36.
    ClassicTournament,
}

/// Classic, "SETTING THEIR SKILLS": how strong a roster is from its total skill level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StrengthBand {
    /// 16 to 24.
    Weak,
    /// 25 to 35.
    Average,
    /// Exactly 36.
    Tournament,
    /// 37 to 43.
    Strong,
    /// 44 to 50.
    VeryStrong,
    /// Over 50: allowed, but the rulebook advises against it.
    OverAdvised,
}

impl StrengthBand {
    /// The band of a total skill level (totals under 16 cannot happen with 16 players).
    pub fn of(total: u32) -> StrengthBand {
        match total {
            0..=24 => StrengthBand::Weak,
            25..=35 => StrengthBand::Average,
            36 => StrengthBand::Tournament,
            37..=43 => StrengthBand::Strong,
            44..=50 => StrengthBand::VeryStrong,
            _ => StrengthBand::OverAdvised,
        }
    }

    /// The band's name as the rulebook writes it.
    pub fn name(self) -> &'static str {
        match self {
            StrengthBand::Weak => "weak team",
            StrengthBand::Average => "average team",
            StrengthBand::Tournament => "tournament mode",
            StrengthBand::Strong => "strong team",
            StrengthBand::VeryStrong => "very strong team",
            StrengthBand::OverAdvised => "over 50 (the rulebook advises against it)",
        }
    }
}

/// One reason a roster is not allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RosterViolation {
    /// Not 16 players.
    SquadSize {
        /// How many were given.
        count: usize,
    },
    /// A player's sticker belongs to the other edition.
    WrongEdition {
        /// The player's index in the roster.
        at: usize,
        /// The player, as `#9 Rossi`.
        player: String,
        /// The edition the roster needs.
        expected: &'static str,
    },
    /// A shirt number outside 1 to 99.
    ShirtNumberRange {
        /// The player's index in the roster.
        at: usize,
        /// The player, as `#0 Rossi`.
        player: String,
    },
    /// Two players wear the same number.
    DuplicateNumber {
        /// The second player's index in the roster.
        at: usize,
        /// The first player.
        first: String,
        /// The second player.
        second: String,
    },
    /// Two players have the same sticker (2024 COMPLETE: every player is unique).
    DuplicateSticker {
        /// The second player's index in the roster.
        at: usize,
        /// The first player.
        first: String,
        /// The second player.
        second: String,
        /// The shared sticker's letters, sorted.
        letters: String,
    },
    /// The values do not total the budget.
    Budget {
        /// The roster's total.
        total: u32,
        /// The total required.
        required: u32,
    },
    /// 2024 BASE: the roster differs from the standard squad.
    NotStandard {
        /// Stickers of the standard squad missing from the roster, as letters.
        missing: Vec<String>,
        /// Stickers in the roster that the standard squad lacks, as letters.
        extra: Vec<String>,
    },
}

impl RosterViolation {
    /// Where the problem sits: the player's index (the later of two) and the part of his
    /// entry, `"number"` or `"sticker"`; `None` for problems of the whole roster.
    pub fn place(&self) -> Option<(usize, &'static str)> {
        match self {
            RosterViolation::WrongEdition { at, .. }
            | RosterViolation::DuplicateSticker { at, .. } => Some((*at, "sticker")),
            RosterViolation::ShirtNumberRange { at, .. }
            | RosterViolation::DuplicateNumber { at, .. } => Some((*at, "number")),
            RosterViolation::SquadSize { .. }
            | RosterViolation::Budget { .. }
            | RosterViolation::NotStandard { .. } => None,
        }
    }
}

impl fmt::Display for RosterViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RosterViolation::SquadSize { count } => write!(
                f,
                "the squad has {count} players; a team has exactly {SQUAD_SIZE} (11 on the pitch, 5 on the bench)"
            ),
            RosterViolation::WrongEdition {
                player, expected, ..
            } => {
                write!(f, "{player}: the sticker is not a {expected} sticker")
            }
            RosterViolation::ShirtNumberRange { player, .. } => {
                write!(
                    f,
                    "{player}: shirt numbers run from 1 to {MAX_SHIRT_NUMBER}"
                )
            }
            RosterViolation::DuplicateNumber { first, second, .. } => {
                write!(f, "{first} and {second} wear the same shirt number")
            }
            RosterViolation::DuplicateSticker {
                first,
                second,
                letters,
                ..
            } => write!(
                f,
                "{first} and {second} have the same sticker ({letters}); every player must be unique"
            ),
            RosterViolation::Budget { total, required } => write!(
                f,
                "the 16 stickers are worth {total} in total; the budget is exactly {required} ({})",
                if total > required {
                    format!("{} too many", total - required)
                } else {
                    format!("{} short", required - total)
                }
            ),
            RosterViolation::NotStandard { missing, extra } => write!(
                f,
                "the BASE rules use the standard squad for both sides; missing [{}], not in it [{}]",
                missing.join(", "),
                extra.join(", ")
            ),
        }
    }
}

/// What [`validate`] found: the total, the Classic band, violations and advice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterReport {
    /// Sum of the values (2024) or skill levels (Classic).
    pub total: u32,
    /// The Classic strength band (None for 2024 rules).
    pub band: Option<StrengthBand>,
    /// Everything that makes the roster illegal; empty when it is legal.
    pub violations: Vec<RosterViolation>,
    /// Advice that does not make the roster illegal (Classic over 50).
    pub warnings: Vec<String>,
}

impl RosterReport {
    /// True when the roster is legal under the rules checked.
    pub fn is_legal(&self) -> bool {
        self.violations.is_empty()
    }

    /// Every violation as a sentence.
    pub fn messages(&self) -> Vec<String> {
        self.violations.iter().map(ToString::to_string).collect()
    }
}

/// Checks a roster against a rule set and explains every violation.
pub fn validate(rules: RosterRules<'_>, roster: &[RosterEntry]) -> RosterReport {
    let mut violations = Vec::new();
    if roster.len() != SQUAD_SIZE {
        violations.push(RosterViolation::SquadSize {
            count: roster.len(),
        });
    }
    let wants_2024 = matches!(
        rules,
        RosterRules::Base2024 { .. } | RosterRules::Custom2024
    );
    for (at, entry) in roster.iter().enumerate() {
        let is_2024 = matches!(entry.sticker, Sticker::Edition2024(_));
        if is_2024 != wants_2024 {
            violations.push(RosterViolation::WrongEdition {
                at,
                player: entry.label(),
                expected: if wants_2024 { "2024" } else { "Classic" },
            });
        }
        if entry.number.0 == 0 || entry.number.0 > MAX_SHIRT_NUMBER {
            violations.push(RosterViolation::ShirtNumberRange {
                at,
                player: entry.label(),
            });
        }
    }
    for (i, a) in roster.iter().enumerate() {
        if let Some(b) = roster[..i].iter().find(|b| b.number == a.number) {
            violations.push(RosterViolation::DuplicateNumber {
                at: i,
                first: b.label(),
                second: a.label(),
            });
        }
    }
    let total: u32 = roster.iter().map(|e| e.sticker.value()).sum();
    let mut warnings = Vec::new();
    let mut band = None;
    match rules {
        RosterRules::Base2024 { standard } => {
            check_standard(roster, standard, &mut violations);
        }
        RosterRules::Custom2024 => {
            check_unique(roster, &mut violations);
            if total != BUDGET_2024 {
                violations.push(RosterViolation::Budget {
                    total,
                    required: BUDGET_2024,
                });
            }
        }
        RosterRules::Classic | RosterRules::ClassicTournament => {
            let b = StrengthBand::of(total);
            band = Some(b);
            if b == StrengthBand::OverAdvised {
                warnings.push(format!(
                    "total skill level {total} is over {CLASSIC_ADVISED_MAX}; the rulebook advises against it"
                ));
            }
            if rules == RosterRules::ClassicTournament && total != CLASSIC_TOURNAMENT_TOTAL {
                violations.push(RosterViolation::Budget {
                    total,
                    required: CLASSIC_TOURNAMENT_TOTAL,
                });
            }
        }
    }
    RosterReport {
        total,
        band,
        violations,
        warnings,
    }
}

fn check_unique(roster: &[RosterEntry], violations: &mut Vec<RosterViolation>) {
    for (i, a) in roster.iter().enumerate() {
        let id = a.sticker.identity();
        if let Some(b) = roster[..i].iter().find(|b| b.sticker.identity() == id) {
            violations.push(RosterViolation::DuplicateSticker {
                at: i,
                first: b.label(),
                second: a.label(),
                letters: skill_letters(&id),
            });
        }
    }
}

fn check_standard(
    roster: &[RosterEntry],
    standard: &[Sticker],
    violations: &mut Vec<RosterViolation>,
) {
    let mut missing: Vec<Vec<Skill>> = standard.iter().map(Sticker::identity).collect();
    let mut extra = Vec::new();
    for entry in roster {
        let id = entry.sticker.identity();
        match missing.iter().position(|m| *m == id) {
            Some(at) => {
                missing.swap_remove(at);
            }
            None => extra.push(format!("{} {}", entry.label(), skill_letters(&id))),
        }
    }
    if !missing.is_empty() || !extra.is_empty() {
        violations.push(RosterViolation::NotStandard {
            missing: missing.iter().map(|m| skill_letters(m)).collect(),
            extra,
        });
    }
}

#[cfg(test)]
mod tests;
