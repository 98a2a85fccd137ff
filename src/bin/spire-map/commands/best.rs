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
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
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
        })?;
        Ok(match self.format {
            Format::Text => text::render_plan(&plan),
            Format::Json => json(&plan),
        })
    }
}
