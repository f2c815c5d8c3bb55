import { describe, expect, it } from 'vitest';
import { system } from '../../../src/systems/crowbar/index.ts';
import { findLeaks } from '../../browser/leaks.ts';

describe('the Crowbar! quick reference', () => {
  const help = system.help;

  it('walks the whole sequence of play, each step with what Umpire does and its sections', () => {
    expect(help?.sequence.length).toBeGreaterThanOrEqual(8);
    for (const s of help?.sequence ?? []) {
      expect(s.umpire.length).toBeGreaterThan(20);
      expect(s.source).toMatch(/^[A-T](-\d+[a-z]?)?( to [A-T]-\d+)?(, [A-T](-\d+[a-z]?)?( to [A-T]-\d+)?)*$/);
    }
  });

  it('says where every procedure of the system is reached, and only those', () => {
    expect(help?.procedures.map((p) => p.procedure).sort()).toEqual(system.procedures.map((p) => p.id).sort());
  });

  it('is written in words a player reads: no id, key or JSON', () => {
    const words = [
      ...(help?.sequence ?? []).flatMap((s) => [s.step, s.umpire]),
      ...(help?.counters ?? []).flatMap((c) => [c.what, c.reads]),
      ...(help?.procedures ?? []).map((p) => p.where),
    ];
    for (const w of words) expect(findLeaks(w), w).toEqual([]);
  });
});
