import { describe, expect, it } from 'vitest';
import { act, blankGame, face, german, put, R, ranger, said, topCard, topChit, topTask } from './helpers.ts';
import { germanAt } from '../../../src/systems/crowbar/game/core.ts';
import { sp } from '../../../src/systems/crowbar/map/grid.ts';

const incomingId = (g: { incomingKinds: string[] }, kind: string, skip: number[] = []): number => {
  const i = g.incomingKinds.findIndex((k, n) => k === kind && !skip.includes(n));
  if (i < 0) throw new Error(kind);
  return i;
};

describe('C Invasion Approach example', () => {
  it('reads the four Dog dice the special way and lands LCA 860', () => {
    const { g, rng } = blankGame('approach');
    g.phase = 'approach';
    g.stack = [{ k: 'approach-company' }];
    act(g, rng, {
      type: 'approach-company',
      company: 'dog',
      dice: [
        face('green', 'No Effect / Draw Event Card'),
        face('yellow', '1 Hit / Advance 1'),
        face('red', 'Advance 2 / German Chit'),
        face('black', 'Shaken'),
      ],
    });
    expect(topTask(g)).toBe('approach-assign');
    // Columns 5-8 are LCA 860, LCA 858, the Support LCA and LCA 868; J-Projector 1+2 fails.
    act(g, rng, { type: 'approach-assign', order: ['red', 'yellow', 'black', 'green'], dice: [1, 2] });
    expect(ranger(g, 5)).toMatchObject({ row: 4, lca: 'none', sp: 10 });
    expect(ranger(g, 6)).toMatchObject({ row: 3, sp: 9 });
    expect(ranger(g, 7)).toMatchObject({ row: 1, shaken: true, sp: 6 });
    expect(ranger(g, 8)).toMatchObject({ row: 1, sp: 10 });
    expect(g.holds[4]).toBe('none');
    expect(g.chits.aside.length).toBe(0);
    expect(topTask(g)).toBe('approach-company');
  });
});

describe('E-3 Sea Zone example', () => {
  it('Dog Support LCA in Sea 1: card, Variable Hits on the carried unit, then Stop with a card', () => {
    const { g, rng } = blankGame('sea');
    put(g, 7, 1, { shaken: true });
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 7 });
    topCard(g, (l) => l === '1 Time Increment');
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'No Effect / Draw Event Card')] });
    expect(g.time.inc).toBe(2);
    expect(topTask(g)).toBe('unit');
    // No Consolidation at sea: only dice are offered.
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Variable Hits / Advance 2')] });
    expect(ranger(g, 7)).toMatchObject({ sp: 5, row: 3, lca: 'ok' });
    topCard(g, (l) => l === 'Relief Column +1');
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Stop Activation / Draw Event Card')] });
    expect(ranger(g, 7)).toMatchObject({ activated: true, row: 3, rally: 0 });
    expect(g.relief).toBe(1);
    expect(g.activeCol).toBeNull();
  });

  it('Variable Hits in Sea 2 damage the LCA, a second time sink it with its Rangers', () => {
    const { g, rng } = blankGame('sink');
    put(g, 7, 2);
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 7 });
    // Damaged in Sea 2, the LCA still carries the unit to the beach but cannot fire its J-Projector.
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Variable Hits / Advance 2')] });
    expect(ranger(g, 7)).toMatchObject({ lca: 'none', sp: 6, row: 4 });
    expect(g.holds[6]).toBe('none');
    expect(said(g).some((l) => l.includes('damaged'))).toBe(true);
    expect(said(g).some((l) => l.startsWith('J-Projector'))).toBe(false);
  });

  it('E-3b: a second hit on a damaged LCA sinks it with its Rangers', () => {
    const { g, rng } = blankGame('sink2');
    put(g, 8, 3, { lca: 'damaged' });
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 8 });
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Variable Hits / Advance 2')] });
    expect(g.rangers[7]).toBeNull();
    expect(g.losses.dog).toBe(1);
    expect(g.activeCol).toBeNull();
  });
});

