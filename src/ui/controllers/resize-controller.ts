import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Tracks the width of its host element, re-rendering when it changes (for charts drawn at pixel size). */
export class ResizeController implements ReactiveController {
  width = 0;
  private observer?: ResizeObserver;
  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }
  hostConnected(): void {
    this.observer = new ResizeObserver((entries) => {
      const w = Math.round(entries[0]?.contentRect.width ?? 0);
      if (w !== this.width) {
        this.width = w;
        this.host.requestUpdate();
      }
    });
    this.observer.observe(this.host);
  }
  hostDisconnected(): void {
    this.observer?.disconnect();
  }
}
