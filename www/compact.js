// The run options folded behind a summary (desktop and phone); on a phone a tapped room kept above the sheet.
//
// The run options fold behind a button that sums them up in one line (on a desktop in the bar over
// the map, on a phone below it), and on a phone (at most 760 CSS px wide, style.css) a tapped room
// is kept above the bottom sheet it opens.

import { GAME_INFO, BOSSES } from './state.js';

/** Whether the page has its phone layout. */
export function isPhone(win = window) {
  return win.matchMedia('(max-width: 760px)').matches;
}

/** The options in one line: "Slay the Spire · ascension 20 · final act · bosses: all seen". */
export function optionsSummary(s) {
  const parts = [GAME_INFO[s.game].name, `ascension ${s.asc}`];
  const who = (c) => c.charAt(0).toUpperCase() + c.slice(1);
  if (s.game === 'sts2') {
    parts.push(s.multiplayer ? 'multiplayer' : 'single player');
    if (s.build) parts.push(`build ${s.build}`);
    // A lobby's characters and Neow options, player 1's first.
    const chars = s.multiplayer ? [s.character, s.character2 || s.character] : [s.character];
    if (chars.some((c) => c !== 'ironclad')) parts.push(chars.map(who).join(' and '));
    if (s.neow) parts.push(`Neow: ${[s.neow, s.neow2].filter(Boolean).join(' and ')}`);
    return parts.join(' · ');
  }
  if (s.seedForm === 'number') parts.push('seed read as a number');
  parts.push(s.finalAct ? 'final act unlocked' : 'final act locked');
  if (s.emeraldAct) parts.push(`Emerald Key in act ${s.emeraldAct}`);
  const seen = s.bosses;
  parts.push(seen === null ? 'all bosses seen' : seen.length === 0 ? 'no boss seen' : `${seen.length} of ${BOSSES.length} bosses seen`);
  if (s.tinyChest !== null) parts.push(`Tiny Chest ${s.tinyChest}`);
  if (s.juzu) parts.push('Juzu Bracelet');
  if (s.character !== 'ironclad') parts.push(who(s.character));
  if (s.neow) parts.push(`Neow: ${s.neow}`);
  return parts.join(' · ');
}

/**
 * Wires the options' toggle (`button`, aria-controls the options) for `controls` (the section
 * whose class `collapsed` folds them). Starts folded: the map comes first.
 */
export function wireOptions(button, controls) {
  const set = (open) => {
    button.setAttribute('aria-expanded', String(open));
    controls.classList.toggle('collapsed', !open);
  };
  set(false);
  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
}

/** Scrolls the page so that `el` (a tapped room) is not under the bottom sheet `sheet`. */
export function keepAboveSheet(el, sheet, win = window) {
  if (!el || !isPhone(win)) return;
  win.requestAnimationFrame(() => {
    const below = el.getBoundingClientRect().bottom + 8 - sheet.getBoundingClientRect().top;
    if (below > 0) win.scrollBy({ top: below, behavior: 'auto' });
  });
}
