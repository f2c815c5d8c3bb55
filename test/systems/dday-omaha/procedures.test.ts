import { describe, expect, it } from 'vitest';
import { outcomeLabel } from '../../../src/engine/index.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';
import { ctx, run } from './helpers.ts';

const P = (name: string) => `dday-omaha.${name}`;

describe('9.1 US arrivals', () => {
  it('the schedule per turn matches the printed # column', () => {
    // The # column of 9.1, written out by hand: turn -> units due.
    const printed: [number, number][] = [
      [0, 8],
      [1, 13],
      [3, 7],
      [4, 7],
      [5, 6],
      [6, 6],
      [7, 4],
      [8, 4],
      [9, 6],
      [10, 1],
      [16, 12],
      [19, 5],
      [20, 5],
      [22, 5],
      [23, 1],
    ];
    for (const [turn, units] of printed)
      expect(run(P('us-arrivals'), { turn, sector: 'both' }).outcome.units).toHaveLength(units);
  });
  it('turn 5 west brings General Cota and the 116th HQ', () => {
    expect(run(P('us-arrivals'), { turn: 5, sector: 'west' }).outcome.units).toEqual([
      'Gen. Cota',
      '116/HQ',
      'B•D/81C',
      'A•B/2R',
      'M/3/116',
    ]);
  });
});

describe('9.4 US move: every cell', () => {
  const cells: [string, string, string, boolean][] = [
    ['beach', 'infantry', 'free', true],
    ['beach', 'leaders', 'free', true],
    ['beach', 'others', 'free', true],
    ['bocage', 'infantry', 'free', true],
    ['bocage', 'leaders', 'free', true],
    ['bocage', 'others', 'roads-only', false],
    ['shingle', 'infantry', 'free', true],
    ['shingle', 'leaders', 'free', true],
    ['shingle', 'others', 'no', false],
    ['bluff', 'infantry', 'climb', true],
    ['bluff', 'leaders', 'free', true],
    ['bluff', 'others', 'roads-only', false],
    ['scaleable-cliff', 'infantry', 'climb-cliff', true],
    ['scaleable-cliff', 'leaders', 'no', false],
    ['scaleable-cliff', 'others', 'no', false],
    ['sheer-cliff', 'infantry', 'no', false],
    ['rough', 'leaders', 'no', false],
    ['rough', 'others', 'no', false],
  ];
  for (const [terrain, unitClass, result, allowed] of cells) {
    it(`${terrain}, ${unitClass}: ${result}`, () =>
      expect(run(P('us-move'), { terrain, unitClass }).outcome).toMatchObject({ allowed, result }));
  }
  it('others cross bocage along a road', () =>
    expect(run(P('us-move'), { terrain: 'bocage', unitClass: 'others', onRoad: true }).outcome.allowed).toBe(true));
  it('extended game distances (6.1): infantry and leaders 2, tanks 2 on secondary and 4 on major roads', () => {
    expect(run(P('us-move'), { terrain: 'beach', unitClass: 'infantry', extended: true }).outcome.hexes).toBe(2);
    expect(run(P('us-move'), { terrain: 'beach', unitClass: 'leaders', extended: true }).outcome.hexes).toBe(2);
    expect(
      run(P('us-move'), { terrain: 'draw', unitClass: 'others', tank: true, road: 'major', extended: true }).outcome
        .hexes,
    ).toBe(4);
    expect(
      run(P('us-move'), { terrain: 'draw', unitClass: 'others', tank: true, road: 'secondary', extended: true }).outcome
        .hexes,
    ).toBe(2);
    expect(run(P('us-move'), { terrain: 'draw', unitClass: 'others', tank: true, road: 'major' }).outcome.hexes).toBe(
      1,
    );
  });
});

