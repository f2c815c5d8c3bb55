import { networkInterfaces } from 'node:os';

/**
 * The addresses other devices can open: every IPv4 address of this machine's network interfaces, the local
 * network's first (a phone on the club's Wi-Fi reaches those), loopback last. When the server listens on one
 * address only, that address alone.
 */
export function joinAddresses(listenHost: string, port: number): string[] {
  const url = (host: string): string => `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
  if (listenHost !== '0.0.0.0' && listenHost !== '::') return [url(listenHost)];
  const lan: string[] = [];
  const loopback: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family !== 'IPv4') continue;
      (a.internal ? loopback : lan).push(url(a.address));
    }
  }
  return [...lan, ...loopback];
}
