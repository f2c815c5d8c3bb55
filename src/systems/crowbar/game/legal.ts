import { stableKey } from '../../../engine/index.ts';
import { BEACH, sp } from '../map/grid.ts';
import { germanById, moveRelief, ranger, removeAt, told, top } from './core.ts';
import { movementDice } from './told-dice.ts';
import { commanderName, companyName, lcaName, plural, spaceName, unitName } from './words.ts';
import { dieFace } from './rules.ts';
import {
  beginActivation,
  consolidate,
  consolidateOptions,
  finishEndTurn,
  offerReroll,
  rerollOptions,
  rollDie,
  rudderReliefAvailable,
  selectableCompanies,
  seatCols,
  unactivated,
} from './flow.ts';
import { hasFirer, fireTargets, resolveChit, resolveChoice, startCompanyFire } from './chits.ts';
import {
  attachTargets,
  commanderCompany,
  commanderReady,
  commanderRally,
  rallyTargets,
  useCommander,
  availableCommander,
  battalionCommander,
  commanderById,
} from './commanders.ts';
import { moveCost, moveOne } from './movement.ts';
import { doSpecial, hastyTargets, reconTargets, redeployTargets, specialCost, type SpecialKind } from './special.ts';
import { fireBonus, rangerFireDice, rangerFires } from './fire.ts';
import { approachOrders, assignApproach, flashlampSpaces, placeFlashlamp, rollApproach } from './setup.ts';
import { DIE_COLORS, type CrowbarState, type Ranger, type Supplies, type Task } from './types.ts';
import type { CrowbarAction } from './actions.ts';
import type { Roller } from './roller.ts';
import type { Rules } from './rules.ts';
import { run } from './flow.ts';
import { handOff, pendingHandoff, seatById } from './coop.ts';
import { giveChit } from './coop-chits.ts';
import { deploySwaps, finishDeployment, swapStacks } from './deployment.ts';
import { movementDie, noteRoll } from './last-roll.ts';
import { isGermanTask } from './versus.ts';
import { answerGerman, germanChoices } from './versus-actions.ts';

/** What may be done now (the UI offers only these) and how each choice changes the game. */

function betweenActivations(g: CrowbarState, R: Rules, out: CrowbarAction[]): void {
  for (const c of g.commanders) {
    const host = commanderReady(g, c);
    if (!host) continue;
    const company = commanderCompany(g, c);
    if (company && (!g.seats.length || seatCols(g)?.includes(host.col)) && hasFirer(g, R, company))
      out.push({ type: 'order-fire', commander: c.id });
    // In co-op only the player whose unit carries Rudder draws his chit (R-4, R-7).
    if (c.battalion && (!g.seats.length || seatCols(g)?.includes(host.col))) out.push({ type: 'rudder-chit' });
  }
  rallyActions(g, out);
}

/** Commander (M-1e) and Heroic Action (O-8d) removal of Shaken and Pinned markers: allowed at any time. */
function rallyActions(g: CrowbarState, out: CrowbarAction[]): void {
  for (const c of g.commanders)
    for (const r of rallyTargets(g, c)) out.push({ type: 'commander-rally', commander: c.id, col: r.col });
  for (const r of g.rangers)
    if (r && r.heroic > 0 && r.row >= BEACH && (r.shaken || r.pinned)) out.push({ type: 'heroic-rally', col: r.col });
}

function suppliesActions(g: CrowbarState, r: Ranger, out: CrowbarAction[]): void {
  if (r.row < BEACH) return;
  const here = sp(r.col, r.row);
  if (g.supplies.some((s) => s.carriedBy === r.col)) out.push({ type: 'supplies', do: 'drop' });
  if (g.supplies.some((s) => s.carriedBy === null && !s.lost && s.space === here))
    out.push({ type: 'supplies', do: 'pick-up' });
}

