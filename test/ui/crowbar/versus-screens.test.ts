import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { crowbarGame } from '../../../src/systems/crowbar/game/index.ts';
import type { CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { newModeGame } from '../../../src/systems/crowbar/game/versus-setup.ts';
import { choicesFor } from '../../../src/ui/boards/crowbar/choices.ts';
import { spaceOf } from '../../../src/ui/boards/crowbar/geometry.ts';
import { germanTypeText, pieceText } from '../../../src/ui/boards/crowbar/german-choices.ts';
import { screenFor, viewFor } from '../../../src/ui/boards/crowbar/handover.ts';
import { boardModel } from '../../../src/ui/boards/crowbar/model.ts';
import { R, blankGame, ctx, put } from './helpers.ts';

/** A versus game at the German player's secret markers (T-1), two of them already placed. */
function atSecretMarkers(): CrowbarState {
  const g = newModeGame(R, Rng.fromSeed('versus-screens'), 'versus2');
  g.stack = [
    {
      k: 'german-markers',
      seat: 'german',
      hand: ['gun-found', 'trap-3'],
      slots: [
        { space: spaceOf(2, 9), free: 1 },
        { space: spaceOf(6, 12), free: 2 },
      ],
      rest: ['rubble'],
    },
  ];
  g.guns = [
    { id: 900, kind: 'gun-found', space: spaceOf(6, 12), revealed: false },
    { id: 901, kind: 'trap-booby', space: spaceOf(2, 9), revealed: false },
  ];
  return g;
}

describe('hot-seat screens in versus (T)', () => {
  it('T-1: the secret markers need the German screen; everything else, and solitaire, the Ranger screen', () => {
    const g = atSecretMarkers();
    expect(screenFor(g)).toBe('german');
    g.stack = [{ k: 'german-ambush', seat: 'german', cols: [2, 5] }];
    expect(screenFor(g)).toBe('ranger');
    const solo = blankGame();
    expect(screenFor(solo)).toBe('ranger');
    expect(viewFor(solo, 'ranger')).toBe(solo);
  });

  it('T-1: the German screen names his face-down markers and his hand; the Ranger screen only counts them', () => {
    const g = atSecretMarkers();
    const german = boardModel(viewFor(g, 'german'), R, true);
    expect(german.markers.get(spaceOf(6, 12))?.secret).toEqual(['Gun Found!']);
    expect(german.markers.get(spaceOf(2, 9))?.secret).toEqual(['Booby Trap']);
    expect(pieceText(g, R, 'marker:1')).toBe('Trap (heavy), 2 hits (1 in hand)');
    const ranger = boardModel(viewFor(g, 'ranger'), R, false);
    expect(ranger.markers.get(spaceOf(6, 12))?.secret).toEqual([]);
    expect(ranger.markers.get(spaceOf(6, 12))?.guns).toBe(1);
    const shown = viewFor(g, 'ranger');
    const t = shown.stack[shown.stack.length - 1];
    expect(t?.k === 'german-markers' && t.hand.every((k) => !R.gunByKey.has(k))).toBe(true);
  });

  it('T-3: the German choices sit on the Ranger units they strike, worded for the German player', () => {
    const g = blankGame();
    g.versus = 'versus2';
    put(g, 2, 7);
    put(g, 5, 7);
    g.stack = [{ k: 'select' }, { k: 'german-ambush', seat: 'german', cols: [2, 5] }];
    const choices = choicesFor(g, R, crowbarGame.legalActions(g, ctx));
    expect(choices.map((c) => [c.label, c.space])).toEqual([
      ['Ambush! strikes column 2', spaceOf(2, 7)],
      ['Ambush! strikes column 5', spaceOf(5, 7)],
    ]);
  });

  it('a German counter type reads as its counter: kind and strength', () => {
    const mg = [...R.germanTypes.values()].find((t) => t.kind === 'mg');
    if (!mg) throw new Error('no MG type');
    expect(germanTypeText(R, mg.key)).toBe(`MG ${mg.fullFire}/${mg.fullClose}`);
  });
});
