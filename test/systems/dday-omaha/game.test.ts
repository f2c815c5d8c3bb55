import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { omahaTyped } from '../../../src/systems/dday-omaha/index.ts';
import type { Action } from '../../../src/systems/dday-omaha/game/actions.ts';
import type { GameState } from '../../../src/systems/dday-omaha/game/state.ts';
import type { GermanCard } from '../../../src/systems/dday-omaha/game/walk-types.ts';
import { ctx } from './helpers.ts';

const game = omahaTyped;
const C = ctx();

function play(actions: Action[], options: Record<string, boolean> = {}, seed = 'omaha'): GameState {
  const rng = Rng.fromSeed(seed);
  let s = game.setup(options, rng, C);
  for (const a of actions) {
    const why = game.check(s, a, C);
    if (why) throw new Error(`${a.type}: ${why}`);
    const before = JSON.stringify(s);
    s = game.apply(s, a, rng, C);
    expect(game.parseAction(JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(before).not.toBe('');
  }
  return s;
}

const onBeach = (id: string, hex = 'beach 3'): Action => ({ type: 'set-unit', id, patch: { where: 'map', hex, terrain: 'beach' } });
const fof = (position: string, unit: string, intensity: 'intense' | 'steady' | 'sporadic', range: number): Action => ({ type: 'set-fof', position, unit, intensity, range });
const card = (action: GermanCard['action'], colors: string[], symbols: string[], extra: Partial<GermanCard> = {}): Action => ({
  type: 'enter-card',
  card: { action, colors: colors.map((color) => ({ color, double: false })), symbols, armorBonus: false, leaderBonus: false, artillery: null, ...extra },
});

const SETUP: Action[] = [
  onBeach('E/2/16', 'beach 1'), onBeach('F/2/16', 'beach 2'), onBeach('L/3/16', 'beach 4'), onBeach('1/A/741', 'beach 6'),
  fof('WN62', 'E/2/16', 'intense', 1), fof('WN62', 'F/2/16', 'intense', 2), fof('WN62', 'L/3/16', 'steady', 3), fof('WN62', '1/A/741', 'intense', 1),
  { type: 'next-phase' },
];

describe('the German turn as a guided walk', () => {
  it('starts on turn 1 in the landing phase with the 9.1 schedule loaded', () => {
    const s = play([]);
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('landing');
    expect(s.units.filter((u) => u.due === 1)).toHaveLength(13);
    expect(game.status(s).prompts[0]).toContain('Land');
  });

  it('card F: WN62 fires two hits on the intense infantry; steady infantry is disrupted; the tank is spared', () => {
    const s = play([...SETUP, card('F', ['white'], ['foot'])]);
    expect(s.walk).not.toBeNull();
    const wn62 = s.walk!.steps.find((x) => x.position === 'WN62')!;
    expect(wn62.actions).toEqual(['fire']);
    expect(wn62.why.join(' ')).toContain('Possible hits: 0 Depth + 2 units = 2');
    expect(wn62.effects.filter((e) => e.kind === 'hit').map((e) => (e as { unit: string }).unit)).toEqual(['E/2/16', 'F/2/16']);
    expect(wn62.effects.filter((e) => e.kind === 'disrupt-unit').map((e) => (e as { unit: string }).unit)).toEqual(['L/3/16']);
    expect(game.status(s).prompts).toContain('WN62: FIRE → E/2/16 -1 step, F/2/16 -1 step, L/3/16 Disrupted');
    // Positions of other colours are not activated.
    expect(s.walk!.steps.some((x) => x.position === 'WN64')).toBe(false);
    const done = game.apply(s, { type: 'apply-german' }, Rng.fromSeed(1), C);
    const u = (id: string) => done.units.find((x) => x.id === id)!;
    expect([u('E/2/16').steps, u('F/2/16').steps, u('L/3/16').steps, u('1/A/741').steps]).toEqual([2, 2, 3, 2]);
    expect(u('L/3/16').disrupted).toBe(true);
    expect(done.phase).toBe('us');
    expect(done.walk).toBeNull();
    expect(done.lastReport.join('\n')).toContain('WN62: fire');
  });

  it('the card armor bonus lets steady fire disrupt a matching tank too (4, 9.3)', () => {
    const run = (armorBonus: boolean) => {
      const s = play([...SETUP.slice(0, -1), fof('WN62', '1/A/741', 'steady', 1), { type: 'next-phase' }, card('F', ['white'], ['foot', 'armor'], { armorBonus })]);
      return s.walk!.steps.find((x) => x.position === 'WN62')!.effects.filter((e) => e.kind === 'disrupt-unit').map((e) => (e as { unit: string }).unit).sort();
    };
    expect(run(false)).toEqual(['L/3/16']);
    expect(run(true)).toEqual(['1/A/741', 'L/3/16']);
  });

  it('a tie the rules cannot break is asked, and the answer is used', () => {
    const acts: Action[] = [
      onBeach('E/2/16'), onBeach('F/2/16', 'beach 5'),
      fof('WN61', 'E/2/16', 'intense', 1), fof('WN61', 'F/2/16', 'intense', 1),
      { type: 'next-phase' }, card('F', ['white'], ['foot']),
    ];
    let s = play(acts);
    const q = s.walk!.questions[0]!;
    expect(q.options).toEqual(['E/2/16', 'F/2/16']);
    expect(q.pick).toBe(1);
    expect(game.check(s, { type: 'apply-german' }, C)).toContain('Answer first');
    s = game.apply(s, { type: 'answer', question: q.id, choice: ['F/2/16'] }, Rng.fromSeed(1), C);
    const hits = s.walk!.steps.find((x) => x.position === 'WN61')!.effects.filter((e) => e.kind === 'hit');
    expect(hits.map((e) => (e as { unit: string }).unit)).toEqual(['F/2/16']);
    s = game.apply(s, { type: 'apply-german' }, Rng.fromSeed(1), C);
    expect(s.units.find((u) => u.id === 'F/2/16')!.steps).toBe(2);
    expect(s.units.find((u) => u.id === 'E/2/16')!.steps).toBe(3);
  });

  it('a disrupted position removes its marker instead of firing', () => {
    const s = play([...SETUP.slice(0, -1), { type: 'set-position', id: 'WN62', patch: { disrupted: true } }, { type: 'next-phase' }, card('F', ['white'], ['foot'])]);
    const wn62 = s.walk!.steps.find((x) => x.position === 'WN62')!;
    expect(wn62.actions).toEqual(['remove-disrupted']);
    const done = game.apply(s, { type: 'apply-german' }, Rng.fromSeed(1), C);
    expect(done.positions.find((p) => p.id === 'WN62')!.disrupted).toBe(false);
  });

  it('a double symbol activates an occupied position only with a Depth marker (4)', () => {
    const dbl = (s: Action[]) => play([...s, { type: 'enter-card', card: { action: 'F', colors: [{ color: 'white', double: true }], symbols: ['foot'], armorBonus: false, leaderBonus: false, artillery: null } }]);
    expect(dbl(SETUP).walk!.steps.some((x) => x.position === 'WN62')).toBe(false);
    const withDepth = dbl([...SETUP.slice(0, -1), { type: 'set-position', id: 'WN62', patch: { depth: 1 } }, { type: 'next-phase' }]);
    expect(withDepth.walk!.steps.find((x) => x.position === 'WN62')!.why.join(' ')).toContain('1 Depth + 2 units = 3');
  });

  it('the standard game caps a unit at one step a phase; the extended game at one step per firing position (4)', () => {
    const both = [onBeach('E/2/16'), fof('WN61', 'E/2/16', 'intense', 1), fof('WN62', 'E/2/16', 'intense', 1)];
    const std = play([...both, { type: 'next-phase' }, card('F', ['white'], ['foot']), { type: 'apply-german' }]);
    expect(std.units.find((u) => u.id === 'E/2/16')!.steps).toBe(2);
    // Jump to turn 17 of an extended game by ending turns.
    const toExt: Action[] = [];
    for (let t = 1; t < 17; t++) toExt.push({ type: 'next-phase' }, card('F', [], []), { type: 'apply-german' }, { type: 'next-phase' });
    const ext = play([...toExt, ...both, { type: 'next-phase' }, card('F', ['white'], ['foot'])], { extended: true });
    expect(ext.turn).toBe(17);
    expect(ext.walk!.steps.find((x) => x.position === 'WN62')!.why.join(' ')).toContain('x2 (extended game) = 4');
    const after = game.apply(ext, { type: 'apply-german' }, Rng.fromSeed(1), C);
    expect(after.units.find((u) => u.id === 'E/2/16')!.steps).toBe(1);
  });

  it('the standard game ends after turn 16, the extended one runs on', () => {
    const turns: Action[] = [];
    for (let t = 1; t <= 16; t++) turns.push({ type: 'next-phase' }, card('F', [], []), { type: 'apply-german' }, { type: 'next-phase' });
    expect(play(turns).over).toBe(true);
    const ext = play(turns, { extended: true });
    expect(ext.over).toBe(false);
    expect(ext.turn).toBe(17);
    expect(game.status(ext).lastTurn).toBe(32);
  });

  it('card R: an occupied Reinforcement with US in its fire re-supplies from the pool, then fires', () => {
    const s = play([onBeach('E/2/16'), fof('A7', 'E/2/16', 'intense', 1), { type: 'next-phase' }, card('R', ['brown'], ['foot']), { type: 'apply-german' }]);
    const a7 = s.positions.find((p) => p.id === 'A7')!;
    expect(a7.depth).toBe(1);
    expect(s.pools.mobile).toBe(5);
    // Unrevealed Reinforcement fire: -1 step and Disrupted (9.3).
    const u = s.units.find((x) => x.id === 'E/2/16')!;
    expect([u.steps, u.disrupted]).toEqual([2, true]);
  });

  it('card A: A7 and A6 both advance on B1; A7 goes (3), and the advance is applied last', () => {
    const s = play([{ type: 'next-phase' }, card('A', ['grey', 'brown'], ['foot'])]);
    const order = s.walk!.steps.map((x) => x.position);
    expect(order.indexOf('A7')).toBeGreaterThanOrEqual(0);
    const done = game.apply(s, { type: 'apply-german' }, Rng.fromSeed(1), C);
    const pos = (id: string) => done.positions.find((p) => p.id === id)!;
    expect([pos('B1').occupied, pos('A7').occupied, pos('A6').occupied]).toEqual([true, false, true]);
  });

  it('an advance into US-held ground is repulsed by 7 or more undisrupted strength (3)', () => {
    const held = (steps: number[]): Action[] => steps.flatMap((n, i) => {
      const id = ['E/2/16', 'F/2/16', 'L/3/16'][i]!;
      return [{ type: 'set-unit', id, patch: { where: 'map', hex: 'B1', terrain: 'beach', steps: n, symbol: 'gun' } } as Action];
    });
    const base: Action[] = [{ type: 'set-position', id: 'B1', patch: { usInside: true } }, { type: 'set-position', id: 'A6', patch: { occupied: false } }];
    const rep = play([...base, ...held([3, 3, 1]), { type: 'next-phase' }, card('A', ['brown'], ['foot']), { type: 'apply-german' }]);
    expect(rep.positions.find((p) => p.id === 'A7')!.occupied).toBe(true);
    expect(rep.lastReport.length).toBeGreaterThan(0);
    const thin = play([...base, ...held([3, 3]), { type: 'next-phase' }, card('A', ['brown'], ['foot'])]);
    const q = thin.walk!.questions.find((x) => x.id.endsWith('advance-loss'))!;
    const done = [{ type: 'answer', question: q.id, choice: ['F/2/16'] }, { type: 'apply-german' }].reduce((st, a) => game.apply(st, a as Action, Rng.fromSeed(1), C), thin);
    expect(done.positions.find((p) => p.id === 'B1')!.occupied).toBe(true);
    expect(done.units.find((u) => u.id === 'F/2/16')!.steps).toBe(2);
  });

  it('illegal actions leave the state unchanged and say why', () => {
    const s = play([]);
    expect(game.check(s, card('F', [], []), C)).toContain('German phase');
    expect(game.apply(s, card('F', [], []), Rng.fromSeed(1), C)).toBe(s);
    expect(() => game.parseAction({ type: 'nope' })).toThrow();
    expect(() => game.parseAction({ type: 'set-pool', pool: 'wn', count: -1 })).toThrow();
  });
});

describe('landing through the game (9.2, 1)', () => {
  it('a turn-1 unit drawing D loses a step and drifts two boxes left', () => {
    const s = play([{ type: 'land', unit: 'E/2/16', letter: 'D', box: 'ER' }]);
    const u = s.units.find((x) => x.id === 'E/2/16')!;
    expect([u.where, u.box, u.steps]).toEqual(['box', 'FR', 2]);
  });
  it('drifting past the last box delays the unit 2 turns (1)', () => {
    const s = play([{ type: 'land', unit: 'E/2/16', letter: 'D', box: 'FG' }]);
    const u = s.units.find((x) => x.id === 'E/2/16')!;
    expect([u.where, u.due, u.delayed]).toEqual(['due', 3, true]);
  });
  it('placement limits: two units a box, rangers only in Charlie, own sector', () => {
    const s = play([{ type: 'land', unit: 'E/2/16', letter: 'A', box: 'ER' }, { type: 'set-unit', id: 'E/2/16', patch: { where: 'box', box: 'ER' } }, { type: 'set-unit', id: 'F/2/16', patch: { where: 'box', box: 'ER' } }]);
    expect(game.check(s, { type: 'land', unit: 'L/3/16', letter: 'A', box: 'ER' }, C)).toContain('At most 2');
    expect(game.check(s, { type: 'land', unit: 'A/1/116', letter: 'A', box: 'CH' }, C)).toContain('rangers');
    expect(game.check(s, { type: 'land', unit: 'C/2R', letter: 'A', box: 'CH' }, C)).toBeUndefined();
    expect(game.check(s, { type: 'land', unit: 'I/3/16', letter: 'A', box: 'DG' }, C)).toContain('another sector');
  });
});

describe('replay determinism', () => {
  const script: Action[] = [
    { type: 'land', unit: 'E/2/16', letter: 'C', box: 'ER' },
    { type: 'land', unit: 'A/1/116', letter: 'B', box: 'DG' },
    fof('WN62', 'E/2/16', 'intense', 1),
    { type: 'next-phase' },
    card('R', ['white', 'brown', 'grey'], ['foot']),
    { type: 'apply-german' },
    { type: 'next-phase' },
  ];
  it('the same actions from the same seed give the same state, and the state survives JSON', () => {
    const a = play(script, {}, 's1');
    const b = play(script, {}, 's1');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(a.turn).toBe(2);
  });
  it('apply never mutates its input', () => {
    const s = play(script.slice(0, 4));
    const frozen = JSON.stringify(s);
    game.apply(s, script[4]!, Rng.fromSeed(1), C);
    expect(JSON.stringify(s)).toBe(frozen);
  });
  it('random legal actions never dead-end for 3 turns (fuzz)', () => {
    const rng = Rng.fromSeed('fuzz');
    let s = game.setup({}, rng, C);
    for (let i = 0; i < 400 && s.turn <= 3; i++) {
      const legal = game.legalActions(s, C);
      expect(legal.length).toBeGreaterThan(0);
      const a = legal[rng.int(legal.length)]!;
      expect(game.check(s, a, C)).toBeUndefined();
      s = game.apply(s, a, rng, C);
    }
    expect(s.turn).toBeGreaterThan(3);
  });
});

describe('concentrated targets (4)', () => {
  it('five steps stacked count as a matching symbol: the tank beside infantry is hit', () => {
    const s = play([onBeach('E/2/16', 'beach 1'), onBeach('1/A/741', 'beach 1'), fof('WN62', 'E/2/16', 'intense', 1), fof('WN62', '1/A/741', 'intense', 1), { type: 'next-phase' }, card('F', ['white'], ['foot'])]);
    const hits = s.walk!.steps.find((x) => x.position === 'WN62')!.effects.filter((e) => e.kind === 'hit');
    expect(hits.map((e) => (e as { unit: string }).unit).sort()).toEqual(['1/A/741', 'E/2/16']);
  });
});

describe('other German actions in the walk (3)', () => {
  it('AMBUSH from an empty Reinforcement position hits one matching unit, the closest', () => {
    const s = play([onBeach('E/2/16'), onBeach('F/2/16', 'beach 5'), fof('B2', 'E/2/16', 'steady', 2), fof('B2', 'F/2/16', 'sporadic', 1), { type: 'next-phase' }, card('A', ['brown'], ['foot'])]);
    const b2 = s.walk!.steps.find((x) => x.position === 'B2')!;
    expect(b2.actions).toEqual(['ambush']);
    expect(b2.effects.filter((e) => e.kind === 'hit').map((e) => (e as { unit: string }).unit)).toEqual(['F/2/16']);
  });
  it('MORTAR: most steps with a matching symbol in mortar range; two units with a Depth marker', () => {
    const near = (position: string, unit: string, range: number): Action => ({ type: 'set-near', position, unit, range, mortar: true });
    const base: Action[] = [onBeach('E/2/16'), onBeach('F/2/16', 'beach 5'), onBeach('L/3/16', 'beach 6'), { type: 'set-unit', id: 'F/2/16', patch: { steps: 2 } }, near('WN64', 'E/2/16', 2), near('WN64', 'F/2/16', 2), near('WN64', 'L/3/16', 2), { type: 'set-unit', id: 'L/3/16', patch: { steps: 1 } }];
    const one = play([...base, { type: 'next-phase' }, card('M', ['grey'], ['foot'])]);
    expect(one.walk!.steps.find((x) => x.position === 'WN64')!.effects.map((e) => (e as { unit: string }).unit)).toEqual(['E/2/16']);
    const two = play([...base, { type: 'set-position', id: 'WN64', patch: { depth: 1 } }, { type: 'next-phase' }, card('M', ['grey'], ['foot'])]);
    expect(two.walk!.steps.find((x) => x.position === 'WN64')!.effects.map((e) => (e as { unit: string }).unit)).toEqual(['E/2/16', 'F/2/16']);
  });
  it('PATROL: every unit in intense or steady fire is Disrupted; else one within 3 hexes', () => {
    const s = play([onBeach('E/2/16'), onBeach('F/2/16', 'beach 5'), fof('A6', 'E/2/16', 'intense', 2), fof('A6', 'F/2/16', 'steady', 3), { type: 'next-phase' }, card('P', ['grey'], ['foot'])]);
    expect(s.walk!.steps.find((x) => x.position === 'A6')!.effects.map((e) => (e as { unit: string }).unit)).toEqual(['E/2/16', 'F/2/16']);
    const t = play([onBeach('E/2/16'), onBeach('F/2/16', 'beach 5'), { type: 'set-near', position: 'A6', unit: 'E/2/16', range: 3, mortar: false }, { type: 'set-near', position: 'A6', unit: 'F/2/16', range: 2, mortar: false }, { type: 'next-phase' }, card('P', ['grey'], ['foot'])]);
    expect(t.walk!.steps.find((x) => x.position === 'A6')!.effects.map((e) => (e as { unit: string }).unit)).toEqual(['F/2/16']);
  });
  it('REINFORCE an empty Reinforcement position with US within 2 hexes; a Depth comes on a VP position', () => {
    const s = play([onBeach('E/2/16'), { type: 'set-near', position: 'B1', unit: 'E/2/16', range: 2, mortar: false }, { type: 'next-phase' }, card('R', ['grey'], ['foot']), { type: 'apply-german' }]);
    const b1 = s.positions.find((p) => p.id === 'B1')!;
    expect([b1.occupied, b1.revealed, b1.depth]).toEqual([true, false, 1]);
    expect([s.pools.tactical, s.pools.building]).toEqual([5, 3]);
  });
  it('ARTILLERY on card A: the sector\'s matching guns against the card value, once per sector (5)', () => {
    const acts: Action[] = [{ type: 'set-unit', id: 'E/2/16', patch: { where: 'box', box: 'ER' } }, { type: 'set-position', id: 'WN64', patch: { caliber: '75' } }];
    const withLine = (value: number) => play([...acts, { type: 'next-phase' }, card('A', ['white', 'grey'], [], { artillery: { caliber: '75', value, symbols: ['foot'] } })]);
    // Turn 1 is before artillery's first turn (4).
    expect(withLine(1).walk!.steps.find((x) => x.position === 'WN60')!.why.join(' ')).toContain('fires from turn 4');
    const toTurn4: Action[] = [];
    for (let t = 1; t < 4; t++) toTurn4.push({ type: 'next-phase' }, card('F', [], []), { type: 'apply-german' }, { type: 'next-phase' });
    const s = play([...toTurn4, ...acts, { type: 'next-phase' }, card('A', ['white', 'grey'], [], { artillery: { caliber: '75', value: 3, symbols: ['foot'] } })]);
    const hits = s.walk!.steps.flatMap((x) => x.effects).filter((e) => e.kind === 'hit');
    expect(hits.map((e) => (e as { unit: string }).unit)).toEqual(['E/2/16']);
    expect(s.walk!.steps.find((x) => x.position === 'WN60')!.why.join(' ')).toContain('WN60, WN62, WN64, 1/352AR');
  });
});

describe('4: Disrupted markers cleared by colour', () => {
  it('a disrupted position whose colour is on the card loses its marker even under a double symbol without Depth', () => {
    const s = play([{ type: 'set-position', id: 'WN64', patch: { disrupted: true } }, { type: 'next-phase' }, { type: 'enter-card', card: { action: 'F', colors: [{ color: 'grey', double: true }], symbols: [], armorBonus: false, leaderBonus: false, artillery: null } }, { type: 'apply-german' }]);
    expect(s.positions.find((p) => p.id === 'WN64')!.disrupted).toBe(false);
    expect(s.positions.find((p) => p.id === 'WN73')!.disrupted).toBe(false);
  });
});

describe('US results applied to the positions (9.7, 9.5, 6.5)', () => {
  const toUs: Action[] = [{ type: 'next-phase' }, card('F', [], []), { type: 'apply-german' }];
  it('a defeated 352nd unit in communication withdraws to the Division pool; a plain WN joins the eliminated', () => {
    const s = play([...toUs, { type: 'attack-result', position: 'A7', effects: ['defeated'], attackers: ['E/2/16'] }, { type: 'attack-result', position: 'WN64', effects: ['defeated'], attackers: ['E/2/16'] }]);
    expect(s.positions.find((p) => p.id === 'A7')!.occupied).toBe(false);
    expect(s.pools.division).toBe(7);
    expect(s.eliminatedWnUnits).toBe(1);
  });
  it('US Disrupted + Depth: the attackers are disrupted (not the HQ) and the German gains a Depth marker', () => {
    const s = play([...toUs, { type: 'attack-result', position: 'WN62', effects: ['us-disrupted', 'german-depth'], attackers: ['E/2/16', '16/HQ'] }]);
    expect(s.units.find((u) => u.id === 'E/2/16')!.disrupted).toBe(true);
    expect(s.units.find((u) => u.id === '16/HQ')!.disrupted).toBe(false);
    expect(s.positions.find((p) => p.id === 'WN62')!.depth).toBe(1);
  });
  it('naval barrage: Disrupted and the Depth marker gone', () => {
    const s = play([{ type: 'set-position', id: 'WN61', patch: { depth: 2 } }, ...toUs, { type: 'barrage-result', position: 'WN61', disrupted: true, removeDepth: true }]);
    expect(s.positions.find((p) => p.id === 'WN61')).toMatchObject({ disrupted: true, depth: 0 });
  });
  it('results are refused outside the US phase and on empty positions', () => {
    const s = play([]);
    expect(game.check(s, { type: 'barrage-result', position: 'WN61', disrupted: true, removeDepth: false }, C)).toContain('US phase');
    const u = play(toUs);
    expect(game.check(u, { type: 'barrage-result', position: 'B1', disrupted: true, removeDepth: false }, C)).toContain('no German unit');
  });
});
