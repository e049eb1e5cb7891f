import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LinkTarget } from '#contract/provider-catalogue/schemas';
import { createProviderFixtureState, providerAdminProcedures, type FixtureLinkTarget, type ProviderFixtureState } from '../../../admin/mocks/fixtures/provider-fixtures';
import { createRewardFixtureState, rewardAdminProcedures, type RewardFixtureState } from '../../../admin/mocks/fixtures/reward-fixtures';
import type { AdminFixtureState } from '../../../admin/mocks/fixtures/admin-fixtures';
import { callsTo, renderAdmin } from './render-admin';

/** The gift-card provider in the admin (issue 33, decision 059): the catalogue's sync, and linking store products and withdrawal amounts through a confirmation. */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What a link points from, read from the reward and withdrawal fixtures as the server reads its tables. */
function targetsIn(admin: AdminFixtureState, rewards: RewardFixtureState) {
  return (target: LinkTarget): FixtureLinkTarget | null => {
    if (target.kind === 'reward') {
      const product = rewards.products.find((candidate) => candidate.id === target.productId);
      return product ? { name: product.name, faceRupees: product.faceValue, pricePaise: product.pricePaise, giftCard: product.kind !== 'free_fire_diamonds' } : null;
    }
    const option = admin.withdrawalOptions.find((candidate) => candidate.amountPaise === target.amountPaise);
    return option ? { name: null, faceRupees: option.amountPaise / 100, pricePaise: option.amountPaise, giftCard: true } : null;
  };
}

function renderWithProvider(url: string, provider: ProviderFixtureState = createProviderFixtureState()) {
  const rewards = createRewardFixtureState();
  const view = renderAdmin(server, url, {
    overrides: (state) => ({ ...rewardAdminProcedures(state, rewards), ...providerAdminProcedures(state, provider, targetsIn(state, rewards)) }),
  });
  return { ...view, rewards, provider };
}

