import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/main.ts';
import { umpire } from './umpire.ts';

describe('umpire arguments are read strictly', () => {
  it('refuses an unknown flag and a missing value in one line, naming the flag', async () => {
    const cases: [string[], string][] = [
      [
        ['simulate', 'crowbar', '--seeed', '5'],
        'umpire: simulate: unknown flag --seeed (its flags: --pretty, --help, --games, --seed, --policy, --jobs, --pack, --no-timing)',
      ],
      [
        ['odds', 'crowbar.j-projector', '--dice'],
        'umpire: odds: unknown flag --dice (its flags: --pretty, --help, --input, --pack)',
      ],
      [
        ['simulate', 'crowbar', '--games'],
        'umpire: simulate: --games needs a value (write --games=VALUE for a value that starts with -)',
      ],
      [
        ['simulate', 'crowbar', '--games', '--pretty'],
        'umpire: simulate: --games needs a value (write --games=VALUE for a value that starts with -)',
      ],
      [['procedures', '--pretty=yes'], 'umpire: procedures: --pretty is a switch and takes no value'],
      [['procedures', '-x'], 'umpire: procedures: unknown flag -x (its flags: --pretty, --help, --system)'],
      [
        ['resolve', 'crowbar.j-projector', 'crowbar.grappling', '--seed', '1'],
        'umpire: resolve takes one procedure id (see `umpire procedures`), got also "crowbar.grappling"',
      ],
    ];
    for (const [argv, message] of cases) {
      const r = await umpire(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe(message);
    }
  });

  it('reads whole numbers in decimal digits only', async () => {
    for (const games of ['0x10', '0b111', '7e0', '1.5', '+5', '0', '1000001']) {
      const r = await umpire(['simulate', 'crowbar', '--games', games]);
      expect(r.err, games).toBe(
        `umpire: --games: expected a whole number from 1 to 1,000,000, written in decimal digits, got "${games}"`,
      );
    }
    expect(
      (await umpire(['resolve', 'bloody-beach.efficiency-check', '--input', '{"rating":"0x7"}', '--dice', '3'])).err,
    ).toBe('umpire: input rating: expected a whole number from 0 to 10, got "0x7"');
  });

  it('names a die face typed as a JavaScript property name as typed', async () => {
    const r = await umpire([
      'resolve',
      'bloody-beach.efficiency-check',
      '--input',
      '{"rating":7}',
      '--dice',
      'constructor',
    ]);
    expect(r.err).toBe('umpire: dice group die: "constructor" is not a face of the d10 (faces 1-10 (0 for 10))');
  });

  it('describes every command and its flags with --help', async () => {
    const all = await umpire(['--help']);
    expect(all.code).toBe(0);
    for (const [name, c] of Object.entries(COMMANDS)) {
      expect(all.out).toContain(c.usage);
      const one = await umpire([name, '--help']);
      expect(one.code).toBe(0);
      expect(one.out.split('\n')[0]).toBe(`usage: umpire ${c.usage}`);
      for (const flag of Object.keys(c.flags)) expect(one.out).toContain(`--${flag}`);
      expect((await umpire(['help', name])).out).toBe(one.out);
    }
    const none = await umpire([]);
    expect(none.code).toBe(2);
    expect(none.out).toBe(all.out);
  });
});
