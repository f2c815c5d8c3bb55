import { describe, expect, it } from 'vitest';
import type { Axial } from '../../../src/boards/hex/index.ts';
import type { GameAction } from '../../../src/systems/types.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import {
  actionLabel,
  enemyOffers,
  fireLabel,
  legalTargets,
  noActionReason,
  unitOffers,
  type OfferContext,
} from '../../../src/ui/boards/bloody-beach/offers.ts';

const counter = (id: string, q: number, r: number, extra: Partial<CounterView> = {}): CounterView => ({
  id,
  label: id,
  type: 'us-rifle',
  side: 'us',
  unitClass: 'infantry',
  symbol: 'infantry',
  hex: { q, r },
  hexId: '',
  steps: 4,
  maxSteps: 4,
  hits: 0,
  reduced: false,
  pinned: false,
  revealed: true,
  firepower: 4,
  antiTank: 0,
  armor: 0,
  morale: 6,
  movement: 4,
  activated: true,
  acted: false,
  ...extra,
});
const hexId = (h: Axial) => `${h.q}.${h.r}`;
const context = (
  legal: GameAction[],
  why: (a: GameAction) => string | undefined = () => undefined,
  phase?: string,
): OfferContext => ({ legal, why, hexId, ...(phase ? { phase } : {}) });

const a = counter('A', 1, 1);
const b = counter('B', 1, 1);
const enemy = counter('E', 2, 1, { side: 'german' });
const other = counter('F', 2, 1, { side: 'german' });

