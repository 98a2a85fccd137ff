//! `spire-map`: the command line over the same engine as the page.
//!
//! `cli` parses the arguments and runs a command; each command lives in its
//! own file under `commands/`; `args` holds the arguments they share, `help`
//! the long help texts, `scan` the parallel search loop, `text` the text
//! renderings.
//!
//! The command line is native only: on `wasm32` (where the test suite builds
//! every target) this binary is an empty stub.

#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod cli;
#[cfg(not(target_arch = "wasm32"))]
mod commands;
#[cfg(not(target_arch = "wasm32"))]
mod help;
#[cfg(not(target_arch = "wasm32"))]
mod scan;
#[cfg(not(target_arch = "wasm32"))]
mod text;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
