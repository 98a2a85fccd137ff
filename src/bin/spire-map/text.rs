//! Text rendering for the terminal: act maps drawn the way the game shows
//! them (boss on top, floor numbers, edges, a legend) and walked routes.

use spire_map::map::{ActMap, Buff, Chest, MapSet, Room, RunStartSet, Sts2ActRun};
use spire_map::map::{EventShown, Shop};
use spire_map::plan::RoutePlan;
use spire_map::route::{Outcome, RouteWalk};

/// Characters per map column.
const CELL: usize = 4;

fn symbol(room: Room) -> char {
    room.symbol()
}

fn buff_text(buff: Buff, amount: u8) -> String {
    match buff {
        Buff::MaxHp => format!("+{amount}% Max HP"),
        _ => format!("+{amount} {}", buff.label()),
    }
}

/// Draws one act: the boss line, then rows from the top down, each row's
/// nodes with the edges up from it on the line above.
pub fn render_act(map: &ActMap) -> String {
    let mut out = String::new();
    let width = usize::from(map.width) * CELL;
    let top = map.nodes.iter().map(|n| n.y).max().unwrap_or(0);
    let has_boss_node = map.nodes.iter().any(|n| n.room == Room::Boss);
    out.push_str(&format!("Act {} — {}\n", map.act, map.name));
    if !has_boss_node {
        let boss = match &map.bosses {
            Some(b) if b.len() > 1 => format!("BOSS: {}", b.join(" + ")),
            _ => format!("BOSS: {}", map.boss.unwrap_or("?")),
        };
        out.push_str(&format!("{:>6}{:^width$}\n", "", boss));
        // Every top-row node leads to the boss.
        let mut line = vec![' '; width];
        for n in map.nodes.iter().filter(|n| n.y == top) {
            let c = usize::from(n.x) * CELL + 2;
            line[c] = if n.x < 3 {
                '/'
            } else if n.x > 3 {
                '\\'
            } else {
                '|'
            };
        }
        out.push_str(&format!("{:>6}{}\n", "", line.iter().collect::<String>().trim_end()));
    }
    for y in (0..=top).rev() {
        // The row's nodes.
        let mut line = vec![' '; width + 1];
        for n in map.nodes.iter().filter(|n| n.y == y) {
            let c = usize::from(n.x) * CELL + 2;
            line[c] = symbol(n.room);
            if map.burning_elite.is_some_and(|b| (b.x, b.y) == (n.x, n.y)) {
                line[c + 1] = '*';
            }
        }
        let floor = usize::from(map.first_floor) + usize::from(y);
        out.push_str(&format!("{floor:>4}  {}\n", line.iter().collect::<String>().trim_end()));
        // The edges from the row below up to this row.
        if y > 0 {
            let mut edges = vec![' '; width + 1];
            for e in map.edges.iter().filter(|e| e.to[1] == y) {
                let (fx, tx) = (usize::from(e.from[0]), usize::from(e.to[0]));
                let from = fx * CELL + 2;
                // Edges out of the Ancient and into a boss (StS2) fan out from
                // or into one node: mark each end next to its node instead.
                let fan = |x: u8, yy: u8| map.node(x, yy).is_some_and(|n| matches!(n.room, Room::Ancient | Room::Boss));
                if fan(e.to[0], e.to[1]) && tx.abs_diff(fx) > 1 {
                    edges[from] = if tx > fx { '/' } else { '\\' };
                    continue;
                }
                if fan(e.from[0], e.from[1]) && tx.abs_diff(fx) > 1 {
                    edges[tx * CELL + 2] = if tx > fx { '/' } else { '\\' };
                    continue;
                }
                if tx == fx {
                    edges[from] = '|';
                } else if tx > fx {
                    edges[from + 2] = '/';
                    for c in edges.iter_mut().take(tx * CELL).skip(from + 3) {
                        *c = '_';
                    }
                } else {
                    edges[from - 2] = '\\';
                    for c in edges.iter_mut().take(from - 2).skip(tx * CELL + 4) {
                        *c = '_';
                    }
                }
            }
            out.push_str(&format!("{:>6}{}\n", "", edges.iter().collect::<String>().trim_end()));
        }
    }
    out.push_str("\nLegend: M monster  E elite  ? unknown  $ shop  R rest  T treasure");
    if map.nodes.iter().any(|n| n.room == Room::Boss) {
        out.push_str("  B boss");
    }
    if map.nodes.iter().any(|n| n.room == Room::Ancient) {
        out.push_str("  A ancient");
    }
    out.push('\n');
    if let Some(b) = map.burning_elite {
        out.push_str(&format!(
            "        E* burning elite (Emerald Key) on floor {}: {}\n",
            usize::from(map.first_floor) + usize::from(b.y),
            buff_text(b.buff, b.amount)
        ));
    }
    if let Some(run) = map.sts2.as_ref().and_then(|x| x.run.as_ref()) {
        out.push_str(&render_sts2_run(map, run));
        return out;
    }
    if let Some(m) = &map.monsters {
        out.push_str(&format!("Fights: {}\n", m.join(", ")));
    }
    if let Some(e) = &map.elites {
        out.push_str(&format!("Elites: {}\n", e.join(", ")));
    }
    out
}

