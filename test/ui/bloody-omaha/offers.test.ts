import { describe, expect, it } from 'vitest';
import { actionSquares, actionText, diceCount, highlights } from '../../../src/ui/boards/bloody-omaha/describe.ts';
import { attackSources, formsFor, idleReason, offersFor } from '../../../src/ui/boards/bloody-omaha/offers.ts';
import type { Action } from '../../../src/systems/bloody-omaha/game/types.ts';
import { blank, checker, data, fresh, legal, place, token } from './helpers.ts';

describe('what a selected square offers', () => {
  it('offers what a square of units does in it alone; what it does to a neighbour once that square is tapped too', () => {
    const s = blank();
    s.gaps.B01 = true;
    place(s, 'E/16', 'B01');
    place(s, 'L/16', 'B01', true);
    s.tokens.S01 = [token('number', 4, 'strongpoint')];
    const alone = offersFor('B01', '', s, data, legal(s), checker(s))
      .filter((o) => o.legal)
      .map((o) => o.label);
    expect(alone).toEqual(['Undisrupt L/16 (1 IP)']);
    const toS01 = offersFor('B01', 'S01', s, data, legal(s), checker(s))
      .filter((o) => o.legal)
      .map((o) => o.label);
    expect(toS01).toEqual(['Attack S01 from B01 (1 IP)', 'Probe S01 (1 IP)']);
    // the token square itself offers what can be done to it
    expect(
      offersFor('S01', '', s, data, legal(s), checker(s))
        .filter((o) => o.legal)
        .map((o) => o.label),
    ).toEqual(['Attack S01 from B01 (1 IP)', 'Probe S01 (1 IP)']);
    // B02 still has its obstacle: moving there is refused, with check()'s reason
    const offers = offersFor('B01', 'B02', s, data, legal(s), checker(s));
    const blocked = offers.find(
      (o) => o.action.type === 'move' && o.action.moves.every((m) => m.to === 'B02') && o.action.moves.length === 2,
    );
    expect(blocked?.legal).toBe(false);
    expect(blocked?.reason).toMatch(/Beach Obstacle still stands/);
    // every legal offer is accepted by check(), every refused one is not
    for (const o of offers) expect(checker(s)(o.action) === undefined).toBe(o.legal);
  });

  it('says why nothing can be done with a square (6.0, 6.4, 11.1-11.3)', () => {
    const s = blank();
    expect(idleReason('H40', s, data, 0)).toMatch(/No US unit is here/);
    expect(idleReason('C05', s, data, 0)).toMatch(/Landing Phase \(6\.4\)/);
    expect(idleReason('B01', s, data, 2)).toMatch(/Tap a highlighted square/);
    expect(idleReason('B01', { ...s, phase: 'drift' }, data, 0)).toMatch(/Activation Phase/);
  });

  it('gives every refused action a reason when the division has no IP', () => {
    const s = blank();
    s.ip = { '1st': 0, '29th': 0 };
    s.gaps.B01 = true;
    place(s, 'E/16', 'B01');
    s.tokens.S01 = [token('number', 4, 'strongpoint')];
    const offers = offersFor('B01', 'S01', s, data, legal(s), checker(s));
    const attack = offers.find((o) => o.action.type === 'attack');
    expect(attack?.legal).toBe(false);
    expect(attack?.reason).toMatch(/pay/);
    for (const o of offers) expect(o.reason?.length).toBeGreaterThan(5);
    expect(offers.filter((o) => o.legal)).toEqual([]);
  });

  it('leaves every roll to the Now panel, where its odds are shown first', () => {
    const s = fresh();
    s.pending = null;
    s.phase = 'drift';
    s.queue = ['E/16', 'F/16'];
    expect(offersFor('C03', '', s, data, legal(s), checker(s)).filter((o) => o.legal)).toEqual([]);
  });

  it("offers reinforcements at the sea squares of the unit's division only", () => {
    const s = blank();
    const c19 = offersFor('C19', '', s, data, legal(s), checker(s)).filter(
      (o) => o.legal && o.action.type === 'reinforce',
    );
    const c27 = offersFor('C27', '', s, data, legal(s), checker(s)).filter(
      (o) => o.legal && o.action.type === 'reinforce',
    );
    expect(c19.map((o) => (o.action as { unit: string }).unit)).toContain('1/18');
    expect(c19.map((o) => (o.action as { unit: string }).unit)).not.toContain('1/115');
    expect(c27.map((o) => (o.action as { unit: string }).unit)).toContain('1/115');
  });

  it('offers forms only where they add a choice: stack splits, attacks from several squares, EP payment', () => {
    const s = blank();
    s.gaps.B01 = true;
    s.gaps.B02 = true;
    place(s, 'E/16', 'B01');
    place(s, 'I/16', 'B01');
    place(s, 'L/16', 'B02');
    s.tokens.S01 = [token('number', 3, 'strongpoint')];
    // two units may split; a lone attacking square needs no form (its button says it all)
    expect(formsFor('B01', s, data, legal(s))).toEqual(['move-split']);
    expect(formsFor('B02', s, data, legal(s))).toEqual([]);
    // with attackers on two sides of S01 the squares that join are chosen in a form
    place(s, 'F/16', 'S02');
    expect(attackSources('S01', s, data)).toEqual(['B01', 'S02']);
    expect(formsFor('S01', s, data, legal(s))).toEqual(['attack']);
    expect(formsFor('B01', s, data, legal(s))).toEqual(['move-split', 'attack']);
    // a standing Beach Obstacle next to a unit, from turn 3: how many EPs and who pays
    expect(formsFor('B03', s, data, legal(s))).toEqual(['engineer']);
    expect(formsFor('H31', s, data, legal(s))).toEqual([]);
  });
});

