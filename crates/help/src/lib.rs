//! The rules reference: every rule of the game in plain words, by topic, with the editions
//! and levels it belongs to, and a search over titles and texts. Pure data and text matching
//! (no drawing, no match state): the rules screen draws it, and the match table names the
//! topic that applies to the question asked now (`play::help`).
//!
//! The texts are written from the rulebooks (`/work/shared/rules/`) and RULES.md, which
//! cites each section; they live in `topics.rs`, one entry per [`TopicId`], in English, the
//! keys of their French in the i18n catalogue ([`Topic::title`] and [`Topic::body`] give them
//! in the language shown).

mod topics;

use hexkick_i18n::tr;

/// A topic of the rules reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TopicId {
    /// The coin toss, the starting line-up and the kick-off.
    KickOff,
    /// PHASE 1: the three attacking moves and how the ball is struck.
    Phase1,
    /// The Calculation of Distance and its ties.
    Cod,
    /// Short and long passes, and the long ball out of everyone's reach.
    LongPass,
    /// Losing the ball in PHASE 1: the counter-attack.
    CounterAttack,
    /// A ball resting across a cell line.
    BallOnLine,
    /// PHASE 2: the attackers move.
    Phase2,
    /// PHASE 3: the defenders move, the allowance and the quick round.
    Phase3,
    /// Entering the cell of the player on the ball.
    EnteringBallCell,
    /// The tackle.
    Tackle,
    /// The sliding tackle against a one-touch shot or cross.
    SlidingTackle,
    /// The dribble duel (a drive past an opponent).
    Dribble,
    /// Pressing in midfield.
    Pressing,
    /// Fouls, cards, free kicks and penalties.
    Fouls,
    /// Declaring and taking a shot; goals.
    Shots,
    /// The goalkeeper against a shot: the bar or positioning.
    Keeper,
    /// Crosses and headers.
    CrossHeader,
    /// The throw-in.
    ThrowIn,
    /// Re-positioning for corners, goal kicks, free kicks and penalties; the wall.
    Restarts,
    /// Offside.
    Offside,
    /// The referee and the time.
    Time,
    /// Substitutions.
    Substitutions,
    /// The base skills by colour.
    Skills,
    /// The advanced skills of COMPLETE (two or three sections of a colour, grey, black).
    AdvancedSkills,
    /// TOURNAMENT: injuries, fatigue, suspensions, referee, weather, VAR, home advantage.
    Tournament,
    /// How the Classic edition differs.
    Classic,
}

/// An edition and level a rule belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    /// 2024 edition, BASE rules.
    Base,
    /// 2024 edition, COMPLETE rules.
    Complete,
    /// 2024 edition, TOURNAMENT rules.
    Tournament,
    /// The Classic edition's main rules.
    Classic,
    /// The Classic edition's PRO rules.
    Pro,
}

impl Scope {
    /// The label shown on a topic: the rulebooks' own names, in the language shown.
    pub fn label(self) -> &'static str {
        match self {
            Scope::Base => "2024 BASE",
            Scope::Complete => tr("COMPLETE"),
            Scope::Tournament => tr("TOURNAMENT"),
            Scope::Classic => "Classic",
            Scope::Pro => "PRO",
        }
    }
}

/// Every 2024 level and Classic: a rule of BASE kept by every rulebook.
pub const EVERYWHERE: &[Scope] = &[
    Scope::Base,
    Scope::Complete,
    Scope::Tournament,
    Scope::Classic,
];
/// 2024 COMPLETE and TOURNAMENT, and Classic (whose main rules have the duels).
pub const DUELS: &[Scope] = &[Scope::Complete, Scope::Tournament, Scope::Classic];

/// One topic: its title, its text (2 to 5 sentences) and the editions and levels it belongs
/// to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Topic {
    /// Which topic.
    pub id: TopicId,
    /// Its title in English (the i18n key).
    pub title: &'static str,
    /// The rule in plain words, in English (the i18n key).
    pub body: &'static str,
    /// Where it applies.
    pub scopes: &'static [Scope],
}

