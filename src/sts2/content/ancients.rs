//! Placeholder for the Ancients' offers (replaced by the engine).

use crate::options::Sts2Character;
use crate::sts2::run::streams::Streams;

/// One way an Ancient's offer can come out.
pub struct AncientOffer {
    /// The relic ids in offer order.
    pub ids: Vec<&'static str>,
    /// None: unconditional; else the condition in words.
    pub requires: Option<String>,
}

/// Every distinct offer of `ancient` for lobby slot `slot`.
pub fn offers(
    _streams: &Streams,
    _ancient: &str,
    _character: Sts2Character,
    _slot: u8,
    _players: u8,
) -> Vec<AncientOffer> {
    Vec::new()
}

/// Every relic an Ancient of acts 2-3 can offer.
pub fn offered_relics() -> Vec<&'static str> {
    Vec::new()
}
