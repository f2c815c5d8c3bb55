import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import {
  stableKey,
  toldText,
  type DiceRoll,
  type RollPreview,
  type RulesContext,
  type Told,
} from '../../../engine/index.ts';
import type { SystemModule } from '../../../systems/types.ts';
import type { Action } from '../../../systems/dday-omaha/game/actions.ts';
import {
  depthMarkerPreview,
  eventReinforcementPreview,
} from '../../../systems/dday-omaha/game/german-reinforcements.ts';
import { onMap } from '../../../systems/dday-omaha/game/ground.ts';
import {
  driftsThisTurn,
  extRules,
  type GameState,
  type Position,
  type Unit,
} from '../../../systems/dday-omaha/game/state.ts';
import { boxName } from '../../../systems/dday-omaha/game/world.ts';
import { rule } from '../../../systems/dday-omaha/rules/numbers.ts';
import { actionsPerSector } from '../../../systems/dday-omaha/rules/us-actions.ts';
import { isInfantry, isLeader } from '../../../systems/dday-omaha/rules/units.ts';
import { landingLetters, leaderLanding } from '../../../systems/dday-omaha/game/landing-action.ts';
import { waveOddsInSlices, type WaveBar } from '../../../systems/dday-omaha/game/wave-odds.ts';
import type { SlicedWorkController } from '../../controllers/sliced-work-controller.ts';
import '../../procedure/odds-chart.ts';
import type { CardDraft } from './card.ts';
import { seg, toggle } from './controls.ts';
import { positionFacts, positionSummary, unitSummary } from './labels.ts';
import {
  attackTeam,
  barragers,
  barrageTargets,
  crowded,
  landingBoxes,
  legal,
  mineOffer,
  moveTargets,
  navalSpotters,
  navalTargets,
  placeWords,
  stackmates,
  world,
} from './offers.ts';
import '../../controls/number-stepper.ts';

/** What the side panel needs of the board: the choice in hand and the ways to act on it. */
export interface PanelHost {
  place: string;
  unit: string;
  pending?: { action: Action; preview: RollPreview };
  team: Set<string>;
  heroUse: string;
  naval: '' | 'bonus' | 'weapons';
  plan: Map<string, string>;
  draft: CardDraft;
  byHand: boolean;
  mining: boolean;
  readonly system?: SystemModule;
  send(a: Action): void;
  sendAll(a: readonly Action[]): void;
  ask(a: Action): void;
  why(a: Action): string | undefined;
  choose(
    patch: Partial<Pick<PanelHost, 'place' | 'unit' | 'byHand' | 'mining' | 'heroUse' | 'naval'>> & {
      team?: Set<string>;
    },
  ): void;
  readonly onRoll: (e: CustomEvent<{ dice?: DiceRoll }>) => void;
  landWave(): void;
  /** The wave's odds, worked out a slice at a time. */
  readonly waveWork: SlicedWorkController<Map<string, WaveBar[]>>;
}

type Vocab = { colors: string[]; symbols: string[] };

const VERB: Partial<Record<Action['type'], string>> = {
  land: 'Land',
  barrage: 'Barrage',
  move: 'Move',
  attack: 'Attack',
  mine: 'Take the step',
};

/** A button for a game action; when the game refuses it, the button is off and the reason is written beside it. */
function act(
  host: PanelHost,
  label: string,
  a: Action,
  opts: { roll?: boolean; primary?: boolean } = {},
): TemplateResult {
  const why = host.why(a);
  return html`<button
      class=${`btn ${opts.primary ? 'primary' : ''}`}
      ?disabled=${!!why}
      @click=${() => (opts.roll ? host.ask(a) : host.send(a))}
    >
      ${label}</button
    >${why ? html`<span class="tip">${why}</span>` : nothing}`;
}

/** At most `n` buttons, then how many more there are. */
function some<T>(items: readonly T[], n: number, render: (x: T) => TemplateResult): TemplateResult {
  return html`${items.slice(0, n).map(render)}${items.length > n ? html`<span class="tip">and ${items.length - n} more: tap them on the map</span>` : nothing}`;
}

