import { describe, expect, it } from 'vitest';
import { hexKey, type Axial } from '../../../src/boards/hex/index.ts';
import type { CounterView } from '../../../src/ui/boards/bloody-beach/counters.ts';
import {
  allowance,
  bonusHint,
  canPlan,
  partyOf,
  replan,
  startPlan,
  traceTo,
  type Plan,
} from '../../../src/ui/boards/bloody-beach/move-plan.ts';
import type { Member } from '../../../src/ui/boards/bloody-beach/stack-move.ts';
import { boardOf, ctx, smallMap } from './helpers.ts';

const counter = (id: string, hex: Axial, extra: Partial<CounterView> = {}): CounterView => ({
  id,
  label: id,
  type: 'us-rifle',
  side: 'us',
  unitClass: 'infantry',
  symbol: 'infantry',
  hex,
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

describe('the move preview', () => {
  const doc = smallMap(['CCCCC', 'CCCCC', 'CCCCC']);
  const board = boardOf(doc);
  const world = { board, ctx, roadblocks: new Set<string>() };
  const at = (id: string) => board.hex(id);
  const member = (c: CounterView): Member => ({
    counter: c,
    label: c.label,
    world,
    unitClass: c.unitClass,
    allowance: 2,
  });

  it("a lone unit's reach stops at enemy-held hexes", () => {
    const a = counter('A', at('0102'));
    const e = counter('E', at('0202'), { side: 'german' });
    const plan = replan(startPlan(['A'], a), [member(a)], [a, e], () => undefined) as Plan;
    expect(plan.reach.has(hexKey(at('0302')))).toBe(true);
    expect(plan.reach.has(hexKey(at('0202')))).toBe(false);
  });

  it('keeps the rest of the traced path after the unit has moved one hex along it', () => {
    const a = counter('A', at('0102'));
    const path = [at('0102'), at('0202'), at('0302')];
    const moved = counter('A', at('0202'));
    const plan = replan({ units: ['A'], reach: new Map(), path }, [member(moved)], [moved], () => undefined) as Plan;
    expect(plan.path).toEqual(path.slice(1));
    expect(replan(startPlan(['A'], a), undefined, [a], () => undefined)).toBeUndefined();
  });

  it("7.2.2 a stack's reach and overstacked hexes come from the game's stack rule", () => {
    const a = counter('A', at('0102'));
    const b = counter('B', at('0102'));
    const over = new Set(['0302']);
    const plan = replan(startPlan(['A', 'B'], a), [member(a), member(b)], [a, b], () => ({
      reach: new Map(),
      over,
    })) as Plan;
    expect(plan.over).toBe(over);
  });

  it('a tap next to the path extends it; a tap further off takes the cheapest way there', () => {
    const a = counter('A', at('0102'));
    const plan = replan(startPlan(['A'], a), [member(a)], [a], () => undefined) as Plan;
    const one = traceTo(plan, at('0202'));
    expect(one).toEqual([at('0102'), at('0202')]);
    expect(traceTo({ ...plan, path: one }, at('0201'))).toEqual([at('0102'), at('0202'), at('0201')]);
    expect(traceTo(plan, at('0302')).length).toBe(3);
  });
});

describe('who may move, and how far', () => {
  const doc = smallMap(['CCC']);
  const board = boardOf(doc);
  const world = { board, ctx, roadblocks: new Set<string>() };
  const bonus = { points: 1, extra: 1 } as never;

  it("plans moves only for the viewer's units that can move: not pinned, not a pillbox or nest", () => {
    const a = counter('A', board.hex('0101'));
    expect(canPlan(a, 'us')).toBe(true);
    expect(canPlan(a, 'german')).toBe(false);
    expect(canPlan({ ...a, pinned: true }, 'us')).toBe(false);
    expect(canPlan({ ...a, unitClass: 'pillbox' }, 'us')).toBe(false);
    expect(canPlan({ ...a, movement: 0 }, 'us')).toBe(false);
  });

  it('7.5.2 the points left once activated, else the allowance with the road bonus activating would give', () => {
    const a = counter('A', board.hex('0101'), { activated: false, movement: 4 });
    expect(allowance(a, bonus)).toBe(5);
    expect(allowance({ ...a, activated: true, mpLeft: 2 }, bonus)).toBe(2);
    expect(bonusHint(a, undefined)).toBe('');
    expect(bonusHint(a, bonus)).toMatch(/^ Activated now it would get 1 road bonus MP \(7\.5\.2\).* loses it\.$/);
  });

  it('a party: each member with its road bonus in its own world; none when any member may not move', () => {
    const a = counter('A', board.hex('0101'));
    const p = counter('P', board.hex('0101'), { pinned: true });
    const units = new Map([a, p].map((c) => [c.id, c]));
    const party = partyOf(
      ['A'],
      (id) => units.get(id),
      'us',
      world,
      () => bonus,
    );
    expect(party?.[0]?.world.roadBonus).toBe(bonus);
    expect(
      partyOf(
        ['A', 'P'],
        (id) => units.get(id),
        'us',
        world,
        () => undefined,
      ),
    ).toBeUndefined();
    expect(
      partyOf(
        ['A'],
        (id) => units.get(id),
        'us',
        undefined,
        () => undefined,
      ),
    ).toBeUndefined();
    expect(
      partyOf(
        [],
        (id) => units.get(id),
        'us',
        world,
        () => undefined,
      ),
    ).toBeUndefined();
  });
});
