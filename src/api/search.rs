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
}
