//! The route DP's score-only pass (`Dag::best_score`) and the fewest-before
//! count (`Dag::min_before`) against the full DP (`Dag::best`) and against
//! walking every route, on generated maps of both games (a test above the
//! `plan` layer, which names no game).

use spire_map::map::{ActMap, Room};
use spire_map::plan::{Criterion, Dag, WIDTH};

#[test]
fn best_score_is_the_score_of_best() {
    // best_score computes the scores alone; best also the choices. Both
    // over generated maps of both games, every criterion, cut or not.
    let mut maps: Vec<ActMap> = Vec::new();
    for seed in 0..40i64 {
        for act in 1..=3u8 {
            maps.push(spire_map::sts1::generate_act(seed * 7919, act, seed % 2 == 0, true).to_act_map());
        }
    }
    for seed in 0..20u64 {
        maps.push(spire_map::sts2::generate_act(seed * 104729, 1, 0, false).to_act_map());
    }
    // The fewest elites before a rest from (x, y), route by route.
    fn elites_before_rest(d: &Dag, x: usize, y: usize) -> i32 {
        let room = d.rooms[y][x].expect("a room");
        if room == Room::Rest {
            return 0;
        }
        let next =
            (0..WIDTH).filter(|&c| d.next[y][x] & (1 << c) != 0 && y + 1 < d.rows && d.rooms[y + 1][c].is_some());
        i32::from(room == Room::Elite) + next.map(|c| elites_before_rest(d, c, y + 1)).min().unwrap_or(0)
    }
    for map in &maps {
        let d = Dag::from_act_map(map);
        let starts = (0..WIDTH).filter(|&x| d.start_mask() & (1 << x) != 0 && d.rooms[d.first_row][x].is_some());
        assert_eq!(
            d.min_before(|r| r == Room::Elite, |r| r == Room::Rest),
            starts.map(|x| elites_before_rest(&d, x, d.first_row)).min()
        );
        for c in Criterion::ALL {
            for until in [None, Some(0), Some(3), Some(9), Some(40)] {
                let w = |r| c.weight(r);
                let (from, starts) = (d.first_row, d.start_mask());
                let score = d.best(w, from, starts, until).map(|(s, _)| s);
                assert_eq!(d.best_score(w, from, starts, until), score, "{c:?} until {until:?}");
                for x in 0..WIDTH as u8 {
                    let score = d.best(w, 2, 1 << x, until).map(|(s, _)| s);
                    assert_eq!(d.best_score(w, 2, 1 << x, until), score, "{c:?} from ({x}, 2)");
                }
            }
        }
    }
}
