/** A named change to a die count or a roll, with the rules section it comes from. */
export interface Modifier {
  readonly label: string;
  readonly amount: number;
  readonly source: string;
}

export function modifier(label: string, amount: number, source: string): Modifier {
  return { label, amount, source };
}

/** Keeps the modifiers whose condition holds. */
export function applicable(entries: readonly (readonly [boolean, Modifier])[]): Modifier[] {
  return entries.filter(([on]) => on).map(([, m]) => m);
}

export function sumModifiers(mods: readonly Modifier[]): number {
  return mods.reduce((s, m) => s + m.amount, 0);
}

/** How a modified value is bounded: clamped into [min, max]; below `cannotActBelow` the action fails. */
export interface Floor {
  readonly min?: number;
  readonly max?: number;
  readonly cannotActBelow?: number;
}

export interface ModifiedValue {
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  /** Base plus modifiers, before any floor. */
  readonly raw: number;
  /** After clamping. */
  readonly value: number;
  /** True when `raw` fell below the floor's `cannotActBelow`. */
  readonly cannotAct: boolean;
}

export function modify(base: number, mods: readonly Modifier[], floor: Floor = {}): ModifiedValue {
  const raw = base + sumModifiers(mods);
  let value = raw;
  if (floor.min !== undefined) value = Math.max(floor.min, value);
  if (floor.max !== undefined) value = Math.min(floor.max, value);
  return {
    base,
    modifiers: mods,
    raw,
    value,
    cannotAct: floor.cannotActBelow !== undefined && raw < floor.cannotActBelow,
  };
}

/** "Rifle 3, under 12 in +1, suppressed -1 = 3" */
export function describeModified(baseLabel: string, v: ModifiedValue, unit = ''): string {
  const parts = [
    `${baseLabel} ${v.base}`,
    ...v.modifiers.map((m) => `${m.label} ${m.amount >= 0 ? '+' : ''}${m.amount}`),
  ];
  return `${parts.join(', ')} = ${v.value}${unit}`;
}
