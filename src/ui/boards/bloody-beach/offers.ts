import type { Axial } from '../../../boards/hex/index.ts';
import { fieldOf } from '../../../engine/index.ts';
import type { GameAction } from '../../../systems/types.ts';
import type { CounterView } from './counters.ts';
import { moveAction } from './stack-move.ts';
import { actionWords } from './action-words.ts';

/** One thing the selected unit may do: an action to send, or (without one) the rules' reason it may not. */
export interface Offer {
  readonly action?: GameAction;
  readonly label: string;
  readonly why?: string;
}

/** What the offers are read from: the game's legal actions now, the rules' own check, and the hex numbering. */
export interface OfferContext {
  readonly legal: readonly GameAction[];
  /** Why the game refuses an action now, or undefined when it is legal. */
  readonly why: (a: GameAction) => string | undefined;
  readonly hexId: (h: Axial) => string;
  /** The phase the game is in, for the "nothing to do" reason. */
  readonly phase?: string;
  /** A unit's, formation's or asset's printed name by its id. */
  readonly name?: (id: string) => string;
  /** The formation an asset belongs to (it stands under that formation's HQ), by the asset's id. */
  readonly assetFormation?: (id: string) => string | undefined;
  /** The formations active in the current activation (5.2). */
  readonly active?: readonly string[];
  /** What an activation costs and buys, in words (see flow.ts). */
  readonly terms?: (a: GameAction) => string | undefined;
}

/** At most this many offers on the card (the rest would push the map out of sight). */
const MOST = 8;

const isFire = (a: GameAction): boolean => a.type === 'fire' || a.type === 'reaction-fire';

/** Whether a close combat action puts this unit in. */
const closesWith = (a: GameAction, unit: string): boolean => {
  const units = fieldOf(a, 'units');
  return a.type === 'close-combat' && Array.isArray(units) && units.includes(unit);
};

/** The enemy units a unit may fire at or close with, as the game's legal actions name them. */
export function legalTargets(
  legal: readonly GameAction[],
  unit: CounterView,
  counters: readonly CounterView[],
  hexId: (h: Axial) => string,
): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    const target = fieldOf(a, 'target');
    const hex = fieldOf(a, 'hex');
    if (isFire(a) && fieldOf(a, 'unit') === unit.id && typeof target === 'string') out.add(target);
    if (closesWith(a, unit.id) && typeof hex === 'string') {
      for (const c of counters) if (c.side !== unit.side && hexId(c.hex) === hex) out.add(c.id);
    }
  }
  return out;
}

/** Against a picked target: each kind of fire the game allows (a pillbox takes either, 8.2.2), else why not; and close combat in its hex. */
function targetOffers(unit: CounterView, target: CounterView, c: OfferContext): Offer[] {
  const fires = c.legal.filter(
    (a) => isFire(a) && fieldOf(a, 'unit') === unit.id && fieldOf(a, 'target') === target.id,
  );
  const out: Offer[] = fires.map((a) => ({ action: a, label: `${fireLabel(a)} at ${target.label}` }));
  if (fires.length === 0) {
    const fire = { type: 'fire', unit: unit.id, target: target.id } as GameAction;
    const why = c.why(fire);
    out.push(why ? { label: `Fire at ${target.label}`, why } : { action: fire, label: `Fire at ${target.label}` });
  }
  const at = c.hexId(target.hex);
  const cc = c.legal.find((a) => closesWith(a, unit.id) && fieldOf(a, 'hex') === at);
  if (cc) out.push({ action: cc, label: `Close combat in ${at}` });
  return out;
}

/**
 * What the selected unit may do now: against its target, the fire and close combat; else the next step of the
 * traced move (for the stack when it moves together) and its other legal actions; when there are none, why.
 */
