import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Workbox } from 'workbox-window';

/** What the browser offers: an install prompt, and a new version waiting for the person to accept it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How often an open app looks for a new version, and how long it must have been since the last look for
 * coming back to the front to look again. */
const UPDATE_EVERY_MS = 60 * 60 * 1000;
const UPDATE_ON_SHOW_MS = 10 * 60 * 1000;

class PwaState extends EventTarget {
  installEvent?: BeforeInstallPromptEvent;
  updateWaiting = false;
  offlineReady = false;
  private wb?: Workbox;
  private reg?: ServiceWorkerRegistration;
  private lastCheck = Date.now();
  private reloading = false;

  start(): void {
    window.addEventListener('beforeinstallprompt', (e) => {
      e.preventDefault();
      this.installEvent = e as BeforeInstallPromptEvent;
      this.changed();
    });
    window.addEventListener('appinstalled', () => {
      this.installEvent = undefined;
      this.changed();
    });
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const wb = new Workbox('/sw.js', { scope: '/' });
    this.wb = wb;
    // A new version has installed and waits: say so, never reload on our own.
    wb.addEventListener('waiting', () => this.setWaiting());
    wb.addEventListener('installed', (e) => {
      if (!e.isUpdate && !e.isExternal) {
        this.offlineReady = true;
        this.changed();
      }
    });
    void wb
      .register()
      .then((reg) => {
        if (!reg) return;
        this.reg = reg;
        // workbox-window follows only the first update found after the page loaded: watch every later one
        // too, so a tablet left open through two releases still hears of the second.
        reg.addEventListener('updatefound', () => {
          const sw = reg.installing;
          sw?.addEventListener('statechange', () => {
            if (sw.state === 'installed' && reg.waiting === sw && reg.active) this.setWaiting();
          });
        });
        // Look for a new version now and then while the app stays open, and when it comes back to the front.
        setInterval(() => this.checkForUpdate(), UPDATE_EVERY_MS);
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible' && Date.now() - this.lastCheck > UPDATE_ON_SHOW_MS)
            this.checkForUpdate();
        });
      })
      .catch(() => undefined);
  }

  private setWaiting(): void {
    if (this.updateWaiting) return;
    this.updateWaiting = true;
    this.changed();
  }

  private checkForUpdate(): void {
    this.lastCheck = Date.now();
    void this.reg?.update().catch(() => undefined);
  }

  async install(): Promise<void> {
    const e = this.installEvent;
    if (!e) return;
    await e.prompt();
    await e.userChoice.catch(() => undefined);
    this.installEvent = undefined;
    this.changed();
  }

  /**
   * The person accepted the new version: let it take over, then reload once it has. A page the old version
   * controlled reloads when the new one takes control; a page no version controls yet (a first visit, with
   * the app open in another tab) reloads once the new one is active; and if another tab has already accepted
   * it, there is nothing left waiting and the page simply reloads into it.
   */
  acceptUpdate(): void {
    const reload = (): void => {
      if (this.reloading) return;
      this.reloading = true;
      window.location.reload();
    };
    const waiting = this.reg?.waiting;
    if (!waiting) return reload();
    navigator.serviceWorker.addEventListener('controllerchange', reload);
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') reload();
    });
    if (this.wb) this.wb.messageSkipWaiting();
    else waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  private changed(): void {
    this.dispatchEvent(new Event('change'));
  }
}

export const pwa = new PwaState();

export class PwaController implements ReactiveController {
  private readonly onChange = (): void => this.host.requestUpdate();
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  get state(): PwaState {
    return pwa;
  }
  hostConnected(): void {
    pwa.addEventListener('change', this.onChange);
  }
  hostDisconnected(): void {
    pwa.removeEventListener('change', this.onChange);
  }
}
