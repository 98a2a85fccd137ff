// The page's controls: the seed, game and run options, the act tabs' keys, and the buttons around the map.

import { loadEngine } from './engine.js';
import { autoSeedForm, GAME_INFO, MAX_QUESTION_ROOMS, BOSSES, CHARACTERS_OF } from './state.js';
import { buildLegend } from './legend.js';
import { wireImageButtons } from './image-buttons.js';
import { $, app, note, scheduleUrl, writeUrl, shareUrl } from './page-state.js';
import { routeCols, refreshRoute, renderPanel, setSheet, wirePresets } from './page-panel.js';
import { regenerate, showSeedStatus, updateTabs, showAct, makeImage } from './page-map.js';

export function syncControls() {
  const s = app.state;
  for (const r of document.querySelectorAll('input[name=game]')) r.checked = r.value === s.game;
  gameControls();
  $('seed-input').value = s.seedText;
  for (const r of document.querySelectorAll('input[name=seed-form]')) r.checked = r.value === s.seedForm;
  $('ascension').value = String(s.asc);
  $('final-act').checked = s.finalAct;
  $('emerald-key').value = s.emeraldAct ? String(s.emeraldAct) : '';
  syncBosses();
  $('show-grid').checked = s.grid;
  $('reveal').checked = s.spoil;
  $('tiny-chest').value = s.tinyChest === null ? '' : String(s.tinyChest);
  $('juzu').checked = s.juzu;
  $('multiplayer').checked = s.multiplayer;
  $('build').value = s.build || '';
  $('character').value = s.character;
  $('neow').value = s.neow || '';
  showLobby();
  $('short-neow').checked = s.shortNeow;
}

/** A StS2 lobby's player-2 selects: shown with Multiplayer, set from the state. */
function showLobby() {
  const s = app.state;
  for (const l of document.querySelectorAll('label.lobby')) l.hidden = !(s.game === 'sts2' && s.multiplayer);
  $('character2').value = s.character2 || '';
}

/** The "bosses seen" select and its boxes, from the state (null: all; []: none; else some). */
function syncBosses() {
  const seen = app.state.bosses;
  const mode = seen === null ? 'all' : seen.length === 0 ? 'none' : 'some';
  $('bosses-seen').value = mode;
  $('bosses-some').hidden = mode !== 'some';
  if (!$('bosses-boxes').children.length) buildBossBoxes();
  for (const box of $('bosses-boxes').querySelectorAll('input')) box.checked = seen === null || seen.includes(box.value);
}

/** The ids of the bosses whose boxes are checked. */
function checkedBosses() {
  return [...$('bosses-boxes').querySelectorAll('input')].filter((b) => b.checked).map((b) => b.value);
}

/** One checkbox per boss, a line per act, for "some bosses seen". */
function buildBossBoxes() {
  const boxes = $('bosses-boxes');
  for (const act of [1, 2, 3]) {
    const group = document.createElement('div');
    group.className = 'bosses-act';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', `Act ${act}`);
    const head = document.createElement('span');
    head.className = 'muted';
    head.textContent = `Act ${act}`;
    group.append(head);
    for (const b of BOSSES.filter((x) => x.act === act)) {
      const label = document.createElement('label');
      label.className = 'check';
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.value = b.id;
      label.append(input, ` ${b.name}`);
      group.append(label);
    }
    boxes.append(group);
  }
}

/** Shows the controls of the state's game only, and its ascension range. */
function gameControls() {
  const s = app.state;
  const info = GAME_INFO[s.game];
  for (const e of document.querySelectorAll('.sts1-only')) e.hidden = s.game !== 'sts1';
  for (const e of document.querySelectorAll('.sts2-only')) e.hidden = s.game !== 'sts2';
  const asc = $('ascension');
  if (asc.options.length !== info.maxAscension + 1) {
    asc.replaceChildren();
    for (let i = 0; i <= info.maxAscension; i++) {
      const o = document.createElement('option');
      o.value = String(i);
      o.textContent = String(i);
      asc.append(o);
    }
  }
  asc.value = String(s.asc);
  // The game's characters (the select keeps its options while the game stays).
  const who = $('character');
  if (who.dataset.game !== s.game) {
    who.dataset.game = s.game;
    who.replaceChildren(...CHARACTERS_OF[s.game].map((id) => new Option(id[0].toUpperCase() + id.slice(1), id)));
    // A StS2 lobby's player 2 (shown with Multiplayer): the same character, or another.
    $('character2').replaceChildren($('character2').options[0], ...[...who.options].map((o) => new Option(o.text, o.value)));
  }
  who.value = s.character;
  // The Neow select's first choice (its others are the seed's options: page-start.js, page-sts2-start.js).
  $('neow').options[0].textContent = s.game === 'sts2' ? 'not said' : 'none / not the boss swap';
  $('seed-input').placeholder = s.game === 'sts2' ? 'e.g. ABCDEFGHJKLM' : 'e.g. AGCK93XT';
  buildLegend(document, $('legend'), null, s.game);
}

