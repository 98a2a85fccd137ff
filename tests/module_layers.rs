//! The library's modules are layered (see the documentation of `src/lib.rs`
//! and `src/api/mod.rs`): each file may name only modules of a lower layer
//! (`crate::…` paths), so data flows down from the entry points to the
//! engines to the map model and there is no import cycle. The two engines
//! are one layer: neither names the other.

use std::path::Path;

/// Top-level modules, from the top layer down; modules in one inner slice
/// are one layer.
const LAYERS: &[&[&str]] = &[
    &["web"],
    &["api"],
    &["search"],
    &["sts1", "sts2"],
    &["options"],
    &["plan", "expected"],
    &["route"],
    &["map", "seed", "rng"],
    &["value"],
    &["error", "quote"],
];

/// The layer of a top-level module, or of an item `src/lib.rs` re-exports.
fn layer(module: &str) -> Option<usize> {
    let module = match module {
        "Error" | "Result" => "error",
        "generate_map" => "api",
        m => m,
    };
    LAYERS.iter().position(|l| l.contains(&module))
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_names_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut checked = 0;
    let mut wrong = Vec::new();
    for file in files {
        let rel = file.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        let top = rel.split('/').next().unwrap().trim_end_matches(".rs").to_string();
        if top == "bin" || top == "lib" {
            continue; // the command line is a separate crate; lib.rs declares the modules
        }
        let Some(own) = layer(&top) else {
            wrong.push(format!("{rel}: module `{top}` is in no layer of this test"));
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for (i, _) in line.match_indices("crate::") {
                let name: String =
                    line[i + 7..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                if name == top {
                    continue;
                }
                checked += 1;
                match layer(&name) {
                    Some(l) if l > own => {}
                    Some(_) => wrong.push(format!("{rel}:{}: `{top}` names `crate::{name}`, not below it", n + 1)),
                    None => wrong.push(format!("{rel}:{}: `crate::{name}` is in no layer of this test", n + 1)),
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(checked > 100, "only {checked} paths checked");
}

/// Inside the search module, the filter language (`filter.rs`) uses the
/// games' names (`vocab.rs`), and both use the quantities (`quantity.rs`):
/// `vocab.rs` never names `filter`, and `quantity.rs` names neither, so the
/// two do not import each other. Read from the code (comments left out): a
/// `filter::…` path anywhere, or `filter` among the names of a `use`.
#[test]
fn the_search_names_do_not_import_the_filter_language() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/search");
    let code = |file: &str| -> Vec<String> {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        text.lines().map(|l| l.split("//").next().unwrap().to_string()).collect()
    };
    let names = |line: &str, module: &str| {
        line.contains(&format!("{module}::"))
            || (line.trim_start().starts_with("use ") || line.trim_start().starts_with("pub use "))
                && line.split(|c: char| !c.is_ascii_alphanumeric() && c != '_').any(|w| w == module)
    };
    let mut wrong = Vec::new();
    for (file, higher) in [("vocab.rs", &["filter"][..]), ("quantity.rs", &["filter", "vocab"])] {
        for (n, line) in code(file).iter().enumerate() {
            for module in higher {
                if names(line, module) {
                    wrong.push(format!("src/search/{file}:{}: names `{module}`: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The direction that is meant, so that a rename does not leave this test checking nothing.
    assert!(code("filter.rs").iter().any(|l| names(l, "vocab")), "filter.rs no longer uses vocab.rs");
    assert!(code("vocab.rs").iter().any(|l| names(l, "quantity")), "vocab.rs no longer uses quantity.rs");
}

/// The sibling files of a module (`src/sts1/content/cards.rs` and
/// `card_pools.rs`, say) name one another without a cycle: for every
/// directory, the graph of "file A names sibling B" (a `super::B` path, a
/// `crate::…::B` path to the same directory, or `B` in a `use super::{…}`
/// list), read from the code (comments and test modules left out), has no
/// cycle.
#[test]
fn sibling_files_import_no_cycle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut dirs: std::collections::BTreeMap<std::path::PathBuf, Vec<String>> = Default::default();
    for f in &files {
        let stem = f.file_stem().unwrap().to_string_lossy().to_string();
        if stem != "mod" && stem != "lib" && stem != "main" {
            dirs.entry(f.parent().unwrap().to_path_buf()).or_default().push(stem);
        }
    }
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_ascii_alphanumeric() && c != '_').filter(|w| !w.is_empty()).map(String::from).collect()
    };
    let mut edges_checked = 0;
    let mut wrong = Vec::new();
    for (dir, siblings) in &dirs {
        let module_path = dir.strip_prefix(&src).unwrap().to_string_lossy().replace(['/', '\\'], "::");
        let crate_prefix = format!("crate::{module_path}::");
        let mut edges: std::collections::BTreeMap<&str, Vec<&str>> = Default::default();
        for me in siblings {
            let text = std::fs::read_to_string(dir.join(format!("{me}.rs"))).unwrap();
            let code = text.split("#[cfg(test)]").next().unwrap();
            let mut named = std::collections::BTreeSet::new();
            for line in code.lines().map(|l| l.split("//").next().unwrap()) {
                for prefix in ["super::", crate_prefix.as_str()] {
                    for (i, _) in line.match_indices(prefix) {
                        let rest = &line[i + prefix.len()..];
                        let listed = if let Some(list) = rest.strip_prefix('{') {
                            // `super::{a, b::X}`: the first word of each item.
                            list.split('}')
                                .next()
                                .unwrap()
                                .split(',')
                                .filter_map(|item| words(item).first().cloned())
                                .collect()
                        } else {
                            words(rest).into_iter().take(1).collect::<Vec<_>>()
                        };
                        named.extend(listed.into_iter().filter(|n| n != me && siblings.contains(n)));
                    }
                }
            }
            let targets = named.iter().map(|n| siblings.iter().find(|s| *s == n).unwrap().as_str()).collect();
            edges.insert(me.as_str(), targets);
        }
        edges_checked += edges.values().map(Vec::len).sum::<usize>();
        // Depth-first search for a cycle.
        fn visit<'a>(
            u: &'a str,
            edges: &std::collections::BTreeMap<&'a str, Vec<&'a str>>,
            stack: &mut Vec<&'a str>,
            done: &mut std::collections::BTreeSet<&'a str>,
            cycles: &mut Vec<String>,
        ) {
            if done.contains(u) {
                return;
            }
            if let Some(at) = stack.iter().position(|s| *s == u) {
                cycles.push(format!("{} -> {u}", stack[at..].join(" -> ")));
                return;
            }
            stack.push(u);
            for v in &edges[u] {
                visit(v, edges, stack, done, cycles);
            }
            stack.pop();
            done.insert(u);
        }
        let mut done = Default::default();
        let mut cycles = Vec::new();
        for u in edges.keys() {
            visit(u, &edges, &mut Vec::new(), &mut done, &mut cycles);
        }
        for c in cycles {
            wrong.push(format!("{}: {c}", dir.strip_prefix(&src).unwrap().display()));
        }
    }
    assert!(wrong.is_empty(), "sibling files that import each other:\n{}", wrong.join("\n"));
    assert!(edges_checked > 50, "only {edges_checked} sibling imports read");
}
