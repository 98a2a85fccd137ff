// The page's JavaScript and CSS are served minified (scripts/minify.mjs through scripts/server.mjs),
// the sources byte for byte with --no-minify, every other file as it is; scripts/build-site writes
// exactly what the server serves. Needs www/pkg (scripts/build-wasm) and `npm ci` (esbuild).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { after, before, test } from 'node:test';

import { minifierId, minifyFile } from '../../scripts/minify.mjs';
import { precacheList } from '../../scripts/precache.mjs';
import { startServer } from '../../scripts/server.mjs';
import { references, walk } from '../../scripts/shipped.mjs';
import { ROOT } from './helpers.mjs';

const rel = (f) => path.relative(ROOT, f).split(path.sep).join('/');
/** The page's JavaScript and CSS sources: what must be served minified. */
const SOURCES = [...walk(path.join(ROOT, 'www')).map(rel), 'sw.js'].filter((f) => /\.(m?js|css)$/.test(f));

let tmp, srv, raw;
before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spire-map-minify-'));
  srv = await startServer({ port: 0, root: ROOT });
  raw = await startServer({ port: 0, root: ROOT, minify: false });
});
after(async () => {
  await srv?.close();
  await raw?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function get(server, p, init) {
  const res = await fetch(new URL(p, server.url), init);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

test('the sources the test covers: the page modules, stylesheets, wasm-bindgen glue and sw.js', () => {
  for (const f of ['www/app.js', 'www/state.js', 'www/style.css', 'www/search-worker.js', 'www/pkg/spire_map.js', 'www/pkg/precache.js', 'sw.js']) {
    assert.ok(SOURCES.includes(f), `${f} is among the sources (is www/pkg built?)`);
  }
});

test('every served JavaScript and CSS file is smaller than its source and keeps its imports and wasm URLs', () => {
  const found = (text) => {
    const out = new Set();
    for (const re of [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, /\bimport\s*["']([^"']+)["']/g, /new URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url\s*\)/g]) {
      for (const m of text.matchAll(re)) out.add(m[1]);
    }
    return out;
  };
  for (const f of SOURCES) {
    const source = fs.readFileSync(path.join(ROOT, f));
    const served = minifyFile(f, source);
    assert.ok(Buffer.isBuffer(served), `${f} is minified`);
    assert.ok(served.length < source.length, `${f}: ${served.length} bytes served, ${source.length} in the source`);
    assert.ok(!/\/\/ |\/\*\s/.test(served.toString()) || f.endsWith('.css'), `${f}: no comment left`);
    if (f.endsWith('.css')) continue;
    const refs = new Set([...found(served.toString())].map((r) => path.resolve(path.dirname(path.join(ROOT, f)), r)));
    for (const target of references(path.join(ROOT, f))) assert.ok(refs.has(target), `${f}: still refers to ${rel(target)}`);
  }
});

test('minified modules and scripts parse; a minified module still works (www/state.js)', async () => {
  // The site as served, in a folder of its own (package.json type module, as the repository's).
  const dir = path.join(tmp, 'parse');
  for (const f of SOURCES.filter((s) => !s.endsWith('.css'))) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), minifyFile(f, fs.readFileSync(path.join(ROOT, f))));
  }
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  for (const f of SOURCES.filter((s) => !s.endsWith('.css'))) {
    const r = spawnSync(process.execPath, ['--check', path.join(dir, f)], { encoding: 'utf8' });
    assert.equal(r.status, 0, `${f} does not parse after minifying: ${r.stderr}`);
  }
  const min = await import(pathToFileURL(path.join(dir, 'www/state.js')).href);
  const src = await import('../../www/state.js');
  // Expected values from the page's URL format (tests/js/state.test.mjs's round trip).
  const q = '?v=1&seed=AGCK93XT&asc=20&act=2&final=0&key=1&route=2,3,3/1,2&node=1,1&grid=0';
  const { state, notes } = min.parseQuery(q);
  assert.deepEqual(notes, []);
  assert.equal(state.seedText, 'AGCK93XT');
  assert.deepEqual(state.routes, [[2, 3, 3], [1, 2], [], []]);
  assert.equal(min.serialise(state), q);
  const s = min.defaultState();
  s.seedText = 'HELLO';
  assert.equal(min.serialise(s), '?v=1&seed=HELLO&asc=0&act=1');
  // And the same as the source module on hostile input.
  for (const bad of ['?seed=<script>&asc=99&act=9', '?route=1,2,x&node=-1', `?seed=${'A'.repeat(5000)}`]) {
    assert.deepEqual(min.parseQuery(bad), src.parseQuery(bad), bad.slice(0, 40));
  }
  assert.deepEqual(Object.keys(min).sort(), Object.keys(src).sort(), 'the same exports');
});

