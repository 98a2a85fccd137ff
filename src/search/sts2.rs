//! Slay the Spire 2's run-start quantities of a filter (`act`, `boss`,
//! `boss2`, `ancient`, `fight(N)`, `elite(N)`, `event(N)`, `neow has`): read
//! from what the seed decides at run start (spec sts2-run.md §3-§7, §11,
//! the profile's §12), without generating a map; and what the seed gives
//! along a run ([`content_holds`]: `card(N)`, `chest(N)`, `shop.relic`,
//! docs/sts2-content.md, docs/sts2-relics.md), also without a map. A
//! condition's name is resolved once, when the search is compiled, to the
//! ids that carry it.

use super::filter::{normalise_name, Condition, Op, Quantity, Target};
use crate::error::{Error, Result};
use crate::options::{Sts2Build, Sts2Character, Sts2Profile};
use crate::sts2::content::ancients::Who;
use crate::sts2::content::chests::undisturbed;
use crate::sts2::content::names::name;
use crate::sts2::content::relic_bag::RunBags;
use crate::sts2::content::rewards::{Fight, Rewards};
use crate::sts2::run::data::{ALL_ACTS, SHARED_EVENTS};
use crate::sts2::run::staged::{Plan, Staged};
use crate::sts2::run::streams::Streams;
use crate::sts2::seed::Seeding;

/// The ids of `q` whose readable name is the condition's (normalised) name.
pub fn target_ids(q: &Quantity, target: &Target) -> Vec<&'static str> {
    let Target::Name(t) = target else { return Vec::new() };
    super::vocab::sts2_ids(q).into_iter().filter(|&id| normalise_name(name(id)) == *t).collect()
}

/// Whether the search can follow `conditions` in `build`: every build's
/// maps and run start (acts, lists, events, Ancients, Neow, the Ancients'
/// offers), searched over the seeds its game draws (12 characters from
/// v0.109, 10 before); what a seed gives along a run (`card(N)`,
/// `chest(N)`, `shop.relic`) only where the real files confirm the build's
/// pools, with a sentence saying why not otherwise.
pub fn check_build(conditions: &[Condition], build: Sts2Build) -> Result<()> {
    if build == Sts2Build::V0109ToV0111 {
        return Ok(());
    }
    let Some(c) = conditions.iter().find(|c| c.quantity.sts2_content()) else { return Ok(()) };
    let why = match build {
        Sts2Build::V0108 => "its card rewards are not the v0.109+ pools' (two real v0.108 runs get other cards from their first reward on), and its relic bags are checked against no real file",
        _ => "its card pools are read from the rewards of real v0.107.1 runs, not from the game's code (docs/sts2-content.md), and its chests and shop relics are checked against no real file",
    };
    let what = match c.quantity {
        Quantity::Card(_) => format!("a{}.{}", c.act, c.quantity),
        _ => c.quantity.to_string(),
    };
    Err(Error::option("build", format!("{what} is not predicted for the {}: {why}", build.branch())))
}

/// What [`Staged`] needs to read a filter: the run settings (ascension
/// capped at the game's highest, which adds the second boss from
/// `DOUBLE_BOSS_ASCENSION`; the profile, `None` the mature one; the
/// players' characters in lobby order, which a profile's relic bags depend
/// on, a lobby's second player the first's character unless given) and
/// which acts' event orders it reads.
pub fn plan(
    conditions: &[Condition],
    ascension: u8,
    multiplayer: bool,
    profile: Option<&Sts2Profile>,
    characters: &[Sts2Character],
) -> Plan {
    // `met(N)` reads its act's event order and the earlier acts' (what they can have met).
    let events = [1, 2, 3].map(|act| {
        conditions.iter().any(|c| {
            (c.act == act && matches!(c.quantity, Quantity::Event(_)))
                || (c.act >= act && matches!(c.quantity, Quantity::Met(_)))
        })
    });
    let players = if multiplayer { 2 } else { 1 };
    match profile {
        Some(p) => Plan::with_profile(ascension, players, events, p, characters),
        None => Plan::new(ascension, players, events),
    }
}

/// A run-start condition's name as bit sets, one per act of [`ALL_ACTS`]:
/// bit `k` set if the act's encounter `k` (`boss`, `boss2`, `fight(N)`,
/// `elite(N)`) or event `k` of its pool (`event(N)`) carries one of `ids`;
/// for `act`, any bit if the act is one of them. Other quantities: none.
pub fn masks(q: &Quantity, ids: &[&'static str]) -> [u64; 4] {
    ALL_ACTS.map(|a| {
        let bits = |list: &mut dyn Iterator<Item = &'static str>| {
            list.enumerate().filter(|(_, id)| ids.contains(id)).fold(0u64, |m, (k, _)| m | 1 << k)
        };
        match q {
            Quantity::Act => u64::from(ids.contains(&a.id)),
            Quantity::Boss | Quantity::Boss2 | Quantity::Fight(_) | Quantity::Elite(_) => {
                bits(&mut a.encounters.iter().map(|e| e.id))
            }
            Quantity::Event(_) => bits(&mut a.events.iter().chain(&SHARED_EVENTS).copied()),
            _ => 0,
        }
    })
}