impl Topic {
    /// Its title in the language shown.
    pub fn title(&self) -> &'static str {
        tr(self.title)
    }

    /// Its text in the language shown.
    pub fn body(&self) -> &'static str {
        tr(self.body)
    }

    /// "2024 BASE · COMPLETE · TOURNAMENT · Classic": where the rule applies, in one line.
    pub fn scope_line(&self) -> String {
        self.scopes
            .iter()
            .map(|s| s.label())
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// Every topic, in the reference's order (the order of a match).
pub fn all() -> &'static [Topic] {
    topics::TOPICS
}

/// The topic `id`.
pub fn topic(id: TopicId) -> &'static Topic {
    all()
        .iter()
        .find(|t| t.id == id)
        .expect("every topic id has its text")
}

/// The topics whose title or text holds every word of `query` (case and accents ignored),
/// in the language shown or in English, in the reference's order, the ones matching in their
/// title first. An empty query finds every topic.
pub fn search(query: &str) -> Vec<TopicId> {
    let words: Vec<String> = fold(query).split_whitespace().map(str::to_string).collect();
    let holds = |text: &str| {
        let text = fold(text);
        words.iter().all(|w| text.contains(w.as_str()))
    };
    let mut in_title = Vec::new();
    let mut in_body = Vec::new();
    for t in all() {
        if holds(t.title) || holds(t.title()) {
            in_title.push(t.id);
        } else if holds(&format!(
            "{} {} {} {}",
            t.title,
            t.body,
            t.title(),
            t.body()
        )) {
            in_body.push(t.id);
        }
    }
    in_title.extend(in_body);
    in_title
}

/// `text` in lower case without accents and with hyphens as spaces, so "hors-jeu" finds
/// "Hors-jeu" and "arret" finds "ARRÊT".
pub fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            '-' | '\'' | '’' => ' ',
            c => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_topic_has_a_title_a_text_of_two_to_five_sentences_and_a_scope() {
        let mut seen = std::collections::HashSet::new();
        for t in all() {
            assert!(seen.insert(t.id), "{:?} twice", t.id);
            assert!(!t.title.is_empty() && !t.scopes.is_empty(), "{:?}", t.id);
            let sentences = t.body.matches(". ").count() + 1;
            assert!(
                (2..=7).contains(&sentences) && t.body.ends_with('.'),
                "{:?}: {sentences} sentences",
                t.id
            );
            assert_eq!(topic(t.id), t);
        }
        assert_eq!(seen.len(), 26);
    }

    #[test]
    fn search_finds_offside_and_ignores_case_and_accents() {
        assert_eq!(search("offside").first(), Some(&TopicId::Offside));
        assert_eq!(search("OFFSIDE").first(), Some(&TopicId::Offside));
        assert!(search("tackle").contains(&TopicId::Tackle));
        assert!(search("sliding tackle").contains(&TopicId::SlidingTackle));
        assert_eq!(search("").len(), all().len());
        assert!(search("zzzz no such rule").is_empty());
        assert_eq!(fold("Hors-jeu ARRÊT"), "hors jeu arret");
    }

    #[test]
    fn in_french_the_reference_speaks_the_rulebooks_words_and_search_finds_hors_jeu() {
        hexkick_i18n::with_lang(hexkick_i18n::Lang::Fr, || {
            assert_eq!(search("hors-jeu").first(), Some(&TopicId::Offside));
            assert_eq!(search("HORS JEU").first(), Some(&TopicId::Offside));
            assert_eq!(search("offside").first(), Some(&TopicId::Offside));
            assert!(search("tacle glissé").contains(&TopicId::SlidingTackle));
            assert_eq!(
                topic(TopicId::Cod).title(),
                "Le Calcul de la Distance (CdD)"
            );
            assert_eq!(topic(TopicId::Tournament).scope_line(), "TOURNOI");
            for t in all() {
                // "Pressing" is French too.
                if t.id != TopicId::Pressing {
                    assert_ne!(t.title(), t.title, "{:?} has no French title", t.id);
                }
                assert_ne!(t.body(), t.body, "{:?} has no French text", t.id);
            }
        });
    }

    #[test]
    fn topics_say_where_they_apply() {
        assert_eq!(
            topic(TopicId::Phase1).scope_line(),
            "2024 BASE · COMPLETE · TOURNAMENT · Classic"
        );
        assert_eq!(topic(TopicId::Tournament).scope_line(), "TOURNAMENT");
        assert!(topic(TopicId::Classic).scopes.contains(&Scope::Pro));
    }
}