/** What each letter of the landing card does to the unit landing, in words, before the card is drawn (9.2). */
function letterList(s: GameState, a: Action, ctx: RulesContext): TemplateResult | typeof nothing {
  const u = a.type === 'land' ? s.units.find((x) => x.id === a.unit) : undefined;
  if (a.type !== 'land' || !u) return nothing;
  return html`<h3>Each letter of the card (9.2)</h3>
    <ul class="letters">
      ${landingLetters(s, world, u, a.box, ctx).map((r) => html`<li><b>${r.letter}</b> ${r.text}</li>`)}
    </ul>`;
}

function renderRoll(host: PanelHost, s: GameState, ctx: RulesContext): TemplateResult {
  const p = host.pending;
  const proc = host.system?.procedures.find((x) => x.id === p?.preview.procedure);
  if (!p || !proc) return html``;
  return html`<h2>${p.preview.about ?? proc.title}</h2>
    ${letterList(s, p.action, ctx)}
    <umpire-board-roll
      .procedure=${proc}
      .ctx=${ctx}
      .inputs=${p.preview.inputs}
      about=""
      subject=${p.preview.about ?? proc.title}
      verb=${VERB[p.action.type] ?? 'Go'}
      enterLabel="Enter the card drawn"
      typedLabel="with this card"
      @umpire-roll=${host.onRoll}
    ></umpire-board-roll>
    <p><button class="btn ghost" @click=${() => host.choose({})}>Cancel</button></p>`;
}

function corrections(host: PanelHost, u: Unit): TemplateResult {
  const set = (patch: Extract<Action, { type: 'set-unit' }>['patch']) =>
    host.send({ type: 'set-unit', id: u.id, patch });
  return html`<details>
    <summary>Correct ${u.id} by hand</summary>
    ${
      isLeader(u.type)
        ? nothing
        : html`<div class="row">
            <span class="lbl">Steps</span
            ><umpire-stepper
              label=${`${u.id} steps`}
              .min=${0}
              .max=${Math.max(u.maxSteps, u.steps)}
              .value=${live(u.steps)}
              @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => {
                e.stopPropagation();
                set({ steps: Number(e.detail.value) });
              }}
            ></umpire-stepper>
            ${toggle('Disrupted', u.disrupted, () => set({ disrupted: !u.disrupted }), { name: `${u.id} Disrupted` })}
          </div>`
    }
    <div class="row">
      ${seg(
        `${u.id} Hero marker`,
        [
          { value: 'none', label: 'No Hero' },
          { value: 'hero', label: 'Hero' },
          { value: 'inspired', label: 'Inspired' },
        ] as const,
        u.hero,
        (v) => set({ hero: v }),
      )}
    </div>
    <div class="row">
      ${seg(
        `${u.id} climb marker`,
        [
          { value: 'none', label: 'No climb' },
          { value: 'climb', label: 'Climb' },
          { value: 'climb-cliff', label: 'Climb Cliff' },
        ] as const,
        u.climb,
        (v) => set({ climb: v }),
      )}
    </div>
    <div class="row">
      ${toggle('Place by hand: tap its hex or box', host.byHand, () => host.choose({ byHand: !host.byHand }), { name: `Place ${u.id} by hand` })}
    </div>
  </details>`;
}

function positionCorrections(host: PanelHost, p: Position): TemplateResult {
  const set = (patch: Extract<Action, { type: 'set-position' }>['patch']) =>
    host.send({ type: 'set-position', id: p.id, patch });
  const step = (label: string, value: number, min: number, max: number, f: (n: number) => void) =>
    html`<span class="row"
      ><span class="lbl">${label}</span>
      <umpire-stepper
        label=${`${p.name} ${label}`}
        .min=${min}
        .max=${max}
        .value=${live(value)}
        @umpire-change=${(e: CustomEvent<{ value: number | string | boolean }>) => {
          e.stopPropagation();
          f(Number(e.detail.value));
        }}
      ></umpire-stepper
    ></span>`;
  return html`<details>
    <summary>Correct ${p.name} by hand</summary>
    <div class="row">
      ${toggle('Occupied', p.occupied, () => set({ occupied: !p.occupied }), { name: `${p.name} occupied` })}
      ${
        p.occupied
          ? html`${toggle('Face up', p.revealed, () => set({ revealed: !p.revealed }), { name: `${p.name} face up` })}
            ${toggle('Disrupted', p.disrupted, () => set({ disrupted: !p.disrupted }), { name: `${p.name} Disrupted` })}`
          : nothing
      }
    </div>
    ${p.occupied ? html`<div class="row">${step('Depth', p.depth, 0, 4, (n) => set({ depth: n }))}${p.hexes.length > 1 ? step('Units', p.units, 1, p.hexes.length, (n) => set({ units: n })) : nothing}</div>` : nothing}
  </details>`;
}

