import { describe, expect, it } from 'vitest';
import { TUMBLE_STEPS, tumbleFaces } from '../../../src/ui/boards/crowbar/tumble.ts';

describe('the dice tumble', () => {
  it('ends on the real face, which shows only at the end, and flashes no face twice in a row', () => {
    for (let face = 1; face <= 6; face++) {
      const frames = tumbleFaces(face);
      expect(frames).toHaveLength(TUMBLE_STEPS);
      expect(frames[frames.length - 1]).toBe(face);
      expect(frames.slice(0, -1)).not.toContain(face);
      for (const f of frames) expect(f >= 1 && f <= 6).toBe(true);
      for (let i = 1; i < frames.length; i++) expect(frames[i]).not.toBe(frames[i - 1]);
    }
  });
});
