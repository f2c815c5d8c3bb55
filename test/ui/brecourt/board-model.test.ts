import { describe, expect, it } from 'vitest';
import { makeContext, Rng, type RulesContext } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/brecourt/index.ts';
import type { BrecourtAction } from '../../../src/systems/brecourt/game/actions.ts';
import type { BrecourtState } from '../../../src/systems/brecourt/game/types.ts';
import {
  applyLabel,
  certainResult,
  applyPreview,
  rollAction,
  tableFacts,
  typedGame,
} from '../../../src/ui/boards/brecourt/roll-model.ts';
import { draftFor, loadDraft, saveDraft } from '../../../src/ui/boards/brecourt/draft.ts';
import { dueItems } from '../../../src/ui/boards/brecourt/due-model.ts';
import {
  actsFor,
  eligible,
  moveChoices,
  pickHint,
  rollOf,
  targetSide,
  toggleTarget,
  type Pick,
} from '../../../src/ui/boards/brecourt/figure-acts.ts';
import { figureBadges, rosterGroups, shortName, teamLabel } from '../../../src/ui/boards/brecourt/roster-model.ts';
import { patchWords, weaponLabel } from '../../../src/systems/brecourt/game/words.ts';
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
    const s = play(fresh(), {
      type: 'add-figure',
      at: T0,
      figure: { name: 'Pvt Joe Domingus', side: 'us', weapon: 'rifle', grenades: 1 },
    });
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
    s = play(
      s,
      { type: 'edit-figure', figure: 'lipton', patch: { wounds: 1, suppression: 1, prone: true }, at: T0 },
      { type: 'set-move', figure: 'guarnere', mode: 'sneak', at: T0 },
    );
    const lipton = s.figures.find((f) => f.id === 'lipton');
    if (!lipton) throw new Error('lipton');
    expect(figureBadges(lipton, s).map((b) => b.text)).toEqual([
      '1 wound',
      'Suppressed',
      'Prone',
      '1 grenade',
      'Explosives',
    ]);
    const guarnere = s.figures.find((f) => f.id === 'guarnere');
    expect(guarnere && figureBadges(guarnere, s).map((b) => b.key)).toContain('move');
    expect(guarnere && figureBadges(guarnere, s).map((b) => b.text)).toEqual(['Sneak', '1 grenade']);
  });

  it('tells killed, waiting and guarded figures by their state alone', () => {
    let s = fresh();
    s = play(
      s,
      {
        type: 'apply',
        effects: [
          { figure: 'rifle1', effect: 'kill' },
          { figure: 'rifle2', effect: 'surrender' },
        ],
        at: T0,
      },
      { type: 'guard', guard: 'winters', prisoners: ['rifle2'], at: T0 },
    );
    const f = (id: string) => s.figures.find((x) => x.id === id) as NonNullable<ReturnType<typeof s.figures.find>>;
    expect(figureBadges(f('rifle1'), s).map((b) => b.text)).toEqual(['Killed']);
    expect(figureBadges(f('rifle2'), s)[0]?.text).toBe('Prisoner · Winters');
    expect(figureBadges(f('spiers'), s).map((b) => b.text)).toEqual(['Not arrived']);
  });
});

