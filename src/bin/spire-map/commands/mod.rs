//! One file per command: its arguments (clap) and what it runs.

pub mod bench;
pub mod best;
pub mod daily;
pub mod dump;
pub mod map;
pub mod profile;
pub mod route;
pub mod run;
pub mod search;
pub mod verify;
