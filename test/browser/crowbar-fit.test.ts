import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Rng } from '../../src/engine/index.ts';
import type { SessionExport } from '../../src/engine/index.ts';
import { SHOTS, useBrowser } from './browser.ts';
import type { CrowbarState } from '../../src/systems/crowbar/game/index.ts';
import { openFile, play, playedFile, policy, sessionFile, settled, snapshot, takeTablet } from './crowbar-board.ts';

const { base, newPage } = useBrowser();

const SIZES = [
  { tag: 'landscape', viewport: { width: 1024, height: 768 } },
  { tag: 'portrait', viewport: { width: 768, height: 1024 } },
] as const;
/** The default text size and the app's largest. */
const TEXT_SCALES = [1, 1.3] as const;
/** The least height of the map in portrait during play, in CSS pixels (about 380 at text size 1.3 before). */
const MAP_HEIGHT_PORTRAIT = 440;

/**
 * How far the page, the session's board area and the board's side panel scroll past their box, in CSS pixels
 * (0 when all fits: the dice, their buttons and the provisional badge at the panel's foot in sight).
 */
interface Overflow {
  area: number;
  page: number;
  side: number;
  /** 1 when the line above the map is cut at its end with no More to read the rest (a tablet cannot hover). */
  cutLine: number;
  /** How many rows the buttons of the line above the map take past the first (0 when they keep to one). */
  moreRows: number;
}

async function overflow(page: Page): Promise<Overflow> {
  const { area, page: doc } = await page.locator('umpire-session-view').evaluate((view) => {
    const area = view.shadowRoot?.querySelector('.board');
    const doc = document.scrollingElement ?? document.documentElement;
    const past = (el: Element): number => Math.max(el.scrollHeight - el.clientHeight, el.scrollWidth - el.clientWidth);
    return { area: area ? past(area) : Number.NaN, page: past(doc) };
  });
  // The side panel, where the board shows (not on a hand-over screen).
  const board = page.locator('umpire-board-crowbar');
  const side = await board.evaluate((el) => {
    const side = el.shadowRoot?.querySelector('.side');
    return side ? Math.max(side.scrollHeight - side.clientHeight, side.scrollWidth - side.clientWidth) : 0;
  });
  const due = board.locator('umpire-crowbar-due');
  const { cutLine, moreRows } = !(await due.count())
    ? { cutLine: 0, moreRows: 0 }
    : await due.evaluate((due) => {
        const what = due.shadowRoot?.querySelector('.what.one');
        const more = due.shadowRoot?.querySelector('.more');
        const tops = new Set(
          Array.from(due.shadowRoot?.querySelectorAll('.acts .btn') ?? []).map((b) =>
            Math.round(b.getBoundingClientRect().top),
          ),
        );
        return {
          cutLine: what && what.scrollWidth > what.clientWidth + 1 && !more ? 1 : 0,
          moreRows: Math.max(0, tops.size - 1),
        };
      });
  return { area, page: doc, side, cutLine, moreRows };
}

/**
 * The highlighted spaces of the decision now that are not wholly inside the map's visible box (the stage, cut to
 * the window), by space number; and how many are highlighted.
 */
async function cutTargets(page: Page): Promise<{ count: number; cut: string[] }> {
  const board = page.locator('umpire-board-crowbar');
  const stage = await board.locator('.stage').boundingBox();
  const screen = page.viewportSize();
  if (!stage || !screen) throw new Error('no stage');
  const top = Math.max(0, stage.y);
  const bottom = Math.min(screen.height, stage.y + stage.height);
  const boxes = await board
    .locator('rect.target[data-space]')
    .evaluateAll((els) =>
      els.map((e) => ({ space: e.getAttribute('data-space') ?? '', box: e.getBoundingClientRect() })),
    );
  const cut = boxes.filter(
    ({ box }) =>
      box.top < top - 0.5 ||
      box.bottom > bottom + 0.5 ||
      box.left < stage.x - 0.5 ||
      box.right > stage.x + stage.width + 0.5,
  );
  return { count: boxes.length, cut: cut.map((c) => c.space) };
}

