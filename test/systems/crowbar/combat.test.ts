import { describe, expect, it } from 'vitest';
import { resolveChit } from '../../../src/systems/crowbar/game/chits.ts';
import { launchCounterattack } from '../../../src/systems/crowbar/game/counterattacks.ts';
import { germanAt, germanById } from '../../../src/systems/crowbar/game/core.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { sp } from '../../../src/systems/crowbar/map/grid.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import type { Company, CrowbarState } from '../../../src/systems/crowbar/game/types.ts';
import { act, blankGame, face, german, put, R, ranger, said, topChit, topTask } from './helpers.ts';

/** Resolves a German Assault! against `company` with the Combat Dice given, in order, and checks all were used. */
function assault(
  g: CrowbarState,
  rng: Parameters<typeof resolveChit>[2]['rng'],
  company: Company,
  dice: number[],
): void {
  topChit(g, (c) => c.germanEffect === 'assault' && c.germanCompany === company);
  const roller = new Roller(rng, dice);
  resolveChit(g, R, roller, 'german');
  run(g, R, roller);
  expect(roller.unused()).toBe(0);
}

describe('J-3e Retreat that cannot be made', () => {
  it('J-3e: a Ranger unit on Cliff Top 5 that must retreat takes a hit per space it cannot go, then fights again at once', () => {
    const { g, rng } = blankGame('no-retreat');
    for (const c of g.commanders) c.used = true;
    put(g, 1, 5);
    const gren = german(g, 'grenadier-4', 1, 7);
    // First combat: the Grenadier's 4, 4 against the Rangers' five misses: two morale losses, two spaces to go.
    // Second combat: 1, 1 against 6, 6, 1, 1 (the unit is down to 8 SP): the Grenadier is eliminated.
    assault(g, rng, 'easy', [4, 4, 1, 1, 1, 1, 1, 1, 1, 6, 6, 1, 1]);
    expect(ranger(g, 1)).toMatchObject({ row: 5, sp: 8 });
    expect(germanById(g, gren.id)).toBeUndefined();
    expect(said(g).some((l) => l.includes('another Close Combat'))).toBe(true);
  });

  it('J-3e: a Ranger unit retreating into a German unit stops short and takes a hit for each space it could not go', () => {
    const { g, rng } = blankGame('retreat-blocked');
    for (const c of g.commanders) c.used = true;
    put(g, 1, 8, { rally: 8 });
    german(g, 'hka-2', 1, 6);
    const gren = german(g, 'grenadier-4', 1, 10);
    // The Grenadier's 4, 4 against five misses: the Rangers must go back two spaces, reach row 7 and take one hit.
    assault(g, rng, 'easy', [4, 4, 1, 1, 1, 1, 1]);
    expect(ranger(g, 1)).toMatchObject({ row: 7, sp: 9, rally: 7 });
    expect(gren.row).toBe(8);
  });
});

describe('J-2c German attack at night', () => {
  it('J-2c: a German attacker gets one more Combat Die during a Night turn', () => {
    const day = blankGame('day-attack');
    const night = blankGame('night-attack');
    night.g.time.inc = R.track.daytime + 1;
    for (const { g, rng } of [day, night]) {
      for (const c of g.commanders) c.used = true;
      put(g, 1, 5);
      german(g, 'grenadier-4', 1, 7);
      // Three 6s for the Germans if they have three dice; the Rangers' five dice miss.
      const germans = g === night.g ? [6, 6, 6] : [6, 6];
      assault(g, rng, 'easy', [...germans, 1, 1, 1, 1, 1]);
    }
    expect(ranger(day.g, 1).sp).toBe(8);
    expect(ranger(night.g, 1).sp).toBe(7);
  });
});

describe('J-1 Defenders destroyed by revealed markers', () => {
  it('J-1: no Close Combat is fought, the move is paid, and the Advances left may still be used', () => {
    const { g, rng } = blankGame('reveal-kill');
    for (const c of g.commanders) c.used = true;
    put(g, 1, 7);
    const hka = german(g, 'hka-2', 1, 8, { reduced: true });
    const hit = g.incomingKinds.findIndex((k) => k === 'hit');
    hka.incoming = [hit];
    g.incomingPool = g.incomingPool.filter((m) => m !== hit);
    act(g, rng, { type: 'select-company', company: 'easy' });
    act(g, rng, { type: 'activate', col: 1 });
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 2')] });
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(germanById(g, hka.id)).toBeUndefined();
    expect(ranger(g, 1).row).toBe(8);
    expect(topTask(g)).toBe('spend');
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 1).row).toBe(9);
  });
});

describe('P German Counterattacks: targets and shortage', () => {
  it('P-3, P-4: the second Counterattack hits Easy Company, the third Dog Company', () => {
    const { g, rng } = blankGame('ca-2-3');
    launchCounterattack(g, R, new Roller(rng), 2);
    launchCounterattack(g, R, new Roller(rng), 3);
    expect(g.ca.attacked).toEqual(['easy', 'dog']);
  });

  it('P-5: the fourth Counterattack rolls a die: 1-2 Fox, 3-4 Dog, 5-6 Easy', () => {
    const expected: Record<number, Company> = { 1: 'fox', 2: 'fox', 3: 'dog', 4: 'dog', 5: 'easy', 6: 'easy' };
    for (let die = 1; die <= 6; die++) {
      const { g, rng } = blankGame(`ca-4-${die}`);
      const roller = new Roller(rng, [die]);
      launchCounterattack(g, R, roller, 4);
      expect(roller.unused()).toBe(0);
      expect(g.ca.attacked).toEqual([expected[die]]);
    }
  });

  it('P-8: with too few units in the pool the most advanced Ranger units are served first', () => {
    const { g, rng } = blankGame('ca-short');
    put(g, 1, 6);
    put(g, 2, 9);
    put(g, 3, 7);
    put(g, 4, 5);
    g.germanPool.grenadier = ['grenadier-4'];
    g.germanPool.mg = ['mg'];
    launchCounterattack(g, R, new Roller(rng), 2);
    expect(g.germans.length).toBe(2);
    expect(germanAt(g, sp(2, 11))).toBeDefined();
    expect(germanAt(g, sp(3, 9))).toBeDefined();
    expect(g.germanPool.grenadier.length + g.germanPool.mg.length).toBe(0);
  });
});
