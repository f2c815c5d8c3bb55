import type { Rng } from '../../../engine/index.ts';
import { colOf, rowOf, sp } from '../map/grid.ts';
import { placeGerman, told } from './core.ts';
import { germanName, plural, spaceName } from './words.ts';
import type { Rules } from './rules.ts';
import type { CrowbarAction } from './actions.ts';
import { newGame } from './setup.ts';
import { COMPANIES, type Company, type CrowbarState, type GermanTask, type Mode, type VersusMode } from './types.ts';
import { germanSeatAgainst, MODE_SPECS } from './versus.ts';

/**
 * T-1, T-2: the German player's setup. The solitaire or co-op setup runs first; this takes back its random
 * HKA, MG and Possible Gun Location? placements and asks the German player for them instead (B-8 comes before
 * Operation Flashlamp, so these decisions go on top of the stack).
 */

type DeployTask = Extract<GermanTask, { k: 'german-deploy' }>;
type MarkerTask = Extract<GermanTask, { k: 'german-markers' }>;

/** Zone order of the setup decisions: east to west, as the columns run. */
const ZONES: readonly Company[] = COMPANIES;

export function startVersusSetup(g: CrowbarState, R: Rules, rng: Rng): void {
  const tasks: GermanTask[] = [...deployTasks(g, R), ...markerTasks(g, R, rng)];
  // Pushed in reverse: the first deployment is answered first, the markers after the units (B-8b-c, B-8e).
  for (let i = tasks.length - 1; i >= 0; i--) g.stack.push(tasks[i] as GermanTask);
}

// ---- T-2: HKA and MG units ----

function deployTasks(g: CrowbarState, R: Rules): DeployTask[] {
  g.germans = g.germans.filter((u) => u.kind !== 'hka' && u.kind !== 'mg');
  g.germanPool.mg = [];
  const units: string[] = [];
  for (const t of R.germanTypes.values())
    if (t.kind === 'hka' || t.kind === 'mg') for (let i = 0; i < t.count; i++) units.push(t.key);
  const spaces = [...R.map.hkaSpaces, ...R.map.gunParks, ...R.map.mgSpaces];
  if (g.versus !== 'notsocoop3') return [{ k: 'german-deploy', seat: 'german', units, spaces }];
  // Not so co-op: each seat deploys the Germans in the zone it plays against; the counter mix goes from the
  // first zone's deployment to the next (settleDeploy).
  return ZONES.map((c, i): DeployTask => ({
    k: 'german-deploy',
    seat: germanSeatAgainst(g, c),
    units: i === 0 ? units : [],
    spaces: spaces.filter((s) => R.map.companyOfCol[colOf(s) - 1] === c),
  }));
}

function spaceKind(R: Rules, s: number): 'hka' | 'mg' {
  return R.map.mgSpaces.includes(s) ? 'mg' : 'hka';
}

/** What may go where: each empty space with each counter type of its kind still in the mix. */
export function deployChoices(R: Rules, t: DeployTask): CrowbarAction[] {
  const out: CrowbarAction[] = [];
  const types = [...new Set(t.units)];
  for (const s of t.spaces)
    for (const unit of types)
      if (R.germanTypes.get(unit)?.kind === spaceKind(R, s))
        out.push({ type: 'german-deploy', unit, col: colOf(s), row: rowOf(s) });
  return out;
}

export function deploy(g: CrowbarState, R: Rules, rng: Rng, t: DeployTask, unit: string, s: number): void {
  t.units.splice(t.units.indexOf(unit), 1);
  t.spaces.splice(t.spaces.indexOf(s), 1);
  const u = placeGerman(g, R, unit, colOf(s), rowOf(s), false);
  g.logOn && told(g, { text: `The German player deploys ${germanName(u, R)}`, source: 'T-2' });
  settleDeploy(g, R, rng, t);
}

/**
 * Fills the spaces left when every choice puts the same counter type (MG spaces, or one HKA type left): the
 * order cannot matter. When no space is left the task ends: the counters not deployed pass to the next zone's
 * deployment, or else leave the game (HKA, B-8b) or wait in the pool (MG, B-8c).
 */
export function settleDeploy(g: CrowbarState, R: Rules, rng: Rng, t: DeployTask): void {
  const types = new Set(deployChoices(R, t).map((a) => (a.type === 'german-deploy' ? a.unit : '')));
  const [unit] = types;
  const kind = R.germanTypes.get(unit ?? '')?.kind;
  const open = t.spaces.filter((s) => spaceKind(R, s) === kind);
  if (types.size === 1 && unit && t.units.filter((u) => u === unit).length >= open.length) {
    for (const s of open) {
      t.units.splice(t.units.indexOf(unit), 1);
      t.spaces.splice(t.spaces.indexOf(s), 1);
      const u = placeGerman(g, R, unit, colOf(s), rowOf(s), false);
      g.logOn &&
        told(g, {
          text: `${germanName(u, R)} fills the last space of its kind`,
          outcome: 'placed, no choice left',
          source: 'T-2',
        });
    }
  }
  if (deployChoices(R, t).length) return;
  g.stack.splice(g.stack.indexOf(t), 1);
  const next = g.stack.findLast((x): x is DeployTask => x.k === 'german-deploy');
  if (next) {
    next.units.push(...t.units);
    settleDeploy(g, R, rng, next);
    return;
  }
  g.germanPool.mg = rng.shuffle(t.units.filter((u) => R.germanTypes.get(u)?.kind === 'mg'));
}