/** A German unit pinned, under Incoming Fire! markers, in a space with unrevealed gun markers. */
const crowded = (g: CrowbarState): boolean =>
  g.germans.some(
    (u) =>
      !!u && u.pinned && u.incoming.length > 0 && g.guns.some((m) => !m.revealed && m.space === u.row * 12 + u.col - 1),
  );

/**
 * The tags of each German counter carrying a gun marker, PIN and an Incoming Fire! count: each one's word, the
 * share of its natural width it is drawn at, and whether it meets another tag, the type's word or the strength.
 */
function crowdedTags(
  page: Page,
  need: string[],
): Promise<{ text: string; share: number; meets: string[]; strengthPx: number }[][]> {
  return page.locator('umpire-board-crowbar').evaluate((board, need) => {
    const counters = [...(board.shadowRoot?.querySelectorAll('g.counter.de:not(.fight)') ?? [])].filter((c) =>
      need.every((cls) => c.querySelector(`.tag.${cls}`)),
    );
    const meet = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right - 0.1 && b.left < a.right - 0.1 && a.top < b.bottom - 0.1 && b.top < a.bottom - 0.1;
    return counters.map((c) => {
      /** A word's ink: its width as drawn, from its baseline up the height of a capital (its em box reaches higher). */
      const ink = (text: SVGTextElement | null): DOMRect | undefined => {
        const m = text?.getScreenCTM();
        if (!text || !m) return undefined;
        const r = text.getBoundingClientRect();
        const baseline = m.f + m.d * Number(text.getAttribute('y'));
        const cap = 0.73 * parseFloat(getComputedStyle(text).fontSize) * m.d;
        return new DOMRect(r.x, baseline - cap, r.width, cap);
      };
      const tags = [...c.querySelectorAll<SVGGElement>('.tag')];
      const others = [
        ...tags.map((t) => ({ name: t.textContent ?? '', box: t.querySelector('rect')?.getBoundingClientRect() })),
        { name: 'type', box: ink(c.querySelector('text.kind')) },
        { name: 'strength', box: ink(c.querySelector('text.sp')) },
        { name: 'plate', box: c.querySelector('.plate')?.getBoundingClientRect() },
      ];
      const sp = c.querySelector<SVGTextElement>('text.sp');
      const strengthPx = sp ? parseFloat(getComputedStyle(sp).fontSize) * (sp.getScreenCTM()?.d ?? 0) : 0;
      const plate = c.querySelector('.plate')?.getBoundingClientRect();
      const band = c.querySelector('.band')?.getBoundingClientRect();
      const strength = ink(sp);
      // the strength figure: over no tag, and on its plate (a reduced unit's) if any
      const figure = {
        text: 'strength',
        share: 1,
        strengthPx,
        meets: [
          ...tags
            .filter((t) => strength && meet(t.querySelector('rect')!.getBoundingClientRect(), strength))
            .map((t) => t.textContent ?? ''),
          ...(plate && strength && (strength.left < plate.left || strength.right > plate.right)
            ? ['off its plate']
            : []),
          // a corner band (drawn before the plate took its place) over the figure
          ...(band && strength && meet(band, strength) ? ['band'] : []),
        ],
      };
      return [
        figure,
        ...tags.map((t) => {
          const text = t.querySelector('text');
          const rect = t.querySelector('rect')?.getBoundingClientRect();
          if (!text || !rect) return { text: '', share: 0, meets: [], strengthPx };
          // the word's own width, measured on a copy drawn without the squeeze
          const free = text.cloneNode(true) as SVGTextElement;
          free.removeAttribute('textLength');
          free.removeAttribute('lengthAdjust');
          t.append(free);
          const natural = free.getComputedTextLength();
          free.remove();
          const drawn = Number(text.getAttribute('textLength') ?? natural);
          const name = t.textContent ?? '';
          return {
            text: name,
            share: drawn / natural,
            strengthPx,
            meets: others.filter((o) => o.name !== name && o.box && meet(rect, o.box)).map((o) => o.name),
          };
        }),
      ];
    });
  }, need);
}

