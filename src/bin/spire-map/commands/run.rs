//! `spire-map run FILE`: read a `.run` or save file of either game and show
//! it on the seed's predicted maps (`spire_map::api::runfile`).

use std::io::Read;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use spire_map::api::runfile::{read_run_bytes_with, RunReport, MAX_FILE_BYTES};
use spire_map::Error;

/// Output format of `run`.
#[derive(Clone, Copy, ValueEnum)]
pub enum RunFormat {
    Text,
    Json,
}

/// Read a .run or save file (Slay the Spire or Slay the Spire 2) and show
/// its path on the seed's maps, with the verdict.
#[derive(Args)]
pub struct RunFileArgs {
    /// The file: a Slay the Spire `.run` or `.autosave`, a Slay the Spire 2
    /// `.run` or `current_run.save`; `-` reads standard input. The kind is
    /// read from the content.
    file: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = RunFormat::Text)]
    format: RunFormat,
    /// StS2: the profile the run was played with (a `.run` file names none):
    /// `mature` (the default), the path of a progress.save, or the unlocks it
    /// lacks (e.g. "REGENT3,REGENT6"); the run start and the predictions
    /// follow it (docs/sts2-profile.md)
    #[arg(long, value_name = "PATH|LACKS")]
    profile: Option<String>,
}

impl RunFileArgs {
    /// Reads the file and renders the result.
    pub fn run(&self) -> Result<String, Error> {
        let mut bytes = Vec::new();
        let limit = MAX_FILE_BYTES as u64 + 1;
        let read = if self.file.as_os_str() == "-" {
            std::io::stdin().take(limit).read_to_end(&mut bytes)
        } else {
            std::fs::File::open(&self.file).and_then(|f| f.take(limit).read_to_end(&mut bytes))
        };
        read.map_err(|e| Error::File(format!("{}: {e}", self.file.display())))?;
        if bytes.len() as u64 == limit {
            // Only the first bytes were read; say how big the file really is.
            let size = std::fs::metadata(&self.file).map(|m| m.len()).unwrap_or(limit);
            return Err(Error::File(format!(
                "the file is {size} bytes ({:.1} MB); a run or save file is at most {} MB",
                size as f64 / 1e6,
                MAX_FILE_BYTES >> 20
            )));
        }
        let profile = self.profile.as_deref().map(crate::args::read_profile).transpose()?;
        let report = read_run_bytes_with(&bytes, profile.as_ref())?;
        Ok(match self.format {
            RunFormat::Json => {
                let mut s = serde_json::to_string_pretty(&report).expect("a report always serialises");
                s.push('\n');
                s
            }
            RunFormat::Text => render(&report),
        })
    }
}

/// One lobby player's predictions on a floor beside the file's, in words.
fn lobby_line(p: &spire_map::api::runfile::PredictedFloor, v: &spire_map::api::runfile::PlayerVerdict) -> String {
    let verdict = |m: Option<bool>| match m {
        Some(true) => " (match)",
        Some(false) => " (DIFFERENT)",
        None => "",
    };
    let mut parts = Vec::new();
    if let Some(r) = p.card_rewards.iter().flatten().find(|r| r.player == v.player) {
        let cards: Vec<String> = r.cards.iter().map(|c| c.run_name()).collect();
        let cards = if cards.is_empty() { "- (see the notes)".to_string() } else { cards.join(", ") };
        let file = v.recorded.as_ref().map_or("-".to_string(), |c| c.join(", "));
        parts.push(format!("cards {cards} | file {file}{}", verdict(v.matches)));
        let potion = if r.potion.dropped { "one" } else { "none" };
        parts.push(format!("potion {potion}{}", verdict(v.potion_matches)));
    }
    if let Some(room) = p.players.iter().flatten().find(|r| r.player == v.player) {
        if !room.relics.is_empty() {
            let ids: Vec<&str> = room.relics.iter().map(|r| r.id).collect();
            parts.push(format!("relics {}{}", ids.join(", "), verdict(v.relics_match)));
        }
        if let Some(s) = &room.shop {
            let ids = spire_map::map::Shop::Sts2(s.clone()).ids();
            parts.push(format!("shop {}{}", ids.join(", "), verdict(v.shop_matches)));
        }
        if let Some(g) = room.gold {
            parts.push(format!("gold {g}{}", verdict(v.gold_matches)));
        }
        // The first player's offer has its own line.
        if let Some(offers) = room.ancient_offers.as_deref().filter(|o| !o.is_empty() && v.player > 1) {
            let file = v.recorded_offer.as_ref().map_or("-".to_string(), |c| c.join(", "));
            let offers = crate::text::offers_text(offers);
            parts.push(format!("the Ancient offers {offers} | file {file}{}", verdict(v.offer_matches)));
        }
    }
    parts.join("; ")
}

