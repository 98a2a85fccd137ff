// The harness itself, end to end: the wasm package loads and runs in headless
// Chromium under the server's Content-Security-Policy, and the harness reports
// what the policy blocks. (The viewer's own specs live beside this file.)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

import { expectedAct, golden } from '../js/helpers.mjs';
import { h, setUp } from './setup.mjs';

setUp();

async function outcome(page) {
  await page.waitForSelector('body[data-result], body[data-failed]', { timeout: 30_000 });
  const failed = await page.getAttribute('body', 'data-failed');
  assert.equal(failed, null, `the page failed: ${failed}`);
  return JSON.parse(await page.getAttribute('body', 'data-result'));
}

test('www/pkg runs in Chromium under the CSP and gives the golden map', async () => {
  const page = await h.page();
  const warnings = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(h.url('/tests/e2e/fixtures/smoke.html?seed=AGCK93XT'));
  const r = await outcome(page);
  const g = golden('seed_673465884448_a1.json');
  assert.equal(r.seedValue, '673465884448');
  assert.equal(r.seed, g.seed_string);
  assert.equal(r.acts, 4);
  assert.deepEqual(r.act1, expectedAct(g.acts[0]));
  assert.deepEqual(r.error, { isError: true, isTrap: false, message: r.error.message });
  assert.match(r.error.message, /`ascension`.*0 to 20/);
  // wasm-bindgen falls back from instantiateStreaming with a warning when the
  // MIME type is wrong; there must be none.
  assert.deepEqual(warnings.filter((w) => /wasm|MIME/i.test(w)), []);
  const file = await h.screenshot(page, 'harness-smoke');
  assert.ok(fs.statSync(file).size > 1000, 'a real screenshot');
  h.assertNoErrors(page);
});

test('the CSP blocks inline script, inline style, eval and other origins, and the harness reports it', async () => {
  const page = await h.page('/tests/e2e/fixtures/csp-probe.html');
  const r = await outcome(page);
  assert.deepEqual(r, { evalRan: false, fetchedElsewhere: false, inlineScriptRan: false, inlineStyleApplied: false });
  const csp = h.problems(page).filter((p) => p.kind === 'csp');
  for (const directive of ['script-src', 'style-src', 'connect-src']) {
    assert.ok(
      csp.some((p) => p.text.startsWith(directive)),
      `no ${directive} violation reported: ${JSON.stringify(csp)}`,
    );
  }
  assert.throws(() => h.assertNoErrors(page), /\[csp\]/);
});

test('missing files and page errors are reported', async () => {
  const page = await h.page('/tests/e2e/fixtures/smoke.html');
  await outcome(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('deliberate page error');
    });
    return fetch('/no-such-file.js');
  });
  await page.waitForTimeout(100);
  const kinds = h.problems(page).map((p) => `${p.kind}: ${p.text}`);
  assert.ok(kinds.some((k) => /^pageerror: .*deliberate page error/.test(k)), kinds.join('\n'));
  assert.ok(kinds.some((k) => /^request: .*no-such-file\.js: HTTP 404/.test(k)), kinds.join('\n'));
  h.assertNoErrors(page, { allow: [/deliberate page error/, /no-such-file|404/] });
});

test('a request cancelled by the page is reported; one cancelled because a navigation replaced its document is not', async () => {
  const page = await h.page('/tests/e2e/fixtures/smoke.html');
  await outcome(page);
  // Two requests that never get an answer (held by the test).
  await page.route('**/held-*', () => {});
  const asked = (name) => page.waitForEvent('request', (r) => r.url().endsWith(name));
  // The page cancels a fetch of its own: a problem.
  let sent = asked('/held-fetch');
  await page.evaluate(() => {
    globalThis.stop = new AbortController();
    fetch('/held-fetch', { signal: globalThis.stop.signal }).catch(() => null);
  });
  await sent;
  const cancelled = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/held-fetch'));
  await page.evaluate(() => globalThis.stop.abort());
  await cancelled;
  // An image still loading is cancelled when the page navigates away: no problem.
  sent = asked('/held-image.svg');
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/held-image.svg';
    document.body.append(img);
  });
  await sent;
  const failed = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/held-image.svg'));
  await page.goto(h.url('/tests/e2e/fixtures/smoke.html?second'));
  assert.equal((await failed).failure()?.errorText, 'net::ERR_ABORTED');
  await outcome(page);
  const requests = h.problems(page).filter((p) => p.kind === 'request').map((p) => p.text);
  assert.deepEqual(requests, [`GET ${h.url('/held-fetch')} failed: net::ERR_ABORTED`]);
});
