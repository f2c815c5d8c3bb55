import { describe, expect, it } from 'vitest';
import mapJson from '../../../scenarios/bloody-beach/map.json';
import { systemContext } from '../../../src/systems/catalog.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { makeRules, MAP_SETTING } from '../../../src/systems/bloody-beach/game/rules.ts';

describe('the map in force (an edited map carried as a session setting)', () => {
  it('plays on the shipped map by default', () => {
    expect(makeRules(systemContext(system)).board.doc.title).toBe(mapJson.title);
  });

  it('plays on the edited map the session carries', () => {
    const edited = { ...mapJson, title: 'Transcribed from my copy', roadblocks: [] };
    const board = makeRules(systemContext(system, { [MAP_SETTING]: JSON.stringify(edited) })).board;
    expect(board.doc.title).toBe('Transcribed from my copy');
    expect(board.doc.roadblocks).toEqual([]);
  });

  it('falls back to the shipped map when the edited one fails the map check', () => {
    const board = makeRules(systemContext(system, { [MAP_SETTING]: '{"kind":"map"}' })).board;
    expect(board.doc.title).toBe(mapJson.title);
  });
});
