/**
 * The Content-Security-Policy of the built app (a <meta> tag added to index.html at build time; the dev
 * server goes without, as its hot reload needs inline script and a websocket).
 *
 * - Scripts only from the app's own origin: no inline script, no eval, no string-to-code.
 * - Connections only to the app's own origin, and to SYNC_CONNECT_ORIGINS.
 * - Styles may be inline: Lit templates and the boards set `style` attributes. A style cannot run script, and
 *   with connections and images held to this origin it cannot send anything away either.
 */

/**
 * Where the later sync feature (sessions shared through `umpire serve`, Yjs over a websocket) may connect,
 * e.g. 'ws://umpire.local:4321'. Empty until that feature exists: nothing but this origin is reachable.
 */
export const SYNC_CONNECT_ORIGINS: readonly string[] = [];

export function contentSecurityPolicy(): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...SYNC_CONNECT_ORIGINS],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
