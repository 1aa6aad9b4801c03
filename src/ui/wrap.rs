//! Words broken into lines that fit a width: the headline, the event log and the note under
//! the board wrap instead of being cut.

/// `text` broken at spaces into lines no wider than `width` as measured by `width_of` (a
/// single word wider than `width` keeps a line of its own).
pub fn wrap(text: &str, width: f32, width_of: impl Fn(&str) -> f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if line.is_empty() {
            line.push_str(word);
            continue;
        }
        let before = line.len();
        line.push(' ');
        line.push_str(word);
        if width_of(&line) > width {
            line.truncate(before);
            lines.push(std::mem::replace(&mut line, word.to_string()));
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The last `count` display lines of `entries`, each entry wrapped to `width` (an entry's
/// continuation lines are indented by two spaces so entries stay apart).
pub fn last_lines(
    entries: &[String],
    count: usize,
    width: f32,
    width_of: impl Fn(&str) -> f32,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for entry in entries.iter().rev() {
        if out.len() >= count {
            break;
        }
        let mut lines = wrap(entry, width, &width_of);
        for l in lines.iter_mut().skip(1) {
            l.insert_str(0, "  ");
        }
        for l in lines.into_iter().rev() {
            out.push(l);
        }
    }
    out.truncate(count);
    out.reverse();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn width_of(t: &str) -> f32 {
        t.chars().count() as f32 * 10.0
    }

    #[test]
    fn a_long_line_wraps_at_spaces_and_loses_no_word() {
        let text = "Home 9 tackles (4): misses and the ball stays with Away 4";
        let lines = wrap(text, 200.0, width_of);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(lines.iter().all(|l| width_of(l) <= 200.0), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("", 100.0, width_of), vec![String::new()]);
    }

    #[test]
    fn the_log_shows_the_newest_wrapped_lines() {
        let entries = vec![
            "old line".to_string(),
            "a much longer line that must wrap".to_string(),
        ];
        let shown = last_lines(&entries, 4, 150.0, width_of);
        assert_eq!(shown.len(), 4, "{shown:?}");
        assert_eq!(shown[0], "old line");
        assert_eq!(shown[1], "a much longer");
        assert!(
            shown[2].starts_with("  ") && shown[3].starts_with("  "),
            "{shown:?}"
        );
        let one = last_lines(&entries, 1, 150.0, width_of);
        assert_eq!(one.len(), 1);
        assert!(one[0].ends_with("wrap"), "{one:?}");
    }
}
