import { z } from 'zod';
import { adminSignInInputSchema } from '../modules/admin-auth/schemas';
import {
  registerInputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  verifyEmailInputSchema,
} from '../modules/auth/schemas';
import { listContactMessagesInputSchema, sendContactMessageInputSchema } from '../modules/contact/schemas';
import { updatePageInputSchema } from '../modules/content/schemas';
import { listUsersInputSchema } from '../modules/users/schemas';
import { pageQuerySchema } from '../modules/shared-schemas';
import type { AdminUser } from '../modules/users/schemas';
import type { RestRoute } from './define-route';
import { paiseToRupees } from './money';

const messageOut = z.object({ message: z.string() });
const isoDate = z.string().describe('ISO 8601 date-time');

const restUserOut = z.object({ _id: z.string(), name: z.string(), email: z.string(), walletBalance: z.number(), createdAt: isoDate, isBlocked: z.boolean(), emailVerified: z.boolean() });
const restContactOut = z.object({ _id: z.string(), name: z.string(), email: z.string(), message: z.string(), isRead: z.boolean(), createdAt: isoDate });
const restPageOut = z.object({ slug: z.string(), title: z.string(), content: z.string(), updatedAt: isoDate });

function toRestUser(user: AdminUser) {
  const { id, walletBalancePaise, ...rest } = user;
  return { _id: id, ...rest, walletBalance: paiseToRupees(walletBalancePaise) };
}

function toRestContact<T extends { id: string }>({ id, ...rest }: T) {
  return { _id: id, ...rest };
}

/**
 * The documented /api paths (seed spec §7 and the issues), each a thin mapping onto the same
 * tRPC procedures the SPAs call. This table also generates /api/openapi.json.
 */
export const restRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/auth/me', auth: 'user', summary: 'The signed-in user, with the wallet balance in rupees',
    output: z.object({ name: z.string(), email: z.string(), createdAt: isoDate, walletBalance: z.number(), emailVerified: z.boolean() }),
    handle: async (caller) => {
      const me = await caller.auth.me();
      return { name: me.name, email: me.email, createdAt: me.createdAt, walletBalance: paiseToRupees(me.walletBalancePaise), emailVerified: me.emailVerified };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/register', auth: 'none', summary: 'Create an account and send the verification e-mail',
    input: registerInputSchema, output: messageOut, successStatus: 201,
    handle: (caller, { body }) => caller.auth.register(body as never),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/login', auth: 'none', summary: 'Sign in; answers a bearer token for API clients',
    input: signInInputSchema, output: z.object({ token: z.string() }),
    handle: async (caller, { body }) => ({ token: (await caller.auth.signIn(body as never)).token }),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/logout', auth: 'user', summary: 'End this session',
    output: messageOut, handle: (caller) => caller.auth.signOut(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/logout-all', auth: 'user', summary: 'End every session of this account',
    output: messageOut, handle: (caller) => caller.auth.signOutEverywhere(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/verify-email', auth: 'none', summary: 'Confirm the e-mail address with the one-time token from the verification link',
    input: verifyEmailInputSchema, output: messageOut, handle: (caller, { body }) => caller.auth.verifyEmail(body as never),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/request-password-reset', auth: 'none', summary: 'Send a password reset link (same answer whether or not the address exists)',
    input: requestPasswordResetInputSchema, output: messageOut, handle: (caller, { body }) => caller.auth.requestPasswordReset(body as never),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/reset-password', auth: 'none', summary: 'Set a new password with the one-time reset token; ends every session',
    input: resetPasswordInputSchema, output: messageOut, handle: (caller, { body }) => caller.auth.resetPassword(body as never),
  },
  {
    origin: 'public', method: 'POST', path: '/api/contact', auth: 'none', summary: 'Send a message to support',
    input: sendContactMessageInputSchema, output: z.object({ ok: z.literal(true) }), handle: (caller, { body }) => caller.contact.send(body as never),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/login', auth: 'none', summary: 'Admin sign-in; answers a bearer token',
    input: adminSignInInputSchema, output: z.object({ token: z.string() }),
    handle: async (caller, { body }) => ({ token: (await caller.adminAuth.signIn(body as never)).token }),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/users', auth: 'admin', summary: 'Users, newest first, with ?search= (name or e-mail) and ?page=',
    input: listUsersInputSchema, output: z.object({ users: z.array(restUserOut), totalUsers: z.number().int(), matching: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    handle: async (caller, { query }) => {
      const result = await caller.users.list(query as never);
      return { ...result, users: result.users.map(toRestUser) };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/users/{id}/toggle-block', auth: 'admin', summary: 'Block or unblock a user (blocking ends their sessions at once)',
    output: restUserOut, handle: async (caller, { params }) => toRestUser(await caller.users.toggleBlock({ id: params.id ?? '' })),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/pages', auth: 'admin', summary: 'The editable content pages',
    output: z.array(restPageOut), handle: (caller) => caller.pages.list(),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/pages/{slug}', auth: 'admin', summary: 'Edit a page (title and content required)',
    input: updatePageInputSchema.omit({ slug: true }), output: restPageOut,
    handle: (caller, { params, body }) => caller.pages.update({ ...(body as object), slug: params.slug } as never),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/contacts', auth: 'admin', summary: 'Contact messages, newest first, with the unread count',
    input: listContactMessagesInputSchema, output: z.object({ contacts: z.array(restContactOut), unreadCount: z.number().int(), total: z.number().int() }),
    handle: async (caller, { query }) => {
      const result = await caller.contacts.list(query as never);
      return { ...result, contacts: result.contacts.map(toRestContact) };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/contacts/{id}/read', auth: 'admin', summary: 'Mark a contact message read or unread',
    input: z.object({ isRead: z.boolean() }), output: restContactOut,
    handle: async (caller, { params, body }) => toRestContact(await caller.contacts.setRead({ ...(body as object), id: params.id } as never)),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/outbox', auth: 'admin', summary: 'Every e-mail the system sent or stored, newest first',
    input: pageQuerySchema, output: z.array(z.object({ _id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), status: z.string(), createdAt: isoDate })),
    handle: async (caller, { query }) => (await caller.outbox.list(query as never)).mails.map(toRestContact),
  },
];
