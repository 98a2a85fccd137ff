//! `spire-map best`: the best route through one act for a criterion.

use clap::Args;

use crate::args::{json, Format, RunArgs};
use crate::text;
use spire_map::api::{self, PlanOptions};
use spire_map::plan::Criterion;
use spire_map::Error;

/// The best route through one act for a criterion (dynamic programming).
#[derive(Args)]
pub struct BestArgs {
    #[command(flatten)]
    run: RunArgs,
    /// The act.
    #[arg(long)]
    act: u8,
    /// What to optimise.
    #[arg(long, value_parser = parse_criterion)]
    criterion: Criterion,
    /// StS2: an event met and its options, as `route --event` takes it; one naming
    /// NAB_THE_MAP in act 1 (the Spoils Map) makes act 2 the hourglass map, which the
    /// plan goes through (repeatable).
    #[arg(long = "event", value_name = "FLOOR:EVENT:OPTIONS")]
    events: Vec<String>,
    /// StS2: the relic taken at an Ancient, as `route --ancient` takes it;
    /// GOLDEN_COMPASS makes that act the golden path (repeatable).
    #[arg(long = "ancient", value_name = "FLOOR:RELIC")]
    ancients: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

fn floor_items(items: &[String], name: &str) -> Result<Vec<(u16, String)>, Error> {
    items.iter().map(|i| spire_map::options::read::floor_item(i).map_err(|e| Error::option(name, e))).collect()
}

fn parse_criterion(s: &str) -> Result<Criterion, String> {
    Criterion::parse(s).map_err(|e| e.to_string())
}

impl BestArgs {
    /// Plans the route and renders the plan.
    pub fn run(&self) -> Result<String, Error> {
        let plan = api::best_route(&PlanOptions {
            map: self.run.options(Some(self.act))?,
            criterion: self.criterion,
            from: None,
            events: floor_items(&self.events, "event")?,
            ancients: floor_items(&self.ancients, "ancient")?,
        })?;
        Ok(match self.format {
            Format::Text => text::render_plan(&plan),
            Format::Json => json(&plan),
        })
    }
}
