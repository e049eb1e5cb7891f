import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REFERRALS_MESSAGES } from '#contract/referrals/schemas';
import { contentAdminProcedures, contentRestHandlers, createContentFixtureState } from '#kit/mocks/content-fixtures';
import { createReferralFixtureState, REFERRAL_IDS, REFERRERS, referralAdminProcedures } from '../../../admin/mocks/fixtures/referral-fixtures';
import { beforeEachCall, type UncheckedProcedureFixtures } from '#kit/mocks/trpc-msw';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The tab over its own referral state, each call recorded as the admin fixtures record theirs. */
/** Newest first by the URL: these tests read the first page the fixtures were written for. */
function renderReferrals(url = '/referrals?order=newest', overrides: UncheckedProcedureFixtures = {}) {
  const referrals = createReferralFixtureState();
  const content = createContentFixtureState();
  const view = renderAdmin(server, url, {
    overrides: (state) => {
      const procedures = { ...contentAdminProcedures(state, content), ...referralAdminProcedures(state, referrals), ...overrides };
      return beforeEachCall(procedures, (path, input) => {
        if (path.startsWith('referrals.')) state.calls.push({ path, input });
      });
    },
  });
  server.use(...contentRestHandlers(API_ORIGIN, view.state, content));
  return { ...view, referrals };
}

const table = () => screen.findByRole('table', { name: 'Referrals' });
const rows = () => screen.getAllByTestId('referral');
const polite = () => within(screen.getByRole('status'));

function rowOf(friend: string) {
  const row = rows().find((candidate) => candidate.textContent?.includes(friend));
  if (!row) throw new Error(`No referral of ${friend}`);
  return within(row);
}

const AXE_OPTIONS: axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } };

