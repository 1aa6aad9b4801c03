//! The pitch: cells, cell names, zones, distances and directions towards a goal.
//!
//! Our reading of the board (the rulebooks' pictures are not in their text; see RULES.md,
//! "The pitch"): pointy-top hexagons, 9 rows `A`..`I` from the top touchline and up to 11
//! columns from the home goal line. Even rows (A, C, E, G, I) hold 11 cells whose first and
//! last cells are cut in half by the goal lines; odd rows (B, D, F, H) hold 10 whole cells.
//! The touchlines cut the caps of rows A and I. The playing area is therefore an exact
//! rectangle, every point of it belongs to a cell, and the whole layout is symmetric under a
//! 180 degree turn about the centre cell `E6`.
//!
//! Coordinates on the pitch are [`PitchPoint`]s in centimetres with the origin at the centre
//! spot (the centre of `E6`), `x` growing towards the away goal and `y` growing towards the
//! bottom touchline (row `I`), as a coach sitting on the home-team side of a screen sees it.

use hexx::{Hex, HexOrientation, OffsetHexMode};
use std::fmt;

/// Number of rows of cells across the pitch (A..I).
pub const ROWS: u8 = 9;
/// Number of cells along a touchline: the timekeeping referee walks this many cells per
/// 15 minutes (2024 rules, "ARBITRE – TEMPS").
pub const CELLS_ALONG_TOUCHLINE: u8 = 11;
/// Width of a cell across its flat sides, in centimetres (ten of them span the goal lines).
pub const CELL_WIDTH_CM: f32 = 9.0;
/// Size of a cell (centre to corner) in centimetres.
pub const CELL_SIZE_CM: f32 = CELL_WIDTH_CM / SQRT_3;
/// Length of the playing area between the goal lines, in centimetres.
pub const PITCH_LENGTH_CM: f32 = 10.0 * CELL_WIDTH_CM;
/// Width of the playing area between the touchlines, in centimetres.
pub const PITCH_WIDTH_CM: f32 = 13.0 * CELL_SIZE_CM;
/// The whole board, in centimetres (Classic rules, "CONTENTS": 100 x 79 cm).
pub const BOARD_LENGTH_CM: f32 = 100.0;
/// The whole board's width, in centimetres.
pub const BOARD_WIDTH_CM: f32 = 79.0;
/// Diameter of a peg, in centimetres (2024 rules, "COMMENT DÉPLACER LES JOUEURS": 1.2 cm).
pub const PEG_DIAMETER_CM: f32 = 1.2;
/// Height of a peg, in centimetres (a free-kick distance of 9.6 cm is "3 pegs high").
pub const PEG_HEIGHT_CM: f32 = 3.2;
/// Diameter of the ball, in centimetres (our choice, see RULES.md).
pub const BALL_DIAMETER_CM: f32 = 1.5;
/// Width of a goal mouth between the posts, in centimetres (our choice, see RULES.md).
pub const GOAL_WIDTH_CM: f32 = 8.0;
/// Height of the crossbar above the pitch, in centimetres (our choice, see RULES.md).
pub const CROSSBAR_HEIGHT_CM: f32 = 4.0;
/// Depth of a goal's net behind the goal line, in centimetres.
pub const GOAL_DEPTH_CM: f32 = 3.5;

const SQRT_3: f32 = 1.732_050_8;
const CENTRE_ROW: i32 = 4;
const CENTRE_COLUMN_INDEX: i32 = 5;

/// A point on the pitch in centimetres (origin at the centre spot, `x` towards the away goal,
/// `y` towards row `I`).
#[derive(Clone, Copy, Debug, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct PitchPoint {
    /// Centimetres towards the away goal from the centre spot.
    pub x: f32,
    /// Centimetres towards the bottom touchline (row I) from the centre spot.
    pub y: f32,
}

impl PitchPoint {
    /// A point from its coordinates in centimetres.
    pub const fn new(x: f32, y: f32) -> Self {
        Self { x, y }
    }

    /// The point seen after a 180 degree turn of the board about the centre spot.
    pub fn rotated_half_turn(self) -> Self {
        Self::new(-self.x, -self.y)
    }

    /// Straight-line distance to another point, in centimetres.
    pub fn distance_to(self, other: Self) -> f32 {
        (self.x - other.x).hypot(self.y - other.y)
    }

    /// Whether both coordinates are finite numbers.
    pub fn is_finite(self) -> bool {
        self.x.is_finite() && self.y.is_finite()
    }

