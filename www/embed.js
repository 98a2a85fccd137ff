// embed.html?seed=…: the <spire-map> widget alone in a page, for sites that embed with an iframe.
// Reads the same query as the main page (see state.js), ignores what it does not know with a
// visible note, and never changes the URL.

import './spire-map.js';
import { parseQuery, serialise, routeString, bossesParam, CHOICE_KEYS } from './state.js';
import { lobbyJoin } from './game-ids.js';

const { state, notes } = parseQuery(location.search);
const map = document.getElementById('map');
const set = (name, value) => {
  if (value === null || value === undefined || value === '') map.removeAttribute(name);
  else map.setAttribute(name, String(value));
};
set('game', state.game === 'sts1' ? null : state.game);
set(state.seedForm === 'number' ? 'seed-value' : 'seed', state.seedText);
set('ascension', state.asc);
set('act', state.act);
set('final-act-unlocked', state.finalAct ? null : 'false');
set('emerald-key-act', state.emeraldAct);
set('bosses-seen', bossesParam(state.bosses));
set('grid', state.grid ? null : 'false');
set('route', routeString([state.routes[state.act - 1]]));
set('spoil', state.spoil ? 'true' : null);
set('multiplayer', state.multiplayer ? 'true' : null);
set('build', state.build);
set('profile', state.profile);
set('question-rooms-before', state.qBefore[state.act - 1]);
set('tiny-chest', state.tinyChest);
set('juzu-bracelet', state.juzu ? 'true' : null);
// A lobby's characters and Neow options in lobby order ("necrobinder,regent"), as the page passes them.
set('character', state.character === 'ironclad' && !state.character2 ? null : lobbyJoin(state.character, state.character2));
set('neow', state.neow && lobbyJoin(state.neow, state.neow2));
set('modifiers', state.mods);
set('daily', state.daily ? 'true' : null);
set('short-neow', state.shortNeow ? 'true' : null);
for (const [k, o] of Object.entries(CHOICE_KEYS)) set(o.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), state.choices[k].join(',') || null);
const box = document.getElementById('notes');
const say = (n) => box.append(Object.assign(document.createElement('p'), { textContent: n }));
if (state.seedText) notes.forEach(say);
else if (state.daily) openDaily().then(() => notes.forEach(say));
else notes.concat('No seed given: add ?seed=YOURSEED to the address.').forEach(say);
document.getElementById('full-view').href = `index.html${serialise(state)}`;

/**
 * A link's daily= without a seed: the day's daily as the page opens it (the route module's `daily`;
 * StS2 with mp=1 the two-player daily, of the link's build), its seed, ascension, character(s) and
 * modifiers given to the widget.
 */
async function openDaily() {
  const [{ loadEngine }, { fetchDaily, dailyFields, dailyTitle }] = await Promise.all([import('./engine.js'), import('./daily-state.js')]);
  try {
    const res = await fetchDaily(await loadEngine(state.game), state, state.daily);
    if (!res.ok) return say(`The daily could not be opened: ${res.error}`);
    const d = res.value;
    Object.assign(state, dailyFields(d));
    for (const [k, v] of [['seed', d.seed], ['ascension', d.ascension], ['modifiers', state.mods], ['character', lobbyJoin(state.character, state.character2)], ['daily', 'true']]) set(k, v);
    document.getElementById('full-view').href = `index.html${serialise(state)}`;
    say(`${dailyTitle(d)}.`);
  } catch (e) {
    say(`The daily could not be opened: ${e.message}`);
  }
}
