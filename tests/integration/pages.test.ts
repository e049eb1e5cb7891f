import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, Page } from '../../db/entities';
import { SECOND_MS } from '../../server/clock';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { ADMIN_EMAIL, createTestServer, trpcData, trpcError, type TestServer } from './harness';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const SLUGS = ['about', 'terms', 'privacy', 'disclaimer', 'refund-policy'];

function getPage(slug: string) {
  return t.trpcQuery('public', 'pages.get', { slug });
}
function updatePage(slug: string, payload: unknown) {
  return t.request('admin', { method: 'PUT', url: `/api/admin/pages/${slug}`, payload: payload as never, token: admin });
}

describe('seeded pages', () => {
  it('all five pages exist after boot with honest, non-empty text', async () => {
    for (const slug of SLUGS) {
      const response = await getPage(slug);
      expectClean(response);
      expect(response.statusCode, slug).toBe(200);
      const page = trpcData(response);
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThan(3);
      expect(page.content.length).toBeGreaterThan(100);
    }
    expect(trpcData(await getPage('privacy')).content).toMatch(/Digital Personal Data Protection Act/);
    expect(trpcData(await getPage('about')).content).toContain('support@honest-rewards.local');
    expect(await t.server.orm.em.fork().count(Page, {})).toBe(5);
  });

  it('an unknown slug answers 400 on the public origin', async () => {
    const response = await getPage('secret-page');
    expectClean(response);
    expect(response.statusCode).toBe(400);
    expect(trpcError(response).message).toMatch(/Page must be one of: about, terms, privacy, disclaimer, refund-policy/);
  });
});

describe('admin page editing', () => {
  it('updates title and content, writes the audit entry, and the public sees the new text', async () => {
    // The stored text, as the audit keeps it: readers' text leaves out the blocks of capabilities that are off.
    const before = await t.server.orm.em.fork().findOneOrFail(Page, { slug: 'terms' });
    t.clock.advance(SECOND_MS);
    const response = await updatePage('terms', { title: '  New Terms  ', content: 'The new terms, line one.\nLine two.' });
    expectClean(response);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'terms', title: 'New Terms', content: 'The new terms, line one.\nLine two.', updatedAt: t.clock.now().toISOString() });

    const publicView = trpcData(await getPage('terms'));
    expect(publicView).toMatchObject({ title: 'New Terms', content: 'The new terms, line one.\nLine two.', updatedAt: t.clock.now().toISOString() });
    const adminList = (await t.request('admin', { method: 'GET', url: '/api/admin/pages', token: admin })).json();
    expect(adminList.find((page: { slug: string }) => page.slug === 'terms')).toMatchObject({ title: 'New Terms' });

    const audit = await t.server.orm.em.fork().find(AuditEntry, { action: 'page.update', targetId: 'terms' }, { populate: ['admin'] });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.admin?.email).toBe(ADMIN_EMAIL);
    expect(audit[0]?.targetType).toBe('page');
    expect(audit[0]?.before).toEqual({ title: before.title, content: before.content });
    expect(audit[0]?.after).toEqual({ title: 'New Terms', content: 'The new terms, line one.\nLine two.' });
  });

  it('a slug in the body cannot redirect the edit to another page', async () => {
    const aboutBefore = trpcData(await getPage('about'));
    const response = await updatePage('disclaimer', { slug: 'about', title: 'Disclaimer v2', content: 'Only the disclaimer changes.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().slug).toBe('disclaimer');
    expect(trpcData(await getPage('about'))).toEqual(aboutBefore);
    expect(trpcData(await getPage('disclaimer')).title).toBe('Disclaimer v2');
  });

  it('validates: missing or blank title and content answer 400 naming the field, and nothing changes', async () => {
    const before = trpcData(await getPage('privacy'));
    const audits = await t.server.orm.em.fork().count(AuditEntry, {});
    expectRestError(await updatePage('privacy', { content: 'Some content' }), 400, 'Title is required');
    expectRestError(await updatePage('privacy', { title: '   ', content: 'Some content' }), 400, 'Title is required');
    expectRestError(await updatePage('privacy', { title: 'A title' }), 400, 'Content is required');
    expectRestError(await updatePage('privacy', { title: 'A title', content: '' }), 400, 'Content is required');
    expectRestError(await updatePage('privacy', {}), 400, /Title is required|Content is required/);
    expectRestError(await updatePage('privacy', { title: 42, content: 'x' }), 400, 'Title is required');
    expectRestError(await updatePage('privacy', { title: 'x'.repeat(201), content: 'x' }), 400, 'Title must be at most 200 characters');
    expectRestError(await updatePage('privacy', { title: 'Fine', content: ['not', 'a', 'string'] }), 400, 'Content is required');
    expect(trpcData(await getPage('privacy'))).toEqual(before);
    expect(await t.server.orm.em.fork().count(AuditEntry, {})).toBe(audits);
  });

  it('an unknown slug answers 400 and creates no page', async () => {
    const message = expectRestError(await updatePage('no-such-page', { title: 'x', content: 'y' }), 400);
    expect(message).toMatch(/Page must be one of: about, terms, privacy, disclaimer, refund-policy$/);
    expect(await t.server.orm.em.fork().count(Page, {})).toBe(5);
  });

  it('stores markup as text, exactly as given (rendering escapes it)', async () => {
    const content = '<script>alert(1)</script> & "quotes"';
    expect((await updatePage('refund-policy', { title: 'Refunds', content })).statusCode).toBe(200);
    expect(trpcData(await getPage('refund-policy')).content).toBe(content);
  });
});
