//! The peg card's picture: laid out once when it opens (text measured and wrapped, the
//! sticker placed), then drawn as it is every frame it stays open. The sticker is the
//! studio's ([`sticker_scene`], the printed one) shown large, so its letters read whatever
//! the size of the pegs on the board.

use super::render::board_rect;
use crate::input::ScreenPoint;
use crate::ui::fonts::UiText;
use crate::ui::palette::skill_colour;
use crate::ui::peg_sticker::{PegFace, draw_sticker_ring};
use crate::ui::scene_draw::{Placement, color, draw_scene};
use crate::ui::view::PitchView;
use crate::ui::widgets::TEXT;
use hexkick_i18n::{tr, trf};
use hexkick_rules::squad::{Skill, SkillSet};
use hexkick_table::PegCard;
use hexkick_teams::sheet::layout::sticker_scene;
use hexkick_teams::sheet::scene::Scene;
use macroquad::prelude::{
    Color, Rect, Vec2, draw_circle_lines, draw_rectangle, draw_rectangle_lines,
};

/// The card's background and edge.
const BACK: Color = Color::new(0.04, 0.08, 0.05, 0.96);
const EDGE: Color = Color::new(0.95, 0.85, 0.3, 1.0);
/// Secondary text (the rule set, the facts).
const DIM: Color = Color::new(0.78, 0.82, 0.78, 1.0);
/// Room inside the card's edge, logical pixels.
const PAD: f32 = 10.0;
/// The widest card, logical pixels.
const MAX_WIDTH: f32 = 470.0;
/// The smallest text the card shrinks to before it cuts lines.
const MIN_TEXT: f32 = 12.0;

/// The mark ending a card cut short.
const MORE: &str = "…";

/// One text line of the card.
struct TextLine {
    text: String,
    at: Vec2,
    size: f32,
    colour: Color,
}

/// A skill's colour chip with its letter.
struct Chip {
    rect: Rect,
    skill: Skill,
}

/// How the sticker is shown.
enum Picture {
    /// The printed sticker.
    Printed(Box<Scene>, Placement),
    /// The sections alone (a sticker the edition would not print).
    Ring(Vec2, f32, PegFace),
}

/// The card laid out for the screen.
pub(super) struct CardLayout {
    /// The peg the card is about, ringed on the board (logical pixels, centre and radius).
    peg: Option<(ScreenPoint, f32)>,
    panel: Rect,
    picture: Picture,
    lines: Vec<TextLine>,
    chips: Vec<Chip>,
}

impl CardLayout {
    /// Lays `card` out in the board's part of the window, beside the peg at `anchor`.
    pub(super) fn new(card: &PegCard, view: &PitchView, anchor: Option<ScreenPoint>) -> Self {
        let board = board_rect(view);
        let width = (board.w - 2.0 * PAD).min(MAX_WIDTH);
        let room = board.h - 2.0 * PAD;
        let mut scale = 1.0;
        loop {
            let mut layout = Self::at_scale(card, width, scale);
            let ring = view.px(crate::ui::pieces::peg_radius_cm(view)) + 4.0;
            layout.peg = anchor.map(|a| (a, ring));
            let fits = layout.panel.h <= room;
            if fits || 15.0 * (scale - 0.1) < MIN_TEXT {
                if !fits {
                    layout.cut_to(room);
                }
                layout.place(board, view.portrait, anchor);
                return layout;
            }
            scale -= 0.1;
        }
    }

    /// The card at the origin, text `scale` times its full size.
    fn at_scale(card: &PegCard, width: f32, scale: f32) -> Self {
        let (title, body) = (19.0 * scale, 15.0 * scale);
        let pic = (84.0 * scale).max(64.0);
        let picture = picture(card, Rect::new(PAD, PAD, pic, pic));
        let mut lines = Vec::new();
        let mut chips = Vec::new();
        let text_x = PAD + pic + PAD;
        let mut y = PAD;
        let mut say = |text: String, x: f32, y: &mut f32, size: f32, colour: Color| {
            for line in wrap_px(&text, size, width - x - PAD) {
                *y += size * 1.25;
                lines.push(TextLine {
                    text: line,
                    at: Vec2::new(x, *y - size * 0.3),
                    size,
                    colour,
                });
            }
        };
        let name = if card.name.is_empty() {
            card.label.clone()
        } else {
            format!("#{} {}", card.player.number.0, card.name)
        };
        say(name, text_x, &mut y, title, TEXT);
        say(
            trf("{0} · Skills in {1}", &[&card.label, card.rules]),
            text_x,
            &mut y,
            body,
            DIM,
        );
        say(card.facts.join(" · "), text_x, &mut y, body, DIM);
        if let Some(d) = card.duel {
            let n = [d.dribbling, d.marking, d.tackling, d.ball_defence].map(|n| n.to_string());
            let words = trf(
                "Duel numbers: dribbling {0}, marking {1}, tackling {2}, ball defence {3}",
                &[&n[0], &n[1], &n[2], &n[3]],
            );
            say(words, text_x, &mut y, body, DIM);
        }
        y = y.max(PAD + pic) + PAD * 0.5;
        if card.skills.is_empty() {
            say(
                tr("No skill sections.").to_string(),
                PAD,
                &mut y,
                body,
                TEXT,
            );
        }
        let chip = body * 1.3;
        for skill in &card.skills {
            y += PAD * 0.4;
            chips.push(Chip {
                rect: Rect::new(PAD, y + 2.0, chip, chip),
                skill: skill.skill,
            });
            let title_text = if skill.sections > 1 {
                format!("{} x{}", skill.title, skill.sections)
            } else {
                skill.title.to_string()
            };
            say(title_text, PAD + chip + 6.0, &mut y, body * 1.07, TEXT);
            for effect in &skill.effects {
                say(format!("• {effect}"), PAD + chip + 6.0, &mut y, body, DIM);
            }
        }
        let panel = Rect::new(0.0, 0.0, width, y + PAD);
        CardLayout {
            peg: None,
            panel,
            picture,
            lines,
            chips,
        }
    }