/// How early a run-start condition can be decided: the cheapest first
/// (the acts, Neow's own stream, each act's lists in turn, the second boss,
/// the Ancients' offers); `None` for the others.
pub fn stage(c: &Condition) -> Option<u8> {
    Some(match c.quantity {
        Quantity::Act => 0,
        Quantity::Neow => 1,
        Quantity::Ancient | Quantity::AncientOffers if c.act == 1 => 1,
        Quantity::Boss
        | Quantity::Fight(_)
        | Quantity::Elite(_)
        | Quantity::Event(_)
        | Quantity::Met(_)
        | Quantity::Ancient => 1 + c.act,
        Quantity::Boss2 => 5,
        Quantity::AncientOffers => 6,
        _ => return None,
    })
}

/// Whether condition `c` (a run-start quantity, act 1-3) holds for the
/// staged run start `s`; `ids` are its name's ids ([`target_ids`]), `masks`
/// the same as bit sets ([`masks`]). A value the run does not have (no
/// second boss below ascension 10 or outside act 3, a list shorter than N)
/// never matches.
pub fn holds(c: &Condition, ids: &[&'static str], masks: &[u64; 4], s: &mut Staged) -> bool {
    let i = usize::from(c.act).wrapping_sub(1);
    if i >= 3 {
        return false;
    }
    let mask = masks[usize::from(s.act(i))];
    let hit = |k: u8| k < 64 && mask >> k & 1 == 1;
    let nth = |list: &[u8], n: u8| list.get(usize::from(n) - 1).copied();
    let value = match c.quantity {
        Quantity::Act => Some(mask != 0),
        Quantity::Boss => Some(hit(s.lists(i).boss)),
        Quantity::Boss2 if i == 2 => s.second_boss().map(hit),
        Quantity::Ancient => Some(ids.contains(&s.ancient(i))),
        Quantity::Fight(n) => nth(s.lists(i).monsters(), n).map(hit),
        Quantity::Elite(n) => nth(s.lists(i).elites(), n).map(hit),
        Quantity::Event(n) => nth(s.events(i), n).map(hit),
        Quantity::Met(n) => met(s, i, n).map(|id| ids.contains(&id)),
        Quantity::Neow => {
            let has = s.neow().is_some_and(|o| o.options.iter().any(|id| ids.contains(id)));
            return (c.op == Op::Eq) == has;
        }
        _ => None,
    };
    value.is_some_and(|v| (c.op == Op::Eq) == v)
}

/// The `n`-th event the run meets in act `i + 1` whatever the route
/// ([`crate::sts2::content::events::select::met_whatever`]), from the
/// staged event orders of that act and the earlier ones.
fn met(s: &mut Staged, i: usize, n: u8) -> Option<&'static str> {
    let ids = |s: &mut Staged, a: usize| -> Vec<&'static str> {
        let order = s.events(a).to_vec();
        order.into_iter().map(|k| s.event_id(a, k)).collect()
    };
    let earlier: Vec<&'static str> = (0..i).flat_map(|a| ids(s, a)).collect();
    let list = ids(s, i);
    crate::sts2::content::events::select::met_whatever(&list, &earlier, i as u8, s.players(), usize::from(n))
}

