import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, ContactMessage } from '../../db/entities';
import { SECOND_MS } from '../../server/clock';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { ADMIN_EMAIL, createTestServer, trpcData, type TestServer } from './harness';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

function sendContact(payload: unknown) {
  return t.request('public', { method: 'POST', url: '/api/contact', payload: payload as never });
}
function listContacts(query = '') {
  return t.request('admin', { method: 'GET', url: `/api/admin/contacts${query}`, token: admin });
}
function setRead(id: string, payload: unknown) {
  return t.request('admin', { method: 'PUT', url: `/api/admin/contacts/${id}/read`, payload: payload as never, token: admin });
}
async function contactCount() {
  return t.server.orm.em.fork().count(ContactMessage, {});
}

describe('contact form', () => {
  it('stores a message that shows up for admins as unread, newest first, with unreadCount', async () => {
    const first = await sendContact({ name: '  Kiran ', email: 'Kiran@Example.com', message: '  Where is my code?  ' });
    expectClean(first);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, ticket: 'HR-000001' });
    t.clock.advance(SECOND_MS);
    expect((await sendContact({ name: 'Lata', email: 'lata@example.com', message: 'Thanks!' })).statusCode).toBe(200);

    const response = await listContacts();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unreadCount).toBe(2);
    expect(body.total).toBe(2);
    expect(body.contacts).toEqual([
      { _id: expect.any(String), name: 'Lata', email: 'lata@example.com', message: 'Thanks!', isRead: false, createdAt: t.clock.now().toISOString(), ticket: 'HR-000002', repliedAt: null },
      {
        _id: expect.any(String),
        name: 'Kiran',
        email: 'kiran@example.com',
        message: 'Where is my code?',
        isRead: false,
        createdAt: new Date(t.clock.now().getTime() - SECOND_MS).toISOString(),
        ticket: 'HR-000001',
        repliedAt: null,
      },
    ]);
  });

  it('mark read and unread change the flag, the unread count and the filters, with an audit entry', async () => {
    const { contacts } = (await listContacts()).json();
    const target = contacts[1] as { _id: string };

    const read = await setRead(target._id, { isRead: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ _id: target._id, isRead: true });
    expect((await listContacts()).json().unreadCount).toBe(1);
    expect((await listContacts('?filter=read')).json().contacts.map((contact: { _id: string }) => contact._id)).toEqual([target._id]);
    expect((await listContacts('?filter=unread')).json().contacts).toHaveLength(1);

    // Marking read twice is harmless and writes no second audit entry.
    expect((await setRead(target._id, { isRead: true })).json().isRead).toBe(true);
    expect((await listContacts()).json().unreadCount).toBe(1);

    const unread = await setRead(target._id, { isRead: false });
    expect(unread.json().isRead).toBe(false);
    expect((await listContacts()).json().unreadCount).toBe(2);

    const audit = await t.server.orm.em.fork().find(AuditEntry, { targetId: target._id }, { populate: ['admin'], orderBy: { action: 'asc' } });
    expect(audit.map((entry) => [entry.action, entry.admin?.email, entry.before, entry.after])).toEqual([
      ['contact.mark-read', ADMIN_EMAIL, { isRead: false }, { isRead: true }],
      ['contact.mark-unread', ADMIN_EMAIL, { isRead: true }, { isRead: false }],
    ]);

    // The admin dashboard badge uses the same count.
    expect(trpcData(await t.trpcQuery('admin', 'adminDashboard.overview', undefined, { token: admin })).contacts.count).toBe(2);
  });

  it('mark read: unknown id → 404, invalid id → 400, missing or non-boolean isRead → 400', async () => {
    expectRestError(await setRead('00000000-0000-4000-8000-000000000000', { isRead: true }), 404, 'Message not found');
    expectRestError(await setRead('12345', { isRead: true }), 400, 'Id must be a valid id');
    const { contacts } = (await listContacts()).json();
    expectRestError(await setRead(contacts[0]._id, {}), 400, 'isRead must be true or false');
    expectRestError(await setRead(contacts[0]._id, { isRead: 'yes' }), 400, 'isRead must be true or false');
    expect((await listContacts()).json().contacts[0].isRead).toBe(contacts[0].isRead);
  });

  it('refuses bad input with a message naming the field and stores nothing', async () => {
    const before = await contactCount();
    const cases: Array<[unknown, string]> = [
      [{ email: 'a@example.com', message: 'Hi' }, 'Name is required'],
      [{ name: '   ', email: 'a@example.com', message: 'Hi' }, 'Name is required'],
      [{ name: 'A', message: 'Hi' }, 'Email is required'],
      [{ name: 'A', email: 'not-an-address', message: 'Hi' }, 'Email must be a valid e-mail address'],
      [{ name: 'A', email: 'a@', message: 'Hi' }, 'Email must be a valid e-mail address'],
      [{ name: 'A', email: 'a@example.com' }, 'Message is required'],
      [{ name: 'A', email: 'a@example.com', message: '    ' }, 'Message is required'],
      [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [{ name: 'x'.repeat(101), email: 'a@example.com', message: 'Hi' }, 'Name must be at most 100 characters'],
      [{ name: 7, email: 'a@example.com', message: 'Hi' }, 'Name is required'],
    ];
    for (const [payload, message] of cases) expectRestError(await sendContact(payload), 400, message);
    expect(await contactCount()).toBe(before);
  });

  it('paginates the admin list and refuses a bad filter', async () => {
    const page = (await listContacts('?page=2&pageSize=1')).json();
    expect(page.contacts).toHaveLength(1);
    expect(page.total).toBe(2);
    expectRestError(await listContacts('?filter=spam'), 400, 'Filter must be all, unread or read');
    expectRestError(await listContacts('?page=-1'), 400, 'Page must be 1 or more');
  });
});

