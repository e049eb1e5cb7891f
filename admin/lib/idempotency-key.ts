/** A random key that lets one admin action be retried safely (the server answers a repeat with the first result). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return `admin-${crypto.randomUUID()}`;
  // Plain-http previews lack randomUUID (secure contexts only); getRandomValues is everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `admin-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
