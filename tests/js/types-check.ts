// Type-checked (never run) by types.test.mjs with `tsc --noEmit --strict`:
// the declarations wasm-bindgen writes into www/pkg/spire_map_routes.d.ts (the route module: every page function) must be
// real types. Every `@ts-expect-error` below must find an error, so if the
// options or the result were `any`, the check would fail.
import init, { best_route, generate_map, initSync, version, walk_route } from "../../www/pkg/spire_map_routes.js";
import type {
  ActMap,
  Buff,
  BurningElite,
  Game,
  MapEdge,
  MapNode,
  MapOptions,
  MapSet,
  PlanOptions,
  Room,
  RouteOptions,
  RoutePlan,
  RouteWalk,
} from "../../www/pkg/spire_map_routes.js";

export async function load(url: URL): Promise<void> {
  await init({ module_or_path: url });
}
export function loadSync(bytes: Uint8Array): void {
  initSync({ module: bytes });
}

const options: MapOptions = {
  game: "sts1",
  seed: "AGCK93XT",
  ascension: 20,
  act: null,
  finalActUnlocked: true,
  emeraldKeyTakenInAct: 2,
};
const byNumber: MapOptions = { seedValue: 673465884448n };
const byText: MapOptions = { seedValue: "-1" };

export function useResult(): string {
  const maps: MapSet = generate_map(options);
  generate_map(byNumber);
  generate_map(byText);
  const game: Game = maps.game;
  const seed: string = maps.seed;
  const seedValue: string = maps.seedValue;
  const ascension: number = maps.ascension;
  const warnings: string[] = maps.warnings;
  const act: ActMap = maps.acts[0];
  const node: MapNode = act.nodes[0];
  const room: Room = node.room;
  const edge: MapEdge = act.edges[0];
  const from: [number, number] = edge.from;
  const elite: BurningElite | null = act.burningElite;
  const buff: Buff | undefined = elite?.buff;
  const floors: number = act.firstFloor + act.height + act.width;
  return [game, seed, seedValue, ascension, warnings, act.name, room, from, buff, floors, version()].join();
}

// The options types join several Rust structs (src/options/): still one closed object type each.
const route: RouteOptions = { seedValue: 5n, route: "1,2/3", startAct: 1, tinyChest: true, juzuBracelet: false };
const plan: PlanOptions = { seed: "AGCK93XT", act: 1, criterion: "mostElites", from: [3, 0] };

export function useRoutes(): number {
  const walk: RouteWalk = walk_route(route);
  const best: RoutePlan = best_route(plan);
  const outcome: string | undefined = walk.floors[0].outcome;
  const gold: number = walk.totals.goldMax + best.totals.goldMin;
  return walk.questionRoomsAfter + best.score + gold + (outcome ? 1 : 0) + best.path[0][0];
}

export function misuseRoutes(): void {
  // @ts-expect-error: best_route needs the act
  best_route({ seed: "A", criterion: "mostElites" });
  // @ts-expect-error: criteria are a closed union
  best_route({ seed: "A", act: 1, criterion: "mostGold" });
  // @ts-expect-error: the route options are checked too (misspelt name)
  walk_route({ seed: "A", route: "1", startact: 1 });
  // @ts-expect-error: a route is required
  walk_route({ seed: "A" });
}

export function misuse(maps: MapSet): void {
  // @ts-expect-error: options are checked (misspelt name)
  generate_map({ seed: "A", acsension: 1 });
  // @ts-expect-error: ascension is a number
  generate_map({ seed: "A", ascension: "20" });
  // @ts-expect-error: game is a closed union
  generate_map({ seed: "A", game: "sts3" });
  // @ts-expect-error: the result is not any (seed is a string)
  const n: number = maps.seed;
  // @ts-expect-error: seedValue is a string, not a number
  maps.seedValue.toFixed(0);
  // @ts-expect-error: rooms are a closed union
  const r: Room = "bogus";
  // @ts-expect-error: burningElite may be null (strict null checks)
  const x: number = maps.acts[0].burningElite.x;
  // @ts-expect-error: no such field
  maps.acts[0].rooms;
  void n, r, x;
}
