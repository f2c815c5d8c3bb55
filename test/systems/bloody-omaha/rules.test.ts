import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { apply, check, newGame } from '../../../src/systems/bloody-omaha/game/game.ts';
import { parseAction } from '../../../src/systems/bloody-omaha/game/parse.ts';
import { status } from '../../../src/systems/bloody-omaha/game/status.ts';
import type { State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { DRIFT_SETTING } from '../../../src/systems/bloody-omaha/rules-notes.ts';
import { blank, context, ctx, place, play, said, token, unitAt } from './helpers.ts';

describe('5.0 set-up', () => {
  const s = newGame(Rng.fromSeed(7), ctx);
  it('5.1: one Strongpoint in each of the 13 red squares and 32 Encounter tokens in hedgerows, towns and Exits, all face down', () => {
    const all = Object.values(s.tokens).flat();
    expect(all.filter((t) => t.pool === 'strongpoint')).toHaveLength(13);
    expect(all.filter((t) => t.pool === 'encounter')).toHaveLength(32);
    expect(all.every((t) => !t.revealed)).toBe(true);
    for (const exit of ['S01', 'S09', 'S13', 'S16', 'S17']) expect(s.tokens[exit]).toHaveLength(2);
    expect(Object.values(s.gaps)).toEqual(Array(9).fill(false));
  });
  it('5.5: three cards drawn, keep two, the third goes back into the deck', () => {
    expect(s.pending?.kind).toBe('opening');
    const cards = s.pending?.kind === 'opening' ? s.pending.cards : [];
    const next = apply(s, { type: 'keep-cards', discard: cards[2] as string }, Rng.fromSeed(1), ctx);
    expect(next.hand).toEqual(cards.slice(0, 2));
    expect(next.deck).toHaveLength(16);
    expect(next.phase).toBe('card-draw');
  });
  it('apply never changes the state it is given', () => {
    const before = JSON.stringify(s);
    apply(
      s,
      { type: 'keep-cards', discard: (s.pending?.kind === 'opening' ? s.pending.cards[0] : '') as string },
      Rng.fromSeed(1),
      ctx,
    );
    expect(JSON.stringify(s)).toBe(before);
  });
});

function landingState(turn = 5): State {
  const s = blank(turn);
  s.phase = 'card-draw';
  return s;
}

describe('6.3 drift and 6.4 landing', () => {
  it('6.3: a roll of 6 shifts two squares left (east); past the edge the unit leaves the map', () => {
    let s = landingState();
    place(s, 'E/16', 'C03');
    place(s, 'I/16', 'C01');
    s = play(s, [
      { type: 'draw-card' },
      { type: 'assign-ip', first: 0 },
      { type: 'drift', unit: 'I/16', dice: [4] },
      { type: 'drift', unit: 'E/16', dice: [6] },
    ]);
    expect(unitAt(s, 'E/16').loc).toBe('C01');
    expect(unitAt(s, 'I/16').loc).toBe('off-map');
    expect(s.phase).toBe('landing');
  });
  it('6.3 rules note: the other reading drifts west', () => {
    const west = context({ [DRIFT_SETTING]: 'west' });
    let s = landingState();
    place(s, 'E/16', 'C03');
    const rng = Rng.fromSeed(1);
    for (const a of [
      { type: 'draw-card' },
      { type: 'assign-ip', first: 0 },
      { type: 'drift', unit: 'E/16', dice: [5] },
    ] as const)
      s = apply(s, a, rng, west);
    expect(s.queue).toEqual(['E/16']);
    expect(unitAt(s, 'E/16').loc).toBe('C04');
  });
  it('6.4a: IP +1 to the division, and elimination needs a positive DRM (turn 1 +1)', () => {
    let s = landingState(5);
    place(s, 'A/116', 'C08');
    s = play(s, [
      { type: 'draw-card' },
      { type: 'assign-ip', first: 5 },
      { type: 'drift', unit: 'A/116', dice: [1] },
      { type: 'land', unit: 'A/116', dice: [1] },
    ]);
    expect(s.ip['29th']).toBe(5 + 1);
    let t = landingState(1);
    place(t, 'A/116', 'C08');
    t = play(t, [
      { type: 'draw-card' },
      { type: 'assign-ip', first: 1 },
      { type: 'drift', unit: 'A/116', dice: [1] },
      { type: 'land', unit: 'A/116', dice: [6] },
    ]);
    expect(unitAt(t, 'A/116').loc).toBe('eliminated');
  });
  it('6.4c: after landing the Second Wave moves to the First and the Reinforcement Sea to the Second', () => {
    let s = landingState();
    place(s, '3/116', 'C15');
    place(s, '1/115', 'C24');
    s = play(s, [{ type: 'draw-card' }, { type: 'assign-ip', first: 0 }]);
    expect(unitAt(s, '3/116').loc).toBe('C06');
    expect(unitAt(s, '1/115').loc).toBe('C15');
    expect(s.phase).toBe('random-event');
  });
});

describe('6.5 Random Events', () => {
  function eventState(): State {
    const s = blank(2);
    s.phase = 'random-event';
    return s;
  }
  it('6.5e: units in the square roll on its terrain table', () => {
    let s = eventState();
    place(s, 'E/16', 'B01');
    s = play(s, [{ type: 'roll-event-location', dice: [1, 1] }]);
    expect(s.pending).toMatchObject({ kind: 'event-roll', square: 'B01', terrain: 'beach' });
    s = play(s, [{ type: 'roll-event', dice: [4] }]);
    expect(s.pending).toMatchObject({ kind: 'event-result', effect: 'disrupt-one' });
    // what is due names the result, so the player can choose to cancel it with a card (14.3)
    expect(status(s, 10).prompts[0]).toBe(
      'One unit disrupted in B01: apply the Random Event, or cancel it now with a card (14.3)',
    );
    s = play(s, [{ type: 'accept-event' }]);
    expect(unitAt(s, 'E/16').disrupted).toBe(true);
    expect(s.phase).toBe('activation');
  });
  it('6.5e, 14.3: a Random Event of no effect asks for no card to cancel it, only to go on', () => {
    let s = eventState();
    place(s, 'E/16', 'B01');
    s = play(s, [
      { type: 'roll-event-location', dice: [1, 1] },
      { type: 'roll-event', dice: [2] },
    ]);
    expect(s.pending).toMatchObject({ kind: 'event-result', effect: 'none' });
    expect(status(s, 10).prompts[0]).toBe('No effect in B01: the Random Event passes; go on');
  });
  it('6.5f: with nobody there, the nearest unit; at equal distance the largest CF', () => {
    let s = eventState();
    place(s, 'E/16', 'B02');
    place(s, '1/16', 'B04');
    s = play(s, [{ type: 'roll-event-location', dice: [1, 3] }]);
    expect(s.pending).toMatchObject({ kind: 'event-roll', square: 'B04' });
  });
  it('6.5f: equal distance and equal CF: the player chooses the square', () => {
    let s = eventState();
    place(s, 'E/16', 'B02');
    place(s, 'F/16', 'B04');
    s = play(s, [{ type: 'roll-event-location', dice: [1, 3] }]);
    expect(s.pending).toEqual({ kind: 'event-square', options: ['B02', 'B04'] });
    s = play(s, [{ type: 'choose-event-square', square: 'B02' }]);
    expect(s.pending).toMatchObject({ kind: 'event-roll', square: 'B02' });
  });
  it('14.3: a cancel card played right after the result cancels it; not before', () => {
    let s = eventState();
    place(s, 'E/16', 'B01');
    s.hand = ['c13'];
    expect(check(s, { type: 'play-card', card: 'c13', option: 'b' }, ctx)).toBeDefined();
    s = play(s, [
      { type: 'roll-event-location', dice: [1, 1] },
      { type: 'roll-event', dice: [6] },
      { type: 'play-card', card: 'c13', option: 'b' },
    ]);
    expect(unitAt(s, 'E/16').loc).toBe('B01');
    expect(s.phase).toBe('activation');
  });
});

describe('8.0 German tokens met in an attack', () => {
  function attackState(tokens: ReturnType<typeof token>[], target = 'S03'): State {
    const s = blank(5);
    place(s, '1/16', 'B03');
    s.tokens[target] = tokens;
    return s;
  }
  it('8.2: a Mine Field offers call-off (IP lost), pushing through, or engineers', () => {
    const s = play(attackState([token('mine')]), [
      { type: 'attack', target: 'S03', from: ['B03'] },
      { type: 'continue-attack' },
    ]);
    expect(s.pending?.kind).toBe('mine');
    const off = play(s, [{ type: 'cancel-attack' }]);
    expect(off.ip['1st']).toBe(4);
    expect(off.tokens.S03).toHaveLength(1);
    const pushed = play(s, [{ type: 'mine-push', dice: [5] }]);
    expect(unitAt(pushed, '1/16').disrupted).toBe(true);
    expect(pushed.pending?.kind).toBe('advance');
    const lifted = play(s, [{ type: 'mine-engineer', eps: 2, dice: [2] }]);
    expect(lifted.ep).toBe(3);
    expect(lifted.ip['1st'] + lifted.ip['29th']).toBe(7);
    expect(lifted.tokens.S03).toBeUndefined();
    const failed = play(s, [{ type: 'mine-engineer', eps: 1, dice: [6] }]);
    expect(failed.pending?.kind).toBe('mine');
  });
  it('13.6: with the tokens turned over, a new attack waits for the one in progress, and says so', () => {
    const s = play(attackState([token('mine')]), [{ type: 'attack', target: 'S03', from: ['B03'] }]);
    expect(s.phase).toBe('activation');
    expect(check(s, { type: 'attack', target: 'S03', from: ['B03'] }, ctx)).toBe('finish the choice in progress first');
    expect(check(blank(5), { type: 'attack', target: 'S03', from: ['B03'] }, ctx)).not.toMatch(/Activation Phase/);
  });
  it('8.3: a Sniper costs the attacking division 1 IP, else the other, else next turn', () => {
    const s = attackState([token('sniper')]);
    s.ip = { '1st': 1, '29th': 1 };
    const t = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'continue-attack' }]);
    expect(t.ip).toEqual({ '1st': 0, '29th': 0 });
    const u = attackState([token('sniper')]);
    u.ip = { '1st': 1, '29th': 0 };
    const v = play(u, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'continue-attack' }]);
    expect(v.ipPenaltyNext).toBe(1);
  });
  it('8.4: a StuG reduces a +2 Tank to +1, or pins a unit when no Tank is there', () => {
    const s = attackState([token('stug'), token('number', 1)]);
    s.tanks = [{ id: 'tank1', strength: 2, square: 'B03', unit: '1/16' }];
    const t = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'continue-attack' }]);
    expect(t.tanks[0]?.strength).toBe(1);
    expect(t.pending?.kind).toBe('attack-ready');
    const u = attackState([token('stug'), token('number', 1)]);
    const v = play(u, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'continue-attack' }]);
    expect(unitAt(v, '1/16').pinned).toBe(true);
    expect(v.attack).toBeNull();
  });
  it('8.7: several tokens: the specials first, then the numbers added together', () => {
    const s = attackState([token('number', 3, 'strongpoint'), token('sniper'), token('number', 2)]);
    const t = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'continue-attack' }]);
    expect(t.pending?.kind).toBe('attack-ready');
    expect(t.tokens.S03?.map((x) => x.face)).toEqual(['number', 'number']);
    const r = play(t, [{ type: 'roll-attack', dice: [6] }]);
    expect(said(r)).toMatch(/German 5 CF/);
  });
  it('8.9: an RE token strikes the attackers on the table of its own square', () => {
    const s = attackState([token('event')], 'T04');
    place(s, '1/16', 'B04');
    const t = play(s, [{ type: 'attack', target: 'T04', from: ['B04'] }, { type: 'continue-attack' }]);
    expect(t.pending).toMatchObject({ kind: 'event-roll', square: 'T04', terrain: 'town', source: 'token' });
  });
  it('8.6 and 13.5: a 0 token must still be attacked; S-1D clears it, one unit disrupted, then the advance', () => {
    const s = attackState([token('number', 0, 'encounter', true)]);
    place(s, 'E/16', 'B03');
    let t = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }]);
    expect(t.pending?.kind).toBe('attack-ready');
    t = play(t, [{ type: 'roll-attack', dice: [5] }]);
    expect(t.tokens.S03).toBeUndefined();
    expect(t.pending).toMatchObject({ kind: 'choose-unit', effect: 'disrupt' });
    t = play(t, [
      { type: 'choose-unit', unit: 'E/16' },
      { type: 'advance', units: ['1/16'] },
    ]);
    expect(unitAt(t, '1/16').loc).toBe('S03');
    expect(unitAt(t, 'E/16')).toMatchObject({ loc: 'B03', disrupted: true });
  });
  it('13.5a: F-1E eliminates the unit the player picks; the tokens stay', () => {
    const s = attackState([token('number', 6, 'strongpoint', true)]);
    place(s, '1/16', 'box');
    place(s, 'E/16', 'B03');
    place(s, 'F/16', 'B03');
    const t = play(s, [
      { type: 'attack', target: 'S03', from: ['B03'] },
      { type: 'roll-attack', dice: [6] },
      { type: 'choose-unit', unit: 'E/16' },
    ]);
    expect(unitAt(t, 'F/16')).toMatchObject({ loc: 'B03', disrupted: false });
    expect(unitAt(t, 'E/16').loc).toBe('eliminated');
    expect(t.tokens.S03).toHaveLength(1);
  });
  it('13.6: after the reveal the attack may be called off; the IP is lost', () => {
    const s = attackState([token('number', 6, 'strongpoint')]);
    const t = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'cancel-attack' }]);
    expect(t.ip['1st']).toBe(4);
    expect(t.tokens.S03?.[0]?.revealed).toBe(true);
  });
  it('13.1: each extra square costs 1 IP; 13.4d: 1st and 29th together are mixed, Rangers are not', () => {
    const s = attackState([token('number', 4, 'strongpoint', true)], 'S05');
    place(s, '1/16', 'B05');
    place(s, '2/116', 'S06');
    place(s, 'C/2 Rngr', 'T04');
    const mixed = play(s, [
      { type: 'attack', target: 'S05', from: ['B05', 'S06'] },
      { type: 'roll-attack', dice: [3] },
    ]);
    expect(mixed.ip['1st'] + mixed.ip['29th']).toBe(8);
    expect(said(mixed)).toMatch(/Mixed formation/);
    const rangers = play(s, [
      { type: 'attack', target: 'S05', from: ['S06', 'T04'] },
      { type: 'roll-attack', dice: [3] },
    ]);
    expect(said(rangers)).not.toMatch(/Mixed formation/);
  });
});

