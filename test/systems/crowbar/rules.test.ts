import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { launchCounterattack } from '../../../src/systems/crowbar/game/counterattacks.ts';
import { drawCard, moveCounterattack } from '../../../src/systems/crowbar/game/chits.ts';
import {
  advanceTime,
  coopScore,
  countOnHighway,
  eliminateRanger,
  endGame,
  finalScore,
  germanAt,
  roadblockCounts,
} from '../../../src/systems/crowbar/game/core.ts';
import { hasLos } from '../../../src/systems/crowbar/game/fire.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { sp } from '../../../src/systems/crowbar/map/grid.ts';
import { act, blankGame, face, german, put, R, ranger, topTask } from './helpers.ts';

describe('B Setup', () => {
  it('places the Germans, the 20 markers and asks for d6+10 Flashlamp markers, two a space at most', () => {
    const rng = Rng.fromSeed('setup');
    const g = newGame(R, rng, 'solitaire');
    expect(g.germans.filter((u) => u.kind === 'hka').length).toBe(13);
    expect(g.germans.filter((u) => u.kind === 'mg').length).toBe(5);
    expect(g.germanPool.mg.length).toBe(3);
    expect(g.germans.filter((u) => u.kind === 'flak' || u.kind === 'command').length).toBe(2);
    expect(g.guns.length).toBe(20);
    expect(g.rangers.map((r) => r?.sp)).toEqual([10, 10, 6, 10, 10, 10, 6, 10, 10, 10, 6, 10]);
    expect(g.cards.burned.length).toBe(1);
    expect(g.cards.draw.length).toBe(17);
    const t = g.stack[0];
    expect(t?.k).toBe('flashlamp');
    if (t?.k !== 'flashlamp') return;
    expect(t.left).toBeGreaterThanOrEqual(11);
    expect(t.left).toBeLessThanOrEqual(16);
    const roller = new Roller(rng);
    run(g, R, roller);
    act(g, rng, { type: 'place-flashlamp', col: 5, row: 5 });
    act(g, rng, { type: 'place-flashlamp', col: 5, row: 5 });
    expect(() => act(g, rng, { type: 'place-flashlamp', col: 5, row: 5 })).toThrow(/illegal/);
  });

  it('B-10 Bomb damage: a Critical Hit revealed on the Cliff Top collapses the cliff into a Firm Hold', () => {
    const rng = Rng.fromSeed('bomb');
    const g = newGame(R, rng, 'solitaire');
    const t = g.stack[0];
    if (t?.k !== 'flashlamp') throw new Error('flashlamp');
    const crit = g.incomingKinds.findIndex((k) => k === 'pin-critical');
    g.incomingPool = [crit];
    t.left = 1;
    act(g, rng, { type: 'place-flashlamp', col: 7, row: 5 });
    expect(g.holds[6]).toBe('firm');
    expect(germanAt(g, sp(7, 5))?.pinned).toBe(true);
    expect(g.phase).toBe('approach');
    expect(topTask(g)).toBe('approach-company');
  });
});

describe('H Event Cards and the tracks', () => {
  it('H-1: June 6 and 7 have 18 boxes; the game ends on reaching box 12 of June 8', () => {
    const { g } = blankGame('time');
    advanceTime(g, R, 17);
    expect(g.time).toEqual({ day: 1, inc: 18 });
    advanceTime(g, R, 1);
    expect(g.time).toEqual({ day: 2, inc: 1 });
    advanceTime(g, R, 17 + 12);
    expect(g.time).toEqual({ day: 3, inc: 12 });
    expect(g.phase).toBe('over');
    expect(g.over?.reason).toBe('time');
  });

  it('H: an empty draw pile is reshuffled and its top card burned', () => {
    const { g, rng } = blankGame('cards');
    g.cards.draw = [];
    drawCard(g, R, new Roller(rng));
    expect(g.cards.burned.length).toBe(1);
    expect(g.cards.draw.length).toBe(16);
    expect(g.cards.discard.length).toBe(1);
  });

  it('H-2: a Counterattack card moves fewer spaces while the Rangers hold the Command Bunker', () => {
    const { g, rng } = blankGame('bunker');
    const cb = R.map.commandBunker as number;
    const i = R.cards.findIndex((c) => c.track === 'counterattack' && c.amount === 3);
    g.cards.draw = [i];
    drawCard(g, R, new Roller(rng));
    expect(g.ca.pos).toBe(3);
    put(g, (cb % 12) + 1, Math.floor(cb / 12));
    g.cards.draw = [i];
    drawCard(g, R, new Roller(rng));
    expect(g.ca.pos).toBe(5);
  });
});

