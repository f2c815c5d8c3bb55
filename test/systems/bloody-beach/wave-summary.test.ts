import { describe, expect, it } from 'vitest';
import { toldFor } from '../../../src/engine/index.ts';
import { headlineIndex } from '../../../src/ui/told/headline.ts';
import { ctx, firstWave, game } from './scene.ts';

describe('9.2, 9.3 a wave of landings is summed up in one line ahead of each unit', () => {
  for (const seed of ['wave-1', 'wave-2', 'wave-3']) {
    it(`the first line of the wave counts what the units' own rolls did (seed ${seed})`, () => {
      const { before, after } = firstWave(seed);
      const added = after.log.slice(before.log.length);
      const head = added[0];
      expect(head?.sumsUp).toBe(true);
      expect(added.filter((t) => t.sumsUp)).toHaveLength(1);
      const landed = Object.values(after.units).filter(
        (u) => before.units[u.id]?.status !== 'map' && (u.status === 'map' || u.status === 'eliminated'),
      );
      const gone = landed.filter((u) => u.status === 'eliminated').length;
      const steps = landed
        .filter((u) => u.status === 'map')
        .reduce((n, u) => n + ((before.units[u.id]?.steps ?? 0) - u.steps), 0);
      const assets = Object.values(after.assets).filter((a) => before.assets[a.id]?.status !== a.status).length;
      expect(landed.length).toBeGreaterThan(1);
      expect(head?.text).toBe(
        `${landed.length} units${assets ? ` and ${assets} asset${assets > 1 ? 's' : ''}` : ''} land`,
      );
      expect(head?.outcome).toMatch(new RegExp(`^${landed.length - gone} ashore`));
      if (gone) expect(head?.outcome).toContain(`${gone} eliminated`);
      else expect(head?.outcome).not.toContain('eliminated');
      // the words the players read keep it first: it leads the one-line "Just now"
      const told = game.tell(before, after, { type: 'land-first-wave' }, ctx).flatMap((t) => toldFor(t, 'us') ?? []);
      expect(headlineIndex(told)).toBe(0);
      expect(told[0]?.text).toBe(head?.text);
      if (steps) expect(head?.outcome).toContain(`${steps} step${steps > 1 ? 's' : ''} lost`);
      else expect(head?.outcome).not.toContain('lost');
    });
  }
});
