import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS } from '#contract/admin-auth/access';
import { mayCall, ROLE_MESSAGES, rolesAllowed } from '#contract/admin-auth/roles';
import { ADMIN_TABS } from '../../../admin/features/dashboard/admin-tabs';
import { contentAdminProcedures, createContentFixtureState } from '#kit/mocks/content-fixtures';
import { callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
  // Every role has the dashboard; the rest are the role's sections, in any group order.
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href !== '/')
    .sort();
};

describe('admin roles in the admin site (decision 046)', () => {
  it('shows the signed-in role in the header and only the tabs that role may open', async () => {
    renderAdmin(server, '/contacts', { role: 'support' });
    expect(await screen.findByTestId('admin-role')).toHaveTextContent('Role: support');
    const links = await navLinks();
    expect(links).toEqual(['/users', '/tasks', '/appeals', '/contacts', '/mail', '/security'].sort());
    // The same constants as the procedures: support never sees a money tab.
    for (const tab of ADMIN_TABS) expect(links.includes(tab.to), tab.to).toBe(mayCall('support', tab.access));
  });

  it('gives each role its own tabs; the owner sees them all', async () => {
    const expected = {
      finance: ['/users', '/promo-codes', '/rewards', '/referrals', '/vip', '/redeem-requests', '/ledger', '/approvals', '/security'],
      content: ['/promo-codes', '/pages', '/catalogue', '/blog', '/tasks', '/approvals', '/security'],
      owner: ADMIN_TABS.map((tab) => tab.to),
    };
    for (const [role, tabs] of Object.entries(expected)) {
      const view = renderAdmin(server, '/security', { role: role as keyof typeof expected });
      expect(await navLinks(), role).toEqual([...tabs].sort());
      view.unmount();
    }
  });

  it('a screen opened by its address that the role may not use says which role it needs, and asks the server nothing', async () => {
    const { state } = renderAdmin(server, '/redeem-requests', { role: 'support' });
    const page = await screen.findByTestId('role-required');
    expect(within(page).getByRole('heading', { name: 'Not open to your role' })).toBeInTheDocument();
    expect(within(page).getByText(ROLE_MESSAGES.roleRequired(rolesAllowed(ACCESS.money)))).toBeInTheDocument();
    expect(within(page).getByText('This needs the owner or finance role')).toBeInTheDocument();
    expect(within(page).getByText('You are signed in with the support role. An owner can change your role.')).toBeInTheDocument();
    expect(callsTo(state, 'redeemRequests.list')).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an owner-only screen names the owner alone', async () => {
    renderAdmin(server, '/settings', { role: 'content' });
    expect(within(await screen.findByTestId('role-required')).getByText('This needs the owner role')).toBeInTheDocument();
  });

  it("a screen the role may open works as before (and the owner's settings hold the content promo-code limit)", async () => {
    const content = createContentFixtureState();
    const { user, state } = renderAdmin(server, '/settings', {
      overrides: (fixtures) => contentAdminProcedures(fixtures, content),
    });
    expect(screen.queryByTestId('role-required')).not.toBeInTheDocument();
    expect(await screen.findByTestId('promo-limit-state')).toHaveTextContent('Content admins may create codes worth up to ₹1,000 each.');
    const field = screen.getByLabelText('Limit per code (₹)');
    await user.clear(field);
    await user.type(field, '2500');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Content admins may create codes worth up to ₹2,500 each.')).toBeInTheDocument();
    expect(callsTo(state, 'settings.updateContentPromoLimit')).toEqual([{ contentPromoLimitPaise: 250_000 }]);
  });
});

describe("a screen offers only the role's own actions", () => {
  it('support may block but not adjust a balance; finance the other way round', async () => {
    const support = renderAdmin(server, '/users', { role: 'support' });
    const supportRow = (await screen.findAllByRole('row'))[1]!;
    expect(within(supportRow).getByRole('button', { name: /^(Block|Unblock) / })).toBeInTheDocument();
    expect(within(supportRow).queryByRole('button', { name: /Update balance/ })).not.toBeInTheDocument();
    support.unmount();

    renderAdmin(server, '/users', { role: 'finance' });
    const financeRow = (await screen.findAllByRole('row'))[1]!;
    expect(within(financeRow).getByRole('button', { name: /Update balance/ })).toBeInTheDocument();
    expect(within(financeRow).queryByRole('button', { name: /^(Block|Unblock) / })).not.toBeInTheDocument();
  });
});
