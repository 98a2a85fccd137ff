//! The documentation is not stale: `README.md` and every `docs/*.md` are
//! checked against the repository they describe.
//!
//! * Commands, in fenced code blocks and in inline code spans (`$ ` prompts
//!   and `NAME=value` prefixes skipped; `|`, `&&`, `;` separate commands):
//!   * `spire-map SUBCOMMAND --flag ...` (also `target/release/spire-map`)
//!     names a subcommand that `spire-map --help` lists and only flags that
//!     `spire-map SUBCOMMAND --help` shows;
//!   * `scripts/X` or `./scripts/X` names an executable file in `scripts/`
//!     (`node scripts/X.mjs`: an existing file), and each `--option` given
//!     to it appears in its text or in that of `scripts/X.mjs`, which it
//!     hands its arguments to;
//!   * `scripts/test STEP...`: each step is one that `scripts/test --list`
//!     prints (while `scripts/test` has no `--list`, one its text names).
//! * Repository paths (words starting with `src/`, `www/`, `tests/`,
//!   `docs/`, `scripts/`, `fuzz/`, `examples/`, `.cargo/`, `.ci/`, or a
//!   root file such as `index.html` or `Cargo.toml`), in code blocks and
//!   spans, exist, except [`GENERATED`] paths and [`PLACEHOLDERS`].
//! * Every relative markdown link (and image) resolves to a file, and its
//!   `#anchor` to a heading of it.
//! * `README.md` has at most [`README_MAX_LINES`] lines.
//! * `docs/architecture.md` names every `www/*.js` file and every top-level
//!   module under `src/`.
//!
//! The checker is plain functions over a [`Repo`] (the CLI's commands, the
//! scripts, the files); its own tests below feed it made-up snippets that
//! must be reported.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The front door stays short.
const README_MAX_LINES: usize = 200;

/// Paths the docs may show though they are not in a clone: build output.
const GENERATED: &[(&str, &str)] = &[
    ("www/pkg/", "the WebAssembly modules, made by scripts/build-wasm (git-ignored)"),
    ("target/", "cargo's and the scripts' output (git-ignored)"),
];

/// Parts of a path that make it a pattern or a placeholder, not a file (and
/// see [`placeholder_path`]).
const PLACEHOLDERS: &[&str] = &["*", "<", "…", "...", "VERSION", "NAME"];

/// Directories whose paths are checked, and files at the root.
const PATH_PREFIXES: &[&str] =
    &["src/", "www/", "tests/", "docs/", "scripts/", "fuzz/", "examples/", ".cargo/", ".ci/"];
const ROOT_FILES: &[&str] = &[
    "index.html",
    "embed.html",
    "sw.js",
    "Cargo.toml",
    "Cargo.lock",
    "package.json",
    "package-lock.json",
    "webdriver.json",
    "rustfmt.toml",
    "README.md",
];

/// What the docs are checked against.
#[derive(Default)]
struct Repo {
    /// The CLI's subcommands and the flags of each; `""` holds the global flags.
    cli: BTreeMap<String, BTreeSet<String>>,
    /// The files in `scripts/` by name: whether it is executable, and its
    /// text (with that of its `.mjs` companion, which it hands its arguments to).
    scripts: BTreeMap<String, (bool, String)>,
    /// The step names `scripts/test` takes.
    test_steps: BTreeSet<String>,
    /// Every file and directory, relative to the root (`a/b.rs`, `a`).
    files: BTreeSet<String>,
}

impl Repo {
    fn exists(&self, path: &str) -> bool {
        self.files.contains(path.trim_end_matches('/'))
    }
}

/// One markdown file, split into what the checks read.
struct Doc {
    /// The lines of fenced code blocks.
    code_lines: Vec<String>,
    /// The text of inline code spans outside fenced blocks.
    spans: Vec<String>,
    /// Link targets outside code.
    links: Vec<String>,
    /// GitHub's anchors of the headings.
    anchors: BTreeSet<String>,
}

