//! Slay the Spire 1: from a seed to the act maps, the burning elite, bosses,
//! fights and `?` room outcomes.
//!
//! Every rule here follows the game exactly (spec sts1.md), game bugs included; each
//! file names the sections it implements:
//!
//! | file | spec | what |
//! |---|---|---|
//! | [`seed`] | §1 | seed strings ↔ 64-bit values |
//! | `grid` | §3.2 | the fixed-size node grid |
//! | `paths` | §3.3-3.6 | the six walks, the ancestor rule, the first-row filter |
//! | `rooms` | §3.7-3.9 | quotas, fixed rows, shuffle, assignment, filler |
//! | `lanes/` | §3.3-3.9 | the same for four maps at once, one per lane of an AVX2 register (x86-64 only; [`ActBatch`]) |
//! | `lanes16/` | §3.3-3.6, §3.8-3.9 | sixteen maps at once in WebAssembly SIMD128 vectors: the paths a byte lane per map, the room assignment two maps at a time (the wasm SIMD build; [`ActBatch`]) |
//! | `emerald` | §5 | the burning elite and its buff |
//! | `act4` | §4 | the fixed act 4 |
//! | [`content`] | sts1-content.md §2-3 | what a seed gives besides the map: Neow's options, the boss relic offers |

mod act4;
pub mod content;
pub mod custom;
pub mod daily;
mod emerald;
pub mod encounters;
pub mod events;
mod grid;
pub mod invariants;
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
mod lanes;
#[cfg(any(test, all(target_arch = "wasm32", target_feature = "simd128")))]
mod lanes16;
mod paths;
mod rooms;
pub mod seed;
pub mod walk;

pub use emerald::EmeraldElite;
pub use grid::{Grid, HEIGHT, WIDTH};
pub use rooms::{EliteQuota, Quotas};

use crate::error::{Error, Result};
use crate::map::{ActMap, BurningElite, Edge, Game, MapSet, Node};
use crate::options::MapOptions;
use crate::rng::GameRandom;
use crate::seed::SeedInput;

/// Number of acts with generated maps (act 4 is fixed).
pub const GENERATED_ACTS: u8 = 3;
/// The last act (The Ending).
pub const LAST_ACT: u8 = 4;

/// The game's name for each act's dungeon.
pub const fn act_name(act: u8) -> &'static str {
    match act {
        1 => "Exordium",
        2 => "The City",
        3 => "The Beyond",
        _ => "The Ending",
    }
}

/// The floor number of an act's row 0: 17 floors per act (15 rows, the boss,
/// the boss chest), so act 2 starts at floor 18 and act 4 at floor 52 (act
/// 3's boss is floor 50, the door to act 4 floor 51). With the ascension-20
/// double boss act 4 starts one floor later: see [`act4_first_floor`].
pub const fn first_floor(act: u8) -> u16 {
    (act as u16 - 1) * 17 + 1
}

/// The floor of act 4's row 0. The game enters every room through a room
/// transition that counts a floor, the ones off the map too (the boss chest,
/// the door to act 4): so when act 3 has two boss fights (ascension 20, boss
/// list shuffled; `ProceedButton.goToDoubleBoss` makes a room of its own), the
/// second boss is floor 51, the door 52 and act 4 starts at 53 — the Heart
/// on floor 56 and `floor_reached` 57 in the run file, instead of 55 and 56.
pub const fn act4_first_floor(act3_boss_fights: usize) -> u16 {
    first_floor(LAST_ACT) + act3_boss_fights.saturating_sub(1) as u16
}

/// The seed of an act's `mapRng` (§3.1): `seed + 1`, `+ 200`, `+ 600`,
/// `+ 1200`, wrapping modulo 2^64.
pub const fn map_rng_seed(seed: i64, act: u8) -> i64 {
    let offset = match act {
        1 => 1,
        2 => 200,
        3 => 600,
        _ => 1200,
    };
    seed.wrapping_add(offset)
}

/// One generated act (1-3) in the generator's own fixed-size form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GeneratedAct {
    /// Act number, 1-3.
    pub act: u8,
    /// Nodes, edges and rooms.
    pub grid: Grid,
    /// The room quotas the act used.
    pub quotas: Quotas,
    /// The burning elite, if the act has one.
    pub emerald: Option<EmeraldElite>,
}

/// Generates act `act` (1-3) of `seed`: paths, rooms and — when
/// `burning_elite` — the burning elite with its buff. `ascension_elites` is
/// ascension ≥ 1 (elite quota ×1.6). Allocates nothing.
pub fn generate_act(seed: i64, act: u8, ascension_elites: bool, burning_elite: bool) -> GeneratedAct {
    generate_act_ruled(
        seed,
        act,
        ActRules { elites: EliteQuota::of(ascension_elites, false), one_path: false },
        burning_elite,
    )
}

