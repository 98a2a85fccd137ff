// generate_map's JSON for Slay the Spire: the wasm package in Node prints the native CLI's bytes (tests/js/determinism.mjs).
//
// Run: node --test tests/js/determinism-sts1.test.mjs   (needs www/pkg and target/release/spire-map)
import { mapTests } from './determinism.mjs';

await mapTests('sts1');