/// The readable summary: what the file is, the routes, the verdict.
pub fn render(r: &RunReport) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let game = match r.game {
        spire_map::map::Game::Sts1 => "Slay the Spire",
        spire_map::map::Game::Sts2 => "Slay the Spire 2",
    };
    let _ = writeln!(out, "{game}, seed {} ({}), ascension {}", r.seed, r.seed_value, r.ascension);
    let mut facts = Vec::new();
    if let Some(c) = &r.character {
        facts.push(format!("character {c}"));
    }
    if let Some(b) = &r.build {
        facts.push(format!("build {b}"));
    }
    facts.push(format!("{} floor{} reached", r.floors_reached, if r.floors_reached == 1 { "" } else { "s" }));
    for (on, name) in
        [(r.flags.daily, "daily"), (r.flags.trial, "trial"), (r.flags.custom, "custom"), (r.flags.endless, "endless")]
    {
        if on {
            facts.push(name.to_string());
        }
    }
    let _ = writeln!(out, "{}", facts.join(", "));
    for a in &r.acts {
        match a.routes.len() {
            0 => {
                let _ = writeln!(out, "act {}: no predicted route fits", a.act);
            }
            1 => {
                let _ = writeln!(out, "act {}: route {}", a.act, join(&a.routes[0]));
            }
            n => {
                let _ = writeln!(out, "act {}: {n} routes fit", a.act);
                for route in &a.routes {
                    let _ = writeln!(out, "  {}", join(route));
                }
            }
        }
    }
    for a in &r.acts {
        if let Some(relics) = &a.boss_relics {
            let _ = writeln!(out, "act {} boss chest: {}", a.act, relics.join(", "));
        }
        for p in a.predicted.iter().filter(|p| p.ancient_offers.as_ref().is_some_and(|o| !o.is_empty())) {
            let offers = crate::text::offers_text(p.ancient_offers.as_deref().unwrap_or_default());
            let recorded = p.recorded_offer.as_ref().map_or("-".to_string(), |c| c.join(", "));
            let verdict = match p.offer_matches {
                Some(true) => " match",
                Some(false) => " DIFFERENT",
                None => "",
            };
            let _ = writeln!(out, "  floor {:>2}: the Ancient offers {offers} | file {recorded}{verdict}", p.floor);
            // Glass Eye or Sea Glass taken: the cards it offers.
            if let Some(rewards) = &p.ancient_rewards {
                out.push_str(&crate::text::relic_rewards_text(rewards, 4));
            }
        }
        // A relic obtained that offers card rewards (Orrery), beside the floor's recorded cards.
        for p in a.predicted.iter().filter(|p| p.relic_rewards.is_some()) {
            let verdict = match p.relic_rewards_match {
                Some(true) => " (each among the file's cards offered there)",
                Some(false) => " (NOT each among the file's cards offered there)",
                None => "",
            };
            let _ = writeln!(out, "  floor {:>2}: a relic's card rewards{verdict}", p.floor);
            out.push_str(&crate::text::relic_rewards_text(p.relic_rewards.as_deref().unwrap_or_default(), 4));
        }
        for p in a.predicted.iter().filter(|p| p.event.is_some() || p.shop.is_some()) {
            let verdict = |m: Option<bool>| match m {
                Some(true) => " match",
                Some(false) => " DIFFERENT",
                None => "",
            };
            if let Some(e) = &p.event {
                let recorded = p.recorded_event.as_deref().unwrap_or("-");
                let _ = writeln!(
                    out,
                    "  floor {:>2}: event {} | file {recorded}{}",
                    p.floor,
                    e.ids().join(" or "),
                    verdict(p.event_matches)
                );
            }
            if let Some(shop) = &p.shop {
                let ids = shop.ids();
                let _ = writeln!(out, "  floor {:>2}: shop {}{}", p.floor, ids.join(", "), verdict(p.shop_matches));
            }
        }
        // A lobby's floors: each player's predictions beside the file's.
        for p in a.predicted.iter() {
            for v in p.lobby.iter().flatten() {
                let _ = writeln!(out, "  floor {:>2}: player {}: {}", p.floor, v.player, lobby_line(p, v));
            }
        }
        let single = |p: &&spire_map::api::runfile::PredictedFloor| p.lobby.is_none();
        for p in a
            .predicted
            .iter()
            .filter(single)
            .filter(|p| p.card_reward.is_some() || p.recorded.is_some() || p.potion.is_some())
        {
            // No prediction: a note says why (the walk's stop, or the build's sentence).
            let predicted = p.card_reward.as_ref().map_or("- (see the notes)".to_string(), |c| {
                c.cards.iter().map(|c| c.run_name()).collect::<Vec<_>>().join(", ")
            });
            let recorded = p.recorded.as_ref().map_or("-".to_string(), |c| c.join(", "));
            let verdict = match p.matches {
                Some(true) => "match",
                Some(false) => "DIFFERENT",
                None => "",
            };
            let potion = match (p.potion, p.potion_matches) {
                (Some(roll), m) => format!(
                    "; potion {}{}",
                    roll.name.unwrap_or("none"),
                    match m {
                        Some(true) => " (match)",
                        Some(false) => " (DIFFERENT)",
                        None => "",
                    }
                ),
                (None, _) => String::new(),
            };
            let _ = writeln!(out, "  floor {:>2}: predicted {predicted} | file {recorded} {verdict}{potion}", p.floor);
        }
    }
    if let Some(c) = &r.card_rewards {
        let _ = writeln!(
            out,
            "card rewards: {} of {} predicted rewards match the file's; potions: {} of {} rolls",
            c.matched, c.compared, c.potions_matched, c.potions_compared
        );
        if c.events_compared > 0 && r.replay.is_none() {
            let _ = writeln!(out, "events: {} of {} recorded events predicted", c.events_matched, c.events_compared);
        }
        if c.shops_compared > 0 {
            let _ = writeln!(
                out,
                "merchants: {} of {} predicted stocks hold everything the file bought",
                c.shops_matched, c.shops_compared
            );
        }
        if c.gold_compared > 0 {
            let _ = writeln!(
                out,
                "gold: after {} of {} rooms with a predicted gold, it is the file's",
                c.gold_matched, c.gold_compared
            );
        }
        if c.offers_compared > 0 {
            let _ = writeln!(
                out,
                "Ancient offers: {} of {} recorded offers are predicted",
                c.offers_matched, c.offers_compared
            );
        }
    }
    if let Some(x) = &r.replay {
        let _ = writeln!(
            out,
            "whole run replayed from the file's choices: ? rolls {} of {}; events {} of {}; purchases {} of {} found in the predicted stock; card rewards {} of {}; potion rolls {} of {}",
            x.rolls.matched,
            x.rolls.compared,
            x.events.matched,
            x.events.compared,
            x.purchases.matched,
            x.purchases.compared,
            x.card_rewards.matched,
            x.card_rewards.compared,
            x.potion_rolls.matched,
            x.potion_rolls.compared
        );
    }
    if let Some(s) = &r.saved_map {
        if s.identical {
            let _ = writeln!(out, "the save's stored map of act {} is identical to the predicted map", s.act);
        } else {
            let _ = writeln!(out, "the save's stored map of act {} differs from the predicted map:", s.act);
            for d in &s.differences {
                let _ = writeln!(out, "  {d}");
            }
        }
    }
    for w in &r.warnings {
        let _ = writeln!(out, "note: {w}");
    }
    for a in r.assumptions.iter().filter(|a| !r.warnings.contains(a)) {
        let _ = writeln!(out, "assumes: {a}");
    }
    match &r.mismatch {
        None if r.fits => {
            let _ = writeln!(out, "this run fits the predicted maps (route={})", r.route_text());
        }
        None => {
            let _ = writeln!(out, "this run does not fit the predicted maps");
        }
        Some(m) => {
            let _ = writeln!(
                out,
                "this run does not fit the predicted map from act {} floor {}: a different game build, a mod, or a custom/daily modifier changed it\n  ({})",
                m.act, m.floor, m.reason
            );
        }
    }
    out
}

fn join(cols: &[u8]) -> String {
    cols.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
}
