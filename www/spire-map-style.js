// The <spire-map> widget's stylesheet (its shadow root's), made once per page and shared by every widget.

const CSS = `
:host { display: block; max-width: 560px; color: #e9e3d3; background: #17181d; border: 1px solid #30313b;
  border-radius: 8px; padding: 8px; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; box-sizing: border-box; }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; margin: 0 0 6px; }
.title { font-weight: 600; color: #ffcf5a; }
.sub { color: #a39b8a; font-size: 12px; }
.error { color: #ff7b6b; margin: 6px 0; }
.error:empty { display: none; }
.burning { color: #ff8a3d; font-size: 13px; margin: 4px 0 0; }
.burning:empty { display: none; }
.host { width: 100%; display: flex; justify-content: center; }
.map-wrap { position: relative; max-width: 100%; }
.map-canvas { display: block; border-radius: 6px; }
.map-overlay { position: absolute; left: 0; top: 0; }
.map-node { position: absolute; padding: 0; margin: 0; border: 0; border-radius: 50%; background: transparent; cursor: pointer; }
.map-node:hover { background: rgba(255,255,255,0.06); }
.map-node:focus-visible { outline: 2px solid #6ee7ff; outline-offset: 0; }
.info { border-top: 1px solid #30313b; margin-top: 6px; padding-top: 6px; min-height: 2.5em; }
.info h2 { font-size: 15px; margin: 0 0 4px; }
.info p { margin: 3px 0; }
.floor, .hint, .muted, .odds-note { color: #a39b8a; }
.hint, .muted, .odds-note { font-size: 13px; }
.tag { display: inline-block; font-size: 12px; border-radius: 99px; padding: 0 8px; background: rgba(255,207,90,.16); color: #ffcf5a; }
.room-elite, .room-boss { color: #ff8c7d; } .room-event { color: #a9c8ff; } .room-shop, .room-treasure { color: #ffd98a; } .room-rest { color: #ffb56b; }
.route { font-size: 13px; color: #a39b8a; }
table.odds { width: 100%; border-collapse: collapse; font-size: 13px; }
table.odds th { text-align: left; font-weight: 500; padding: 1px 6px 1px 0; white-space: nowrap; }
table.odds td.pct { text-align: right; padding-right: 6px; font-variant-numeric: tabular-nums; }
table.odds td.bar { width: 50%; }
.fill { display: block; height: 7px; border-radius: 3px; background: #a39b8a; min-width: 1px; }
.fill-monster { background: #d9d0b8; } .fill-elite { background: #ff6b5a; } .fill-shop { background: #ffd166; }
.fill-treasure { background: #e0b04a; } .fill-event { background: #8fb8ff; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 2px 10px; margin: 6px 0 0; padding: 0; font-size: 12px; color: #a39b8a; }
.legend li { display: inline-flex; align-items: center; gap: 3px; }
.legend canvas { display: block; }
.burning strong { font-weight: 600; }
[hidden] { display: none !important; }
.topbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 4px 10px; margin: 0 0 6px; font-size: 13px; }
.boss { color: #a39b8a; }
.boss:empty { display: none; }
.boss b { white-space: nowrap; }
.boss canvas { display: inline-block; vertical-align: -0.3em; margin-right: 3px; }
.ancient { font-size: 13px; color: #a39b8a; margin: 0 0 6px; }
.ancient b, .neow-line { color: #c3a6ff; font-weight: 600; }
.boss-names, .ancient-name { margin: 3px 0; }
.neow-options { margin: 2px 0 4px; padding-left: 20px; font-size: 13px; }
.neow-head { margin: 3px 0 0; font-size: 13px; }
.switch { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; font-weight: 600; }
.switch input { appearance: none; width: 30px; height: 17px; border-radius: 99px; margin: 0; position: relative; cursor: pointer;
  background: #1f2027; border: 1px solid #a39b8a; }
.switch input::after { content: ""; position: absolute; top: 2px; left: 2px; width: 11px; height: 11px; border-radius: 50%; background: #a39b8a; }
.switch input:checked { background: rgba(255,107,90,.35); border-color: #ff8c7d; }
.switch input:checked::after { left: 15px; background: #ffb4a8; }
.switch input:focus-visible { outline: 2px solid #6ee7ff; outline-offset: 2px; }
.note { font-size: 12px; margin: 0 0 6px; padding: 3px 6px; border-radius: 5px; background: rgba(110,231,255,.08); border: 1px solid rgba(110,231,255,.35); }
.spoiler { color: #ffb4a8; font-weight: 600; }
.spoilers { font-size: 13px; margin: 3px 0 0; }
table.odds tr.rolled th, table.odds tr.rolled td.pct { color: #ffcf5a; font-weight: 700; }
.image-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; margin: 6px 0 0; font-size: 13px; }
button { font: inherit; color: inherit; background: #1f2027; border: 1px solid #30313b; border-radius: 6px; padding: 3px 10px; cursor: pointer; }
.image-bar button:hover { border-color: #a39b8a; }
.image-bar button:focus-visible { outline: 2px solid #6ee7ff; outline-offset: 2px; }
.image-bar .muted:empty { display: none; }
`;

let sheet = null;

/** The widget's constructable stylesheet (one for every widget of the page). */
export function styleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