function unitHead(u: Unit): TemplateResult {
  return html`<h2>${u.id}</h2>
    <p class="facts">${unitSummary(u)}</p>`;
}

function renderLanding(host: PanelHost, s: GameState, ctx: RulesContext): TemplateResult {
  const u = host.unit ? s.units.find((x) => x.id === host.unit) : undefined;
  // each HQ or General with each unit of its box that drifted on landing this turn (1)
  const follow = driftsThisTurn(s).flatMap((d) =>
    s.units
      .filter((l) => isLeader(l.type) && legal(s, { type: 'drift-with', leader: l.id, unit: d.unit }, ctx))
      .map((l) => ({ leader: l.id, unit: d.unit })),
  );
  const driftOffer = follow.length
    ? html`<h3>Drift with a unit (1)</h3>
        <div class="list">
          ${some(follow, 8, (f) => act(host, `${f.leader} follows ${f.unit}`, { type: 'drift-with', ...f }))}
        </div>`
    : nothing;
  if (u && u.where === 'due' && u.due <= s.turn) {
    const planned = host.plan.get(u.id);
    const box = planned ?? landingBoxes(s, u, ctx)[0];
    const delay: Action = { type: 'delay', unit: u.id, turn: s.turn + 1 };
    // with no box to tap, say why its own sector's box refuses it rather than send the player to look for one
    const own = s.landingBoxes.find((b) => s.boxSectors[b] === u.sector);
    const refused = !box && own ? host.why({ type: 'land', unit: u.id, box: own }) : undefined;
    return html`${unitHead(u)}
      <p class="tip">
        ${
          !box
            ? `No box takes it now${refused ? `: ${refused}` : ''}.`
            : planned
              ? `Planned for the ${boxName(world, box)}. Tap a box outlined on the map to change it.`
              : `Not planned yet: the plan fills the boxes of its sector (at most ${rule(ctx, 'landing-box-max')} units a box, 1). Land it now in the ${boxName(world, box)}, ahead of the plan, or tap a box outlined on the map to plan it.`
        }
      </p>
      ${box && isLeader(u.type) ? html`<p class="facts">In the ${boxName(world, box)}: ${leaderLanding(s, world, box, ctx).text} (1).</p>` : nothing}
      <div class="list">
        ${box ? act(host, `Land ${u.id} now`, { type: 'land', unit: u.id, box }, { roll: true, primary: true }) : nothing}
        ${s.turn >= rule(ctx, 'voluntary-delay-from') ? act(host, 'Hold back one turn', delay) : nothing}
      </div>
      ${driftOffer}${corrections(host, u)}`;
  }
  if (u) return html`${unitHead(u)}${driftOffer}${corrections(host, u)}`;
  if (host.place) return hexCard(host, s, ctx);
  const due = s.units.filter((x) => x.where === 'due' && x.due <= s.turn);
  const planned = due.filter((x) => host.plan.has(x.id));
  const unplanned = due.filter((x) => !host.plan.has(x.id) && landingBoxes(s, x, ctx).length);
  // due, but every box of their sector is full: the phase may end without them, and they stay due
  const waiting = due.filter((x) => !host.plan.has(x.id) && !landingBoxes(s, x, ctx).length);
  const pick = (x: Unit) => html`<button class="btn" @click=${() => host.choose({ unit: x.id })}>${x.id}</button>`;
  const mine = mineOffer(s, ctx);
  const odds = planned.length ? waveOddsOf(host, s, ctx, planned) : undefined;
  return html`<h2>US landing phase</h2>
    <p class="facts">
      ${due.length ? `${due.length} unit${due.length > 1 ? 's' : ''} to land this turn, ${planned.length} planned in boxes of their sector (dashed on the map).` : 'Nobody left to land this turn.'}
    </p>
    ${due.length ? html`<p class="tip">Tap a unit in a box, then another box to change its plan; or land it alone with the card you drew.</p>` : nothing}
    ${
      !planned.length
        ? nothing
        : odds
          ? waveCharts(s, odds)
          : html`<p class="tip" role="status">
              Working out the odds of the cards for the ${planned.length} unit${planned.length > 1 ? 's' : ''}…
            </p>`
    }
    <div class="list">
      ${planned.length ? html`<button class="btn primary" ?disabled=${!odds} @click=${() => host.landWave()}>${planned.length === 1 ? `Draw the card for ${planned[0]?.id}` : `Draw the cards for all ${planned.length}`}</button>` : nothing}
    </div>
    ${
      unplanned.length
        ? html`<h3>Not planned yet</h3>
            <div class="list">${some(unplanned, 8, pick)}</div>`
        : nothing
    }
    ${
      waiting.length
        ? html`<h3>No box takes them now</h3>
            <p class="tip">
              No box of their sector has room (at most ${rule(ctx, 'landing-box-max')} units a box, 1): they stay due
              and land in a later landing phase, once a box has room.
            </p>
            <div class="list">${some(waiting, 8, pick)}</div>`
        : nothing
    }
    ${driftOffer}
    ${
      mine.boxes.length
        ? html`<h3>Exploding mine symbol (1)</h3>
            ${toggle('A card shows the mine symbol', host.mining, () => host.choose({ mining: !host.mining }))}
            ${
              host.mining
                ? html`<p class="tip">It strikes the boxes outlined in red; one unit there loses a step.</p>
                    <div class="list">
                      ${some(mine.victims, 8, (v) => act(host, `${v.id} takes the step`, { type: 'mine', victim: v.id }, { roll: true }))}
                    </div>`
                : nothing
            }`
        : nothing
    }`;
}

