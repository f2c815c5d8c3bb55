import { describe, expect, it } from 'vitest';
import { Rng, type SettingValue } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import type { GameDefinition } from '../../../src/systems/types.ts';
import {
  summarize,
  suggestInputs,
  type BrecourtAction,
  type BrecourtState,
} from '../../../src/systems/brecourt/game/index.ts';
import { awaySince } from '../../../src/systems/brecourt/game/clock.ts';
import { dueNow } from '../../../src/systems/brecourt/game/sequence.ts';
import { ctxWith } from './helpers.ts';

const game = system.game as unknown as GameDefinition<BrecourtState, BrecourtAction>;
const T0 = 1_700_000_000_000;

function start(settings: Record<string, SettingValue> = {}): BrecourtState {
  return game.setup(settings, Rng.fromSeed(1), ctxWith(settings));
}

/** Applies actions in order, checking each is legal, with one rng for the whole run. */
function play(
  state: BrecourtState,
  actions: readonly BrecourtAction[],
  rng = Rng.fromSeed('play'),
  settings: Record<string, SettingValue> = {},
): BrecourtState {
  const ctx = ctxWith(settings);
  let s = state;
  for (const a of actions) {
    const why = game.check(s, a, ctx);
    if (why) throw new Error(`${a.type}: ${why}`);
    s = game.apply(s, a, rng, ctx);
  }
  return s;
}