describe('8.8 pinned, 10.0 stacking, 11.0 actions', () => {
  it('8.8: a pinned unit cannot move, attack or be undisrupted', () => {
    const s = blank(5);
    place(s, '1/16', 'B03', true);
    const u = s.units.find((x) => x.id === '1/16');
    if (u) u.pinned = true;
    s.tokens.S03 = [token('number', 1)];
    expect(check(s, { type: 'move', from: 'B03', moves: [{ unit: '1/16', to: 'B02' }] }, ctx)).toMatch(
      /obstacle|pinned/i,
    );
    expect(check(s, { type: 'attack', target: 'S03', from: ['B03'] }, ctx)).toMatch(/unpinned/);
    expect(check(s, { type: 'undisrupt', unit: '1/16' }, ctx)).toMatch(/pinned/);
  });
  it('10.0: moves may not leave a square over 6 CF or over +2 of Tanks', () => {
    const s = blank(5);
    place(s, '1/16', 'S03');
    place(s, '2/16', 'S02');
    expect(check(s, { type: 'move', from: 'S02', moves: [{ unit: '2/16', to: 'S03' }] }, ctx)).toMatch(/6/);
    place(s, '2/16', 'S02', true);
    s.units.find((x) => x.id === '1/16')!.disrupted = true;
    expect(check(s, { type: 'move', from: 'S02', moves: [{ unit: '2/16', to: 'S03' }] }, ctx)).toBeUndefined();
    s.tanks = [
      { id: 'a', strength: 2, square: 'S03', unit: '1/16' },
      { id: 'b', strength: 1, square: 'S02', unit: '2/16' },
    ];
    expect(check(s, { type: 'move', from: 'S02', moves: [{ unit: '2/16', to: 'S03' }] }, ctx)).toMatch(/Tanks/);
  });
  it('11.1: moves cost 1 IP and go only into squares free of German tokens and standing obstacles', () => {
    const s = blank(5);
    place(s, 'E/16', 'B03');
    s.tokens.S03 = [token('number', 1)];
    expect(check(s, { type: 'move', from: 'B03', moves: [{ unit: 'E/16', to: 'S03' }] }, ctx)).toMatch(/German/);
    expect(check(s, { type: 'move', from: 'B03', moves: [{ unit: 'E/16', to: 'B04' }] }, ctx)).toMatch(/Obstacle/);
    expect(check(s, { type: 'move', from: 'B03', moves: [{ unit: 'E/16', to: 'S02' }] }, ctx)).toMatch(/not next/);
    s.gaps.B04 = true;
    const moved = play(s, [{ type: 'move', from: 'B03', moves: [{ unit: 'E/16', to: 'B04' }] }]);
    expect(moved.ip['1st']).toBe(4);
    expect(unitAt(moved, 'E/16').loc).toBe('B04');
  });
  it('11.2: a probe reveals the tokens without resolving them', () => {
    const s = blank(5);
    place(s, 'E/16', 'B03');
    s.tokens.S03 = [token('event')];
    const t = play(s, [{ type: 'probe', target: 'S03' }]);
    expect(t.tokens.S03?.[0]?.revealed).toBe(true);
    expect(t.pending).toBeNull();
  });
  it('8.5 and 11.4: obstacles from turn 3, each EP paid with 1 IP', () => {
    const early = blank(2);
    place(early, 'E/16', 'B03');
    expect(check(early, { type: 'engineer', square: 'B03', eps: 1 }, ctx)).toMatch(/turn 3/);
    const s = blank(3);
    place(s, 'E/16', 'B03');
    const t = play(s, [{ type: 'engineer', square: 'B03', eps: 3, dice: [4], payIp: { '1st': 2, '29th': 1 } }]);
    expect(t.gaps.B03).toBe(true);
    expect(t.ip).toEqual({ '1st': 3, '29th': 4 });
    expect(t.ep).toBe(2);
  });
  it('11.5: return an eliminated unit disrupted to a Gap beach in its sector; undisrupt for 1 IP', () => {
    const s = blank(5);
    place(s, 'A/116', 'eliminated');
    s.gaps.B08 = true;
    s.gaps.B02 = true;
    expect(check(s, { type: 'return-unit', unit: 'A/116', to: 'B02' }, ctx)).toMatch(/sector/);
    let t = play(s, [{ type: 'return-unit', unit: 'A/116', to: 'B08' }]);
    expect(unitAt(t, 'A/116')).toMatchObject({ loc: 'B08', disrupted: true });
    t = play(t, [{ type: 'undisrupt', unit: 'A/116' }]);
    expect(unitAt(t, 'A/116').disrupted).toBe(false);
    expect(t.ip['29th']).toBe(3);
  });
  it('11.6: a Tank moves to another unit along a path clear of obstacles and German tokens', () => {
    const s = blank(5);
    place(s, 'E/16', 'B03');
    place(s, 'F/16', 'T04');
    s.gaps.B03 = true;
    s.tanks = [{ id: 'tank1', strength: 1, square: 'B03', unit: 'E/16' }];
    s.tokens.S03 = [token('number', 1)];
    s.gaps.B04 = false;
    expect(check(s, { type: 'transfer-tank', tank: 'tank1', unit: 'F/16' }, ctx)).toMatch(/path/);
    s.gaps.B04 = true;
    const t = play(s, [{ type: 'transfer-tank', tank: 'tank1', unit: 'F/16' }]);
    expect(t.tanks[0]).toMatchObject({ square: 'T04', unit: 'F/16' });
  });
  it('11.7: reinforcements enter their own division sea squares for 1 IP', () => {
    const s = blank(5);
    expect(check(s, { type: 'reinforce', unit: '1/18', to: 'C24' }, ctx)).toMatch(/C19/);
    const t = play(s, [
      { type: 'reinforce', unit: '1/18', to: 'C23' },
      { type: 'reinforce', unit: '1/115', to: 'C27' },
    ]);
    expect(t.ip).toEqual({ '1st': 4, '29th': 4 });
    expect(check(t, { type: 'reinforce', unit: '5 Rngr', to: 'C23' }, ctx)).toMatch(/over-stacked/);
  });
  it('11.8 and 14.5: drawing a card in the Activation Phase costs 1 IP; the phase draw is free', () => {
    const s = blank(5);
    const t = play(s, [{ type: 'draw-card', pay: '29th' }]);
    expect(t.hand).toHaveLength(1);
    expect(t.ip['29th']).toBe(4);
  });
});

