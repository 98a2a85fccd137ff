//! A Slay the Spire 1 run stepped room by room: one state ([`RunState`]:
//! every stream a later prediction reads, the event lists, the removal
//! cost, and the player's gold, HP, relics and deck as far as the rules
//! read them) and one small file per room kind that reads and advances it.
//!
//! | file | room | draws |
//! |---|---|---|
//! | [`fight`] | a fight: monster, elite, boss, a `?` fight, an event's fight | treasureRng gold, the elite's relic, potionRng, the card reward(s) on cardRng |
//! | [`event`] | a `?` room: its roll, which event, what the option taken draws | eventRng (one draw a room), the event's own draws ([`super::events`]) |
//! | [`shop`] | a shop (or a `?` that became one): the stock, the purchases | cardRng, merchantRng, the relic pools' ends, potionRng |
//! | [`chest`] | a treasure room | treasureRng, the pools' fronts, Cursed Key's curse (cardRng) |
//! | [`rest`] | a rest site | Dream Catcher's reward (cardRng), Shovel's relic |
//!
//! At every act start ([`RunState::enter_act`]) cardRng moves to the next
//! multiple of 250, the event and shrine lists are rebuilt, the `?` chances
//! and the potion offset reset (spec sts1-events-shops.md §1, §3.5, §7).
//! The streams are the game's (`Random(seed)` made at Embark) and the rules
//! are those of spec sts1-events-shops.md and sts1-content.md, each stated
//! in the file that applies it.

pub mod chest;
pub mod event;
pub mod fight;
pub mod rest;
pub mod route;
pub mod shop;

use super::events::pick::{EventContext, EventLists};
use super::relic_pools::SpawnContext;
use super::{CardRewards, Character, NeowBonus, NeowOption, PotionDrops, RelicStream, RelicTier};
use crate::rng::GameRandom;
use crate::sts1::events::Chances;

/// The player's side of the run state: what the rules read that the
/// player's own play decides (gold, HP, the deck), kept as the walk's
/// caller reports it, and the relics held.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    /// Gold.
    pub gold: i32,
    /// Current HP.
    pub hp: i32,
    /// Max HP.
    pub max_hp: i32,
    /// The relics held (`.run` ids), in order.
    pub relics: Vec<String>,
    /// The deck holds a non-starter attack, skill, power (Bottled relics).
    pub deck: [bool; 3],
    /// The deck holds a curse `isCursed` counts (Fountain of Cleansing).
    pub cursed: bool,
    /// In-run playtime has reached 800 s (Secret Portal).
    pub playtime_800: bool,
    /// Maw Bank is not broken yet (no gold spent since it was taken).
    pub maw_bank: bool,
}

impl Player {
    /// Whether `relic` is held.
    pub fn has(&self, relic: &str) -> bool {
        self.relics.iter().any(|r| r == relic)
    }
}

