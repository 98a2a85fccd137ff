//! Slay the Spire 2's run-start quantities of a filter (`act`, `boss`,
//! `boss2`, `ancient`, `fight(N)`, `elite(N)`, `event(N)`, `neow has`): read
//! from what the seed decides at run start (spec sts2-run.md §3-§7, §11,
//! mature profile §12), without generating a map. A condition's name is
//! resolved once, when the search is compiled, to the ids that carry it.

use super::filter::{normalise_name, Condition, Op, Quantity, Target};
use crate::sts2::run::names::name;
use crate::sts2::run::{run_start, RunStart, DOUBLE_BOSS_ASCENSION};

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