/** Every tag at 80% of its width or more and over nothing else, the strength at 12 px or more and clear. */
function expectClear(
  counters: { text: string; share: number; meets: string[]; strengthPx: number }[][],
  where: string,
) {
  for (const parts of counters)
    for (const p of parts) {
      expect(p.share, `${where}: ${p.text}`).toBeGreaterThanOrEqual(0.8);
      expect(p.meets, `${where}: ${p.text}`).toEqual([]);
      expect(p.strengthPx, `${where}: the strength`).toBeGreaterThanOrEqual(12 - 0.01);
    }
}

/** A German unit standing on face-down Incoming Fire! markers that lie in its space. */
const lyingUnder = (g: CrowbarState): boolean =>
  g.germans.some((u) => !!u && g.spaceIncoming.some((m) => m.space === u.row * 12 + u.col - 1));

/** How far the side panel scrolls sideways (a line too wide for it), in CSS pixels. */
function sideways(page: Page): Promise<number> {
  return page.locator('umpire-board-crowbar').evaluate((el) => {
    const side = el.shadowRoot?.querySelector('.side');
    return side ? side.scrollWidth - side.clientWidth : 0;
  });
}

/** The map's vertical pan, in CSS pixels. */
function viewY(page: Page): Promise<number> {
  return page
    .locator('umpire-board-crowbar')
    .evaluate((el) => (el as unknown as { currentView: { y: number } }).currentView.y);
}

/** Drags the map by `dy` screen pixels from the middle of the stage, as a finger would. */
async function dragStage(page: Page, dy: number): Promise<void> {
  const box = await page.locator('umpire-board-crowbar .stage').boundingBox();
  if (!box) throw new Error('no stage');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + dy, { steps: 4 });
  await page.mouse.up();
  await settled(page);
}

/** Every overflow seen, by the phase it was seen in; a screenshot of the first sight of each phase. */
class Watch {
  readonly seen = new Map<string, Overflow>();
  /** The map's least height on screen, in CSS pixels, by phase. */
  readonly mapHeight = new Map<string, number>();
  constructor(
    private readonly page: Page,
    private readonly tag: string,
  ) {}

  async check(phase: string): Promise<void> {
    await settled(this.page);
    const o = await overflow(this.page);
    const stage = await this.page.locator('umpire-board-crowbar .stage').boundingBox();
    if (stage) this.mapHeight.set(phase, Math.min(stage.height, this.mapHeight.get(phase) ?? Infinity));
    const was = this.seen.get(phase);
    if (!was) await this.page.screenshot({ path: `${SHOTS}/crowbar-fit-${this.tag}-${phase}.png` });
    this.seen.set(phase, {
      area: Math.max(o.area, was?.area ?? 0),
      page: Math.max(o.page, was?.page ?? 0),
      side: Math.max(o.side, was?.side ?? 0),
      cutLine: Math.max(o.cutLine, was?.cutLine ?? 0),
      moreRows: Math.max(o.moreRows, was?.moreRows ?? 0),
    });
  }
}

