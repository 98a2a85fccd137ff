// Boss pictograms: one per StS1 boss (the game shows the act boss's icon atop the map), and colours.

import { THEME } from './theme.js';
import { drawIcon } from './icons.js';

/** The colour of each boss's icon (also its name's colour in the boss caption). */
export const BOSS_COLORS = {
  'The Guardian': '#8fb3a8',
  Hexaghost: '#67e0a3',
  'Slime Boss': '#84d65a',
  Automaton: '#d08a3c',
  Collector: '#a586e8',
  Champ: '#e0bb4c',
  'Awakened One': '#7d8cf0',
  'Time Eater': '#55c7de',
  'Donu and Deca': '#e6a85a',
  'The Heart': '#e0485a',
};

/**
 * Draws a boss's icon centred on (cx, cy) in a circle of radius r: a small pictogram per StS1 boss
 * (the game shows the act boss's icon at the top of the map), the boss room's skull in `theme`'s
 * style for any other name (every StS2 boss: one generic glyph, the name beside it).
 */
export function drawBoss(ctx, name, cx, cy, r, theme = THEME) {
  const draw = BOSS_ICONS[name];
  if (!draw) {
    drawIcon(ctx, 'boss', cx, cy, r, theme);
    return;
  }
  ctx.save();
  ctx.translate(cx, cy);
  const s = r / 10;
  ctx.scale(s, s);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = THEME.ink;
  ctx.lineWidth = 1.1;
  ctx.fillStyle = BOSS_COLORS[name];
  draw(ctx, BOSS_COLORS[name]);
  ctx.restore();
}

function eyes(ctx, y, dx, rr, color = THEME.ink) {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(-dx, y, rr, 0, Math.PI * 2);
  ctx.arc(dx, y, rr, 0, Math.PI * 2);
  ctx.fill();
}

