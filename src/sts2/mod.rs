//! Slay the Spire 2: from a seed string to the act maps, as the game builds
//! generate them: the "current" map rules (reference: spec sts2.md §5) with
//! the seeding of v0.109-v0.111 (xoshiro256** streams seeded through XXH64,
//! era E3, the default) or of v0.108 and the xoshiro builds before it (the
//! 32-bit string hash, era E2: [`Seeding`]).
//!
//! **Checked against the game**: `tests/sts2_golden_maps.rs` compares the
//! engine, node for node, type for type and edge for edge (children in the
//! game's order), with 42 act maps that the game's own v0.111 map code
//! produced and with the maps stored in 4 real saves (3 of v0.110-v0.111,
//! and 1 of the v0.108 era through the 32-bit seeding); all are identical.
//! The `?` rolls of [`unknown`] are checked against the 16 rolls recorded
//! in real saves (`tests/sts2_golden_unknown.rs`).
//!
//! Every rule here follows the spec, quirks included; each file states its
//! rules and names the sections (of spec sts2.md unless said otherwise):
//!
//! | file | spec | what |
//! |---|---|---|
//! | [`seed`] | §3.1, §3.3 | seed canonicalisation, the 34-symbol alphabet, the run seed, [`Seeding`] |
//! | [`hash`] | §3.2 | H32 (`GetDeterministicHashCodeOld`) and H64 (XXH64) |
//! | `crate::rng::MegaRandom` | §3.4 | xoshiro256** with SplitMix64 seeding |
//! | `crate::rng::DotNetRandom` | §3.4 | legacy `System.Random` (older eras only; unused so far) |
//! | [`rng`] | §3.3-3.4 | the `Rng` wrapper: named streams per era, `NextInt`, `NextFloat`, `NextGaussianInt`, shuffles |
//! | [`acts`] | §1, §5.1 | acts, room rows, multiplayer, floors, the count draws |
//! | [`graph`] | §2, §4 | the grid, the Ancient and boss nodes, insertion-ordered edges |
//! | [`paths`] | §5.2 | the seven walks without crossings |
//! | [`placement`] | §5.3-5.4 | fixed rows, the type queue, the validity rules |
//! | [`pruning`] | §5.5 | duplicate-segment pruning and count repair |
//! | `duplicates` | §5.5 | the duplicate groups pruning reads, found on pairs of paths, in the game's key order |
//! | [`layout`] | §5.6 | centring, spreading and straightening for display |
//! | [`invariants`] | §2, §5.2-5.4 | structural checks of a generated act |
//! | [`unknown`] | sts2-run.md §10 | the seed-exact `?` rolls on the `unknown_map_point` stream |
//! | [`spoils_map`] | §7 | the Spoils Map's hourglass act 2 (`SpoilsActMap`) |
//! | [`modifiers`] | custom-daily.md §B2 | what the run modifiers change: BigGameHunter's second map, Deadly Events' `?` odds, no Neow |
//! | [`daily`] | custom-daily.md §B3-B4 | the Daily Run of a date, per build |
//! | [`walk`] | §6 | `?` room odds along a route |
//! | [`run`] | sts2-run.md | what the seed decides at run start: acts, room lists, bosses, Ancients, Neow |
//! | [`content`] | sts2-run.md §4; docs/sts2-content.md | the relic pools and grab bags, chests, elite and shop relics (docs/sts2-relics.md); card rewards, gold and potion drops on a player's rewards stream |
//!
//! Checks beyond the unit tests: the two golden tests above,
//! `tests/sts2_invariants.rs` (structure on
//! thousands of maps, output shape), `tests/sts2_reference.rs` with
//! `tests/common/sts2_literal.rs` (the engine against a literal, naive
//! transcription of the game's algorithm), and the release-mode examples
//! `sts2_invariants` (100 000 maps per act and the statistics of spec §5.8),
//! `sts2_reference` and `sts2_bench`.
//!
//! Maps that hooks replace or regenerate (§7) are in [`golden_path`] (Golden
//! Compass), [`spoils_map`] (the Spoils Map) and [`modifiers`]
//! (BigGameHunter). Not modelled: a profile that has not
//! unlocked Neow (its act-1 Ancient becomes a Monster, §1), and the eras
//! before the xoshiro builds (System.Random and the early-access map rules,
//! §11).