describe('Referrals tab', () => {
  it('lists referrals newest first with the friend, flags explained, earnings and dates, over two pages', async () => {
    const { user, location } = renderReferrals();
    await table();
    expect(screen.getByRole('link', { name: /^Referrals( \d+ waiting)?$/ })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toContain('Referrals');
    expect(rows()).toHaveLength(20);

    const self = rowOf('meenaiyer+2@gmail.com');
    expect(self.getByRole('rowheader', { name: /Meena Iyer/ })).toBeInTheDocument();
    expect(self.getByText('Needs review')).toBeInTheDocument();
    expect(self.getByText('Self-referral')).toBeInTheDocument();
    expect(self.getByText(/the same e-mail once dots and \+tags are removed/)).toBeInTheDocument();
    expect(self.getByText('Same device')).toBeInTheDocument();
    expect(self.getByText('₹5.20')).toBeInTheDocument();
    expect(self.getByRole('button', { name: 'Approve the referral of Meena I by Meena Iyer' })).toBeInTheDocument();

    const pending = rowOf('Chetan Joshi');
    expect(pending.getByText('Not verified')).toBeInTheDocument();
    expect(pending.getByText('₹2')).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Reject the referral of Chetan Joshi by Ravi Kumar' })).toBeInTheDocument();

    const paid = rowOf('Anil Mehta');
    expect(paid.getByText('Paid')).toBeInTheDocument();
    expect(paid.getByText(/^Paid \d/)).toBeInTheDocument();
    expect(paid.queryByText(/^Clears/)).not.toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(paid.getByRole('button', { name: "Revoke Ravi Kumar's ability to refer" })).toBeInTheDocument();

    const reversed = rowOf('Gopal Pillai');
    expect(reversed.getByText('Blocked')).toBeInTheDocument();
    expect(reversed.getByText('Reason: The friend’s account was blocked')).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Referral pages' })).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(location().search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('filters by status and by flagged only, in the URL', async () => {
    const { user, location, state } = renderReferrals();
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'Needs review');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(location().search).toMatchObject({ status: 'review' });

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.click(screen.getByLabelText('Flagged only'));
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(location().search).toEqual({ order: 'newest', flagged: true });
    expect(screen.getAllByText('Many sign-ups today')).toHaveLength(11);
    expect(callsTo(state, 'referrals.list').at(-1)).toEqual({ flagged: true, order: 'newest', page: 1, pageSize: 20 });

    await user.selectOptions(screen.getByLabelText('Status'), 'Expired');
    expect(await screen.findByText('No referrals match these filters.')).toBeInTheDocument();
  });

  it('approves a referral waiting for review: it is held, with a toast', async () => {
    const { user, referrals, state } = renderReferrals('/referrals?status=review');
    await table();
    await user.click(screen.getByRole('button', { name: 'Approve the referral of Deepak Nair by Meena Iyer' }));
    expect(await polite().findByText('Referral approved: the reward is held, then paid')).toBeInTheDocument();
    expect(callsTo(state, 'referrals.approve')).toEqual([{ id: REFERRAL_IDS.meenaDisposable }]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(referrals.referrals.find((item) => item.id === REFERRAL_IDS.meenaDisposable)?.status).toBe('held');
    expect(state.audit.at(-1)).toMatchObject({ action: 'referrals.approve' });
  });

  it('says why and refreshes when another admin settled the referral first', async () => {
    const { user, referrals } = renderReferrals('/referrals?status=review');
    await table();
    referrals.referrals.find((item) => item.id === REFERRAL_IDS.meenaSelf)!.status = 'rejected';
    await user.click(screen.getByRole('button', { name: 'Approve the referral of Meena I by Meena Iyer' }));
    expect(await screen.findByText('Only a referral waiting for review can be approved', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('rejects with a reason the referrer sees, which the server requires', async () => {
    const { user, referrals, state } = renderReferrals();
    await table();
    await user.click(screen.getByRole('button', { name: 'Reject the referral of Meena I by Meena Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this referral' });
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject referral' }));
    expect(await within(dialog).findByText(REFERRALS_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(state, 'referrals.reject')).toEqual([]);

    await user.type(reason, 'This is your own second account');
    await user.click(within(dialog).getByRole('button', { name: 'Reject referral' }));
    expect(await polite().findByText('Referral rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'referrals.reject')).toEqual([{ id: REFERRAL_IDS.meenaSelf, reason: 'This is your own second account' }]);
    expect(referrals.referrals.find((item) => item.id === REFERRAL_IDS.meenaSelf)).toMatchObject({ status: 'rejected', reason: 'This is your own second account' });
    expect(await screen.findByText('Reason: This is your own second account')).toBeInTheDocument();
  });

  it('reverses a paid referral with a required reason, and only a paid one offers it', async () => {
    const { user, referrals, state } = renderReferrals();
    await table();
    expect(rowOf('Bina Shah').queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
    expect(rowOf('Anil Mehta').queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    await user.click(rowOf('Anil Mehta').getByRole('button', { name: 'Reverse the paid referral of Anil Mehta by Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this paid referral' });
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reverse referral' }));
    expect(await within(dialog).findByText(REFERRALS_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(callsTo(state, 'referrals.reverse')).toEqual([]);

    await user.type(reason, 'The friend’s account was a duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse referral' }));
    expect(await polite().findByText('Referral reversed: the reward is taken back')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'referrals.reverse')).toEqual([{ id: REFERRAL_IDS.raviPaid, reason: 'The friend’s account was a duplicate' }]);
    expect(referrals.referrals.find((item) => item.id === REFERRAL_IDS.raviPaid)).toMatchObject({ status: 'reversed', reason: 'The friend’s account was a duplicate' });
    expect(await screen.findByText('Reason: The friend’s account was a duplicate')).toBeInTheDocument();
    expect(state.audit.at(-1)).toMatchObject({ action: 'referrals.reverse' });
    await waitFor(() => expect(rowOf('Anil Mehta').queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument());
  });

  it('says why and refreshes when the paid referral was already reversed by another admin', async () => {
    const { user, referrals } = renderReferrals();
    await table();
    referrals.referrals.find((item) => item.id === REFERRAL_IDS.raviPaid)!.status = 'reversed';
    await user.click(rowOf('Anil Mehta').getByRole('button', { name: 'Reverse the paid referral of Anil Mehta by Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this paid referral' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse referral' }));
    expect(await screen.findByText(REFERRALS_MESSAGES.notPaid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf('Anil Mehta').queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument());
  });

  it("revokes a referrer's ability to refer after a confirmation, and restores it", async () => {
    const { user, referrals, state } = renderReferrals();
    await table();
    await user.click(rowOf('Anil Mehta').getByRole('button', { name: "Revoke Ravi Kumar's ability to refer" }));
    const dialog = screen.getByRole('dialog', { name: "Revoke Ravi Kumar's ability to refer?" });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await polite().findByText('Ravi Kumar can no longer refer')).toBeInTheDocument();
    expect(callsTo(state, 'referrals.setCanRefer')).toEqual([{ userId: REFERRERS.ravi.id, revoked: true }]);
    expect(referrals.referrers.find((item) => item.id === REFERRERS.ravi.id)?.canRefer).toBe(false);
    // Every row of Ravi's now says so and offers the way back.
    await waitFor(() => expect(screen.getAllByText('Cannot refer')).toHaveLength(3));

    await user.click(rowOf('Bina Shah').getByRole('button', { name: "Restore Ravi Kumar's ability to refer" }));
    await user.click(within(screen.getByRole('dialog', { name: "Restore Ravi Kumar's ability to refer?" })).getByRole('button', { name: 'Restore' }));
    expect(await polite().findByText('Ravi Kumar can refer again')).toBeInTheDocument();
    expect(callsTo(state, 'referrals.setCanRefer').at(-1)).toEqual({ userId: REFERRERS.ravi.id, revoked: false });
  });

  it('has no axe violations, with a dialog open too', async () => {
    const { user } = renderReferrals();
    await table();
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reject the referral of Meena I by Meena Iyer' }));
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });
});

describe('Settings tab: referrals', () => {
  it("shows the settings as rupees and counts, refuses bad values in the server's words, and saves", async () => {
    const { user, referrals, state } = renderReferrals('/settings');
    const reward = await screen.findByLabelText('Reward to the referrer (₹)');
    expect(reward).toHaveValue('10');
    expect(screen.getByLabelText('Earnings to qualify (₹)')).toHaveValue('5');
    expect(screen.getByLabelText('Welcome bonus to the friend (₹)')).toHaveValue('0');
    expect(screen.getByLabelText('Hold (days)')).toHaveValue('7');
    expect(screen.getByText(/Paid once when a referrer reaches 10 qualified friends/)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save referral settings' });

    await user.clear(reward);
    await user.type(reward, '0');
    await user.clear(screen.getByLabelText('Days to qualify'));
    await user.type(screen.getByLabelText('Days to qualify'), '0');
    await user.clear(screen.getByLabelText('Welcome bonus to the friend (₹)'));
    await user.type(screen.getByLabelText('Welcome bonus to the friend (₹)'), '2.555');
    await user.click(save);
    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Days to qualify')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Welcome bonus to the friend (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(reward).toHaveFocus();
    expect(callsTo(state, 'referrals.updateSettings')).toEqual([]);

    await user.clear(reward);
    await user.type(reward, '12.50');
    await user.clear(screen.getByLabelText('Days to qualify'));
    await user.type(screen.getByLabelText('Days to qualify'), '45');
    await user.clear(screen.getByLabelText('Welcome bonus to the friend (₹)'));
    await user.type(screen.getByLabelText('Welcome bonus to the friend (₹)'), '2');
    await user.click(save);
    expect(await polite().findByText('Referral settings saved')).toBeInTheDocument();
    expect(referrals.settings).toMatchObject({ rewardPaise: 1_250, welcomePaise: 200, qualifyWindowDays: 45, qualifyPaise: 500, milestoneBonusPaise: 0 });
    expect(state.audit.at(-1)).toMatchObject({ action: 'referrals.settings' });
    await waitFor(() => expect(screen.getByLabelText('Reward to the referrer (₹)')).toHaveValue('12.50'));
  });

  it('has no axe violations', async () => {
    renderReferrals('/settings');
    await screen.findByLabelText('Reward to the referrer (₹)');
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });
});
