import { describe, expect, it } from 'vitest';
import { loadSystem, SYSTEMS } from '../../src/systems/registry.ts';
import { startSession, useBrowser } from './browser.ts';
import { expectNoLeaks } from './leaks.ts';

const { base, newPage } = useBrowser();

describe('Help, from the menu of every session', () => {
  for (const info of SYSTEMS) {
    it(`${info.name}: the quick reference, or plainly none yet, with every procedure by title and section`, async () => {
      const sys = await loadSystem(info.id);
      const { context, page, errors } = await newPage();
      await page.goto(base);
      await startSession(page, info.name);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('menuitem', { name: 'Help' }).click();
      const help = page.locator('umpire-system-help');
      await page.getByRole('heading', { name: `Help: ${info.name}` }).waitFor();
      expect(page.url()).toMatch(/\/help$/);

      if (sys.help) {
        expect(await help.getByText('No quick reference yet').count()).toBe(0);
        const steps = help.locator('ol.seq > li');
        expect(await steps.count()).toBe(sys.help.sequence.length);
        for (const [i, s] of sys.help.sequence.entries()) {
          const text = ((await steps.nth(i).textContent()) ?? '').replace(/\s+/g, ' ');
          for (const part of [s.step, s.umpire, s.source]) expect(text).toContain(part.replace(/\s+/g, ' '));
        }
        for (const c of sys.help.counters) await help.locator('dt').getByText(c.what, { exact: true }).waitFor();
      } else {
        await help.getByText(`No quick reference yet for ${info.name}.`).waitFor();
      }
      const rows = help.locator('tbody tr');
      expect(await rows.count()).toBe(sys.procedures.length);
      for (const [i, p] of sys.procedures.entries()) {
        const cells = await rows.nth(i).locator('td').allTextContents();
        expect(cells.slice(0, 2)).toEqual([p.title, p.source]);
        const where = sys.help?.procedures.find((x) => x.procedure === p.id)?.where;
        if (where) expect(cells[2]).toBe(where);
      }
      await expectNoLeaks(page, `${info.name} help`);

      await page.getByRole('link', { name: 'Back to the session' }).click();
      await page.locator('umpire-session-view .board-el').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