pub mod acts;
pub mod content;
pub mod daily;
mod duplicates;
pub mod golden_path;
pub mod graph;
pub mod hash;
pub mod invariants;
pub mod layout;
pub mod modifiers;
pub mod paths;
pub mod placement;
pub mod pruning;
pub mod rng;
pub mod run;
pub mod seed;
pub mod spoils_map;
pub mod unknown;
pub mod walk;

use std::cell::RefCell;

pub use acts::Counts;
pub use graph::{Graph, NodeId, PointType};
pub use invariants::check_invariants;
pub use pruning::{PruneLimitExceeded, PruneReport, Pruner};
pub use seed::Seeding;

use crate::error::{Error, Result};
use crate::map::{ActMap, Edge, Game, MapSet, Node, Room, RoomCounts, Sts2Act};
use crate::options::{MapOptions, MAX_ASCENSION};
use crate::seed::SeedInput;
use graph::{BOSS, SECOND_BOSS, START, WIDTH};

/// The game builds these maps follow (with the default seeding).
pub const GAME_BUILD: &str = "Slay the Spire 2 v0.109-v0.111 (current map rules)";

/// The game builds the maps follow with the v0.108 seeding.
pub const GAME_BUILD_V0108: &str = "Slay the Spire 2 v0.108 (current map rules, 32-bit seed hash)";

/// The game build the maps follow with the v0.107.1 seeding (the main branch).
pub const GAME_BUILD_V0107: &str =
    "Slay the Spire 2 v0.107.1, the Steam main branch (current map rules, 32-bit seed hash)";

/// The game builds the maps of `seeding` follow.
pub const fn game_build(seeding: Seeding) -> &'static str {
    match seeding {
        Seeding::Xxh64 => GAME_BUILD,
        Seeding::H32 => GAME_BUILD_V0108,
        Seeding::H32V107 => GAME_BUILD_V0107,
    }
}

/// The note every StS2 map set carries: which builds its maps follow and
/// what they were checked against (with the default seeding).
pub const MAPS_NOTE: &str = "Slay the Spire 2 maps follow the generator of game builds v0.109-v0.111 (the beta); \
     checked node for node against 42 maps from the game's own v0.111 map code and 3 real v0.110-v0.111 saves";

/// [`MAPS_NOTE`] for the v0.108 seeding.
pub const MAPS_NOTE_V0108: &str =
    "Slay the Spire 2 maps follow the generator of game build v0.108 (32-bit seed hash); \
     checked node for node against the map of a real v0.108 save";

/// [`MAPS_NOTE`] for v0.107.1, the main branch (the counts are
/// `tests/sts2_v0107.rs`'s).
pub const MAPS_NOTE_V0107: &str =
    "Slay the Spire 2 maps follow the generator of game build v0.107.1 (the Steam main branch; 32-bit seed hash); \
     checked node for node against 46 of 48 acts of 21 real v0.107.1 runs (the two others: a run begun on an older build)";

/// The note of the maps of `seeding` ([`MAPS_NOTE`], [`MAPS_NOTE_V0108`], [`MAPS_NOTE_V0107`]).
pub const fn maps_note(seeding: Seeding) -> &'static str {
    match seeding {
        Seeding::Xxh64 => MAPS_NOTE,
        Seeding::H32 => MAPS_NOTE_V0108,
        Seeding::H32V107 => MAPS_NOTE_V0107,
    }
}

/// The note on the run-start lists (spec sts2-run.md §12).
pub const MATURE_PROFILE_NOTE: &str = "Slay the Spire 2 acts, bosses, Ancients, fights, events and Neow's options \
     assume a mature profile (every epoch revealed, every act discovered, every boss seen)";

