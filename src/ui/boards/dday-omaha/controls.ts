import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { icons } from '../../icons.ts';
import { boundElement } from '../../fields.ts';

/**
 * Small templates for the board's controls (not elements: they render inside the caller's shadow root and use
 * its styles, board-css.ts). Every control is 44 px or more, labelled, and works with the keyboard.
 */

/**
 * An on/off toggle: a tick box and a label; the pressed state is shown by the tick as well as the colour.
 * `name` is the accessible name where the visible label needs its context (it should contain the label).
 */
export function toggle(
  label: string,
  pressed: boolean,
  onClick: () => void,
  opts: { disabled?: boolean; title?: string; name?: string } = {},
): TemplateResult {
  return html`<button
    type="button"
    class="tog"
    aria-pressed=${pressed ? 'true' : 'false'}
    aria-label=${ifDefined(opts.name)}
    ?disabled=${opts.disabled ?? false}
    title=${ifDefined(opts.title || undefined)}
    @click=${onClick}
  >
    <span class="tick" aria-hidden="true">${icons.check}</span>${label}
  </button>`;
}

export interface SegOption<T extends string> {
  readonly value: T;
  readonly label: string | TemplateResult;
  /** Accessible name when the label is a symbol. */
  readonly name?: string;
}

/** Moves the choice with the arrow keys inside a radio group (the focused radio follows). */
function onSegKey(e: KeyboardEvent): void {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const step = keys[e.key];
  if (step === undefined) return;
  const from = boundElement(e);
  const group = from.closest('[role="radiogroup"]');
  if (!group) return;
  const radios = [...group.querySelectorAll<HTMLButtonElement>('button[role="radio"]:not(:disabled)')];
  const i = radios.findIndex((radio) => radio === from);
  const next = radios[(i + step + radios.length) % radios.length];
  if (!next) return;
  e.preventDefault();
  next.focus();
  next.click();
}

/** A choice among a few values, as a radio group of buttons. */
export function seg<T extends string>(
  label: string,
  options: readonly SegOption<T>[],
  value: T,
  choose: (v: T) => void,
  disabled = false,
): TemplateResult {
  const has = options.some((o) => o.value === value);
  return html`<div class="seg" role="radiogroup" aria-label=${label}>
    ${options.map(
      (o, i) =>
        html`<button
          type="button"
          role="radio"
          aria-checked=${o.value === value ? 'true' : 'false'}
          aria-label=${o.name ?? (typeof o.label === 'string' ? o.label : o.value)}
          tabindex=${o.value === value || (!has && i === 0) ? 0 : -1}
          ?disabled=${disabled}
          @keydown=${onSegKey}
          @click=${() => o.value !== value && choose(o.value)}
        >
          ${o.label}
        </button>`,
    )}
  </div>`;
}
