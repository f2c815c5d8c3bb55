import { describe, expect, it } from 'vitest';
import {
  axialToOffset,
  distance,
  formatHexNumber,
  neighbor,
  neighbors,
  offsetToAxial,
  parseHexNumber,
  sideBetween,
  SIDES,
  turnSide,
} from '../../../src/boards/hex/index.ts';

const printed = (text: string) => offsetToAxial(parseHexNumber(text));
const number = (h: { q: number; r: number }) => formatHexNumber(axialToOffset(h));

describe('neighbours', () => {
  it('gives 2003 its six printed neighbours, clockwise from the top', () => {
    expect(neighbors(printed('2003')).map(number)).toEqual(['2002', '2103', '2104', '2004', '1904', '1903']);
  });
  it('gives an odd column its neighbours one row up on the sides', () => {
    expect(neighbors(printed('2105')).map(number)).toEqual(['2104', '2204', '2205', '2106', '2005', '2004']);
  });
  it('finds the side between neighbours and nothing for hexes apart', () => {
    const h = printed('2003');
    for (const s of SIDES) expect(sideBetween(h, neighbor(h, s))).toBe(s);
    expect(sideBetween(h, printed('2005'))).toBeUndefined();
  });
  it('puts every neighbour at distance 1', () => {
    for (const n of neighbors({ q: 3, r: -2 })) expect(distance({ q: 3, r: -2 }, n)).toBe(1);
  });
  it('turns sides around the clock', () => {
    expect(turnSide(5, 1)).toBe(0);
    expect(turnSide(0, -1)).toBe(5);
    expect(turnSide(2, 3)).toBe(5);
  });
});
