//! Words broken into lines that fit a width: the headline, the event log and the note under
//! the board wrap instead of being cut.

/// `text` broken at spaces into lines no wider than `width` as measured by `width_of` (a
/// single word wider than `width`, such as a file's path, is cut after a `/` or, failing
/// that, anywhere).
pub fn wrap(text: &str, width: f32, width_of: impl Fn(&str) -> f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if width_of(word) > width {
            lines.extend((!line.is_empty()).then(|| std::mem::take(&mut line)));
            let mut pieces = cut_word(word, width, &width_of);
            line = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
            continue;
        }
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

/// `word` cut into pieces no wider than `width`: after its last `/` that fits, else before
/// the character that does not fit.
fn cut_word(word: &str, width: f32, width_of: &impl Fn(&str) -> f32) -> Vec<String> {
    let mut pieces = Vec::new();
    let mut piece = String::new();
    for c in word.chars() {
        piece.push(c);
        if width_of(&piece) <= width || piece.chars().count() == 1 {
            continue;
        }
        piece.pop();
        let cut = match piece.rfind('/') {
            Some(at) if at + 1 < piece.len() => at + 1,
            _ => piece.len(),
        };
        let rest = piece.split_off(cut);
        pieces.push(std::mem::replace(&mut piece, rest));
        piece.push(c);
    }
    pieces.push(piece);
    pieces
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
    use super::{last_lines, wrap};

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
    fn a_path_wider_than_the_line_is_cut_after_a_slash() {
        let text = "It was kept as /home/player/share/hexkick/match.save.corrupt-1. Done.";
        let lines = wrap(text, 200.0, width_of);
        assert!(lines.iter().all(|l| width_of(l) <= 200.0), "{lines:?}");
        assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
        assert_eq!(
            lines[1..3],
            ["/home/player/share/", "hexkick/"],
            "{lines:?}"
        );
        let word = "x".repeat(45);
        assert_eq!(wrap(&word, 200.0, width_of).concat(), word);
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
