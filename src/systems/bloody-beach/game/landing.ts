import { distance, neighbors } from '../../../boards/hex/index.ts';
import { required } from '../../../engine/index.ts';
import { constant } from '../procedures/common.ts';
import { landing, LANDING_ORDER, type LandingKind, type LandingOutcome } from '../procedures/landing.ts';
import { applySteps } from './losses.ts';
import { resolveRoll, rolledDice, type Roll, type RollPlan } from './resolve.ts';
import { stackValue } from './retreat.ts';
import { divisionOf, formationDoc, hqOnMap } from './formations.ts';
import type { Rules } from './rules.ts';
import { type AssetState, type GameState, unitOf, type UnitState } from './state.ts';
import { view } from './view.ts';
import { rolled, said, type LogEntry } from './words.ts';

/** How a unit lands: DD tank, tank, infantry or HQ (9.2). */
export function landingKind(rules: Rules, u: UnitState): LandingKind {
  const t = rules.unitType(u.type);
  if (t.class === 'hq') return 'hq';
  if (t.class === 'vehicle') return t.dd ? 'dd-tank' : 'tank';
  return 'infantry';
}

/** 9.2.7: no German unit next to a cliff or steep slope hexside within five hexes of the landing hex. */
export function cliffExemption(rules: Rules, state: GameState, hex: string): boolean {
  const b = rules.board;
  const h = b.hex(hex);
  const radius = constant(rules.ctx, 'cliff-exemption-radius');
  const steepHexes = new Set<string>();
  for (const s of b.doc.hexsides) {
    for (const x of [s.a, s.b]) if (distance(b.hex(x), h) <= radius) steepHexes.add(x);
  }
  return !view(rules, state).onMap.some(
    (u) => u.side === 'german' && neighbors(b.hex(u.hex)).some((n) => b.inMap(n) && steepHexes.has(b.id(n))),
  );
}

/** One unit's landing in words: the landing check and the drift die, where it aimed and where it came ashore (9.2, 9.3). */
function landingEntry(id: string, aimed: string, hex: string, r: ReturnType<typeof resolveRoll>): LogEntry {
  const o = r.outcome as LandingOutcome;
  const drifted = r.pool.some((g) => g.group === 'drift' && g.values.length > 0);
  const result = o.eliminated
    ? 'eliminated'
    : [
        o.steps ? `${o.steps} step lost` : 'no loss',
        o.pinned ? 'pinned' : '',
        o.drift
          ? `drifts ${Math.abs(o.drift)} hex${Math.abs(o.drift) > 1 ? 'es' : ''} ${o.drift > 0 ? 'east' : 'west'}`
          : '',
      ]
        .filter(Boolean)
        .join(', ');
  const text = o.eliminated
    ? `${id} lands, aiming at ${aimed}`
    : `${id} lands at ${hex}${hex === aimed ? '' : `, aiming at ${aimed}`}`;
  return rolled(text, rolledDice(r), result, drifted ? '9.2, 9.3' : '9.2', r.modifiers);
}

/** Whether a box lands without drift: Pointe du Hoc, or a box the map marks so (9.3.4). */
export function noDriftBox(rules: Rules, box: string): boolean {
  return box === 'pointe-du-hoc' || rules.board.doc.landingBoxes.find((x) => x.id === box)?.noDrift === true;
}

/** The landing roll of a unit aiming at a hex from its box (9.2, 9.3). */
export function landingRoll(rules: Rules, state: GameState, u: UnitState, target: string, box: string): RollPlan {
  return {
    proc: landing,
    inputs: {
      kind: landingKind(rules, u),
      morale: rules.unitType(u.type).morale,
      hqRating: 0,
      noGermansNearCliffs: target !== '' && cliffExemption(rules, state, target),
      pointeDuHoc: noDriftBox(rules, box),
    },
  };
}

/** The landing roll of an asset against the efficiency of the regiment it lands for (9.2.5). */
export function assetLandingRoll(rules: Rules, rating: number, box: string): RollPlan {
  return {
    proc: landing,
    inputs: {
      kind: 'asset',
      morale: 0,
      hqRating: rating,
      noGermansNearCliffs: false,
      pointeDuHoc: noDriftBox(rules, box),
    },
  };
}