function rowOf(name: string) {
  const header = screen.getAllByRole('rowheader').find((candidate) => candidate.querySelector('span span')?.textContent === name);
  const row = header?.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

describe('without a provider', () => {
  it('says nothing about providers: no sync, no provider buttons on products or amounts', async () => {
    const rewards = createRewardFixtureState();
    renderAdmin(server, '/rewards', { overrides: (state) => rewardAdminProcedures(state, rewards) });
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    expect(screen.queryByRole('button', { name: 'Sync catalogue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Provider for/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Reloadly/)).not.toBeInTheDocument();
  });
});

describe('with Reloadly connected', () => {
  it('shows the catalogue and syncs it', async () => {
    const { user, provider, state } = renderWithProvider('/rewards');
    const bar = await screen.findByRole('region', { name: 'Gift-card provider' });
    expect(bar).toHaveTextContent(/Reloadly: 5 products offered for India, catalogue synced/);
    provider.listed = provider.listed.filter((product) => product.providerProductId !== '18004');
    await user.click(within(bar).getByRole('button', { name: 'Sync catalogue' }));
    expect(await within(screen.getByRole('status')).findByText('Catalogue synced: 4 products listed, 0 new, 1 no longer offered')).toBeInTheDocument();
    await waitFor(() => expect(bar).toHaveTextContent(/Reloadly: 4 products offered/));
    expect(callsTo(state, 'providerCatalogue.sync')).toHaveLength(1);
  });

  it('links a gift card: search, choose, the face value checked and the cost beside the price and margin, then a confirmation saying what it does', async () => {
    const { user, state, provider } = renderWithProvider('/rewards');
    await screen.findByRole('region', { name: 'Gift-card provider' });
    // A Free Fire top-up is no gift card: it has no provider button.
    expect(rowOf('Free Fire 100 Diamonds').queryByRole('button', { name: /^Provider for/ })).not.toBeInTheDocument();
    expect(rowOf('Google Play ₹100').getByText('Not linked to Reloadly')).toBeInTheDocument();
    await user.click(rowOf('Google Play ₹100').getByRole('button', { name: 'Provider for Google Play ₹100' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Provider for Google Play ₹100' }));
    expect(dialog.getByText('Face value ₹100; wallet price ₹100.')).toBeInTheDocument();
    await user.type(dialog.getByRole('searchbox', { name: 'Search the Reloadly catalogue' }), 'steam');
    await user.click(await dialog.findByRole('button', { name: 'Choose Steam USD India' }));
    expect(dialog.getByText('Its face value is in USD: only rupee cards can be linked')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Link…' })).toBeDisabled();

    await user.clear(dialog.getByRole('searchbox', { name: 'Search the Reloadly catalogue' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Search the Reloadly catalogue' }), 'google');
    await user.click(await dialog.findByRole('button', { name: 'Choose Google Play India' }));
    const chosen = within(dialog.getByRole('region', { name: 'Chosen' }));
    expect(chosen.getByText('Sells a ₹100 card in rupees')).toBeInTheDocument();
    // ₹98 for the card, ₹2 flat and 1 % of ₹98: more than the ₹100 the wallet pays.
    expect(chosen.getByText('₹100.98 (card ₹98, fees ₹2.98)')).toBeInTheDocument();
    expect(chosen.getByText('A loss of ₹0.98 on each card')).toBeInTheDocument();
    await user.click(chosen.getByRole('button', { name: 'Link…' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Link Google Play ₹100 to Reloadly?' }));
    expect(confirm.getByText('When no uploaded code is left, orders of Google Play ₹100 will be bought from Reloadly at ₹100.98 each.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Link' }));
    expect(await within(screen.getByRole('status')).findByText('Google Play ₹100 is linked to Reloadly')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Google Play ₹100').getByText('Reloadly: Google Play India')).toBeInTheDocument());
    expect(callsTo(state, 'providerCatalogue.link')).toEqual([{ target: { kind: 'reward', productId: expect.any(String) }, providerProductId: '18001' }]);
    expect(provider.links).toHaveLength(1);
  });

  it('a cost in another currency is shown in it, with no margin; unlinking says what it does', async () => {
    const { user, state } = renderWithProvider('/rewards');
    await screen.findByRole('region', { name: 'Gift-card provider' });
    await user.click(rowOf('App Store ₹500').getByRole('button', { name: 'Provider for App Store ₹500' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Provider for App Store ₹500' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Search the Reloadly catalogue' }), 'apple');
    await user.click(await dialog.findByRole('button', { name: 'Choose Apple Gift Card India (USD account)' }));
    const chosen = within(dialog.getByRole('region', { name: 'Chosen' }));
    expect(chosen.getByText('$6.20 (card $5.95, fees $0.25)')).toBeInTheDocument();
    expect(chosen.getByText('The cost is in USD: no margin against the rupee price is shown')).toBeInTheDocument();
    await user.click(chosen.getByRole('button', { name: 'Link…' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Link App Store ₹500 to Reloadly?' })).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(rowOf('App Store ₹500').getByText('Reloadly: Apple Gift Card India (USD account)')).toBeInTheDocument());

    await user.click(rowOf('App Store ₹500').getByRole('button', { name: 'Provider for App Store ₹500' }));
    const again = within(await screen.findByRole('dialog', { name: 'Provider for App Store ₹500' }));
    await user.click(within(again.getByRole('region', { name: 'Linked now' })).getByRole('button', { name: 'Unlink' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Unlink App Store ₹500 from Reloadly?' }));
    expect(confirm.getByText('Orders of App Store ₹500 will again be fulfilled from uploaded codes or by hand only.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Unlink' }));
    expect(await within(screen.getByRole('status')).findByText('App Store ₹500 is no longer linked to Reloadly')).toBeInTheDocument();
    expect(callsTo(state, 'providerCatalogue.link').at(-1)).toEqual({ target: { kind: 'reward', productId: expect.any(String) }, providerProductId: null });
  });

  it('links a withdrawal amount, its sentence naming the amount', async () => {
    const { user, provider } = renderWithProvider('/redeem-requests');
    const amounts = await screen.findByRole('list', { name: 'Withdrawal amounts' });
    const fifty = within(within(amounts).getByRole('listitem', { name: '₹50' }));
    await user.click(await fifty.findByRole('button', { name: 'Provider for ₹50 withdrawals' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Provider for ₹50 withdrawals' }));
    await user.click(await dialog.findByRole('button', { name: 'Choose Google Play India' }));
    await user.click(within(dialog.getByRole('region', { name: 'Chosen' })).getByRole('button', { name: 'Link…' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Link ₹50 withdrawals to Reloadly?' }));
    expect(confirm.getByText('Withdrawals of ₹50 will be fulfilled with a card bought from Reloadly at ₹51.49 each, instead of waiting for an admin.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(fifty.getByText('Reloadly: Google Play India')).toBeInTheDocument());
    expect(provider.links).toEqual([{ target: { kind: 'withdrawal', amountPaise: 5_000 }, providerProductId: '18001' }]);
  });
});
