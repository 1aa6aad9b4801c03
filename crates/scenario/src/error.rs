//! Why a scenario could not be read or run.

use hexkick_rules::error::RuleError;
use hexkick_rules::state::SetupError;

/// Why a scenario could not be run at all (a failed expectation is a [`Report`](crate::Report) failure
/// instead).
#[derive(Debug)]
pub enum ScenarioError {
    /// A file or folder could not be read.
    Read {
        /// The path, as shown.
        path: String,
        /// Whether it is a folder (the message says "the folder").
        folder: bool,
        /// Why.
        error: std::io::Error,
    },
    /// The file is not one the runner reads (too large, not a regular file, not UTF-8): the
    /// bounded reader's message.
    Input(hexkick_storage::bounded::InputError),
    /// The JSON does not fit the scenario format.
    Format {
        /// The field's path ("." for the whole file).
        field: String,
        /// What is wrong.
        message: String,
    },
    /// A value the runner reads itself is not understood.
    Value {
        /// What it is ("phase", "rest", "out", "kick").
        field: &'static str,
        /// What is wrong, starting with the field when the message names it.
        message: String,
    },
    /// The set-up is not a position the rules accept.
    Setup(SetupError),
    /// A command cannot be understood.
    Command {
        /// Its index in `commands`.
        index: usize,
        /// Why.
        error: Box<ScenarioError>,
    },
    /// A command was refused by the rules (only when the position is wanted, not the report).
    Refused {
        /// Its index in `commands`.
        index: usize,
        /// The rule that refused it.
        error: RuleError,
    },
    /// An error in a named file.
    InFile {
        /// The file's path or name.
        path: String,
        /// The error.
        error: Box<ScenarioError>,
    },
}

impl ScenarioError {
    pub(crate) fn value(field: &'static str, message: String) -> ScenarioError {
        ScenarioError::Value { field, message }
    }

    /// This error in the file `path`.
    pub fn in_file(self, path: impl Into<String>) -> ScenarioError {
        ScenarioError::InFile {
            path: path.into(),
            error: Box::new(self),
        }
    }
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScenarioError::Read {
                path,
                folder: true,
                error,
            } => write!(f, "{path}: cannot read the folder: {error}"),
            ScenarioError::Read { path, error, .. } => write!(f, "{path}: cannot read: {error}"),
            ScenarioError::Input(e) => e.fmt(f),
            ScenarioError::Format { field, message } if field == "." => {
                write!(f, "bad scenario: {message}")
            }
            ScenarioError::Format { field, message } => {
                write!(f, "bad scenario: field {field}: {message}")
            }
            ScenarioError::Value { message, .. } => f.write_str(message),
            ScenarioError::Setup(e) => write!(f, "setup: {e}"),
            ScenarioError::Command { index, error } => write!(f, "commands[{index}]: {error}"),
            ScenarioError::Refused { index, error } => {
                write!(f, "commands[{index}] was refused: {error}")
            }
            ScenarioError::InFile { path, error } => write!(f, "{path}: {error}"),
        }
    }
}

impl std::error::Error for ScenarioError {}
