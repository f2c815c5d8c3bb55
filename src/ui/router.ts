import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The screens of the app, read from the location hash so the back button and reloads just work. */
export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'session'; readonly id: string; readonly sub?: SessionSub }
  | { readonly name: 'tables'; readonly system: string; readonly table?: string }
  | { readonly name: 'settings' }
  /** Joining a shared session (src/ui/sync), with the room code from the QR code's link when given. */
  | { readonly name: 'join'; readonly code: string };

/** The screens inside a session: its rules notes and its quick reference (help). */
export type SessionSub = 'notes' | 'help';
const isSessionSub = (s: string | undefined): s is SessionSub => s === 'notes' || s === 'help';

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [head, a, b] = parts;
  if (head === 'session' && a) return isSessionSub(b) ? { name: 'session', id: a, sub: b } : { name: 'session', id: a };
  if (head === 'tables' && a) return b ? { name: 'tables', system: a, table: b } : { name: 'tables', system: a };
  if (head === 'settings') return { name: 'settings' };
  if (head === 'join') return { name: 'join', code: a ?? '' };
  return { name: 'home' };
}

export function routeHash(r: Route): string {
  switch (r.name) {
    case 'home':
      return '#/';
    case 'session':
      return `#/session/${encodeURIComponent(r.id)}${r.sub ? `/${r.sub}` : ''}`;
    case 'tables':
      return `#/tables/${encodeURIComponent(r.system)}${r.table ? `/${encodeURIComponent(r.table)}` : ''}`;
    case 'settings':
      return '#/settings';
    case 'join':
      return `#/join${r.code ? `/${encodeURIComponent(r.code)}` : ''}`;
  }
}

export function navigate(r: Route | string): void {
  const hash = typeof r === 'string' ? r : routeHash(r);
  if (location.hash !== hash) location.hash = hash;
}

/** Follows the location hash and re-renders its host on every change. */
export class RouteController implements ReactiveController {
  route: Route = parseRoute(location.hash);
  private readonly onHash = (): void => {
    this.route = parseRoute(location.hash);
    this.host.requestUpdate();
  };
  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }
  hostConnected(): void {
    window.addEventListener('hashchange', this.onHash);
    this.onHash();
  }
  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.onHash);
  }
}
