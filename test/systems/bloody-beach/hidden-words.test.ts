import { describe, expect, it } from 'vitest';
import { toldFor, toldText } from '../../../src/engine/index.ts';
import { gameStatus } from '../../../src/systems/bloody-beach/game/status.ts';
import type { Action, GameState } from '../../../src/systems/bloody-beach/game/state.ts';
import { systemContext } from '../../../src/systems/catalog.ts';
import { system } from '../../../src/systems/bloody-beach/index.ts';
import { act, ctx, firstWave, game, refuse, scene, set } from './scene.ts';
import { entryText } from '../../../src/systems/bloody-beach/game/words.ts';

/** The words both players read: the log lines added since `before`, and the prompts of the status. */
function publicWords(before: GameState, after: GameState): string {
  return [...after.log.slice(before.log.length).map(entryText), ...gameStatus(after).prompts].join('\n');
}

describe('11.2.2 face-down positions stay secret in the words both players read', () => {
  it('a face-down pillbox that may react to the landing is named by neither the log nor the prompts, nor are its hex and targets', () => {
    const { before, after, rng } = firstWave('first-fire');
    const offered = game
      .legalActions(after, ctx)
      .filter((a): a is Extract<Action, { type: 'reaction-fire' }> => a.type === 'reaction-fire');
    // the German player's own choices still list the real shots
    expect(offered).toContainEqual({ type: 'reaction-fire', unit: 'pillbox-2', target: '741-A1' });
    const firers = [...new Set(offered.map((a) => a.unit))];
    expect(firers.every((id) => after.units[id]?.hidden)).toBe(true);
    const said = entryText(after.log.at(-1) ?? { text: '' });
    expect(said).toMatch(/^German reaction fire may be due/);
    const words = publicWords(after, after) + '\n' + said;
    for (const id of firers) {
      expect(words).not.toContain(id);
      expect(words).not.toContain(after.units[id]?.hex as string);
    }
    for (const id of after.reaction?.targets ?? []) expect(words).not.toContain(id);
    const landingWords = publicWords(before, after);
    for (const u of Object.values(after.units))
      if (u.hidden) expect(landingWords).not.toMatch(new RegExp(`\\b${u.id}\\b`));
    // once it has fired it is face up and the shot is told in full
    const shot = game.apply(after, { type: 'reaction-fire', unit: 'pillbox-2', target: '741-A1' }, rng, ctx);
    expect(shot.units['pillbox-2']?.hidden).toBe(false);
    expect(publicWords(after, shot)).toContain('pillbox-2 reaction fire (anti-tank) at 741-A1');
    // the words each player reads: nothing face down is named to the US, even where the German reads it all
    const told = game.tell(before, after, { type: 'land-first-wave' }, ctx);
    const us = told
      .flatMap((t) => toldFor(t, 'us') ?? [])
      .map(toldText)
      .join('\n');
    for (const id of firers) expect(us).not.toMatch(new RegExp(`pillbox ${id.split('-')[1]}\\b`));
    const stillDown = Object.values(after.units).filter((u) => u.hidden && /^(pillbox|nest)-\d+$/.test(u.id));
    expect(stillDown.length).toBeGreaterThan(0);
    for (const u of stillDown)
      expect(us).not.toMatch(
        new RegExp(`${u.id.startsWith('nest') ? 'resistance nest' : 'mm pillbox'} ${u.id.split('-')[1]}\\b`),
      );
  });
  it('a position turned face up by a US unit next to it is named in the log', () => {
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4715', 'nest-1': { hex: '4916', hidden: true } }), '16-1', {
      supply: 2,
    });
    const s1 = act(act(s0, { type: 'activate', formation: '16-1' }), { type: 'move', unit: '16-1-A', to: '4815' });
    expect(s1.units['nest-1']?.hidden).toBe(false);
    expect(s1.log.map(entryText)).toContain('nest-1 at 4916 turned face up: 16-1-A came next to it (11.2.2)');
    expect(s1.reaction?.concealed).toBe(false);
  });
  it('reaction fire by face-up units names its targets', () => {
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4715', 'de-916-1': '4916' }), '16-1', { supply: 2 });
    const s1 = act(s0, { type: 'activate', formation: '16-1' });
    const s2 = act(s1, { type: 'move', unit: '16-1-A', to: '4815' });
    expect(s2.reaction?.concealed).toBe(false);
    expect(s2.log.map(entryText)).toContain('German reaction fire possible at 16-1-A (6.2.1)');
    expect(gameStatus(s2).prompts.join()).toContain('16-1-A');
  });
});

describe('11.2.2 a stop near face-down positions, under the secret setting (rules note hidden-reaction-pause)', () => {
  const secret = systemContext(system, { hiddenReactionPause: 'near-face-down' });
  const moved = (nestHex: string, c = secret) => {
    const s0 = set(scene({ '16-1-hq': '4715', '16-1-A': '4715', 'nest-1': { hex: nestHex, hidden: true } }), '16-1', {
      supply: 2,
    });
    return act(
      act(s0, { type: 'activate', formation: '16-1' }, 1, c),
      { type: 'move', unit: '16-1-A', to: '4815' },
      1,
      c,
    );
  };
  it('by default Umpire stops only when a unit may fire: a face-down nest two hexes off owes nothing', () => {
    expect(moved('5015', ctx).reaction).toBeNull();
  });
  it('the secret setting stops within reach of a face-down counter, names nothing, and offers the German only to end it', () => {
    const s = moved('5015');
    expect(s.units['nest-1']?.hidden).toBe(true);
    expect(s.reaction).toMatchObject({ side: 'german', targets: [], concealed: true });
    expect(s.log.at(-1)?.text).toMatch(/^German reaction fire may be due/);
    expect(gameStatus(s).prompts.join()).not.toMatch(/nest-1|5015|16-1-A/);
    expect(game.legalActions(s, secret)).toEqual([{ type: 'end-reaction' }]);
    expect(refuse(s, { type: 'move', unit: '16-1-A', to: '4915' }, secret)).toMatch(/reaction fire comes first/);
    expect(act(s, { type: 'end-reaction' }, 1, secret).reaction).toBeNull();
  });
  it('a face-down counter beyond any reach owes no stop', () => {
    expect(moved('7530').reaction).toBeNull();
  });
});
