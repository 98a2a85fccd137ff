// Shared by the browser specs (not a test file itself): opening the page, the widget and embed.html
// with every problem recorded; reading what the page drew; what it must draw according to the
// engine (loaded in Node from the same www/pkg); and the "nothing was injected" check.

import assert from 'node:assert/strict';
import path from 'node:path';
import { ROOT } from './harness.mjs';
import { loadPkg } from '../js/helpers.mjs';

/**
 * The engine from www/pkg, in Node: the source of every expected value (both games' modules, each
 * call sent to its game's module as the page sends it; tests/js/helpers.mjs loadPkg).
 */
export async function nodeEngine(root = ROOT) {
  return loadPkg(path.join(root, 'www/pkg'));
}

/** Whether this engine build has Slay the Spire 2 maps (the sts2 branch). */
export function hasSts2(engine) {
  try {
    engine.generate_map({ game: 'sts2', seed: 'ABCDEFGHJKLM', act: 1 });
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens `url` in a fresh page of harness `h`. Returns { page, problems() }: problems lists the
 * harness's record (console errors, uncaught exceptions, CSP violations, failed requests) and any
 * dialog (alert/confirm) the page opened. `longQuery`: the server (like most) refuses request lines
 * over 16 KB, so a longer query is put in the browser's URL while the request fetches the page
 * without it (the server's headers, CSP included, are kept).
 */
export async function open(h, url, { width = 1280, height = 900, longQuery = false } = {}) {
  const page = await h.page(undefined, { viewport: { width, height } });
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push({ kind: 'dialog', text: d.message() });
    d.dismiss().catch(() => {});
  });
  let csp = null;
  if (longQuery) {
    const target = new URL(h.url(url));
    const bare = `${target.origin}${target.pathname}`;
    await page.route((u) => u.href.startsWith(bare) && u.search.length > 0, async (route) => {
      const response = await route.fetch({ url: bare });
      csp = response.headers()['content-security-policy'] || '';
      await route.fulfill({ response });
    });
  }
  await page.goto(h.url(url), { waitUntil: 'load' });
  // The page still runs under the server's strict policy.
  if (longQuery) assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  return { page, problems: () => h.problems(page).concat(dialogs).map((p) => `${p.kind}: ${p.text}`) };
}

/**
 * Opens the run options, folded behind the Options button on every screen, on a desktop-wide page
 * (the tests set them as a player does; a phone's tests open them themselves).
 */
export async function openOptions(page) {
  const size = page.viewportSize();
  const toggle = page.locator('#options-toggle');
  if (size && size.width > 760 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Opens the <details> `selector` (e.g. '#best', the best-route presets) with a click on its summary, unless it is open. */
export async function openDetails(scope, selector) {
  const d = scope.locator(selector);
  if (!(await d.evaluate((e) => e.open))) await d.locator(':scope > summary').click();
}

/** Opens the viewer and waits until it is ready (the run options opened on a desktop; `folded`: left as they are). */
export async function openViewer(h, query, { folded = false, ...opts } = {}) {
  const o = await open(h, `/index.html${query}`, opts);
  await o.page.waitForSelector('html[data-ready="1"]');
  if (!folded) await openOptions(o.page);
  return o;
}

/**
 * A fresh page of harness `h` (`options`: h.page's, e.g. { viewport } or { context }) on the viewer
 * with `query`, once it is ready (the run options opened on a desktop unless `folded`). Unlike openViewer, no dialog handler and no problems() of its
 * own: h.assertNoErrors(page) reads the harness's record.
 */
export async function viewerPage(h, query, { folded = false, ...options } = {}) {
  const page = await h.page(undefined, options);
  await page.goto(h.url(`/index.html${query}`), { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready="1"]');
  if (!folded) await openOptions(page);
  return page;
}

/** The drawn nodes as the accessible overlay exposes them, sorted. */
export async function drawnNodes(scope) {
  const list = await scope.locator('button.map-node').evaluateAll((bs) =>
    bs.map((b) => ({ x: Number(b.dataset.x), y: Number(b.dataset.y), room: b.dataset.room, name: b.getAttribute('aria-label') })),
  );
  return list.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The overlay buttons of the route (data-route="1"), as "x,y" keys. */
export async function routeKeys(scope) {
  return (await scope.locator('button.map-node[data-route="1"]').evaluateAll((bs) => bs.map((b) => `${b.dataset.x},${b.dataset.y}`))).sort();
}

function buffText(b) {
  return b.buff === 'maxHp' ? `+${b.amount}% Max HP` : `+${b.amount} ${b.buff[0].toUpperCase()}${b.buff.slice(1)}`;
}

const NAMES = { monster: 'monster', elite: 'elite', event: '? room', shop: 'shop', rest: 'rest site', treasure: 'treasure', boss: 'boss', victory: 'victory', ancient: 'Ancient' };

/**
 * The overlay buttons the page must draw for an engine act: every node, and the boss above a StS1
 * act, named by floor and room; a StS1 boss also by the engine's boss fight(s), a StS2 boss node by
 * its own boss and the StS2 Ancient by its name.
 */
export function expectedNodes(act) {
  const sts2 = act.roomRows !== undefined;
  const bosses = act.bosses && act.bosses.length ? ` — ${act.bosses.join(', then ')}` : '';
  // StS2: each boss node names its own boss (from the bottom: the boss, then A10's second boss in
  // the last act), the Ancient node its Ancient.
  const bossNodes = act.nodes.filter((n) => n.room === 'boss').sort((a, b) => a.y - b.y);
  const tail = (n) => {
    if (sts2 && n.room === 'boss') {
      const b = (act.bosses || [])[bossNodes.indexOf(n)];
      return b ? ` — ${b}` : '';
    }
    if (sts2 && n.room === 'ancient') return typeof act.ancient === 'string' ? ` — ${act.ancient}` : '';
    return n.room === 'boss' ? bosses : '';
  };
  const out = act.nodes.map((n) => {
    const burning = act.burningElite && act.burningElite.x === n.x && act.burningElite.y === n.y;
    return {
      x: n.x,
      y: n.y,
      room: n.room,
      name: `Floor ${act.firstFloor + n.y}: ${NAMES[n.room]}${burning ? ` (burning: ${buffText(act.burningElite)})` : ''}${tail(n)}`,
    };
  });
  if (!act.nodes.some((n) => n.room === 'boss')) {
    out.push({ x: 3, y: act.height, room: 'boss', name: `Floor ${act.firstFloor + act.height}: boss${bosses}` });
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Clicks the route's rooms one by one (cols from `row0`: 1 above StS2's Ancient). */
export async function clickRoute(scope, cols, row0 = 0) {
  for (let i = 0; i < cols.length; i++) await scope.locator(`button.map-node[data-x="${cols[i]}"][data-y="${row0 + i}"]`).click();
}

/**
 * Every route from the first row to the top of an engine act (StS1: the rows below the boss), as
 * column lists, depth-first in column order; at most `limit`.
 */
export function allRoutes(act, limit = 5000) {
  const kids = new Map();
  for (const e of act.edges) {
    const k = `${e.from[0]},${e.from[1]}`;
    if (!kids.has(k)) kids.set(k, []);
    kids.get(k).push(e.to);
  }
  const out = [];
  const walk = (x, y, cols) => {
    if (out.length >= limit) return;
    const next = cols.concat([x]);
    const ks = kids.get(`${x},${y}`) || [];
    if (!ks.length) out.push(next);
    for (const [nx, ny] of ks) walk(nx, ny, next);
  };
  for (const n of act.nodes.filter((m) => m.y === 0)) walk(n.x, 0, []);
  return out;
}

/**
 * Asserts that nothing from hostile input became markup or ran: no element with id "pwned" (every
 * payload carries one), no img/svg/iframe/object/embed/math element, no inline <script>, no event
 * handler attribute, no javascript: URL, in the document and in every open shadow root; and the
 * payloads' flag was never set.
 */
export async function assertNothingInjected(page) {
  const found = await page.evaluate(() => {
    const bad = [];
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        if (el.id === 'pwned') bad.push(`#pwned <${tag}>`);
        if (['img', 'svg', 'iframe', 'object', 'embed', 'math', 'video', 'audio', 'form'].includes(tag)) bad.push(`<${tag}>`);
        if (tag === 'script' && !el.src) bad.push('inline <script>');
        for (const a of el.attributes) {
          if (/^on/i.test(a.name)) bad.push(`<${tag} ${a.name}>`);
          if (/^\s*javascript:/i.test(a.value) && ['href', 'src', 'action', 'formaction'].includes(a.name)) bad.push(`<${tag} ${a.name}=javascript:>`);
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    if (window.__pwned) bad.push('window.__pwned was set');
    return bad;
  });
  assert.deepEqual(found, [], `injected: ${found.join(', ')}`);
}

/** Everything a spoiler could hide in: the text, every attribute, in the page and its shadow roots. */
export async function allText(page) {
  return page.evaluate(() => {
    const out = [document.body.innerText];
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        for (const a of el.attributes) out.push(a.value);
        if (el.shadowRoot) {
          out.push(el.shadowRoot.textContent);
          visit(el.shadowRoot);
        }
      }
    };
    visit(document);
    return out.join('\n');
  });
}

/**
 * The run-file verdict's text, once shown: after a file opens its view, the verdict kept for that
 * reload is drawn when www/runfile.js has loaded, which may be after the map is (data-ready).
 */
export async function runVerdict(page) {
  const status = page.locator('#runfile-status[data-kind="verdict"]');
  await status.waitFor();
  return status.innerText();
}
