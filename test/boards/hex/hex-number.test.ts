import { describe, expect, it } from 'vitest';
import { formatHexNumber, HexNumberError, parseHexNumber } from '../../../src/boards/hex/index.ts';

describe('printed hex numbers', () => {
  it('reads 2003 (Pointe du Hoc) as column 20, row 3', () => {
    expect(parseHexNumber('2003')).toEqual({ col: 20, row: 3 });
  });
  it('writes column 5, row 7 as 0507 and reads it back', () => {
    expect(formatHexNumber({ col: 5, row: 7 })).toBe('0507');
    expect(parseHexNumber('0507')).toEqual({ col: 5, row: 7 });
  });
  it('takes a wider column when the map runs past 99 columns', () => {
    expect(parseHexNumber('10245')).toEqual({ col: 102, row: 45 });
    expect(formatHexNumber({ col: 102, row: 45 })).toBe('10245');
  });
  it('round-trips every four-digit number', () => {
    for (let col = 0; col < 100; col++)
      for (let row = 0; row < 100; row++) {
        const text = formatHexNumber({ col, row });
        expect(text).toHaveLength(4);
        expect(parseHexNumber(text)).toEqual({ col, row });
      }
  });
  it('refuses text that is not a hex number', () => {
    expect(() => parseHexNumber('20a3')).toThrow(HexNumberError);
    expect(() => parseHexNumber('03')).toThrow(HexNumberError);
    expect(() => formatHexNumber({ col: 1, row: 100 })).toThrow(HexNumberError);
  });
});