describe('actions in words and on the map', () => {
  it('counts the dice each action throws', () => {
    const cases: [Action, number][] = [
      [{ type: 'roll-event-location' }, 2],
      [{ type: 'roll-attack' }, 1],
      [{ type: 'land', unit: 'E/16' }, 1],
      [{ type: 'engineer', square: 'B01', eps: 2 }, 1],
      [{ type: 'end-turn' }, 0],
      [{ type: 'attack', target: 'S01', from: ['B01'] }, 0],
    ];
    for (const [a, n] of cases) expect(diceCount(a)).toBe(n);
  });

  it('names the squares an action concerns and highlights the legal targets', () => {
    const s = blank();
    s.gaps.B01 = true;
    place(s, 'E/16', 'B01');
    s.tokens.S01 = [token('number', 4, 'strongpoint')];
    expect(actionSquares({ type: 'attack', target: 'S01', from: ['B01'] }, s)).toEqual(['S01', 'B01']);
    expect(actionSquares({ type: 'move', from: 'B01', moves: [{ unit: 'E/16', to: 'B02' }] }, s)).toEqual([
      'B01',
      'B02',
    ]);
    expect(actionSquares({ type: 'end-turn' }, s)).toEqual([]);
    const h = highlights(legal(s), s);
    expect(h.get('S01')).toBe('target');
    expect(h.get('B01')).toBe('acts');
    expect(h.get('C19')).toBe('dest'); // reinforcements may enter there
    expect(h.has('H40')).toBe(false);
  });

  it('says which unit chosen to be disrupted would be eliminated, being disrupted already (9.0, 13.5c)', () => {
    const s = blank();
    place(s, 'L/16', 'B01');
    place(s, 'I/16', 'B01', true);
    s.pending = {
      kind: 'choose-unit',
      effect: 'disrupt',
      units: ['L/16', 'I/16'],
      reason: 'the attack on S01 succeeded at a cost (S-1D)',
      source: '13.5c',
      then: 'attack-advance',
    };
    const words = (unit: string): string => actionText({ type: 'choose-unit', unit }, data, s);
    expect(words('L/16')).toBe('L/16 takes it');
    expect(words('I/16')).toBe('I/16 takes it: eliminated, already disrupted (9.0)');
    // an elimination or a pin is the same for both
    s.pending = { ...s.pending, effect: 'pin' };
    expect(words('I/16')).toBe('I/16 takes it');
  });

  it('describes actions in short sentences', () => {
    expect(
      actionText(
        {
          type: 'move',
          from: 'B01',
          moves: [
            { unit: 'E/16', to: 'S01' },
            { unit: 'I/16', to: 'B02' },
          ],
        },
        data,
      ),
    ).toBe('Move E/16 to S01, I/16 to B02 (1 IP)');
    expect(actionText({ type: 'play-card', card: 'c07', option: 'a', division: '1st' }, data)).toBe(
      'Play "Rangers lead the way" option A for the 1st',
    );
    expect(actionText({ type: 'keep-cards', discard: 'c01' }, data)).toBe(
      'Keep the other two, return "Naval gunfire support"',
    );
  });
});