    /// Whether the point lies inside the playing area (lines included).
    pub fn is_on_pitch(self) -> bool {
        self.x.abs() <= PITCH_LENGTH_CM / 2.0 && self.y.abs() <= PITCH_WIDTH_CM / 2.0
    }
}

/// One hexagonal cell of the pitch, named by its row letter and column number (`"E6"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    row: u8,
    column: u8,
}

/// Why a cell name or position does not name a cell of the pitch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellError {
    /// The text is not a row letter followed by a column number.
    Malformed(String),
    /// The row letter is past `I`.
    NoSuchRow(String),
    /// The column does not exist in that row (odd rows have 10 cells, even rows 11).
    NoSuchColumn(String),
}

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed(s) => write!(
                f,
                "\"{s}\" is not a cell name (a row letter A-I then a column number, like E6)"
            ),
            Self::NoSuchRow(s) => write!(f, "\"{s}\": the pitch has rows A to I only"),
            Self::NoSuchColumn(s) => write!(
                f,
                "\"{s}\": rows A, C, E, G, I have columns 1-11 and rows B, D, F, H columns 1-10"
            ),
        }
    }
}

impl std::error::Error for CellError {}

impl Cell {
    /// The centre cell, where kick-offs are taken.
    pub const CENTRE: Cell = Cell { row: 4, column: 6 };

    /// A cell from its zero-based row (0 = A) and one-based column, if it exists.
    pub fn new(row: u8, column: u8) -> Option<Cell> {
        (row < ROWS && column >= 1 && column <= columns_in_row(row)).then_some(Cell { row, column })
    }

    /// A cell for a constant, by its row letter and column: `Cell::of('E', 6)` is E6. In a
    /// `const` a cell that does not exist stops the build; elsewhere it panics, so name
    /// cells read at run time with `parse` or [`Cell::new`].
    pub const fn of(row: char, column: u8) -> Cell {
        let index = (row as u32).wrapping_sub('A' as u32);
        assert!(index < ROWS as u32, "the pitch has rows A to I only");
        let row = index as u8;
        assert!(
            column >= 1 && column <= columns_in_row(row),
            "no such column in that row"
        );
        Cell { row, column }
    }

    /// Zero-based row index (0 = row A at the top touchline).
    pub const fn row(self) -> u8 {
        self.row
    }

    /// One-based column number counted from the home goal line.
    pub const fn column(self) -> u8 {
        self.column
    }

