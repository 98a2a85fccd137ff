// The TypeScript declarations of www/pkg are real types: tests/js/types-check.ts
// must pass `tsc --noEmit --strict` (its @ts-expect-error lines fail if
// anything is `any`), and generate_map is declared with its named types.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { PKG, ROOT } from './helpers.mjs';

test('generate_map is declared with MapOptions and MapSet, in the map module too', () => {
  const map = fs.readFileSync(path.join(PKG, 'spire_map.d.ts'), 'utf8');
  assert.match(map, /export function generate_map\(options: MapOptions\): MapSet;/);
  const dts = fs.readFileSync(path.join(PKG, 'spire_map_routes.d.ts'), 'utf8');
  assert.match(dts, /export function generate_map\(options: MapOptions\): MapSet;/);
  assert.match(dts, /export function walk_route\(options: RouteOptions\): RouteWalk;/);
  assert.match(dts, /export function best_route\(options: PlanOptions\): RoutePlan;/);
  for (const name of ['MapOptions', 'MapSet', 'ActMap', 'MapNode', 'MapEdge', 'BurningElite', 'Room', 'Buff', 'Game',
    'RouteOptions', 'RouteWalk', 'FloorStep', 'RouteTotals', 'PlanOptions', 'RoutePlan', 'RouteCriterion',
    'SeedOptions', 'MapSettings', 'RouteSettings', 'PlanSettings']) {
    assert.match(dts, new RegExp(`export (interface|type) ${name}\\b`), name);
  }
});

test('tests/js/types-check.ts passes tsc --noEmit --strict', () => {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  assert.ok(fs.existsSync(tsc), 'typescript is not installed: run scripts/setup');
  const args = [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'es2022', '--moduleResolution', 'bundler',
    '--lib', 'es2022,dom', path.join(ROOT, 'tests/js/types-check.ts')];
  try {
    execFileSync(process.execPath, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (e) {
    assert.fail(`tsc failed:\n${e.stdout}${e.stderr}`);
  }
});
