import { constant } from '../procedures/common.ts';
import { victory } from '../procedures/victory.ts';
import type { Rules } from './rules.ts';
import type { GameState } from './state.ts';
import { hqOnMap } from './formations.ts';
import { view } from './view.ts';
import { said } from './words.ts';

/** The US holds every village and town hex of the three named towns (10.2.2). */
export function usHoldsAllThree(rules: Rules, state: GameState): boolean {
  const names = ['Trévières', 'Grandcamp les Bains', 'Tour-en-Bessin'];
  return rules.board.doc.places
    .filter((p) => names.includes(p.name))
    .every((p) => p.hexes.every((h) => state.control[h] === 'us'));
}

export function finalResult(rules: Rules, state: GameState): { level: string; us: number; german: number } {
  const count = (side: 'us' | 'german', kind: 'village' | 'town') =>
    rules.board.doc.places
      .filter((p) => p.kind === kind)
      .flatMap((p) => p.hexes)
      .filter((h) => state.control[h] === side).length;
  const v = victory(rules.ctx, {
    usVillages: count('us', 'village'),
    usTowns: count('us', 'town'),
    germanVillages: count('german', 'village'),
    germanTowns: count('german', 'town'),
    noUsBeachheads: false,
    usTookAllThreeTowns: usHoldsAllThree(rules, state),
  });
  return { level: v.outcome.level, us: v.outcome.usPoints, german: v.outcome.germanPoints };
}

/** Cleanup (3.2.1): used assets, support points and beachhead throughput (9.4.1) reset; after the last turn, victory; else the next turn's Planning Phase with its supply (3.2.2, 4.3.2-4.3.3). */
export function endTurn(rules: Rules, state: GameState): GameState {
  const assets = Object.fromEntries(Object.entries(state.assets).map(([k, a]) => [k, { ...a, used: false }]));
  const formations = Object.fromEntries(
    Object.entries(state.formations).map(([k, f]) => [k, { ...f, failedWithoutSupply: false }]),
  );
  const base = {
    ...state,
    assets,
    formations,
    initiative: null,
    passed: null,
    active: [],
    supportUsed: {},
    beachheadSupply: {},
  };
  if (state.turn >= state.lastTurn) {
    const r = finalResult(rules, base);
    return {
      ...base,
      phase: 'over',
      result: r.level,
      log: [
        ...state.log,
        said(`Game over: victory points US ${r.us}, German ${r.german}`, { outcome: r.level, source: '10.1.2' }),
      ],
    };
  }
  const f352 = formations['de-352'];
  if (f352) formations['de-352'] = { ...f352, supply: f352.supply + constant(rules.ctx, 'turn2-supply-german-352') };
  const perBeachhead = constant(rules.ctx, 'turn2-supply-us-per-beachhead');
  const v = view(rules, state);
  const added: string[] = [];
  for (const d of ['us-1', 'us-29']) {
    const f = formations[d];
    const hq = hqOnMap(rules, state, d);
    if (!f || !hq) continue;
    const t = v.trace('us', hq.hex);
    const n = state.beachheads.filter(
      (h) =>
        (state.beachheadOwners[h] ?? 'us-1') === d &&
        rules.board.terrain(rules.board.hex(h)).beach &&
        (t[v.grid.index(h)] ?? -1) >= 0,
    ).length;
    formations[d] = { ...f, supply: f.supply + perBeachhead * n };
    added.push(`${d} +${perBeachhead * n} for ${n} beachhead(s) traced`);
  }
  return {
    ...base,
    formations,
    allocated: [],
    turn: state.turn + 1,
    phase: 'planning',
    log: [
      ...state.log,
      said(
        `Turn ${state.turn + 1} Planning Phase: de-352 gets ${constant(rules.ctx, 'turn2-supply-german-352')} supply${added.length ? `; ${added.join('; ')}` : ''} (4.3.2, 4.3.3)`,
      ),
    ],
  };
}