describe("the selected unit's actions on its card", () => {
  it("8.2.2 a target: one button for each kind of fire the game allows, and close combat in the target's hex", () => {
    const legal: GameAction[] = [
      { type: 'fire', unit: 'A', target: 'E', weapon: 'small-arms' },
      { type: 'fire', unit: 'A', target: 'E', weapon: 'anti-tank' },
      { type: 'fire', unit: 'B', target: 'E' },
      { type: 'close-combat', units: ['A', 'B'], hex: '2.1' },
    ].map((x) => x as GameAction);
    expect(unitOffers(a, enemy, undefined, context(legal)).map((o) => o.label)).toEqual([
      'Small arms fire at E',
      'Anti-tank fire at E',
      'Close combat in 2.1',
    ]);
  });

  it("a target the game refuses: the fire button gives way to the rules' reason", () => {
    const offers = unitOffers(
      a,
      enemy,
      undefined,
      context([], () => 'out of range'),
    );
    expect(offers).toEqual([{ label: 'Fire at E', why: 'out of range' }]);
  });

  it('7.2.2 a traced move: the next hex for the unit or the whole stack, and the reason when the game refuses it', () => {
    const path = [
      { q: 1, r: 1 },
      { q: 2, r: 1 },
      { q: 3, r: 1 },
    ];
    const alone = unitOffers(a, undefined, { units: ['A'], path }, context([]));
    expect(alone[0]).toEqual({
      action: { type: 'move', unit: 'A', to: '2.1' },
      label: 'Move to 2.1 (next hex of the path)',
    });
    const stack = unitOffers(a, undefined, { units: ['A', 'B'], path: path.slice(0, 2) }, context([]));
    expect(stack[0]).toEqual({
      action: { type: 'move', unit: 'A', to: '2.1', with: ['B'] },
      label: 'Move the stack to 2.1',
    });
    expect(
      unitOffers(
        a,
        undefined,
        { units: ['A'], path },
        context([], () => 'enemy hex'),
      )[0],
    ).toEqual({ label: 'Move to 2.1', why: 'enemy hex' });
  });

  it("lists the unit's other legal actions (not moves, fire or close combat), at most eight", () => {
    const legal = [
      { type: 'move', unit: 'A', to: '2.1' },
      { type: 'unpin', unit: 'A' },
      { type: 'assign-asset', asset: 'us-7fa', unit: 'A' },
      { type: 'unpin', unit: 'B' },
    ].map((x) => x as GameAction);
    expect(unitOffers(a, undefined, undefined, context(legal)).map((o) => o.label)).toEqual([
      'Try to unpin A',
      'Assign us-7fa to A',
    ]);
    const many = Array.from({ length: 12 }, (_, i) => ({ type: `job-${i}`, unit: 'A' }) as GameAction);
    expect(unitOffers(a, undefined, undefined, context(many))).toHaveLength(8);
  });

  it('nothing to do: how to act when it can move or fire, else why not (8.3.2, 5.3.1, 5.2)', () => {
    const move = { type: 'move', unit: 'A', to: '2.1' } as GameAction;
    const fire = { type: 'fire', unit: 'A', target: 'E' } as GameAction;
    expect(unitOffers(a, undefined, undefined, context([move]))[0]?.why).toBe('Tap a highlighted hex to move.');
    // a move being planned: the card's own hint says to tap a highlighted hex, so the offers do not say it again
    const planned = { units: ['A'], path: [a.hex] };
    expect(unitOffers(a, undefined, planned, context([move]))).toEqual([]);
    expect(unitOffers(a, undefined, planned, context([move, fire]))[0]?.why).toBe(
      'Tap an enemy in reach to fire at it or close with it.',
    );
    expect(unitOffers(a, undefined, undefined, context([], undefined, 'US activation'))[0]).toEqual({
      label: 'No action',
      why: noActionReason(a, 'US activation'),
    });
    expect(noActionReason(counter('P', 0, 0, { pinned: true, activated: false }))).toMatch(/8\.3\.2/);
    expect(noActionReason(counter('P', 0, 0, { pinned: true }))).toMatch(/5\.3\.4/);
    // a unit of the active regiment left out of its activation is cut off: it says so, and how to take it along
    const cut = counter('C', 0, 0, { pinned: true, activated: false, formation: '16' });
    expect(noActionReason(cut, 'US activation', ['16'])).toMatch(/^Cut off from its HQ.*stays pinned.*\(5\.2\.3\)\.$/);
    expect(noActionReason(cut, 'US activation', ['116'])).toMatch(
      /when its regiment or battalion is activated \(8\.3\.2\)/,
    );
    expect(noActionReason(counter('D', 0, 0, { acted: true }))).toMatch(/5\.3\.1/);
    expect(noActionReason(a, 'US activation')).toMatch(/^Nothing for this unit now \(US activation\).*\(5\.2\)\.$/);
  });

  it('targets: whom the game lets the unit fire at, and every enemy in a hex it may close with', () => {
    const legal = [
      { type: 'reaction-fire', unit: 'A', target: 'E' },
      { type: 'close-combat', units: ['A'], hex: '2.1' },
      { type: 'fire', unit: 'B', target: 'X' },
    ].map((x) => x as GameAction);
    expect([...legalTargets(legal, a, [a, b, enemy, other], hexId)].sort()).toEqual(['E', 'F']);
    expect(legalTargets(legal, b, [a, b, enemy, other], hexId)).toEqual(new Set(['X']));
  });

  it('words: reaction fire, the kind of fire, and any other action from its type and destination', () => {
    expect(fireLabel({ type: 'reaction-fire' })).toBe('Reaction fire');
    expect(fireLabel({ type: 'fire' })).toBe('Fire');
    const names = (id: string) =>
      ({ 'de-916-hq': '916th HQ', '16-1': '16th Infantry', 'us-1': '1st Division' })[id] ?? id;
    expect(actionLabel({ type: 'displace-hq', unit: 'de-916-hq', to: '4814' } as GameAction, names)).toBe(
      '916th HQ displaces to 4814',
    );
    expect(actionLabel({ type: 'activate', formation: '16-1', cutoff: true } as GameAction, names)).toBe(
      'Activate 16th Infantry, cut-off units too',
    );
    expect(actionLabel({ type: 'send-supply', to: '16-1', points: 3 } as GameAction, names)).toBe(
      'Send 3 supply to 16th Infantry',
    );
  });
});

describe('an enemy unit picked on the map', () => {
  it("2.5.2 a German HQ offers naval fire at itself and at each asset under it, and nothing for another formation's asset", () => {
    const hq = counter('H', 2, 1, { side: 'german', unitClass: 'hq', formation: 'de-916' });
    const legal = [
      { type: 'naval-fire', ship: 'dd', target: 'H' },
      { type: 'naval-fire', ship: 'dd', target: 'art-1' },
      { type: 'naval-fire', ship: 'dd', target: 'art-2' },
    ].map((x) => x as GameAction);
    const owner: Record<string, string> = { 'art-1': 'de-916', 'art-2': 'de-726' };
    const offers = enemyOffers(hq, { ...context(legal), assetFormation: (id) => owner[id] });
    expect(offers.map((o) => o.label)).toEqual(['A destroyer point fires at H', 'A destroyer point fires at art-1']);
  });
});
