//! The team studio: the teams you own, the strip editor, the sticker editor, import and export.

pub mod editor;
