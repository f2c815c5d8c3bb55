import { describe, expect, it } from 'vitest';
import { resolveProcedure, Rng, toldText, type Told } from '../../../src/engine/index.ts';
import { apply, check, game, rollFor } from '../../../src/systems/bloody-omaha/game/game.ts';
import { status } from '../../../src/systems/bloody-omaha/game/status.ts';
import type { Action, State } from '../../../src/systems/bloody-omaha/game/types.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { playOne } from '../../../src/systems/bloody-omaha/sim/simulator.ts';
import { findLeaks } from '../../browser/leaks.ts';
import { headlineIndex } from '../../../src/ui/told/headline.ts';
import { blank, ctx, place, play, said, token, unitAt } from './helpers.ts';

const tell = (before: State, after: State, a: Action): readonly Told[] => game.tell(before, after, a, ctx);

/** Plays a whole game with a policy, handing each action, the state before and the state after to `see`. */
function eachStep(seed: number, policy: string, see: (a: Action, before: State, after: State) => void): void {
  let before: State | undefined;
  let last: Action | undefined;
  const rng = Rng.fromSeed(seed);
  playOne(rng, policy, ctx, true, (a, s) => {
    if (before && last) see(last, before, s);
    before = JSON.parse(JSON.stringify(s)) as State;
    last = a;
  });
}

describe('every action told in words (issue 11)', () => {
  it('each action of whole games says what it did, with no id, key or JSON in the words', () => {
    let steps = 0;
    for (const [seed, policy] of [
      [1, 'assault'],
      [2, 'random'],
      [3, 'probe-first'],
    ] as const) {
      eachStep(seed, policy, (a, before, after) => {
        const told = tell(before, after, a);
        expect(told.length, `${a.type} told nothing`).toBeGreaterThan(0);
        for (const t of told) {
          const text = toldText(t);
          expect(findLeaks(text), text).toEqual([]);
          expect(text).not.toMatch(/\b(sp|en|tank)\d+\b/);
        }
        steps++;
      });
    }
    expect(steps).toBeGreaterThan(300);
  });

  it('a roll is told with its dice as dice, typed or not, its DRMs and the section', () => {
    const s = blank(2);
    s.phase = 'card-draw';
    place(s, 'A/116', 'C08');
    const landing = play(s, [
      { type: 'draw-card' },
      { type: 'assign-ip', first: 0 },
      { type: 'drift', unit: 'A/116', dice: [2] },
    ]);
    const t = play(landing, [{ type: 'land', unit: 'A/116', dice: [3] }]).log[0];
    expect(t).toMatchObject({
      text: 'A/116 lands on B08 (Dog Green)',
      dice: [{ die: { label: 'd6' }, values: [3], decisive: [0], typed: true }],
      source: '6.4a',
    });
    expect(t?.modifiers).toEqual([{ label: 'Turns 1-3: defences intact', amount: 1 }]);
    expect(t?.outcome).toMatch(/no effect/);
    const rolled = apply(landing, { type: 'land', unit: 'A/116' }, Rng.fromSeed(4), ctx);
    expect(rolled.log[0]?.dice?.[0]?.typed).toBeUndefined();
  });

  it('6.3: a drift off the map is told, and so is a wave with nobody to drift', () => {
    const s = blank(5);
    s.phase = 'card-draw';
    place(s, 'I/16', 'C01');
    const t = play(s, [
      { type: 'draw-card' },
      { type: 'assign-ip', first: 0 },
      { type: 'drift', unit: 'I/16', dice: [6] },
    ]);
    expect(said(t)).toMatch(/Drift for I\/16 in C01: dice thrown 6; Drifts 2 squares left: carried off the map/);
    const empty = blank(5);
    empty.phase = 'card-draw';
    expect(said(play(empty, [{ type: 'draw-card' }, { type: 'assign-ip', first: 0 }]))).toMatch(
      /no unit is in a 1st Wave Channel square, so nothing drifts \(6\.3\)/,
    );
  });

  it('6.5e "ignore results that do not apply": the event says which condition made it do nothing', () => {
    const s = blank(2);
    s.phase = 'random-event';
    place(s, 'E/16', 'B01');
    const rolled = play(s, [
      { type: 'roll-event-location', dice: [1, 1] },
      { type: 'roll-event', dice: [6] },
    ]);
    expect(rolled.pending?.kind).toBe('event-result');
    const noTank = {
      ...rolled,
      pending: rolled.pending?.kind === 'event-result' ? { ...rolled.pending, effect: 'tank-loss' as const } : null,
    };
    expect(said(play(noTank, [{ type: 'accept-event' }]))).toMatch(
      /no Tank is with these units, so it does not apply \(6\.5e\)/,
    );
  });

  it('6.5f: the event says why it went to another square, and when it strikes nobody', () => {
    const s = blank(2);
    s.phase = 'random-event';
    expect(said(play(s, [{ type: 'roll-event-location', dice: [1, 1] }]))).toMatch(
      /none is ashore to be the nearest: the event strikes nobody \(6\.5f\)/,
    );
    place(s, '1/16', 'B03');
    expect(said(play(s, [{ type: 'roll-event-location', dice: [1, 1] }]))).toMatch(
      /No US unit is in B01: the nearest unit is 2 squares away \(6\.5f\)/,
    );
  });

  it("8.3: a Sniper with no IP anywhere says it takes next turn's income", () => {
    const s = blank(5);
    place(s, '1/16', 'B03');
    s.tokens.S03 = [token('sniper')];
    s.ip = { '1st': 1, '29th': 0 };
    expect(said(play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }, { type: 'continue-attack' }]))).toMatch(
      /neither division has any, so next turn's income is 1 IP lower \(8\.3\)/,
    );
  });

  it('hidden tokens are never named: set-up and an attack before the reveal name pools only', () => {
    const s = blank(5);
    place(s, '1/16', 'B03');
    s.tokens.S03 = [token('number', 5, 'strongpoint')];
    const before = said(s);
    expect(before).not.toMatch(/5 CF/);
    const after = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }]);
    expect(said(after)).toMatch(/turn face up: Strongpoint 5 CF \(8\.0\)/);
  });
});

