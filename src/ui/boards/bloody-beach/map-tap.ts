import { hexKey, type Axial } from '../../../boards/hex/index.ts';
import type { CounterView, SideId } from './counters.ts';
import type { Answer } from './answer.ts';
import type { DecisionView } from './decision.ts';

/** What a tap on a hex of the map does. */
export type TapMeaning =
  /** Answers the decision due: the hex is one of its answers. */
  | { readonly kind: 'answer'; readonly answer: Answer }
  /** Traces the move being previewed to the hex. */
  | { readonly kind: 'trace' }
  /** Picks an enemy unit there as the selected unit's target. */
  | { readonly kind: 'target'; readonly unit: CounterView }
  /** Selects the hex, and its top unit (the viewer's own first). */
  | { readonly kind: 'select'; readonly unit?: CounterView };

/** What the meaning of a tap depends on. */
export interface TapContext {
  readonly decision?: DecisionView;
  /** The tapped hex's printed number. */
  readonly hexId: string;
  /** The counters in the tapped hex, bottom first. */
  readonly here: readonly CounterView[];
  /** The hex is in reach of the move being previewed. */
  readonly reaches: boolean;
  readonly selected?: CounterView;
  readonly viewer: SideId;
  /** The enemy units a unit may fire at or close with. */
  targets(unit: CounterView): ReadonlySet<string>;
}

/**
 * A tap's meaning, first that applies: answering the decision due; tracing the move being previewed; picking a
 * target for the viewer's selected unit (the topmost enemy it may fire at or close with, in another hex);
 * else selecting the hex and its top unit, the viewer's own before the enemy's.
 */
export function tapMeaning(h: Axial, c: TapContext): TapMeaning {
  const answer = c.decision?.answers.find((a) => a.hex !== undefined && a.hex === c.hexId);
  if (answer) return { kind: 'answer', answer };
  if (c.reaches) return { kind: 'trace' };
  const firer = c.selected;
  if (firer && firer.side === c.viewer && hexKey(h) !== hexKey(firer.hex)) {
    const targets = c.targets(firer);
    const t = [...c.here].reverse().find((x) => targets.has(x.id));
    if (t) return { kind: 'target', unit: t };
  }
  const own = c.here.filter((x) => x.side === c.viewer);
  const unit = own[own.length - 1] ?? c.here[c.here.length - 1];
  return unit ? { kind: 'select', unit } : { kind: 'select' };
}
