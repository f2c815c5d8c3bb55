import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/engine/index.ts';
import { exportText } from '../../src/storage/sessions.ts';
import { HOSTILE_VALUES, INTERNALS, mutateDocument, mutateText } from '../hostile.ts';
import { shippedTable } from '../json.ts';
import { EFF, J, makeStore, systemRules } from '../storage/fixtures.ts';
import { tempFile, umpire } from './umpire.ts';

const COMMANDS = [
  'procedures',
  'resolve',
  'odds',
  'simulate',
  'validate',
  'help',
  'frobnicate',
  '',
  '--help',
  'constructor',
  '__proto__',
];
const FLAGS = [
  '--input',
  '--dice',
  '--seed',
  '--system',
  '--games',
  '--policy',
  '--jobs',
  '--pack',
  '--pretty',
  '--help',
  '--no-timing',
  '--seeed',
  '-x',
  '--',
  '--constructor',
  '--games=0x10',
  '--input={}',
];
const WORDS = [
  J,
  EFF,
  'crowbar',
  'bloody-omaha',
  'brecourt',
  'bloody-beach',
  'dday-omaha',
  'crowbar.close-combat',
  'brecourt.us-fire',
  'nothing.here',
  'crowbar.',
  '.',
  '1',
  '0',
  '-1',
  '0x10',
  '7e0',
  '1.5',
  '99999999999999999999',
  '{',
  '{}',
  '[]',
  'null',
  '{"rating":"7"}',
  '{"rating":7}',
  '{"__proto__":{"x":1}}',
  '{"constructor":1}',
  `${'['.repeat(3000)}`,
  '1,2',
  '6,6',
  '0',
  'attacker:1,2;defender:6',
  'constructor',
  'toString',
  'die:constructor',
  ';;',
  ':',
  'x'.repeat(300),
  'cautious',
  'random',
];

describe('fuzz: hostile command lines and files', () => {
  it('2,000 generated command lines: JSON on stdout or one clean line on stderr, never a crash', async () => {
    // Files for validate and --pack: valid ones and damaged copies.
    const store = makeStore({ rules: systemRules });
    const s = await store.create('bloody-beach', 'Files', { seed: 'cli-fuzz' });
    await store.append(s.meta.id, { kind: 'roll', procedure: EFF, inputs: { rating: 6 } });
    const session: unknown = JSON.parse(exportText(await store.exportSession(s.meta.id)));
    const table = await shippedTable('crowbar', 'j-projector');
    const pack = { kind: 'umpire-pack', tables: { [J]: table } };
    const rng = Rng.fromSeed('hostile-arguments');
    const files: string[] = ['tables/crowbar/j-projector.json', '/dev/null', '/dev/zero', '.', 'no/such/file.json'];
    for (let i = 0; i < 60; i++) {
      const doc = mutateDocument([session, table, pack][i % 3], rng);
      files.push(await tempFile(`f${i}.json`, mutateText(JSON.stringify(doc), rng)));
    }
    const pick = <T>(items: readonly T[]): T => items[rng.int(items.length)] as T;
    for (let n = 0; n < 2000; n++) {
      const argv = [pick(COMMANDS)];
      for (let k = rng.int(6); k > 0; k--) {
        const r = rng.int(4);
        if (r === 0) argv.push(pick(FLAGS), pick(WORDS));
        else if (r === 1) argv.push(pick(FLAGS));
        else if (r === 2) argv.push(pick(files));
        else {
          const v = pick(HOSTILE_VALUES);
          argv.push(rng.int(2) ? pick(WORDS) : typeof v === 'string' ? v : JSON.stringify(v));
        }
      }
      // Games are few, so every case is quick: the test is bounded by its count, not by a clock.
      if (argv[0] === 'simulate') argv.push('--games', String(1 + rng.int(2)), '--jobs', '1');
      const r = await umpire(argv);
      const where = `case ${n}: umpire ${argv.map((a) => JSON.stringify(a.slice(0, 60))).join(' ')}`;
      if (r.code === 0) {
        expect(r.err, where).toBe('');
        if (argv[0] !== 'help' && !argv.includes('--help') && argv[0] !== '--help')
          expect((): unknown => JSON.parse(r.out), where).not.toThrow();
      } else {
        expect(r.out, where).toBe('');
        expect(r.err, where).toMatch(/^umpire: /);
        expect(r.err.split('\n'), where).toHaveLength(1);
        expect(r.err, where).not.toMatch(INTERNALS);
      }
    }
  });
});
