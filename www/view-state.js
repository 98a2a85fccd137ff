// The state of one map view: what its canvas shows (grid, route, selection, focus, highlights, spoiler notes).
//
// drawMap (render.js) reads it; MapView (mapview.js) changes it through these functions and the
// overlay (overlay.js) mirrors it in its buttons' attributes.

import { related } from './model.js';

/** A fresh view: the grid shown, no route, nothing selected, highlighted or revealed. */
export function viewState() {
  return { grid: true, route: new Set(), routeEdges: new Set(), selected: null, focus: null, related: null, notes: null };
}

/** A new act: nothing selected, highlighted or revealed (the grid and the route stay as they are). */
export function clearAct(view) {
  view.selected = null;
  view.related = null;
  view.notes = null;
}

/** The route as node keys from the bottom up, and its edges ("a>b"). */
export function setRoute(view, keys) {
  view.route = new Set(keys);
  view.routeEdges = new Set();
  for (let i = 0; i + 1 < keys.length; i++) view.routeEdges.add(`${keys[i]}>${keys[i + 1]}`);
}

/** Revealed spoilers on route nodes: Map<key, { text, name, room, outcome? }>; none: null. */
export function setNotes(view, notes) {
  view.notes = notes && notes.size ? notes : null;
}

/** The selected room's key, when `model` has it (else nothing is selected). */
export function setSelected(view, model, k) {
  view.selected = k && model && model.byKey.has(k) ? k : null;
}

/**
 * The highlights: the focus ring on the focused room, and every room related to the hovered one
 * (or else the focused one) lit, the rest dimmed.
 */
export function setHighlight(view, model, hover, focused) {
  const k = hover || focused;
  view.focus = focused;
  view.related = k && model ? related(model, k) : null;
}
