//! Teams: strips and badges, the sticker catalogue, team templates and share codes, the
//! kick-off clash check, printable sheets for real pegs, and the library of teams you own.
//!
//! A [`team::Team`] is always valid (16 players, a legal roster for its edition, one dark and
//! one light strip); templates and share codes import all or nothing.

pub mod advice;
pub mod base64url;
pub mod catalogue;
pub mod clash;
pub mod colour;
pub mod compact;
pub mod format;
pub mod hidden;
mod json_keys;
pub mod library;
pub mod palette;
pub mod problem;
mod problem_words;
pub mod saved;
pub mod share;
pub mod sheet;
pub mod shipped;
pub mod standard;
pub mod strip;
pub mod team;
pub mod template;
pub mod text;
pub mod vision;
