// The StS2 build line above the map: which Steam branch's maps these are (from the seed's length or chosen), and a one-click switch.

/** StS2 builds by Steam branch, as the page names them (`value`: the `build` option; '' the seed's length decides). */
export const BRANCHES = [
  { value: 'v0.107.1', name: 'main branch v0.107.1', seedLength: 10 },
  { value: 'v0.109', name: 'beta v0.109-v0.111', seedLength: 12 },
];

/** The build a seed is read in without a chosen one: 10 characters → main branch, anything else → beta (the engine's rule). */
export function buildOfSeed(seed) {
  return String(seed).trim().length === 10 ? 'v0.107.1' : 'v0.109';
}

/** The branch name of a `build` value ('v0.110' and 'v0.111' are the beta; 'v0.108' an earlier beta). */
export function branchName(build) {
  if (build === 'v0.108') return 'earlier beta v0.108';
  if (build === 'v0.107.1') return BRANCHES[0].name;
  return BRANCHES[1].name;
}

/**
 * Fills `line` (a <p>) for the map set `m` and the chosen build (`null`: from the seed): one sentence
 * saying which branch's maps these are and why, and a button reading the seed as the other branch's,
 * which calls `choose(build)`; for a daily (`daily`: its date) the day's daily of each branch. Text
 * only, never HTML.
 */
export function fillBuildLine(doc, line, m, chosen, choose, daily = null) {
  line.replaceChildren();
  line.hidden = !m || m.game !== 'sts2';
  if (line.hidden) return;
  const build = chosen || buildOfSeed(m.seed);
  const len = m.seed.length;
  const lead = daily
    ? `The daily of ${daily} as the ${branchName(build)} rolls it${chosen ? '' : ' (the default)'}: its seed, character, ascension, modifiers and maps. `
    : chosen
    ? `Maps of the ${branchName(build)} (chosen). `
    : `${/^(8|11|18)/.test(String(len)) ? 'An' : 'A'} ${len}-character seed: maps of the ${branchName(build)}${len === 10 || len === 12 ? '' : ' (the default)'}. `;
  line.append(doc.createTextNode(lead));
  const other = build === 'v0.107.1' || build === 'v0.108' ? BRANCHES[1] : BRANCHES[0];
  const button = doc.createElement('button');
  button.type = 'button';
  button.id = 'build-switch';
  button.className = 'link-button';
  button.textContent = daily ? `Open the ${other.name}'s daily` : `Read it as the ${other.name}'s`;
  button.addEventListener('click', () => choose(other.value));
  line.append(button);
}