/// What changes an act's generation besides the seed: the elite quota rule
/// (ascension, Elite Swarm) and the one path of Uncertain Future (spec
/// custom-daily.md §A2.1-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ActRules {
    /// The elite quota.
    pub elites: EliteQuota,
    /// Uncertain Future: one walk instead of six.
    pub one_path: bool,
}

impl ActRules {
    /// The rules of a run with these options.
    pub fn of(opts: &MapOptions) -> ActRules {
        use crate::options::Sts1Mod;
        ActRules {
            elites: EliteQuota::of(opts.ascension >= 1, opts.modifiers.has1(Sts1Mod::EliteSwarm)),
            one_path: opts.modifiers.has1(Sts1Mod::UncertainFuture),
        }
    }
}

/// [`generate_act`] under any [`ActRules`].
pub fn generate_act_ruled(seed: i64, act: u8, rules: ActRules, burning_elite: bool) -> GeneratedAct {
    debug_assert!((1..=GENERATED_ACTS).contains(&act));
    let rng = GameRandom::new(map_rng_seed(seed, act));
    let mut grid = Grid::default();
    let density = if rules.one_path { 1 } else { paths::PATH_DENSITY };
    let (parents, mut rng) = paths::create_paths_with(&mut grid, rng, density);
    let quotas = rooms::assign_rooms(&mut grid, &parents, &mut rng, rules.elites);
    let emerald = if burning_elite { emerald::pick(&grid, &mut rng) } else { None };
    GeneratedAct { act, grid, quotas, emerald }
}

/// How many acts an [`ActBatch`] makes together: 16 in the WebAssembly
/// SIMD128 build (module `lanes16`), 4 elsewhere (module `lanes` on x86-64
/// with AVX2, one by one without).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub const BATCH: usize = lanes16::LANES;
/// How many acts an [`ActBatch`] makes together: 16 in the WebAssembly
/// SIMD128 build (module `lanes16`), 4 elsewhere (module `lanes` on x86-64
/// with AVX2, one by one without).
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
pub const BATCH: usize = 4;

/// [`BATCH`] acts made together, for throughput: seed search and `spire-map
/// bench` make them by the million. On x86-64 with AVX2 four maps are made
/// in the lanes of vector registers (module `lanes`), in the WebAssembly
/// SIMD128 build sixteen (module `lanes16`); elsewhere one by one. The
/// batch keeps its buffers from one call to the next, so making maps
/// allocates and copies nothing.
pub struct ActBatch {
    acts: [GeneratedAct; BATCH],
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    lanes: Box<lanes::Scratch>,
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    lanes: Box<lanes16::Scratch>,
}

impl Default for ActBatch {
    fn default() -> Self {
        ActBatch::new()
    }
}

impl ActBatch {
    /// A batch with empty buffers.
    pub fn new() -> ActBatch {
        ActBatch {
            acts: Default::default(),
            #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
            lanes: Box::new(lanes::Scratch::new()),
            #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
            lanes: Box::new(lanes16::Scratch::new()),
        }
    }

    /// Generates act `act` of `seed` for each of the [`BATCH`] `(seed, act)`
    /// jobs (acts 1-3), exactly as that many calls of [`generate_act`] would.
    pub fn generate(
        &mut self,
        jobs: [(i64, u8); BATCH],
        ascension_elites: bool,
        burning_elite: bool,
    ) -> &[GeneratedAct; BATCH] {
        #[cfg(any(
            all(target_arch = "x86_64", target_feature = "avx2"),
            all(target_arch = "wasm32", target_feature = "simd128")
        ))]
        self.lanes.generate(jobs, ascension_elites, burning_elite, &mut self.acts);
        #[cfg(not(any(
            all(target_arch = "x86_64", target_feature = "avx2"),
            all(target_arch = "wasm32", target_feature = "simd128")
        )))]
        for (out, (seed, act)) in self.acts.iter_mut().zip(jobs) {
            *out = generate_act(seed, act, ascension_elites, burning_elite);
        }
        &self.acts
    }
}

/// Generates [`BATCH`] acts — `(seed, act)` each, acts 1-3 — exactly as that
/// many calls of [`generate_act`] would, through a new [`ActBatch`] (which
/// is faster to keep when making many).
pub fn generate_batch(jobs: [(i64, u8); BATCH], ascension_elites: bool, burning_elite: bool) -> [GeneratedAct; BATCH] {
    ActBatch::new().generate(jobs, ascension_elites, burning_elite).clone()
}