    /// Every cell of the pitch, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..ROWS).flat_map(|row| (1..=columns_in_row(row)).map(move |column| Cell { row, column }))
    }

    /// The cell's centre on the pitch, in centimetres.
    pub fn centre(self) -> PitchPoint {
        let shift = if self.row % 2 == 1 { 0.5 } else { 0.0 };
        let x = (f32::from(self.column) - 1.0 + shift - CENTRE_COLUMN_INDEX as f32) * CELL_WIDTH_CM;
        let y = (i32::from(self.row) - CENTRE_ROW) as f32 * 1.5 * CELL_SIZE_CM;
        PitchPoint::new(x, y)
    }

    /// The six corners of the full hexagon, clockwise on screen from the top point, in
    /// centimetres. Cells on the boundary are cut by the lines: see [`Cell::outline`].
    pub fn corners(self) -> [PitchPoint; 6] {
        let c = self.centre();
        let h = CELL_WIDTH_CM / 2.0;
        let s = CELL_SIZE_CM;
        [
            PitchPoint::new(c.x, c.y - s),
            PitchPoint::new(c.x + h, c.y - s / 2.0),
            PitchPoint::new(c.x + h, c.y + s / 2.0),
            PitchPoint::new(c.x, c.y + s),
            PitchPoint::new(c.x - h, c.y + s / 2.0),
            PitchPoint::new(c.x - h, c.y - s / 2.0),
        ]
    }

    /// Where a peg or the ball stands when only its cell is known: the centre of the part of
    /// the cell inside the playing area. It is [`Cell::centre`] for whole cells and lies inside
    /// the pitch for the half cells on the goal lines and the cut cells along the touchlines.
    pub fn spot(self) -> PitchPoint {
        polygon_centroid(&self.outline()).unwrap_or_else(|| self.centre())
    }

    /// The cell's outline as drawn on the board: its hexagon clipped to the playing area.
    pub fn outline(self) -> Vec<PitchPoint> {
        clip_to_pitch(&self.corners())
    }

    /// The cell seen after a 180 degree turn of the board.
    pub fn rotated_half_turn(self) -> Cell {
        let row = ROWS - 1 - self.row;
        Cell {
            row,
            column: columns_in_row(row) + 1 - self.column,
        }
    }

    /// Number of cells between two cells, counted as a peg walks (hex distance).
    pub fn distance_to(self, other: Cell) -> u32 {
        self.hex().unsigned_distance_to(other.hex())
    }

    /// The neighbouring cells that exist on the pitch.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        self.hex()
            .all_neighbors()
            .into_iter()
            .filter_map(Cell::from_hex)
    }

    /// Whether two cells share an edge.
    pub fn is_adjacent_to(self, other: Cell) -> bool {
        self.distance_to(other) == 1
    }

    /// The neighbour in a direction, if it is on the pitch.
    pub fn step(self, direction: Direction) -> Option<Cell> {
        let (dq, dr) = direction.axial_offset();
        let h = self.hex();
        Cell::from_hex(Hex::new(h.x + dq, h.y + dr))
    }

    /// Every cell within `radius` cells (the cell itself included).
    pub fn within(self, radius: u32) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |c| c.distance_to(self) <= radius)
    }

    /// The cell a point lies in, or `None` when the point is off the pitch or not finite.
    pub fn at(point: PitchPoint) -> Option<Cell> {
        if !point.is_finite() || !point.is_on_pitch() {
            return None;
        }
        let row_f = point.y / (1.5 * CELL_SIZE_CM) + CENTRE_ROW as f32;
        let x_units = point.x / CELL_WIDTH_CM + CENTRE_COLUMN_INDEX as f32;
        // Axial coordinates of a pointy-top hexagon (odd rows shoved right).
        let r = row_f;
        let q = x_units - (CENTRE_ROW as f32 / 2.0) - (r - CENTRE_ROW as f32) / 2.0;
        let rounded = Hex::round([q, r]);
        Cell::from_hex(rounded).or_else(|| nearest_cell(point))
    }

    /// Every cell whose area a disc of `radius_cm` at `point` covers, nearest first: one cell
    /// when the disc lies inside a cell, two or three when it lies on a line.
    ///
    /// A disc whose centre is just over a touchline or goal line still covers the cells it
    /// overlaps (a ball on the line is in play); a disc wholly off the pitch covers none.
    pub fn covered_by_disc(point: PitchPoint, radius_cm: f32) -> Vec<Cell> {
        if !point.is_finite() {
            return Vec::new();
        }
        let inside = PitchPoint::new(
            point.x.clamp(-PITCH_LENGTH_CM / 2.0, PITCH_LENGTH_CM / 2.0),
            point.y.clamp(-PITCH_WIDTH_CM / 2.0, PITCH_WIDTH_CM / 2.0),
        );
        let Some(home) = Cell::at(inside) else {
            return Vec::new();
        };
        if inside != point && inside.distance_to(point) >= radius_cm {
            return Vec::new();
        }
        let mut cells = vec![home];
        if home.holds_disc(point, radius_cm) {
            return cells;
        }
        for n in home.neighbours() {
            if distance_to_polygon(point, &n.outline()) < radius_cm {
                cells.push(n);
            }
        }
        cells
    }

    /// Whether a disc of `radius_cm` at `point` lies inside this cell's hexagon by a tenth of
    /// the inner radius: then it reaches no neighbour (their outlines lie beyond the sides),
    /// and with a radius of 0 on the pitch [`Cell::at`] finds this cell. A cheap test (no
    /// outline, no rounding) for where a ball mostly is.
    pub fn holds_disc(self, point: PitchPoint, radius_cm: f32) -> bool {
        let centre = self.centre();
        let (dx, dy) = (point.x - centre.x, point.y - centre.y);
        let clear = (1.0 - HOLD_MARGIN) * CELL_WIDTH_CM / 2.0 - radius_cm;
        clear > 0.0 && dx * dx + dy * dy < clear * clear
    }

    fn hex(self) -> Hex {
        Hex::from_offset_coordinates(
            [i32::from(self.column) - 1, i32::from(self.row)],
            OffsetHexMode::Odd,
            HexOrientation::Pointy,
        )
    }

    fn from_hex(hex: Hex) -> Option<Cell> {
        let [col, row] = hex.to_offset_coordinates(OffsetHexMode::Odd, HexOrientation::Pointy);
        let row = u8::try_from(row).ok()?;
        let column = u8::try_from(col + 1).ok()?;
        Cell::new(row, column)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.row), self.column)
    }
}

