//! `hexkick storage-torture bench [--count N] [--filler BYTES]`: how long a save in the save
//! folder keeps its caller waiting when it is written at once (the new file written and
//! flushed to disk, the renames, the folder flushed). Prints one figure line; the game's own
//! saves go through the background writer (`hexkick bench saves`).

use std::io::{self, Write};
use std::time::Instant;

use super::{SaveLoop, TortureRecord};
use hexkick_storage::Saves;
use hexkick_storage::slot::Slot;

/// Saves `options.count` records of `options.filler` bytes (200 when no count is given) and
/// prints their times; returns the exit code.
pub(super) fn run(saves: &mut Saves, options: &SaveLoop, out: &mut dyn Write) -> io::Result<i32> {
    let count = options.count.unwrap_or(200).max(1);
    let mut millis = Vec::new();
    for seq in options.start..options.start + count {
        let record = TortureRecord::new(seq, options.filler);
        let started = Instant::now();
        if let Err(err) = saves.save(Slot::Match, &record) {
            writeln!(out, "error: {err}")?;
            return Ok(1);
        }
        millis.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    writeln!(out, "{}", figures(options.filler, &mut millis))?;
    Ok(0)
}

/// The figure line of the times `millis` (in milliseconds) of saves with `filler` bytes.
fn figures(filler: usize, millis: &mut [f64]) -> String {
    millis.sort_by(f64::total_cmp);
    let n = millis.len();
    let mean = millis.iter().sum::<f64>() / n.max(1) as f64;
    let at = |share: usize| millis.get((n * share / 100).min(n.saturating_sub(1)));
    let ms = |v: Option<&f64>| format!("{:.2} ms", v.copied().unwrap_or(0.0));
    format!(
        "bench: {n} saves with {filler} bytes of filler: mean {mean:.2} ms, median {}, p95 {}, worst {}",
        ms(at(50)),
        ms(at(95)),
        ms(millis.last()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figure_line_reads_the_times() {
        let mut times: Vec<f64> = (1..=20).rev().map(f64::from).collect();
        assert_eq!(
            figures(4096, &mut times),
            "bench: 20 saves with 4096 bytes of filler: mean 10.50 ms, median 11.00 ms, \
             p95 20.00 ms, worst 20.00 ms"
        );
    }
}
