//! Slay the Spire's search: the conditions in the order they are checked
//! (the fight lists in the order `monsterRng` draws them, the run-start
//! content, then the maps), the lists read as integer ids, and the scans that
//! make an act's maps [`sts1::BATCH`] at a time ([`sts1::ActBatch`]).

use super::filter::{Condition, Target};
use super::view::{ActView, Cache, Generated, SeedRef};
use super::{name_holds, Match, Quantity, Scan, Search};
use crate::map::Game;
use crate::sts1::{self, encounters};

/// How far [`Search::scan_batched`] went.
pub(super) enum Batched {
    /// The scan ended (its callback asked to stop) after this many seeds.
    Ended(u64),
    /// This many seeds were checked in whole batches; the rest are left to
    /// the seed-by-seed loop.
    Upto(u64),
}

impl Search {
    /// Whether the StS1 seed `seed` satisfies every condition.
    pub fn matches(&self, seed: i64) -> bool {
        self.matches_cached(seed, &mut Cache::default())
    }

    /// [`Search::matches`], reusing (and filling) the work in `cache`.
    pub(super) fn matches_cached(&self, seed: i64, cache: &mut Cache<'_>) -> bool {
        self.sts1_order.iter().all(|&k| self.holds_sts1(k, seed, cache))
    }

    /// Whether the StS1 condition `k` holds for `seed`: on the fight lists
    /// drawn as far as it reads them, as ids ([`sts1_ids`]); else as
    /// [`Search::holds`].
    #[inline]
    fn holds_sts1(&self, k: usize, seed: i64, cache: &mut Cache<'_>) -> bool {
        let c = &self.filter.conditions[k];
        if !c.quantity.needs_encounters() {
            return self.holds(c, SeedRef::Sts1(seed), cache);
        }
        let lists = cache.lists.get_or_insert_with(|| encounters::Lists::new(seed, self.bosses_seen));
        let id = match c.quantity {
            Quantity::Boss => Some(lists.boss(c.act)),
            Quantity::Boss2 => lists.boss2(c.act, self.ascension),
            Quantity::Fight(n) => lists.fight(c.act, usize::from(n)),
            Quantity::Elite(n) => lists.elite(c.act, usize::from(n)),
            _ => None,
        };
        id.is_some_and(|id| self.sts1_ids[k] >> id & 1 != 0)
    }

    /// The StS1 act (1-3) whose map the first condition after those on the
    /// fight lists and the run-start content reads (in the order the
    /// conditions are checked, `sts1_order`), if it reads one, and how many
    /// conditions come before it. Every seed those pass needs that map, so
    /// a scan makes it [`sts1::BATCH`] seeds at a time ([`sts1::ActBatch`]):
    /// of every seed when no condition comes before, else of the seeds that
    /// pass the conditions before it (which need no map).
    fn first_generated_act(&self) -> Option<(usize, u8)> {
        let conditions = &self.filter.conditions;
        let lists = self
            .sts1_order
            .iter()
            .take_while(|&&k| conditions[k].quantity.needs_encounters() || conditions[k].quantity.sts1_run_start())
            .count();
        let first = &conditions[*self.sts1_order.get(lists)?];
        (self.game == Game::Sts1 && first.act <= sts1::GENERATED_ACTS).then_some((lists, first.act))
    }