describe('4: possible hits and what a hit does', () => {
  it('Depth + units, disrupted units do not count, doubled in the extended game', () => {
    expect(run(P('german-possible-hits'), { depthMarkers: 1, units: 2 }).outcome).toEqual({ hits: 3 });
    expect(run(P('german-possible-hits'), { depthMarkers: 1, units: 2, disruptedUnits: 1 }).outcome).toEqual({
      hits: 2,
    });
    expect(run(P('german-possible-hits'), { depthMarkers: 2, units: 1, disruptedUnits: 1 }).outcome).toEqual({
      hits: 0,
    });
    expect(run(P('german-possible-hits'), { depthMarkers: 1, units: 1, extended: true }).outcome).toEqual({ hits: 4 });
  });
  it('9.3 per unit: hit, unrevealed, the reconstructed extra rows', () => {
    const f = (i: Record<string, unknown>) => run(P('german-fire-hit'), { matchingSymbol: true, ...i }).outcome.effect;
    expect(f({ firer: 'wn', intensity: 'sporadic', withinHits: true })).toBe('step');
    expect(f({ firer: 'unrevealed', intensity: 'intense', withinHits: true })).toBe('step+disrupted');
    expect(f({ firer: 'wn', intensity: 'steady' })).toBe('disrupted');
    expect(f({ firer: 'wn', intensity: 'steady', armored: true })).toBe('none');
    expect(f({ firer: 'wn', intensity: 'steady', armored: true, armorBonus: true })).toBe('disrupted');
    expect(f({ firer: 'ambush', intensity: 'intense' })).toBe('disrupted');
    expect(f({ firer: 'wn', intensity: 'intense', matchingSymbol: false, withinHits: true })).toBe('none');
    expect(f({ firer: 'wn', intensity: 'intense', matchingSymbol: false, stackSteps: 5, withinHits: true })).toBe(
      'step',
    );
    // the odds chart and the panel name each effect in words, never by its key
    const hit = system.procedures.find((p) => p.id === P('german-fire-hit'));
    if (!hit) throw new Error('no german-fire-hit procedure');
    expect(['step', 'step+disrupted', 'disrupted', 'none'].map((effect) => outcomeLabel(hit, { effect }))).toEqual([
      '-1 step',
      '-1 step + disrupted',
      'disrupted',
      'no effect',
    ]);
  });
  it('HQ delayed, General flipped then killed, Command Post reverts, Hero flips (4)', () => {
    const h = (i: Record<string, unknown>) => run(P('german-hit-consequence'), { effect: 'step', ...i }).outcome;
    expect(h({ unitType: 'hq', target: 'leader', steps: 0 })).toMatchObject({ delay: 2, eliminated: false });
    expect(h({ unitType: 'general', target: 'leader', steps: 0 })).toMatchObject({ flipped: true, eliminated: false });
    expect(h({ unitType: 'general', target: 'leader', steps: 0, generalFlipped: true })).toMatchObject({
      eliminated: true,
    });
    expect(h({ unitType: 'command-post', target: 'leader', steps: 0 })).toMatchObject({ revertToHq: true });
    expect(h({ unitType: 'infantry', target: 'hero', hero: 'hero' })).toMatchObject({ hero: 'inspired', steps: 3 });
  });
  it('the Inspired save, the catastrophic loss box, elimination (4)', () => {
    const h = (i: Record<string, unknown>) =>
      run(P('german-hit-consequence'), { effect: 'step', target: 'unit', ...i }).outcome;
    expect(h({ unitType: 'ranger', steps: 1, maxSteps: 2, hero: 'hero' })).toMatchObject({
      steps: 1,
      hero: 'inspired',
    });
    expect(h({ unitType: 'ranger', steps: 1, maxSteps: 2, hero: 'hero', useInspired: false })).toMatchObject({
      steps: 0,
      eliminated: true,
    });
    expect(h({ unitType: 'infantry', steps: 2, maxSteps: 3 })).toMatchObject({ steps: 1, catastrophic: true });
    expect(h({ unitType: 'infantry', steps: 3, maxSteps: 3 })).toMatchObject({ steps: 2, catastrophic: false });
    expect(h({ unitType: 'ranger', steps: 2, maxSteps: 3 })).toMatchObject({ steps: 1, catastrophic: false });
    expect(h({ unitType: 'tank', steps: 1, maxSteps: 2, effect: 'step+disrupted' })).toMatchObject({
      steps: 0,
      eliminated: true,
      disrupted: true,
    });
  });
});

describe('5: German artillery', () => {
  it('silent before turn 4; fires when the count reaches the value', () => {
    expect(
      run(P('german-artillery'), { turn: 3, matchingArtillery: 5, artilleryValue: 1, infantryInBox: true }).outcome,
    ).toEqual({ fires: false, target: 'none' });
    expect(
      run(P('german-artillery'), { turn: 4, matchingArtillery: 1, artilleryValue: 2, infantryInBox: true }).outcome,
    ).toEqual({ fires: false, target: 'none' });
    expect(
      run(P('german-artillery'), {
        turn: 4,
        matchingArtillery: 2,
        artilleryValue: 2,
        otherInBox: true,
        infantryOnBeach: true,
      }).outcome,
    ).toEqual({ fires: true, target: 'other-box' });
  });
});