fn parse(text: &str) -> Doc {
    let mut doc = Doc { code_lines: Vec::new(), spans: Vec::new(), links: Vec::new(), anchors: BTreeSet::new() };
    let mut fence: Option<String> = None;
    let mut paragraph = String::new();
    let flush = |paragraph: &mut String, doc: &mut Doc| {
        let (spans, prose) = split_spans(paragraph);
        doc.spans.extend(spans);
        doc.links.extend(links(&prose));
        paragraph.clear();
    };
    for line in text.lines() {
        let trimmed = line.trim_start();
        if let Some(open) = &fence {
            if trimmed.starts_with(open.as_str())
                && trimmed.trim_start_matches(open.chars().next().unwrap()).trim().is_empty()
            {
                fence = None;
            } else {
                doc.code_lines.push(line.to_string());
            }
            continue;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            flush(&mut paragraph, &mut doc);
            let c = trimmed.chars().next().unwrap();
            fence = Some(trimmed.chars().take_while(|&x| x == c).collect());
            continue;
        }
        if trimmed.is_empty() {
            flush(&mut paragraph, &mut doc);
            continue;
        }
        if let Some(title) =
            trimmed.strip_prefix('#').map(|h| h.trim_start_matches('#')).and_then(|h| h.strip_prefix(' '))
        {
            doc.anchors.insert(anchor(title.trim()));
        }
        paragraph.push_str(line);
        paragraph.push('\n');
    }
    flush(&mut paragraph, &mut doc);
    doc
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces to `-`.
fn anchor(title: &str) -> String {
    title
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The inline code spans of a paragraph, and the paragraph without them.
fn split_spans(text: &str) -> (Vec<String>, String) {
    let chars: Vec<char> = text.chars().collect();
    let (mut spans, mut prose) = (Vec::new(), String::new());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '`' {
            prose.push(chars[i]);
            i += 1;
            continue;
        }
        let run = chars[i..].iter().take_while(|&&c| c == '`').count();
        // The span ends at the next run of exactly as many backticks.
        let mut j = i + run;
        let mut end = None;
        while j < chars.len() {
            if chars[j] == '`' {
                let n = chars[j..].iter().take_while(|&&c| c == '`').count();
                if n == run {
                    end = Some(j);
                    break;
                }
                j += n;
            } else {
                j += 1;
            }
        }
        match end {
            Some(j) => {
                let inner: String = chars[i + run..j].iter().collect();
                spans.push(inner.replace('\n', " ").trim().to_string());
                prose.push(' ');
                i = j + run;
            }
            None => {
                prose.extend(&chars[i..i + run]);
                i += run;
            }
        }
    }
    (spans, prose)
}

/// The targets of `[text](target)` and `![alt](target)`.
fn links(prose: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = prose;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let Some(close) = after.find(')') else { break };
        let target = after[..close].trim();
        let target = target.split_whitespace().next().unwrap_or("");
        out.push(target.trim_matches(|c| c == '<' || c == '>').to_string());
        rest = &after[close..];
    }
    out
}

/// A word of a shell command, and whether any of it was quoted.
struct Word {
    text: String,
    quoted: bool,
}

/// The commands of one line, shell-like: quotes, `#` comments, and `|`,
/// `&&`, `||`, `;` between commands.
fn commands(line: &str) -> Vec<Vec<Word>> {
    let line = line.trim_start();
    let line = line.strip_prefix("$ ").unwrap_or(line);
    let mut out = vec![Vec::new()];
    let mut word: Option<Word> = None;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' | '"' => {
                let w = word.get_or_insert(Word { text: String::new(), quoted: true });
                w.quoted = true;
                for q in chars.by_ref() {
                    if q == c {
                        break;
                    }
                    w.text.push(q);
                }
            }
            '#' if word.is_none() => break,
            '|' | ';' | '&' => {
                if let Some(w) = word.take() {
                    out.last_mut().unwrap().push(w);
                }
                if chars.peek() == Some(&c) {
                    chars.next();
                }
                out.push(Vec::new());
            }
            c if c.is_whitespace() => {
                if let Some(w) = word.take() {
                    out.last_mut().unwrap().push(w);
                }
            }
            c => word.get_or_insert(Word { text: String::new(), quoted: false }).text.push(c),
        }
    }
    if let Some(w) = word.take() {
        out.last_mut().unwrap().push(w);
    }
    out.retain(|c| !c.is_empty());
    out
}

/// The `--flag` a word gives, if any: `[--act`, `(--seed`, `--format=json`.
fn flag(word: &Word) -> Option<String> {
    if word.quoted {
        return None;
    }
    let t = word.text.trim_start_matches(['(', '[']);
    let name: String = t.strip_prefix("--")?.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    (!name.is_empty()).then(|| format!("--{name}"))
}

