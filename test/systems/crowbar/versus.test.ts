import { describe, expect, it } from 'vitest';
import { Rng, toldFor, toldText } from '../../../src/engine/index.ts';
import { crowbarGame, crowbarStatus, MODES } from '../../../src/systems/crowbar/game/index.ts';
import { legalActions } from '../../../src/systems/crowbar/game/legal.ts';
import { resolveChit } from '../../../src/systems/crowbar/game/chits.ts';
import { launchCounterattack } from '../../../src/systems/crowbar/game/counterattacks.ts';
import { endGame } from '../../../src/systems/crowbar/game/core.ts';
import { run } from '../../../src/systems/crowbar/game/flow.ts';
import { sp } from '../../../src/systems/crowbar/map/grid.ts';
import { Roller } from '../../../src/systems/crowbar/game/roller.ts';
import { newModeGame } from '../../../src/systems/crowbar/game/versus-setup.ts';
import { publicView, HIDDEN } from '../../../src/systems/crowbar/game/versus-view.ts';
import { settings } from '../../../src/systems/crowbar/rules-notes.ts';
import { boardModel, spaceText } from '../../../src/ui/boards/crowbar/model.ts';
import type { CrowbarAction } from '../../../src/systems/crowbar/game/actions.ts';
import type { CrowbarState, GermanTask, VersusMode } from '../../../src/systems/crowbar/game/types.ts';
import { act, blankGame, ctx, german, put, R, said, topChit, topTask } from './helpers.ts';

const context = ctx();

/** A battlefield emptied for one event, with a German player (versus2 unless told). */
function versusBlank(seed: string, versus: VersusMode = 'versus2'): { g: CrowbarState; rng: Rng } {
  const { g, rng } = blankGame(seed);
  g.versus = versus;
  return { g, rng };
}

function germanTop(g: CrowbarState): GermanTask {
  const t = g.stack[g.stack.length - 1];
  if (!t || !t.k.startsWith('german-')) throw new Error(`no German decision on top (${t?.k ?? 'none'})`);
  return t as GermanTask;
}

/** Answers every setup decision of the German player(s) with the first legal choice. */
function finishGermanSetup(g: CrowbarState, rng: Rng): void {
  for (let n = 0; g.decider?.side === 'german' && n < 200; n++) act(g, rng, legalActions(g, R)[0] as CrowbarAction);
}

