// The page (index.html): a thin shell that starts the engine, the map view, the controls, the seed search and the service worker.
//
// The page's rooms: page-state.js (the app record, URL, notes), page-map.js (generation, tabs,
// captions), page-panel.js (the panel, the route, the presets), page-controls.js (the form and the
// buttons); the map itself is the view every page and widget shares (mapview.js and its modules).

import { loadEngine } from './engine.js';
import { parseQuery, displayText, CHARACTERS_OF } from './state.js';
import { MapView } from './mapview.js';
import { RouteOdds } from './routes.js';
import { wireOptions, isPhone } from './compact.js';
import { registerOffline } from './offline.js';
import { warmOnReach, warmRoutes } from './shell.js';
import { $, app, note, scheduleUrl, writeUrl } from './page-state.js';
import { setSheet, onActivate, loadRouteView } from './page-panel.js';
import { regenerate, refreshStart } from './page-map.js';
import { syncControls, randomSeed, wireControls } from './page-controls.js';

// The search panel (www/search.js and its workers) loads only when it is opened.
let searchPanel = null;

async function openSearch({ focus = true } = {}) {
  if (!searchPanel) {
    const { mountSearch } = await import('./search.js');
    searchPanel = mountSearch($('search'), {
      params: app.state.search,
      viewer: () => ({ game: app.state.game, asc: app.state.asc, finalAct: app.state.finalAct, bosses: app.state.bosses, build: app.state.build, profile: app.state.profile, character: app.state.character, multiplayer: app.state.multiplayer, character2: app.state.character2 }),
      onParams: (params) => {
        app.state.search = params;
        scheduleUrl();
      },
      openSeed,
      onClose: () => $('search-open').setAttribute('aria-expanded', 'false'),
    });
  }
  $('search-open').setAttribute('aria-expanded', 'true');
  searchPanel.show({ focus });
}

/** Shows a seed the search found, with the run settings it was found with. */
async function openSeed({ seed, seedValue, game, asc, finalAct, bosses = null, build = null, profile = null, character = null, multiplayer = false, character2 = null }) {
  try {
    await loadEngine(game);
  } catch (e) {
    note(e.message);
    return;
  }
  const s = app.state;
  Object.assign(s, { game, asc, finalAct, emeraldAct: null, bosses, build: game === 'sts2' ? build : null, profile: game === 'sts2' ? profile : null, seedFormManual: true, act: 1, node: null });
  // The search's lobby and characters (its rewards' conditions read them), where they are the game's.
  const lobby = game === 'sts2' && multiplayer;
  Object.assign(s, { multiplayer: lobby, character2: lobby ? character2 : null, neow2: null });
  if (character) Object.assign(s, { character: CHARACTERS_OF[game].includes(character) ? character : 'ironclad', neow: null });
  if (seed) Object.assign(s, { seedText: seed, seedForm: 'string' });
  else Object.assign(s, { seedText: seedValue, seedForm: 'number' });
  syncControls();
  regenerate(performance.now(), { seedChanged: true });
  writeUrl();
  $('map-area').scrollIntoView({ block: 'start' });
}

/** Opens the daily of `date` (today when null): page-daily.js, loaded on first use. Resolves to whether it drew. */
function openDaily(date, t0) {
  return import('./page-daily.js').then(
    (m) => m.openDaily(date, t0),
    (e) => {
      note(`The daily could not be loaded: ${e.message}`);
      return false;
    },
  );
}

/**
 * Wires the Modifiers field and the Daily button (the field's help, index.html's, comes back when
 * the modifiers are the user's again); a link's daily= without a seed opens that day's daily.
 * Resolves to whether it drew.
 */
async function mountDaily(seedGiven, t0) {
  const s = app.state;
  const field = $('modifiers');
  const help = $('modifiers-help');
  const usage = help.textContent;
  field.value = s.mods;
  field.addEventListener('change', (e) => {
    s.mods = field.value.trim();
    s.daily = null;
    help.textContent = usage;
    regenerate(e.timeStamp);
  });
  $('daily-open').addEventListener('click', (e) => openDaily(null, e.timeStamp));
  // Multiplayer turned on or off, or another build: the day's daily for that many players (its seed is
  // its own) and of that build (each build rolls its own character, ascension and modifiers).
  for (const id of ['multiplayer', 'build']) {
    $(id).addEventListener('change', (e) => {
      if (s.daily) openDaily(s.daily, e.timeStamp);
    });
  }
  // Another seed is not the daily any more (its modifiers stay: a custom run).
  $('seed-input').addEventListener('input', () => {
    s.daily = null;
  });
  // Another game has other modifiers: cleared before the game's own listener draws (capture phase).
  document.addEventListener('change', (e) => {
    if (e.target.name !== 'game' || e.target.value === s.game) return;
    Object.assign(s, { mods: '', daily: null });
    field.value = '';
    help.textContent = usage;
  }, true);
  return s.daily && !seedGiven ? openDaily(s.daily, t0) : false;
}

async function main() {
  const { state, notes, seedGiven } = parseQuery(location.search);
  app.state = state;
  for (const n of notes) note(n);
  syncControls();
  // On a desktop the act fits the map's box (style.css gives it the window's height); on a phone it follows the width.
  app.view = new MapView($('map-host'), { onActivate, maxWidth: 1200, fit: () => !isPhone() });
  wireOptions($('options-toggle'), document.querySelector('.controls'));
  // On a phone the panel is a bottom sheet: start it folded unless the link selects a room.
  if (matchMedia('(max-width: 760px)').matches && !state.node) setSheet(false);
  try {
    app.engine = await loadEngine(state.game);
  } catch (e) {
    $('seed-error').textContent = e.message;
    return;
  }
  app.odds = new RouteOdds(app.engine);
  // A route module that was still loading when the panel asked (its answer was `pending`): ask again.
  // StS1's run start (run_start) is the route module's too: shown once it is there.
  app.engine.onRoutesLoaded(() => {
    app.odds.cache.clear();
    if (app.ready && app.model) refreshStart();
  });
  // Fetch the route module as soon as the user reaches for the map or the presets, before the click.
  warmOnReach(() => (app.mapSet ? app.mapSet.game : state.game), $('map-host'), $('presets'));
  $('engine-version').textContent = `v${app.engine.version()}`;
  wireControls();
  const t0 = performance.now();
  // A link's daily= without a seed opens that day's daily (page-daily.js, loaded for it).
  if (!(await mountDaily(seedGiven, t0))) {
    if (seedGiven) {
      if (!regenerate(t0)) note(`The seed “${displayText(state.seedText)}” from the link is not valid; type another one.`);
    } else {
      randomSeed(t0);
    }
  }
  // A link whose route changes a map: drawn once the route module is there (page-map.js).
  await app.drawing;
  app.ready = true;
  scheduleUrl();
  // A link with a route or a selected room walks it: the panel fills once the route module is
  // there (the map is drawn already); `data-ready` below waits for it.
  if (app.mapSet && (state.node || state.routes.some((r) => r && r.length))) await warmRoutes(app.mapSet.game);
  // The route summary's code (page-route.js), after the first map: not up front.
  await loadRouteView().catch((e) => note(`The route summary could not be loaded: ${e.message}`));
  const searchFailed = (e) => note(`The seed search could not be loaded: ${e.message}`);
  $('search-open').addEventListener('click', () => (searchPanel?.visible ? searchPanel.hide() : openSearch().catch(searchFailed)));
  if (state.search.search !== undefined) await openSearch({ focus: false }).catch(searchFailed);
  document.documentElement.dataset.ready = '1';
  registerOffline($('notes'));
}

main();
