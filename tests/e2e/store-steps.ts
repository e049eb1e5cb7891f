import type { Page } from 'playwright-core';
import type { AppProcess } from './app-process';
import { signInAdmin, signInUser } from './browser';
import type { E2eUser } from './factory';

/** Signs `buyer` in, buys the product from the home page's store grid with the wallet (its confirmation names the region) and waits for its order page. */
export async function buyFromHomeGrid(page: Page, app: AppProcess, buyer: E2eUser, product: { name: string; priceRupees: number; region: string }): Promise<void> {
  await signInUser(page, app, buyer, '/');
  await page.getByLabel('Search rewards by name').fill(product.name.toLowerCase());
  await page.getByRole('button', { name: `Redeem ${product.name} for ₹${product.priceRupees}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your reward' });
  await confirm.getByText(product.region).waitFor();
  await confirm.getByRole('button', { name: `Pay ₹${product.priceRupees}` }).click();
  await page.waitForURL(/\/success\?order=/);
}

/** Signs the admin in and adds an enabled Google Play product on the Rewards tab, as a person does; no codes. */
export async function addGooglePlayProduct(admin: Page, app: AppProcess, product: { name: string; faceRupees: number; priceRupees: number; region: string; promiseHours?: number }): Promise<void> {
  await signInAdmin(admin, app);
  await admin.getByRole('link', { name: /^Rewards/ }).click();
  await admin.getByRole('button', { name: 'Add product' }).click();
  const form = admin.getByRole('dialog', { name: 'Add a reward product' });
  await form.getByLabel('Kind').selectOption({ label: 'Google Play' });
  await form.getByLabel('Name').fill(product.name);
  await form.getByLabel('Face value (₹)').fill(String(product.faceRupees));
  await form.getByLabel('Price (₹)').fill(String(product.priceRupees));
  await form.getByLabel('Region').fill(product.region);
  await form.getByLabel('Validity').fill('Valid 12 months');
  if (product.promiseHours !== undefined) await form.getByLabel('Out-of-stock promise (hours)').fill(String(product.promiseHours));
  await form.getByRole('checkbox', { name: 'Enabled' }).check();
  await form.getByRole('button', { name: 'Add product' }).click();
  await admin.getByText('Reward product created').first().waitFor();
}
