//! Property tests of the StS1 seed conversions (spec §1.1): every value but 0
//! survives value → string → value; strings read case-insensitively with O
//! as 0; canonical strings survive string → value → string.

use proptest::prelude::*;
use spire_map::seed::parse_seed_value;
use spire_map::sts1::seed::{seed_from_string, seed_to_string, ALPHABET};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5_000))]

    #[test]
    fn every_nonzero_value_round_trips(v in any::<i64>().prop_filter("0 has an empty string", |v| *v != 0)) {
        let s = seed_to_string(v);
        prop_assert!(!s.is_empty() && s.len() <= 13);
        prop_assert!(s.bytes().all(|b| ALPHABET.contains(&b)));
        prop_assert!(!s.starts_with('0'));
        prop_assert_eq!(seed_from_string(&s), Ok(v));
        prop_assert_eq!(seed_from_string(&s.to_lowercase()), Ok(v));
        prop_assert_eq!(parse_seed_value(&v.to_string()), Ok(v));
        prop_assert_eq!(parse_seed_value(&(v as u64).to_string()), Ok(v));
    }

    #[test]
    fn canonical_strings_round_trip(s in "[1-9A-NP-Z][0-9A-NP-Z]{0,11}") {
        // Up to 12 characters is always below 2^64 (35^12 < 2^64).
        let v = seed_from_string(&s).unwrap();
        prop_assert_eq!(seed_to_string(v), s);
    }

    #[test]
    fn o_is_zero_and_case_does_not_matter(s in "[0-9A-Za-z]{1,13}") {
        let canonical = s.to_uppercase().replace('O', "0");
        prop_assert_eq!(seed_from_string(&s), seed_from_string(&canonical));
        prop_assert_eq!(seed_from_string(&format!("  {s}\t")), seed_from_string(&s));
    }

    #[test]
    fn any_text_gives_a_value_or_an_error_never_a_panic(s in ".{0,80}") {
        let _ = seed_from_string(&s);
        let _ = parse_seed_value(&s);
    }
}

#[test]
fn leading_zeros_and_wrapping_do_not_round_trip_as_the_spec_says() {
    assert_eq!(seed_to_string(seed_from_string("00ABC").unwrap()), "ABC");
    // 13 Zs exceed 2^64 - 1 and wrap.
    let v = seed_from_string("ZZZZZZZZZZZZZ").unwrap();
    assert_eq!(v, 7592253339725112178);
    assert_ne!(seed_to_string(v), "ZZZZZZZZZZZZZ");
}