describe('P German Counterattacks', () => {
  it('P-1, P-2: four units two spaces in front of Fox, reduced south of the Highway, none for a unit in Row 14, Highway for one at sea', () => {
    const { g, rng } = blankGame('counter');
    g.germanPool.grenadier = ['grenadier-4', 'grenadier-4', 'grenadier-5', 'grenadier-3'];
    g.germanPool.mg = ['mg', 'mg'];
    put(g, 9, 6);
    put(g, 10, 12);
    put(g, 11, 14);
    german(g, 'hka-2', 9, 8);
    launchCounterattack(g, R, new Roller(rng), 1);
    expect(g.ca.attacked).toEqual(['fox']);
    expect(germanAt(g, sp(9, 9))).toBeDefined();
    expect(germanAt(g, sp(10, 14))?.reduced).toBe(true);
    expect(g.germans.some((u) => u.col === 11)).toBe(false);
    expect(germanAt(g, sp(12, 13))).toBeDefined();
    expect(g.germanPool.grenadier.length + g.germanPool.mg.length).toBe(3);
  });

  it('P-6: a third unit on a Roadblock pulls the Counterattack marker back; losing it pushes it on', () => {
    const { g, rng } = blankGame('roadblock');
    g.ca.pos = 4;
    put(g, 5, 13);
    put(g, 6, 13);
    put(g, 7, 12);
    run(g, R, new Roller(rng));
    expect(g.ca.pos).toBe(4);
    put(g, 7, 13);
    run(g, R, new Roller(rng));
    expect(g.ca.pos).toBe(3);
    german(g, 'grenadier-4', 7, 9);
    run(g, R, new Roller(rng));
    expect(g.ca.pos).toBe(4);
  });

  it('Q-6: units on their own Highway spaces per Company, before and after a German unit below cuts one off', () => {
    const { g } = blankGame('highway');
    put(g, 1, 13);
    put(g, 5, 13);
    put(g, 6, 13);
    put(g, 7, 13);
    german(g, 'grenadier-4', 7, 9);
    expect(countOnHighway(g, R, { easy: 0, dog: 0, fox: 0 }, 0)).toEqual({ easy: 1, dog: 3, fox: 0 });
    expect(roadblockCounts(g, R)).toEqual({ easy: 1, dog: 2, fox: 0 });
  });

  it('the fifth and later Counterattack entries are ignored', () => {
    const { g, rng } = blankGame('fifth');
    g.ca.number = 5;
    moveCounterattack(g, R, new Roller(rng), 3);
    expect(g.ca.pos).toBe(0);
  });
});

describe('M-4 Commander casualties and D-8 end of turn', () => {
  it('a Commander whose unit falls returns on the time track and is attached to a unit of his Company', () => {
    const { g, rng } = blankGame('casualty');
    put(g, 5, 6);
    put(g, 6, 6);
    eliminateRanger(g, R, new Roller(rng, [5]), ranger(g, 5));
    const slater = g.commanders.find((c) => c.id === 'slater');
    expect(slater).toMatchObject({ col: null, returnAt: 1 + 3 });
    advanceTime(g, R, 3);
    expect(topTask(g)).toBe('attach');
    act(g, rng, { type: 'attach', commander: 'slater', col: 6 });
    expect(slater).toMatchObject({ col: 6, returnAt: null });
  });

  it('D-8: time moves one box, Rally Points, Supplies and Commanders are reset, German pins removed, Rudder may move the Relief Column', () => {
    const { g, rng } = blankGame('endturn');
    for (const r of g.rangers) if (r) r.activated = true;
    put(g, 3, 5, { activated: true });
    const mg = german(g, 'mg', 2, 5, { pinned: true });
    g.supplies[0]!.used = true;
    g.commanders[0]!.used = true;
    run(g, R, new Roller(rng));
    expect(topTask(g)).toBe('end-turn');
    expect(g.time.inc).toBe(2);
    expect(mg.pinned).toBe(false);
    expect(g.rangers.every((r) => !r || !r.activated)).toBe(true);
    expect(g.supplies[0]!.used).toBe(false);
    act(g, rng, { type: 'rudder-relief' });
    expect(g.relief).toBe(1);
    act(g, rng, { type: 'end-turn' });
    expect(g.turn).toBe(2);
    expect(g.commanders.every((c) => !c.used)).toBe(true);
    expect(topTask(g)).toBe('select');
  });
});

describe('O-8 Heroic Action and M-1e Commander rally', () => {
  it('a Heroic Action marker removes Shaken and Pinned from its unit', () => {
    const { g, rng } = blankGame('heroic');
    put(g, 2, 7, { shaken: true, pinned: true, heroic: 1 });
    act(g, rng, { type: 'heroic-rally', col: 2 });
    expect(ranger(g, 2)).toMatchObject({ shaken: false, pinned: false, heroic: 0 });
  });

  it('a Pinned unit may not move, only Regroup', () => {
    const { g, rng } = blankGame('pinned');
    put(g, 2, 7, { pinned: true });
    act(g, rng, { type: 'select-company', company: 'easy' });
    act(g, rng, { type: 'activate', col: 2 });
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 2')] });
    expect(() => act(g, rng, { type: 'move', dir: 'forward' })).toThrow(/illegal/);
    act(g, rng, { type: 'special', action: 'regroup-pinned' });
    expect(ranger(g, 2).pinned).toBe(false);
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 2).row).toBe(8);
  });
});

