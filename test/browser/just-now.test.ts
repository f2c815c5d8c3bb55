/**
 * "Just now" read at arm's length: on every system, after a long event (a roll whose outcome and dice do not
 * fit one line with who did what), the strip over the board shows that roll's dice and outcome whole, at
 * 1024x768 and 768x1024, at text size 1 and 1.3; only the who and why give way to the ellipsis.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, useBrowser } from './browser.ts';
import { longEventFile } from './long-event-files.ts';

const { base, newPage } = useBrowser();

interface Seen {
  /** Whether the outcome is drawn in the strip's line at all. */
  readonly outcome: boolean;
  /** Dice drawn in the strip's line. */
  readonly dice: number;
  /** The outcome and the first `dice` dice of the line, where the line or the screen cuts them. */
  readonly cut: string[];
}

/** Whether the "Just now" strip's line shows `outcome` and its first `dice` dice wholly. */
function justNow(page: Page, outcome: string, dice: number): Promise<Seen> {
  return page.locator('umpire-session-view umpire-strip.recap').evaluate(
    (strip, { outcome, dice }) => {
      const line = strip.shadowRoot?.querySelector('.line')?.getBoundingClientRect();
      const drawn: Element[] = [];
      const walk = (n: Element | ShadowRoot): void => {
        for (const c of Array.from(n.children)) {
          if (c.classList.contains('sr-only')) continue;
          if (c.tagName === 'UMPIRE-DIE' || c.classList.contains('out')) drawn.push(c);
          if (c.shadowRoot) walk(c.shadowRoot);
          walk(c);
        }
      };
      const slotted = strip.querySelector('[slot="line"]');
      if (slotted) walk(slotted.shadowRoot ?? slotted);
      const out = drawn.find((e) => e.classList.contains('out') && e.textContent?.trim() === outcome);
      const faces = drawn.filter((e) => e.tagName === 'UMPIRE-DIE');
      const inside = (r: DOMRect): boolean =>
        !!line &&
        r.width > 0 &&
        r.left >= line.left - 0.5 &&
        r.right <= line.right + 0.5 &&
        r.top >= line.top - 0.5 &&
        r.bottom <= line.bottom + 0.5 &&
        r.left >= 0 &&
        r.right <= window.innerWidth;
      const shown = (e: Element): boolean => [...e.getClientRects()].every(inside) && e.getClientRects().length > 0;
      const cut = [
        ...(out && !shown(out) ? [`the outcome '${outcome}'`] : []),
        ...faces.slice(0, dice).flatMap((f, i) => (shown(f) ? [] : [`die ${i + 1}`])),
      ];
      return { outcome: out !== undefined, dice: faces.length, cut };
    },
    { outcome, dice },
  );
}

const SYSTEMS = [
  ['brecourt', 'Brécourt Manor'],
  ['crowbar', 'Crowbar!'],
  ['bloody-omaha', 'Bloody Omaha'],
  ['dday-omaha', 'D-Day at Omaha Beach'],
  ['bloody-beach', 'Bloody Beach'],
] as const;

describe('"Just now" tells the latest roll whole', () => {
  for (const [system, title] of SYSTEMS) {
    it(`${title}: the dice and the outcome of a long event are in sight at both sizes and text sizes`, async () => {
      const { file, told } = await longEventFile(system, `Long event of ${title}`);
      const head = told.find((t) => t.dice?.length);
      const outcome = head?.outcome ?? '';
      const dice = head?.dice?.reduce((n, d) => n + d.values.length, 0) ?? 0;
      expect(outcome).not.toBe('');
      const { context, page, errors } = await newPage();
      await page.goto(base);
      await page.locator('umpire-home input[type="file"]').setInputFiles({
        name: `${system}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(file)),
      });
      await page.getByRole('link', { name: `Resume ${file.meta.name}` }).click();
      for (const scale of [1, 1.3]) {
        if (scale !== 1) {
          await page.evaluate((s) => {
            const old = JSON.parse(localStorage.getItem('umpire.settings') ?? '{}') as Record<string, unknown>;
            localStorage.setItem('umpire.settings', JSON.stringify({ ...old, textScale: s }));
          }, scale);
          await page.reload();
        }
        for (const size of [
          { width: 1024, height: 768 },
          { width: 768, height: 1024 },
        ]) {
          await page.setViewportSize(size);
          await expect.poll(async () => (await justNow(page, outcome, dice)).outcome).toBe(true);
          const seen = await justNow(page, outcome, dice);
          await page.screenshot({ path: `${SHOTS}/just-now-${system}-${size.width}-${scale}.png` });
          expect(seen.dice).toBeGreaterThanOrEqual(dice);
          expect(seen.cut, `${size.width}x${size.height} at text size ${scale}`).toEqual([]);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
