import fs from 'node:fs';

/** Keeps Chromium off the (closed) network: no background fetches, updates or sync. */
export const QUIET_FLAGS = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--no-sandbox'];

/**
 * Chromium from CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the @sparticuz/chromium npm
 * package. `packaged` asks for the package's always: the visual tests compare pixels with baselines
 * it drew (decision 047), and another build of Chromium draws other pixels.
 */
export async function resolveChromium(options: { packaged?: boolean } = {}): Promise<{ executablePath: string; args: string[] }> {
  if (!options.packaged && process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args: QUIET_FLAGS };
  if (!options.packaged && fs.existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: QUIET_FLAGS };
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), args: [...packaged.args, ...QUIET_FLAGS] };
}
