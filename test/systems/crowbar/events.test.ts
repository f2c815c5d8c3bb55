import { describe, expect, it } from 'vitest';
import { makeContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/crowbar/index.ts';
import { tables } from '../../../src/systems/crowbar/tables.ts';
import { settings } from '../../../src/systems/crowbar/rules-notes.ts';
import { resolveChit } from '../../../src/systems/crowbar/game/chits.ts';
import { germanById } from '../../../src/systems/crowbar/game/core.ts';
import { rulesFor } from '../../../src/systems/crowbar/game/rules.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { sp } from '../../../src/systems/crowbar/map/grid.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { act, blankGame, german, put, R, ranger, said, topChit, topTask } from './helpers.ts';

const marker = (g: CrowbarState, kind: string, skip: number[] = []): number => {
  const i = g.incomingKinds.findIndex((k, n) => k === kind && !skip.includes(n));
  if (i < 0) throw new Error(kind);
  return i;
};

describe('O Commander Hit (reconstructed faces)', () => {
  it('the faces naming a Commander are marked provisional with a note; 5-6 (the choice) carry T-3c', () => {
    const t = system.tables.find((x) => x.id === 'crowbar.commander-hit');
    expect(t?.rows.length).toBe(6);
    for (const row of t?.rows ?? []) {
      if (row.values.commander === 'choice') expect(row.source).toBe('T-3c');
      else expect(row.provisional === true && (row.note ?? '').length > 0).toBe(true);
    }
  });

  it('O: the die picks the Commander from the table; the casualty is out for half a die of Time Increments', () => {
    const { g, rng } = blankGame('commander-hit');
    topChit(g, (c) => c.germanEffect === 'commander-hit');
    resolveChit(g, R, new Roller(rng, [1, 4]), 'german');
    const first = g.commanders.find((c) => c.id === R.commanderHit[1]?.commander);
    expect(first).toMatchObject({ col: null, returnAt: 1 + 2 });
    expect(said(g).some((l) => l.includes('reconstructed'))).toBe(true);
  });

  it('O: an owner who corrects face 1 sees the corrected Commander hit', () => {
    const corrected = rulesFor(
      makeContext(tables, settings, {}, { 'crowbar.commander-hit': { '1': { commander: 'masny' } } }),
    );
    const { g, rng } = blankGame('commander-hit-fixed');
    topChit(g, (c) => c.germanEffect === 'commander-hit');
    resolveChit(g, corrected, new Roller(rng, [1, 2]), 'german');
    expect(g.commanders.find((c) => c.id === 'masny')).toMatchObject({ col: null, returnAt: 2 });
    expect(g.commanders.find((c) => c.id === 'baugh')?.col).not.toBeNull();
  });
});

describe('O-6 Low Ammo', () => {
  it('O-6: on a listed day the Company may spend its Supplies to fire without the penalty; keeping them costs each firer a die', () => {
    for (const use of [true, false]) {
      const { g, rng } = blankGame(`low-ammo-${use}`);
      g.time.day = 2;
      put(g, 3, 6);
      put(g, 2, 7);
      const hka = german(g, 'hka-4', 2, 9);
      topChit(g, (c) => c.rangerEffect === 'open-fire' && c.rangerCompany === 'easy' && c.lowAmmo.includes(2));
      resolveChit(g, R, new Roller(rng), 'ranger');
      expect(topTask(g)).toBe('low-ammo');
      act(g, rng, { type: 'use-supplies', use });
      expect(g.supplies.find((s) => s.company === 'easy')?.used).toBe(use);
      // Unit 2 two spaces from the HKA: half of 10 is 5, less 2 for range, less 1 more without Supplies.
      const dice = use ? [1, 1, 1] : [1, 1];
      act(g, rng, { type: 'fire', target: hka.id, dice });
      expect(() => act(g, rng, { type: 'fire', target: hka.id, dice: [1, 1, 1, 1] })).toThrow();
    }
  });

  it('O-6: on a day the chit does not list there is no Low Ammo and no question', () => {
    const { g, rng } = blankGame('low-ammo-day1');
    put(g, 3, 6);
    put(g, 2, 7);
    german(g, 'hka-4', 2, 9);
    topChit(
      g,
      (c) =>
        c.rangerEffect === 'open-fire' && c.rangerCompany === 'easy' && c.lowAmmo.length > 0 && !c.lowAmmo.includes(1),
    );
    resolveChit(g, R, new Roller(rng), 'ranger');
    expect(topTask(g)).toBe('fire');
  });
});

describe('O-4 Support Fire events', () => {
  it('O-7, O-4: Mortar/Destroyer Support Fire does nothing without Rudder\u2019s HQ; with it, its dice at a German unit pin on a 5', () => {
    const { g, rng } = blankGame('mortar');
    const hka = german(g, 'hka-4', 6, 8);
    topChit(g, (c) => c.rangerEffect === 'mortar-support');
    resolveChit(g, R, new Roller(rng), 'ranger');
    expect(topTask(g)).toBe('select');
    g.hq = sp(5, 6);
    topChit(g, (c) => c.rangerEffect === 'mortar-support');
    resolveChit(g, R, new Roller(rng), 'ranger');
    expect(topTask(g)).toBe('choose');
    const dice = Array.from({ length: R.k['support-fire-dice'] }, (_, i) => (i === 0 ? 5 : 1));
    act(g, rng, { type: 'choose', option: String(hka.id), dice });
    expect(hka).toMatchObject({ pinned: true, reduced: false });
  });

  it('O-4: Eastern Flank Support Fire falls on the Ranger units of the eastern columns only; a 5 pins, a 6 hits', () => {
    const { g, rng } = blankGame('flank');
    const first = put(g, 1, 7);
    const second = put(g, 2, 9);
    const third = put(g, 3, 7, { sp: 6 });
    topChit(g, (c) => c.germanEffect === 'eastern-flank-support');
    const rest = Array.from({ length: R.k['support-fire-dice'] - 1 }, () => 1);
    resolveChit(g, R, new Roller(rng, [5, ...rest, 6, ...rest]), 'german');
    expect(first).toMatchObject({ pinned: true, sp: 10 });
    expect(second).toMatchObject({ pinned: false, sp: 9 });
    expect(third).toMatchObject({ pinned: false, sp: 6 });
  });
});

describe('M-1d Order Open Fire! and M-1e rally', () => {
  it('M-1d: between activations a Commander orders every unit of his Company to fire, and is used', () => {
    const { g, rng } = blankGame('order-fire');
    put(g, 5, 7);
    put(g, 6, 7);
    // Both next to the HKA in the Barracks: 5 dice, less one for range and one for Prepared Cover.
    const hka = german(g, 'hka-4', 6, 8);
    const slater = g.commanders.find((c) => c.id === 'slater');
    if (!slater) throw new Error('slater');
    act(g, rng, { type: 'order-fire', commander: 'slater' });
    expect(slater.used).toBe(true);
    expect(topTask(g)).toBe('fire');
    act(g, rng, { type: 'fire', target: hka.id, dice: [6, 1, 1] });
    act(g, rng, { type: 'fire', target: hka.id, dice: [1, 1, 1] });
    expect(hka.reduced).toBe(true);
    expect(topTask(g)).toBe('select');
  });

  it('M-1d: the order is not offered during an activation, nor by a Commander still at sea', () => {
    const { g, rng } = blankGame('order-fire-no');
    put(g, 6, 7);
    german(g, 'hka-4', 6, 8);
    // Slater rides with unit 5, still at Start.
    expect(() => act(g, rng, { type: 'order-fire', commander: 'slater' })).toThrow(/illegal/);
    put(g, 5, 7);
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 6 });
    expect(() => act(g, rng, { type: 'order-fire', commander: 'slater' })).toThrow(/illegal/);
  });

  it('M-1e: a Commander removes both Shaken and Pinned from an adjacent unit of his Company, not from another Company', () => {
    const { g, rng } = blankGame('rally');
    put(g, 5, 7);
    put(g, 6, 8, { shaken: true, pinned: true });
    put(g, 4, 7, { shaken: true });
    act(g, rng, { type: 'commander-rally', commander: 'slater', col: 6 });
    expect(ranger(g, 6)).toMatchObject({ shaken: false, pinned: false });
    expect(g.commanders.find((c) => c.id === 'slater')?.used).toBe(true);
    expect(() => act(g, rng, { type: 'commander-rally', commander: 'slater', col: 4 })).toThrow(/illegal/);
  });
});