/// The note on multiplayer run-start lists (spec sts2-run.md §8, §14).
pub const MULTIPLAYER_LISTS_WARNING: &str = "multiplayer (2 players): the fights, events, bosses and Neow's options \
     follow the sources, unconfirmed but by the one real two-player run of its own build (v0.107.1), which fits them \
     with a profile lacking the Regent's relic epochs and a character (docs/fidelity.md)";

/// The highest ascension level Slay the Spire 2 has.
pub const MAX_STS2_ASCENSION: u8 = 10;

/// One generated act in the generator's own fixed-size form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedAct {
    /// Act number, 1-3.
    pub act: u8,
    /// The ascension level it was generated for.
    pub ascension: u8,
    /// Whether it is a multiplayer map (one room row fewer).
    pub multiplayer: bool,
    /// The map: nodes, edges, types and display columns.
    pub graph: Graph,
    /// The counts drawn for the act (targets, §5.1).
    pub counts: Counts,
    /// The walks' start points as drawn (before pruning); see
    /// [`GeneratedAct::start_points`].
    pub starts: paths::Starts,
    /// What pruning and repair did, or the game's exception when pruning
    /// does not settle within 50 passes (the game then has no map; the graph
    /// is left as it was at that point, without the layout passes).
    pub prune: core::result::Result<PruneReport, PruneLimitExceeded>,
    /// `false` if a spread loop of the layout hit its safety cap.
    pub layout_settled: bool,
}

thread_local! {
    static PRUNER: RefCell<Pruner> = RefCell::new(Pruner::new());
}

/// Generates act `act` (1-3) of the run seed `run_seed` (see
/// [`seed::run_seed`]) as the builds v0.109-v0.111 do (era E3): the count
/// draws, paths, types, pruning and repair, then the layout passes. Reuses a
/// per-thread buffer, so after the first call it allocates nothing.
pub fn generate_act(run_seed: u64, act: u8, ascension: u8, multiplayer: bool) -> GeneratedAct {
    generate_act_in(Seeding::Xxh64, run_seed, act, ascension, multiplayer)
}

/// [`generate_act`] for the builds of `seeding`: the same map rules, the act's
/// map stream seeded as those builds seed it (`run_seed` from
/// [`Seeding::run_seed`]).
pub fn generate_act_in(seeding: Seeding, run_seed: u64, act: u8, ascension: u8, multiplayer: bool) -> GeneratedAct {
    PRUNER.with(|p| match p.try_borrow_mut() {
        Ok(mut pruner) => generate_act_seeded(&mut pruner, seeding, run_seed, act, ascension, multiplayer),
        Err(_) => generate_act_seeded(&mut Pruner::new(), seeding, run_seed, act, ascension, multiplayer),
    })
}

/// [`generate_act`] with caller-owned buffers.
pub fn generate_act_with(
    pruner: &mut Pruner,
    run_seed: u64,
    act: u8,
    ascension: u8,
    multiplayer: bool,
) -> GeneratedAct {
    generate_act_seeded(pruner, Seeding::Xxh64, run_seed, act, ascension, multiplayer)
}

/// [`generate_act_in`] with caller-owned buffers.
pub fn generate_act_seeded(
    pruner: &mut Pruner,
    seeding: Seeding,
    run_seed: u64,
    act: u8,
    ascension: u8,
    multiplayer: bool,
) -> GeneratedAct {
    generate_act_counted(pruner, seeding, run_seed, act, ascension, multiplayer, None)
}

/// [`generate_act_seeded`] with the room counts given instead of drawn
/// (`StandardActMap` with a `MapPointTypeCounts` override: no count draws,
/// so the stream's later draws move; [`modifiers::big_game_hunter`]).
pub fn generate_act_counted(
    pruner: &mut Pruner,
    seeding: Seeding,
    run_seed: u64,
    act: u8,
    ascension: u8,
    multiplayer: bool,
    counts: Option<Counts>,
) -> GeneratedAct {
    let mut generated = generate_unlaid(pruner, seeding, run_seed, act, ascension, multiplayer, counts);
    generated.layout_settled = generated.prune.is_err() || layout::layout(&mut generated.graph);
    generated
}

