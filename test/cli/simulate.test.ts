import { describe, expect, it } from 'vitest';
import type { TableRow } from '../../src/engine/index.ts';
import { jsonAs, shippedTable } from '../json.ts';
import { tempFile, umpire, umpireBuilt } from './umpire.ts';

interface Stats {
  readonly victoryLevels: Record<string, number>;
  readonly vp: { mean: number };
  readonly gamesPerSecond?: number;
}

/** A pack correcting one table: `change` rewrites its rows. */
async function packFile(
  system: string,
  table: string,
  change: (rows: readonly TableRow[]) => unknown[],
): Promise<string> {
  const t = await shippedTable(system, table);
  return tempFile(
    'pack.json',
    JSON.stringify({ kind: 'umpire-pack', tables: { [t.id]: { ...t, rows: change(t.rows) } } }),
  );
}

describe('umpire simulate', () => {
  it('prints the same bytes for a seed with --no-timing, and no timing', async () => {
    const argv = ['simulate', 'crowbar', '--games', '60', '--seed', '4', '--no-timing', '--jobs', '1'];
    const a = await umpire(argv);
    const b = await umpire(argv);
    expect(a.err).toBe('');
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out)).not.toHaveProperty('gamesPerSecond');
    expect(JSON.parse((await umpire(argv.slice(0, -3))).out)).toHaveProperty('gamesPerSecond');
  });

  it('plays the games of a pack: Crowbar! with every Open Fire! die a hit ends differently from the same seed', async () => {
    const pack = await packFile('crowbar', 'open-fire-dice', (rows) =>
      rows.map((r) => ({ ...r, values: { result: 'hit' } })),
    );
    const argv = ['simulate', 'crowbar', '--games', '150', '--seed', '9', '--no-timing', '--jobs', '1'];
    const shipped = JSON.parse((await umpire(argv)).out) as Stats;
    const packed = await umpire([...argv, '--pack', pack]);
    expect(packed.err).toBe('');
    expect((JSON.parse(packed.out) as Stats).victoryLevels).not.toEqual(shipped.victoryLevels);
  });

  it('plays the games of a pack: Crowbar! with a corrected Combat Dice modifier (range costs no die) ends differently from seed 1', async () => {
    const pack = await packFile('crowbar', 'combat-modifiers', (rows) =>
      rows.filter((r) => r.key === 'of-range').map((r) => ({ ...r, values: { dice: 0 } })),
    );
    const argv = ['simulate', 'crowbar', '--games', '400', '--seed', '1', '--no-timing', '--jobs', '1'];
    const shipped = JSON.parse((await umpire(argv)).out) as Stats;
    const packed = await umpire([...argv, '--pack', pack]);
    expect(packed.err).toBe('');
    const corrected = JSON.parse(packed.out) as Stats;
    expect(corrected.victoryLevels).not.toEqual(shipped.victoryLevels);
    expect(corrected.vp.mean).not.toBe(shipped.vp.mean);
  });

  it('plays the games of a pack: Bloody Omaha with a kinder Attack Table ends differently from the same seed', async () => {
    const pack = await packFile('bloody-omaha', 'attack', () => [
      { key: 'S', values: { min: null, max: 5, result: 'S' } },
      { key: 'S-1D', values: { min: 6, max: 6, result: 'S-1D' } },
      { key: 'F-1D', values: { min: 7, max: 7, result: 'F-1D' } },
      { key: 'F-1E', values: { min: 8, max: null, result: 'F-1E' } },
    ]);
    const argv = ['simulate', 'bloody-omaha', '--games', '40', '--seed', '9', '--no-timing', '--jobs', '1'];
    const shipped = JSON.parse((await umpire(argv)).out) as Stats;
    const packed = await umpire([...argv, '--pack', pack]);
    expect(packed.err).toBe('');
    expect((JSON.parse(packed.out) as Stats).vp.mean).toBeGreaterThan(shipped.vp.mean);
  });

  it('refuses a bad pack before playing, naming table, row and column', async () => {
    const pack = await packFile('crowbar', 'open-fire-dice', (rows) =>
      rows.map((r) => ({ ...r, values: { result: 'kill' } })),
    );
    const r = await umpire(['simulate', 'crowbar', '--games', '5', '--pack', pack]);
    expect(r.code).not.toBe(0);
    expect(r.err).toBe(
      `umpire: ${pack}: tables.crowbar.open-fire-dice.rows[0].values.result: row "1", column "result": expected one of miss, pin, half, hit, got "kill"`,
    );
  });

  it('shows progress for a long run on stderr, never on stdout', async () => {
    const lines: string[] = [];
    const r = await umpire(['simulate', 'crowbar', '--games', '120', '--jobs', '1', '--no-timing'], {
      progress: (t) => lines.push(t),
      progressEveryMs: 0,
    });
    expect(lines).toEqual(['simulate crowbar: 50 of 120 games (41%)', 'simulate crowbar: 100 of 120 games (83%)']);
    expect(r.out).not.toContain('simulate crowbar:');
  });

  it('stops the threads it started when the run fails its check, with the one-line error (the built command)', async () => {
    const r = await umpireBuilt(['simulate', 'crowbar', '--games', '400', '--jobs', '2', '--policy', 'nope']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe('umpire: --policy: unknown policy "nope" (policies: cautious, aggressive, random)\n');
  });

  it('gives the same statistics for a seed whatever the number of threads (the built command)', async () => {
    const argv = ['simulate', 'crowbar', '--games', '170', '--seed', '11', '--no-timing'];
    const runs = await Promise.all(['1', '2', '3'].map((jobs) => umpireBuilt([...argv, '--jobs', jobs])));
    for (const r of runs) {
      expect(r.code, r.err).toBe(0);
      expect(r.out).toBe(runs[0]?.out);
    }
    expect(jsonAs<{ games: number }>(runs[0]?.out ?? '{}').games).toBe(170);
  });
});
