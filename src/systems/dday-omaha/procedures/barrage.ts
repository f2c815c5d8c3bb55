import { defineProcedure, type AnyProcedure, type Face } from '../../../engine/index.ts';
import {
  BARRAGE,
  barrageAllowed,
  barrageOutcome,
  type BarrageMatch,
  type Barrager,
  type BarrageSituation,
} from '../rules/barrage.ts';
import { clearingAllowance, commandPost, engineerBase } from '../rules/engineers.ts';
import { rule, RULES_TABLE } from '../rules/numbers.ts';
import { cardDie, cardGroup, oddsOverCard } from './cards.ts';
import { bool, choice, extInput, int, tableProcedure } from './define.ts';

const MATCH_TEXT: Readonly<Record<BarrageMatch, string>> = {
  none: 'neither colour nor symbol',
  sym: 'the symbol',
  color: 'the colour',
  'color-sym': 'colour and symbol',
};

type BarrageInputs = { barrager: Barrager; value: number; hasDepth: boolean };

function barrageText(o: { disrupted: boolean; removeDepth: boolean }): string {
  return o.disrupted ? `Disrupted${o.removeDepth ? ', Depth removed' : ''}` : 'no effect';
}

export const usBarrage = defineProcedure<BarrageInputs, { disrupted: boolean; removeDepth: boolean }>({
  id: 'dday-omaha.us-barrage',
  system: 'dday-omaha',
  title: 'US barrage',
  source: '9.5, 6.3-6.5',
  description:
    "A card is drawn and read against the German position's symbol and colour, in the column of the barrage value; naval barrage disrupts and strips the Depth for free, without a card.",
  inputs: [
    choice('barrager', 'Barrage by', ['tank', 'artillery', 'naval']),
    int('value', 'Barrage value (column)', 1, 12, 2),
    bool('hasDepth', 'Position has a Depth marker'),
  ],
  outcomeKeys: ['disrupted', 'removeDepth'],
  tables: [BARRAGE, 'dday-omaha.us-barrage-columns', 'dday-omaha.card-draws'],
  dice: (i, ctx) => (i.barrager === 'naval' ? [] : cardGroup(ctx, 'barrage', 'Barrage card', MATCH_TEXT)),
  resolve(i, roll, ctx) {
    const match = (roll.card?.[0] ?? 'none') as BarrageMatch;
    const r = barrageOutcome(ctx, i.barrager, match, i.value, i.hasDepth);
    const o = { disrupted: r.disrupted, removeDepth: r.removeDepth };
    const why = i.barrager === 'naval' ? [r.why] : [`The card shows ${MATCH_TEXT[match]} of the position (9.5)`, r.why];
    return {
      outcome: o,
      summary: barrageText(o),
      modifiers: [],
      explanation: why,
      ...(r.cell ? { cell: r.cell } : {}),
      ...(i.barrager === 'naval' ? {} : { decisive: { card: [0] } }),
    };
  },
  odds(i, ctx) {
    const read = (match: BarrageMatch) => {
      const r = barrageOutcome(ctx, i.barrager, match, i.value, i.hasDepth);
      return { disrupted: r.disrupted, removeDepth: r.removeDepth };
    };
    return i.barrager === 'naval'
      ? [{ outcome: read('none'), p: 1 }]
      : oddsOverCard(cardDie(ctx, 'barrage'), (f: Face) => read(f as BarrageMatch));
  },
  label: barrageText,
});

export const barrageEligible = tableProcedure<BarrageSituation & { extended: boolean }, { allowed: boolean }>({
  name: 'barrage-allowed',
  title: 'US barrage: allowed?',
  source: '6.3, 6.4, 6.5, 10',
  description: 'Whether a tank, artillery or naval barrage may be fired at a German hex.',
  inputs: [
    choice('barrager', 'Barrage by', ['tank', 'artillery', 'naval']),
    bool('targetUnrevealedReinforcement', 'Target is an unrevealed Reinforcement position'),
    bool('targetAttackedThisPhase', 'Target already barraged or attacked this phase'),
    bool('adjacent', 'Adjacent to the target'),
    bool('inRange', 'In range'),
    bool('barragerInTargetFof', "Barraging unit in the target's field of fire"),
    bool('infantryInTargetFof', "Undisrupted infantry in the target's field of fire"),
    bool('barragerInCommand', 'Barraging unit in command (HQ, General; CP for artillery)'),
    bool('infantryInCommand', 'That infantry in command'),
    bool('infantryHasRadio', 'That infantry has a radio'),
    bool('barragerInUndisruptedFof', 'Barraging unit in an undisrupted German field of fire'),
    bool('barragerArmored', 'Barraging unit armored'),
    bool('targetHighGroundWithoutBeachFof', 'High ground target whose fire reaches no beach hex'),
    extInput,
  ],
  outcomeKeys: ['allowed'],
  tables: [],
  compute(i) {
    const r = barrageAllowed({ ...i, ext: i.extended });
    return { outcome: { allowed: r.allowed }, summary: r.allowed ? 'Allowed' : 'Not allowed', why: r.why };
  },
});