impl std::str::FromStr for Cell {
    type Err = CellError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let trimmed = s.trim();
        let mut chars = trimmed.chars();
        let letter = chars
            .next()
            .ok_or_else(|| CellError::Malformed(s.to_string()))?;
        let digits = chars.as_str();
        // Strict: one or two ASCII digits without a leading zero or a sign ("E06" and
        // "E+6" are not how any cell is written, so they are refused, not read as E6).
        let plain_number = (1..=2).contains(&digits.len())
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !(digits.len() == 2 && digits.starts_with('0'));
        if !letter.is_ascii_alphabetic() || !plain_number {
            return Err(CellError::Malformed(s.to_string()));
        }
        let column: u8 = digits
            .parse()
            .map_err(|_| CellError::Malformed(s.to_string()))?;
        let row = letter.to_ascii_uppercase() as u8 - b'A';
        if row >= ROWS {
            return Err(CellError::NoSuchRow(s.to_string()));
        }
        Cell::new(row, column).ok_or_else(|| CellError::NoSuchColumn(s.to_string()))
    }
}

impl serde::Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Number of cells in a row: 11 in rows A, C, E, G, I and 10 in rows B, D, F, H.
pub const fn columns_in_row(row: u8) -> u8 {
    if row.is_multiple_of(2) { 11 } else { 10 }
}

/// The six directions out of a cell, as seen on screen with the home goal on the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards the away goal.
    East,
    /// Towards the away goal and the top touchline.
    NorthEast,
    /// Towards the home goal and the top touchline.
    NorthWest,
    /// Towards the home goal.
    West,
    /// Towards the home goal and the bottom touchline.
    SouthWest,
    /// Towards the away goal and the bottom touchline.
    SouthEast,
}

impl Direction {
    /// All six directions.
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::West,
        Direction::SouthWest,
        Direction::SouthEast,
    ];

    /// The three directions that lead towards a goal end: the "front" cells of a player who
    /// attacks that end (2024 rules, "ENTRER DANS LA CASE DU BALLON").
    pub const fn towards(end: End) -> [Direction; 3] {
        match end {
            End::Away => [Direction::East, Direction::NorthEast, Direction::SouthEast],
            End::Home => [Direction::West, Direction::NorthWest, Direction::SouthWest],
        }
    }

    const fn axial_offset(self) -> (i32, i32) {
        // Axial (q, r) with r growing towards row I.
        match self {
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
            Direction::NorthEast => (1, -1),
            Direction::NorthWest => (0, -1),
            Direction::SouthEast => (0, 1),
            Direction::SouthWest => (-1, 1),
        }
    }
}

/// One end of the pitch, named after the team whose goal stands there at kick-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum End {
    /// The left end (column 1), the home team's goal in the first half.
    Home,
    /// The right end (column 11), the away team's goal in the first half.
    Away,
}

impl End {
    /// The other end.
    pub const fn opposite(self) -> End {
        match self {
            End::Home => End::Away,
            End::Away => End::Home,
        }
    }

    /// `x` of this end's goal line, in centimetres.
    pub fn goal_line_x(self) -> f32 {
        match self {
            End::Home => -PITCH_LENGTH_CM / 2.0,
            End::Away => PITCH_LENGTH_CM / 2.0,
        }
    }

    /// The middle of the goal mouth.
    pub fn goal_centre(self) -> PitchPoint {
        PitchPoint::new(self.goal_line_x(), 0.0)
    }
}

/// The zones the board's thick lines mark. Each is defined for the goal at one [`End`]
/// (the defence zone of the team defending that end is the attack zone of the other).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    /// The third of the pitch in front of a goal.
    Defence,
    /// The middle third, shared by both teams.
    Midfield,
    /// The goal box (zone de gardien / petite surface): D1, E1, F1 at the home end.
    GoalBox,
    /// The penalty area (surface de réparation): rows C-G, the two cells nearest the goal.
    PenaltyArea,
    /// The shooting zone (zone de tir): rows C-G, the three cells nearest the goal.
    ShootingZone,
    /// The cross zone (zone de centre): rows A, B, H, I, the three cells nearest the goal.
    CrossZone,
}

impl Zone {
    /// All zones.
    pub const ALL: [Zone; 6] = [
        Zone::Defence,
        Zone::Midfield,
        Zone::GoalBox,
        Zone::PenaltyArea,
        Zone::ShootingZone,
        Zone::CrossZone,
    ];

