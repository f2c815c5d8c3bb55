import { describe, expect, it } from 'vitest';
import { axialToCube, cubeToAxial } from '../../../src/boards/hex/index.ts';

describe('axial <-> cube', () => {
  it('keeps q + r + s = 0 and round-trips', () => {
    for (let q = -5; q <= 5; q++)
      for (let r = -5; r <= 5; r++) {
        const c = axialToCube({ q, r });
        expect(c.q + c.r + c.s).toBe(0);
        expect(cubeToAxial(c)).toEqual({ q, r });
      }
  });
});
