//! `spire-map bench`: how fast act maps are made and filters searched, on
//! one core and on every core (scripts/bench runs the same in WebAssembly).

use std::time::Instant;

use clap::Args;

use crate::args::{Format, GameArg};
use crate::scan;
use spire_map::api::{self, MapOptions, SearchOptions};
use spire_map::map::Game;
use spire_map::search::{Filter, Scan};
use spire_map::Error;

/// Measure map generation speed (one core, then every core) and, with
/// --filter, search throughput for each filter on one core and on every
/// core (scripts/bench runs the same measures in WebAssembly).
#[derive(Args)]
pub struct BenchArgs {
    /// How many act maps to generate (acts 1-3 of consecutive seeds from 0;
    /// default 3 000 000 for StS1, 30 000 for StS2; 0: none).
    #[arg(long)]
    maps: Option<u64>,
    /// Which game.
    #[arg(long, value_enum, default_value_t = GameArg::Sts1)]
    game: GameArg,
    /// A filter to time (repeatable); sequential from seed 0, at ascension 20
    /// (StS1) or 10 (StS2, its highest).
    #[arg(long)]
    filter: Vec<String>,
    /// Seeds to check per filter and thread setting (with --seconds: first,
    /// on one core, then scaled).
    #[arg(long, default_value_t = 1_000_000)]
    seeds: u64,
    /// Size each filter's runs to at least this many seconds of one core:
    /// --seeds seeds on one core first (their matches are `probeMatches`),
    /// then as many more as that speed says (the same count on every core).
    /// 0: --seeds seeds only.
    #[arg(long, default_value_t = 0.0)]
    seconds: f64,
    /// Output format (json: one object with every figure).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl BenchArgs {
    /// Runs the measures and renders the figures.
    pub fn run(&self) -> Result<String, Error> {
        bench(self.maps, self.game, &self.filter, (self.seeds, self.seconds), self.format)
    }
}

/// [`spire_map::search::generate_acts`] one map at a time
/// (`sts1::generate_act`, as the JavaScript API and the search call it): the
/// same maps and checksum.
fn generate_acts_singly(first_seed: i64, count: u64) -> u64 {
    let mut checksum = 0u64;
    for i in 0..count {
        let g = spire_map::sts1::generate_act(first_seed.wrapping_add((i / 3) as i64), (i % 3) as u8 + 1, true, true);
        checksum = checksum.wrapping_add(u64::from(g.quotas.available_room_count));
    }
    checksum
}

/// Times `f` and returns (its result, seconds).
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let t = Instant::now();
    let r = f();
    (r, t.elapsed().as_secs_f64().max(1e-9))
}

