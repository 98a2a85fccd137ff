//! What an event draws from the player's `rewards` and `shops` streams and
//! whether it takes relics from the bags, per option (spec
//! sts2-events-shops.md §B; the counts the real files checked are named in
//! docs/sts2-content.md). An option is the key segment a `.run` file writes
//! in `event_choices` (`…options.OBSERVE.title` → `OBSERVE`).
//!
//! An event's own per-event stream (its rolls, transforms, upgrades) is
//! seeded afresh for every event and shifts nothing later, so only these
//! draws matter to later predictions.

/// What one event (or one of its options) takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EventDraws {
    /// Draws on the player's `rewards` stream (besides a fight's).
    pub rewards: u32,
    /// Draws on the player's `shops` stream.
    pub shops: u32,
    /// Whether relics are pulled from the player's bag (their identities are
    /// not followed: later chests and shop slots are no longer known).
    pub relic_pull: bool,
    /// Whether the option starts a normal fight whose rewards follow (drawn
    /// before `rewards`' extra draws).
    pub fight: bool,
}

const fn d(rewards: u32) -> EventDraws {
    EventDraws { rewards, shops: 0, relic_pull: false, fight: false }
}

const fn relic(rewards: u32) -> EventDraws {
    EventDraws { rewards, shops: 0, relic_pull: true, fight: false }
}

const fn fight(extra: u32) -> EventDraws {
    EventDraws { rewards: extra, shops: 0, relic_pull: false, fight: true }
}

/// Events that draw nothing and pull no relic whatever the option.
const NOTHING: &[&str] = &[
    "AROMA_OF_CHAOS",
    "BYRDONIS_NEST",
    "JUNGLE_MAZE_ADVENTURE",
    "MORPHIC_GROVE",
    "SAPPHIRE_SEED",
    "SUNKEN_STATUE",
    "TABLET_OF_TRUTH",
    "WOOD_CARVINGS",
    "ABYSSAL_BATHS",
    "DROWNING_BEACON",
    "SPIRALING_WHIRLPOOL",
    "SUNKEN_TREASURY",
    "DOORS_OF_LIGHT_AND_DARK",
    "TRASH_HEAP",
    "WATERLOGGED_SCRIPTORIUM",
    "SELF_HELP_BOOK",
    "SLIPPERY_BRIDGE",
    "TEA_MASTER",
    "AMALGAMATOR",
    "BUGSLAYER",
    "COLOSSAL_FLOWER",
    "FIELD_OF_MAN_SIZED_HOLES",
    "LOST_WISP",
    "SPIRIT_GRAFTER",
    "ZEN_WEAVER",
    "GRAVE_OF_THE_FORGOTTEN",
    "HUNGRY_FOR_MUSHROOMS",
    "REFLECTIONS",
    "TINKER_TIME",
    "DOLL_ROOM",
    "STONE_OF_ALL_TIME",
    "SYMBIOTE",
];

/// What the event `id` takes when the options `chosen` (the segments of
/// its `event_choices`, in order) are taken; with no option given, what it
/// takes whichever option is taken. `None` where that is not known.
pub fn event_draws(id: &str, chosen: &[&str]) -> Option<EventDraws> {
    let event = id.strip_prefix("EVENT.").unwrap_or(id);
    if NOTHING.contains(&event) {
        return Some(d(0));
    }
    let first = *chosen.first()?;
    if let Some(d) = several(event, chosen) {
        return Some(d);
    }
    Some(match (event, first) {
        ("UNREST_SITE", "REST") | ("WELLSPRING", "BATHE") | ("WHISPERING_HOLLOW", "HUG") => d(0),
        ("UNREST_SITE", "KILL") => relic(1),
        ("WELLSPRING", "BOTTLE") => d(1),
        ("WHISPERING_HOLLOW", "GOLD") => d(4),
        ("LUMINOUS_CHOIR", "REACH") | ("THE_LEGENDS_WERE_TRUE", "NAB_THE_MAP") | ("THIS_OR_THAT", "PLAIN") => d(0),
        ("LUMINOUS_CHOIR", "OFFER_TRIBUTE") | ("THIS_OR_THAT", "ORNATE") => relic(1),
        ("THE_LEGENDS_WERE_TRUE", "SLOWLY_FIND_AN_EXIT") => d(1),
        ("BRAIN_LEECH", "SHARE_KNOWLEDGE") => d(10),
        ("BRAIN_LEECH", "RIP") => d(6),
        ("ROOM_FULL_OF_CHEESE", "GORGE") => d(8),
        ("ROOM_FULL_OF_CHEESE", "SEARCH") => d(0),
        ("INFESTED_AUTOMATON", _) => d(2),
        ("RANWID_THE_ELDER", "POTION" | "GOLD") => d(1),
        ("RANWID_THE_ELDER", "RELIC") => relic(2),
        ("POTION_COURIER", "GRAB") => d(0),
        ("POTION_COURIER", "RANSACK") => d(1),
        ("BATTLEWORN_DUMMY", "SETTING_1") => d(1),
        ("BATTLEWORN_DUMMY", "SETTING_2") => d(0),
        ("BATTLEWORN_DUMMY", "SETTING_3") => relic(1),
        ("DENSE_VEGETATION", "TRUDGE_ON") | ("THE_LANTERN_KEY", "RETURN_THE_KEY") => d(0),
        ("DENSE_VEGETATION", "REST") => fight(0),
        ("PUNCH_OFF", "NAB") => relic(1),
        _ => return None,
    })
}

