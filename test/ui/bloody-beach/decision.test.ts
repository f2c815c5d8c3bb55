import { describe, expect, it } from 'vitest';
import type { GameAction } from '../../../src/systems/types.ts';
import type { GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { pendingDecision } from '../../../src/ui/boards/bloody-beach/decision.ts';
import { act, ctx, game, scene } from '../../systems/bloody-beach/scene.ts';

const names = {
  unit: (id: string) => `<${id}>`,
  group: (key: string) => `[${key}]`,
  formation: (id: string) => (id === '16-1' ? { name: '16th Infantry', hq: '5212' } : { name: `(${id})` }),
};
const legal = (s: GameState) => game.legalActions(s, ctx) as GameAction[];

describe('owner decisions on the board', () => {
  it("2.4.5 a fired-on HQ: the German picks its hex, Umpire's suggestion first", () => {
    const s0 = scene({ 'de-916-hq': '4815', 'de-916-1': '4714', '16-1-A': '4916', '16-1-hq': '4613' });
    const s1 = {
      ...s0,
      formations: {
        ...s0.formations,
        '16-1': { ...(s0.formations['16-1'] as GameState['formations'][string]), supply: 2 },
      },
    };
    const a = act(s1, { type: 'activate', formation: '16-1', cutoff: true });
    const s = act(a, { type: 'fire', unit: '16-1-A', target: 'de-916-hq', dice: [6] });
    const d = pendingDecision(s, legal(s), names);
    expect(d?.side).toBe('german');
    expect(d?.question).toMatch(/^where <de-916-hq> displaces to.*\(2\.4\.5\)$/);
    expect(d?.answers.map((x) => x.hex)).toEqual(['4715', '4814']);
    expect(d?.hexes).toEqual(['4715', '4814']);
    expect(d?.answers[1]?.action).toEqual({ type: 'displace-hq', unit: 'de-916-hq', to: '4814' });
  });

  it('11.4.2 a held entry hex: the German picks another edge road hex', () => {
    const g0 = scene({ 'de-916-hq': '4920', '16-1-A': '9637' }, { initiative: 'german' });
    const s = act(g0, { type: 'reinforce', dice: [1] });
    const d = pendingDecision(s, legal(s), names);
    expect(d?.question).toBe('where [kg-meyer-1] enters, its own hex 9637 being held or under US fire (11.4.2)');
    expect(d?.answers.map((x) => x.action)).toEqual([
      { type: 'reinforcement-entry', to: '9643' },
      { type: 'reinforcement-entry', to: '9624' },
    ]);
  });

  it('keeps the order the game gives (its suggestion first) and only answers it allows', () => {
    const state = {
      decisions: [
        { kind: 'reinforcement-entry', side: 'german', group: 'g', designated: '0101', hexes: ['0303', '0202'] },
      ],
    };
    const offered = [
      { type: 'reinforcement-entry', to: '0202' } as GameAction,
      { type: 'pass' },
      { type: 'reinforcement-entry', to: '0303' } as GameAction,
    ];
    expect(pendingDecision(state, offered, names)?.answers.map((x) => x.hex)).toEqual(['0303', '0202']);
    expect(pendingDecision(state, [], names)).toBeUndefined();
  });

  it('7.2.3 an overstacked hex: its owner names the unit that loses the step; the hex is highlighted', () => {
    const state = { decisions: [{ kind: 'overstack-loss', side: 'us', hex: '4310', units: ['116-29-A', '116-29-E'] }] };
    const offered = [
      { type: 'overstack-loss', unit: '116-29-E' } as GameAction,
      { type: 'overstack-loss', unit: '116-29-A' } as GameAction,
    ];
    const d = pendingDecision(state, offered, names);
    expect(d?.side).toBe('us');
    expect(d?.hexes).toEqual(['4310']);
    expect(d?.answers.map((a) => a.label)).toEqual(['<116-29-A> loses the step', '<116-29-E> loses the step']);
    expect(d?.answers.every((a) => a.hex === undefined)).toBe(true);
  });

  it('8.3.5 a retreat and 9.1.7 a landing hex: the unit is named, a hex answers', () => {
    const retreat = { decisions: [{ kind: 'retreat', side: 'german', unit: 'de-916-1', hexes: ['4713', '4714'] }] };
    const offered = [
      { type: 'retreat', unit: 'de-916-1', to: '4714' } as GameAction,
      { type: 'retreat', unit: 'de-916-1', to: '4713' } as GameAction,
    ];
    const r = pendingDecision(retreat, offered, names);
    expect(r?.question).toBe('where <de-916-1> retreats, away from the enemy and toward its HQ (8.3.5)');
    expect(r?.hexes).toEqual(['4713', '4714']);
    const landing = { decisions: [{ kind: 'landing-hex', side: 'us', unit: '16-1-E', hexes: ['5414'] }] };
    const l = pendingDecision(landing, [{ type: 'landing-hex', unit: '16-1-E', to: '5414' } as GameAction], names);
    expect(l).toMatchObject({ side: 'us', question: 'the hex <16-1-E> aims to land at (9.1.7)', hexes: ['5414'] });
    // an answer for another unit is not this decision's
    expect(
      pendingDecision(landing, [{ type: 'landing-hex', unit: '16-1-F', to: '5414' } as GameAction], names),
    ).toBeUndefined();
  });

  it('9.5.1 a landing division asset: the US names the HQ it is for; an HQ on the map answers by its hex', () => {
    const state = {
      decisions: [{ kind: 'declare-asset', side: 'us', asset: 'us-1-eng', formations: ['us-1', '16-1'] }],
    };
    const offered = [
      { type: 'declare-asset', asset: 'us-1-eng', to: '16-1' } as GameAction,
      { type: 'declare-asset', asset: 'us-1-eng', to: 'us-1' } as GameAction,
    ];
    const d = pendingDecision(state, offered, names);
    expect(d?.question).toBe('the HQ <us-1-eng> lands for (9.5.1)');
    expect(d?.answers.map((a) => [a.label, a.hex])).toEqual([
      ['For (us-1)', undefined],
      ['For 16th Infantry', '5212'],
    ]);
    expect(d?.hexes).toEqual(['5212']);
  });

  it('nothing is asked when no decision waits', () => {
    const s = scene({ '16-1-A': '4916' });
    expect(pendingDecision(s, legal(s), names)).toBeUndefined();
  });
});
