import { html, nothing, type TemplateResult } from 'lit';
import type { Point } from '../../../boards/hex/index.ts';
import type { GameAction } from '../../../systems/types.ts';
import { icons } from '../../icons.ts';
import { describe, faceDown, type CounterView, type SideId } from './counters.ts';
import type { Offer } from './offers.ts';
import type { ProcedureButton } from './unit-procedures.ts';

/** The card for a selected hex: what is in it, what the selected unit may do, and what the map says of it. */
export interface HexCardView {
  readonly id: string;
  /** The village or town the hex belongs to. */
  readonly placeName?: string;
  readonly here: readonly CounterView[];
  readonly viewer: SideId;
  /** The selected unit, when the viewer may see its face. */
  readonly unit?: CounterView;
  readonly selectedUnit?: string;
  /** The selected unit stands elsewhere (it is moving or firing into this hex), with its hex number. */
  readonly away?: string;
  /** The stack the selected unit may move with, and whether it is moving together now. */
  readonly stack?: { readonly size: number; readonly together: boolean };
  readonly loc?: string;
  readonly moveText?: string;
  /** How to trace a move, while one is being planned and no move is traced yet. */
  readonly moveHint?: string;
  readonly offers: readonly Offer[];
  readonly facts: readonly string[];
  readonly procedures: readonly ProcedureButton[];
  readonly corner: Corner;
}

export interface HexCardActions {
  selectUnit(id: string): void;
  toggleStack(): void;
  act(a: GameAction): void;
  openProcedure(id: string): void;
  close(): void;
}

/** Where the card sits on the stage: at the top when `top`, on the right when `right` (else bottom left). */
export interface Corner {
  readonly top: boolean;
  readonly right: boolean;
}

/**
 * The card takes the corner away from the selected hex and from the unit acting into it (their midpoint), so
 * neither is hidden: the top when they are in the lower half of the stage, the right when in its left half.
 */
export function cardCorner(selected: Point, acting: Point, width: number, height: number): Corner {
  return { top: (selected.y + acting.y) / 2 > height / 2, right: (selected.x + acting.x) / 2 < width / 2 };
}

/** The hint while a move is being planned: tap a highlighted hex; for a stack, what the numbers and red hexes mean. */
export function moveHint(label: string, together: boolean, bonusHint: string): string {
  return together
    ? 'Tap a highlighted hex to trace the stack move; the numbers are movement points spent by the member that spends most; red hexes would be overstacked (7.2.3).'
    : `Tap a highlighted hex to trace ${label}'s move; the numbers are movement points spent.${bonusHint}`;
}

function unitList(v: HexCardView, a: HexCardActions): TemplateResult {
  if (!v.here.length) return html`<p class="muted">No units here.</p>`;
  return html`<ul aria-label="Units in this hex">
    ${v.here.map(
      (c) =>
        html`<li>
          <button
            class="btn unit"
            aria-pressed=${c.id === v.selectedUnit ? 'true' : 'false'}
            @click=${() => a.selectUnit(c.id)}
          >
            ${describe(c, v.viewer)}${faceDown(c, v.viewer) ? '' : html`<span class="muted"> · FP ${c.firepower}, AT ${c.antiTank}${c.armor ? `, armour ${c.armor}` : ''}, morale ${c.morale}${c.movement ? `, MA ${c.movement}` : ''}</span>`}
          </button>
        </li>`,
    )}
  </ul>`;
}

function stackToggle(v: HexCardView, a: HexCardActions): TemplateResult | typeof nothing {
  const s = v.stack;
  if (!s) return nothing;
  return html`<button
    class="btn small stack-toggle"
    aria-pressed=${s.together ? 'true' : 'false'}
    @click=${() => a.toggleStack()}
  >
    ${s.together ? `Moving ${s.size} units together` : `Move the stack together (${s.size} units)`}
  </button>`;
}

function status(v: HexCardView): TemplateResult {
  return html`${v.loc ? html`<p class="why">${v.loc}</p>` : nothing}
  ${v.moveText ? html`<p class=${`move${/cannot/.test(v.moveText) ? ' bad' : ''}`} role="status">${v.moveText}</p>` : v.moveHint ? html`<p class="why">${v.moveHint}</p>` : nothing}`;
}

function acting(v: HexCardView, a: HexCardActions): TemplateResult | typeof nothing {
  const unit = v.unit;
  if (!unit) return nothing;
  const doable = v.offers.filter((o) => o.action);
  return html`${v.away ? html`<p class="why">With ${unit.label} (${v.away}):</p>` : nothing}
  ${v.offers.filter((o) => !o.action && o.why).map((o) => html`<p class="why">${o.label === 'No action' ? '' : html`<strong>${o.label}:</strong> `}${o.why}</p>`)}
  ${
    doable.length
      ? html`<div class="actions" role="group" aria-label="Actions">
          ${doable.map((o) => html`<button class="btn small primary" @click=${() => a.act(o.action as GameAction)}>${o.label}</button>`)}
        </div>`
      : nothing
  }`;
}

function procedureRow(v: HexCardView, a: HexCardActions): TemplateResult | typeof nothing {
  if (!v.procedures.length) return nothing;
  return html`<div
    class="actions procs"
    role="group"
    aria-label="Procedures: odds and a roll, filled in from the selection"
  >
    <span class="muted">Procedures:</span>
    ${v.procedures.map((p) => html`<button class="btn small" aria-label=${`${p.label} procedure`} @click=${() => a.openProcedure(p.id)}>${p.label}</button>`)}
  </div>`;
}

/**
 * The hex card. What the selected unit does comes first when it acts from elsewhere (a target or a move into
 * this hex), before this hex's own units; the terrain follows, for reference. Taps on it stay off the map.
 */
export function hexCard(v: HexCardView, a: HexCardActions): TemplateResult {
  const stop = (e: Event) => e.stopPropagation();
  return html`<section
    class=${`card${v.corner.top ? ' top' : ''}${v.corner.right ? ' right' : ''}`}
    aria-label=${`Hex ${v.id}`}
    @click=${stop}
    @pointerdown=${stop}
  >
    <header>
      <h3>Hex ${v.id}${v.placeName ? ` · ${v.placeName}` : ''}</h3>
      <button class="btn ghost icon small" aria-label="Close" @click=${() => a.close()}>${icons.close}</button>
    </header>
    ${v.away ? html`${status(v)}${acting(v, a)}${unitList(v, a)}` : html`${unitList(v, a)}${stackToggle(v, a)}${status(v)}${acting(v, a)}`}
    <p class="facts">${v.facts.join(' · ')}</p>
    ${procedureRow(v, a)}
  </section>`;
}
