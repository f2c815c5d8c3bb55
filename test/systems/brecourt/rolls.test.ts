import { describe, expect, it } from 'vitest';
import {
  initialState,
  newSession,
  nextEvent,
  replay,
  Rng,
  toldText,
  type SettingValue,
} from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import type { GameDefinition } from '../../../src/systems/types.ts';
import { suggestInputs, type BrecourtAction, type BrecourtState } from '../../../src/systems/brecourt/game/index.ts';
import { systemRules } from '../../storage/fixtures.ts';
import { ctxWith } from './helpers.ts';

const game = system.game as unknown as GameDefinition<BrecourtState, BrecourtAction>;

function start(settings: Record<string, SettingValue> = {}): BrecourtState {
  return game.setup(settings, Rng.fromSeed(1), ctxWith(settings));
}

function play(
  state: BrecourtState,
  actions: readonly BrecourtAction[],
  settings: Record<string, SettingValue> = {},
): BrecourtState {
  const ctx = ctxWith(settings);
  let s = state;
  for (const a of actions) {
    const why = game.check(s, a, ctx);
    if (why) throw new Error(`${a.type}: ${why}`);
    s = game.apply(s, a, Rng.fromSeed('play'), ctx);
  }
  return s;
}

const fig = (s: BrecourtState, id: string) => {
  const f = s.figures.find((x) => x.id === id);
  if (!f) throw new Error(`no ${id}`);
  return f;
};

const skip = (n: number): BrecourtAction[] => Array.from({ length: n }, () => ({ type: 'next-step', skip: true }));

/** Winters fires at Grenadier 1 in the trench, 10" away, with 3 3 5 1 thrown at the table: one suppression. */
const shot: BrecourtAction = {
  type: 'roll',
  procedure: 'brecourt.us-fire',
  actor: 'winters',
  targets: ['rifle1'],
  inputs: { rangeInches: 10 },
  dice: { pool: [3, 3, 5, 1] },
  diceSource: 'typed',
};
/** The same shot with the dice left to the game's generator. */
const rolledShot: BrecourtAction = {
  type: 'roll',
  procedure: 'brecourt.us-fire',
  actor: 'winters',
  targets: ['rifle1'],
  inputs: { rangeInches: 10 },
};