export const engineers = tableProcedure<
  {
    turn: number;
    base: 'none' | 'establish' | 'advance';
    basesThisTurn: number;
    beachHex: boolean;
    inFofOfOccupiedOrConnected: boolean;
    germanArtilleryInSector: boolean;
    extended: boolean;
  },
  { clearHexes: number; allCleared: boolean; baseAllowed: boolean }
>({
  name: 'engineers',
  title: 'US engineers and engineer bases',
  source: '7',
  description:
    'Obstacle hexes cleared per sector this turn (out of undisrupted German fire), and whether an Engineer Base may be set up or moved.',
  inputs: [
    int('turn', 'Turn', 1, 32, 2),
    choice('base', 'Engineer Base', ['none', 'establish', 'advance']),
    int('basesThisTurn', 'Bases the division already set up or moved this turn', 0, 4),
    bool('beachHex', 'Base hex is a beach hex'),
    bool('inFofOfOccupiedOrConnected', 'In the fire of an occupied or connected position'),
    bool('germanArtilleryInSector', 'German artillery fired in the sector'),
    extInput,
  ],
  outcomeKeys: ['clearHexes', 'allCleared', 'baseAllowed'],
  tables: ['dday-omaha.engineer-clearing', RULES_TABLE],
  compute(i, ctx) {
    const c = clearingAllowance(ctx, i.turn);
    const why = [c.why, 'Only obstacles out of the fire of an undisrupted, activated German position (7)'];
    let baseAllowed = false;
    if (i.base !== 'none') {
      const b = engineerBase({
        ext: i.extended,
        beachHex: i.beachHex,
        inFofOfOccupiedOrConnected: i.inFofOfOccupiedOrConnected,
        germanArtilleryInSector: i.germanArtilleryInSector,
        advancing: i.base === 'advance',
      });
      const per = rule(ctx, 'engineer-bases-per-division', i.extended);
      baseAllowed = b.allowed && i.basesThisTurn < per;
      why.push(
        b.allowed && !baseAllowed
          ? `The division has set up or moved its ${per} base${per === 1 ? '' : 's'} this turn (7)`
          : b.why,
      );
    }
    return {
      outcome: { clearHexes: c.hexes ?? 0, allCleared: c.hexes === null, baseAllowed },
      summary: c.hexes === null ? 'All obstacles cleared' : `Clear up to ${c.hexes} per sector`,
      why,
    };
  },
});

export const commandPostProc = tableProcedure<
  { establishing: boolean; inFofOfOccupiedOrConnected: boolean; inFofOfOccupied: boolean; extended: boolean },
  { allowed: boolean }
>({
  name: 'command-post',
  title: 'US Command Post',
  source: '8',
  description: 'Whether an HQ may become a Command Post, or a Command Post advance (extended game).',
  inputs: [
    { name: 'establishing', label: 'Establishing (off: advancing)', type: 'boolean', default: true },
    bool('inFofOfOccupiedOrConnected', 'In the fire of an occupied or connected position'),
    bool('inFofOfOccupied', 'In the fire of an occupied position'),
    { name: 'extended', label: 'Extended game (turns 17-32)', type: 'boolean', default: true },
  ],
  outcomeKeys: ['allowed'],
  tables: [],
  compute(i) {
    const r = commandPost({
      ext: i.extended,
      establishing: i.establishing,
      inFofOfOccupiedOrConnected: i.inFofOfOccupiedOrConnected,
      inFofOfOccupied: i.inFofOfOccupied,
    });
    return {
      outcome: { allowed: r.allowed },
      summary: r.allowed ? 'Allowed' : 'Not allowed',
      why: [r.why, 'A Command Post hit by fire reverts to an HQ; it may also revert by choice and move (8)'],
    };
  },
});

export const barrageProcedures: readonly AnyProcedure[] = [usBarrage, barrageEligible, engineers, commandPostProc];
