//! Bosses and the order of every normal and elite fight, from `monsterRng`.
//!
//! Reference: spec sts1.md §6. `monsterRng = Random(seed)` is created at
//! Embark and continues across acts; each act's constructor draws the weak
//! list, the first strong fight, the strong list, the elite list and then
//! (when the boss list is shuffled) one `randomLong` for the boss shuffle.

use crate::rng::{GameRandom, JavaRandom};

/// One weighted encounter of a pool, in the game's sorted order.
type Entry = (&'static str, f32);

/// A pool, listed in the game's order after its stable ascending sort by
/// weight, with what its rolls need worked out at compile time: the
/// cumulative `f32` thresholds of `MonsterInfo.roll` (§6.2; the same `f32`
/// operations in the same order as the game, so the same values), and a
/// number per entry that is equal exactly where the names are equal among
/// the pools one list draws from (so repeats compare numbers, not text).
struct Pool {
    entries: &'static [Entry],
    thresholds: &'static [f32],
    ids: &'static [u8],
}

/// `MonsterInfo.roll`'s thresholds: each weight divided by the `f32` total,
/// summed in order.
const fn thresholds<const N: usize>(pool: &[Entry; N]) -> [f32; N] {
    let mut total = 0.0f32;
    let mut i = 0;
    while i < N {
        total += pool[i].1;
        i += 1;
    }
    let (mut out, mut c, mut i) = ([0.0f32; N], 0.0f32, 0);
    while i < N {
        c += pool[i].1 / total;
        out[i] = c;
        i += 1;
    }
    out
}

const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The entries' numbers: the index of the first equal name in `before` (the
/// pool the same list drew from first), else `before.len()` plus the index of
/// the first equal name in `pool` itself.
const fn ids<const N: usize>(pool: &[Entry; N], before: &[Entry]) -> [u8; N] {
    let mut out = [0u8; N];
    let mut i = 0;
    'entries: while i < N {
        let mut j = 0;
        while j < before.len() {
            if same_name(pool[i].0, before[j].0) {
                out[i] = j as u8;
                i += 1;
                continue 'entries;
            }
            j += 1;
        }
        j = 0;
        while !same_name(pool[i].0, pool[j].0) {
            j += 1;
        }
        out[i] = (before.len() + j) as u8;
        i += 1;
    }
    out
}

/// A [`Pool`] of the entries `$entries`, numbered after those of `$before`.
macro_rules! pool {
    ($entries:expr, $before:expr) => {
        Pool { entries: &$entries, thresholds: &thresholds(&$entries), ids: &ids(&$entries, &$before) }
    };
}

const ACT1_WEAK_ENTRIES: [Entry; 4] = [("Cultist", 2.0), ("Jaw Worm", 2.0), ("2 Louse", 2.0), ("Small Slimes", 2.0)];
const ACT1_STRONG_ENTRIES: [Entry; 10] = [
    ("Gremlin Gang", 1.0),
    ("Lots of Slimes", 1.0),
    ("Red Slaver", 1.0),
    ("Exordium Thugs", 1.5),
    ("Exordium Wildlife", 1.5),
    ("Blue Slaver", 2.0),
    ("Looter", 2.0),
    ("Large Slime", 2.0),
    ("3 Louse", 2.0),
    ("2 Fungi Beasts", 2.0),
];
const ACT1_ELITE_ENTRIES: [Entry; 3] = [("Gremlin Nob", 1.0), ("Lagavulin", 1.0), ("3 Sentries", 1.0)];
const ACT2_WEAK_ENTRIES: [Entry; 5] =
    [("Spheric Guardian", 2.0), ("Chosen", 2.0), ("Shell Parasite", 2.0), ("3 Byrds", 2.0), ("2 Thieves", 2.0)];
const ACT2_STRONG_ENTRIES: [Entry; 8] = [
    ("Chosen and Byrds", 2.0),
    ("Sentry and Sphere", 2.0),
    ("Cultist and Chosen", 3.0),
    ("3 Cultists", 3.0),
    ("Shelled Parasite and Fungi", 3.0),
    ("Snecko", 4.0),
    ("Snake Plant", 6.0),
    ("Centurion and Healer", 6.0),
];
const ACT2_ELITE_ENTRIES: [Entry; 3] = [("Gremlin Leader", 1.0), ("Slavers", 1.0), ("Book of Stabbing", 1.0)];
const ACT3_WEAK_ENTRIES: [Entry; 3] = [("3 Darklings", 2.0), ("Orb Walker", 2.0), ("3 Shapes", 2.0)];
const ACT3_STRONG_ENTRIES: [Entry; 8] = [
    ("Spire Growth", 1.0),
    ("Transient", 1.0),
    ("4 Shapes", 1.0),
    ("Maw", 1.0),
    ("Sphere and 2 Shapes", 1.0),
    ("Jaw Worm Horde", 1.0),
    ("3 Darklings", 1.0),
    ("Writhing Mass", 1.0),
];
const ACT3_ELITE_ENTRIES: [Entry; 3] = [("Giant Head", 2.0), ("Nemesis", 2.0), ("Reptomancer", 2.0)];

