# Shared by the scripts in this folder: `source "$(dirname "$0")/lib.sh"`.
# Everything here is idempotent: a second run finds the tools and installs nothing.
#
# Environment:
#   SPIRE_MAP_TOOLS   a folder for the cargo-installed tools (wasm-bindgen,
#                     wasm-bindgen-test-runner); they are then looked up ONLY in
#                     $SPIRE_MAP_TOOLS/bin, so an empty folder proves a from-scratch
#                     install. Default: cargo's own (~/.cargo/bin, found on PATH).
#   CHROMIUM, CHROMEDRIVER   the browser and its driver (default /usr/bin/chromium,
#                     /usr/bin/chromedriver; installed with apt when missing).

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
WASM_TARGET=wasm32-unknown-unknown
# The cargo profile of the shipped wasm (Cargo.toml, [profile.wasm]).
WASM_PROFILE=wasm

if [[ -n "${SPIRE_MAP_TOOLS:-}" ]]; then
  mkdir -p "$SPIRE_MAP_TOOLS"
  SPIRE_MAP_TOOLS="$(cd "$SPIRE_MAP_TOOLS" && pwd)"
  export PATH="$SPIRE_MAP_TOOLS/bin:$PATH"
fi
# cargo's bin folder is on PATH for interactive shells only; add it for scripts.
if [[ -d "${CARGO_HOME:-$HOME/.cargo}/bin" ]]; then
  export PATH="$PATH:${CARGO_HOME:-$HOME/.cargo}/bin"
fi

if [[ -t 1 ]]; then
  _b=$'\e[1m' _r=$'\e[31m' _g=$'\e[32m' _y=$'\e[33m' _n=$'\e[0m'
else
  _b='' _r='' _g='' _y='' _n=''
fi
say() { printf '%s==> %s%s\n' "$_b" "$*" "$_n"; }
warn() { printf '%sWARNING: %s%s\n' "$_y" "$*" "$_n" >&2; }
die() {
  printf '%sERROR: %s%s\n' "$_r" "$*" "$_n" >&2
  exit 1
}

# Runs as root, or through sudo when there is one.
as_root() {
  if [[ $(id -u) -eq 0 ]]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    die "need root for: $*"
  fi
}