/** A random seed string of Slay the Spire 2's length and alphabet (34 symbols: no I, no O). */
function randomSts2Seed() {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  let out = '';
  while (out.length < 12) {
    for (const b of crypto.getRandomValues(new Uint8Array(16))) {
      // Rejection sampling keeps every symbol equally likely (7 * 34 = 238).
      if (b < 238 && out.length < 12) out += alphabet[b % 34];
    }
  }
  return out;
}

export function randomSeed(t0) {
  const s = app.state;
  if (s.game === 'sts2') {
    s.seedText = randomSts2Seed();
    s.seedForm = 'string';
    s.seedFormManual = false;
    syncControls();
    regenerate(t0, { seedChanged: true });
    return;
  }
  const v = BigInt.asIntN(64, crypto.getRandomValues(new BigUint64Array(1))[0]).toString();
  const res = app.engine.generateMap({ seedValue: v, act: 1 });
  if (res.ok && res.value.seed) {
    s.seedText = res.value.seed;
    s.seedForm = 'string';
  } else {
    s.seedText = v;
    s.seedForm = 'number';
  }
  s.seedFormManual = false;
  syncControls();
  regenerate(t0, { seedChanged: true });
}

/**
 * Switches the game: its controls, its seed form (StS2: strings only), its acts; routes are cleared.
 * The game's engine loads first (once per page: StS2's on its first choice); the shown map stays
 * until it has, and a choice made meanwhile wins.
 */
async function switchGame(game, t0) {
  const s = app.state;
  if (s.game === game) return;
  if (!app.engine.has(game)) {
    $('seed-how').textContent = `Loading the ${GAME_INFO[game].name} engine…`;
    try {
      await loadEngine(game);
    } catch (e) {
      note(e.message);
      for (const r of document.querySelectorAll('input[name=game]')) r.checked = r.value === s.game;
      showSeedStatus();
      return;
    }
    if (document.querySelector('input[name=game]:checked')?.value !== game || s.game === game) return showSeedStatus();
  }
  s.game = game;
  const info = GAME_INFO[game];
  s.routes = [[], [], [], []];
  s.node = null;
  if (s.act > info.acts) s.act = 1;
  if (s.asc > info.maxAscension) s.asc = info.maxAscension;
  if (!CHARACTERS_OF[game].includes(s.character)) s.character = 'ironclad';
  Object.assign(s, { neow: null, character2: null, neow2: null }); // each game's Neow options are its own
  if (game === 'sts2') {
    s.seedFormManual = false;
    s.seedForm = 'string';
  }
  app.good = null;
  syncControls();
  if (!s.seedText.trim() || (game === 'sts2' && !/^[0-9A-Za-z]{1,13}$/.test(s.seedText.trim()))) randomSeed(t0);
  else if (!regenerate(t0, { seedChanged: true })) randomSeed(t0);
  scheduleUrl();
}