/** The division a landing HQ's beachhead belongs to (4.3.3). */
function beachheadOwner(rules: Rules, formation: string): string {
  const f = formationDoc(rules, formation);
  return f?.kind === 'division' ? f.id : (f?.parent ?? formation);
}

/** Where each asset goes when it lands: its own formation, or the regiment it was declared to (9.5.1). */
export type AssetPlacement = Readonly<Record<string, { readonly formation: string; readonly rating: number }>>;

/**
 * Lands units and assets box by box in the order of 9.1.7 (DD tanks, tanks, other combat units, assets, HQs),
 * each unit at the next hex of its box, with drift along the beach (9.2-9.3). Assets land Used (9.5.2). HQs
 * landing on a beach hex place a beachhead (9.4.1).
 */
/** The box of each landing unit (the chosen beach for the reserve Rangers, 4.5.3). */
const boxOf = (box: string | undefined, boxOverride: string | undefined) => boxOverride ?? box ?? '';

/**
 * The units landing from each box, in the order of 9.1.7 (DD tanks, tanks, other combat units, HQs; assets
 * follow the combat units), each with the box's hexes it may be designated to, Umpire's spread (the box's hexes
 * in turn) first.
 */
export function landingOrder(
  rules: Rules,
  state: GameState,
  ids: readonly string[],
  boxOverride?: string,
): { box: string; units: { id: string; hexes: string[] }[] }[] {
  const boxes = [...new Set(ids.map((id) => boxOf(state.units[id]?.box, boxOverride)))];
  return boxes.map((boxId) => {
    const hexes = rules.board.doc.landingBoxes.find((x) => x.id === boxId)?.hexes ?? [];
    const list = ids
      .map((id) => unitOf(state, id))
      .filter((u) => boxOf(u.box, boxOverride) === boxId)
      .sort((p, q) => LANDING_ORDER.indexOf(landingKind(rules, p)) - LANDING_ORDER.indexOf(landingKind(rules, q)));
    return {
      box: boxId,
      units: list.map((u, i) => ({
        id: u.id,
        hexes: hexes.length === 0 ? [] : [...hexes.slice(i % hexes.length), ...hexes.slice(0, i % hexes.length)],
      })),
    };
  });
}

