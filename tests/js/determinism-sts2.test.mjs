// generate_map's JSON for Slay the Spire 2: the wasm package in Node prints the native CLI's bytes (tests/js/determinism.mjs).
//
// Run: node --test tests/js/determinism-sts2.test.mjs   (needs www/pkg and target/release/spire-map)
import { mapTests } from './determinism.mjs';

await mapTests('sts2');