/// Generates `maps` act maps (acts 1-3 in turn, consecutive seeds from 0) on
/// one core and then on every core, and times the search for each filter on
/// one core and on every core (sequential from seed 0 for `seeds` seeds, at
/// StS1's ascension 20 or StS2's 10). StS1's maps stay in the generator's own
/// form, as search uses them; the loop is [`spire_map::search::generate_acts`],
/// which the wasm `bench_acts` runs too. StS2's are
/// [`spire_map::sts2::generate_act`] of the run seeds of seeds 0, 1, ….
fn bench(
    maps: Option<u64>,
    game: GameArg,
    filters: &[String],
    (seeds, seconds): (u64, f64),
    format: Format,
) -> Result<String, Error> {
    let threads = rayon::current_num_threads();
    let sts2 = matches!(game, GameArg::Sts2);
    let maps = maps.unwrap_or(if sts2 { 30_000 } else { 3_000_000 });
    let acts = if sts2 { bench_sts2_maps(maps)? } else { bench_sts1_maps(maps)? };
    let opts = if sts2 {
        MapOptions { game: Game::Sts2, ascension: 10, ..MapOptions::default() }
    } else {
        MapOptions { ascension: 20, ..MapOptions::default() }
    };
    let one =
        rayon::ThreadPoolBuilder::new().num_threads(1).build().map_err(|e| Error::option("bench", e.to_string()))?;
    let mut rows = Vec::new();
    for f in filters {
        let s = SearchOptions::new(opts.clone(), Filter::parse(f)?, Scan::Sequential { from: 0 }, 0, seeds, None);
        let one_core = |n: u64| timed(|| one.install(|| scan::run(&s, n, None, false, |_| {})));
        // On one core: --seeds seeds, then (with --seconds) as many as a run of that length needs.
        let (probe, mut t1) = one_core(seeds);
        let probe = probe?;
        let (mut n, mut sum1) = (seeds, probe.matches);
        for _ in 0..4 {
            if t1 >= seconds {
                break;
            }
            n = scaled_seeds(n, t1, seconds);
            let (sum, t) = one_core(n);
            (sum1, t1) = (sum?.matches, t);
        }
        let (sum_all, t_all) = timed(|| scan::run(&s, n, None, false, |_| {}));
        rows.push(serde_json::json!({
            "filter": s.filter.to_string(),
            "seeds": n,
            "matches": sum1,
            "matchesAll": sum_all?.matches,
            "oneCore": n as f64 / t1,
            "allCores": n as f64 / t_all,
            "oneCoreSeconds": t1,
            "allCoresSeconds": t_all,
            "probeSeeds": seeds,
            "probeMatches": probe.matches,
        }));
    }
    Ok(match format {
        Format::Json => format!(
            "{}\n",
            serde_json::json!({
                "game": if sts2 { "sts2" } else { "sts1" },
                "threads": threads,
                "maps": maps,
                "checksum": acts.checksum.to_string(),
                "actMaps": acts.json(),
                "search": rows,
            })
        ),
        Format::Text => {
            let mut out = acts.text(maps, threads);
            for r in &rows {
                let f = |k: &str| r[k].as_f64().unwrap_or(0.0);
                out.push_str(&format!(
                    "search {:?}: {} seeds, {} matches: {:.0} seeds/s on one core ({:.2} s), {:.0} seeds/s on {threads} threads ({:.2} s, {:.2}×)\n",
                    r["filter"].as_str().unwrap_or(""),
                    r["seeds"],
                    r["matches"],
                    f("oneCore"),
                    f("oneCoreSeconds"),
                    f("allCores"),
                    f("allCoresSeconds"),
                    f("allCores") / f("oneCore"),
                ));
            }
            out
        }
    })
}

/// Seeds for a run of at least `target` seconds, after `n` seeds took
/// `secs`: 20 % above the target at that speed, at least twice `n` and at
/// most a hundred times (a very short run's time says little), rounded up to
/// two significant digits.
pub fn scaled_seeds(n: u64, secs: f64, target: f64) -> u64 {
    let factor = if secs > 0.0 { (1.2 * target / secs).clamp(2.0, 100.0) } else { 100.0 };
    let want = (n.max(1) as f64 * factor - 1e-6).ceil() as u64; // not one more for a rounding error
    let step = 10u64.pow(want.ilog10().saturating_sub(1));
    want.div_ceil(step) * step
}

/// The act-map figures of [`bench`]: seconds on one core, on every core,
/// and a third way on one core (StS1: one map at a time; StS2: converted to
/// the map model).
struct ActMapTimes {
    checksum: u64,
    one: f64,
    all: f64,
    singly: Option<f64>,
    /// The third way's JSON key and text.
    third: (&'static str, &'static str),
}

impl ActMapTimes {
    fn json(&self) -> serde_json::Value {
        let mut v = serde_json::json!({ "oneCore": 1.0 / self.one, "allCores": 1.0 / self.all });
        if let Some(s) = self.singly {
            v[self.third.0] = serde_json::json!(1.0 / s);
        }
        v
    }

    /// Lines of `maps` maps (the times are per map).
    fn text(&self, maps: u64, threads: usize) -> String {
        if maps == 0 {
            return String::new();
        }
        let line = |secs: f64, how: &str| {
            format!("{maps} act maps in {:.3} s: {:.0} act maps/s {how}\n", secs * maps as f64, 1.0 / secs)
        };
        let mut out = line(self.one, &format!("on one core (checksum {})", self.checksum));
        out.push_str(&line(self.all, &format!("on {threads} threads")));
        if let Some(s) = self.singly {
            out.push_str(&line(s, self.third.1));
        }
        out
    }
}