/// `label: a, b, c` wrapped at [`LIST_WIDTH`] columns, continuation lines
/// indented under the first item.
fn list_lines(label: &str, items: &[&str]) -> String {
    let indent = label.chars().count() + 2;
    let mut out = format!("{label}: ");
    let mut col = indent;
    for (i, item) in items.iter().enumerate() {
        let piece = if i + 1 < items.len() { format!("{item},") } else { (*item).to_string() };
        let len = piece.chars().count();
        if col > indent && col + 1 + len > LIST_WIDTH {
            out.push_str(&format!("\n{:indent$}", ""));
            col = indent;
        } else if col > indent {
            out.push(' ');
            col += 1;
        }
        out.push_str(&piece);
        col += len;
    }
    out.push('\n');
    out
}

/// Line width of the StS2 lists.
const LIST_WIDTH: usize = 100;

/// StS2: what the seed decided for the act (spec sts2-run.md): boss(es),
/// Ancient and Neow's options, then the fights, elites and event order.
fn render_sts2_run(map: &ActMap, run: &Sts2ActRun) -> String {
    let bosses = map.bosses.as_deref().unwrap_or_default();
    let mut out = format!("Boss: {}   Ancient: {}\n", bosses.join(" + "), run.ancient);
    match (&run.neow_players, &run.neow) {
        (Some(players), _) => {
            for (i, p) in players.iter().enumerate() {
                out.push_str(&format!("Neow (player {}): {}\n", i + 1, p.join(", ")));
            }
        }
        (None, Some(neow)) => out.push_str(&format!("Neow: {}\n", neow.join(", "))),
        (None, None) => {}
    }
    out.push_str(&list_lines("Fights", map.monsters.as_deref().unwrap_or_default()));
    out.push_str(&list_lines("Elites", map.elites.as_deref().unwrap_or_default()));
    out.push_str(&list_lines("Events", &run.events));
    out.push_str(
        "        (a ? event takes the next event of this order the run can take; the game skips the others)\n",
    );
    out
}

