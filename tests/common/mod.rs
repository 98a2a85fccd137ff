//! Helpers shared by the integration tests: reading the golden vectors of
//! `tests/golden/` (test data copied into the repository; its README says
//! what each file is and where it came from).
#![allow(dead_code)]

use std::path::PathBuf;

pub mod sts1_runs;

/// The folder of the golden vectors, `tests/golden/` in the repository.
pub fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// A file in `tests/golden/` (e.g. `sts1/seeds.tsv`). Panics with the path
/// when it is not there: a missing vector is a failure, never a skip.
pub fn golden(relative: &str) -> PathBuf {
    let path = golden_dir().join(relative);
    assert!(path.is_file(), "the golden vector {path:?} is missing");
    path
}

/// Every StS1 golden map file, sorted by name.
pub fn sts1_golden_files() -> Vec<PathBuf> {
    let dir = golden_dir().join("sts1");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {dir:?}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("seed_"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no golden map files in {dir:?}");
    files
}

/// Reads a JSON file.
pub fn read_json(path: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("parsing {path:?}: {e}"))
}