describe('14.0 cards', () => {
  it('14.1: an option is refused before its turn', () => {
    const s = blank(2);
    s.hand = ['c12'];
    expect(check(s, { type: 'play-card', card: 'c12', option: 'a' }, ctx)).toMatch(/turn 3/);
    const t = play({ ...s, turn: 3 }, [{ type: 'play-card', card: 'c12', option: 'a' }]);
    expect(t.ep).toBe(7);
    expect(t.discards).toEqual(['c12']);
  });
  it('14.2: combat cards only in an attack before its roll', () => {
    const s = blank(5);
    s.hand = ['c01'];
    place(s, '1/16', 'B03');
    s.tokens.S03 = [token('number', 6, 'strongpoint', true)];
    expect(check(s, { type: 'play-card', card: 'c01', option: 'a' }, ctx)).toMatch(/before its roll/);
    const t = play(s, [
      { type: 'attack', target: 'S03', from: ['B03'] },
      { type: 'play-card', card: 'c01', option: 'a' },
    ]);
    expect(t.attack?.cardDrm).toBe(1);
  });
  it('9.1: a Tank card puts a Tank with a unit on a Gap beach, at most +2 a square', () => {
    const s = blank(6);
    s.hand = ['c04', 'c05'];
    place(s, 'E/16', 'B03');
    expect(check(s, { type: 'play-card', card: 'c04', option: 'b', unit: 'E/16' }, ctx)).toMatch(/Gap/);
    s.gaps.B03 = true;
    const t = play(s, [{ type: 'play-card', card: 'c04', option: 'b', unit: 'E/16' }]);
    expect(t.tanks).toEqual([{ id: 'tank1', strength: 2, square: 'B03', unit: 'E/16' }]);
    expect(check(t, { type: 'play-card', card: 'c05', option: 'a', unit: 'E/16' }, ctx)).toMatch(/\+2/);
  });
});

describe('parseAction', () => {
  it('accepts a well-formed action and names what is wrong in a bad one', () => {
    expect(parseAction({ type: 'land', unit: 'A/116', dice: [3] })).toEqual({ type: 'land', unit: 'A/116', dice: [3] });
    expect(() => parseAction({ type: 'land', unit: 'A/116', dice: [7] })).toThrow(/dice/);
    expect(() => parseAction({ type: 'fly' })).toThrow(/type/);
    expect(() => parseAction({ type: 'end-turn', __proto__x: 1 })).toThrow();
  });
});