export function legalActions(g: CrowbarState, R: Rules): CrowbarAction[] {
  const t = top(g);
  const out: CrowbarAction[] = [];
  if (!t || g.phase === 'over') return out;
  if (isGermanTask(t)) return germanChoices(g, R, t);
  switch (t.k) {
    case 'flashlamp':
      for (const s of flashlampSpaces(g, R, t.cols))
        out.push({ type: 'place-flashlamp', col: (s % 12) + 1, row: Math.floor(s / 12) });
      return out;
    case 'approach-company':
      for (const c of ['easy', 'dog', 'fox'] as const)
        if (!g.approachDone.includes(c)) out.push({ type: 'approach-company', company: c });
      return out;
    case 'approach-assign':
      for (const order of approachOrders(g, R, t.company)) out.push({ type: 'approach-assign', order: [...order] });
      return out;
    case 'select': {
      if (g.seats.length) {
        for (const r of unactivated(g, seatCols(g))) out.push({ type: 'activate', col: r.col });
      } else if (g.activeCompany) {
        for (const r of unactivated(g)) if (r.company === g.activeCompany) out.push({ type: 'activate', col: r.col });
      } else {
        for (const c of selectableCompanies(g)) out.push({ type: 'select-company', company: c });
      }
      betweenActivations(g, R, out);
      return out;
    }
    case 'unit': {
      const r = ranger(g, t.col);
      if (!r) return out;
      for (const o of consolidateOptions(g, R, r))
        out.push(
          o.row === undefined
            ? { type: 'consolidate', option: o.option }
            : { type: 'consolidate', option: o.option, row: o.row },
        );
      for (const d of DIE_COLORS) if (!g.rolled.includes(d)) out.push({ type: 'roll', die: d });
      rallyActions(g, out);
      suppliesActions(g, r, out);
      return out;
    }
    case 'reroll': {
      const r = ranger(g, t.col);
      out.push({ type: 'accept' });
      if (!r) return out;
      const o = rerollOptions(g, r);
      for (const c of o.commanders) out.push({ type: 'reroll', by: 'commander', commander: c });
      if (o.heroic) out.push({ type: 'reroll', by: 'heroic' });
      return out;
    }
    case 'spend': {
      const r = ranger(g, t.col);
      if (!r) return out;
      const cmd = availableCommander(g, r, 'attached');
      for (const dir of ['forward', 'back'] as const) {
        const mc = moveCost(g, R, r, dir);
        if (!mc) continue;
        if (t.pool >= mc.cost) out.push({ type: 'move', dir });
        if (mc.obstacle && t.pool >= mc.cost - R.k['bonus-discount']) {
          if (cmd) out.push({ type: 'move', dir, bonus: 'commander' });
          if (r.heroic > 0) out.push({ type: 'move', dir, bonus: 'heroic' });
        }
      }
      if (!t.movementOnly && r.row >= BEACH) {
        const add = (action: SpecialKind, extra: Partial<Extract<CrowbarAction, { type: 'special' }>>): void => {
          const cost = specialCost(R, action);
          if (t.pool >= cost) out.push({ type: 'special', action, ...extra });
          if (cmd && t.pool >= cost - R.k['bonus-discount'])
            out.push({ type: 'special', action, ...extra, bonus: 'commander' });
        };
        if (r.shaken) add('regroup-shaken', {});
        if (r.pinned) add('regroup-pinned', {});
        if (!r.pinned) {
          for (const s of reconTargets(g, r)) add('recon', { space: s });
          if (r.row === BEACH && g.holds[r.col - 1] !== 'firm') add('grapple', {});
          for (const gid of hastyTargets(g, R, r)) add('hasty', { gid });
          for (const d of redeployTargets(g, R, r))
            for (let n = 1; n <= d.maxSp; n++) add('redeploy', { col: d.col, row: d.row, sp: n });
        }
      }
      suppliesActions(g, r, out);
      rallyActions(g, out);
      out.push({ type: 'end-advances' });
      return out;
    }
    case 'cc-bonus': {
      const r = ranger(g, t.cc.col);
      const cmd = r ? availableCommander(g, r, 'attached') : undefined;
      const hero = (r?.heroic ?? 0) > 0;
      out.push({ type: 'cc-bonus', commander: false, heroic: false });
      if (cmd) out.push({ type: 'cc-bonus', commander: true, heroic: false });
      if (hero) out.push({ type: 'cc-bonus', commander: false, heroic: true });
      if (cmd && hero) out.push({ type: 'cc-bonus', commander: true, heroic: true });
      return out;
    }
    case 'low-ammo':
      out.push({ type: 'use-supplies', use: true }, { type: 'use-supplies', use: false });
      return out;
    case 'fire': {
      out.push({ type: 'fire', target: null });
      const col = t.firers[0];
      const r = col !== undefined ? ranger(g, col) : null;
      if (!r) return out;
      const cmd = availableCommander(g, r, 'attached');
      for (const u of fireTargets(g, R, r)) {
        for (const commander of cmd ? [false, true] : [false]) {
          for (const heroic of r.heroic > 0 ? [false, true] : [false]) {
            if (rangerFireDice(g, R, r, u, fireBonus(commander, heroic, t.lowAmmo)) <= 0) continue;
            const a: CrowbarAction = { type: 'fire', target: u.id };
            if (commander) a.commander = true;
            if (heroic) a.heroic = true;
            out.push(a);
          }
        }
      }
      return out;
    }
    case 'choose':
      for (const o of t.options) out.push({ type: 'choose', option: o });
      return out;
    case 'chit-offer':
      for (const o of t.options) out.push({ type: 'give-chit', to: o });
      return out;
    case 'deploy':
      for (const p of deploySwaps(R)) out.push({ type: 'deploy-swap', a: p.a, b: p.b });
      out.push({ type: 'deploy-done' });
      return out;
    case 'attach': {
      const c = commanderById(g, t.commander);
      if (c) for (const r of attachTargets(g, c)) out.push({ type: 'attach', commander: c.id, col: r.col });
      return out;
    }
    case 'end-turn': {
      const due = pendingHandoff(g);
      if (due) {
        const type = due.battalion ? 'rudder-handoff' : 'slater-handoff';
        for (const s of g.seats) out.push({ type, to: s.id });
        out.push({ type, to: 'roll' });
        return out;
      }
      if (rudderReliefAvailable(g) && g.mode !== 'coop3' && g.mode !== 'coop2') out.push({ type: 'rudder-relief' });
      for (const c of g.commanders) {
        if (c.returnAt !== null || c.col === null) continue;
        for (const r of attachTargets(g, c))
          if (r.col !== c.col) out.push({ type: 'attach', commander: c.id, col: r.col });
      }
      out.push({ type: 'end-turn' });
      return out;
    }
    default:
      return out;
  }
}

