import { describe, expect, it } from 'vitest';
import { check } from '../../../src/systems/bloody-omaha/game/game.ts';
import { blank, ctx, place, play, unitAt } from './helpers.ts';

describe('worked examples of the rules text', () => {
  it('7.1 example: turn 4 income on top of saved points, 3 IP to the 1st and 1 to the 29th', () => {
    let s = blank(4);
    s.phase = 'card-draw';
    s.ip = { '1st': 1, '29th': 1 };
    s.ep = 3;
    s = play(s, [{ type: 'draw-card' }]);
    expect(s.phase).toBe('points');
    expect(s.toAssign).toBe(4);
    expect(s.ep).toBe(7);
    s = play(s, [{ type: 'assign-ip', first: 3 }]);
    expect(s.ip).toEqual({ '1st': 4, '29th': 2 });
    expect(s.ep).toBe(7);
  });

  it('10.0 example: a 6 CF unit lands safely on B04 beside a 3 CF unit and must flip or shift to B03/B05', () => {
    let s = blank(5);
    s.phase = 'card-draw';
    place(s, '2/16', 'B04');
    place(s, '1/16', 'C04');
    s = play(s, [{ type: 'draw-card' }, { type: 'assign-ip', first: 0 }]);
    expect(s.phase).toBe('drift');
    s = play(s, [{ type: 'drift', unit: '1/16', dice: [1] }]);
    expect(s.phase).toBe('landing');
    s = play(s, [{ type: 'land', unit: '1/16', dice: [2] }]);
    expect(unitAt(s, '1/16')).toMatchObject({ loc: 'B04', disrupted: false });
    expect(s.pending).toEqual({ kind: 'overstack', unit: '1/16', square: 'B04' });
    // both ways out are open; staying put full strength is not
    expect(check(s, { type: 'overstack', choice: 'shift', to: 'B03' }, ctx)).toBeUndefined();
    expect(check(s, { type: 'overstack', choice: 'shift', to: 'B05' }, ctx)).toBeUndefined();
    expect(check(s, { type: 'overstack', choice: 'shift', to: 'B06' }, ctx)).toBeDefined();
    const flipped = play(s, [{ type: 'overstack', choice: 'disrupt' }]);
    expect(unitAt(flipped, '1/16')).toMatchObject({ loc: 'B04', disrupted: true });
    const shifted = play(s, [{ type: 'overstack', choice: 'shift', to: 'B03' }]);
    expect(unitAt(shifted, '1/16')).toMatchObject({ loc: 'B03', disrupted: true });
    expect(shifted.phase).toBe('random-event');
  });

  it('3.4 example: the 1st in row H31 and the 29th in row H11 are one row apart: -1 VP', async () => {
    const { score } = await import('../../../src/systems/bloody-omaha/game/victory.ts');
    const { data } = await import('./helpers.ts');
    const s = blank(10);
    place(s, 'E/16', 'H31');
    place(s, 'A/116', 'H11');
    const lag = score(s, data, ctx).lines.find((l) => l.key === 'lag');
    expect(lag).toMatchObject({ count: 1, vp: -1 });
  });

  it('3.1 example: 51 VP with 4 Exits but only 3 Gaps is a Marginal Historical Victory', async () => {
    const { score } = await import('../../../src/systems/bloody-omaha/game/victory.ts');
    const { data } = await import('./helpers.ts');
    const s = blank(10);
    for (const u of s.units) u.loc = 'H35';
    // 3 Gaps; German tokens left only in S17 (an Exit) and a few strongpoints, so 4 Exits are clear
    for (const b of ['B01', 'B02', 'B03']) s.gaps[b] = true;
    s.tokens = { S17: [{ id: 'x', pool: 'strongpoint', face: 'number', value: 4, revealed: false }] };
    const r = score(s, data, ctx);
    expect(r.exits).toBe(4);
    expect(r.gaps).toBe(3);
    expect(r.vp).toBeGreaterThanOrEqual(51);
    expect(r.level).toBe('marginal');
  });
});