describe('F Beach Zone example and G Inland Zone example', () => {
  it('LCA 860 climbs with saved Advances, then Consolidates its Rally Point forward', () => {
    const { g, rng } = blankGame('beach');
    put(g, 5, 4);
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 5 });
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Variable Hits / Advance 2')] });
    // Slater is with the unit on the beach: he may re-roll; keep the die.
    expect(topTask(g)).toBe('reroll');
    act(g, rng, { type: 'accept' });
    expect(ranger(g, 5).sp).toBe(8);
    expect(topTask(g)).toBe('spend');
    act(g, rng, { type: 'end-advances' });
    expect(g.saved).toBe(2);
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', '1 Hit / Advance 1')] });
    act(g, rng, { type: 'accept' });
    expect(ranger(g, 5).sp).toBe(7);
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 5)).toMatchObject({ row: 5, rally: 5 });
    // Inland Zone example: green die, one hit and one space, then Consolidate the Rally Point.
    act(g, rng, { type: 'end-advances' });
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', '1 Hit / Advance 1')] });
    act(g, rng, { type: 'accept' });
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 5)).toMatchObject({ sp: 6, row: 6, rally: 5 });
    act(g, rng, { type: 'end-advances' });
    act(g, rng, { type: 'consolidate', option: 'rally' });
    expect(ranger(g, 5)).toMatchObject({ rally: 6, activated: true });
  });

  it('F-3b: an already Shaken unit routing on the beach takes a hit and stops', () => {
    const { g, rng } = blankGame('rout');
    put(g, 6, 4, { shaken: true });
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 6 });
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Routed')] });
    expect(ranger(g, 6)).toMatchObject({ sp: 9, shaken: true, row: 4, activated: true });
  });
});

describe('I Movement example and J Close Combat example', () => {
  it('Fox unit takes two Variable Hits from the nearby MG, pays two Advances into Gun Emplacement #1 and wins', () => {
    const { g, rng } = blankGame('movement');
    const ge1 = sp(10, 8);
    expect(R.map.label[ge1]).toBe('Gun Emplacement #1');
    put(g, 10, 7, { rally: 5 });
    put(g, 9, 9, { sp: 6 });
    const hka = german(g, 'hka-3', 10, 8);
    german(g, 'mg', 11, 9);
    // The example gives the HKA Defender Support from the MG alone, though J-2d asks the supporters to total the
    // attacker's SP; a second unit next to the emplacement makes the support legal here.
    german(g, 'grenadier-5', 11, 7);
    g.guns = [
      { id: 901, kind: 'orders', space: ge1, revealed: false },
      { id: 902, kind: 'rubble', space: ge1, revealed: false },
    ];
    act(g, rng, { type: 'select-company', company: 'fox' });
    act(g, rng, { type: 'activate', col: 10 });
    topCard(g, (l) => l === '1 Time Increment');
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'No Effect / Draw Event Card')] });
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Variable Hits / Advance 2')] });
    expect(ranger(g, 10).sp).toBe(8);
    // Two Advances into German-held Prepared Cover, then Close Combat: 6 dice against 4.
    act(g, rng, { type: 'move', dir: 'forward', dice: [1, 2, 2, 4, 5, 5, 2, 3, 6, 6] });
    expect(ranger(g, 10)).toMatchObject({ sp: 6, row: 8 });
    expect(hka).toMatchObject({ reduced: true, row: 9 });
    expect(g.captures.map((c) => c.label)).toEqual(['Intercepted Orders']);
    expect(g.guns.length).toBe(0);
    act(g, rng, { type: 'consolidate', option: 'rally' });
    expect(ranger(g, 10)).toMatchObject({ rally: 8, activated: true });
  });
});

describe('K Special Action example', () => {
  it('last die on the beach: grapple a Firm Hold, climb, Recon-in-Force the next cliff top, lose the Shaken marker', () => {
    const { g, rng } = blankGame('special');
    put(g, 6, 4, { shaken: true });
    const mg = german(g, 'mg', 7, 5);
    mg.incoming = [incomingId(g, 'pin')];
    g.incomingPool = g.incomingPool.filter((m) => !mg.incoming.includes(m));
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 6 });
    g.rolled = ['green', 'yellow', 'red'];
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', '1 Hit / Advance 3')] });
    expect(ranger(g, 6).sp).toBe(9);
    act(g, rng, { type: 'special', action: 'grapple', dice: [4, 5] });
    expect(g.holds[5]).toBe('firm');
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 6)).toMatchObject({ row: 5, rally: 5 });
    expect(g.holds[5]).toBe('none');
    act(g, rng, { type: 'special', action: 'recon', space: sp(7, 5) });
    expect(mg).toMatchObject({ pinned: true, incoming: [] });
    expect(ranger(g, 6)).toMatchObject({ shaken: false, activated: true });
  });
});

