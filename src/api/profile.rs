//! [`read_profile`]: a Slay the Spire 2 `progress.save` read into the
//! profile it gives ([`Sts2Profile`], docs/sts2-profile.md), in the text form
//! the `profile` option, the CLI's `--profile` and the page's link take.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::options::Sts2Profile;

/// What a `progress.save` gives: the profile's text form and its description.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ProfileRead {
    /// The `profile` option's value: `mature`, or the unlocks the profile
    /// lacks (`EVENT1,RELIC4,ACT.UNDERDOCKS`).
    pub profile: String,
    /// A sentence: `progress.save, 44 of 52 epochs revealed: lacks EVENT1, …`.
    pub describe: String,
    /// `NumberOfRuns`: the runs the file counts (wins and losses).
    pub runs: u64,
}

/// Reads the text of a Slay the Spire 2 `progress.save`. An error names the
/// field that is missing or of the wrong shape (nothing else in the file is
/// read, and it never panics).
pub fn read_profile(text: &str) -> Result<ProfileRead> {
    if text.len() > crate::api::runfile::MAX_FILE_BYTES {
        return Err(Error::option(
            "profile",
            format!(
                "the file is {} bytes; a progress.save is at most {} MB",
                text.len(),
                crate::api::runfile::MAX_FILE_BYTES >> 20
            ),
        ));
    }
    let p = Sts2Profile::from_progress_save(text).map_err(|e| Error::option("profile", e))?;
    Ok(ProfileRead { profile: p.code(), describe: p.describe(), runs: p.runs() })
}
