// The map's colours: the StS1 theme, StS2's ink-on-parchment one, and which a game uses.

export const THEME = {
  bg: '#17181d',
  grid: 'rgba(214, 196, 150, 0.13)',
  gridDot: 'rgba(214, 196, 150, 0.22)',
  label: '#8f8676',
  labelStrong: '#d8cfb8',
  edge: '#8c806a',
  nodeBg: '#22232b',
  nodeRing: '#3a3a44',
  ink: '#101014',
  route: '#ffcf5a',
  selected: '#6ee7ff',
  burning: '#ff8a3d',
  rooms: {
    monster: '#d9d0b8',
    elite: '#ff6b5a',
    event: '#8fb8ff',
    shop: '#ffd166',
    rest: '#ff9f43',
    treasure: '#e0b04a',
    boss: '#ff4d4d',
    victory: '#ffe08a',
    ancient: '#c3a6ff',
  },
};

/**
 * Slay the Spire 2: the map is a parchment chart, so rooms are dark ink silhouettes with parchment
 * details on parchment discs (the page itself stays dark).
 */
export const THEME_STS2 = {
  ...THEME,
  bg: '#1b1813',
  grid: 'rgba(226, 211, 173, 0.10)',
  gridDot: 'rgba(226, 211, 173, 0.2)',
  edge: '#9a8a68',
  nodeBg: '#e2d3ad',
  nodeRing: '#6f6148',
  ink: '#e9dcb8',
  rooms: {
    monster: '#3b3026',
    elite: '#8e2a1f',
    event: '#2b4a7a',
    shop: '#6a4a12',
    rest: '#9a4a12',
    treasure: '#7a5a14',
    boss: '#7a1a1a',
    victory: '#6a5a10',
    ancient: '#4a2f7a',
  },
};

/** The drawing theme of a game. */
export function themeOf(game) {
  return game === 'sts2' ? THEME_STS2 : THEME;
}