/**
 * The odds of the landing cards about to be drawn for the planned wave, worked out a slice at a time (a big wave
 * takes a moment on a slow tablet): undefined until they are ready.
 */
function waveOddsOf(
  host: PanelHost,
  s: GameState,
  ctx: RulesContext,
  planned: readonly Unit[],
): Map<string, WaveBar[]> | undefined {
  const ids = new Set(planned.map((u) => u.id));
  const wave = [...host.plan].filter(([unit]) => ids.has(unit)).map(([unit, box]) => ({ unit, box }));
  return host.waveWork.get([s, ctx, stableKey(wave)], () => waveOddsInSlices(s, world, wave, ctx));
}

/**
 * The odds of the landing cards about to be drawn for a wave, in the order they are drawn, a bar for each letter
 * saying what it does (or why the unit stays due, its box filled by an earlier drift; an HQ or General draws none):
 * one chart for the units whose odds are the same.
 */
function waveCharts(s: GameState, wave: ReadonlyMap<string, readonly WaveBar[]>): TemplateResult {
  const leader = (id: string) => isLeader(s.units.find((u) => u.id === id)?.type ?? 'infantry');
  const charts = new Map<string, { units: string[]; bars: { key: string; label: string; p: number }[] }>();
  for (const [unit, odds] of wave) {
    const bars = odds.map((b) => ({ key: b.label, label: b.label, p: b.p }));
    const k = stableKey(bars);
    const c = charts.get(k);
    if (c) c.units.push(unit);
    else charts.set(k, { units: [unit], bars });
  }
  return html`${[...charts.values()].map(
    ({ units, bars }) =>
      html`<h3>
          ${units[0]}${units.length > 1 ? ` and ${units.length - 1} more` : ''}:
          ${units.every(leader) ? 'its landing, no card (1)' : 'the card (9.2)'}
        </h3>
        <umpire-odds-chart .bars=${bars}></umpire-odds-chart>`,
  )}`;
}

