//! Characters that hide themselves: bidirectional controls that reorder what follows them,
//! zero-width and other invisible characters, line and paragraph separators. Team text refuses
//! them ([`super::text`]); messages that quote text escape them ([`escaped`]), so a refusal
//! stays one visible line.
//!
//! Emoji are allowed, as they always were, and so are the invisible characters that are part
//! of how some text is written: a zero-width joiner inside an emoji sequence (👩‍💻) or, like
//! the zero-width non-joiner, between two letters of a script whose letters join (Persian,
//! Sinhala, Devanagari ...); a variation selector right after a character it selects a form
//! of (❤️, a keycap, a CJK ideograph's variant); the tag characters of a flag's tag sequence
//! (🏴 and its subdivision, such as Scotland's). Anywhere else they are refused.

use hexkick_i18n::tr_key;

/// The zero-width non-joiner.
const ZWNJ: char = '\u{200C}';
/// The zero-width joiner.
const ZWJ: char = '\u{200D}';
/// The waving black flag that starts a flag's tag sequence.
const BLACK_FLAG: char = '\u{1F3F4}';
/// The tag that ends a tag sequence.
const CANCEL_TAG: char = '\u{E007F}';

/// Unicode's default-ignorable code points (DerivedCoreProperties.txt,
/// `Default_Ignorable_Code_Point`): drawn as nothing unless a font knows better. It holds
/// every bidirectional control (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069),
/// the zero-width characters, the soft hyphen, U+FEFF, the variation selectors, the Hangul
/// fillers and the tag characters.
fn default_ignorable(c: char) -> bool {
    matches!(
        u32::from(c),
        0x00AD
            | 0x034F
            | 0x061C
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0xFFF0..=0xFFF8
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}

/// A character that may hide itself somewhere: default-ignorable, the interlinear annotation
/// controls, or a line or paragraph separator (which cuts a line of output in two).
fn may_hide(c: char) -> bool {
    default_ignorable(c) || matches!(c, '\u{2028}' | '\u{2029}' | '\u{FFF9}'..='\u{FFFB}')
}

/// A variation selector (it picks how the character before it is drawn).
fn variation_selector(c: char) -> bool {
    matches!(u32::from(c), 0x180B..=0x180D | 0x180F | 0xFE00..=0xFE0F | 0xE0100..=0xE01EF)
}

/// Whether the variation selector `selector` picks a form of `base` (Unicode's variation
/// sequences): text or emoji style after an emoji or a keycap's digit, `#` or `*`; a
/// standardized or ideographic variant after a CJK ideograph, a mathematical operator or a
/// Myanmar letter; a Mongolian free variation selector after a Mongolian letter. Anywhere
/// else it selects nothing and is only hidden.
fn selects(selector: char, base: char) -> bool {
    let base_code = u32::from(base);
    match u32::from(selector) {
        0xFE0E | 0xFE0F => pictographic(base) || base.is_ascii_digit() || matches!(base, '#' | '*'),
        0x180B..=0x180D | 0x180F => (0x1820..=0x18AF).contains(&base_code),
        _ => matches!(
            base_code,
            0x1000..=0x109F
                | 0x2200..=0x22FF
                | 0x2A00..=0x2AFF
                | 0x3400..=0x4DBF
                | 0x4E00..=0x9FFF
                | 0xF900..=0xFAFF
                | 0x20000..=0x3FFFF
        ),
    }
}

/// A tag character (U+E0000 to U+E007F).
fn tag(c: char) -> bool {
    matches!(u32::from(c), 0xE0000..=0xE007F)
}

/// A character drawn as itself, that a selector or a joiner can follow.
fn visible(c: char) -> bool {
    !c.is_whitespace() && !c.is_control() && !may_hide(c)
}

/// A pictographic character (roughly Unicode's `Extended_Pictographic`): an emoji.
fn pictographic(c: char) -> bool {
    let code = u32::from(c);
    let skin_tone = (0x1F3FB..=0x1F3FF).contains(&code);
    let regional_indicator = (0x1F1E6..=0x1F1FF).contains(&code);
    matches!(
        code,
        0x00A9
            | 0x00AE
            | 0x203C
            | 0x2049
            | 0x2122
            | 0x2139
            | 0x2194..=0x21AA
            | 0x231A..=0x23FF
            | 0x24C2
            | 0x25AA..=0x25FE
            | 0x2600..=0x27BF
            | 0x2934..=0x2935
            | 0x2B05..=0x2B55
            | 0x3030
            | 0x303D
            | 0x3297
            | 0x3299
            | 0x1F000..=0x1FAFF
            | 0x1FC00..=0x1FFFD
    ) && !skin_tone
        && !regional_indicator
}

/// A letter or mark of a script whose letters join or form conjuncts, where a joiner or a
/// non-joiner changes how the text is drawn: Arabic, Syriac, Thaana, N'Ko (and the Arabic
/// presentation forms), the Indic scripts from Devanagari to Sinhala, Tibetan, Myanmar,
/// Khmer and Mongolian.
fn joining_script(c: char) -> bool {
    visible(c)
        && matches!(
            u32::from(c),
            0x0600..=0x08FF
                | 0x0900..=0x0DFF
                | 0x0F00..=0x0FFF
                | 0x1000..=0x109F
                | 0x1780..=0x18AF
                | 0xFB50..=0xFDFF
                | 0xFE70..=0xFEFE
        )
}

/// A zero-width joiner inside an emoji sequence: an emoji before it (past its variation
/// selector or skin tone) and one after it.
fn joins_emoji(chars: &[char], at: usize) -> bool {
    let before = chars[..at]
        .iter()
        .rev()
        .find(|&&c| !variation_selector(c) && !(0x1F3FB..=0x1F3FF).contains(&u32::from(c)));
    before.is_some_and(|&c| pictographic(c)) && chars.get(at + 1).is_some_and(|&c| pictographic(c))
}

/// A tag character inside a flag's tag sequence: the black flag, 3 to 6 tag digits or small
/// letters (a region and its subdivision), then the cancel tag.
fn in_flag_tags(chars: &[char], at: usize) -> bool {
    let start = chars[..at]
        .iter()
        .rposition(|&c| !tag(c))
        .map_or(0, |i| i + 1);
    let end = chars[at..]
        .iter()
        .position(|&c| !tag(c))
        .map_or(chars.len(), |i| at + i);
    let Some((&last, spec)) = chars[start..end].split_last() else {
        return false;
    };
    let spec_tag = |c: &char| matches!(u32::from(*c), 0xE0030..=0xE0039 | 0xE0061..=0xE007A);
    start > 0
        && chars[start - 1] == BLACK_FLAG
        && last == CANCEL_TAG
        && (3..=6).contains(&spec.len())
        && spec.iter().all(spec_tag)
}

/// Whether the character at `at` hides itself where it stands (see the module's words for
/// the places where an invisible character belongs).
fn hides(chars: &[char], at: usize) -> bool {
    let c = chars[at];
    if !may_hide(c) {
        return false;
    }
    let before = at.checked_sub(1).map(|i| chars[i]);
    let after = chars.get(at + 1).copied();
    let between_joining_letters =
        before.is_some_and(joining_script) && after.is_some_and(joining_script);
    let in_place = match c {
        ZWJ => joins_emoji(chars, at) || between_joining_letters,
        ZWNJ => between_joining_letters,
        c if variation_selector(c) => before.is_some_and(|base| selects(c, base)),
        c if tag(c) => in_flag_tags(chars, at),
        _ => false,
    };
    !in_place
}

/// The first character of `text` that hides itself where it stands, if any.
pub fn first_hidden(text: &str) -> Option<char> {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len())
        .find(|&at| hides(&chars, at))
        .map(|at| chars[at])
}

