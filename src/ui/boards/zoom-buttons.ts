import { css, html, type TemplateResult } from 'lit';
import { icons } from '../icons.ts';

/** What the zoom buttons do. */
export interface ZoomActions {
  zoomIn(): void;
  zoomOut(): void;
  whole(): void;
}

/** How the zoom buttons look: their size and the "whole map" icon. */
export interface ZoomLook {
  readonly small?: boolean;
  readonly wholeIcon?: TemplateResult;
}

/** The column of zoom buttons in a map's top right corner (--zoom-inset: its distance from the corner). */
export const zoomButtonStyles = css`
  .zoom-btns {
    position: absolute;
    right: var(--zoom-inset, 0.5rem);
    top: var(--zoom-inset, 0.5rem);
    display: grid;
    gap: 0.3rem;
    z-index: 2;
  }
  .zoom-btns .btn {
    box-shadow: var(--shadow);
  }
`;

/** Runs a button's job without the click reaching the map under it. */
function only(f: () => void): (e: Event) => void {
  return (e: Event) => {
    e.stopPropagation();
    e.preventDefault();
    f();
  };
}

/** The zoom buttons: in, out, and the whole map. */
export function zoomButtons(on: ZoomActions, look: ZoomLook = {}): TemplateResult {
  const cls = look.small ? 'btn icon small' : 'btn icon';
  return html`<div class="zoom-btns">
    <button class=${cls} aria-label="Zoom in" @click=${only(() => on.zoomIn())}>${icons.plus}</button>
    <button class=${cls} aria-label="Zoom out" @click=${only(() => on.zoomOut())}>${icons.minus}</button>
    <button class=${cls} aria-label="Show the whole map" @click=${only(() => on.whole())}>
      ${look.wholeIcon ?? icons.refresh}
    </button>
  </div>`;
}
