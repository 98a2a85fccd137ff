// axe-core (node_modules/axe-core, run in the page) finds no violation on the desktop page (1280x800)
// in the states issue 42 measures: each game's first screen, the StS2 build line, a daily, a
// revealed route of each game through events and shops with a shop open in the room panel, and
// the run options opened beside the map; nor on a phone (390x844) with a revealed route. Every
// page is also watched for console errors.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { viewerPage } from './pages.mjs';
import { h, setUp } from './setup.mjs';

setUp({ viewport: { width: 1280, height: 800 } });

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const STATES = [
  ['StS1 first screen', '?seed=AGCK93XT&asc=20&act=1'],
  ['StS2 first screen', '?game=sts2&seed=TQM88QFMHSQR&asc=10&act=1'],
  ['StS2 build line', '?game=sts2&seed=8DVXPWUWRY&act=1'],
  ['daily', '?daily=2021-06-01'],
  ['StS1 revealed route, a shop open', '?seed=AGCK93XT&asc=20&act=1&route=5,4,5,6,6,6,6,5,5,5,5,5,6,5,6&spoil=1&node=5,10'],
  ['StS2 revealed route, a shop open', '?game=sts2&seed=TQM88QFMHSQR&asc=10&act=1&route=4,4,3,3,4,5,6,5,4,3,4,4,3,2,2,3&spoil=1&node=2,14'],
];

/** axe-core's violations on `page` (injected through the debugging protocol: the page's CSP stays as served). */
async function violations(page) {
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] })).violations);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
}

test('axe-core: no violation on the desktop page in the issue-42 states, the options open, a phone with a route', async () => {
  for (const [what, query] of STATES) {
    const page = await viewerPage(h, query, { folded: true });
    if (query.includes('route=')) await page.locator('#route-info ol.steps li').first().waitFor();
    assert.deepEqual(await violations(page), [], what);
    if (what === 'StS2 first screen') {
      await page.locator('#options-toggle').click();
      await page.locator('#assumed-line').click();
      assert.deepEqual(await violations(page), [], `${what}, the options and the assumptions open`);
    }
    h.assertNoErrors(page);
    await page.context().close();
  }
  const phone = await viewerPage(h, STATES[4][1], { viewport: { width: 390, height: 844 }, context: { hasTouch: true, isMobile: true } });
  await phone.locator('#route-info ol.steps li').first().waitFor();
  assert.deepEqual(await violations(phone), [], 'phone, revealed route');
  h.assertNoErrors(phone);
});
