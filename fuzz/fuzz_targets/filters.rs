//! The search filter language: any text parses or is refused with an error;
//! a parsed filter's canonical text parses back to the same filter.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spire_map::options::MapOptions;
use spire_map::search::{Filter, Search};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(filter) = Filter::parse(text) else { return };
    let canonical = filter.to_string();
    assert_eq!(Filter::parse(&canonical).as_ref(), Ok(&filter), "{canonical}");
    if let Ok(search) = Search::new(filter, &MapOptions::default()) {
        let _ = search.matches(i64::from(data.len() as u8));
    }
});
