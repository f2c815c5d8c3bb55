import { html, type TemplateResult } from 'lit';
import type { SideId } from './counters.ts';

/**
 * Hot-seat play on one tablet: a switch for whose display the map shows (unrevealed German positions face down on
 * the US display), and between the two a screen that hides the map until the player taking the tablet asks for it.
 */

const SIDES: readonly { value: SideId; label: string }[] = [
  { value: 'us', label: 'US view' },
  { value: 'german', label: 'German view' },
];

/** The side's name in words. */
export function sideName(side: SideId): string {
  return side === 'us' ? 'US' : 'German';
}

/** The switch between the two players' displays. */
export function sideSwitch(viewer: SideId, choose: (side: SideId) => void): TemplateResult {
  return html`<div class="seg" role="radiogroup" aria-label="Whose display (hot-seat)">
    ${SIDES.map((s) => html`<button type="button" role="radio" aria-checked=${viewer === s.value ? 'true' : 'false'} @click=${() => choose(s.value)}>${s.label}</button>`)}
  </div>`;
}

/** The screen over the map before a side's display is shown: what that display reveals, then show or cancel. */
export function handOver(side: SideId, reveal: () => void, cancel: () => void): TemplateResult {
  const name = sideName(side);
  return html`<div
    class="curtain"
    role="dialog"
    aria-modal="true"
    aria-label=${`${name} display`}
    @click=${(e: Event) => e.stopPropagation()}
  >
    <div>
      <h3>${name} player's display</h3>
      <p>
        ${side === 'us' ? 'Unrevealed German pillboxes and nests are shown face down.' : 'Every German position is shown face up. Pass the tablet to the German player before showing it.'}
      </p>
      <button class="btn primary" @click=${reveal}>Show the ${name} display</button>
      <button class="btn ghost" @click=${cancel}>Cancel</button>
    </div>
  </div>`;
}

/** Whose display the map shows, and the side waiting behind the hand-over screen. */
export class HotSeat {
  viewer: SideId = 'us';
  /** The side whose display is asked for, until its player shows it. */
  waiting?: SideId;
  /** Set when this device is one side's seat at a shared session (src/ui/sync): its display never switches. */
  fixed = false;

  constructor(private readonly changed: () => void) {}

  /** Makes this device one side's display for good (no switch, no hand-over screen). */
  fix(side: SideId): void {
    this.viewer = side;
    this.waiting = undefined;
    this.fixed = true;
    this.changed();
  }

  /** Asks for a side's display (the hand-over screen comes first); false when it is already shown, or fixed. */
  ask(side: SideId): boolean {
    if (this.fixed || (side === this.viewer && !this.waiting)) return false;
    this.waiting = side;
    this.changed();
    return true;
  }

  /** Shows the waiting side's display; false when none waits. */
  reveal(): boolean {
    if (!this.waiting) return false;
    this.viewer = this.waiting;
    this.waiting = undefined;
    this.changed();
    return true;
  }

  cancel(): void {
    this.waiting = undefined;
    this.changed();
  }
}
