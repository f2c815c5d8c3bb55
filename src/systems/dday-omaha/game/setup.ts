import type { RulesContext, SettingValue } from '../../../engine/index.ts';
import { defaultSymbol, isLeader, typeOfDesignation } from '../rules/units.ts';
import type { OmahaScenario } from '../scenario.ts';
import { FRESH_US_PHASE, type GameState, type Unit } from './state.ts';

/** A new game from the scenario and the arrivals schedule (9.1); `extended` switches on turns 17-32. */
export function setupGame(
  sc: OmahaScenario,
  options: Readonly<Record<string, SettingValue>>,
  ctx: RulesContext,
): GameState {
  const units: Unit[] = ctx.table('dday-omaha.us-arrivals').rows.map((r) => {
    const type = typeOfDesignation(ctx, r.key);
    const printed = typeof r.values.steps === 'number' ? r.values.steps : null;
    const steps = isLeader(type) ? 0 : (printed ?? 2);
    return {
      id: r.key,
      type,
      sector: r.values.sector === 'west' ? 'west' : 'east',
      steps,
      maxSteps: steps,
      symbol: defaultSymbol(ctx, type),
      disrupted: false,
      hero: 'none',
      climb: 'none',
      flipped: false,
      where: 'due',
      due: Number(r.values.turn),
      delayed: false,
      box: null,
      hex: null,
    };
  });
  return {
    version: 2,
    scenario: sc.id,
    turn: 1,
    extended: options.extended === true,
    phase: 'landing',
    positions: sc.positions.map(({ fof: _fof, ...p }) => ({ ...p, disrupted: false, depthRevealed: false })),
    units,
    pools: { ...sc.pools },
    eliminatedWnUnits: sc.eliminatedWnUnits,
    landingBoxes: [...sc.landingBoxes],
    boxSectors: { ...sc.boxSectors },
    artilleryBox: sc.artilleryBox.map((a) => ({ ...a, disrupted: false })),
    obstacles: [...sc.map.obstacles],
    usPhase: FRESH_US_PHASE,
    walk: null,
    lastReport: [],
    over: false,
    meyerArrived: false,
    landingDrifts: [],
  };
}
