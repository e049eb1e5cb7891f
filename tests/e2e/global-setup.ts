import { resolveChromium } from './chromium';

/**
 * The packaged Chromium unpacks itself into the temporary folder on first use; done here once,
 * before the files that run side by side each launch a browser (two unpacking at once would write
 * the same executable).
 */
export default async function setup() {
  await resolveChromium();
}
