import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { oneSessionThenHome, useBrowser } from './browser.ts';
import { crowbarSessionFile, stored } from './session-files.ts';

/** The device's storage on the home screen: space used and persistence in view, and a full disk that loses nothing. */

const { base, newPage } = useBrowser();

/**
 * A full disk, as Chromium reports one: every request of a write succeeds, then the transaction aborts at its
 * commit with a QuotaExceededError and nothing of it is kept. (The DevTools quota override,
 * Storage.overrideQuotaForOrigin, has no effect on this Chromium's browser contexts, so the failure is made
 * where the browser would make it, under the app's own storage code: while `umpireDiskFull` is set, a
 * transaction that writes is kept open until it has been idle for a moment, then aborted with that error
 * instead of committing.)
 */
function diskFullSwitch(): void {
  const w = window as { umpireDiskFull?: boolean };
  const lastWrite = new WeakMap<IDBTransaction, number>();
  // The prototype's writes as functions of their store (`this`), to wrap them.
  const writes: Record<
    'add' | 'put',
    (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>
  > = IDBObjectStore.prototype;
  for (const method of ['add', 'put'] as const) {
    const original = writes[method];
    writes[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      const request = original.apply(this, args);
      if (w.umpireDiskFull) {
        const tx = this.transaction;
        const first = !lastWrite.has(tx);
        lastWrite.set(tx, performance.now());
        if (first) {
          const hold = (): void => {
            if (performance.now() - (lastWrite.get(tx) ?? 0) > 150) {
              Object.defineProperty(tx, 'error', {
                value: new DOMException('The disk is full.', 'QuotaExceededError'),
                configurable: true,
              });
              tx.abort();
              return;
            }
            this.count().onsuccess = hold;
          };
          hold();
        }
      }
      return request;
    };
  }
}

const setDiskFull = (page: Page, full: boolean) =>
  page.evaluate((f) => ((window as { umpireDiskFull?: boolean }).umpireDiskFull = f), full);

describe('storage on the home screen', () => {
  for (const [shape, viewport] of [
    ['landscape', { width: 1024, height: 768 }],
    ['portrait', { width: 768, height: 1024 }],
  ] as const) {
    it(`shows the space used and whether it is persistent without scrolling (${shape} ${viewport.width}x${viewport.height})`, async () => {
      const { context, page, errors } = await newPage(viewport);
      await page.goto(base);
      await oneSessionThenHome(page, base);
      const line = page.locator('umpire-home .storage');
      await line.getByText(/^Storage: [\d.]+ (B|kB|MB|GB) used of [\d.]+ (B|kB|MB|GB) ·/).waitFor();
      expect(await line.textContent()).toMatch(/not persistent \(the browser may clear it when space runs short\)/);
      const inView = async (name: string) => {
        const box = await page.locator('umpire-home').getByRole('button', { name }).boundingBox();
        return (
          box !== null &&
          box.y >= 0 &&
          box.y + box.height <= viewport.height &&
          box.x >= 0 &&
          box.x + box.width <= viewport.width
        );
      };
      const lineBox = await line.boundingBox();
      expect(lineBox && lineBox.y + lineBox.height <= viewport.height).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await inView('Keep my data')).toBe(true);
      await page.screenshot({ path: `.tmp/screenshots/home-storage-${shape}.png` });

      // The browser agrees to keep the data (as it does for an installed app): the line says so.
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.grantPermissions', {
        origin: new URL(base).origin,
        permissions: ['durableStorage'],
        browserContextId: targetInfo.browserContextId,
      });
      await page.locator('umpire-home').getByRole('button', { name: 'Keep my data' }).click();
      await line.getByText('persistent', { exact: true }).waitFor();
      expect(await line.textContent()).toContain('(the browser will not clear it)');
      expect(await page.locator('umpire-home').getByRole('button', { name: 'Keep my data' }).count()).toBe(0);
      await page.locator('umpire-app .toast').getByText("The browser will keep Umpire's data.").waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a full disk refuses a copy, a new session and an import in one sentence each, and loses nothing', async () => {
    const { context, page, errors } = await newPage();
    await page.addInitScript(diskFullSwitch);
    await page.goto(base);
    await oneSessionThenHome(page, base);
    const before = await stored(page);
    expect(before.sessions).toEqual(['Crowbar! 1: 0']);

    await setDiskFull(page, true);
    const banner = page.locator('umpire-home .banner.full');
    const oneSentence = async () => {
      const text = ((await banner.locator('p').textContent()) ?? '').trim();
      expect(text.match(/[.!?](\s+[A-Z]|$)/g)?.length).toBe(1);
      return text;
    };

    await page.getByRole('button', { name: 'Duplicate Crowbar! 1' }).click();
    await banner.waitFor();
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await oneSentence()).toBe(
      'The device is out of storage space, so the copy of "Crowbar! 1" was not made and nothing saved was lost: free some space, or export and delete old sessions, then try again.',
    );
    expect(await stored(page)).toEqual(before);
    await page.screenshot({ path: '.tmp/screenshots/home-disk-full.png' });

    await page.getByRole('button', { name: 'New session of Bloody Omaha' }).click();
    await banner.getByText('the new Bloody Omaha session was not created').waitFor();
    await oneSentence();
    expect(new URL(page.url()).hash).toBe('');
    expect(await stored(page)).toEqual(before);

    const file = await crowbarSessionFile({
      id: 'file-30',
      name: 'Dawn patrol',
      count: 30,
      start: Date.UTC(2026, 5, 6, 7, 0),
    });
    await page.locator('umpire-home input[type="file"]').setInputFiles({
      name: 'dawn-patrol.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await banner.getByText('dawn-patrol.json was not imported').waitFor();
    expect(await oneSentence()).toBe(
      'The device is out of storage space, so dawn-patrol.json was not imported and nothing saved was lost: free some space, or export and delete old sessions, then try again.',
    );
    expect(await stored(page)).toEqual(before);
    expect(await page.locator('umpire-session-row').count()).toBe(1);

    // Space freed: the same copy goes through and the message goes away.
    await setDiskFull(page, false);
    await page.getByRole('button', { name: 'Duplicate Crowbar! 1' }).click();
    await page.locator('umpire-session-row').getByText('Crowbar! 1 (copy)', { exact: true }).waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    expect((await stored(page)).sessions).toEqual(['Crowbar! 1 (copy): 0', 'Crowbar! 1: 0']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
