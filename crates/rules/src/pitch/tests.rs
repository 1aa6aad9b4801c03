use super::*;

fn cell(name: &str) -> Cell {
    name.parse().expect("test cell name")
}

#[test]
fn a_constant_cell_is_the_cell_its_name_says() {
    const E6: Cell = Cell::of('E', 6);
    assert_eq!(E6, Cell::CENTRE);
    for c in Cell::all() {
        let letter = char::from(b'A' + c.row());
        assert_eq!(Cell::of(letter, c.column()), c);
    }
    assert!(std::panic::catch_unwind(|| Cell::of('B', 11)).is_err());
    assert!(std::panic::catch_unwind(|| Cell::of('J', 1)).is_err());
}

#[test]
fn cell_names_round_trip() {
    for c in Cell::all() {
        assert_eq!(c.to_string().parse::<Cell>(), Ok(c));
    }
    assert_eq!(Cell::all().count(), 5 * 11 + 4 * 10);
}

#[test]
fn bad_cell_names_are_refused_with_a_reason() {
    assert!(matches!("".parse::<Cell>(), Err(CellError::Malformed(_))));
    assert!(matches!("E".parse::<Cell>(), Err(CellError::Malformed(_))));
    assert!(matches!("6E".parse::<Cell>(), Err(CellError::Malformed(_))));
    assert!(matches!("J3".parse::<Cell>(), Err(CellError::NoSuchRow(_))));
    assert!(matches!(
        "B11".parse::<Cell>(),
        Err(CellError::NoSuchColumn(_))
    ));
    assert!(matches!(
        "A0".parse::<Cell>(),
        Err(CellError::NoSuchColumn(_))
    ));
    assert!(matches!(
        "A999".parse::<Cell>(),
        Err(CellError::Malformed(_))
    ));
}

#[test]
fn cell_parsing_is_strict() {
    for bad in [
        "E+6", "E06", "E-6", "E006", "E6.0", "E 6", "E٦", "E１", "E", "6", "EE6",
    ] {
        assert!(
            matches!(bad.parse::<Cell>(), Err(CellError::Malformed(_))),
            "{bad} must be refused"
        );
    }
    for c in Cell::all() {
        assert_eq!(c.to_string().parse::<Cell>().ok(), Some(c));
    }
    assert_eq!(" e6 ".parse::<Cell>().ok(), Some(Cell::CENTRE));
}

#[test]
fn centre_cell_is_e6_at_the_origin() {
    assert_eq!(Cell::CENTRE, cell("E6"));
    assert_eq!(Cell::CENTRE.centre(), PitchPoint::new(0.0, 0.0));
}

#[test]
fn the_pitch_is_symmetric_under_a_half_turn() {
    for c in Cell::all() {
        let turned = c.rotated_half_turn();
        let p = c.centre().rotated_half_turn();
        let q = turned.centre();
        assert!(p.distance_to(q) < 1e-3, "{c} -> {turned}");
        assert_eq!(turned.rotated_half_turn(), c);
        for z in Zone::ALL {
            assert_eq!(
                z.contains(End::Home, c),
                z.contains(End::Away, turned),
                "{z:?} {c}"
            );
        }
    }
}

#[test]
fn every_zone_is_non_empty_and_zones_nest() {
    for z in Zone::ALL {
        assert!(z.cells(End::Home).count() > 0, "{z:?}");
    }
    for c in Cell::all() {
        if Zone::GoalBox.contains(End::Home, c) {
            assert!(Zone::PenaltyArea.contains(End::Home, c));
        }
        if Zone::PenaltyArea.contains(End::Home, c) {
            assert!(Zone::ShootingZone.contains(End::Home, c));
        }
        if Zone::ShootingZone.contains(End::Home, c) || Zone::CrossZone.contains(End::Home, c) {
            assert!(Zone::Defence.contains(End::Home, c));
        }
        let thirds = [
            Zone::Defence.contains(End::Home, c),
            Zone::Midfield.contains(End::Home, c),
            Zone::Defence.contains(End::Away, c),
        ];
        assert_eq!(
            thirds.iter().filter(|b| **b).count(),
            1,
            "{c} is in exactly one third"
        );
    }
    let goal_box: Vec<String> = Zone::GoalBox
        .cells(End::Home)
        .map(|c| c.to_string())
        .collect();
    assert_eq!(goal_box, ["D1", "E1", "F1"]);
}

#[test]
fn distances_match_hexx_and_the_board() {
    assert_eq!(cell("E6").distance_to(cell("E6")), 0);
    assert_eq!(cell("E6").distance_to(cell("E7")), 1);
    assert_eq!(cell("E6").distance_to(cell("D6")), 1);
    assert_eq!(cell("E6").distance_to(cell("D5")), 1);
    assert_eq!(cell("E6").distance_to(cell("F5")), 1);
    assert_eq!(cell("E6").distance_to(cell("D7")), 2);
    assert_eq!(cell("A1").distance_to(cell("A11")), 10);
    assert_eq!(cell("A1").distance_to(cell("I1")), 8);
    for a in Cell::all() {
        assert_eq!(a.neighbours().count(), a.within(1).count() - 1);
        for b in a.neighbours() {
            let d = a.centre().distance_to(b.centre());
            assert!((d - CELL_WIDTH_CM).abs() < 1e-3, "{a}-{b} are {d} cm apart");
        }
    }
}

