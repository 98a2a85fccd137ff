// The maps a Slay the Spire 2 route's choices change: the Spoils Map's hourglass act 2, Golden Compass's golden path.
//
// The Spoils Map taken at The Legends Were True (an act-1 `events=` item naming NAB_THE_MAP) makes act
// 2 the hourglass map; Golden Compass taken at the act-2 or act-3 Ancient (`ancients=`) makes that act
// the golden path.
//
// Loaded with import() by page-map.js the first time a StS2 route names one of those choices (not up
// front). The maps come from the engine: walk_route applies the route's map hooks and gives every act
// as it walked it (`maps`) with a warning saying why each changed; this walks an empty route with the
// route's choices and puts those maps and warnings in the map set the page draws, so the route the
// link plans on the changed map fits it (page-map.js checks the routes after this).

import { mapOptions, relicOptions } from './state.js';
import { walkOptions } from './routes.js';
import { warmRoutes } from './shell.js';

/** The walk's warnings that say why a map changed ("act 2: the Spoils Map (taken on floor 15 …"). */
const HOOK_WARNING = /^act \d+: /;

/**
 * Puts the maps the route's choices change into `set` (generate_map's result for the page's state,
 * changed in place: its acts and warnings). Returns false while the route module loads (`again()` is
 * called once it is there), else true; a walk the engine refuses leaves the seed's maps, with its
 * reason among the warnings.
 */
export function applyHooks(app, set, again) {
  const state = app.state;
  const res = app.odds.call(walkOptions(mapOptions(state), !!state.spoil, { ...relicOptions(state), route: [[]] }));
  if (res.pending) {
    warmRoutes(set.game).then(again);
    return false;
  }
  if (!res.ok) {
    set.warnings = [...set.warnings, `The maps your route's choices change (the Spoils Map, Golden Compass) are not drawn: ${res.error}`];
    return true;
  }
  const w = res.value;
  if (Array.isArray(w.maps) && w.maps.length) set.acts = w.maps;
  set.warnings = [...set.warnings, ...(w.warnings || []).filter((x) => HOOK_WARNING.test(x) && !set.warnings.includes(x))];
  return true;
}