/// A run's state between two rooms.
#[derive(Clone, Debug)]
pub struct RunState {
    /// The seed.
    pub seed: i64,
    /// The run's ascension.
    pub ascension: u8,
    /// The act.
    pub act: u8,
    /// cardRng and the rarity offset.
    pub cards: CardRewards,
    /// potionRng and the potion offset.
    pub potions: PotionDrops,
    /// The relic pools, relicRng and treasureRng.
    pub relics: RelicStream,
    /// merchantRng.
    pub merchant: GameRandom,
    /// `?` rooms rolled so far in the run (eventRng's counter).
    pub question_rooms: u32,
    /// The `?` chances of this act.
    pub chances: Chances,
    /// The room just left held a shop.
    pub after_shop: bool,
    /// The event lists.
    pub events: EventLists,
    /// `purgeCost`: 75, +25 per removal bought in a shop.
    pub purge_cost: i32,
    /// The player.
    pub player: Player,
    /// Matryoshka's charges left.
    pub matryoshka: u8,
    /// Tiny Chest's counter (`?` rooms since it was taken, mod 4).
    pub tiny_chest: Option<u8>,
    /// The curses Cursed Key gave at chests (floor, id): a `.run` file
    /// records none of them (its purges and removals may name them).
    pub key_curses: Vec<(u16, &'static str)>,
}

/// The campfire relics (at most two can spawn).
const CAMPFIRE: [&str; 3] = ["Girya", "Peace Pipe", "Shovel"];

impl RunState {
    /// A run of `seed` after Neow's `neow` (`None`: an option that draws
    /// nothing) with `character` at `ascension`; `boss_relic`: what Neow's
    /// boss swap gave; `note_for_yourself`: whether that event is in the
    /// one-time list. Starting gold 99, HP the character's.
    pub fn new(
        seed: i64,
        character: Character,
        ascension: u8,
        neow: Option<NeowOption>,
        boss_relic: Option<&'static str>,
        note_for_yourself: bool,
    ) -> Self {
        let mut cards = match neow {
            Some(option) => CardRewards::after_neow(seed, character, ascension, option),
            None => CardRewards::new(seed, character, ascension),
        };
        let mut potions = PotionDrops::new(seed, character);
        let mut relics = RelicStream::new(seed, character);
        let mut held = vec![character.starter_relic().to_string()];
        match neow.map(|o| o.bonus) {
            Some(NeowBonus::ThreeSmallPotions) => {
                potions.neow_potions();
            }
            Some(NeowBonus::RandomCommonRelic) => {
                held.push(relics.reward(RelicTier::Common, &SpawnContext::NEOW).to_string())
            }
            Some(NeowBonus::OneRareRelic) => held.push(relics.reward(RelicTier::Rare, &SpawnContext::NEOW).to_string()),
            Some(NeowBonus::BossRelic) => {
                if let Some(relic) = boss_relic {
                    held[0] = relic.to_string();
                    match relic {
                        "Calling Bell" => {
                            cards.discarded_reward();
                            held.extend(relics.calling_bell(&SpawnContext::NEOW).iter().map(|r| r.to_string()));
                        }
                        "Busted Crown" => cards.busted_crown = true,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
        RunState {
            seed,
            ascension,
            act: 1,
            cards,
            potions,
            relics,
            merchant: GameRandom::new(seed),
            question_rooms: 0,
            chances: Chances::ACT_START,
            after_shop: false,
            events: EventLists::new(note_for_yourself),
            purge_cost: 75,
            matryoshka: 0,
            key_curses: Vec::new(),
            tiny_chest: None,
            player: Player {
                gold: 99,
                hp: 0,
                max_hp: 0,
                relics: held,
                deck: [false; 3],
                cursed: false,
                playtime_800: false,
                maw_bank: true,
            },
        }
    }

    /// The run enters act `act` (2, 3 or 4).
    pub fn enter_act(&mut self, act: u8) {
        self.act = act;
        self.cards.enter_act(act);
        self.potions.enter_act();
        self.events.enter_act(act);
        self.chances = Chances::ACT_START;
        self.after_shop = false;
    }

    /// The player obtains `relic` (its effects on later draws follow from
    /// [`Player::relics`]).
    pub fn obtain(&mut self, relic: &str) {
        self.player.relics.push(relic.to_string());
        if relic == "Matryoshka" {
            self.matryoshka = 2;
        }
        self.sync_relics();
    }

    /// The eggs held upgrade a reward's cards of their type
    /// (`onPreviewObtainCard`, no draw).
    pub fn eggs(&self, reward: &mut crate::map::CardReward) {
        use super::card_types::{card_type, CardType};
        for card in &mut reward.cards {
            let egg = match card_type(card.id) {
                Some(CardType::Attack) => "Molten Egg 2",
                Some(CardType::Skill) => "Toxic Egg 2",
                Some(CardType::Power) => "Frozen Egg 2",
                None => continue,
            };
            card.upgraded |= self.player.has(egg);
        }
    }

    /// Sets the reward-changing relics on the streams from the relics held.
    pub fn sync_relics(&mut self) {
        let has = |r: &str| self.player.has(r);
        self.cards.question_card = has("Question Card");
        self.cards.busted_crown = has("Busted Crown");
        self.cards.nloths_gift = has("Nloth's Gift");
        self.potions.white_beast_statue = has("White Beast Statue");
    }

    /// What `canSpawn` reads on `floor`.
    pub fn spawn_context(&self, floor: u16, in_shop: bool) -> SpawnContext {
        let campfire = self.player.relics.iter().filter(|r| CAMPFIRE.contains(&r.as_str())).count();
        let [attack, skill, power] = self.player.deck;
        SpawnContext {
            floor: u32::from(floor),
            in_shop,
            campfire_relics: campfire as u8,
            non_basic_attack: attack,
            non_basic_skill: skill,
            power,
        }
    }

    /// What the event conditions read at a `?` room on `floor`, row `y`.
    pub fn event_context(&self, floor: u16, y: u8) -> EventContext {
        let p = &self.player;
        EventContext {
            act: self.act,
            floor,
            y,
            gold: p.gold,
            hp: p.hp,
            max_hp: p.max_hp,
            relics: p.relics.len(),
            golden_idol: p.has("Golden Idol"),
            cursed: p.cursed,
            playtime_800: p.playtime_800,
        }
    }
}
