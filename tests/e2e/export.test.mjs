// Save image and Copy image (issue 15, point 2) in the page, the widget and embed.html: the PNG the
// browser downloads is read back (tests/e2e/png.mjs) and checked for its file name, its size (twice
// the screen's pixel density), the room colours at node centres (the palette of www/render.js, the
// positions of the page's own node buttons), and the caption above the map.
//
// Run: node --test tests/e2e/export.test.mjs   (needs www/pkg/ built and `npm ci`)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { SCREENSHOT_DIR } from './harness.mjs';
import { openViewer, open, viewerPage } from './pages.mjs';
import { h, engine, setUp } from './setup.mjs';
import { readPng, rgb } from './png.mjs';
import { THEME } from '../../www/render.js';
import { MAP_TOP } from '../../www/export.js';

setUp({ engine: true });

/** Clicks `button` and returns the download: { name, png }. */
async function download(page, button) {
  const [dl] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await dl.path();
  const bytes = fs.readFileSync(file);
  return { name: dl.suggestedFilename(), png: readPng(bytes), bytes };
}

/** Every drawn node's centre in CSS pixels of the map canvas, from its overlay button. */
async function nodeCentres(scope) {
  return scope.locator('button.map-node').evaluateAll((bs) =>
    bs.map((b) => ({
      room: b.dataset.room,
      x: parseFloat(b.style.left) + parseFloat(b.style.width) / 2,
      y: parseFloat(b.style.top) + parseFloat(b.style.height) / 2,
    })),
  );
}

const close = (a, b, tol = 3) => a.slice(0, 3).every((v, i) => Math.abs(v - b[i]) <= tol);

/** Pixels of the image's caption band (above the map) within `tol` of `hex`. */
function captionPixels(png, scale, hex, tol = 8) {
  const want = rgb(hex);
  let n = 0;
  for (let y = 0; y < MAP_TOP * scale; y++) for (let x = 0; x < png.width; x++) if (close(png.pixel(x, y), want, tol)) n++;
  return n;
}

/** Checks the monster and elite centres: their icon's fill colour in render.js's palette. */
function checkCentres(png, centres, scale) {
  const checked = { monster: 0, elite: 0 };
  for (const c of centres) {
    if (!(c.room in checked)) continue;
    const got = png.pixel(c.x * scale, (MAP_TOP + c.y) * scale);
    assert.ok(close(got, rgb(THEME.rooms[c.room])), `${c.room} at (${c.x}, ${c.y}): ${got} is ${THEME.rooms[c.room]}`);
    checked[c.room]++;
  }
  assert.ok(checked.monster >= 5 && checked.elite >= 1, `checked ${JSON.stringify(checked)}`);
}

test('page: Save image writes the shown act at twice the pixel density, with its caption', async () => {
  const plan = engine.best_route({ seed: 'AGCK93XT', ascension: 20, act: 1, criterion: 'mostEvents' });
  const cols = plan.path.sort((a, b) => a[1] - b[1]).map(([x]) => x).join(',');
  const { page, problems } = await openViewer(h, `?seed=AGCK93XT&asc=20&act=1&route=${cols}`, { folded: true });
  const css = await page.locator('canvas.map-canvas').evaluate((c) => [c.clientWidth, c.clientHeight]);
  // The rooms as shown when Save image is clicked (the status line it then writes may wrap the
  // bar under the map, and the map fits the rest of the window again).
  const centres = await nodeCentres(page);
  const { name, png } = await download(page, page.getByRole('button', { name: 'Save image' }));
  assert.equal(name, 'spire-map-AGCK93XT-a20-act1.png');
  assert.equal(png.width, css[0] * 2, 'twice the on-screen width');
  assert.ok(png.height % 2 === 0 && png.height >= (MAP_TOP + css[1] + 40) * 2, `height ${png.height}: caption, map, legend`);
  checkCentres(png, centres, 2);
  // Outside the map the image has the map's background (no page controls around it).
  assert.ok(close(png.pixel(2, 2), rgb(THEME.bg), 1), 'the background');
  // The caption's two lines (gold title, light second line) are there; nothing says "revealed".
  assert.ok(captionPixels(png, 2, THEME.route) > 150, 'the caption title');
  assert.ok(captionPixels(png, 2, THEME.labelStrong) > 150, 'the caption line');
  assert.equal(captionPixels(png, 2, '#ffb4a8'), 0, 'no "outcomes revealed" while odds only');
  assert.match(await page.locator('#image-status').textContent(), /^Saved spire-map-AGCK93XT-a20-act1\.png \(\d+×\d+ pixels\)\.$/);

  // Revealed: the caption says so, and the map has the route's tags.
  await page.locator('#reveal').check();
  const revealed = await download(page, page.getByRole('button', { name: 'Save image' }));
  assert.ok(captionPixels(revealed.png, 2, '#ffb4a8') > 50, '"outcomes revealed" in the caption');
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOT_DIR, 'export-act1-revealed.png'), revealed.bytes);
  assert.deepEqual(problems(), []);
});