/// Whether `c` is drawn as blank space: whitespace, or the blank Braille pattern (U+2800),
/// which fonts draw as nothing.
pub fn blank(c: char) -> bool {
    c.is_whitespace() || c == '\u{2800}'
}

/// The English name of a character that may hide itself (translated with `tr`).
pub fn hidden_name(c: char) -> &'static str {
    match c {
        '\u{00AD}' => tr_key("soft hyphen"),
        '\u{061C}' => tr_key("Arabic letter mark"),
        '\u{180E}' => tr_key("Mongolian vowel separator"),
        '\u{200B}' => tr_key("zero-width space"),
        ZWNJ => tr_key("zero-width non-joiner"),
        ZWJ => tr_key("zero-width joiner"),
        '\u{200E}' => tr_key("left-to-right mark"),
        '\u{200F}' => tr_key("right-to-left mark"),
        '\u{2028}' => tr_key("line separator"),
        '\u{2029}' => tr_key("paragraph separator"),
        '\u{202A}' => tr_key("left-to-right embedding"),
        '\u{202B}' => tr_key("right-to-left embedding"),
        '\u{202C}' => tr_key("pop directional formatting"),
        '\u{202D}' => tr_key("left-to-right override"),
        '\u{202E}' => tr_key("right-to-left override"),
        '\u{2060}' => tr_key("word joiner"),
        '\u{2066}' => tr_key("left-to-right isolate"),
        '\u{2067}' => tr_key("right-to-left isolate"),
        '\u{2068}' => tr_key("first strong isolate"),
        '\u{2069}' => tr_key("pop directional isolate"),
        '\u{FEFF}' => tr_key("byte order mark"),
        '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' => tr_key("Hangul filler"),
        c if variation_selector(c) => tr_key("variation selector"),
        c if tag(c) => tr_key("tag character"),
        _ => tr_key("invisible character"),
    }
}

