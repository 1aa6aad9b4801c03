//! The pegs' tops drawn from a sheet of pictures: each peg's sticker ring, jersey, rim and
//! number painted once into a render target (again only when the size, the strips, the
//! players or their usable skills change),
//! then every frame all the pegs are one batch of textured squares instead of a few hundred
//! shapes and glyphs (measured with `--bench-frames`: about 2 ms a frame of software GL).
//!
//! The sheet holds premultiplied colours: painted with an "over" blend that keeps the alpha
//! of the rim's soft outer edge, and drawn with a blend that takes that into account, so a
//! peg from the sheet looks as a peg drawn directly.

use super::layer_cache::paint_into;
use super::peg_sticker::PegFace;
use super::pieces::{draw_peg_top, draw_peg_under, peg_radius_cm, peg_rim_px};
use super::view::PitchView;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_teams::strip::Strip as TeamStrip;
use macroquad::material::{
    Material, MaterialParams, gl_use_default_material, gl_use_material, load_material,
};
use macroquad::miniquad::{BlendFactor, BlendState, BlendValue, Equation, PipelineParams};
use macroquad::prelude::{
    Color, DrawTextureParams, FilterMode, Rect, RenderTarget, ShaderSource, Vec2, WHITE,
    draw_texture_ex, render_target, screen_dpi_scale, vec2,
};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Pictures per row of the sheet.
const COLUMNS: usize = 8;
/// Room round a peg's disc in its square, physical pixels (the rim's outer half).
const MARGIN_PX: f32 = 3.0;

const VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
attribute vec4 color0;
varying lowp vec2 uv;
varying lowp vec4 color;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    color = color0 / 255.0;
    uv = texcoord;
}"#;

const FRAGMENT: &str = r#"#version 100
varying lowp vec4 color;
varying lowp vec2 uv;
uniform sampler2D Texture;
void main() {
    gl_FragColor = color * texture2D(Texture, uv);
}"#;

/// One peg to draw: who, where, how brightly he flashes (0..=1).
pub type PegToDraw = (PlayerId, PitchPoint, f32);

/// The sheet and what it was painted for.
#[derive(Default)]
pub struct PegSprites {
    sheet: Option<RenderTarget>,
    key: Option<u64>,
    /// Each player's square on the sheet, in texture pixels.
    slots: Vec<(PlayerId, Rect)>,
    materials: Option<[Material; 2]>,
    failed: bool,
    /// The side whose pegs are drawn turned half a turn (table mode: the away coach reads
    /// his numbers from across the table).
    turned: Option<Side>,
}

impl PegSprites {
    /// Draws `side`'s pegs turned half a turn (their numbers read from the far end), or none.
    pub fn turn_side(&mut self, side: Option<Side>) {
        self.turned = side;
    }

    /// Draws the pegs (shadows and glows first, then the tops) in `strips` (home, away) with
    /// the sticker `face` gives each; false when this GL cannot (the caller then draws them
    /// shape by shape).
    pub fn draw(
        &mut self,
        view: &PitchView,
        pegs: &[PegToDraw],
        strips: [&TeamStrip; 2],
        face: impl Fn(PlayerId) -> Option<PegFace>,
    ) -> bool {
        if self.materials.is_none() && !self.failed {
            self.materials = load_materials();
            self.failed = self.materials.is_none();
        }
        let Some([paint, blit]) = &self.materials else {
            return false;
        };
        let dpi = screen_dpi_scale().clamp(0.25, 8.0);
        let r_px = view.px(peg_radius_cm(view));
        let rim_px = peg_rim_px(view);
        let mut h = DefaultHasher::new();
        [dpi, r_px, rim_px].map(f32::to_bits).hash(&mut h);
        strips.hash(&mut h);
        crate::ui::palette::current().hash(&mut h);
        for (id, _, _) in pegs {
            (id, face(*id)).hash(&mut h);
        }
        let key = h.finish();
        if self.key != Some(key) || self.sheet.is_none() {
            let ids: Vec<(PlayerId, Option<PegFace>)> =
                pegs.iter().map(|(id, _, _)| (*id, face(*id))).collect();
            let (sheet, slots) = paint_sheet(&ids, r_px, rim_px, dpi, strips, paint);
            self.sheet = Some(sheet);
            self.slots = slots;
            self.key = Some(key);
        }
        let Some(sheet) = &self.sheet else {
            return false;
        };
        for (_, at, flash) in pegs {
            draw_peg_under(view, *at, *flash);
        }
        gl_use_material(blit);
        for (id, at, _) in pegs {
            self.draw_top(sheet, view, *id, *at, dpi);
        }
        gl_use_default_material();
        true
    }

