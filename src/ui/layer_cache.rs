//! Draws a static layer once into a render target and then reuses the picture every frame,
//! painting it again only when its key (what it shows, the window size and DPI) changes.
//!
//! The picture is drawn as a texture without blending, so a software rasteriser need not
//! read the screen back. (A `glBlitFramebuffer` copy, even from a texture in the screen's
//! BGRA order, cost llvmpipe as much CPU time as this draw: about 4 ms a frame for the board,
//! measured with `--bench-frames`.)

use macroquad::material::{
    Material, MaterialParams, gl_use_default_material, gl_use_material, load_material,
};
use macroquad::prelude::{
    Camera2D, Color, DrawTextureParams, FilterMode, Rect, RenderTarget, ShaderSource, WHITE,
    clear_background, draw_texture_ex, render_target, screen_dpi_scale, set_camera,
    set_default_camera, vec2,
};
use macroquad::window::get_internal_gl;

/// A cached picture of a static layer covering `area` of the screen, opaque (it is copied
/// over whatever is below it).
pub struct LayerCache<K> {
    target: Option<RenderTarget>,
    key: Option<(u32, u32, K)>,
    opaque: Option<Material>,
    opaque_failed: bool,
}

impl<K> Default for LayerCache<K> {
    fn default() -> Self {
        Self {
            target: None,
            key: None,
            opaque: None,
            opaque_failed: false,
        }
    }
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

impl<K: PartialEq> LayerCache<K> {
    /// An empty cache: the first [`LayerCache::draw`] paints the layer.
    pub fn new() -> Self {
        Self::default()
    }

    /// Shows the layer over `area` (logical pixels), turned `turn` radians about its centre
    /// (π: half a turn, for the coach across the table), painting it first with `paint` (in screen coordinates, on `background`) if it
    /// is missing or `key` changed.
    pub fn draw(&mut self, area: Rect, turn: f32, key: K, background: Color, paint: impl FnOnce()) {
        self.ensure(area, key, background, paint);
        self.blit(area, None, turn);
    }

    /// Shows the part of the layer inside `clip` (logical pixels) with the whole picture
    /// stretched over `dest`, painting it first over `painted` (its own coordinates) if it is
    /// missing or `key` changed: a zoomed board painted once for its zoom and panned by moving
    /// `dest`, never painted again for a pan.
    pub fn draw_part(
        &mut self,
        painted: Rect,
        dest: Rect,
        clip: Rect,
        key: K,
        background: Color,
        paint: impl FnOnce(),
    ) {
        self.ensure(painted, key, background, paint);
        let Some(shown) = dest.intersect(clip).filter(|r| r.w > 0.0 && r.h > 0.0) else {
            return;
        };
        let Some(target) = &self.target else {
            return;
        };
        let (tw, th) = (target.texture.width(), target.texture.height());
        let source = Rect::new(
            (shown.x - dest.x) / dest.w * tw,
            (shown.y - dest.y) / dest.h * th,
            shown.w / dest.w * tw,
            shown.h / dest.h * th,
        );
        // Copied texel for pixel at the painted scale; smoothed when stretched between steps.
        let exact = (dest.w * screen_dpi_scale() - tw).abs() < 0.5;
        target.texture.set_filter(if exact {
            FilterMode::Nearest
        } else {
            FilterMode::Linear
        });
        self.blit(shown, Some(source), 0.0);
    }

    /// Paints the picture over `area` if it is missing or `key` changed.
    fn ensure(&mut self, area: Rect, key: K, background: Color, paint: impl FnOnce()) {
        let dpi = screen_dpi_scale().clamp(0.25, 8.0);
        let width = (area.w * dpi).round().clamp(1.0, 16384.0) as u32;
        let height = (area.h * dpi).round().clamp(1.0, 16384.0) as u32;
        let key = Some((width, height, key));
        if self.key != key || self.target.is_none() {
            let fresh = self.target.as_ref().is_none_or(|t| {
                (t.texture.width(), t.texture.height()) != (width as f32, height as f32)
            });
            if fresh {
                // No MSAA: on a software rasteriser it makes the first frame a second slower
                // (measured with `--bench-frames`: 0.1-0.25 s without, 0.6-1.5 s with).
                let target = render_target(width, height);
                // The picture is copied pixel for pixel: nearest sampling is exact and cheapest.
                target.texture.set_filter(FilterMode::Nearest);
                self.target = Some(target);
            }
            if let Some(target) = &self.target {
                paint_into(target, area, true, background, paint);
            }
            self.key = key;
        }
    }

    /// Copies the picture (or its `source` part, in texels) over `area`, turned `turn` radians
    /// about its centre, without blending.
    fn blit(&mut self, area: Rect, source: Option<Rect>, turn: f32) {
        let Some(target) = &self.target else {
            return;
        };
        if self.opaque.is_none() && !self.opaque_failed {
            self.opaque = load_opaque_material();
            self.opaque_failed = self.opaque.is_none();
        }
        if let Some(material) = &self.opaque {
            gl_use_material(material);
        }
        draw_texture_ex(
            &target.texture,
            area.x,
            area.y,
            WHITE,
            DrawTextureParams {
                dest_size: Some(vec2(area.w, area.h)),
                source,
                rotation: turn,
                ..Default::default()
            },
        );
        gl_use_default_material();
    }
}

/// Paints `paint` (logical pixels of `area`) into `target` on a cleared `background`; with
/// `top_down` the target's first row holds the picture's top (else the screen's bottom-up
/// order). Draws queued for the screen are drawn first: a clear drops what is queued.
#[allow(unsafe_code)] // macroquad's GL context is reached only through an unsafe call
pub fn paint_into(
    target: &RenderTarget,
    area: Rect,
    top_down: bool,
    background: Color,
    paint: impl FnOnce(),
) {
    // SAFETY: on the main thread with macroquad's context; flushing draws what is queued,
    // as the end of the frame would.
    unsafe { get_internal_gl() }.flush();
    let mut camera = Camera2D::from_display_rect(area);
    if top_down {
        camera.zoom.y = -camera.zoom.y;
    }
    camera.render_target = Some(target.clone());
    set_camera(&camera);
    clear_background(background);
    paint();
    set_default_camera();
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