export function actionKey(a: CrowbarAction): string {
  const { dice: _dice, ...rest } = a as CrowbarAction & { dice?: number[] };
  return stableKey(rest);
}

export function why(g: CrowbarState, R: Rules, a: CrowbarAction): string | undefined {
  if (g.phase === 'over') return 'the game is over';
  const legal = legalActions(g, R);
  const k = actionKey(a);
  if (legal.some((x) => actionKey(x) === k)) return undefined;
  const t = top(g);
  const sameType = legal.filter((x) => x.type === a.type);
  if (!sameType.length)
    return `"${a.type}" is not a choice now (now: ${[...new Set(legal.map((x) => x.type))].join(', ') || 'nothing'}${t ? `; step ${t.k}` : ''})`;
  return `this ${a.type} is not allowed now (${sameType.length} other ${a.type} choice${sameType.length === 1 ? ' is' : 's are'} open)`;
}

function doOrderFire(g: CrowbarState, R: Rules, a: Extract<CrowbarAction, { type: 'order-fire' }>): void {
  const c = commanderById(g, a.commander);
  const company = c ? commanderCompany(g, c) : null;
  useCommander(
    g,
    R,
    a.commander,
    g.logOn ? `orders Open Fire! for ${company ? `${companyName(company)} Company` : 'his Company'}` : '',
    'M-1d',
  );
  if (company) startCompanyFire(g, R, company, false, a.commander);
}

function doCommanderRally(g: CrowbarState, R: Rules, a: Extract<CrowbarAction, { type: 'commander-rally' }>): void {
  const c = commanderById(g, a.commander);
  const r = ranger(g, a.col);
  if (c && r) commanderRally(g, R, c, r);
}

function doHeroicRally(g: CrowbarState, R: Rules, a: Extract<CrowbarAction, { type: 'heroic-rally' }>): void {
  const r = ranger(g, a.col);
  if (r && r.heroic > 0) {
    r.heroic -= 1;
    r.shaken = false;
    r.pinned = false;
    g.logOn &&
      told(g, {
        text: `${unitName(r, R)} uses its Heroic Action marker`,
        outcome: 'its Shaken and Pinned markers come off',
        source: 'O-8d',
      });
  }
}

function doAccept(g: CrowbarState, R: Rules, t: Task): void {
  if (t.k === 'reroll') {
    const r = ranger(g, t.col);
    if (r)
      g.logOn &&
        told(g, {
          text: `${unitName(r, R)} keeps the ${t.die} die`,
          outcome: dieFace(R, t.die, t.face)?.label ?? '',
          source: 'G-8',
        });
    g.stack.pop();
    g.stack.push({ k: 'result', col: t.col, die: t.die, face: t.face, step: 0, stop: false, ended: false });
  }
}