    /// The filter's view of a generated StS1 act.
    pub(super) fn sts1_view(gen: Generated<'_>) -> ActView<'_> {
        let (emerald, act) = match &gen {
            Generated::Batch(g) => (g.emerald, g.act),
            Generated::Alone(g) => (g.emerald, g.act),
        };
        ActView { emerald, dag: None, generated: Some(gen), first_floor: i64::from(sts1::first_floor(act)) }
    }

    /// Whether act `act` of an StS1 map has its burning elite under the
    /// search's settings (the Emerald Key not yet taken).
    pub(super) fn burning(&self, act: u8) -> bool {
        sts1::has_burning_elite(act, self.final_act_unlocked, None)
    }

    /// The first part of [`Search::scan`] for an StS1 filter whose first
    /// condition after those on the fight lists and the run-start content
    /// reads a generated act ([`Search::first_generated_act`]): with list
    /// conditions before it, the whole scan ([`Search::scan_after_lists`]);
    /// else every whole batch of seeds, their maps made together. Other
    /// filters (and StS2's) are left to the seed-by-seed loop.
    pub(super) fn scan_batched(
        &self,
        scan: Scan,
        start: u64,
        count: u64,
        found: &mut impl FnMut(Match) -> bool,
    ) -> Batched {
        let mut done = 0;
        // The batches make maps under the ascension's rules only: Elite
        // Swarm and Certain Future maps are made one by one.
        let plain = sts1::ActRules { elites: sts1::EliteQuota::of(self.ascension_elites, false), one_path: false };
        if self.act_rules != plain {
            return Batched::Upto(0);
        }
        match self.first_generated_act() {
            Some((lists @ 1.., act)) => {
                return Batched::Ended(self.scan_after_lists(scan, start, count, lists, act, found))
            }
            Some((0, act)) => {
                let mut batch = sts1::ActBatch::new();
                const BATCH: u64 = sts1::BATCH as u64;
                while done + BATCH <= count {
                    let index = |k: u64| start.wrapping_add(done + k);
                    let jobs: [(i64, u8); sts1::BATCH] = std::array::from_fn(|k| (scan.seed_at(index(k as u64)), act));
                    let gens = batch.generate(jobs, self.ascension_elites, self.burning(act));
                    for (k, gen) in (0..).zip(gens) {
                        let mut cache = Cache::default();
                        cache.acts[usize::from(act) - 1] = Some(Self::sts1_view(Generated::Batch(gen)));
                        if let Some(m) = self.check(scan, index(k), &mut cache) {
                            if !found(m) {
                                return Batched::Ended(done + k + 1);
                            }
                        }
                    }
                    done += BATCH;
                }
            }
            None => {}
        }
        Batched::Upto(done)
    }

    /// [`Search::scan`] of an StS1 filter whose first `lists` conditions
    /// read the fight lists and whose next one reads the map of act `act`:
    /// each seed's lists are checked first, and the seeds they pass get that
    /// map [`sts1::BATCH`] at a time, then the whole filter (the lists
    /// reused), in scan order; the last fewer than a batch one by one.
    fn scan_after_lists(
        &self,
        scan: Scan,
        start: u64,
        count: u64,
        lists: usize,
        act: u8,
        mut found: impl FnMut(Match) -> bool,
    ) -> u64 {
        let mut batch = sts1::ActBatch::new();
        // The seeds that passed the lists (by position in the chunk), with their lists.
        let mut passed: Vec<(u64, Option<encounters::Lists>)> = Vec::with_capacity(sts1::BATCH);
        let conditions = &self.sts1_order[..lists];
        // One cache for the list conditions of every seed (they read and fill only its lists,
        // no map): a fresh one per seed would write its 2.5 KB each time.
        let mut cache = Cache::default();
        for i in 0..count {
            let seed = scan.seed_at(start.wrapping_add(i));
            cache.lists = None;
            let pass = conditions.iter().all(|&k| self.holds_sts1(k, seed, &mut cache));
            debug_assert!(cache.acts.iter().all(Option::is_none), "a list condition made a map");
            if !pass {
                continue;
            }
            passed.push((i, cache.lists.take()));
            if passed.len() < sts1::BATCH {
                continue;
            }
            let jobs = std::array::from_fn(|k| (scan.seed_at(start.wrapping_add(passed[k].0)), act));
            let gens = batch.generate(jobs, self.ascension_elites, self.burning(act));
            for ((i, lists), gen) in passed.drain(..).zip(gens) {
                let mut cache = Cache { lists, ..Cache::default() };
                cache.acts[usize::from(act) - 1] = Some(Self::sts1_view(Generated::Batch(gen)));
                if let Some(m) = self.check(scan, start.wrapping_add(i), &mut cache) {
                    if !found(m) {
                        return i + 1;
                    }
                }
            }
        }
        for (i, lists) in passed.drain(..) {
            if let Some(m) = self.check(scan, start.wrapping_add(i), &mut Cache { lists, ..Cache::default() }) {
                if !found(m) {
                    return i + 1;
                }
            }
        }
        count
    }
}

/// Generates `count` StS1 act maps in the generator's own form (acts 1-3 in
/// turn for consecutive seeds from `first_seed`, ascension 1+, burning
/// elites on), [`sts1::BATCH`] at a time ([`sts1::ActBatch`]), and returns a
/// checksum so the work cannot be optimised away. The map-speed benchmarks
/// of the CLI (`spire-map bench`) and of the WebAssembly search module
/// (`bench_acts`) both run exactly this loop.
pub fn generate_acts(first_seed: i64, count: u64) -> u64 {
    let job = |i: u64| (first_seed.wrapping_add((i / 3) as i64), (i % 3) as u8 + 1);
    let mut checksum = 0u64;
    let mut i = 0;
    let mut batch = sts1::ActBatch::new();
    const BATCH: u64 = sts1::BATCH as u64;
    while i + BATCH <= count {
        for g in batch.generate(std::array::from_fn(|k| job(i + k as u64)), true, true) {
            checksum = checksum.wrapping_add(u64::from(g.quotas.available_room_count));
        }
        i += BATCH;
    }
    for i in i..count {
        let (seed, act) = job(i);
        let g = sts1::generate_act(seed, act, true, true);
        checksum = checksum.wrapping_add(u64::from(g.quotas.available_room_count));
    }
    checksum
}

/// The stage of an StS1 condition that needs no map, by cost (the scan
/// checks the cheapest first; the maps come after, in the filter's order):
/// act 4's fixed lists; a fight list's entries in the order `monsterRng`
/// draws them (an act's normal fights, its elites, its boss, then the next
/// act's), Neow's options (five draws of their own) among act 1's first
/// fights; the boss relics (a shuffle) and the first shop's relic (the
/// pools' shuffles) with act 1's boss; the card reward
/// after every list.
pub(super) fn stage(c: &Condition) -> Option<usize> {
    let act = usize::from(c.act).saturating_sub(1) * 100;
    match c.quantity {
        _ if c.act > sts1::GENERATED_ACTS && c.quantity.needs_encounters() => Some(0),
        Quantity::Fight(n) => Some(act + usize::from(n)),
        Quantity::Elite(n) => Some(act + 20 + usize::from(n)),
        Quantity::Boss | Quantity::Boss2 => Some(act + 40),
        Quantity::Neow | Quantity::NeowWith(_) => Some(6),
        Quantity::BossRelics => Some(45),
        Quantity::ShopRelic => Some(46),
        Quantity::Card(_) => Some(400),
        _ => None,
    }
}

/// For a condition on StS1's fight lists, the ids it holds for as a bit
/// set: [`encounters::BOSS_NAMES`] ids for a boss, [`encounters::ENCOUNTERS`]
/// ids for a fight (the names compared once here, not per seed); 0 for
/// any other condition.
pub(super) fn ids(c: &Condition) -> u64 {
    let Target::Name(t) = &c.target else { return 0 };
    let names: &[&str] = match c.quantity {
        Quantity::Boss | Quantity::Boss2 => &encounters::BOSS_NAMES,
        Quantity::Fight(_) | Quantity::Elite(_) => &encounters::ENCOUNTERS,
        _ => &[],
    };
    names.iter().enumerate().filter(|(_, v)| name_holds(c.op, v, t)).fold(0, |m, (i, _)| m | 1 << i)
}

#[cfg(test)]
mod tests {
    use super::super::{Filter, Search};
    use super::*;
    use crate::options::MapOptions;
    use crate::seed::SeedInput;

