//! Seed search: which seeds' maps satisfy a [`Filter`].
//!
//! A search scans seeds by index: a sequential scan takes `from, from + 1,
//! …`; a random scan takes the index's value under a mixing function keyed
//! by its own RNG seed, so both are reproducible and can be split into
//! chunks across threads or Web Workers in any order.

mod content;
pub mod filter;
pub mod options;
pub mod quantity;
mod sts1;
mod view;

pub use filter::{Filter, Kind, Quantity};
pub use options::{SearchOptions, MAX_SEARCH_CHUNK};

use serde::Serialize;

use crate::error::{Error, Result};
use crate::map::Game;
use crate::options::MapOptions;
use crate::sts1::encounters;
use filter::{normalise_name, Condition, Op, Target};
use view::Cache;

pub mod sts2;
pub mod vocab;

pub use sts1::generate_acts;
pub use sts2::generate_acts as generate_sts2_acts;

/// How a scan picks seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scan {
    /// Seeds `from`, `from + 1`, … (wrapping).
    Sequential {
        /// The first seed value.
        from: i64,
    },
    /// Seeds drawn by index from a stream keyed by `rng_seed`.
    Random {
        /// The key of the scan's own RNG.
        rng_seed: u64,
    },
}

impl Scan {
    /// The seed value at `index` of the scan.
    #[inline]
    pub fn seed_at(self, index: u64) -> i64 {
        match self {
            Scan::Sequential { from } => from.wrapping_add(index as i64),
            Scan::Random { rng_seed } => {
                splitmix64(rng_seed.wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))) as i64
            }
        }
    }
}

/// SplitMix64's output function: a bijective mix of 64 bits.
#[inline]
fn splitmix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A seed that matched.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "SearchMatch", missing_as_null))]
pub struct Match {
    /// Its position in the scan.
    pub index: u64,
    /// The canonical seed string.
    pub seed: String,
    /// The seed's number in decimal.
    pub seed_value: String,
}

/// A compiled search: the filter and the run settings it is evaluated with.
#[derive(Clone, Debug)]
pub struct Search {
    filter: Filter,
    game: Game,
    ascension_elites: bool,
    ascension: u8,
    multiplayer: bool,
    final_act_unlocked: bool,
    bosses_seen: encounters::BossesSeen,
    needs_encounters: bool,
    acts_needed: [bool; 5],
    /// StS2: per condition, the ids its name stands for ([`sts2::target_ids`]).
    sts2_ids: Vec<Vec<&'static str>>,
    /// StS2: per condition, the same ids as bit sets per act ([`sts2::masks`]).
    sts2_masks: Vec<[u64; 4]>,
    /// StS2: the conditions' indices in the order they are checked, the
    /// cheapest stage first ([`sts2::stage`], then content, then maps).
    sts2_order: Vec<usize>,
    /// StS2: what the staged run start computes ([`sts2::plan`]).
    sts2_plan: crate::sts2::run::staged::Plan,
    /// StS1: the conditions' indices in the order they are checked
    /// ([`sts1_stage`]): the fight lists in the order of their draws, the
    /// run-start content, then the maps in the filter's order.
    sts1_order: Vec<usize>,
    /// StS1: per condition on the fight lists, the ids it holds for, as a
    /// bit set ([`sts1_ids`]).
    sts1_ids: Vec<u64>,
    /// StS1: the character the boss relics and card rewards are for.
    character: crate::options::Character,
    /// StS2: the character the card rewards and relic bags are for.
    sts2_character: crate::options::Sts2Character,
    /// StS2: the profile (the mature one if none is given): the characters
    /// Orobas' offer draws over.
    sts2_profile: crate::options::Sts2Profile,
    /// StS1: the act rules of the modifiers (Elite Swarm, Certain Future).
    act_rules: crate::sts1::ActRules,
    /// StS2: the BigGameHunter modifier (every map made twice).
    big_game_hunter: bool,
    /// StS2: the build's seeding: its seeds (12 characters hashed by XXH64,
    /// or 10 by the 32-bit hash) and streams.
    seeding: crate::sts2::Seeding,
}

