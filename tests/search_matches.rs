//! The seed search's matches, pinned: every `tests/golden/search-matches/*.json`
//! holds a filter, the settings it runs with and the seeds the search matched
//! among the first `count` of a sequential scan from seed 0 (what
//! `spire-map search --count COUNT` prints), and the search must give
//! exactly those, in order. The files and where each came from:
//! tests/golden/README.md.

use serde_json::Value as Json;
use spire_map::map::Game;
use spire_map::options::{MapOptions, Sts2Build};
use spire_map::search::{Filter, Scan, Search};

/// The matches of the search a golden file describes.
fn matches(golden: &Json) -> Vec<String> {
    let field = |k: &str| golden.get(k).unwrap_or_else(|| panic!("no {k}"));
    let game = match field("game").as_str() {
        Some("sts1") => Game::Sts1,
        Some("sts2") => Game::Sts2,
        g => panic!("game {g:?}"),
    };
    let mut opts = MapOptions { game, ascension: field("ascension").as_u64().unwrap() as u8, ..Default::default() };
    if let Some(b) = golden.get("build") {
        opts.build = Sts2Build::parse(b.as_str().unwrap()).unwrap();
    }
    if let Some(c) = golden.get("character") {
        opts.start.character_name = Some(c.as_str().unwrap().to_string());
        opts.start.settle(game).unwrap();
    }
    let filter = Filter::parse(field("filter").as_str().unwrap()).unwrap();
    let search = Search::new(filter, &opts).unwrap();
    let mut found = Vec::new();
    let count = field("count").as_u64().unwrap();
    let checked = search.scan(Scan::Sequential { from: 0 }, 0, count, |m| {
        found.push(m.seed);
        true
    });
    assert_eq!(checked, count);
    found
}

#[test]
fn the_search_gives_the_pinned_matches() {
    let dir = format!("{}/tests/golden/search-matches", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "{} golden files in {dir}", files.len());
    for path in files {
        let golden: Json = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let expected: Vec<&str> = golden["matches"].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
        assert!(!expected.is_empty(), "{}: no matches to compare", path.display());

        let found = matches(&golden);

        let first_difference = found.iter().zip(&expected).position(|(a, b)| a != b);
        assert!(
            found == expected,
            "{}: {} matches, expected {}; first difference at match {first_difference:?}",
            path.display(),
            found.len(),
            expected.len()
        );
    }
}

/// The main branch's search (v0.107.1: 10-character seeds, their 32-bit
/// hash, its Neow curses) against the run start computed whole
/// (`run::run_start_with`, not the search's staged one) and the maps of
/// `sts2::generate` for the same seed strings, seed by seed: the matches are
/// exactly the seeds whose run start and maps hold every condition.
#[test]
fn the_main_branch_search_follows_the_whole_run_start_and_the_maps() {
    use spire_map::options::Sts2Character;
    use spire_map::seed::SeedInput;
    use spire_map::sts2::run::run_start_with;
    use spire_map::sts2::Seeding;
    let (count, asc) = (2500u64, 10u8);
    let opts = MapOptions { game: Game::Sts2, ascension: asc, build: Sts2Build::V0107, ..Default::default() };
    let run = |filter: &str, count: u64| {
        let search = Search::new(Filter::parse(filter).unwrap(), &opts).unwrap();
        let mut found = Vec::new();
        search.scan(Scan::Sequential { from: 0 }, 0, count, |m| {
            found.push(m.seed);
            true
        });
        found
    };
    // The seed strings of the scan: base 34, 10 characters.
    let alphabet = b"0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
    let seed = |mut n: u64| {
        let mut out = [b'0'; 10];
        for c in out.iter_mut().rev() {
            *c = alphabet[(n % 34) as usize];
            n /= 34;
        }
        String::from_utf8(out.to_vec()).unwrap()
    };
    let mature = spire_map::options::Sts2Profile::mature();
    let start = |s: &str| {
        run_start_with(Seeding::H32V107, Seeding::H32V107.run_seed(s), asc, &[Sts2Character::Ironclad], &mature)
    };
    // Hefty Tablet: one of v0.107.1's eight curses (v0.109's ten make other offers).
    let filter = "neow has \"Hefty Tablet\" and a2.ancient = Orobas and a1.fight(1) != \"Shrinker Beetle (weak)\"";
    let want: Vec<String> = (0..count)
        .map(seed)
        .filter(|s| {
            let r = start(s);
            r.neow()[0].options.contains(&"RELIC.HEFTY_TABLET")
                && r.acts[1].ancient == "EVENT.OROBAS"
                && r.acts[0].monsters[0] != "ENCOUNTER.SHRINKER_BEETLE_WEAK"
        })
        .collect();
    assert!(want.len() > 20, "{} matches", want.len());
    assert_eq!(run(filter, count), want, "{filter}");
    // On the maps: act 1's rooms entered from the Ancient, act 3's boss (and its second at A10).
    let filter = "a1.starts >= 4 and a3.boss2 = Queen";
    let count = 600;
    let want: Vec<String> = (0..count)
        .map(seed)
        .filter(|s| {
            if start(s).acts[2].second_boss != Some("ENCOUNTER.QUEEN_BOSS") {
                return false;
            }
            let o = MapOptions { seed: Some(SeedInput::Text(s.clone())), act: Some(1), ..opts.clone() };
            let set = spire_map::sts2::generate(&o).unwrap();
            set.acts[0].edges.iter().filter(|e| e.from == [3, 0]).count() >= 4
        })
        .collect();
    assert!(!want.is_empty());
    assert_eq!(run(filter, count), want, "{filter}");
}