const fig = (s: BrecourtState, id: string) => {
  const f = s.figures.find((x) => x.id === id);
  if (!f) throw new Error(`no ${id}`);
  return f;
};

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('Brécourt game: setup from the scenario', () => {
  it('builds the roster: paratroopers by name, reinforcements waiting, four guns, five German grenades', () => {
    const s = start();
    const us = s.figures.filter((f) => f.side === 'us');
    expect(us.filter((f) => f.status === 'active')).toHaveLength(14);
    expect(us.filter((f) => f.status === 'reserve' && f.arrives === 'spiers')).toHaveLength(6);
    expect(s.figures.filter((f) => f.fallschirmjager && f.status === 'reserve')).toHaveLength(9);
    expect(s.howitzers.map((h) => h.status)).toEqual(['intact', 'intact', 'intact', 'intact']);
    expect(s.germanGrenadesLeft).toBe(5);
    expect(
      s.figures
        .filter((f) => f.explosives)
        .map((f) => f.id)
        .sort(),
    ).toEqual(['hall', 'lipton']);
    expect(us.filter((f) => f.team).every((f) => f.grenades === 0)).toBe(true);
    expect(us.filter((f) => !f.team).every((f) => f.grenades === 1)).toBe(true);
    expect(s.figures.filter((f) => f.weapon === 'mg42')).toHaveLength(3);
  });
  it('the state is plain JSON', () => {
    const s = start();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('Brécourt game: a first turn played through actions', () => {
  const firstTurn: BrecourtAction[] = [
    { type: 'clock-start', at: T0 },
    { type: 'set-move', figure: 'winters', mode: 'move-and-fire', at: T0 + 10_000 },
    // Rifle, moved, target in hard cover at 14": 3 - 1 = 2 dice; a pair of 1s kills.
    {
      type: 'resolve',
      procedure: 'brecourt.us-fire',
      actor: 'winters',
      targets: ['rifle1'],
      inputs: { cover: 'hard', rangeInches: 14 },
      dice: '1,1',
      at: T0 + 20_000,
    },
    // SMG with two figures in the template at 14", hard cover: 5 dice; three 4s = two suppressions, spread.
    {
      type: 'resolve',
      procedure: 'brecourt.us-fire',
      actor: 'guarnere',
      targets: ['rifle2', 'rifle3'],
      inputs: { cover: 'hard', rangeInches: 14 },
      dice: '4,4,4,5,6',
      at: T0 + 30_000,
    },
    // Compton's grenade on the gun 1 crew: on target, then two pairs among five dice kill two, one is stunned.
    {
      type: 'resolve',
      procedure: 'brecourt.us-grenade-scatter',
      actor: 'compton',
      inputs: { aimInches: 8 },
      dice: '2',
      at: T0 + 40_000,
    },
    {
      type: 'resolve',
      procedure: 'brecourt.us-grenade-blast',
      actor: 'compton',
      targets: ['gun1-crew1', 'gun1-crew2', 'gun1-crew3'],
      dice: '1,2,2,4,4',
      at: T0 + 50_000,
    },
    { type: 'next-step', at: T0 + 60_000 },
    { type: 'next-step', at: T0 + 61_000 },
    { type: 'next-step', at: T0 + 62_000 },
    // German morale: rifle2 (1 marker, 14" away, prefilled) holds on a 2d6 of 5; rifle3, taken as 10" away and
    // having seen a friend die, fails on a 1 (1 - 1 = 0) and the failure die 5 makes him run.
    { type: 'resolve', procedure: 'brecourt.german-morale', actor: 'rifle2', dice: 'test:2,3', at: T0 + 70_000 },
    {
      type: 'resolve',
      procedure: 'brecourt.german-morale',
      actor: 'rifle3',
      inputs: { rangeInches: 10, sawFriendRunOrKilled: true },
      dice: 'test:1;outcome:5',
      at: T0 + 80_000,
    },
    { type: 'next-step', at: T0 + 90_000 },
    { type: 'next-step', at: T0 + 91_000 },
    // German fire: MG42 team 1 on Malarkey, standing at the hedgerow (in the open: 4 + 1 in the template + 1 = 6
    // dice): three 6s wound (wound table owed), then the wound table says wounded. Confusion first: no pair.
    { type: 'resolve', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner', dice: '1,2,3', at: T0 + 95_000 },
    {
      type: 'resolve',
      procedure: 'brecourt.german-fire',
      actor: 'mg1-gunner',
      targets: ['malarkey'],
      inputs: { rangeInches: 20 },
      dice: '6,6,6,2,3,4',
      at: T0 + 100_000,
    },
    { type: 'resolve', procedure: 'brecourt.wound', targets: ['malarkey'], dice: '2,2,5', at: T0 + 110_000 },
    { type: 'throw-grenade', thrower: 'rifle4', note: 'at the hedgerow gap', at: T0 + 120_000 },
    { type: 'next-step', at: T0 + 130_000 },
  ];

  it('every action lands on the figures and in the log', () => {
    const s = play(start(), firstTurn);
    expect(fig(s, 'rifle1').status).toBe('killed');
    expect(fig(s, 'rifle2').suppression).toBe(1);
    expect(fig(s, 'rifle3').suppression).toBe(1);
    expect(fig(s, 'compton').grenades).toBe(0);
    expect(['gun1-crew1', 'gun1-crew2'].map((id) => fig(s, id).status)).toEqual(['killed', 'killed']);
    expect(fig(s, 'gun1-crew3').stunned).toBe(true);
    expect(s.awareTurn).toBe(1);
    expect(s.step).toBe(6);
    expect(fig(s, 'rifle2').moraleTestedTurn).toBe(1);
    expect(fig(s, 'rifle3').location).toBe('tree-line');
    expect(fig(s, 'malarkey')).toMatchObject({ wounds: 1, prone: true, outOfActionTurn: 2 });
    expect(s.owed).toEqual([]);
    expect(s.germanGrenadesLeft).toBe(4);
    expect(s.grenades).toHaveLength(1);
    expect(s.howitzers[0]?.crewSmallArmsTurn).toBe(null);
  });

  it('the end-of-game summary lists casualties, prisoners, guns and the score as plain JSON', () => {
    const s = play(start(), [...firstTurn, { type: 'end-game', at: T0 + 150_000 }]);
    const sum = summarize(s);
    expect(sum).toMatchObject({ over: true, endReason: 'referee', playTime: '0:02:30', germanGrenadesUsed: 1 });
    expect([...sum.german.killed].sort()).toEqual(['Grenadier 1', 'Gun 1 crewman 1', 'Gun 1 crewman 2']);
    expect(sum.us.wounded).toEqual([{ name: 'Pvt Donald Malarkey', wounds: 1 }]);
    expect(sum.howitzers.every((h) => h.status === 'intact')).toBe(true);
    expect(sum.result).toBe('Drawn, US 0 – Germans 0');
    expect(JSON.parse(JSON.stringify(sum))).toEqual(sum);
  });

  it('moving on from the last step clears German markers and turns the stunned into suppressed', () => {
    const s = play(start(), [...firstTurn, { type: 'next-step', at: T0 + 140_000 }]);
    expect(s.turn).toBe(2);
    expect(s.step).toBe(0);
    expect(fig(s, 'rifle2').suppression).toBe(0);
    expect(fig(s, 'gun1-crew3')).toMatchObject({ stunned: false, suppression: 1 });
    expect(fig(s, 'winters').moveMode).toBe('none');
    expect(game.status(s).prompts.join(' ')).toMatch(/German grenade/);
    expect(game.check(s, { type: 'set-move', figure: 'malarkey', mode: 'sneak' }, ctxWith())).toMatch(
      /sits this turn out/,
    );
  });

  it('the stepper refuses to move on while a morale test or a wound roll is owed', () => {
    const ctx = ctxWith();
    const atMorale = play(start(), firstTurn.slice(0, 9));
    expect(game.status(atMorale).phase).toBe('German morale');
    expect(game.check(atMorale, { type: 'next-step' }, ctx)).toMatch(/Morale test owed by Grenadier 2/);
    expect(game.check(atMorale, { type: 'next-step', skip: true }, ctx)).toBeUndefined();
    const woundOwed = play(start(), firstTurn.slice(0, 15));
    expect(game.check(woundOwed, { type: 'next-step' }, ctx)).toMatch(/Wound table roll owed/);
  });

  it('out-of-step procedures are refused with a reason', () => {
    const s = start();
    expect(
      game.check(
        s,
        { type: 'resolve', procedure: 'brecourt.german-fire', actor: 'mg1-gunner', targets: ['winters'] },
        ctxWith(),
      ),
    ).toMatch(/German fire/);
    expect(
      game.check(
        s,
        { type: 'resolve', procedure: 'brecourt.us-fire', actor: 'hendrix', targets: ['rifle1'] },
        ctxWith(),
      ),
    ).toMatch(/loader/);
  });

  it('apply never mutates its input', () => {
    const s0 = deepFreeze(start());
    const copy: unknown = JSON.parse(JSON.stringify(s0));
    const s1 = play(s0, firstTurn);
    expect(s0).toEqual(copy);
    expect(s1).not.toEqual(s0);
  });

  it('replaying the same actions from the same seed gives the same state (dice from the rng)', () => {
    // The US step of the first turn with the dice left to the generator.
    const rolled = firstTurn.slice(0, 6).map((a) => (a.type === 'resolve' ? (({ dice: _d, ...rest }) => rest)(a) : a));
    const a = play(start(), rolled, Rng.fromSeed(42));
    const b = play(start(), rolled, Rng.fromSeed(42));
    expect(a).toEqual(b);
    const last = a.said[0];
    expect(last?.dice?.length).toBeGreaterThan(0);
    expect(last?.dice?.every((d) => d.typed === undefined)).toBe(true);
  });
});

describe('Brécourt game: figure state rules', () => {
  const ctx = ctxWith();
  it('a paratrooper takes one suppression marker a turn, a German many', () => {
    const s = play(start(), [
      {
        type: 'apply',
        effects: [
          { figure: 'toye', effect: 'suppress' },
          { figure: 'toye', effect: 'suppress' },
          { figure: 'rifle5', effect: 'suppress' },
          { figure: 'rifle5', effect: 'suppress' },
        ],
      },
    ]);
    expect(fig(s, 'toye').suppression).toBe(1);
    expect(fig(s, 'rifle5').suppression).toBe(2);
  });
  it('the third wound kills a paratrooper and scores for the Germans', () => {
    const s = play(start(), [
      {
        type: 'apply',
        effects: [
          { figure: 'wynn', effect: 'wound' },
          { figure: 'wynn', effect: 'wound' },
          { figure: 'wynn', effect: 'wound' },
        ],
      },
    ]);
    expect(fig(s, 'wynn').status).toBe('killed');
    expect(summarize(s).score.german.total).toBe(5);
  });
  it('a runner in the tree line leaves the table', () => {
    const s = play(start(), [{ type: 'apply', effects: [{ figure: 'rifle7', effect: 'run' }] }]);
    expect(fig(s, 'rifle7')).toMatchObject({ status: 'ran-off', location: 'off-table' });
  });
  it('one paratrooper guards at most six prisoners; unguarded ones may escape', () => {
    const ids = ['rifle1', 'rifle2', 'rifle3', 'rifle4', 'rifle5', 'rifle6', 'rifle7'];
    const s = play(start(), [
      { type: 'apply', effects: ids.map((figure) => ({ figure, effect: 'surrender' as const })) },
    ]);
    expect(game.check(s, { type: 'guard', guard: 'toye', prisoners: ids }, ctx)).toMatch(/at most 6/);
    const g = play(s, [
      { type: 'guard', guard: 'toye', prisoners: ids.slice(0, 6) },
      ...toGermanMove,
      { type: 'escape', figure: 'rifle7' },
    ]);
    expect(game.check(g, { type: 'escape', figure: 'rifle1' }, ctx)).toMatch(/Toye guards Grenadier 1/);
    expect(summarize(g).score.us.items.find((x) => x.key === 'prisoners')?.points).toBe(6);
  });
  it('the panel prefill reads weapon, wounds, markers and move from the figures', () => {
    const s = play(start(), [{ type: 'apply', effects: [{ figure: 'compton', effect: 'wound' }] }]);
    expect(suggestInputs(s, 'brecourt.us-fire', ctx, 'compton', ['rifle1', 'rifle2'])).toMatchObject({
      weapon: 'smg',
      firerWounds: 1,
      figuresInTemplate: 2,
      moved: false,
    });
    expect(suggestInputs(s, 'brecourt.german-fire', ctx, 'mg3-gunner', ['winters'])).toMatchObject({
      weapon: 'mg42',
      mg42NoLoader: true,
    });
    expect(suggestInputs(s, 'brecourt.german-fire', ctx, 'mg1-gunner', ['winters'])).toMatchObject({
      mg42NoLoader: false,
    });
  });
});

describe('Brécourt game: guns, reinforcements and score', () => {
  it('Lipton blows the guns for 2, 4, 8, 16; Spiers is prompted after the third', () => {
    const blow = (gun: string, actor: string): BrecourtAction => ({
      type: 'resolve',
      procedure: 'brecourt.howitzer-destruction',
      actor,
      gun,
      inputs: { wholeMoveAdjacent: true },
    });
    let s = play(start(), [blow('gun-1', 'lipton'), blow('gun-2', 'hall')]);
    expect(summarize(s).score.us.total).toBe(6);
    expect(game.check(s, blow('gun-3', 'winters'), ctxWith())).toMatch(/explosives/);
    s = play(s, [{ type: 'howitzer-status', gun: 'gun-3', status: 'captured' }]);
    expect(summarize(s).score.us.total).toBe(6);
    expect(game.status(s).prompts.join(' ')).toMatch(/Spiers/);
    s = play(s, [{ type: 'reinforce', group: 'spiers' }, blow('gun-3', 'lipton'), blow('gun-4', 'lipton')]);
    expect(summarize(s).score.us.total).toBe(30);
    expect(fig(s, 'spiers').status).toBe('active');
  });
  it('captured guns score as destroyed under the setting', () => {
    const s = play(
      start({ capturedGunsScore: true }),
      [{ type: 'howitzer-status', gun: 'gun-2', status: 'captured' }],
      Rng.fromSeed(1),
      { capturedGunsScore: true },
    );
    expect(summarize(s).score.us.total).toBe(2);
  });
  it('dead paratroopers: +5 Germans by default, -1 US under "us-minus-1", both under "both"', () => {
    const kill: BrecourtAction = { type: 'apply', effects: [{ figure: 'toye', effect: 'kill' }] };
    const a = summarize(play(start(), [kill])).score;
    expect([a.us.total, a.german.total]).toEqual([0, 5]);
    const b = summarize(
      play(start({ deadParatrooper: 'us-minus-1' }), [kill], Rng.fromSeed(1), { deadParatrooper: 'us-minus-1' }),
    ).score;
    expect([b.us.total, b.german.total]).toEqual([-1, 0]);
    const c = summarize(
      play(start({ deadParatrooper: 'both' }), [kill], Rng.fromSeed(1), { deadParatrooper: 'both' }),
    ).score;
    expect([c.us.total, c.german.total]).toEqual([-1, 5]);
  });
  it('artillery: a gun fires for a point unless its crew used small arms that turn', () => {
    const settings = { artillery: true };
    const skip = (n: number): BrecourtAction[] => Array.from({ length: n }, () => ({ type: 'next-step', skip: true }));
    let s = play(
      start(settings),
      [{ type: 'resolve', procedure: 'brecourt.artillery-timer', dice: '2' }, ...skip(5)],
      Rng.fromSeed(1),
      settings,
    );
    expect(s.artillery.nextFireTurn).toBe(2);
    expect(game.check(s, { type: 'howitzers-fire', guns: ['gun-1'] }, ctxWith(settings))).toMatch(/turn 2/);
    expect(game.check(s, { type: 'howitzers-fire', guns: ['gun-1'] }, ctxWith())).toMatch(/optional artillery/);
    s = play(s, skip(7), Rng.fromSeed(1), settings);
    expect([s.turn, game.status(s).phase]).toEqual([2, 'German fire (and the 105s)']);
    expect(game.status(s).prompts.join(' ')).toMatch(/Artillery fires/);
    s = play(
      s,
      [
        {
          type: 'resolve',
          procedure: 'brecourt.german-fire',
          actor: 'gun2-crew1',
          targets: ['winters'],
          inputs: { rangeInches: 20 },
          dice: 'plain:1,2,4;odd:3',
        },
      ],
      Rng.fromSeed(1),
      settings,
    );
    expect(game.check(s, { type: 'howitzers-fire', guns: ['gun-2'] }, ctxWith(settings))).toMatch(/small arms/);
    s = play(s, [{ type: 'howitzers-fire', guns: ['gun-1', 'gun-3'] }], Rng.fromSeed(1), settings);
    expect(summarize(s).score.german.total).toBe(2);
  });
  it('early Fallschirmjäger: roll owed after the first gun falls, then three entry distances', () => {
    let s = play(start(), [
      {
        type: 'resolve',
        procedure: 'brecourt.howitzer-destruction',
        actor: 'lipton',
        gun: 'gun-1',
        inputs: { wholeMoveAdjacent: true },
      },
      ...Array.from({ length: 4 }, (): BrecourtAction => ({ type: 'next-step', skip: true })),
    ]);
    expect(game.status(s).prompts.join(' ')).toMatch(/Early Fallschirmjäger/);
    s = play(s, [{ type: 'resolve', procedure: 'brecourt.fallschirmjager-early', dice: '5,5,5,5' }]);
    expect(s.fallschirmjager).toMatchObject({ due: true, early: true });
    s = play(
      s,
      [37, 80, 12].map((d) => ({ type: 'resolve', procedure: 'brecourt.fallschirmjager-entry', dice: String(d) })),
    );
    expect(s.fallschirmjager.entries).toEqual([37, 80, 12]);
    s = play(s, [{ type: 'reinforce', group: 'fallschirmjager' }]);
    expect(s.figures.filter((f) => f.fallschirmjager && f.status === 'active')).toHaveLength(9);
  });
});

describe('Brécourt game: turns and the clock', () => {
  it('the game ends after turn 20', () => {
    const steps = Array.from({ length: 20 * 7 }, (): BrecourtAction => ({ type: 'next-step', skip: true }));
    const s = play(start(), steps);
    expect(s.over).toBe(true);
    expect(s.endReason).toBe('turns');
    expect(game.status(s).result).toMatch(/US|German|Drawn/);
  });
  it('three hours of running clock end the game; paused time does not count', () => {
    const h = 3_600_000;
    let s = play(start(), [
      { type: 'clock-start', at: T0 },
      { type: 'clock-pause', at: T0 + h },
      { type: 'clock-start', at: T0 + 5 * h },
    ]);
    expect(s.clock.elapsedMs).toBe(h);
    s = play(s, [{ type: 'next-step', at: T0 + 6 * h }]);
    expect(s.over).toBe(false);
    s = play(s, [{ type: 'next-step', at: T0 + 7 * h }]);
    expect(s).toMatchObject({ over: true, endReason: 'time' });
    expect(summarize(s).playTime).toBe('3:00:00');
  });
  it('a running clock left unwatched for 15 minutes or more is asked about; pausing where it was last seen drops the gap', () => {
    const m = 60_000;
    const s = play(start(), [{ type: 'clock-start', at: T0 }]);
    // opening the session: the last action is the last sight of the clock
    expect(awaySince(s.clock, T0 + 14 * m, undefined)).toBeUndefined();
    expect(awaySince(s.clock, T0 + 15 * m, undefined)).toBe(T0);
    // an open board that looked a minute ago is watching; one that last looked 20 minutes ago (asleep) is not
    expect(awaySince(s.clock, T0 + 60 * m, T0 + 59 * m)).toBeUndefined();
    expect(awaySince(s.clock, T0 + 60 * m, T0 + 40 * m)).toBe(T0 + 40 * m);
    expect(awaySince(play(s, [{ type: 'clock-pause', at: T0 + m }]).clock, T0 + 600 * m, undefined)).toBeUndefined();
    // leaving the gap out: the pause is dated when the clock was last seen, and nine hours later nothing is lost
    const kept = play(s, [
      { type: 'clock-pause', at: T0 + 40 * m },
      { type: 'clock-start', at: T0 + 600 * m },
      { type: 'next-step', at: T0 + 601 * m },
    ]);
    expect(kept.over).toBe(false);
    expect(kept.clock.elapsedMs).toBe(41 * m);
  });
});

describe('Brécourt game: roster edits and action parsing', () => {
  it('figures can be renamed, added and removed during play', () => {
    const s = play(start(), [
      { type: 'rename-figure', figure: 'rifle1', name: 'Obergefreiter Braun' },
      { type: 'add-figure', figure: { id: 'extra', name: 'Pvt Extra', side: 'us', weapon: 'rifle', grenades: 1 } },
      { type: 'remove-figure', figure: 'rifle8' },
    ]);
    expect(fig(s, 'rifle1').name).toBe('Obergefreiter Braun');
    expect(fig(s, 'extra')).toMatchObject({ status: 'active', provisional: true });
    expect(s.figures.some((f) => f.id === 'rifle8')).toBe(false);
  });
  it('parseAction accepts good actions and names the path of a bad one', () => {
    expect(game.parseAction({ type: 'next-step', skip: true })).toEqual({ type: 'next-step', skip: true });
    expect(() => game.parseAction({ type: 'apply', effects: [{ figure: 'x', effect: 'explode' }] })).toThrow(
      /effects\[0\]\.effect/,
    );
    expect(() => game.parseAction({ type: 'launch' })).toThrow(/type/);
    expect(() => game.parseAction(JSON.parse('{"type":"next-step","__proto__":{"x":1}}'))).toThrow(/reserved/);
  });
});

describe('Brécourt game: random legal play never breaks', () => {
  it('plays 400 random legal actions from three seeds without an error', () => {
    const ctx = ctxWith();
    for (const seed of [1, 2, 3]) {
      const rng = Rng.fromSeed(`fuzz${seed}`);
      let s = start();
      for (let i = 0; i < 400 && !s.over; i++) {
        const options = game.legalActions(s, ctx);
        expect(options.length).toBeGreaterThan(0);
        const a = options[rng.int(options.length)] as BrecourtAction;
        expect(game.check(s, a, ctx)).toBeUndefined();
        s = game.apply(s, a, rng, ctx);
      }
      expect(s.turn).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    }
  }, 30_000);
});

describe('Brécourt game: bad inputs and dice are refused by check, before anything changes', () => {
  it('names the problem', () => {
    const ctx = ctxWith();
    const s = start();
    expect(
      game.check(
        s,
        {
          type: 'resolve',
          procedure: 'brecourt.us-fire',
          actor: 'winters',
          targets: ['rifle1'],
          inputs: { rangeInches: 14, cuver: 'hard' },
        },
        ctx,
      ),
    ).toMatch(/cuver/);
    expect(
      game.check(
        s,
        {
          type: 'resolve',
          procedure: 'brecourt.us-fire',
          actor: 'winters',
          targets: ['rifle1'],
          inputs: { rangeInches: 14, cover: 'hard' },
          dice: '1,2',
        },
        ctx,
      ),
    ).toMatch(/pool: expected 3/);
  });
});

describe('Brécourt game: where the dice of a resolve came from', () => {
  const ctx = ctxWith();
  const shot = {
    type: 'resolve',
    procedure: 'brecourt.us-fire',
    actor: 'winters',
    targets: ['rifle1'],
    inputs: { rangeInches: 10 },
    dice: { pool: [3, 3, 5, 1] },
  } as const;
  const told = (a: BrecourtAction) => play(start(), [a]).said[0];

  it('parseAction accepts diceSource "typed" or "rolled", refuses anything else, and refuses "typed" without dice', () => {
    expect(game.parseAction({ ...shot, diceSource: 'rolled' })).toEqual({ ...shot, diceSource: 'rolled' });
    expect(game.parseAction({ ...shot, diceSource: 'typed' })).toEqual({ ...shot, diceSource: 'typed' });
    expect(() => game.parseAction({ ...shot, diceSource: 'app' })).toThrow(/^diceSource: /);
    const { dice: _d, ...noDice } = shot;
    expect(() => game.parseAction({ ...noDice, diceSource: 'typed' })).toThrow(/^diceSource: /);
    expect(game.parseAction({ ...noDice, diceSource: 'rolled' })).toEqual({ ...noDice, diceSource: 'rolled' });
    expect(game.check(start(), { ...noDice, diceSource: 'typed' }, ctx)).toMatch(/typed dice/);
  });

  it('the log tells dice the app rolled as rolled, though the action carries them, and dice thrown at the table as thrown', () => {
    const e = told({ ...shot, diceSource: 'rolled' });
    expect(e?.dice?.[0]).toMatchObject({ values: [3, 3, 5, 1] });
    expect(e?.dice?.[0]?.typed).toBeUndefined();
    expect(told({ ...shot, diceSource: 'typed' })?.dice?.[0]?.typed).toBe(true);
  });

  it('an old action without diceSource still parses and replays as before (carried dice count as typed)', () => {
    const old = game.parseAction(JSON.parse(JSON.stringify(shot)));
    expect('diceSource' in old).toBe(false);
    expect(told(old)?.dice?.[0]?.typed).toBe(true);
    expect(play(start(), [old])).toEqual(play(start(), [shot]));
    // The outcome does not depend on the source: only the record does.
    expect(play(start(), [{ ...shot, diceSource: 'rolled' }]).figures).toEqual(play(start(), [old]).figures);
  });
});

/** From the first step to the Germans move step (step 5), moving on past anything due. */
const toGermanMove: BrecourtAction[] = Array.from({ length: 4 }, () => ({ type: 'next-step', skip: true }));

describe('US Sheet: Germans Surrendering', () => {
  const ctx = ctxWith();
  const surrender = (...ids: string[]): BrecourtAction => ({
    type: 'apply',
    effects: ids.map((figure) => ({ figure, effect: 'surrender' as const })),
  });

  it('a prisoner nobody guards is a reminder to name a guard before the Germans move, and due to run when they do', () => {
    const s = play(start(), [surrender('rifle1')]);
    expect(dueNow(s).prompts).toContain(
      'Guard the prisoners or they run when the Germans move: Grenadier 1 (US Sheet: Germans Surrendering)',
    );
    expect(game.check(s, { type: 'escape', figure: 'rifle1' }, ctx)).toMatch(/runs when the Germans move/);
    const move = play(s, toGermanMove);
    expect(dueNow(move).blocking).toEqual([
      'Grenadier 1 is a prisoner nobody guards: he runs (US Sheet: Germans Surrendering)',
    ]);
    expect(game.check(move, { type: 'next-step' }, ctx)).toMatch(/still due: Grenadier 1 is a prisoner nobody guards/);
    // A guard named even now holds him: nothing is due.
    const held = play(move, [{ type: 'guard', guard: 'toye', prisoners: ['rifle1'] }]);
    expect(dueNow(held).blocking).toEqual([]);
    expect(dueNow(held).prompts.join(' ')).not.toMatch(/prisoner/);
  });

  it('unguarded, he runs as a German who fails morale: from the trench to the tree line, then off; his point goes', () => {
    const s = play(start(), [surrender('rifle1', 'rifle7'), ...toGermanMove]);
    expect(summarize(s).score.us.items.find((x) => x.key === 'prisoners')?.points).toBe(2);
    const fled = play(s, [{ type: 'escape', figure: 'rifle1' }]);
    expect(fled.said.map((t) => t.text)).toEqual([
      'Nobody guards Grenadier 1: he is no longer a prisoner and runs',
      'Grenadier 1 runs from the trench toward the tree line',
    ]);
    const ran = play(fled, [{ type: 'escape', figure: 'rifle7' }]);
    expect(fig(ran, 'rifle1')).toMatchObject({ status: 'active', location: 'tree-line', guardedBy: null });
    expect(fig(ran, 'rifle7')).toMatchObject({ status: 'ran-off', location: 'off-table' });
    expect(summarize(ran).score.us.items.find((x) => x.key === 'prisoners')?.points).toBe(0);
    expect(dueNow(ran).blocking).toEqual([]);
  });

  it('a killed guard guards nobody: his prisoner is unguarded again', () => {
    const s = play(start(), [
      surrender('rifle1'),
      { type: 'guard', guard: 'toye', prisoners: ['rifle1'] },
      { type: 'apply', effects: [{ figure: 'toye', effect: 'kill' }] },
      ...toGermanMove,
    ]);
    expect(dueNow(s).blocking).toEqual([
      'Grenadier 1 is a prisoner nobody guards: he runs (US Sheet: Germans Surrendering)',
    ]);
    expect(game.check(s, { type: 'escape', figure: 'rifle1' }, ctx)).toBeUndefined();
  });
});

describe('Sequence of play, step 3: the US suppression markers coming off', () => {
  const suppressed = (s: BrecourtState, markers: number): BrecourtState => ({
    ...s,
    figures: s.figures.map((f) => (f.id === 'winters' ? { ...f, suppression: markers } : f)),
  });
  const atStep3 = play(start(), [
    { type: 'next-step', skip: true },
    { type: 'next-step', skip: true },
  ]);

  it('counts the markers with the verb agreeing: one comes off, two come off', () => {
    expect(dueNow(suppressed(atStep3, 1)).prompts).toContain('1 US suppression marker comes off when you move on');
    expect(dueNow(suppressed(atStep3, 2)).prompts).toContain('2 US suppression markers come off when you move on');
  });
});