function doReroll(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  t: Task,
  a: Extract<CrowbarAction, { type: 'reroll' }>,
): void {
  if (t.k !== 'reroll') return;
  const r = ranger(g, t.col);
  g.stack.pop();
  if (!r) return;
  if (a.by === 'commander' && a.commander)
    useCommander(g, R, a.commander, g.logOn ? `re-rolls the ${t.die} die of ${lcaName(r, R)}` : '', 'G-8, M-1a');
  else if (r.heroic > 0) {
    r.heroic -= 1;
    g.logOn &&
      told(g, {
        text: `${unitName(r, R)} uses its Heroic Action marker to re-roll the ${t.die} die`,
        source: 'G-8, O-8b',
      });
  }
  const face = roller.die(6);
  const i = g.rolled.lastIndexOf(t.die);
  if (i >= 0) g.rolledFaces[i] = face;
  noteRoll(g, 'reroll', movementDie(t.die, face), r.col);
  g.logOn &&
    told(g, {
      text: `The ${t.die} die is thrown again for ${unitName(r, R)}`,
      dice: [movementDice(R, t.die, face, roller.typed)],
      outcome: 'this result stands',
      source: 'G-8',
    });
  offerReroll(g, R, r, t.die, face);
}

function doMove(g: CrowbarState, R: Rules, roller: Roller, t: Task, a: Extract<CrowbarAction, { type: 'move' }>): void {
  if (t.k !== 'spend') return;
  const r = ranger(g, t.col);
  if (!r) return;
  const mc = moveCost(g, R, r, a.dir);
  if (!mc) return;
  let cost = mc.cost;
  if (a.bonus === 'commander') {
    const c = availableCommander(g, r, 'attached');
    if (c)
      useCommander(
        g,
        R,
        c.id,
        g.logOn ? `takes one Advance off the obstacle in front of ${lcaName(r, R)}` : '',
        'G-7d, M-1b',
      );
    cost -= R.k['bonus-discount'];
  } else if (a.bonus === 'heroic') {
    r.heroic -= 1;
    cost -= R.k['bonus-discount'];
    g.logOn &&
      told(g, {
        text: `${unitName(r, R)} uses its Heroic Action marker`,
        outcome: 'one Advance off the obstacle',
        source: 'G-7d, O-8c',
      });
  }
  t.pool -= Math.max(0, cost);
  t.spentAny = true;
  const res = moveOne(g, R, roller, r, a.dir, Math.max(0, cost));
  if (res === 'combat' && R.settings['crowbar.advancesAfterCombat'] !== 'kept') {
    const i = g.stack.indexOf(t);
    if (i >= 0) removeAt(g.stack, i);
  }
}

function doSpecialAction(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  t: Task,
  a: Extract<CrowbarAction, { type: 'special' }>,
): void {
  if (t.k !== 'spend') return;
  const r = ranger(g, t.col);
  if (!r) return;
  let cost = specialCost(R, a.action);
  if (a.bonus === 'commander') {
    const c = availableCommander(g, r, 'attached');
    if (c)
      useCommander(g, R, c.id, g.logOn ? `takes one Advance off a Special Action of ${lcaName(r, R)}` : '', 'K-1c');
    cost -= R.k['bonus-discount'];
  }
  t.pool -= Math.max(0, cost);
  t.spentAny = true;
  doSpecial(g, R, roller, r, a.action, a);
}

function doSupplies(g: CrowbarState, R: Rules, t: Task, a: Extract<CrowbarAction, { type: 'supplies' }>): void {
  const col = t.k === 'unit' || t.k === 'spend' ? t.col : null;
  const r = col !== null ? ranger(g, col) : null;
  if (!r) return;
  g.logOn &&
    told(g, {
      text: `${lcaName(r, R)} ${a.do === 'drop' ? 'drops' : 'picks up'} the Supplies in ${spaceName(R, sp(r.col, r.row))}`,
      source: 'G-10',
    });
  if (a.do === 'drop') {
    for (const s of g.supplies)
      if (s.carriedBy === r.col) {
        s.carriedBy = null;
        s.space = sp(r.col, r.row);
      }
  } else {
    const here = sp(r.col, r.row);
    const s = g.supplies.find((x) => x.carriedBy === null && !x.lost && x.space === here);
    if (s) {
      s.carriedBy = r.col;
      s.space = null;
    }
  }
}