describe('T-1, T-2 2-player versus setup', () => {
  it('T-2: the German player picks the HKA and MG units and their spaces; FLAK and Command Bunker set up as B-8', () => {
    const rng = Rng.fromSeed('t2');
    const g = newModeGame(R, rng, 'versus2');
    run(g, R, new Roller(rng));
    expect(g.decider).toEqual({ side: 'german', seat: 'german' });
    expect(g.germans.map((u) => u.kind).sort()).toEqual(['command', 'flak']);
    const legal = legalActions(g, R);
    expect(legal.every((a) => a.type === 'german-deploy')).toBe(true);
    // Every HKA space and Gun Park may take each HKA type; the MG spaces only MG.
    const hkaSpaces = R.map.hkaSpaces.length + R.map.gunParks.length;
    expect(legal.length).toBe(hkaSpaces * 3 + R.map.mgSpaces.length);
    // The German player puts the four weakest HKA counters first, in the Gun Emplacements of his choice.
    const first = R.map.hkaSpaces.slice(0, 4);
    for (const s of first)
      act(g, rng, { type: 'german-deploy', unit: 'hka-2', col: (s % 12) + 1, row: Math.floor(s / 12) });
    expect(first.map((s) => g.germans.find((u) => sp(u.col, u.row) === s)?.type)).toEqual([
      'hka-2',
      'hka-2',
      'hka-2',
      'hka-2',
    ]);
    expect(legalActions(g, R).some((a) => a.type === 'german-deploy' && a.unit === 'hka-2')).toBe(false);
    while (topTask(g) === 'german-deploy') {
      const a =
        legalActions(g, R).find((x) => x.type === 'german-deploy' && x.unit === 'hka-4') ?? legalActions(g, R)[0];
      act(g, rng, a as CrowbarAction);
    }
    // 13 HKA deployed (one removed, B-8b), 5 MG in the MG spaces (filled at once: one MG type) and 3 in the pool.
    expect(g.germans.filter((u) => u.kind === 'hka')).toHaveLength(hkaSpaces);
    expect(g.germans.filter((u) => u.kind === 'hka' && u.type === 'hka-4')).toHaveLength(5);
    expect(
      g.germans
        .filter((u) => u.kind === 'mg')
        .map((u) => sp(u.col, u.row))
        .sort(),
    ).toEqual([...R.map.mgSpaces].sort());
    expect(g.germanPool.mg).toHaveLength(3);
    expect(topTask(g)).toBe('german-markers');
  });

  it('T-1: three Gun Found! and the three Traps go where the German player puts them; the rest fill the stars at random', () => {
    const rng = Rng.fromSeed('t1');
    const g = newModeGame(R, rng, 'versus2');
    run(g, R, new Roller(rng));
    while (topTask(g) === 'german-deploy') act(g, rng, legalActions(g, R)[0] as CrowbarAction);
    const t = germanTop(g);
    if (t.k !== 'german-markers') throw new Error('markers expected');
    expect([...t.hand].sort()).toEqual(['gun-found', 'gun-found', 'gun-found', 'trap-2', 'trap-3', 'trap-booby']);
    expect(g.guns).toHaveLength(0);
    // All six go into the two triple spaces (R-1 gives them to Easy Company): the German player's choice.
    const targets = [...R.map.gunParks, ...R.map.gunParks, ...R.map.gunParks];
    for (const s of targets)
      act(g, rng, { type: 'german-place-marker', marker: 0, col: (s % 12) + 1, row: Math.floor(s / 12) });
    expect(topTask(g)).toBe('flashlamp');
    expect(g.decider).toEqual({ side: 'ranger', seat: 'rangers' });
    const inParks = g.guns
      .filter((m) => R.map.gunParks.includes(m.space))
      .map((m) => m.kind)
      .sort();
    expect(inParks).toEqual(['gun-found', 'gun-found', 'gun-found', 'trap-2', 'trap-3', 'trap-booby']);
    expect(g.guns).toHaveLength(20);
    for (const s of R.map.starSpaces) expect(g.guns.filter((m) => m.space === s)).toHaveLength(R.map.stars[s] ?? 0);
    expect(g.guns.filter((m) => m.kind === 'gun-found')).toHaveLength(6);
  });

  it('T-1: a star space takes no more markers than it has stars', () => {
    const rng = Rng.fromSeed('t1-full');
    const g = newModeGame(R, rng, 'versus2');
    run(g, R, new Roller(rng));
    while (topTask(g) === 'german-deploy') act(g, rng, legalActions(g, R)[0] as CrowbarAction);
    const single = R.map.starSpaces.find((s) => R.map.stars[s] === 1) as number;
    const at = { col: (single % 12) + 1, row: Math.floor(single / 12) };
    act(g, rng, { type: 'german-place-marker', marker: 0, ...at });
    expect(
      legalActions(g, R).some((a) => a.type === 'german-place-marker' && a.col === at.col && a.row === at.row),
    ).toBe(false);
    expect(crowbarGame.check(g, { type: 'german-place-marker', marker: 0, ...at }, context)).toMatch(/not allowed/);
  });

  it('T-1: a secret placement is told to the German side only; the Ranger side reads neither the space nor the marker', () => {
    const rng = Rng.fromSeed('t1-told');
    let s = crowbarGame.setup({ mode: 'versus2' }, rng, context);
    while (topTask(s) === 'german-deploy')
      s = crowbarGame.apply(s, crowbarGame.legalActions(s, context)[0] as CrowbarAction, rng, context);
    const t = s.stack[s.stack.length - 1];
    const a = crowbarGame.legalActions(s, context).at(-1);
    if (t?.k !== 'german-markers' || a?.type !== 'german-place-marker') throw new Error('no marker to place');
    const label = R.gunByKey.get(t.hand[a.marker] ?? '')?.label ?? '?';
    const after = crowbarGame.apply(s, a, rng, context);
    const [told] = crowbarGame.tell(s, after, a, context);
    const german = toldText(toldFor(told!, 'german')!);
    expect(german).toContain(`${R.map.rowLabel[a.row]}, column ${a.col}`);
    expect(german).toContain(label);
    const ranger = toldText(toldFor(told!, 'ranger')!);
    expect(ranger).toMatch(/German player places a marker face down/);
    expect(ranger).not.toContain(R.map.rowLabel[a.row] ?? '?');
    expect(ranger).not.toContain(`column ${a.col}`);
    expect(ranger).not.toContain(label);
    expect(toldFor(told!)).toEqual(toldFor(told!, 'ranger'));
  });
});

