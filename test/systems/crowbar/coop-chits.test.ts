import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/index.ts';
import { newGame } from '../../../src/systems/crowbar/game/setup.ts';
import { legalActions } from '../../../src/systems/crowbar/game/legal.ts';
import { rangerSeatNow } from '../../../src/systems/crowbar/game/coop.ts';
import { crowbarStatus } from '../../../src/systems/crowbar/game/index.ts';
import type { CrowbarAction } from '../../../src/systems/crowbar/game/actions.ts';
import type { CrowbarState, Mode, Task } from '../../../src/systems/crowbar/game/types.ts';
import { act, emptiedGame, face, german, put, R, said, topChit } from './helpers.ts';

/** A co-op game in play, battlefield emptied, every unit inland on row 6, Commanders spent; `seat`'s Round. */
function coopPlay(mode: Mode, seed: string, seat: string): { g: CrowbarState; rng: Rng } {
  const { g, rng } = emptiedGame(mode, seed);
  g.phase = 'play';
  g.stack = [{ k: 'select' }];
  for (const c of g.commanders) c.used = true;
  for (const r of g.rangers) if (r) put(g, r.col, 6);
  g.seatTurn = g.seats.findIndex((s) => s.id === seat);
  return { g, rng };
}

/** Activates `col`, throws the green die on "Advance 1 / Ranger Chit" with the chit `key` on top of the cup, saves the Advance. */
function drawRangerChit(g: CrowbarState, rng: Rng, col: number, key: string): void {
  topChit(g, (c) => c.key === key);
  const company = g.rangers[col - 1]?.company;
  if (!g.seats.length && company) act(g, rng, { type: 'select-company', company });
  act(g, rng, { type: 'activate', col });
  act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 1 / Ranger Chit')] });
  act(g, rng, { type: 'end-advances' });
}

function topOf(g: CrowbarState): Task {
  const t = g.stack[g.stack.length - 1];
  if (!t) throw new Error('empty stack');
  return t;
}

function options(g: CrowbarState, type: CrowbarAction['type']): string[] {
  return legalActions(g, R).flatMap((a) =>
    a.type === type && 'option' in a ? [a.option] : a.type === type && 'to' in a ? [a.to] : [],
  );
}

