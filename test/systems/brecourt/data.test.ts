import { describe, expect, it } from 'vitest';
import { isProvisional, rowSource, SchemaError } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import scenario from '../../../scenarios/brecourt/brecourt-manor.json';

describe('Brécourt data files', () => {
  it('every table row is printed (with its section) or provisional (with a note)', () => {
    expect(system.tables.length).toBeGreaterThanOrEqual(15);
    for (const t of system.tables) {
      for (const r of t.rows) {
        if (isProvisional(t, r)) expect(r.note ?? t.note, `${t.id}/${r.key}`).toBeTruthy();
        else expect(rowSource(t, r), `${t.id}/${r.key}`).toBeTruthy();
      }
    }
  });

  it('every table a procedure names exists', () => {
    const ids = new Set(system.tables.map((t) => t.id));
    for (const p of system.procedures) for (const t of p.tables) expect(ids.has(t), `${p.id} -> ${t}`).toBe(true);
  });

  it('every rules note with a setting points at a real setting, and every setting with a note at a real note', () => {
    const keys = new Set(system.settings.map((s) => s.key));
    const notes = new Set(system.rulesNotes.map((n) => n.id));
    for (const n of system.rulesNotes) if (n.setting) expect(keys.has(n.setting), n.id).toBe(true);
    for (const s of system.settings) if (s.note) expect(notes.has(s.note), s.key).toBe(true);
  });

  it('the scenario check accepts the shipped roster', () => {
    expect(system.checkScenario?.(scenario, 'brecourt-manor.json').id).toBe('brecourt-manor');
  });

  it('the scenario check names the path of a bad figure', () => {
    const dup = { ...scenario, figures: [...scenario.figures, scenario.figures[0]] };
    expect(() => system.checkScenario?.(dup, 'x.json')).toThrow(/x\.json: figures\[55\]\.id/);
    const badGun = { ...scenario, figures: scenario.figures.map((f, i) => (i === 20 ? { ...f, gun: 'gun-9' } : f)) };
    expect(() => system.checkScenario?.(badGun, 'x.json')).toThrow(SchemaError);
    const mg = { ...scenario, figures: scenario.figures.map((f, i) => (i === 0 ? { ...f, weapon: 'mg42' } : f)) };
    expect(() => system.checkScenario?.(mg, 'x.json')).toThrow(/US weapon/);
  });

  it('the roster follows the text where it speaks: .30 cal teams without grenades, explosives with Lipton and Hall only', () => {
    const us = scenario.figures.filter((f) => f.side === 'us');
    for (const f of us) expect(f.grenades, f.id).toBe('team' in f ? 0 : 1);
    expect(
      scenario.figures
        .filter((f) => 'explosives' in f && f.explosives)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['hall', 'lipton']);
    expect(us.filter((f) => f.arrives === 'spiers')).toHaveLength(6);
    expect(scenario.figures.filter((f) => f.arrives === 'fallschirmjager')).toHaveLength(9);
  });
});