function renderGerman(host: PanelHost, s: GameState, ctx: RulesContext, vocab: Vocab): TemplateResult {
  const p = s.positions.find((x) => x.hexes.includes(host.place));
  if (p) return positionCard(host, s, ctx, p);
  return html`<umpire-dday-walk
      .state=${s}
      .draft=${host.draft}
      .colors=${vocab.colors}
      .symbols=${vocab.symbols}
    ></umpire-dday-walk>
    ${
      s.walk
        ? nothing
        : html`<details>
            <summary>Other German cards (2)</summary>
            <div class="list">${act(host, 'Kampfgruppe Meyer arrives', { type: 'kampfgruppe-meyer' })}</div>
            ${foreseen(host, 'Event reinforcement, east', { type: 'event-reinforcement', sector: 'east' }, eventReinforcementPreview(s, world, 'east', ctx))}
            ${foreseen(host, 'Event reinforcement, west', { type: 'event-reinforcement', sector: 'west' }, eventReinforcementPreview(s, world, 'west', ctx))}
            ${foreseen(host, 'A Depth marker', { type: 'depth-marker' }, depthMarkerPreview(s, world, ctx))}
          </details>`
    }`;
}

/** A German arrival the rules place themselves (2): what it will do, in words, then the button that does it. */
function foreseen(host: PanelHost, label: string, a: Action, will: Told | undefined): TemplateResult {
  return html`${will ? html`<p class="facts">${toldText(will)}</p>` : nothing}
    <div class="list">${act(host, label, a)}</div>`;
}

function positionCard(host: PanelHost, s: GameState, ctx: RulesContext, p: Position): TemplateResult {
  const inside = s.units.filter((u) => onMap(u) && p.hexes.includes(u.hex));
  return html`<h2>${p.name}</h2>
    <p class="facts">${positionSummary(p)}</p>
    <p class="facts">${positionFacts(p)}. Its fire is marked on the map: ● intense, ⊕ steady, ○ sporadic.</p>
    ${
      inside.length
        ? html`<h3>US units in its hexes</h3>
            <div class="list">
              ${some(inside, 6, (u) => html`<button class="btn" @click=${() => host.choose({ unit: u.id })}>${u.id}</button>`)}
            </div>`
        : nothing
    }
    ${s.phase === 'us' ? attackPanel(host, s, ctx, p) : nothing} ${positionCorrections(host, p)}`;
}