describe('a roll set up on the board', () => {
  it('asks the table for the range (no 0" and no silent close-range die) and takes the cover of a trench from the table', () => {
    const facts = tableFacts(
      proc('brecourt.us-fire'),
      { procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] },
      fresh(),
      ctx,
    );
    expect(facts.map((f) => [f.input.name, f.required, f.suggested])).toEqual([
      ['rangeInches', true, undefined],
      ['cover', false, 'hard'],
    ]);
    expect(facts[0]?.band).toMatchObject({
      near: { label: 'Up to 12"', inches: 12 },
      far: { label: 'Over 12"', inches: 13 },
    });
    // Under the other reading of exactly 12", the buttons say so and send 11" or 12".
    const other = makeContext(system.tables, system.settings, { rangeTwelve: 'over' });
    expect(
      tableFacts(
        proc('brecourt.us-fire'),
        { procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] },
        fresh(),
        other,
      )[0]?.band,
    ).toMatchObject({ near: { label: 'Under 12"', inches: 11 }, far: { label: '12" or more', inches: 12 } });
  });

  it('asks no range of a .30 cal or an MG42, whose fire has no close-range die; asks Lipton whether he is up the tree', () => {
    const thirty = tableFacts(
      proc('brecourt.us-fire'),
      { procedure: 'brecourt.us-fire', actor: '30cal1-gunner', targets: ['rifle1'] },
      fresh(),
      ctx,
    );
    expect(thirty.map((f) => f.input.name)).toEqual(['cover']);
    const lipton = tableFacts(
      proc('brecourt.us-fire'),
      { procedure: 'brecourt.us-fire', actor: 'lipton', targets: ['rifle1'] },
      fresh(),
      ctx,
    );
    expect(lipton.map((f) => f.input.name)).toEqual(['rangeInches', 'cover', 'liptonInTree']);
  });

  it('a morale test takes its range from the shot that suppressed him', () => {
    let s = play(fresh(), {
      type: 'resolve',
      procedure: 'brecourt.us-fire',
      actor: 'winters',
      targets: ['rifle1'],
      inputs: { rangeInches: 8 },
      dice: '3,3,5,1',
      at: T0,
    });
    s = play(s, { type: 'next-step', at: T0 }, { type: 'next-step', at: T0 }, { type: 'next-step', at: T0 });
    const facts = tableFacts(
      proc('brecourt.german-morale'),
      { procedure: 'brecourt.german-morale', actor: 'rifle1' },
      s,
      ctx,
    );
    expect(facts[0]).toMatchObject({ required: false, suggested: 8 });
  });

  it('sends the facts and the dice thrown as the game’s roll, then the Apply says what lands on whom', () => {
    const s = fresh();
    const action = rollAction(
      { procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] },
      { rangeInches: 12 },
      { pool: [3, 3, 5, 1] },
      T0,
    );
    expect(action).toEqual({
      type: 'roll',
      at: T0,
      procedure: 'brecourt.us-fire',
      inputs: { rangeInches: 12 },
      dice: { pool: [3, 3, 5, 1] },
      diceSource: 'typed',
      actor: 'winters',
      targets: ['rifle1'],
    });
    expect(game.parseAction(JSON.parse(JSON.stringify(action)))).toEqual(action);
    const after = play(s, action);
    expect(after.pending?.told.outcome).toBe('1 suppression');
    expect(applyLabel(applyPreview(game, after, ctx))).toBe('Apply: Grenadier 1 suppressed (1 marker)');
    expect(applyLabel(applyPreview(game, s, ctx))).toBe('Cannot apply: no roll is waiting');
    // The preview ran on a copy.
    expect(after.figures.find((f) => f.id === 'rifle1')?.suppression).toBe(0);
  });

  it('a German grenade that catches nobody is told in words, with no roll; one that catches a man is rolled', () => {
    const blast = proc('brecourt.german-grenade-blast');
    expect(certainResult(blast, { figuresInArea: 0 }, ctx)).toEqual({
      summary: 'Nobody caught',
      words: 'Nobody is in the blast area: the grenade goes off and hurts nobody, so no dice are rolled',
    });
    expect(certainResult(blast, { figuresInArea: 1 }, ctx)).toBeUndefined();
    // A demolition charge throws no dice at all: its card keeps its odds.
    expect(certainResult(proc('brecourt.howitzer-destruction'), {}, ctx)).toBeUndefined();
  });
});

describe('the draft of the board', () => {
  const store = (): Storage => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      clear: () => m.clear(),
      key: () => null,
      length: 0,
    };
  };

  it('keeps the figure, the targets and the range across a visit to a table, and refuses anything else', () => {
    const st = store();
    const pick: Pick = { kind: 'fire', procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] };
    saveDraft(st, 's1', { selected: 'winters', pick, facts: { rangeInches: 13, cover: 'light' } });
    expect(loadDraft(st, 's1')).toEqual({ selected: 'winters', pick, facts: { rangeInches: 13, cover: 'light' } });
    st.setItem(
      'umpire.brecourt.draft.s2',
      JSON.stringify({ selected: 7, pick: { kind: 'boom', procedure: 'x', targets: [] }, facts: { a: { b: 1 } } }),
    );
    expect(loadDraft(st, 's2')).toEqual({ selected: '', facts: {} });
    st.setItem('umpire.brecourt.draft.s3', '{not json');
    expect(loadDraft(st, 's3')).toBeUndefined();
  });

  it('lets go of figures the game no longer has', () => {
    const s = play(fresh(), { type: 'remove-figure', figure: 'rifle1', at: T0 });
    const d = draftFor(s, {
      selected: 'rifle1',
      pick: { kind: 'fire', procedure: 'brecourt.us-fire', actor: 'winters', targets: ['rifle1'] },
      facts: { rangeInches: 13 },
    });
    expect(d).toEqual({ selected: '', facts: {} });
  });
});

