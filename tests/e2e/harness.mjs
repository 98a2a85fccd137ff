// Browser end-to-end harness: the project's static server on a free port plus
// the system's headless Chromium driven by playwright-core. Not a test file
// itself; specs are `tests/e2e/*.test.mjs`, run by `node --test tests/e2e/`
// (scripts/test runs them after building www/pkg).
//
// API
// ---
//   import { test } from 'node:test';
//   import assert from 'node:assert/strict';
//   import { h, setUp } from './setup.mjs';
//
//   setUp();                                            // before(): h = await launch(); after(): h.close()
//
//   test('draws the map', async () => {
//     const page = await h.page('/index.html?seed=AGCK93XT');  // fresh context, navigated, 'load' fired
//     await page.waitForSelector('canvas');
//     await h.screenshot(page, 'map-agck93xt');              // -> target/e2e/screenshots/map-agck93xt.png
//     h.assertNoErrors(page);                                // console errors, uncaught exceptions,
//   });                                                      // CSP violations, failed requests
//
// launch(options?) resolves to a harness `h`:
//   options.viewport   default { width: 1280, height: 800 } for every page
//   options.root       folder to serve (default: the repository root)
//   h.baseURL          'http://127.0.0.1:PORT/' — the repository root, served by scripts/server.mjs
//                      with its strict Content-Security-Policy (what `scripts/serve` serves)
//   h.url(path)        absolute URL of a path ('/index.html', 'www/app.js')
//   h.browser          the playwright-core Browser (Chromium)
//   h.page(path?, { viewport, colorScheme, reducedMotion, context }?)
//                      a new isolated browser context (`context`: more Playwright context options,
//                      e.g. { hasTouch: true, deviceScaleFactor: 3 }) and page; problems are recorded from the
//                      start; when `path` is given, navigates there and waits for 'load'
//   h.problems(page)   what went wrong so far on that page: [{ kind, text }], kind one of
//                      'console' (console.error), 'pageerror' (uncaught exception / rejection),
//                      'csp' (Content-Security-Policy violation), 'request' (HTTP >= 400 or failed;
//                      not a request cancelled because a navigation replaced the document asking)
//   h.assertNoErrors(page, { allow: [RegExp] }?)   throws listing every problem not allowed
//   h.screenshot(page, name, { fullPage }?)   saves target/e2e/screenshots/<name>.png, returns the path
//   h.close()          closes the browser and the server
//
// Also exported: ROOT, SCREENSHOT_DIR, CHROMIUM_ARGS, chromiumPath().
//
// Chromium: $CHROMIUM or /usr/bin/chromium (Debian's, installed by scripts/setup --browser),
// headless, with the flags this machine needs as root without network; playwright-core gives every
// launch a fresh temporary profile (user-data-dir). Never `npx playwright install`.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { startServer } from '../../scripts/server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOT_DIR = path.join(ROOT, 'target/e2e/screenshots');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

/** The Chromium binary: $CHROMIUM or /usr/bin/chromium. */
export function chromiumPath() {
  const p = process.env.CHROMIUM || '/usr/bin/chromium';
  if (!fs.existsSync(p)) throw new Error(`Chromium not found at ${p}: run scripts/setup --browser (apt-get install chromium)`);
  return p;
}

const PROBLEMS = Symbol('problems');

// Runs in every page before its own scripts (through the DevTools protocol, so
// the page's CSP does not block it): reports CSP violations as console.debug messages that start
// with CSP_MARK, which the page's console handler records as 'csp' problems. (A function exposed
// to the page would do the same but costs about 0.1 s for every page the tests open.)
const CSP_MARK = '\u0000spire-map-csp\u0000';
function watchCsp(mark) {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.debug(`${mark}${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || ''}:${e.lineNumber || 0})`);
  });
}

export async function launch({ viewport = { width: 1280, height: 800 }, root = ROOT } = {}) {
  const server = await startServer({ port: 0, root });
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  } catch (e) {
    await server.close();
    throw e;
  }
  const contexts = new Set();
  const url = (p = '/') => new URL(p.replace(/^\/+/, ''), server.url).href;

  return {
    baseURL: server.url,
    browser,
    url,

    async page(p, opts = {}) {
      const context = await browser.newContext({
        viewport: opts.viewport ?? viewport,
        colorScheme: opts.colorScheme,
        reducedMotion: opts.reducedMotion,
        ...opts.context,
      });
      contexts.add(context);
      const page = await context.newPage();
      const problems = [];
      page[PROBLEMS] = problems;
      await page.addInitScript(watchCsp, CSP_MARK);
      page.on('console', (m) => {
        if (m.type() === 'debug' && m.text().startsWith(CSP_MARK)) {
          problems.push({ kind: 'csp', text: m.text().slice(CSP_MARK.length) });
          return;
        }
        if (m.type() !== 'error') return;
        const where = m.location()?.url;
        problems.push({ kind: 'console', text: where ? `${m.text()} (${where})` : m.text() });
      });
      page.on('pageerror', (e) => problems.push({ kind: 'pageerror', text: String(e?.stack ?? e) }));
      // A request the browser cancels because a navigation is replacing its document (e.g. a run
      // file opening its view while the favicon still loads) is not a problem: such a request
      // fails while the main frame navigates, from the navigation's request until the new
      // document's DOMContentLoaded.
      let navigating = false;
      const navigates = (r) => r.isNavigationRequest() && r.frame() === page.mainFrame();
      page.on('request', (r) => {
        if (navigates(r)) navigating = true;
      });
      page.on('domcontentloaded', () => {
        navigating = false;
      });
      page.on('requestfailed', (r) => {
        const error = r.failure()?.errorText;
        if (navigates(r)) navigating = false;
        else if (error === 'net::ERR_ABORTED' && navigating) return;
        problems.push({ kind: 'request', text: `${r.method()} ${r.url()} failed: ${error}` });
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push({ kind: 'request', text: `${r.request().method()} ${r.url()}: HTTP ${r.status()}` });
      });
      if (p !== undefined) await page.goto(url(p), { waitUntil: 'load' });
      return page;
    },

    problems(page) {
      assert.ok(page[PROBLEMS], 'not a page made by h.page()');
      return [...page[PROBLEMS]];
    },

    assertNoErrors(page, { allow = [] } = {}) {
      const left = this.problems(page).filter((p) => !allow.some((re) => re.test(p.text)));
      assert.deepEqual(left, [], `problems on ${page.url()}:\n${left.map((p) => `  [${p.kind}] ${p.text}`).join('\n')}`);
    },

    async screenshot(page, name, { fullPage = false } = {}) {
      assert.match(name, /^[\w.-]+$/, 'screenshot names are plain file names');
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage });
      return file;
    },

    async close() {
      for (const c of contexts) await c.close().catch(() => {});
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}