describe('N-3 Critical Hits outside Operation Flashlamp', () => {
  it('N-3: each Critical Hit revealed by a Recon-in-Force destroys one Possible Gun Location? marker; a gun scores as captured', () => {
    const { g, rng } = blankGame('critical');
    put(g, 6, 7);
    const hka = german(g, 'hka-4', 6, 8);
    const c1 = marker(g, 'miss-critical');
    const c2 = marker(g, 'miss-critical', [c1]);
    hka.incoming = [c1, c2];
    g.incomingPool = g.incomingPool.filter((m) => m !== c1 && m !== c2);
    g.guns = [
      { id: 701, kind: 'gun-found', space: sp(6, 8), revealed: false },
      { id: 702, kind: 'rubble', space: sp(6, 8), revealed: false },
      { id: 703, kind: 'officer', space: sp(6, 8), revealed: false },
    ];
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 6 });
    act(g, rng, { type: 'roll', die: 'green', dice: [5] });
    act(g, rng, { type: 'special', action: 'recon', space: sp(6, 8) });
    expect(g.guns.length).toBe(1);
    expect(g.captures.filter((c) => c.kind === 'gun').length).toBe(1);
    expect(germanById(g, hka.id)).toBeDefined();
    expect(hka.incoming).toEqual([]);
  });
});
