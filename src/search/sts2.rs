//! Slay the Spire 2's run-start quantities of a filter (`act`, `boss`,
//! `boss2`, `ancient`, `fight(N)`, `elite(N)`, `event(N)`, `neow has`): read
//! from what the seed decides at run start (spec sts2-run.md §3-§7, §11,
//! mature profile §12), without generating a map; and what the seed gives
//! along a run ([`content_holds`]: `card(N)`, `chest(N)`, `shop.relic`,
//! docs/sts2-content.md, docs/sts2-relics.md), also without a map. A
//! condition's name is resolved once, when the search is compiled, to the
//! ids that carry it.

use super::filter::{normalise_name, Condition, Op, Quantity, Target};
use crate::options::Sts2Character;
use crate::sts2::content::chests::undisturbed;
use crate::sts2::content::names::name;
use crate::sts2::content::relic_bag::RunBags;
use crate::sts2::content::rewards::{Fight, Rewards};
use crate::sts2::run::streams::Streams;
use crate::sts2::run::{run_start, RunStart, DOUBLE_BOSS_ASCENSION};
use crate::sts2::seed::Seeding;

/// The ids of `q` whose readable name is the condition's (normalised) name.
pub fn target_ids(q: &Quantity, target: &Target) -> Vec<&'static str> {
    let Target::Name(t) = target else { return Vec::new() };
    super::vocab::sts2_ids(q).into_iter().filter(|&id| normalise_name(name(id)) == *t).collect()
}

/// What the run seed decided, for the search's settings (ascension capped at
/// the game's highest, which adds the second boss from
/// [`DOUBLE_BOSS_ASCENSION`]).
pub fn start(run_seed: u64, ascension: u8, multiplayer: bool) -> RunStart {
    run_start(run_seed, ascension.min(DOUBLE_BOSS_ASCENSION), if multiplayer { 2 } else { 1 })
}

/// Whether condition `c` (a run-start quantity, act 1-3) holds for `run`;
/// `ids` are its name's ids ([`target_ids`]). A value the run does not have
/// (no second boss below ascension 10, a list shorter than N) never matches.
pub fn holds(c: &Condition, ids: &[&'static str], run: &RunStart) -> bool {
    let Some(act) = run.acts.get(usize::from(c.act).wrapping_sub(1)) else { return false };
    let nth = |list: &[&'static str], n: u8| list.get(usize::from(n) - 1).copied();
    let value = match c.quantity {
        Quantity::Act => Some(act.id()),
        Quantity::Boss => Some(act.boss),
        Quantity::Boss2 => act.second_boss,
        Quantity::Ancient => Some(act.ancient),
        Quantity::Fight(n) => nth(&act.monsters, n),
        Quantity::Elite(n) => nth(&act.elites, n),
        Quantity::Event(n) => nth(&act.events, n),
        Quantity::Neow => {
            let has = run.neow().first().is_some_and(|o| o.options.iter().any(|id| ids.contains(id)));
            return (c.op == Op::Eq) == has;
        }
        _ => None,
    };
    value.is_some_and(|v| (c.op == Op::Eq) == ids.contains(&v))
}

/// Whether `a{act}.ancient offers NAME` holds: the act's Ancient (Neow in
/// act 1) offers one of `ids` to the first player in every way its offer
/// can come out (the offers of docs/sts2-content.md, for the search's
/// character); `run` is the run start of `run_seed`, which also says the act.
pub fn offers_hold(
    c: &Condition,
    ids: &[&'static str],
    run_seed: u64,
    run: &RunStart,
    character: Sts2Character,
) -> bool {
    let Some(act) = run.acts.get(usize::from(c.act).wrapping_sub(1)) else { return false };
    if c.act == 1 {
        return run.neow().first().is_some_and(|o| o.options.iter().any(|id| ids.contains(id)));
    }
    let streams = Streams::new(run_seed);
    let offers = crate::sts2::content::ancients::offers_in_act(&streams, act.ancient, Some(c.act), character, 0);
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
/// for the run seed `run_seed` (a single-player run of `character` at
/// `ascension`, v0.109+ seeding); `ids` are its name's ids.
pub fn content_holds(
    c: &Condition,
    ids: &[&'static str],
    run_seed: u64,
    character: Sts2Character,
    ascension: u8,
    cache: &mut ContentCache,
) -> bool {
    let has = match c.quantity {
        Quantity::Card(n) => {
            if cache.cards.len() < usize::from(n) {
                // The first N rewards of act 1, normal fights one after another.
                let mut r = Rewards::new(&Streams::new(run_seed), character, ascension, 0, 1);
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
