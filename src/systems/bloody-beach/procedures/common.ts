import { D10, group, numberCell, type DiceGroup, type RulesContext, type TableData } from '../../../engine/index.ts';
import terrainJson from '../../../../tables/bloody-beach/terrain.json';

export const SYSTEM = 'bloody-beach';
export const T = {
  constants: 'bloody-beach.constants',
  terrain: 'bloody-beach.terrain',
  smallArms: 'bloody-beach.small-arms',
  antiTank: 'bloody-beach.anti-tank',
  closeCombat: 'bloody-beach.close-combat',
  drift: 'bloody-beach.drift',
  specialHits: 'bloody-beach.special-hits',
  support: 'bloody-beach.support',
  victory: 'bloody-beach.victory',
  reinforcements: 'bloody-beach.german-reinforcements',
  unitTypes: 'bloody-beach.unit-types',
  assetTypes: 'bloody-beach.asset-types',
  efficiency: 'bloody-beach.efficiency-ratings',
} as const;

/** One d10 group (0 reads 10), or none when the die is not owed this time. */
export function d10(name: string, label: string, owed = true, note?: string): DiceGroup {
  return group(name, label, D10, owed ? 1 : 0, note ? { note } : {});
}

/** A printed number from the constants table. */
export function constant(ctx: RulesContext, key: string): number {
  return numberCell(ctx.table(T.constants), key, 'value');
}

/** Terrain a unit can stand in, for choice inputs (the values are read from the table in force). */
export const TERRAIN_OPTIONS = (terrainJson.rows as { key: string; label: string }[])
  .filter((r) => r.key !== 'sea' && r.key !== 'road' && r.key !== 'secondary-road')
  .map((r) => ({ value: r.key, label: r.label }));

export const ENTERABLE_TERRAIN = (terrainJson.rows as { key: string; label: string }[])
  .filter((r) => r.key !== 'road' && r.key !== 'secondary-road')
  .map((r) => ({ value: r.key, label: r.label }));

export function terrainNumber(
  ctx: RulesContext,
  key: string,
  column: 'infantry' | 'vehicle' | 'morale' | 'fire',
): number | null {
  const v = ctx.table(T.terrain).rows.find((r) => r.key === key)?.values[column];
  return typeof v === 'number' ? v : null;
}

export function terrainLabel(ctx: RulesContext, key: string): string {
  return ctx.table(T.terrain).rows.find((r) => r.key === key)?.label ?? key;
}

/** Holds a value to the ends of a range. */
export function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}

/** Column key of a differential table: m4 for -4, 0, p3 for +3. */
export function diffKey(x: number): string {
  return x < 0 ? `m${-x}` : x > 0 ? `p${x}` : '0';
}

/** The lowest and highest differential a table's columns cover. */
export function diffRange(table: TableData): [number, number] {
  const xs = table.columns.map((c) =>
    c.key === '0' ? 0 : c.key.startsWith('m') ? -Number(c.key.slice(1)) : Number(c.key.slice(1)),
  );
  return [Math.min(...xs), Math.max(...xs)];
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
