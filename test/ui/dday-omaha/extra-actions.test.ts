import { describe, expect, it } from 'vitest';
import { anyOffer, extraOffers } from '../../../src/ui/boards/dday-omaha/extra-actions.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';
import { ctx, game, play } from './helpers.ts';

const offers = (s: GameState) => extraOffers(s, game.legalActions(s, ctx));

describe('the occasional-action controls', () => {
  it('offers nothing at the start of the landing phase, before any unit is in a box', () => {
    const o = offers(play([]));
    expect(o.mines).toEqual([]);
    expect(o.drifts).toEqual([]);
    expect(o.meyer).toBe(false);
    expect(anyOffer(o)).toBe(false);
  });

  it('offers a mine for each landing unit the game allows one for, with its boxmates as victims', () => {
    const base = play([]);
    const inBox = new Set(['1/B/741', '2/B/741']);
    const s: GameState = { ...base, turn: 7, units: base.units.map((u) => (inBox.has(u.id) ? { ...u, where: 'box' as const, box: 'FR' } : u)) };
    const legalMines = game.legalActions(s, ctx).filter((a) => a.type === 'mine').map((a) => (a.type === 'mine' ? a.unit : ''));
    const o = offers(s);
    expect(o.mines.map((m) => m.unit).sort()).toEqual(['1/B/741', '2/B/741']);
    expect(o.mines[0]?.victims.length).toBe(2);
    expect(o.mines.map((m) => m.unit)).toEqual(legalMines);
    for (const m of o.mines) {
      expect(m.victims[0]).toBe(m.unit);
      for (const v of m.victims) expect(s.units.find((u) => u.id === v)?.box).toBe(m.box);
    }
  });

  it('reads mine offers only from the legal list, and never outside the landing phase', () => {
    const s = play([{ type: 'land', unit: '1/B/741', letter: 'A', box: 'FR' }]);
    const fake = [{ type: 'mine', unit: '1/B/741' }] as const;
    const inBox = s.units.find((u) => u.id === '1/B/741')?.where === 'box';
    expect(extraOffers(s, fake).mines.length).toBe(inBox ? 1 : 0);
    expect(extraOffers(s, []).mines).toEqual([]);
    expect(extraOffers({ ...s, phase: 'us' }, fake).mines).toEqual([]);
  });

  it('offers Kampfgruppe Meyer and both event reinforcement sectors in the German phase', () => {
    const g = play([{ type: 'next-phase' }]);
    const o = offers(g);
    expect(o.meyer).toBe(true);
    const legal = game.legalActions(g, ctx).filter((a) => a.type === 'event-reinforcement').map((a) => (a.type === 'event-reinforcement' ? a.sector : ''));
    expect(o.eventSectors).toEqual(legal);
    expect(o.mines).toEqual([]);
    expect(anyOffer(o)).toBe(true);
  });

  it('withdraws Kampfgruppe Meyer once it has arrived', () => {
    const g = play([{ type: 'next-phase' }, { type: 'kampfgruppe-meyer' }]);
    expect(offers(g).meyer).toBe(false);
  });

  it('hides every control while a German card is being walked through', () => {
    const g = play([
      { type: 'next-phase' },
      { type: 'enter-card', card: { action: 'F', colors: [{ color: 'white', double: false }], symbols: ['foot'], armorBonus: false, leaderBonus: false, artillery: null } },
    ]);
    expect(anyOffer(extraOffers(g, [{ type: 'kampfgruppe-meyer' }, { type: 'event-reinforcement', sector: 'east' }]))).toBe(false);
  });

  it('offers the HQ drift exactly as the game lists it', () => {
    const s = play([]);
    const o = extraOffers(s, [{ type: 'drift-with', leader: 'HQ/16', unit: 'E/2/16' }, { type: 'drift-with', leader: 'HQ/16', unit: 'E/2/16' }]);
    expect(o.drifts).toEqual([{ leader: 'HQ/16', unit: 'E/2/16' }, { leader: 'HQ/16', unit: 'E/2/16' }]);
    expect(anyOffer(o)).toBe(true);
  });
});
