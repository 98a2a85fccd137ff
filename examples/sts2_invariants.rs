//! Generates many Slay the Spire 2 act maps, checks the structural
//! invariants on every one (`spire_map::sts2::check_invariants`) and prints
//! statistics to compare with spec §5.8.
//!
//! ```text
//! cargo run --release --example sts2_invariants -- [maps per act = 100000] [ascension = 0] [multiplayer = false]
//! ```
//!
//! Seeds are 12-character strings over the game's alphabet (the index written
//! in base 34), hashed to run seeds as the game does.

use std::time::Instant;

use spire_map::sts2::{self, check_invariants, generate_act, graph::WIDTH, invariants::check_no_crossings};

fn seed_string(i: u64) -> String {
    let alphabet = sts2::seed::ALPHABET;
    let mut v = i.wrapping_mul(0x9e37_79b9_7f4a_7c15) % 34u64.pow(12);
    let mut s = [b'0'; 12];
    for k in (0..12).rev() {
        s[k] = alphabet[(v % 34) as usize];
        v /= 34;
    }
    String::from_utf8(s.to_vec()).unwrap()
}

#[derive(Default)]
struct Stats {
    maps: u64,
    failures: u64,
    prune_limit: u64,
    unsettled: u64,
    nodes_sum: u64,
    nodes_min: u64,
    nodes_max: u64,
    row1_sum: u64,
    short: [u64; 4],
    short_total_rest: u64,
    crossings_before_layout: u64,
    removed: u64,
    cut: u64,
    rounds3: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let ascension: u8 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(0);
    let multiplayer = args.get(3).is_some_and(|a| a == "true" || a == "mp" || a == "1");
    println!("{n} maps per act, ascension {ascension}, multiplayer {multiplayer}");
    let mut total_maps = 0;
    let mut gen_secs = 0.0;
    let start_all = Instant::now();
    for act in 1..=sts2::acts::ACTS {
        let seeds: Vec<(String, u64)> = (0..n)
            .map(|i| {
                let s = seed_string(i);
                let run = sts2::seed::run_seed(&s);
                (s, run)
            })
            .collect();
        // Generation alone, timed.
        let t = Instant::now();
        let mut sink = 0u64;
        for (_, run) in &seeds {
            let a = generate_act(*run, act, ascension, multiplayer);
            sink = sink.wrapping_add(u64::from(a.graph.col(sts2::graph::BOSS)) + u64::from(a.counts.rests));
        }
        let secs = t.elapsed().as_secs_f64();
        std::hint::black_box(sink);
        let mut st = Stats { nodes_min: u64::MAX, ..Default::default() };
        let mut shown = 0;
        for (seed, run) in &seeds {
            let a = generate_act(*run, act, ascension, multiplayer);
            st.maps += 1;
            if let Err(e) = check_invariants(&a) {
                st.failures += 1;
                if shown < 5 {
                    println!("  act {act} seed {seed}: {e}");
                    shown += 1;
                }
            }
            match a.prune {
                Err(_) => st.prune_limit += 1,
                Ok(r) => {
                    st.removed += u64::from(r.removed_nodes);
                    st.cut += u64::from(r.cut_edges);
                    st.rounds3 += u64::from(r.rounds == 3);
                }
            }
            st.unsettled += u64::from(!a.layout_settled);
            let g = &a.graph;
            let nodes: u64 = (1..usize::from(g.rows())).map(|r| g.row_nodes(r).count() as u64).sum();
            st.nodes_sum += nodes;
            st.nodes_min = st.nodes_min.min(nodes);
            st.nodes_max = st.nodes_max.max(nodes);
            st.row1_sum += g.row_nodes(1).count() as u64;
            let p = a.placed();
            let c = a.counts;
            for (k, (have, want)) in
                [(p.rest, c.rests), (p.shop, c.shops), (p.elite, c.elites), (p.unknown, c.unknowns)]
                    .into_iter()
                    .enumerate()
            {
                st.short[k] += u64::from(have < want);
            }
            let top = g.row_nodes(usize::from(g.rows()) - 1).count() as u8;
            st.short_total_rest += u64::from(p.rest + top < c.rests);
            if check_no_crossings(g, |id| id % WIDTH as u8).is_err() {
                st.crossings_before_layout += 1;
            }
        }
        total_maps += st.maps;
        gen_secs += secs;
        let pct = |x: u64| 100.0 * x as f64 / st.maps as f64;
        println!(
            "act {act} ({}): {} maps generated in {secs:.2} s ({:.0} maps/s, one core); invariant failures {}; prune limit {}; layout cap {}",
            sts2::acts::act_name(act),
            st.maps,
            st.maps as f64 / secs,
            st.failures,
            st.prune_limit,
            st.unsettled
        );
        println!(
            "  grid nodes avg {:.1} min {} max {}; row 1 avg {:.2}; pruned nodes/map {:.2}, cut edges/map {:.3}, 3 rounds {:.2}%",
            st.nodes_sum as f64 / st.maps as f64,
            st.nodes_min,
            st.nodes_max,
            st.row1_sum as f64 / st.maps as f64,
            st.removed as f64 / st.maps as f64,
            st.cut as f64 / st.maps as f64,
            pct(st.rounds3)
        );
        println!(
            "  short of target: rest {:.2}% (incl. rest row: {:.3}%), shop {:.3}%, elite {:.3}%, unknown {:.3}%; crossings before layout {}",
            pct(st.short[0]),
            pct(st.short_total_rest),
            pct(st.short[1]),
            pct(st.short[2]),
            pct(st.short[3]),
            st.crossings_before_layout
        );
    }
    println!(
        "total: {total_maps} maps generated in {gen_secs:.2} s ({:.0} maps/s); whole run with checks {:.2} s",
        total_maps as f64 / gen_secs,
        start_all.elapsed().as_secs_f64()
    );
}
