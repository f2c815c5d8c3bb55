import type { RulesContext, SettingValue } from '../../../engine/index.ts';
import { SCENARIOS, type BrecourtScenario, type FigureSpec } from '../scenario.ts';
import { SETTINGS } from '../settings.ts';
import { rule, T } from '../tables.ts';
import { limitsOf } from './limits.ts';
import { pointsOf } from './score.ts';
import type { BrecourtState, Figure } from './types.ts';

export function figureFromSpec(f: FigureSpec): Figure {
  return {
    id: f.id,
    name: f.name,
    side: f.side,
    role: f.role,
    weapon: f.weapon,
    team: f.team ?? null,
    gun: f.gun ?? null,
    fallschirmjager: f.fallschirmjager ?? false,
    explosives: f.explosives ?? false,
    arrives: f.arrives,
    entryGroup: f.entryGroup ?? null,
    status: f.arrives === 'start' ? 'active' : 'reserve',
    location: f.location,
    wounds: 0,
    suppression: 0,
    suppressedOnTurn: null,
    prone: false,
    stunned: false,
    outOfActionTurn: null,
    moveMode: 'none',
    firedTurn: null,
    grenades: f.grenades,
    grenadeThrownTurn: null,
    guardedBy: null,
    moraleTestedTurn: null,
    lastFiredOnBy: null,
    provisional: f.provisional ?? false,
  };
}

/** The settings in force, read through the context (so session choices and defaults both count). */
export function settingsSnapshot(ctx: RulesContext): Record<string, SettingValue> {
  return Object.fromEntries(SETTINGS.map((s) => [s.key, ctx.setting(s.key)]));
}

export function findScenario(id: unknown): BrecourtScenario {
  const s = SCENARIOS.find((x) => x.id === id) ?? SCENARIOS[0];
  if (!s) throw new RangeError('no Brécourt scenario');
  return s;
}

export function setupState(
  options: Readonly<Record<string, SettingValue>>,
  ctx: RulesContext,
  scenario: BrecourtScenario = findScenario(options.scenario),
): BrecourtState {
  const rules = ctx.table(T.rules);
  const settings = settingsSnapshot(ctx);
  return {
    version: 1,
    scenario: scenario.id,
    turn: 1,
    lastTurn: rule(rules, 'last-turn'),
    step: 0,
    over: false,
    endReason: null,
    clock: { limitMs: rule(rules, 'game-minutes') * 60_000, elapsedMs: 0, runningSince: null, lastAt: null },
    figures: scenario.figures.map(figureFromSpec),
    howitzers: scenario.howitzers.map((h) => ({
      id: h.id,
      name: h.name,
      status: 'intact',
      firedTurns: [],
      destroyedOrder: null,
      downOrder: null,
      crewSmallArmsTurn: null,
    })),
    germanGrenadesTotal: rule(rules, 'german-grenades'),
    germanGrenadesLeft: rule(rules, 'german-grenades'),
    grenades: [],
    owed: [],
    awareTurn: null,
    mgFiringTurns: [],
    artillery: { enabled: settings.artillery === true, nextFireTurn: null },
    fallschirmjager: { due: false, arrived: false, early: false, entries: [], earlyRollTurns: [] },
    spiersArrived: false,
    ranOrKilledThisTurn: [],
    settings,
    points: pointsOf(ctx.table(T.scoring)),
    limits: limitsOf(ctx),
    pending: null,
    said: [{ text: `${scenario.title}: turn 1 of ${rule(rules, 'last-turn')} begins`, source: 'Sequence of Play' }],
    nextId: 1,
  };
}
