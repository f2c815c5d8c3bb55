import { findRow, stringCell, type TableCellRef, type TableData } from '../../../engine/index.ts';

/** The action letter of a German card (section 3). */
export type Card = 'F' | 'R' | 'M' | 'P' | 'A';
export const CARDS: readonly Card[] = ['F', 'R', 'M', 'P', 'A'];
export type PositionKind = 'reinforcement' | 'wn';
export type Caliber = 'none' | '50' | '75' | '88';
export type GermanAction =
  | 'fire'
  | 'reinforce'
  | 'redeploy'
  | 're-supply'
  | 're-occupy'
  | 'mortar'
  | 'patrol'
  | 'ambush'
  | 'advance'
  | 'artillery'
  | 'remove-disrupted';
export const GERMAN_ACTIONS: readonly GermanAction[] = [
  'fire',
  'reinforce',
  'redeploy',
  're-supply',
  're-occupy',
  'mortar',
  'patrol',
  'ambush',
  'advance',
  'artillery',
  'remove-disrupted',
];

export const ACTIONS_TABLE = 'dday-omaha.german-actions';

export interface PositionSituation {
  readonly card: Card;
  readonly position: PositionKind;
  readonly occupied: boolean;
  readonly inCommunication: boolean;
  readonly usInFieldOfFire: boolean;
  readonly withinTwoHexesOfUs: boolean;
  readonly disrupted: boolean;
  readonly caliber: Caliber;
}

export interface ActionDecision {
  readonly actions: GermanAction[];
  readonly why: string[];
  readonly cell?: TableCellRef;
}

export interface DecisionOptions {
  /** Settles an "ADVANCE or FIRE" cell; the game knows the Depth marker and revealed state, the bare procedure does not. */
  readonly advanceOrFire: (why: string[]) => 'advance' | 'fire';
  /** 'always': a disrupted, occupied position removes its marker on any card; 'when-acting': only when the cell gives it an action. */
  readonly disruptedRemoval: 'always' | 'when-acting';
}

function isAction(s: string): s is GermanAction {
  return (GERMAN_ACTIONS as readonly string[]).includes(s);
}

function conditionHolds(when: string, s: PositionSituation): { holds: boolean; text: string } {
  switch (when) {
    case 'within-two-hexes':
      return {
        holds: s.withinTwoHexesOfUs,
        text: s.withinTwoHexesOfUs ? 'a US unit is within 2 hexes' : 'no US unit within 2 hexes',
      };
    case 'us-in-fof':
      return {
        holds: s.usInFieldOfFire,
        text: s.usInFieldOfFire ? 'a US unit is in its field of fire' : 'no US unit in its field of fire',
      };
    case 'caliber-75-88':
      return {
        holds: s.caliber === '75' || s.caliber === '88',
        text:
          s.caliber === '75' || s.caliber === '88'
            ? `its ${s.caliber} caliber fires artillery`
            : `artillery needs a 75 or 88 caliber (it has ${s.caliber === 'none' ? 'none' : s.caliber})`,
      };
    default:
      return { holds: true, text: '' };
  }
}

/** The matrix cell for the situation, ignoring disruption. */
export function matrixCell(s: PositionSituation): string {
  const state = !s.occupied ? 'unoccupied' : s.usInFieldOfFire ? 'target' : 'no-target';
  return `${s.card}.${s.position}.${state}`;
}

function cellActions(s: PositionSituation, table: TableData, opts: DecisionOptions, why: string[]): GermanAction[] {
  const key = matrixCell(s);
  const row = findRow(table, key);
  why.push(`${row.label ?? key} (3)`);
  const text = stringCell(table, key, 'actions');
  const cond = conditionHolds(stringCell(table, key, 'when'), s);
  if (!cond.holds) {
    why.push(`No action: ${cond.text}`);
    return [];
  }
  if (cond.text) why.push(`Condition met: ${cond.text}`);
  const out: GermanAction[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let chosen = part;
    if (part.includes('|')) {
      const pick = opts.advanceOrFire(why);
      const options = part.split('|');
      chosen = options.find((a) => a === pick) ?? options[0] ?? part;
    }
    if (!isAction(chosen)) throw new RangeError(`${ACTIONS_TABLE}: unknown action "${chosen}" in row ${key}`);
    if (chosen === 're-supply' && !s.inCommunication) {
      why.push('No re-supply: the position is not in communication');
      continue;
    }
    out.push(chosen);
  }
  return out;
}

/** What one activated German position does for the card (section 3 matrix and its bullets). */
export function decideGermanActions(s: PositionSituation, table: TableData, opts: DecisionOptions): ActionDecision {
  const why: string[] = [];
  const cell: TableCellRef = { table: ACTIONS_TABLE, row: matrixCell(s), column: 'actions' };
  if (!s.occupied && !s.inCommunication) {
    why.push('Unoccupied and out of communication: the matrix gives such positions no column, so nothing happens (3)');
    return { actions: [], why };
  }
  if (s.occupied && s.disrupted) {
    if (opts.disruptedRemoval === 'when-acting') {
      const would = cellActions(s, table, opts, []);
      if (would.length === 0) {
        why.push('Disrupted, and the card gives it nothing to do: the marker stays (reading "when-acting")');
        return { actions: [], why, cell };
      }
    }
    why.push('Disrupted units take no action: the Disrupted marker is removed instead (3)');
    return { actions: ['remove-disrupted'], why, cell };
  }
  const actions = cellActions(s, table, opts, why);
  if (actions.length === 0 && why.length === 1) why.push('The cell is empty: no action');
  return { actions, why, cell };
}
