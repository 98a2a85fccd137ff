//! What the filter sees of one seed: its acts (the map as a DAG, the StS1
//! generator's own map, the burning elite), the work already done for it
//! ([`Cache`]), and the conditions read on an act's map ([`Search::holds`]),
//! the same for both games.

use super::filter::{Condition, Target};
use super::{content, name_holds, Quantity, Search};
use crate::map::Buff;
use crate::plan::Dag;
use crate::sts1::{self, encounters, GeneratedAct};

/// One act as the filter sees it.
pub(super) struct ActView<'g> {
    /// The burning elite (StS1).
    pub(super) emerald: Option<sts1::EmeraldElite>,
    /// The map as a DAG for the route quantities: built on first use from
    /// `generated` when there is one (many filters reject a seed on the
    /// burning elite or the first floor alone).
    pub(super) dag: Option<Dag>,
    /// The StS1 generator's own map, when the act is one (acts 1-3).
    pub(super) generated: Option<Generated<'g>>,
    /// The run floor of row 0.
    pub(super) first_floor: i64,
}

/// A generated StS1 act: one of a batch's, or made alone.
// Kept inline: the per-seed cache lives on the stack, and a box would be an
// allocation per act made alone.
#[allow(clippy::large_enum_variant)]
pub(super) enum Generated<'g> {
    Batch(&'g GeneratedAct),
    Alone(GeneratedAct),
}

impl ActView<'_> {
    pub(super) fn generated(&self) -> Option<&GeneratedAct> {
        match self.generated.as_ref()? {
            Generated::Batch(g) => Some(g),
            Generated::Alone(g) => Some(g),
        }
    }

    /// The act's DAG.
    pub(super) fn dag(&mut self) -> &Dag {
        if self.dag.is_none() {
            self.dag = Some(self.generated().expect("an act without its DAG is a generated one").to_dag());
        }
        self.dag.as_ref().expect("just built")
    }

    /// [`Dag::start_mask`] of the act's DAG, without building it for a
    /// generated act: its DAG's row 0 holds the room of each drawn node
    /// ([`GeneratedAct::to_dag`]).
    pub(super) fn start_mask(&mut self) -> u8 {
        match (&self.dag, self.generated()) {
            (None, Some(g)) => {
                let visible = g.grid.visible_mask(0);
                (0..sts1::WIDTH)
                    .filter(|&x| visible & (1 << x) != 0 && g.grid.room(x, 0).is_some())
                    .fold(0, |m, x| m | 1 << x)
            }
            _ => self.dag().start_mask(),
        }
    }
}

/// What a seed is for the search: StS1's 64-bit value, or StS2's string and run seed.
#[derive(Clone, Copy)]
pub(super) enum SeedRef {
    Sts1(i64),
    Sts2(u64),
}

/// Per-seed work already done, reused across the conditions of one seed.
#[derive(Default)]
pub(super) struct Cache<'g> {
    pub(super) acts: [Option<ActView<'g>>; 4],
    /// StS1's fight lists, drawn as far as the conditions read them.
    pub(super) lists: Option<encounters::Lists>,
}

impl Cache<'_> {
    /// Forgets everything (for the next seed).
    #[inline]
    pub(super) fn clear(&mut self) {
        self.lists = None;
        self.acts.iter_mut().filter(|a| a.is_some()).for_each(|a| *a = None);
    }
}

impl Search {
    pub(super) fn act<'c, 'g>(&self, seed: SeedRef, act: u8, cache: &'c mut Cache<'g>) -> &'c mut ActView<'g> {
        cache.acts[usize::from(act) - 1].get_or_insert_with(|| match seed {
            SeedRef::Sts1(_) if act == sts1::LAST_ACT => {
                let first_floor =
                    sts1::act4_first_floor(encounters::act3_boss_fights(self.ascension, self.bosses_seen));
                ActView {
                    emerald: None,
                    dag: Some(Dag::from_act_map(&sts1::act4_map(first_floor))),
                    generated: None,
                    first_floor: i64::from(first_floor),
                }
            }
            SeedRef::Sts1(seed) => Self::sts1_view(Generated::Alone(sts1::generate_act_ruled(
                seed,
                act,
                self.act_rules,
                self.burning(act),
            ))),
            SeedRef::Sts2(run_seed) => {
                // No condition reads the columns the layout passes give.
                let mut gen =
                    crate::sts2::generate_act_unlaid_in(self.seeding, run_seed, act, self.ascension, self.multiplayer);
                if self.big_game_hunter && gen.prune.is_ok() {
                    gen = crate::sts2::modifiers::big_game_hunter(self.seeding, run_seed, &gen);
                }
                ActView {
                    emerald: None,
                    dag: Some(gen.to_dag()),
                    generated: None,
                    first_floor: i64::from(crate::sts2::acts::first_floor(gen.act, self.multiplayer)),
                }
            }
        })
    }

    pub(super) fn holds(&self, c: &Condition, seed: SeedRef, cache: &mut Cache<'_>) -> bool {
        let number = |v: i64| matches!(c.target, Target::Number(t) if c.op.holds(v, t));
        let name = |v: &str| matches!(&c.target, Target::Name(t) if name_holds(c.op, v, t));
        match &c.quantity {
            q if q.sts1_run_start() => {
                // StS1 only (StS2's `neow has` is read from its run start).
                let SeedRef::Sts1(seed) = seed else { return false };
                let Target::Name(t) = &c.target else { return false };
                content::holds(seed, self.character, self.ascension, c.act, q, c.op, t)
            }
            // StS1 reads the fight lists in `holds_sts1`, StS2 from its run start.
            q if q.needs_encounters() => false,
            q => {
                let view = self.act(seed, c.act, cache);
                let (emerald, first_floor) = (view.emerald, view.first_floor);
                match *q {
                    Quantity::Max(k, until) | Quantity::Min(k, until) => {
                        let until_row = match until {
                            Some(f) if i64::from(f) < first_floor => return number(0),
                            Some(f) => Some((i64::from(f) - first_floor) as usize),
                            None => None,
                        };
                        let sign = if matches!(q, Quantity::Max(..)) { 1 } else { -1 };
                        let dag = view.dag();
                        dag.best_score(|r| sign * i32::from(k.counts(r)), dag.first_row, dag.start_mask(), until_row)
                            .is_some_and(|s| number(i64::from(sign * s)))
                    }
                    Quantity::MinBefore(k, l) => {
                        view.dag().min_before(|r| k.counts(r), |r| l.counts(r)).is_some_and(|s| number(i64::from(s)))
                    }
                    Quantity::Count(k) => {
                        number(view.dag().rooms.iter().flatten().flatten().filter(|r| k.counts(**r)).count() as i64)
                    }
                    Quantity::Nodes => number(view.dag().rooms.iter().flatten().flatten().count() as i64),
                    Quantity::Starts => number(i64::from(view.start_mask().count_ones())),
                    Quantity::Bottlenecks => number(i64::from(view.dag().bottlenecks())),
                    Quantity::BurningFloor => emerald.is_some_and(|e| number(first_floor + i64::from(e.y))),
                    Quantity::BurningColumn => emerald.is_some_and(|e| number(i64::from(e.x))),
                    Quantity::BurningBuff => emerald.is_some_and(|e| name(buff_name(e.buff()))),
                    _ => false,
                }
            }
        }
    }
}

fn buff_name(b: Buff) -> &'static str {
    b.label()
}