/// A word that stands for something to fill in: `<command>`, `COMMAND`.
fn is_placeholder(word: &str) -> bool {
    word.contains('<') || (word.len() > 1 && word.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
}

/// Problems with one command line (a code block's line or an inline span);
/// returns the scripts it checked (`scripts/X`), which need no path check.
fn check_command_line(repo: &Repo, line: &str, problems: &mut Vec<String>) -> BTreeSet<String> {
    let mut scripts = BTreeSet::new();
    for words in commands(line) {
        let mut words = words.as_slice();
        // Environment assignments before the command.
        while words.first().is_some_and(|w| !w.quoted && w.text.contains('=') && !w.text.starts_with('-')) {
            words = &words[1..];
        }
        let Some(first) = words.first() else { continue };
        let program = first.text.as_str();
        if program == "spire-map" || program.ends_with("/spire-map") {
            check_cli(repo, line, &words[1..], problems);
        } else if let Some(script) = script_name(program) {
            check_script(repo, line, script, &words[1..], problems);
            scripts.insert(format!("scripts/{script}"));
        } else if program == "node" {
            if let Some(at) = words.iter().skip(1).position(|w| !w.text.starts_with('-')) {
                if let Some(script) = script_name(&words[1 + at].text) {
                    check_script(repo, line, script, &words[2 + at..], problems);
                    scripts.insert(format!("scripts/{script}"));
                }
            }
        }
    }
    scripts
}

/// `scripts/X` or `./scripts/X` → `X`.
fn script_name(word: &str) -> Option<&str> {
    let name = word.strip_prefix("./").unwrap_or(word).strip_prefix("scripts/")?;
    (!name.is_empty() && !name.contains('/')).then_some(name)
}

fn check_cli(repo: &Repo, line: &str, args: &[Word], problems: &mut Vec<String>) {
    let sub = args.first().filter(|w| !w.text.starts_with('-') && !w.text.starts_with('('));
    let allowed: BTreeSet<String> = match sub {
        None => repo.cli.get("").cloned().unwrap_or_default(),
        Some(w) if is_placeholder(&w.text) => repo.cli.values().flatten().cloned().collect(),
        Some(w) => match repo.cli.get(&w.text) {
            Some(flags) if !w.text.is_empty() => flags.clone(),
            _ => {
                problems.push(format!("`{line}`: `spire-map --help` lists no subcommand `{}`", w.text));
                return;
            }
        },
    };
    for f in args.iter().filter_map(flag) {
        if !allowed.contains(&f) {
            let sub = sub.map_or(String::new(), |w| format!(" {}", w.text));
            problems.push(format!("`{line}`: `spire-map{sub} --help` shows no `{f}`"));
        }
    }
}

fn check_script(repo: &Repo, line: &str, script: &str, args: &[Word], problems: &mut Vec<String>) {
    let Some((executable, text)) = repo.scripts.get(script) else {
        problems.push(format!("`{line}`: scripts/{script} is not a file in scripts/"));
        return;
    };
    // A script without an extension is run as a program; a module (`.mjs`) by node.
    if !executable && !script.contains('.') {
        problems.push(format!("`{line}`: scripts/{script} is not executable"));
    }
    check_options(line, script, text, args, problems);
    if script == "test" {
        for w in args.iter().filter(|w| !w.text.starts_with('-') && !is_placeholder(&w.text)) {
            if !repo.test_steps.contains(&w.text) {
                problems.push(format!("`{line}`: `{}` is not a step of scripts/test", w.text));
            }
        }
    }
}

fn check_options(line: &str, script: &str, text: &str, args: &[Word], problems: &mut Vec<String>) {
    for f in args.iter().filter_map(flag) {
        // The whole option: `--repeat` is not in a text that has only `--repeats`.
        let whole = text.match_indices(&f).any(|(i, _)| {
            !text[i + f.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        });
        if !whole {
            problems.push(format!("`{line}`: scripts/{script} takes no `{f}` (not in its text)"));
        }
    }
}

/// Whether a path is a pattern or has a part to fill in: see [`PLACEHOLDERS`];
/// also a part in capitals without an extension (`fuzz/seeds/TARGET`).
fn placeholder_path(path: &str) -> bool {
    PLACEHOLDERS.iter().any(|p| path.contains(p))
        || path.split('/').any(|part| part.len() > 1 && part.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
}

/// Whether a path is build output (see [`GENERATED`]).
fn generated(path: &str) -> bool {
    GENERATED.iter().any(|(p, _)| path.starts_with(p) || path == p.trim_end_matches('/'))
}

/// A repository path a word shows, without its punctuation, query or anchor.
fn repo_path(word: &str) -> Option<String> {
    let w = word.trim_matches(|c: char| "\"'`()[]{},;:".contains(c));
    let w = w.strip_prefix("./").unwrap_or(w);
    let w = w.split(['?', '#']).next().unwrap_or("");
    let w = w.trim_end_matches(['.', ',', ';', ':', ')']);
    let is_path = PATH_PREFIXES.iter().any(|p| w.starts_with(p)) || ROOT_FILES.contains(&w) || generated(w);
    is_path.then(|| w.to_string())
}

fn check_paths(repo: &Repo, text: &str, checked: &BTreeSet<String>, problems: &mut Vec<String>) {
    for word in text.split_whitespace() {
        let Some(path) = repo_path(word) else { continue };
        if checked.contains(&path) || generated(&path) || placeholder_path(&path) {
            continue;
        }
        if !repo.exists(&path) {
            problems.push(format!("`{path}` (in `{}`) does not exist", text.trim()));
        }
    }
}

/// Every problem of one markdown file at `rel` (relative to the root).
fn check_doc(repo: &Repo, rel: &str, text: &str, anchors_of: &dyn Fn(&str) -> Option<BTreeSet<String>>) -> Vec<String> {
    let doc = parse(text);
    let mut problems = Vec::new();
    // In a span, `\|` is a table's escaped `|`, not a pipe.
    let spans = doc.spans.iter().map(|s| s.replace("\\|", " "));
    for line in doc.code_lines.iter().cloned().chain(spans) {
        let checked = check_command_line(repo, &line, &mut problems);
        check_paths(repo, &line, &checked, &mut problems);
    }
    let dir = Path::new(rel).parent().unwrap_or(Path::new(""));
    for link in &doc.links {
        if link.is_empty() || link.contains("://") || link.starts_with("mailto:") {
            continue;
        }
        let (file, fragment) = match link.split_once('#') {
            Some((f, a)) => (f, Some(a)),
            None => (link.as_str(), None),
        };
        let target = if file.is_empty() { rel.to_string() } else { normalise(&dir.join(file)) };
        if !file.is_empty() && !repo.exists(&target) {
            problems.push(format!("link `{link}`: {target} does not exist"));
            continue;
        }
        if let Some(fragment) = fragment {
            let anchors = if file.is_empty() { Some(doc.anchors.clone()) } else { anchors_of(&target) };
            if anchors.is_some_and(|a| !a.contains(fragment)) {
                problems.push(format!("link `{link}`: {target} has no heading `#{fragment}`"));
            }
        }
    }
    problems.into_iter().map(|p| format!("{rel}: {p}")).collect()
}

/// `docs/../README.md` → `README.md`.
fn normalise(path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for c in path.components() {
        match c {
            std::path::Component::ParentDir => {
                parts.pop();
            }
            std::path::Component::Normal(p) => parts.push(p.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    parts.join("/")
}

// ---- the real repository ----

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every file and directory under `dir`, relative to the root; build output
/// and dependencies left out.
fn walk(dir: &Path, out: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let rel = path.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/");
        if ["target", "node_modules", ".git", "fuzz/target", "fuzz/corpus", "fuzz/artifacts"].contains(&rel.as_str()) {
            continue;
        }
        if path.is_dir() {
            walk(&path, out);
        }
        out.insert(rel);
    }
}

fn run(program: &str, args: &[&str]) -> String {
    let out = Command::new(program).args(args).output().unwrap_or_else(|e| panic!("{program}: {e}"));
    assert!(out.status.success(), "{program} {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The subcommands a `--help` text lists under `Commands:`.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| l.trim() != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

/// The flags a `--help` text defines (its option lines: `  -h, --help`, `      --seed <SEED>`).
fn defined_flags(help: &str) -> BTreeSet<String> {
    let mut flags = BTreeSet::new();
    for line in help.lines().map(str::trim_start).filter(|l| l.starts_with('-')) {
        for word in line.split([' ', ',']).take_while(|w| w.is_empty() || w.starts_with('-') || w.starts_with('<')) {
            if word.starts_with("--") {
                flags.insert(word.to_string());
            }
        }
    }
    flags
}

/// The step names `scripts/test --list` prints (run with a time limit).
fn test_steps() -> BTreeSet<String> {
    let script = root().join("scripts/test");
    let mut child = Command::new(&script).arg("--list").stdout(Stdio::piped()).stderr(Stdio::null()).spawn().unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            panic!("scripts/test --list took more than 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "scripts/test --list failed");
    String::from_utf8(out.stdout).unwrap().lines().map(|l| l.trim().to_string()).collect()
}

#[cfg(unix)]
fn executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata().is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn executable(path: &Path) -> bool {
    path.is_file()
}

fn real_repo() -> Repo {
    let exe = env!("CARGO_BIN_EXE_spire-map");
    let help = run(exe, &["--help"]);
    let mut cli = BTreeMap::new();
    cli.insert(String::new(), defined_flags(&help));
    for sub in subcommands(&help) {
        let flags = if sub == "help" { BTreeSet::new() } else { defined_flags(&run(exe, &[&sub, "--help"])) };
        cli.insert(sub, flags);
    }
    assert!(cli.len() > 5 && cli["map"].contains("--seed"), "the CLI's help was not read: {cli:?}");

    let mut scripts = BTreeMap::new();
    for entry in std::fs::read_dir(root().join("scripts")).unwrap() {
        let path = entry.unwrap().path();
        let mut text = std::fs::read_to_string(&path).unwrap();
        let companion = path.with_extension("mjs");
        if companion != path {
            text += &std::fs::read_to_string(companion).unwrap_or_default();
        }
        scripts.insert(path.file_name().unwrap().to_string_lossy().into_owned(), (executable(&path), text));
    }
    let mut files = BTreeSet::new();
    walk(&root(), &mut files);
    Repo { cli, scripts, test_steps: test_steps(), files }
}

/// README.md and docs/*.md, relative to the root.
fn docs() -> Vec<String> {
    let mut docs = vec!["README.md".to_string()];
    let mut in_docs: Vec<String> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/{n}"))
        .collect();
    in_docs.sort();
    docs.extend(in_docs);
    docs
}

#[test]
fn the_docs_are_not_stale() {
    let repo = real_repo();
    let anchors_of = |rel: &str| -> Option<BTreeSet<String>> {
        rel.ends_with(".md").then(|| parse(&std::fs::read_to_string(root().join(rel)).unwrap()).anchors)
    };
    let mut problems = Vec::new();
    let docs = docs();
    assert!(docs.len() >= 11, "README.md and the docs/ files: {docs:?}");
    for rel in &docs {
        let text = std::fs::read_to_string(root().join(rel)).unwrap();
        problems.extend(check_doc(&repo, rel, &text, &anchors_of));
    }
    assert!(problems.is_empty(), "{} stale places in the docs:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn the_readme_is_a_front_door() {
    let lines = std::fs::read_to_string(root().join("README.md")).unwrap().lines().count();
    assert!(
        lines <= README_MAX_LINES,
        "README.md has {lines} lines, more than {README_MAX_LINES}: move reference into docs/"
    );
}

#[test]
fn the_architecture_names_every_module() {
    let text = std::fs::read_to_string(root().join("docs/architecture.md")).unwrap();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(root().join("www")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".js") && !text.contains(&format!("www/{name}")) {
            missing.push(format!("www/{name}"));
        }
    }
    for entry in std::fs::read_dir(root().join("src")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let module = path.is_dir() || path.extension().is_some_and(|e| e == "rs");
        if module && name != "lib" && name != "bin" && !text.contains(&format!("`{name}`")) {
            missing.push(format!("the module `{name}` (src/)"));
        }
    }
    assert!(missing.is_empty(), "docs/architecture.md does not name: {}", missing.join(", "));
}

// ---- the checker on made-up snippets ----

fn made_up_repo() -> Repo {
    let set = |items: &[&str]| items.iter().map(|s| s.to_string()).collect::<BTreeSet<String>>();
    let mut cli = BTreeMap::new();
    cli.insert(String::new(), set(&["--help", "--version"]));
    cli.insert("map".to_string(), set(&["--seed", "--act", "--format", "--help"]));
    cli.insert("search".to_string(), set(&["--filter", "--count", "--help"]));
    let mut scripts = BTreeMap::new();
    scripts.insert("serve".to_string(), (true, "#!/bin/sh\nexec node server.mjs\n".to_string()));
    scripts.insert(
        "size".to_string(),
        (true, "#!/usr/bin/env node\nconst check = argv.includes('--check');\n// --stricter\n".to_string()),
    );
    scripts.insert("test".to_string(), (true, "#!/bin/sh\nrun fmt; run clippy; run --list\n".to_string()));
    scripts.insert("lib.sh".to_string(), (false, "say() { echo; }\n".to_string()));
    scripts.insert("pack".to_string(), (false, "#!/bin/sh\n".to_string()));
    Repo {
        cli,
        scripts,
        test_steps: set(&["fmt", "clippy", "node"]),
        files: set(&[
            "src",
            "src/map.rs",
            "www",
            "www/app.js",
            "docs",
            "docs/cli.md",
            "index.html",
            "README.md",
            "scripts",
            "scripts/serve",
            "scripts/size",
            "scripts/test",
            "scripts/lib.sh",
            "scripts/pack",
        ]),
    }
}

fn problems_of(markdown: &str) -> Vec<String> {
    let cli_anchors = || Some(["commands".to_string()].into_iter().collect());
    check_doc(&made_up_repo(), "docs/x.md", markdown, &|rel| if rel == "docs/cli.md" { cli_anchors() } else { None })
}

#[test]
fn correct_snippets_pass() {
    let md = "# Title\n\n```sh\n$ spire-map map --seed AGCK93XT --act 1   # act 1\nPORT=9 ./scripts/serve\nscripts/size --check && scripts/test fmt node\nspire-map --help | head\n```\n\nSee `src/map.rs`, `www/pkg/spire_map.js`, `target/release/spire-map`, `tests/e2e/*.test.mjs`, `src/NAME/`,\n`index.html?v=1&seed=A`, `spire-map search --filter 'a1.max(elites) >= 4 --not-a-flag' --count 5`,\n`spire-map map (--seed S \\| --act N) [--format text\\|json]`, `spire-map <command> --help`,\n[the CLI](cli.md#commands), [up](../README.md), [here](#title), [out](https://example.org/x).\n";
    assert_eq!(problems_of(md), Vec::<String>::new());
}

#[test]
fn a_wrong_flag_or_subcommand_is_reported() {
    let p = problems_of("```sh\nspire-map map --seed A --acts 2\nspire-map draw --seed A\n```\n");
    assert_eq!(p.len(), 2, "{p:?}");
    assert!(p[0].contains("`spire-map map --help` shows no `--acts`"), "{p:?}");
    assert!(p[1].contains("no subcommand `draw`"), "{p:?}");
    let p = problems_of("Run `target/release/spire-map search --filter F --limit 3`.\n");
    assert!(p.len() == 1 && p[0].contains("no `--limit`"), "{p:?}");
}

#[test]
fn a_missing_script_or_option_or_step_is_reported() {
    let p = problems_of("```sh\n./scripts/deploy --fast\nscripts/size --strict\nscripts/test e2e\n```\n");
    assert_eq!(p.len(), 3, "{p:?}");
    assert!(p[0].contains("scripts/deploy is not a file in scripts/"), "{p:?}");
    assert!(p[1].contains("scripts/size takes no `--strict`"), "{p:?}");
    assert!(p[2].contains("`e2e` is not a step of scripts/test"), "{p:?}");
    let p = problems_of("Then `scripts/pack`, after `source scripts/lib.sh`.\n");
    assert!(p.len() == 1 && p[0].contains("scripts/pack is not executable"), "{p:?}");
}

#[test]
fn a_missing_path_is_reported() {
    let p = problems_of(
        "The map is `src/maps.rs` (`src/DIR/`); see also:\n\n```text\nwww/app.js www/gone.js embed.html\n```\n",
    );
    assert_eq!(p.len(), 3, "{p:?}");
    assert!(p[0].contains("`www/gone.js`") && p[1].contains("`embed.html`") && p[2].contains("`src/maps.rs`"), "{p:?}");
}

#[test]
fn a_broken_link_is_reported() {
    let p =
        problems_of("[a](missing.md), [b](cli.md#options), [c](#nowhere), [d](testing.md), ![e](../docs/shot.png)\n");
    assert_eq!(p.len(), 5, "{p:?}");
    assert!(p[0].contains("docs/missing.md does not exist"), "{p:?}");
    assert!(p[1].contains("no heading `#options`"), "{p:?}");
    assert!(p[2].contains("no heading `#nowhere`"), "{p:?}");
    assert!(p[3].contains("docs/testing.md does not exist"), "{p:?}");
    assert!(p[4].contains("docs/shot.png does not exist"), "{p:?}");
}

#[test]
fn help_texts_are_read() {
    let help = "Usage: x <COMMAND>\n\nCommands:\n  map     Draw\n  help    Print\n\nOptions:\n  -h, --help\n          Print help\n      --seed <SEED>\n          The seed, see --seed-value\n";
    assert_eq!(subcommands(help), ["map", "help"]);
    assert_eq!(defined_flags(help), ["--help".to_string(), "--seed".to_string()].into_iter().collect());
}
