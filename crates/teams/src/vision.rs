//! Colour vision: how a colour looks to a person with protanopia, deuteranopia or tritanopia
//! (Machado, Oliveira and Fernandes 2009), and how far apart two colours look (CIEDE2000).
//! The colour-blind-safe palette ([`super::palette`]) is checked with these.

use super::colour::{Lab, Rgb};

/// A kind of colour vision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vision {
    /// Typical trichromatic vision.
    Typical,
    /// No long-wavelength (red) cones.
    Protanopia,
    /// No medium-wavelength (green) cones.
    Deuteranopia,
    /// No short-wavelength (blue) cones.
    Tritanopia,
}

impl Vision {
    /// Every kind, typical first.
    pub const ALL: [Vision; 4] = [
        Vision::Typical,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// The simulation matrix on linear sRGB: Machado, Oliveira and Fernandes, "A
    /// Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG
    /// 2009), table of matrices at severity 1.0.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Vision::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Vision::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// How `colour` looks with this vision, in L*a*b*.
    pub fn sees(self, colour: Rgb) -> Lab {
        let c = colour.linear();
        let m = self.matrix();
        let row = |r: [f64; 3]| (r[0] * c[0] + r[1] * c[1] + r[2] * c[2]).clamp(0.0, 1.0);
        Lab::from_linear([row(m[0]), row(m[1]), row(m[2])])
    }

    /// How different `a` and `b` look with this vision (CIEDE2000).
    pub fn difference(self, a: Rgb, b: Rgb) -> f64 {
        ciede2000(self.sees(a), self.sees(b))
    }
}

/// The smallest difference between any two of `colours` with `vision` (infinite for fewer
/// than two colours), and the pair that gives it.
pub fn closest_pair(vision: Vision, colours: &[Rgb]) -> (f64, Option<(Rgb, Rgb)>) {
    let mut worst = (f64::INFINITY, None);
    for (i, &a) in colours.iter().enumerate() {
        for &b in &colours[i + 1..] {
            let d = vision.difference(a, b);
            if d < worst.0 {
                worst = (d, Some((a, b)));
            }
        }
    }
    worst
}

/// The CIEDE2000 colour difference (Sharma, Wu and Dalal 2005's formulation; kL = kC = kH =
/// 1): about 1 is just noticeable, over 10 reads as another colour.
pub fn ciede2000(x: Lab, y: Lab) -> f64 {
    let c_bar = (x.a.hypot(x.b) + y.a.hypot(y.b)) / 2.0;
    let c7 = |c: f64| {
        let c7 = c.powi(7);
        (c7 / (c7 + 25f64.powi(7))).sqrt()
    };
    let g = 0.5 * (1.0 - c7(c_bar));
    let (a1, a2) = ((1.0 + g) * x.a, (1.0 + g) * y.a);
    let (c1, c2) = (a1.hypot(x.b), a2.hypot(y.b));
    let hue = |b: f64, a: f64| b.atan2(a).to_degrees().rem_euclid(360.0);
    let (h1, h2) = (hue(x.b, a1), hue(y.b, a2));
    let chromatic = c1 * c2 != 0.0;
    let dh = match h2 - h1 {
        _ if !chromatic => 0.0,
        d if d > 180.0 => d - 360.0,
        d if d < -180.0 => d + 360.0,
        d => d,
    };
    let big_dh = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let l_bar = (x.l + y.l) / 2.0;
    let c_bar_p = (c1 + c2) / 2.0;
    let h_bar = match () {
        _ if !chromatic => h1 + h2,
        _ if (h1 - h2).abs() <= 180.0 => (h1 + h2) / 2.0,
        _ if h1 + h2 < 360.0 => (h1 + h2 + 360.0) / 2.0,
        _ => (h1 + h2 - 360.0) / 2.0,
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_bar - 30.0) + 0.24 * cos(2.0 * h_bar) + 0.32 * cos(3.0 * h_bar + 6.0)
            - 0.20 * cos(4.0 * h_bar - 63.0);
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * c7(c_bar_p);
    let l50 = (l_bar - 50.0).powi(2);
    let s_l = 1.0 + 0.015 * l50 / (20.0 + l50).sqrt();
    let s_c = 1.0 + 0.045 * c_bar_p;
    let s_h = 1.0 + 0.015 * c_bar_p * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (l, c, h) = ((y.l - x.l) / s_l, (c2 - c1) / s_c, big_dh / s_h);
    (l * l + c * c + h * h + r_t * c * h).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lab(l: f64, a: f64, b: f64) -> Lab {
        Lab { l, a, b }
    }

    #[test]
    fn ciede2000_matches_sharma_wu_dalal_test_data() {
        // Pairs 1, 7, 17 and 25 of the published CIEDE2000 test data.
        let pairs = [
            (
                lab(50.0, 2.6772, -79.7751),
                lab(50.0, 0.0, -82.7485),
                2.0425,
            ),
            (lab(50.0, 0.0, 0.0), lab(50.0, -1.0, 2.0), 2.3669),
            (lab(50.0, 2.5, 0.0), lab(73.0, 25.0, -18.0), 27.1492),
            (
                lab(60.2574, -34.0099, 36.2677),
                lab(60.4626, -34.1751, 39.4387),
                1.2644,
            ),
        ];
        for (x, y, expected) in pairs {
            let d = ciede2000(x, y);
            assert!(
                (d - expected).abs() < 1e-3,
                "{x:?} {y:?}: {d} not {expected}"
            );
            assert!((ciede2000(y, x) - d).abs() < 1e-9, "symmetric");
        }
    }

    #[test]
    fn the_simulations_merge_the_colours_each_deficiency_confuses() {
        let red = Rgb::new(0xd0, 0x30, 0x30);
        let green = Rgb::new(0x70, 0x80, 0x20);
        let typical = Vision::Typical.difference(red, green);
        assert!(typical > 25.0, "{typical}");
        for v in [Vision::Protanopia, Vision::Deuteranopia] {
            let d = v.difference(red, green);
            assert!(d < typical / 2.0, "{v:?}: {d} vs {typical}");
        }
        let blue = Rgb::new(0x30, 0x60, 0xd0);
        let teal = Rgb::new(0x20, 0x90, 0x90);
        let d = Vision::Tritanopia.difference(blue, teal);
        assert!(d < Vision::Typical.difference(blue, teal), "{d}");
        assert!(Vision::Typical.difference(red, red) < 1e-9);
    }
}
