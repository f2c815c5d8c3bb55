import type { GameAction } from '../../../systems/types.ts';
import type { SideId } from './counters.ts';

/** A choice the game waits for its owner to make on the map: whose it is, what it settles, and the hexes that answer it. */
export interface DecisionView {
  readonly side: SideId;
  /** What is being decided, in words, with the rule. */
  readonly question: string;
  /** The legal answers by printed hex, Umpire's suggestion first, each with the action that gives it. */
  readonly answers: readonly { readonly hex: string; readonly action: GameAction }[];
}

type Rec = Readonly<Record<string, unknown>>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The owner decision due now (the first the state queues under `decisions`), paired with the legal actions that
 * answer it: where a displaced HQ goes (2.4.5), or where blocked reinforcements enter (11.4.2). `name` gives a
 * unit's counter name and `group` a reinforcement group's label.
 */
export function pendingDecision(state: unknown, legal: readonly GameAction[], name: (unit: string) => string, group: (key: string) => string): DecisionView | undefined {
  const list = isRec(state) ? state.decisions : undefined;
  const d = Array.isArray(list) ? list[0] : undefined;
  if (!isRec(d) || (d.kind !== 'displace-hq' && d.kind !== 'reinforcement-entry')) return undefined;
  const order = Array.isArray(d.hexes) ? d.hexes.filter((h): h is string => typeof h === 'string') : [];
  const answers = legal
    .filter((a) => a.type === d.kind && typeof (a as Rec).to === 'string' && (d.kind !== 'displace-hq' || (a as Rec).unit === d.unit))
    .map((action) => ({ hex: (action as Rec).to as string, action }))
    .sort((a, b) => rank(order, a.hex) - rank(order, b.hex));
  if (answers.length === 0) return undefined;
  const question =
    d.kind === 'displace-hq'
      ? `where ${name(String(d.unit))} displaces to, out of enemy fire zones and beside its own units (2.4.5)`
      : `where ${group(String(d.group))} enters, its own hex ${String(d.designated)} being held or under US fire (11.4.2)`;
  return { side: d.side === 'us' ? 'us' : 'german', question, answers };
}

function rank(order: readonly string[], hex: string): number {
  const i = order.indexOf(hex);
  return i < 0 ? order.length : i;
}