/// StS1's act maps for [`bench`], batched on one core, on every core, and one
/// at a time; the three checksums must agree.
fn bench_sts1_maps(maps: u64) -> Result<ActMapTimes, Error> {
    use rayon::prelude::*;
    let (checksum, secs1) = timed(|| api::bench_acts(0, maps));
    // Every core: whole seeds (3 maps) per chunk, so the maps are the same as on one core.
    const CHUNK_SEEDS: u64 = 4096;
    let seed_count = maps / 3;
    let (checksum_all, secs_all) = timed(|| {
        (0..seed_count.div_ceil(CHUNK_SEEDS))
            .into_par_iter()
            .map(|c| {
                let from = c * CHUNK_SEEDS;
                api::bench_acts(from as i64, 3 * CHUNK_SEEDS.min(seed_count - from))
            })
            .reduce(|| 0, u64::wrapping_add)
            .wrapping_add(api::bench_acts(seed_count as i64, maps % 3))
    });
    if checksum_all != checksum {
        return Err(Error::option("bench", "internal error: the parallel maps differ from the sequential ones"));
    }
    let (checksum_singly, secs_singly) = timed(|| generate_acts_singly(0, maps));
    if checksum_singly != checksum {
        return Err(Error::option("bench", "internal error: the maps made one at a time differ from the batched ones"));
    }
    let per = |s: f64| s / maps.max(1) as f64;
    Ok(ActMapTimes {
        checksum,
        one: per(secs1),
        all: per(secs_all),
        singly: Some(per(secs_singly)),
        third: ("oneAtATime", "on one core, one map at a time"),
    })
}

/// StS2's act maps for [`bench`]: acts 1-3 of the run seeds of the seed
/// strings numbered 0, 1, … (ascension 10), in the generator's own form
/// ([`spire_map::search::generate_sts2_acts`], which the wasm exports as
/// `bench_sts2_acts`), on one core and on every core; and one core with the
/// conversion to the map model (`to_act_map`, what `generate_map` adds).
fn bench_sts2_maps(maps: u64) -> Result<ActMapTimes, Error> {
    use rayon::prelude::*;
    use spire_map::sts2;
    let (checksum, secs1) = timed(|| api::bench_sts2_acts(0, maps));
    // Every core: whole seeds (3 maps) per chunk, so the maps are the same as on one core.
    const CHUNK_SEEDS: u64 = 512;
    let seed_count = maps / 3;
    let (checksum_all, secs_all) = timed(|| {
        (0..seed_count.div_ceil(CHUNK_SEEDS))
            .into_par_iter()
            .map(|c| {
                let from = c * CHUNK_SEEDS;
                api::bench_sts2_acts(from, 3 * CHUNK_SEEDS.min(seed_count - from))
            })
            .reduce(|| 0, u64::wrapping_add)
            .wrapping_add(api::bench_sts2_acts(seed_count, maps % 3))
    });
    if checksum_all != checksum {
        return Err(Error::option("bench", "internal error: the parallel maps differ from the sequential ones"));
    }
    let map = |i: u64| {
        let run_seed = sts2::seed::run_seed(&sts2::seed::seed_at(i / 3));
        let g = sts2::generate_act(run_seed, (i % 3) as u8 + 1, 10, false);
        g.to_act_map().nodes.len() as u64
    };
    let (checksum_model, secs_model) = timed(|| (0..maps).map(map).fold(0, u64::wrapping_add));
    if checksum_model != checksum {
        return Err(Error::option("bench", "internal error: the map model's maps differ from the generator's"));
    }
    let per = |s: f64| s / maps.max(1) as f64;
    Ok(ActMapTimes {
        checksum,
        one: per(secs1),
        all: per(secs_all),
        singly: Some(per(secs_model)),
        third: ("withMapModel", "on one core, converted to the map model"),
    })
}

#[cfg(test)]
mod tests {
    use super::scaled_seeds;

    #[test]
    fn a_run_is_scaled_past_its_target_in_round_figures() {
        // 200 000 seeds in 0.1 s, for 1 s: 2 400 000 (20 % above).
        assert_eq!(scaled_seeds(200_000, 0.1, 1.0), 2_400_000);
        // At least twice, at most a hundred times; two significant digits, rounded up.
        assert_eq!(scaled_seeds(200_000, 0.9, 1.0), 400_000);
        assert_eq!(scaled_seeds(200_000, 0.0001, 1.0), 20_000_000);
        assert_eq!(scaled_seeds(200_000, 0.0, 1.0), 20_000_000);
        assert_eq!(scaled_seeds(123_456, 0.3, 1.0), 500_000);
        assert_eq!(scaled_seeds(1_234, 0.7, 1.0), 2_500);
        assert_eq!(scaled_seeds(3, 0.5, 1.0), 8);
    }
}
