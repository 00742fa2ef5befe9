import { BlockList, isIP } from 'node:net';

// Loopback: what only the machine itself can be. The outbox answers only loopback clients, the Klarna sandbox
// runs by itself only on a loopback PUBLIC_URL, and a loopback shop may be opened under any loopback name.

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
// IPv4-mapped IPv6 (::ffff:127.x.y.z): a dual-stack socket's view of an IPv4 loopback client.
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** Whether an IP address (as Fastify's `request.ip` gives it; brackets and zone ids allowed) is loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  return LOOPBACK.check(bare, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether a host name (no port) names this machine: `localhost`, `*.localhost` (RFC 6761) or a loopback IP. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/** Whether a URL's origin is on this machine (e.g. PUBLIC_URL http://localhost:8080); false for no URL. */
export function isLoopbackOrigin(url: string): boolean {
  try {
    return isLoopbackHostname(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * The origins a loopback URL is reached at: its own, and the same scheme and port under the other loopback
 * names a browser may use (localhost, 127.0.0.1, [::1]). A URL that is not loopback has only its own origin.
 */
export function loopbackAliasOrigins(url: string): string[] {
  const parsed = new URL(url);
  if (!isLoopbackHostname(parsed.hostname)) return [parsed.origin];
  const port = parsed.port ? `:${parsed.port}` : '';
  const aliases = ['localhost', '127.0.0.1', '[::1]'].map((host) => `${parsed.protocol}//${host}${port}`);
  return [...new Set([parsed.origin, ...aliases])];
}
