// What the page's JavaScript and CSS look like when served: minified, file by file, by esbuild.
// scripts/server.mjs serves them so, scripts/build-site writes them so, scripts/size measures them so.
//
//   import { minifyFile } from './minify.mjs';
//   minifyFile('www/app.js', bytes)   // -> the minified bytes (a Buffer)
//   minifyFile('index.html', bytes)   // -> null: served as it is
//
// Which files: a path (relative to the served root, `/`-separated) under `www/` ending in `.js`,
// `.mjs` or `.css` (the page's modules and stylesheets, the wasm-bindgen glue in www/pkg/ and the
// service worker's file list www/pkg/precache.js included), and the root `sw.js`. Everything else
// (HTML, wasm, images, the manifest, anything outside www/ such as tests/ fixtures) is served as
// it is.
//
// How: esbuild's `transformSync` with `minify: true` (whitespace, comments, local names, syntax),
// one file at a time. No bundling and no format conversion: an ES module stays an ES module with
// the same `import`s, `import()`s and `new URL('…', import.meta.url)`s (so every file keeps its URL
// and the service worker's list, scripts/shipped.mjs's graph and the CSP hold unchanged); a
// classic script (sw.js, precache.js) stays classic and keeps its top-level names, which are
// globals there.
//   target   'es2022': bounds the syntax esbuild writes (newer syntax in a source would be lowered,
//            or refused where it cannot be); the page's sources are ES2022 and come out byte for
//            byte as with esbuild's default ('esnext'), so nothing is lowered today. CSS is not
//            lowered: esbuild may write shorter forms such as #rrggbbaa for rgba(…), which every
//            browser that runs the page's WebAssembly and BigInt64Array has.
//   legalComments 'inline': comments marked as legal (`/*!`, `//!`, @license, @preserve) stay in
//            place. The page's own files carry none (the project's MIT licence is declared in Cargo.toml),
//            so this costs nothing today, and a vendored file's licence header would be kept with
//            its code rather than silently stripped.
//   charset  esbuild's default: non-ASCII characters are written as escapes, so the output is
//            ASCII whatever charset a host declares (measured: 76 bytes smaller gzipped in total
//            than `charset: 'utf8'`).
//
// Why a tool and not hand-written minification: removing comments and whitespace from JavaScript
// safely needs a real parser (a `//` or `/*` inside a string, a template literal or a regular
// expression literal, automatic semicolon insertion across removed newlines), and renaming locals
// needs scope analysis; a regex-based stripper would break code in ways only the browser shows.
// esbuild is one pinned npm devDependency (package.json, exactly versioned; its native binary is
// the @esbuild/<platform> package from the registry), fast enough to run on the fly
// (0.2-0.5 s for the whole of www/ on the 2 shared cores here; the server keeps each result until
// the file changes), and does CSS with the same call.

import { createRequire } from 'node:module';

/** Whether the file at `relPath` (relative to the served root, `/`-separated) is served minified. */
function minified(relPath) {
  return relPath === 'sw.js' || (/^www\/(?:[^/]+\/)*[^/]+\.(?:m?js|css)$/.test(relPath) && !relPath.split('/').some((s) => s.startsWith('.')));
}

let esbuild;

/**
 * Loads esbuild (once), or throws an Error that names the missing package and how to install it.
 * The server calls it at start so that a missing tool fails at once, never by serving sources.
 */
export function loadMinifier() {
  if (esbuild) return esbuild;
  try {
    esbuild = createRequire(import.meta.url)('esbuild');
    esbuild.transformSync('', { loader: 'js', minify: true });
  } catch (e) {
    esbuild = undefined;
    throw new Error(
      `cannot load esbuild, which minifies the page's JavaScript and CSS (${e.message.split('\n')[0]}): ` +
        'run `npm ci` in the repository (it is a devDependency in package.json), ' +
        'or serve the sources unminified with --no-minify',
    );
  }
  return esbuild;
}

/**
 * What makes the served bytes besides the sources: esbuild's name and version and the options
 * below (scripts/precache.mjs hashes it into the service worker's version, so that a new esbuild
 * alone, which changes the served files, also makes installed browsers fetch them again).
 */
export function minifierId() {
  return `esbuild ${loadMinifier().version} ${JSON.stringify(OPTIONS)}`;
}

/** esbuild's transform options for every minified file (the loader is the file's). */
const OPTIONS = { minify: true, target: 'es2022', legalComments: 'inline' };

/**
 * The served bytes of the file at `relPath` (relative to the served root, `/`-separated, e.g.
 * 'www/app.js') whose source is `buffer`: esbuild's minified output (a Buffer) for the page's
 * JavaScript and CSS (see the top of this file), null for every other file (served as it is).
 * Deterministic: the same bytes in give the same bytes out. Throws when esbuild is missing or
 * the file does not parse (the message names the file, line and column).
 */
export function minifyFile(relPath, buffer) {
  if (!minified(relPath)) return null;
  const { transformSync } = loadMinifier();
  let out;
  try {
    out = transformSync(buffer.toString('utf8'), {
      loader: relPath.endsWith('.css') ? 'css' : 'js',
      ...OPTIONS,
      sourcefile: relPath,
      logLevel: 'silent',
    });
  } catch (e) {
    const first = e.errors?.[0];
    const where = first?.location ? `${relPath}:${first.location.line}:${first.location.column + 1}` : relPath;
    throw new Error(`cannot minify ${where}: ${first?.text ?? e.message}`);
  }
  return Buffer.from(out.code, 'utf8');
}
