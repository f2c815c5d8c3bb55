import type { DiceRoll, RollPreview } from '../../../engine/index.ts';
import type { CrowbarAction } from './actions.ts';
import { closeCombatInputs } from './close-combat.ts';
import { germanAt, germanById, ranger, top } from './core.ts';
import { rangerFireInputs } from './fire.ts';
import { BEACH, CLIFF } from '../map/grid.ts';
import { moveCost } from './movement.ts';
import type { Rules } from './rules.ts';
import type { CloseCombat, CrowbarState, Ranger, Task } from './types.ts';
import { germanName, unitName } from './words.ts';

/**
 * The roll an action makes, before it is made (GameDefinition.rollFor): the procedure whose odds the board
 * shows and its inputs, read from the state exactly as the reducer reads them when it rolls (the same
 * closeCombatInputs, rangerFireInputs and dice counts; test/systems/crowbar/roll-for.test.ts holds the two
 * together). Undefined for an action that rolls nothing now, or whose roll cannot be foreseen without showing
 * what is hidden (Incoming Fire! markers turned over first change the defender).
 */
export function rollFor(g: CrowbarState, R: Rules, a: CrowbarAction): RollPreview | undefined {
  const t = top(g);
  switch (a.type) {
    case 'roll':
      return t?.k === 'unit'
        ? {
            procedure: 'crowbar.movement-die',
            inputs: { die: a.die },
            about: `${unitOf(g, R, t.col)} presses forward with the ${a.die} Movement Die`,
          }
        : undefined;
    case 'reroll':
      return t?.k === 'reroll'
        ? {
            procedure: 'crowbar.movement-die',
            inputs: { die: t.die },
            about: `The ${t.die} die is thrown again for ${unitOf(g, R, t.col)}`,
          }
        : undefined;
    case 'special':
      return specialRoll(g, R, t, a);
    case 'fire':
      return fireRoll(g, R, t, a);
    case 'move':
      return moveRoll(g, R, t, a);
    case 'cc-bonus':
      return t?.k === 'cc-bonus'
        ? combatRoll(g, R, { ...t.cc, commander: a.commander, heroic: a.heroic, decided: true })
        : undefined;
    default:
      return undefined;
  }
}

/**
 * The dice of a roll as the action carries them (`dice`, used in order by the reducer): the groups of the
 * procedure one after the other (the attacker's then the defender's); a Movement Die face by its number.
 */
export function actionDice(R: Rules, preview: RollPreview, roll: DiceRoll): number[] {
  if (preview.procedure === 'crowbar.movement-die') {
    const die = preview.inputs.die;
    const key = String(roll.die?.[0] ?? '');
    const faces =
      die === 'green' ? R.dice.green : die === 'yellow' ? R.dice.yellow : die === 'red' ? R.dice.red : R.dice.black;
    return [faces.findIndex((f) => f.key === key) + 1];
  }
  const order = preview.procedure === 'crowbar.close-combat' ? ['attacker', 'defender'] : ['dice'];
  return order.flatMap((group) => (roll[group] ?? []).map(Number));
}

function unitOf(g: CrowbarState, R: Rules, col: number): string {
  const r = ranger(g, col);
  return r ? unitName(r, R) : `the unit of column ${col}`;
}

function specialRoll(
  g: CrowbarState,
  R: Rules,
  t: Task | undefined,
  a: Extract<CrowbarAction, { type: 'special' }>,
): RollPreview | undefined {
  const r = t?.k === 'spend' ? ranger(g, t.col) : null;
  if (!r) return undefined;
  if (a.action === 'grapple')
    return {
      procedure: 'crowbar.grappling',
      inputs: {},
      about: `${unitName(r, R)} makes a Grappling Attempt up the cliff`,
    };
  if (a.action !== 'hasty' || a.gid === undefined) return undefined;
  const u = germanById(g, a.gid);
  return u
    ? {
        procedure: 'crowbar.hasty-fire',
        inputs: { firerSp: r.sp },
        about: `${unitName(r, R)} gives Hasty Fire at the ${germanName(u, R)}`,
      }
    : undefined;
}

function fireRoll(
  g: CrowbarState,
  R: Rules,
  t: Task | undefined,
  a: Extract<CrowbarAction, { type: 'fire' }>,
): RollPreview | undefined {
  const col = t?.k === 'fire' ? t.firers[0] : undefined;
  const r = col !== undefined ? ranger(g, col) : null;
  const u = a.target !== null ? germanById(g, a.target) : undefined;
  if (t?.k !== 'fire' || !r || !u) return undefined;
  const inputs = rangerFireInputs(R, r, u, {
    commander: a.commander === true,
    heroic: a.heroic === true,
    lowAmmo: t.lowAmmo,
  });
  return {
    procedure: 'crowbar.open-fire',
    inputs: { ...inputs },
    about: `${unitName(r, R)} opens fire on the ${germanName(u, R)}`,
  };
}

/** A move into a German-held space fights at once, unless a bonus is to be chosen first or markers lie there. */
function moveRoll(
  g: CrowbarState,
  R: Rules,
  t: Task | undefined,
  a: Extract<CrowbarAction, { type: 'move' }>,
): RollPreview | undefined {
  const r = t?.k === 'spend' ? ranger(g, t.col) : null;
  const to = r ? moveCost(g, R, r, a.dir)?.to : undefined;
  const u = to !== undefined ? germanAt(g, to) : undefined;
  if (!r || !u || u.incoming.length || g.spaceIncoming.some((m) => m.space === to)) return undefined;
  // Once in, an unused Commander or Heroic Action still with the unit is offered first (cc-bonus): no roll yet.
  const commanders =
    g.commanders.filter((c) => c.col === r.col && !c.used && c.returnAt === null).length -
    (a.bonus === 'commander' ? 1 : 0);
  const heroic = r.heroic - (a.bonus === 'heroic' ? 1 : 0);
  if (commanders > 0 || heroic > 0) return undefined;
  const cc: CloseCombat = {
    attacker: 'ranger',
    col: r.col,
    gid: u.id,
    from: r.row,
    crossedCliff: r.row === BEACH && u.row === CLIFF,
    rounds: 0,
    commander: false,
    heroic: false,
    decided: true,
  };
  return combatRoll(g, R, cc, { ...r, row: u.row, heroic });
}

/** A Close Combat about to be fought; `r`: the Ranger unit as it will stand (default: as it stands now). */
function combatRoll(
  g: CrowbarState,
  R: Rules,
  cc: CloseCombat,
  r: Ranger | null = ranger(g, cc.col),
): RollPreview | undefined {
  const u = germanById(g, cc.gid);
  if (!r || !u) return undefined;
  return {
    procedure: 'crowbar.close-combat',
    inputs: { ...closeCombatInputs(g, R, cc, r, u) },
    about: `Close Combat: ${unitName(r, R)} attacks the ${germanName(u, R)}`,
  };
}
