//! Versioned payloads and the migration chain that brings any earlier schema up to date.
//!
//! A payload type says how to upgrade each old schema by one step. Adding a schema version is
//! one function appended to [`Versioned::MIGRATIONS`]:
//!
//! ```
//! use hexkick::storage::{Migration, MigrationError, Versioned};
//! use serde::{Deserialize, Serialize};
//! use serde_json::Value;
//!
//! /// Schema 2 renamed `volume` (0-10) to `sound` (0.0-1.0).
//! #[derive(Serialize, Deserialize)]
//! struct Settings {
//!     sound: f32,
//! }
//!
//! fn v1_to_v2(mut v: Value) -> Result<Value, MigrationError> {
//!     let obj = v.as_object_mut().ok_or(MigrationError::new("settings are not an object"))?;
//!     let volume = obj.remove("volume").and_then(|x| x.as_f64()).unwrap_or(10.0);
//!     obj.insert("sound".into(), (volume / 10.0).into());
//!     Ok(v)
//! }
//!
//! impl Versioned for Settings {
//!     const MIGRATIONS: &'static [Migration] = &[v1_to_v2];
//! }
//! assert_eq!(hexkick::storage::current_schema::<Settings>(), 2);
//! ```

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::notice::Reason;

/// Why a migration step could not upgrade a payload.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MigrationError(pub String);

impl MigrationError {
    /// A migration failure described in `words`.
    pub fn new(words: impl Into<String>) -> Self {
        Self(words.into())
    }
}

impl fmt::Display for MigrationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One upgrade step: the JSON of schema `n` in, the JSON of schema `n + 1` out.
pub type Migration = fn(Value) -> Result<Value, MigrationError>;

/// A type that can be saved in a slot. Its schema version is `MIGRATIONS.len() + 1`.
pub trait Versioned: Serialize + DeserializeOwned {
    /// Upgrade steps, oldest first: `MIGRATIONS[i]` turns schema `i + 1` into schema `i + 2`.
    /// Never remove or reorder a step; append one each time the saved shape changes.
    const MIGRATIONS: &'static [Migration] = &[];
}

/// The schema version `T` writes today.
pub fn current_schema<T: Versioned>() -> u32 {
    u32::try_from(T::MIGRATIONS.len()).map_or(u32::MAX, |steps| steps.saturating_add(1))
}

/// Brings `value`, saved at schema `found`, up to `T`'s current schema and decodes it.
pub fn upgrade<T: Versioned>(found: u32, mut value: Value) -> Result<T, Reason> {
    let current = current_schema::<T>();
    if found > current {
        return Err(Reason::Newer {
            found,
            supported: current,
        });
    }
    let first_step = found.saturating_sub(1) as usize;
    for (i, step) in T::MIGRATIONS.iter().enumerate().skip(first_step) {
        value = step(value).map_err(|err| {
            Reason::DoesNotFit(format!("upgrading from version {} failed: {err}", i + 1))
        })?;
    }
    serde_json::from_value(value).map_err(|err| Reason::DoesNotFit(err.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    /// Schema 1: `{"name"}`; 2: adds `goals`; 3: `name` becomes `names` (a list).
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Record {
        names: Vec<String>,
        goals: u32,
    }

    fn add_goals(mut v: Value) -> Result<Value, MigrationError> {
        let obj = v
            .as_object_mut()
            .ok_or(MigrationError::new("not an object"))?;
        obj.insert("goals".into(), json!(0));
        Ok(v)
    }

    fn name_to_list(mut v: Value) -> Result<Value, MigrationError> {
        let obj = v
            .as_object_mut()
            .ok_or(MigrationError::new("not an object"))?;
        let name = obj.remove("name").ok_or(MigrationError::new("no name"))?;
        obj.insert("names".into(), json!([name]));
        Ok(v)
    }

    impl Versioned for Record {
        const MIGRATIONS: &'static [Migration] = &[add_goals, name_to_list];
    }

    #[test]
    fn every_earlier_schema_reaches_the_current_one() {
        assert_eq!(current_schema::<Record>(), 3);
        let want = Record {
            names: vec!["Kim".into()],
            goals: 0,
        };
        assert_eq!(upgrade::<Record>(1, json!({"name": "Kim"})), Ok(want));
        let from_two = upgrade::<Record>(2, json!({"name": "Kim", "goals": 4}));
        assert_eq!(from_two.map(|r| r.goals), Ok(4));
        let current = upgrade::<Record>(3, json!({"names": ["A", "B"], "goals": 1}));
        assert_eq!(current.map(|r| r.names.len()), Ok(2));
    }

    #[test]
    fn a_newer_schema_is_refused() {
        assert_eq!(
            upgrade::<Record>(4, json!({})),
            Err(Reason::Newer {
                found: 4,
                supported: 3
            })
        );
    }

    #[test]
    fn a_failing_step_says_which() {
        let err = upgrade::<Record>(2, json!({"goals": 1})).map(|_| ());
        assert_eq!(
            err,
            Err(Reason::DoesNotFit(
                "upgrading from version 2 failed: no name".into()
            ))
        );
        let wrong_shape = upgrade::<Record>(3, json!({"names": 5, "goals": 1}));
        assert!(matches!(wrong_shape, Err(Reason::DoesNotFit(_))));
    }
}
