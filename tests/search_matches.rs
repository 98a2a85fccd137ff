//! The seed search's matches, pinned: every `tests/golden/search-matches/*.json`
//! holds a filter, the settings it runs with and the seeds the search matched
//! among the first `count` of a sequential scan from seed 0 (what
//! `spire-map search --count COUNT` prints), and the search must give
//! exactly those, in order. The files and where each came from:
//! tests/golden/README.md.

use serde_json::Value as Json;
use spire_map::map::Game;
use spire_map::options::MapOptions;
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
