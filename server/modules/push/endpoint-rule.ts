import { isIP } from 'node:net';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The server POSTs to whatever endpoint a browser hands it, so an endpoint must look like a push
 * service: https on a named host — never an address literal or a local name, which could aim the
 * server at its own network. Outside production, plain http to this machine is allowed too, for the
 * local push-service stand-in of the tests (decision 042).
 */
export function isAllowedEndpoint(endpoint: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!isProduction && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host.includes('.') && !/\.(local|localhost|internal|home|lan)$/i.test(host) && host !== 'localhost';
}
