import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedRoll, SessionExport } from '../../src/engine/index.ts';
import { jsonAs, shippedTable } from '../json.ts';
import { tempFile, umpire as ran, type Validated } from './umpire.ts';

const umpire = (...argv: string[]) => ran(argv);

describe('umpire command', () => {
  it('lists procedures with inputs and outcome keys', async () => {
    const r = await umpire('procedures', '--system', 'bloody-beach');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as {
      id: string;
      inputs: { name: string; range?: number[] }[];
      outcomeKeys: string[];
    }[];
    const check = list.find((p) => p.id === 'bloody-beach.efficiency-check');
    expect(check?.inputs[0]).toMatchObject({ name: 'rating', range: [0, 10] });
    expect(check?.outcomeKeys).toEqual(['passed']);
  });

  it('takes a set of named options as its values separated by commas, and lists its options', async () => {
    const input = {
      turn: 2,
      unitType: 'tank',
      boxesToLeft: 3,
      boxesToRight: 4,
      fullBoxes: 'FG,ER',
      shutBoxes: 'ER, FR',
    };
    const r = await umpire('odds', 'dday-omaha.us-landing', '--input', JSON.stringify(input));
    const out = jsonAs<{ outcomes: { outcome: { passed?: number; shut?: boolean }; p: number }[] }>(r.out);
    expect(out.outcomes.map((o) => [o.outcome.passed ?? 0, o.outcome.shut ?? false])).toEqual([
      [0, false],
      [0, true],
      [0, false],
      [0, true],
    ]);
    const bad = await umpire('odds', 'dday-omaha.us-landing', '--input', '{"fullBoxes":"FG,XX"}');
    expect(bad.err).toContain('input fullBoxes: "XX" is not one of its options (FR, FG, ER, EG, DR, DW, DG, CH)');
    const list = jsonAs<{ id: string; inputs: { name: string; type: string; options?: string[] }[] }[]>(
      (await umpire('procedures', '--system', 'dday-omaha')).out,
    );
    const landing = list.find((p) => p.id === 'dday-omaha.us-landing');
    expect(landing?.inputs.find((i) => i.name === 'fullBoxes')).toMatchObject({ type: 'set', default: '' });
    expect(landing?.inputs.find((i) => i.name === 'fullBoxes')?.options).toHaveLength(8);
    expect((await umpire('odds', '--help')).out).toContain('a set of options as their values separated by commas');
  });

  it('resolves with typed dice (0 reads as 10 on a d10)', async () => {
    const r = await umpire('resolve', 'bloody-beach.efficiency-check', '--input', '{"rating":9}', '--dice', '0');
    const out = jsonAs<ResolvedRoll>(r.out);
    expect(out.outcome).toEqual({ passed: false });
    expect(out.pool[0]?.values).toEqual([10]);
    expect(out).toHaveProperty('modifiers');
    expect(out).toHaveProperty('summary');
  });

  it('gives the same roll for the same seed', async () => {
    const a = jsonAs<ResolvedRoll>((await umpire('resolve', 'crowbar.j-projector', '--seed', '9')).out);
    const b = jsonAs<ResolvedRoll>((await umpire('resolve', 'crowbar.j-projector', '--seed', '9')).out);
    expect(a.pool).toEqual(b.pool);
  });

  it('prints odds summing to 1', async () => {
    const out = JSON.parse((await umpire('odds', 'crowbar.j-projector', '--input', '{}')).out) as {
      outcomes: { p: number }[];
    };
    expect(out.outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    expect(out.outcomes).toHaveLength(3);
  });

  it('names each kind of error on one line with a non-zero exit', async () => {
    const cases: [string[], RegExp][] = [
      [['resolve', 'crowbar.nothing', '--seed', '1'], /unknown procedure "crowbar\.nothing"/],
      [
        ['resolve', 'bloody-beach.efficiency-check', '--input', '{"rating":12}', '--seed', '1'],
        /input rating: expected a whole number from 0 to 10, got 12/,
      ],
      [['resolve', 'crowbar.j-projector', '--dice', '1,2,3'], /dice group dice: expected 2 d6s, got 3/],
      [['odds', 'crowbar.j-projector', '--input', '{nope'], /--input: malformed JSON/],
      [['frobnicate'], /unknown command "frobnicate"/],
    ];
    for (const [argv, message] of cases) {
      const r = await umpire(...argv);
      expect(r.code).not.toBe(0);
      expect(r.out).toBe('');
      expect(r.err).toMatch(message);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
  });

  it('validates table files and names the path of an error', async () => {
    const ok = await umpire('validate', 'tables/crowbar/j-projector.json');
    expect(ok.code).toBe(0);
    const dir = await mkdtemp(join(tmpdir(), 'umpire-'));
    const bad = join(dir, 'bad.json');
    await writeFile(
      bad,
      JSON.stringify({
        id: 'x.t',
        system: 'x',
        title: 'T',
        columns: [{ key: 'n', label: 'N', type: 'number' }],
        rows: [{ key: 'a', values: { n: 'three' } }],
      }),
    );
    const r = await umpire('validate', bad);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('rows[0]');
    await writeFile(bad, '{ not json');
    expect((await umpire('validate', bad)).err).toMatch(/bad\.json: \(root\): not valid JSON/);
  });
});

describe('umpire validate on exported sessions', () => {
  it('accepts an exported session and names the event of a tampered one', async () => {
    const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
    const { SessionStore, exportText } = await import('../../src/storage/index.ts');
    const { rulesOf } = await import('../../src/systems/catalog.ts');
    const { loadSystem } = await import('../../src/systems/registry.ts');
    const store = new SessionStore({
      rules: async () => rulesOf(await loadSystem('bloody-beach')),
      dbName: 'cli-validate',
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      storage: null,
    });
    const { meta } = await store.create('bloody-beach', 'Night game', { seed: 'cli' });
    await store.append(meta.id, { kind: 'roll', procedure: 'bloody-beach.efficiency-check', inputs: { rating: 6 } });
    await store.append(meta.id, {
      kind: 'roll',
      procedure: 'bloody-beach.efficiency-check',
      inputs: { rating: 7 },
      dice: { die: [3] },
    });
    const exported = await store.exportSession(meta.id);
    store.close();
    const dir = await mkdtemp(join(tmpdir(), 'umpire-'));
    const good = join(dir, 'good.json');
    await writeFile(good, exportText(exported));
    const ok = await umpire('validate', good);
    expect(ok.err).toBe('');
    expect(jsonAs<Validated>(ok.out).valid[0]).toMatchObject({ kind: 'session', id: meta.id });

    const tampered = jsonAs<SessionExport>(exportText(exported));
    const second = tampered.events[1]?.body;
    expect(second?.kind === 'roll' && second.dice).toEqual({ die: [3] });
    const events = tampered.events.map((e, i) =>
      i === 1 && e.body.kind === 'roll' ? { ...e, body: { ...e.body, dice: { die: [9] } } } : e,
    );
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...tampered, events }));
    const r = await umpire('validate', bad);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/event 2 is wrong/);
  });
});