describe('T-3 German Event Chits in versus', () => {
  it('T-3a Ambush!: two units tie for most advanced, the German player picks the one struck', () => {
    const { g, rng } = versusBlank('t3a');
    put(g, 2, 8);
    put(g, 6, 8);
    put(g, 10, 6);
    topChit(g, (c) => c.germanEffect === 'ambush');
    resolveChit(g, R, new Roller(rng), 'german');
    run(g, R, new Roller(rng));
    expect(germanTop(g)).toMatchObject({ k: 'german-ambush', seat: 'german', cols: [2, 6] });
    expect(g.decider).toEqual({ side: 'german', seat: 'german' });
    expect(legalActions(g, R)).toEqual([
      { type: 'german-ambush', col: 2 },
      { type: 'german-ambush', col: 6 },
    ]);
    act(g, rng, { type: 'german-ambush', col: 6 });
    expect(said(g).some((l) => /Ambush! A .* strikes LCA 858/.test(l))).toBe(true);
  });

  it('T-3a Ambush!: one most advanced unit, no question', () => {
    const { g, rng } = versusBlank('t3a-one');
    put(g, 2, 9);
    put(g, 6, 8);
    topChit(g, (c) => c.germanEffect === 'ambush');
    resolveChit(g, R, new Roller(rng), 'german');
    expect(g.stack.some((t) => t.k === 'german-ambush')).toBe(false);
    expect(said(g).some((l) => /Ambush! A .* strikes Easy 2/.test(l))).toBe(true);
  });

  it('T-3b Assault!: the German player may hold a unit back', () => {
    const { g, rng } = versusBlank('t3b');
    put(g, 6, 8);
    const u = german(g, 'grenadier-4', 6, 10);
    topChit(g, (c) => c.germanEffect === 'assault' && c.germanCompany === 'dog');
    resolveChit(g, R, new Roller(rng), 'german');
    run(g, R, new Roller(rng));
    expect(legalActions(g, R)).toEqual([
      { type: 'german-assault', gid: u.id, go: true },
      { type: 'german-assault', gid: u.id, go: false },
    ]);
    act(g, rng, { type: 'german-assault', gid: u.id, go: false });
    expect(u.row).toBe(10);
    expect(g.stack.some((t) => t.k === 'cc')).toBe(false);
    expect(topTask(g)).toBe('select');
  });

  it('T-3b Assault!: a unit sent in attacks as in solitaire; one that could not move is not asked about', () => {
    const { g, rng } = versusBlank('t3b-go');
    put(g, 6, 8);
    const u = german(g, 'grenadier-4', 6, 10);
    german(g, 'grenadier-3', 7, 5);
    topChit(g, (c) => c.germanEffect === 'assault' && c.germanCompany === 'dog');
    resolveChit(g, R, new Roller(rng), 'german');
    run(g, R, new Roller(rng));
    // Only the unit in column 6 is asked about: the one on the Cliff Top of column 7 has nowhere to go.
    expect(germanTop(g)).toMatchObject({ k: 'german-assault', gid: u.id });
    act(g, rng, { type: 'german-assault', gid: u.id, go: true });
    expect(said(g).some((l) => /Assault!: the .* attacks/.test(l))).toBe(true);
    expect(g.stack.some((t) => t.k === 'german-assault')).toBe(false);
  });

  it('T-3c Commander Hit: on a 5 the German player picks the Commander; on a 1-4 the die names him', () => {
    const { g, rng } = versusBlank('t3c');
    topChit(g, (c) => c.germanEffect === 'commander-hit');
    resolveChit(g, R, new Roller(rng, [5]), 'german');
    expect(germanTop(g)).toMatchObject({ k: 'german-commander-hit', roll: 5 });
    expect(
      legalActions(g, R)
        .map((a) => (a.type === 'german-commander-hit' ? a.commander : ''))
        .sort(),
    ).toEqual(['baugh', 'masny', 'rudder', 'slater']);
    act(g, rng, { type: 'german-commander-hit', commander: 'masny', dice: [6] });
    const masny = g.commanders.find((c) => c.id === 'masny');
    expect(masny?.col).toBeNull();
    expect(masny?.returnAt).toBe(1 + Math.ceil(6 / R.k['commander-casualty-divisor']));

    const b = versusBlank('t3c-2');
    topChit(b.g, (c) => c.germanEffect === 'commander-hit');
    resolveChit(b.g, R, new Roller(b.rng, [2, 1]), 'german');
    expect(b.g.stack.some((t) => t.k === 'german-commander-hit')).toBe(false);
    expect(b.g.commanders.find((c) => c.id === 'slater')?.col).toBeNull();
  });

  it('T-3d German Patrols: any Grenadier of the pool, in front of either tied unit', () => {
    const { g, rng } = versusBlank('t3d');
    put(g, 6, 8);
    put(g, 7, 8);
    g.germanPool.grenadier = ['grenadier-4', 'grenadier-4', 'grenadier-5', 'grenadier-3'];
    topChit(g, (c) => c.germanEffect === 'patrol' && c.germanCompany === 'dog');
    resolveChit(g, R, new Roller(rng), 'german');
    const legal = legalActions(g, R);
    expect(legal).toHaveLength(6);
    expect(legal).toContainEqual({ type: 'german-patrol', unit: 'grenadier-3', col: 7 });
    act(g, rng, { type: 'german-patrol', unit: 'grenadier-3', col: 7 });
    expect(g.germans.find((u) => u.col === 7 && u.row === 9)?.type).toBe('grenadier-3');
    expect(g.germanPool.grenadier).toEqual(['grenadier-4', 'grenadier-4', 'grenadier-5']);
  });

  it('T-3d German Patrols: one space and one kind of Grenadier left, no question', () => {
    const { g, rng } = versusBlank('t3d-one');
    put(g, 6, 8);
    g.germanPool.grenadier = ['grenadier-5', 'grenadier-5'];
    topChit(g, (c) => c.germanEffect === 'patrol' && c.germanCompany === 'dog');
    resolveChit(g, R, new Roller(rng), 'german');
    expect(g.stack.some((t) => t.k === 'german-patrol')).toBe(false);
    expect(g.germans.find((u) => u.col === 6 && u.row === 9)?.type).toBe('grenadier-5');
  });

  it('T-3e Unexpected Obstacle: the German player picks among the tied units', () => {
    const { g, rng } = versusBlank('t3e');
    put(g, 3, 7);
    put(g, 11, 7);
    topChit(g, (c) => c.germanEffect === 'unexpected-obstacle');
    resolveChit(g, R, new Roller(rng), 'german');
    expect(legalActions(g, R)).toEqual([
      { type: 'german-obstacle', col: 3 },
      { type: 'german-obstacle', col: 11 },
    ]);
    act(g, rng, { type: 'german-obstacle', col: 11 });
    expect(g.obstacles).toEqual([sp(11, 8)]);
  });
});

