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
 * Origins other than the app's own that it may connect to, e.g. 'wss://sync.example.org'. None: a session is
 * shared through the `umpire serve` that served the app, whose Yjs websocket is on the same host and port, and
 * 'self' matches ws: and wss: there (CSP Level 3). The club test checks a websocket anywhere else is refused.
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