describe('odds before every roll: rollFor gives the procedure that resolves it (issue 11)', () => {
  it("for every roll of whole games, the preview's procedure with the same dice gives the DRMs and dice played", () => {
    let rolls = 0;
    for (const [seed, policy] of [
      [4, 'assault'],
      [5, 'random'],
    ] as const) {
      eachStep(seed, policy, (a, before, after) => {
        const preview = rollFor(before, a, ctx);
        if (!preview) return;
        const proc = system.procedures.find((p) => p.id === preview.procedure);
        const played = after.log.find((t) => t.dice?.length);
        expect(proc, preview.procedure).toBeDefined();
        expect(played, `${a.type} rolled no dice`).toBeDefined();
        if (!proc || !played?.dice) return;
        const dice = Object.fromEntries(
          proc.dice(preview.inputs, ctx).map((g, i) => [g.name, played.dice?.[i]?.values ?? []]),
        );
        const again = resolveProcedure(proc, ctx, { inputs: preview.inputs, dice });
        expect(played.text.startsWith(preview.about ?? '?')).toBe(true);
        expect(played.modifiers ?? []).toEqual(again.modifiers.map((m) => ({ label: m.label, amount: m.amount })));
        expect(played.outcome?.startsWith(again.summary.split(':')[0] ?? '') || a.type === 'land').toBe(true);
        rolls++;
      });
    }
    expect(rolls).toBeGreaterThan(100);
  });

  it('gives nothing for an action that throws no dice, or one that is not legal now', () => {
    const s = blank(5);
    place(s, '1/16', 'B03');
    expect(rollFor(s, { type: 'end-turn' }, ctx)).toBeUndefined();
    expect(rollFor(s, { type: 'roll-attack' }, ctx)).toBeUndefined();
  });

  it('13.4: the attack preview carries the CF and DRM factors of the attack as it stands', () => {
    const s = blank(2);
    place(s, '1/16', 'B03', true);
    s.tokens.S03 = [token('number', 4, 'strongpoint', true)];
    const ready = play(s, [{ type: 'attack', target: 'S03', from: ['B03'] }]);
    expect(rollFor(ready, { type: 'roll-attack' }, ctx)).toEqual({
      procedure: 'bloody-omaha.attack',
      inputs: { unitsCf: 3, tanks: 0, cardCf: 0, defenderCf: 4, anyDisrupted: true, mixed: false, turn: 2, cardDrm: 0 },
      about: '1/16 (3 CF) attack S03 (German 4 CF)',
    });
  });
});