/// Draws every act of a map set under a header naming the seed.
pub fn render_maps(set: &MapSet, start: Option<&RunStartSet>) -> String {
    let mut out = format!(
        "{} seed {} ({}), ascension {}\n",
        if set.game == spire_map::map::Game::Sts1 { "Slay the Spire" } else { "Slay the Spire 2" },
        if set.seed.is_empty() { "(empty)" } else { &set.seed },
        set.seed_value,
        set.ascension
    );
    for w in &set.warnings {
        // The build picked from the seed's length, with the option that reads it as the other branch's.
        let switch = if w.starts_with("a 10-character seed: read as") {
            "; `--build v0.109` reads it as the beta's"
        } else if w.starts_with("a 12-character seed: read as") {
            "; `--build v0.107.1` reads it as the main branch's"
        } else {
            ""
        };
        out.push_str(&format!("note: {w}{switch}\n"));
    }
    if let Some(neow) = start.map(|s| &s.neow).filter(|n| !n.is_empty()) {
        let options: Vec<String> = neow
            .iter()
            .map(|o| {
                let cost = if o.cost == "NONE" { String::new() } else { format!(" with {}", o.cost) };
                let cards = o.cards.as_ref().map(|c| c.iter().map(|c| c.name).collect::<Vec<_>>().join(" / "));
                let gives = o.relic.map(str::to_string).or(cards).map(|g| format!(" ({g})")).unwrap_or_default();
                format!("{}{cost}{gives}", o.bonus)
            })
            .collect();
        out.push_str(&format!("Neow: {}\n", options.join(" | ")));
    }
    for a in start.iter().flat_map(|s| &s.assumptions) {
        out.push_str(&format!("assumes {a}\n"));
    }
    for act in &set.acts {
        out.push('\n');
        out.push_str(&render_act(act));
        let chest = start.and_then(|s| s.boss_relics.get(usize::from(act.act).wrapping_sub(1)));
        if let Some(r) = chest {
            out.push_str(&format!("Boss relics (the boss chest offers one of): {}\n", r.join(", ")));
        }
    }
    out
}

fn outcome_text(o: Outcome) -> &'static str {
    match o {
        Outcome::Monster => "fight",
        Outcome::Elite => "elite",
        Outcome::Shop => "shop",
        Outcome::Treasure => "treasure",
        Outcome::Event => "event",
    }
}