// ---- T-1: Possible Gun Location? markers ----

interface Slot {
  space: number;
  free: number;
}

function markerTasks(g: CrowbarState, R: Rules, rng: Rng): MarkerTask[] {
  const placed = g.guns;
  g.guns = [];
  if (!g.versus || g.versus === 'versus2') {
    const slots = R.map.starSpaces.map((s) => ({ space: s, free: R.map.stars[s] ?? 0 }));
    return [
      handTask(
        R,
        rng,
        'german',
        placed.map((m) => m.kind),
        slots,
        R.c('versus-hand-guns'),
        R.c('versus-hand-traps'),
      ),
    ];
  }
  // 3- and 4-player versus, not so co-op: each Company's co-op pool stays in its zone, and the German
  // player takes a Trap and a Gun Found! of each pool.
  return ZONES.map((c) => {
    const pool = R.map.doc.coop.pools[c];
    const slots = (pool?.spaces ?? []).map((x) => ({ space: sp(x.col, x.row), free: x.markers }));
    const kinds = placed.filter((m) => R.map.companyOfCol[colOf(m.space) - 1] === c).map((m) => m.kind);
    return handTask(R, rng, germanSeatAgainst(g, c), kinds, slots, R.c('versus-zone-guns'), R.c('versus-zone-traps'));
  });
}

/** Splits a pool into the German hand (so many guns and traps, in a random order) and the rest. */
function handTask(
  R: Rules,
  rng: Rng,
  seat: string,
  kinds: readonly string[],
  slots: Slot[],
  guns: number,
  traps: number,
): MarkerTask {
  const want: Record<string, number> = { gun: guns, trap: traps };
  const hand: string[] = [];
  const rest: string[] = [];
  for (const k of kinds) {
    const kind = R.gunByKey.get(k)?.kind ?? 'nothing';
    if ((want[kind] ?? 0) > 0) {
      want[kind] = (want[kind] ?? 0) - 1;
      hand.push(k);
    } else rest.push(k);
  }
  return { k: 'german-markers', seat, hand: rng.shuffle(hand), slots, rest };
}

/** One choice per distinct marker of the hand (named by its first index) and free slot. */
export function markerChoices(t: MarkerTask): CrowbarAction[] {
  const out: CrowbarAction[] = [];
  const seen = new Set<string>();
  t.hand.forEach((kind, marker) => {
    if (seen.has(kind)) return;
    seen.add(kind);
    for (const s of t.slots)
      if (s.free > 0) out.push({ type: 'german-place-marker', marker, col: colOf(s.space), row: rowOf(s.space) });
  });
  return out;
}

/**
 * Puts a marker of the German hand face down. Where it went and what it is are told to the German side only;
 * the Ranger players read that a marker went down (T-1: they must not witness the placements).
 */
export function placeMarker(g: CrowbarState, R: Rules, rng: Rng, t: MarkerTask, marker: number, s: number): void {
  const kind = t.hand[marker];
  const slot = t.slots.find((x) => x.space === s);
  if (kind === undefined || !slot) return;
  t.hand.splice(marker, 1);
  slot.free -= 1;
  g.guns.push({ id: g.nextId++, kind, space: s, revealed: false });
  if (g.logOn) {
    const left = t.hand.length ? `${plural(t.hand.length, 'marker')} left in hand` : 'the hand is placed';
    told(g, {
      text: `The German player places a ${R.gunByKey.get(kind)?.label ?? 'Possible Gun Location?'} marker face down in ${spaceName(R, s)}`,
      outcome: left,
      source: 'T-1',
      side: 'german',
      cover: { text: 'The German player places a marker face down, unseen', outcome: left, source: 'T-1' },
    });
  }
  if (t.hand.length && markerChoices(t).length) return;
  finishMarkers(g, R, rng, t);
}

/** The rest of the pool, mixed, fills the free slots in their order (B-8e, R-1). */
export function finishMarkers(g: CrowbarState, R: Rules, rng: Rng, t: MarkerTask): void {
  g.stack.splice(g.stack.indexOf(t), 1);
  const mix = rng.shuffle([...t.rest, ...t.hand]);
  const n = mix.length;
  for (const s of t.slots)
    for (; s.free > 0 && mix.length; s.free--)
      g.guns.push({ id: g.nextId++, kind: mix.shift() as string, space: s.space, revealed: false });
  g.logOn &&
    told(g, {
      text: `The other ${plural(n - mix.length, 'Possible Gun Location? marker')} go face down at random on the stars left`,
      source: 'B-8e, T-1',
    });
}

/** A new game in any session mode (MODE_SPECS): the Ranger side's setup, then the German player's (T). */
export function newModeGame(R: Rules, rng: Rng, mode: Mode | VersusMode): CrowbarState {
  const spec = MODE_SPECS[mode];
  const g = newGame(R, rng, spec.mode);
  if (spec.versus) {
    g.versus = spec.versus;
    startVersusSetup(g, R, rng);
  }
  return g;
}
