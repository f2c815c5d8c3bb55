import { describe, expect, it } from 'vitest';
import { D6, type DiceGroup, type InputDef } from '../../src/engine/index.ts';
import {
  keptPanelInputs,
  loadTyped,
  panelRoll,
  TypedDraft,
  type TypedStore,
} from '../../src/ui/procedure/typed-draft.ts';

function memory(): TypedStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const groups: DiceGroup[] = [
  { name: 'test', label: '1d6 test', die: D6, count: 1 },
  { name: 'outcome', label: 'surrender-or-run d6', die: D6, count: 1, optional: true },
];

const VIEW = '#/session/s1';
const MORALE = 'morale of Grenadier 1';

/** A card that shows Grenadier 1's morale test with a 1 typed for it. */
function typedOne(store: TypedStore): TypedDraft {
  const card = new TypedDraft(store);
  expect(card.takeUp(VIEW, MORALE, groups)).toBeUndefined();
  card.type({ test: [1] });
  return card;
}

describe('dice typed in so far, kept for a reload', () => {
  it('come back for the same roll only, in a card shown after a reload or a look at another screen', () => {
    const store = memory();
    const card = typedOne(store);
    expect(new TypedDraft(store).takeUp(VIEW, MORALE, groups)).toEqual({ test: [1] });
    expect(new TypedDraft(store).takeUp(VIEW, 'morale of Grenadier 2', groups)).toBeUndefined();
    expect(new TypedDraft(store).takeUp('#/session/s2', MORALE, groups)).toBeUndefined();
    // The card goes with its view (another screen opened): the same roll set up there again gets its dice back.
    expect(card.left('#/tables/brecourt')).toBe(false);
    expect(new TypedDraft(store).takeUp(VIEW, MORALE, groups)).toEqual({ test: [1] });
  });

  it('while the card shows the same roll, its dice stand; another roll taken up drops them', () => {
    const store = memory();
    const card = typedOne(store);
    expect(card.shows(VIEW, MORALE)).toBe(true);
    expect(card.shows(VIEW, 'morale of Grenadier 2')).toBe(false);
    expect(card.takeUp(VIEW, 'morale of Grenadier 2', groups)).toBeUndefined();
    expect(new TypedDraft(store).takeUp(VIEW, MORALE, groups)).toBeUndefined();
  });

  it('are dropped once rolled or left to Umpire', () => {
    const store = memory();
    typedOne(store).drop();
    expect(new TypedDraft(store).takeUp(VIEW, MORALE, groups)).toBeUndefined();
  });

  it('are dropped when the board lets the card go while its view stays on screen (cancelled, another choice, undone)', () => {
    const store = memory();
    const card = typedOne(store);
    expect(card.left(VIEW)).toBe(true);
    expect(new TypedDraft(store).takeUp(VIEW, MORALE, groups)).toBeUndefined();
  });

  it('a card let go drops only its own roll: dice typed since for another roll stay', () => {
    const store = memory();
    const card = typedOne(store);
    const other = new TypedDraft(store);
    other.takeUp(VIEW, 'morale of Grenadier 2', groups);
    other.type({ test: [5] });
    card.left(VIEW);
    expect(new TypedDraft(store).takeUp(VIEW, 'morale of Grenadier 2', groups)).toEqual({ test: [5] });
  });

  it('keep only faces of the die, no more than the group throws', () => {
    const store = memory();
    store.setItem('umpire.typed-dice', JSON.stringify({ roll: 'r', typed: { test: [9, 'x', 4, 5], other: [1] } }));
    expect(loadTyped(store, 'r', groups)).toEqual({ test: [4] });
    store.setItem('umpire.typed-dice', '{not json');
    expect(loadTyped(store, 'r', groups)).toBeUndefined();
  });
});

describe('dice typed in the procedure panel (the Procedures drawer)', () => {
  const fire = (weapon: string) => panelRoll('brecourt.us-fire', { weapon, rangeInches: 10 }, groups);

  it('come back after a reload for the same procedure with the same inputs', () => {
    const store = memory();
    const panel = new TypedDraft(store);
    expect(panel.takeUp(VIEW, fire('rifle'), groups)).toBeUndefined();
    panel.type({ test: [4] });
    // a reload: a new panel on the same procedure, its inputs as they were
    expect(new TypedDraft(store).takeUp(VIEW, fire('rifle'), groups)).toEqual({ test: [4] });
    // a look at another screen keeps them too
    expect(panel.left('#/tables/brecourt')).toBe(false);
    expect(new TypedDraft(store).takeUp(VIEW, fire('rifle'), groups)).toEqual({ test: [4] });
  });

  it('are dropped once resolved, when an input or the procedure changes, or when the procedure is closed', () => {
    const resolved = memory();
    const a = new TypedDraft(resolved);
    a.takeUp(VIEW, fire('rifle'), groups);
    a.type({ test: [4] });
    a.drop();
    expect(new TypedDraft(resolved).takeUp(VIEW, fire('rifle'), groups)).toBeUndefined();

    expect(fire('smg')).not.toBe(fire('rifle'));
    expect(panelRoll('brecourt.wound', { weapon: 'rifle', rangeInches: 10 }, groups)).not.toBe(fire('rifle'));
    const changed = memory();
    const b = new TypedDraft(changed);
    b.takeUp(VIEW, fire('rifle'), groups);
    b.type({ test: [4] });
    expect(b.takeUp(VIEW, fire('smg'), groups)).toBeUndefined();
    expect(new TypedDraft(changed).takeUp(VIEW, fire('rifle'), groups)).toBeUndefined();

    const closed = memory();
    const c = new TypedDraft(closed);
    c.takeUp(VIEW, fire('rifle'), groups);
    c.type({ test: [4] });
    expect(c.left(VIEW)).toBe(true);
    expect(new TypedDraft(closed).takeUp(VIEW, fire('rifle'), groups)).toBeUndefined();
  });

  it('bring back the inputs they were typed with, for that procedure in that view only, and only inputs it has', () => {
    const defs: InputDef[] = [
      {
        name: 'weapon',
        label: 'Weapon',
        type: 'choice',
        options: [
          { value: 'rifle', label: 'Rifle' },
          { value: 'smg', label: 'SMG' },
        ],
      },
      { name: 'rangeInches', label: 'Range', type: 'integer', min: 0, max: 48 },
    ];
    const store = memory();
    const panel = new TypedDraft(store);
    panel.takeUp(VIEW, fire('smg'), groups);
    expect(keptPanelInputs(store, VIEW, 'brecourt.us-fire', defs)).toBeUndefined();
    panel.type({ test: [4] }, { weapon: 'smg', rangeInches: 10 });
    expect(keptPanelInputs(store, VIEW, 'brecourt.us-fire', defs)).toEqual({ weapon: 'smg', rangeInches: 10 });
    expect(keptPanelInputs(store, VIEW, 'brecourt.wound', defs)).toBeUndefined();
    expect(keptPanelInputs(store, '#/session/s2', 'brecourt.us-fire', defs)).toBeUndefined();
    panel.type({ test: [4] }, { weapon: 'bazooka', rangeInches: 10 });
    expect(keptPanelInputs(store, VIEW, 'brecourt.us-fire', defs)).toBeUndefined();
    panel.drop();
    expect(keptPanelInputs(store, VIEW, 'brecourt.us-fire', defs)).toBeUndefined();
  });
});