/// Whether `a{act}.ancient offers NAME` holds: the act's Ancient (Neow in
/// act 1) offers one of `ids` to the first player in every way its offer
/// can come out (the offers of docs/sts2-content.md, for the search's
/// character and profile: `who`); `s` is the staged run start of `run_seed`.
pub fn offers_hold(
    c: &Condition,
    ids: &[&'static str],
    (seeding, run_seed): (Seeding, u64),
    s: &mut Staged,
    who: Who,
) -> bool {
    if !(1..=3).contains(&c.act) {
        return false;
    }
    if c.act == 1 {
        return s.neow().is_some_and(|o| o.options.iter().any(|id| ids.contains(id)));
    }
    let ancient = s.ancient(usize::from(c.act) - 1);
    let streams = Streams::new_in(seeding, run_seed);
    let offers = crate::sts2::content::ancients::offers_in_act(&streams, ancient, Some(c.act), who);
    !offers.is_empty() && offers.iter().all(|o| o.ids.iter().any(|id| ids.contains(id)))
}

/// What a seed gives along a run, computed once per seed for the content
/// conditions that read it.
#[derive(Default)]
pub struct ContentCache {
    cards: Vec<[&'static str; 3]>,
    chests: Vec<&'static str>,
    shop_relic: Option<Option<&'static str>>,
}

/// Whether a content condition (`card(N)`, `chest(N)`, `shop.relic`) holds
/// for the run seed `run_seed` (a run of `players` whose first player plays
/// `character` at `ascension`, v0.109+ seeding: `card(N)` is the first
/// player's reward, from the lobby's pool; chests and the shop relic are
/// single player's, [`super::Search::new`] refuses them in multiplayer);
/// `ids` are its name's ids.
pub fn content_holds(
    c: &Condition,
    ids: &[&'static str],
    run_seed: u64,
    character: Sts2Character,
    ascension: u8,
    players: u8,
    cache: &mut ContentCache,
) -> bool {
    let has = match c.quantity {
        Quantity::Card(n) => {
            if cache.cards.len() < usize::from(n) {
                // The first N rewards of act 1, normal fights one after another.
                let mut r = Rewards::new(&Streams::new(run_seed), character, ascension, 0, players);
                cache.cards = (0..n).map(|_| r.combat(Fight::Monster, 0).cards.map(|k| k.id())).collect();
            }
            cache.cards[usize::from(n) - 1].iter().any(|id| ids.contains(id))
        }
        Quantity::Chest(n) => {
            if cache.chests.len() < usize::from(n) {
                // Before floor 41 (the act-3 gate): floors 1..=n stand in for them.
                let floors: Vec<u32> = (1..=u32::from(n)).collect();
                cache.chests = undisturbed(run_seed, Seeding::Xxh64, &[character], &floors)
                    .into_iter()
                    .map(|c| c[0].relic)
                    .collect();
            }
            ids.contains(&cache.chests[usize::from(n) - 1])
        }
        Quantity::ShopRelic => {
            let relic = *cache
                .shop_relic
                .get_or_insert_with(|| RunBags::new(run_seed, Seeding::Xxh64, &[character]).shop_relic(0));
            relic.is_some_and(|r| ids.contains(&r))
        }
        _ => return false,
    };
    (c.op == Op::Eq) == has
}

impl super::Search {
    /// Whether the StS2 run seed `run_seed` (the hash of a seed string)
    /// satisfies every condition: in stage order ([`sts2::stage`]), each
    /// computing only what it reads of the run start ([`Staged`]), then
    /// what the seed gives, then the maps; the first that fails ends it.
    ///
    /// [`Staged`]: crate::sts2::run::staged::Staged
    pub fn matches_sts2(&self, run_seed: u64) -> bool {
        let mut staged = crate::sts2::run::staged::Staged::new(&self.sts2_plan, run_seed);
        // Made only for a condition on the maps (it is 2.5 KB).
        let mut cache: Option<super::view::Cache> = None;
        let mut content = ContentCache::default();
        self.sts2_order.iter().all(|&k| {
            let (c, ids) = (&self.filter.conditions[k], &self.sts2_ids[k]);
            if c.quantity.sts2_content() {
                let players = if self.multiplayer { 2 } else { 1 };
                content_holds(c, ids, run_seed, self.sts2_character, self.ascension, players, &mut content)
            } else if c.quantity == Quantity::AncientOffers {
                let who = Who { character: self.sts2_character, slot: 0, profile: &self.sts2_profile };
                offers_hold(c, ids, (self.seeding, run_seed), &mut staged, who)
            } else if c.quantity.run_start() {
                holds(c, ids, &self.sts2_masks[k], &mut staged)
            } else {
                self.holds(
                    c,
                    super::view::SeedRef::Sts2(run_seed),
                    cache.get_or_insert_with(super::view::Cache::default),
                )
            }
        })
    }
}

/// Generates `count` StS2 act maps in the generator's own form (acts 1-3 in
/// turn of the seed strings numbered `first_seed`, `first_seed + 1`, …, at
/// ascension 10, single player) and returns the sum of their node counts
/// (the nodes of the map model's act, so the work cannot be optimised
/// away). The StS2 map-speed benchmarks of the CLI (`spire-map bench --game
/// sts2`) and of the WebAssembly search module (`bench_sts2_acts`) both run
/// exactly this loop.
pub fn generate_acts(first_seed: u64, count: u64) -> u64 {
    let mut checksum = 0u64;
    let mut run_seed = 0;
    for i in 0..count {
        if i % 3 == 0 {
            let text = crate::sts2::seed::seed_at(first_seed.wrapping_add(i / 3));
            run_seed = crate::sts2::seed::run_seed(&text);
        }
        let g = crate::sts2::generate_act(run_seed, (i % 3) as u8 + 1, 10, false);
        checksum = checksum.wrapping_add(g.node_count() as u64);
    }
    checksum
}

#[cfg(test)]
mod tests {
    use super::super::{Filter, Scan, Search};
    use crate::map::Game;
    use crate::options::MapOptions;
    use crate::seed::SeedInput;

    #[test]
    fn sts2_searches_twelve_character_seeds() {
        let opts = MapOptions { game: Game::Sts2, ..Default::default() };
        let e = Search::new(Filter::parse("a1.boss = Hexaghost").unwrap(), &opts).unwrap_err().to_string();
        assert!(e.contains("`hexaghost` is not a Slay the Spire 2 name for a1.boss; did you mean"), "{e}");
        let e = Search::new(Filter::parse("a1.burning.floor = 6").unwrap(), &opts).unwrap_err().to_string();
        assert!(e.contains("a1.burning.floor: Slay the Spire 2 has no such quantity"), "{e}");
        assert!(Search::new(Filter::parse("a4.nodes > 1").unwrap(), &opts)
            .unwrap_err()
            .to_string()
            .contains("three acts"));
        let s = Search::new(Filter::parse("a1.starts >= 4 and a2.max(elites) >= 3").unwrap(), &opts).unwrap();
        let mut found = Vec::new();
        s.scan(Scan::Sequential { from: 0 }, 0, 300, |m| {
            found.push(m);
            true
        });
        assert!(!found.is_empty());
        for m in &found {
            assert_eq!(m.seed.len(), 12);
            assert_eq!(m.seed, crate::sts2::seed::seed_at(m.index));
            // Check the match against the maps the API gives for that seed.
            let set = crate::sts2::generate(&MapOptions {
                game: Game::Sts2,
                seed: Some(SeedInput::Text(m.seed.clone())),
                ..Default::default()
            })
            .unwrap();
            assert_eq!(set.seed_value, m.seed_value);
            let starts = set.acts[0].edges.iter().filter(|e| e.from == [3, 0]).count();
            assert!(starts >= 4, "{}: {starts} rooms entered from the Ancient", m.seed);
        }
    }

    #[test]
    fn the_main_branch_builds_refuse_what_they_do_not_predict() {
        use crate::options::Sts2Build;
        for (build, filter, needle) in [
            (Sts2Build::V0107, "a1.card(1) has Bash", "a1.card(1) is not predicted for the main branch v0.107.1: its"),
            (Sts2Build::V0108, "shop.relic = Anchor", "shop.relic is not predicted for the earlier beta v0.108: its"),
        ] {
            let opts = MapOptions { game: Game::Sts2, build, ..Default::default() };
            let e = Search::new(Filter::parse(filter).unwrap(), &opts).unwrap_err().to_string();
            assert!(e.contains(needle), "{e}");
        }
        // What they predict is searched, over 10-character seeds.
        let opts = MapOptions { game: Game::Sts2, build: Sts2Build::V0108, ..Default::default() };
        let s = Search::new(Filter::parse("a1.nodes > 0").unwrap(), &opts);
        let mut seeds = Vec::new();
        s.unwrap().scan(Scan::Sequential { from: 35 }, 0, 2, |m| {
            seeds.push(m.seed);
            true
        });
        assert_eq!(seeds, ["0000000011", "0000000012"]);
    }

    #[test]
    fn sts2_search_follows_the_multiplayer_option() {
        // The node counts of act 1 of seed 000000000000, single and multiplayer,
        // from the map API; the search must see the same maps.
        let count = |multiplayer| {
            let set = crate::sts2::generate(&MapOptions {
                game: Game::Sts2,
                seed: Some(SeedInput::Text("000000000000".into())),
                act: Some(1),
                multiplayer,
                ..Default::default()
            })
            .unwrap();
            set.acts[0].nodes.len()
        };
        let (single, multi) = (count(false), count(true));
        assert_ne!(single, multi);
        for (multiplayer, nodes) in [(false, single), (true, multi)] {
            let opts = MapOptions { game: Game::Sts2, multiplayer, ..Default::default() };
            let s = Search::new(Filter::parse(&format!("a1.nodes = {nodes}")).unwrap(), &opts).unwrap();
            let mut first = None;
            s.scan(Scan::Sequential { from: 0 }, 0, 1, |m| {
                first = Some(m.seed);
                false
            });
            assert_eq!(first.as_deref(), Some("000000000000"), "multiplayer {multiplayer}");
        }
    }
}
