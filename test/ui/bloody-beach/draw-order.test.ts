import { describe, expect, it } from 'vitest';
import { layersFor, ORDER } from '../../../src/ui/boards/bloody-beach/draw-order.ts';
import { DAY, luminance, mix, parseColour, terrainPalette } from '../../../src/ui/boards/bloody-beach/palette.ts';

describe('drawing order', () => {
  it('terrain is drawn first and names last; overlays lie under hexsides and roads', () => {
    const all = layersFor(40, { fireZones: true, loc: true });
    expect(all[0]).toBe('terrain');
    expect(all[all.length - 1]).toBe('labels');
    expect(all.indexOf('grid')).toBeGreaterThan(all.indexOf('terrain'));
    expect(all.indexOf('fire-zones')).toBeLessThan(all.indexOf('hexsides'));
    expect(all.indexOf('roads')).toBeGreaterThan(all.indexOf('hexsides'));
    expect(all.indexOf('hex-numbers')).toBeGreaterThan(all.indexOf('roads'));
    expect(all).toEqual(ORDER.filter((l) => all.includes(l)));
  });

  it('zoomed out, the grid, texture and hex numbers are left out, but terrain, roads and town names stay', () => {
    const far = layersFor(4, { fireZones: false, loc: false });
    expect(far).not.toContain('grid');
    expect(far).not.toContain('texture');
    expect(far).not.toContain('hex-numbers');
    expect(far).toEqual(expect.arrayContaining(['terrain', 'roads', 'hexsides', 'labels']));
  });

  it('hex numbers appear only when a hex is large enough to read them', () => {
    expect(layersFor(20, { fireZones: false, loc: false })).not.toContain('hex-numbers');
    expect(layersFor(22, { fireZones: false, loc: false })).toContain('hex-numbers');
  });

  it('fire zones and lines of communication are drawn only on demand', () => {
    expect(layersFor(30, { fireZones: false, loc: false })).not.toContain('fire-zones');
    expect(layersFor(30, { fireZones: true, loc: false })).toContain('fire-zones');
    expect(layersFor(30, { fireZones: false, loc: true })).toContain('loc');
  });
});

describe('map colours', () => {
  it('reads and mixes theme colours', () => {
    expect(parseColour('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseColour('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('gives every terrain of the chart its own colour, the sea darker than the beach', () => {
    const p = terrainPalette(DAY);
    const keys = [
      'sea',
      'partial-beach',
      'beach',
      'rocky-beach',
      'bluff',
      'draw',
      'clear',
      'bocage',
      'woods',
      'marsh',
      'village',
      'town',
    ];
    for (const k of keys) expect(p[k]).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(keys.map((k) => p[k])).size).toBe(keys.length);
    expect(luminance(p.sea as string)).toBeLessThan(luminance(p.beach as string));
  });
});

describe('drawing while the map moves', () => {
  it('leaves out only the hex numbers until the map rests', () => {
    const rest = layersFor(30, { fireZones: true, loc: false });
    const moving = layersFor(30, { fireZones: true, loc: false }, true);
    expect(rest).toContain('hex-numbers');
    expect(moving).not.toContain('hex-numbers');
    expect(rest.filter((l) => l !== 'hex-numbers')).toEqual(moving);
  });
});