/// Everything [`generate_act_counted`] does but the layout passes.
fn generate_unlaid(
    pruner: &mut Pruner,
    seeding: Seeding,
    run_seed: u64,
    act: u8,
    ascension: u8,
    multiplayer: bool,
    counts: Option<Counts>,
) -> GeneratedAct {
    let act = act.clamp(1, acts::ACTS);
    let mut rng = rng::Rng::act_map_in(seeding, run_seed, act);
    let rows = acts::rooms(act, multiplayer) + 1;
    let mut graph = Graph::new(rows, acts::has_second_boss(act, ascension));
    let counts = counts.unwrap_or_else(|| acts::draw_counts(act, ascension, &mut rng));
    let starts = paths::build_paths(&mut graph, &mut rng);
    placement::assign_types(&mut graph, &mut rng, &counts);
    let prune = pruner.prune_and_repair(&mut graph, &mut rng, &counts);
    GeneratedAct { act, ascension, multiplayer, graph, counts, starts, prune, layout_settled: true }
}

/// [`generate_act`] without the layout passes (§5.6), for readers of the
/// map's structure, rooms and counts only, such as the search: the passes
/// only move nodes sideways, so every node keeps the column it was created
/// in and the map is the same graph with the same rooms; only the columns
/// differ from the ones the game shows.
pub fn generate_act_unlaid(run_seed: u64, act: u8, ascension: u8, multiplayer: bool) -> GeneratedAct {
    generate_act_unlaid_in(Seeding::Xxh64, run_seed, act, ascension, multiplayer)
}

/// [`generate_act_unlaid`] for the builds of `seeding`.
#[inline]
pub fn generate_act_unlaid_in(
    seeding: Seeding,
    run_seed: u64,
    act: u8,
    ascension: u8,
    multiplayer: bool,
) -> GeneratedAct {
    PRUNER.with(|p| match p.try_borrow_mut() {
        Ok(mut pruner) => generate_unlaid(&mut pruner, seeding, run_seed, act, ascension, multiplayer, None),
        Err(_) => generate_unlaid(&mut Pruner::new(), seeding, run_seed, act, ascension, multiplayer, None),
    })
}

/// The map icon of a point type.
pub const fn room_of(t: PointType) -> Room {
    match t {
        PointType::Unknown => Room::Event,
        PointType::Shop => Room::Shop,
        PointType::Treasure => Room::Treasure,
        PointType::RestSite => Room::Rest,
        PointType::Elite => Room::Elite,
        PointType::Boss => Room::Boss,
        PointType::Ancient => Room::Ancient,
        PointType::Monster | PointType::Unassigned => Room::Monster,
    }
}

impl GeneratedAct {
    /// The act's drawn nodes in output order: the Ancient (row 0), the grid
    /// rows by display column, the boss (row `L`) and the second boss.
    pub fn nodes_in_order(&self) -> Vec<NodeId> {
        let g = &self.graph;
        let mut out = Vec::with_capacity(64);
        out.push(START);
        for r in 1..usize::from(g.rows()) {
            out.extend(g.row_nodes(r));
        }
        out.push(BOSS);
        if g.has_second_boss() {
            out.push(SECOND_BOSS);
        }
        out
    }

    /// How many nodes the act has: the Ancient, the grid's, the boss(es)
    /// (the length of [`GeneratedAct::to_act_map`]'s node list).
    pub fn node_count(&self) -> usize {
        let g = &self.graph;
        let grid: u32 = (1..usize::from(g.rows())).map(|r| g.occupied(r).count_ones()).sum();
        grid as usize + 2 + usize::from(g.has_second_boss())
    }