describe('a whole wave rolled at once (issue 11)', () => {
  function wave(): State {
    const s = blank(5);
    s.phase = 'card-draw';
    place(s, 'E/16', 'C03');
    place(s, 'F/16', 'C04');
    place(s, '1/16', 'C05');
    return play(s, [{ type: 'draw-card' }, { type: 'assign-ip', first: 0 }]);
  }

  it("6.3: drift-all rolls each unit in turn, with typed dice where given and Umpire's elsewhere", () => {
    const s = wave();
    expect(s.queue).toEqual(['E/16', 'F/16', '1/16']);
    const t = play(s, [{ type: 'drift-all', dice: [6, null, 1] }], Rng.fromSeed(9));
    const drifts = t.log.filter((x) => x.text.startsWith('Drift for'));
    expect(drifts.map((x) => x.text)).toEqual([
      'Drift for E/16 in C03',
      'Drift for F/16 in C04',
      'Drift for 1/16 in C05',
    ]);
    expect(drifts.map((x) => x.dice?.[0]?.typed === true)).toEqual([true, false, true]);
    expect(unitAt(t, 'E/16').loc).toBe('C01');
    expect(t.phase).toBe('landing');
    // "Just now" leads with the whole wave in words, not with the first roll
    const head = t.log[headlineIndex(t.log) ?? -1];
    expect(head?.text).toBe('The 1st Wave rolls for drift, 3 units');
    const moved = ['F/16', '1/16'].filter((id) => !['C04', 'C05'].includes(unitAt(t, id).loc)).length;
    expect(head?.outcome).toMatch(
      new RegExp(`^${2 - moved} holds? (its|their) course, ${1 + moved} units? drifts? \\(E/16`),
    );
  });

  it('6.4b: land-all stops at an over-stacked square for the choice, and the rest land after it', () => {
    const s = play(wave(), [{ type: 'drift-all', dice: [1, 1, 1] }]);
    place(s, '1/18', 'B03');
    const t = play(s, [{ type: 'land-all', dice: [2, 2, 2] }]);
    expect(t.pending).toEqual({ kind: 'overstack', unit: 'E/16', square: 'B03' });
    expect(t.queue).toEqual(['F/16', '1/16']);
    // flipped, E/16 still over-stacks B03: the prompt does not offer flipping it alone, which is not on offer
    expect(status(t, 10).prompts[0]).toBe(
      'B03 is over-stacked: flip E/16 to its disrupted side, and shift it along the beach if B03 is still over the limit (6.4b)',
    );
    expect(said(t)).toMatch(
      /B03 now holds 8 CF, over the limit of 6.*The landings wait for that choice; 2 units still to land \(6\.4b\)/,
    );
    expect(t.log[headlineIndex(t.log) ?? -1]).toMatchObject({
      text: 'The 1st Wave lands, 3 units',
      outcome: '1 lands safely, 2 still to land',
    });
    const u = play(t, [
      { type: 'overstack', choice: 'shift', to: 'B02' },
      { type: 'land-all', dice: [2, 2] },
    ]);
    expect(unitAt(u, 'E/16')).toMatchObject({ loc: 'B02', disrupted: true });
    expect(u.phase).toBe('random-event');
  });

  it('refuses more dice than units waiting, and faces off the die', () => {
    const s = wave();
    expect(check(s, { type: 'drift-all', dice: [1, 2, 3, 4] }, ctx)).toMatch(/at most one die per unit/);
    expect(check(s, { type: 'drift-all', dice: [7] }, ctx)).toMatch(/1-6/);
    expect(check(s, { type: 'land-all' }, ctx)).toMatch(/Landing Phase/);
  });
});