#[test]
fn every_point_of_the_pitch_is_in_the_nearest_cell() {
    let mut y = -PITCH_WIDTH_CM / 2.0;
    while y <= PITCH_WIDTH_CM / 2.0 {
        let mut x = -PITCH_LENGTH_CM / 2.0;
        while x <= PITCH_LENGTH_CM / 2.0 {
            let p = PitchPoint::new(x, y);
            let c = Cell::at(p).expect("on the pitch");
            let nearest = nearest_cell(p).expect("some cell");
            let dc = c.centre().distance_to(p);
            let dn = nearest.centre().distance_to(p);
            assert!(dc <= dn + 1e-3, "{p:?} in {c} but {nearest} is nearer");
            x += 0.37;
        }
        y += 0.41;
    }
    assert_eq!(Cell::at(PitchPoint::new(60.0, 0.0)), None);
    assert_eq!(Cell::at(PitchPoint::new(f32::NAN, 0.0)), None);
}

#[test]
fn a_ball_on_a_line_covers_every_cell_it_touches() {
    let centre = Cell::CENTRE.centre();
    assert_eq!(
        Cell::covered_by_disc(centre, BALL_DIAMETER_CM / 2.0),
        vec![Cell::CENTRE]
    );
    let edge = PitchPoint::new(CELL_WIDTH_CM / 2.0, 0.0);
    let mut on_edge = Cell::covered_by_disc(edge, BALL_DIAMETER_CM / 2.0);
    on_edge.sort();
    assert_eq!(on_edge, vec![cell("E6"), cell("E7")]);
    let corner = Cell::CENTRE.corners()[0];
    assert_eq!(
        Cell::covered_by_disc(corner, BALL_DIAMETER_CM / 2.0).len(),
        3
    );
}

/// Where a cell holds a point or a ball (a 0.1 cm grid around every cell), `Cell::at` finds
/// that cell for a point on the pitch, and no neighbour's outline is within the ball's reach:
/// what the kick's recorder and `covered_by_disc` take for granted when it holds.
#[test]
fn a_cell_holding_a_disc_is_where_it_lies() {
    let step = 0.1;
    let n = (CELL_WIDTH_CM / 2.0 / step).ceil() as i32;
    let (mut points, mut balls) = (0, 0);
    for cell in Cell::all() {
        let centre = cell.centre();
        for i in -n..=n {
            for j in -n..=n {
                let p = PitchPoint::new(centre.x + i as f32 * step, centre.y + j as f32 * step);
                if cell.holds_disc(p, 0.0) && p.is_on_pitch() {
                    assert_eq!(Cell::at(p), Some(cell), "{p:?} near {cell}");
                    points += 1;
                }
                let r = BALL_DIAMETER_CM / 2.0;
                if cell.holds_disc(p, r) {
                    for neighbour in cell.neighbours() {
                        let d = distance_to_polygon(p, &neighbour.outline());
                        assert!(d >= r, "{p:?} in {cell}: {neighbour} at {d}");
                    }
                    balls += 1;
                }
            }
        }
    }
    assert!(points > 300_000 && balls > 100_000, "{points} {balls}");
}

#[test]
fn a_ball_just_over_a_line_still_covers_the_cells_it_overlaps() {
    let edge = PITCH_WIDTH_CM / 2.0;
    let r = BALL_DIAMETER_CM / 2.0;
    let partly_out = Cell::covered_by_disc(PitchPoint::new(0.0, edge + r / 2.0), r);
    assert!(!partly_out.is_empty());
    assert!(
        partly_out.iter().all(|c| c.row() == ROWS - 1),
        "{partly_out:?}"
    );
    assert!(Cell::covered_by_disc(PitchPoint::new(0.0, edge + r * 1.01), r).is_empty());
    let goal_line = Cell::covered_by_disc(PitchPoint::new(PITCH_LENGTH_CM / 2.0 + 0.1, 0.0), r);
    assert_eq!(goal_line, vec![cell("E11")]);
}

#[test]
fn front_cells_point_at_the_goal_attacked() {
    let e6 = Cell::CENTRE;
    let front: Vec<Cell> = Direction::towards(End::Away)
        .iter()
        .filter_map(|d| e6.step(*d))
        .collect();
    for f in &front {
        assert!(f.centre().x > e6.centre().x);
        assert!(f.is_adjacent_to(e6));
    }
    assert_eq!(front.len(), 3);
}

#[test]
fn every_spot_lies_inside_its_own_cell_and_the_pitch() {
    for c in Cell::all() {
        let spot = c.spot();
        assert!(spot.is_on_pitch(), "{c}");
        assert_eq!(Cell::at(spot), Some(c), "{c}");
        let margin = PEG_DIAMETER_CM;
        assert!(
            spot.x.abs() <= PITCH_LENGTH_CM / 2.0 - margin,
            "{c} spot too near a goal line"
        );
    }
    assert!(cell("E6").spot().distance_to(cell("E6").centre()) < 1e-3);
    assert!(cell("E1").spot().x > cell("E1").centre().x + 1.0);
}

#[test]
fn boundary_cells_are_clipped_to_the_lines() {
    let half = cell("E1").outline();
    assert!(half.iter().all(|p| p.x >= -PITCH_LENGTH_CM / 2.0 - 1e-3));
    assert!(
        cell("A3")
            .outline()
            .iter()
            .all(|p| p.y >= -PITCH_WIDTH_CM / 2.0 - 1e-3)
    );
    assert_eq!(cell("E5").outline().len(), 6);
}
