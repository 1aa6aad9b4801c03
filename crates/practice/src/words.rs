//! A try and a record in the player's language: "Hit! 1.2 cm off", "Best: 92 (1.2 cm)".

use super::bests::{Best, Record};
use super::judge::{Miss, Try};
use hexkick_i18n::{tr, trf};
use hexkick_rules::squad::PlayerId;

/// A distance in centimetres to one decimal, in the current language: "1.2 cm", "1,2 cm".
pub fn centimetres(cm: f32) -> String {
    let tenths = (cm.max(0.0) * 10.0).round() as u64;
    trf(
        "{0}.{1} cm",
        &[&(tenths / 10).to_string(), &(tenths % 10).to_string()],
    )
}

/// What the try did: "Hit! 1.2 cm off", "Hit! Dead on target" (less than 0.05 cm off: not
/// "0.0 cm off") or "Missed: 8.4 cm off".
pub fn verdict(done: &Try) -> String {
    let off = centimetres(done.off_cm);
    if done.hit && done.off_cm < 0.05 {
        tr("Hit! Dead on target").to_string()
    } else if done.hit {
        trf("Hit! {0} off", &[&off])
    } else {
        trf("Missed: {0} off", &[&off])
    }
}

/// Why the try missed, in a sentence ("It touched Blue 5."); `name` says a player's name.
pub fn miss(why: Miss, name: impl Fn(PlayerId) -> String) -> String {
    match why {
        Miss::Touched(p) => trf("It touched {0}.", &[&name(p)]),
        Miss::Out => tr("It went out of play.").to_string(),
        Miss::Short => tr("It stopped short.").to_string(),
        Miss::Astray => tr("It went astray.").to_string(),
    }
}

/// The try's score: "Score: 92".
pub fn score(done: &Try) -> String {
    trf("Score: {0}", &[&done.score.to_string()])
}

/// A best in a few words: "92 (1.2 cm)".
fn best(best: Best) -> String {
    format!("{} ({})", best.score, centimetres(best.off_cm()))
}

/// The personal best line: "Best: 92 (1.2 cm)", or "No best yet".
pub fn best_line(record: &Record) -> String {
    match record.best {
        Some(b) => trf("Best: {0}", &[&best(b)]),
        None => tr("No best yet").to_string(),
    }
}

/// Hits and tries: "Hits: 3 of 7".
pub fn tally(record: &Record) -> String {
    trf(
        "Hits: {0} of {1}",
        &[&record.hits.to_string(), &record.tries.to_string()],
    )
}

/// Said when a try beats the best.
pub fn new_best() -> &'static str {
    tr("New personal best!")
}
