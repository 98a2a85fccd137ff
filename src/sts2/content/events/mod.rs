//! Slay the Spire 2 events: which event a `?` room becomes and what each
//! event draws (spec sts2-events-shops.md §A-§B; what the real files
//! confirm, and where they overrule the spec: docs/sts2-content.md).
//!
//! | file | what |
//! |---|---|
//! | [`allowed`] | `IsAllowed` of every event of v0.108-v0.111, over the run state a walk knows |
//! | [`select`] | `PullNextEvent`: the act's list, the run-wide visited set, skipped events passed over for good, branches where the state does not decide |
//! | [`draws`] | what each event (and option) draws from the player's `rewards` and `shops` streams and takes from the relic bags |
//! | [`fake_merchant`] | the Fake Merchant's six relics (the event's stream) and their prices (the `shops` stream) |
//! | [`gold`] | what each event (and option) does to the gold: fixed prices and gifts, amounts rolled on the event's own stream |

pub mod allowed;
pub mod draws;
pub mod fake_merchant;
pub mod gold;
pub mod select;

pub use allowed::{Allowed, RunFacts};
pub use select::{EventBranch, EventState};
