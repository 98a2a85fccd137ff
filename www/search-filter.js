// The search panel's filter form: the quantities it offers, its rows as filter text and back, the rows' controls.
//
// The form only builds text in the filter language (README "Seed search"); the engine parses and
// checks it (www/search-params.js validate), and its canonical text is read back into rows.

import { el, id, select } from './search-dom.js';

/** The filter language's quantities as the form offers them (README "Seed search"). */
const QUANTITIES = [
  { id: 'max', label: 'most … on a route', kind: true },
  { id: 'min', label: 'fewest … on a route', kind: true },
  { id: 'maxfloor', label: 'most … on a route up to floor', kind: true, floor: true },
  { id: 'minfloor', label: 'fewest … on a route up to floor', kind: true, floor: true },
  { id: 'minbefore', label: 'fewest … before the first …', kind: true, kind2: true },
  { id: 'count', label: 'rooms of a kind on the map', kind: true },
  { id: 'nodes', label: 'rooms on the map' },
  { id: 'starts', label: 'rooms on the first floor' },
  { id: 'bottlenecks', label: 'floors with a single room' },
  { id: 'boss', label: 'boss', names: 'bosses' },
  { id: 'boss2', label: 'second boss (act 3, A20)', names: 'bosses' },
  { id: 'fight', label: 'normal fight number', nth: 13, names: 'fights' },
  { id: 'elite', label: 'elite fight number', nth: 10, names: 'fights' },
  { id: 'burning.floor', label: 'burning elite: floor' },
  { id: 'burning.buff', label: 'burning elite: buff', names: 'buffs' },
  { id: 'burning.column', label: 'burning elite: column' },
];
const QBY = new Map(QUANTITIES.map((q) => [q.id, q]));
const OPS = ['>=', '<=', '=', '!=', '>', '<'];
export const KINDS = ['elites', 'fights', 'monsters', 'events', 'rests', 'shops', 'treasures'];
const KIND_LABEL = { events: 'events (?)' };
const MAX_COUNT = 1e12;
const MAX_LIMIT = 10000;
export const DEFAULT_ROW = { act: 1, q: 'max', kind: 'elites', kind2: 'rests', n: 6, op: '>=', value: '4' };

/** The quantity text of a form row, e.g. "max(elites, floor <= 6)". */
function quantityText(r) {
  switch (r.q) {
    case 'max':
    case 'min':
    case 'count':
      return `${r.q}(${r.kind})`;
    case 'maxfloor':
    case 'minfloor':
      return `${r.q.slice(0, 3)}(${r.kind}, floor <= ${r.n})`;
    case 'minbefore':
      return `min(${r.kind} before ${r.kind2})`;
    case 'fight':
    case 'elite':
      return `${r.q}(${r.n})`;
    default:
      return r.q;
  }
}

/** The filter text of the form's rows. */
export function rowsToText(rows) {
  return rows
    .map((r) => {
      const q = QBY.get(r.q);
      const v = q.names ? `"${String(r.value).replace(/"/g, '')}"` : String(r.value).trim();
      return `a${r.act}.${quantityText(r)} ${r.op} ${v}`;
    })
    .join(' and ');
}

/** Names compare without case, spaces or punctuation (as the engine's canonical text writes them). */
const squash = (s) => String(s).toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The form rows of a filter in the engine's CANONICAL form (check_filter's output), or null when
 * the form cannot show it. `names` turns canonical names back into display names.
 */
export function canonicalToRows(canonical, names) {
  const rows = [];
  for (const part of canonical.split(' and ')) {
    const m = /^a([1-4])\.(.+) (>=|<=|!=|=|>|<) (-?\d+|"[^"]*")$/.exec(part);
    if (!m) return null;
    const [, act, qt, op, value] = m;
    const row = { ...DEFAULT_ROW, act: Number(act), op, value: value.replace(/^"(.*)"$/, '$1') };
    let k;
    if ((k = /^(max|min|count)\((\w+)\)$/.exec(qt))) Object.assign(row, { q: k[1], kind: k[2] });
    else if ((k = /^(max|min)\((\w+), floor <= (\d+)\)$/.exec(qt))) Object.assign(row, { q: `${k[1]}floor`, kind: k[2], n: Number(k[3]) });
    else if ((k = /^min\((\w+) before (\w+)\)$/.exec(qt))) Object.assign(row, { q: 'minbefore', kind: k[1], kind2: k[2] });
    else if ((k = /^(fight|elite)\((\d+)\)$/.exec(qt))) Object.assign(row, { q: k[1], n: Number(k[2]) });
    else if (QBY.has(qt) && !QBY.get(qt).kind && !QBY.get(qt).nth) row.q = qt;
    else return null;
    const q = QBY.get(row.q);
    if (Boolean(q.names) !== value.startsWith('"')) return null; // names are quoted, numbers are not
    if (q.names) row.value = (names?.[q.names] ?? []).find((n) => squash(n) === squash(row.value)) ?? row.value;
    rows.push(row);
  }
  return rows;
}