test('the server serves the minified bytes (GET and HEAD), and the sources with minify: false', async () => {
  for (const f of SOURCES) {
    const source = fs.readFileSync(path.join(ROOT, f));
    const { res, body } = await get(srv, f);
    assert.equal(res.status, 200, f);
    assert.deepEqual(body, minifyFile(f, source), `${f}: served minified`);
    assert.equal(res.headers.get('content-length'), String(body.length), `${f}: Content-Length`);
    const head = await fetch(new URL(f, srv.url), { method: 'HEAD' });
    assert.equal(head.headers.get('content-length'), String(body.length), `${f}: HEAD Content-Length`);
    assert.match(res.headers.get('content-security-policy'), /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval';/, `${f}: CSP`);

    const plain = await get(raw, f);
    assert.deepEqual(plain.body, source, `${f}: minify false serves the source`);
    assert.equal(plain.res.headers.get('content-length'), String(source.length));
    assert.notEqual(plain.res.headers.get('etag'), res.headers.get('etag'), `${f}: the two forms have different ETags`);
  }
  // Revalidation against the minified form's ETag.
  const first = await get(srv, 'www/app.js');
  const again = await fetch(new URL('www/app.js', srv.url), { headers: { 'If-None-Match': first.res.headers.get('etag') } });
  assert.equal(again.status, 304);
});

test('files that are not the page JavaScript or CSS are served as they are', async () => {
  const unchanged = [
    'index.html',
    'embed.html',
    'www/pkg/spire_map_bg.wasm',
    'www/manifest.webmanifest',
    'www/icon.svg',
    'tests/e2e/fixtures/smoke.js',
    'tests/e2e/fixtures/smoke.css',
    'tests/js/helpers.mjs',
    'scripts/server.mjs',
  ];
  for (const f of unchanged) {
    const source = fs.readFileSync(path.join(ROOT, f));
    assert.equal(minifyFile(f, source), null, `${f}: not minified`);
    const { res, body } = await get(srv, f);
    assert.equal(res.status, 200, f);
    assert.deepEqual(body, source, `${f}: served byte for byte`);
  }
});

test('a changed file is minified again (cache keyed by mtime and size); a file that does not parse is a 500 naming it', async () => {
  const root = path.join(tmp, 'root');
  fs.mkdirSync(path.join(root, 'www'), { recursive: true });
  fs.writeFileSync(path.join(root, 'www/a.js'), 'export const answer = 40 + 2; // first\n');
  fs.writeFileSync(path.join(root, 'www/bad.js'), 'export const = ;\n');
  fs.writeFileSync(path.join(root, 'a.js'), 'export const kept = 1; // not under www/\n');
  const s = await startServer({ port: 0, root });
  try {
    assert.equal((await get(s, 'www/a.js')).body.toString(), 'export const answer=42;\n');
    fs.writeFileSync(path.join(root, 'www/a.js'), 'export const answer = 6 * 7, other = "x"; // second\n');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(root, 'www/a.js'), later, later);
    assert.equal((await get(s, 'www/a.js')).body.toString(), 'export const answer=42,other="x";\n');
    const bad = await get(s, 'www/bad.js');
    assert.equal(bad.res.status, 500);
    assert.match(bad.body.toString(), /cannot minify www\/bad\.js:1:/);
    assert.equal((await get(s, 'a.js')).body.toString(), 'export const kept = 1; // not under www/\n');
  } finally {
    await s.close();
  }
});

