//! `generate_map`: the act maps of a seed, by the engine of its game.

use super::require_seed;
use crate::error::Result;
use crate::map::{Game, MapSet};
use crate::options::MapOptions;

/// Generates the maps `opts` asks for.
pub fn generate_map(opts: &MapOptions) -> Result<MapSet> {
    require_seed(opts)?;
    match opts.game {
        Game::Sts1 => {
            let mut set = crate::sts1::generate(opts)?;
            if opts.multiplayer {
                set.warnings.push("`multiplayer` only applies to Slay the Spire 2 and was ignored".into());
            }
            Ok(set)
        }
        Game::Sts2 => crate::sts2::generate(opts),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    fn opts(json: &str) -> MapOptions {
        MapOptions::from_value(&Value::from_json(json).unwrap()).unwrap()
    }

    #[test]
    fn sts2_options_route_to_the_sts2_engine() {
        let set = generate_map(&opts(r#"{"game":"sts2","seed":"abcdefghjklm","multiplayer":true,"act":1}"#)).unwrap();
        assert_eq!((set.game, set.seed.as_str(), set.acts.len()), (Game::Sts2, "ABCDEFGHJKLM", 1));
        assert_eq!(set.acts[0].sts2.as_ref().map(|x| x.room_rows), Some(14));
        let set = generate_map(&opts(r#"{"seed":"AGCK93XT","multiplayer":true}"#)).unwrap();
        assert!(set.warnings.iter().any(|w| w.contains("`multiplayer` only applies to Slay the Spire 2")));
    }

    #[test]
    fn a_seed_is_required() {
        let e = generate_map(&MapOptions::default()).unwrap_err();
        assert!(e.to_string().contains("a seed is required"), "{e}");
    }
}
