import { describe, expect, it } from 'vitest';
import { system } from '../../../src/systems/crowbar/index.ts';
import { checkCrowbarScenario, loadMap } from '../../../src/systems/crowbar/map/grid.ts';
import scenario from '../../../scenarios/crowbar/pointe-du-hoc.json';
import { R } from './helpers.ts';

describe('Crowbar! data', () => {
  it('every table validates and says where its numbers come from', () => {
    expect(system.tables.length).toBe(18);
    for (const t of system.tables)
      for (const row of t.rows)
        expect(
          row.source ?? t.source ?? ((row.provisional ?? t.provisional) ? (row.note ?? t.note) : undefined),
        ).toBeTruthy();
  });

  it('I-3, T-1: each kind of Possible Gun Location? marker has its own label; the two Traps whose hits are not printed are named by how hard they hit', () => {
    const labels = [...R.gunByKey.values()].map((d) => d.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect([R.gunByKey.get('trap-2'), R.gunByKey.get('trap-3')].map((d) => [d?.label, d?.hits])).toEqual([
      ['Trap (light)', 1],
      ['Trap (heavy)', 2],
    ]);
  });

  it('A-1: 12 columns, Start to Row 15, three Company zones of four columns, nine Areas of 12 or 16 spaces', () => {
    const map = loadMap();
    expect(map.doc.mapColumns.length).toBe(12);
    expect(map.rowLabel[0]).toBe('Start');
    expect(map.rowLabel[4]).toBe('Beach 4');
    expect(map.rowLabel[5]).toBe('Cliff Top 5');
    expect(map.companyOfCol).toEqual([
      'easy',
      'easy',
      'easy',
      'easy',
      'dog',
      'dog',
      'dog',
      'dog',
      'fox',
      'fox',
      'fox',
      'fox',
    ]);
    const sizes = map.doc.areas.map((a) => (a.lastCol - a.firstCol + 1) * (a.lastRow - a.firstRow + 1));
    expect(sizes).toEqual([12, 12, 12, 16, 16, 16, 16, 16, 16]);
    for (let c = 1; c <= 12; c++) expect(map.terrain[13 * 12 + c - 1]).toBe('highway');
  });

  it('B-8: 11 HKA spaces, 2 triple spaces, 5 MG spaces, one FLAK, one Command Bunker, stars for all 20 markers', () => {
    const map = loadMap();
    expect(map.hkaSpaces.length).toBe(11);
    expect(map.gunParks.length).toBe(2);
    expect(map.mgSpaces.length).toBe(5);
    expect(map.flakSpaces.length).toBe(1);
    expect(map.commandBunker).not.toBeNull();
    expect(map.starSpaces.reduce((s, x) => s + (map.stars[x] ?? 0), 0)).toBe(R.gunMarkers.length);
    expect(R.gunMarkers.length).toBe(20);
    expect(R.incoming.length).toBe(24);
    expect(R.cards.length).toBe(18);
    expect(R.chits.length).toBe(32);
  });

  it('Movement Dice: six faces each; the faces seen in the examples carry their source', () => {
    const t = system.tables.find((x) => x.id === 'crowbar.movement-dice');
    const red = t?.rows.filter((r) => r.values.die === 'red') ?? [];
    expect(red.length).toBe(6);
    expect(red.every((r) => r.source && !r.provisional)).toBe(true);
    expect(t?.rows.filter((r) => r.provisional).length).toBe(7);
  });

  it('the scenario checker names the path of a bad entry', () => {
    const bad = structuredClone(scenario) as { features: { terrain: string }[] };
    (bad.features[0] as { terrain: string }).terrain = 'lava';
    expect(() => checkCrowbarScenario(bad, 'bad.json')).toThrow(/bad\.json: features\[0\]\.terrain/);
    expect(system.scenarios.length).toBe(1);
  });
});
