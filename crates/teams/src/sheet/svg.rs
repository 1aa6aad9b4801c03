//! Writes a [`Scene`] as SVG in millimetres: `width="210mm" height="297mm"` with a matching
//! viewBox, so one user unit is one millimetre and the print is true to scale.

use super::font::{CAP_HEIGHT_EM, text_width};
use super::scene::{Anchor, Scene, Shape};
use std::fmt::Write;

/// The fonts asked for: DejaVu Sans Bold, whose widths laid the text out (`textLength` holds
/// another font to them).
const FONT_FAMILY: &str = "DejaVu Sans, Arial, Helvetica, sans-serif";

/// A number in mm with at most three decimals.
fn mm(v: f64) -> String {
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

fn escape(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control())
        .map(|c| match c {
            '&' => "&amp;".to_string(),
            '<' => "&lt;".to_string(),
            '>' => "&gt;".to_string(),
            '"' => "&quot;".to_string(),
            '\'' => "&apos;".to_string(),
            c => c.to_string(),
        })
        .collect()
}

/// The scene as an SVG document.
pub fn to_svg(scene: &Scene) -> String {
    let mut out = String::new();
    let (w, h) = (mm(scene.width), mm(scene.height));
    let _ = writeln!(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    let _ = writeln!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}mm\" height=\"{h}mm\" viewBox=\"0 0 {w} {h}\">"
    );
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>"
    );
    for item in &scene.items {
        let tag = item
            .tag
            .as_ref()
            .map(|(id, class)| format!(" id=\"{}\" class=\"{class}\"", escape(id)))
            .unwrap_or_default();
        let fill = item.fill;
        let line = match &item.shape {
            Shape::Rect { x, y, w, h } => format!(
                "<rect{tag} x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"/>",
                mm(*x),
                mm(*y),
                mm(*w),
                mm(*h)
            ),
            Shape::Polygon(points) => {
                let pts: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("{},{}", mm(*x), mm(*y)))
                    .collect();
                format!(
                    "<polygon{tag} points=\"{}\" fill=\"{fill}\"/>",
                    pts.join(" ")
                )
            }
            Shape::Circle { c, r } => format!(
                "<circle{tag} cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\"/>",
                mm(c.0),
                mm(c.1),
                mm(*r)
            ),
            Shape::Ring { c, inner, outer } => format!(
                "<circle{tag} cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{fill}\" stroke-width=\"{}\"/>",
                mm(c.0),
                mm(c.1),
                mm((inner + outer) / 2.0),
                mm(outer - inner)
            ),
            Shape::Sector { c, r, from, to } => {
                let at = |deg: f64| {
                    let a = deg.to_radians();
                    (c.0 + r * a.sin(), c.1 - r * a.cos())
                };
                let (start, end) = (at(*from), at(*to));
                let large = if to - from > 180.0 { 1 } else { 0 };
                format!(
                    "<path{tag} d=\"M {} {} L {} {} A {r} {r} 0 {large} 1 {} {} Z\" fill=\"{fill}\"/>",
                    mm(c.0),
                    mm(c.1),
                    mm(start.0),
                    mm(start.1),
                    mm(end.0),
                    mm(end.1),
                    r = mm(*r)
                )
            }
            Shape::Text {
                at,
                size,
                text,
                anchor,
            } => {
                let anchor = match anchor {
                    Anchor::Start => "start",
                    Anchor::Middle => "middle",
                };
                format!(
                    "<text{tag} x=\"{}\" y=\"{}\" font-family=\"{FONT_FAMILY}\" font-weight=\"bold\" font-size=\"{}\" text-anchor=\"{anchor}\" textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\" fill=\"{fill}\">{}</text>",
                    mm(at.0),
                    mm(at.1 + size / 2.0),
                    mm(size / CAP_HEIGHT_EM),
                    mm(text_width(text, *size)),
                    escape(text)
                )
            }
        };
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_text_are_clean() {
        assert_eq!(mm(37.699_111), "37.699");
        assert_eq!(mm(32.0), "32");
        assert_eq!(mm(-0.0001), "0");
        assert_eq!(escape("A&B <\"x\">\u{7}"), "A&amp;B &lt;&quot;x&quot;&gt;");
    }
}
