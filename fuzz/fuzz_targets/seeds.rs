//! Seed parsers of both games and the decimal seed reader: any text gives a
//! value or an error (never a panic), and what parses round-trips (StS1
//! strings and numbers; StS2 canonical strings canonicalise to themselves).
#![no_main]

use libfuzzer_sys::fuzz_target;
use spire_map::seed::parse_seed_value;
use spire_map::sts1::seed::{seed_from_string, seed_to_string};
use spire_map::sts2::seed::{canonicalize, run_seed, seed_at, seed_number};

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
    if let Ok(c) = canonicalize(text) {
        assert_eq!(canonicalize(&c).as_ref(), Ok(&c));
        assert_eq!(run_seed(&c), run_seed(&canonicalize(&c.to_lowercase()).unwrap()));
        if let Ok(n) = seed_number(&c) {
            if c.len() == 12 {
                assert_eq!(seed_at(n), c);
            }
        }
    }
});
