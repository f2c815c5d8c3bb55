/** Form controls an event came from, checked rather than cast: a listener bound to the wrong element fails loudly. */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fieldOf(target: EventTarget | null): Field {
  if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) return target;
  if (target instanceof HTMLTextAreaElement) return target;
  throw new TypeError('expected the event to come from an input, a select or a text area');
}

/** The value of the input, select or text area the event came from. */
export function valueOf(e: Event): string {
  return fieldOf(e.target).value;
}

/** Whether the checkbox the event came from is checked. */
export function checkedOf(e: Event): boolean {
  return inputOf(e).checked;
}

/** The input element the event came from. */
export function inputOf(e: Event): HTMLInputElement {
  const target = e.target;
  if (target instanceof HTMLInputElement) return target;
  throw new TypeError('expected the event to come from an input');
}

/** The element a listener is bound to (`currentTarget`), as an HTMLElement. */
export function boundElement(e: Event): HTMLElement {
  const target = e.currentTarget;
  if (target instanceof HTMLElement) return target;
  throw new TypeError('expected the listener to be bound to an element');
}