/// A walked route as a table, one floor per line. StS1's act bosses (above
/// the map) get lines of their own; StS2's boss nodes are floors of the
/// route, and a `?` that became an event names the act's next event
/// candidate.
pub fn render_walk(walk: &RouteWalk) -> String {
    let sts1 = walk.game == spire_map::map::Game::Sts1;
    let mut out =
        format!("Seed {} ({}), ascension {}, route {}\n", walk.seed, walk.seed_value, walk.ascension, walk.route);
    if let (Some(character), Some(profile), Some(build)) = (walk.character, &walk.profile, walk.build) {
        match walk.lobby.as_slice() {
            [one, two] => out.push_str(&format!("characters {one} and {two}, profile {profile}, build {build}\n")),
            _ => out.push_str(&format!("character {character}, profile {profile}, build {build}\n")),
        }
    }
    for w in &walk.warnings {
        out.push_str(&format!("note: {w}\n"));
    }
    out.push_str("floor act  x  room      what\n");
    let mut act = 0;
    for f in &walk.floors {
        if f.act != act && act != 0 && sts1 {
            for b in walk.bosses.iter().filter(|b| b.act == act) {
                out.push_str(&boss_line(b));
            }
        }
        act = f.act;
        let mut what = String::new();
        if let Some(odds) = f.odds {
            let odds = format!(
                "odds: fight {:.0}%, shop {:.0}%, treasure {:.0}%, event {:.0}%",
                odds.monster * 100.0,
                odds.shop * 100.0,
                odds.treasure * 100.0,
                odds.event * 100.0
            );
            what = match f.outcome {
                Some(o) => format!("-> {} ({odds})", outcome_text(o)),
                None => odds,
            };
        }
        if let Some(e) = f.encounter {
            what = if what.is_empty() { e.to_string() } else { format!("{what}: {e}") };
        }
        match &f.event {
            Some(EventShown::One { name, .. }) => what = format!("{what}: {name}"),
            Some(EventShown::Branches { branches }) => {
                let each: Vec<String> = branches.iter().map(|b| format!("{} if {}", b.name, b.requires)).collect();
                what = format!("{what}: one of {}", each.join("; "));
            }
            None => {}
        }
        match &f.shop {
            Some(Shop::Sts1(shop)) => {
                let cards: Vec<String> =
                    shop.cards.iter().chain(&shop.colorless).map(|c| format!("{} {}g", c.name, c.price)).collect();
                let relics: Vec<String> = shop.relics.iter().map(|r| format!("{} {}g", r.name, r.price)).collect();
                let potions: Vec<String> = shop.potions.iter().map(|p| format!("{} {}g", p.name, p.price)).collect();
                what.push_str(&format!(
                    " -> shop: {}; relics {}; potions {}; removal {}g",
                    cards.join(", "),
                    relics.join(", "),
                    potions.join(", "),
                    shop.purge
                ));
            }
            Some(Shop::Sts2(shop)) => what.push_str(&format!(" -> shop: {}", sts2_shop_text(shop))),
            None => {}
        }
        if let Some(b) = f.burning {
            what.push_str(&format!(" [burning: {}]", buff_text(b.buff, b.amount)));
        }
        if let Some(r) = &f.card_reward {
            what.push_str(&format!(" -> cards: {}", cards_text(r)));
        }
        for r in &f.extra_card_rewards {
            what.push_str(&extra_text(r));
        }
        // StS2 multiplayer: each player's cards and potion roll, relics and merchant.
        for r in f.card_rewards.iter().flatten() {
            let cards = spire_map::map::CardReward::new(r.cards.clone());
            let cards = if r.cards.is_empty() { "not given (see the notes)".to_string() } else { cards_text(&cards) };
            let potion = if r.potion.dropped { "one drops" } else { "none" };
            let extra: String = r.extra.iter().map(extra_text).collect();
            what.push_str(&format!(" -> player {}: {cards}{extra}; potion: {potion}", r.player));
        }
        for p in f.players.iter().flatten() {
            let mut parts: Vec<String> = Vec::new();
            if !p.relics.is_empty() {
                parts
                    .push(format!("relic {}", p.relics.iter().map(|r| r.name.as_str()).collect::<Vec<_>>().join(", ")));
            }
            parts.extend(p.shop.as_ref().map(|s| format!("shop: {}", sts2_shop_text(s))));
            parts.extend(p.gold.map(|g| format!("gold after {g}")));
            let offers = p.ancient_offers.as_deref().filter(|o| !o.is_empty());
            parts.extend(offers.map(|o| format!("offers {}", offers_text(o))));
            if !parts.is_empty() {
                what.push_str(&format!(" -> player {}: {}", p.player, parts.join("; ")));
            }
        }
        if let Some(p) = f.potion {
            let potion = match (p.dropped, p.name) {
                (false, _) => "none",
                (true, Some(name)) => name,
                (true, None) => "one drops (which one is not predicted)",
            };
            what.push_str(&format!("; potion: {potion}"));
        }
        if let Some(r) = &f.relics {
            // StS2 writes relic ids (`RELIC.PEN_NIB`): their names here.
            let names: Vec<&str> = r.iter().map(|&id| spire_map::sts2::content::names::name(id)).collect();
            what.push_str(&format!("; relic: {}", names.join(", ")));
        }
        match &f.chest {
            Some(Chest::Sts1(c)) => {
                let extra = c.extra.map(|e| format!("{e}, ")).unwrap_or_default();
                let gold = if c.gold { " with gold" } else { "" };
                what.push_str(&format!("; {} chest{gold}: {extra}{}", c.size, c.relic));
            }
            Some(Chest::Sts2(c)) => {
                let sep = if what.is_empty() { "" } else { "; " };
                what.push_str(&format!("{sep}chest: {} ({})", c.relic, c.rarity));
            }
            None => {}
        }
        if let Some(r) = &f.shop_relic {
            let sep = if what.is_empty() { "" } else { "; " };
            what.push_str(&format!("{sep}shop relic: {}", r.name));
        }
        // In a lobby the offers are each player's (above).
        let lobby = f.players.iter().flatten().any(|p| p.ancient_offers.is_some());
        if let Some(o) = f.ancient_offers.as_deref().filter(|o| !o.is_empty() && !lobby) {
            let sep = if what.is_empty() { "" } else { "; " };
            what.push_str(&format!("{sep}offers {}", offers_text(o)));
        }
        out.push_str(&format!("{:>5} {:>3} {:>2}  {:<9} {}\n", f.floor, f.act, f.x, f.room.id(), what.trim_end()));
        let first = if lobby { "player 1: " } else { "" };
        for g in f.neow_gifts.iter().flatten() {
            out.push_str(&format!("{:>23}{first}{}: {}\n", "", g.name, g.what));
        }
        // A lobby's other players' gifts.
        for p in f.players.iter().flatten().filter(|p| p.player > 1) {
            for g in p.neow_gifts.iter().flatten() {
                out.push_str(&format!("{:>23}player {}: {}: {}\n", "", p.player, g.name, g.what));
            }
        }
        // A relic's cards: Glass Eye's or Sea Glass's at the Ancient, Orrery's where gained.
        for rewards in [&f.ancient_rewards, &f.relic_rewards].into_iter().flatten() {
            out.push_str(&relic_rewards_text(rewards, 23));
        }
    }
    for b in walk.bosses.iter().filter(|b| b.act == act && act != 4 && sts1) {
        out.push_str(&boss_line(b));
    }
    for a in &walk.assumptions {
        out.push_str(&format!("assumes {a}\n"));
    }
    let t = walk.totals;
    out.push_str(&format!(
        "\nTotals: {} fights, {} elites, {} ?, {} shops, {} rests, {} treasure, {} bosses",
        t.monsters, t.elites, t.events, t.shops, t.rests, t.treasures, t.bosses
    ));
    if walk.game == spire_map::map::Game::Sts1 {
        out.push_str(&format!("; fight gold {}-{}", t.gold_min, t.gold_max));
    }
    out.push('\n');
    out
}