describe('3: advance', () => {
  const a = (i: Record<string, unknown>) => run(P('german-advance'), { arrowToEmptyOrUs: true, ...i }).outcome.advance;
  it('goes without US in its fire, or with a Depth unrevealed, or a revealed 352nd with Depth', () => {
    expect(a({})).toBe(true);
    expect(a({ usInFieldOfFire: true })).toBe(false);
    expect(a({ usInFieldOfFire: true, hasDepth: true })).toBe(true);
    expect(a({ usInFieldOfFire: true, hasDepth: true, revealed: true })).toBe(false);
    expect(a({ usInFieldOfFire: true, hasDepth: true, revealed: true, from352: true })).toBe(true);
    expect(a({ arrowToEmptyOrUs: false })).toBe(false);
  });
  it('repulse at 7 or more: cover doubles, a hero adds 1', () => {
    expect(run(P('advance-repulse'), { strengthInOpen: 6 }).outcome).toEqual({ repulsed: false, total: 6 });
    expect(run(P('advance-repulse'), { strengthInOpen: 6, hero: true }).outcome).toEqual({ repulsed: true, total: 7 });
    expect(run(P('advance-repulse'), { strengthInOpen: 1, strengthInCover: 3 }).outcome).toEqual({
      repulsed: true,
      total: 7,
    });
  });
});

describe('6: US actions', () => {
  it('two actions per sector, three in the extended game; free actions named', () => {
    expect(run(P('us-action'), { unitType: 'infantry' }).outcome).toEqual({ free: false, actionsPerSector: 2 });
    expect(run(P('us-action'), { unitType: 'infantry', extended: true }).outcome.actionsPerSector).toBe(3);
    for (const i of [
      { unitType: 'ranger' },
      { unitType: 'hq' },
      { unitType: 'general' },
      { hero: 'inspired' },
      { climb: 'climb-cliff' },
      { disrupted: true },
      { inCommand: true },
      { beachMoveToShelter: true },
    ]) {
      expect(run(P('us-action'), { unitType: 'infantry', ...i }).outcome.free).toBe(true);
    }
  });
  it('infiltration: strict match loses a step; past two positions symbol and colour suffice; leaders alone may not', () => {
    expect(run(P('us-infiltration'), {}, {}, { card: ['symbol-color'] }).outcome).toEqual({
      allowed: true,
      stepLost: false,
    });
    expect(run(P('us-infiltration'), {}, {}, { card: ['strict'] }).outcome).toEqual({ allowed: true, stepLost: true });
    expect(run(P('us-infiltration'), { pastTwoPositions: true }, {}, { card: ['symbol-color'] }).outcome).toEqual({
      allowed: true,
      stepLost: true,
    });
    expect(run(P('us-infiltration'), { pastTwoPositions: true }, {}, { card: ['symbol'] }).outcome).toEqual({
      allowed: true,
      stepLost: false,
    });
    expect(run(P('us-infiltration'), { leaderAlone: true }).outcome.allowed).toBe(false);
  });
});

