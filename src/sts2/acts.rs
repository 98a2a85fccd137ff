//! The three acts: their room rows, names, floors and the room counts each
//! act draws first on its map stream.
//!
//! Room rows 15, 14, 13 (one fewer in multiplayer); 3 shops; 5 elites, 8
//! from ascension 1; the first draws of an act's map stream are its rest
//! count then its unknown count (Overgrowth/Underdocks Gaussian(7,1) in
//! [6,7] and Gaussian(12,1) in [10,14]; Hive Gaussian(6,1) in [6,7] and
//! Gaussian(12,1) in [10,14] − 1; Glory `NextInt(5,7)` and Gaussian(12,1) in
//! [10,14] − 1); a second boss in the last act from ascension 10.
//!
//! Reference: spec sts2.md §1 (acts, multiplayer, elites, shops) and §5.1
//! (the count draws).

use super::rng::Rng;

/// Number of acts in a Slay the Spire 2 run.
pub const ACTS: u8 = 3;

/// Shops queued on every map (`MapPointTypeCounts.NumOfShops`).
pub const SHOPS: u8 = 3;

/// Elites queued below Ascension 1.
pub const ELITES: u8 = 5;

/// Elites queued from Ascension 1 (SwarmingElites): `round(5 × 1.6)`.
pub const SWARMING_ELITES: u8 = 8;

/// The ascension level that adds a second boss to the last act (DoubleBoss).
pub const DOUBLE_BOSS_ASCENSION: u8 = 10;

/// `BaseNumberOfRooms` of act `act` (1-3): 15, 14, 13.
pub const fn base_rooms(act: u8) -> u8 {
    match act {
        1 => 15,
        2 => 14,
        _ => 13,
    }
}

/// Room rows of an act (`ActModel.GetNumberOfRooms`): one fewer in
/// multiplayer. The map grid has one more row (row 0, unused).
pub const fn rooms(act: u8, multiplayer: bool) -> u8 {
    base_rooms(act) - multiplayer as u8
}

/// The act's name as the game shows it. Act 1 is Overgrowth or Underdocks;
/// both have the same room rows and count draws, so a seed's act-1 map is the
/// same whichever of the two the run rolled (§1).
pub const fn act_name(act: u8) -> &'static str {
    match act {
        1 => "Overgrowth / Underdocks",
        2 => "Hive",
        _ => "Glory",
    }
}

/// Whether an act has the second boss: the last act from Ascension 10.
pub const fn has_second_boss(act: u8, ascension: u8) -> bool {
    act == ACTS && ascension >= DOUBLE_BOSS_ASCENSION
}

/// The player-facing floor of an act's Ancient (its row 0): the run's floor
/// counts visited map points, `rooms + 2` per act (Ancient, rooms, boss), so
/// act 1's Ancient is floor 1, its boss floor 17 and act 2's Ancient floor 18.
pub const fn first_floor(act: u8, multiplayer: bool) -> u16 {
    let mut floor = 1;
    let mut a = 1;
    while a < act {
        floor += rooms(a, multiplayer) as u16 + 2;
        a += 1;
    }
    floor
}

/// How many rooms of each queued type a map asks for. These are targets:
/// placement can fall short and pruning can delete rooms (§5.4-5.5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counts {
    /// Rest sites, on top of the fixed rest row.
    pub rests: u8,
    /// Merchants.
    pub shops: u8,
    /// Elites.
    pub elites: u8,
    /// `?` rooms.
    pub unknowns: u8,
    /// Elites ignore the placement rules (`PointTypesThatIgnoreRules`, the
    /// BigGameHunter modifier's counts only).
    pub elites_ignore_rules: bool,
}

/// `act.GetMapPointTypes(rng)`: the first draws on the act's map stream, the
/// rest count first and then the unknown count (§5.1).
///
/// * Overgrowth / Underdocks: rests `NextGaussianInt(7,1,6,7)`, unknowns
///   `NextGaussianInt(12,1,10,14)`.
/// * Hive: rests `NextGaussianInt(6,1,6,7)`, unknowns as act 1 minus 1.
/// * Glory: rests `NextInt(5,7)`, unknowns as act 1 minus 1.
///
/// Elites are 8 from Ascension 1, else 5; shops always 3. No rule of the
/// current builds changes the rest count with ascension.
pub fn draw_counts(act: u8, ascension: u8, rng: &mut Rng) -> Counts {
    let rests = match act {
        1 => rng.next_gaussian_int(7, 1, 6, 7),
        2 => rng.next_gaussian_int(6, 1, 6, 7),
        _ => rng.next_int_range(5, 7),
    };
    let unknowns = rng.next_gaussian_int(12, 1, 10, 14) - i32::from(act != 1);
    Counts {
        rests: rests as u8,
        shops: SHOPS,
        elites: if ascension >= 1 { SWARMING_ELITES } else { ELITES },
        unknowns: unknowns as u8,
        elites_ignore_rules: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn room_rows_and_floors() {
        assert_eq!([rooms(1, false), rooms(2, false), rooms(3, false)], [15, 14, 13]);
        assert_eq!([rooms(1, true), rooms(2, true), rooms(3, true)], [14, 13, 12]);
        assert_eq!([first_floor(1, false), first_floor(2, false), first_floor(3, false)], [1, 18, 34]);
        assert_eq!([first_floor(1, true), first_floor(2, true), first_floor(3, true)], [1, 17, 32]);
        assert!(has_second_boss(3, 10) && !has_second_boss(3, 9) && !has_second_boss(2, 20));
    }

    /// The count draws are the stream's first draws, in the order rest, unknown.
    #[test]
    fn counts_are_the_first_draws() {
        for seed in 0..500u64 {
            for act in 1..=ACTS {
                let mut rng = Rng::new(seed);
                let c = draw_counts(act, 0, &mut rng);
                let mut again = Rng::new(seed);
                let rests = match act {
                    1 => again.next_gaussian_int(7, 1, 6, 7),
                    2 => again.next_gaussian_int(6, 1, 6, 7),
                    _ => again.next_int_range(5, 7),
                };
                let unknowns = again.next_gaussian_int(12, 1, 10, 14);
                assert_eq!(i32::from(c.rests), rests);
                assert_eq!(i32::from(c.unknowns), unknowns - i32::from(act > 1));
                assert_eq!(rng, again);
                assert_eq!((c.shops, c.elites), (3, 5));
                assert_eq!(draw_counts(act, 1, &mut Rng::new(seed)).elites, 8);
            }
        }
    }
}