describe('T-4 German Counterattacks in versus', () => {
  it('T-4a-c: three Grenadiers and one MG from the pool, each facing a different unit, at the normal distance', () => {
    const { g, rng } = versusBlank('t4');
    put(g, 9, 6);
    put(g, 10, 7);
    put(g, 11, 14);
    put(g, 12, 2);
    g.germanPool = { grenadier: ['grenadier-4', 'grenadier-5', 'grenadier-3', 'grenadier-4'], mg: ['mg', 'mg'] };
    launchCounterattack(g, R, new Roller(rng), 1);
    expect(germanTop(g)).toMatchObject({ k: 'german-counterattack', company: 'fox', grenadiers: 3, mgs: 1 });
    // Column 11's unit is south of the Highway: nothing may face it (P-1d).
    expect([...new Set(legalActions(g, R).map((a) => (a.type === 'german-counterattack' ? a.col : 0)))]).toEqual([
      9, 10, 12,
    ]);
    act(g, rng, { type: 'german-counterattack', unit: 'mg', col: 10 });
    expect(legalActions(g, R).some((a) => a.type === 'german-counterattack' && a.unit === 'mg')).toBe(false);
    act(g, rng, { type: 'german-counterattack', unit: 'grenadier-5', col: 9 });
    // The last eligible column: the two Grenadier types left in the pool.
    expect(legalActions(g, R)).toEqual([
      { type: 'german-counterattack', unit: 'grenadier-3', col: 12 },
      { type: 'german-counterattack', unit: 'grenadier-4', col: 12 },
    ]);
    act(g, rng, { type: 'german-counterattack', unit: 'grenadier-3', col: 12 });
    expect(g.stack.some((t) => t.k === 'german-counterattack')).toBe(false);
    const at = (col: number): string | undefined => g.germans.find((u) => u.col === col)?.type;
    expect([at(9), at(10), at(12)]).toEqual(['grenadier-5', 'mg', 'grenadier-3']);
    expect(g.germans.find((u) => u.col === 9)?.row).toBe(8);
    expect(g.germans.find((u) => u.col === 10)?.row).toBe(9);
    expect(g.germans.find((u) => u.col === 12)?.row).toBe(R.k['highway-row']);
    expect(g.germanPool).toEqual({ grenadier: ['grenadier-4', 'grenadier-4'], mg: ['mg'] });
  });

  it('T-4c: the normal distance rules still apply: past a German unit in the way, reduced south of the Highway', () => {
    const { g, rng } = versusBlank('t4c');
    put(g, 9, 11);
    put(g, 10, 6);
    german(g, 'hka-3', 9, 13);
    g.germanPool = { grenadier: ['grenadier-5', 'grenadier-4', 'grenadier-4'], mg: ['mg'] };
    launchCounterattack(g, R, new Roller(rng), 1);
    act(g, rng, { type: 'german-counterattack', unit: 'grenadier-5', col: 9 });
    const u = g.germans.find((x) => x.type === 'grenadier-5');
    expect([u?.row, u?.reduced]).toEqual([14, true]);
    act(g, rng, { type: 'german-counterattack', unit: 'mg', col: 10 });
    // Columns 11 and 12 are still at Start: their units go on the Highway (P-1f).
    act(g, rng, { type: 'german-counterattack', unit: 'grenadier-4', col: 12 });
    expect(g.germans.find((x) => x.col === 12)?.row).toBe(R.k['highway-row']);
    // One Grenadier kind and one column left: placed without a question.
    expect(g.germans.find((x) => x.col === 11)?.type).toBe('grenadier-4');
    expect(topTask(g)).toBe('select');
  });

  it('T-4d: the German player picks the target of the 4th Counterattack', () => {
    const { g, rng } = versusBlank('t4d');
    put(g, 5, 6);
    launchCounterattack(g, R, new Roller(rng), 4);
    expect(
      legalActions(g, R)
        .map((a) => (a.type === 'german-ca-target' ? a.company : ''))
        .sort(),
    ).toEqual(['dog', 'easy', 'fox']);
    act(g, rng, { type: 'german-ca-target', company: 'dog' });
    expect(g.ca.attacked).toEqual(['dog']);
    expect(germanTop(g)).toMatchObject({ k: 'german-counterattack', company: 'dog' });
  });

  it('T-4d: the first three Counterattacks keep their solitaire targets', () => {
    const { g, rng } = versusBlank('t4-1');
    launchCounterattack(g, R, new Roller(rng), 1);
    expect(g.ca.attacked).toEqual(['fox']);
  });
});

