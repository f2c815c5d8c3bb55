import { describe, expect, it } from 'vitest';
import { procedureOdds, Rng } from '../../../src/engine/index.ts';
import { cloneState, type State, type Token } from '../../../src/systems/bloody-omaha/game/types.ts';
import { system } from '../../../src/systems/bloody-omaha/index.ts';
import { checkAction } from '../../../src/systems/bloody-omaha/game/reducer.ts';
import { cf, stackCf, unitsIn } from '../../../src/systems/bloody-omaha/game/units.ts';
import { activation } from '../../../src/systems/bloody-omaha/sim/policy/activation.ts';
import { bestAttack, payable } from '../../../src/systems/bloody-omaha/sim/policy/attack.ts';
import { look } from '../../../src/systems/bloody-omaha/sim/policy/board.ts';
import { attackOdds, defenceOf, gapChance, hiddenMeans } from '../../../src/systems/bloody-omaha/sim/policy/odds.ts';
import { release } from '../../../src/systems/bloody-omaha/sim/policy/reinforce.ts';
import { playOne } from '../../../src/systems/bloody-omaha/sim/simulator.ts';
import { blank, ctx, data, place, token } from './helpers.ts';

/** Activation states of a few seeded games that still hold face-down tokens. */
function activationStates(): State[] {
  const out: State[] = [];
  for (const seed of ['peek1', 'peek2']) {
    playOne(Rng.fromSeed(seed), 'assault', ctx, false, (_, s) => {
      if (s.phase === 'activation' && !s.pending && Object.values(s.tokens).some((ts) => ts.some((t) => !t.revealed)))
        out.push(cloneState(s));
    });
  }
  return out;
}

/** The same table with the faces of the face-down tokens of each pool dealt out again. */
function redealt(s: State, rng: Rng): State {
  const c = cloneState(s);
  for (const pool of ['strongpoint', 'encounter'] as const) {
    const hidden: [string, number][] = [];
    for (const [sq, ts] of Object.entries(c.tokens))
      ts.forEach((t, i) => !t.revealed && t.pool === pool && hidden.push([sq, i]));
    const faces = rng.shuffle(
      hidden.map(([sq, i]) => c.tokens[sq]?.[i] as Token).map((t) => ({ face: t.face, value: t.value })),
    );
    hidden.forEach(([sq, i], k) => {
      const list = c.tokens[sq] as Token[];
      list[i] = { ...(list[i] as Token), ...(faces[k] as { face: Token['face']; value: number | null }) };
    });
  }
  return c;
}

describe('the assault policy reads only what the player sees', () => {
  it('face-down tokens dealt differently never change its choice (5.1: tokens placed face down)', () => {
    const states = activationStates();
    expect(states.length).toBeGreaterThan(20);
    const rng = Rng.fromSeed('redeal');
    let changedFaces = 0;
    for (const s of states) {
      const other = redealt(s, rng);
      if (JSON.stringify(other.tokens) !== JSON.stringify(s.tokens)) changedFaces++;
      expect(activation(other, data, ctx)).toEqual(activation(s, data, ctx));
    }
    expect(changedFaces).toBeGreaterThan(0);
  });

  it('counts a face-down token at the mean of its published mix, a revealed one at its printed CF', () => {
    const s = blank();
    // strongpoints 3x3, 4x4, 5x3, 6x3 over 13; encounters 0x3, 1x5, 2x5, 3x3 numbers over 32 tokens
    s.tokens = {
      S02: [token('number', 5, 'strongpoint'), token('number', 2)],
      H12: [token('number', 3, 'encounter', true), token('mine', null, 'encounter', true)],
    };
    expect(defenceOf(s.tokens.S02 ?? [], hiddenMeans(data))).toBeCloseTo(58 / 13 + 24 / 32, 12);
    expect(defenceOf(s.tokens.H12 ?? [], hiddenMeans(data))).toBe(3);
  });
});