/// An Ancient's offers as one line: `A, B, C`, or with branches `A, B, C
/// (if …) or D, E, F (if …)`.
/// A card reward beyond the fight's own: " + A, B, C (Prayer Wheel)".
fn extra_text(r: &spire_map::map::CardReward) -> String {
    let from = r.source.as_ref().map(|s| format!(" ({})", s.name)).unwrap_or_default();
    format!(" + {}{from}", cards_text(r))
}

pub fn offers_text(offers: &[spire_map::map::AncientOffer]) -> String {
    let one = |o: &spire_map::map::AncientOffer| {
        let names = o.names.join(", ");
        match &o.requires {
            Some(r) => format!("{names} (if {r})"),
            None => names,
        }
    };
    offers.iter().map(one).collect::<Vec<_>>().join(" or ")
}

/// A StS1 boss fight's line of the route table, with its card reward.
fn boss_line(b: &spire_map::route::BossFight) -> String {
    let mut cards = b.card_reward.as_ref().map(|r| format!(" -> cards: {}", cards_text(r))).unwrap_or_default();
    if let Some(p) = b.potion {
        cards.push_str(&format!("; potion: {}", p.name.unwrap_or("none")));
    }
    format!("{:>5} {:>3}  -  boss      {}{cards}\n", b.floor, b.act, b.encounter)
}

/// A card reward's cards by name, `+` after an upgraded one.
fn cards_text(reward: &spire_map::map::CardReward) -> String {
    let names: Vec<String> =
        reward.cards.iter().map(|c| format!("{}{}", c.name, if c.upgraded { "+" } else { "" })).collect();
    names.join(", ")
}