export function unitOffers(
  unit: CounterView,
  target: CounterView | undefined,
  plan: { readonly units: readonly string[]; readonly path: readonly Axial[] } | undefined,
  c: OfferContext,
): Offer[] {
  if (target) return targetOffers(unit, target, c);
  const out: Offer[] = [];
  const step = plan?.path[1];
  if (plan && step && plan.units.includes(unit.id)) {
    const to = c.hexId(step);
    const move = moveAction(plan.units, to);
    const why = c.why(move);
    const what = plan.units.length > 1 ? `Move the stack to ${to}` : `Move to ${to}`;
    out.push(
      why
        ? { label: what, why }
        : { action: move, label: `${what}${plan.path.length > 2 ? ' (next hex of the path)' : ''}` },
    );
  }
  for (const a of c.legal) {
    if (a.type === 'move' || isFire(a) || a.type === 'close-combat') continue;
    // an HQ offers its own formation's activation and landing (5.2, 9.1.4)
    const own =
      unit.unitClass === 'hq' &&
      unit.formation !== undefined &&
      fieldOf(a, 'formation') === unit.formation &&
      (a.type === 'activate' || a.type === 'land-wave');
    if (fieldOf(a, 'unit') === unit.id || own) {
      const t = c.terms?.(a);
      out.push({ action: a, label: `${actionLabel(a, c.name)}${t ? `: ${t}` : ''}` });
    }
  }
  if (out.length === 0) {
    const fights = c.legal.some((a) => (isFire(a) && fieldOf(a, 'unit') === unit.id) || closesWith(a, unit.id));
    const any = fights || c.legal.some((a) => fieldOf(a, 'unit') === unit.id);
    // a move being planned has its own hint on the card: tap a highlighted hex
    const planned = plan?.units.includes(unit.id) === true;
    const why = !any
      ? noActionReason(unit, c.phase, c.active)
      : fights
        ? 'Tap an enemy in reach to fire at it or close with it.'
        : planned
          ? undefined
          : 'Tap a highlighted hex to move.';
    if (why) out.push({ label: 'No action', why });
  }
  return out.slice(0, MOST);
}

/**
 * Why a unit has nothing to do: left out of its formation's activation as cut off from its HQ (5.2.3), pinned
 * (8.3.2), done for this activation (5.3.1), or not activated (5.2).
 */
export function noActionReason(unit: CounterView, phase?: string, active: readonly string[] = []): string {
  if (!unit.activated && unit.formation !== undefined && active.includes(unit.formation))
    return `Cut off from its HQ, it is left out of this activation${unit.pinned ? ' and stays pinned' : ''}: a regiment takes its cut-off units for 1 more supply, chosen when it is activated (5.2.3).`;
  if (unit.pinned && unit.activated)
    return 'Pinned: it has no try to unpin left in this activation, or was pinned in it (5.3.1, 5.3.4).';
  if (unit.pinned) return 'Pinned: it may try to unpin when its regiment or battalion is activated (8.3.2).';
  if (unit.acted) return 'It has already acted in this activation (5.3.1).';
  return `Nothing for this unit now${phase ? ` (${phase})` : ''}: a unit acts when its regiment or battalion is activated (5.2).`;
}

/** A fire button's words: reaction fire, or the kind of fire when the action names it. */
export function fireLabel(a: GameAction): string {
  const weapon = fieldOf(a, 'weapon');
  if (a.type === 'reaction-fire') return 'Reaction fire';
  return weapon === 'small-arms' ? 'Small arms fire' : weapon === 'anti-tank' ? 'Anti-tank fire' : 'Fire';
}

/** Any other action's words, everything by its printed name (see action-words.ts). */
export function actionLabel(a: GameAction, name: (id: string) => string = (id) => id): string {
  return actionWords(a, name);
}

/**
 * What the viewer may do to an enemy unit picked on the map with none of its own selected: naval fire at it
 * (5.4), or at an asset under it when it is an HQ (2.5.2), and an air strike when it is the HQ of a formation the
 * air may strike (5.5).
 */
export function enemyOffers(unit: CounterView, c: OfferContext): Offer[] {
  const hq = unit.unitClass === 'hq';
  const naval = (a: GameAction) =>
    fieldOf(a, 'target') === unit.id || (hq && c.assetFormation?.(String(fieldOf(a, 'target'))) === unit.formation);
  const hit = c.legal.filter(
    (a) =>
      (a.type === 'naval-fire' && naval(a)) ||
      (a.type === 'air-strike' && hq && fieldOf(a, 'formation') === unit.formation),
  );
  return hit.map((action) => ({ action, label: actionLabel(action, c.name) }));
}
