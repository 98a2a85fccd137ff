//! The options of `best_route`: the criterion and an optional start node,
//! beside the map options (which must name the act) in the same object.

use serde::Deserialize;

use super::{read, read_parts, MapOptions};
use crate::error::{Error, Result};
use crate::plan::Criterion;
use crate::value::Value;

/// What `best_route` takes: the map options (with `act`), the criterion and
/// an optional start node. (TypeScript: `PlanOptions` is `MapOptions` with
/// `act` and these, `PlanSettings`.)
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "PlanSettings", missing_as_null))]
pub struct PlanOptions {
    /// The seed and settings of the maps; `act` is required (read from the same object).
    #[serde(skip)]
    pub map: MapOptions,
    /// What to optimise.
    #[serde(deserialize_with = "read::criterion")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "RouteCriterion"))]
    pub criterion: Criterion,
    /// Start at this node [x, y] instead of the act's first floor.
    #[serde(default, deserialize_with = "read::node")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "[number, number] | null"))]
    pub from: Option<[u8; 2]>,
    /// Slay the Spire 2: the route's events, as `walk_route`'s (`"FLOOR:EVENT:OPTIONS"`): an act-1
    /// item naming `NAB_THE_MAP` (the Spoils Map) makes act 2 the hourglass map, which the plan
    /// then goes through. Other items change no map and are not read.
    #[serde(default, deserialize_with = "read::floor_items")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub events: Vec<(u16, String)>,
    /// Slay the Spire 2: the relics taken at the Ancients, as `walk_route`'s (`"FLOOR:RELIC"`):
    /// `GOLDEN_COMPASS` makes that act the golden path, which the plan then goes through; an
    /// item on a floor that starts no act is left out.
    #[serde(default, deserialize_with = "read::floor_items")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]", optional))]
    pub ancients: Vec<(u16, String)>,
}

impl PlanOptions {
    /// Reads best-route options: map options plus `criterion` and `from`.
    pub fn from_value(v: &Value) -> Result<PlanOptions> {
        let (map, mut o): (MapOptions, PlanOptions) = read_parts(v, &[], |name| match name {
            "criterion" => format!("a criterion is required: {}", Criterion::ALL.map(|c| c.id()).join(", ")),
            _ => "this option is required".into(),
        })?;
        if map.act.is_none() {
            return Err(Error::option("act", "best_route needs the act (1-4)"));
        }
        o.map = map;
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(json: &str) -> Result<PlanOptions> {
        PlanOptions::from_value(&Value::from_json(json).unwrap())
    }

    #[test]
    fn reads_the_criterion_and_the_start() {
        let o = read(r#"{"seed":"A","act":2,"criterion":"mostRests","from":[3,"4"]}"#).unwrap();
        assert_eq!((o.map.act, o.criterion, o.from), (Some(2), Criterion::MostRests, Some([3, 4])));
    }

    #[test]
    fn wrong_plan_options_are_named() {
        for (json, needle) in [
            (r#"{"seed":"A","criterion":"mostElites"}"#, "invalid option `act`: best_route needs the act"),
            (
                r#"{"seed":"A","act":1}"#,
                "invalid option `criterion`: a criterion is required: mostElites, fewestElites",
            ),
            (
                r#"{"seed":"A","act":1,"criterion":"most"}"#,
                "invalid option `criterion`: unknown criterion `most`; the criteria are mostElites",
            ),
            (
                r#"{"seed":"A","act":1,"criterion":3}"#,
                "invalid option `criterion`: expected a criterion name, got an integer",
            ),
            (
                r#"{"seed":"A","act":1,"criterion":"mostElites","from":[7,1]}"#,
                "invalid option `from`: expected an integer from 0 to 6, got 7",
            ),
            (
                r#"{"seed":"A","act":1,"criterion":"mostElites","from":"1,2"}"#,
                "invalid option `from`: expected [x, y], got \"1,2\"",
            ),
            (r#"{"seed":"A","act":1,"criterion":"mostElites","route":"1"}"#, "invalid option `route`: unknown option"),
        ] {
            let e = read(json).unwrap_err().to_string();
            assert!(e.contains(needle), "{json}: {e}");
        }
    }
}
