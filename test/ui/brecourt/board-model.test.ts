import { describe, expect, it } from 'vitest';
import { makeContext, resolveProcedure, Rng, type ResolvedRoll, type RulesContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import type { BrecourtAction } from '../../../src/systems/brecourt/game/actions.ts';
import type { BrecourtState } from '../../../src/systems/brecourt/game/types.ts';
import { applyLabel, diceOf, presetFor, previewApply, resolveAction, typedGame } from '../../../src/ui/boards/brecourt/binding.ts';
import { dueItems } from '../../../src/ui/boards/brecourt/due-model.ts';
import { actsFor, bindingOf, eligible, moveChoices, pickHint, toggleTarget, type Pick } from '../../../src/ui/boards/brecourt/figure-acts.ts';
import { figureBadges, figureDescription, rosterGroups, shortName, teamLabel, weaponLabel } from '../../../src/ui/boards/brecourt/roster-model.ts';
import { summaryFileName, summaryText } from '../../../src/ui/boards/brecourt/summary-model.ts';

const game = typedGame(system.game as NonNullable<typeof system.game>);
const ctx: RulesContext = makeContext(system.tables, system.settings, {});
const T0 = 1_700_000_000_000;

function fresh(): BrecourtState {
  return game.setup({}, Rng.fromSeed(1), ctx);
}

function play(s: BrecourtState, ...actions: BrecourtAction[]): BrecourtState {
  let out = s;
  for (const a of actions) {
    const why = game.check(out, a, ctx);
    if (why) throw new Error(`${a.type}: ${why}`);
    out = game.apply(out, a, Rng.fromSeed(2), ctx);
  }
  return out;
}

function rolled(procedure: string, inputs: Record<string, unknown>, dice: string): ResolvedRoll {
  const proc = system.procedures.find((p) => p.id === procedure);
  if (!proc) throw new Error(procedure);
  return resolveProcedure(proc, ctx, { inputs, dice });
}

const proc = (id: string) => {
  const p = system.procedures.find((x) => x.id === id);
  if (!p) throw new Error(id);
  return p;
};

describe('roster groups', () => {
  it('puts paratroopers, .30 cal teams and Spiers apart, and Germans by gun crew, MG42 team, riflemen and Fallschirmjäger group', () => {
    const { us, german } = rosterGroups(fresh());
    expect(us.map((g) => g.label)).toEqual(['Easy Company', '.30 cal team 1', '.30 cal team 2', 'Spiers and his men']);
    expect(us.at(-1)?.reserve).toBe(true);
    expect(german.map((g) => g.label)).toEqual([
      'Crew of howitzer 1',
      'Crew of howitzer 2',
      'Crew of howitzer 3',
      'Crew of howitzer 4',
      'MG42 team 1',
      'MG42 team 2',
      'MG42 team 3',
      'Riflemen and NCO',
      'Fallschirmjäger group 1',
      'Fallschirmjäger group 2',
      'Fallschirmjäger group 3',
    ]);
    expect(german.filter((g) => g.reserve).length).toBe(3);
    // Every figure appears exactly once.
    const all = [...us, ...german].flatMap((g) => g.figures.map((f) => f.id));
    expect(new Set(all).size).toBe(fresh().figures.length);
  });

  it('files a figure added during play with his side', () => {
    const s = play(fresh(), { type: 'add-figure', at: T0, figure: { name: 'Pvt Joe Domingus', side: 'us', weapon: 'rifle', grenades: 1 } });
    expect(rosterGroups(s).us[0]?.figures.at(-1)?.name).toBe('Pvt Joe Domingus');
  });

  it('names weapons and teams for people', () => {
    expect(weaponLabel('30cal')).toBe('.30 cal');
    expect(weaponLabel('none')).toBe('Loader');
    expect(teamLabel('mg42-3')).toBe('MG42 team 3');
    expect(teamLabel('odd')).toBe('Team odd');
    expect(shortName('Sgt Carwood Lipton')).toBe('Lipton');
    expect(shortName('Grenadier 3')).toBe('Grenadier 3');
  });
});

describe('figure badges', () => {
  it('shows wounds, suppression, prone, move and grenades of a live paratrooper, worst first', () => {
    let s = fresh();
    s = play(s, { type: 'edit-figure', figure: 'lipton', patch: { wounds: 1, suppression: 1, prone: true }, at: T0 }, { type: 'set-move', figure: 'guarnere', mode: 'sneak', at: T0 });
    const lipton = s.figures.find((f) => f.id === 'lipton');
    if (!lipton) throw new Error('lipton');
    expect(figureBadges(lipton, s).map((b) => b.text)).toEqual(['1 wound', 'Suppressed', 'Prone', '1 grenade', 'Explosives']);
    const guarnere = s.figures.find((f) => f.id === 'guarnere');
    expect(guarnere && figureBadges(guarnere, s).map((b) => b.key)).toContain('move');
    expect(guarnere && figureDescription(guarnere, s)).toBe('Sgt William Guarnere, paratrooper, smg, sneaking, 1 grenade left');
  });

  it('tells killed, waiting and guarded figures by their state alone', () => {
    let s = fresh();
    s = play(s, { type: 'apply', effects: [{ figure: 'rifle1', effect: 'kill' }, { figure: 'rifle2', effect: 'surrender' }], at: T0 }, { type: 'guard', guard: 'winters', prisoners: ['rifle2'], at: T0 });
    const f = (id: string) => s.figures.find((x) => x.id === id) as NonNullable<ReturnType<typeof s.figures.find>>;
    expect(figureBadges(f('rifle1'), s).map((b) => b.text)).toEqual(['Killed']);
    expect(figureBadges(f('rifle2'), s)[0]?.label).toBe('prisoner guarded by 1st Lt Richard Winters');
    expect(figureBadges(f('spiers'), s).map((b) => b.text)).toEqual(['Not arrived']);
  });
});

describe('binding a procedure to the figures', () => {
  it('fills US fire from the firer and the target (weapon, cover of a trench)', () => {
    const preset = presetFor(fresh(), proc('brecourt.us-fire'), { procedure: 'brecourt.us-fire', actor: 'guarnere', targets: ['rifle1', 'rifle2'] }, ctx);
    expect(preset).toMatchObject({ weapon: 'smg', cover: 'hard', firerSuppressed: false, firerWounds: 0, figuresInTemplate: 2 });
  });

  it('applies exactly the dice shown: typed dice resolve to the same outcome and land on the target', () => {
    const s = fresh();
    const b = { procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] };
    const result = rolled('brecourt.us-fire', { ...presetFor(s, proc('brecourt.us-fire'), b, ctx), rangeInches: 10 }, '3,3,5,1');
    expect(result.outcome).toEqual({ kill: false, suppressions: 1 });
    expect(diceOf(result)).toEqual({ pool: [3, 3, 5, 1] });
    const action = resolveAction(b, result, T0);
    expect(action).toMatchObject({ type: 'resolve', procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'], dice: { pool: [3, 3, 5, 1] } });
    const preview = previewApply(game, s, action, ctx);
    expect(applyLabel(preview)).toBe('Apply: The shot makes the Germans aware of the attack; Grenadier 1 suppressed (1 marker)');
    const after = play(s, action);
    expect(after.figures.find((f) => f.id === 'rifle1')?.suppression).toBe(1);
    expect(after.figures.find((f) => f.id === 'winters')?.firedTurn).toBe(1);
    // The preview ran on a copy.
    expect(s.figures.find((f) => f.id === 'rifle1')?.suppression).toBe(0);
  });

  it('says why an Apply is refused, and what a scatter roll changes though the log is silent', () => {
    const s = fresh();
    const shot = resolveAction({ procedure: 'brecourt.german-fire', actor: 'rifle1', targets: ['winters'] }, rolled('brecourt.german-fire', { weapon: 'rifle', rangeInches: 10 }, 'plain:1,2,3;odd:4'), T0);
    const refused = previewApply(game, s, shot, ctx);
    expect(refused.why).toMatch(/belongs to "German fire/);
    expect(applyLabel(refused)).toMatch(/^Cannot apply: /);
    const scatter = resolveAction({ procedure: 'brecourt.us-grenade-scatter', actor: 'lipton' }, rolled('brecourt.us-grenade-scatter', { aimInches: 5 }, '4'), T0);
    expect(previewApply(game, s, scatter, ctx).lines).toEqual(['Sgt Carwood Lipton: 0 grenades left']);
  });

  it('sends where the dice came from: typed dice as typed, dice the app rolled as rolled, and the log keeps it', () => {
    const s = fresh();
    const b = { procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] };
    const inputs = { ...presetFor(s, proc('brecourt.us-fire'), b, ctx), rangeInches: 10 };
    const typed = resolveAction(b, rolled('brecourt.us-fire', inputs, '3,3,5,1'), T0);
    expect(typed).toMatchObject({ diceSource: 'typed', dice: { pool: [3, 3, 5, 1] } });
    const appRolled = resolveProcedure(proc('brecourt.us-fire'), ctx, { inputs, rng: Rng.fromSeed(7) });
    expect(appRolled.diceSource).toBe('rolled');
    const action = resolveAction(b, appRolled, T0);
    expect(action).toMatchObject({ diceSource: 'rolled', dice: diceOf(appRolled) });
    // The action survives the session's check on reading it back.
    expect(game.parseAction(JSON.parse(JSON.stringify(action)))).toEqual(action);
    const told = play(s, action).said[0];
    expect(told?.dice?.[0]?.typed).toBeUndefined();
    expect(told?.outcome).toEqual(appRolled.summary);
  });
});

describe('targets', () => {
  const s = fresh();
  it('a rifle takes one target, a template weapon several; a shot never targets its own side', () => {
    const rifle: Pick = { kind: 'fire', procedure: 'brecourt.us-fire', actor: 'winters', targets: [] };
    expect(toggleTarget(s, toggleTarget(s, rifle, 'rifle1'), 'rifle2').targets).toEqual(['rifle2']);
    const smg: Pick = { ...rifle, actor: 'guarnere' };
    expect(toggleTarget(s, toggleTarget(s, smg, 'rifle1'), 'rifle2').targets).toEqual(['rifle1', 'rifle2']);
    expect(toggleTarget(s, toggleTarget(s, smg, 'rifle1'), 'rifle1').targets).toEqual([]);
    const us = s.figures.find((f) => f.id === 'lipton');
    const de = s.figures.find((f) => f.id === 'rifle1');
    expect(us && eligible(s, rifle, us)).toBe(false);
    expect(de && eligible(s, rifle, de)).toBe(true);
  });

  it('a grenade goes from scatter to blast once figures are under the template', () => {
    const g: Pick = { kind: 'us-grenade', procedure: 'brecourt.us-grenade-scatter', actor: 'lipton', targets: [] };
    const one = toggleTarget(s, g, 'rifle1');
    expect(bindingOf(one)).toEqual({ procedure: 'brecourt.us-grenade-blast', actor: 'lipton', targets: ['rifle1'] });
    expect(bindingOf(toggleTarget(s, one, 'rifle1')).procedure).toBe('brecourt.us-grenade-scatter');
  });

  it('hand to hand keeps one German and at most one more paratrooper', () => {
    const h: Pick = { kind: 'hand-to-hand', procedure: 'brecourt.hand-to-hand', actor: 'lipton', targets: [] };
    let p = toggleTarget(s, h, 'rifle1');
    p = toggleTarget(s, p, 'rifle2');
    p = toggleTarget(s, p, 'toye');
    p = toggleTarget(s, p, 'wynn');
    expect(p.targets).toEqual(['rifle2', 'wynn']);
    expect(pickHint(s, p)).toBe('Sgt Carwood Lipton and Grenadier 2 and Pvt Robert Wynn fight hand to hand.');
  });
});

describe('what the selected figure may do', () => {
  it('offers a paratrooper fire, grenade and (with explosives) a charge in the US step, with the reason when not', () => {
    let s = fresh();
    const lipton = () => s.figures.find((f) => f.id === 'lipton') as NonNullable<ReturnType<typeof s.figures.find>>;
    expect(actsFor(game, s, ctx, lipton(), T0).map((a) => a.id)).toEqual(['fire', 'grenade', 'demolition', 'h2h']);
    s = play(s, { type: 'set-move', figure: 'lipton', mode: 'fast', at: T0 });
    expect(actsFor(game, s, ctx, lipton(), T0).find((a) => a.id === 'fire')?.why).toBe('Sgt Carwood Lipton moved fast this turn and cannot fire');
    const choices = moveChoices(game, s, ctx, lipton(), T0);
    expect(choices.map((c) => c.mode)).toEqual(['none', 'normal', 'fast', 'move-and-fire', 'sneak']);
  });

  it('offers a German fire and a grenade in the German fire step only', () => {
    let s = fresh();
    const g = () => s.figures.find((f) => f.id === 'rifle4') as NonNullable<ReturnType<typeof s.figures.find>>;
    expect(actsFor(game, s, ctx, g(), T0)).toEqual([]);
    for (let i = 0; i < 5; i++) s = play(s, { type: 'next-step', at: T0 });
    expect(actsFor(game, s, ctx, g(), T0).map((a) => a.label)).toEqual(['Fire', 'Throw grenade (5 left)']);
  });
});

describe('what is due now', () => {
  it('lists a morale test for every suppressed German in the morale step, and blocks on them', () => {
    let s = play(fresh(), { type: 'apply', effects: [{ figure: 'rifle1', effect: 'suppress' }, { figure: 'rifle3', effect: 'suppress' }, { figure: 'rifle3', effect: 'suppress' }], at: T0 });
    for (let i = 0; i < 3; i++) s = play(s, { type: 'next-step', at: T0 });
    const due = dueItems(s, ctx, T0);
    expect(due.filter((d) => d.blocking).map((d) => d.button)).toEqual(['Morale: Grenadier 1', 'Morale: Grenadier 3']);
    expect(due[1]?.do).toEqual({ kind: 'open', binding: { procedure: 'brecourt.german-morale', actor: 'rifle3' } });
  });

  it('asks for the blast of a German grenade after the US move, and for wound rolls owed', () => {
    let s = fresh();
    for (let i = 0; i < 5; i++) s = play(s, { type: 'next-step', at: T0 });
    s = play(s, { type: 'throw-grenade', thrower: 'rifle4', at: T0 });
    for (let i = 0; i < 2; i++) s = play(s, { type: 'next-step', at: T0 });
    expect(s.turn).toBe(2);
    s = play(s, { type: 'apply', effects: [{ figure: 'toye', effect: 'wound-roll' }], at: T0 });
    s = play(s, { type: 'next-step', skip: true, at: T0 });
    const due = dueItems(s, ctx, T0);
    expect(due.map((d) => d.do.kind)).toEqual(['open', 'pick-caught']);
    expect(due[0]?.button).toBe('Wound roll: Cpl Joseph Toye');
  });

  it('says which markers come off when moving on', () => {
    let s = play(fresh(), { type: 'edit-figure', figure: 'toye', patch: { suppression: 1 }, at: T0 });
    s = play(s, { type: 'next-step', at: T0 }, { type: 'next-step', at: T0 });
    expect(dueItems(s, ctx, T0).map((d) => d.text)).toEqual(['1 paratrooper loses suppression: markers come off with Next step']);
  });
});

describe('summary export', () => {
  it('names the file by turn and writes the game summary with its format', () => {
    const s = fresh();
    expect(summaryFileName(s)).toBe('brecourt-summary-turn-1.json');
    const doc = JSON.parse(summaryText(s)) as { format: string; system: string; score: { us: { total: number } } };
    expect(doc.format).toBe('umpire.brecourt.summary');
    expect(doc.system).toBe('brecourt');
    expect(doc.score.us.total).toBe(0);
  });
});
