import { describe, expect, it } from 'vitest';
import { procedureOdds } from '../../../src/engine/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import { usBarrage } from '../../../src/systems/dday-omaha/procedures/barrage.ts';
import { usInfiltration } from '../../../src/systems/dday-omaha/procedures/us.ts';
import { at, C, game, inBox, only, play, pos, setPos, step, toUs, told, turns, unit, W } from './scene.ts';

const move = (units: string[], ...path: string[]): Action => ({ type: 'move', units, path });
const attack = (position: string, ...units: string[]): Action => ({ type: 'attack', position, units });

describe('6: the US actions phase', () => {
  it('6: two counted actions a sector; rangers, units with a Hero, Disrupted units removing their marker act for free', () => {
    // Inland, far from any position, where no free-action rule applies to a plain infantry move.
    const s = play([
      ...only('E/2/16', 'F/2/16', 'L/3/16', 'C/2R', 'I/3/16'),
      at('E/2/16', '0801'),
      at('F/2/16', '0901'),
      at('L/3/16', '1001'),
      at('C/2R', '0701'),
      at('I/3/16', '0601', { disrupted: true }),
      ...toUs,
    ]);
    let t = step(s, move(['E/2/16'], '0802'));
    t = step(t, move(['F/2/16'], '0902'));
    expect(t.usPhase.spent.east).toBe(2);
    expect(game.check(t, move(['L/3/16'], '1002'), C)).toContain('has 0 of its 2 actions left');
    t = step(t, move(['C/2R'], '0702'));
    expect(told(t)).toContain('free');
    t = step(t, { type: 'remove-marker', unit: 'I/3/16', marker: 'disrupted' });
    expect(t.usPhase.spent.east).toBe(2);
    expect(game.check(t, move(['C/2R'], '0703'), C)).toContain('already conducted its action');
  });

  it('6: a Disrupted unit may only remove its marker', () => {
    const s = play([...only('E/2/16'), at('E/2/16', '1011', { disrupted: true }), ...toUs]);
    expect(game.check(s, move(['E/2/16'], '1010'), C)).toContain('removing the marker is its only action');
  });

  it('6: two units stacked together doing the same move pay one action', () => {
    const s = play([...only('E/2/16', 'F/2/16'), at('E/2/16', '0901'), at('F/2/16', '0901'), ...toUs]);
    const t = step(s, move(['E/2/16', 'F/2/16'], '0902'));
    expect([unit(t, 'E/2/16').hex, unit(t, 'F/2/16').hex, t.usPhase.spent.east]).toEqual(['0902', '0902', 1]);
  });

  it('6: units next to an HQ that has not moved are in command and act for free; once it moves, they pay', () => {
    const s = play([
      ...only('E/2/16', 'F/2/16', '16/HQ'),
      at('E/2/16', '0901'),
      at('F/2/16', '1002'),
      at('16/HQ', '1001'),
      ...toUs,
    ]);
    const t = step(s, move(['E/2/16'], '0902'));
    expect(t.usPhase.spent.east).toBe(0);
    const u = step(step(s, move(['16/HQ'], '1101')), move(['F/2/16'], '1003'));
    expect(u.usPhase.spent.east).toBe(1);
  });

  it('6: stacking is two units a hex: over it, the phase cannot end until the player eliminates units', () => {
    const s = play([
      ...only('E/2/16', 'F/2/16', 'L/3/16', '16/HQ'),
      at('E/2/16', '1010'),
      at('F/2/16', '1010'),
      at('L/3/16', '1010'),
      at('16/HQ', '1010'),
      ...toUs,
    ]);
    expect(game.check(s, { type: 'next-phase' }, C)).toContain('hex 1010 (E/2/16, F/2/16, L/3/16)');
    expect(game.status(s).prompts.join(' ')).toContain('Hex 1010 holds 3 units');
    expect(game.check(s, { type: 'eliminate', unit: '16/HQ' }, C)).toBeUndefined();
    const t = step(s, { type: 'eliminate', unit: 'L/3/16' });
    expect(unit(t, 'L/3/16').where).toBe('eliminated');
    expect(game.check(t, { type: 'eliminate', unit: 'E/2/16' }, C)).toContain('within the stacking limit');
    expect(step(t, { type: 'next-phase' }).turn).toBe(2);
  });

  it('6: at the end of a high-tide turn, units under water are removed from play; a Climb Cliff marker saves them', () => {
    const base = [
      ...only('E/2/16', 'C/2R'),
      at('E/2/16', '1012'),
      at('C/2R', '2809', { climb: 'climb-cliff' }),
      ...turns(7),
      ...toUs,
    ];
    const s = play(base);
    expect(s.turn).toBe(8);
    const t = step(s, { type: 'next-phase' });
    expect(unit(t, 'E/2/16').where).toBe('removed');
    expect(unit(t, 'C/2R').where).toBe('map');
    expect(told(t)).toContain('High tide: E/2/16 under water: removed from play');
    // Turn 1 is low tide: nobody drowns.
    expect(
      unit(step(play([...only('E/2/16'), at('E/2/16', '1012'), ...toUs]), { type: 'next-phase' }), 'E/2/16').where,
    ).toBe('map');
  });
});