    fn search(filter: &str, asc: u8) -> Search {
        Search::new(Filter::parse(filter).unwrap(), &MapOptions { ascension: asc, ..Default::default() }).unwrap()
    }

    #[test]
    fn golden_facts_match_their_filters() {
        // AGCK93XT (golden): act-1 burning elite at (5, 12) with Metallicize at
        // A1+, boss list starting with Slime Boss; act-1 row 0 has 3 nodes.
        let seed = 673465884448;
        assert!(search("a1.burning.floor = 13 and a1.burning.buff = metallicize and a1.burning.column = 5", 1)
            .matches(seed));
        assert!(!search("a1.burning.floor = 12", 1).matches(seed));
        assert!(search("a1.boss = \"Slime Boss\" and a2.boss = champ and a3.boss = awakenedone", 0).matches(seed));
        assert!(search("a1.fight(1) = \"2 Louse\" and a1.elite(2) = lagavulin and a1.starts = 3", 0).matches(seed));
        // The 13th normal fight (the most a route can meet in an act) and the 10th elite,
        // from the golden lists of seed_673465884448_a0.json.
        assert!(search("a1.fight(13) = looter and a2.fight(13) = snecko and a1.elite(10) = \"3 Sentries\"", 0)
            .matches(seed));
        assert!(!search("a1.fight(13) = \"Large Slime\"", 0).matches(seed));
        assert!(!search("a1.starts != 3", 0).matches(seed));
    }

