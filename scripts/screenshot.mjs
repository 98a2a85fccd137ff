#!/usr/bin/env node
// Takes the README's picture of the page, docs/screenshot.png: act 1 of seed AGCK93XT at ascension 20
// with the "Most ? rooms" route planned and its fights and ? outcomes revealed, in headless Chromium
// (the page served by scripts/server.mjs with its CSP, a fresh browser profile), at a device pixel
// ratio below 1 and written as a 256-colour PNG (the most used colours, each pixel the nearest one),
// so that it stays small.
//
//   node scripts/screenshot.mjs [--out FILE]       (SCALE=0.7: the device pixel ratio)
//
// Needs www/pkg (scripts/build-wasm) and Chromium ($CHROMIUM or /usr/bin/chromium; scripts/setup
// --browser).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import zlib from 'node:zlib';

import { chromium } from 'playwright-core';

import { startServer } from './server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--out');
const OUT = path.resolve(at < 0 ? path.join(ROOT, 'docs/screenshot.png') : args[at + 1]);
const VIEW = 'index.html?v=1&seed=AGCK93XT&asc=20&act=1&route=5,4,5,6,6,6,6,5,5,5,5,5,6,5,6&spoil=1&node=6,5&grid=0';

const server = await startServer({ port: 0, root: ROOT });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spire-map-screenshot-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  viewport: { width: 1280, height: 1100 },
  deviceScaleFactor: Number(process.env.SCALE || 0.7),
  colorScheme: 'dark',
  reducedMotion: 'reduce',
});
try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(new URL(VIEW, server.url).href);
  await page.waitForSelector('html[data-ready="1"]');
  await page.waitForSelector('button.map-node[data-route="1"]');
  await page.waitForTimeout(300); // the frame after the last redraw
  // Down to the bottom of the map.
  const map = await page.locator('#map-area canvas.map-canvas').boundingBox();
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: Math.ceil(map.y + map.height + 12) } });
  // Its pixels, through a canvas in a blank page.
  const blank = await browser.newPage();
  const { width, height, data } = await blank.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const px = ctx.getImageData(0, 0, c.width, c.height).data;
    let s = '';
    for (let i = 0; i < px.length; i += 0x8000) s += String.fromCharCode(...px.subarray(i, i + 0x8000));
    return { width: c.width, height: c.height, data: btoa(s) };
  }, shot.toString('base64'));
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, indexedPng(width, height, Buffer.from(data, 'base64')));
  console.log(`${path.relative(ROOT, OUT)}: ${fs.statSync(OUT).size} bytes`);
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(profile, { recursive: true, force: true });
}

/** A 256-colour PNG of RGBA pixels: the 256 most used colours (5 bits a channel), each pixel the nearest. */
function indexedPng(width, height, rgba) {
  const key = (i) => ((rgba[i] >> 3) << 10) | ((rgba[i + 1] >> 3) << 5) | (rgba[i + 2] >> 3);
  const bins = new Map();
  for (let i = 0; i < rgba.length; i += 4) {
    const k = key(i);
    const b = bins.get(k) ?? bins.set(k, [0, 0, 0, 0]).get(k);
    b[0] += rgba[i];
    b[1] += rgba[i + 1];
    b[2] += rgba[i + 2];
    b[3] += 1;
  }
  const palette = [...bins.values()].sort((a, b) => b[3] - a[3]).slice(0, 256).map((b) => b.slice(0, 3).map((v) => Math.round(v / b[3])));
  const nearest = new Map();
  const indexOf = (r, g, b) => {
    let best = 0;
    let bestD = Infinity;
    palette.forEach(([pr, pg, pb], n) => {
      const d = 2 * (r - pr) ** 2 + 4 * (g - pg) ** 2 + 3 * (b - pb) ** 2;
      if (d < bestD) [best, bestD] = [n, d];
    });
    return best;
  };
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const k = key(i);
      if (!nearest.has(k)) nearest.set(k, indexOf(rgba[i], rgba[i + 1], rgba[i + 2]));
      rows[y * (width + 1) + 1 + x] = nearest.get(k);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, body) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // 8 bits, indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
