// The page's own state: the app record (state, engine, map set, models, view), its URL and its notes.

import { serialise } from './state.js';

export const $ = (id) => document.getElementById(id);

/** Sets an element's text, leaving it alone when it already says that (its layout stays valid). */
export function setText(e, text) {
  if (e.textContent !== text) e.textContent = text;
}

export const app = {
  state: null,
  engine: null,
  odds: null,
  mapSet: null,
  model: null,
  models: [], // every act's model (index act-1): earlier acts' routes lead into later acts
  good: null, // the seed fields of the last map generated without error
  bossShown: null, // what the boss caption shows (game, pixel ratio, bosses)
  hooks: '', // the route's choices the maps shown follow (hookKey)
  regenerate: null, // page-map.js's (the panel's choices that change a map draw the maps again)
  urlTimer: 0,
  ready: false,
};

/** The route's choices that change a StS2 act's map: the Spoils Map taken (events=), Golden Compass (ancients=); '' for none. */
export const hookKey = (s) => (s.game === 'sts2' ? [...s.choices.events, ...s.choices.ancients].filter((c) => /NAB_THE_MAP|GOLDEN_COMPASS/i.test(c)).join() : '');

export function note(text) {
  const p = document.createElement('p');
  p.textContent = text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'note-close';
  close.textContent = 'Dismiss';
  close.addEventListener('click', () => p.remove());
  p.append(' ', close);
  $('notes').append(p);
}

/** The state as the URL and the engine see it: the seed of the map actually shown. */
export function shownState() {
  return app.good ? { ...app.state, ...app.good } : app.state;
}

export function scheduleUrl() {
  if (!app.ready) return;
  clearTimeout(app.urlTimer);
  app.urlTimer = setTimeout(writeUrl, 250);
}

export function writeUrl() {
  clearTimeout(app.urlTimer);
  const q = serialise(shownState());
  if (q !== location.search) history.replaceState(null, '', `${location.pathname}${q}${location.hash}`);
}

export function shareUrl() {
  return `${location.origin}${location.pathname}${serialise(shownState())}`;
}