    /// The game's `startMapPoints` (a save's `start_coords`): the row-1
    /// points the walks started from, in the order the walks first used
    /// them, without those pruning deleted.
    pub fn start_points(&self) -> Vec<NodeId> {
        let g = &self.graph;
        self.starts.as_slice().iter().copied().filter(|&id| g.at(usize::from(g.col(id)), 1) == Some(id)).collect()
    }

    /// How many rooms of each queued type the map has, not counting the
    /// fixed rows (so the rest count leaves out the last row).
    pub fn placed(&self) -> RoomCounts {
        let g = &self.graph;
        let mut c = RoomCounts::default();
        for r in 1..usize::from(g.rows()) {
            for id in g.row_nodes(r) {
                if g.locked(id) {
                    continue;
                }
                match g.ty(id) {
                    PointType::RestSite => c.rest += 1,
                    PointType::Shop => c.shop += 1,
                    PointType::Elite => c.elite += 1,
                    PointType::Unknown => c.unknown += 1,
                    _ => {}
                }
            }
        }
        c
    }

    /// The act as a [`Dag`](crate::plan::Dag) for the search's route
    /// conditions: the same as `Dag::from_act_map(&self.to_act_map())`,
    /// without making the map's node and edge lists.
    pub fn to_dag(&self) -> crate::plan::Dag {
        let g = &self.graph;
        let mut d = crate::plan::Dag { first_row: 1, ..Default::default() };
        let mut put = |id: NodeId| {
            let (x, y) = (usize::from(g.col(id)), usize::from(g.row(id)));
            d.rooms[y][x] = Some(room_of(g.ty(id)));
            d.rows = d.rows.max(y + 1);
            // The children's columns straight from the child mask (no list of ids made).
            let (mut kids, mut next) = (g.child_cols(id), 0u8);
            while kids != 0 {
                next |= 1 << g.col(g.child_at(id, kids.trailing_zeros()));
                kids &= kids - 1;
            }
            d.next[y][x] |= next;
        };
        put(START);
        for r in 1..usize::from(g.rows()) {
            for id in g.row_nodes(r) {
                put(id);
            }
        }
        put(BOSS);
        if g.has_second_boss() {
            put(SECOND_BOSS);
        }
        d
    }

    /// Converts to the game-independent [`ActMap`]: nodes row-major with the
    /// Ancient at `(3, 0)` and the boss(es) at `(3, L)` (and `(3, L + 1)`),
    /// coordinates as the game shows them after its layout passes; every
    /// edge, the Ancient's and the bosses' included, row by row and each
    /// node's by target column.
    pub fn to_act_map(&self) -> ActMap {
        let g = &self.graph;
        let order = self.nodes_in_order();
        let xy = |id: NodeId| [g.col(id), g.row(id)];
        let nodes = order.iter().map(|&id| Node { x: g.col(id), y: g.row(id), room: room_of(g.ty(id)) }).collect();
        let mut edges = Vec::with_capacity(order.len() + 16);
        for &id in &order {
            // Children are in distinct columns: any order sorts the same.
            let mut kids = g.children_unordered(id);
            kids.as_mut_slice().sort_unstable_by_key(|&c| g.col(c));
            edges.extend(kids.as_slice().iter().map(|&c| Edge { from: xy(id), to: xy(c) }));
        }
        let c = &self.counts;
        let mut boss_nodes = vec![xy(BOSS)];
        if g.has_second_boss() {
            boss_nodes.push(xy(SECOND_BOSS));
        }
        ActMap {
            act: self.act,
            name: acts::act_name(self.act),
            width: WIDTH as u8,
            height: g.rows() + 1 + u8::from(g.has_second_boss()),
            first_floor: acts::first_floor(self.act, self.multiplayer),
            nodes,
            edges,
            burning_elite: None,
            boss: None,
            bosses: None,
            monsters: None,
            elites: None,
            sts2: Some(Sts2Act {
                room_rows: g.rows() - 1,
                ancient_node: xy(START),
                boss_nodes,
                targets: RoomCounts { rest: c.rests, shop: c.shops, elite: c.elites, unknown: c.unknowns },
                placed: self.placed(),
                run: None,
            }),
        }
    }
}