describe('M Commander Bonus example and O Event Chit example', () => {
  it('Masny re-rolls the red Shaken; the German chit turns into Rangers Forward! for Easy Company', () => {
    const { g, rng } = blankGame('commander');
    put(g, 11, 12);
    put(g, 10, 12);
    put(g, 1, 5);
    const masny = g.commanders.find((c) => c.id === 'masny');
    if (!masny) throw new Error('masny');
    masny.col = 11;
    const hka = german(g, 'hka-4', 1, 6);
    act(g, rng, { type: 'select-company', company: 'fox' });
    act(g, rng, { type: 'activate', col: 10 });
    g.rolled = ['green', 'yellow', 'black'];
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Shaken')] });
    expect(topTask(g)).toBe('reroll');
    act(g, rng, {
      type: 'reroll',
      by: 'commander',
      commander: 'masny',
      dice: [face('red', 'Advance 2 / German Chit')],
    });
    expect(masny.used).toBe(true);
    expect(ranger(g, 10).shaken).toBe(false);
    topChit(g, (c) => c.germanEffect === 'ranger-elite');
    g.chits.draw.splice(
      1,
      0,
      R.chits.findIndex((c) => c.rangerEffect === 'rangers-forward' && c.rangerCompany === 'easy'),
    );
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 10).row).toBe(13);
    act(g, rng, { type: 'end-advances' });
    // The chit is resolved after the movement: pick the Easy unit facing the emplacement.
    expect(topTask(g)).toBe('choose');
    act(g, rng, { type: 'choose', option: '1' });
    expect(topTask(g)).toBe('spend');
    act(g, rng, { type: 'move', dir: 'forward' });
    // Baugh is attached: the Close Combat asks whether to use him.
    expect(topTask(g)).toBe('cc-bonus');
    act(g, rng, { type: 'cc-bonus', commander: true, heroic: false, dice: [6, 6, 5, 5, 1, 1, 1, 1, 1] });
    expect(germanAt(g, sp(1, 6))).toBeUndefined();
    expect(hka.reduced).toBe(true);
    expect(ranger(g, 1).row).toBe(6);
    expect(g.captures.some((c) => c.kind === 'pow-full')).toBe(true);
    // Back to the active unit on the Highway: four dice rolled, its activation is over.
    expect(ranger(g, 10).activated).toBe(true);
    expect(g.activeCol).toBeNull();
  });
});

describe('L Open Fire! example', () => {
  it('Concentrated Enemy Fire: the MG pins a unit two spaces away, then sweeps the next column for a hit', () => {
    const { g, rng } = blankGame('fire');
    put(g, 10, 7);
    put(g, 11, 8);
    german(g, 'mg', 10, 9);
    put(g, 9, 4);
    act(g, rng, { type: 'select-company', company: 'fox' });
    act(g, rng, { type: 'activate', col: 9 });
    topChit(g, (c) => c.germanEffect === 'concentrated-fire' && c.germanCompany === 'fox');
    // Column 10 at two spaces (one die: 5 pins), then column 11 adjacent (two dice: 3, 6).
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Advance 1 / German Chit')] });
    act(g, rng, { type: 'accept' });
    act(g, rng, { type: 'end-advances', dice: [5, 3, 6] });
    expect(ranger(g, 10)).toMatchObject({ pinned: true, sp: 10 });
    expect(ranger(g, 11)).toMatchObject({ pinned: false, sp: 5 });
  });
});