impl Search {
    /// Compiles `filter` for the game and settings of `opts` (its seed and
    /// act are ignored). Quantities the game does not have are errors.
    pub fn new(filter: Filter, opts: &MapOptions) -> Result<Search> {
        // Modifiers (a custom run): StS1's act 4 and burning elites as the
        // game has them then; predictions of content they change refused.
        let run = match opts.game {
            Game::Sts1 => crate::sts1::custom::effective(opts, &mut Vec::new()),
            Game::Sts2 => opts.clone(),
        };
        let opts = &run;
        if !opts.modifiers.is_empty() && filter.conditions.iter().any(|c| c.quantity.content()) {
            return Err(Error::Filter(
                "Neow, relics and card rewards are not predicted in a run with modifiers: filter on maps, \
                 fights, bosses, events and Ancients"
                    .into(),
            ));
        }
        for c in &filter.conditions {
            check_for_game(c, opts.game)?;
            if c.act == 4 && !opts.final_act_unlocked {
                return Err(Error::Filter("act 4 exists only when the final act is unlocked".into()));
            }
        }
        if opts.game == Game::Sts2 {
            if let Some(c) = filter.conditions.iter().find(|c| c.act > crate::sts2::acts::ACTS) {
                return Err(Error::Filter(format!("a{}: Slay the Spire 2 has three acts", c.act)));
            }
            // The build's seeds (10 or 12 characters) and seeding; what it does not predict refused.
            sts2::check_build(&filter.conditions, opts.build)?;
            // Chests and the shop relic come from a player's relic bag, not modelled in a lobby.
            if opts.multiplayer {
                if let Some(c) =
                    filter.conditions.iter().find(|c| matches!(c.quantity, Quantity::Chest(_) | Quantity::ShopRelic))
                {
                    return Err(Error::option(
                        "multiplayer",
                        format!(
                            "{} is predicted for single player only (each player's relic bag in a lobby is not modelled)",
                            c.quantity
                        ),
                    ));
                }
            }
            // What a seed gives follows the mature profile's card and relic pools (the
            // Ancients' offers follow any profile: it moves only Orobas' first draw).
            if let Some(p) = opts.profile() {
                if let Some(c) = filter.conditions.iter().find(|c| c.quantity.sts2_content()) {
                    return Err(Error::option(
                        "profile",
                        format!(
                            "a{}.{} is predicted only for the mature profile (its card and relic pools follow unlocks \
                             not modelled), not for one that {}",
                            c.act,
                            c.quantity,
                            p.describe()
                        ),
                    ));
                }
            }
        }
        let mut acts_needed = [false; 5];
        for c in &filter.conditions {
            acts_needed[usize::from(c.act)] = true;
        }
        let sts2_ids: Vec<_> = filter.conditions.iter().map(|c| sts2::target_ids(&c.quantity, &c.target)).collect();
        let sts2_masks =
            filter.conditions.iter().zip(&sts2_ids).map(|(c, ids)| sts2::masks(&c.quantity, ids)).collect();
        let mut sts2_order: Vec<usize> = (0..filter.conditions.len()).collect();
        sts2_order.sort_by_key(|&k| {
            let c = &filter.conditions[k];
            sts2::stage(c).unwrap_or(if c.quantity.sts2_content() { 7 } else { 8 })
        });
        let mut sts1_order: Vec<usize> = (0..filter.conditions.len()).collect();
        sts1_order.sort_by_key(|&k| sts1::stage(&filter.conditions[k]).unwrap_or(1000 + k));
        Ok(Search {
            sts1_order,
            sts1_ids: filter.conditions.iter().map(sts1::ids).collect(),
            sts2_masks,
            sts2_order,
            sts2_plan: sts2::plan(
                &filter.conditions,
                opts.ascension,
                opts.multiplayer,
                opts.profile(),
                &[opts.start.sts2_character.unwrap_or_default()]
                    .into_iter()
                    .chain(opts.start.sts2_second)
                    .collect::<Vec<_>>(),
            )
            .in_build(opts.build.into()),
            needs_encounters: filter.conditions.iter().any(|c| c.quantity.needs_encounters()),
            filter,
            game: opts.game,
            ascension_elites: opts.ascension >= 1,
            ascension: opts.ascension,
            multiplayer: opts.multiplayer,
            final_act_unlocked: opts.final_act_unlocked,
            bosses_seen: opts.bosses_seen,
            acts_needed,
            sts2_ids,
            character: opts.start.character.unwrap_or(crate::options::Character::Ironclad),
            sts2_character: opts.start.sts2_character.unwrap_or_default(),
            sts2_profile: opts.profile().cloned().unwrap_or_default(),
            act_rules: crate::sts1::ActRules::of(opts),
            big_game_hunter: opts.modifiers.has2(crate::options::Sts2Mod::BigGameHunter),
            seeding: opts.build.into(),
        })
    }

