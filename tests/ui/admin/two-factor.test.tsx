import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '#contract/admin-auth/schemas';
import { TWO_FACTOR_MESSAGES } from '../../../admin/features/security/two-factor-messages';
import { MOCK_ADMIN_CREDENTIALS, MOCK_TOTP, type AdminFixtureState } from '../../../admin/mocks/fixtures/admin-fixtures';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Rendered = ReturnType<typeof renderAdmin>;

function withTwoFactor(view: Rendered, twoFactor: Partial<AdminFixtureState['twoFactor']>): Rendered {
  Object.assign(view.state.twoFactor, twoFactor);
  return view;
}

/** A fresh copy per test: the fixtures spend recovery codes. */
const enrolled = () => ({ enabled: true, enabledAt: new Date('2025-06-01T04:30:00Z'), unusedRecoveryCodes: [...MOCK_TOTP.recoveryCodes] });

async function enterPassword({ user }: Rendered) {
  await user.type(await screen.findByLabelText('Email'), MOCK_ADMIN_CREDENTIALS.email);
  await user.type(screen.getByLabelText('Password'), MOCK_ADMIN_CREDENTIALS.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in with a second factor', () => {
  it('asks for the code after a right password, refuses a wrong or replayed one, and signs in with a good one', async () => {
    const view = withTwoFactor(renderAdmin(server, '/login', { signedIn: false }), { ...enrolled(), usedCodes: ['234567'] });
    const { user, state, location } = view;
    await enterPassword(view);

    const codeField = await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
    expect(state.signedIn).toBe(false);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement(); // asking for the code is no error

    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(ADMIN_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(codeField, '12 34');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(ADMIN_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(callsTo(state, 'adminAuth.signIn')).toHaveLength(1);

    await user.clear(codeField);
    await user.type(codeField, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await within(screen.getByRole('alert')).findByText(ADMIN_MESSAGES.invalidCode)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '234567');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await within(screen.getByRole('alert')).findByText(ADMIN_MESSAGES.codeReplayed)).toBeInTheDocument();
    expect(location().pathname).toBe('/login');

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), MOCK_TOTP.codes[0]);
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(callsTo(state, 'adminAuth.signIn').at(-1)).toEqual({ email: MOCK_ADMIN_CREDENTIALS.email, password: MOCK_ADMIN_CREDENTIALS.password, otp: MOCK_TOTP.codes[0] });
  });

  it('accepts a recovery code, once', async () => {
    const view = withTwoFactor(renderAdmin(server, '/contacts', { signedIn: false }), enrolled());
    const { user, state, location } = view;
    await enterPassword(view);
    await user.type(await screen.findByLabelText('Authentication code'), MOCK_TOTP.recoveryCodes[0].toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Contact messages' })).toBeInTheDocument();
    expect(location().pathname).toBe('/contacts');
    expect(state.twoFactor.unusedRecoveryCodes).toHaveLength(9);
    expect(state.audit.at(-2)).toMatchObject({ action: 'admin.recovery-code-use', after: { recoveryCodesLeft: 9 } });
  });

  it('"Use a different account" goes back to the password form', async () => {
    const view = withTwoFactor(renderAdmin(server, '/login', { signedIn: false }), enrolled());
    await enterPassword(view);
    await view.user.click(await screen.findByRole('button', { name: 'Use a different account' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue(MOCK_ADMIN_CREDENTIALS.email);
  });
});

describe('where a second factor is required (production)', () => {
  it('a password-only sign-in leads to enrolment: QR code and key, a first code, the recovery codes, then the dashboard', async () => {
    const view = withTwoFactor(renderAdmin(server, '/login', { signedIn: false }), { required: true });
    const { user, state, location } = view;
    await enterPassword(view);

    expect(await screen.findByText('Set up two-factor sign-in')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(state.signedIn).toBe(false);

    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(ADMIN_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');

    await user.type(screen.getByLabelText('6-digit code'), MOCK_TOTP.codes[1]);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...MOCK_TOTP.recoveryCodes]);
    expect(screen.getByText('They are shown only now.')).toBeInTheDocument();
    expect(location().pathname).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(callsTo(state, 'adminAuth.twoFactor.confirmEnrolment')).toEqual([{ code: '000000' }, { code: MOCK_TOTP.codes[1] }]);
  });

  it('the Security tab says the second factor cannot be turned off', async () => {
    withTwoFactor(renderAdmin(server, '/security'), { ...enrolled(), required: true });
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('Recovery codes left: 10');
    expect(screen.getByText(/required on this site, so it cannot be turned off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });
});

describe('the Security tab (second factor optional)', () => {
  it('sets up two-factor sign-in, shows the recovery codes once, and turns it off with a current code', async () => {
    const { user, state, location } = renderAdmin(server, '/users');
    await user.click(await screen.findByRole('link', { name: 'Security' }));
    expect(await screen.findByRole('heading', { name: 'Security' })).toBeInTheDocument();
    expect(document.title).toContain('Security');
    expect(screen.getByText('Off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), MOCK_TOTP.codes[2]);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.enabled)).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('Recovery codes left: 10');
    expect(screen.getByText('On')).toBeInTheDocument();

    // A wrong code is wrong input: the admin stays signed in and on the tab.
    await user.type(screen.getByLabelText('Current code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText(ADMIN_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(location().pathname).toBe('/security');

    await user.type(screen.getByLabelText('Current code'), MOCK_TOTP.codes[3]);
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Off')).toBeInTheDocument());
    expect(state.audit.slice(-2).map((entry) => entry.action)).toEqual(['admin.two-factor-enable', 'admin.two-factor-disable']);
  });
});
