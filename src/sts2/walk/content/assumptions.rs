//! What a walk assumed, in sentences ([`RouteContent::assumptions`]): Neow's option, the
//! chests, the shops, the purchases, the gold, and where the cards or chests stopped.

use super::{NeowChoice, RouteContent, V107_SENTENCE, V108, V108_SENTENCE};
use crate::sts2::content::relic_pools::name;
use crate::sts2::content::reward_relics::RewardRelic;

impl RouteContent {
    /// What the walk's chests and shop relics assumed, one sentence each.
    pub fn assumptions(&self) -> Vec<String> {
        let mut out = Vec::new();
        let v108 = self.cards_stop.is_some_and(|(_, room)| room == V108);
        match &self.neow {
            _ if v108 => {}
            NeowChoice::Taken(r, n) => out.push(format!(
                "card rewards: after Neow's {} ({n} draws on the rewards stream, docs/sts2-content.md)",
                name(r)
            )),
            NeowChoice::Unknown(r) => out.push(format!(
                "card rewards and chests: none: what Neow's {} draws on the rewards stream (or takes from the relic bags) is not known",
                name(r)
            )),
            NeowChoice::NotGiven(options) if self.any_cards => {
                let shifts: Vec<String> = options
                    .iter()
                    .filter(|(_, n)| *n != Some(0))
                    .map(|(r, n)| match n {
                        Some(n) => format!("{} takes {n} draws", name(r)),
                        None => format!("{} takes an unknown number", name(r)),
                    })
                    .collect();
                out.push(if shifts.is_empty() {
                    "card rewards: whichever of Neow's options is taken (none of the seed's three draws on the rewards stream)"
                        .to_string()
                } else {
                    format!(
                        "card rewards: a Neow option that draws nothing on the rewards stream ({}: give the option taken, `neow`, to follow it)",
                        shifts.join(", ")
                    )
                });
            }
            NeowChoice::NotGiven(_) => {}
        }
        if !self.chests_by_slot.is_empty() && self.slot == 0 {
            let floors: Vec<String> = self.chests_by_slot.iter().map(u16::to_string).collect();
            out.push(format!(
                "chests (multiplayer): a chest holds one relic per player, rolled in lobby order, and the players \
                 choose who takes which (floor {}): each is assumed to take the one of their slot",
                floors.join(", ")
            ));
        }
        if self.any_cards && self.v107 {
            out.push(V107_SENTENCE.to_string());
            if self.cards_hidden {
                out.push(format!(
                    "card rewards and merchants' cards: not given for the {} in a v0.107.1 lobby (its lobby card pool \
                     is not established: the one real lobby confirms the Necrobinder's); its potion rolls, relics \
                     and merchants' other stock are given",
                    self.character.display_name()
                ));
            }
        }
        if self.any_cards {
            out.push(
                "card rewards: the later Ancients' options draw nothing on the rewards stream but Glass Eye's and Sea \
                 Glass's 15 cards (15 draws); of the relics that change rewards, those the walk knows are held \
                 followed (docs/sts2-content.md) and no other held; the game's names written from the card ids"
                    .to_string(),
            );
            if !self.ancients_not_given.is_empty() {
                let floors: Vec<String> = self.ancients_not_given.iter().map(u16::to_string).collect();
                out.push(format!(
                    "card rewards: the option taken at the Ancient on floor {} is not given (`ancients`): one other \
                     than Glass Eye and Sea Glass, which would take 15 draws, and Black Star, one more per elite",
                    floors.join(", ")
                ));
            }
        }
        let enchanting: Vec<String> =
            self.reward_relics.iter().filter(|(_, k)| *k == RewardRelic::Enchants).map(|(id, _)| name(id)).collect();
        if !enchanting.is_empty() {
            out.push(format!(
                "card rewards: shown without the enchantment {} adds to some of their cards",
                enchanting.join(" and ")
            ));
        }
        if self.cards_stop.is_some_and(|(_, room)| room == V108) {
            out.push(V108_SENTENCE.to_string());
        } else if let Some((floor, room)) = self.cards_stop.filter(|(_, room)| *room != "Neow") {
            out.push(cards_stop_sentence(floor, room));
        }
        out.push("chests and shop relics: no relic gained but the route's chests (Neow's and the Ancients' relics are not in the bags)".to_string());
        if let Some((floor, room)) = self.chests_stop.filter(|(_, room)| *room != "Neow") {
            out.push(format!(
                "chests: none from floor {floor}'s {room} on: its relics (their rarity rolled on the rewards stream) move the shared bag's later chests"
            ));
        }
        if self.stocks > 0 {
            out.push(
                "shops: the whole stock where the streams are known, prices as real files' gold spent confirms them (a \
                 Membership Card halves them, The Courier takes a fifth off), only the route's purchases \
                 (`purchases`) bought, no other relic that changes prices or restocks held"
                    .to_string(),
            );
            if let Some((floor, _)) = self.chests_stop.filter(|(_, room)| *room != "Neow" && self.stocks_blind > 0) {
                out.push(format!(
                    "shops after floor {floor}: the two rolled relic slots assume that no relic the walk does not follow \
                     (a chest's, an event's) was the one at the back of its rarity's list in the player's bag"
                ));
            }
        }
        if !self.bought.is_empty() {
            out.push(format!(
                "purchases: {}; a card removal takes a card other than the starting Strikes and Defends; a relic bought \
                 changes nothing else the walk follows",
                self.bought.join("; ")
            ));
        }
        if self.any_cards && self.gold.is_some() {
            out.push(
                "gold (`gold`, after each room while exact): 99, Neow's, every fight's with no monster escaped, the \
                 chests', the Spoils Map's 600 at act 2's treasure room, the events' where their option is known \
                 (prices, gifts, amounts rolled on the event's own stream: docs/sts2-content.md), less the route's \
                 purchases, the relics that change it (once: Golden Pearl, Old Coin, Signet Ring, Scroll Boxes; later \
                 rooms' gold, not followed: the gold stops) wherever the walk gains one, a later Ancient's the one \
                 the route names (`ancients`)"
                    .to_string(),
            );
        }
        if !self.file_gold.is_empty() && self.gold.is_some() {
            let floors: Vec<String> = self.file_gold.iter().map(u16::to_string).collect();
            out.push(format!(
                "gold: the file's own amount at the event on floor {} (what it gives or takes is not modelled)",
                floors.join(", ")
            ));
        }
        if let Some((floor, why)) = self.gold_stop.filter(|_| self.gold.is_some()) {
            out.push(match why.starts_with("RELIC.") {
                true => format!("gold: shown until floor {floor}, where the walk gained {}, which changes the gold later rooms give (not modelled)", name(why)),
                false => format!("gold: shown until floor {floor}: {why}"),
            });
        }
        if let Some(floor) = self.gold_guessed.filter(|_| self.gold.is_some()) {
            out.push(format!(
                "gold: shown until floor {floor}'s event, whose gold (for the option taken, or unnamed) is not \
                 modelled; from there on events' conditions read it as if that event gave and took none"
            ));
        }
        if self.shops > 1 {
            out.push("shop relics: each shop's third slot is the next of the player's Shop relics, unless one was gained elsewhere".into());
        }
        out
    }
}

/// The assumption where card rewards stop: at floor `floor`'s `room`.
pub fn cards_stop_sentence(floor: u16, room: &str) -> String {
    if room.starts_with("RELIC.") {
        return format!(
            "card rewards: none from floor {floor} on, where {} was gained: how it changes the rewards depends on what the walk does not know",
            name(room)
        );
    }
    format!("card rewards: none from floor {floor}'s {room} on: what it draws on the rewards stream is not known")
}
