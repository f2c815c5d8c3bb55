import { describe, expect, it } from 'vitest';
import { Rng, toldFor, toldText, type Told } from '../../../src/engine/index.ts';
import { crowbarGame, MODES, type CrowbarAction, type CrowbarState } from '../../../src/systems/crowbar/game/index.ts';
import { parseFaceCode } from '../../../src/systems/crowbar/game/told-dice.ts';
import { findLeaks } from '../../browser/leaks.ts';
import { act, blankGame, ctx, face, german, put, R, said } from './helpers.ts';

const context = ctx();

/** Plays `steps` random legal actions of a new game of `mode`, handing each action's Tolds to `check`. */
function play(
  mode: string,
  seed: string,
  steps: number,
  check: (told: readonly Told[], action: CrowbarAction, before: CrowbarState) => void,
): void {
  const rng = Rng.fromSeed(seed);
  let s = crowbarGame.setup({ mode }, rng, context);
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    const legal = crowbarGame.legalActions(s, context);
    const a = legal[rng.int(legal.length)] as CrowbarAction;
    const after = crowbarGame.apply(s, a, rng, context);
    check(crowbarGame.tell(s, after, a, context), a, s);
    s = after;
  }
}

/** Every side's words of a Told, as the log would print them. */
function words(t: Told): string[] {
  return [t, t.cover].flatMap((b) => (b ? [toldText(b)] : []));
}

describe('what the game tells: every action in words', () => {
  for (const mode of MODES) {
    it(`${mode}: every action says what it did, in words with no id, key or JSON, each roll with its dice and section`, () => {
      play(mode, `told:${mode}`, 400, (told, action) => {
        expect(told.length, `${action.type} told nothing`).toBeGreaterThan(0);
        for (const t of told) {
          for (const w of words(t)) expect(findLeaks(w), w).toEqual([]);
          expect(t.source, t.text).toMatch(/^[A-T](-\d+[a-z]?)?(, [A-T](-\d+[a-z]?)?)*$/);
          for (const d of t.dice ?? []) {
            for (const v of d.values) expect(d.die.faces).toContain(v);
            if (d.die.id.startsWith('movement-'))
              for (const v of d.values) expect(parseFaceCode(String(v))).toBeDefined();
          }
        }
      });
    });
  }

  it('a Movement Die roll names the unit, the die and its face, then what the face did (G-7)', () => {
    const { g, rng } = blankGame('told-roll');
    put(g, 5, 6);
    german(g, 'mg', 6, 7);
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 5 });
    g.log = [];
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Variable Hits / Advance 2')] });
    const [roll] = g.log;
    expect(roll?.text).toBe('LCA 860 (10 SP) presses forward with the black Movement Die');
    expect(roll?.dice?.[0]).toMatchObject({ die: { id: 'movement-black' }, values: ['v.a2'], typed: true });
    // Capt. Slater could re-roll it; kept, the face is applied.
    g.log = [];
    act(g, rng, { type: 'accept' });
    expect(said(g).slice(0, 2)).toEqual([
      'LCA 860 (10 SP) keeps the black die: Variable Hits / Advance 2 (G-8).',
      'LCA 860 takes 1 hit (Variable Hits: MG 5/3 within 2 spaces, Rally Point 1 space away): down to 9 SP (G-7c).',
    ]);
  });

  it('J-2 Close Combat: both sides\u2019 dice, the modifiers that applied and the outcome, then the loser\u2019s retreat', () => {
    const { g, rng } = blankGame('told-cc');
    put(g, 10, 7, { sp: 8 });
    german(g, 'hka-3', 10, 8);
    act(g, rng, { type: 'select-company', company: 'fox' });
    act(g, rng, { type: 'activate', col: 10 });
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Variable Hits / Advance 2')] });
    g.log = [];
    act(g, rng, { type: 'move', dir: 'forward', dice: [1, 2, 4, 3, 1, 2, 3] });
    const cc = g.log.find((t) => t.text.startsWith('Close Combat'));
    expect(cc?.dice?.map((d) => [d.label, d.values])).toEqual([
      ['Rangers', [1, 2, 4, 3]],
      ['Germans', [1, 2, 3]],
    ]);
    expect(cc?.dice?.[0]?.decisive).toEqual([2]);
    expect(cc?.modifiers).toEqual([{ label: 'Defender in Prepared Cover', amount: 1 }]);
    expect(cc?.outcome).toBe('0 hits on Fox 2, 0 hits on the HKA 3; morale losses: Rangers 1, Germans 0');
    expect(said(g).some((l) => /^The HKA 3 retreats 1 space south: now in Row 9, column 10/.test(l))).toBe(true);
  });

  it('T-1 in a versus game: no Ranger-side word names a placed marker', () => {
    const labels = [...R.gunByKey.values()].map((d) => d.label);
    play('versus2', 'told:secret', 80, (told, action) => {
      for (const t of told) {
        const ranger = toldFor(t, 'ranger');
        if (action.type === 'german-place-marker' && t === told[0]) expect(t.side).toBe('german');
        if (ranger) for (const l of labels) expect(toldText(ranger)).not.toContain(l);
      }
    });
  });
});
