// Reading a run or save file of either game and opening its view on the seed's maps.
//
// Bring your run (issue 16): open a .run or save file of either game — file picker, drag and drop
// onto the page, or paste of the file's text — and see it on the seed's maps. A Slay the Spire 2
// progress.save opened the same way sets the profile the maps follow (profile= in the URL).
//
// The file is read in the browser (File.text()) and handed to the engine's read_run_file, which
// lives in a module of its own (www/pkg/spire_map_runfile.js, cargo feature `run-file-reader`):
// the JSON reader is part of neither the page's first load nor the search panel's, and the module
// loads only when a file is opened. Nothing leaves
// the browser: the file is never sent anywhere nor put into the URL. A file that reads opens as a
// normal, shareable view — game, seed, ascension and route= (the first fitting route of each act)
// in the URL — and the verdict is shown next to the picker, with a link to each other route where
// several fit an act; the report is kept in sessionStorage for the one reload that opens the view.
// A bad file shows the engine's message and changes nothing.
//
// Hook: index.html has <section id="runfile"> and loads www/runfile-pick.js, which builds the
// picker and listens for drops and pastes, and imports this module on the first file (or to show
// the verdict kept for the reload); nothing else on the page depends on them. All text goes in
// with textContent, never as HTML.

import { parseQuery, serialise } from './state.js';
import { rewardsView } from './runfile-rewards.js';
import { loadRunfileModule } from './runfile-module.js';

/** The largest file read, as the engine's limit (src/runfile/detect.rs, MAX_FILE_BYTES). */
export const MAX_BYTES = 8 * 1024 * 1024;

/** The sessionStorage key of the verdict kept for the reload (www/runfile-pick.js checks it). */
export const STORE = 'spire-map-run-verdict';


/** The run-file module (read_run_file, read_profile), checked. */
async function loadModule() {
  const m = await loadRunfileModule();
  if (typeof m.read_run_file !== 'function') throw new Error('this engine build cannot read run files (read_run_file)');
  return m;
}

/** The engine's read_run_file. */
const loadReader = async () => (await loadModule()).read_run_file;

/**
 * A query in the form the viewer writes into its URL (www/state.js). The verdict kept for the
 * reload is matched in this form: the page may rewrite its URL before the verdict is shown.
 */
function canonical(search) {
  return serialise(parseQuery(search).state);
}

/**
 * The viewer's URL query for a report: game, seed, ascension, the character, StS2's Neow option taken, the last act, route= (the first
 * fitting route of each act, or the `choice`-th one of act `choiceAct`), in the form the viewer
 * writes it (so the page opened does not rewrite it).
 */
export function viewQuery(report, choiceAct = 0, choice = 0) {
  const p = new URLSearchParams();
  p.set('v', '1');
  p.set('game', report.game);
  if (report.game === 'sts1') p.set('seedValue', report.seedValue);
  else p.set('seed', report.seed);
  if (report.mapsBuild) p.set('build', report.mapsBuild);
  // The file's character (StS1 "THE_SILENT", StS2 "CHARACTER.SILENT"), whose boss relics and card
  // rewards the view shows; Ironclad is the default. StS2: the Neow option it took (the card rewards after it).
  const who = report.character ? String(report.character).toLowerCase().replace(/^(the_|character\.)/, '') : 'ironclad';
  if (who !== 'ironclad') p.set('character', who);
  if (report.game === 'sts2' && report.neowTaken) p.set('neow', report.neowTaken);
  if (report.game === 'sts2' && report.profile) p.set('profile', report.profile);
  p.set('asc', String(report.ascension));
  const last = Math.max(0, ...report.acts.map((a) => a.act));
  const segs = [];
  for (let act = 1; act <= last; act++) {
    const a = report.acts.find((x) => x.act === act);
    const pick = act === choiceAct ? choice : 0;
    segs.push(a && a.routes.length ? (a.routes[pick] || a.routes[0]).join(',') : '');
  }
  if (segs.some((s) => s)) p.set('route', segs.join('/'));
  if (last) p.set('act', String(last));
  return canonical(`?${p.toString()}`);
}

/** The verdict and the facts of a report, as lines of plain text. */
export function verdictLines(report) {
  const lines = [];
  const game = report.game === 'sts2' ? 'Slay the Spire 2' : 'Slay the Spire';
  const facts = [`${game}, seed ${report.seed} (${report.seedValue}), ascension ${report.ascension}`];
  if (report.character) facts.push(report.character);
  if (report.build) facts.push(`build ${report.build}`);
  facts.push(`${report.floorsReached} floors`);
  const flags = Object.entries(report.flags).filter(([, on]) => on).map(([name]) => name);
  if (flags.length) facts.push(flags.join(', '));
  lines.push(facts.join(' · '));
  if (report.fits) lines.push('This run fits the predicted maps.');
  else if (report.mismatch) {
    const m = report.mismatch;
    lines.push(`This run does not fit the predicted map from act ${m.act} floor ${m.floor}: a different game build, a mod, or a custom/daily modifier changed it. (${m.reason})`);
  } else lines.push('This run does not fit the predicted maps.');
  if (report.savedMap) {
    const s = report.savedMap;
    lines.push(s.identical ? `The save's stored map of act ${s.act} is identical to the predicted map.` : `The save's stored map of act ${s.act} differs: ${s.differences.join('; ')}`);
  }
  for (const w of report.warnings) lines.push(`Note: ${w}`);
  for (const a of report.assumptions || []) if (!report.warnings.includes(a)) lines.push(`Assumes: ${a}`);
  return lines;
}

