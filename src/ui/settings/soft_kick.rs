//! The soft-kick question's threshold: a flick whose ball would travel less than this asks
//! "kick anyway?" before it is spent (a finger brushing the ball must not waste a kick-off).

use hexkick_i18n::tr;
use serde::{Deserialize, Serialize};

/// Below how many centimetres of travel a kick asks first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SoftKick {
    /// Never ask.
    #[serde(rename = "off")]
    Off,
    /// Under 3 cm (a third of a cell).
    #[default]
    #[serde(rename = "3cm")]
    Cm3,
    /// Under 6 cm (two thirds of a cell).
    #[serde(rename = "6cm")]
    Cm6,
}

impl SoftKick {
    /// Every choice, in the settings screen's order.
    pub const ALL: [SoftKick; 3] = [SoftKick::Off, SoftKick::Cm3, SoftKick::Cm6];

    /// The threshold in centimetres of ball travel (0: never ask).
    pub fn cm(self) -> f32 {
        match self {
            SoftKick::Off => 0.0,
            SoftKick::Cm3 => 3.0,
            SoftKick::Cm6 => 6.0,
        }
    }

    /// The label on the settings screen.
    pub fn label(self) -> &'static str {
        match self {
            SoftKick::Off => tr("Off"),
            SoftKick::Cm3 => "3 cm",
            SoftKick::Cm6 => "6 cm",
        }
    }
}