export function landUnits(
  rules: Rules,
  state: GameState,
  ids: readonly string[],
  assetIds: readonly string[],
  placement: AssetPlacement,
  roll: Roll,
  boxOverride?: string,
  targets: Readonly<Record<string, string>> = {},
): GameState {
  const b = rules.board;
  const units = { ...state.units };
  const assets: Record<string, AssetState> = { ...state.assets };
  const log: LogEntry[] = [];
  const beachheads = [...state.beachheads];
  const owners = { ...state.beachheadOwners };
  const tally: WaveTally = { units: 0, drifted: 0, pinned: 0, eliminated: 0, steps: 0, assets: 0, assetsLost: 0 };
  const order = landingOrder(rules, state, ids, boxOverride);
  const boxes = [
    ...new Set([...order.map((o) => o.box), ...assetIds.map((id) => boxOf(assets[id]?.box, boxOverride))]),
  ];
  const allBeach = b.doc.landingBoxes
    .filter((x) => x.id !== 'pointe-du-hoc')
    .flatMap((x) => x.hexes)
    .sort((p, q) => Number(p.slice(0, -2)) - Number(q.slice(0, -2)));
  for (const boxId of boxes) {
    const planned = order.find((o) => o.box === boxId)?.units ?? [];
    // every unit's intended hex is designated before any lands (9.1.7): by its owner, or Umpire's spread
    const landings = planned.map((p) => ({
      unit: required(units[p.id], `unit ${p.id}`),
      target: targets[p.id] ?? p.hexes[0] ?? '',
    }));
    const landOne = (u: UnitState, target: string) => {
      const kind = landingKind(rules, u);
      const r = resolveRoll(rules, landingRoll(rules, state, u, target, boxId), roll);
      const o = r.outcome as LandingOutcome;
      let hex = target;
      if (o.drift !== 0) {
        const at = allBeach.indexOf(target);
        if (at >= 0)
          hex = required(allBeach[Math.max(0, Math.min(allBeach.length - 1, at + o.drift))], 'the hex drifted to');
      }
      // a unit drifting into a hex it overstacks loses a step at once (9.3.2)
      const there = Object.values(units).filter(
        (x) => x.status === 'map' && x.hex === hex && x.side === u.side && x.id !== u.id,
      );
      const crowded =
        hex !== target && !o.eliminated && stackValue(rules, [...there, u]) > constant(rules.ctx, 'stacking-companies');
      tally.units++;
      if (o.eliminated) tally.eliminated++;
      else {
        if (hex !== target) tally.drifted++;
        if (o.pinned) tally.pinned++;
        tally.steps += o.steps + (crowded ? 1 : 0);
      }
      if (o.eliminated) units[u.id] = { ...u, status: 'eliminated', hex: null, steps: 0 };
      else units[u.id] = applySteps({ ...u, status: 'map', hex, pinned: o.pinned }, o.steps + (crowded ? 1 : 0));
      if (crowded) log.push(said(`${u.id} drifts into an overstacked hex, ${hex}: one more step lost (9.3.2)`));
      if (kind === 'hq' && !o.eliminated && b.terrain(b.hex(hex)).beach && !beachheads.includes(hex)) {
        beachheads.push(hex);
        owners[hex] = beachheadOwner(rules, u.formation);
        log.push(said(`Beachhead placed at ${hex} (9.4.1)`));
      }
      log.push(landingEntry(u.id, target, hex, r));
    };
    const combat = landings.filter((l) => landingKind(rules, l.unit) !== 'hq');
    const hqs = landings.filter((l) => landingKind(rules, l.unit) === 'hq');
    for (const l of combat) landOne(l.unit, l.target);
    for (const id of assetIds) {
      const a = required(assets[id], `asset ${id}`);
      if (boxOf(a.box, boxOverride) !== boxId) continue;
      const to = placement[id] ?? { formation: a.formation, rating: state.formations[a.formation]?.rating ?? 0 };
      const r = resolveRoll(rules, assetLandingRoll(rules, to.rating, boxId), roll);
      tally.assets++;
      if (r.outcome.eliminated === true) tally.assetsLost++;
      assets[id] =
        r.outcome.eliminated === true
          ? { ...a, status: 'eliminated' }
          : { ...a, status: 'pool', used: true, formation: to.formation };
      log.push(
        rolled(
          `${id} lands for ${to.formation}, against its efficiency ${to.rating}`,
          rolledDice(r),
          r.outcome.eliminated === true ? 'lost' : 'lands, Used side up under its HQ',
          '9.2.5, 9.5.2',
        ),
      );
    }
    for (const l of hqs) landOne(l.unit, l.target);
  }
  return {
    ...state,
    units,
    assets,
    beachheads,
    beachheadOwners: owners,
    beachheadEver: state.beachheadEver || beachheads.length > 0,
    log: [...state.log, ...(tally.units + tally.assets > 1 ? [waveSummary(tally)] : []), ...log],
  };
}

interface WaveTally {
  units: number;
  drifted: number;
  pinned: number;
  eliminated: number;
  steps: number;
  assets: number;
  assetsLost: number;
}

/** A landing of several rolls in one line, ahead of each unit's own: it leads the event's "Just now" (9.2, 9.3). */
function waveSummary(t: WaveTally): LogEntry {
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const ashore = t.units - t.eliminated;
  const parts = [
    t.units ? `${ashore} ashore${t.drifted ? ` (${t.drifted} drifted)` : ''}` : '',
    t.pinned ? `${t.pinned} pinned` : '',
    t.eliminated ? `${t.eliminated} eliminated` : '',
    t.steps ? `${count(t.steps, 'step')} lost` : '',
    t.assets ? `${count(t.assets - t.assetsLost, 'asset')} landed${t.assetsLost ? `, ${t.assetsLost} lost` : ''}` : '',
  ];
  const what = [t.units ? count(t.units, 'unit') : '', t.assets ? count(t.assets, 'asset') : ''].filter(Boolean);
  return said(`${what.join(' and ')} land`, {
    outcome: parts.filter(Boolean).join(', '),
    source: '9.2, 9.3',
    sumsUp: true,
  });
}

/** The group a formation may land now, with what lands in it (9.1.4, 9.1.6), or undefined. */
export interface LandingGroup {
  readonly wave: number | string;
  readonly followUp: boolean;
  readonly units: readonly string[];
  readonly assets: readonly string[];
  readonly placement: AssetPlacement;
  /** Division assets whose HQ the US player declares, the choices for each (9.5.1). */
  readonly declarable: readonly Declarable[];
}

