//! The Competitions slot's payload: [`Competitions`] from the rules core, versioned here.

use super::Versioned;
use hexkick_rules::competition::Competitions;

impl Versioned for Competitions {}

#[cfg(test)]
mod tests {
    use crate::{MemoryStore, Saves, Slot};
    use hexkick_rules::competition::{Competition, Competitions};
    use hexkick_rules::rules::RuleSet;
    use hexkick_rules::squad::Squad;

    #[test]
    fn competition_records_are_saved_and_loaded() {
        let mut saves = Saves::new(MemoryStore::default());
        let (empty, notice) = saves.load_or_default::<Competitions>(Slot::Competitions);
        assert!(empty.list.is_empty() && notice.is_none());
        let squad = |name: &str| Squad {
            name: name.to_string(),
            ..Squad::standard_base()
        };
        let cup = Competition::new("Cup", RuleSet::default(), vec![squad("A"), squad("B")])
            .expect("valid");
        let records = Competitions { list: vec![cup] };
        saves.save(Slot::Competitions, &records).expect("saved");
        let (loaded, notice) = saves.load_or_default::<Competitions>(Slot::Competitions);
        assert_eq!((loaded, notice.is_none()), (records, true));
    }
}