/// Reads the seed of `opts` as Slay the Spire 2 does: the seed string only.
/// The run seed is the default seeding's ([`Seeding::Xxh64`]).
pub fn resolve_seed(seed: Option<&SeedInput>, warnings: &mut Vec<String>) -> Result<(String, u64)> {
    resolve_seed_in(Seeding::Xxh64, seed, warnings)
}

/// [`resolve_seed`] for the builds of `seeding`: the canonical seed string
/// and its run seed ([`Seeding::run_seed`]).
pub fn resolve_seed_in(
    seeding: Seeding,
    seed: Option<&SeedInput>,
    warnings: &mut Vec<String>,
) -> Result<(String, u64)> {
    let text = match seed {
        Some(SeedInput::Text(t)) => t,
        Some(SeedInput::Value(_)) => {
            return Err(Error::option(
                "seedValue",
                "Slay the Spire 2 takes the seed string only (`seed`): its 64-bit run seed is a hash of the string and cannot be turned back into one",
            ))
        }
        None => return Err(Error::option("seed", "a seed is required: `seed`, the game's seed string")),
    };
    let canonical = seed::canonicalize(text)?;
    let (drawn, builds) = match seeding {
        Seeding::Xxh64 => (seed::RANDOM_SEED_LEN, "game builds v0.109-v0.111 (the beta) draw"),
        Seeding::H32 => (seed::RANDOM_SEED_LEN_V0108, "game build v0.108 draws"),
        Seeding::H32V107 => (seed::RANDOM_SEED_LEN_V0108, "game build v0.107.1 (the main branch) draws"),
    };
    // A daily's seed (`DD_MM_YYYY_<n>P`) is no drawn seed.
    let daily = canonical.len() == 13 && canonical.as_bytes()[2] == b'_' && canonical.ends_with('P');
    if canonical.len() != drawn && !daily {
        warnings.push(format!(
            "`{canonical}` has {} characters, but the seeds that {builds} have {drawn}",
            canonical.len()
        ));
    }
    let run_seed = seeding.run_seed(&canonical);
    Ok((canonical, run_seed))
}

/// `generate_map` for Slay the Spire 2: acts 1-3 (or only `opts.act`), with
/// the seeding of the build `opts.build` (default v0.109-v0.111).
pub fn generate(opts: &MapOptions) -> Result<MapSet> {
    generate_in(opts, Seeding::from(opts.build))
}

