import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeContext, Rng, type RulesContext } from '../../src/engine/index.ts';
import { system as bloodyBeach } from '../../src/systems/bloody-beach/index.ts';
import { gameData } from '../../src/systems/bloody-omaha/game/data.ts';
import { system as bloodyOmaha } from '../../src/systems/bloody-omaha/index.ts';
import type { BrecourtState } from '../../src/systems/brecourt/game/types.ts';
import { system as brecourt } from '../../src/systems/brecourt/index.ts';
import { system as crowbar } from '../../src/systems/crowbar/index.ts';
import { system as ddayOmaha } from '../../src/systems/dday-omaha/index.ts';
import type { SystemModule } from '../../src/systems/types.ts';
import { reconstructed as bloodyBeachBadge } from '../../src/ui/boards/bloody-beach/reconstructed.ts';
import { shippedMap } from '../../src/ui/boards/bloody-beach/map-source.ts';
import { reconstructed as bloodyOmahaBadge } from '../../src/ui/boards/bloody-omaha/reconstructed.ts';
import { reconstructed as brecourtBadge } from '../../src/ui/boards/brecourt/reconstructed.ts';
import { reconstructed as crowbarBadge } from '../../src/ui/boards/crowbar/reconstructed.ts';
import { reconstructed as ddayBadge } from '../../src/ui/boards/dday-omaha/reconstructed.ts';
import type { Reconstructed } from '../../src/ui/boards/reconstructed.ts';
import { findLeaks } from '../browser/leaks.ts';

interface ShippedRow {
  key: string;
  label?: string;
  provisional?: boolean;
}
interface ShippedTable {
  id: string;
  title: string;
  provisional?: boolean;
  rows: ShippedRow[];
}

/** What the badge must list from the files under tables/<system>: a provisional table whole, else its provisional rows. */
function provisionalInShippedFiles(dir: string): string[] {
  const files = readdirSync(new URL(`../../tables/${dir}/`, import.meta.url)).filter((f) => f.endsWith('.json'));
  return files.flatMap((f) => {
    const t = JSON.parse(readFileSync(new URL(`../../tables/${dir}/${f}`, import.meta.url), 'utf8')) as ShippedTable;
    if (t.provisional) return [`${t.id} | ${t.title}`];
    const rows = t.rows.filter((r) => r.provisional === true).map((r) => `${t.id} | ${t.title}: ${r.label ?? r.key}`);
    return [...new Set(rows)];
  });
}

const fromTables = (items: readonly Reconstructed[]) =>
  items.flatMap((i) => (i.table ? [`${i.table} | ${i.what}`] : [])).sort();

const contextOf = (s: SystemModule) => makeContext(s.tables, s.settings, {});

/** Each system's badge as its board fills it, with the documents the board passes. */
const badges: readonly { dir: string; system: SystemModule; items: (ctx: RulesContext) => readonly Reconstructed[] }[] =
  [
    {
      dir: 'bloody-beach',
      system: bloodyBeach,
      items: (ctx) => {
        const map = shippedMap(bloodyBeach);
        if (!map) throw new Error('no shipped Bloody Beach map');
        return bloodyBeachBadge(
          ctx,
          map,
          bloodyBeach.scenarios.find((s) => s.id === 'bloody-beach.omaha'),
        );
      },
    },
    { dir: 'bloody-omaha', system: bloodyOmaha, items: (ctx) => bloodyOmahaBadge(ctx, gameData(ctx).scen) },
    {
      dir: 'brecourt',
      system: brecourt,
      items: (ctx) => brecourtBadge(ctx, (brecourt.game?.setup({}, Rng.fromSeed(1), ctx) as BrecourtState).scenario),
    },
    { dir: 'crowbar', system: crowbar, items: (ctx) => crowbarBadge(ctx) },
    { dir: 'dday-omaha', system: ddayOmaha, items: (ctx) => ddayBadge(ctx, ddayOmaha.scenarios[0]) },
  ];

describe('Provisional where the player sees it: the badge of every board lists what is reconstructed', () => {
  for (const { dir, system, items } of badges) {
    describe(system.info.name, () => {
      const ctx = contextOf(system);

      it('each provisional table of tables/ as one item, each provisional row of a printed table, and nothing printed', () => {
        const expected = provisionalInShippedFiles(dir).sort();
        expect(expected.length).toBeGreaterThan(0);
        expect(fromTables(items(ctx))).toEqual(expected);
      });

      it('each item says what is missing, and the board lists its reconstructed documents first', () => {
        const all = items(ctx);
        expect(all.every((i) => i.note.length > 10)).toBe(true);
        const docs = all.filter((i) => !i.table);
        expect(docs.length).toBeGreaterThan(0);
        expect(all.slice(0, docs.length)).toEqual(docs);
      });

      it('reads as words: no id, key or JSON in what the player opens', () => {
        const leaks = items(ctx).flatMap((i) => findLeaks(`${i.what}. ${i.note}`).map((l) => `${i.what}: ${l.what}`));
        expect(leaks).toEqual([]);
      });

      it('is listed once per rules context: the same list at every render, a new one with a new context', () => {
        expect(items(ctx)).toBe(items(ctx));
        const again = contextOf(system);
        expect(items(again)).not.toBe(items(ctx));
        expect(items(again)).toEqual(items(ctx));
      });
    });
  }
});

describe("the documents each board names, from its scenario's notes", () => {
  it('Bloody Beach: the map and the scenario', () => {
    const items = badges[0]?.items(contextOf(bloodyBeach)) ?? [];
    expect(items.slice(0, 2).map((i) => i.what)).toEqual(['The map', 'The scenario']);
    expect(items[1]?.note).toMatch(/Orders of Appearance/);
  });

  it('Bloody Omaha: the map, with its own note', () => {
    const items = badges[1]?.items(contextOf(bloodyOmaha)) ?? [];
    expect(items[0]).toEqual({ what: 'The map', note: expect.stringMatching(/^Rebuilt: 9 squares/) as unknown });
  });

  it('Brécourt: the roster and starting places, with no table to replace it', () => {
    const roster = badges[2]?.items(contextOf(brecourt)).find((r) => r.what.startsWith('The roster'));
    expect(roster?.note).toMatch(/no roster/);
    expect(roster?.table).toBeUndefined();
  });

  it('Crowbar!: the map with how many features are placed by a reading, and the landing craft columns', () => {
    const items = badges[3]?.items(contextOf(crowbar)) ?? [];
    expect(items[0]?.what).toMatch(/^The map \(\d+ of \d+ features placed by a reading\)$/);
    expect(items[1]?.what).toBe('The landing craft columns');
  });

  it('D-Day: the map and the German positions and pools', () => {
    const items = badges[4]?.items(contextOf(ddayOmaha)) ?? [];
    expect(items.slice(0, 2).map((i) => i.what)).toEqual(['The map', 'The German positions and pools']);
    expect(items[0]?.note).toMatch(/digest gives no map/);
  });
});
