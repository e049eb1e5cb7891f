import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, fixtureUser, unverifiedUser } from '../../../src/mocks/fixtures/public-fixtures';
import { VALID_EMAIL_CHANGE_TOKEN } from '../../../src/mocks/fixtures/settings-fixtures';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { expectToast, renderApp } from './render-app';

/** Account settings (issue 30): name, e-mail change, password change, signed-in devices. */
describe('/settings', () => {
  it('is reached from the profile and changes the name with sign-up\'s rule', async () => {
    const { user, state } = renderApp('/profile');
    await user.click(await screen.findByRole('link', { name: 'Profile and security' }));
    const name = await screen.findByLabelText('Your name');
    await waitFor(() => expect(name).toHaveValue(fixtureUser.name));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await expectToast('status', 'Your name is changed.');
    expect(state.user?.name).toBe('Asha Verma');
  });

  it('changes the password only after a confirmation that says other devices sign out; a wrong current password shows at its field', async () => {
    const { user, state } = renderApp('/settings');
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(password.getByLabelText('Current password'), 'not-my-password');
    await user.type(password.getByLabelText('New password'), 'a-brand-new-password');
    await user.type(password.getByLabelText('Confirm password'), 'a-brand-new-password');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your password?' }));
    expect(dialog.getByText('Changing your password signs you out on every other device. This device stays signed in.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(password.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is incorrect'));

    await user.clear(password.getByLabelText('Current password'));
    // The new password typed before stays; only the current one is typed again.
    await user.type(password.getByLabelText('Current password'), FIXTURE_PASSWORD);
    await user.click(password.getByRole('button', { name: 'Change password' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Change your password?' })).getByRole('button', { name: 'Yes, change it' }));
    await expectToast('status', 'Your password is changed. 2 other devices were signed out.');
    expect(state.accounts.find((account) => account.user.id === fixtureUser.id)?.password).toBe('a-brand-new-password');
    await waitFor(() => expect(state.sessions).toHaveLength(1));
  });

  it('lists the devices, this one first, and signs out one or every other after a confirmation', async () => {
    const { user, state } = renderApp('/settings');
    const devices = within(await screen.findByRole('region', { name: 'Signed-in devices' }));
    const items = await devices.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome on AndroidThis device/),
      expect.stringMatching(/^Firefox on Windows/),
      expect.stringMatching(/^Unknown device/),
    ]);
    await user.click(devices.getByRole('button', { name: 'Sign out Firefox on Windows' }));
    const one = within(await screen.findByRole('dialog', { name: 'Sign out Firefox on Windows?' }));
    await user.click(one.getByRole('button', { name: 'Sign out' }));
    await expectToast('status', 'That device is signed out.');
    await waitFor(() => expect(devices.getAllByRole('listitem')).toHaveLength(2));

    await user.click(devices.getByRole('button', { name: 'Sign out everywhere else' }));
    const others = within(await screen.findByRole('dialog', { name: 'Sign out everywhere else' }));
    expect(others.getByText('1 other device will be signed out at once and will need your password again. This device stays signed in.')).toBeInTheDocument();
    await user.click(others.getByRole('button', { name: 'Sign out everywhere else' }));
    await expectToast('status', '1 other device was signed out.');
    expect(state.sessions.map((session) => session.current)).toEqual([true]);
    await waitFor(() => expect(devices.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled());
  });

  it('asks for the current password to change the e-mail, refuses a taken address neutrally, and changes it only through the link', async () => {
    const { user, state } = renderApp('/settings');
    const email = within(await screen.findByRole('region', { name: 'E-mail address' }));
    expect(email.getByText(`Now: ${fixtureUser.email}`)).toBeInTheDocument();
    await user.type(email.getByLabelText('New e-mail address'), unverifiedUser.email);
    await user.type(email.getByLabelText('Current password'), FIXTURE_PASSWORD);
    await user.click(email.getByRole('button', { name: 'Send the confirmation link' }));
    await waitFor(() => expect(email.getByLabelText('New e-mail address')).toHaveAccessibleDescription('An account with this e-mail already exists'));

    await user.clear(email.getByLabelText('New e-mail address'));
    await user.type(email.getByLabelText('New e-mail address'), 'Asha.New@example.in');
    await user.click(email.getByRole('button', { name: 'Send the confirmation link' }));
    expect(await email.findByText('We sent a link to asha.new@example.in. Open it to make it your address; until then nothing changes.')).toBeInTheDocument();
    expect(state.user?.email).toBe(fixtureUser.email);
  });
});

describe('/confirm-email', () => {
  it('changes the address once; the link opened again is refused', async () => {
    const { user, state, router } = renderApp('/settings');
    const email = within(await screen.findByRole('region', { name: 'E-mail address' }));
    await user.type(email.getByLabelText('New e-mail address'), 'moved@example.in');
    await user.type(email.getByLabelText('Current password'), FIXTURE_PASSWORD);
    await user.click(email.getByRole('button', { name: 'Send the confirmation link' }));
    await email.findByText(/We sent a link to moved@example.in/);

    await router.navigate({ to: '/confirm-email', search: { token: VALID_EMAIL_CHANGE_TOKEN } });
    expect(await screen.findByText('Your e-mail address is changed. Use it the next time you sign in.')).toBeInTheDocument();
    expect(state.user).toMatchObject({ email: 'moved@example.in', emailVerified: true });

    await router.navigate({ to: '/settings' });
    await router.navigate({ to: '/confirm-email', search: { token: VALID_EMAIL_CHANGE_TOKEN } });
    expect(await screen.findByText('This link is invalid, used or has expired. Ask for a new one in your account settings.')).toBeInTheDocument();
  });

  it('says a bad link is invalid and points to the settings', async () => {
    renderApp('/confirm-email?token=nope', { user: null });
    expect(await screen.findByText('This link is invalid, used or has expired. Ask for a new one in your account settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to account settings' })).toHaveAttribute('href', '/settings');
  });
});

describe('/settings in Hindi', () => {
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('reads every section and a confirmation in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    const { user } = renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('settings.title') })).toBeInTheDocument();
    for (const title of ['settings.name.title', 'settings.email.title', 'settings.password.title', 'settings.sessions.title']) {
      expect(await screen.findByRole('region', { name: hindiText(title) })).toBeInTheDocument();
    }
    const devices = within(screen.getByRole('region', { name: hindiText('settings.sessions.title') }));
    expect(await devices.findByText(hindiText('settings.sessions.this-device'))).toBeInTheDocument();
    expect(devices.getByText(/Android पर Chrome/)).toBeInTheDocument();
    await user.click(devices.getByRole('button', { name: hindiText('settings.sessions.sign-out-others') }));
    expect(await screen.findByRole('dialog', { name: hindiText('settings.sessions.sign-out-others') })).toBeInTheDocument();
  });
});
