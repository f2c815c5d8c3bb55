import { describe, expect, it } from 'vitest';
import { procedureOdds, Rng, type InputDef } from '../../../src/engine/index.ts';
import omaha from '../../../scenarios/dday-omaha/omaha.json';
import { omahaGame } from '../../../src/systems/dday-omaha/game/index.ts';
import { landingLetters } from '../../../src/systems/dday-omaha/game/landing-action.ts';
import { system } from '../../../src/systems/dday-omaha/index.ts';
import { landingProcedure, usLanding } from '../../../src/systems/dday-omaha/procedures/landing.ts';
import { checkScenario, scenarioCheck } from '../../../src/systems/dday-omaha/scenario.ts';
import tenBoxes from '../../fixtures/dday-omaha/ten-boxes.json';
import { ctx } from './helpers.ts';

/** Omaha's scenario with the fixture's row of ten landing boxes. */
const ten = {
  ...omaha,
  landingBoxes: tenBoxes.landingBoxes,
  boxNames: tenBoxes.boxNames,
  boxSectors: tenBoxes.boxSectors,
  map: { ...omaha.map, boxes: tenBoxes.mapBoxes },
};

/** A set input's options as "value label". */
function options(inputs: readonly InputDef[], name: string): string[] {
  const def = inputs.find((i) => i.name === name);
  return def?.type === 'set' ? def.options.map((o) => `${o.value} ${o.label}`) : [];
}

describe("1, 9.2: the landing boxes are the scenario's row, named as it names them", () => {
  it('the landing procedure offers the boxes of a row of ten by their names, and as many boxes a side as the row has', () => {
    checkScenario(ten, 'ten-boxes');
    const proc = landingProcedure(ten);
    const names = [
      'FR Fox Red',
      'FG Fox Green',
      'ER1 Easy Red East',
      'ER2 Easy Red West',
      'EG Easy Green',
      'DR Dog Red',
      'DW Dog White',
      'DG Dog Green',
      'CH1 Charlie East',
      'CH2 Charlie West',
    ];
    expect(options(proc.inputs, 'fullBoxes')).toEqual(names);
    expect(options(proc.inputs, 'shutBoxes')).toEqual(names);
    expect(proc.inputs.find((i) => i.name === 'boxesToLeft')).toMatchObject({ min: 0, max: 9 });
    // the shipped procedure (the Procedures drawer's) keeps Omaha's eight
    expect(options(system.procedures.find((p) => p.id === usLanding.id)?.inputs ?? [], 'shutBoxes')).toEqual(
      options(usLanding.inputs, 'shutBoxes'),
    );
    expect(options(usLanding.inputs, 'shutBoxes')).toHaveLength(8);
    // the ninth box of the row, Charlie East, is marked shut by its own name: a drift of 1 right into it is late
    const odds = procedureOdds(proc, ctx(), {
      turn: 4,
      unitType: 'infantry',
      boxesToLeft: 7,
      boxesToRight: 2,
      shutBoxes: 'CH1',
    }).outcomes;
    expect(odds.find((o) => o.outcome.drift === 1)?.outcome).toMatchObject({ shut: true, delay: 2 });
    expect(() => procedureOdds(usLanding, ctx(), { boxesToLeft: 9 })).toThrow('boxesToLeft');
  });

  it('a game on that row lands its units through it: the drift, the boxes shut at high tide and the roll card', () => {
    const game = omahaGame(scenarioCheck(ten, ''), () => ctx());
    const c = ctx();
    const s = game.setup({}, Rng.fromSeed('ten'), c);
    expect(s.landingBoxes).toEqual(tenBoxes.landingBoxes);
    // turn 1, D: -1 step and 2 boxes left, from Easy Red West into Fox Green
    const landed = game.apply(
      s,
      { type: 'land', unit: 'E/2/16', box: 'ER2', dice: { card: ['D'] } },
      Rng.fromSeed('x'),
      c,
    );
    expect(landed.lastReport[0]?.outcome).toBe('−1 step, drifts 2 boxes left: ends in the Fox Green box');
    const preview = game.rollFor?.(s, { type: 'land', unit: 'E/2/16', box: 'ER2' }, c);
    expect(preview?.inputs).toMatchObject({ boxesToLeft: 3, boxesToRight: 6 });
    // turn 8 (high tide): Dog Green and both Charlie boxes face no dry beach; D drifts 1 right from Dog Green
    const eight = { ...s, turn: 8 };
    const u = eight.units.find((x) => x.id === 'M/3/116');
    if (!u) throw new Error('no M/3/116');
    expect(game.rollFor?.(eight, { type: 'land', unit: u.id, box: 'DW' }, c)?.inputs).toMatchObject({
      shutBoxes: 'DG,CH1,CH2',
    });
    expect(landingLetters(eight, game.world, u, 'DG', c)[3]?.text).toBe(
      'drifts 1 box right, the Charlie East box faces no dry beach at high tide: delayed 2 turns, to turn 10',
    );
  });
});
