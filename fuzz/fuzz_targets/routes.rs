//! The route parser and the route walk: any text parses or is refused with
//! an error; a parsed route formats back to itself and walks or is refused.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spire_map::api::{walk_route, MapOptions, RouteOptions};
use spire_map::route::{format_route, parse_route};
use spire_map::seed::SeedInput;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(route) = parse_route(text) else { return };
    assert_eq!(parse_route(&format_route(&route)).as_ref(), Ok(&route));
    let seed = i64::from(data.len() as u8);
    let opts = RouteOptions {
        map: MapOptions {
            seed: Some(SeedInput::Value(seed)),
            ascension: 20,
            spoilers: data.first().is_some_and(|b| b & 1 == 0),
            ..Default::default()
        },
        route,
        tiny_chest: Some(1),
        ..Default::default()
    };
    if let Ok(walk) = walk_route(&opts) {
        assert!(walk.floors.len() <= 4 * 20);
    }
});