describe('T 3- and 4-player versus, "not so co-op"', () => {
  it('T 3-player versus: 2-player co-op seats; in each zone the German player places one Trap and one Gun Found!', () => {
    const rng = Rng.fromSeed('t3p');
    let s = crowbarGame.setup({ mode: 'versus3' }, rng, context);
    expect(s.mode).toBe('coop2');
    expect(s.versus).toBe('versus3');
    expect(s.seats.map((x) => x.id).sort()).toEqual(['easy', 'fox']);
    while (topTask(s) === 'german-deploy')
      s = crowbarGame.apply(s, crowbarGame.legalActions(s, context)[0] as CrowbarAction, rng, context);
    for (const zone of ['easy', 'dog', 'fox'] as const) {
      const t = germanTop(s);
      if (t.k !== 'german-markers') throw new Error('markers expected');
      expect(t.seat).toBe('german');
      expect(t.hand.map((k) => R.gunByKey.get(k)?.kind).sort()).toEqual(['gun', 'trap']);
      const z = R.map.doc.companies.find((c) => c.id === zone);
      const cols = crowbarGame.legalActions(s, context).map((a) => (a.type === 'german-place-marker' ? a.col : 0));
      expect(cols.every((c) => c >= (z?.first ?? 0) && c <= (z?.last ?? 0))).toBe(true);
      s = crowbarGame.apply(s, crowbarGame.legalActions(s, context)[0] as CrowbarAction, rng, context);
      s = crowbarGame.apply(s, crowbarGame.legalActions(s, context)[0] as CrowbarAction, rng, context);
    }
    expect(topTask(s)).toBe('flashlamp');
    expect(s.guns).toHaveLength(20);
  });

  it('T 4-player versus: 3-player co-op seats against one German player; three Counterattacks only', () => {
    const rng = Rng.fromSeed('t4p');
    const s = crowbarGame.setup({ mode: 'versus4' }, rng, context);
    expect([s.mode, s.versus, s.decider?.seat]).toEqual(['coop3', 'versus4', 'german']);
    const { g } = versusBlank('t4p-ca', 'versus4');
    g.mode = 'coop3';
    launchCounterattack(g, R, new Roller(rng, [3]), 1);
    // R-8 rolls the target (3: Easy); the German player then picks the force.
    expect(germanTop(g)).toMatchObject({ k: 'german-counterattack', company: 'easy', seat: 'german' });
  });

  it('T "not so co-op": Fox decides for the Germans against Dog, Dog against Easy, Easy against Fox', () => {
    const rng = Rng.fromSeed('nsc');
    const g = newModeGame(R, rng, 'notsocoop3');
    const deploys = g.stack.filter((t) => t.k === 'german-deploy').reverse();
    expect(deploys.map((t) => (t.k === 'german-deploy' ? t.seat : ''))).toEqual(['dog', 'fox', 'easy']);
    const markers = g.stack.filter((t) => t.k === 'german-markers').reverse();
    expect(markers.map((t) => (t.k === 'german-markers' ? t.seat : ''))).toEqual(['dog', 'fox', 'easy']);
    run(g, R, new Roller(rng));
    expect(g.decider).toEqual({ side: 'german', seat: 'dog' });
    // The Dog player deploys the Germans in Easy's zone (columns 1-4) only.
    expect(legalActions(g, R).every((a) => a.type === 'german-deploy' && a.col <= 4)).toBe(true);
    finishGermanSetup(g, rng);
    expect(g.germans.filter((u) => u.kind === 'hka')).toHaveLength(R.map.hkaSpaces.length + R.map.gunParks.length);

    // During the Dog player's Round, an Ambush! tie is decided by the Fox player.
    const { g: b, rng: r2 } = versusBlank('nsc-ambush', 'notsocoop3');
    b.mode = 'coop3';
    b.seats = [
      { id: 'dog', cols: [5, 6, 7, 8] },
      { id: 'easy', cols: [1, 2, 3, 4] },
      { id: 'fox', cols: [9, 10, 11, 12] },
    ];
    b.seatTurn = 0;
    put(b, 2, 8);
    put(b, 6, 8);
    topChit(b, (c) => c.germanEffect === 'ambush');
    resolveChit(b, R, new Roller(r2), 'german');
    run(b, R, new Roller(r2));
    expect(b.decider).toEqual({ side: 'german', seat: 'fox' });
    // An Assault! against Fox is run by the Easy player, whoever's Round it is.
    const u = german(b, 'grenadier-4', 10, 9);
    put(b, 10, 7);
    b.stack = [{ k: 'select' }];
    topChit(b, (c) => c.germanEffect === 'assault' && c.germanCompany === 'fox');
    resolveChit(b, R, new Roller(r2), 'german');
    run(b, R, new Roller(r2));
    expect(germanTop(b)).toMatchObject({ k: 'german-assault', gid: u.id, seat: 'easy' });
    // A Counterattack on Easy is run by the Dog player.
    const { g: c, rng: r3 } = versusBlank('nsc-ca', 'notsocoop3');
    c.mode = 'coop3';
    launchCounterattack(c, R, new Roller(r3, [4]), 1);
    expect(germanTop(c)).toMatchObject({ company: 'easy', seat: 'dog' });
  });

  it('T: the new modes are session options next to solitaire and co-op', () => {
    expect(MODES).toEqual(['solitaire', 'coop3', 'coop2', 'versus2', 'versus3', 'versus4', 'notsocoop3']);
    const mode = settings.find((x) => x.key === 'mode');
    expect(mode?.options.map((o) => o.value)).toEqual([...MODES]);
  });
});