    /// Drops the lines that do not fit in `room`, ending on a mark that more was cut.
    fn cut_to(&mut self, room: f32) {
        let last = room - PAD;
        self.lines.retain(|l| l.at.y <= last);
        self.chips.retain(|c| c.rect.y + c.rect.h <= last);
        if let Some(l) = self.lines.last_mut() {
            l.text.push_str(MORE);
        }
        self.panel.h = room;
    }

    /// Moves the card from the origin to its place: beside the peg (landscape) or across the
    /// half of the board away from him (portrait), always inside the board.
    fn place(&mut self, board: Rect, portrait: bool, anchor: Option<ScreenPoint>) {
        let (w, h) = (self.panel.w, self.panel.h);
        let a = anchor.unwrap_or(ScreenPoint::new(board.x + board.w / 2.0, board.y));
        let (x, y) = if portrait {
            let top = a.y > board.y + board.h / 2.0;
            let y = if top {
                board.y + PAD
            } else {
                board.y + board.h - h - PAD
            };
            (board.x + (board.w - w) / 2.0, y)
        } else {
            let gap = 28.0;
            let right = a.x + gap + w <= board.x + board.w - PAD;
            let x = if right { a.x + gap } else { a.x - gap - w };
            (x, a.y - h / 2.0)
        };
        let x = x.clamp(
            board.x + PAD,
            (board.x + board.w - w - PAD).max(board.x + PAD),
        );
        let y = y.clamp(
            board.y + PAD,
            (board.y + board.h - h - PAD).max(board.y + PAD),
        );
        let d = Vec2::new(x, y);
        self.panel.x += x;
        self.panel.y += y;
        for l in &mut self.lines {
            l.at += d;
        }
        for c in &mut self.chips {
            c.rect.x += x;
            c.rect.y += y;
        }
        match &mut self.picture {
            Picture::Printed(_, p) => {
                p.x += x;
                p.y += y;
            }
            Picture::Ring(c, _, _) => *c += d,
        }
    }

    /// Each text line with its size and the room it has to the card's right edge (for the
    /// layout report).
    pub(super) fn texts(&self) -> impl Iterator<Item = (&str, f32, f32)> {
        let right = self.panel.x + self.panel.w - PAD;
        (self.lines.iter()).map(move |l| (l.text.as_str(), l.size, right - l.at.x))
    }

    /// How many text lines the card shows.
    pub(super) fn line_count(&self) -> usize {
        self.lines.len()
    }

    /// Draws the card as laid out.
    pub(super) fn draw(&self) {
        if let Some((c, r)) = self.peg {
            draw_circle_lines(c.x, c.y, r, 3.0, EDGE);
        }
        let p = self.panel;
        draw_rectangle(p.x, p.y, p.w, p.h, BACK);
        draw_rectangle_lines(p.x, p.y, p.w, p.h, 2.0, EDGE);
        match &self.picture {
            Picture::Printed(scene, at) => draw_scene(scene, *at),
            Picture::Ring(c, r, face) => draw_sticker_ring(*c, r * 0.45, *r, face),
        }
        for chip in &self.chips {
            let r = chip.rect;
            let fill = skill_colour(chip.skill);
            draw_rectangle(r.x, r.y, r.w, r.h, color(fill));
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 1.0, DIM);
            crate::ui::widgets::centred_text(
                &chip.skill.letter().to_string(),
                r.x + r.w / 2.0,
                r.y + r.h / 2.0,
                r.h * 0.8,
                color(fill.contrasting_ink()),
            );
        }
        for l in &self.lines {
            UiText::new(l.size).draw(&l.text, l.at.x, l.at.y, l.colour);
        }
    }
}

/// The sticker's picture in `r`: the printed one, or the ring of its sections.
fn picture(card: &PegCard, r: Rect) -> Picture {
    match &card.sticker {
        Some(sticker) => {
            let scene = sticker_scene(sticker);
            let at = Placement::fit(&scene, r.x, r.y, r.w, r.h);
            Picture::Printed(Box::new(scene), at)
        }
        None => {
            let usable: Vec<Skill> = card
                .skills
                .iter()
                .flat_map(|s| std::iter::repeat_n(s.skill, usize::from(s.usable)))
                .collect();
            let face = PegFace {
                sticker: SkillSet::of(&card.sections),
                usable: SkillSet::of(&usable),
                slots: card.slots as u8,
            };
            Picture::Ring(Vec2::new(r.x + r.w / 2.0, r.y + r.h / 2.0), r.w / 2.0, face)
        }
    }
}

/// `text` cut into lines no wider than `width` logical pixels at `size`, at spaces.
fn wrap_px(text: &str, size: f32, width: f32) -> Vec<String> {
    let ui = UiText::new(size);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let tried = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && ui.width(&tried) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = tried;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