# The exact version of a package in Cargo.lock (the one source of truth for
# the wasm-bindgen version; Cargo.toml pins it with `=`).
locked_version() {
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

# Where a cargo-installed tool is looked for.
tool_path() {
  if [[ -n "${SPIRE_MAP_TOOLS:-}" ]]; then
    echo "$SPIRE_MAP_TOOLS/bin/$1"
  else
    command -v "$1" || echo "${CARGO_HOME:-$HOME/.cargo}/bin/$1"
  fi
}

ensure_rust() {
  command -v cargo >/dev/null || die "cargo is not installed (https://rustup.rs); the machine should have it"
  if ! rustup target list --installed 2>/dev/null | grep -qx "$WASM_TARGET"; then
    say "rustup target add $WASM_TARGET"
    rustup target add "$WASM_TARGET"
  fi
  local c
  for c in rustfmt clippy; do
    if ! rustup component list --installed 2>/dev/null | grep -q "^$c"; then
      say "rustup component add $c"
      rustup component add "$c"
    fi
  done
}

# wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in
# Cargo.lock (the CLI refuses modules made by another version). It also brings
# wasm-bindgen-test-runner.
ensure_wasm_bindgen() {
  local want have bin runner
  want="$(locked_version wasm-bindgen)"
  [[ -n "$want" ]] || die "wasm-bindgen is not in Cargo.lock"
  bin="$(tool_path wasm-bindgen)"
  runner="$(tool_path wasm-bindgen-test-runner)"
  have="$("$bin" --version 2>/dev/null | awk '{print $2}')" || true
  if [[ "$have" == "$want" && -x "$runner" ]]; then
    return
  fi
  say "installing wasm-bindgen-cli $want (have: ${have:-none}; takes about 4 minutes on 2 cores)"
  local root_args=()
  [[ -n "${SPIRE_MAP_TOOLS:-}" ]] && root_args=(--root "$SPIRE_MAP_TOOLS")
  if ! cargo install wasm-bindgen-cli --version "=$want" --locked --force "${root_args[@]}"; then
    warn "cargo install --locked failed (its lockfile names crate versions the registry mirror may lack);" \
      "installing without --locked, i.e. with the newest compatible dependencies"
    cargo install wasm-bindgen-cli --version "=$want" --force "${root_args[@]}"
  fi
  have="$("$bin" --version 2>/dev/null | awk '{print $2}')" || true
  [[ "$have" == "$want" ]] || die "wasm-bindgen at $bin reports '${have:-nothing}', wanted $want"
}

# npm dev tools (package.json / package-lock.json): binaryen's wasm-opt, esbuild,
# TypeScript, playwright-core. Reinstalled only when package-lock.json changes.
ensure_node_modules() {
  command -v node >/dev/null || die "node is not installed; the machine should have Node 20"
  local stamp="$ROOT/node_modules/.spire-map-lock.sha256" sum
  sum="$(sha256sum "$ROOT/package-lock.json" | cut -d' ' -f1)"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$sum" ]]; then
    return
  fi
  say "npm ci (dev tools: binaryen, esbuild, typescript, playwright-core)"
  (cd "$ROOT" && npm ci --no-audit --no-fund)
  echo "$sum" >"$stamp"
}

# Debian's Chromium and ChromeDriver (never a browser download).
ensure_chromium() {
  if [[ -x "$CHROMIUM" && -x "$CHROMEDRIVER" ]]; then
    return
  fi
  [[ "$CHROMIUM" == /usr/bin/chromium && "$CHROMEDRIVER" == /usr/bin/chromedriver ]] ||
    die "CHROMIUM=$CHROMIUM / CHROMEDRIVER=$CHROMEDRIVER do not exist"
  say "apt-get install chromium chromium-driver"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    chromium chromium-driver fonts-liberation
  [[ -x "$CHROMIUM" && -x "$CHROMEDRIVER" ]] || die "chromium / chromedriver still missing after apt-get install"
}

# cargo-fuzz (libFuzzer through `cargo fuzz`). The machine has only a stable
# toolchain: scripts/fuzz runs it with `--sanitizer none` and RUSTC_BOOTSTRAP=1
# (cargo fuzz passes nightly-only -Z flags to rustc).
CARGO_FUZZ_VERSION=0.13.2
ensure_cargo_fuzz() { ensure_cargo_tool cargo-fuzz "$CARGO_FUZZ_VERSION" "about 2 minutes"; }

# ensure_cargo_tool CRATE VERSION HOW_LONG: `cargo install CRATE` at exactly
# VERSION unless that version is already there (--locked first, then without,
# as some crates' lockfiles name yanked or missing versions), then checks
# the installed binary reports VERSION.
ensure_cargo_tool() {
  local crate="$1" version="$2" how_long="$3" bin have
  bin="$(tool_path "$crate")"
  have="$("$bin" --version 2>/dev/null | awk '{print $2}')" || true
  if [[ "$have" == "$version" ]]; then
    return
  fi
  say "installing $crate $version (have: ${have:-none}; takes $how_long)"
  local root_args=()
  [[ -n "${SPIRE_MAP_TOOLS:-}" ]] && root_args=(--root "$SPIRE_MAP_TOOLS")
  if ! cargo install "$crate" --version "=$version" --locked --force "${root_args[@]}"; then
    warn "cargo install --locked failed; installing $crate without --locked"
    cargo install "$crate" --version "=$version" --force "${root_args[@]}"
  fi
  have="$("$bin" --version 2>/dev/null | awk '{print $2}')" || true
  [[ "$have" == "$version" ]] || die "$crate at $bin reports '${have:-nothing}', wanted $version"
}

# wasm-opt from the npm package binaryen, if it runs here; empty otherwise.
wasm_opt_path() {
  local w="$ROOT/node_modules/binaryen/bin/wasm-opt"
  if [[ -x "$w" ]] && "$w" --version >/dev/null 2>&1; then echo "$w"; fi
}