export function wireControls() {
  const s = app.state;
  // StS2's profile: a progress.save read by page-profile.js (loaded on the first file), or back to mature.
  $('profile-input').addEventListener('change', (e) => {
    const file = e.target.files && e.target.files[0];
    e.target.value = '';
    if (file) import('./page-profile.js').then((m) => m.useProfileFile(file, () => regenerate(performance.now())), (err) => note(`The profile reader could not be loaded: ${err.message}`));
  });
  $('profile-reset').addEventListener('click', (e) => {
    s.profile = null;
    regenerate(e.timeStamp);
  });
  const asc = $('ascension');
  $('seed-input').addEventListener('input', (e) => {
    s.seedText = e.target.value;
    if (!s.seedText.trim()) s.seedFormManual = false;
    if (!s.seedFormManual) {
      s.seedForm = autoSeedForm(s.seedText);
      for (const r of document.querySelectorAll('input[name=seed-form]')) r.checked = r.value === s.seedForm;
    }
    regenerate(e.timeStamp, { seedChanged: true });
  });
  for (const r of document.querySelectorAll('input[name=seed-form]')) {
    r.addEventListener('change', (e) => {
      s.seedForm = r.value;
      s.seedFormManual = true;
      regenerate(e.timeStamp, { seedChanged: true });
    });
  }
  $('random-seed').addEventListener('click', (e) => randomSeed(e.timeStamp));
  asc.addEventListener('change', (e) => {
    s.asc = Number(asc.value);
    regenerate(e.timeStamp);
  });
  $('final-act').addEventListener('change', (e) => {
    s.finalAct = e.target.checked;
    regenerate(e.timeStamp);
  });
  $('bosses-seen').addEventListener('change', (e) => {
    const mode = e.target.value;
    // "some" starts from what the boxes show (all of them after "all", none after "none").
    if (mode === 'some') for (const box of $('bosses-boxes').querySelectorAll('input')) box.checked = s.bosses === null || s.bosses.includes(box.value);
    s.bosses = mode === 'all' ? null : mode === 'none' ? [] : checkedBosses();
    $('bosses-some').hidden = mode !== 'some';
    regenerate(e.timeStamp);
  });
  $('bosses-boxes').addEventListener('change', (e) => {
    s.bosses = checkedBosses();
    regenerate(e.timeStamp);
  });
  $('emerald-key').addEventListener('change', (e) => {
    s.emeraldAct = e.target.value ? Number(e.target.value) : null;
    regenerate(e.timeStamp);
  });
  $('show-grid').addEventListener('change', (e) => {
    s.grid = e.target.checked;
    app.view.setGrid(s.grid);
    scheduleUrl();
  });
  for (const r of document.querySelectorAll('input[name=game]')) {
    r.addEventListener('change', (e) => switchGame(r.value, e.timeStamp));
  }
  $('multiplayer').addEventListener('change', (e) => {
    s.multiplayer = e.target.checked;
    s.routes = [[], [], [], []];
    s.node = null;
    if (!s.multiplayer) Object.assign(s, { character2: null, neow2: null });
    showLobby();
    regenerate(e.timeStamp);
  });
  $('build').addEventListener('change', (e) => {
    s.build = e.target.value || null;
    regenerate(e.timeStamp);
  });
  // The run start: the character and Neow's option taken (both games; the select is filled from the seed's options).
  $('character').addEventListener('change', (e) => {
    s.character = e.target.value;
    regenerate(e.timeStamp);
  });
  $('neow').addEventListener('change', (e) => {
    s.neow = e.target.value || null;
    regenerate(e.timeStamp);
  });
  // A lobby's player 2: their character and Neow option (the link's character=a,b and neow=A,B).
  $('character2').addEventListener('change', (e) => {
    Object.assign(s, { character2: e.target.value || null, neow2: null });
    regenerate(e.timeStamp);
  });
  $('neow2').addEventListener('change', (e) => {
    s.neow2 = e.target.value || null;
    regenerate(e.timeStamp);
  });
  $('short-neow').addEventListener('change', (e) => {
    s.shortNeow = e.target.checked;
    regenerate(e.timeStamp);
  });
  $('reveal').addEventListener('change', (e) => {
    s.spoil = e.target.checked;
    // generate_map and walk_route are asked again, with spoilers or without (odds only).
    if (app.model) regenerate(e.timeStamp);
    scheduleUrl();
  });
  $('tiny-chest').addEventListener('change', (e) => {
    s.tinyChest = e.target.value === '' ? null : Number(e.target.value);
    if (app.model) renderPanel();
    scheduleUrl();
  });
  $('juzu').addEventListener('change', (e) => {
    s.juzu = e.target.checked;
    if (app.model) renderPanel();
    scheduleUrl();
  });
  $('qbefore').addEventListener('input', (e) => {
    const act = Number($('qbefore-act').textContent);
    const t = e.target.value.trim();
    const n = Number(t);
    if (t === '') s.qBefore[act - 1] = null;
    else if (/^\d{1,3}$/.test(t) && n <= MAX_QUESTION_ROOMS) s.qBefore[act - 1] = n;
    else {
      $('qbefore-help').textContent = `A whole number from 0 to ${MAX_QUESTION_ROOMS}, please; the last valid count is used.`;
      return;
    }
    if (app.model) renderPanel();
    scheduleUrl();
  });
  const tabs = [...document.querySelectorAll('.act-tabs [role=tab]')];
  const selectAct = (act, focus) => {
    if (!app.mapSet || act === s.act) return;
    s.act = act;
    s.node = null;
    updateTabs();
    showAct();
    scheduleUrl();
    if (focus) $(`tab-${act}`).focus();
  };
  for (const tab of tabs) {
    tab.addEventListener('click', () => selectAct(Number(tab.dataset.act)));
    tab.addEventListener('keydown', (e) => {
      const enabled = tabs.filter((t) => !t.disabled);
      const i = enabled.indexOf(tab);
      let j = null;
      if (e.key === 'ArrowRight') j = (i + 1) % enabled.length;
      else if (e.key === 'ArrowLeft') j = (i - 1 + enabled.length) % enabled.length;
      else if (e.key === 'Home') j = 0;
      else if (e.key === 'End') j = enabled.length - 1;
      if (j === null) return;
      e.preventDefault();
      selectAct(Number(enabled[j].dataset.act), true);
    });
  }
  $('sheet-toggle').addEventListener('click', () => setSheet($('sheet-toggle').getAttribute('aria-expanded') !== 'true'));
  $('route-undo').addEventListener('click', () => {
    if (!app.model) return;
    routeCols().pop();
    refreshRoute();
    scheduleUrl();
  });
  $('route-clear').addEventListener('click', () => {
    if (!app.model) return;
    app.state.routes[s.act - 1] = [];
    refreshRoute();
    scheduleUrl();
  });
  $('copy-link').addEventListener('click', async () => {
    writeUrl();
    const url = shareUrl();
    const status = $('copy-status');
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = 'Link copied.';
    } catch {
      status.textContent = `Copy this link: ${url}`;
    }
  });
  wireImageButtons(document, { save: $('save-image'), copy: $('copy-image'), svg: $('save-svg'), status: $('image-status'), make: makeImage });
  wirePresets();
}