    #[test]
    fn route_quantities_agree_with_best_route() {
        let seed = 673465884448;
        for (criterion, q) in
            [("mostElites", "max(elites)"), ("mostEvents", "max(events)"), ("fewestFights", "min(fights)")]
        {
            let opts =
                MapOptions { seed: Some(SeedInput::Value(seed)), act: Some(2), ascension: 1, ..Default::default() };
            let set = sts1::generate(&opts).unwrap();
            let criterion = crate::plan::Criterion::parse(criterion).unwrap();
            let score = crate::plan::best_route(&set.acts[0], criterion, None, 1).unwrap().score;
            assert!(search(&format!("a2.{q} = {score}"), 1).matches(seed), "{q} = {score}");
            assert!(!search(&format!("a2.{q} = {}", score + 1), 1).matches(seed), "{q} != {}", score + 1);
        }
    }

    #[test]
    fn generate_acts_is_deterministic_and_counts_every_map() {
        assert_eq!(generate_acts(0, 0), 0);
        let (a, b) = (generate_acts(5, 30), generate_acts(5, 30));
        assert_eq!(a, b);
        assert_ne!(a, generate_acts(6, 30));
        // The sum over 6 maps is the sum over its first 3 and the next 3 (seeds 5 and 6).
        assert_eq!(generate_acts(5, 6), generate_acts(5, 3) + generate_acts(6, 3));
    }

    #[test]
    fn batched_scans_match_seed_by_seed() {
        // The scan makes the first condition's act four seeds at a time;
        // `matches` makes each map alone. Both must accept the same seeds,
        // for a first condition on each generated act, on the fight lists
        // (no batch), on act 4, and for a count that is not a multiple of 4.
        let filters = [
            "a1.max(elites) >= 3 and a2.starts >= 3",
            "a2.burning.floor <= 28",
            "a3.min(fights) <= 5 and a1.count(shops) >= 2",
            "a1.fight(1) = \"Cultist\" and a1.max(events) >= 5",
            "a1.boss = hexaghost and a2.elite(1) = slavers and a2.starts >= 3 and a1.max(elites) >= 3",
            "a3.boss != \"time eater\" and a1.starts <= 2",
            "a4.nodes >= 1 and a1.starts = 2",
        ];
        for filter in filters {
            for asc in [0, 20] {
                let s = search(filter, asc);
                for scan in [Scan::Sequential { from: -7 }, Scan::Random { rng_seed: 3 }] {
                    let mut scanned = Vec::new();
                    let checked = s.scan(scan, 5, 201, |m| {
                        scanned.push(m.index);
                        true
                    });
                    assert_eq!(checked, 201);
                    let expected: Vec<u64> = (5..206).filter(|&i| s.matches(scan.seed_at(i))).collect();
                    assert_eq!(scanned, expected, "{filter} at A{asc}, {scan:?}");
                    assert!(!expected.is_empty() && expected.len() < 201, "{filter}: {} matches", expected.len());
                    // Stopped at the second match, a scan has checked the seeds up to it.
                    let mut seen = 0;
                    let checked = s.scan(scan, 5, 201, |_| {
                        seen += 1;
                        seen < 2
                    });
                    assert_eq!((seen, checked), (2.min(expected.len()), expected.get(1).map_or(201, |&i| i - 5 + 1)));
                }
            }
        }
    }