const BOSS_ICONS = {
  // A curled shell of armour plates around one glowing eye.
  'The Guardian'(ctx) {
    ctx.beginPath();
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const rr = i % 2 ? 8.4 : 9.8;
      ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#2b3a37';
    ctx.beginPath();
    ctx.arc(0, 0, 5.4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#7ff0ff';
    ctx.beginPath();
    ctx.arc(0, 0, 2.6, 0, Math.PI * 2);
    ctx.fill();
  },
  // Six flames in a hexagon around a ghostly core.
  Hexaghost(ctx, color) {
    for (let i = 0; i < 6; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 3;
      ctx.save();
      ctx.translate(Math.cos(a) * 7.2, Math.sin(a) * 7.2);
      ctx.beginPath();
      ctx.moveTo(0, -3.4);
      ctx.quadraticCurveTo(2.6, 0, 0, 2.4);
      ctx.quadraticCurveTo(-2.6, 0, 0, -3.4);
      ctx.fillStyle = color;
      ctx.fill();
      ctx.restore();
    }
    ctx.beginPath();
    ctx.arc(0, 0, 4.4, 0, Math.PI * 2);
    ctx.fillStyle = '#1d3a2c';
    ctx.fill();
    eyes(ctx, -0.4, 1.7, 1.1, color);
  },
  // A big slime with a drip on top.
  'Slime Boss'(ctx) {
    ctx.beginPath();
    ctx.moveTo(-9.4, 7.6);
    ctx.bezierCurveTo(-10.4, -2, -5, -7.4, 0, -7.6);
    ctx.bezierCurveTo(5, -7.4, 10.4, -2, 9.4, 7.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(0, -7.6);
    ctx.quadraticCurveTo(1.8, -10.2, 0, -10.6);
    ctx.quadraticCurveTo(-1.8, -10.2, 0, -7.6);
    ctx.fill();
    eyes(ctx, 0.4, 3.2, 1.4);
    ctx.beginPath();
    ctx.arc(0, 3, 2.4, 0.15 * Math.PI, 0.85 * Math.PI);
    ctx.strokeStyle = THEME.ink;
    ctx.lineWidth = 1.2;
    ctx.stroke();
  },
  // A bronze head with a visor slit.
  Automaton(ctx) {
    ctx.beginPath();
    ctx.moveTo(-7, -8);
    ctx.lineTo(7, -8);
    ctx.lineTo(8.6, 2);
    ctx.lineTo(5, 8.6);
    ctx.lineTo(-5, 8.6);
    ctx.lineTo(-8.6, 2);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = THEME.ink;
    ctx.fillRect(-6, -2.8, 12, 2.6);
    ctx.fillStyle = '#ffe07a';
    ctx.fillRect(-1.2, -2.4, 2.4, 1.8);
    ctx.beginPath();
    ctx.strokeStyle = THEME.ink;
    ctx.moveTo(-3.4, 4.6);
    ctx.lineTo(3.4, 4.6);
    ctx.stroke();
  },
  // A hooded figure with glowing eyes.
  Collector(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, -10);
    ctx.quadraticCurveTo(8.4, -5, 8.6, 9);
    ctx.lineTo(-8.6, 9);
    ctx.quadraticCurveTo(-8.4, -5, 0, -10);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = THEME.ink;
    ctx.beginPath();
    ctx.ellipse(0, 0.6, 4.6, 5, 0, 0, Math.PI * 2);
    ctx.fill();
    eyes(ctx, -0.2, 1.9, 1.1, '#ffd86b');
  },
  // A champion's crested helmet.
  Champ(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, -10);
    ctx.lineTo(2.2, -5.6);
    ctx.lineTo(-2.2, -5.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-8, 8.6);
    ctx.lineTo(-8, -1);
    ctx.quadraticCurveTo(0, -9.6, 8, -1);
    ctx.lineTo(8, 8.6);
    ctx.lineTo(2, 8.6);
    ctx.lineTo(2, 2.4);
    ctx.lineTo(-2, 2.4);
    ctx.lineTo(-2, 8.6);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = THEME.ink;
    ctx.fillRect(-6.2, -0.6, 12.4, 1.8);
  },
  // A crowned bird spreading its wings.
  'Awakened One'(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, -3);
    ctx.quadraticCurveTo(-6, -9, -10, -4);
    ctx.quadraticCurveTo(-6, -3.6, -4.4, 1);
    ctx.lineTo(-2.6, 8.4);
    ctx.lineTo(2.6, 8.4);
    ctx.lineTo(4.4, 1);
    ctx.quadraticCurveTo(6, -3.6, 10, -4);
    ctx.quadraticCurveTo(6, -9, 0, -3);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0, -1, 3.2, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    eyes(ctx, -1.2, 1.2, 0.8, '#ff6b6b');
  },
  // A clock face.
  'Time Eater'(ctx) {
    ctx.beginPath();
    ctx.arc(0, 0, 9, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#12303a';
    ctx.beginPath();
    ctx.arc(0, 0, 6.8, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#bff6ff';
    ctx.lineWidth = 1.4;
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(0, -5.2);
    ctx.moveTo(0, 0);
    ctx.lineTo(3.6, 1.8);
    ctx.stroke();
    ctx.fillStyle = '#bff6ff';
    for (let i = 0; i < 12; i += 3) {
      const a = (i / 12) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(Math.cos(a) * 5.6, Math.sin(a) * 5.6, 0.7, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  // Donu (a circle) and Deca (a square).
  'Donu and Deca'(ctx) {
    ctx.fillStyle = '#e6a85a';
    ctx.beginPath();
    ctx.arc(-4.4, 0, 5, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#5ab0e0';
    ctx.beginPath();
    ctx.rect(0.4, -4.8, 9.4, 9.6);
    ctx.fill();
    ctx.stroke();
    eyes(ctx, -0.6, 1.4, 0.9);
    ctx.fillStyle = THEME.ink;
    ctx.beginPath();
    ctx.arc(-5.8, -0.6, 0.9, 0, Math.PI * 2);
    ctx.arc(-3, -0.6, 0.9, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(3.6, -0.6, 0.9, 0, Math.PI * 2);
    ctx.arc(6.4, -0.6, 0.9, 0, Math.PI * 2);
    ctx.fill();
  },
  // A heart.
  'The Heart'(ctx) {
    ctx.beginPath();
    ctx.moveTo(0, 9);
    ctx.bezierCurveTo(-4, 5.6, -9.8, 1.6, -9.2, -3.4);
    ctx.bezierCurveTo(-8.6, -8.6, -2.2, -9, 0, -4.6);
    ctx.bezierCurveTo(2.2, -9, 8.6, -8.6, 9.2, -3.4);
    ctx.bezierCurveTo(9.8, 1.6, 4, 5.6, 0, 9);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.strokeStyle = '#7a1424';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(-2, -3);
    ctx.quadraticCurveTo(0, 1, -1, 5);
    ctx.moveTo(3.6, -4.6);
    ctx.quadraticCurveTo(2, -1, 3, 2.6);
    ctx.stroke();
  },
};