impl GeneratedAct {
    /// The act as a [`Dag`](crate::plan::Dag) for route DP, without allocating.
    pub fn to_dag(&self) -> crate::plan::Dag {
        let g = &self.grid;
        let mut d = crate::plan::Dag { rows: HEIGHT, first_row: 0, ..Default::default() };
        for y in 0..HEIGHT {
            let visible = g.visible_mask(y);
            for x in 0..WIDTH {
                if visible & (1 << x) != 0 {
                    d.rooms[y][x] = g.room(x, y);
                }
            }
            if y < HEIGHT - 1 {
                d.next[y].copy_from_slice(&g.edges[y][..WIDTH]);
            }
        }
        d
    }

    /// Converts to the game-independent [`ActMap`]: drawn nodes row-major,
    /// their edges in the same order (by target column), no boss edges.
    pub fn to_act_map(&self) -> ActMap {
        let g = &self.grid;
        let mut nodes = Vec::with_capacity(64);
        let mut edges = Vec::with_capacity(80);
        for y in 0..HEIGHT {
            for x in 0..WIDTH {
                if !g.is_visible(x, y) {
                    continue;
                }
                let room = g.room(x, y).expect("every drawn node has a room after the filler");
                nodes.push(Node { x: x as u8, y: y as u8, room });
                let mask = g.edges[y][x];
                for dx in 0..WIDTH {
                    if mask & (1 << dx) != 0 {
                        edges.push(Edge { from: [x as u8, y as u8], to: [dx as u8, y as u8 + 1] });
                    }
                }
            }
        }
        ActMap {
            act: self.act,
            name: act_name(self.act),
            width: WIDTH as u8,
            height: HEIGHT as u8,
            first_floor: first_floor(self.act),
            nodes,
            edges,
            burning_elite: self.emerald.map(|e| BurningElite {
                x: e.x,
                y: e.y,
                buff: e.buff(),
                amount: e.amount(self.act),
            }),
            boss: None,
            bosses: None,
            monsters: None,
            elites: None,
            sts2: None,
        }
    }
}

/// The fixed act 4 map (§4), its row 0 on floor `first_floor` (52, or 53
/// after the ascension-20 double boss: [`act4_first_floor`]).
pub fn act4_map(first_floor: u16) -> ActMap {
    act4::map(first_floor)
}

/// Whether act `act` has a burning elite: the final act is unlocked and the
/// Emerald Key was not taken in an earlier act (§5).
pub fn has_burning_elite(act: u8, final_act_unlocked: bool, key_taken_in_act: Option<u8>) -> bool {
    final_act_unlocked && act <= GENERATED_ACTS && key_taken_in_act.is_none_or(|k| k >= act)
}

/// Reads the seed of `opts` as StS1 does and notes anything surprising about it.
pub fn resolve_seed(seed: &SeedInput, warnings: &mut Vec<String>) -> Result<i64> {
    let value = match seed {
        SeedInput::Value(v) => *v,
        SeedInput::Text(t) => {
            let v = seed::seed_from_string(t)?;
            let shown = seed::seed_to_string(v);
            let typed = t.trim().to_ascii_uppercase().replace('O', "0");
            if typed.trim_start_matches('0') != shown {
                let is = if v == 0 { "seed 0".to_string() } else { format!("the seed `{shown}`") };
                warnings
                    .push(format!("`{}` is worth 2^64 or more and wraps around as in the game: it is {is}", t.trim()));
            } else if shown != typed && v != 0 {
                // (Zeros alone are seed 0, noted below.)
                warnings.push(format!("`{}` is the same seed as `{shown}` (leading zeros do not count)", t.trim()));
            }
            v
        }
    };
    if value == 0 {
        warnings.push("seed 0 has an empty display string in the game".into());
    }
    if let Some(key) = seed::trial_key(value) {
        warnings.push(format!(
            "`{key}` is a trial key: the game starts a trial with a new random seed, so these maps never appear"
        ));
    }
    Ok(value)
}

/// Act `act` (1-4) of `seed` with its encounters, as `opts` asks.
pub fn act_map(seed: i64, act: u8, opts: &MapOptions, encounters: &[encounters::ActEncounters; 4]) -> ActMap {
    let mut map = if act == LAST_ACT {
        act4_map(act4_first_floor(encounters[2].boss_fights(opts.ascension).len()))
    } else {
        let burning = has_burning_elite(act, opts.final_act_unlocked, opts.emerald_key_taken_in_act);
        generate_act_ruled(seed, act, ActRules::of(opts), burning).to_act_map()
    };
    let e = &encounters[usize::from(act) - 1];
    map.boss = Some(e.boss());
    map.bosses = Some(e.boss_fights(opts.ascension));
    map.monsters = Some(e.monsters.as_slice().to_vec());
    map.elites = Some(e.elites.as_slice().to_vec());
    map
}