const ACT1_WEAK: Pool = pool!(ACT1_WEAK_ENTRIES, []);
const ACT1_STRONG: Pool = pool!(ACT1_STRONG_ENTRIES, ACT1_WEAK_ENTRIES);
const ACT1_ELITE: Pool = pool!(ACT1_ELITE_ENTRIES, []);
const ACT2_WEAK: Pool = pool!(ACT2_WEAK_ENTRIES, []);
const ACT2_STRONG: Pool = pool!(ACT2_STRONG_ENTRIES, ACT2_WEAK_ENTRIES);
const ACT2_ELITE: Pool = pool!(ACT2_ELITE_ENTRIES, []);
const ACT3_WEAK: Pool = pool!(ACT3_WEAK_ENTRIES, []);
const ACT3_STRONG: Pool = pool!(ACT3_STRONG_ENTRIES, ACT3_WEAK_ENTRIES);
const ACT3_ELITE: Pool = pool!(ACT3_ELITE_ENTRIES, []);

/// Act 4's fixed fight.
pub const ACT4_FIGHT: &str = "Shield and Spear";
/// Act 4's boss.
pub const ACT4_BOSS: &str = "The Heart";

pub use crate::options::bosses::{BossesSeen, BOSSES, DISCOVERY_ORDER};

/// Every encounter name a fight list can hold (all pools of all acts).
pub fn all_encounter_names() -> Vec<&'static str> {
    let pools =
        [ACT1_WEAK, ACT1_STRONG, ACT1_ELITE, ACT2_WEAK, ACT2_STRONG, ACT2_ELITE, ACT3_WEAK, ACT3_STRONG, ACT3_ELITE];
    let mut names: Vec<&'static str> = pools.iter().flat_map(|p| p.entries.iter().map(|e| e.0)).collect();
    names.push(ACT4_FIGHT);
    names
}

/// The longest fight list an act can build (16 normal fights in act 1).
pub const MAX_MONSTERS: usize = 16;
/// The elite list length.
pub const ELITES: usize = 10;

/// A fixed-capacity list of encounter names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameList<const N: usize> {
    items: [&'static str; N],
    len: usize,
}

impl<const N: usize> Default for NameList<N> {
    fn default() -> Self {
        NameList { items: [""; N], len: 0 }
    }
}

impl<const N: usize> NameList<N> {
    /// The names, in order.
    pub fn as_slice(&self) -> &[&'static str] {
        &self.items[..self.len]
    }
    fn push(&mut self, name: &'static str) {
        self.items[self.len] = name;
        self.len += 1;
    }
    fn last(&self, back: usize) -> Option<&'static str> {
        self.len.checked_sub(back).map(|i| self.items[i])
    }
}

/// One act's encounters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ActEncounters {
    /// Act number, 1-4.
    pub act: u8,
    /// Normal fights in fight order (map monsters and `?` rooms that became fights).
    pub monsters: NameList<MAX_MONSTERS>,
    /// Elite fights in fight order.
    pub elites: NameList<ELITES>,
    /// The boss list after the shuffle (`[0]` is the act boss).
    pub boss_list: [&'static str; 3],
    /// How many entries of `boss_list` are real (3; or 2 for `[X, X]` with
    /// an unseen boss, 3 identical for act 4).
    pub boss_list_len: u8,
    /// The `java.util.Random` seed of the boss shuffle, when it was shuffled.
    pub boss_shuffle_seed: Option<i64>,
    /// `monsterRng`'s counter after this act's generation.
    pub monster_rng_counter: u32,
}

impl ActEncounters {
    /// The act boss, `bossList[0]`.
    pub fn boss(&self) -> &'static str {
        self.boss_list[0]
    }

    /// The boss fights of the act in order: the act boss, and at ascension 20
    /// in act 3 the second boss when two entries remain after the first fight.
    pub fn boss_fights(&self, ascension: u8) -> Vec<&'static str> {
        if self.act == 3 && ascension >= 20 && self.boss_list_len == 3 {
            vec![self.boss_list[0], self.boss_list[1]]
        } else {
            vec![self.boss_list[0]]
        }
    }
}

