import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Mail tab', () => {
  it('lists the outbox newest first with recipient, subject, status and time', async () => {
    renderAdmin(server, '/mail');
    const outbox = await screen.findByRole('list', { name: 'Outbox' });
    const items = within(outbox).getAllByRole('link');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Verify your e-mail address');
    expect(items[0]).toHaveTextContent('To asha.verma@example.in');
    expect(items[0]).toHaveTextContent('stored');
    expect(items[0]).toHaveTextContent('15 Jun 2025, 9:13 am');
    expect(items[1]).toHaveTextContent('Reset your password');
    expect(items[2]).toHaveTextContent('failed');
    // Three mails fit on one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Outbox pages' })).not.toBeInTheDocument();
  });

  it('shows the text version of a mail with its link, never injecting the HTML version', async () => {
    const { user, location, container } = renderAdmin(server, '/mail');
    const outbox = await screen.findByRole('list', { name: 'Outbox' });
    await user.click(within(outbox).getByRole('link', { name: /Reset your password/ }));

    const body = await screen.findByTestId('mail-text');
    expect(body.tagName).toBe('PRE');
    expect(body).toHaveTextContent('Someone (hopefully you) asked to reset the password of your account.');
    const resetUrl = 'http://localhost:3000/reset-password?token=dev-reset-token-41bd20';
    expect(within(body).getByRole('link', { name: resetUrl })).toHaveAttribute('href', resetUrl);
    expect(location().search).toEqual({ mail: expect.any(String) });
    expect(container.ownerDocument.querySelector('[data-html-only]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show HTML preview' }));
    const frame = screen.getByTitle('HTML version of “Reset your password”');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Choose a new password');
    expect(container.ownerDocument.querySelector('[data-html-only]')).toBeNull();
  });
});

describe('Audit log tab', () => {
  it('records an admin action with before and after values', async () => {
    const { user } = renderAdmin(server, '/users');
    await user.click(await screen.findByRole('button', { name: 'Block Asha Verma' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Several accounts on one device');
    await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
    await screen.findByText('User status updated');

    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('user.block');
    expect(rows[0]).toHaveTextContent('admin@honest-rewards.test');
    expect(rows[0]).toHaveTextContent('{"isBlocked":false} → {"isBlocked":true,"reason":"Several accounts on one device"}');
    expect(rows[1]).toHaveTextContent('admin.sign-in');
    expect(document.title).toContain('Audit log');
  });
});