    /// With modifiers the search reads the maps they make: a scan's matches
    /// are the seeds whose Elite Swarm / Certain Future maps (made by the
    /// engine alone) satisfy the filter, and a custom run has no act 4 or
    /// burning elites; content filters are refused.
    #[test]
    fn modifiers_change_the_maps_the_filter_reads() {
        use crate::options::{Modifiers, Sts1Mod};
        let with = |mods: &[Sts1Mod], asc: u8| MapOptions {
            ascension: asc,
            modifiers: Modifiers::of_sts1(mods),
            ..Default::default()
        };
        let swarm =
            Search::new(Filter::parse("a1.count(elites) >= 9").unwrap(), &with(&[Sts1Mod::EliteSwarm], 0)).unwrap();
        let plain = search("a1.count(elites) >= 9", 20);
        let rules = sts1::ActRules { elites: sts1::EliteQuota::Swarm, one_path: false };
        let mut found = Vec::new();
        swarm.scan(Scan::Sequential { from: 0 }, 0, 200, |m| {
            found.push(m.index);
            true
        });
        let want: Vec<u64> = (0..200)
            .filter(|&i| {
                sts1::generate_act_ruled(i as i64, 1, rules, false)
                    .to_act_map()
                    .nodes
                    .iter()
                    .filter(|n| n.room == crate::map::Room::Elite)
                    .count()
                    >= 9
            })
            .collect();
        assert_eq!(found, want);
        assert!(want.len() > 100 && (0..200).all(|i| !plain.matches(i)), "{} matches", want.len());
        let one = Search::new(Filter::parse("a2.nodes = 15").unwrap(), &with(&[Sts1Mod::UncertainFuture], 20)).unwrap();
        assert!((0..50).all(|i| one.matches(i)));
        let custom = with(&[Sts1Mod::Vintage], 0);
        assert!(Search::new(Filter::parse("a4.nodes >= 1").unwrap(), &custom).is_err(), "no act 4");
        assert!(Search::new(Filter::parse("neow has BOSS_RELIC").unwrap(), &custom).is_err());
        let burning = Search::new(Filter::parse("a1.burning.floor >= 1").unwrap(), &custom).unwrap();
        assert!((0..50).all(|i| !burning.matches(i)), "no burning elite in a custom run");
    }

    #[test]
    fn a_generated_act_s_starts_are_its_dag_s() {
        for seed in 0..300 {
            let gen = sts1::generate_act(seed * 31, (seed % 3) as u8 + 1, seed % 2 == 0, true);
            let mut view = Search::sts1_view(Generated::Batch(&gen));
            assert_eq!(view.start_mask(), gen.to_dag().start_mask(), "seed {}", seed * 31);
            assert_eq!(view.dag(), &gen.to_dag());
            assert_eq!(view.start_mask(), gen.to_dag().start_mask());
        }
    }

    #[test]
    fn trial_keys_never_match() {
        // DRAFT and CURSED are trial keys (spec §1.2); DRAFS and DRAFU are not.
        let s = search("a1.starts >= 1", 0);
        let from = sts1::seed::seed_from_string("DRAFS").unwrap();
        assert!(s.matches(from + 1), "the filter itself holds for every seed");
        let mut found = Vec::new();
        s.scan(Scan::Sequential { from }, 0, 3, |m| {
            found.push(m.seed);
            true
        });
        assert_eq!(found, ["DRAFS", "DRAFU"]);
        let cursed = sts1::seed::seed_from_string("CURSED").unwrap();
        assert_eq!(s.scan(Scan::Sequential { from: cursed }, 0, 1, |_| panic!("CURSED matched")), 1);
    }
}
