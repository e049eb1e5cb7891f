import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, Page } from '../../db/entities';
import { SECOND_MS } from '../../server/clock';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { showCapabilityBlocks } from '#contract/content/capability-blocks';
import { seedPages } from '../../server/seeds/pages';
import { checkEveryResponse, expectRestError } from './assertions';
import { createTestServer, PAYMENTS_CONFIGURED, trpcData, trpcError, type TestServer } from './harness';

/** Issue 16: the editable pages in English and Hindi, read in the visitor's language, edited per language. */

let t: TestServer;
let admin: string;
let email: string;
beforeAll(async () => {
  t = await createTestServer(PAYMENTS_CONFIGURED);
  admin = await t.adminToken();
  email = (await readPage('about', 'en')).content.match(/Write to (\S+)\.$/)![1]!;
});
afterAll(() => t.close());
checkEveryResponse(() => t);

type PageView = { slug: string; locale: string; title: string; content: string; updatedAt: string };

/** A page as a visitor whose language cookie says `lang` reads it. */
async function readPage(slug: string, lang: 'en' | 'hi', target: TestServer = t): Promise<PageView> {
  return trpcData<PageView>(await target.trpcQuery('public', 'pages.get', { slug }, { cookie: `lang=${lang}` }));
}
function setStore(enabled: boolean) {
  return t.trpcMutation('admin', 'capabilities.set', { capability: 'store', enabled }, { token: admin });
}
function setReferrals(enabled: boolean) {
  return t.trpcMutation('admin', 'capabilities.set', { capability: 'referrals', enabled }, { token: admin });
}
/** One switch after the other: each write stores every switch, so two at once would lose one. */
async function setTasksAndOfferwalls(enabled: boolean): Promise<number[]> {
  const statuses: number[] = [];
  for (const capability of ['tasks', 'offerwalls']) statuses.push((await t.trpcMutation('admin', 'capabilities.set', { capability, enabled }, { token: admin })).statusCode);
  return statuses;
}
/** A page's text as shipped before some capability's blocks: the same text without them. */
function withoutBlocks(content: string, ...capabilities: string[]): string {
  return capabilities.reduce((text, name) => text.replace(new RegExp(`\\n\\n\\[\\[${name}\\]\\][\\s\\S]*?\\[\\[/${name}\\]\\]`), ''), content);
}
/** The texts shipped before issue 19 had no VIP blocks, and said that nothing on the site costs money. */
/** The Terms as shipped before issue 30 said that balances never expire and that a change giving less is announced (decision 044). */
function beforeNoticeOfChanges(content: string): string {
  return content
    .replace(' Your balance never expires: it stays yours for as long as your account exists.', '')
    .replace(' आपका बैलेंस कभी खत्म (एक्सपायर) नहीं होता: जब तक आपका अकाउंट है, यह आपका रहता है।', '')
    .replace(
      /5\. We may change prices, reward amounts and games for the future\. A change that gives you less [^.]*\. Balances/,
      '5. We may change reward amounts and games for the future; balances',
    )
    .replace(/5\. हम आगे के लिए कीमतें, रिवॉर्ड की रक़में और गेम बदल सकते हैं। जिस बदलाव से आपको कम मिले [^।]*। जो बैलेंस/, '5. हम आगे के लिए रिवॉर्ड की रक़में और गेम बदल सकते हैं; जो बैलेंस');
}
/** The Hindi as shipped before the site's own names were Hindi (issue 29): the game and the fairness page by their English names. */
function beforeHindiNames(content: string): string {
  return beforeNoticeOfChanges(content).replaceAll('डेली लॉगिन', 'Daily Login').replace('«निष्पक्षता की जाँच» पेज', 'Provably fair पेज');
}
function beforeVip(content: string): string {
  return withoutBlocks(beforeHindiNames(content), 'vip')
    .replace('- Games, the daily login and promo codes never cost money, and', '- Nothing on the site costs money, and')
    .replace('- गेम, Daily Login और प्रोमो कोड के लिए कभी पैसे नहीं लगते, और', '- साइट पर किसी भी चीज़ के लिए पैसे नहीं लगते, और')
    .replace(
      'Earning on Honest Rewards never costs real money: games, the daily login and promo codes are free, so there is nothing to refund for them.',
      'Nothing on Honest Rewards costs real money: you never pay us, so there is no payment to refund.',
    )
    .replace(
      'Honest Rewards पर कमाई के लिए कभी असली पैसे नहीं लगते: गेम, Daily Login और प्रोमो कोड फ़्री हैं, इसलिए उनके लिए रिफ़ंड करने को कुछ है ही नहीं।',
      'Honest Rewards पर किसी भी चीज़ के लिए असली पैसे नहीं लगते: आप हमें कभी भुगतान नहीं करते, इसलिए रिफ़ंड करने के लिए कोई भुगतान है ही नहीं।',
    );
}
/** The texts shipped before issue 18 had no tasks or offerwalls blocks (nor VIP's). */
function beforeTasks(content: string): string {
  return withoutBlocks(beforeVip(content), 'tasks', 'offerwalls');
}
function setVip(enabled: boolean) {
  return t.trpcMutation('admin', 'capabilities.set', { capability: 'vip', enabled }, { token: admin });
}
function editPage(input: Record<string, unknown>) {
  return t.trpcMutation('admin', 'pages.update', input, { token: admin });
}

