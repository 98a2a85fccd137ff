//! `spire-map route`: walk a route through the seed's acts, floor by floor.

use clap::Args;

use crate::args::{json, Format, RunArgs};
use crate::text;
use spire_map::api::{self, RouteOptions};
use spire_map::route::parse_route;
use spire_map::Error;

/// Walk a route: each floor's room, fights, ? odds and outcomes, bosses.
#[derive(Args)]
pub struct RouteArgs {
    #[command(flatten)]
    run: RunArgs,
    /// The route: per act, the column (0-6) chosen on each floor from the
    /// first, separated by commas; acts separated by `/`.
    /// Example: 2,2,1,1,0,0,1,1,2,3,3,4,4,5,5/3,3,... (act 4 is 3,3,3,3).
    #[arg(long)]
    route: String,
    /// The act the route starts in.
    #[arg(long, default_value_t = 1)]
    start_act: u8,
    /// ? rooms the run entered before the route starts.
    #[arg(long, default_value_t = 0)]
    question_rooms_before: u32,
    /// Tiny Chest is owned, with this counter (0-3) at the start.
    #[arg(long)]
    tiny_chest: Option<u8>,
    /// Juzu Bracelet is owned (? rooms never become fights).
    #[arg(long)]
    juzu_bracelet: bool,
    /// StS1: a relic the run obtains on a floor that changes card rewards or potions,
    /// as NAME@FLOOR (e.g. "Prayer Wheel@12"; repeatable): Question Card, Prayer Wheel,
    /// Nloth's Gift, Busted Crown, White Beast Statue, Sozu.
    #[arg(long = "relic", value_name = "NAME@FLOOR")]
    relics: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

impl RouteArgs {
    /// Walks the route and renders the walk.
    pub fn run(&self) -> Result<String, Error> {
        if !(1..=4).contains(&self.start_act) {
            return Err(Error::option("start-act", format!("expected 1 to 4, got {}", self.start_act)));
        }
        if let Some(c) = self.tiny_chest.filter(|c| *c > 3) {
            return Err(Error::option("tiny-chest", format!("the counter is 0 to 3, got {c}")));
        }
        let opts = RouteOptions {
            map: self.run.options(None)?,
            route: parse_route(&self.route)?,
            start_act: self.start_act,
            question_rooms_before: self.question_rooms_before,
            tiny_chest: self.tiny_chest,
            juzu_bracelet: self.juzu_bracelet,
            relics: self
                .relics
                .iter()
                .map(|r| spire_map::options::read::held_relic(r).map_err(|e| Error::option("relic", e)))
                .collect::<Result<_, _>>()?,
        };
        let walk = api::walk_route(&opts)?;
        Ok(match self.format {
            Format::Text => text::render_walk(&walk),
            Format::Json => json(&walk),
        })
    }
}