/// A best route: the columns to type into `spire-map route` and the totals.
/// A Slay the Spire 2 merchant's stock in one line: each part it has (the
/// Fake Merchant sells relics only; a lobby player's cards may not be given).
fn sts2_shop_text(shop: &spire_map::map::ShopShown) -> String {
    let cards: Vec<String> = shop
        .cards
        .iter()
        .map(|c| format!("{} {}g{}", c.name, c.price, if c.on_sale { " (sale)" } else { "" }))
        .collect();
    let relics: Vec<String> = shop.relics.iter().map(|r| format!("{} {}g", r.name, r.price)).collect();
    let potions: Vec<String> = shop.potions.iter().flatten().map(|p| format!("{} {}g", p.name, p.price)).collect();
    let colorless: Vec<String> = shop.colorless.iter().flatten().map(|c| format!("{} {}g", c.name, c.price)).collect();
    let parts = [("cards", cards), ("colourless", colorless), ("relics", relics), ("potions", potions)];
    let mut parts: Vec<String> = parts
        .into_iter()
        .filter(|(_, items)| !items.is_empty())
        .map(|(what, items)| format!("{what} {}", items.join(", ")))
        .collect();
    parts.extend(shop.removal.map(|r| format!("removal {r}g")));
    parts.join("; ")
}

pub fn render_plan(plan: &RoutePlan) -> String {
    let cols: Vec<String> = plan.path.iter().map(|p| p[0].to_string()).collect();
    let t = plan.totals;
    let gold = match plan.game {
        spire_map::map::Game::Sts1 => format!("; fight gold {}-{}", t.gold_min, t.gold_max),
        spire_map::map::Game::Sts2 => String::new(),
    };
    format!(
        "Act {} best route ({}): {}\nscore {}; {} fights, {} elites, {} ?, {} shops, {} rests, {} treasure{gold}\n",
        plan.act,
        plan.criterion.id(),
        cols.join(","),
        plan.score,
        t.monsters,
        t.elites,
        t.events,
        t.shops,
        t.rests,
        t.treasures,
    )
}

/// The card rewards a relic offers (Glass Eye's five, Sea Glass's 15,
/// Orrery's five), one line each, indented by `indent`.
pub fn relic_rewards_text(rewards: &[spire_map::map::CardReward], indent: usize) -> String {
    let mut out = String::new();
    for (i, r) in rewards.iter().enumerate() {
        let from = r.source.as_ref().map_or("a relic", |s| s.name.as_str());
        let which =
            if rewards.len() > 1 { format!("reward {} of {}", i + 1, rewards.len()) } else { "cards".to_string() };
        out.push_str(&format!("{:>indent$}{from}'s {which}: {}\n", "", cards_text(r)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use spire_map::options::RouteOptions;
    use spire_map::sts2::walk::walk;
    use spire_map::value::Value;

    /// TQM88QFMHSQR's saved start (tests/golden/sts2/runs): Toadpoles (weak)
    /// on floor 2, then a `?` that became an event; StS2 boss nodes are
    /// floors, without StS1's separate boss lines.
    #[test]
    fn sts2_walks_show_fights_outcomes_and_event_candidates() {
        let json = r#"{"game":"sts2","seed":"TQM88QFMHSQR","ascension":10,"route":"1,1"}"#;
        let walk = walk(&RouteOptions::from_value(&Value::from_json(json).unwrap()).unwrap()).unwrap();
        let text = render_walk(&walk);
        // The cards the real run's first reward offered, and its potion drop
        // (tests/golden/sts2-runs/TQM88QFMHSQR.json: a Colorless Potion).
        assert!(
            text.contains(
                "    2   1  1  monster   Toadpoles (weak) -> cards: Infernal Blade, Breakthrough, Cinder; \
                 potion: one drops (which one is not predicted)\n"
            ),
            "{text}"
        );
        assert!(text.contains("assumes card rewards: none from floor 3's event on"), "{text}");
        assert!(
            text.contains("    3   1  1  event     -> event (odds: fight 10%, shop 0%, treasure 2%, event 88%): "),
            "{text}"
        );
        assert!(text.contains(": one of ") && text.contains("assumes events: the act's order"), "{text}");
        assert!(!text.contains("  -  boss"), "{text}");
    }
}