describe('US Sheet: Firing — a roll belongs to the game', () => {
  const ctx = ctxWith();

  it('the roll is told with its dice and waits, with its effect, for the referee; the figures do not change yet', () => {
    const s = play(start(), [shot]);
    expect(s.pending?.effects).toEqual([{ figure: 'rifle1', effect: 'suppress' }]);
    expect(fig(s, 'rifle1').suppression).toBe(0);
    const told = s.said[0];
    expect(told).toMatchObject({
      text: '1st Lt Richard Winters fires his rifle at Grenadier 1, within 12"',
      outcome: '1 suppression',
      source: 'US Sheet: Firing',
    });
    expect(told?.dice?.[0]).toMatchObject({ values: [3, 3, 5, 1], decisive: [0, 1], typed: true });
    expect(told?.modifiers?.map((m) => m.label)).toEqual(['Target under 12" (not .30 cal)']);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('the same check cannot be rolled twice: not while it waits, not after it is applied or left', () => {
    const s = play(start(), [shot]);
    expect(game.check(s, { ...shot, dice: { pool: [1, 1, 2, 3] } }, ctx)).toMatch(
      /apply or leave the roll waiting first/,
    );
    expect(game.check(s, { type: 'next-step', skip: true }, ctx)).toMatch(/apply or leave the roll waiting first/);
    const applied = play(s, [{ type: 'apply-roll' }]);
    expect(fig(applied, 'rifle1').suppression).toBe(1);
    expect(applied.pending).toBeNull();
    // The apply is told with the dice that made it (the recap shows them beside what they did).
    expect(applied.said.map((t) => t.text)).toEqual([
      'Applied: 1st Lt Richard Winters fires his rifle at Grenadier 1, within 12"',
      'Grenadier 1 suppressed (1 marker)',
    ]);
    expect(applied.said[0]?.dice).toEqual(s.pending?.told.dice);
    expect(applied.said[0]?.dice?.length).toBeGreaterThan(0);
    expect(game.check(applied, { ...shot, dice: { pool: [1, 1, 2, 3] } }, ctx)).toMatch(/already fired this turn/);
    const left = play(s, [{ type: 'dismiss-roll' }]);
    expect(fig(left, 'rifle1').suppression).toBe(0);
    expect(left.said[0]?.text).toMatch(
      /^Left unapplied: 1st Lt Richard Winters fires his rifle at Grenadier 1, within 12" \(1 suppression\)/,
    );
    expect(game.check(left, { ...shot, dice: { pool: [1, 1, 2, 3] } }, ctx)).toMatch(/already fired this turn/);
    expect(game.check(left, { type: 'apply-roll' }, ctx)).toMatch(/no roll is waiting/);
  });

  it('a result with nothing to land on a figure does not wait', () => {
    const s = play(start(), [{ ...shot, dice: { pool: [1, 2, 4, 6] } }]);
    expect(s.pending).toBeNull();
    expect(s.said[0]?.outcome).toBe('No effect');
  });

  it('resolve rolls and applies in one action, as the fuzzer and the command line play', () => {
    const s = play(start(), [{ ...shot, type: 'resolve' }]);
    expect(s.pending).toBeNull();
    expect(fig(s, 'rifle1').suppression).toBe(1);
    expect(s.said.map((t) => toldText(t))).toEqual([
      '1st Lt Richard Winters fires his rifle at Grenadier 1, within 12": dice thrown 3, 3, 5 and 1; Target under 12" (not .30 cal) +1; 1 suppression (US Sheet: Firing).',
      'The shot makes the Germans aware of the attack (German Sheet: German Confusion roll).',
      'Grenadier 1 suppressed (1 marker) (US Sheet: Firing).',
    ]);
  });

  it('the roll waiting survives the session being closed and opened (replay), and undo takes it back without rewinding the dice', async () => {
    const rules = await systemRules('brecourt');
    const meta = newSession(
      {
        id: 's1',
        system: 'brecourt',
        name: 'Brécourt',
        seed: 'pending',
        rulesVersion: '1',
        now: '2026-06-06T06:30:00.000Z',
      },
      rules,
    ).meta;
    const base = initialState(meta, rules);
    const rolled = nextEvent(meta, base, { kind: 'action', action: shot }, rules, '2026-06-06T06:31:00.000Z', 'e1');
    expect(rolled.event.told?.[0]?.dice?.[0]?.values).toEqual([3, 3, 5, 1]);
    const reopened = replay(meta, [rolled.event], rules);
    expect((reopened.game as BrecourtState).pending).toEqual((rolled.state.game as BrecourtState).pending);
    expect((reopened.game as BrecourtState).pending?.effects).toEqual([{ figure: 'rifle1', effect: 'suppress' }]);
    const undone = nextEvent(meta, rolled.state, { kind: 'undo' }, rules, '2026-06-06T06:32:00.000Z', 'e2', {
      base,
      events: [rolled.event],
    });
    expect((undone.state.game as BrecourtState).pending ?? null).toBeNull();
    const first = nextEvent(
      meta,
      base,
      { kind: 'action', action: rolledShot },
      rules,
      '2026-06-06T06:31:00.000Z',
      'f1',
    );
    const undoFirst = nextEvent(meta, first.state, { kind: 'undo' }, rules, '2026-06-06T06:32:00.000Z', 'f2', {
      base,
      events: [first.event],
    });
    expect(undoFirst.state.rng).toEqual(first.state.rng);
    const again = nextEvent(
      meta,
      undoFirst.state,
      { kind: 'action', action: rolledShot },
      rules,
      '2026-06-06T06:33:00.000Z',
      'f3',
    );
    expect(again.state.rng).not.toEqual(first.state.rng);
    expect(again.event.told?.[0]?.text).toBe(first.event.told?.[0]?.text);
  });

  it('rollFor names the roll and gives the inputs the procedure resolves with', () => {
    const preview = game.rollFor?.(
      start(),
      {
        type: 'roll',
        procedure: 'brecourt.us-fire',
        actor: 'guarnere',
        targets: ['rifle5', 'rifle6'],
        inputs: { rangeInches: 14 },
      },
      ctx,
    );
    expect(preview).toMatchObject({
      procedure: 'brecourt.us-fire',
      about: 'Sgt William Guarnere fires his SMG at Grenadier 5 and Grenadier 6, beyond 12"',
      inputs: { weapon: 'smg', cover: 'hard', rangeInches: 14, figuresInTemplate: 2 },
    });
  });
});

describe('Hand to Hand: one fight a turn', () => {
  it('a German who fought this turn cannot be fought again until the next', () => {
    const fight: BrecourtAction = {
      type: 'resolve',
      procedure: 'brecourt.hand-to-hand',
      actor: 'toye',
      targets: ['rifle2'],
      dice: 'us:3,3;german:6',
    };
    const s = play(start(), [fight]);
    expect(game.check(s, { ...fight, actor: 'guarnere' }, ctxWith())).toMatch(/already fought hand to hand this turn/);
    expect(game.check(play(s, skip(7)), { ...fight, actor: 'guarnere' }, ctxWith())).toBeUndefined();
  });
});

describe('German Sheet: German Confusion roll', () => {
  const ctx = ctxWith();
  const toFire = (s: BrecourtState) => play(s, skip(5));
  const aware = (s: BrecourtState) => play(s, [{ type: 'germans-aware' }]);

  it('an MG42 in the five turns after the Germans are aware must roll before it fires; the roll is the gun’s own', () => {
    const s = toFire(aware(start()));
    const fire: BrecourtAction = {
      type: 'roll',
      procedure: 'brecourt.german-fire',
      actor: 'mg1-gunner',
      targets: ['winters'],
      inputs: { rangeInches: 20 },
    };
    expect(game.check(s, fire, ctx)).toMatch(/rolls for confusion before he fires/);
    const calm = play(s, [
      { type: 'resolve', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner', dice: '1,2,3' },
    ]);
    expect(fig(calm, 'mg1-gunner').confusion).toEqual({ turn: 1, onFriends: false });
    expect(calm.said[0]?.text).toBe('MG42 team 1 gunner rolls for confusion before firing');
    expect(game.check(calm, fire, ctx)).toBeUndefined();
    expect(game.check(calm, { type: 'roll', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner' }, ctx)).toMatch(
      /already rolled/,
    );
    // Another gun still owes its own roll.
    expect(game.check(calm, { ...fire, actor: 'mg2-gunner' }, ctx)).toMatch(/rolls for confusion/);
  });

  it('a pair turns the gun on the nearest Germans: fire at German figures is resolved, at paratroopers refused', () => {
    const s = play(toFire(aware(start())), [
      { type: 'resolve', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner', dice: '4,4,2' },
    ]);
    expect(fig(s, 'mg1-gunner').confusion).toEqual({ turn: 1, onFriends: true });
    expect(s.said.map((t) => t.text)).toContain(
      'MG42 team 1 gunner turns his MG42 on the nearest German figures this turn',
    );
    const atFriends: BrecourtAction = {
      type: 'roll',
      procedure: 'brecourt.german-fire',
      actor: 'mg1-gunner',
      targets: ['rifle1'],
      inputs: { rangeInches: 8 },
      dice: '2,2,2,5,6',
    };
    expect(
      game.check(
        s,
        {
          type: 'roll',
          procedure: 'brecourt.german-fire',
          actor: 'mg1-gunner',
          targets: ['winters'],
          inputs: { rangeInches: 8 },
        },
        ctx,
      ),
    ).toMatch(/confused and fires on the nearest German figures/);
    const hit = play(s, [atFriends, { type: 'apply-roll' }]);
    expect(hit.owed).toEqual([{ kind: 'wound-roll', figure: 'rifle1', why: 'hit' }]);
    const wounded = play(hit, [{ type: 'resolve', procedure: 'brecourt.wound', targets: ['rifle1'], dice: '3,3,5' }]);
    expect(fig(wounded, 'rifle1')).toMatchObject({ prone: true, outOfActionTurn: 2 });
  });

  it('no roll before the Germans are aware (the referee marks them aware; a US shot does too); none after the period', () => {
    const s = toFire(start());
    expect(game.check(s, { type: 'roll', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner' }, ctx)).toMatch(
      /until the Germans are aware/,
    );
    expect(
      game.check(
        s,
        {
          type: 'roll',
          procedure: 'brecourt.german-fire',
          actor: 'mg1-gunner',
          targets: ['winters'],
          inputs: { rangeInches: 20 },
        },
        ctx,
      ),
    ).toBeUndefined();
    const marked = aware(start());
    expect(marked.awareTurn).toBe(1);
    expect(marked.said[0]).toMatchObject({
      text: 'The referee marks the Germans aware of the attack from turn 1',
      source: 'German Sheet: German Confusion roll',
    });
    const late = toFire(play(marked, skip(7 * 5)));
    expect(late.turn).toBe(6);
    expect(game.check(late, { type: 'roll', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner' }, ctx)).toMatch(
      /confusion period is over/,
    );
  });
});

describe('Reinforcements: Spiers and the Fallschirmjäger', () => {
  it('after the third gun falls the arrivals bring Spiers on and the Fallschirmjäger with him, whose entries are then prompted', () => {
    const down = (gun: string): BrecourtAction => ({ type: 'howitzer-status', gun, status: 'captured' });
    let s = play(start(), [down('gun-1'), down('gun-2')]);
    expect(game.check(s, { type: 'roll', procedure: 'brecourt.arrivals' }, ctxWith())).toMatch(
      /once 3 guns are destroyed or captured/,
    );
    s = play(s, [down('gun-3'), { type: 'roll', procedure: 'brecourt.arrivals' }]);
    expect(s.spiersArrived).toBe(true);
    expect(fig(s, 'spiers').status).toBe('active');
    expect(s.fallschirmjager).toMatchObject({ due: true, arrived: false });
    expect(s.said.map((t) => t.text)).toEqual([
      'Who arrives now the guns are falling',
      'Spiers and his men come on (6 figures)',
      'The Fallschirmjäger are coming too: roll where each group enters',
    ]);
    expect(game.status(s).prompts.join(' ')).toMatch(/roll a d100 for entry group 1/);
    expect(game.check(s, { type: 'roll', procedure: 'brecourt.arrivals' }, ctxWith())).toMatch(
      /everyone due has arrived/,
    );
  });
});

describe('Movement and cover explanations: the prefill follows the tables', () => {
  const ctx = ctxWith();
  it('a target’s cover comes from where it is and how it moved', () => {
    const inTrench = suggestInputs(start(), 'brecourt.us-fire', ctx, 'winters', ['rifle1']);
    expect(inTrench.cover).toBe('hard');
    const s = play(start(), [...skip(4), { type: 'set-move', figure: 'rifle1', mode: 'fast' }, ...skip(3)]);
    expect(suggestInputs(s, 'brecourt.us-fire', ctx, 'winters', ['rifle1']).cover).toBe('hard');
    const moving = play(start(), [...skip(4), { type: 'set-move', figure: 'rifle1', mode: 'fast' }]);
    expect(suggestInputs(moving, 'brecourt.us-fire', ctx, 'winters', ['rifle1']).cover).toBe('light');
    const sneaking = play(start(), [
      ...skip(4),
      { type: 'edit-figure', figure: 'rifle1', patch: { suppression: 1 } },
      { type: 'set-move', figure: 'rifle1', mode: 'sneak' },
    ]);
    expect(suggestInputs(sneaking, 'brecourt.us-fire', ctx, 'winters', ['rifle1']).cover).toBeUndefined();
  });
  it('a sneaking target in a trench cannot be fired on unless the referee says how he is seen', () => {
    const s0 = start();
    const s = { ...s0, figures: s0.figures.map((f) => (f.id === 'rifle1' ? { ...f, moveMode: 'sneak' as const } : f)) };
    const at: BrecourtAction = {
      type: 'roll',
      procedure: 'brecourt.us-fire',
      actor: 'winters',
      targets: ['rifle1'],
      inputs: { rangeInches: 10 },
    };
    expect(game.check(s, at, ctx)).toMatch(/Grenadier 1 cannot be seen/);
    expect(game.check(s, { ...at, inputs: { rangeInches: 10, cover: 'open' } }, ctx)).toBeUndefined();
  });
  it('moves are allowed by the movement tables: wounded and rising figures cannot move fast, the suppressed only sneak', () => {
    const s = play(start(), [{ type: 'apply', effects: [{ figure: 'toye', effect: 'wound' }] }]);
    expect(game.check(play(s, skip(7)), { type: 'set-move', figure: 'toye', mode: 'sneak' }, ctx)).toMatch(
      /sits this turn out/,
    );
    const later = play(s, skip(14));
    expect(game.check(later, { type: 'set-move', figure: 'toye', mode: 'fast' }, ctx)).toMatch(
      /Joseph Toye: Stand up from prone: no fast move/,
    );
    expect(
      game.check(
        { ...later, figures: later.figures.map((f) => (f.id === 'toye' ? { ...f, prone: false } : f)) },
        { type: 'set-move', figure: 'toye', mode: 'fast' },
        ctx,
      ),
    ).toMatch(/Each wound \(US\): no fast move/);
    expect(game.check(later, { type: 'set-move', figure: 'toye', mode: 'normal' }, ctx)).toBeUndefined();
    const supp = play(start(), [{ type: 'edit-figure', figure: 'guarnere', patch: { suppression: 1 } }]);
    expect(game.check(supp, { type: 'set-move', figure: 'guarnere', mode: 'normal' }, ctx)).toMatch(
      /Suppressed: may only fire or sneak/,
    );
    const moved = play(start(), [{ type: 'set-move', figure: 'winters', mode: 'normal' }]);
    expect(moved.said[0]).toMatchObject({
      text: '1st Lt Richard Winters moves normally (up to 7")',
      source: 'US Sheet: Movement',
    });
    expect(
      game.check(
        moved,
        {
          type: 'roll',
          procedure: 'brecourt.us-fire',
          actor: 'winters',
          targets: ['rifle1'],
          inputs: { rangeInches: 10 },
        },
        ctx,
      ),
    ).toMatch(/moved normal this turn and cannot fire/);
    const firing = play(start(), [{ type: 'set-move', figure: 'winters', mode: 'move-and-fire' }]);
    expect(suggestInputs(firing, 'brecourt.us-fire', ctx, 'winters', ['rifle1']).moved).toBe(true);
  });
});
