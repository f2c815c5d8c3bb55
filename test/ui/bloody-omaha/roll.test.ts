import { describe, expect, it } from 'vitest';
import { play } from '../../systems/bloody-omaha/helpers.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { dueModifiers, dueRoll } from '../../../src/ui/boards/bloody-omaha/roll.ts';
import { blank, ctx, place, token } from './helpers.ts';

describe("the board's roll", () => {
  it('13.4: an attack shows its DRMs before the die is rolled', () => {
    const s = blank(3);
    place(s, 'E/16', 'B03');
    s.tokens.S03 = [token('number', 3, 'strongpoint')];
    const ready = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'continue-attack' }]);
    const due = dueRoll(ready, { type: 'roll-attack' }, ctx, system.procedures);
    if (!due) throw new Error('no attack roll due');
    const drms = dueModifiers(due, ctx);
    // E/16 (2 CF) against 3 CF: the defender is stronger (13.4c)
    expect(drms.some((m) => m.amount === 1 && m.source.includes('13.4'))).toBe(true);
    // the DRMs shown are those the roll then takes, whatever the die
    const group = due.procedure.dice(due.inputs, ctx)[0]?.name ?? '';
    for (const face of [1, 6])
      expect(due.procedure.resolve(due.inputs, { [group]: [face] }, ctx).modifiers).toEqual(drms);
  });
});
