import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startReloadlyStandIn } from '../fixtures/reloadly-stand-in';
import { screenshot, useE2eSession } from './browser';
import { createE2eUser } from './factory';
import { addGooglePlayProduct, buyFromHomeGrid } from './store-steps';

/**
 * Issue 33's "Done when": a store product linked to the gift-card provider, with no code uploaded, is
 * bought from the provider (its HTTP stand-in, tests/fixtures/reloadly-stand-in.ts, speaking Reloadly's
 * API) the moment a person orders it, and the code is on /success within seconds. The admin syncs the
 * catalogue and links the product on the admin site as a person would.
 */
const reloadly = await startReloadlyStandIn();
afterAll(() => reloadly.close());
const e2e = useE2eSession('provider', { appEnv: reloadly.env });

const FACE_RUPEES = 25;
const REGION = 'India Play Store only';

describe('a product bought from the gift-card provider, end to end in Chromium', () => {
  it('the admin syncs and links it; a buyer with no code in stock gets the provider\'s code on /success', async () => {
    const name = `E2E Play ₹${FACE_RUPEES} ${randomUUID().slice(0, 6).toUpperCase()}`;
    const admin = e2e.admin;
    await addGooglePlayProduct(admin, e2e.app, { name, faceRupees: FACE_RUPEES, priceRupees: FACE_RUPEES, region: REGION });

    await admin.getByRole('button', { name: 'Sync catalogue' }).click();
    await admin.getByText(/^Catalogue synced: \d+ products listed/).first().waitFor();
    await admin.getByRole('button', { name: `Provider for ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Provider for ${name}` });
    await dialog.getByRole('searchbox').fill('Google Play');
    await dialog.getByRole('button', { name: 'Choose Google Play India' }).click();
    await dialog.getByText(`Sells a ₹${FACE_RUPEES} card in rupees`).waitFor();
    await dialog.getByRole('button', { name: 'Link…' }).click();
    const confirm = admin.getByRole('dialog', { name: `Link ${name} to Reloadly?` });
    await confirm.getByText(`When no uploaded code is left, orders of ${name} will be bought from Reloadly at`, { exact: false }).waitFor();
    await screenshot(admin, 'provider-01-admin-link-confirm');
    await confirm.getByRole('button', { name: 'Link', exact: true }).click();
    await admin.getByText(`${name} is linked to Reloadly`).first().waitFor();

    // No code was uploaded: the order is bought from the provider within the request.
    const buyer = await createE2eUser(e2e.app, { firstName: 'Asha', balanceRupees: 100 });
    const started = performance.now();
    await buyFromHomeGrid(e2e.user, e2e.app, buyer, { name, priceRupees: FACE_RUPEES, region: REGION });
    await e2e.user.getByText('Completed').first().waitFor();
    // One purchase for one order, and its card is the code on the page.
    const bought = [...reloadly.orders.values()];
    expect(bought).toHaveLength(1);
    const [card] = reloadly.cards.get(bought[0]!.transactionId)!;
    await e2e.user.getByText(card!.cardNumber, { exact: false }).first().waitFor();
    expect(performance.now() - started).toBeLessThan(10_000);
    await screenshot(e2e.user, 'provider-02-phone-success-code');
  });
});
