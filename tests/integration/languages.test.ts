import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../db/entities';
import { hindiText } from '../fixtures/hindi-catalogue';
import { checkEveryResponse } from './assertions';
import { createSpaStaticRoot, INDEX_HTML } from './spa-static-root';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/**
 * Issue 15, the server's side of the two languages: the request's language (the `lang` cookie,
 * else Accept-Language) picks the served HTML's lang, title and description, a new account's
 * language and its first e-mail; the account keeps its language for later e-mails.
 */
let t: TestServer;
let staticRoot: ReturnType<typeof createSpaStaticRoot>;

beforeAll(async () => {
  staticRoot = createSpaStaticRoot('languages');
  t = await createTestServer({}, { staticRoot: staticRoot.root });
});
afterAll(async () => {
  await t.close();
  staticRoot.remove();
});
checkEveryResponse(() => t);

const HINDI_BROWSER = 'hi-IN,hi;q=0.9,en;q=0.8';

function page(url: string, headers: Record<string, string> = {}) {
  return t.request('public', { method: 'GET', url, headers });
}

function htmlLang(html: string) {
  return /<html lang="([^"]*)"/.exec(html)?.[1];
}

function title(html: string) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function meta(html: string, attribute: 'name' | 'property', key: string) {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

async function storedLocale(email: string) {
  return (await t.server.orm.em.fork().findOneOrFail(User, { email })).locale;
}

describe('the served HTML follows the request language', () => {
  it('a Hindi browser gets lang="hi-IN", og:locale hi_IN and the Hindi words on the home page and a game page', async () => {
    const home = await page('/', { 'accept-language': HINDI_BROWSER });
    expect(home.statusCode).toBe(200);
    expect(htmlLang(home.body)).toBe('hi-IN');
    // The site's name is a brand in both languages; the description is Hindi.
    expect(title(home.body)).toBe('Honest Rewards');
    expect(meta(home.body, 'name', 'description')).toBe(hindiText('meta.home.description'));
    expect(meta(home.body, 'property', 'og:locale')).toBe('hi_IN');

    const game = await page('/daily-login', { 'accept-language': HINDI_BROWSER });
    expect(htmlLang(game.body)).toBe('hi-IN');
    expect(title(game.body)).toBe(`${hindiText('meta.daily-login.title')} · Honest Rewards`);
    expect(meta(game.body, 'property', 'og:title')).toBe(`${hindiText('meta.daily-login.title')} · Honest Rewards`);
    const spin = await page('/spin-and-win', { 'accept-language': HINDI_BROWSER });
    expect(meta(spin.body, 'name', 'description')).toMatch(/^छोटे इनाम के लिए व्हील घुमाएँ।/);
  });

  it('without a preference the words are English, as before', async () => {
    const home = await page('/');
    expect(htmlLang(home.body)).toBe('en-IN');
    expect(meta(home.body, 'name', 'description')).toBe('Honest Rewards: free games and daily rewards for gamers in India, with published odds and real payouts.');
    expect(meta(home.body, 'property', 'og:locale')).toBe('en_IN');
    expect(title((await page('/daily-login')).body)).toBe('Daily Login Rewards · Honest Rewards');
    expect(title((await page('/blog')).body)).toBe('Finance Blog · Honest Rewards');
    // A page without tags of its own keeps the shell exactly as built.
    expect((await page('/contact')).body).toBe(INDEX_HTML);
  });

  it('the lang cookie beats Accept-Language; a cookie naming no language of ours is ignored', async () => {
    const english = await page('/daily-login', { 'accept-language': HINDI_BROWSER, cookie: 'lang=en' });
    expect(htmlLang(english.body)).toBe('en-IN');
    expect(title(english.body)).toBe('Daily Login Rewards · Honest Rewards');
    const hindi = await page('/daily-login', { 'accept-language': 'en-GB,en;q=0.9', cookie: 'lang=hi' });
    expect(title(hindi.body)).toBe(`${hindiText('meta.daily-login.title')} · Honest Rewards`);
    const unknown = await page('/daily-login', { 'accept-language': HINDI_BROWSER, cookie: 'lang=fr' });
    expect(htmlLang(unknown.body)).toBe('hi-IN');
  });

  it('pages without tags of their own and blog posts from the database still get the language; stored titles stay as stored', async () => {
    const contact = await page('/contact', { cookie: 'lang=hi' });
    expect(htmlLang(contact.body)).toBe('hi-IN');
    expect(title(contact.body)).toBe('Honest Rewards');
    const missing = await page('/blog/no-such-post', { cookie: 'lang=hi' });
    expect(missing.statusCode).toBe(404);
    expect(title(missing.body)).toBe('ब्लॉग पोस्ट नहीं मिली · Honest Rewards');
  });

  it('HTML answers vary by Cookie and Accept-Language; the CSP still allows no inline script', async () => {
    const home = await page('/', { 'accept-language': HINDI_BROWSER });
    const vary = String(home.headers.vary).toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
    expect(String(home.headers['content-security-policy'])).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(home.body.match(/<script\b/g)).toHaveLength(1);
    expect(home.body).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    // The admin SPA is English and untouched.
    const admin = await t.request('admin', { method: 'GET', url: '/', headers: { 'accept-language': HINDI_BROWSER } });
    expect(admin.body).toBe(INDEX_HTML);
  });
});

describe('the account keeps its language', () => {
  it('registration stores the request language and sends the verification mail in it', async () => {
    const email = `hindi-${Date.now()}@example.com`;
    const response = await t.trpcMutation('public', 'auth.register', { name: 'Asha', email, password: 'a-good-password', ageConfirmed: true }, { cookie: 'lang=hi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedLocale(email)).toBe('hi');
    const mail = await t.latestMailTo(email);
    expect(mail?.subject).toBe('अपना ईमेल पता वेरिफ़ाई करें');
    expect(mail?.text).toMatch(/^नमस्ते Asha,\n\n/);
    expect(mail?.text).toContain('मेरा ईमेल वेरिफ़ाई करें: ');
    expect(mail?.html).toContain('<p>नमस्ते Asha,</p>');
  });

  it('an English registration (Accept-Language only) keeps today’s English mail word for word', async () => {
    const email = `english-${Date.now()}@example.com`;
    const response = await t.request('public', {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.5' },
      payload: { name: 'Ravi', email, password: 'a-good-password', ageConfirmed: true },
    });
    expect(response.statusCode).toBe(201);
    expect(await storedLocale(email)).toBe('en');
    const mail = await t.latestMailTo(email);
    expect(mail?.subject).toBe('Verify your e-mail address');
    const url = /Verify my e-mail: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(mail?.text).toBe(
      `Hi Ravi,\n\nPlease confirm this e-mail address to start earning and withdrawing rewards.\n\nVerify my e-mail: ${url}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this message.\n`,
    );
  });

  it('account.setLanguage changes the stored language, the current user and later mails; bad input is 400, signed out 401', async () => {
    const user = await t.createUser();
    const before = trpcData(await t.trpcQuery('public', 'auth.me', undefined, { token: user.token }));
    expect(before.locale).toBe('en');

    const set = await t.trpcMutation('public', 'account.setLanguage', { locale: 'hi' }, { token: user.token });
    expect(set.statusCode, set.body).toBe(200);
    expect(trpcData(set)).toEqual({ locale: 'hi' });
    expect(await storedLocale(user.email)).toBe('hi');
    // The session was read (and cached) before the change: the current user still follows it at once.
    expect(trpcData(await t.trpcQuery('public', 'auth.me', undefined, { token: user.token })).locale).toBe('hi');

    // Later than the verification mail, so it is the newest one (the test clock stands still otherwise).
    t.clock.advance(1000);
    await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    expect((await t.latestMailTo(user.email))?.subject).toBe('अपना पासवर्ड रीसेट करें');

    for (const input of [{ locale: 'fr' }, { locale: 'HI' }, {}, { locale: 'hi', extra: true }]) {
      const bad = await t.trpcMutation('public', 'account.setLanguage', input, { token: user.token });
      expect(bad.statusCode, JSON.stringify(input)).toBe(400);
      expect(trpcError(bad).data.code).toBe('BAD_REQUEST');
    }
    const signedOut = await t.trpcMutation('public', 'account.setLanguage', { locale: 'en' });
    expect(signedOut.statusCode).toBe(401);
    expect(await storedLocale(user.email)).toBe('hi');
  });

  it('signing in with a lang cookie stores that language; without one the account keeps its own', async () => {
    const user = await t.createUser();
    const withCookie = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { cookie: 'lang=hi' });
    expect(withCookie.statusCode, withCookie.body).toBe(200);
    expect(trpcData(withCookie).user.locale).toBe('hi');
    expect(await storedLocale(user.email)).toBe('hi');

    const withoutCookie = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { headers: { 'accept-language': 'en' } });
    expect(trpcData(withoutCookie).user.locale).toBe('hi');
    const unknownCookie = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { cookie: 'lang=xx' });
    expect(trpcData(unknownCookie).user.locale).toBe('hi');
    expect(await storedLocale(user.email)).toBe('hi');
  });

  it('the current user carries its language (session probe and me)', async () => {
    const user = await t.createUser();
    expect(trpcData(await t.trpcQuery('public', 'auth.session', undefined, { token: user.token })).locale).toBe('en');
    expect(trpcData(await t.trpcQuery('public', 'auth.me', undefined, { token: user.token })).locale).toBe('en');
  });
});
