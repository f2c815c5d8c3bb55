/** The element that has the keyboard focus, looking through shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a instanceof HTMLElement ? a : null;
}

/** Whether focus can go back to an element: still on the page, shown, and not inside an inert part. */
export function canRefocus(el: HTMLElement | null | undefined): el is HTMLElement {
  return !!el && el.isConnected && el.checkVisibility({ visibilityProperty: true }) && !insideInert(el);
}

function insideInert(el: Element): boolean {
  for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode)
    if (n instanceof HTMLElement && n.inert) return true;
  return false;
}

/** Whether `el` is `container` or inside it, through shadow roots. */
export function deepContains(container: Node, el: Node): boolean {
  for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode)
    if (n === container) return true;
  return false;
}
