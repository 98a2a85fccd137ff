// A 2D canvas context that writes SVG, so that Save SVG is drawn by the canvas's own drawing code.
//
// A 2D canvas context that writes SVG: the part of CanvasRenderingContext2D that render.js and
// export.js use (paths with lines, arcs, Bézier curves and rectangles; fill, stroke, text, a radial
// gradient, dashes, alpha; transforms and save/restore), so "Save SVG" is drawn by the very same
// drawing code as the canvas and the PNG, not by a second renderer.
//
// Path points are transformed when they are added, as a canvas does; the transforms used are
// similarities (translate, uniform scale, rotate), so arcs stay circular and line widths scale by
// the transform's scale. Text is measured by a real canvas context (`measure`).

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const num = (v) => (Math.round(v * 100) / 100).toString();

export class SvgContext {
  /** `measure`: a real 2D context for measureText; `base`: [a, b, c, d, e, f] under every transform. */
  constructor(measure, base = [1, 0, 0, 1, 0, 0]) {
    this.measurer = measure;
    this.base = base;
    this.out = [];
    this.defs = [];
    this.stack = [];
    this.d = '';
    this.cur = null;
    this.start = null;
    this.s = {
      m: base.slice(),
      fillStyle: '#000',
      strokeStyle: '#000',
      lineWidth: 1,
      lineCap: 'butt',
      lineJoin: 'miter',
      globalAlpha: 1,
      font: '10px sans-serif',
      textAlign: 'start',
      textBaseline: 'alphabetic',
      dash: [],
    };
  }

  // --- state
  save() {
    this.stack.push({ ...this.s, m: this.s.m.slice(), dash: this.s.dash.slice() });
  }
  restore() {
    if (this.stack.length) this.s = this.stack.pop();
  }
  setTransform(a, b, c, d, e, f) {
    this.s.m = mul(this.base, [a, b, c, d, e, f]);
  }
  transform(a, b, c, d, e, f) {
    this.s.m = mul(this.s.m, [a, b, c, d, e, f]);
  }
  translate(x, y) {
    this.transform(1, 0, 0, 1, x, y);
  }
  scale(x, y) {
    this.transform(x, 0, 0, y, 0, 0);
  }
  rotate(a) {
    this.transform(Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0);
  }
  setLineDash(d) {
    this.s.dash = d.slice();
  }
  measureText(text) {
    this.measurer.font = this.s.font;
    return this.measurer.measureText(text);
  }
  createRadialGradient(x0, y0, r0, x1, y1, r1) {
    return new Gradient(this, [x0, y0, r0, x1, y1, r1]);
  }
  /** The transform's scale (uniform). */
  k() {
    const [a, b] = this.s.m;
    return Math.hypot(a, b);
  }
  pt(x, y) {
    const [a, b, c, d, e, f] = this.s.m;
    return [a * x + c * y + e, b * x + d * y + f];
  }

