import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '#contract/errors';
import { ADMIN_INVITATION_LIFETIME_HOURS } from '#contract/admin-accounts/rules';
import { adminAccountProcedures, createAdminAccountFixtureState, type AdminAccountFixtureState } from '../../../admin/mocks/fixtures/admin-account-fixtures';
import { MOCK_ADMIN_CREDENTIALS, MOCK_TOTP } from '../../../admin/mocks/fixtures/admin-fixtures';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The admin app at `url` over admin-account fixtures the test can read. */
function open(url: string, options: { signedIn?: boolean; enrolled?: boolean } = {}) {
  const accounts: AdminAccountFixtureState = createAdminAccountFixtureState(MOCK_ADMIN_CREDENTIALS.password);
  const view = renderAdmin(server, url, {
    signedIn: options.signedIn,
    overrides: (state) => {
      if (options.enrolled) Object.assign(state.twoFactor, { enabled: true, enabledAt: new Date('2025-06-01T04:30:00Z'), unusedRecoveryCodes: [...MOCK_TOTP.recoveryCodes] });
      return adminAccountProcedures(state, accounts, MOCK_TOTP);
    },
  });
  return { ...view, accounts };
}

const row = (name: RegExp) => screen.findByRole('row', { name });

describe('the Admins tab (owner)', () => {
  it('lists admins and invitations with role, two-factor, last sign-in and status; the own row has no actions', async () => {
    open('/admins');
    const me = await row(new RegExp(`${MOCK_ADMIN_CREDENTIALS.email} \\(you\\)`));
    expect(me).toHaveTextContent('Owner');
    expect(within(me).queryByRole('button')).not.toBeInTheDocument();
    expect(me).toHaveTextContent('Another owner manages your own role');
    expect(await row(/meera.finance/)).toHaveTextContent(/Finance.*On.*Active/);
    expect(await row(/dev.support/)).toHaveTextContent('Disabled');
    expect(await row(/new.writer/)).toHaveTextContent(/Content.*Invited/);
  });

  it('invites by e-mail with a role, saying what the invitee gets; an address an admin has is refused under the field', async () => {
    const { user, state, accounts } = open('/admins');
    await user.click(await screen.findByRole('button', { name: 'Invite an admin…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite an admin' });
    expect(dialog).toHaveTextContent('a link that works once, for 48 hours');
    expect(dialog).toHaveTextContent('must set up two-factor sign-in');
    await user.type(within(dialog).getByLabelText('E-mail address'), 'meera.finance@honest-rewards.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(REFUSALS['admin-accounts.email-taken'].text)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('E-mail address'));
    await user.type(within(dialog).getByLabelText('E-mail address'), 'Priya.Support@Example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'support');
    expect(dialog).toHaveTextContent('The Support role allows users (read), blocks with a reason');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to priya.support@example.com')).toBeInTheDocument();
    expect(await row(/priya.support@example.com/)).toHaveTextContent(/Support.*Invited/);
    expect(accounts.invitations[0]).toMatchObject({ email: 'priya.support@example.com', role: 'support' });
    expect(state.mails[0]).toMatchObject({ to: 'priya.support@example.com' });
  });

  it('changes a role after saying what the admin may then do', async () => {
    const { user, accounts } = open('/admins');
    await user.click(within(await row(/meera.finance/)).getByRole('button', { name: 'Change the role of meera.finance@honest-rewards.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of meera.finance@honest-rewards.test' });
    expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('New role'), 'content');
    expect(within(dialog).getByTestId('role-consequence')).toHaveTextContent(
      'From their next click, meera.finance@honest-rewards.test may do the catalogue, blog, pages and promo codes and nothing else.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('meera.finance@honest-rewards.test is now Content')).toBeInTheDocument();
    await waitFor(() => expect(accounts.others[0]!.role).toBe('content'));
    expect(await row(/meera.finance/)).toHaveTextContent('Content');
  });

  it('disables after saying they are signed out everywhere, and enables again', async () => {
    const { user, state } = open('/admins');
    await user.click(within(await row(/meera.finance/)).getByRole('button', { name: 'Disable meera.finance@honest-rewards.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable meera.finance@honest-rewards.test?' });
    expect(dialog).toHaveTextContent('They are signed out everywhere at once and cannot sign in until an owner enables them again.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Disable admin' }));
    expect(await screen.findByText('meera.finance@honest-rewards.test is disabled; 2 session(s) ended')).toBeInTheDocument();
    expect(await within(await row(/meera.finance/)).findByText('Disabled')).toBeInTheDocument();
    await user.click(within(await row(/meera.finance/)).getByRole('button', { name: 'Enable meera.finance@honest-rewards.test' }));
    expect(await within(await row(/meera.finance/)).findByText('Active')).toBeInTheDocument();
    expect(state.audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['admin.disable', 'admin.enable']));
  });

  it('withdraws an invitation after saying its link stops working', async () => {
    const { user } = open('/admins');
    await user.click(within(await row(/new.writer/)).getByRole('button', { name: 'Withdraw the invitation of new.writer@honest-rewards.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this invitation?' });
    expect(dialog).toHaveTextContent('The link mailed to new.writer@honest-rewards.test stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /new.writer/ })).not.toBeInTheDocument());
  });
});

describe('the invitation page', () => {
  it('shows who is invited as what, takes a password, then the second factor, and lands signed in', async () => {
    const { user, state, location } = open('/accept-invitation?token=mock-invitation-token', { signedIn: false });
    expect(await screen.findByText(/You are invited as Content with new.writer@honest-rewards.test/)).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(callsTo(state, 'adminAccounts.acceptInvitation')).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'a-long-new-admin-password');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(state.signedIn).toBe(false);
    await user.type(code, MOCK_TOTP.codes[0]);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    await waitFor(() => expect(location().pathname).not.toBe('/accept-invitation'));
    expect(state.signedIn).toBe(true);
    expect(state.admin).toMatchObject({ email: 'new.writer@honest-rewards.test', role: 'content' });
  });

  it('says a link that no longer works cannot be used, and leads to sign-in', async () => {
    open('/accept-invitation?token=used-long-ago', { signedIn: false });
    expect(await screen.findByText(REFUSALS['admin-accounts.invitation-invalid'].text({ hours: ADMIN_INVITATION_LIFETIME_HOURS }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
  });
});

describe('my account (Security)', () => {
  it('changes the password with the current one; a wrong one is refused under its field', async () => {
    const { user, accounts } = open('/security');
    const form = await screen.findByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText('Current password'), 'not-my-password');
    await user.type(within(form).getByLabelText('New password'), 'a-brand-new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(REFUSALS['admin-accounts.current-password-wrong'].text)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), MOCK_ADMIN_CREDENTIALS.password);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed; 2 other session(s) ended')).toBeInTheDocument();
    expect(accounts.password).toBe('a-brand-new-password');
  });

  it('makes new recovery codes with an authenticator code and shows them once', async () => {
    const { user } = open('/security', { enrolled: true });
    const form = await screen.findByRole('form', { name: 'Make new recovery codes' });
    await user.type(within(form).getByLabelText('6-digit code from your authenticator app'), '999999');
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    expect(await within(form).findByText(REFUSALS['admin-auth.code-invalid'].text)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('6-digit code from your authenticator app'), MOCK_TOTP.codes[1]);
    await user.click(within(form).getByRole('button', { name: 'Make new recovery codes' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('lists the own sessions and ends one, then every other after confirming', async () => {
    const { user } = open('/security');
    const current = await screen.findByRole('row', { name: /Chrome on Windows/ });
    expect(current).toHaveTextContent('This device');
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(await row(/Firefox on Linux/)).getByRole('button', { name: /^Sign out Firefox on Linux/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Firefox on Linux/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(dialog).toHaveTextContent('1 other session(s) end at once. This device stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Safari on iOS/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Chrome on Windows/ })).toBeInTheDocument();
  });
});
