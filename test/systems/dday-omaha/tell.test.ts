import { describe, expect, it } from 'vitest';
import { Rng, toldText } from '../../../src/engine/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import { positionsActing } from '../../../src/systems/dday-omaha/game/words.ts';
import { headlineIndex } from '../../../src/ui/told/headline.ts';
import { C, card, game, only, play, step, toUs } from './scene.ts';

/** Every unit due on turn 1 lands, each in the first box of its sector that takes it, drawing C (one step lost, no drift). */
function landAll(first: { unit: string; box: string }): Action[] {
  let s = play([]);
  const out: Action[] = [];
  const next = (a: Action) => {
    s = step(s, a);
    out.push(a);
  };
  next({ type: 'land', unit: first.unit, box: first.box, dice: { card: ['C'] } });
  for (const u of s.units.filter((x) => x.where === 'due' && x.due <= 1)) {
    const box = s.landingBoxes.find((b) => !game.check(s, { type: 'land', unit: u.id, box: b }, C));
    if (box) next({ type: 'land', unit: u.id, box, dice: { card: ['C'] } });
  }
  return out;
}

describe('every result in words (issue 11)', () => {
  it('3: card F after landing 1/B/741 in Fox Red: no position acts, and each says which condition decided it', () => {
    let s = play([...landAll({ unit: '1/B/741', box: 'FR' }), { type: 'next-phase' }]);
    s = step(s, card('F', ['white', 'grey', 'brown'], ['foot', 'armor']));
    expect(s.walk?.steps).toEqual([]);
    expect(s.walk?.idle.map((x) => x.position).sort()).toEqual(s.positions.map((p) => p.id).sort());
    s = step(s, { type: 'apply-german' });
    const words = s.lastReport.map(toldText);
    expect(words[0]).toBe('German card F · white, grey, brown · foot, armor: no position acts (3).');
    const nothing = words.find((w) => w.startsWith('Nothing happens at')) ?? '';
    for (const p of s.positions) expect(nothing).toContain(p.name);
    expect(nothing).toMatch(/WN 62[^(;]*\(no US unit in its field of fire: card F gives it no action\)/);
    expect(nothing).toMatch(/B1[^(;]*\(empty: card F gives it no action\)/);
  });

  it('3: counts the positions acting for a card in words, one position with a singular verb', () => {
    expect([0, 1, 3].map(positionsActing)).toEqual(['no position acts', '1 position acts', '3 positions act']);
  });

  it('names units, positions, boxes and phases as printed, never ids or keys', () => {
    const s = play([{ type: 'land', unit: '1/B/741', box: 'FR', dice: { card: ['C'] } }]);
    expect(toldText(s.lastReport[0] ?? { text: '' })).toBe(
      '1/B/741 lands in the Fox Red box: card drawn C; −1 step (9.2, 1).',
    );
    expect(game.status(s).phase).toBe('US landing phase');
    expect(game.status(play([...landAll({ unit: '1/B/741', box: 'FR' }), { type: 'next-phase' }])).phase).toBe(
      'German card phase',
    );
    const edit = step(s, { type: 'set-position', id: 'WN62', patch: { disrupted: true } });
    expect(toldText(edit.lastReport[0] ?? { text: '' })).toBe('WN 62 set by hand: Disrupted.');
  });

  it('a hand edit the session did not check names the field it cannot set', () => {
    const s = play([]);
    const patch = { steps: 2, morale: 3 } as Extract<Action, { type: 'set-unit' }>['patch'];
    expect(() => game.apply(s, { type: 'set-unit', id: '1/B/741', patch }, Rng.fromSeed('edit'), C)).toThrow(
      'a hand edit cannot set "morale"',
    );
  });

  it('6: the end of a turn leads with the turn that begins, the line "Just now" shows first', () => {
    const s = play([...only(), ...toUs]);
    const ended = step(s, { type: 'next-phase' });
    const head = ended.lastReport[headlineIndex(ended.lastReport) ?? -1];
    expect(head && toldText(head)).toBe('Turn 1 ends: turn 2 begins with the US landing phase (6).');
    expect(ended.lastReport.filter((t) => /Turn \d/.test(t.text))).toHaveLength(1);
  });

  it("tell() gives the action's own words, and nothing for an action that changed nothing", () => {
    const before = play([]);
    const a: Action = { type: 'land', unit: 'E/2/16', box: 'ER', dice: { card: ['A'] } };
    const after = step(before, a);
    expect(game.tell(before, after, a, C)).toBe(after.lastReport);
    expect(game.tell(before, before, a, C)).toEqual([]);
  });
});
