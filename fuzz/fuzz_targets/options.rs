//! The JavaScript API's option readers, fed JSON: any input gives a result or
//! an `Error` (never a panic), and valid options run the engine to completion.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spire_map::api::{self, MapOptions, PlanOptions, RouteOptions, SearchOptions};
use spire_map::value::Value;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(v) = Value::from_json(text) else { return };
    if let Ok(o) = MapOptions::from_value(&v) {
        if let Ok(set) = spire_map::generate_map(&o) {
            assert!(!set.acts.is_empty());
            // StS1: the signed 64-bit seed; StS2: the unsigned 64-bit run seed (XXH64 of the string).
            match o.game {
                spire_map::map::Game::Sts1 => assert!(set.seed_value.parse::<i64>().is_ok()),
                spire_map::map::Game::Sts2 => assert!(set.seed_value.parse::<u64>().is_ok()),
            }
        }
    }
    if let Ok(o) = RouteOptions::from_value(&v) {
        let _ = api::walk_route(&o);
    }
    if let Ok(o) = PlanOptions::from_value(&v) {
        let _ = api::best_route(&o);
    }
    if let Ok(mut o) = SearchOptions::from_value(&v) {
        o.count = o.count.min(50);
        let _ = api::search(&o);
    }
});
