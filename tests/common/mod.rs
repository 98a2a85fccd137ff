//! Helpers shared by the integration tests: finding `../shared/golden/`.
#![allow(dead_code)]

use std::path::PathBuf;

/// The project's shared folder (`../shared` from the project root), or the
/// folder named by `SPIRE_MAP_SHARED`. Panics with a clear message when the
/// golden vectors cannot be found: a missing vector is a failure, never a skip.
pub fn shared_dir() -> PathBuf {
    let mut candidates = Vec::new();
    if let Ok(dir) = std::env::var("SPIRE_MAP_SHARED") {
        candidates.push(PathBuf::from(dir));
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    candidates.push(root.join("../shared"));
    // A clone made elsewhere on the project machine (CI, a scratch clone).
    candidates.push(PathBuf::from("/work/shared"));
    candidates.iter().find(|d| d.join("golden/README.md").is_file()).cloned().unwrap_or_else(|| {
        panic!("the golden vectors were not found in any of {candidates:?}; set SPIRE_MAP_SHARED to the shared folder")
    })
}

/// Every StS1 golden map file, sorted by name.
pub fn sts1_golden_files() -> Vec<PathBuf> {
    let dir = shared_dir().join("golden/sts1");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {dir:?}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("seed_"))
        .collect();
    files.sort();
    files
}

/// Reads a JSON file.
pub fn read_json(path: &std::path::Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path:?}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("parsing {path:?}: {e}"))
}
