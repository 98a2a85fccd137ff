//! Multiplayer card rewards along a StS2 route (`walk_route` with `multiplayer` and spoilers,
//! src/sts2/walk/lobby.rs): one list per player, each on the player's own rewards stream.
//! These are the beta builds' lobbies (12-character seeds), of which no real run is public, so
//! they check the rules as the game's code states them (docs/sts2-content.md); the one real
//! lobby, a v0.107.1 run, is tests/sts2_lobby.rs:
//!
//! * each player's cards come from their own character's pool, in lobby order;
//! * player k's stream is `Rng(runSeed + k, "rewards")` (spec sts2-run.md: every per-player
//!   stream adds the slot to the run seed), so player 2's first reward is the first reward of
//!   slot 0 of the run seed + 1 (same lobby size);
//! * the lobby's pool has the multiplayer-only cards and not the single-player-only ones;
//! * each player's own elite relic;
//! * the rewards go on through an event whose draws are known (each player's own instance draws
//!   what a single player's does, from the option the route names) and stop at the first that is
//!   not, the final act's bosses give none, and the walk says what it assumed; two characters
//!   without `multiplayer` are refused.

use std::collections::HashSet;

use spire_map::api::walk_route;
use spire_map::options::{RouteOptions, Sts2Character};
use spire_map::sts2::content::card_pools::{character_pool, Multiplayer};
use spire_map::sts2::content::rewards::{Fight, Rewards};
use spire_map::sts2::run::streams::Streams;
use spire_map::value::Value;

fn walk(json: &str) -> spire_map::route::RouteWalk {
    walk_route(&RouteOptions::from_value(&Value::from_json(json).unwrap()).unwrap()).unwrap()
}

/// The first columns of act 1 from the Ancient up: every route of the map starts at a first-row room.
fn act1_route(seed: &str) -> String {
    let set = spire_map::api::generate_map(
        &spire_map::options::MapOptions::from_value(
            &Value::from_json(&format!(
                r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"act":1,"ascension":10}}"#
            ))
            .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    let best = spire_map::api::best_route(
        &spire_map::options::PlanOptions::from_value(
            &Value::from_json(&format!(
                r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"act":1,"ascension":10,"criterion":"mostFights"}}"#
            ))
            .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(set.acts.len(), 1);
    // The route's columns from the row above the Ancient (row 0).
    best.path.iter().filter(|p| p[1] > 0).map(|p| p[0].to_string()).collect::<Vec<_>>().join(",")
}

#[test]
fn each_player_gets_their_own_characters_cards_on_their_own_stream() {
    let seed = "6P96T755CNZ3";
    let route = act1_route(seed);
    let w = walk(&format!(
        r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"character":"ironclad,silent","route":"{route}","ascension":10}}"#
    ));
    let fights: Vec<_> = w.floors.iter().filter_map(|f| f.card_rewards.as_ref()).collect();
    assert!(fights.len() >= 5, "the most-fights route has card rewards ({})", fights.len());
    assert!(w.floors.iter().all(|f| f.card_reward.is_none() && f.chest.is_none()), "no single-player reward or chest");
    let pool = |c: Sts2Character| character_pool(c).iter().map(|k| k.id).collect::<HashSet<_>>();
    let (ironclad, silent) = (pool(Sts2Character::Ironclad), pool(Sts2Character::Silent));
    for r in &fights {
        assert_eq!(r.len(), 2);
        assert_eq!(
            (r[0].player, r[0].character, r[1].player, r[1].character),
            (1, "CHARACTER.IRONCLAD", 2, "CHARACTER.SILENT")
        );
        assert!(r[0].cards.iter().all(|c| ironclad.contains(c.id)) && r[1].cards.iter().all(|c| silent.contains(c.id)));
        assert_eq!(r[0].cards.len(), 3);
    }
    // Player 2's stream is slot 0's of the run seed + 1: the first fight of the route is a normal one.
    let run_seed: u64 = w.seed_value.parse().unwrap();
    let mut slot0 = Rewards::new(&Streams::new(run_seed.wrapping_add(1)), Sts2Character::Silent, 10, 0, 2);
    let first = slot0.combat(Fight::Monster, 0);
    assert_eq!(fights[0][1].cards.iter().map(|c| c.id).collect::<Vec<_>>(), first.cards.map(|c| c.id()).to_vec());
    assert_eq!(fights[0][1].potion.dropped, first.potion);
    // Each other player's walk says what it assumed, naming them.
    assert!(w.assumptions.iter().any(|a| a.starts_with("player 2: ")), "{:?}", w.assumptions);
    // Each player's own elite relic (`RewardsSet(player)`: every player's rewards set has the relic).
    for f in w.floors.iter().filter(|f| f.room == spire_map::map::Room::Elite && f.card_rewards.is_some()) {
        let rooms = f.players.as_ref().expect("each player's relics");
        assert_eq!(rooms.iter().map(|p| (p.player, p.relics.len())).collect::<Vec<_>>(), [(1, 1), (2, 1)]);
    }
    // One character for both players: the same pool, other streams, so other cards.
    let same =
        walk(&format!(r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"route":"{route}","ascension":10}}"#));
    let r = same.floors.iter().find_map(|f| f.card_rewards.as_ref()).unwrap();
    assert_eq!((r[0].character, r[1].character), ("CHARACTER.IRONCLAD", "CHARACTER.IRONCLAD"));
    assert_ne!(r[0].cards, r[1].cards);
}

