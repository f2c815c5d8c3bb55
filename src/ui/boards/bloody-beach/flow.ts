import { isRecord } from '../../../engine/index.ts';
import type { GameAction } from '../../../systems/types.ts';
import { actionWords } from './action-words.ts';
import type { ActivationTerms } from '../../../systems/bloody-beach/game/activation.ts';
import type { SideId } from './counters.ts';

type Rec = Readonly<Record<string, unknown>>;

/** One action on offer, in words. */
export interface Choice {
  readonly label: string;
  readonly action: GameAction;
}

/** A number to pick with a stepper (supply points), for one of a few targets. */
export interface AmountChoice {
  readonly title: string;
  readonly targets: readonly { readonly id: string; readonly label: string; readonly max: number }[];
  /** The action for `points` sent to target `id` (one of the legal ones). */
  make(id: string, points: number): GameAction | undefined;
  /** The verb on the button: "Allot", "Send". */
  readonly verb: string;
}

/** A group of like choices in the expanded strip: buttons, or a list to pick from when there are many. */
export interface ChoiceGroup {
  readonly title: string;
  readonly choices: readonly Choice[];
}

/** What the strip above the map offers now: whose turn, what is due in one line, the few main actions, and the rest on demand. */
export interface FlowView {
  /** The side that acts now, when one does (hot-seat: the tablet goes to that player). */
  readonly whose?: SideId;
  /** What is due, in one line. */
  readonly due: string;
  /** What to do on the map, when the choice is made there. */
  readonly hint?: string;
  /** The main actions, on the line itself (at most three). */
  readonly main: readonly Choice[];
  readonly amounts: readonly AmountChoice[];
  readonly groups: readonly ChoiceGroup[];
}

const side = (v: unknown): SideId | undefined => (v === 'us' ? 'us' : v === 'german' ? 'german' : undefined);

/** The legal supply actions of one type, as a stepper per target (4.3.4 allotments, 4.2.2 sends). */
function amounts(
  legal: readonly GameAction[],
  type: string,
  key: 'formation' | 'to',
  title: string,
  verb: string,
  name: (id: string) => string,
): AmountChoice | undefined {
  const mine = legal.filter((a) => a.type === type) as (GameAction & Rec)[];
  if (mine.length === 0) return undefined;
  const max = new Map<string, number>();
  for (const a of mine) max.set(String(a[key]), Math.max(max.get(String(a[key])) ?? 0, Number(a.points)));
  return {
    title,
    verb,
    targets: [...max].map(([id, m]) => ({ id, label: name(id), max: m })),
    make: (id, points) => mine.find((a) => a[key] === id && a.points === points),
  };
}

/** What an action on offer costs and buys, in words for its button ("2 supply, 12 units act"), when it has terms. */
export type Terms = (a: GameAction) => string | undefined;

/** An activation's terms in words: the supply it costs, or the efficiency check of an empty pool (5.2.4), and the units it puts into action. */
export function termsWords(t: ActivationTerms): string {
  const pay = t.check !== undefined ? `no supply left, an efficiency check (${t.check} or less)` : `${t.cost} supply`;
  return `${pay}, ${t.units} unit${t.units === 1 ? ' acts' : 's act'}`;
}

const choices = (
  legal: readonly GameAction[],
  types: readonly string[],
  name: (id: string) => string,
  terms: Terms = () => undefined,
): Choice[] =>
  legal
    .filter((a) => types.includes(a.type))
    .map((action) => {
      const t = terms(action);
      return { action, label: `${actionWords(action, name)}${t ? `: ${t}` : ''}` };
    });

/**
 * The flow of play from the game's state and its legal actions: the planning allotments (4.3.4) and sends (3.2.2), the first
 * landing (9.1.3), the initiative roll (5.1), the initiative player's choices between activations (activate, land,
 * send supply, support, reinforcements, pass; an activation with what it costs and buys), the activation under way (units act on the map; assets, battery,
 * end), and reaction fire (6.2.1). Unit actions are not listed: they are chosen on the map.
 */
export function flowView(
  state: unknown,
  legal: readonly GameAction[],
  due: string,
  name: (id: string) => string,
  terms?: Terms,
): FlowView {
  const s: Rec = isRecord(state) ? state : {};
  const has = (t: string) => legal.some((a) => a.type === t);
  const reaction = isRecord(s.reaction) ? s.reaction : undefined;
  if (reaction) {
    const who = side(reaction.side);
    return {
      ...(who ? { whose: who } : {}),
      due,
      ...(has('reaction-fire') ? { hint: 'Tap a firer on the map, then its target; or end reaction fire.' } : {}),
      main: choices(legal, ['end-reaction'], name),
      amounts: [],
      groups: [],
    };
  }
  if (s.phase === 'planning') {
    const allot = amounts(legal, 'allot-supply', 'formation', 'Allot 1st Division supply', 'Allot', name);
    const send = amounts(legal, 'send-supply', 'to', 'Send division supply', 'Send', name);
    // from turn 2 the sends are optional: say so when none is possible, or the strip promises what it never offers
    const none = s.turn !== 1 && !allot && !send;
    return {
      ...(s.turn === 1 ? { whose: 'us' as const } : {}),
      due,
      ...(none ? { hint: 'No Division HQ can send supply now (4.2.2): end planning.' } : {}),
      main: choices(legal, ['end-planning'], name),
      amounts: [allot, send].filter((x) => x !== undefined),
      groups: [],
    };
  }
  if (has('land-first-wave'))
    return { whose: 'us', due, main: choices(legal, ['land-first-wave'], name), amounts: [], groups: [] };
  if (has('initiative')) return { due, main: choices(legal, ['initiative'], name), amounts: [], groups: [] };
  const whose = side(s.initiative);
  const active = Array.isArray(s.active) && s.active.length > 0;
  const send = amounts(legal, 'send-supply', 'to', 'Send division supply', 'Send', name);
  const lands = has('land-wave') || has('land-rangers');
  const groups: ChoiceGroup[] = [
    {
      title: active ? 'Join the activation' : lands ? 'Activate or land' : 'Activate',
      choices: choices(legal, ['activate', 'land-wave', 'land-rangers'], name, terms),
    },
    { title: 'Assets', choices: choices(legal, ['transfer-asset'], name) },
    { title: 'Air support', choices: choices(legal, ['air-strike'], name) },
    { title: 'Pointe du Hoc battery', choices: choices(legal, ['battery-fire'], name) },
  ].filter((g) => g.choices.length > 0);
  const unitsAct =
    active && legal.some((a) => ['move', 'fire', 'unpin', 'close-combat', 'assign-asset'].includes(a.type));
  const naval = has('naval-fire');
  const hint = unitsAct
    ? 'Tap a unit to move, fire, unpin or close in.'
    : naval
      ? 'Tap a German unit for naval fire.'
      : undefined;
  return {
    ...(whose ? { whose } : {}),
    due,
    ...(hint ? { hint } : {}),
    main: choices(legal, ['reinforce', 'end-activation', 'pass'], name),
    amounts: send ? [send] : [],
    groups,
  };
}
