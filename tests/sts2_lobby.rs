//! A real two-player run through the lobby walk (src/sts2/walk/lobby.rs, `seat.rs`): ESJC7K39HN
//! (tests/golden/sts2-v0107/, v0.107.1, a Necrobinder and a Regent, 31 floors over two acts; its
//! provenance in tests/golden/README.md), read with `spire-map run --profile` and walked as a route.
//! Every expected value below is the file's own record (`player_stats` of each player), never the
//! engine's output.
//!
//! The lobby's profile: without the Regent's two relic epochs (REGENT3, REGENT6) the acts' lists,
//! both players' elite, chest and merchant relics are the file's (with the Necrobinder's instead,
//! the lists fit and the relics do not); without a character (Kaleidoscope not offered) player 2's
//! Neow offer is. `DEFECT1` stands for "a character": SILENT1 gives the same run.

use spire_map::api::runfile::{read_run_bytes_with, PredictedFloor, RunReport};
use spire_map::options::Sts2Profile;

const FILE: &str = "tests/golden/sts2-v0107/ESJC7K39HN.run";
const PROFILE: &str = "REGENT3,REGENT6,DEFECT1";

fn report(profile: &str) -> RunReport {
    let bytes = std::fs::read(format!("{}/{FILE}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    read_run_bytes_with(&bytes, Some(&Sts2Profile::parse(profile).unwrap())).unwrap()
}

fn floors(r: &RunReport) -> Vec<&PredictedFloor> {
    r.acts.iter().flat_map(|a| a.predicted.iter()).collect()
}

/// The file's record, read here apart from the engine: each player's cards offered on each
/// fight floor (sorted), and the relics each took at elites and chests.
/// One player's record on a floor: `(floor, lobby slot, ids)`.
type PerPlayer = Vec<(u16, usize, Vec<String>)>;

fn recorded() -> (PerPlayer, PerPlayer) {
    let bytes = std::fs::read(format!("{}/{FILE}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let run: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    let (mut cards, mut relics) = (Vec::new(), Vec::new());
    let mut floor = 0u16;
    for act in run["map_point_history"].as_array().unwrap() {
        for point in act.as_array().unwrap() {
            floor += 1;
            let kind = point["map_point_type"].as_str().unwrap();
            for (k, p) in point["player_stats"].as_array().unwrap().iter().enumerate() {
                let choices = p["card_choices"].as_array().map_or(&[][..], Vec::as_slice);
                if matches!(kind, "monster" | "elite" | "boss") && !choices.is_empty() {
                    let mut ids: Vec<String> = choices
                        .iter()
                        .map(|c| {
                            let up = c["card"]["current_upgrade_level"].as_u64().unwrap_or(0) > 0;
                            format!("{}{}", c["card"]["id"].as_str().unwrap(), if up { "+1" } else { "" })
                        })
                        .collect();
                    ids.sort();
                    cards.push((floor, k, ids));
                }
                let taken = p["relic_choices"].as_array().map_or(&[][..], Vec::as_slice);
                let taken: Vec<String> = taken
                    .iter()
                    .filter(|r| r["was_picked"] == true)
                    .map(|r| r["choice"].as_str().unwrap().to_string())
                    .collect();
                if matches!(kind, "elite" | "treasure") && !taken.is_empty() {
                    relics.push((floor, k, taken));
                }
            }
        }
    }
    (cards, relics)
}

/// The Necrobinder's (player 1's) every card reward of both acts is the file's; the Regent's
/// cards are not given (its lobby pool on v0.107.1 is not established: this lobby's profile
/// lacked Regent epochs), while both players' potion rolls, elite and chest relics are the file's.
#[test]
fn each_players_rewards_are_the_files() {
    let r = report(PROFILE);
    let c = r.card_rewards.unwrap();
    assert_eq!((c.matched, c.compared), (11, 11));
    assert_eq!((c.potions_matched, c.potions_compared), (22, 22));
    assert_eq!((c.relics_matched, c.relics_compared), (6, 6));
    assert_eq!((c.events_matched, c.events_compared), (7, 7));
    // Each player's gold after 14 rooms where their walk knows it.
    assert_eq!((c.gold_matched, c.gold_compared), (28, 28));
    let (cards, relics) = recorded();
    let predicted = floors(&r);
    let mut checked = 0;
    for (floor, k, want) in &cards {
        let f = predicted.iter().find(|f| f.floor == *floor).unwrap();
        let got = f.card_rewards.as_ref().unwrap().iter().find(|p| usize::from(p.player) == k + 1).unwrap();
        let mut ids: Vec<String> = got.cards.iter().map(|c| c.run_name()).collect();
        ids.sort();
        if *k == 0 {
            assert_eq!(&ids, want, "floor {floor}");
            checked += 1;
        } else {
            assert!(ids.is_empty(), "floor {floor}: the Regent's lobby cards are not given");
        }
    }
    assert_eq!(checked, 11);
    // Elites (floors 7, 10) and the floor-9 chest, each player's own.
    for (floor, k, want) in relics.iter().filter(|(f, ..)| *f < 12) {
        let f = predicted.iter().find(|f| f.floor == *floor).unwrap();
        let room = f.players.as_ref().unwrap().iter().find(|p| usize::from(p.player) == k + 1).unwrap();
        let got: Vec<&str> = room.relics.iter().map(|r| r.id).collect();
        assert_eq!(got, *want, "floor {floor}, player {}", k + 1);
    }
    assert_eq!(relics.iter().filter(|(f, ..)| *f < 12).count(), 6);
}

/// Each player's own merchant: the Necrobinder's three stocks are wholly the file's (The
/// Courier's restocks after its purchases included, the colourless pool without The Ball);
/// of the Regent's (cards not given) its relics and colourless cards are, and its potions on
/// floor 28 (floors 12 and 14 each differ in one potion: the profile lacked more of the Regent's
/// epochs than its relics show, and potion epochs are not modelled).
#[test]
fn each_player_has_their_own_merchant() {
    let r = report(PROFILE);
    let lobby: Vec<(u16, u8, Option<bool>)> = floors(&r)
        .iter()
        .filter(|f| f.players.as_ref().is_some_and(|p| p.iter().any(|x| x.shop.is_some())))
        .flat_map(|f| f.lobby.iter().flatten().map(|v| (f.floor, v.player, v.shop_matches)))
        .collect();
    assert_eq!(
        lobby,
        [
            (12, 1, Some(true)),
            (12, 2, Some(false)),
            (14, 1, Some(true)),
            (14, 2, Some(false)),
            (28, 1, Some(true)),
            (28, 2, Some(true))
        ]
    );
    // The Regent's floor-12 merchant: the file's relics and colourless cards.
    let f = floors(&r).into_iter().find(|f| f.floor == 12).unwrap();
    let shop = f.players.as_ref().unwrap()[1].shop.as_ref().unwrap();
    assert!(shop.cards.is_empty());
    let relics: Vec<&str> = shop.relics.iter().map(|x| x.id).collect();
    assert_eq!(relics, ["RELIC.PANTOGRAPH", "RELIC.ORNAMENTAL_FAN", "RELIC.CAULDRON"]);
    let colorless: Vec<&str> = shop.colorless.iter().flatten().map(|x| x.id).collect();
    assert_eq!(colorless, ["CARD.JACK_OF_ALL_TRADES", "CARD.MAYHEM"]);
}

/// The profile decides: with the mature one the acts' lists are not the seed's (no event);
/// without the Necrobinder's two relic epochs instead of the Regent's the lists fit (every
/// event) but the bags do not (elite and chest relics).
#[test]
fn only_the_regents_relic_epochs_fit_the_relics() {
    let mature = report("mature").card_rewards.unwrap();
    assert_eq!((mature.events_matched, mature.events_compared), (0, 7));
    let other = report("NECROBINDER3,NECROBINDER6,DEFECT1").card_rewards.unwrap();
    assert_eq!((other.events_matched, other.events_compared), (7, 7));
    assert!(other.relics_matched < other.relics_compared, "{other:?}");
}

/// A chest in a lobby holds one relic per player, rolled in lobby order, and the players choose
/// who takes which: the file's floor-9 chest rolled Razor Tooth then The Courier, and player 1
/// took The Courier. A route (no record) assumes lobby order, and says so.
#[test]
fn a_lobby_chest_is_the_players_choice() {
    use spire_map::api::walk_route;
    use spire_map::options::RouteOptions;
    use spire_map::value::Value;
    let json = format!(
        r#"{{"game":"sts2","seed":"ESJC7K39HN","multiplayer":true,"character":"necrobinder,regent","ascension":2,
            "profile":"{PROFILE}","neow":"SCROLL_BOXES,ARCANE_SCROLL",
            "events":["3:WHISPERING_HOLLOW:HUG/GOLD","4:SAPPHIRE_SEED:PLANT/EAT"],"route":[[5,5,5,6,6,6,6,5,5]]}}"#
    );
    let w = walk_route(&RouteOptions::from_value(&Value::from_json(&json).unwrap()).unwrap()).unwrap();
    // The walk states each player's character, as the file's `players` name them in lobby order.
    let bytes = std::fs::read(format!("{}/{FILE}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let run: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    let players: Vec<&str> =
        run["players"].as_array().unwrap().iter().map(|p| p["character"].as_str().unwrap()).collect();
    assert_eq!(w.lobby, players);
    let chest = w.floors.iter().find(|f| f.floor == 9).unwrap().players.as_ref().unwrap();
    let got: Vec<&str> = chest.iter().flat_map(|p| p.relics.iter().map(|r| r.id)).collect();
    assert_eq!(got, ["RELIC.RAZOR_TOOTH", "RELIC.THE_COURIER"]);
    assert!(w.assumptions.iter().any(|a| a.contains("who takes which")), "{:?}", w.assumptions);
    // Player 2's own options at floor 3 (GOLD: two potions, four draws) keep their later
    // potion rolls the file's: floor 6 drops one for player 2 and none for player 1.
    let f6 = w.floors.iter().find(|f| f.floor == 6).unwrap().card_rewards.as_ref().unwrap();
    assert_eq!(f6.iter().map(|p| p.potion.dropped).collect::<Vec<_>>(), [false, true]);
}

/// Each player's own Ancient offers, Neow's and act 2's Orobas, drawn on their slot's stream for
/// their character, with the lobby's profile: the four offers the file records for its two
/// players (`ancient_choice`, read here from the file) are each among that player's predicted
/// ones. With the mature profile act 2's Ancient is another (Pael) and player 2's Neow offer
/// holds Neow's Torment: one of the four.
#[test]
fn each_player_has_their_own_ancient_offers() {
    let bytes = std::fs::read(format!("{}/{FILE}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let run: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    let mut recorded = Vec::new();
    let mut floor = 0u16;
    for act in run["map_point_history"].as_array().unwrap() {
        for point in act.as_array().unwrap() {
            floor += 1;
            for (k, p) in point["player_stats"].as_array().unwrap().iter().enumerate() {
                let choice = p["ancient_choice"].as_array().map_or(&[][..], Vec::as_slice);
                if !choice.is_empty() {
                    let ids: Vec<String> =
                        choice.iter().map(|c| format!("RELIC.{}", c["TextKey"].as_str().unwrap())).collect();
                    recorded.push((floor, k as u8 + 1, ids));
                }
            }
        }
    }
    assert_eq!(recorded.len(), 4, "Neow and Orobas, two players each");
    let r = report(PROFILE);
    for (floor, player, ids) in &recorded {
        let f = floors(&r).into_iter().find(|f| f.floor == *floor).unwrap();
        let room = f.players.iter().flatten().find(|p| p.player == *player).unwrap();
        let offers = room.ancient_offers.as_ref().unwrap();
        assert!(offers.iter().any(|o| o.ids == *ids), "floor {floor} player {player}: {ids:?} in {offers:?}");
        let v = f.lobby.iter().flatten().find(|v| v.player == *player).unwrap();
        if *player > 1 {
            assert_eq!(v.offer_matches, Some(true), "floor {floor} player {player}");
        }
    }
    let c = r.card_rewards.unwrap();
    assert_eq!((c.offers_matched, c.offers_compared), (4, 4));
    let mature = report("mature").card_rewards.unwrap();
    assert_eq!((mature.offers_matched, mature.offers_compared), (1, 4));
}

/// A route names each lobby player's purchases: `FLOOR:P:ID` buys for player P at their own
/// merchant (their stock, their gold); a plain `FLOOR:ID` stays the first player's. An item not
/// in player P's stock, or a player the lobby does not have, is an error that names it.
#[test]
fn a_route_buys_for_each_player() {
    use spire_map::api::walk_route;
    use spire_map::options::RouteOptions;
    use spire_map::value::Value;
    let walk = |purchases: &str| {
        let json = format!(
            r#"{{"game":"sts2","seed":"ESJC7K39HN","multiplayer":true,"character":"necrobinder,regent","ascension":2,
                "profile":"{PROFILE}","neow":"SCROLL_BOXES,ARCANE_SCROLL","purchases":[{purchases}],
                "events":["3:WHISPERING_HOLLOW:HUG/GOLD","4:SAPPHIRE_SEED:PLANT/EAT"],"route":[[5,5,5,6,6,6,6,5,5,4,3,3]]}}"#
        );
        walk_route(&RouteOptions::from_value(&Value::from_json(&json).unwrap()).unwrap())
    };
    let at12 =
        |w: &spire_map::route::RouteWalk| w.floors.iter().find(|f| f.floor == 12).unwrap().players.clone().unwrap();
    let before = at12(&walk("").unwrap());
    let shop = before[1].shop.as_ref().unwrap();
    assert!(before[0].gold.is_some() && before[1].gold.is_some(), "both players' gold is known at floor 12");
    // The Regent's floor-12 merchant sells the file's Pantograph (tests above).
    let pantograph = shop.relics.iter().find(|r| r.id == "RELIC.PANTOGRAPH").unwrap();
    let after = at12(&walk(r#""12:2:RELIC.PANTOGRAPH""#).unwrap());
    assert_eq!(after[0].gold, before[0].gold, "player 1 bought nothing");
    assert_eq!(after[1].gold, before[1].gold.map(|g| g - i64::from(pantograph.price)));
    // A plain item is the first player's: Pantograph is not in the Necrobinder's stock.
    let err = walk(r#""12:RELIC.PANTOGRAPH""#).unwrap_err().to_string();
    assert!(
        err.contains("floor 12: RELIC.PANTOGRAPH is not in the merchant's stock") && !err.contains("player 2"),
        "{err}"
    );
    let err = walk(r#""12:2:RELIC.BREAD""#).unwrap_err().to_string();
    assert!(err.contains("player 2: floor 12: RELIC.BREAD is not in the merchant's stock"), "{err}");
    // The Regent's cards are drawn, not shown (their v0.107.1 lobby pool is not established): not for sale to a route.
    assert!(!err.contains("CARD.PHOTON_CUT"), "{err}");
    let err = walk(r#""12:3:RELIC.BREAD""#).unwrap_err().to_string();
    assert!(err.contains("names a player this run does not have (2 players"), "{err}");
}

/// The search reads the Ancients' offers with the profile and the lobby's characters (the
/// profile's relic bags are each player's): ESJC7K39HN's act 2 offered player 1 Glass Eye (the
/// file's `ancient_choice`), which `a2.ancient offers "Glass Eye"` finds for the seed with the
/// lobby's profile; with the mature one act 2's Ancient is Pael and it does not.
#[test]
fn the_search_reads_the_ancients_offers_with_the_profile() {
    use spire_map::map::Game;
    use spire_map::options::{MapOptions, Sts2Build, Sts2Character};
    use spire_map::search::{Filter, Scan, Search};
    let index = spire_map::sts2::seed::seed_number_of_len("ESJC7K39HN", 10).unwrap();
    let found = |profile: &str| {
        let mut opts = MapOptions {
            game: Game::Sts2,
            ascension: 2,
            multiplayer: true,
            build: Sts2Build::V0107,
            profile: Some(Box::new(Sts2Profile::parse(profile).unwrap())),
            ..Default::default()
        };
        opts.start.sts2_character = Some(Sts2Character::Necrobinder);
        opts.start.sts2_second = Some(Sts2Character::Regent);
        let search = Search::new(Filter::parse("a2.ancient offers \"Glass Eye\"").unwrap(), &opts).unwrap();
        let mut seeds = Vec::new();
        search.scan(Scan::Sequential { from: index as i64 }, 0, 1, |m| {
            seeds.push(m.seed.clone());
            true
        });
        seeds
    };
    assert_eq!(found(PROFILE), ["ESJC7K39HN"]);
    assert!(found("mature").is_empty());
}

/// Neow's gifts, each player's own, with the lobby's profile: player 1's Scroll Boxes offers the
/// two bundles its draws give, one of them the three cards the file records the Necrobinder
/// gained at Neow (read here from the file); player 2's Arcane Scroll gives a Regent card, whose
/// v0.107.1 lobby pool is not established: not given, said. Neow's Bones (both players' offers
/// hold it) is left out: its shuffle follows unlocks the profile lacks.
#[test]
fn each_player_has_their_own_neow_gifts() {
    use spire_map::api::walk_route;
    use spire_map::options::RouteOptions;
    use spire_map::value::Value;
    let bytes = std::fs::read(format!("{}/{FILE}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let run: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    let neow = &run["map_point_history"][0][0]["player_stats"][0]["cards_gained"];
    let mut gained: Vec<&str> = neow.as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap()).collect();
    gained.sort_unstable();
    assert_eq!(gained.len(), 3, "a bundle of three");
    let json = format!(
        r#"{{"game":"sts2","seed":"ESJC7K39HN","multiplayer":true,"character":"necrobinder,regent","ascension":2,
            "profile":"{PROFILE}","neow":"SCROLL_BOXES,ARCANE_SCROLL","route":[[5]]}}"#
    );
    let w = walk_route(&RouteOptions::from_value(&Value::from_json(&json).unwrap()).unwrap()).unwrap();
    let players = w.floors[0].players.as_ref().unwrap();
    let gifts = |k: usize| players[k].neow_gifts.as_ref().unwrap();
    let boxes = gifts(0).iter().find(|g| g.relic == "RELIC.SCROLL_BOXES").unwrap();
    let bundles: Vec<Vec<&str>> = boxes
        .cards
        .chunks(3)
        .map(|b| {
            let mut ids: Vec<&str> = b.iter().map(|c| c.id).collect();
            ids.sort_unstable();
            ids
        })
        .collect();
    assert!(bundles.contains(&gained), "{gained:?} in {bundles:?}");
    assert_eq!(w.floors[0].neow_gifts.as_ref(), Some(gifts(0)), "player 1's are the floor's");
    let scroll = gifts(1).iter().find(|g| g.relic == "RELIC.ARCANE_SCROLL").unwrap();
    assert!(scroll.cards.is_empty() && scroll.what.contains("not given"), "{scroll:?}");
    assert!(gifts(0).iter().chain(gifts(1)).all(|g| g.relic != "RELIC.NEOWS_BONES"));
    assert!(gifts(1).iter().any(|g| g.relic == "RELIC.BOOMING_CONCH"));
}
