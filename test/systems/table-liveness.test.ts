import { describe, expect, it } from 'vitest';
import { checkOverrideValues, makeContext } from '../../src/engine/index.ts';
import type { SystemModule } from '../../src/systems/types.ts';
import { system as bloodyOmaha } from '../../src/systems/bloody-omaha/index.ts';
import { system as brecourt } from '../../src/systems/brecourt/index.ts';
import { probes as bloodyOmahaProbes } from './bloody-omaha/liveness.ts';
import { probes as brecourtProbes } from './brecourt/liveness.ts';
import type { LivenessProbes } from './liveness.ts';

const SUITES: readonly { system: SystemModule; probes: LivenessProbes }[] = [
  { system: brecourt, probes: brecourtProbes },
  { system: bloodyOmaha, probes: bloodyOmahaProbes },
];

describe('every table of every system is read where it is used (issue 13)', () => {
  for (const { system, probes } of SUITES) {
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
        it(`${table.id} has at least one probe`, () => expect(list.length, 'no probe, and no referenceOnly reason in its data').toBeGreaterThan(0));
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