function doEndAdvances(g: CrowbarState, R: Rules, t: Task): void {
  if (t.k === 'spend') {
    g.stack.pop();
    const keep = t.col === g.activeCol && !t.movementOnly;
    if (keep) g.saved += t.pool;
    const r = ranger(g, t.col);
    if (r && t.pool === 0) g.logOn && told(g, { text: `${lcaName(r, R)} has spent its Advances`, source: 'G-5' });
    else if (r)
      g.logOn &&
        told(
          g,
          keep
            ? { text: `${lcaName(r, R)} saves ${plural(t.pool, 'Advance')} for its next die`, source: 'G-5' }
            : { text: `${lcaName(r, R)} stops moving`, outcome: `${plural(t.pool, 'Advance')} unused`, source: 'O' },
        );
  }
}

function doCcBonus(g: CrowbarState, R: Rules, t: Task, a: Extract<CrowbarAction, { type: 'cc-bonus' }>): void {
  if (t.k === 'cc-bonus') {
    const r = ranger(g, t.cc.col);
    const bonuses = [a.commander ? 'its Commander' : '', a.heroic ? 'a Heroic Action' : ''].filter(Boolean);
    if (r)
      g.logOn &&
        told(g, {
          text: `${lcaName(r, R)} goes into Close Combat ${bonuses.length ? `with ${bonuses.join(' and ')}` : 'without a bonus'}`,
          source: 'J-2c, J-2d',
        });
    t.cc.commander = a.commander;
    t.cc.heroic = a.heroic;
    t.cc.decided = true;
    g.stack.pop();
  }
}

function doUseSupplies(g: CrowbarState, t: Task, a: Extract<CrowbarAction, { type: 'use-supplies' }>): void {
  if (t.k === 'low-ammo') {
    g.stack.pop();
    if (a.use) {
      for (let i = 0; i < g.supplies.length; i++) {
        const s = g.supplies[i] as Supplies;
        if (s.company === t.company && !s.lost && !s.used) {
          s.used = true;
          break;
        }
      }
    }
    g.logOn &&
      told(
        g,
        a.use
          ? {
              text: `${companyName(t.company)} Company uses its Supplies`,
              outcome: 'no Low Ammo penalty for this fire',
              source: 'O-6',
            }
          : {
              text: `${companyName(t.company)} Company keeps its Supplies`,
              outcome: 'Low Ammo: one Combat Die less for each unit firing',
              source: 'O-6',
            },
      );
    g.stack.push({ k: 'fire', firers: t.firers, lowAmmo: !a.use, bonusCommander: t.bonusCommander, halves: {} });
  }
}

function doFire(g: CrowbarState, R: Rules, roller: Roller, t: Task, a: Extract<CrowbarAction, { type: 'fire' }>): void {
  if (t.k !== 'fire') return;
  const col = t.firers.shift();
  const r = col !== undefined ? ranger(g, col) : null;
  if (r && a.target === null) g.logOn && told(g, { text: `${unitName(r, R)} holds its fire`, source: 'L' });
  if (!r || a.target === null) return;
  const u = germanById(g, a.target);
  if (!u) return;
  if (a.commander) {
    const c = availableCommander(g, r, 'attached');
    if (c) useCommander(g, R, c.id, g.logOn ? `adds a Combat Die to the fire of ${lcaName(r, R)}` : '', 'M-1c');
  }
  if (a.heroic && r.heroic > 0) {
    r.heroic -= 1;
    g.logOn &&
      told(g, {
        text: `${unitName(r, R)} uses its Heroic Action marker`,
        outcome: 'two more Combat Dice for this fire',
        source: 'O-8a',
      });
  }
  const half = rangerFires(g, R, roller, r, u, fireBonus(a.commander === true, a.heroic === true, t.lowAmmo));
  if (half > 0 && germanById(g, u.id)) t.halves[u.id] = (t.halves[u.id] ?? 0) + half;
}

function doChoose(
  g: CrowbarState,
  R: Rules,
  roller: Roller,
  t: Task,
  a: Extract<CrowbarAction, { type: 'choose' }>,
): void {
  if (t.k === 'choose') {
    g.stack.pop();
    resolveChoice(
      g,
      R,
      roller,
      t.purpose,
      a.option,
      t.data,
      t.seat === undefined ? undefined : seatById(g, t.seat)?.cols,
    );
  }
}