/** A division asset landing with a regiment, and the formations it may be declared to, Umpire's pick first (9.5.1). */
export interface Declarable {
  readonly asset: string;
  readonly formations: readonly string[];
}

const isNum = (w: number | string | undefined): w is number => typeof w === 'number';

export function nextGroup(rules: Rules, state: GameState, formation: string): LandingGroup | undefined {
  const doc = formationDoc(rules, formation);
  if (!doc || doc.side !== 'us') return undefined;
  const { units: waitingUnits, assets: waitingAssets } = view(rules, state).waiting;
  const numbered = [...waitingUnits.map((u) => u.wave), ...waitingAssets.map((a) => a.wave)].filter(isNum);
  if (numbered.length > 0) {
    const wave = Math.min(...numbered);
    const units = waitingUnits.filter((u) => u.formation === formation && u.wave === wave);
    const own = waitingAssets.filter((a) => a.formation === formation && a.wave === wave);
    if (doc.kind !== 'regiment')
      return units.length + own.length > 0
        ? {
            wave,
            followUp: false,
            units: units.map((u) => u.id),
            assets: own.map((a) => a.id),
            placement: {},
            declarable: [],
          }
        : undefined;
    const boxes = new Set([...units.map((u) => u.box), ...own.map((a) => a.box)]);
    const regimentBoxes = new Set(
      [...waitingUnits, ...waitingAssets]
        .filter((x) => x.wave === wave && formationDoc(rules, x.formation)?.kind === 'regiment')
        .map((x) => x.box),
    );
    const divisional = waitingAssets.filter(
      (a) =>
        a.wave === wave &&
        formationDoc(rules, a.formation)?.kind === 'division' &&
        (boxes.has(a.box) || (!regimentBoxes.has(a.box) && a.formation === doc.parent)),
    );
    if (units.length + own.length + divisional.length === 0) return undefined;
    const declarable = declarations(rules, state, formation, divisional);
    const rating = state.formations[formation]?.rating ?? 0;
    const placement = Object.fromEntries(
      declarable.map((d) => [d.asset, { formation: required(d.formations[0], `a formation for ${d.asset}`), rating }]),
    );
    return {
      wave,
      followUp: false,
      units: units.map((u) => u.id),
      assets: [...own, ...divisional].map((a) => a.id),
      placement,
      declarable,
    };
  }
  for (const fu of rules.scenario.followUps) {
    if (fu.turn > state.turn) continue;
    const units = waitingUnits.filter((u) => u.formation === formation && u.wave === fu.wave);
    const assets = waitingAssets.filter((a) => a.formation === formation && a.wave === fu.wave);
    if (units.length + assets.length > 0)
      return {
        wave: fu.wave,
        followUp: true,
        units: units.map((u) => u.id),
        assets: assets.map((a) => a.id),
        placement: {},
        declarable: [],
      };
  }
  return undefined;
}

/**
 * 9.5.1: a division's asset landing with a regiment is declared to an HQ before it lands: to a regiment of that
 * division whose HQ traces a path clear of enemy fire zones to its landing box, or kept by the division. Umpire's
 * pick comes first: the landing regiment when it traces, else the division. It rolls against the landing
 * regiment's rating either way (9.2.5).
 */
function declarations(rules: Rules, state: GameState, regiment: string, assets: readonly AssetState[]): Declarable[] {
  const v = view(rules, state);
  const regiments = [
    regiment,
    ...rules.scenario.formations
      .filter((f) => f.kind === 'regiment' && f.id !== regiment && f.side === 'us')
      .map((f) => f.id),
  ];
  return assets.map((a) => {
    const box = rules.board.doc.landingBoxes.find((x) => x.id === a.box)?.hexes ?? [];
    const reaches = (f: string) => {
      const hq = hqOnMap(rules, state, f);
      if (!hq || divisionOf(rules, state, f) !== a.formation) return false;
      const t = v.trace('us', hq.hex);
      return box.some((h) => (t[v.grid.index(h)] ?? -1) >= 0);
    };
    const open = regiments.filter(reaches);
    return {
      asset: a.id,
      formations: open[0] === regiment ? [regiment, a.formation, ...open.slice(1)] : [a.formation, ...open],
    };
  });
}
