import { describe, expect, it } from 'vitest';
import { checkOverrideValues, makeContext } from '../../src/engine/index.ts';
import { loadAllSystems } from '../../src/systems/registry.ts';
import type { LivenessProbes } from './liveness.ts';

/** Each system's probes, found by folder (test/systems/<system id>/liveness.ts), so a new module needs no edit here. */
const modules = import.meta.glob<LivenessProbes>('./*/liveness.ts', { eager: true, import: 'probes' });
const systems = await loadAllSystems();

describe('every table of every system is read where it is used (issue 13)', () => {
  for (const system of systems) {
    const probes = modules[`./${system.info.id}/liveness.ts`] ?? {};
    it(`${system.info.name} has its probes in test/systems/${system.info.id}/liveness.ts`, () =>
      expect(modules[`./${system.info.id}/liveness.ts`]).toBeDefined());
    const rules = (overrides = {}) => makeContext(system.tables, system.settings, {}, overrides);
    describe(system.info.name, () => {
      it('has probes only for tables it ships', () => {
        const ids = new Set(system.tables.map((t) => t.id));
        expect(Object.keys(probes).filter((id) => !ids.has(id))).toEqual([]);
      });
      for (const table of system.tables) {
        const list = probes[table.id] ?? [];
        if (table.referenceOnly) {
          it(`${table.id} is declared reference-only and has no probe`, () => {
            expect(table.referenceOnly?.length).toBeGreaterThan(10);
            expect(list).toEqual([]);
          });
          continue;
        }
        it(`${table.id} has at least one probe`, () =>
          expect(list.length, 'no probe, and no referenceOnly reason in its data').toBeGreaterThan(0));
        for (const probe of list) {
          it(`${table.id}: ${probe.what}`, () => {
            const overrides = { [table.id]: probe.rows };
            checkOverrideValues(overrides, (id) => system.tables.find((t) => t.id === id), 'probe');
            const shipped = probe.observe(rules());
            const corrected = probe.observe(rules(overrides));
            // A second look under the shipped rows: an observation that varies by itself would differ for nothing.
            expect(probe.observe(rules())).toEqual(shipped);
            expect(corrected).not.toEqual(shipped);
            if (probe.shows) expect([shipped, corrected]).toEqual(probe.shows);
          });
        }
      }
    });
  }
});
