import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, signInAdmin, useE2eSession } from './browser';
import { callApi, createE2eUser, expectStatus, userToken } from './factory';

/** The admin dashboard and its grouped navigation in Chromium (issue 31, decision 049). */
const e2e = useE2eSession('admin-dashboard');

/** Every link of the navigation is on screen and the page does not scroll sideways. */
async function everySectionVisible(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const links = await nav.getByRole('link').all();
  expect(links.length).toBeGreaterThanOrEqual(20);
  for (const link of links) await expect(link.isVisible()).resolves.toBe(true);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

describe('admin dashboard, in Chromium', () => {
  it('shows a pending withdrawal on the dashboard and as a badge; every section is visible at 1280 px and on a tablet', async () => {
    const person = await createE2eUser(e2e.app, { balanceRupees: 100 });
    await expectStatus('withdraw', callApi(`${e2e.app.publicUrl}/api/wallet/redeem`, { method: 'POST', token: await userToken(e2e.app, person), body: { amount: 30, email: person.email } }));

    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('heading', { name: 'Today at a glance' }).waitFor();
    await expect(e2e.admin.getByTestId('queue-withdrawals').textContent()).resolves.toMatch(/^Withdrawals pending1Oldest waiting \d+ min/);
    await e2e.admin.getByRole('link', { name: 'Redeem Requests 1 waiting' }).waitFor();
    await e2e.admin.getByTestId('dashboard-stock').or(e2e.admin.getByText('No code products yet.')).first().waitFor();
    await everySectionVisible(e2e.admin);
    await screenshot(e2e.admin, 'admin-dashboard-1280');

    await e2e.admin.getByTestId('queue-withdrawals').click();
    await e2e.admin.waitForURL((url) => url.pathname === '/redeem-requests' && url.search === '?status=pending');

    await e2e.admin.setViewportSize({ width: 768, height: 1024 });
    await e2e.admin.getByRole('link', { name: 'Dashboard' }).click();
    await e2e.admin.getByRole('heading', { name: 'Today at a glance' }).waitFor();
    await everySectionVisible(e2e.admin);
    await screenshot(e2e.admin, 'admin-dashboard-768');

    // A phone: the groups sit behind the Menu button, which opens and closes them by keyboard too.
    await e2e.admin.setViewportSize({ width: 390, height: 844 });
    const menu = e2e.admin.getByRole('button', { name: 'Menu' });
    await expect(e2e.admin.getByRole('link', { name: /^Ledger/ }).isVisible()).resolves.toBe(false);
    await menu.focus();
    await e2e.admin.keyboard.press('Enter');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await everySectionVisible(e2e.admin);
    await screenshot(e2e.admin, 'admin-dashboard-390-menu');
    await e2e.admin.getByRole('link', { name: /^Ledger/ }).click();
    await e2e.admin.waitForURL((url) => url.pathname === '/ledger');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await e2e.admin.setViewportSize({ width: 1280, height: 900 });
  });
});