/** Shows lines in the status area (plain text only). */
function show(status, lines, kind) {
  status.replaceChildren(...lines.map((t) => {
    const p = document.createElement('p');
    p.textContent = t;
    return p;
  }));
  status.dataset.kind = kind;
}

/** Shows a report's verdict, StS1's card rewards and potions, and a link to each other route where several fit an act. */
function showReport(status, report) {
  // The verdict stays in view; the notes and assumptions fold behind a summary, so the map stays in view too.
  const lines = verdictLines(report);
  const folded = (t) => /^(Note|Assumes): /.test(t);
  show(status, lines.filter((t) => !folded(t)), 'verdict');
  const notes = lines.filter(folded);
  if (notes.length) {
    const box = document.createElement('details');
    box.className = 'runfile-notes';
    const summary = document.createElement('summary');
    summary.textContent = `Notes and assumptions (${notes.length})`;
    box.append(summary, ...notes.map((t) => Object.assign(document.createElement('p'), { textContent: t })));
    status.append(box);
  }
  // StS1 .run: the seed's card rewards and potions against the file's (runfile-rewards.js).
  const rewards = rewardsView(document, report);
  if (rewards) status.append(rewards);
  for (const a of report.acts) {
    if (a.routes.length < 2) continue;
    const p = document.createElement('p');
    p.className = 'runfile-routes';
    p.append(`Act ${a.act}: ${a.routes.length} routes fit the file:`);
    a.routes.forEach((r, i) => {
      const link = document.createElement('a');
      link.href = `${location.pathname}${viewQuery(report, a.act, i)}`;
      link.textContent = r.join(',');
      link.addEventListener('click', () => keep(viewQuery(report, a.act, i), report));
      p.append(' ', link);
    });
    status.append(p);
  }
}

/** Keeps the report for the one reload that opens `query`. */
function keep(query, report) {
  try {
    sessionStorage.setItem(STORE, JSON.stringify({ query, report }));
  } catch {
    // No storage: the view still opens, without the verdict.
  }
}

/** Whether text is a Slay the Spire 2 progress.save (its `epochs` list), not a run or save file. */
export function isProgressSave(text) {
  try {
    const o = JSON.parse(text);
    return !!o && typeof o === 'object' && Array.isArray(o.epochs) && !('map_point_history' in o);
  } catch {
    return false;
  }
}

/**
 * The viewer's URL query for the current one (`search`) with the StS2 profile `profile` (its text
 * form; "mature": none): the game becomes Slay the Spire 2, the rest is kept where it applies.
 */
export function profileQuery(search, profile) {
  const { state } = parseQuery(search);
  if (state.game !== 'sts2') Object.assign(state, parseQuery('?game=sts2').state, { grid: state.grid, spoil: state.spoil });
  state.profile = profile === 'mature' ? null : profile;
  return serialise(state);
}

/** Reads a progress.save's text into the profile the view follows (profile= in the URL). */
async function openProfile(text, status) {
  let read;
  try {
    read = (await loadModule()).read_profile(text);
  } catch (e) {
    show(status, [`This progress.save cannot be used: ${e && e.message ? e.message : String(e)}`], 'error');
    return null;
  }
  location.assign(`${location.pathname}${profileQuery(location.search, read.profile)}`);
  return read;
}

/** Reads text (a file's or a paste) and opens the run, or shows why it cannot. */
export async function openRunText(text, status) {
  // A Slay the Spire 2 progress.save sets the profile the maps follow.
  if (isProgressSave(text)) return openProfile(text, status);
  show(status, ['Reading the file…'], 'busy');
  let report;
  try {
    const read = await loadReader();
    // The profile the view follows (profile= in the URL), the run's own where the player set it.
    report = read(text, parseQuery(location.search).state.profile || undefined);
  } catch (e) {
    show(status, [`This file cannot be opened: ${e && e.message ? e.message : String(e)}`], 'error');
    return null;
  }
  const query = viewQuery(report);
  keep(query, report);
  location.assign(`${location.pathname}${query}`);
  return report;
}

/** Reads a picked or dropped file and opens the run, or shows why it cannot. */
export async function openFile(file, status) {
  if (!file) return;
  if (file.size > MAX_BYTES) {
    show(status, [`This file cannot be opened: it is ${(file.size / 1e6).toFixed(1)} MB; a run or save file is at most ${MAX_BYTES >> 20} MB`], 'error');
    return;
  }
  let text;
  try {
    text = await file.text();
  } catch (e) {
    show(status, [`This file cannot be read: ${e.message}`], 'error');
    return;
  }
  await openRunText(text, status);
}

/** Shows the verdict of the file that opened this view (kept for the one reload that opens it). */
export function showKeptVerdict(status) {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORE) || 'null');
    sessionStorage.removeItem(STORE);
    if (kept && typeof kept.query === 'string' && canonical(kept.query) === canonical(location.search) && kept.report && Array.isArray(kept.report.acts)) showReport(status, kept.report);
  } catch {
    // Nothing kept.
  }
}