describe('6.2, 9.8: supports and weapons', () => {
  it('9.8 weapons by role and range', () => {
    expect(run(P('us-weapons'), { role: 'infantry' }).outcome.weapons).toEqual(['BG', 'BR', 'BZ', 'DE', 'MO', 'RD']);
    expect(run(P('us-weapons'), { role: 'support-adjacent' }).outcome.weapons).toContain('MG');
    expect(run(P('us-weapons'), { role: 'tank-near', range: 4 }).outcome.weapons).toEqual([]);
    expect(run(P('us-weapons'), { role: 'tank-far', range: 5 }).outcome.weapons).toEqual(['AR', 'BZ']);
    expect(run(P('us-weapons'), { role: 'naval' }).outcome.weapons).toEqual(['AR', 'DE', 'NA']);
  });
  it('tank support needs adjacency or a command link; artillery must not be adjacent', () => {
    const s = (i: Record<string, unknown>) => run(P('attack-support'), { inRange: true, ...i }).outcome.allowed;
    expect(s({ unit: 'tank' })).toBe(false);
    expect(s({ unit: 'tank', attackingInfantryInCommand: true })).toBe(true);
    expect(s({ unit: 'artillery', hqCommandsAttackingInfantry: true })).toBe(true);
    expect(s({ unit: 'artillery', hqCommandsAttackingInfantry: true, adjacentToTarget: true })).toBe(false);
    expect(s({ unit: 'artillery', hqCommandsAttackingInfantry: true, inUndisruptedFof: true })).toBe(false);
    expect(s({ unit: 'artillery', hqCommandsAttackingInfantry: true, inUndisruptedFof: true, armored: true })).toBe(
      true,
    );
    expect(s({ unit: 'infantry', acrossBluffOrCliff: true })).toBe(false);
    expect(s({ unit: 'heavy-infantry', acrossBluffOrCliff: true })).toBe(true);
    expect(s({ unit: 'naval' })).toBe(false);
    expect(s({ unit: 'naval', attackingInfantryHasRadio: true })).toBe(true);
  });
  it('Flanking: 2 hexes, 3 when unit and Depth both require it', () => {
    expect(run(P('attack-support'), { unit: 'infantry', flankingHexes: 2 }).outcome.flanking).toBe(true);
    expect(run(P('attack-support'), { unit: 'infantry', flankingHexes: 2, flankingDeep: true }).outcome.flanking).toBe(
      false,
    );
  });
  it('two hexsides: the German defends with the least advantageous one (setting switches)', () => {
    const i = { usStrength: 5, germanStrength: 2, terrain: 'bocage', secondHexside: 'other', weapons: true };
    expect(run(P('us-attack'), i).outcome.german).toBe(2);
    expect(run(P('us-attack'), i, { defenseHexside: 'best-for-german' }).outcome.german).toBe(4);
  });
  it('the "?" step offer can be switched off', () => {
    const i = { usStrength: 8, germanStrength: 4, depth: 'revealed', weapons: false };
    expect(run(P('us-attack'), i, { adjStepForDepth: 'ignore' }).outcome.effects).toEqual(['german-disrupted']);
  });
});

describe('6.3-6.5, 7, 8: barrage eligibility, engineers, command posts', () => {
  const b = (i: Record<string, unknown>) => run(P('barrage-allowed'), { inRange: true, ...i }).outcome.allowed;
  it("tanks: adjacent, or in the target's fire, or spotting infantry in command", () => {
    expect(b({ barrager: 'tank', adjacent: true })).toBe(true);
    expect(b({ barrager: 'tank' })).toBe(false);
    expect(b({ barrager: 'tank', barragerInTargetFof: true })).toBe(true);
    expect(b({ barrager: 'tank', infantryInTargetFof: true, infantryInCommand: true })).toBe(true);
    expect(b({ barrager: 'tank', adjacent: true, targetUnrevealedReinforcement: true })).toBe(false);
    expect(b({ barrager: 'tank', adjacent: true, targetAttackedThisPhase: true })).toBe(false);
  });
  it('artillery: extended game, in command, not under undisrupted fire unless armored', () => {
    const ok = { barrager: 'artillery', barragerInCommand: true, barragerInTargetFof: true, extended: true };
    expect(b(ok)).toBe(true);
    expect(b({ ...ok, extended: false })).toBe(false);
    expect(b({ ...ok, barragerInUndisruptedFof: true })).toBe(false);
    expect(b({ ...ok, barragerInUndisruptedFof: true, barragerArmored: true })).toBe(true);
    expect(b({ ...ok, targetHighGroundWithoutBeachFof: true })).toBe(false);
  });
  it("naval: undisrupted infantry in the target's fire with a radio or in command", () => {
    expect(b({ barrager: 'naval', infantryInTargetFof: true })).toBe(false);
    expect(b({ barrager: 'naval', infantryInTargetFof: true, infantryHasRadio: true })).toBe(true);
  });
  it('engineers clear 2 hexes on turns 2-6, 1 on 7-15, all cleared from 24', () => {
    expect(run(P('engineers'), { turn: 3 }).outcome).toMatchObject({ clearHexes: 2, allCleared: false });
    expect(run(P('engineers'), { turn: 15 }).outcome).toMatchObject({ clearHexes: 1 });
    expect(run(P('engineers'), { turn: 24 }).outcome).toMatchObject({ allCleared: true });
    expect(
      run(P('engineers'), { turn: 20, base: 'establish', beachHex: true, extended: true }).outcome.baseAllowed,
    ).toBe(true);
    expect(
      run(P('engineers'), { turn: 20, base: 'advance', beachHex: true, extended: true, germanArtilleryInSector: true })
        .outcome.baseAllowed,
    ).toBe(false);
  });
  it('mine symbol by turn band (1)', () => {
    expect(run(P('mine-symbol'), { turn: 7 }).outcome.affects).toBe('lands-on-obstacles');
    expect(run(P('mine-symbol'), { turn: 22 }).outcome.affects).toBe('passes-obstacles');
    expect(run(P('mine-symbol'), { turn: 23 }).outcome.affects).toBe('none');
  });
  it('command posts only in the extended game, out of the fire of occupied or connected positions', () => {
    expect(run(P('command-post'), {}).outcome.allowed).toBe(true);
    expect(run(P('command-post'), { inFofOfOccupiedOrConnected: true }).outcome.allowed).toBe(false);
    expect(run(P('command-post'), { extended: false }).outcome.allowed).toBe(false);
  });
});

