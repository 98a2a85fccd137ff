// The page's StS2 profile control: the line saying which profile the maps follow, and reading a progress.save into it.
//
// A Slay the Spire 2 account that has not unlocked everything gets other acts, events, Ancients,
// relic bags and Neow options from the same seed (docs/sts2-profile.md). The page follows the
// profile in state.profile, its text form (what it lacks: "EVENT1,RELIC4"; null: mature), which the
// link carries as profile=. Reading a progress.save sets it: the file is read in the browser and
// handed to the engine's read_profile, in the run-file module (www/pkg/spire_map_runfile.js, loaded
// on the first file); nothing leaves the browser and only the text form goes into the URL. A
// profile's maps come from the StS2 route module (www/engine.js; page-map.js waits for it). Loaded
// with page-sts2-start.js (once a StS2 map is shown) or on the first file picked; page-controls.js
// wires the file input and the button back to mature.
// All text goes in with textContent.

import { $, setText, app, note } from './page-state.js';
import { lacks } from './panel.js';
import { loadRunfileModule } from './runfile-module.js';

/** The largest progress.save read (the engine's limit for any file). */
const MAX_BYTES = 8 * 1024 * 1024;

/** The engine's read_profile. */
async function loadReader() {
  const m = await loadRunfileModule();
  if (typeof m.read_profile !== 'function') throw new Error('this engine build cannot read a progress.save (read_profile)');
  return m.read_profile;
}

/** Shows the profile the page follows, and the button back to mature when it is another. */
export function showProfile() {
  const p = app.state.profile;
  setText($('profile-line'), p ? `Profile: the one given, which ${lacks(p)}.` : 'Profile: mature (every epoch and unlock revealed).');
  $('profile-reset').hidden = !p;
}

/**
 * Reads the text of a progress.save into the profile the page follows; the file's description in a
 * note. Returns false (with a note naming the problem) when it is not one.
 */
export async function useProgressSave(text, redraw) {
  let read;
  try {
    read = (await loadReader())(text);
  } catch (e) {
    note(`This progress.save cannot be used: ${e && e.message ? e.message : String(e)}`);
    return false;
  }
  app.state.profile = read.profile === 'mature' ? null : read.profile;
  note(`Profile read: ${read.describe}${read.profile === 'mature' ? ' (the mature profile)' : ''}.`);
  showProfile();
  redraw();
  return true;
}

/** Reads a picked progress.save (at most MAX_BYTES) into the profile the page follows. */
export async function useProfileFile(file, redraw) {
  if (file.size > MAX_BYTES) return note(`This progress.save cannot be used: it is ${(file.size / 1e6).toFixed(1)} MB, more than ${MAX_BYTES >> 20} MB`);
  let text;
  try {
    text = await file.text();
  } catch (e) {
    return note(`This file cannot be read: ${e.message}`);
  }
  return useProgressSave(text, redraw);
}