describe('R-4 co-op Event Chits: the player whose units act enacts the chit', () => {
  it("R-4: Rangers Forward! for Fox, drawn by the Easy player, is Fox's to use with a Fox unit, then Easy's activation goes on", () => {
    const { g, rng } = coopPlay('coop3', 'r4-a', 'easy');
    drawRangerChit(g, rng, 1, 'chit-3');
    const t = topOf(g);
    expect(t.k === 'choose' && t.purpose === 'rangers-forward' && t.seat).toBe('fox');
    expect(rangerSeatNow(g)).toBe('fox');
    expect(options(g, 'choose')).toEqual(['9', '10', '11', '12', 'none']);
    expect(g.decider).toEqual({ side: 'ranger', seat: 'fox' });
    expect(said(g)).toContain(
      'The Rangers Forward! – Fox Company chit goes to the Fox Company player, whose units it sets acting (R-4).',
    );
    act(g, rng, { type: 'choose', option: '10' });
    expect(topOf(g)).toMatchObject({ k: 'spend', col: 10, movementOnly: true });
    expect(rangerSeatNow(g)).toBe('fox');
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(g.rangers[9]?.row).toBe(7);
    act(g, rng, { type: 'end-advances' });
    expect(topOf(g)).toMatchObject({ k: 'unit', col: 1 });
    expect(rangerSeatNow(g)).toBe('easy');
  });

  it("R-4: a chit naming the drawer's own Company stays with the drawer", () => {
    const { g, rng } = coopPlay('coop3', 'r4-b', 'easy');
    drawRangerChit(g, rng, 1, 'chit-1');
    expect(rangerSeatNow(g)).toBe('easy');
    expect(options(g, 'choose')).toEqual(['2', '3', '4', 'none']);
    expect(said(g).some((l) => l.includes('(R-4)'))).toBe(false);
  });

  it("R-4: a player's choice chit is offered to its drawer: keep it, give it to a player with an able unit, or decline", () => {
    const { g, rng } = coopPlay('coop3', 'r4-c', 'easy');
    // Fox's units are all Pinned: none of them could move for the chit, so Fox is not offered it.
    for (const c of [9, 10, 11, 12]) put(g, c, 6, { pinned: true });
    drawRangerChit(g, rng, 1, 'chit-4');
    expect(topOf(g)).toMatchObject({ k: 'chit-offer', drawer: 'easy' });
    expect(rangerSeatNow(g)).toBe('easy');
    expect(options(g, 'give-chit')).toEqual(['easy', 'dog', 'decline']);
    expect(crowbarStatus(g).prompts.join(' ')).toMatch(/the Easy Company player keeps it/);
    act(g, rng, { type: 'give-chit', to: 'dog' });
    expect(
      said(g).some((l) => /^The Easy Company player gives the .* chit to the Dog Company player \(R-4\)\.$/.test(l)),
    ).toBe(true);
    expect(rangerSeatNow(g)).toBe('dog');
    expect(options(g, 'choose')).toEqual(['5', '6', '7', '8', 'none']);
  });

  it("R-4: the drawer may keep a player's choice chit (own units only) or decline it", () => {
    const kept = coopPlay('coop3', 'r4-d', 'fox');
    drawRangerChit(kept.g, kept.rng, 12, 'chit-24');
    act(kept.g, kept.rng, { type: 'give-chit', to: 'fox' });
    expect(options(kept.g, 'choose')).toEqual(['9', '10', '11', 'none']);
    expect(rangerSeatNow(kept.g)).toBe('fox');

    const declined = coopPlay('coop3', 'r4-d', 'fox');
    drawRangerChit(declined.g, declined.rng, 12, 'chit-24');
    act(declined.g, declined.rng, { type: 'give-chit', to: 'decline' });
    expect(topOf(declined.g)).toMatchObject({ k: 'unit', col: 12 });
    expect(declined.g.rangers.every((r) => !r || r.row === 6)).toBe(true);
  });

  it('R-4 in solitaire: the same chit is played at once, with every unit to pick from', () => {
    const rng = Rng.fromSeed('r4-solo');
    const g = newGame(R, rng, 'solitaire');
    g.germans = [];
    g.guns = [];
    g.phase = 'play';
    g.stack = [{ k: 'select' }];
    for (const c of g.commanders) c.used = true;
    for (const r of g.rangers) if (r) put(g, r.col, 6);
    drawRangerChit(g, rng, 1, 'chit-4');
    expect(topOf(g)).toMatchObject({ k: 'choose', purpose: 'rangers-forward' });
    expect(options(g, 'choose')).toHaveLength(12);
  });

  it('R-4 with S-1: a Dog chit in 2-player co-op stays with the drawer for his own Dog units, else goes to the partner', () => {
    const own = coopPlay('coop2', 'r4-e', 'easy');
    drawRangerChit(own.g, own.rng, 1, 'chit-2');
    expect(rangerSeatNow(own.g)).toBe('easy');
    expect(options(own.g, 'choose')).toEqual(['7', '8', 'none']);

    const partner = coopPlay('coop2', 'r4-e', 'easy');
    put(partner.g, 7, 6, { pinned: true });
    put(partner.g, 8, 6, { pinned: true });
    drawRangerChit(partner.g, partner.rng, 1, 'chit-2');
    expect(rangerSeatNow(partner.g)).toBe('fox');
    expect(options(partner.g, 'choose')).toEqual(['5', '6', 'none']);
  });

  it("R-4: Open Fire! for Fox drawn by Easy: only Fox's units fire, and Fox picks their targets", () => {
    const { g, rng } = coopPlay('coop3', 'r4-f', 'easy');
    german(g, 'hka-3', 10, 7);
    german(g, 'hka-3', 2, 7);
    drawRangerChit(g, rng, 1, 'chit-7');
    const t = topOf(g);
    expect(t.k).toBe('fire');
    if (t.k !== 'fire') return;
    expect(t.firers.length).toBeGreaterThan(0);
    expect(t.firers.every((c) => c >= 9)).toBe(true);
    expect(rangerSeatNow(g)).toBe('fox');
  });

  it("R-4 with S-1: Open Fire! player's choice kept in 2-player co-op fires only the drawer's own columns of the Company picked", () => {
    const { g, rng } = coopPlay('coop2', 'r4-g', 'easy');
    german(g, 'hka-3', 6, 7);
    german(g, 'hka-3', 7, 8);
    drawRangerChit(g, rng, 1, 'chit-29');
    act(g, rng, { type: 'give-chit', to: 'easy' });
    expect(rangerSeatNow(g)).toBe('easy');
    expect(options(g, 'choose')).toContain('dog');
    act(g, rng, { type: 'choose', option: 'dog' });
    const t = topOf(g);
    expect(t.k).toBe('fire');
    if (t.k === 'fire') expect(t.firers.every((c) => c === 7 || c === 8)).toBe(true);
  });

  it("R-4 with O-7: Force B & C Reinforcements need Rudder's HQ; with it, the player given the chit reinforces his own unit", () => {
    const none = coopPlay('coop3', 'r4-h', 'easy');
    drawRangerChit(none.g, none.rng, 1, 'chit-14');
    expect(topOf(none.g)).toMatchObject({ k: 'unit', col: 1 });
    expect(said(none.g)).toContain("Force B & C Reinforcements: no effect: Rudder's HQ is not established (O-7).");

    const { g, rng } = coopPlay('coop3', 'r4-h', 'easy');
    g.hq = 3 + 12 * 6;
    put(g, 6, 6, { sp: 5 });
    put(g, 2, 6, { sp: 7 });
    drawRangerChit(g, rng, 1, 'chit-14');
    expect(options(g, 'give-chit')).toEqual(['easy', 'dog', 'decline']);
    expect(crowbarStatus(g).prompts.join(' ')).toMatch(/the Easy Company player keeps it/);
    act(g, rng, { type: 'give-chit', to: 'dog' });
    expect(options(g, 'choose')).toEqual(['6', 'none']);
    act(g, rng, { type: 'choose', option: '6' });
    expect(g.rangers[5]?.sp).toBe(5 + R.k['reinforcement-sp']);
  });

  it("R-4 with M-2: only the player whose unit carries Rudder may draw Rudder's chit between activations", () => {
    const { g } = coopPlay('coop3', 'r4-i', 'fox');
    const rudder = g.commanders.find((c) => c.battalion);
    if (!rudder) throw new Error('no Rudder');
    rudder.used = false;
    expect(legalActions(g, R).some((a) => a.type === 'rudder-chit')).toBe(false);
    g.seatTurn = g.seats.findIndex((s) => s.id === 'easy');
    expect(legalActions(g, R).some((a) => a.type === 'rudder-chit')).toBe(true);
  });
});
