import type { AnyProcedure } from '../../../engine/index.ts';
import { AMPHIBIOUS, landing, MINES, mineAffects, type LandingLetter } from '../rules/landing.ts';
import { UNIT_TYPES, type UnitType } from '../rules/units.ts';
import { bool, choice, int, tableProcedure } from './define.ts';

export const usLanding = tableProcedure<
  { turn: number; letter: LandingLetter; unitType: UnitType; dogGreenOrCharlie: boolean },
  { delay: number; eliminated: boolean; steps: number; drift: number; removed: boolean; rangerDriftMax: number }
>({
  name: 'us-landing',
  title: 'US amphibious landing',
  source: '9.2, 1',
  description: 'The landing of one unit by turn, letter drawn, unit type and landing box: delay, loss, drift or removal.',
  inputs: [
    int('turn', 'Turn', 1, 32, 1),
    choice('letter', 'Letter drawn', ['A', 'B', 'C', 'D']),
    choice('unitType', 'Unit type', UNIT_TYPES.map((t) => [t, t] as const)),
    bool('dogGreenOrCharlie', 'Landing box in Dog Green or Charlie'),
  ],
  outcomeKeys: ['delay', 'eliminated', 'steps', 'drift', 'removed', 'rangerDriftMax'],
  tables: [AMPHIBIOUS],
  compute(i, ctx) {
    const r = landing(ctx, i.turn, i.unitType, i.letter, i.dogGreenOrCharlie);
    const e = r.effect;
    const parts = [e.eliminated && 'ELIMINATED', e.removed && 'removed from play', e.delay && `+${e.delay} turns`, e.steps && `-${e.steps} step${e.steps > 1 ? 's' : ''}`, e.drift && `drift ${Math.abs(e.drift)} ${e.drift < 0 ? 'left' : 'right'}`, e.rangerDriftMax && `ranger may drift 0-${e.rangerDriftMax} left`].filter(Boolean);
    return { outcome: { ...e }, summary: parts.length ? parts.join(', ') : 'Lands safely', why: [...r.why, 'Drifting out of the landing boxes, or a high-tide box not facing a beach hex, delays the unit 2 turns (1)'], ...(r.cell ? { cell: r.cell } : {}) };
  },
});

export const mineSymbol = tableProcedure<{ turn: number }, { affects: string }>({
  name: 'mine-symbol',
  title: 'Exploding mine symbol',
  source: '1',
  description: 'Which landing boxes a mine symbol affects this turn; one unit of the player\'s choice there loses a step.',
  inputs: [int('turn', 'Turn', 1, 32, 7)],
  outcomeKeys: ['affects'],
  tables: [MINES],
  compute(i, ctx) {
    const r = mineAffects(ctx, i.turn);
    return { outcome: { affects: r.affects }, summary: r.affects === 'none' ? 'No effect' : r.affects === 'lands-on-obstacles' ? 'Boxes landing on uncleared obstacles' : 'Boxes passing uncleared obstacles', why: [r.why, 'One unit of the player\'s choice there loses 1 step; an HQ alone is delayed 2 turns; Generals are spared (1)'] };
  },
});

export const arrivals = tableProcedure<{ turn: number; sector: string }, { units: string[] }>({
  name: 'us-arrivals',
  title: 'US arrivals this turn',
  source: '9.1',
  description: 'The units due on a turn, by sector, with their steps.',
  inputs: [int('turn', 'Turn', 0, 32, 1), choice('sector', 'Sector', ['both', 'east', 'west'])],
  outcomeKeys: ['units'],
  tables: ['dday-omaha.us-arrivals'],
  compute(i, ctx) {
    const rows = ctx.table('dday-omaha.us-arrivals').rows.filter((r) => r.values.turn === i.turn && (i.sector === 'both' || r.values.sector === i.sector));
    const units = rows.map((r) => r.key);
    return { outcome: { units }, summary: units.length ? `${units.length} unit${units.length > 1 ? 's' : ''} due` : 'Nobody due', why: rows.map((r) => `${r.key}: ${String(r.values.sector)}, ${r.values.steps === null ? 'no steps' : `${String(r.values.steps)} steps`} (9.1)`) };
  },
});

export const landingProcedures: readonly AnyProcedure[] = [usLanding, mineSymbol, arrivals];
