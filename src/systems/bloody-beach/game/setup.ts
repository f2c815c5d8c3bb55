import { newDeck, numberCell, type Rng } from '../../../engine/index.ts';
import { hexesWithin, wedge, type Axial, type Side as HexSide } from '../../../boards/hex/index.ts';
import { constant, T } from '../procedures/common.ts';
import { tooManyInARow } from './nest-rows.ts';
import type { Rules } from './rules.ts';
import type { AssetState, FormationState, GameState, UnitState } from './state.ts';
import { said } from './words.ts';

/** Hexes where pillboxes and nests may set up: land hexes within two of an Omaha beach hex (11.2, provisional zone). */
function defenceSites(rules: Rules): Axial[] {
  const b = rules.board;
  const beach = new Set(b.doc.sectors.flatMap((s) => s.hexes));
  return b.all().filter((h) => {
    const t = b.terrain(h);
    return !t.beach && t.key !== 'sea' && hexesWithin(h, 2).some((n) => b.inMap(n) && beach.has(b.id(n)));
  });
}

/** The vertex whose forward sector covers the most beach hexes. */
function bestFacing(rules: Rules, h: Axial, range: number): number {
  const b = rules.board;
  let best = 0;
  let most = -1;
  for (let v = 0; v < 6; v++) {
    const n = wedge(h, v as HexSide, range).filter((x) => b.inMap(x) && b.terrain(x).beach).length;
    if (n > most) {
      most = n;
      best = v;
    }
  }
  return best;
}

/** A new game: the scenario's formations and counters, pillboxes and nests placed face down at random (11.2.2-11.2.4). */
export function setupGame(rules: Rules, rng: Rng): GameState {
  const s = rules.scenario;
  const formations: Record<string, FormationState> = {};
  // the starting ratings and supply are read from the tables an owner may correct (11.1.2, 11.2.7, 4.3.1)
  const ratings = rules.ctx.table(T.efficiency);
  for (const f of s.formations)
    formations[f.id] = {
      id: f.id,
      side: f.side,
      rating: f.ratingRow ? numberCell(ratings, f.ratingRow, 'rating') : 0,
      supply: f.supplyRow ? constant(rules.ctx, f.supplyRow) : 0,
      failedWithoutSupply: false,
    };
  const units: Record<string, UnitState> = {};
  for (const u of s.units) {
    const t = rules.unitType(u.type);
    units[u.id] = {
      id: u.id,
      type: u.type,
      side: u.side,
      formation: u.formation,
      hex: u.hex ?? null,
      steps: t.steps,
      maxSteps: t.steps,
      pinned: false,
      status: u.hex ? 'map' : 'waiting',
      hidden: u.hidden ?? false,
      ...(u.facing !== undefined ? { facing: u.facing } : {}),
      ...(u.wave !== undefined ? { wave: u.wave } : {}),
      ...(u.box ? { box: u.box } : {}),
      acted: false,
      mp: 0,
      pinnedThisActivation: false,
    };
  }
  const assets: Record<string, AssetState> = {};
  for (const a of s.assets)
    assets[a.id] = {
      id: a.id,
      type: a.type,
      side: a.side,
      formation: a.formation,
      used: false,
      status: a.side === 'german' && !a.reinforcement ? 'pool' : 'waiting',
      ...(a.wave !== undefined ? { wave: a.wave } : {}),
      ...(a.box ? { box: a.box } : {}),
    };

  const b = rules.board;
  const occupied = new Set(
    Object.values(units)
      .filter((u) => u.hex)
      .map((u) => u.hex as string),
  );
  const sites = rng.shuffle(defenceSites(rules)).filter((h) => !occupied.has(b.id(h)));
  const nests = new Set<string>();
  const limit = constant(rules.ctx, 'resistance-nests-in-a-row');
  let k = 0;
  const take = (nest: boolean): Axial | undefined => {
    while (k < sites.length) {
      const h = sites[k++] as Axial;
      if (nest && tooManyInARow(rules, nests, h, limit)) continue;
      return h;
    }
    return undefined;
  };
  const pillboxTypes = rng.shuffle(
    Object.entries(s.coastalDefenses.pillboxes).flatMap(([type, n]) => Array.from({ length: n }, () => type)),
  );
  pillboxTypes.forEach((type, i) => {
    const h = take(false);
    if (!h) return;
    const t = rules.unitType(type);
    units[`pillbox-${i + 1}`] = {
      id: `pillbox-${i + 1}`,
      type,
      side: 'german',
      formation: 'coastal',
      hex: b.id(h),
      steps: 1,
      maxSteps: 1,
      pinned: false,
      status: 'map',
      hidden: true,
      facing: bestFacing(rules, h, t.antiTank + 1),
      acted: false,
      mp: 0,
      pinnedThisActivation: false,
    };
  });
  for (let i = 0; i < s.coastalDefenses.nests; i++) {
    const h = take(true);
    if (!h) break;
    nests.add(b.id(h));
    units[`nest-${i + 1}`] = {
      id: `nest-${i + 1}`,
      type: 'de-nest',
      side: 'german',
      formation: 'coastal',
      hex: b.id(h),
      steps: 1,
      maxSteps: 1,
      pinned: false,
      status: 'map',
      hidden: true,
      facing: bestFacing(rules, h, 1),
      acted: false,
      mp: 0,
      pinnedThisActivation: false,
    };
  }
  return {
    version: 1,
    turn: 1,
    lastTurn: constant(rules.ctx, 'turns'),
    phase: 'planning',
    marker: 0,
    initiative: null,
    passed: null,
    active: [],
    firstLandingDone: false,
    wavesLanded: {},
    units,
    formations,
    assets,
    supportUsed: {},
    shipsLost: {},
    beachheads: [],
    control: Object.fromEntries(b.doc.places.flatMap((p) => p.hexes.map((h) => [h, 'german' as const]))),
    cup: newDeck(
      Array.from({ length: 20 }, (_, i) => i + 1),
      rng,
    ),
    reinforcementNext: 0,
    battery: 'unknown',
    reaction: null,
    allocated: [],
    reinforceRolled: false,
    rangerBox: null,
    beachheadOwners: {},
    beachheadEver: false,
    roadblocks: [...b.doc.roadblocks],
    navalHexes: [],
    log: [said('Game set up: pillboxes and resistance nests placed face down (11.2.2)')],
  };
}
