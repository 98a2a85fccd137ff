//! The run-state conditions an Ancient's offer can depend on, each with the
//! game's test (from the decompiled v0.111 sources named in the module doc
//! of [`super`]) and its wording for a reader.

use crate::options::Sts2Character;

/// One yes/no fact about the player at the Ancient that changes an offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Condition {
    /// Orobas, Touch of Orobas: the player holds a relic of Starter rarity
    /// (`TouchOfOrobas.SetupForPlayer`).
    StarterRelic,
    /// Orobas, Archaic Tooth: the deck holds a card Archaic Tooth can
    /// transcend: Bash, Neutralize, Unleash, Falling Star or Dualcast
    /// (`ArchaicTooth.SetupForPlayer`).
    TranscendableCard,
    /// Pael, Pael's Claw: at least 3 deck cards Goopy can enchant (Defend
    /// cards that are not Status, Curse or Quest, not Unplayable and not
    /// already enchanted).
    ThreeGoopyTargets,
    /// Pael, Pael's Tooth: at least 5 removable deck cards.
    FiveRemovableCards,
    /// Pael, Pael's Legion: the player has an event pet
    /// (`Player.HasEventPet()`); Legion is offered only without one.
    EventPet,
    /// Tezcatara, Nutritious Soup: the deck holds a Basic Strike.
    BasicStrike,
    /// Nonupeipe, Beautiful Bracelet: at least 4 deck cards Swift can
    /// enchant (not Status, Curse or Quest, not Unplayable, not enchanted).
    FourSwiftTargets,
    /// Tanx, Tri-Boomerang: at least 3 deck cards Instinct can enchant
    /// (Attacks, not Unplayable, not X-cost, costing more than 0, not
    /// already enchanted).
    ThreeInstinctTargets,
}

impl Condition {
    /// The condition in plain English when it holds (`yes`) or not.
    pub fn text(self, yes: bool, character: Sts2Character) -> String {
        let starter = match character {
            Sts2Character::Ironclad => "Bash",
            Sts2Character::Silent => "Neutralize",
            Sts2Character::Regent => "Falling Star",
            Sts2Character::Necrobinder => "Unleash",
            Sts2Character::Defect => "Dualcast",
        };
        let (holds, fails) = match self {
            Condition::StarterRelic => ("the player still has a starter relic", "the player has no starter relic left"),
            Condition::TranscendableCard => {
                return if yes {
                    format!("the deck still holds {starter} (or another character's starter Archaic Tooth transcends)")
                } else {
                    format!("the deck holds no {starter} (nor another starter Archaic Tooth transcends)")
                };
            }
            Condition::ThreeGoopyTargets => (
                "the deck has at least 3 unenchanted, playable Defend cards",
                "the deck has fewer than 3 unenchanted, playable Defend cards",
            ),
            Condition::FiveRemovableCards => {
                ("the deck has at least 5 removable cards", "the deck has fewer than 5 removable cards")
            }
            Condition::EventPet => ("the player has an event pet", "the player has no event pet"),
            Condition::BasicStrike => ("the deck still holds a basic Strike", "the deck holds no basic Strike"),
            Condition::FourSwiftTargets => (
                "the deck has at least 4 unenchanted, playable non-curse, non-status cards",
                "the deck has fewer than 4 unenchanted, playable non-curse, non-status cards",
            ),
            Condition::ThreeInstinctTargets => (
                "the deck has at least 3 unenchanted, playable Attacks costing 1 or more (not X)",
                "the deck has fewer than 3 unenchanted, playable Attacks costing 1 or more (not X)",
            ),
        };
        if yes { holds } else { fails }.to_string()
    }
}

/// Which conditions hold for the player at the Ancient (e.g. read from a run
/// file's history); any condition not listed is taken as false.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunStateFacts {
    /// The conditions that hold.
    pub holding: Vec<Condition>,
}

impl RunStateFacts {
    /// Facts where exactly `holding` hold.
    pub fn new(holding: &[Condition]) -> Self {
        RunStateFacts { holding: holding.to_vec() }
    }

    /// Whether `c` holds.
    pub fn holds(&self, c: Condition) -> bool {
        self.holding.contains(&c)
    }
}