/// How many boss fights act 3 has, without drawing the lists: two at
/// ascension 20 when its boss list was shuffled (all three of its bosses
/// seen), else one — what [`ActEncounters::boss_fights`] gives for act 3.
pub fn act3_boss_fights(ascension: u8, bosses_seen: BossesSeen) -> usize {
    if ascension >= 20 && bosses_seen.first_unseen(3).is_none() {
        2
    } else {
        1
    }
}

/// `MonsterInfo.roll`: the index of the first cumulative threshold above `f`.
fn roll(pool: &Pool, f: f32) -> usize {
    // All cumulative sums reach exactly 1.0f (§6.2), so the game's "ERROR"
    // fallback is unreachable; the last entry keeps this total.
    pool.thresholds.iter().position(|&c| f < c).unwrap_or(pool.thresholds.len() - 1)
}

/// A list being drawn: the names, and the numbers of their pool entries
/// ([`Pool`]) that the repeat rules compare.
struct Draw<'a, const N: usize> {
    list: &'a mut NameList<N>,
    ids: [u8; N],
}

impl<const N: usize> Draw<'_, N> {
    fn push(&mut self, pool: &Pool, i: usize) {
        self.ids[self.list.len] = pool.ids[i];
        self.list.push(pool.entries[i].0);
    }
    fn last(&self, back: usize) -> Option<u8> {
        self.list.len.checked_sub(back).map(|i| self.ids[i])
    }
}

/// `populateMonsterList` / `populateFirstStrongEnemy` (§6.3).
fn populate<const N: usize>(rng: &mut GameRandom, pool: &Pool, num: usize, elite: bool, list: &mut Draw<'_, N>) {
    let mut i: i32 = 0;
    while i < num as i32 {
        let k = roll(pool, rng.random_float());
        let m = pool.ids[k];
        match list.last(1) {
            None => list.push(pool, k),
            Some(last) => {
                let repeat = if elite { m == last } else { m == last || list.last(2) == Some(m) };
                if repeat {
                    i -= 1;
                } else {
                    list.push(pool, k);
                }
            }
        }
        i += 1;
    }
}

/// The strong fights that may not follow the last weak one (§6.3).
fn exclusions(last_weak: &str) -> &'static [&'static str] {
    match last_weak {
        "2 Louse" => &["3 Louse"],
        "Small Slimes" => &["Large Slime", "Lots of Slimes"],
        "Spheric Guardian" => &["Sentry and Sphere"],
        "3 Byrds" => &["Chosen and Byrds"],
        "Chosen" => &["Chosen and Byrds", "Cultist and Chosen"],
        "3 Darklings" => &["3 Darklings"],
        "Orb Walker" => &["Orb Walker"],
        "3 Shapes" => &["4 Shapes"],
        _ => &[],
    }
}

/// Generates the encounters of acts 1-3 (and the fixed act 4) in order on
/// one `monsterRng`. `bosses_seen`: the bosses the profile has seen, which
/// decide whether each act's boss list is shuffled ([`BossesSeen`]).
pub fn generate(seed: i64, bosses_seen: BossesSeen) -> [ActEncounters; 4] {
    generate_until(seed, bosses_seen, 4)
}