    /// Whether `cell` lies in this zone at `end` (`end` is ignored for the midfield).
    pub fn contains(self, end: End, cell: Cell) -> bool {
        let depth = depth_from_goal_line(end, cell);
        let central = (2..=6).contains(&cell.row);
        match self {
            Zone::Defence => depth <= 6,
            Zone::Midfield => depth > 6 && depth < 14,
            Zone::GoalBox => (3..=5).contains(&cell.row) && depth <= 1,
            Zone::PenaltyArea => central && depth <= 3,
            Zone::ShootingZone => central && depth <= 5,
            Zone::CrossZone => !central && depth <= 5,
        }
    }

    /// Every cell of this zone at `end`.
    pub fn cells(self, end: End) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |c| self.contains(end, *c))
    }
}

/// Distance of a cell's centre from the goal line at `end`, in half cell widths
/// (0 for the half cells on the line, 1 for the first whole cell of an odd row, ...).
fn depth_from_goal_line(end: End, cell: Cell) -> u8 {
    let from_home = 2 * (cell.column - 1) + cell.row % 2;
    match end {
        End::Home => from_home,
        End::Away => 20 - from_home,
    }
}

/// How much of a cell's inner radius [`Cell::holds_disc`] leaves as a margin: a tenth, far
/// beyond the rounding of [`Cell::at`] and of the outlines.
const HOLD_MARGIN: f32 = 0.1;

fn nearest_cell(point: PitchPoint) -> Option<Cell> {
    Cell::all().min_by(|a, b| {
        let da = a.centre().distance_to(point);
        let db = b.centre().distance_to(point);
        da.total_cmp(&db)
    })
}

/// How far beyond a line [`clip_to_pitch`] still counts a point inside, centimetres.
const CLIP_TOLERANCE_CM: f32 = 1e-4;

/// Clips a convex polygon to the playing-area rectangle (Sutherland-Hodgman).
fn clip_to_pitch(polygon: &[PitchPoint]) -> Vec<PitchPoint> {
    let hx = PITCH_LENGTH_CM / 2.0;
    let hy = PITCH_WIDTH_CM / 2.0;
    let mut out = polygon.to_vec();
    let planes: [(f32, f32, f32); 4] = [
        (1.0, 0.0, hx),
        (-1.0, 0.0, hx),
        (0.0, 1.0, hy),
        (0.0, -1.0, hy),
    ];
    for (nx, ny, limit) in planes {
        let input = std::mem::take(&mut out);
        let inside = |p: PitchPoint| nx * p.x + ny * p.y <= limit + CLIP_TOLERANCE_CM;
        for (i, &current) in input.iter().enumerate() {
            let previous = input[(i + input.len() - 1) % input.len()];
            let crossing = || {
                let dp = nx * previous.x + ny * previous.y;
                let dc = nx * current.x + ny * current.y;
                let t = (limit - dp) / (dc - dp);
                PitchPoint::new(
                    previous.x + t * (current.x - previous.x),
                    previous.y + t * (current.y - previous.y),
                )
            };
            match (inside(previous), inside(current)) {
                (true, true) => out.push(current),
                (true, false) => out.push(crossing()),
                (false, true) => {
                    out.push(crossing());
                    out.push(current);
                }
                (false, false) => {}
            }
        }
    }
    out
}

/// The area centroid of a simple polygon, if it has an area.
fn polygon_centroid(polygon: &[PitchPoint]) -> Option<PitchPoint> {
    let n = polygon.len();
    let (mut area2, mut cx, mut cy) = (0.0_f32, 0.0_f32, 0.0_f32);
    for i in 0..n {
        let a = polygon[i];
        let b = polygon[(i + 1) % n];
        let cross = a.x * b.y - b.x * a.y;
        area2 += cross;
        cx += (a.x + b.x) * cross;
        cy += (a.y + b.y) * cross;
    }
    (area2.abs() > 1e-6).then(|| PitchPoint::new(cx / (3.0 * area2), cy / (3.0 * area2)))
}

/// Distance from a point to a convex polygon (0 inside).
fn distance_to_polygon(point: PitchPoint, polygon: &[PitchPoint]) -> f32 {
    let n = polygon.len();
    let mut inside = true;
    let mut best = f32::INFINITY;
    for i in 0..n {
        let a = polygon[i];
        let b = polygon[(i + 1) % n];
        let (ex, ey) = (b.x - a.x, b.y - a.y);
        let (px, py) = (point.x - a.x, point.y - a.y);
        if ex * py - ey * px < 0.0 {
            inside = false;
        }
        let len2 = ex * ex + ey * ey;
        let t = if len2 > 0.0 {
            ((px * ex + py * ey) / len2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let d = (px - t * ex).hypot(py - t * ey);
        best = best.min(d);
    }
    if inside { 0.0 } else { best }
}

#[cfg(test)]
mod tests;