describe("the policy odds are the procedures' exact odds", () => {
  const p = (id: string) => system.procedures.find((x) => x.id === `bloody-omaha.${id}`)!;
  it('attack (13.4, 13.5): success, loss and elimination match the Attack procedure', () => {
    for (const [att, def, dis, mixed, turn] of [
      [8, 4, false, false, 5],
      [4, 5, true, true, 2],
      [3, 0, true, false, 9],
    ] as const) {
      const odds = procedureOdds(p('attack'), ctx, {
        unitsCf: att,
        tanks: 0,
        cardCf: 0,
        defenderCf: def,
        anyDisrupted: dis,
        mixed,
        turn,
        cardDrm: 0,
      }).outcomes;
      const share = (ok: (r: string) => boolean): number =>
        odds.filter((o) => ok((o.outcome as { result: string }).result)).reduce((a, o) => a + o.p, 0);
      const mine = attackOdds(ctx, 'replace', att, def, dis, mixed, turn);
      expect(mine.success).toBeCloseTo(
        share((r) => r.startsWith('S')),
        12,
      );
      expect(mine.loss).toBeCloseTo(
        share((r) => r !== 'S'),
        12,
      );
      expect(mine.eliminated).toBeCloseTo(
        share((r) => r === 'F-1E'),
        12,
      );
    }
  });

  it('gaps (8.5): 1 EP in turn 5 removes on 1-3, 2 EPs in turn 3 on 1-3 (the early Landing DRM offsets the extra EP)', () => {
    expect(gapChance(ctx, 1, 5)).toBeCloseTo(3 / 6, 12);
    expect(gapChance(ctx, 2, 3)).toBeCloseTo(3 / 6, 12);
    expect(gapChance(ctx, 1, 8)).toBeCloseTo(4 / 6, 12);
  });
});

describe('releases (11.7)', () => {
  it('sends the strongest unit in the box to a sea square from which a two-square drift stays on the map', () => {
    const s = blank(1);
    s.ip = { '1st': 1, '29th': 0 };
    const r = release(s, data, ctx);
    expect(r?.action).toMatchObject<Record<string, unknown>>({
      type: 'reinforce',
      to: expect.stringMatching(/^C2[123]$/),
    });
    const unit = r?.action.type === 'reinforce' ? r.action.unit : '';
    expect(data.units.find((u) => u.id === unit)?.full).toBe(6);
  });

  it('holds the box in mid-game, when a released unit would land too late to fight, and empties it at the end', () => {
    const s = blank(6);
    expect(release(s, data, ctx)).toBeUndefined();
    s.turn = 9;
    expect(release(s, data, ctx)?.action.type).toBe('reinforce');
  });

  it('prefers the column whose landing beaches show Gaps', () => {
    const s = blank(2);
    s.ip = { '1st': 1, '29th': 0 };
    s.gaps.B05 = true;
    s.gaps.B04 = true;
    const r = release(s, data, ctx);
    expect(r?.action).toMatchObject({ to: 'C23' });
  });
});

describe('what one decision weighs', () => {
  it("keeps the grid of a look true to the rules' count and stacked CF of every square, move after move", () => {
    const wrong: string[] = [];
    let looks = 0;
    playOne(Rng.fromSeed('grid'), 'assault', ctx, false, (a, s) => {
      const g = look(s, data);
      const occupied: number[] = [];
      g.ids.forEach((id, k) => {
        const here = unitsIn(s, id).length;
        if (here > 0) occupied.push(k);
        if (g.units[k] !== here || g.stack[k] !== stackCf(s, data, id)) wrong.push(`${id} before ${a.type}`);
        // unpinned CF with the Tanks of those units; nothing at all where no unit stands
        let fighting = 0;
        for (const u of unitsIn(s, id)) {
          if (u.pinned) continue;
          fighting += cf(data, u);
          for (const t of s.tanks) if (t.unit === u.id) fighting += t.strength;
        }
        if (g.cf[k] !== fighting || (here === 0 && g.flags[k] !== 0)) wrong.push(`${id} CF before ${a.type}`);
      });
      if (Array.from(g.occupied.subarray(0, g.occupiedCount)).join() !== occupied.join()) wrong.push('occupied');
      looks++;
    });
    expect(looks).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('weighs a release only when its gain beats the best option before it', () => {
    const s = blank(1);
    s.ip = { '1st': 1, '29th': 0 };
    const gain = release(s, data, ctx)?.gain ?? 0;
    expect(release(s, data, ctx, look(s, data), gain - 0.01)?.gain).toBe(gain);
    expect(release(s, data, ctx, look(s, data), gain)).toBeUndefined();
  });

  it('drops an attack plan that one division cannot pay square by square (12.0) and plays something legal', () => {
    const s = blank(5);
    s.ep = 0;
    s.ip = { '1st': 1, '29th': 5 };
    place(s, '1/16', 'S03');
    place(s, '1/18', 'T14');
    s.tokens.S13 = [token('number', 4, 'strongpoint', true)];
    const plan = bestAttack(s, data, ctx);
    expect(plan?.action.from).toEqual(['S03', 'T14']);
    expect(plan && payable(s, data, plan)).toBe(false);
    const a = activation(s, data, ctx);
    expect(a.type).not.toBe('attack');
    expect(checkAction(s, data, ctx, a)).toBeUndefined();
  });
});