/// [`generate`] for the builds of `seeding`.
pub fn generate_in(opts: &MapOptions, seeding: Seeding) -> Result<MapSet> {
    let mut warnings = Vec::new();
    let (canonical, run_seed) = resolve_seed_in(seeding, opts.seed.as_ref(), &mut warnings)?;
    if opts.build_from_seed {
        warnings.extend(opts.build.seed_len_line(canonical.len()));
    }
    let acts: Vec<u8> = match opts.act {
        Some(a) if a > acts::ACTS => {
            return Err(Error::option("act", format!("Slay the Spire 2 has three acts (1-3), not {a}")))
        }
        Some(a) => vec![a],
        None => (1..=acts::ACTS).collect(),
    };
    if opts.ascension > MAX_STS2_ASCENSION {
        warnings.push(format!(
            "Slay the Spire 2 has ascension levels up to {MAX_STS2_ASCENSION}; the maps of {} are those of {MAX_STS2_ASCENSION}",
            opts.ascension
        ));
    }
    debug_assert!(opts.ascension <= MAX_ASCENSION);
    for (set, name) in [
        (opts.emerald_key_taken_in_act.is_some(), "emeraldKeyTakenInAct"),
        (!opts.final_act_unlocked, "finalActUnlocked"),
        (opts.bosses_seen != crate::options::BossesSeen::ALL, "bossesSeen"),
    ] {
        if set {
            warnings.push(format!("`{name}` only applies to Slay the Spire 1 and was ignored"));
        }
    }
    let players: u8 = if opts.multiplayer { 2 } else { 1 };
    let profile = opts.profile().unwrap_or(&crate::options::sts2_profile::MATURE);
    let first = opts.start.sts2_character.unwrap_or_default();
    let characters = [first, opts.start.sts2_second.unwrap_or(first)];
    let asc = opts.ascension.min(MAX_STS2_ASCENSION);
    let run = run::run_start_with(seeding, run_seed, asc, &characters[..usize::from(players)], profile);
    let mut maps = Vec::with_capacity(acts.len());
    let big_game_hunter = opts.modifiers.has2(crate::options::Sts2Mod::BigGameHunter);
    for act in acts {
        let mut generated = generate_act_in(seeding, run_seed, act, opts.ascension, opts.multiplayer);
        if big_game_hunter && generated.prune.is_ok() {
            generated = modifiers::big_game_hunter(seeding, run_seed, &generated);
        }
        if let Err(e) = generated.prune {
            return Err(Error::Generation(format!(
                "act {act} of seed {canonical}: the game cannot generate this map (its pruning gives up after {} iterations and throws)",
                e.iterations
            )));
        }
        let mut map = generated.to_act_map();
        run::to_map::fill_act(&mut map, &run);
        if opts.modifiers.any2() {
            modifiers::drop_neow(&mut map);
        }
        maps.push(map);
    }
    warnings.push(maps_note(seeding).into());
    warnings.extend(modifiers::notes(opts));
    if profile.is_mature() {
        warnings.push(MATURE_PROFILE_NOTE.into());
    } else {
        warnings.push(format!(
            "Slay the Spire 2 acts, Ancients, events, relic bags and Neow's options follow the profile given ({}; \
             docs/sts2-profile.md: rules read from the game's code, not yet checked against a run of such a profile); \
             bosses assume every boss seen",
            profile.describe()
        ));
    }
    if opts.multiplayer {
        warnings.push(
            "multiplayer maps (one room row fewer per act) follow the same rules; checked on the 3 acts two real two-player \
             runs of v0.107.1 played on that build (none of the beta's)"
                .into(),
        );
        warnings.push(MULTIPLAYER_LISTS_WARNING.into());
    }
    Ok(MapSet {
        game: Game::Sts2,
        seed: canonical,
        seed_value: run_seed.to_string(),
        ascension: opts.ascension,
        warnings,
        acts: maps,
        game_build: Some(game_build(seeding)),
        modifiers: opts.modifiers.ids(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seed::SeedInput;

    fn warnings_for(seeding: Seeding, text: &str) -> Vec<String> {
        let mut warnings = Vec::new();
        resolve_seed_in(seeding, Some(&SeedInput::Text(text.into())), &mut warnings).expect("a valid seed");
        warnings
    }

    /// The seeds the game draws: 12 characters on the beta (v0.109-v0.111), 10 on the main branch
    /// (v0.107.1) and v0.108 (spec sts2.md §3); a typed seed of another length works, and is named.
    #[test]
    fn a_seed_of_another_length_than_the_build_draws_is_named() {
        assert_eq!(
            warnings_for(Seeding::Xxh64, "AGCK93XT"),
            ["`AGCK93XT` has 8 characters, but the seeds that game builds v0.109-v0.111 (the beta) draw have 12"]
        );
        assert_eq!(
            warnings_for(Seeding::H32V107, "TQM88QFMHSQR"),
            ["`TQM88QFMHSQR` has 12 characters, but the seeds that game build v0.107.1 (the main branch) draws have 10"]
        );
        assert!(warnings_for(Seeding::Xxh64, "TQM88QFMHSQR").is_empty());
        assert!(warnings_for(Seeding::H32V107, "ESJC7K39HN").is_empty());
        assert!(warnings_for(Seeding::H32, "ESJC7K39HN").is_empty());
        // A daily's seed is not a drawn one.
        assert!(warnings_for(Seeding::Xxh64, "04_07_2026_1P").is_empty());
    }
}
