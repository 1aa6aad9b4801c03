//! Draws a static layer once into a render target and then reuses the picture every frame,
//! redrawing it only when the window size or DPI changes.

use super::view::PitchView;
use macroquad::material::{
    Material, MaterialParams, gl_use_default_material, gl_use_material, load_material,
};
use macroquad::prelude::{
    Camera2D, Color, DrawTextureParams, FilterMode, Rect, RenderTarget, ShaderSource, WHITE,
    clear_background, draw_texture_ex, render_target, screen_dpi_scale, set_camera,
    set_default_camera, vec2,
};

/// A cached picture of a static layer, copied to the screen without blending (the layer is
/// opaque and covers the window, so a software rasteriser need not read the screen back).
#[derive(Default)]
pub struct LayerCache {
    target: Option<RenderTarget>,
    key: Option<(u32, u32, PitchViewKey)>,
    opaque: Option<Material>,
    opaque_failed: bool,
}

const BLIT_VERTEX: &str = r#"#version 100
attribute vec3 position;
attribute vec2 texcoord;
varying lowp vec2 uv;
uniform mat4 Model;
uniform mat4 Projection;
void main() {
    gl_Position = Projection * Model * vec4(position, 1);
    uv = texcoord;
}"#;

const BLIT_FRAGMENT: &str = r#"#version 100
varying lowp vec2 uv;
uniform sampler2D Texture;
void main() {
    gl_FragColor = texture2D(Texture, uv);
}"#;

#[derive(Clone, Copy, PartialEq)]
struct PitchViewKey(u32, u32, u32, bool);

impl LayerCache {
    /// An empty cache: the first [`LayerCache::draw`] paints the layer.
    pub fn new() -> Self {
        Self::default()
    }

    /// Draws the cached layer for `view`, painting it with `paint` first if it is missing or
    /// the view changed.
    pub fn draw(&mut self, view: &PitchView, background: Color, paint: impl FnOnce(&PitchView)) {
        let dpi = screen_dpi_scale().clamp(0.25, 8.0);
        let (w, h) = view.screen;
        let width = (w * dpi).round().clamp(1.0, 16384.0) as u32;
        let height = (h * dpi).round().clamp(1.0, 16384.0) as u32;
        let view_key = PitchViewKey(
            view.px_per_cm.to_bits(),
            view.centre.x.to_bits(),
            view.centre.y.to_bits(),
            view.portrait,
        );
        let key = Some((width, height, view_key));
        if self.key != key || self.target.is_none() {
            // No MSAA: on a software rasteriser it makes the first frame a second slower
            // (measured with `--bench-frames`: 0.1-0.25 s without, 0.6-1.5 s with).
            let target = render_target(width, height);
            // The picture is copied pixel for pixel: nearest sampling is exact and cheapest.
            target.texture.set_filter(FilterMode::Nearest);
            let mut camera = Camera2D::from_display_rect(Rect::new(0.0, 0.0, w, h));
            // A render target's rows run bottom-up: paint it upside down so that drawing the
            // texture the normal way shows it upright.
            camera.zoom.y = -camera.zoom.y;
            camera.render_target = Some(target.clone());
            set_camera(&camera);
            clear_background(background);
            paint(view);
            set_default_camera();
            self.target = Some(target);
            self.key = key;
        }
        if self.opaque.is_none() && !self.opaque_failed {
            self.opaque = load_opaque_material();
            self.opaque_failed = self.opaque.is_none();
        }
        if let Some(material) = &self.opaque {
            gl_use_material(material);
        }
        if let Some(target) = &self.target {
            draw_texture_ex(
                &target.texture,
                0.0,
                0.0,
                WHITE,
                DrawTextureParams {
                    dest_size: Some(vec2(w, h)),
                    ..Default::default()
                },
            );
        }
        gl_use_default_material();
    }
}

/// The opaque copy material; `None` (and plain blended drawing) if the platform refuses it.
fn load_opaque_material() -> Option<Material> {
    load_material(
        ShaderSource::Glsl {
            vertex: BLIT_VERTEX,
            fragment: BLIT_FRAGMENT,
        },
        MaterialParams::default(),
    )
    .ok()
}
