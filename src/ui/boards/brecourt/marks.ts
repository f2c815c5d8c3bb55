import { svg, type SVGTemplateResult } from 'lit';
import type { Figure } from '../../../systems/brecourt/game/types.ts';
import type { Side } from '../../../systems/brecourt/scenario.ts';

/**
 * The side mark: a paratrooper is a round counter in US blue, a German a diamond in field brown (shape and
 * colour, so sides are told apart without colour). Out of the fight: hollow and crossed; a prisoner: hollow.
 */
export function sideMark(
  side: Side,
  state: Figure['status'] | 'group' = 'active',
  fallschirmjager = false,
): SVGTemplateResult {
  const colour = side === 'us' ? 'var(--us)' : 'var(--de)';
  const hollow = state === 'killed' || state === 'ran-off' || state === 'surrendered' || state === 'reserve';
  const fill = hollow ? 'var(--paper)' : colour;
  const shape =
    side === 'us'
      ? svg`<circle cx="12" cy="12" r="9.5" fill=${fill} stroke=${colour} stroke-width="2.2"/>`
      : svg`<path d="M12 1.8 22.2 12 12 22.2 1.8 12Z" fill=${fill} stroke=${colour} stroke-width="2.2" stroke-linejoin="round"/>`;
  const cross =
    state === 'killed' || state === 'ran-off'
      ? svg`<path d="M7 7l10 10M17 7 7 17" stroke="var(--ink)" stroke-width="2" stroke-linecap="round"/>`
      : svg``;
  const dot = fallschirmjager && !hollow ? svg`<circle cx="12" cy="12" r="3" fill="var(--paper)"/>` : svg``;
  return svg`<svg class="mark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">${shape}${dot}${cross}</svg>`;
}

/** A 105 mm gun: barrel and wheels; crossed when destroyed, flagged when captured. */
export function gunMark(status: 'intact' | 'destroyed' | 'captured'): SVGTemplateResult {
  const stroke = status === 'intact' ? 'var(--de)' : 'var(--ink-2)';
  return svg`<svg class="gun" viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
    <path d="M4 15 L27 6" stroke=${stroke} stroke-width="3" stroke-linecap="round"/>
    <circle cx="10" cy="17" r="4.5" fill="none" stroke=${stroke} stroke-width="2"/>
    <circle cx="19" cy="17" r="4.5" fill="none" stroke=${stroke} stroke-width="2"/>
    ${status === 'destroyed' ? svg`<path d="M5 4l22 17M27 4 5 21" stroke="var(--danger)" stroke-width="2.5" stroke-linecap="round"/>` : svg``}
    ${status === 'captured' ? svg`<path d="M25 22V3l6 3-6 3" fill="var(--us)" stroke="var(--us)" stroke-width="1.5" stroke-linejoin="round"/>` : svg``}
  </svg>`;
}
