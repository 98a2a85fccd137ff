// scripts/server.mjs: MIME types, the security headers on every response,
// no way out of the root, no dotfiles, no directory listings, HEAD/304/405.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { startServer } from '../../scripts/server.mjs';
import { ROOT } from './helpers.mjs';

// The policy the page must work under (written out here, not imported, so a
// change to the server cannot silently weaken what is tested).
const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors *";
const SECRET = 'secret outside the root';

let tmp, root, srv;
before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'spire-map-server-'));
  root = path.join(tmp, 'root');
  const files = {
    'index.html': '<!doctype html><title>root</title>',
    'app.js': 'export {};',
    'lib.mjs': 'export {};',
    'pkg/m_bg.wasm': Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
    'style.css': 'body{}',
    'data.json': '{}',
    'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'pic.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'notes.bin': 'x',
    'sub/index.html': '<!doctype html><title>sub</title>',
    'empty/.keep': '',
    '.secret': SECRET,
    '.git/config': SECRET,
    'a b.txt': 'spaced',
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), body);
  }
  fs.writeFileSync(path.join(tmp, 'outside.txt'), SECRET);
  fs.symlinkSync(path.join(tmp, 'outside.txt'), path.join(root, 'link-out.txt'));
  fs.symlinkSync(tmp, path.join(root, 'dir-out'));
  srv = await startServer({ port: 0, root });
});
after(async () => {
  await srv?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A raw request: the path is sent exactly as given (fetch would normalise `..`). */
function request(rawPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: srv.port, method, path: rawPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

function assertSecurityHeaders(res, what) {
  assert.equal(res.headers['content-security-policy'], CSP, `${what}: CSP`);
  assert.equal(res.headers['cache-control'], 'no-cache', `${what}: Cache-Control`);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
}

test('serves files with the right content types and the security headers', async () => {
  const types = {
    '/': 'text/html; charset=utf-8',
    '/index.html': 'text/html; charset=utf-8',
    '/app.js': 'text/javascript; charset=utf-8',
    '/lib.mjs': 'text/javascript; charset=utf-8',
    '/pkg/m_bg.wasm': 'application/wasm',
    '/style.css': 'text/css; charset=utf-8',
    '/data.json': 'application/json; charset=utf-8',
    '/icon.svg': 'image/svg+xml',
    '/pic.png': 'image/png',
    '/notes.bin': 'application/octet-stream',
    '/sub/': 'text/html; charset=utf-8',
    '/a%20b.txt': 'text/plain; charset=utf-8',
    '/app.js?v=1#x': 'text/javascript; charset=utf-8',
  };
  for (const [p, type] of Object.entries(types)) {
    const res = await request(p);
    assert.equal(res.status, 200, p);
    assert.equal(res.headers['content-type'], type, p);
    assertSecurityHeaders(res, p);
  }
  assert.equal((await request('/pkg/m_bg.wasm')).headers['content-length'], '8');
  assert.match((await request('/sub/')).body, /<title>sub<\/title>/);
});

test('never serves anything outside the root', async () => {
  const attempts = [
    '/../outside.txt',
    '/../../outside.txt',
    '/sub/../../outside.txt',
    '/%2e%2e/outside.txt',
    '/%2E%2E/outside.txt',
    '/sub/%2e%2e/%2e%2e/outside.txt',
    '/..%2foutside.txt',
    '/sub%2f..%2f..%2foutside.txt',
    '/..%5coutside.txt',
    '/%5c..%5coutside.txt',
    '/link-out.txt',
    '/dir-out/outside.txt',
    '//' + path.join(tmp, 'outside.txt'),
    '/' + encodeURIComponent(path.join(tmp, 'outside.txt')),
    '/index.html%00.txt',
    '/.secret',
    '/.git/config',
    '/sub/../.git/config',
    '/%2egit/config',
    'http://example.com/../outside.txt',
  ];
  for (const p of attempts) {
    const res = await request(p);
    assert.ok([400, 404].includes(res.status), `${p}: status ${res.status}`);
    assert.ok(!res.body.includes(SECRET), `${p}: leaked the secret`);
    assertSecurityHeaders(res, p);
  }
});

test('errors, HEAD, redirects and revalidation', async () => {
  const missing = await request('/nope.js');
  assert.equal(missing.status, 404);
  assertSecurityHeaders(missing, '404');

  assert.equal((await request('/%zz')).status, 400);
  assert.equal((await request('/empty/')).status, 404, 'no directory listing');

  const post = await request('/index.html', { method: 'POST' });
  assert.equal(post.status, 405);
  assert.equal(post.headers.allow, 'GET, HEAD');
  assertSecurityHeaders(post, '405');

  const head = await request('/app.js', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  assert.equal(head.headers['content-length'], String('export {};'.length));

  const redirect = await request('/sub?x=1');
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.location, '/sub/?x=1');

  const first = await request('/app.js');
  assert.ok(first.headers.etag, 'an ETag');
  const again = await request('/app.js', { headers: { 'If-None-Match': first.headers.etag } });
  assert.equal(again.status, 304);
  assert.equal(again.body, '');
  assertSecurityHeaders(again, '304');
});

test('the default root is the repository and the command line takes PORT', async () => {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs'), '--quiet'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 10_000);
      child.stdout.on('data', (d) => {
        out += d;
        const m = out.match(/http:\/\/localhost:(\d+)\//);
        if (m) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}/`);
        }
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    const res = await fetch(new URL('Cargo.toml', url));
    assert.equal(res.status, 200);
    assert.match(await res.text(), /name = "spire-map"/);
    assert.equal(res.headers.get('content-security-policy'), CSP);
  } finally {
    child.kill('SIGTERM');
  }
  const [code] = await new Promise((resolve) => child.on('close', (...a) => resolve(a)));
  assert.equal(code, 0, 'SIGTERM stops the server cleanly');
});
