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
    /// The event on a floor and the option taken (repeatable). StS1: FLOOR:OPTION in the
    /// words .run files write (e.g. "5:Fight", "12:Bought 2 Potions"); events not named take
    /// their default (leave, or the fight where it cannot be left). StS2: FLOOR:EVENT,
    /// FLOOR:EVENT:OPTIONS or FLOOR:OPTIONS with the ids .run files write, options joined
    /// by a plus sign (e.g. "15:THE_LEGENDS_WERE_TRUE:NAB_THE_MAP", which makes act 2 the Spoils Map's;
    /// "23:THE_LANTERN_KEY:KEEP_THE_KEY+FIGHT"); the event named settles the room's branches.
    #[arg(long = "event", value_name = "FLOOR:OPTION")]
    events: Vec<String>,
    /// StS2: the relic taken at the Ancient on a floor, as FLOOR:RELIC (e.g.
    /// "18:GOLDEN_COMPASS", which makes act 2 the golden path; repeatable).
    #[arg(long = "ancient", value_name = "FLOOR:RELIC")]
    ancients: Vec<String>,
    /// StS1: an item bought at the shop on a floor, as FLOOR:ID (the .run id of a card,
    /// relic or potion of its stock, or FLOOR:purge; repeatable).
    #[arg(long = "buy", value_name = "FLOOR:ID")]
    purchases: Vec<String>,
    /// StS1: what the player does at the rest site on a floor, as FLOOR:CHOICE (REST,
    /// SMITH, DIG, LIFT, PURGE, RECALL; repeatable; default REST).
    #[arg(long = "rest", value_name = "FLOOR:CHOICE")]
    rests: Vec<String>,
    /// StS1: gold spent or lost on a floor beyond what the walk follows (a thief, an
    /// event's cost it does not draw), as FLOOR:AMOUNT (negative: gained; repeatable).
    #[arg(long = "gold-spent", value_name = "FLOOR:AMOUNT", allow_hyphen_values = true)]
    gold_spent: Vec<String>,
    /// StS1: HP and max HP on entering the room on a floor, as FLOOR:HP/MAX (e.g. "30:35/80";
    /// repeatable): a ? room's event conditions read them (floors not named list every event).
    #[arg(long = "hp", value_name = "FLOOR:HP/MAX")]
    hp: Vec<String>,
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
            events: floor_items(&self.events, "event")?,
            purchases: floor_items(&self.purchases, "buy")?,
            rests: floor_items(&self.rests, "rest")?,
            lenient_choices: false,
            gold_spent: self
                .gold_spent
                .iter()
                .map(|i| spire_map::options::read::floor_gold(i).map_err(|e| Error::option("gold-spent", e)))
                .collect::<Result<_, _>>()?,
            hp: self
                .hp
                .iter()
                .map(|i| spire_map::options::read::floor_hp(i).map_err(|e| Error::option("hp", e)))
                .collect::<Result<_, _>>()?,
            recorded: Vec::new(),
            ancients: floor_items(&self.ancients, "ancient")?,
            hooks: Default::default(),
        };
        let walk = api::walk_route(&opts)?;
        Ok(match self.format {
            Format::Text => text::render_walk(&walk),
            Format::Json => json(&walk),
        })
    }
}

/// `FLOOR:NAME` arguments.
fn floor_items(items: &[String], name: &str) -> Result<Vec<(u16, String)>, Error> {
    items.iter().map(|i| spire_map::options::read::floor_item(i).map_err(|e| Error::option(name, e))).collect()
}
