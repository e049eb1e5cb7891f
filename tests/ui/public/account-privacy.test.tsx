import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_MESSAGES } from '#contract/account/schemas';
import { FIXTURE_PASSWORD, fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { expectToast, renderApp } from './render-app';

/** Catches what the page hands the browser to save: jsdom neither makes object URLs nor downloads (each test file has its own jsdom). */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: Array<{ filename: string; blob: Blob }> = [];
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ filename: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

async function openDeleteDialog(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/account', options);
  await view.user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...view, dialog, password: within(dialog).getByLabelText('Current password') };
}

describe('your data on the account page', () => {
  it('downloads everything kept about the account as a dated .json file', async () => {
    const saved = captureDownloads();
    const { user, callsTo } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await expectToast('status', 'Your data has been downloaded');
    expect(callsTo('account.export')).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.filename).toMatch(/^honest-rewards-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await saved[0]!.blob.text());
    expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT);
    expect(data.profile).toMatchObject({ id: fixtureUser.id, email: fixtureUser.email, createdAt: fixtureUser.createdAt.toISOString() });
    expect(data.withdrawalRequests).toHaveLength(3);
  });

  it('says exactly what deletion erases and keeps, with the amounts at stake', async () => {
    const { dialog } = await openDeleteDialog();
    expect(within(dialog).getByRole('heading', { name: 'Deleted' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Kept, without your name or e-mail' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your name, e-mail address and password. You cannot sign in to this account again.');
    expect(dialog).toHaveTextContent('you are signed out on all your devices at once');
    expect(dialog).toHaveTextContent('Your wallet history and withdrawal records');
    // The fixture user has ₹50 available and ₹50 held by a pending withdrawal.
    expect(await within(dialog).findByText('Your pending withdrawals (₹50) are cancelled and the amount returned to your balance.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your balance of ₹100 is forfeited');
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
  });

  it('says no money is lost when the balance is empty', async () => {
    const { dialog } = await openDeleteDialog({ wallet: { entries: [], requests: [] } });
    expect(await within(dialog).findByText('Your balance is ₹0, so no money is lost.')).toBeInTheDocument();
  });

  it('cancel closes the dialog and deletes nothing', async () => {
    const { user, dialog, callsTo } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('account.delete')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
  });

  it('asks for the password before calling the server', async () => {
    const { user, dialog, password, callsTo } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required'));
    expect(password).toHaveFocus();
    expect(callsTo('account.delete')).toEqual([]);
  });

  it("shows the server's answer to a wrong password and stays signed in", async () => {
    const { user, dialog, password, router, state } = await openDeleteDialog();
    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // The refusal's code (account.wrong-password) puts it under the password field.
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(ACCOUNT_MESSAGES.wrongPassword)));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/account');
    expect(state.user?.id).toBe(fixtureUser.id);
  });

  it('with the right password deletes the account, signs out and goes home', async () => {
    const { user, dialog, password, router, state, callsTo } = await openDeleteDialog();
    await user.type(password, FIXTURE_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await expectToast('status', ACCOUNT_MESSAGES.deleted);
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('account.delete')).toEqual([{ password: FIXTURE_PASSWORD }]);
    expect(state.user).toBeNull();
    expect(state.accounts.some((account) => account.user.id === fixtureUser.id)).toBe(false);
  });
});