    /// Draws one more peg from the sheet as it is (the peg in the finger, over everything);
    /// false when he is not on it.
    pub fn draw_again(&self, view: &PitchView, (id, at, flash): PegToDraw) -> bool {
        let (Some(sheet), Some([_, blit])) = (&self.sheet, &self.materials) else {
            return false;
        };
        if !self.slots.iter().any(|(p, _)| *p == id) {
            return false;
        }
        draw_peg_under(view, at, flash);
        gl_use_material(blit);
        self.draw_top(sheet, view, id, at, screen_dpi_scale().clamp(0.25, 8.0));
        gl_use_default_material();
        true
    }

    /// One peg's picture centred on his place, on whole physical pixels (copied texel for
    /// pixel).
    fn draw_top(
        &self,
        sheet: &RenderTarget,
        view: &PitchView,
        id: PlayerId,
        at: PitchPoint,
        dpi: f32,
    ) {
        let Some((_, source)) = self.slots.iter().find(|(p, _)| *p == id) else {
            return;
        };
        let c = view.to_screen(at);
        let x = (c.x * dpi - source.w / 2.0).round() / dpi;
        let y = (c.y * dpi - source.h / 2.0).round() / dpi;
        draw_texture_ex(
            &sheet.texture,
            x,
            y,
            WHITE,
            DrawTextureParams {
                dest_size: Some(vec2(source.w / dpi, source.h / dpi)),
                source: Some(*source),
                rotation: if self.turned == Some(id.side) {
                    std::f32::consts::PI
                } else {
                    0.0
                },
                ..Default::default()
            },
        );
    }
}

/// Paints every player's top into a new sheet; returns it with each player's square.
fn paint_sheet(
    ids: &[(PlayerId, Option<PegFace>)],
    r_px: f32,
    rim_px: f32,
    dpi: f32,
    strips: [&TeamStrip; 2],
    material: &Material,
) -> (RenderTarget, Vec<(PlayerId, Rect)>) {
    let square = (2.0 * (r_px + rim_px) * dpi + 2.0 * MARGIN_PX).ceil();
    let rows = ids.len().div_ceil(COLUMNS).max(1);
    let (w, h) = (square * COLUMNS as f32, square * rows as f32);
    let sheet = render_target(w as u32, h as u32);
    sheet.texture.set_filter(FilterMode::Nearest);
    let slots: Vec<(PlayerId, Rect)> = ids
        .iter()
        .enumerate()
        .map(|(k, (id, _))| {
            let (col, row) = ((k % COLUMNS) as f32, (k / COLUMNS) as f32);
            (*id, Rect::new(col * square, row * square, square, square))
        })
        .collect();
    let area = Rect::new(0.0, 0.0, w / dpi, h / dpi);
    paint_into(&sheet, area, true, Color::new(0.0, 0.0, 0.0, 0.0), || {
        gl_use_material(material);
        for ((id, slot), (_, face)) in slots.iter().zip(ids) {
            let centre = Vec2::new((slot.x + slot.w / 2.0) / dpi, (slot.y + slot.h / 2.0) / dpi);
            let strip = match id.side {
                Side::Home => strips[0],
                Side::Away => strips[1],
            };
            draw_peg_top(centre, r_px, rim_px, id.number, strip, face.as_ref());
        }
        gl_use_default_material();
    });
    (sheet, slots)
}

/// The painting material (colour over, alpha accumulated: premultiplied pictures) and the
/// drawing one (premultiplied over); `None` if the platform refuses either.
fn load_materials() -> Option<[Material; 2]> {
    let alpha = BlendState::new(
        Equation::Add,
        BlendFactor::One,
        BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
    );
    let material = |color_source: BlendFactor| {
        load_material(
            ShaderSource::Glsl {
                vertex: VERTEX,
                fragment: FRAGMENT,
            },
            MaterialParams {
                pipeline_params: PipelineParams {
                    color_blend: Some(BlendState::new(
                        Equation::Add,
                        color_source,
                        BlendFactor::OneMinusValue(BlendValue::SourceAlpha),
                    )),
                    alpha_blend: Some(alpha),
                    ..Default::default()
                },
                ..Default::default()
            },
        )
        .ok()
    };
    Some([
        material(BlendFactor::Value(BlendValue::SourceAlpha))?,
        material(BlendFactor::One)?,
    ])
}
