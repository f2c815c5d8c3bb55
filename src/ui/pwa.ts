import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Workbox } from 'workbox-window';

/** What the browser offers: an install prompt, and a new version waiting for the person to accept it. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

class PwaState extends EventTarget {
  installEvent?: BeforeInstallPromptEvent;
  updateWaiting = false;
  offlineReady = false;
  private wb?: Workbox;

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
    wb.addEventListener('waiting', () => {
      this.updateWaiting = true;
      this.changed();
    });
    wb.addEventListener('installed', (e) => {
      if (!e.isUpdate) {
        this.offlineReady = true;
        this.changed();
      }
    });
    void wb.register().then((reg) => {
      // Look for a new version now and then while the app stays open.
      if (reg) setInterval(() => void reg.update().catch(() => undefined), 60 * 60 * 1000);
    }).catch(() => undefined);
  }

  async install(): Promise<void> {
    const e = this.installEvent;
    if (!e) return;
    await e.prompt();
    await e.userChoice.catch(() => undefined);
    this.installEvent = undefined;
    this.changed();
  }

  /** The person accepted the new version: let it take over, then reload once it controls the page. */
  acceptUpdate(): void {
    const wb = this.wb;
    if (!wb) return;
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
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
