import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How near its foot, in CSS px, a panel counts as scrolled to the end. */
const SLACK = 6;
/** How much of the panel's visible height one tap on the sign scrolls. */
const PAGE = 0.8;

/**
 * Whether a scrolling panel holds more below its fold, kept up to date as it scrolls, as it or anything in it
 * changes size, and as the host draws it again: the board shows a "More below" sign at the panel's foot then, so
 * a control cut in half there never passes for the end of the panel.
 */
export class MoreBelow implements ReactiveController {
  shown = false;
  private panelSeen?: HTMLElement;
  private readonly sizes = new ResizeObserver(() => this.check());

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly panel: () => HTMLElement | null | undefined,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const el = this.panel();
    if (el !== this.panelSeen) {
      this.panelSeen?.removeEventListener('scroll', this.check);
      el?.addEventListener('scroll', this.check, { passive: true });
      this.panelSeen = el ?? undefined;
    }
    // the panel and what it holds now: a part of it grows on its own too (a roll card opening its dice entry)
    this.sizes.disconnect();
    for (const part of el ? [el, ...el.children] : []) this.sizes.observe(part);
    this.check();
  }

  hostDisconnected(): void {
    this.sizes.disconnect();
    this.panelSeen?.removeEventListener('scroll', this.check);
    this.panelSeen = undefined;
  }

  /** Scrolls the panel down by most of what it shows. */
  next(): void {
    const el = this.panel();
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el?.scrollBy({ top: el.clientHeight * PAGE, behavior: still ? 'auto' : 'smooth' });
  }

  private readonly check = (): void => {
    const el = this.panel();
    const more = !!el && el.scrollHeight - el.scrollTop - el.clientHeight > SLACK;
    if (more === this.shown) return;
    this.shown = more;
    this.host.requestUpdate();
  };
}