describe('T-1 hidden placements', () => {
  it('T-1: the public view, the board and the log never show what the German player placed', () => {
    const rng = Rng.fromSeed('hidden');
    let s = crowbarGame.setup({ mode: 'versus2' }, rng, context);
    const actions: CrowbarAction[] = [];
    while (s.decider?.side === 'german') {
      const a = crowbarGame.legalActions(s, context)[0] as CrowbarAction;
      if (a.type === 'german-place-marker') actions.push(a);
      if (topTask(s) === 'german-markers') {
        const view = publicView(s);
        const t = view.stack[view.stack.length - 1];
        expect(t?.k === 'german-markers' && t.hand.every((k) => k === HIDDEN)).toBe(true);
      }
      s = crowbarGame.apply(s, a, rng, context);
    }
    const keys = [...R.gunByKey.keys()];
    const labels = [...R.gunByKey.values()].map((d) => d.label);
    const view = JSON.stringify(publicView(s));
    for (const k of keys) expect(view).not.toContain(`"${k}"`);
    expect(s.guns.some((m) => m.kind === 'trap-3')).toBe(true);
    for (const a of actions) for (const k of keys) expect(JSON.stringify(a)).not.toContain(k);
    const board = boardModel(publicView(s), R);
    const words = R.map.starSpaces.flatMap((x) => spaceText(board, R, x)).join(' ');
    for (const l of labels) expect(words).not.toContain(l);
    expect(words).toContain('unrevealed Possible Gun Location? marker');
    for (const l of labels)
      expect(s.log.map((t) => toldText(toldFor(t, 'ranger') ?? { text: '' })).join(' ')).not.toContain(l);
  });

  it('the decider is the Ranger player in solitaire and the active seat in co-op', () => {
    const rng = Rng.fromSeed('decider');
    expect(crowbarGame.setup({ mode: 'solitaire' }, rng, context).decider).toEqual({ side: 'ranger', seat: 'rangers' });
    const c = crowbarGame.setup({ mode: 'coop3' }, rng, context);
    const t = c.stack[c.stack.length - 1];
    expect(c.decider).toEqual({ side: 'ranger', seat: t?.k === 'flashlamp' ? t.player : '?' });
  });
});