describe('contact tickets (issue 30)', () => {
  it('the ticket is in the answer, the acknowledgement and the admin\'s reply, each in the language the person reads', async () => {
    const user = await t.createUser({ name: 'Asha' });
    const hindi = await t.trpcMutation('public', 'account.setLanguage', { locale: 'hi' }, { token: user.token });
    expect(hindi.statusCode).toBe(200);
    t.clock.advance(SECOND_MS);
    const sent = await t.trpcMutation('public', 'contact.send', { name: 'Asha', email: user.email, message: 'मेरा कोड कहाँ है?' }, { token: user.token });
    const { ticket } = trpcData<{ ticket: string }>(sent);
    expect(ticket).toMatch(/^HR-\d{6}$/);
    const ack = await t.latestMailTo(user.email);
    expect(ack?.subject).toBe(`हमें आपका मैसेज मिल गया (${ticket})`);
    expect(ack?.text).toContain('24–48');
    // The message itself is never echoed to the address given (the form cannot relay text to anyone).
    expect(ack?.text).not.toContain('मेरा कोड');

    const visitor = await sendContact({ name: 'Ravi', email: 'ravi-visitor@example.com', message: 'Hello <b>there</b>' });
    const visitorTicket = visitor.json().ticket as string;
    expect((await t.latestMailTo('ravi-visitor@example.com'))?.subject).toBe(`We got your message (${visitorTicket})`);

    const { contacts } = (await listContacts()).json() as { contacts: Array<{ _id: string; ticket: string }> };
    const target = contacts.find((contact) => contact.ticket === visitorTicket)!;
    t.clock.advance(SECOND_MS);
    const reply = await t.trpcMutation('admin', 'contacts.reply', { id: target._id, reply: 'Hi Ravi,\n\nYour code is <on its way>.' }, { token: admin });
    expect(trpcData(reply)).toMatchObject({ ticket: visitorTicket, isRead: true, repliedAt: t.clock.now().toISOString() });
    const replyMail = await t.latestMailTo('ravi-visitor@example.com');
    expect(replyMail?.subject).toBe(`Re: your message ${visitorTicket}`);
    expect(replyMail?.text).toContain('Your code is <on its way>.');
    expect(replyMail?.html).toContain('Your code is &#60;on its way&#62;.');
    expect(replyMail?.text).toContain(visitorTicket);
    const audit = await t.server.orm.em.fork().find(AuditEntry, { targetId: target._id, action: 'contact.reply' });
    expect(audit).toHaveLength(1);
    expect(t.responses.at(-1)?.statusCode).toBe(200);
    const unknown = await t.trpcMutation('admin', 'contacts.reply', { id: '00000000-0000-4000-8000-000000000000', reply: 'x' }, { token: admin });
    expect(unknown.json().error.json.data.appCode).toBe('contact.not-found');
  });
});

describe('outbox', () => {
  it('lists every mail newest first with to, subject, text, html, status and createdAt', async () => {
    t.clock.advance(SECOND_MS);
    const older = await t.createUser({ name: 'Older', verified: false });
    t.clock.advance(SECOND_MS);
    const newer = await t.createUser({ name: 'Newer', verified: false });
    t.clock.advance(SECOND_MS);
    await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: older.email } });

    const response = await t.request('admin', { method: 'GET', url: '/api/admin/outbox', token: admin });
    expectClean(response);
    expect(response.statusCode).toBe(200);
    const mails = response.json() as Array<Record<string, string>>;
    expect(mails.slice(0, 3).map((mail) => [mail.to, mail.subject])).toEqual([
      [older.email, 'Reset your password'],
      [newer.email, 'Verify your e-mail address'],
      [older.email, 'Verify your e-mail address'],
    ]);
    const first = mails[0]!;
    expect(Object.keys(first).sort()).toEqual(['_id', 'createdAt', 'html', 'status', 'subject', 'text', 'to']);
    expect(first.createdAt).toBe(t.clock.now().toISOString());
    expect(first.status).toBe('stored');
    expect(first.text).toContain('/reset-password?token=');
    expect(first.html).toContain('<a href="http://localhost:3000/reset-password?token=');
    const dates = mails.map((mail) => Date.parse(mail.createdAt!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const secondPage = (await t.request('admin', { method: 'GET', url: '/api/admin/outbox?page=2&pageSize=1', token: admin })).json();
    expect(secondPage).toHaveLength(1);
    expect(secondPage[0]._id).toBe(mails[1]!._id);
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/outbox?page=0', token: admin }), 400, 'Page must be 1 or more');
  });

  it('escapes the user-chosen name in the HTML mail', async () => {
    const user = await t.createUser({ name: '<img src=x onerror=alert(1)>', verified: false });
    const mail = await t.latestMailTo(user.email);
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&#60;img');
  });
});

describe('outbox viewer with SMTP configured', () => {
  let smtp: TestServer;
  beforeAll(async () => {
    smtp = await createTestServer({ SMTP_URL: 'smtp://mail.invalid:2525' }, { mailTransport: { sendMail: async () => ({}) } });
  });
  afterAll(() => smtp.close());

  it('masks one-time link tokens so an admin cannot use a user’s reset link', async () => {
    const email = 'masked@example.com';
    await smtp.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Masked', email, password: 'long-enough-pw', ageConfirmed: true } });
    const admin = await smtp.adminToken();
    const outbox = await smtp.request('admin', { method: 'GET', url: '/api/admin/outbox', token: admin });
    const mail = outbox.json().find((item: { to: string }) => item.to === email);
    expect(mail.text).toContain('/verify-email?token=[hidden]');
    expect(mail.html).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    // The real mail still carries the working token.
    expect(await smtp.linkTokenFor(email, 'verify-email')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });
});
