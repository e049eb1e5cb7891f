import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { compareImages, type Comparison } from './compare-images';

/**
 * The visual tests' screenshots against their committed baselines (decision 047, docs/testing.md
 * "Visual tests"). `UPDATE_VISUAL=1` (`npm run test:visual:update`) writes the baselines instead; in
 * any other run a missing baseline fails, and a failing screen's actual and diff PNGs are written to
 * test-results/visual/.
 */
export const BASELINE_DIR = path.resolve(import.meta.dirname, 'baselines');
export const VISUAL_RESULTS_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'visual');
export const UPDATING = process.env.UPDATE_VISUAL === '1';

/** The widths every screen is taken at: a small phone and a desktop. */
export const WIDTHS = [360, 1280] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 360: 800, 1280: 900 };

/**
 * A pixel differs when its colours are further apart than 0.1 on pixelmatch's YIQ scale (its
 * default: font smoothing's faint edges pass, any change of a text, border or background colour
 * does not); a screen differs when more than 0.1 % of its pixels do — about 1,150 of a 1280 × 900
 * screen: a line of text changed, a button moved by a few pixels, a missing stylesheet or an
 * unstyled dialog are each far more, rendering noise between runs none (docs/testing.md).
 */
export const VISUAL_THRESHOLDS = { colourThreshold: 0.1, maxDifferentFraction: 0.001 };

/** The colour of a masked box: no screen draws it, so a mask is never mistaken for the page. */
const MASK_COLOUR = '#FF00FF';

/** Stops what moves or blinks so two takes of one screen are the same (added to each page before its screenshot). */
const STILL_CSS = `*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; scroll-behavior: auto !important; }`;

const FONT_FILES = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '@fontsource', 'noto-sans-devanagari', 'files');
const LATIN_RANGES = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext': 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/**
 * The public site draws Latin letters with the machine's own face (its stack names Noto Sans
 * Devanagari first for Hindi only); the screenshots draw them with that family's bundled Latin
 * faces — those the admin ships — so no machine's fonts are in a baseline. Monospaced text takes
 * the same face: the project bundles no monospaced one.
 */
const BUNDLED_FONT_CSS = [400, 500, 600, 700, 900]
  .flatMap((weight) =>
    Object.entries(LATIN_RANGES).map(([subset, range]) => {
      const file = fs.readFileSync(path.join(FONT_FILES, `noto-sans-devanagari-${subset}-${weight}-normal.woff2`)).toString('base64');
      return `@font-face { font-family: "Noto Sans Devanagari"; font-weight: ${weight}; font-display: block; src: url(data:font/woff2;base64,${file}) format("woff2"); unicode-range: ${range}; }`;
    }),
  )
  .concat(':root { --font-mono: "Noto Sans Devanagari", monospace; }')
  .join('\n');

/**
 * Text that changes from run to run, written the same every run before the screenshot: a random
 * seed's or a date's width would otherwise move what follows it, masked or not. Each match becomes
 * `with`, or without it as many zeros as it has characters (a hash or code of fixed length).
 */
export interface SteadyText {
  pattern: RegExp;
  with?: string;
}

export interface ScreenOptions {
  /** Text nodes rewritten (see SteadyText) before each screenshot. */
  steady?: SteadyText[];
  /** What changes from run to run (dates, ids, the ticker, QR codes): drawn as a solid box. */
  mask?: (page: Page) => Locator[];
  /** The whole page (the default), or only the viewport. */
  fullPage?: boolean;
}

/**
 * The page at `width`: its requests answered (the header's balance and badges come after the page's
 * own content), resized, still, fonts loaded, two frames drawn.
 */
async function settle(page: Page, width: (typeof WIDTHS)[number]): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.setViewportSize({ width, height: HEIGHTS[width] });
  await page.addStyleTag({ content: `${BUNDLED_FONT_CSS}\n${STILL_CSS}` });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function steadyText(page: Page, rules: SteadyText[]): Promise<void> {
  const serialised = rules.map((rule) => ({ source: rule.pattern.source, flags: rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`, with: rule.with }));
  await page.evaluate((steady) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.textContent ?? '';
      for (const rule of steady) text = text.replace(new RegExp(rule.source, rule.flags), (match) => rule.with ?? '0'.repeat(match.length));
      if (text !== node.textContent) node.textContent = text;
    }
  }, serialised);
}

export async function takeScreen(page: Page, width: (typeof WIDTHS)[number], options: ScreenOptions = {}): Promise<Buffer> {
  await settle(page, width);
  // A viewport shot (a dialog over its page) from the top: where the click left the page scrolled depends on what loaded first.
  if (options.fullPage === false) await page.evaluate(() => window.scrollTo(0, 0));
  await steadyText(page, options.steady ?? []);
  return page.screenshot({ fullPage: options.fullPage ?? true, animations: 'disabled', caret: 'hide', mask: options.mask?.(page) ?? [], maskColor: MASK_COLOUR, scale: 'css' });
}

function describeComparison(name: string, result: Comparison): string {
  const size = result.sizeMatches ? '' : `, and the size changed (now within ${result.width} × ${result.height})`;
  return `${name}: ${result.differentPixels} pixels differ (${(result.differentFraction * 100).toFixed(2)} %, at most ${(VISUAL_THRESHOLDS.maxDifferentFraction * 100).toFixed(2)} % allowed)${size}`;
}

/** The comparison of `actual` with the baseline `name`, or null when it has none. */
export async function compareWithBaseline(name: string, actual: Buffer): Promise<Comparison | null> {
  const baseline = path.join(BASELINE_DIR, `${name}.png`);
  if (!fs.existsSync(baseline)) return null;
  return compareImages(fs.readFileSync(baseline), actual, VISUAL_THRESHOLDS);
}

/**
 * Takes the screen at every width and checks each against its baseline (or writes it, when
 * updating). A width that differs is a soft failure naming it (its PNGs written), so one run
 * reports every screen that changed, not only the first.
 */
export async function expectScreen(page: Page, name: string, options: ScreenOptions = {}): Promise<void> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    const screen = `${name}-${width}`;
    const actual = await takeScreen(page, width, options);
    if (UPDATING) {
      fs.mkdirSync(BASELINE_DIR, { recursive: true });
      fs.writeFileSync(path.join(BASELINE_DIR, `${screen}.png`), actual);
      continue;
    }
    const result = await compareWithBaseline(screen, actual);
    if (result?.matches) continue;
    fs.mkdirSync(VISUAL_RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(VISUAL_RESULTS_DIR, `${screen}-actual.png`), actual);
    if (!result) {
      problems.push(`${screen}: no baseline (tests/visual/baselines/${screen}.png); run \`npm run test:visual:update\` and look at it before committing`);
      continue;
    }
    fs.writeFileSync(path.join(VISUAL_RESULTS_DIR, `${screen}-diff.png`), await result.diffPng());
    problems.push(describeComparison(screen, result));
  }
  expect.soft(problems, `${name} (actual and diff images in test-results/visual/; if the change is intended: npm run test:visual:update)`).toEqual([]);
}