function attackPanel(host: PanelHost, s: GameState, ctx: RulesContext, p: Position): TemplateResult {
  if (!p.occupied) return html``;
  const { candidates, first } = attackTeam(s, p, ctx);
  const team = host.team.size ? host.team : new Set(first);
  const units = candidates.filter((u) => team.has(u.id)).map((u) => u.id);
  const heroes = s.units.filter((u) => onMap(u) && u.hero !== 'none' && world.map.distanceTo(u.hex, p.hexes) === 1);
  const a: Action = {
    type: 'attack',
    position: p.id,
    units,
    ...(host.heroUse && heroes[0] ? { hero: { unit: heroes[0].id, use: host.heroUse } } : {}),
    ...(host.naval ? { naval: host.naval } : {}),
  };
  const flip = (id: string) => {
    const next = new Set(team);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    host.choose({ team: next });
  };
  const tanks = barragers(s, p, ctx);
  const spotters = navalSpotters(s, p, ctx);
  return html`<h3>Attack (6.2)</h3>
    ${
      candidates.length
        ? html`<div class="list" role="group" aria-label=${`Units attacking ${p.name}`}>
              ${some(candidates, 8, (u) => toggle(u.id, team.has(u.id), () => flip(u.id), { name: `${u.id} attacks ${p.name}` }))}
            </div>
            ${
              heroes.length
                ? html`<div class="row">
                    ${seg(
                      `${heroes[0]?.id}'s Hero gives`,
                      [
                        { value: '', label: 'Nothing' },
                        { value: 'bonus', label: `+${rule(ctx, 'hero-attack-bonus')}` },
                        { value: 'BZ', label: 'BZ' },
                        { value: 'DE', label: 'DE' },
                      ] as const,
                      host.heroUse as '' | 'bonus' | 'BZ' | 'DE',
                      (v) => host.choose({ heroUse: v }),
                    )}
                  </div>`
                : nothing
            }
            <div class="row">
              ${seg(
                'Naval fire support',
                [
                  { value: '', label: 'No naval fire' },
                  { value: 'bonus', label: `+${rule(ctx, 'naval-attack-bonus')}` },
                  { value: 'weapons', label: 'AR, DE, NA' },
                ] as const,
                host.naval,
                (v) => host.choose({ naval: v }),
              )}
            </div>
            <div class="list">${act(host, `Attack ${p.name}`, a, { roll: true, primary: true })}</div>`
        : html`<p class="tip">No unit can attack it now: ${host.why(attackBy(s, p)) ?? 'none is in range'}.</p>`
    }
    ${
      tanks.length
        ? html`<h3>Barrage (6.3)</h3>
            <div class="list">
              ${some(tanks, 6, (u) => act(host, `${u.id} barrages`, { type: 'barrage', unit: u.id, position: p.id }, { roll: true }))}
            </div>`
        : nothing
    }
    ${
      spotters.length
        ? html`<h3>Naval fire (6.5), free</h3>
            <div class="list">
              ${some(spotters, 6, (u) => act(host, `Called by ${u.id}`, { type: 'naval-barrage', unit: u.id, position: p.id }))}
            </div>`
        : nothing
    }`;
}

/** An attack by the infantry next to the position, whatever their state: the game's refusal of it says why no attack is offered. */
function attackBy(s: GameState, p: Position): Action {
  const next = s.units.filter((u) => onMap(u) && isInfantry(u.type) && world.map.distanceTo(u.hex, p.hexes) === 1);
  return { type: 'attack', position: p.id, units: next.map((u) => u.id) };
}

function unitCard(host: PanelHost, s: GameState, ctx: RulesContext, u: Unit): TemplateResult {
  const targets = s.phase === 'us' ? moveTargets(s, u, ctx) : [];
  const mates = s.phase === 'us' ? stackmates(s, u).filter((m) => !isLeader(m.type) && !isLeader(u.type)) : [];
  const barrage = s.phase === 'us' ? barrageTargets(s, u, ctx) : [];
  const naval = s.phase === 'us' ? navalTargets(s, u, ctx) : [];
  const acted = s.usPhase.acted.includes(u.id);
  const others = s.units.filter(
    (o) =>
      o.id !== u.id &&
      ((onMap(u) && onMap(o) && o.hex === u.hex) || (u.where === 'box' && o.where === 'box' && o.box === u.box)),
  );
  return html`${unitHead(u)} ${acted ? html`<p class="tip">It has conducted its action this phase (6).</p>` : nothing}
  ${
    others.length
      ? html`<h3>With it</h3>
          <div class="list">
            ${some(others, 4, (o) => html`<button class="btn" @click=${() => host.choose({ unit: o.id })}>${o.id}</button>`)}
          </div>`
      : nothing
  }
  ${
    s.phase === 'us' && !acted
      ? html`${targets.length ? html`<p class="tip">Move: tap a hex outlined on the map.</p>` : nothing}
          ${mates.length ? html`<div class="row">${mates.map((m) => toggle(`Move together with ${m.id}`, host.team.has(m.id), () => host.choose({ team: host.team.has(m.id) ? new Set() : new Set([m.id]) })))}</div>` : nothing}
          <div class="list">
            ${u.disrupted ? act(host, 'Remove the Disrupted marker', { type: 'remove-marker', unit: u.id, marker: 'disrupted' }, { primary: true }) : nothing}
            ${u.climb === 'climb' ? act(host, 'Remove the Climb marker', { type: 'remove-marker', unit: u.id, marker: 'climb' }, { primary: true }) : nothing}
            ${u.climb === 'climb-cliff' ? html`${act(host, 'Climb the cliff', { type: 'climb', unit: u.id, cross: true }, { primary: true })}${act(host, 'Give up the climb', { type: 'climb', unit: u.id, cross: false })}` : nothing}
          </div>
          ${
            barrage.length
              ? html`<h3>Barrage (6.3): or tap a position outlined in red</h3>
                  <div class="list">
                    ${some(barrage, 6, (p) => act(host, p.name, { type: 'barrage', unit: u.id, position: p.id }, { roll: true }))}
                  </div>`
              : nothing
          }
          ${
            naval.length
              ? html`<h3>Call naval fire (6.5)</h3>
                  <div class="list">
                    ${some(naval, 6, (p) => act(host, p.name, { type: 'naval-barrage', unit: u.id, position: p.id }))}
                  </div>`
              : nothing
          }
          ${isInfantry(u.type) ? html`<p class="tip">To attack, choose the German position.</p>` : nothing}`
      : nothing
  }
  ${corrections(host, u)}`;
}

function hexCard(host: PanelHost, s: GameState, ctx: RulesContext): TemplateResult {
  const id = host.place;
  const over = crowded(s, ctx).get(id) ?? [];
  const clear: Action = { type: 'clear-obstacle', hex: id };
  return html`<h2>${s.landingBoxes.includes(id) ? boxName(world, id) : `Hex ${id}`}</h2>
    <p class="facts">${placeWords(s, id)}</p>
    ${
      over.length
        ? html`<p class="warn">Over the stacking limit (6): eliminate one before the turn ends.</p>
            <div class="list">
              ${over.map((u) => act(host, `Eliminate ${u.id}`, { type: 'eliminate', unit: u.id }))}
            </div>`
        : nothing
    }
    ${
      s.obstacles.includes(id) && s.phase === 'us'
        ? html`<h3>Engineers (7)</h3>
            <div class="list">${act(host, 'Clear its obstacles', clear)}</div>`
        : nothing
    }`;
}

function renderUs(host: PanelHost, s: GameState, ctx: RulesContext): TemplateResult {
  const u = host.unit ? s.units.find((x) => x.id === host.unit) : undefined;
  const p = s.positions.find((x) => x.hexes.includes(host.place));
  if (u || p || host.place) {
    // A crowded hex comes first: the turn cannot end until one of its units is eliminated (6).
    const crowdedHere = !!u && crowded(s, ctx).has(host.place);
    return html`${crowdedHere ? hexCard(host, s, ctx) : nothing}${u ? unitCard(host, s, ctx, u) : nothing}${p ? positionCard(host, s, ctx, p) : nothing}${!u && !p ? hexCard(host, s, ctx) : nothing}
    ${u && !crowdedHere && s.obstacles.includes(host.place) ? hexCard(host, s, ctx) : nothing}`;
  }
  const n = actionsPerSector(ctx, extRules(s, rule(ctx, 'ext-first-turn')));
  const over = crowded(s, ctx);
  return html`<h2>US actions phase</h2>
    <p class="facts">
      Actions left: east ${n - s.usPhase.spent.east} of ${n}, west ${n - s.usPhase.spent.west} of ${n}, plus free
      actions (6).
    </p>
    <p class="tip">
      Tap a unit to move it (its hexes are outlined), a tank to barrage, a German position to attack it or call naval
      fire, a beach hex to clear its obstacles.
    </p>
    ${over.size ? html`<p class="warn">Over the stacking limit: ${[...over.keys()].map((h) => `hex ${h}`).join(', ')} (6).</p>` : nothing}
    <details>
      <summary>German pools</summary>
      <umpire-dday-pools .pools=${s.pools} .eliminated=${s.eliminatedWnUnits}></umpire-dday-pools>
    </details>`;
}

/** The side panel: the roll under way, else what the phase and the thing chosen allow. */
export function renderSide(host: PanelHost, s: GameState, ctx: RulesContext, vocab: Vocab): TemplateResult {
  if (s.over)
    return html`<h2>Game over</h2>
      <p class="facts">Count the VP positions held; the digest gives no victory levels.</p>`;
  if (host.pending) return renderRoll(host, s, ctx);
  if (s.phase === 'landing') return renderLanding(host, s, ctx);
  if (s.phase === 'german') return renderGerman(host, s, ctx, vocab);
  return renderUs(host, s, ctx);
}
