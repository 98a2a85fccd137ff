#!/usr/bin/env node
// Draws www/icon.svg into the PNG app icons the manifest names (www/icon-192.png, www/icon-512.png)
// in headless Chromium. Run once after changing the SVG; the PNGs are committed.
//
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(ROOT, 'www/icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}</style>${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}`);
    await page.screenshot({ path: path.join(ROOT, `www/icon-${size}.png`), omitBackground: false });
    await page.close();
    console.log(`www/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