describe('T status lines', () => {
  it('T-1: the status names the German decision without naming the markers', () => {
    const rng = Rng.fromSeed('status');
    let s = crowbarGame.setup({ mode: 'versus2' }, rng, context);
    expect(crowbarStatus(s).prompts).toContain(
      `German player: deploy HKA and MG units (${R.map.hkaSpaces.length + R.map.gunParks.length + R.map.mgSpaces.length} spaces left)`,
    );
    while (topTask(s) === 'german-deploy')
      s = crowbarGame.apply(s, crowbarGame.legalActions(s, context)[0] as CrowbarAction, rng, context);
    expect(crowbarStatus(s).prompts).toContain('German player: place 6 markers face down, in secret');
    expect(crowbarGame.check(s, { type: 'roll', die: 'red' }, context)).toMatch(/german-place-marker/);
    const n = newModeGame(R, rng, 'notsocoop3');
    run(n, R, new Roller(rng));
    expect(crowbarStatus(n).prompts.join(' ')).toMatch(/Dog player, for the Germans: deploy/);
  });
});

describe('T-5 versus score', () => {
  it("T-5: the end of a 2-player versus game gives the Ranger player's VP", () => {
    const { g } = versusBlank('t5');
    g.mode = 'versus2';
    endGame(g, R, 'time');
    run(g, R, new Roller(Rng.fromSeed('t5')));
    expect(crowbarStatus(g).result).toBe(`Ranger player: ${g.over?.vp} VP, ${g.over?.level}`);
    expect(g.decider).toBeNull();
  });
});
