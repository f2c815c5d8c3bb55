import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Follows a media query (e.g. portrait or narrow screens) and re-renders its host when it flips. */
export class MediaController implements ReactiveController {
  matches = false;
  private mql?: MediaQueryList;
  private readonly onChange = (e: MediaQueryListEvent): void => {
    this.matches = e.matches;
    this.host.requestUpdate();
  };
  constructor(
    private readonly host: ReactiveControllerHost,
    query: string,
  ) {
    host.addController(this);
    if (typeof matchMedia === 'function') {
      this.mql = matchMedia(query);
      this.matches = this.mql.matches;
    }
  }
  hostConnected(): void {
    this.mql?.addEventListener('change', this.onChange);
    this.matches = this.mql?.matches ?? false;
  }
  hostDisconnected(): void {
    this.mql?.removeEventListener('change', this.onChange);
  }
}
