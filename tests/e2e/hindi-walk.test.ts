import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '#contract/site/public-routes';
import { signInUser, useE2eSession } from './browser';
import { callApi, createE2eUser, expectStatus, type E2eUser } from './factory';
import contentHi from '#i18n/messages/content/hi.json';
import gamesHi from '#i18n/messages/games/hi.json';
import storeHi from '#i18n/messages/store/hi.json';

/**
 * Issue 29's Hindi walk: every public route, in Hindi, signed out and signed in, and a few states a
 * route only shows after a click (an app's dialog, a product's buy dialog, a played game). Every
 * text the page shows — visible text nodes, and the words assistive technology reads (aria-label,
 * placeholder, alt, title, the document title) — must be Hindi: no Latin-script word left once the
 * names below, the person's own name and e-mail, numbers and codes are taken out. Content the site
 * has only in English (an article with no Hindi version) is allowed when it is marked `lang="en"`.
 */
const e2e = useE2eSession('hindi-walk', { userContext: { serviceWorkers: 'block' }, ignoreConsole: /status of 401/ });

/**
 * Names people say in Latin letters in both languages (docs/hindi-style.md), and the units and
 * formats `Intl` writes for hi-IN. Each is a name, not a sentence: a Hindi page that shows one is
 * still a Hindi page. Longest first, so «Google Play» is taken out before «Play».
 */
const NAMES_KEPT_IN_LATIN = [
  // The site's own name.
  'Honest Rewards',
  // Companies, stores, platforms and apps whose gift cards, pages and share buttons the site shows.
  'Google Play', 'Play Store', 'App Store', 'Google', 'Apple', 'Android', 'iOS', 'Free Fire', 'Garena', 'WhatsApp', 'YouTube',
  // Payments: the provider and the payment method, as the checkout names them.
  'Razorpay', 'UPI',
  // The membership's name, the Free Fire player id, and the time zone every reset is stated in.
  'VIP', 'UID', 'IST',
  // The browsers and systems a signed-in device is named by on /settings (server/modules/auth/user-agent-summary.ts).
  'Edge', 'Opera', 'Samsung Internet', 'Firefox', 'Chrome', 'Safari', 'Windows', 'macOS', 'ChromeOS', 'Linux',
  // Standard names: the fairness page's algorithms, the password hash the privacy page names, the
  // format of the account's data download.
  'HMAC-SHA256', 'SHA-256', 'argon2id', 'JSON',
  // The finance blog: products, the regulator, an index and a check by the names Hindi finance
  // writing keeps for them.
  'EMI', 'SIP', 'ELSS', 'KYC', 'SEBI', 'Nifty',
];

