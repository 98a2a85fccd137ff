//! The run-file reader: any bytes are read or refused with an error, never a
//! panic; a report serialises and keeps its limits.
#![no_main]

use libfuzzer_sys::fuzz_target;
use spire_map::api::runfile::{matcher::MAX_ROUTES, read_run_bytes};

fuzz_target!(|data: &[u8]| {
    match read_run_bytes(data) {
        Ok(report) => {
            assert!(report.acts.iter().all(|a| a.routes.len() <= MAX_ROUTES));
            assert!(!report.fits || report.mismatch.is_none());
            let json = serde_json::to_string(&report).expect("a report serialises");
            assert!(json.starts_with('{'));
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