test('page: Save SVG writes the same image as vector graphics, drawn by the same code', async () => {
  const plan = engine.best_route({ seed: 'AGCK93XT', ascension: 20, act: 1, criterion: 'mostElites' });
  const cols = plan.path.sort((a, b) => a[1] - b[1]).map(([x]) => x).join(',');
  const { page, problems } = await openViewer(h, `?seed=AGCK93XT&asc=20&act=1&route=${cols}&spoil=1`, { folded: true });
  const css = await page.locator('canvas.map-canvas').evaluate((c) => [c.clientWidth, c.clientHeight]);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save SVG' }).click()]);
  assert.equal(dl.suggestedFilename(), 'spire-map-AGCK93XT-a20-act1.svg');
  const svg = fs.readFileSync(await dl.path(), 'utf8');
  const [, w, hgt] = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)"/.exec(svg);
  assert.equal(Number(w), css[0]);
  assert.ok(Number(hgt) >= MAP_TOP + css[1] + 40);
  assert.match(svg, />Slay the Spire · seed AGCK93XT</);
  assert.match(svg, /> · outcomes revealed</);
  assert.doesNotMatch(svg, /<script|<foreignObject|on\w+=/i, 'nothing but drawing');
  // Rendered by the browser at twice the size, it has the palette's colours at the node centres.
  const view = await h.page();
  await view.setViewportSize({ width: Number(w) * 2, height: Number(hgt) * 2 });
  await view.setContent(`<style>html,body{margin:0}svg{display:block;width:${Number(w) * 2}px;height:${Number(hgt) * 2}px}</style>${svg}`);
  const png = readPng(await view.screenshot({ fullPage: true }));
  checkCentres(png, await nodeCentres(page), 2);
  await view.close();
  assert.deepEqual(problems(), []);
});

test('page at a device pixel ratio of 2: the image has 4 pixels per CSS pixel', async () => {
  const page = await viewerPage(h, '?seed=AGCK93XT&act=2', { folded: true, context: { deviceScaleFactor: 2 } });
  const cssW = await page.locator('canvas.map-canvas').evaluate((c) => c.clientWidth);
  const centres = await nodeCentres(page);
  const { name, png } = await download(page, page.locator('#save-image'));
  assert.equal(name, 'spire-map-AGCK93XT-a0-act2.png');
  assert.equal(png.width, cssW * 4);
  checkCentres(png, centres, 4);
  h.assertNoErrors(page);
});

test('embed.html: the widget saves its act; Copy image puts the same PNG on the clipboard', async () => {
  const { page, problems } = await open(h, '/embed.html?seed=AGCK93XT&act=3&asc=5');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.baseURL });
  const w = page.locator('spire-map');
  await w.locator('button.map-node').first().waitFor();
  const cssW = await w.locator('canvas.map-canvas').evaluate((c) => c.clientWidth);
  const { name, png, bytes } = await download(page, w.getByRole('button', { name: 'Save image' }));
  assert.equal(name, 'spire-map-AGCK93XT-a5-act3.png');
  assert.equal(png.width, cssW * 2);
  checkCentres(png, await nodeCentres(w), 2);
  assert.ok(captionPixels(png, 2, THEME.route) > 150, 'the caption title');

  const [svg] = await Promise.all([page.waitForEvent('download'), w.getByRole('button', { name: 'Save SVG' }).click()]);
  assert.equal(svg.suggestedFilename(), 'spire-map-AGCK93XT-a5-act3.svg');

  await w.getByRole('button', { name: 'Copy image' }).click();
  await w.getByText('Image copied').waitFor();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const bmp = await createImageBitmap(await item.getType('image/png'));
    return [item.types, bmp.width, bmp.height];
  });
  assert.deepEqual(copied, [['image/png'], png.width, png.height]);
  fs.writeFileSync(path.join(SCREENSHOT_DIR, 'export-embed-act3.png'), bytes);
  assert.deepEqual(problems(), []);
});

test('Copy image without ClipboardItem says so and points to Save image', async () => {
  const page = await h.page();
  await page.addInitScript(() => {
    delete window.ClipboardItem;
  });
  await page.goto(h.url('/index.html?seed=AGCK93XT'));
  await page.waitForSelector('html[data-ready="1"]');
  await page.locator('#copy-image').click();
  assert.equal(await page.locator('#image-status').textContent(), 'This browser cannot put images on the clipboard: use Save image instead.');
  h.assertNoErrors(page);
});