#[test]
fn the_lobby_pool_has_the_multiplayer_cards() {
    let only = |m| {
        character_pool(Sts2Character::Ironclad)
            .iter()
            .filter(|c| c.multiplayer == m)
            .map(|c| c.id)
            .collect::<HashSet<_>>()
    };
    let (multi, single) = (only(Multiplayer::MultiOnly), only(Multiplayer::SingleOnly));
    assert!(!multi.is_empty(), "the Ironclad has multiplayer-only cards");
    let mut seen_multi = 0;
    for seed in ["6P96T755CNZ3", "TQM88QFMHSQR", "85920V7XQFSN", "1ZEPE4MX6919", "ABCDEFGHJKLM", "2222222222QQ"] {
        let route = act1_route(seed);
        let w =
            walk(&format!(r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"route":"{route}","ascension":10}}"#));
        for r in w.floors.iter().filter_map(|f| f.card_rewards.as_ref()).flatten() {
            assert!(r.cards.iter().all(|c| !single.contains(c.id)), "{seed}: no single-player-only card");
            seen_multi += r.cards.iter().filter(|c| multi.contains(c.id)).count();
        }
    }
    assert!(seen_multi > 0, "a multiplayer-only card is offered somewhere in six lobbies' act 1");
}

#[test]
fn two_characters_need_multiplayer_and_at_most_two() {
    let opts = |json: &str| {
        RouteOptions::from_value(&Value::from_json(json).unwrap()).and_then(|o| walk_route(&o).map(|_| ()))
    };
    let e = opts(r#"{"game":"sts2","seed":"6P96T755CNZ3","character":"ironclad,silent","route":"3"}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("two characters need a multiplayer run"), "{e}");
    let e = opts(
        r#"{"game":"sts2","seed":"6P96T755CNZ3","multiplayer":true,"character":"ironclad,silent,defect","route":"3"}"#,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("at most two characters"), "{e}");
    let e =
        opts(r#"{"game":"sts2","seed":"6P96T755CNZ3","multiplayer":true,"character":"ironclad,watcher","route":"3"}"#)
            .unwrap_err()
            .to_string();
    assert!(e.contains("`watcher` is not a Slay the Spire 2 character"), "{e}");
}

/// `neow` names each player's option in lobby order: seed 6P96T755CNZ3's second player is offered
/// Kaleidoscope, Booming Conch and Neow's Bones (`spire-map map --game sts2 --multiplayer`:
/// neowPlayerIds). Booming Conch draws nothing on the rewards stream, so player 2's cards are those
/// without an option; Kaleidoscope draws 18 (docs/sts2-content.md, checked on a real run), so player
/// 2's first cards are their stream's after 18 draws; player 1's never move. An option another player
/// was offered is refused for player 2, naming its own.
#[test]
fn each_players_neow_option_moves_only_their_stream() {
    let seed = "6P96T755CNZ3";
    let route = act1_route(seed);
    let first = |neow: &str| {
        let neow = if neow.is_empty() { String::new() } else { format!(r#","neow":"{neow}""#) };
        let w = walk(&format!(
            r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"route":"{route}","ascension":10{neow}}}"#
        ));
        let r = w.floors.iter().find_map(|f| f.card_rewards.clone()).unwrap();
        (r, w.assumptions, w.seed_value)
    };
    let (none, said, run_seed) = first("");
    assert!(said.iter().any(|a| a.contains("player 2: card rewards: a Neow option that draws nothing")), "{said:?}");
    let (conch, said, _) = first("GOLDEN_PEARL,BOOMING_CONCH");
    assert_eq!(conch, none);
    assert!(said.iter().any(|a| a.starts_with("player 2: card rewards: after Neow's Booming Conch")), "{said:?}");
    let (kaleido, _, _) = first("golden_pearl, relic.kaleidoscope");
    assert_eq!(kaleido[0], none[0], "player 1's stream does not move");
    let mut slot0 = Rewards::new(
        &Streams::new(run_seed.parse::<u64>().unwrap().wrapping_add(1)),
        Sts2Character::Ironclad,
        10,
        0,
        2,
    );
    slot0.skip(18);
    let want = slot0.combat(Fight::Monster, 0);
    assert_eq!(kaleido[1].cards.iter().map(|c| c.id).collect::<Vec<_>>(), want.cards.map(|c| c.id()).to_vec());
    assert_ne!(kaleido[1], none[1]);
    let opts = |json: &str| {
        RouteOptions::from_value(&Value::from_json(json).unwrap()).and_then(|o| walk_route(&o).map(|_| ()))
    };
    let e = opts(&format!(
        r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"route":"{route}","neow":"GOLDEN_PEARL,GOLDEN_PEARL"}}"#
    ))
    .unwrap_err()
    .to_string();
    assert!(e.contains("GOLDEN_PEARL is not one of the seed's Neow options for player 2 (KALEIDOSCOPE, BOOMING_CONCH, NEOWS_BONES)"), "{e}");
    let e = opts(&format!(r#"{{"game":"sts2","seed":"{seed}","route":"{route}","neow":"GOLDEN_PEARL,KALEIDOSCOPE"}}"#))
        .unwrap_err()
        .to_string();
    assert!(e.contains("one Neow option per player: 1 here, 2 given"), "{e}");
}

/// The search's `card(N)` in multiplayer is the first player's reward from the lobby's pool: the
/// multiplayer-only Blaze is found there and never in single player; chests and the shop relic,
/// from a relic bag not modelled in a lobby, are refused.
#[test]
fn the_multiplayer_search_reads_the_lobbys_pool() {
    use spire_map::map::Game;
    use spire_map::options::MapOptions;
    use spire_map::search::{Filter, Scan, Search};
    let count = |filter: &str, multiplayer: bool| {
        let opts = MapOptions { game: Game::Sts2, multiplayer, ..Default::default() };
        let search = Search::new(Filter::parse(filter).unwrap(), &opts).unwrap();
        let mut n = 0u64;
        search.scan(Scan::Sequential { from: 0 }, 0, 3000, |_| {
            n += 1;
            true
        });
        n
    };
    assert!(count("card(1) has Blaze", true) > 0, "Blaze is offered in a lobby");
    assert_eq!(count("card(1) has Blaze", false), 0, "never in single player");
    for filter in ["chest(1) = Anchor", "shop.relic = Anchor"] {
        let opts = MapOptions { game: Game::Sts2, multiplayer: true, ..Default::default() };
        let Err(e) = Search::new(Filter::parse(filter).unwrap(), &opts) else { panic!("{filter} is refused") };
        assert!(e.to_string().contains("predicted for single player only"), "{filter}: {e}");
    }
}

/// Through events: seed 6P96T755CNZ3's lobby meets Wellspring on floor 3 (its options draw 1 or 0)
/// and Sapphire Seed on floor 4 (nothing): the floor-5 fight's rewards are given only when the
/// route names Wellspring's option; TQM88QFMHSQR's lobby meets Sunken Treasury (nothing) on
/// floor 3 and its rewards go on.
#[test]
fn the_rewards_go_on_through_events_whose_draws_are_known() {
    let walk_mp = |seed: &str, route: &str, events: &str| {
        walk(&format!(
            r#"{{"game":"sts2","seed":"{seed}","multiplayer":true,"route":"{route}","ascension":10,"events":[{events}]}}"#
        ))
    };
    let rewarded = |w: &spire_map::route::RouteWalk, floor: u16| {
        w.floors
            .iter()
            .find(|f| f.floor == floor)
            .is_some_and(|f| f.card_rewards.as_ref().is_some_and(|r| r.len() == 2))
    };
    let route = "5,6,6,6,6,5,6,5,6,5,6,6,6,5,3";
    let named = walk_mp("6P96T755CNZ3", route, r#""3:WELLSPRING:BATHE""#);
    let name_of = |f: u16| named.floors.iter().find(|x| x.floor == f).and_then(|x| x.event.as_ref()).map(|e| e.ids());
    assert_eq!((name_of(3), name_of(4)), (Some(vec!["EVENT.WELLSPRING"]), Some(vec!["EVENT.SAPPHIRE_SEED"])));
    assert!(rewarded(&named, 5));
    assert!(named.assumptions.iter().any(|a| a.contains("each player's own instance")), "{:?}", named.assumptions);
    assert!(!rewarded(&walk_mp("6P96T755CNZ3", route, ""), 5));
    let tqm = walk_mp("TQM88QFMHSQR", "0,0,1,0,0,0,0,0,0,0,0,0,0,1,3", "");
    assert!(rewarded(&tqm, 4) && rewarded(&tqm, 7), "after Sunken Treasury and Doors of Light and Dark");
}