function doAttach(g: CrowbarState, R: Rules, t: Task, a: Extract<CrowbarAction, { type: 'attach' }>): void {
  const c = commanderById(g, a.commander);
  if (c) {
    c.col = a.col;
    c.returnAt = null;
    const r = ranger(g, a.col);
    if (r)
      g.logOn &&
        told(g, {
          text: `${commanderName(R, c.id)} joins ${unitName(r, R)}`,
          source: t.k === 'attach' ? 'M-4' : 'M-1',
        });
  }
  if (t.k === 'attach') g.stack.pop();
}

function doRudderRelief(g: CrowbarState, R: Rules): void {
  const c = battalionCommander(g);
  if (c) c.used = true;
  g.logOn &&
    told(g, {
      text: 'Lt. Col. Rudder was not used this turn: he moves the Relief Column up one space',
      source: 'D-8, M-2',
    });
  moveRelief(g, R, 1);
}

/** R-7 / S-8: the Commander owing the hand-off goes to a seat. */
function doHandoff(g: CrowbarState, R: Rules, roller: Roller, to: string): void {
  const c = pendingHandoff(g);
  if (c) handOff(g, R, roller, c, to);
}

function doEndTurn(g: CrowbarState, R: Rules, roller: Roller, t: Task): void {
  if (t.k === 'end-turn') {
    g.stack.pop();
    finishEndTurn(g, R, roller);
  }
}

/** Applies a legal action in place, then runs the automatic steps that follow. */
export function step(g: CrowbarState, R: Rules, roller: Roller, a: CrowbarAction): void {
  const t = top(g);
  if (!t) return;
  // The cases in the order a simulated game meets them most: a switch on strings tests them one by one.
  switch (a.type) {
    case 'roll':
      if (t.k === 'unit') rollDie(g, R, roller, t.col, a.die);
      break;
    case 'activate':
      beginActivation(g, R, a.col);
      break;
    case 'move':
      doMove(g, R, roller, t, a);
      break;
    case 'consolidate': {
      const r = t.k === 'unit' ? ranger(g, t.col) : null;
      if (r) consolidate(g, R, r, a.option, a.row);
      break;
    }
    case 'fire':
      doFire(g, R, roller, t, a);
      break;
    case 'special':
      doSpecialAction(g, R, roller, t, a);
      break;
    case 'select-company':
      g.activeCompany = a.company;
      g.logOn &&
        told(g, {
          text: 'Each of its units is activated in turn',
          outcome: `${companyName(a.company)} Company acts`,
          source: 'D-1',
        });
      break;
    case 'end-advances':
      doEndAdvances(g, R, t);
      break;
    case 'order-fire':
      doOrderFire(g, R, a);
      break;
    case 'accept':
      doAccept(g, R, t);
      break;
    case 'choose':
      doChoose(g, R, roller, t, a);
      break;
    case 'place-flashlamp':
      placeFlashlamp(g, R, roller, sp(a.col, a.row));
      break;
    case 'end-turn':
      doEndTurn(g, R, roller, t);
      break;
    case 'reroll':
      doReroll(g, R, roller, t, a);
      break;
    case 'rudder-relief':
      doRudderRelief(g, R);
      break;
    case 'approach-company':
      rollApproach(g, R, roller, a.company);
      break;
    case 'approach-assign':
      assignApproach(g, R, roller, a.order);
      break;
    case 'rudder-chit':
      useCommander(g, R, 'rudder', 'draws a Ranger Event Chit', 'M-2');
      resolveChit(g, R, roller, 'ranger');
      break;
    case 'commander-rally':
      doCommanderRally(g, R, a);
      break;
    case 'heroic-rally':
      doHeroicRally(g, R, a);
      break;
    case 'supplies':
      doSupplies(g, R, t, a);
      break;
    case 'cc-bonus':
      doCcBonus(g, R, t, a);
      break;
    case 'use-supplies':
      doUseSupplies(g, t, a);
      break;
    case 'attach':
      doAttach(g, R, t, a);
      break;
    case 'rudder-handoff':
    case 'slater-handoff':
      doHandoff(g, R, roller, a.to);
      break;
    case 'give-chit':
      giveChit(g, R, a.to);
      break;
    case 'deploy-swap':
      swapStacks(g, R, a.a, a.b);
      break;
    case 'deploy-done':
      finishDeployment(g, R, roller);
      break;
    default:
      if (isGermanTask(t)) answerGerman(g, R, roller, t, a);
  }
  run(g, R, roller);
}
