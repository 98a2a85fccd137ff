// The page's StS2 run start: the assumptions (the one line above the map: character, profile, build; the sentences it opens), the build line and the Neow select filled with the seed's options.
//
// Neow's three options come from generate_map's act 1 (its `neow` names and `neowIds`, the first
// player's): the game shows them before the run, so the select is no spoiler. The option taken is
// the engine's `neow` (state.js mapOptions), the relic id without "RELIC.": walk_route's card rewards
// after Neow follow its draws on the rewards stream, and the engine refuses an option the seed does
// not offer; one the shown map does not offer (a link's, or one kept while the seed, character,
// ascension or build changed) is dropped here first, with a note naming the seed's options.
// Everything is textContent.

import { $, setText, app, note, scheduleUrl } from './page-state.js';
import { lacks } from './panel.js';
import { showProfile } from './page-profile.js';
import { branchName, buildOfSeed, fillBuildLine } from './build-line.js';

/** Neow's options in act 1 of a StS2 map set (player `k`'s, 0 the first): [{ id, name }], ids without "RELIC.". */
export function neowOffered(set, k = 0) {
  const a = set && Array.isArray(set.acts) ? set.acts.find((x) => x.act === 1) : null;
  const ids = k ? a?.neowPlayerIds?.[k] : a?.neowIds;
  const names = (k ? a?.neowPlayers?.[k] : a?.neow) || [];
  if (!Array.isArray(ids)) return [];
  return ids.map((id, i) => ({ id: String(id).replace(/^RELIC\./, ''), name: String(names[i] ?? id) }));
}

/** Fills `select` (its first option kept) with Neow's `offered` options, and sets it to `value`. */
function fillNeow(select, offered, value) {
  const want = JSON.stringify(['sts2', offered]);
  if (select.dataset.options !== want) {
    select.dataset.options = want;
    select.replaceChildren(select.options[0], ...offered.map((o) => new Option(o.name, o.id)));
  }
  select.value = value || '';
}

/**
 * StS2: drops the Neow option taken when the shown map does not offer it (with a note), fills the
 * Neow select with the map's options and states the run start's assumptions under the map.
 */
export function showSts2Start() {
  const s = app.state;
  const offered = neowOffered(app.mapSet);
  if (s.neow && !offered.some((o) => o.id === s.neow)) {
    const ids = offered.map((o) => o.id).join(', ');
    note(`The Neow option taken was dropped: ${s.neow} is not one of the seed's Neow options (${ids || 'none known'}).`);
    s.neow = null;
    scheduleUrl();
  }
  fillNeow($('neow'), offered, s.neow);
  // A lobby's player 2: their own options (the engine reads theirs after player 1's, so it needs one).
  const second = s.multiplayer ? neowOffered(app.mapSet, 1) : [];
  if (s.neow2 && (!s.neow || !second.some((o) => o.id === s.neow2))) {
    note(`Player 2's Neow option was dropped: ${s.neow ? `${s.neow2} is not one of their options` : 'player 1\'s is not said'}.`);
    s.neow2 = null;
    scheduleUrl();
  }
  fillNeow($('neow2'), second, s.neow2);
  $('neow2').disabled = !s.neow;
  showAssumptions();
  // Which branch's maps these are, with the switch to the other's.
  fillBuildLine(document, $('build-line'), app.mapSet, s.build, (build) => {
    $('build').value = build;
    $('build').dispatchEvent(new Event('change'));
  }, s.daily);
}

/**
 * The line under the map stating what the view assumes (the character, the profile, the build,
 * the Neow option taken), as the engine's walk_route states them.
 */
function showAssumptions() {
  const s = app.state;
  const line = $('run-start');
  line.hidden = false;
  const who = s.character[0].toUpperCase() + s.character.slice(1);
  const taken = s.neow ? ` · Neow option taken: ${$('neow').selectedOptions[0]?.textContent || s.neow}` : '';
  const profile = s.profile ? `the profile given (it ${lacks(s.profile)})` : 'a mature profile (every epoch and unlock revealed)';
  const build = branchName(s.build || buildOfSeed(app.mapSet ? app.mapSet.seed : s.seed));
  setText(line, `Character: ${who} (the card rewards depend on it; the maps, fights and events do not). ` +
    `Assumed: ${profile} · game build: ${build}${taken}.`);
  // The build's note (the engine's: which build the maps follow, what they were checked against), with them.
  const mapsNote = (app.mapSet?.warnings || []).find((x) => /^Slay the Spire 2 maps follow/.test(x));
  setText($('sts2-note'), `Slay the Spire 2 is in early access and its map generator has changed between builds.${mapsNote ? ` ${mapsNote}.` : ''}`);
  // The one line above the map; the sentences above (and the build's note) one click away.
  const neow = s.neow ? ` · Neow: ${$('neow').selectedOptions[0]?.textContent || s.neow}` : '';
  const p2 = s.multiplayer ? ` · player 2: ${s.character2 ? $('character2').selectedOptions[0]?.textContent : 'the same'}${s.neow2 ? `, ${$('neow2').selectedOptions[0]?.textContent}` : ''}` : '';
  setText($('assumed-line'), `Assumed: ${who} · ${s.profile ? 'the profile given' : 'mature profile'} · ${build}${neow}${p2}`);
  showProfile();
}