describe('Example of play', () => {
  it('Dog Company: approach, 868 up the cliff with Hasty Fire, 858 grapples and fights off the patrol, 860 routs, Support takes the MG and finds a gun', () => {
    const { g, rng } = blankGame('example-of-play');
    // Flashlamp and bomb damage already done: the right MG is Pinned and its cliff collapsed (Firm Hold).
    const leftMg = german(g, 'mg', 5, 5);
    const rightMg = german(g, 'mg', 7, 5, { pinned: true });
    const hka = german(g, 'hka-2', 7, 6);
    g.holds[6] = 'firm';
    const miss = incomingId(g, 'miss');
    const miss2 = incomingId(g, 'miss', [miss]);
    rightMg.incoming = [miss];
    leftMg.incoming = [miss2];
    g.incomingPool = [incomingId(g, 'hit'), incomingId(g, 'pin')];
    g.guns = [
      { id: 801, kind: 'gun-found', space: sp(7, 6), revealed: false },
      { id: 802, kind: 'trap-booby', space: sp(7, 6), revealed: false },
    ];
    g.germanPool.grenadier = ['grenadier-4'];
    g.phase = 'approach';
    g.stack = [{ k: 'approach-company' }];

    // Pre-game Invasion Approach.
    act(g, rng, {
      type: 'approach-company',
      company: 'dog',
      dice: [
        face('green', '1 Hit / Advance 1'),
        face('yellow', 'Advance 1 / German Chit'),
        face('red', 'Shaken'),
        face('black', '1 Hit / Advance 3'),
      ],
    });
    act(g, rng, { type: 'approach-assign', order: ['green', 'red', 'black', 'yellow'] });
    expect(ranger(g, 5)).toMatchObject({ sp: 9, row: 3 });
    expect(ranger(g, 6)).toMatchObject({ row: 1, shaken: true });
    expect(ranger(g, 7)).toMatchObject({ sp: 5, row: 4, lca: 'none' });
    expect(ranger(g, 8)).toMatchObject({ row: 3 });
    const one = face('green', 'No Effect / Draw Event Card');
    act(g, rng, { type: 'approach-company', company: 'easy', dice: [one, one, one, one] });
    act(g, rng, { type: 'approach-assign', order: ['green', 'yellow', 'red', 'black'] });
    act(g, rng, { type: 'approach-company', company: 'fox', dice: [one, one, one, one] });
    act(g, rng, { type: 'approach-assign', order: ['green', 'yellow', 'red', 'black'] });
    expect(g.phase).toBe('play');

    // Unit 868.
    act(g, rng, { type: 'select-company', company: 'dog' });
    act(g, rng, { type: 'activate', col: 8 });
    topCard(g, (l) => l === '2 Time Increments');
    act(g, rng, { type: 'roll', die: 'green', dice: [one] });
    expect(g.time.inc).toBe(3);
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', '1 Hit / Advance 1'), 4, 6] });
    expect(ranger(g, 8)).toMatchObject({ sp: 9, row: 4, lca: 'none' });
    expect(g.holds[7]).toBe('shaky');
    topChit(g, (c) => c.rangerEffect === 'rangers-forward' && c.rangerCompany === 'dog');
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Advance 1 / Ranger Chit')] });
    act(g, rng, { type: 'end-advances' });
    act(g, rng, { type: 'choose', option: '6' });
    act(g, rng, { type: 'move', dir: 'forward' });
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 6).row).toBe(3);
    topChit(g, (c) => c.germanEffect === 'mines');
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Advance 2 / German Chit')] });
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 8)).toMatchObject({ row: 5, rally: 5 });
    act(g, rng, { type: 'special', action: 'hasty', gid: rightMg.id, dice: [2, 2, 4, 5, 6] });
    expect(rightMg.incoming.length).toBe(3);
    expect(ranger(g, 8).activated).toBe(true);

    // Unit 858.
    act(g, rng, { type: 'activate', col: 6 });
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', '1 Hit / Advance 1'), 1, 2] });
    expect(ranger(g, 6)).toMatchObject({ sp: 9, row: 4 });
    expect(g.holds[5]).toBe('none');
    topChit(g, (c) => c.germanEffect === 'patrol' && c.germanCompany === 'dog');
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Advance 1 / German Chit')] });
    act(g, rng, { type: 'special', action: 'grapple', dice: [5, 6] });
    expect(g.holds[5]).toBe('firm');
    const patrol = germanAt(g, sp(8, 6));
    expect(patrol?.type).toBe('grenadier-4');
    topChit(g, (c) => c.germanEffect === 'assault' && c.germanCompany === 'dog');
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Advance 2 / German Chit')] });
    act(g, rng, { type: 'move', dir: 'forward' });
    expect(ranger(g, 6)).toMatchObject({ row: 5, rally: 5 });
    // The patrol assaults 868: two German dice (5, 6) against five Ranger dice (1, 2, 2, 3, 4).
    act(g, rng, { type: 'move', dir: 'forward', dice: [5, 6, 1, 2, 2, 3, 4] });
    expect(ranger(g, 6)).toMatchObject({ row: 6, rally: 5 });
    expect(ranger(g, 8).sp).toBe(8);
    expect(patrol).toMatchObject({ row: 6, reduced: false });
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Variable Hits / Advance 2')] });
    expect(ranger(g, 6).sp).toBe(8);
    act(g, rng, { type: 'special', action: 'hasty', gid: hka.id, dice: [2, 4, 4, 3] });
    act(g, rng, { type: 'special', action: 'recon', space: sp(7, 5) });
    expect(rightMg).toMatchObject({ reduced: true, pinned: true, incoming: [] });
    expect(ranger(g, 6)).toMatchObject({ shaken: false, activated: true });

    // Unit 860.
    act(g, rng, { type: 'activate', col: 5 });
    topChit(g, (c) => c.rangerEffect === 'reinforcements');
    act(g, rng, { type: 'roll', die: 'green', dice: [face('green', 'Advance 1 / Ranger Chit'), 2, 3] });
    expect(ranger(g, 5)).toMatchObject({ row: 4, lca: 'none', sp: 9 });
    topChit(g, (c) => c.germanEffect === 'buzz-saw' && c.germanCompany === 'dog');
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Advance 1 / German Chit')] });
    act(g, rng, { type: 'accept' });
    act(g, rng, { type: 'special', action: 'grapple', dice: [2, 3] });
    expect(g.holds[4]).toBe('shaky');
    // Hitler's Buzz Saw: the left MG (5 SP less one marker) throws one die at 860 (4: pinned) and one at 858.
    // The example's 858 rolls a 5 and is pinned; here it rolls a 3, because the example later counts 858 as an
    // un-Pinned supporter, which J-2c requires.
    act(g, rng, { type: 'end-advances', dice: [4, 3] });
    expect(ranger(g, 5).pinned).toBe(true);
    expect(ranger(g, 6).pinned).toBe(false);
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Stop Activation / Draw Event Card')] });
    act(g, rng, { type: 'reroll', by: 'commander', commander: 'slater', dice: [face('red', 'Shaken')] });
    expect(ranger(g, 5)).toMatchObject({ shaken: true, pinned: true });
    act(g, rng, { type: 'roll', die: 'black', dice: [face('black', 'Routed')] });
    expect(ranger(g, 5)).toMatchObject({ sp: 8, shaken: true, activated: true, rally: 0 });

    // The Support unit.
    act(g, rng, { type: 'activate', col: 7 });
    topCard(g, (l) => l.startsWith('German Counterattack 3'));
    act(g, rng, { type: 'roll', die: 'green', dice: [one] });
    expect(g.ca.pos).toBe(3);
    act(g, rng, { type: 'roll', die: 'yellow', dice: [face('yellow', 'Advance 1 / German Chit')] });
    topChit(g, (c) => c.germanEffect === 'mines');
    // Up the collapsed cliff into the MG: five dice (1,2,3,3,6) against two (5,5).
    act(g, rng, { type: 'move', dir: 'forward', dice: [1, 2, 3, 3, 6, 5, 5] });
    expect(ranger(g, 7)).toMatchObject({ sp: 4, row: 5, rally: 5 });
    expect(g.germans.includes(rightMg)).toBe(false);
    expect(g.captures).toEqual([{ kind: 'pow-reduced', day: 1, company: 'dog', label: 'POWs (small bag)' }]);
    act(g, rng, { type: 'roll', die: 'red', dice: [face('red', 'Variable Hits / Advance 2')] });
    expect(ranger(g, 7).sp).toBe(3);
    act(g, rng, { type: 'supplies', do: 'drop' });
    // Into the Gun Emplacement: three dice (2,4,4) against three (1,4,6).
    act(g, rng, { type: 'move', dir: 'forward', dice: [2, 4, 4, 1, 4, 6] });
    expect(hka).toMatchObject({ row: 7, reduced: false });
    expect(ranger(g, 7)).toMatchObject({ row: 6, sp: 1 });
    expect(g.captures.map((c) => c.kind)).toEqual(['pow-reduced', 'gun']);
    expect(g.supplies.find((s) => s.company === 'dog')).toMatchObject({ carriedBy: null, space: sp(7, 5) });
    act(g, rng, { type: 'consolidate', option: 'rally' });
    expect(ranger(g, 7)).toMatchObject({ rally: 6, activated: true });
  });
});
