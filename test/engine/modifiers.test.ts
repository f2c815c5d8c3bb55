import { describe, expect, it } from 'vitest';
import {
  describeModified,
  modifier,
  modify,
  normalizeInputs,
  setMembers,
  type InputDef,
} from '../../src/engine/index.ts';

describe('modifiers', () => {
  it('adds named modifiers and applies the floor', () => {
    const v = modify(3, [modifier('under 12 in', 1, 'US Sheet'), modifier('suppressed', -3, 'US Sheet')], {
      min: 0,
      cannotActBelow: 2,
    });
    expect(v.raw).toBe(1);
    expect(v.value).toBe(1);
    expect(v.cannotAct).toBe(true);
    expect(describeModified('Rifle', modify(3, [modifier('under 12 in', 1, 's')]), ' dice')).toBe(
      'Rifle 3, under 12 in +1 = 4 dice',
    );
  });
});

describe('inputs', () => {
  const defs: InputDef[] = [
    { name: 'range', label: 'Range', type: 'integer', min: 0, max: 48 },
    {
      name: 'cover',
      label: 'Cover',
      type: 'choice',
      options: [
        { value: 'open', label: 'Open' },
        { value: 'hard', label: 'Hard' },
      ],
    },
    { name: 'moved', label: 'Moved', type: 'boolean' },
  ];
  it('fills defaults and checks ranges', () => {
    expect(normalizeInputs(defs, {})).toEqual({ range: 0, cover: 'open', moved: false });
    expect(() => normalizeInputs(defs, { range: 49 })).toThrow(
      'input range: expected a whole number from 0 to 48, got 49',
    );
    for (const text of ['0x7', '0b111', '7e0', ' '])
      expect(() => normalizeInputs(defs, { range: text })).toThrow(
        `input range: expected a whole number from 0 to 48, got ${JSON.stringify(text)}`,
      );
    expect(normalizeInputs(defs, { range: '7' }).range).toBe(7);
    expect(() => normalizeInputs(defs, { constructor: 1 })).toThrow(
      'input constructor: not an input of this procedure',
    );
    expect(() => normalizeInputs(defs, { cover: 'soft' })).toThrow(
      'input cover: expected one of open, hard, got "soft"',
    );
    expect(() => normalizeInputs(defs, { colour: 1 })).toThrow(/input colour: not an input of this procedure/);
  });

  describe('a set of named options', () => {
    const boxes: InputDef[] = [
      {
        name: 'full',
        label: 'Boxes full',
        type: 'set',
        options: [
          { value: 'FR', label: 'Fox Red' },
          { value: 'FG', label: 'Fox Green' },
          { value: 'ER', label: 'Easy Red' },
        ],
      },
    ];
    it('reads comma-separated values or a list, in the options order, none by default', () => {
      expect(normalizeInputs(boxes, {})).toEqual({ full: '' });
      expect(normalizeInputs(boxes, { full: 'ER, FR' })).toEqual({ full: 'FR,ER' });
      expect(normalizeInputs(boxes, { full: ['FG', 'FR', 'FG'] })).toEqual({ full: 'FR,FG' });
      expect(normalizeInputs(boxes, { full: '' })).toEqual({ full: '' });
      expect(setMembers(normalizeInputs(boxes, { full: 'ER,FG' }).full ?? '')).toEqual(['FG', 'ER']);
    });
    it('names an unknown option and refuses a value of the wrong shape', () => {
      expect(() => normalizeInputs(boxes, { full: 'FR,DG' })).toThrow(
        'input full: "DG" is not one of its options (FR, FG, ER)',
      );
      expect(() => normalizeInputs(boxes, { full: 5 })).toThrow(
        'input full: expected some of FR, FG, ER separated by commas, got 5',
      );
      expect(() => normalizeInputs(boxes, { full: [1] })).toThrow('input full: 1 is not one of its options');
    });
  });
});
