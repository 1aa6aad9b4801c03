//! The team template's name and version: the two fields every template and share code
//! carries, in a module of their own so the readers and the problems can name them.

/// The value of the `format` field.
pub const FORMAT_NAME: &str = "hexkick-team";
/// The template version this build writes and reads.
pub const TEMPLATE_VERSION: u64 = 1;