function nameList(p, kind) {
  const { host, st } = p;
  const listId = id(`names-${kind}`);
  if (!document.getElementById(listId)) {
    const dl = el('datalist', { id: listId });
    for (const n of st.names[kind] ?? []) dl.append(el('option', { value: n }));
    host.append(dl);
  }
  return listId;
}

/**
 * Draws the condition rows of `p.st.rows` in `p.ui.rows`: each row's controls write the row back,
 * the filter text follows, and `p.changed` is told (p: the panel, www/search.js).
 */
export function renderRows(p) {
  const { ui, st } = p;
  ui.rows.replaceChildren();
  st.rows.forEach((r, i) => {
    const q = QBY.get(r.q);
    const n = i + 1;
    const li = el('li', { class: 'search-row' });
    const act = select([1, 2, 3, 4].map((a) => [a, `Act ${a}`]), r.act, { 'aria-label': `Condition ${n}: act` });
    const quantity = select(QUANTITIES.map((x) => [x.id, x.label]), r.q, { 'aria-label': `Condition ${n}: quantity` });
    li.append(act, quantity);
    const kinds = st.names.kinds.map((k) => [k, KIND_LABEL[k] ?? k]);
    const parts = { act, quantity };
    if (q.kind) li.append((parts.kind = select(kinds, r.kind, { 'aria-label': `Condition ${n}: room kind` })));
    if (q.kind2) li.append(el('span', { text: 'before' }), (parts.kind2 = select(kinds, r.kind2, { 'aria-label': `Condition ${n}: before the first` })));
    if (q.floor) li.append(el('span', { text: 'floor ≤' }), (parts.n = el('input', { type: 'number', min: 1, max: 60, value: r.n, 'aria-label': `Condition ${n}: last floor` })));
    if (q.nth) li.append((parts.n = el('input', { type: 'number', min: 1, max: q.nth, value: r.n, 'aria-label': `Condition ${n}: which fight (from 1)` })));
    const ops = q.names ? ['=', '!='] : OPS;
    li.append((parts.op = select(ops.map((o) => [o, o]), ops.includes(r.op) ? r.op : ops[0], { 'aria-label': `Condition ${n}: comparison` })));
    parts.value = q.names
      ? el('input', { type: 'text', value: r.value, 'aria-label': `Condition ${n}: name`, autocomplete: 'off' })
      : el('input', { type: 'number', value: r.value, 'aria-label': `Condition ${n}: value`, inputMode: 'numeric' });
    if (q.names) parts.value.setAttribute('list', nameList(p, q.names));
    li.append(parts.value);
    const remove = el('button', { type: 'button', class: 'search-remove', text: 'Remove', 'aria-label': `Remove condition ${n}` });
    remove.disabled = st.rows.length === 1;
    li.append(remove);
    const read = () => {
      const nq = quantity.value;
      const changedQ = nq !== r.q;
      r.act = Number(act.value);
      r.q = nq;
      if (parts.kind) r.kind = parts.kind.value;
      if (parts.kind2) r.kind2 = parts.kind2.value;
      if (parts.n) r.n = parts.n.value;
      r.op = parts.op.value;
      r.value = parts.value.value;
      if (changedQ) {
        const nqd = QBY.get(nq);
        if (nqd.names && !(st.names[nqd.names] ?? []).some((x) => squash(x) === squash(r.value))) r.value = st.names[nqd.names]?.[0] ?? '';
        if (!nqd.names && !/^-?\d+$/.test(String(r.value))) r.value = '1';
        if (nqd.nth && !(Number(r.n) >= 1 && Number(r.n) <= nqd.nth)) r.n = 1;
        if (nqd.floor && !(Number(r.n) >= 1 && Number(r.n) <= 60)) r.n = 6;
        renderRows(p);
        ui.rows.children[i]?.querySelectorAll('select')[1]?.focus();
      }
      ui.filter.value = rowsToText(st.rows);
      p.changed({ fromText: false });
    };
    li.addEventListener('change', read);
    li.addEventListener('input', (e) => e.target.tagName === 'INPUT' && read());
    remove.addEventListener('click', () => {
      st.rows.splice(i, 1);
      renderRows(p);
      ui.filter.value = rowsToText(st.rows);
      p.changed({ fromText: false });
      ui.add.focus();
    });
    ui.rows.append(li);
  });
}