/// `text` with every control character and every character that may hide itself written as
/// `\u{...}`, so quoted text shows what it holds and stays on one line.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() || may_hide(c) {
            out.push_str(&format!("\\u{{{:04X}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emoji_sequences_and_joining_scripts_keep_their_invisible_characters() {
        for fine in [
            "👩\u{200D}💻 FC",
            "🏳\u{FE0F}\u{200D}🌈",
            "👩🏽\u{200D}💻",
            "❤\u{FE0F}\u{200D}🔥",
            "🧑\u{200D}🤝\u{200D}🧑",
            "❤\u{FE0F}",
            "1\u{FE0F}\u{20E3}",
            "\u{845B}\u{E0100}",
            "\u{2268}\u{FE00}",
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} United",
            "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}",
            "\u{0DC1}\u{0DCA}\u{200D}\u{0DBB}\u{0DD3}",
            "Ærøskøbing",
            "Zoë Ōtsuka 李",
        ] {
            assert_eq!(first_hidden(fine), None, "{}", escaped(fine));
        }
    }

    #[test]
    fn invisible_characters_out_of_place_are_found() {
        for (bad, found) in [
            ("Har\u{200D}bour", ZWJ),
            ("Har\u{200C}bour", ZWNJ),
            ("\u{200D}👩", ZWJ),
            ("👩\u{200D}", ZWJ),
            ("\u{FE0F}A", '\u{FE0F}'),
            ("A \u{FE0F}", '\u{FE0F}'),
            ("AB\u{FE0F}CD", '\u{FE0F}'),
            ("AB\u{E0100}", '\u{E0100}'),
            ("A\u{FE0F}\u{FE0F}", '\u{FE0F}'),
            ("A\u{E0067}\u{E007F}", '\u{E0067}'),
            ("🏴\u{E0067}\u{E0062}", '\u{E0067}'),
            ("🏴\u{E0041}\u{E0042}\u{E0043}\u{E007F}", '\u{E0041}'),
            ("\u{3164}", '\u{3164}'),
            ("a\u{034F}b", '\u{034F}'),
        ] {
            assert_eq!(first_hidden(bad), Some(found), "{}", escaped(bad));
        }
    }

    #[test]
    fn escaping_shows_what_hides_and_keeps_one_line() {
        assert_eq!(
            escaped("a\u{202E}b\nc\u{2028}d é"),
            "a\\u{202E}b\\u{000A}c\\u{2028}d é"
        );
    }
}
