//! Seed parsers of both games and the decimal seed reader: any text gives a
//! value or an error (never a panic), and what parses round-trips.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spire_map::seed::parse_seed_value;
use spire_map::sts1::seed::{seed_from_string, seed_to_string};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(v) = seed_from_string(text) {
        if v != 0 {
            assert_eq!(seed_from_string(&seed_to_string(v)), Ok(v));
        }
    }
    if let Ok(v) = parse_seed_value(text) {
        assert_eq!(parse_seed_value(&v.to_string()), Ok(v));
    }
});