  // --- paths
  beginPath() {
    this.d = '';
    this.cur = null;
    this.start = null;
  }
  moveTo(x, y) {
    const p = this.pt(x, y);
    this.d += `M${num(p[0])} ${num(p[1])}`;
    this.cur = p;
    this.start = p;
  }
  lineTo(x, y) {
    if (!this.cur) return this.moveTo(x, y);
    this.lineToDev(this.pt(x, y));
  }
  lineToDev(p) {
    this.d += `L${num(p[0])} ${num(p[1])}`;
    this.cur = p;
  }
  closePath() {
    if (!this.cur) return;
    this.d += 'Z';
    this.cur = this.start;
  }
  quadraticCurveTo(cx, cy, x, y) {
    if (!this.cur) this.moveTo(cx, cy);
    const c = this.pt(cx, cy);
    const p = this.pt(x, y);
    this.d += `Q${num(c[0])} ${num(c[1])} ${num(p[0])} ${num(p[1])}`;
    this.cur = p;
  }
  bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
    if (!this.cur) this.moveTo(c1x, c1y);
    const a = this.pt(c1x, c1y);
    const b = this.pt(c2x, c2y);
    const p = this.pt(x, y);
    this.d += `C${num(a[0])} ${num(a[1])} ${num(b[0])} ${num(b[1])} ${num(p[0])} ${num(p[1])}`;
    this.cur = p;
  }
  rect(x, y, w, h) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }
  arc(x, y, r, a0, a1, ccw = false) {
    this.ellipse(x, y, r, r, 0, a0, a1, ccw);
  }
  ellipse(x, y, rx, ry, rot, a0, a1, ccw = false) {
    const at = (a) => {
      const ex = rx * Math.cos(a);
      const ey = ry * Math.sin(a);
      return this.pt(x + ex * Math.cos(rot) - ey * Math.sin(rot), y + ex * Math.sin(rot) + ey * Math.cos(rot));
    };
    let sweep = ccw ? a0 - a1 : a1 - a0;
    const full = sweep >= 2 * Math.PI;
    if (!full) sweep = ((sweep % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    const p0 = at(a0);
    if (this.cur) this.lineToDev(p0);
    else {
      this.d += `M${num(p0[0])} ${num(p0[1])}`;
      this.start = p0;
    }
    const k = this.k();
    const [ma, mb] = this.s.m;
    const deg = ((rot + Math.atan2(mb, ma)) * 180) / Math.PI;
    const arcTo = (a, large) => {
      const p = at(a);
      this.d += `A${num(rx * k)} ${num(ry * k)} ${num(deg)} ${large ? 1 : 0} ${ccw ? 0 : 1} ${num(p[0])} ${num(p[1])}`;
      this.cur = p;
    };
    const dir = ccw ? -1 : 1;
    if (full) {
      arcTo(a0 + dir * Math.PI, false);
      arcTo(a0, false);
    } else if (sweep > 0) {
      arcTo(a0 + dir * sweep, sweep > Math.PI);
    }
  }
  arcTo(x1, y1, x2, y2, r) {
    if (!this.cur) this.moveTo(x1, y1);
    const p0 = this.cur;
    const p1 = this.pt(x1, y1);
    const p2 = this.pt(x2, y2);
    const rr = r * this.k();
    const v1 = [p0[0] - p1[0], p0[1] - p1[1]];
    const v2 = [p2[0] - p1[0], p2[1] - p1[1]];
    const l1 = Math.hypot(...v1);
    const l2 = Math.hypot(...v2);
    const cross = v1[0] * v2[1] - v1[1] * v2[0];
    if (!rr || !l1 || !l2 || Math.abs(cross) < 1e-9) return this.lineToDev(p1);
    const angle = Math.acos(Math.max(-1, Math.min(1, (v1[0] * v2[0] + v1[1] * v2[1]) / (l1 * l2))));
    const t = rr / Math.tan(angle / 2);
    const t1 = [p1[0] + (v1[0] / l1) * t, p1[1] + (v1[1] / l1) * t];
    const t2 = [p1[0] + (v2[0] / l2) * t, p1[1] + (v2[1] / l2) * t];
    this.lineToDev(t1);
    this.d += `A${num(rr)} ${num(rr)} 0 0 ${cross < 0 ? 1 : 0} ${num(t2[0])} ${num(t2[1])}`;
    this.cur = t2;
  }

  // --- painting
  paint(style) {
    if (style instanceof Gradient) return `url(#${style.id})`;
    return esc(style);
  }
  alpha(attr) {
    return this.s.globalAlpha < 1 ? ` ${attr}="${num(this.s.globalAlpha)}"` : '';
  }
  strokeAttrs(k = this.k()) {
    const s = this.s;
    let a = ` fill="none" stroke="${this.paint(s.strokeStyle)}" stroke-width="${num(s.lineWidth * k)}"`;
    if (s.lineCap !== 'butt') a += ` stroke-linecap="${s.lineCap}"`;
    if (s.lineJoin !== 'miter') a += ` stroke-linejoin="${s.lineJoin}"`;
    if (s.dash.length) a += ` stroke-dasharray="${s.dash.map((v) => num(v * k)).join(' ')}"`;
    return a + this.alpha('stroke-opacity');
  }
  fill() {
    if (this.d) this.out.push(`<path d="${this.d}" fill="${this.paint(this.s.fillStyle)}"${this.alpha('fill-opacity')}/>`);
  }
  stroke() {
    if (this.d) this.out.push(`<path d="${this.d}"${this.strokeAttrs()}/>`);
  }
  fillRect(x, y, w, h) {
    const saved = [this.d, this.cur, this.start];
    this.beginPath();
    this.rect(x, y, w, h);
    this.fill();
    [this.d, this.cur, this.start] = saved;
  }
  text(t, x, y, attrs) {
    const s = this.s;
    const anchor = { center: 'middle', right: 'end', end: 'end' }[s.textAlign] || 'start';
    const base = { middle: 'central', top: 'text-before-edge', hanging: 'hanging', bottom: 'text-after-edge' }[s.textBaseline];
    const m = s.m.map(num).join(' ');
    this.out.push(
      `<text transform="matrix(${m})" x="${num(x)}" y="${num(y)}" style="font: ${esc(s.font)}; white-space: pre"` +
        `${anchor !== 'start' ? ` text-anchor="${anchor}"` : ''}${base ? ` dominant-baseline="${base}"` : ''}${attrs}>${esc(t)}</text>`,
    );
  }
  fillText(t, x, y) {
    this.text(t, x, y, ` fill="${this.paint(this.s.fillStyle)}"${this.alpha('fill-opacity')}`);
  }
  strokeText(t, x, y) {
    // A <text> carries the whole transform, so its stroke is in its own units.
    this.text(t, x, y, this.strokeAttrs(1));
  }

  /** The SVG document, `w` x `h` pixels. */
  svg(w, h) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w)}" height="${num(h)}" viewBox="0 0 ${num(w)} ${num(h)}">` +
      `${this.defs.length ? `<defs>${this.defs.join('')}</defs>` : ''}${this.out.join('')}</svg>\n`
    );
  }
}

// The drawing state as a canvas context's properties (ctx.fillStyle = ..., ctx.lineWidth = ...).
for (const name of ['fillStyle', 'strokeStyle', 'lineWidth', 'lineCap', 'lineJoin', 'globalAlpha', 'font', 'textAlign', 'textBaseline']) {
  Object.defineProperty(SvgContext.prototype, name, {
    get() {
      return this.s[name];
    },
    set(v) {
      this.s[name] = v;
    },
  });
}

class Gradient {
  constructor(ctx, [x0, y0, r0, x1, y1, r1]) {
    SvgContext.gradients = (SvgContext.gradients || 0) + 1;
    this.id = `g${SvgContext.gradients}`;
    const k = ctx.k();
    const f = ctx.pt(x0, y0);
    const c = ctx.pt(x1, y1);
    this.head = `<radialGradient id="${this.id}" gradientUnits="userSpaceOnUse" cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r1 * k)}" fx="${num(f[0])}" fy="${num(f[1])}" fr="${num(r0 * k)}">`;
    this.stops = [];
    ctx.defs.push(this);
  }
  addColorStop(offset, color) {
    this.stops.push(`<stop offset="${num(offset)}" stop-color="${esc(color)}"/>`);
  }
  toString() {
    return `${this.head}${this.stops.join('')}</radialGradient>`;
  }
}

function mul([a1, b1, c1, d1, e1, f1], [a2, b2, c2, d2, e2, f2]) {
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}