/// `generate_map` for Slay the Spire 1: acts 1-3 and, when the final act is
/// unlocked, act 4 (or only `opts.act`).
pub fn generate(opts: &MapOptions) -> Result<MapSet> {
    let mut warnings = Vec::new();
    let seed_input = opts.seed.as_ref().ok_or_else(|| Error::option("seed", "a seed is required"))?;
    let seed = resolve_seed(seed_input, &mut warnings)?;
    let given = opts;
    let opts = &custom::effective(given, &mut warnings);
    let last = if opts.final_act_unlocked { LAST_ACT } else { GENERATED_ACTS };
    let acts: Vec<u8> = match opts.act {
        Some(a) if a > last && custom::is_custom_or_daily(given) => {
            return Err(Error::option("act", "a custom run or a daily has act 4 only with the modifier The Ending"))
        }
        Some(a) if a > last => {
            return Err(Error::option("act", "act 4 exists only when the final act is unlocked (`finalActUnlocked`)"))
        }
        Some(a) => vec![a],
        None => (1..=last).collect(),
    };
    let encounters = encounters::generate(seed, opts.bosses_seen);
    let acts = acts.into_iter().map(|act| act_map(seed, act, opts, &encounters)).collect();
    Ok(MapSet {
        game: Game::Sts1,
        seed: seed::seed_to_string(seed),
        seed_value: seed.to_string(),
        ascension: opts.ascension,
        warnings,
        acts,
        game_build: None,
        modifiers: opts.modifiers.ids(),
    })
}

/// Generators for the lane tests.
#[cfg(test)]
pub(crate) mod testing {
    use crate::rng::{GameRandom, RandomXS128};

    /// The generator state one `nextLong()` before `(s0, s1)`: xorshift128+
    /// is invertible.
    fn step_back(s0: u64, s1: u64) -> (u64, u64) {
        // Forward: (a, b) -> (b, t ^ b ^ (t >> 17) ^ (b >> 26)), t = a ^ (a << 23).
        let u = s1 ^ s0 ^ (s0 >> 26); // = t ^ (t >> 17)
        let t = u ^ (u >> 17) ^ (u >> 34) ^ (u >> 51);
        let a = t ^ (t << 23) ^ (t << 46);
        (a, s0)
    }

    /// A generator whose draw number `k` (from 0) has all 64 bits set, so
    /// that libGDX's `nextInt(n)` rejects it for most `n` (and the lanes
    /// must not draw it themselves).
    pub fn rejecting_at(k: usize, salt: u64) -> GameRandom {
        // State before draw k: the draw is new_s1 + s1 = u64::MAX.
        let s1 = salt | 1;
        let t = u64::MAX.wrapping_sub(s1) ^ s1 ^ (s1 >> 26);
        let x = t ^ (t >> 17) ^ (t >> 34) ^ (t >> 51);
        let mut state = (x ^ (x << 23) ^ (x << 46), s1);
        for _ in 0..k {
            state = step_back(state.0, state.1);
        }
        let rng = GameRandom::from_parts(RandomXS128::from_state(state.0, state.1), 0);
        let mut probe = rng.xs;
        for _ in 0..k {
            probe.next_long();
        }
        assert_eq!(probe.next_long(), -1, "draw {k} is all ones");
        rng
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn warnings(text: &str) -> (i64, Vec<String>) {
        let mut w = Vec::new();
        let v = resolve_seed(&SeedInput::Text(text.into()), &mut w).unwrap();
        (v, w)
    }

    #[test]
    fn seed_warnings_say_what_the_game_does() {
        assert_eq!(warnings(" agck93xt "), (673465884448, vec![]));
        let (v, w) = warnings("00ABC");
        assert_eq!(
            (v, w.as_slice()),
            (12647, ["`00ABC` is the same seed as `ABC` (leading zeros do not count)".to_string()].as_slice())
        );
        // Zeros alone (and `O`, read as 0) are seed 0: one note, not "the same seed as ``".
        for zero in ["0", "00", "o"] {
            assert_eq!(
                warnings(zero),
                (0, vec!["seed 0 has an empty display string in the game".to_string()]),
                "{zero}"
            );
        }
        // 2^64 wraps to 0.
        let (v, w) = warnings("5G24A25UXKXFG");
        assert_eq!(v, 0);
        assert_eq!(w[0], "`5G24A25UXKXFG` is worth 2^64 or more and wraps around as in the game: it is seed 0");
        assert_eq!(w.len(), 2);
        let (v, w) = warnings("ZZZZZZZZZZZZZ");
        assert_eq!(v, 7592253339725112178);
        assert_eq!(
            w,
            [format!(
                "`ZZZZZZZZZZZZZ` is worth 2^64 or more and wraps around as in the game: it is the seed `{}`",
                seed::seed_to_string(v)
            )]
        );
        let (_, w) = warnings("draft");
        assert!(w.len() == 1 && w[0].starts_with("`DRAFT` is a trial key"), "{w:?}");
    }
}
