import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/main.ts';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function json(...argv: string[]): Promise<Record<string, unknown>> {
  const r = await cli(...argv);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Record<string, unknown>;
}

interface Described {
  id: string;
  inputs: { name: string; type: string; options?: string[] }[];
  outcomeKeys: string[];
  dice: { group: string; optional?: boolean }[];
}

describe('DESIGN.md fixed contract: brecourt procedures through the CLI', () => {
  it('umpire procedures lists the five with the agreed inputs, options and outcome keys', async () => {
    const r = await cli('procedures', '--system', 'brecourt');
    const list = JSON.parse(r.out) as Described[];
    const by = (id: string): Described => {
      const p = list.find((x) => x.id === id);
      if (!p) throw new Error(`missing ${id}`);
      return p;
    };
    const names = (id: string): string[] => by(id).inputs.map((i) => i.name);
    expect(names('brecourt.us-fire')).toEqual([
      'weapon',
      'cover',
      'rangeInches',
      'firerSuppressed',
      'firerWounds',
      'moved',
      'liptonInTree',
      'figuresInTemplate',
    ]);
    expect(by('brecourt.us-fire').inputs[0]?.options).toEqual(['rifle', 'carbine', 'smg', '30cal']);
    expect(by('brecourt.us-fire').inputs[1]?.options).toEqual(['open', 'light', 'hard']);
    expect(by('brecourt.us-fire').outcomeKeys).toEqual(['kill', 'suppressions']);
    expect(names('brecourt.german-fire')).toEqual([
      'weapon',
      'rangeInches',
      'targetInOpen',
      'targetProneInCover',
      'firerSuppressionMarkers',
      'mg42NoLoader',
      'movedAndFired',
      'fallschirmjager',
      'figuresInTemplate',
    ]);
    expect(by('brecourt.german-fire').inputs[0]?.options).toEqual(['rifle', 'smg', 'assault-rifle', 'mg42']);
    expect(by('brecourt.german-fire').dice.map((d) => d.group)).toEqual(['plain', 'odd']);
    expect(by('brecourt.german-fire').outcomeKeys).toEqual(['result']);
    expect(names('brecourt.wound')).toEqual([]);
    expect(by('brecourt.wound').outcomeKeys).toEqual(['result']);
    expect(names('brecourt.german-morale')).toEqual([
      'suppressionMarkers',
      'rangeInches',
      'friendliesWithin3',
      'fallschirmjager',
      'enemyWithin6',
      'sawFriendRunOrKilled',
    ]);
    expect(by('brecourt.german-morale').dice.map((d) => [d.group, d.optional === true])).toEqual([
      ['test', false],
      ['outcome', true],
    ]);
    expect(by('brecourt.german-morale').outcomeKeys).toEqual(['passed', 'result']);
    expect(names('brecourt.us-grenade-blast')).toEqual(['figuresInArea']);
    expect(by('brecourt.us-grenade-blast').outcomeKeys).toEqual(['kills']);
  });

  it('resolve brecourt.us-fire with typed dice prints the pool, modifiers and outcome', async () => {
    const r = await json(
      'resolve',
      'brecourt.us-fire',
      '--input',
      '{"weapon":"smg","cover":"hard","rangeInches":16,"figuresInTemplate":1}',
      '--dice',
      '4,4,4,5',
    );
    expect(r.outcome).toEqual({ kill: false, suppressions: 2 });
    expect(r.pool).toEqual([expect.objectContaining({ group: 'pool', count: 4, values: [4, 4, 4, 5] })]);
    expect(r.modifiers).toEqual([
      expect.objectContaining<Record<string, unknown>>({ amount: 1, source: expect.any(String) }),
    ]);
    expect(typeof r.summary).toBe('string');
  });

  it('resolve brecourt.german-fire with both groups', async () => {
    const r = await json(
      'resolve',
      'brecourt.german-fire',
      '--input',
      '{"weapon":"rifle","rangeInches":20}',
      '--dice',
      'plain:2,2;odd:2',
    );
    expect(r.outcome).toEqual({ result: 'wound' });
    const c = await json(
      'resolve',
      'brecourt.german-fire',
      '--input',
      '{"weapon":"smg","rangeInches":20,"firerSuppressionMarkers":2}',
      '--seed',
      '3',
    );
    expect(c.outcome).toEqual({ result: 'cannot-fire' });
  });

  it('resolve brecourt.wound and brecourt.us-grenade-blast', async () => {
    expect((await json('resolve', 'brecourt.wound', '--dice', '4,4,4')).outcome).toEqual({ result: 'killed' });
    expect(
      (await json('resolve', 'brecourt.us-grenade-blast', '--input', '{"figuresInArea":3}', '--dice', '1,2,2,4,4'))
        .outcome,
    ).toEqual({ kills: 2 });
  });

  it('resolve brecourt.german-morale: the outcome die may be left out when not owed', async () => {
    expect(
      (
        await json(
          'resolve',
          'brecourt.german-morale',
          '--input',
          '{"suppressionMarkers":2,"rangeInches":8}',
          '--dice',
          'test:5',
        )
      ).outcome,
    ).toEqual({ passed: true, result: 'holds' });
    expect(
      (
        await json(
          'resolve',
          'brecourt.german-morale',
          '--input',
          '{"suppressionMarkers":2,"rangeInches":8}',
          '--dice',
          'test:1;outcome:2',
        )
      ).outcome,
    ).toEqual({ passed: false, result: 'surrenders' });
    const owed = await cli(
      'resolve',
      'brecourt.german-morale',
      '--input',
      '{"suppressionMarkers":2,"rangeInches":8}',
      '--dice',
      'test:1',
    );
    expect(owed.code).not.toBe(0);
    expect(owed.err).toMatch(/outcome/);
  });

  it('a wrong count of dice is one clear error naming the group', async () => {
    const r = await cli(
      'resolve',
      'brecourt.us-fire',
      '--input',
      '{"weapon":"rifle","cover":"hard","rangeInches":20}',
      '--dice',
      '1,1',
    );
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/pool.*expected 3/);
  });

  it('odds of every fixed procedure sum to 1', async () => {
    const cases: [string, string][] = [
      ['brecourt.us-fire', '{"weapon":"30cal","cover":"light","rangeInches":30,"figuresInTemplate":8}'],
      ['brecourt.german-fire', '{"weapon":"rifle","rangeInches":6,"targetInOpen":true}'],
      ['brecourt.wound', '{}'],
      ['brecourt.german-morale', '{"suppressionMarkers":3,"rangeInches":10,"friendliesWithin3":1}'],
      ['brecourt.us-grenade-blast', '{"figuresInArea":6}'],
    ];
    for (const [id, input] of cases) {
      const r = await json('odds', id, '--input', input);
      const outcomes = r.outcomes as { p: number }[];
      expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    }
  });

  it('umpire validate accepts the scenario and every table', async () => {
    const r = await json(
      'validate',
      'scenarios/brecourt/brecourt-manor.json',
      'tables/brecourt/us-fire-results.json',
      'tables/brecourt/morale-modifiers.json',
    );
    expect((r.valid as unknown[]).length).toBe(3);
  });
});
