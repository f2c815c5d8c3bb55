import { describe, expect, it } from 'vitest';
import { system } from '../../../src/systems/brecourt/index.ts';
import { STEPS } from '../../../src/systems/brecourt/game/sequence.ts';

describe('Brécourt quick reference', () => {
  const help = system.help;
  it('walks the seven steps of the turn in order, each with what Umpire does and its section', () => {
    expect(help?.sequence.map((s) => s.step)).toEqual(STEPS.map((s, i) => `${i + 1}. ${s.label}`));
    for (const s of help?.sequence ?? []) {
      expect(s.umpire.length).toBeGreaterThan(40);
      expect(s.source).toMatch(/Sheet|Sequence|Reinforcements|Destroying/);
    }
  });
  it('says where every procedure is reached, once each', () => {
    expect(help?.procedures.map((p) => p.procedure).sort()).toEqual(system.procedures.map((p) => p.id).sort());
  });
  it('explains the figure marks, the roster badges, the roll card and the waiting roll', () => {
    expect(help?.counters.map((c) => c.what)).toEqual(
      expect.arrayContaining(['Side marks', 'A roster row', 'The roll card', 'A roll waiting']),
    );
  });
});
