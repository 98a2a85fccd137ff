//! `spire-map map`: the act maps of a seed, drawn as text or printed as JSON
//! (with StS1's run start beside them).

use clap::Args;

use crate::args::{json, Format, RunArgs};
use crate::text;
use spire_map::api;
use spire_map::map::{Game, MapSet, RunStartSet};
use spire_map::Error;

/// Draw the act maps of a seed (or print them as JSON).
#[derive(Args)]
pub struct MapArgs {
    #[command(flatten)]
    run: RunArgs,
    /// Only this act (1-4; StS2 1-3).
    #[arg(long)]
    act: Option<u8>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl MapArgs {
    /// Generates the maps and renders them.
    pub fn run(&self) -> Result<String, Error> {
        let opts = self.run.options(self.act)?;
        let set = api::generate_map(&opts)?;
        // StS1: the run start (Neow, the boss chests) beside the maps.
        let start = match opts.game {
            Game::Sts1 => Some(api::run_start(&opts)?),
            Game::Sts2 => None,
        };
        Ok(match self.format {
            Format::Text => text::render_maps(&set, start.as_ref()),
            Format::Json => json(&with_run_start(&set, start.as_ref())),
        })
    }
}

/// `generate_map`'s JSON with `run_start`'s fields: `character`, `neow` and
/// `assumptions` at the top level, each act 1-2 its chest as `bossRelics`.
fn with_run_start(set: &MapSet, start: Option<&RunStartSet>) -> serde_json::Value {
    let mut v = serde_json::to_value(set).expect("engine results always serialise");
    if let Some(start) = start {
        let s = serde_json::to_value(start).expect("engine results always serialise");
        for key in ["character", "neow", "assumptions"] {
            v[key] = s[key].clone();
        }
        for act in v["acts"].as_array_mut().into_iter().flatten() {
            let n = act["act"].as_u64().unwrap_or(0) as usize;
            if let Some(offer) = start.boss_relics.get(n.wrapping_sub(1)) {
                act["bossRelics"] = serde_json::json!(offer);
            }
        }
    }
    v
}
