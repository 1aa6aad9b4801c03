//! Printable sheets: the SVG is true to scale (a wrap measures 3.77 cm x 3.2 cm at 100%) and
//! the 300 dpi PNG draws the same page.

use hexkick::core::roster::Sticker;
use hexkick::teams::colour::skill_colour;
use hexkick::teams::sheet::layout::{WRAP_HEIGHT_MM, WRAP_WIDTH_MM, wrap_origin};
use hexkick::teams::sheet::{SHEET_DPI, sheet_png, sheet_svg};
use hexkick::teams::shipped::shipped_teams;
use hexkick::teams::team::StripKind;
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
    let wraps: Vec<_> = elements(&svg, "rect")
        .into_iter()
        .filter(|r| r.get("class") == Some(&"wrap"))
        .collect();
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
    let bytes = sheet_png(team, StripKind::Home).expect("png");
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("png header");
    let info = reader.info();
    assert_eq!((info.width, info.height), (2480, 3508), "A4 at 300 dpi");
    let dims = info.pixel_dims.expect("pHYs");
    assert_eq!((dims.xppu, dims.unit), (11811, png::Unit::Meter));
    let mut rgb = vec![0; reader.output_buffer_size()];
    reader.next_frame(&mut rgb).expect("pixels");
    let px_per_mm = f64::from(SHEET_DPI) / 25.4;
    let at = |x_mm: f64, y_mm: f64| {
        let (x, y) = ((x_mm * px_per_mm) as usize, (y_mm * px_per_mm) as usize);
        let i = (y * 2480 + x) * 3;
        [rgb[i], rgb[i + 1], rgb[i + 2]]
    };
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