/// [`generate`] up to act `last_act` only: the acts after it (which draw
/// after it on `monsterRng`, so cannot change it) are left empty (act
/// number set, no fights, no boss). What seed search calls when its filter
/// reads the lists of the first acts only.
pub fn generate_until(seed: i64, bosses_seen: BossesSeen, last_act: u8) -> [ActEncounters; 4] {
    let mut rng = GameRandom::new(seed);
    let mut out: [ActEncounters; 4] = std::array::from_fn(|i| ActEncounters {
        act: i as u8 + 1,
        monsters: NameList::default(),
        elites: NameList::default(),
        boss_list: [""; 3],
        boss_list_len: 0,
        boss_shuffle_seed: None,
        monster_rng_counter: 0,
    });
    let pools = [
        (&ACT1_WEAK, &ACT1_STRONG, &ACT1_ELITE, 3),
        (&ACT2_WEAK, &ACT2_STRONG, &ACT2_ELITE, 2),
        (&ACT3_WEAK, &ACT3_STRONG, &ACT3_ELITE, 2),
    ];
    for (i, &(weak, strong, elite, weak_count)) in pools.iter().enumerate().take(usize::from(last_act)) {
        let e = &mut out[i];
        let mut monsters = Draw { list: &mut e.monsters, ids: [0; MAX_MONSTERS] };
        populate(&mut rng, weak, weak_count, false, &mut monsters);
        let excluded = exclusions(monsters.list.last(1).unwrap_or(""));
        loop {
            let k = roll(strong, rng.random_float());
            if !excluded.contains(&strong.entries[k].0) {
                monsters.push(strong, k);
                break;
            }
        }
        populate(&mut rng, strong, 12, false, &mut monsters);
        populate(&mut rng, elite, ELITES, true, &mut Draw { list: &mut e.elites, ids: [0; ELITES] });
        if let Some(first) = bosses_seen.first_unseen(e.act) {
            e.boss_list = [first, first, ""];
            e.boss_list_len = 2;
        } else {
            let shuffle_seed = rng.random_long();
            let mut list = BOSSES[i];
            JavaRandom::new(shuffle_seed).shuffle(&mut list);
            e.boss_list = list;
            e.boss_list_len = 3;
            e.boss_shuffle_seed = Some(shuffle_seed);
        }
        e.monster_rng_counter = rng.counter();
    }
    if last_act >= 4 {
        let a4 = &mut out[3];
        for _ in 0..3 {
            a4.monsters.push(ACT4_FIGHT);
            a4.elites.push(ACT4_FIGHT);
        }
        a4.boss_list = [ACT4_BOSS; 3];
        a4.boss_list_len = 3;
        a4.monster_rng_counter = rng.counter();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cumulative `f32` thresholds the spec lists for each pool (§6.2).
    #[test]
    fn cumulative_thresholds_match_the_spec_table() {
        let cumulative = |pool: Pool| pool.thresholds.to_vec();
        assert_eq!(cumulative(ACT1_STRONG), [0.0625, 0.125, 0.1875, 0.28125, 0.375, 0.5, 0.625, 0.75, 0.875, 1.0]);
        assert_eq!(cumulative(ACT1_ELITE), [0.33333334, 0.6666667, 1.0]);
        assert_eq!(cumulative(ACT2_WEAK), [0.2, 0.4, 0.6, 0.8, 1.0]);
        assert_eq!(
            cumulative(ACT2_STRONG),
            [0.06896552, 0.13793103, 0.24137932, 0.3448276, 0.44827586, 0.5862069, 0.79310346, 1.0]
        );
        assert_eq!(cumulative(ACT3_WEAK), [0.33333334, 0.6666667, 1.0]);
        assert_eq!(cumulative(ACT3_STRONG), [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1.0]);
    }

    #[test]
    fn roll_picks_the_first_threshold_above_the_float() {
        let name = |f| ACT1_WEAK.entries[roll(&ACT1_WEAK, f)].0;
        assert_eq!(name(0.0), "Cultist");
        assert_eq!(name(0.25), "Jaw Worm");
        assert_eq!(name(0.99999994), "Small Slimes");
    }

    #[test]
    fn entry_numbers_are_equal_exactly_where_names_are() {
        // The repeat rules (§6.3) compare names within a list; a list draws
        // from the weak pool, then the strong pool (act 3's share "3 Darklings").
        for (first, second) in [(ACT1_WEAK, ACT1_STRONG), (ACT2_WEAK, ACT2_STRONG), (ACT3_WEAK, ACT3_STRONG)] {
            let both: Vec<(&str, u8)> = first
                .entries
                .iter()
                .zip(first.ids)
                .chain(second.entries.iter().zip(second.ids))
                .map(|(e, &id)| (e.0, id))
                .collect();
            for a in &both {
                for b in &both {
                    assert_eq!(a.0 == b.0, a.1 == b.1, "{a:?} {b:?}");
                }
            }
        }
        assert_eq!(ACT3_STRONG.ids[6], ACT3_WEAK.ids[0], "3 Darklings");
        for elite in [ACT1_ELITE, ACT2_ELITE, ACT3_ELITE] {
            assert_eq!(elite.ids, [0, 1, 2]);
        }
    }

    #[test]
    fn generating_the_first_acts_only_draws_the_same_lists() {
        for seed in [0, 1, 42, 673465884448, -5] {
            for seen in [BossesSeen::ALL, BossesSeen::NONE] {
                let all = generate(seed, seen);
                for last in 1..=4u8 {
                    let part = generate_until(seed, seen, last);
                    let n = usize::from(last);
                    assert_eq!(part[..n], all[..n], "seed {seed}, acts to {last}");
                    assert!(part[n..].iter().all(|e| e.monsters.as_slice().is_empty() && e.boss().is_empty()));
                }
            }
        }
    }

    #[test]
    fn an_unseen_profile_meets_the_first_boss_of_the_discovery_order_without_rng() {
        let seen = generate(42, BossesSeen::ALL);
        let unseen = generate(42, BossesSeen::NONE);
        for b in unseen.iter().take(3) {
            assert_eq!(b.boss(), DISCOVERY_ORDER[b.act as usize - 1][0]);
            assert_eq!(b.boss_fights(20), [b.boss()]);
            assert!(b.boss_shuffle_seed.is_none());
        }
        assert!(seen.iter().take(3).all(|b| b.boss_shuffle_seed.is_some()));
        // Act 1's lists are drawn before any boss draw; act 2 shifts by one draw.
        assert_eq!(seen[0].monsters, unseen[0].monsters);
        assert_eq!(seen[0].monster_rng_counter, unseen[0].monster_rng_counter + 1);
    }

    #[test]
    fn a_partly_seen_profile_meets_each_act_s_first_unseen_boss() {
        let names = |n: &[&str]| BossesSeen::from_names(n).unwrap();
        let all = generate(673465884448, BossesSeen::ALL);
        // Acts 1 and 2 all seen, act 3 only Awakened One: acts 1-2 shuffle as
        // usual; act 3 meets the next of its discovery order, Donu and Deca,
        // after the same lists and without the shuffle's draw.
        let seen =
            names(&["The Guardian", "hexaghost", "Slime Boss", "Automaton", "Collector", "Champ", "Awakened One"]);
        let e = generate(673465884448, seen);
        assert_eq!(e[..2], all[..2]);
        assert_eq!((e[2].boss(), e[2].boss_fights(20)), ("Donu and Deca", vec!["Donu and Deca"]));
        assert_eq!((e[2].monsters, e[2].elites), (all[2].monsters, all[2].elites));
        assert_eq!(e[2].monster_rng_counter + 1, all[2].monster_rng_counter);
        // Act 1 all seen, act 2 only Champ, act 3 none: Automaton, then Awakened One.
        let e = generate(673465884448, names(&["Guardian", "Hexaghost", "SlimeBoss", "champ"]));
        assert_eq!(e[0], all[0]);
        assert_eq!([e[1].boss(), e[2].boss()], ["Automaton", "Awakened One"]);
        assert_eq!(e[1].monster_rng_counter + 1, all[1].monster_rng_counter);
        // Time Eater is last in act 3's order.
        assert_eq!(names(&["Awakened One", "Donu and Deca"]).first_unseen(3), Some("Time Eater"));
        assert_eq!(names(&["Time Eater", "Donu and Deca", "Awakened One"]).first_unseen(3), None);
    }

    #[test]
    fn discovery_index_names_the_discovery_order() {
        for a in 0..3 {
            assert_eq!(crate::options::bosses::DISCOVERY_INDEX[a].map(|j| BOSSES[a][j]), DISCOVERY_ORDER[a]);
        }
    }

    #[test]
    fn act3_boss_fights_agrees_with_the_lists() {
        let some = BossesSeen::from_names(&["Awakened One", "Time Eater"]).unwrap();
        let act3_only = BossesSeen::from_names(&["Awakened One", "Time Eater", "Donu and Deca"]).unwrap();
        for seen in [BossesSeen::ALL, BossesSeen::NONE, some, act3_only] {
            for asc in [0, 19, 20] {
                let fights = generate(7, seen).map(|e| e.boss_fights(asc).len());
                assert_eq!(act3_boss_fights(asc, seen), fights[2], "{seen:?} A{asc}");
                assert_eq!(fights[2], if asc == 20 && (seen == BossesSeen::ALL || seen == act3_only) { 2 } else { 1 });
            }
        }
    }

    #[test]
    fn boss_names_are_checked() {
        assert_eq!(BossesSeen::from_names::<&str>(&[]), Ok(BossesSeen::NONE));
        assert_eq!(BossesSeen::from_names(&BossesSeen::ALL.names()), Ok(BossesSeen::ALL));
        assert_eq!(BossesSeen::ALL.names().len(), 9);
        let e = BossesSeen::from_names(&["Hexaghost", "The Heart"]).unwrap_err();
        assert_eq!(e, "`The Heart` is not an act 1-3 boss of Slay the Spire 1");
    }
}