/// The events whose draws read more than their first option (spec
/// sts2-events-shops.md §B1-B2): the Lantern Key's fight (kept, then
/// fought: a monster's rewards; returned: nothing); the Trial's verdict on
/// its page (`MERCHANT_GUILTY` 2 relic pulls, `NONDESCRIPT_GUILTY` two card
/// rewards, 12 draws, any other 0; see [`option_of`]); each dish the
/// Endless Conveyor serves (Fried Eel 2, a colourless card reward;
/// Suspicious Condiment 1, a potion; the others 0); The Future of Potions'
/// trade (a card reward of 3 draws per potion traded).
fn several(event: &str, chosen: &[&str]) -> Option<EventDraws> {
    let has = |o: &str| chosen.contains(&o);
    Some(match event {
        "THE_LANTERN_KEY" if has("FIGHT") => fight(0),
        "THE_LANTERN_KEY" => d(0),
        "TRIAL" if has("MERCHANT_GUILTY") => relic(2),
        "TRIAL" if has("NONDESCRIPT_GUILTY") => d(12),
        "TRIAL" => d(0),
        "ENDLESS_CONVEYOR" => d(chosen
            .iter()
            .map(|&o| match o {
                "FRIED_EEL" => 2,
                "SUSPICIOUS_CONDIMENT" => 1,
                _ => 0,
            })
            .sum()),
        "THE_FUTURE_OF_POTIONS" => d(3 * chosen.iter().filter(|&&o| o == "POTION").count() as u32),
        _ => return None,
    })
}

/// What the events whose draws do not depend on an option take on entering
/// (whatever is chosen), beside the options' draws: the Relic Trader pulls
/// three relics (3 draws), Welcome to Wongos a Rare (no draw), the Crystal
/// Sphere's relics roll on the event's own stream; the Fake Merchant (no
/// fight) takes 6 `shops` draws, found on TQM88QFMHSQR (the only count
/// from 0 to 120 after which its next merchant's five cards are the file's).
pub fn on_entry(id: &str) -> Option<EventDraws> {
    Some(match id.strip_prefix("EVENT.").unwrap_or(id) {
        "RELIC_TRADER" => relic(3),
        "WELCOME_TO_WONGOS" | "CRYSTAL_SPHERE" => relic(0),
        "FAKE_MERCHANT" => EventDraws { shops: 6, ..d(0) },
        _ => return None,
    })
}

/// The option segments of a `.run` file's `event_choices` title keys
/// (`SPIRALING_WHIRLPOOL.pages.INITIAL.options.OBSERVE.title` → `OBSERVE`).
/// The Trial's verdicts are named with their page (`TRIAL.pages.MERCHANT.
/// options.GUILTY.title` → `MERCHANT_GUILTY`): what they draw depends on it.
pub fn option_of(key: &str) -> Option<std::borrow::Cow<'_, str>> {
    let (head, rest) = key.split_once(".options.")?;
    let option = rest.split('.').next()?;
    match head.strip_prefix("TRIAL.pages.") {
        Some(page @ ("MERCHANT" | "NOBLE" | "NONDESCRIPT")) => Some(format!("{page}_{option}").into()),
        _ => Some(option.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_and_defaults() {
        assert_eq!(option_of("SPIRALING_WHIRLPOOL.pages.INITIAL.options.OBSERVE.title").as_deref(), Some("OBSERVE"));
        assert_eq!(option_of("TRIAL.pages.MERCHANT.options.GUILTY.title").as_deref(), Some("MERCHANT_GUILTY"));
        assert_eq!(event_draws("EVENT.THE_LANTERN_KEY", &["KEEP_THE_KEY", "FIGHT"]), Some(fight(0)));
        assert_eq!(event_draws("EVENT.ENDLESS_CONVEYOR", &["FRIED_EEL", "CAVIAR", "LEAVE"]), Some(d(2)));
        assert_eq!(event_draws("EVENT.SELF_HELP_BOOK", &[]), Some(d(0)));
        assert_eq!(event_draws("EVENT.WHISPERING_HOLLOW", &[]), None);
        assert_eq!(event_draws("EVENT.WHISPERING_HOLLOW", &["GOLD"]), Some(d(4)));
        assert_eq!(on_entry("EVENT.FAKE_MERCHANT").map(|e| e.shops), Some(6));
    }
}