/** Runs `node args…` until it prints a URL (resolves it) or exits (resolves its code and output). */
function runServer(args, env = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`no URL printed: ${out}`));
    }, 10_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/localhost:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${m[1]}/`, out });
      }
    });
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

test('the command line: minified by default, --no-minify serves the sources', async () => {
  for (const [args, want] of [
    [[], (f, source) => minifyFile(f, source)],
    [['--no-minify'], (f, source) => source],
  ]) {
    const r = await runServer([path.join(ROOT, 'scripts/server.mjs'), '--quiet', ...args]);
    assert.ok(r.child, `the server started: ${r.out}`);
    try {
      assert.match(r.out, args.length ? /sources as they are/ : /minified/);
      for (const f of ['www/state.js', 'www/style.css', 'sw.js']) {
        const source = fs.readFileSync(path.join(ROOT, f));
        const body = Buffer.from(await (await fetch(new URL(f, r.url))).arrayBuffer());
        assert.deepEqual(body, want(f, source), `${args.join(' ') || 'default'}: ${f}`);
      }
    } finally {
      r.child.kill('SIGTERM');
      await new Promise((resolve) => r.child.once('close', resolve));
    }
  }
});

test('without esbuild the server refuses to start, naming the package and npm ci; --no-minify still serves', async () => {
  // The server's two scripts in a folder with no node_modules above it.
  const dir = path.join(tmp, 'no-esbuild/scripts');
  fs.mkdirSync(dir, { recursive: true });
  for (const f of ['server.mjs', 'minify.mjs']) fs.copyFileSync(path.join(ROOT, 'scripts', f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, '..', 'package.json'), '{"type":"module"}');
  const env = { NODE_PATH: '' };
  const failed = await runServer([path.join(dir, 'server.mjs'), '--quiet'], env);
  if (failed.child) failed.child.kill('SIGTERM');
  assert.equal(failed.code, 1, `exit code: ${failed.out}`);
  assert.match(failed.out, /cannot load esbuild/);
  assert.match(failed.out, /npm ci/);
  const { startServer: start } = await import(pathToFileURL(path.join(dir, 'server.mjs')).href);
  await assert.rejects(
    start({ port: 0 }).then((s) => s.close()),
    /cannot load esbuild.*npm ci/,
  );
  const ok = await runServer([path.join(dir, 'server.mjs'), '--quiet', '--no-minify'], env);
  assert.ok(ok.child, `--no-minify starts without esbuild: ${ok.out}`);
  ok.child.kill('SIGTERM');
  await new Promise((resolve) => ok.child.once('close', resolve));
});

const BUILD_SITE = path.join(ROOT, 'scripts/build-site');
const buildSite = (dir) => spawnSync(process.execPath, [BUILD_SITE, dir], { encoding: 'utf8' });
/** Every file under `dir`, relative, dotfiles included. */
const files = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'));

test('build-site writes the site exactly as the server serves it, nothing from tests/, src/ or target/', async () => {
  const site = path.join(tmp, 'site');
  const r = buildSite(site);
  assert.equal(r.status, 0, r.stderr);
  const written = files(site).filter((f) => f !== '.spire-map-site');
  for (const f of ['index.html', 'embed.html', 'sw.js', 'www/app.js', 'www/style.css', 'www/pkg/spire_map.js', 'www/pkg/spire_map_bg.wasm', 'www/pkg/spire_map_sts2_bg.wasm', 'www/pkg/spire_map_search_bg.wasm', 'www/pkg/spire_map_runfile_bg.wasm', 'www/pkg/precache.js', 'www/manifest.webmanifest', 'www/icon-512.png', 'www/spire-map.js']) {
    assert.ok(written.includes(f), `${f} is in the site`);
  }
  for (const f of written) {
    assert.ok(!/^(tests|src|target|scripts|node_modules)\//.test(f) && !f.endsWith('.d.ts'), `${f} does not belong in the site`);
    assert.ok(/^www\//.test(f) || ['index.html', 'embed.html', 'sw.js'].includes(f), `${f}: only the pages, sw.js and www/`);
    const { res, body } = await get(srv, f);
    assert.equal(res.status, 200, f);
    assert.deepEqual(fs.readFileSync(path.join(site, f)), body, `${f}: the site's file is what the server serves`);
  }
  // Every file the service worker caches is in the site.
  const sandbox = { self: {} };
  vm.runInNewContext(fs.readFileSync(path.join(site, 'www/pkg/precache.js'), 'utf8'), sandbox);
  const list = sandbox.self.SPIRE_MAP_PRECACHE;
  assert.ok(list.files.length > 20, 'the minified precache.js still sets the list');
  for (const f of [...list.files, ...list.onUse.flat()]) assert.ok(written.includes(f), `precached ${f} is in the site`);

  // A second build replaces the first.
  fs.writeFileSync(path.join(site, 'www/app.js'), 'stale');
  assert.equal(buildSite(site).status, 0);
  assert.deepEqual(fs.readFileSync(path.join(site, 'www/app.js')), (await get(srv, 'www/app.js')).body);
});

test('build-site refuses the repository, www/ and a folder that is not a previous site, writing nothing', () => {
  for (const dir of [ROOT, path.dirname(ROOT), path.join(ROOT, 'www/site')]) {
    const r = buildSite(dir);
    assert.equal(r.status, 1, `${dir}: ${r.stderr}`);
    assert.match(r.stderr, /refusing to write into/);
  }
  assert.ok(!fs.existsSync(path.join(ROOT, 'www/site')));
  const other = path.join(tmp, 'other');
  fs.mkdirSync(other);
  fs.writeFileSync(path.join(other, 'notes.txt'), 'mine');
  let r = buildSite(other);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /not a site this script wrote/);
  assert.deepEqual(fs.readdirSync(other), ['notes.txt']);
  // A previous site with a file it did not write is refused too.
  const site = path.join(tmp, 'site2');
  assert.equal(buildSite(site).status, 0);
  fs.writeFileSync(path.join(site, 'www/extra.txt'), 'mine');
  r = buildSite(site);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /did not write: www\/extra\.txt/);
  assert.equal(fs.readFileSync(path.join(site, 'www/extra.txt'), 'utf8'), 'mine');
});

test('the service worker\'s version covers the minifier: another esbuild is another deployment', () => {
  const esbuild = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/esbuild/package.json'), 'utf8')).version;
  assert.match(minifierId(), new RegExp(`^esbuild ${esbuild.replace(/\./g, '\\.')} `));
  const now = precacheList();
  assert.equal(precacheList({ minifier: minifierId() }).version, now.version);
  const other = precacheList({ minifier: minifierId().replace(esbuild, '0.0.1') });
  assert.notEqual(other.version, now.version);
  assert.deepEqual(other.files, now.files);
});
