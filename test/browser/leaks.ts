import type { Page } from 'playwright-core';

/**
 * The machine-shaped text a player must never see or hear: internal ids, camelCase keys, JSON, "undefined",
 * "NaN", "[object Object]". Each pattern names what it catches, for the failure message.
 */
const LEAKS: readonly { readonly what: string; readonly re: RegExp }[] = [
  { what: 'undefined', re: /\bundefined\b/ },
  { what: 'NaN', re: /\bNaN\b/ },
  { what: 'an object printed as text', re: /\[object \w+\]/ },
  // A quote straight after a number standing alone is an inch mark (12": 1d6), not the end of a key.
  { what: 'JSON', re: /[{[]\s*"[^"]*"\s*[:,\]]|(?<!(?:^|[\s(])\d+(?:\.\d+)?)"\s*:\s*[{["\d]/ },
  { what: 'a camelCase key', re: /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/ },
  { what: 'a snake_case key', re: /\b[a-z]+_[a-z0-9_]+\b/ },
  { what: 'a dotted id', re: /\b[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z0-9]+)+\b/ },
  { what: 'an internal id with a number', re: /\b[a-z]+(?:-[a-z]+)*-\d+(?:-\d+)*\b/ },
];

export interface Leak {
  readonly what: string;
  readonly match: string;
  /** The text around it. */
  readonly context: string;
}

/** The machine-shaped pieces of `text`, except matches listed in `allow` (words a game prints that look like keys). */
export function findLeaks(text: string, allow: readonly RegExp[] = []): Leak[] {
  const out: Leak[] = [];
  for (const { what, re } of LEAKS) {
    const g = new RegExp(re.source, 'g');
    for (const m of text.matchAll(g)) {
      if (allow.some((a) => a.test(m[0]))) continue;
      const at = m.index;
      out.push({
        what,
        match: m[0],
        context: text.slice(Math.max(0, at - 40), at + m[0].length + 40).replace(/\s+/g, ' '),
      });
    }
  }
  return out;
}

/**
 * Everything a player sees or hears on the page: the text of rendered, visible nodes (through every shadow
 * root), the names given to controls and images (aria-label, title, alt), and the live regions' words. Elements
 * matching `skip` (a CSS selector) are left out with all they hold.
 */
export async function playerText(page: Page, skip?: string): Promise<string> {
  return page.evaluate((skip) => {
    const parts: string[] = [];
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      return (
        !el.closest('[inert]') &&
        (el.getClientRects().length > 0 || el.getAttribute('aria-live') !== null || el.classList.contains('sr-only'))
      );
    };
    const walk = (root: Node): void => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          const t = node.textContent?.trim();
          if (t && parent && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(parent.tagName) && visible(parent))
            parts.push(t);
          continue;
        }
        if (!(node instanceof Element)) continue;
        if (['STYLE', 'SCRIPT', 'TEMPLATE'].includes(node.tagName) || (skip && node.matches(skip))) continue;
        if (visible(node))
          for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
            const v = node.getAttribute(a);
            if (v) parts.push(v);
          }
        if (node.shadowRoot) walk(node.shadowRoot);
        walk(node);
      }
    };
    walk(document.body);
    return parts.join('\n');
  }, skip);
}

/**
 * Fails with every leak found on the page now, each with its context (`where` names the step for the message);
 * `skip` leaves out the elements it matches (a CSS selector).
 */
export async function expectNoLeaks(
  page: Page,
  where: string,
  allow: readonly RegExp[] = [],
  skip?: string,
): Promise<void> {
  const leaks = findLeaks(await playerText(page, skip), allow);
  if (leaks.length)
    throw new Error(
      `machine-shaped text on screen (${where}):\n${leaks
        .slice(0, 12)
        .map((l) => `  ${l.what}: "${l.match}" in "…${l.context}…"`)
        .join('\n')}`,
    );
}
