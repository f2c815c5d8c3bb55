import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SessionExport } from '../../src/engine/index.ts';
import { oneSessionThenHome, useBrowser } from './browser.ts';
import { crowbarSessionFile, stored } from './session-files.ts';

const { base, newPage } = useBrowser();
const EVENTS = 4000;
let file: SessionExport;

/** Picks a file with the home screen's Import button. */
async function pick(page: Page, name: string, text: string): Promise<void> {
  await page
    .locator('umpire-home input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Drops a file on the page, as dragging it from the desktop does. */
async function drop(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate(
    ({ name, text }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: 'application/json' }));
      const target = document.querySelector('umpire-app')?.shadowRoot?.querySelector('umpire-home');
      if (!target) throw new Error('no home screen to drop on');
      target.dispatchEvent(
        new DragEvent('drop', { dataTransfer: dt, bubbles: true, composed: true, cancelable: true }),
      );
    },
    { name, text },
  );
}

const toast = (page: Page) => page.locator('umpire-app .toast');

beforeAll(async () => {
  file = await crowbarSessionFile({
    id: 'long-night',
    name: 'Long night at Pointe du Hoc',
    count: EVENTS,
    start: Date.UTC(2026, 5, 6, 6, 30),
  });
});

describe('importing a long session', () => {
  it('shows progress, cancels without changing anything, imports in full, and refuses a corrupt file', async () => {
    const { context, page, errors } = await newPage();
    await page.clock.install();
    await page.goto(base);
    // A session already here, which no import may touch.
    await oneSessionThenHome(page, base);
    const before = await stored(page);
    expect(before.sessions).toEqual(['Crowbar! 1: 0']);

    const text = JSON.stringify(file);
    const name = 'long-night.json';
    // The page's clock stands still: the import checks one batch of events, then waits for a timer that
    // fires only when the test moves the clock on, so the test sees each step without racing it.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));

    await pick(page, name, text);
    const progress = page.locator('umpire-import-progress');
    const bar = progress.getByRole('progressbar', { name: `Importing ${name}: events checked` });
    await bar.waitFor();
    const value = () => bar.evaluate((el) => (el as HTMLProgressElement).value);
    await progress.getByText(`250 of ${EVENTS.toLocaleString('en')} events checked`).waitFor();
    expect(Number(await bar.getAttribute('max'))).toBe(EVENTS);
    expect(await value()).toBe(250);
    // The bar moves as the clock does.
    await page.clock.runFor(1);
    await expect.poll(value).toBeGreaterThan(250);
    expect(await value()).toBeLessThan(EVENTS);

    await page.screenshot({ path: '.tmp/screenshots/import-progress.png' });

    await progress.getByRole('button', { name: 'Cancel' }).click();
    await progress.getByText('Cancelling: nothing will be saved…').waitFor();
    await page.clock.resume();
    await toast(page).getByText(`Import of ${name} cancelled: nothing from it was saved.`).waitFor({ timeout: 30_000 });
    expect(await toast(page).getAttribute('role')).toBe('status');
    await expect.poll(() => progress.locator('.panel').count()).toBe(0);
    expect(await stored(page)).toEqual(before);
    expect(await page.locator('umpire-session-row').count()).toBe(1);

    // Again, to the end (dropped this time, on the page).
    await drop(page, name, text);
    await toast(page).getByText(`Imported "${file.meta.name}".`).waitFor({ timeout: 60_000 });
    await page.locator('umpire-session-row').getByText(file.meta.name, { exact: true }).waitFor();
    const after = await stored(page);
    expect(after.sessions).toEqual(['Crowbar! 1: 0', `${file.meta.name}: ${EVENTS}`]);
    expect(after.events).toBe(before.events + EVENTS);

    // A corrupt copy: one die of event 1,234 changed after the fact.
    const bad = structuredClone(file) as unknown as {
      events: { body: { result: { pool: { values: number[] }[] } } }[];
    };
    const pool = bad.events[1233]?.body.result.pool[0];
    if (!pool) throw new Error('event 1234 has no dice');
    pool.values = pool.values.map((v) => (v === 6 ? 5 : v + 1));
    const badName = 'long-night-edited.json';
    await pick(page, badName, JSON.stringify(bad));
    const alert = toast(page).getByText(
      new RegExp(`^${badName.replace('.', '\\.')} was not imported, and nothing was changed: event 1234 is wrong`),
    );
    await alert.waitFor({ timeout: 60_000 });
    expect(await toast(page).getAttribute('role')).toBe('alert');
    // One message, one sentence.
    const message = (await alert.textContent()) ?? '';
    expect(message.match(/\.(\s|$)/g)?.length).toBe(1);
    expect(await stored(page)).toEqual(after);
    expect(await page.locator('umpire-session-row').count()).toBe(2);

    // A file that is not JSON at all.
    await pick(page, 'notes.json', '{"format": "umpire-session", "events": [');
    await toast(page)
      .getByText(/^notes\.json was not imported, and nothing was changed: /)
      .waitFor();
    expect(await stored(page)).toEqual(after);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
