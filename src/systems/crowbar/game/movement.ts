import { BEACH, CLIFF, COLS, LAST_ROW, ROWS, sp } from '../map/grid.ts';
import { germanAt, preparedCover, told, dragRally, setRow } from './core.ts';
import { revealGunMarkers } from './gun-markers.ts';
import { holdFor } from '../procedures/hold-roll.ts';
import { combatDice as toldCombat } from './told-dice.ts';
import { holdName, lcaName, plural, rowName, spaceName, unitName } from './words.ts';
import { rangerAttacks } from './close-combat.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import type { CrowbarState, Hold, Ranger } from './types.ts';
import { noteCombatRoll } from './last-roll.ts';

/** I) Unit movement and G-7d costs: obstacles, the Cliff Side, Prepared Cover, landing, gun markers. */

export type Dir = 'forward' | 'back';

export interface MoveCost {
  readonly cost: number;
  /** Whether a Commander or Heroic Action may take one Advance off (an obstacle move). */
  readonly obstacle: boolean;
  readonly to: number;
}

/**
 * Each answer is made once and shared, frozen (callers only read it): the simulator asks at almost every Advance
 * spent. Keyed by space, cost and obstacle; a cost too large for the key is made anew. The list is filled to its
 * full length from the start: an empty list given a far index becomes a dictionary, slow to look up.
 */
const COSTS: (MoveCost | undefined)[] = new Array<MoveCost | undefined>(COLS * ROWS * 32).fill(undefined);

function costOf(cost: number, obstacle: boolean, to: number): MoveCost {
  if (cost < 0 || cost >= 16) return { cost, obstacle, to };
  const key = (to * 16 + cost) * 2 + (obstacle ? 1 : 0);
  return (COSTS[key] ??= Object.freeze({ cost, obstacle, to }));
}

/** What entering the next space costs, or undefined when the unit may not move that way. */
export function moveCost(g: CrowbarState, R: Rules, r: Ranger, dir: Dir): MoveCost | undefined {
  if (r.pinned) return undefined;
  const row = r.row;
  if (row < BEACH) return dir === 'forward' ? costOf(1, false, sp(r.col, row + 1)) : undefined;
  const next = dir === 'forward' ? row + 1 : row - 1;
  if (next > LAST_ROW || next < (row === BEACH ? BEACH + 1 : CLIFF)) return undefined;
  const to = sp(r.col, next);
  // Prepared Cover costs extra only when a German unit holds it; the cheap map lookup is made first.
  const prepared = preparedCover(R, to) && germanAt(g, to) !== undefined ? R.k['prepared-extra'] : 0;
  if (row === BEACH) {
    const hold: Hold = g.holds[r.col - 1] ?? 'none';
    const base = hold === 'firm' ? R.k['cliff-firm'] : hold === 'shaky' ? R.k['cliff-shaky'] : R.k['cliff-none'];
    return costOf(base + prepared, true, to);
  }
  const wire = dir === 'forward' ? R.map.wireNorth[to] === true : R.map.wireNorth[sp(r.col, row)] === true;
  const regular = wire || R.map.terrain[to] === 'woods' || g.obstacles.includes(to);
  const cost = (regular ? R.k['obstacle-cost'] : 1) + prepared;
  return costOf(cost, regular || prepared > 0, to);
}

/**
 * Moves the unit one space (its cost already paid; `cost`: the Advances it took, told with the move). Returns
 * 'combat' when it entered a German-held space and a Close Combat follows.
 */
export function moveOne(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  r: Ranger,
  dir: Dir,
  cost?: number,
): 'moved' | 'landed' | 'combat' {
  const from = r.row;
  const next = dir === 'forward' ? from + 1 : from - 1;
  if (from < BEACH) {
    setRow(g, R, r, next);
    if (next === BEACH) {
      land(g, R, roller, r);
      return 'landed';
    }
    g.logOn && told(g, { text: `The landing craft ${lcaName(r, R)} sails on to ${rowName(R, next)}`, source: 'E-2' });
    return 'moved';
  }
  const to = sp(r.col, next);
  setRow(g, R, r, next);
  if (from === BEACH && next === CLIFF) {
    const hold = g.holds[r.col - 1] ?? 'none';
    r.rally = CLIFF;
    g.holds[r.col - 1] = 'none';
    g.logOn &&
      told(g, {
        text: `${unitName(r, R)} climbs the cliff to ${spaceName(R, to)}${hold !== 'none' ? ` by the ${holdName(hold)}` : ''}${costWords(cost)}`,
        outcome: `its Rally Point comes up with it${hold !== 'none' ? `; the ${holdName(hold)} marker is removed` : ''}`,
        source: 'F-4, F-6',
      });
  } else
    g.logOn &&
      told(g, {
        text: `${unitName(r, R)} moves ${dir === 'forward' ? 'forward' : 'back'} to ${spaceName(R, to)}${costWords(cost)}`,
        source: cost !== undefined && cost > 1 ? 'I-1, G-7d' : 'I-1',
      });
  if (dir === 'back') dragRally(r);
  const german = germanAt(g, to);
  if (german) {
    rangerAttacks(g, R, roller, r, german, from);
    // Markers revealed on entering may destroy the defenders: then no combat was fought (rules note crowbar-reveal-kill).
    if (germanAt(g, to)) return 'combat';
    return 'moved';
  }
  revealGunMarkers(g, R, roller, r, true);
  return 'moved';
}

function costWords(cost: number | undefined): string {
  return cost === undefined ? '' : cost === 0 ? ', for no Advance' : ` for ${plural(cost, 'Advance')}`;
}

/** The LCA reaches Beach 4: the Ranger unit lands and an undamaged LCA fires its J-Projector (E-2, E-4). */
export function land(g: CrowbarState, R: Rules, roller: Roller, r: Ranger): void {
  const undamaged = r.lca === 'ok';
  r.lca = 'none';
  const hold = g.holds[r.col - 1] ?? 'none';
  g.logOn &&
    told(g, {
      text: `${unitName(r, R)} lands on Beach 4 in column ${r.col}`,
      outcome: !undamaged
        ? 'its damaged landing craft cannot launch a J-Projector and is removed'
        : hold === 'firm'
          ? 'a Firm Hold is already there: no J-Projector launch; the landing craft is removed'
          : 'the landing craft launches its J-Projector',
      source: 'E-2, E-4',
    });
  if (!undamaged || hold === 'firm') return;
  const a = roller.d6();
  const b = roller.d6();
  noteCombatRoll(g, 'j-projector', 'combat', [a, b], r.col);
  const got = jProjectorHold(R, a + b);
  const better = got === 'firm' || (got === 'shaky' && hold === 'none');
  g.logOn &&
    told(g, {
      text: `J-Projector launch from ${lcaName(r, R)}`,
      dice: [toldCombat([a, b], roller.typed, undefined, [0, 1])],
      outcome: `${a + b}: ${holdName(got)}${got !== 'none' && !better ? ` (the ${holdName(hold)} already there stays)` : ''}`,
      source: 'E-4',
    });
  if (better) g.holds[r.col - 1] = got;
}

/** The Hold of a J-Projector launch (E-4), read as the procedure crowbar.j-projector reads it. */
export function jProjectorHold(R: Rules, sum: number): Hold {
  return holdFor(R.ctx.table('crowbar.j-projector'), sum).hold;
}

/** The Hold of a Grappling Attempt (K-2b), read as the procedure crowbar.grappling reads it. */
export function grapplingHold(R: Rules, sum: number): Hold {
  return holdFor(R.ctx.table('crowbar.grappling'), sum).hold;
}
