import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of an element and everything in its shadow roots, spaces collapsed (what a screen reader reads out). */
export function deepText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const parts: string[] = [];
    const walk = (n: Node): void => {
      if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
      if (n instanceof Element && ['STYLE', 'SCRIPT'].includes(n.tagName)) return;
      if (n instanceof Element && n.shadowRoot) walk(n.shadowRoot);
      for (const c of Array.from(n.childNodes)) walk(c);
    };
    walk(root);
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  });
}

/** Handles on the Brécourt board of the page's session, for the browser tests. */
export function brecourtBoard(page: Page) {
  const board = page.locator('umpire-board-brecourt');
  const roll = board.locator('umpire-bc-roll');
  const pending = board.locator('umpire-bc-pending');
  const figure = (name: string): Locator =>
    board.locator('umpire-bc-roster').getByRole('button', { name: new RegExp(`^${escape(name)} `) });
  return {
    board,
    roll,
    pending,
    figure,
    /** The words on a figure's roster row after its name and weapon. */
    badges: (name: string): Promise<string[]> => figure(name).locator('.badges .b').allTextContents(),
    /** Taps the figure, then the act on his card. */
    async act(name: string, act: string): Promise<void> {
      await figure(name).click();
      await board.locator('umpire-bc-figure-card').getByRole('button', { name: act, exact: true }).click();
    },
    /** Answers a question of the roll card (a side of 12", a cover) by its option. */
    async tell(option: string): Promise<void> {
      await roll.getByRole('radio', { name: option, exact: true }).click();
    },
    /** Taps the dice thrown at the table into the roll card, group by group, and rolls with them. */
    async typeDice(groups: Record<string, readonly number[]>): Promise<void> {
      const enter = roll.getByRole('button', { name: 'Enter the dice thrown' });
      if (await enter.count()) await enter.click();
      for (const [group, faces] of Object.entries(groups))
        for (const f of faces) await roll.getByRole('button', { name: `Add ${f} to ${group}`, exact: true }).click();
      await roll.getByRole('button', { name: /with these dice$/ }).click();
    },
    /** The odds the roll card shows now, as the chart says them ("Odds: no effect 27.8%, ..."). */
    async odds(): Promise<string> {
      return (await roll.locator('umpire-odds-chart svg').getAttribute('aria-label')) ?? '';
    },
    /** One tap on the waiting roll's Apply, after checking what it says it will do. */
    async apply(expected: RegExp): Promise<void> {
      const button = pending.getByRole('button', { name: /^Apply/ });
      await button.waitFor();
      expect((await button.textContent())?.replace(/\s+/g, ' ').trim()).toMatch(expected);
      await button.click();
      await pending.waitFor({ state: 'detached' });
    },
    async next(times = 1): Promise<void> {
      for (let i = 0; i < times; i++) {
        const before = await board.locator('umpire-bc-due .now p').textContent();
        await board.getByRole('button', { name: /^(Next step|End turn)/ }).click();
        await expect.poll(() => board.locator('umpire-bc-due .now p').textContent()).not.toBe(before);
      }
    },
    /** Everything the roster, the guns and the score say, as a screen reader hears it. */
    async snapshot(): Promise<string[]> {
      const figures = await board
        .locator('umpire-bc-roster button.fig')
        .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
      const guns = await board
        .locator('umpire-bc-guns li')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      const score = (await board.locator('umpire-bc-score .score').getAttribute('aria-label')) ?? '';
      return [...figures, ...guns, score];
    },
  };
}
