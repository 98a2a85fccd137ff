// StS1's Neow line above act 1's map ("Neow offers A · B · C · D"), for the page and the widget, loaded with import() once the run start is there.

import { el } from './panel.js';

/**
 * StS1: fills `line` with "Neow offers A · B · C · D" for the run's Neow options `options`
 * ([{ bonus, cost, relic? }], in order), each as `text` words it (default: its ids), the boss swap's
 * relic after it when the engine gave it (Reveal on), the option `taken` marked. Hidden without options.
 */
export function fillNeowLine(doc, line, options, taken, text = (o) => (o.cost && o.cost !== 'NONE' ? `${o.bonus} with ${o.cost}` : o.bonus)) {
  line.replaceChildren();
  line.hidden = !(options && options.length);
  if (line.hidden) return;
  line.append(el(doc, 'b', 'ancient-name', 'Neow'), ' offers ');
  options.forEach((o, i) => {
    const s = el(doc, 'span', o.bonus === taken ? 'neow-line neow-taken' : 'neow-line', text(o));
    s.dataset.bonus = o.bonus;
    if (o.relic) s.append(`: ${o.relic}`);
    if (o.bonus === taken) s.append(' (taken)');
    line.append(i ? ' · ' : '', s);
  });
}