describe('6.1, 9.4: moves on the map', () => {
  it('a unit leaves its landing box for a hex the box faces, nearest the sea', () => {
    const s = play([...only('E/2/16'), inBox('E/2/16', 'FR'), ...toUs]);
    expect(game.check(s, move(['E/2/16'], '0111'), C)).toContain('goes ashore in hex 0112, 0212, 0312');
    expect(unit(step(s, move(['E/2/16'], '0212')), 'E/2/16').hex).toBe('0212');
  });

  it('9.4: tanks cannot cross shingle; infantry can; a unit moves one hex in the standard game', () => {
    const s = play([...only('1/A/741', 'E/2/16'), at('1/A/741', '0609'), at('E/2/16', '0509'), ...toUs]);
    expect(game.check(s, move(['1/A/741'], '0608'), C)).toContain('cannot enter hex 0608');
    expect(game.check(s, move(['E/2/16'], '0508', '0507'), C)).toContain('at most 1 hex');
    expect(unit(step(s, move(['E/2/16'], '0608')), 'E/2/16').hex).toBe('0608');
  });

  it('6.1: infantry crossing a bluff up takes a Climb marker and stops; next phase removing it is its only action', () => {
    const s = play([
      ...only('E/2/16'),
      at('E/2/16', '1008', { symbol: 'gun' }),
      setPos('WN64', { occupied: false }),
      ...toUs,
    ]);
    const t = step(s, move(['E/2/16'], '1007'));
    expect([unit(t, 'E/2/16').hex, unit(t, 'E/2/16').climb]).toEqual(['1007', 'climb']);
    const next = play([...only('E/2/16'), at('E/2/16', '0907', { climb: 'climb' }), ...toUs]);
    expect(game.check(next, move(['E/2/16'], '0906'), C)).toContain('removing it is its only action');
    expect(unit(step(next, { type: 'remove-marker', unit: 'E/2/16', marker: 'climb' }), 'E/2/16').climb).toBe('none');
  });

  it('6.1: a scaleable cliff takes a Climb Cliff marker without moving; next phase the unit crosses and the marker turns to Climb', () => {
    const s = play([...only('C/2R'), at('C/2R', '2809'), ...toUs]);
    const t = step(s, move(['C/2R'], '2808'));
    expect([unit(t, 'C/2R').hex, unit(t, 'C/2R').climb]).toEqual(['2809', 'climb-cliff']);
    const next = step(step(t, { type: 'next-phase' }), { type: 'next-phase' });
    const up = step(
      step(next, {
        type: 'enter-card',
        card: { action: 'F', colors: [], symbols: [], armorBonus: false, leaderBonus: false, artillery: null },
      }),
      { type: 'apply-german' },
    );
    const done = step(up, { type: 'climb', unit: 'C/2R', cross: true });
    expect([unit(done, 'C/2R').hex, unit(done, 'C/2R').climb]).toEqual(['2808', 'climb']);
    expect(game.check(s, move(['C/2R'], '2908'), C)).toContain('cannot enter');
  });

  it('6.1: infiltration past an undisrupted position draws a card; a strict match costs a step', () => {
    const p = pos(play([]), 'WN64');
    const [from, to] = W.map
      .neighbors(p.hexes[0] as string)
      .filter((h) => W.map.fieldOfFire('WN64').has(h) && W.map.terrain(h) === 'beach');
    const base = [...only('E/2/16'), at('E/2/16', from as string), ...toUs];
    const s = play(base);
    const a: Action = { type: 'move', units: ['E/2/16'], path: [to as string] };
    const preview = game.rollFor?.(s, a, C);
    expect(preview?.procedure).toBe(usInfiltration.id);
    const odds = procedureOdds(usInfiltration, C, preview?.inputs).outcomes;
    // A strict match costs a step (2 cards in 20); past two positions, symbol and colour are enough (5 in 20).
    expect(odds.find((o) => o.outcome.stepLost === true)?.p).toBeCloseTo(preview?.inputs.pastTwoPositions ? 0.25 : 0.1);
    const lost = step(s, { ...a, dice: { card: ['strict'] } });
    expect([unit(lost, 'E/2/16').steps, unit(lost, 'E/2/16').hex]).toEqual([2, to]);
    expect(told(lost)).toContain('E/2/16 infiltrates past WN 64');
    const stayed = step(s, { ...a, onLoss: 'stay', dice: { card: ['strict'] } });
    expect(unit(stayed, 'E/2/16').hex).toBe(from);
    expect(unit(step(s, { ...a, dice: { card: ['symbol'] } }), 'E/2/16').steps).toBe(3);
  });
});