    /// The filter being searched for.
    pub fn filter(&self) -> &Filter {
        &self.filter
    }

    /// Scans `count` seeds of `scan` from index `start`, calling `found` for
    /// each match in scan order; returns how many seeds were checked (fewer
    /// than `count` only if `found` returns `false` to stop). StS1 seeds that
    /// spell a trial key (`DRAFT`, …) never match: the game would start a
    /// trial with a new random seed instead. An StS1 filter that reads a map
    /// early has its maps made a batch at a time first ([`Search::scan_batched`]).
    pub fn scan(&self, scan: Scan, start: u64, count: u64, mut found: impl FnMut(Match) -> bool) -> u64 {
        let done = match self.scan_batched(scan, start, count, &mut found) {
            sts1::Batched::Ended(checked) => return checked,
            sts1::Batched::Upto(done) => done,
        };
        // One cache, cleared per seed (a fresh one would write its 2.5 KB each time).
        let mut cache = Cache::default();
        for i in done..count {
            cache.clear();
            if let Some(m) = self.check(scan, start.wrapping_add(i), &mut cache) {
                if !found(m) {
                    return i + 1;
                }
            }
        }
        count
    }

    /// The match at `index` of `scan`, if its seed matches (with the work
    /// already in `cache`).
    #[inline]
    fn check(&self, scan: Scan, index: u64, cache: &mut Cache<'_>) -> Option<Match> {
        let value = scan.seed_at(index);
        match self.game {
            // A trial key's maps never appear in the game (§1.2).
            Game::Sts1 => {
                (self.matches_cached(value, cache) && crate::sts1::seed::trial_key(value).is_none()).then(|| Match {
                    index,
                    seed: crate::sts1::seed::seed_to_string(value),
                    seed_value: value.to_string(),
                })
            }
            Game::Sts2 if self.seeding.hash32() => {
                // v0.108 and the main branch's v0.107.1: 10-character strings, numbered in
                // base 34; the run seed is their 32-bit hash as unsigned (`Seeding::run_seed`).
                let text = crate::sts2::seed::seed10_bytes_at(value as u64);
                let run_seed = u64::from(crate::sts2::hash::h32_ascii(&text) as u32);
                self.matches_sts2(run_seed).then(|| Match {
                    index,
                    seed: text.iter().map(|&b| char::from(b)).collect(),
                    seed_value: run_seed.to_string(),
                })
            }
            Game::Sts2 => {
                // StS2 seeds are 12-character strings, numbered in base 34.
                // The run seed is XXH64 of the string's bytes (`seed::run_seed`).
                let text = crate::sts2::seed::seed_bytes_at(value as u64);
                let run_seed = crate::sts2::hash::xxh64(&text, 0);
                self.matches_sts2(run_seed).then(|| Match {
                    index,
                    seed: text.iter().map(|&b| char::from(b)).collect(),
                    seed_value: run_seed.to_string(),
                })
            }
        }
    }

    /// The game searched.
    pub fn game(&self) -> Game {
        self.game
    }

    /// Acts the filter looks at.
    pub fn acts_needed(&self) -> impl Iterator<Item = u8> + '_ {
        (1..=4u8).filter(|&a| self.acts_needed[usize::from(a)])
    }

    /// Whether the filter needs fight lists (more work per seed).
    pub fn needs_encounters(&self) -> bool {
        self.needs_encounters
    }
}

