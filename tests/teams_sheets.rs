//! Printable sheets: the SVG is true to scale (a wrap measures 3.77 cm x 3.2 cm at 100%) and
//! the 300 dpi PNG draws the same page.

use hexkick_rules::roster::Sticker;
use hexkick_teams::colour::skill_colour;
use hexkick_teams::sheet::layout::{
    STICKER_DIAMETER_MM, WRAP_HEIGHT_MM, WRAP_WIDTH_MM, sticker_centre, wrap_origin,
};
use hexkick_teams::sheet::{SHEET_DPI, sheet_png, sheet_svg};
use hexkick_teams::shipped::shipped_teams;
use hexkick_teams::team::StripKind;
use std::collections::HashMap;

/// Every element `<name ...>` of the document with its attributes.
fn elements<'a>(svg: &'a str, name: &str) -> Vec<HashMap<&'a str, &'a str>> {
    let open = format!("<{name} ");
    svg.match_indices(&open)
        .map(|(at, _)| {
            let rest = &svg[at + open.len()..];
            let end = rest.find('>').expect("element closes");
            let mut attrs = HashMap::new();
            let mut text = &rest[..end];
            while let Some(eq) = text.find("=\"") {
                let key = text[..eq].trim();
                let value_end = text[eq + 2..].find('"').expect("attribute closes");
                attrs.insert(key, &text[eq + 2..eq + 2 + value_end]);
                text = &text[eq + 3 + value_end..];
            }
            attrs
        })
        .collect()
}

/// The elements `<name ...>` of the document whose class is `class`, in document order.
fn tagged<'a>(svg: &'a str, name: &str, class: &str) -> Vec<HashMap<&'a str, &'a str>> {
    elements(svg, name)
        .into_iter()
        .filter(|e| e.get("class") == Some(&class))
        .collect()
}

/// A sheet PNG decoded: A4 at 300 dpi, read by millimetres.
struct Page {
    rgb: Vec<u8>,
    dims: Option<png::PixelDimensions>,
}

impl Page {
    fn decode(bytes: Vec<u8>) -> Page {
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().expect("png header");
        let info = reader.info();
        assert_eq!((info.width, info.height), (2480, 3508), "A4 at 300 dpi");
        let dims = info.pixel_dims;
        let mut rgb = vec![0; reader.output_buffer_size()];
        reader.next_frame(&mut rgb).expect("pixels");
        Page { rgb, dims }
    }

    fn px_per_mm() -> f64 {
        f64::from(SHEET_DPI) / 25.4
    }

