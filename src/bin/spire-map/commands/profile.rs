//! `spire-map profile FILE`: the StS2 profile a `progress.save` gives.

use clap::Args;

use crate::args::{json, Format};
use spire_map::Error;

/// StS2: read an account's progress.save and print the profile it gives: its text form (what
/// it lacks, for --profile and the page's profile= link) and a sentence (docs/sts2-profile.md).
#[derive(Args)]
pub struct ProfileArgs {
    /// The progress.save (in the profile's saves/ folder).
    path: String,
    /// Output format (json: { profile, describe, runs }).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl ProfileArgs {
    /// Reads the file and renders the profile.
    pub fn run(&self) -> Result<String, Error> {
        let path = &self.path;
        let text = std::fs::read_to_string(path).map_err(|e| Error::option("profile", format!("{path}: {e}")))?;
        let read = spire_map::api::read_profile(&text).map_err(|e| match e {
            Error::Option { name, message } => Error::Option { name, message: format!("{path}: {message}") },
            other => other,
        })?;
        Ok(match self.format {
            Format::Text => format!("profile {}\n{}\nruns {}\n", read.profile, read.describe, read.runs),
            Format::Json => json(&read),
        })
    }
}