describe('reading a page in the visitor’s language', () => {
  it('a Hindi visitor reads the Hindi text; its store block follows the store switch exactly as the English one does', async () => {
    const seeded = seedPages(email);
    for (const slug of ['about', 'terms', 'refund-policy'] as const) {
      expect(seeded[slug].contentHi, slug).toContain('[[store]]');
      const hindi = await readPage(slug, 'hi');
      expect(hindi).toMatchObject({ slug, locale: 'hi', title: seeded[slug].titleHi, content: showCapabilityBlocks(seeded[slug].contentHi, ALL_CAPABILITIES_OFF) });
      expect(hindi.content, slug).not.toMatch(/स्टोर|डायमंड|\[\[/);
      expect(await readPage(slug, 'en')).toMatchObject({ locale: 'en', title: seeded[slug].title });
    }
    expect((await readPage('about', 'hi')).content).toContain(`${email} पर लिखें।`);

    expect((await setStore(true)).statusCode).toBe(200);
    try {
      const about = await readPage('about', 'hi');
      expect(about.content).toContain('Google Play और App Store गिफ़्ट कार्ड और Free Fire डायमंड टॉप-अप');
      expect(about.content).not.toContain('[[');
      expect((await readPage('terms', 'hi')).content).toContain('«कोड नहीं चला»');
      expect((await readPage('refund-policy', 'hi')).content).toContain('रिवॉर्ड स्टोर के ऑर्डर:');
      expect((await readPage('terms', 'en')).content).toContain("Code didn't work");
    } finally {
      await setStore(false);
    }
  });

  it('the referral blocks follow the referrals switch in both languages', async () => {
    for (const slug of ['about', 'terms', 'refund-policy'] as const) {
      expect(await readPage(slug, 'en'), slug).not.toMatchObject({ content: expect.stringMatching(/referr|invit/i) });
      expect(await readPage(slug, 'hi'), slug).not.toMatchObject({ content: expect.stringMatching(/रेफ़रल|बुला/) });
    }
    expect((await setReferrals(true)).statusCode).toBe(200);
    try {
      expect((await readPage('about', 'en')).content).toContain('You can also invite friends with your own code or link.');
      expect((await readPage('about', 'hi')).content).toContain('आप अपने कोड या लिंक से दोस्तों को भी बुला सकते हैं।');
      const terms = await readPage('terms', 'en');
      expect(terms.content).toContain('never leads to an automatic ban');
      expect(terms.content).toContain('never goes below zero');
      expect(terms.content).toContain('the earnings that qualified them are reversed');
      expect(terms.content).not.toContain('[[');
      expect((await readPage('terms', 'hi')).content).toContain('रेफ़रल:');
      expect((await readPage('refund-policy', 'en')).content).toContain('Referral rewards:');
      expect((await readPage('refund-policy', 'hi')).content).toContain('रेफ़रल रिवॉर्ड:');
    } finally {
      await setReferrals(false);
    }
  });

  it('the tasks and offerwalls blocks follow their switches in both languages', async () => {
    for (const slug of ['about', 'terms', 'refund-policy'] as const) {
      expect(await readPage(slug, 'en'), slug).not.toMatchObject({ content: expect.stringMatching(/task|offerwall|partner/i) });
      expect(await readPage(slug, 'hi'), slug).not.toMatchObject({ content: expect.stringMatching(/टास्क|ऑफ़रवॉल|पार्टनर/) });
    }
    expect(await setTasksAndOfferwalls(true)).toEqual([200, 200]);
    try {
      expect((await readPage('about', 'en')).content).toContain('You can also earn by completing tasks on the Earning tasks page.');
      expect((await readPage('about', 'hi')).content).toContain('आप «कमाई वाले टास्क» पेज पर टास्क पूरे करके भी कमा सकते हैं।');
      const terms = await readPage('terms', 'en');
      expect(terms.content).toContain("A member of our team reviews every submission against the task's steps.");
      expect(terms.content).toContain('Screenshots you send as proof are seen only by our team.');
      expect(terms.content).toContain('the pending credit is cancelled');
      expect(terms.content).toContain('recorded as a debt, shown to you with the reason, and taken from what you earn next');
      expect(terms.content).not.toContain('[[');
      const termsHi = (await readPage('terms', 'hi')).content;
      expect(termsHi).toContain('टास्क:');
      expect(termsHi).toContain('पार्टनर ऑफ़रवॉल:');
      expect(termsHi).toContain('पेंडिंग क्रेडिट रद्द हो जाता है');
      expect((await readPage('refund-policy', 'en')).content).toContain('Task rewards:');
      expect((await readPage('refund-policy', 'en')).content).toContain('Partner offer rewards:');
      expect((await readPage('refund-policy', 'hi')).content).toContain('टास्क रिवॉर्ड:');
      expect((await readPage('refund-policy', 'hi')).content).toContain('पार्टनर ऑफ़र के रिवॉर्ड:');
    } finally {
      await setTasksAndOfferwalls(false);
    }
  });

  it('the VIP blocks follow the VIP switch in both languages', async () => {
    for (const slug of ['about', 'terms', 'refund-policy'] as const) {
      expect(await readPage(slug, 'en'), slug).not.toMatchObject({ content: expect.stringMatching(/vip|membership|₹29|razorpay/i) });
      expect(await readPage(slug, 'hi'), slug).not.toMatchObject({ content: expect.stringMatching(/VIP|मेंबरशिप|₹29|Razorpay/) });
    }
    expect((await setVip(true)).statusCode).toBe(200);
    try {
      const about = (await readPage('about', 'en')).content;
      expect(about).toContain('You can also become a VIP member: ₹29 for 30 days, paid once through Razorpay.');
      expect(about).toContain('VIP gives no extra game plays and no better odds.');
      expect(about).toContain('- Games, the daily login and promo codes never cost money');
      expect((await readPage('about', 'hi')).content).toContain('आप VIP मेंबर भी बन सकते हैं: 30 दिन के लिए ₹29, Razorpay से एक बार का पेमेंट।');
      const terms = (await readPage('terms', 'en')).content;
      expect(terms).toContain('VIP membership:');
      expect(terms).toContain('never renews by itself');
      expect(terms).toContain('Each member can redeem each VIP code into their wallet once, while their membership lasts.');
      expect(terms).toContain(`Within 7 days of paying you can ask us for a refund at ${email}.`);
      expect(terms).not.toContain('[[');
      expect((await readPage('terms', 'hi')).content).toContain('VIP मेंबरशिप:');
      const refund = (await readPage('refund-policy', 'en')).content;
      expect(refund).toContain('VIP membership payments:');
      expect(refund).toContain('A refund ends the membership at once.');
      expect(refund).not.toContain('you never pay us');
      const refundHi = (await readPage('refund-policy', 'hi')).content;
      expect(refundHi).toContain('VIP मेंबरशिप के पेमेंट:');
      expect(refundHi).toContain('रिफ़ंड होते ही मेंबरशिप ख़त्म हो जाती है।');
    } finally {
      await setVip(false);
    }
  });

  it('the browser’s language counts when there is no cookie, like the rest of the site', async () => {
    const page = trpcData<PageView>(await t.trpcQuery('public', 'pages.get', { slug: 'privacy' }, { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } }));
    expect(page).toMatchObject({ locale: 'hi', title: 'प्राइवेसी पॉलिसी' });
    expect(trpcData<PageView>(await t.trpcQuery('public', 'pages.get', { slug: 'privacy' })).locale).toBe('en');
  });

  it('a page without Hindi text is read in English, saying so', async () => {
    await t.server.orm.em.fork().getConnection().execute(`update pages set title_hi = '', content_hi = '' where slug = 'disclaimer'`);
    const english = await readPage('disclaimer', 'en');
    expect(await readPage('disclaimer', 'hi')).toEqual(english);
    expect(english.locale).toBe('en');
  });
});

describe('editing a page per language', () => {
  it('an admin edits the Hindi text: Hindi readers get it, English stays, the audit names the Hindi columns', async () => {
    const englishBefore = await readPage('privacy', 'en');
    const hindiBefore = await readPage('privacy', 'hi');
    t.clock.advance(SECOND_MS);
    const saved = await editPage({ slug: 'privacy', locale: 'hi', title: '  नई प्राइवेसी पॉलिसी  ', content: 'नया टेक्स्ट।' });
    expect(trpcData(saved)).toMatchObject({ title: englishBefore.title, content: expect.stringContaining('Digital Personal Data Protection Act'), titleHi: 'नई प्राइवेसी पॉलिसी', contentHi: 'नया टेक्स्ट।' });

    expect(await readPage('privacy', 'hi')).toEqual({ slug: 'privacy', locale: 'hi', title: 'नई प्राइवेसी पॉलिसी', content: 'नया टेक्स्ट।', updatedAt: t.clock.now().toISOString() });
    expect(await readPage('privacy', 'en')).toEqual({ ...englishBefore, updatedAt: t.clock.now().toISOString() });

    const list = trpcData<Array<{ slug: string; titleHi: string }>>(await t.trpcQuery('admin', 'pages.list', undefined, { token: admin }));
    expect(list.find((page) => page.slug === 'privacy')?.titleHi).toBe('नई प्राइवेसी पॉलिसी');
    const audit = await t.server.orm.em.fork().find(AuditEntry, { action: 'page.update', targetId: 'privacy' });
    expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { titleHi: hindiBefore.title, contentHi: seedPages(email).privacy.contentHi },
        { titleHi: 'नई प्राइवेसी पॉलिसी', contentHi: 'नया टेक्स्ट।' },
      ],
    ]);
  });

  it('the REST body without a language still edits the English text only', async () => {
    const hindiBefore = await readPage('refund-policy', 'hi');
    const response = await t.request('admin', { method: 'PUT', url: '/api/admin/pages/refund-policy', token: admin, payload: { title: 'Refunds', content: 'No payments, no refunds.' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ slug: 'refund-policy', title: 'Refunds', content: 'No payments, no refunds.', titleHi: hindiBefore.title, contentHi: seedPages(email)['refund-policy'].contentHi, updatedAt: t.clock.now().toISOString() });
    expect((await readPage('refund-policy', 'hi')).content).toBe(hindiBefore.content);
    const hindiEdit = await t.request('admin', { method: 'PUT', url: '/api/admin/pages/refund-policy', token: admin, payload: { locale: 'hi', title: 'रिफ़ंड', content: 'कोई भुगतान नहीं।' } });
    expect(hindiEdit.statusCode, hindiEdit.body).toBe(200);
    expect(await readPage('refund-policy', 'hi')).toMatchObject({ title: 'रिफ़ंड', content: 'कोई भुगतान नहीं।' });
    expect(await readPage('refund-policy', 'en')).toMatchObject({ title: 'Refunds', content: 'No payments, no refunds.' });
  });

  it('validates the language and the Hindi text like the English, and changes nothing', async () => {
    const before = await t.server.orm.em.fork().findOneOrFail(Page, { slug: 'about' });
    const audits = await t.server.orm.em.fork().count(AuditEntry, {});
    const unknown = await editPage({ slug: 'about', locale: 'fr', title: 'À propos', content: 'Texte.' });
    expect(trpcError(unknown).data.httpStatus).toBe(400);
    expect(trpcError(unknown).message).toContain('Language must be one of: en, hi');
    expect(trpcError(await editPage({ slug: 'about', locale: 'hi', title: '   ', content: 'टेक्स्ट' })).message).toContain('Title is required');
    expect(trpcError(await editPage({ slug: 'about', locale: 'hi', title: 'शीर्षक', content: '' })).message).toContain('Content is required');
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', token: admin, payload: { locale: 'hi', title: 'x'.repeat(201), content: 'x' } }), 400, 'Title must be at most 200 characters');
    expect(await t.server.orm.em.fork().findOneOrFail(Page, { slug: 'about' })).toEqual(before);
    expect(await t.server.orm.em.fork().count(AuditEntry, {})).toBe(audits);
  });
});