    /// The colour at a point of the page, in mm from its top-left corner.
    fn at(&self, x_mm: f64, y_mm: f64) -> [u8; 3] {
        let k = Self::px_per_mm();
        let (x, y) = ((x_mm * k) as usize, (y_mm * k) as usize);
        let i = (y * 2480 + x) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

fn number(attrs: &HashMap<&str, &str>, key: &str) -> f64 {
    attrs[key].parse().expect("a number")
}

#[test]
fn svg_page_is_a4_in_millimetres_and_a_wrap_measures_3_77_by_3_2_cm() {
    let team = &shipped_teams()[0];
    let svg = sheet_svg(team, StripKind::Home);
    let root = &elements(&svg, "svg")[0];
    assert_eq!(root["width"], "210mm");
    assert_eq!(root["height"], "297mm");
    assert_eq!(root["viewBox"], "0 0 210 297", "1 user unit = 1 mm");
    let wraps = tagged(&svg, "rect", "wrap");
    assert_eq!(wraps.len(), 16);
    for wrap in &wraps {
        let (w_cm, h_cm) = (number(wrap, "width") / 10.0, number(wrap, "height") / 10.0);
        assert_eq!(
            format!("{w_cm:.2} x {h_cm:.1}"),
            "3.77 x 3.2",
            "{:?}",
            wrap["id"]
        );
        assert!((w_cm * 10.0 - std::f64::consts::PI * 12.0).abs() < 0.001);
        let (x, y) = (number(wrap, "x"), number(wrap, "y"));
        assert!(x >= 5.0 && x + w_cm * 10.0 <= 205.0 && y >= 5.0 && y + 32.0 <= 292.0);
    }
    let bar = elements(&svg, "rect")
        .into_iter()
        .find(|r| r.get("id") == Some(&"scale-bar"))
        .expect("scale bar");
    assert_eq!(bar["width"], "100");
    let rings: Vec<_> = elements(&svg, "circle")
        .into_iter()
        .filter(|c| c.get("fill") == Some(&"none"))
        .collect();
    assert_eq!(rings.len(), 16, "one cut ring per sticker");
    for ring in rings {
        let inner = number(&ring, "r") - number(&ring, "stroke-width") / 2.0;
        assert!(
            (inner * 2.0 - 12.0).abs() < 0.001,
            "sticker is 12 mm across"
        );
    }
    for player in team.players() {
        assert!(svg.contains(&format!(">{}</text>", player.name.as_str().to_uppercase())));
    }
}

#[test]
fn png_is_the_same_page_at_300_dpi() {
    let team = &shipped_teams()[4];
    let page = Page::decode(sheet_png(team, StripKind::Home).expect("png"));
    let dims = page.dims.expect("pHYs");
    assert_eq!((dims.xppu, dims.unit), (11811, png::Unit::Meter));
    let px_per_mm = Page::px_per_mm();
    let at = |x_mm: f64, y_mm: f64| page.at(x_mm, y_mm);
    let strip = team.strip(StripKind::Home);
    let shorts = [strip.shorts.r, strip.shorts.g, strip.shorts.b];
    let (ox, oy) = wrap_origin(0);
    let row_y = oy + 23.0;
    let span = (0..2480)
        .filter(|&x| {
            let x_mm = (f64::from(x) + 0.5) / px_per_mm;
            (ox - 2.0..ox + WRAP_WIDTH_MM + 2.0).contains(&x_mm) && at(x_mm, row_y) == shorts
        })
        .count();
    let measured_mm = span as f64 / px_per_mm;
    assert!(
        (measured_mm - WRAP_WIDTH_MM).abs() < 0.2,
        "shorts span {measured_mm} mm"
    );
    let socks = [strip.socks.r, strip.socks.g, strip.socks.b];
    assert_eq!(at(ox + 1.0, oy + WRAP_HEIGHT_MM - 0.5), socks);
    assert_eq!(
        at(ox + 1.0, oy + WRAP_HEIGHT_MM + 0.5),
        [255, 255, 255],
        "below the wrap"
    );
    let Sticker::Edition2024(first) = &team.players()[0].sticker else {
        panic!("2024 team");
    };
    let colour = skill_colour(first.sections()[0]);
    let centre = (105.0 - 3.5 * 20.0, 192.0);
    assert_eq!(
        at(centre.0 + 1.5, centre.1 - 4.8),
        [colour.r, colour.g, colour.b],
        "first section at one o'clock"
    );
}

/// Every shipped team (2024 and Classic), both strips: the SVG holds 16 wraps of 37.7 x 32 mm
/// in the grid, each with its player's number and name, and 16 stickers of 12 mm, tagged in
/// squad order at their places.
#[test]
fn every_sheet_holds_all_16_wraps_and_stickers_at_true_size() {
    for team in shipped_teams() {
        for kind in [StripKind::Home, StripKind::Away] {
            let svg = sheet_svg(&team, kind);
            let what = format!("{} {}", team.name(), kind.name());
            let wraps = tagged(&svg, "rect", "wrap");
            assert_eq!(wraps.len(), 16, "{what}");
            for (i, wrap) in wraps.iter().enumerate() {
                assert_eq!(wrap["id"], format!("wrap-{}", i + 1), "{what}");
                let (w, h) = (number(wrap, "width"), number(wrap, "height"));
                assert!((w - WRAP_WIDTH_MM).abs() < 0.01 && (h - WRAP_HEIGHT_MM).abs() < 0.01);
                let (ox, oy) = wrap_origin(i);
                assert!((number(wrap, "x") - ox).abs() < 0.01, "{what} wrap {i}");
                assert!((number(wrap, "y") - oy).abs() < 0.01, "{what} wrap {i}");
            }
            let stickers = tagged(&svg, "circle", "sticker");
            assert_eq!(stickers.len(), 16, "{what}");
            for (i, ring) in stickers.iter().enumerate() {
                assert_eq!(ring["id"], format!("sticker-{}", i + 1), "{what}");
                let (cx, cy) = sticker_centre(i);
                assert!((number(ring, "cx") - cx).abs() < 0.01, "{what} sticker {i}");
                assert!((number(ring, "cy") - cy).abs() < 0.01, "{what} sticker {i}");
                let inner = number(ring, "r") - number(ring, "stroke-width") / 2.0;
                assert!((inner * 2.0 - STICKER_DIAMETER_MM).abs() < 0.001, "{what}");
            }
            for player in team.players() {
                let name = player.name.as_str().to_uppercase();
                assert!(svg.contains(&format!(">{name}</text>")), "{what}: {name}");
                assert!(
                    svg.contains(&format!(">#{}</text>", player.number.0)),
                    "{what}: sticker label #{}",
                    player.number.0
                );
            }
        }
    }
}

/// The PNG draws every wrap and sticker: each wrap's socks band in the strip's sock colour and
/// each sticker's first section (one o'clock) in its skill's colour, for a 2024 and a Classic
/// team.
#[test]
fn every_png_wrap_and_sticker_is_painted() {
    let teams = shipped_teams();
    let classic = teams
        .iter()
        .find(|t| t.edition() == hexkick_rules::rules::Edition::Classic)
        .expect("a shipped Classic team");
    for team in [&teams[0], classic] {
        let page = Page::decode(sheet_png(team, StripKind::Away).expect("png"));
        let at = |x_mm: f64, y_mm: f64| page.at(x_mm, y_mm);
        let socks = team.strip(StripKind::Away).socks;
        for (i, player) in team.players().iter().enumerate() {
            let (ox, oy) = wrap_origin(i);
            assert_eq!(
                at(ox + WRAP_WIDTH_MM / 2.0, oy + WRAP_HEIGHT_MM - 0.5),
                [socks.r, socks.g, socks.b],
                "{} wrap {i}",
                team.name()
            );
            let (cx, cy) = sticker_centre(i);
            let first = skill_colour(player.sticker.skills()[0]);
            let slots = match player.sticker {
                Sticker::Edition2024(_) => 4.0,
                Sticker::Classic(_) => 5.0,
            };
            let angle = (180.0_f64 / slots).to_radians() * 0.5;
            let r = STICKER_DIAMETER_MM / 2.0 * 0.92;
            let (x, y) = (cx + r * angle.sin(), cy - r * angle.cos());
            assert_eq!(
                at(x, y),
                [first.r, first.g, first.b],
                "{} sticker {i} first section",
                team.name()
            );
        }
    }
}
