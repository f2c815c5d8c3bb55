import type { RulesContext, SettingDef } from '../../engine/index.ts';

/** Switches between playable readings where the text is ambiguous (see rules-notes.ts). */
export const SETTINGS: readonly SettingDef[] = [
  {
    key: 'moraleReading',
    label: 'German morale modifiers',
    options: [
      { value: 'table', label: 'Follow the modifier table' },
      { value: 'examples', label: 'Follow the worked examples (one lower: -1 within 12", no +1 beyond)' },
    ],
    default: 'table',
    note: 'morale-examples',
  },
  {
    key: 'openTargetDie',
    label: 'US fire at a target in the open',
    options: [
      { value: 'table', label: 'Add a die, as the modifier table says' },
      { value: 'examples', label: 'No extra die, as the shooting examples count' },
    ],
    default: 'table',
    note: 'shooting-examples-open',
  },
  {
    key: 'confusionDice',
    label: 'MG42 confusion roll',
    options: [
      { value: '3d6', label: 'Three dice' },
      { value: '2d6', label: 'Two dice' },
    ],
    default: '3d6',
    note: 'confusion-dice',
  },
  {
    key: 'confusionWindow',
    label: 'When MG42 confusion applies',
    options: [
      { value: 'after-aware', label: 'The five turns after the Germans become aware' },
      { value: 'mg-firing-turns', label: 'The first five turns in which the MG42s fire' },
    ],
    default: 'after-aware',
    note: 'confusion-window',
  },
  {
    key: 'deadParatrooper',
    label: 'Dead paratroopers score',
    options: [
      { value: 'german-5', label: '+5 to the Germans' },
      { value: 'us-minus-1', label: '-1 to the US' },
      { value: 'both', label: 'Both' },
    ],
    default: 'german-5',
    note: 'dead-paratroopers',
  },
  {
    key: 'rangeTwelve',
    label: 'A range of exactly 12"',
    options: [
      { value: 'within', label: 'Counts as within 12"' },
      { value: 'over', label: 'Counts as over 12"' },
    ],
    default: 'within',
    note: 'twelve-inches',
  },
  {
    key: 'grenadeSixInches',
    label: 'A grenade aimed exactly 6" away',
    options: [
      { value: 'near', label: 'Uses the 1"-6" column' },
      { value: 'far', label: 'Uses the 6"-12" column' },
    ],
    default: 'near',
    note: 'grenade-six-inches',
  },
  {
    key: 'rifleOddDie',
    label: 'German rifle pool cut by modifiers',
    options: [
      { value: 'dropped-first', label: 'The odd-coloured die goes first' },
      { value: 'kept', label: 'The odd-coloured die stays; plain dice go' },
    ],
    default: 'dropped-first',
    note: 'rifle-odd-die',
  },
  {
    key: 'germanGrenadeWound',
    label: 'German grenade wound',
    options: [
      { value: 'wound-table', label: 'Each wounded figure rolls on the wound table' },
      { value: 'direct', label: 'Each wounded figure takes one wound' },
    ],
    default: 'wound-table',
    note: 'german-grenade',
  },
  {
    key: 'fjEarlyRoll',
    label: 'Early Fallschirmjäger roll',
    options: [
      { value: 'each-turn', label: 'Every German turn after the first gun falls' },
      { value: 'once', label: 'Once, when the first gun falls' },
    ],
    default: 'each-turn',
    note: 'fj-early-roll',
  },
  {
    key: 'prisonerEscape',
    label: 'When an unguarded prisoner runs',
    options: [
      { value: 'germans-move', label: 'In the Germans move step, before it ends' },
      { value: 'any-step', label: 'Whenever the referee marks it (he slips off the table)' },
    ],
    default: 'germans-move',
    // Sessions saved before this setting let the referee mark an escape in any step (the prisoner slipping off the
    // table) and move on past one.
    unrecorded: 'any-step',
    note: 'prisoners',
  },
  {
    key: 'artillery',
    label: 'Optional artillery fire',
    options: [
      { value: false, label: 'Off' },
      { value: true, label: 'On' },
    ],
    default: false,
  },
  {
    key: 'capturedGunsScore',
    label: 'Captured howitzers',
    options: [
      { value: false, label: 'Score nothing until blown up' },
      { value: true, label: 'Score as if destroyed' },
    ],
    default: false,
    note: 'captured-guns',
  },
];

export function settingString(ctx: RulesContext, key: string): string {
  return String(ctx.setting(key));
}

export function settingFlag(ctx: RulesContext, key: string): boolean {
  const v = ctx.setting(key);
  return v === true || v === 'true';
}

/** Whether a distance falls on the near side of a band's edge (a distance on the edge goes where `edgeIsNear` says). */
export function nearSide(inches: number, edge: number, edgeIsNear: boolean): boolean {
  return inches < edge || (inches === edge && edgeIsNear);
}

/** A distance on the near or far side of an edge, for a referee who measured only which side it falls. */
export function sideInches(near: boolean, edge: number, edgeIsNear: boolean): number {
  if (near) return edgeIsNear ? edge : edge - 1;
  return edgeIsNear ? edge + 1 : edge;
}

/** Whether exactly the close-range edge counts as within it (the rangeTwelve setting). */
export function twelveIsClose(ctx: RulesContext): boolean {
  return settingString(ctx, 'rangeTwelve') !== 'over';
}

/** Whether a range counts as within the close band (exactly on its edge per the setting). */
export function within12(ctx: RulesContext, rangeInches: number, band: number): boolean {
  return nearSide(rangeInches, band, twelveIsClose(ctx));
}