describe('6.2, 9.6, 9.7: US attacks checked on the map', () => {
  it('6.2: an attack needs an infantry unit next to the target', () => {
    const s = play([...only('1/A/741', 'E/2/16'), at('1/A/741', '1008'), at('E/2/16', '1005'), ...toUs]);
    expect(game.check(s, attack('WN64', '1/A/741'), C)).toContain('needs an infantry or ranger unit next to WN 64');
  });

  it('9.6: attacking up a bluff is prohibited; with another attacker on the same level the German defends the easier side (6.2)', () => {
    const s = play([...only('E/2/16', 'F/2/16'), at('E/2/16', '1008'), at('F/2/16', '1006'), ...toUs]);
    expect(game.check(s, attack('WN64', 'E/2/16'), C)).toContain('prohibited');
    const t = step(s, attack('WN64', 'E/2/16', 'F/2/16'));
    expect(told(t)).toContain('E/2/16, F/2/16 attack WN 64: US 6 against German 2, every weapon needed: defeated');
    expect(pos(t, 'WN64').occupied).toBe(false);
    expect(t.eliminatedWnUnits).toBe(1);
  });

  it('6.2: a German hex is attacked once a phase, and not after a barrage', () => {
    const s = play([
      ...only('E/2/16', 'F/2/16', '1/A/741'),
      at('E/2/16', '1006', { steps: 1 }),
      at('F/2/16', '0907'),
      at('1/A/741', '1109'),
      ...toUs,
    ]);
    const once = step(s, attack('WN64', 'E/2/16'));
    expect(game.check(once, attack('WN64', 'F/2/16'), C)).toContain('already attacked this phase');
    expect(game.check(once, { type: 'barrage', unit: '1/A/741', position: 'WN64' }, C)).toContain(
      'cannot be barraged too',
    );
    const barraged = step(s, { type: 'barrage', unit: '1/A/741', position: 'WN64', dice: { card: ['none'] } });
    expect(game.check(barraged, attack('WN64', 'F/2/16'), C)).toContain('cannot be attacked too');
  });

  it('6.2: ranged fire at a high-ground position needs that position to fire on a beach hex', () => {
    const a6 = pos(play([]), 'A6');
    const two = [...W.map.hexes.values()].find((h) => W.map.distanceTo(h.id, a6.hexes) === 2)?.id as string;
    const one = W.map.neighbors(a6.hexes[0] as string)[0] as string;
    const s = play([...only('E/2/16', 'A•C/81C'), at('E/2/16', one), at('A•C/81C', two), ...toUs]);
    expect(game.check(s, attack('A6', 'E/2/16', 'A•C/81C'), C)).toContain('needs its fire to reach a beach hex');
  });

  it('9.7: a WN that needs Flanking falls only to attackers from two hexes not next to each other', () => {
    const wn = pos(play([]), 'WN60');
    const around = [...new Set(wn.hexes.flatMap((h) => W.map.neighbors(h)))].filter(
      (h) => !wn.hexes.includes(h) && W.map.terrain(h) === 'high-ground',
    );
    const far = around.flatMap((a, i) =>
      around
        .slice(i + 1)
        .filter((b) => !W.map.adjacent(a, b))
        .map((b) => [a, b]),
    )[0] as [string, string];
    const near = around.flatMap((a, i) =>
      around
        .slice(i + 1)
        .filter((b) => W.map.adjacent(a, b))
        .map((b) => [a, b]),
    )[0] as [string, string];
    const scene = (hexes: [string, string]) =>
      play([...only('E/2/16', 'F/2/16'), at('E/2/16', hexes[0]), at('F/2/16', hexes[1]), ...toUs]);
    const flanked = step(scene(far), attack('WN60', 'E/2/16', 'F/2/16'));
    expect(told(flanked)).toContain('every weapon needed');
    const together = step(scene(near), attack('WN60', 'E/2/16', 'F/2/16'));
    expect(told(together)).toContain('without FL');
  });

  it('9.7, 2: US Disrupted + Depth: the attackers are Disrupted and the German unit closest to a US unit takes the Depth marker', () => {
    const s = play([...only('E/2/16'), at('E/2/16', '0806', { steps: 1 }), ...toUs]);
    const t = step(s, attack('WN62', 'E/2/16'));
    expect(unit(t, 'E/2/16').disrupted).toBe(true);
    expect(told(t)).toMatch(/takes a Depth marker: closest to a US unit/);
    expect(t.positions.reduce((n, p) => n + p.depth, 0)).toBe(1);
  });

  it("the attack's odds are shown from the us-attack procedure before it is made", () => {
    const s = play([...only('E/2/16', 'F/2/16'), at('E/2/16', '1008'), at('F/2/16', '1006'), ...toUs]);
    const preview = game.rollFor?.(s, attack('WN64', 'E/2/16', 'F/2/16'), C);
    expect(preview?.procedure).toBe('dday-omaha.us-attack');
    expect(preview?.inputs).toMatchObject({ usStrength: 6, germanStrength: 2, terrain: 'other', weapons: true });
  });
});

