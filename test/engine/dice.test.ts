import { describe, expect, it } from 'vitest';
import { checkRoll, D10, D100, D6, DiceError, group, parseDiceText } from '../../src/engine/index.ts';

const one = [group('pool', 'pool', D6, 4)];
const two = [group('attacker', 'attacker', D6, 3), group('defender', 'defender', D6, 1)];

describe('typed dice', () => {
  it('names a face that is a JavaScript property name as the text typed, never as an internal', () => {
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => parseDiceText(`${word},1`, [group('d', 'd', D10, 2)])).toThrow(
        `dice group d: "${word}" is not a face of the d10 (faces 1-10 (0 for 10))`,
      );
    }
    expect(() => parseDiceText('constructor:1', one)).toThrow('unknown dice group "constructor"');
  });

  it('reads a plain list for a single group', () => {
    expect(parseDiceText('1,1,1,6', one)).toEqual({ pool: [1, 1, 1, 6] });
    expect(parseDiceText(' 1 2 3 4 ', one)).toEqual({ pool: [1, 2, 3, 4] });
  });

  it('reads named groups', () => {
    expect(parseDiceText('attacker:1,2,4;defender:6', two)).toEqual({ attacker: [1, 2, 4], defender: [6] });
  });

  it('reads 0 as the 10 of a d10 and 00 as the 100 of a d100', () => {
    expect(parseDiceText('0', [group('d', 'd10', D10, 1)])).toEqual({ d: [10] });
    expect(parseDiceText('00', [group('d', 'd100', D100, 1)])).toEqual({ d: [100] });
  });

  it('names the group and the expected count when the count is wrong', () => {
    expect(() => parseDiceText('1,2,3', one)).toThrow('dice group pool: expected 4 d6s, got 3');
  });

  it('names the face range when a face is out of range', () => {
    expect(() => parseDiceText('attacker:1,2,7;defender:6', two)).toThrow(
      /dice group attacker: "7" is not a face of the d6 \(faces 1-6\)/,
    );
  });

  it('refuses an unknown group and a missing group', () => {
    expect(() => parseDiceText('foo:1', two)).toThrow(DiceError);
    expect(() => parseDiceText('attacker:1,2,3', two)).toThrow('dice group defender: expected 1 d6, got none');
  });

  it('lets an optional group be left out', () => {
    const groups = [group('test', 'test', D6, 1), group('outcome', 'outcome', D6, 1, { optional: true })];
    expect(checkRoll({ test: [3] }, groups)).toEqual({ test: [3] });
  });
});

describe('typed dice when nothing is owed', () => {
  it('accepts an empty entry when every group is optional or rolls none', () => {
    const groups = [group('outcome', 'outcome', D6, 1, { optional: true }), group('none', 'none', D6, 0)];
    expect(parseDiceText('', groups)).toEqual({});
    expect(() => parseDiceText('', [group('pool', 'pool', D6, 2)])).toThrow(
      'dice group pool: expected 2 d6s, got none',
    );
  });
});