describe('seeding both languages at boot', () => {
  it('replaces the texts shipped before the VIP blocks in both languages when nobody edited them', async () => {
    const seeded = seedPages(email);
    const slugs = ['about', 'terms', 'refund-policy'] as const;
    const connection = t.server.orm.em.fork().getConnection();
    // Later tests read what earlier ones left on these pages: it is put back afterwards.
    const kept = await connection.execute<{ slug: string; title: string; title_hi: string; content: string; content_hi: string; updated_at: Date }[]>(
      `select slug, title, title_hi, content, content_hi, updated_at from pages where slug in ('about', 'terms', 'refund-policy')`,
    );
    for (const slug of slugs) {
      expect(beforeVip(seeded[slug].content), slug).not.toContain('[[vip]]');
      expect(beforeVip(seeded[slug].contentHi), slug).not.toContain('[[vip]]');
      await connection.execute(`update pages set content = ?, content_hi = ? where slug = ?`, [beforeVip(seeded[slug].content), beforeVip(seeded[slug].contentHi), slug]);
    }
    const restarted = await createTestServer(PAYMENTS_CONFIGURED, { databaseUrl: t.databaseUrl });
    try {
      const pages = await restarted.server.orm.em.fork().find(Page, { slug: { $in: [...slugs] } }, { orderBy: { slug: 'asc' } });
      expect(pages.map((page) => [page.slug, page.content, page.contentHi])).toEqual([...slugs].sort().map((slug) => [slug, seeded[slug].content, seeded[slug].contentHi]));
    } finally {
      await restarted.close();
      for (const page of kept) {
        await connection.execute(`update pages set title = ?, title_hi = ?, content = ?, content_hi = ?, updated_at = ? where slug = ?`, [page.title, page.title_hi, page.content, page.content_hi, page.updated_at, page.slug]);
      }
    }
  });

  it('replaces the texts shipped before the tasks and offerwalls blocks in both languages when nobody edited them', async () => {
    const seeded = seedPages(email);
    const slugs = ['about', 'terms', 'refund-policy'] as const;
    const connection = t.server.orm.em.fork().getConnection();
    // Later tests read what earlier ones left on these pages: it is put back afterwards.
    const kept = await connection.execute<{ slug: string; title: string; title_hi: string; content: string; content_hi: string; updated_at: Date }[]>(
      `select slug, title, title_hi, content, content_hi, updated_at from pages where slug in ('about', 'terms', 'refund-policy')`,
    );
    for (const slug of slugs) {
      expect(beforeTasks(seeded[slug].content), slug).not.toBe(seeded[slug].content);
      expect(beforeTasks(seeded[slug].contentHi), slug).not.toBe(seeded[slug].contentHi);
      await connection.execute(`update pages set content = ?, content_hi = ? where slug = ?`, [beforeTasks(seeded[slug].content), beforeTasks(seeded[slug].contentHi), slug]);
    }
    const restarted = await createTestServer(PAYMENTS_CONFIGURED, { databaseUrl: t.databaseUrl });
    try {
      const pages = await restarted.server.orm.em.fork().find(Page, { slug: { $in: [...slugs] } }, { orderBy: { slug: 'asc' } });
      expect(pages.map((page) => [page.slug, page.content, page.contentHi])).toEqual([...slugs].sort().map((slug) => [slug, seeded[slug].content, seeded[slug].contentHi]));
    } finally {
      await restarted.close();
      for (const page of kept) {
        await connection.execute(`update pages set title = ?, title_hi = ?, content = ?, content_hi = ?, updated_at = ? where slug = ?`, [page.title, page.title_hi, page.content, page.content_hi, page.updated_at, page.slug]);
      }
    }
  });

  it('replaces the referral texts that named only a blocked friend in both languages when nobody edited them', async () => {
    const seeded = seedPages(email);
    // Each page as shipped before: the same text with the sentences as they were.
    const before = {
      terms: [
        beforeTasks(seeded.terms.content).replace("If, before the reward is paid, the friend's account is blocked or the earnings that qualified them are reversed,", "If the friend's account is blocked before the reward is paid,"),
        beforeTasks(seeded.terms.contentHi).replace(' या जिस कमाई से वह गिना गया था वह रिवर्स हो जाए', ''),
      ],
      'refund-policy': [
        beforeTasks(seeded['refund-policy'].content).replace("If before then the friend's account is blocked, the earnings that qualified them are reversed, or", "If the friend's account is blocked before then, or"),
        beforeTasks(seeded['refund-policy'].contentHi).replace(' जिस कमाई से वह गिना गया था वह रिवर्स हो जाए,', ''),
      ],
    };
    const connection = t.server.orm.em.fork().getConnection();
    // Later tests read what earlier ones left on these pages: it is put back afterwards.
    const kept = await connection.execute<{ slug: string; title: string; title_hi: string; content: string; content_hi: string; updated_at: Date }[]>(
      `select slug, title, title_hi, content, content_hi, updated_at from pages where slug in ('terms', 'refund-policy')`,
    );
    for (const [slug, [content, contentHi]] of Object.entries(before)) {
      expect(content, slug).not.toBe(seeded[slug as keyof typeof before].content);
      expect(contentHi, slug).not.toBe(seeded[slug as keyof typeof before].contentHi);
      await connection.execute(`update pages set content = ?, content_hi = ? where slug = ?`, [content, contentHi, slug]);
    }
    const restarted = await createTestServer(PAYMENTS_CONFIGURED, { databaseUrl: t.databaseUrl });
    try {
      const pages = await restarted.server.orm.em.fork().find(Page, { slug: { $in: ['refund-policy', 'terms'] } }, { orderBy: { slug: 'asc' } });
      expect(pages.map((page) => [page.slug, page.content, page.contentHi])).toEqual([
        ['refund-policy', seeded['refund-policy'].content, seeded['refund-policy'].contentHi],
        ['terms', seeded.terms.content, seeded.terms.contentHi],
      ]);
    } finally {
      await restarted.close();
      for (const page of kept) {
        await connection.execute(`update pages set title = ?, title_hi = ?, content = ?, content_hi = ?, updated_at = ? where slug = ?`, [page.title, page.title_hi, page.content, page.content_hi, page.updated_at, page.slug]);
      }
    }
  });

  it('replaces the text shipped before the referral blocks in both languages when nobody edited it', async () => {
    const seeded = seedPages(email);
    const connection = t.server.orm.em.fork().getConnection();
    const beforeReferrals = (content: string) => withoutBlocks(beforeTasks(content), 'referrals');
    await connection.execute(`update pages set content = ?, content_hi = ? where slug = 'about'`, [beforeReferrals(seeded.about.content), beforeReferrals(seeded.about.contentHi)]);
    // An admin's own Hindi beside the old English: the English is renewed, the Hindi kept.
    await connection.execute(`update pages set content = ?, content_hi = 'एडमिन का अपना टेक्स्ट।' where slug = 'terms'`, [beforeReferrals(seeded.terms.content)]);
    const restarted = await createTestServer(PAYMENTS_CONFIGURED, { databaseUrl: t.databaseUrl });
    try {
      const pages = await restarted.server.orm.em.fork().find(Page, { slug: { $in: ['about', 'terms'] } }, { orderBy: { slug: 'asc' } });
      expect(pages.map((page) => [page.slug, page.content, page.contentHi])).toEqual([
        ['about', seeded.about.content, seeded.about.contentHi],
        ['terms', seeded.terms.content, 'एडमिन का अपना टेक्स्ट।'],
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('fills an empty Hindi text beside the seed’s English, and keeps every admin edit of either language', async () => {
    const seeded = seedPages(email);
    const connection = t.server.orm.em.fork().getConnection();
    // An installation from before migration 0020: no Hindi anywhere.
    await connection.execute(`update pages set title_hi = '', content_hi = '' where slug in ('about', 'terms')`);
    // An admin's own English with no Hindi yet: the seed's Hindi would say something else.
    await connection.execute(`update pages set title = 'Terms', content = 'Our own terms, edited by an admin.' where slug = 'terms'`);
    const aboutUpdatedAt = (await readPage('about', 'en')).updatedAt;

    const restarted = await createTestServer(PAYMENTS_CONFIGURED, { databaseUrl: t.databaseUrl });
    try {
      expect(await readPage('about', 'hi', restarted)).toMatchObject({ locale: 'hi', title: seeded.about.titleHi, content: showCapabilityBlocks(seeded.about.contentHi, ALL_CAPABILITIES_OFF) });
      // Filling a translation is not a change of the page's words.
      expect((await readPage('about', 'en', restarted)).updatedAt).toBe(aboutUpdatedAt);
      expect(await readPage('terms', 'hi', restarted)).toMatchObject({ locale: 'en', title: 'Terms', content: 'Our own terms, edited by an admin.' });
      // The admin's Hindi edits (earlier tests) stay as written.
      expect(await readPage('privacy', 'hi', restarted)).toMatchObject({ title: 'नई प्राइवेसी पॉलिसी', content: 'नया टेक्स्ट।' });
      expect(await readPage('refund-policy', 'hi', restarted)).toMatchObject({ title: 'रिफ़ंड', content: 'कोई भुगतान नहीं।' });
      expect(await readPage('refund-policy', 'en', restarted)).toMatchObject({ title: 'Refunds', content: 'No payments, no refunds.' });
    } finally {
      await restarted.close();
    }
  });
});
