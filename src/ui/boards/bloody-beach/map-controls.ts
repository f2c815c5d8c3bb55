import { html, svg, nothing, type TemplateResult } from 'lit';
import { icons } from '../../icons.ts';
import type { SideId } from './counters.ts';
import { sideSwitch } from './hot-seat.ts';

/** Which overlays the canvas draws on demand: the fire zones and the lines of communication to HQ (2.2). */
export interface OverlayChoice {
  readonly zones: boolean;
  readonly loc: boolean;
}

/** The toolbar above the map: whose display (unless the device is one side's seat), the overlays, and the map editor. */
export function mapToolbar(
  viewer: SideId,
  shown: OverlayChoice,
  on: { side?(s: SideId): void; zones(): void; loc(): void; edit(): void },
): TemplateResult {
  const side = on.side;
  return html`<div class="toolbar" role="toolbar" aria-label="Map display">
    ${side ? sideSwitch(viewer, (s) => side(s)) : nothing}
    <button class="btn small" aria-pressed=${shown.zones ? 'true' : 'false'} @click=${() => on.zones()}>
      Fire zones
    </button>
    <button class="btn small" aria-pressed=${shown.loc ? 'true' : 'false'} @click=${() => on.loc()}>Lines to HQ</button>
    <span class="grow"></span>
    <button class="btn small ghost icon" aria-label="Edit map" title="Edit map" @click=${() => on.edit()}>
      ${icons.pencil}
    </button>
  </div>`;
}

/** What the overlays' colours mean, while any is shown. */
export function overlayLegend(shown: OverlayChoice): TemplateResult | typeof nothing {
  if (!shown.zones && !shown.loc) return nothing;
  return html`<div class="legend" aria-hidden="true">
    ${shown.zones ? html`<span><i class="sw us"></i>US zones</span><span><i class="sw de"></i>German zones</span>` : nothing}
    ${shown.loc ? html`<span><i class="sw loc"></i>Line to HQ</span>` : nothing}
  </div>`;
}

/** The "whole map" icon: four corners, the map's frame. */
export const fitIcon = svg`<svg class="icon-svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"/></svg>`;
