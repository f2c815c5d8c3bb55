import type { GameAction } from '../../../systems/types.ts';
import type { SideId } from './counters.ts';
import type { Answer } from './answer.ts';
import { placementView, type PlacementView } from './placement.ts';
import { isRecord } from '../../../engine/index.ts';

/** A choice the game waits for its owner to make: whose it is, what it settles, where on the map, and the answers. */
export interface DecisionView {
  readonly side: SideId;
  /** What is being decided, in words, with the rule. */
  readonly question: string;
  /** Printed hexes to highlight: the answers themselves, or the hex the choice is about. */
  readonly hexes: readonly string[];
  /** The legal answers, Umpire's suggestion first. */
  readonly answers: readonly Answer[];
  /** A pillbox or nest being set up: a hex is tapped, then its facing chosen (11.2.2). */
  readonly placement?: PlacementView;
}

type Rec = Readonly<Record<string, unknown>>;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The legal actions of a type, in the order the decision lists its answers (Umpire's suggestion first). */
function answering(
  legal: readonly GameAction[],
  type: string,
  key: 'to' | 'unit',
  order: readonly string[],
  also?: (a: Rec) => boolean,
): { value: string; action: GameAction }[] {
  const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
  return legal
    .filter((a) => a.type === type && typeof (a as Rec)[key] === 'string' && (!also || also(a as Rec)))
    .map((action) => ({ value: (action as Rec)[key] as string, action }))
    .sort((a, b) => rank(a.value) - rank(b.value));
}

/** How the board names what a decision is about. */
export interface Naming {
  /** A unit or asset by the name on its counter. */
  unit(id: string): string;
  /** A German reinforcement group by its label on the table. */
  group(key: string): string;
  /** A formation by name, with the printed hex of its HQ when that is on the map. */
  formation(id: string): { readonly name: string; readonly hq?: string };
}

/** What each kind of hex decision settles, in words; `unit` is the named unit, `d` the decision itself. */
const HEX_QUESTIONS: Readonly<Record<string, (unit: string, d: Rec, names: Naming) => string>> = {
  'displace-hq': (unit) => `where ${unit} displaces to, out of enemy fire zones and beside its own units (2.4.5)`,
  retreat: (unit) => `where ${unit} retreats, away from the enemy and toward its HQ (8.3.5)`,
  'landing-hex': (unit) => `the hex ${unit} aims to land at (9.1.7)`,
  'reinforcement-entry': (_unit, d, names) =>
    `where ${names.group(String(d.group))} enters, its own hex ${String(d.designated)} being held or under US fire (11.4.2)`,
};

/**
 * The owner decision due now (the first the state queues under `decisions`), paired with the legal actions that
 * answer it: a hex for a displaced HQ (2.4.5), a retreat (8.3.5), a landing unit (9.1.7) or blocked
 * reinforcements (11.4.2); the unit of an overstacked hex that loses the step (7.2.3); the HQ a landing division
 * asset is declared for (9.5.1), each candidate HQ's hex answering too; a pillbox or nest the German sets up, a
 * hex tapped first and its facing chosen next (11.2.2).
 */
export function pendingDecision(state: unknown, legal: readonly GameAction[], names: Naming): DecisionView | undefined {
  const list = isRecord(state) ? state.decisions : undefined;
  const d: unknown = Array.isArray(list) ? list[0] : undefined;
  if (!isRecord(d) || typeof d.kind !== 'string') return undefined;
  const side: SideId = d.side === 'us' ? 'us' : 'german';
  const ask = HEX_QUESTIONS[d.kind];
  let view: Omit<DecisionView, 'side'> | undefined;
  if (ask) {
    const unit = typeof d.unit === 'string' ? d.unit : undefined;
    const answers = answering(legal, d.kind, 'to', strings(d.hexes), (a) => unit === undefined || a.unit === unit).map(
      (f) => ({ hex: f.value, label: `Hex ${f.value}`, action: f.action }),
    );
    view = {
      question: ask(unit === undefined ? '' : names.unit(unit), d, names),
      hexes: answers.map((a) => a.hex),
      answers,
    };
  } else if (d.kind === 'place-defence') {
    const placement = placementView(state, d, legal);
    // a tap on a hex picks it; the facing is chosen next (the first answer at each hex is Umpire's facing)
    const answers = placement ? [...placement.facings.values()].flatMap((list) => list.slice(0, 1)) : [];
    view = placement
      ? {
          question: 'set up the pillboxes and resistance nests face down (11.2.2)',
          hexes: answers.flatMap((a) => (a.hex ? [a.hex] : [])),
          answers,
          placement,
        }
      : undefined;
  } else if (d.kind === 'overstack-loss') {
    const answers = answering(legal, 'overstack-loss', 'unit', strings(d.units)).map((f) => ({
      label: `${names.unit(f.value)} loses the step`,
      action: f.action,
    }));
    view = {
      question: `which unit in the overstacked hex ${String(d.hex)} loses a step (7.2.3)`,
      hexes: [String(d.hex)],
      answers,
    };
  } else if (d.kind === 'declare-asset') {
    const answers = answering(legal, 'declare-asset', 'to', strings(d.formations), (a) => a.asset === d.asset).map(
      (f) => {
        const { name, hq } = names.formation(f.value);
        return { ...(hq ? { hex: hq } : {}), label: `For ${name}`, action: f.action };
      },
    );
    const hexes = answers.flatMap((a) => (a.hex ? [a.hex] : []));
    view = { question: `the HQ ${names.unit(String(d.asset))} lands for (9.5.1)`, hexes, answers };
  }
  return view && view.answers.length > 0 ? { side, ...view } : undefined;
}
