//! `search` and its helpers: one chunk of a seed search (what a Web Worker
//! or a CLI thread runs), the filter check and the filter's vocabulary.

use serde::Serialize;

use crate::error::Result;
use crate::search::filter::{self, Vocabulary};
use crate::search::{Filter, Match, Search, SearchOptions};

/// The result of one search call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "SearchChunk", missing_as_null))]
pub struct SearchChunk {
    /// Seeds checked (fewer than asked when the limit was reached).
    pub checked: u64,
    /// The matches, in scan order.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "SearchMatch[]"))]
    pub matches: Vec<Match>,
    /// The filter in canonical form.
    pub filter: String,
}

/// Checks one chunk of a seed search.
pub fn search(opts: &SearchOptions) -> Result<SearchChunk> {
    let s = Search::new(opts.filter.clone(), &opts.map)?;
    let mut matches = Vec::new();
    let checked = s.scan(opts.scan, opts.start, opts.count, |m| {
        matches.push(m);
        opts.limit.is_none_or(|l| (matches.len() as u64) < l)
    });
    Ok(SearchChunk { checked, matches, filter: opts.filter.to_string() })
}

/// A compiled search that checks chunk after chunk of its scan: a Web
/// Worker keeps one per run rather than parsing the options and compiling
/// the filter for each chunk ([`search`] does both every call).
#[derive(Clone, Debug)]
pub struct Scanner {
    search: Search,
    scan: crate::search::Scan,
}

impl Scanner {
    /// The search of `opts` (its start, count and limit are not used).
    pub fn new(opts: &SearchOptions) -> Result<Scanner> {
        Ok(Scanner { search: Search::new(opts.filter.clone(), &opts.map)?, scan: opts.scan })
    }

    /// Checks `count` seeds from index `start` (stopping after `limit`
    /// matches) and returns how many it checked and the matches packed as
    /// text, one line `index seed seedValue` each, in scan order: a chunk
    /// with many matches crosses from a worker to the page's thread as one
    /// string, which costs far less than as objects.
    pub fn scan_packed(&self, start: u64, count: u64, limit: Option<u64>) -> (u64, String) {
        use std::fmt::Write;
        let mut text = String::new();
        let mut found = 0u64;
        let checked = self.search.scan(self.scan, start, count, |m| {
            if found > 0 {
                text.push('\n');
            }
            let _ = write!(text, "{} {} {}", m.index, m.seed, m.seed_value);
            found += 1;
            limit.is_none_or(|l| found < l)
        });
        (checked, text)
    }
}

/// Parses a search filter and returns it in canonical form, or the error
/// naming its first problem.
pub fn check_filter(text: &str) -> Result<String> {
    Ok(Filter::parse(text)?.to_string())
}

/// The names a filter can compare with (the search panel's suggestions).
pub fn filter_names() -> Vocabulary {
    filter::vocabulary()
}

/// Benchmark: generates `count` StS1 act maps from `first_seed` and returns
/// their checksum (see `search::generate_acts`).
pub fn bench_acts(first_seed: i64, count: u64) -> u64 {
    crate::search::generate_acts(first_seed, count)
}

/// Benchmark: generates `count` StS2 act maps of the seeds numbered from
/// `first_seed` and returns their checksum (see `search::generate_sts2_acts`).
pub fn bench_sts2_acts(first_seed: u64, count: u64) -> u64 {
    crate::search::generate_sts2_acts(first_seed, count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    #[test]
    fn a_chunk_stops_at_its_limit_and_reports_how_far_it_got() {
        let o = SearchOptions::from_value(
            &Value::from_json(r#"{"filter":"a1.starts>=4","count":5000,"limit":2}"#).unwrap(),
        )
        .unwrap();
        let r = search(&o).unwrap();
        assert_eq!(r.matches.len(), 2);
        assert_eq!(r.checked, r.matches[1].index + 1);
        assert_eq!(check_filter("a1.starts>=4").unwrap(), "a1.starts >= 4");
    }

    #[test]
    fn a_scanner_packs_the_same_matches_as_search_chunk_after_chunk() {
        for (json, limit) in [
            (r#"{"filter":"a1.boss = Hexaghost and a1.starts >= 4","ascension":20,"count":0,"fromValue":"-77"}"#, None),
            (r#"{"game":"sts2","filter":"a1.boss = Vantom","count":0,"rngSeed":"12345"}"#, Some(7)),
        ] {
            let o = SearchOptions::from_value(&Value::from_json(json).unwrap()).unwrap();
            let scanner = Scanner::new(&o).unwrap();
            for start in [0, 1700] {
                let mut chunk = o.clone();
                (chunk.start, chunk.count, chunk.limit) = (start, 1700, limit);
                let want = search(&chunk).unwrap();
                let (checked, text) = scanner.scan_packed(start, 1700, limit);
                assert_eq!(checked, want.checked);
                let lines: Vec<String> =
                    want.matches.iter().map(|m| format!("{} {} {}", m.index, m.seed, m.seed_value)).collect();
                assert!(lines.len() > 3, "{json}");
                assert_eq!(text, lines.join("\n"), "{json} from {start}");
            }
        }
        let none =
            SearchOptions::from_value(&Value::from_json(r#"{"filter":"a1.max(elites) >= 99","count":0}"#).unwrap());
        assert_eq!(Scanner::new(&none.unwrap()).unwrap().scan_packed(0, 50, None), (50, String::new()));
    }
}
