import { newDeck, numberCell, type Rng } from '../../../engine/index.ts';
import type { Axial } from '../../../boards/hex/index.ts';
import { constant, T } from '../procedures/common.ts';
import { askPlacement, bestFacing, defenceSites, germanPlaces } from './deployment.ts';
import { tooManyInARow } from './nest-rows.ts';
import type { Rules } from './rules.ts';
import type { AssetState, FormationState, GameState, UnitState } from './state.ts';
import { said } from './words.ts';

/**
 * A new game: the scenario's formations and counters; the pillboxes (their types drawn at random, 11.2.2) and the
 * nests set up face down by the German player, one decision each in a random order, or by Umpire at random.
 */
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
  const byUmpire = !germanPlaces(rules);
  // Umpire's sites are drawn before the pillbox types, so a seed sets up the same game it always did
  const occupied = new Set(
    Object.values(units)
      .filter((u) => u.hex)
      .map((u) => u.hex),
  );
  const sites = byUmpire ? rng.shuffle(defenceSites(rules)).filter((h) => !occupied.has(b.id(h))) : [];
  const pillboxTypes = rng.shuffle(
    Object.entries(s.coastalDefenses.pillboxes).flatMap(([type, n]) => Array.from({ length: n }, () => type)),
  );
  const defences: UnitState[] = [
    ...pillboxTypes.map((type, i) => ({ id: `pillbox-${i + 1}`, type })),
    ...Array.from({ length: s.coastalDefenses.nests }, (_, i) => ({ id: `nest-${i + 1}`, type: 'de-nest' })),
  ].map(({ id, type }) => ({
    id,
    type,
    side: 'german',
    formation: 'coastal',
    hex: null,
    steps: 1,
    maxSteps: 1,
    pinned: false,
    status: 'placing',
    hidden: true,
    acted: false,
    mp: 0,
    pinnedThisActivation: false,
  }));
  if (byUmpire) placeAtRandom(rules, sites, units, defences);
  else for (const u of defences) units[u.id] = u;
  // the German places in an order no one chooses, so the order tells the US nothing of what went where
  const order = byUmpire ? [] : rng.shuffle(defences.map((u) => u.id));
  const game: GameState = {
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
    log: [
      said(
        byUmpire
          ? 'Game set up: pillboxes and resistance nests placed face down (11.2.2)'
          : 'Game set up: the German player sets up the pillboxes and resistance nests face down (11.2.2)',
      ),
    ],
  };
  return askPlacement(rules, game, order);
}

/** Umpire's placement: each counter on the next free shuffled site, facing the beach, the nest limit of 11.2.3 kept. */
function placeAtRandom(
  rules: Rules,
  sites: readonly Axial[],
  units: Record<string, UnitState>,
  defences: readonly UnitState[],
): void {
  const b = rules.board;
  const nests = new Set<string>();
  const limit = constant(rules.ctx, 'resistance-nests-in-a-row');
  let k = 0;
  const take = (nest: boolean): Axial | undefined => {
    for (let h = sites[k]; h !== undefined; h = sites[k]) {
      k++;
      if (nest && tooManyInARow(rules, nests, h, limit)) continue;
      return h;
    }
    return undefined;
  };
  for (const u of defences) {
    const nest = u.type === 'de-nest';
    const h = take(nest);
    if (!h) continue;
    if (nest) nests.add(b.id(h));
    units[u.id] = { ...u, hex: b.id(h), status: 'map', facing: bestFacing(rules, h, u) };
  }
}
