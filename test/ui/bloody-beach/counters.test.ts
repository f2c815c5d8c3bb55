import { describe, expect, it } from 'vitest';
import { offsetToAxial } from '../../../src/boards/hex/index.ts';
import {
  countersFromState,
  describe as describeCounter,
  faceDown,
  formationsFromState,
  hitsFromSteps,
  namesFrom,
  positionLabel,
  stacks,
  stepsReduced,
  symbolFor,
  valueLine,
} from '../../../src/ui/boards/bloody-beach/counters.ts';
import { stackOffset } from '../../../src/ui/boards/bloody-beach/counter-svg.ts';
import { system, unitTypes } from './helpers.ts';

describe('counters read from a game state', () => {
  const state = {
    units: [
      { id: 'a', name: 'A/116', type: 'us-rifle', side: 'us', hex: '4310', hits: 1 },
      { id: 'b', name: 'B/116', type: 'us-rifle', side: 'us', hex: '4310', steps: 2, pinned: true },
      { id: 't', name: '741/B', type: 'us-dd-tank', hex: { col: 44, row: 9 } },
      { id: 'p', name: 'WN 72', type: 'de-pillbox-88', side: 'german', hex: '4411', revealed: false, facing: 3 },
      { id: 'off', name: 'C/116', type: 'us-rifle', side: 'us', box: 'dog-red' },
      { id: 'gone', name: 'D/116', type: 'us-rifle', side: 'us', hex: '4312', eliminated: true },
    ],
  };
  const cs = countersFromState(state, unitTypes, 'even-q');

  it('keeps only units on the map, with hexes from printed numbers or offsets', () => {
    expect(cs.map((c) => c.id)).toEqual(['a', 'b', 't', 'p']);
    expect(cs[0]?.hex).toEqual(offsetToAxial({ col: 43, row: 10 }, 'even-q'));
    expect(cs[2]?.hex).toEqual(offsetToAxial({ col: 44, row: 9 }, 'even-q'));
  });

  it('takes ratings from the unit-types table and flips a four-step unit at two steps left', () => {
    const a = cs[0];
    const b = cs[1];
    expect(a?.maxSteps).toBe(4);
    expect(a?.steps).toBe(4);
    expect(a?.reduced).toBe(false);
    expect(b?.reduced).toBe(true);
    expect(b?.firepower).toBe(2);
    expect(b?.pinned).toBe(true);
    expect(valueLine(a!)).toBe('4-1-6');
    expect(stepsReduced(3, 1)).toBe(true);
    expect(stepsReduced(3, 2)).toBe(false);
  });

  it('draws DD tanks, pillboxes and infantry with their own symbols', () => {
    expect(cs[2]?.symbol).toBe('dd-armour');
    expect(cs[3]?.symbol).toBe('pillbox');
    expect(cs[0]?.symbol).toBe('infantry');
    expect(symbolFor('de-pioneer', 'infantry', false)).toBe('engineer');
    expect(symbolFor('de-assault-gun', 'vehicle', false)).toBe('assault-gun');
  });

  it('a pillbox not yet revealed is face down for the US display only', () => {
    const p = cs[3]!;
    expect(p.facing).toBe(3);
    expect(faceDown(p, 'us')).toBe(true);
    expect(faceDown(p, 'german')).toBe(false);
    expect(describeCounter(p, 'us')).not.toMatch(/88|pillbox/);
    expect(describeCounter(p, 'german')).toMatch(/88 mm pillbox/);
  });

  it('groups counters into stacks in the order listed, offsets spreading them', () => {
    const s = stacks(cs);
    expect(s).toHaveLength(3);
    expect(s[0]?.counters.map((c) => c.id)).toEqual(['a', 'b']);
    const o0 = stackOffset(0, 2);
    const o1 = stackOffset(1, 2);
    expect(o1.x).toBeLessThan(o0.x);
  });

  it('reads the shipped scenario’s set-up and formations', () => {
    const scenario = system.scenarios.find((x) => (x as { kind?: unknown }).kind === 'scenario');
    if (!scenario) return;
    const set = countersFromState(scenario, unitTypes, 'even-q');
    expect(set.length).toBeGreaterThan(5);
    expect(set.every((c) => c.side === 'german' || c.side === 'us')).toBe(true);
    expect(formationsFromState(scenario).some((f) => f.hq)).toBe(true);
  });

  it('reads the game’s own state shape: a record of units with steps, status and hidden', () => {
    const game = {
      units: {
        'de-916-1': {
          id: 'de-916-1',
          type: 'de-grenadier',
          side: 'german',
          formation: 'de-916',
          hex: '4614',
          steps: 3,
          maxSteps: 4,
          pinned: false,
          status: 'map',
          hidden: false,
          acted: false,
          mp: 4,
        },
        'nest-3': {
          id: 'nest-3',
          type: 'de-nest',
          side: 'german',
          formation: 'coastal',
          hex: '4512',
          steps: 1,
          maxSteps: 1,
          pinned: false,
          status: 'map',
          hidden: true,
          facing: 2,
          acted: false,
          mp: 0,
        },
        'A-116': {
          id: 'A-116',
          type: 'us-rifle',
          side: 'us',
          formation: '116-29',
          hex: null,
          steps: 4,
          maxSteps: 4,
          pinned: false,
          status: 'waiting',
          hidden: false,
          acted: false,
          mp: 0,
        },
      },
    };
    const cs = countersFromState(game, unitTypes, 'even-q', 2, new Map([['de-916-1', '1./916']]));
    expect(cs.map((c) => c.label)).toEqual(['1./916', 'RN 3']);
    expect(cs[0]?.hits).toBe(1);
    expect(cs[0]?.reduced).toBe(false);
    expect(faceDown(cs[1]!, 'us')).toBe(true);
    expect(hitsFromSteps(4, 1)).toBe(1);
    expect(hitsFromSteps(4, 2)).toBe(0);
    expect(hitsFromSteps(3, 2)).toBe(1);
    expect(hitsFromSteps(2, 1)).toBe(0);
    expect(positionLabel('pillbox-4', 'de-pillbox-75', 'pillbox')).toBe('75 mm');
    expect(namesFrom({ units: [{ id: 'x', name: 'A/116' }] }).get('x')).toBe('A/116');
  });
});