/// Whether condition `c` is one `game` has: its quantity, its fight number,
/// its name (with the closest name of the game as a hint).
fn check_for_game(c: &Condition, game: Game) -> Result<()> {
    let (label, other) = match game {
        Game::Sts1 => ("Slay the Spire 1", c.quantity.sts2_only()),
        Game::Sts2 => ("Slay the Spire 2", c.quantity.sts1_only()),
    };
    if other {
        return Err(Error::Filter(format!("a{}.{}: {label} has no such quantity", c.act, c.quantity)));
    }
    if game == Game::Sts2 {
        match c.quantity {
            Quantity::Card(_) if c.act != 1 => {
                return Err(Error::Filter(format!(
                "a{}.{}: Slay the Spire 2's card rewards are searched in act 1 only (later acts depend on the route)",
                c.act, c.quantity
            )))
            }
            Quantity::Chest(_) | Quantity::ShopRelic if c.act != 1 => {
                return Err(Error::Filter(format!(
                    "{} belongs to the run, not an act: write it without `a{}.`",
                    c.quantity, c.act
                )))
            }
            _ => {}
        }
    }
    if game == Game::Sts1 {
        content::check(c)?;
        // StS1's lists: a route meets at most 13 list fights (spec sts1.md §6.6); 10 elites.
        match c.quantity {
            Quantity::Fight(n) if n > 13 => {
                return Err(Error::Filter(format!("fight({n}): normal fights are numbered 1 to 13")))
            }
            Quantity::Elite(n) if n > 10 => {
                return Err(Error::Filter(format!("elite({n}): elite fights are numbered 1 to 10")))
            }
            _ => {}
        }
    }
    if let Target::Name(n) = &c.target {
        let names = vocab::names(game, &c.quantity);
        if !names.is_empty() {
            vocab::check(n, &names, &format!("a {label} name for a{}.{}", c.act, c.quantity))?;
        }
    }
    Ok(())
}

/// `op` between the normalised name `v` ([`normalise_name`]) and `target`,
/// for `=` and `!=` without building the normalised text.
fn name_holds(op: Op, v: &str, target: &str) -> bool {
    let same = || {
        if v.is_ascii() {
            // The same for ASCII, byte by byte (a non-ASCII target never equals it).
            v.bytes().filter(u8::is_ascii_alphanumeric).map(|b| b.to_ascii_lowercase()).eq(target.bytes())
        } else {
            v.chars().filter(|c| c.is_alphanumeric()).flat_map(|c| c.to_lowercase()).eq(target.chars())
        }
    };
    match op {
        Op::Eq => same(),
        Op::Ne => !same(),
        _ => op.holds(normalise_name(v).as_str(), target),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sts1;

    fn search(filter: &str, asc: u8) -> Search {
        Search::new(Filter::parse(filter).unwrap(), &MapOptions { ascension: asc, ..Default::default() }).unwrap()
    }

    #[test]
    fn sequential_and_random_scans_are_reproducible() {
        let seq = Scan::Sequential { from: i64::MAX - 1 };
        assert_eq!((seq.seed_at(0), seq.seed_at(1), seq.seed_at(2)), (i64::MAX - 1, i64::MAX, i64::MIN));
        let r = Scan::Random { rng_seed: 7 };
        assert_eq!(r.seed_at(5), Scan::Random { rng_seed: 7 }.seed_at(5));
        assert_ne!(r.seed_at(5), r.seed_at(6));
        assert_ne!(r.seed_at(5), Scan::Random { rng_seed: 8 }.seed_at(5));
    }

    #[test]
    fn scan_reports_matches_in_order_and_can_stop() {
        let s = search("a1.starts >= 4", 0);
        let mut found = Vec::new();
        let checked = s.scan(Scan::Sequential { from: 0 }, 0, 200, |m| {
            found.push(m.index);
            found.len() < 3
        });
        assert_eq!(found.len(), 3);
        assert!(found.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(checked, found[2] + 1);
        for &i in &found {
            let map = sts1::generate_act(i as i64, 1, false, true).to_act_map();
            assert!(map.nodes.iter().filter(|n| n.y == 0).count() >= 4);
        }
    }

    #[test]
    fn names_compare_as_their_normalised_text() {
        for (v, t) in
            [("Slime Boss", "slimeboss"), ("Neow's Bones", "neowsbones"), ("2 Louse", "2louse"), ("ÄBC", "äbc")]
        {
            for other in [t, "slimebos", "", "x"] {
                for op in [Op::Eq, Op::Ne, Op::Lt, Op::Ge] {
                    assert_eq!(
                        name_holds(op, v, other),
                        op.holds(normalise_name(v).as_str(), other),
                        "{v} {op:?} {other}"
                    );
                }
            }
        }
    }
}