describe('L-2 Line of sight', () => {
  it('Beach 4 sees only the Cliff Top of its column; woods and units block; night limits sight to one space', () => {
    const { g } = blankGame('los');
    expect(hasLos(g, R, sp(6, 4), sp(6, 5))).toBe(true);
    expect(hasLos(g, R, sp(6, 4), sp(7, 5))).toBe(false);
    expect(hasLos(g, R, sp(6, 6), sp(6, 4))).toBe(false);
    expect(hasLos(g, R, sp(12, 9), sp(12, 11))).toBe(false);
    expect(hasLos(g, R, sp(5, 6), sp(5, 8))).toBe(true);
    put(g, 5, 7);
    expect(hasLos(g, R, sp(5, 6), sp(5, 8))).toBe(false);
    expect(hasLos(g, R, sp(1, 7), sp(1, 9))).toBe(true);
    g.time.inc = 14;
    expect(hasLos(g, R, sp(1, 7), sp(1, 9))).toBe(false);
    expect(hasLos(g, R, sp(1, 7), sp(1, 8))).toBe(true);
  });

  it("L-2: a line asked about again gives the same answer, each of its spaces blocking and no other line's", () => {
    const { g } = blankGame('los-again');
    const long = [sp(1, 6), sp(1, 10)] as const;
    const other = [sp(3, 6), sp(3, 9)] as const;
    expect(hasLos(g, R, ...long)).toBe(true);
    expect(hasLos(g, R, ...other)).toBe(true);
    expect(hasLos(g, R, sp(12, 9), sp(12, 11))).toBe(false);
    expect(hasLos(g, R, sp(12, 9), sp(12, 11))).toBe(false);
    for (const row of [7, 8, 9]) {
      const u = german(g, 'grenadier-4', 1, row);
      expect(hasLos(g, R, ...long)).toBe(false);
      expect(hasLos(g, R, ...other)).toBe(true);
      g.germans.splice(g.germans.indexOf(u), 1);
    }
    expect(hasLos(g, R, ...long)).toBe(true);
  });
});

describe('Q Victory', () => {
  it('Q-2 to Q-8: guns, prizes, POWs, losses, Roadblocks and the Relief Column give the performance level', () => {
    const { g } = blankGame('vp');
    g.captures = [
      { kind: 'gun', day: 1, company: 'dog', label: 'Gun Found!' },
      { kind: 'gun', day: 2, company: 'dog', label: 'Gun Found!' },
      { kind: 'fortune', day: 3, company: 'fox', label: 'Officer' },
      { kind: 'pow-full', day: 1, company: 'easy', label: 'POWs' },
    ];
    g.losses.fox = 1;
    put(g, 9, 13);
    put(g, 10, 13);
    g.relief = 10;
    const s = finalScore(g, R, 'time');
    expect(s.breakdown).toEqual({ guns: 15, fortunes: 1, pows: 3, casualties: 10, roadblocks: 5, relief: -30 });
    endGame(g, R, 'time');
    expect(g.over).toMatchObject({ vp: 4, level: 'Disgraceful Performance' });
  });

  it('R-10 co-op: two Roadblocks without relief is a Minimum Victory and the best Company wins', () => {
    const { g } = blankGame('coop');
    g.mode = 'coop3';
    put(g, 9, 13);
    put(g, 10, 13);
    put(g, 5, 13);
    put(g, 6, 13);
    g.captures = [{ kind: 'gun', day: 1, company: 'fox', label: 'Gun Found!' }];
    g.losses.dog = 1;
    const s = coopScore(g, R, 'time');
    expect(s.breakdown).toEqual({ easy: 15, dog: 5, fox: 20 });
    expect(s.level).toBe('Minimum Ranger Victory; fox wins');
  });
});

describe('what "Just now" leads with in words', () => {
  it('the last Flashlamp marker and a Company activated lead with what happened, not a fragment', () => {
    const rng = Rng.fromSeed('bomb');
    const g = newGame(R, rng, 'solitaire');
    const t = g.stack[0];
    if (t?.k !== 'flashlamp') throw new Error('flashlamp');
    t.left = 1;
    act(g, rng, { type: 'place-flashlamp', col: 7, row: 5 });
    expect(g.log.findLast((x) => x.source === 'B-9')?.outcome).toBe('the last marker placed');

    const b = blankGame('headline');
    act(b.g, b.rng, { type: 'select-company', company: 'dog' });
    const activated = b.g.log.find((x) => x.source === 'D-1');
    expect(activated?.outcome).toBe('Dog Company acts');
    expect(activated?.text).toBe('Each of its units is activated in turn');
  });
});
