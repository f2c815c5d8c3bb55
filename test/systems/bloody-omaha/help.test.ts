import { describe, expect, it } from 'vitest';
import { STEPS } from '../../../src/systems/bloody-omaha/game/turn.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { findLeaks } from '../../browser/leaks.ts';

describe('Bloody Omaha quick reference (SystemHelp)', () => {
  const help = system.help;
  it('walks the sequence of play, each step with what Umpire does and its section', () => {
    expect(help).toBeDefined();
    for (const st of STEPS)
      expect(help?.sequence.some((x) => x.step.startsWith(st.label) && x.source.includes(st.source))).toBe(true);
    for (const x of help?.sequence ?? []) expect(x.source).toMatch(/^\d/);
  });
  it('says where every procedure of the system is reached, and only those', () => {
    expect(help?.procedures.map((p) => p.procedure).sort()).toEqual(system.procedures.map((p) => p.id).sort());
  });
  it('reads a counter and a square, in words with no machine-shaped text', () => {
    expect(help?.counters.map((c) => c.what)).toEqual(
      expect.arrayContaining(['US unit', 'German token, face down', 'Square']),
    );
    const text = [
      ...(help?.sequence ?? []).flatMap((x) => [x.step, x.umpire]),
      ...(help?.counters ?? []).flatMap((c) => [c.what, c.reads]),
      ...(help?.procedures ?? []).map((p) => p.where),
    ].join('\n');
    expect(findLeaks(text)).toEqual([]);
  });
});