describe('corrections in words', () => {
  it('says what a correction set, never a key', () => {
    expect(patchWords({ wounds: 2, suppression: 1, prone: true, location: 'tree-line', weapon: '30cal' })).toBe(
      '2 wounds, 1 suppression marker, prone, in the tree line, weapon: .30 cal',
    );
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
    expect(rollOf(one)).toEqual({ procedure: 'brecourt.us-grenade-blast', actor: 'lipton', targets: ['rifle1'] });
    expect(rollOf(toggleTarget(s, one, 'rifle1')).procedure).toBe('brecourt.us-grenade-scatter');
  });

  it('a confused MG42 is offered German targets, as the game allows', () => {
    let c = play(fresh(), { type: 'germans-aware', at: T0 });
    for (let i = 0; i < 5; i++) c = play(c, { type: 'next-step', at: T0 });
    c = play(c, { type: 'resolve', procedure: 'brecourt.mg42-confusion', actor: 'mg1-gunner', dice: '4,4,1', at: T0 });
    const fire: Pick = { kind: 'fire', procedure: 'brecourt.german-fire', actor: 'mg1-gunner', targets: [] };
    expect(targetSide(c, fire)).toBe('german');
    const f = (id: string) => c.figures.find((x) => x.id === id) as NonNullable<ReturnType<typeof c.figures.find>>;
    expect(eligible(c, fire, f('rifle1'))).toBe(true);
    expect(eligible(c, fire, f('winters'))).toBe(false);
    expect(pickHint(c, fire)).toBe(
      'Tap the German (he is confused) MG42 team 1 gunner fires at (and the others under the template).',
    );
  });

  it('hand to hand keeps one German and at most one more paratrooper', () => {
    const h: Pick = { kind: 'hand-to-hand', procedure: 'brecourt.hand-to-hand', actor: 'lipton', targets: [] };
    let p = toggleTarget(s, h, 'rifle1');
    p = toggleTarget(s, p, 'rifle2');
    p = toggleTarget(s, p, 'toye');
    p = toggleTarget(s, p, 'wynn');
    expect(p.targets).toEqual(['rifle2', 'wynn']);
    expect(pickHint(s, p)).toBe('A second paratrooper may join: tap him.');
  });
});

describe('what the selected figure may do', () => {
  it('offers a paratrooper fire, grenade and (with explosives) a charge in the US step, with the reason when not', () => {
    let s = fresh();
    const lipton = () => s.figures.find((f) => f.id === 'lipton') as NonNullable<ReturnType<typeof s.figures.find>>;
    expect(actsFor(game, s, ctx, lipton(), T0).map((a) => a.id)).toEqual(['fire', 'grenade', 'demolition', 'h2h']);
    s = play(s, { type: 'set-move', figure: 'lipton', mode: 'fast', at: T0 });
    expect(actsFor(game, s, ctx, lipton(), T0).find((a) => a.id === 'fire')?.why).toBe(
      'Sgt Carwood Lipton moved fast this turn and cannot fire',
    );
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
    let s = play(fresh(), {
      type: 'apply',
      effects: [
        { figure: 'rifle1', effect: 'suppress' },
        { figure: 'rifle3', effect: 'suppress' },
        { figure: 'rifle3', effect: 'suppress' },
      ],
      at: T0,
    });
    for (let i = 0; i < 3; i++) s = play(s, { type: 'next-step', at: T0 });
    const due = dueItems(s, ctx, T0);
    expect(due.filter((d) => d.blocking).map((d) => d.button)).toEqual(['Morale: Grenadier 1', 'Morale: Grenadier 3']);
    expect(due[1]?.do).toEqual({
      kind: 'pick',
      pick: { kind: 'check', procedure: 'brecourt.german-morale', actor: 'rifle3', targets: [] },
    });
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
    expect(due.map((d) => (d.do.kind === 'pick' ? d.do.pick.kind : d.do.kind))).toEqual(['check', 'caught']);
    expect(due[0]?.button).toBe('Wound roll: Cpl Joseph Toye');
  });

  it('says which markers come off when moving on', () => {
    let s = play(fresh(), { type: 'edit-figure', figure: 'toye', patch: { suppression: 1 }, at: T0 });
    s = play(s, { type: 'next-step', at: T0 }, { type: 'next-step', at: T0 });
    expect(dueItems(s, ctx, T0).map((d) => d.text)).toEqual([
      '1 paratrooper loses suppression: markers come off with Next step',
    ]);
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