describe('umpire resolve and odds with --pack', () => {
  it("use the owner's corrected table instead of the shipped one", async () => {
    const t = await shippedTable('crowbar', 'j-projector');
    const rows = [
      { key: 'none', values: { min: 2, max: 7, hold: 'none' } },
      { key: 'shaky', values: { min: 8, max: 11, hold: 'shaky' } },
    ];
    const pack = await tempFile(
      'pack.json',
      JSON.stringify({ kind: 'umpire-pack', tables: { [t.id]: { ...t, rows } } }),
    );
    const shaky = (out: string): number =>
      (JSON.parse(out) as { outcomes: { outcome: { hold: string }; p: number }[] }).outcomes.find(
        (o) => o.outcome.hold === 'shaky',
      )?.p ?? 0;
    expect(shaky((await umpire('odds', 'crowbar.j-projector', '--input', '{}')).out)).toBeCloseTo(9 / 36, 12);
    expect(shaky((await umpire('odds', 'crowbar.j-projector', '--input', '{}', '--pack', pack)).out)).toBeCloseTo(
      14 / 36,
      12,
    );
    expect(jsonAs<ResolvedRoll>((await umpire('resolve', 'crowbar.j-projector', '--dice', '4,4')).out).outcome).toEqual(
      {
        hold: 'none',
      },
    );
    expect(
      jsonAs<ResolvedRoll>((await umpire('resolve', 'crowbar.j-projector', '--dice', '4,4', '--pack', pack)).out)
        .outcome,
    ).toEqual({ hold: 'shaky' });
  });
});