describe('every procedure', () => {
  it('resolves with its defaults and gives odds summing to 1', () => {
    for (const p of system.procedures) {
      const c = ctx();
      const r = run(p.id, {});
      expect(r.summary.length).toBeGreaterThan(0);
      const o = p.odds(r.inputs, c);
      expect(o.reduce((t, x) => t + x.p, 0)).toBe(1);
    }
  });
});

describe('2: communication and control', () => {
  it('a clear path, or one adjacent US bocage hex for an occupied Reinforcement', () => {
    expect(run(P('german-communication'), { pathFree: true }).outcome.inCommunication).toBe(true);
    expect(run(P('german-communication'), { onlyThroughOneAdjacentUsBocage: true }).outcome.inCommunication).toBe(
      false,
    );
    expect(
      run(P('german-communication'), { onlyThroughOneAdjacentUsBocage: true, occupiedReinforcement: true }).outcome
        .inCommunication,
    ).toBe(true);
  });
  it('infantry of 2+ steps and tanks control adjacent hexes; high ground controls the beach below, not the reverse', () => {
    const c = (i: Record<string, unknown>) => run(P('us-control'), i).outcome.controlsAdjacent;
    expect(c({ unitType: 'infantry', steps: 2 })).toBe(true);
    expect(c({ unitType: 'infantry', steps: 1 })).toBe(false);
    expect(c({ unitType: 'tank', steps: 1 })).toBe(true);
    expect(c({ unitType: 'hq', steps: 0 })).toBe(false);
    expect(c({ unitType: 'infantry', steps: 1, fromHighGround: true, adjacentLowGround: true })).toBe(true);
    expect(c({ unitType: 'infantry', steps: 3, fromLowGround: true, adjacentIsHighGround: true })).toBe(false);
  });
});

describe('help: the quick reference', () => {
  it('names every procedure once, each one that exists, with where it is reached', () => {
    const h = system.help;
    expect(h?.procedures.map((p) => p.procedure).sort()).toEqual(system.procedures.map((p) => p.id).sort());
    expect(h?.procedures).toHaveLength(24);
    for (const s of h?.sequence ?? []) expect(s.source).toMatch(/^\d/);
    expect(h?.counters.length).toBeGreaterThanOrEqual(4);
  });
});

describe('Procedure inputs name the unit types in words, not by their keys', () => {
  it('every unit type choice offers "Heavy infantry", "HQ" and "Command Post", and no label is a key', () => {
    const typeInputs = system.procedures.flatMap((p) =>
      p.inputs.filter((i) => i.name === 'unitType' && i.type === 'choice'),
    );
    expect(typeInputs.length).toBeGreaterThanOrEqual(4);
    for (const input of typeInputs) {
      if (input.type !== 'choice') continue;
      const labels = input.options.map((o) => o.label);
      expect(labels).toEqual(expect.arrayContaining(['Heavy infantry', 'HQ', 'Command Post']));
      expect(labels.filter((l) => /^[a-z]+(-[a-z]+)*$/.test(l))).toEqual([]);
    }
  });
});
