//! StS1 `?` rooms: the outcomes the file records (`path_per_floor`)
//! against the seed's, the k-th `?` room of the run rolling with the k-th
//! float of eventRng (spec sts1.md §7).

use super::{a_room, Mismatch};
use crate::api::runfile::engine::{self, MapOptions};
use crate::api::runfile::{ActRecord, FileResult, RunFile};
use crate::map::Room;
use crate::route::Outcome;

/// The room a `?` outcome is recorded as.
fn outcome_room(o: Outcome) -> Room {
    match o {
        Outcome::Elite => Room::Elite,
        Outcome::Monster => Room::Monster,
        Outcome::Shop => Room::Shop,
        Outcome::Treasure => Room::Treasure,
        Outcome::Event => Room::Event,
    }
}

/// StS1: the `?` outcomes the file records against the seed's.
pub(super) fn check_question_rooms(
    file: &RunFile,
    opts: &MapOptions,
    record: &ActRecord,
    route: &[u8],
    question_rooms_before: u32,
    warnings: &mut Vec<String>,
) -> FileResult<Option<Mismatch>> {
    if file.per_floor.is_empty() || !record.floors.iter().any(|f| f.room == Some(Room::Event)) {
        return Ok(None);
    }
    let walk = engine::walk_act(opts, record.act, &[route], question_rooms_before, &[], &[], &file.map_hooks())?;
    // From the floor a `?`-changing relic is obtained on, the outcomes are not checked.
    let limit = file.question_relics.iter().map(|r| r.floor.unwrap_or(0)).min();
    for step in &walk.floors {
        let Some(outcome) = step.outcome else { continue };
        let floor = u32::from(step.floor);
        if let Some(l) = limit.filter(|&l| floor > l) {
            let names: Vec<&str> = file.question_relics.iter().map(|r| r.name).collect();
            let note = format!(
                "{} changes what ? rooms become: the ? rooms after floor {l} are not checked",
                names.join(" and ")
            );
            if !warnings.contains(&note) {
                warnings.push(note);
            }
            break;
        }
        let Some(Some(recorded)) = file.per_floor.get(floor as usize - 1) else { continue };
        let expected = outcome_room(outcome);
        if *recorded != expected {
            return Ok(Some(Mismatch {
                act: record.act,
                floor,
                reason: format!(
                    "the ? room on floor {floor} became {} in the file, but the seed makes it {}",
                    a_room(*recorded),
                    a_room(expected)
                ),
            }));
        }
    }
    Ok(None)
}