describe('6.3, 6.5, 9.5: barrages', () => {
  it('6.3: a tank next to a revealed position barrages it with a card; an unrevealed Reinforcement position cannot be barraged', () => {
    const s = play([...only('1/A/741'), at('1/A/741', '1109'), ...toUs]);
    const a: Action = { type: 'barrage', unit: '1/A/741', position: 'WN64' };
    const preview = game.rollFor?.(s, a, C);
    expect(preview?.procedure).toBe(usBarrage.id);
    const odds = procedureOdds(usBarrage, C, preview?.inputs).outcomes;
    expect(odds.find((o) => o.outcome.disrupted === true)?.p).toBe(0.5);
    expect(pos(step(s, { ...a, dice: { card: ['color-sym'] } }), 'WN64').disrupted).toBe(true);
    expect(pos(step(s, { ...a, dice: { card: ['sym'] } }), 'WN64').disrupted).toBe(false);
    const a6 = play([...only('1/A/741'), at('1/A/741', '0304'), ...toUs]);
    expect(game.check(a6, { type: 'barrage', unit: '1/A/741', position: 'A6' }, C)).toContain(
      'unrevealed Reinforcement position',
    );
  });

  it("6.5: naval fire, called by infantry in the target's fire and in command of an HQ, Disrupts it and strips a Depth marker, for free", () => {
    const [h] = [...W.map.fieldOfFire('WN64')]
      .filter(([x, i]) => i === 'sporadic' && W.map.terrain(x) === 'beach')
      .map(([x]) => x);
    const s = play([
      ...only('E/2/16', '16/HQ'),
      at('E/2/16', h as string),
      at('16/HQ', h as string),
      setPos('WN64', { depth: 1 }),
      ...toUs,
    ]);
    const t = step(s, { type: 'naval-barrage', unit: 'E/2/16', position: 'WN64' });
    expect([pos(t, 'WN64').disrupted, pos(t, 'WN64').depth, t.pools.wn, t.usPhase.spent.east]).toEqual([true, 0, 9, 0]);
    const alone = play([...only('E/2/16'), at('E/2/16', h as string), ...toUs]);
    expect(game.check(alone, { type: 'naval-barrage', unit: 'E/2/16', position: 'WN64' }, C)).toContain('no radio');
  });
});

describe('7: engineers', () => {
  it('7: clear obstacles out of the fire of undisrupted occupied positions, at most 2 hexes a sector on turns 2-6', () => {
    const free = (s: ReturnType<typeof play>) =>
      s.obstacles.filter((h) =>
        s.positions.every((p) => !p.occupied || p.disrupted || !W.map.fieldOfFire(p.id).has(h)),
      );
    const s = play([...only(), ...turns(1), ...toUs]);
    const east = free(s).filter((h) => W.map.hex(h)?.sector === 'east');
    expect(east.length).toBeGreaterThanOrEqual(3);
    let t = step(s, { type: 'clear-obstacle', hex: east[0] as string });
    t = step(t, { type: 'clear-obstacle', hex: east[1] as string });
    expect(game.check(t, { type: 'clear-obstacle', hex: east[2] as string }, C)).toContain('has cleared its 2 hexes');
    const guarded = s.obstacles.find((h) => !free(s).includes(h)) as string;
    expect(game.check(s, { type: 'clear-obstacle', hex: guarded }, C)).toMatch(/in the fire of WN \d+/);
  });
});
