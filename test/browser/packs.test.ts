import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TableData } from '../../src/engine/index.ts';
import { jsonAs } from '../json.ts';
import { SHOTS, useBrowser } from './browser.ts';

const { base, newPage } = useBrowser();

describe('packs of corrections', () => {
  it('an edit exported as a pack from one device installs on another from the tables screen, and a bad pack changes nothing', async () => {
    const owner = await newPage();
    await owner.page.goto(`${base}#/tables/crowbar`);
    const jOwner = owner.page.locator('umpire-table-editor[data-id="crowbar.j-projector"]');
    const export_ = owner.page.getByRole('button', { name: 'Export corrections' });
    expect(await export_.isDisabled()).toBe(true);
    const sumTo = jOwner.getByRole('textbox', { name: 'No Hold, Sum to' });
    await sumTo.fill('9');
    await sumTo.press('Enter');
    await jOwner.getByText('shipped: 8').waitFor();
    await owner.page.screenshot({ path: `${SHOTS}/tables-pack-landscape.png` });
    const [download] = await Promise.all([owner.page.waitForEvent('download'), export_.click()]);
    expect(download.suggestedFilename()).toMatch(/^umpire-pack-crowbar-\d{4}-\d\d-\d\d\.json$/);
    // Kept aside: a download goes when its context closes.
    const path = join(await mkdtemp(join(tmpdir(), 'umpire-pack-')), download.suggestedFilename());
    await download.saveAs(path);
    const pack = jsonAs<{ kind: string; tables: { 'crowbar.j-projector': TableData } }>(await readFile(path, 'utf8'));
    expect(pack.kind).toBe('umpire-pack');
    expect(Object.keys(pack.tables)).toEqual(['crowbar.j-projector']);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    const club = await newPage({ width: 768, height: 1024 });
    await club.page.goto(`${base}#/tables/crowbar`);
    const jClub = club.page.locator('umpire-table-editor[data-id="crowbar.j-projector"]');
    const picker = club.page.locator('umpire-tables-view input[type="file"]');
    // A pack with a markup string as an outcome is refused whole, naming the table, row and column.
    const bad = {
      ...pack,
      tables: {
        'crowbar.j-projector': {
          ...pack.tables['crowbar.j-projector'],
          rows: pack.tables['crowbar.j-projector'].rows.map((r) =>
            r.key === 'firm' ? { ...r, values: { ...r.values, hold: '<b>yes</b>' } } : r,
          ),
        },
      },
    };
    await picker.setInputFiles({
      name: 'bad-pack.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await club.page
      .locator('umpire-app .toast')
      .getByText(
        /bad-pack\.json was not imported, and nothing was changed: .*row "firm", column "hold": expected one of none, shaky, firm/,
      )
      .waitFor();
    expect(await jClub.getByText('shipped: 8').count()).toBe(0);
    await picker.setInputFiles(path);
    await club.page
      .locator('umpire-app .toast')
      .getByText(/installed: one table now uses its corrections/)
      .waitFor();
    await jClub.getByText('shipped: 8').waitFor();
    expect(await jClub.getByRole('textbox', { name: 'No Hold, Sum to' }).inputValue()).toBe('9');
    await club.page.screenshot({ path: `${SHOTS}/tables-pack-portrait.png` });
    expect(club.errors).toEqual([]);
    await club.context.close();
  });
});
