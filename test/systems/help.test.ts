import { describe, expect, it } from 'vitest';
import { loadSystem, SYSTEMS } from '../../src/systems/registry.ts';

/** Every system's quick reference (when it has one) holds together: what the Help screen shows is all there. */
describe('quick references (SystemModule.help)', () => {
  for (const info of SYSTEMS) {
    it(`${info.name}: steps with what Umpire does and a section, counters explained, procedures that exist`, async () => {
      const sys = await loadSystem(info.id);
      const help = sys.help;
      if (!help) return;
      expect(help.sequence.length).toBeGreaterThan(0);
      for (const s of help.sequence) {
        expect(s.step.trim(), 'a step has a name').not.toBe('');
        expect(s.umpire.trim(), `${s.step}: what Umpire does`).not.toBe('');
        expect(s.source.trim(), `${s.step}: its section`).not.toBe('');
      }
      for (const c of help.counters) expect(c.reads.trim(), `${c.what}: how to read it`).not.toBe('');
      const ids = new Set(sys.procedures.map((p) => p.id));
      for (const p of help.procedures) {
        expect(ids.has(p.procedure), `help names a procedure the system has: ${p.procedure}`).toBe(true);
        expect(p.where.trim()).not.toBe('');
      }
      const named = help.procedures.map((p) => p.procedure);
      expect(new Set(named).size, 'each procedure once').toBe(named.length);
    });
  }
});