describe('the Crowbar! board fits the session\u2019s board area', () => {
  /** Opens `file` at both sizes and text sizes and checks the German counters carrying the tags `need`. */
  async function expectCountersClear(file: SessionExport, need: string[], shot: string): Promise<void> {
    for (const { tag: size, viewport } of SIZES)
      for (const scale of TEXT_SCALES) {
        const { context, page, errors } = await newPage(viewport);
        await context.addInitScript(
          (s) => localStorage.setItem('umpire.settings', JSON.stringify({ dice: 'roll', theme: 'day', textScale: s })),
          scale,
        );
        await openFile(page, base, file);
        await settled(page);
        const counters = await crowdedTags(page, need);
        expect(counters.length, `${size}, text size ${scale}`).toBeGreaterThan(0);
        expectClear(counters, `${size}, text size ${scale}`);
        if (scale > 1) await page.screenshot({ path: `${SHOTS}/crowbar-${shot}-${size}-text${scale}.png` });
        expect(errors).toEqual([]);
        await context.close();
      }
  }

  it('a German unit with a gun marker, PIN and an Incoming Fire! count: every tag at 80% of its width or more, clear of the others and of the counter\u2019s words, at both sizes and text sizes', async () => {
    const file = await playedFile('tags-4', 'Crowded tags', 'aggressive', crowded);
    await expectCountersClear(file, ['pin', 'if-token', 'gun-token'], 'crowded');
  }, 120_000);

  it('a German unit on face-down Incoming Fire! markers lying in its space: they sit on its counter clear of its strength and its other tags, at both sizes and text sizes', async () => {
    const file = await playedFile('tags-2', 'Markers under a unit', 'random', lyingUnder);
    await expectCountersClear(file, ['if-token'], 'lying');
  }, 120_000);

  for (const scale of TEXT_SCALES)
    it(`in portrait, text size ${scale}: every highlighted space of a decision is wholly in sight, through 40 steps of play`, async () => {
      const { context, page, errors } = await newPage({ width: 768, height: 1024 });
      await context.addInitScript(
        (s) => localStorage.setItem('umpire.settings', JSON.stringify({ dice: 'roll', theme: 'day', textScale: s })),
        scale,
      );
      // from these seeds, a unit to activate sat in the sea under the map's foot (steps 23 and 20 before the fix)
      const board = await openFile(page, base, await sessionFile(`in-sight-${scale}`, `In sight ${scale}`));
      const choose = policy(Rng.fromSeed('in-sight'));
      let checked = 0;
      for (let i = 0; i < 40; i++) {
        await settled(page);
        const s = await snapshot(page);
        if (s.phase === 'over') break;
        const { count, cut } = await cutTargets(page);
        // the Operation Flashlamp set-up highlights most of the map: more spaces than any screen holds at a readable zoom
        if (count > 0 && count <= 12) {
          checked++;
          if (cut.length) await page.screenshot({ path: `${SHOTS}/crowbar-cut-portrait-${scale}-${i}.png` });
          expect(cut, `step ${i} (${s.phase}, ${s.top ?? ''}): ${count} highlighted`).toEqual([]);
        }
        await play(page, board, s, choose(s));
      }
      expect(checked).toBeGreaterThanOrEqual(8);
      expect(errors).toEqual([]);
      await context.close();
    }, 300_000);

  for (const { tag: size, viewport } of SIZES)
    for (const scale of TEXT_SCALES)
      it(`at ${viewport.width}x${viewport.height}, text size ${scale}: neither the page, the board area nor the side panel scrolls, from the set-up through a decision, its odds and its result, and on the German player's screen`, async () => {
        const { context, page, errors } = await newPage(viewport);
        await context.addInitScript(
          (s) => localStorage.setItem('umpire.settings', JSON.stringify({ dice: 'roll', theme: 'day', textScale: s })),
          scale,
        );
        const tag = scale === 1 ? size : `${size}-text${scale}`;
        const watch = new Watch(page, tag);

        // Solitaire: the set-up (Operation Flashlamp), the landing, then turns until a roll's result is shown.
        let board = await openFile(page, base, await sessionFile(`fit-${tag}`, `Fit ${tag}`));
        const choose = policy(Rng.fromSeed(`fit-${tag}`));
        await watch.check('setup');
        // The key to the map opens over the map, not under it.
        await board.getByRole('button', { name: 'Key to the map' }).click();
        await board.getByRole('region', { name: 'Key to the map' }).getByText('Rangers (square)').waitFor();
        await watch.check('key');
        await board.getByRole('button', { name: 'Close the key' }).click();
        let results = 0;
        let unfolded = false;
        // Three results at text size 1; at 1.3, whose screens are the same steps in larger words, until one result
        // and both kinds of play step are seen.
        const enough = (): boolean =>
          scale > 1 ? results > 0 && watch.seen.has('play-dice') && watch.seen.has('play-decision') : results >= 3;
        for (let i = 0; i < 160 && !enough(); i++) {
          const s = await snapshot(page);
          if (s.phase === 'over') break;
          await watch.check(s.phase === 'play' ? `play-${s.top === 'unit' ? 'dice' : 'decision'}` : s.phase);
          // Where the map is the only place to choose, the line above it says so.
          if (s.choices.length && s.choices.every((c) => c.place === 'space'))
            expect
              .soft(
                await board.locator('umpire-crowbar-due').getByText('Tap a highlighted space').count(),
                `${s.phase}-${s.top ?? ''}`,
              )
              .toBeGreaterThan(0);
          if (s.phase === 'play' && !unfolded && size === 'landscape') {
            // Beside the dice the tracks fold to three lines; one tap unfolds them, another folds them again.
            const fold = board.getByRole('button', { name: /^Game tracks/ });
            expect(await fold.getAttribute('aria-expanded')).toBe('false');
            await fold.click();
            await board.getByRole('group', { name: 'Game tracks' }).getByText('June 7').waitFor();
            // Unfolded, the tracks are read whole: the panel may scroll then, never sideways.
            expect.soft(await sideways(page)).toBe(0);
            await page.screenshot({ path: `${SHOTS}/crowbar-fit-${tag}-tracks-unfolded.png` });
            await fold.click();
            unfolded = true;
          }
          const report = await play(page, board, s, choose(s), undefined, () => watch.check('odds'));
          if (report.odds) {
            results++;
            await watch.check('result');
          }
        }
        expect([...watch.seen.keys()]).toEqual(
          expect.arrayContaining(['setup', 'key', 'approach', 'play-dice', 'play-decision', 'odds', 'result']),
        );
        expect(unfolded).toBe(size === 'landscape');

        // Versus: the German player deploys in the open, then places his secret markers on his own screen.
        board = await openFile(
          page,
          base,
          await sessionFile(`fit-versus-${tag}`, `Fit versus ${tag}`, { mode: 'versus2' }),
        );
        const versus = policy(Rng.fromSeed(`fit-versus-${tag}`));
        let side = 'open';
        for (let i = 0; i < 60 && !watch.seen.has('versus-german-markers'); i++) {
          side = (await takeTablet(board)) ?? side;
          const s = await snapshot(page);
          await watch.check(`versus-${side}-${s.top === 'german-markers' ? 'markers' : 'deploy'}`);
          await play(page, board, s, versus(s));
        }
        expect(watch.seen.has('versus-german-markers')).toBe(true);
        // The German player took the tablet on the hand-over screen, which the board's map came back from: a drag
        // still pans the map (up, then down, in case one way is at the map's edge).
        const views: number[] = [await viewY(page)];
        for (const dy of [-80, 80]) {
          await dragStage(page, dy);
          views.push(await viewY(page));
        }
        expect(new Set(views).size, `the view's y after drags: ${views.join(', ')}`).toBeGreaterThan(1);

        // In portrait the map keeps most of the height the panels above and below it leave, at any text size.
        if (size === 'portrait')
          for (const phase of ['play-dice', 'play-decision'])
            expect(watch.mapHeight.get(phase), `the map's height at ${phase}`).toBeGreaterThanOrEqual(
              MAP_HEIGHT_PORTRAIT,
            );
        // In landscape the buttons of the line above the map keep to one row (beside its words, or under them).
        for (const [phase, o] of watch.seen)
          expect({ phase, ...o, moreRows: size === 'landscape' ? o.moreRows : 0 }).toEqual({
            phase,
            area: 0,
            page: 0,
            side: 0,
            cutLine: 0,
            moreRows: 0,
          });
        expect(errors).toEqual([]);
        await context.close();
      }, 600_000);
});