/** Numbers, amounts, codes, hashes, e-mail addresses and web addresses: not words in any language. */
const NOT_WORDS = [
  // The half of the day as Intl writes times for hi-IN («12:15 am»), before the digits go.
  /\d\s?[ap]m\b/g,
  /\S+@\S+\.\S+/g,
  /\bhttps?:\/\/\S+/g,
  /\b[\w-]+\.(?:com|in|org|net|local)\b\S*/g,
  // A code or id: upper case letters with digits or dashes (DEMO-GPLAY-0010-1, HR7K2P).
  /\b(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g,
  // A hash or seed (hex).
  /\b[0-9a-f]{12,}\b/g,
];

/**
 * Names the site's own data gives things, which are names in any language: the catalogue's apps
 * and the sponsored partners an admin configured.
 */
async function dataNames(): Promise<string[]> {
  const catalogue = await expectStatus('catalogue', callApi(`${e2e.app.publicUrl}/api/catalogue`));
  const apps = (catalogue.groups as Array<{ items: Array<{ title: string }> }>).flatMap((group) => group.items.map((item) => item.title));
  const content = await (await fetch(`${e2e.app.publicUrl}/trpc/settings.content`)).json();
  const partners = (content.result.data.json.sponsoredPartners as Array<{ name: string }>).map((partner) => partner.name);
  return [...apps, ...partners];
}

/** The walk's concrete addresses for the routes that take a parameter. */
async function concreteRoutes(): Promise<string[]> {
  const posts = await expectStatus('blog list', callApi(`${e2e.app.publicUrl}/api/blog`));
  const firstPost = (posts.posts ?? posts)[0];
  const postId = firstPost?.id ?? firstPost?._id ?? firstPost?.slug;
  if (!postId) throw new Error(`no seeded blog post to walk: ${JSON.stringify(posts).slice(0, 200)}`);
  return [
    ...PUBLIC_ROUTES.map((route) => {
      if (route === '/blog/$id') return `/blog/${postId}`;
      if (route === '/task/$') return '/task';
      return route;
    }),
    // The not-found page.
    '/no-such-page',
  ];
}

interface EnglishText {
  text: string;
  where: string;
}

/** The page's English: each text it shows or reads out that still has a Latin word once the allowed ones are out. */
function englishOnPage(page: Page, allowed: string[]): Promise<EnglishText[]> {
  return page.evaluate(
    ({ allowed, notWords }) => {
      const patterns = notWords.map((source) => new RegExp(source, 'g'));
      const escaped = allowed.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const names = new RegExp(`(?:${escaped.join('|')})`, 'g');
      const hasEnglish = (text: string) => {
        let rest = text.replace(names, ' ');
        for (const pattern of patterns) rest = rest.replace(pattern, ' ');
        return /[A-Za-z]{2,}/.test(rest);
      };
      // A name split over elements («Honest <span>Rewards</span>») is judged with its whole line of text.
      const LINE = 'h1, h2, h3, h4, h5, h6, p, li, td, th, dt, dd, a, button, label, legend, caption, figcaption, blockquote';
      const isEnglish = (text: string, element?: Element) => hasEnglish(text) && (!element || hasEnglish((element.closest(LINE) ?? element).textContent ?? ''));
      const markedEnglish = (element: Element | null) => (element?.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('en');
      const describe = (element: Element) => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement) {
          parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`);
        }
        return parts.join(' > ');
      };
      const found: { text: string; where: string }[] = [];
      if (isEnglish(document.title)) found.push({ text: document.title, where: 'document title' });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        const parent = node.parentElement;
        // A <code> holds a code to copy (a referral code), not words.
        if (!text || !parent || parent.closest('script, style, noscript, template, code') || markedEnglish(parent)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
        if (isEnglish(text, parent)) found.push({ text, where: describe(parent) });
      }
      for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
        if (markedEnglish(element)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
          const text = element.getAttribute(attribute);
          if (text && isEnglish(text)) found.push({ text, where: `${describe(element)} [${attribute}]` });
        }
      }
      return found;
    },
    { allowed, notWords: NOT_WORDS.map((pattern) => pattern.source) },
  );
}

/** The page's own content is in: a main landmark with text, nothing still marked busy, the Hindi document. */
async function settled(page: Page): Promise<void> {
  await page.locator('html[lang="hi-IN"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && (main.textContent ?? '').trim().length > 0 && !document.querySelector('[aria-busy="true"]');
  });
}

/** Walks the routes in Hindi; returns each English text found, with its route. */
async function walk(page: Page, routes: readonly string[], allowed: string[], label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(`${e2e.app.publicUrl}${route}`);
    await settled(page);
    problems.push(...(await englishOnPage(page, allowed)).map(({ text, where }) => `${label} ${route} (${new URL(page.url()).pathname}) ${where}: ${JSON.stringify(text)}`));
  }
  return problems;
}

/** The words the walk clicks, from the Hindi catalogue (never restated). */
const HINDI: Record<string, unknown> = { ...contentHi, ...gamesHi, ...storeHi };
function hindi(key: string): string {
  const text = HINDI[key];
  if (typeof text !== 'string') throw new Error(`no plain Hindi text for ${key}`);
  return text;
}

/** What the page shows after a click, checked like a route; `show` clicks and waits for the new state. */
async function checkState(page: Page, allowed: string[], label: string, route: string, show: () => Promise<void>): Promise<string[]> {
  await page.goto(`${e2e.app.publicUrl}${route}`);
  await settled(page);
  await show();
  await settled(page);
  return (await englishOnPage(page, allowed)).map(({ text, where }) => `${label} ${route} ${where}: ${JSON.stringify(text)}`);
}

async function chooseHindi(): Promise<void> {
  await e2e.user.context().addCookies([{ name: 'lang', value: 'hi', url: e2e.app.publicUrl }]);
}

async function allowedFor(user?: E2eUser): Promise<string[]> {
  return [...(user ? [user.name, user.email] : []), ...(await dataNames()), ...NAMES_KEPT_IN_LATIN].sort((a, b) => b.length - a.length);
}

const WALK_TIMEOUT_MS = 240_000;

describe('the public site in Hindi', () => {
  it('every route signed out shows no English outside names and content marked lang="en"', async () => {
    await chooseHindi();
    const problems = await walk(e2e.user, await concreteRoutes(), await allowedFor(), 'signed out');
    expect(problems).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it('every route signed in shows no English outside names and content marked lang="en"', async () => {
    const user = await createE2eUser(e2e.app, { balanceRupees: 50 });
    await signInUser(e2e.user, e2e.app, user);
    await chooseHindi();
    const problems = await walk(e2e.user, await concreteRoutes(), await allowedFor(user), 'signed in');
    expect(problems).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it('what a click shows — a spin, a flip, a scratch card, the buy dialog, an app dialog — and the pages that list plays afterwards — shows no English either', async () => {
    const user = await createE2eUser(e2e.app, { balanceRupees: 50 });
    await signInUser(e2e.user, e2e.app, user);
    await chooseHindi();
    const page = e2e.user;
    const allowed = await allowedFor(user);
    const problems = [
      ...(await checkState(page, allowed, 'after a spin', '/spin-and-win', async () => {
        await page.getByRole('button', { name: hindi('games.spin.button') }).click();
        await page.getByRole('dialog').waitFor();
      })),
      ...(await checkState(page, allowed, 'after a flip', '/flip-coin', async () => {
        await page.getByRole('button', { name: hindi('games.flip.side-head'), exact: true }).click();
        await page.getByRole('button', { name: hindi('games.flip.button') }).click();
        await page.getByRole('img', { name: new RegExp(hindi('games.flip.coin-landed').replace('{side}', '.+')) }).waitFor();
      })),
      ...(await checkState(page, allowed, 'after a scratch card', '/scratch-card', async () => {
        await page.getByRole('button', { name: hindi('games.scratch.reveal') }).click();
        await page.getByText(hindi('games.scratch.next-card')).waitFor();
      })),
      ...(await checkState(page, allowed, 'the buy dialog', '/redeem', async () => {
        await page.locator('main').getByRole('button', { name: new RegExp(hindi('store.buy')) }).first().click();
        await page.getByRole('dialog').waitFor();
      })),
      ...(await checkState(page, allowed, 'an app dialog', '/youtube-app', async () => {
        const download = new RegExp(`^(${hindi('content.catalogue.download-first')}|${hindi('content.catalogue.download-app')})`);
        await page.locator('main article').first().getByRole('button', { name: download }).first().click();
        await page.getByRole('dialog').waitFor();
      })),
      // The plays just made, listed with their proofs and in the wallet's history.
      ...(await walk(page, ['/fairness', '/wallet/history', '/redeem-history'], allowed, 'after playing')),
    ];
    expect(problems).toEqual([]);
  }, WALK_TIMEOUT_MS);
});
