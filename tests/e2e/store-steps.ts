import type { Page } from 'playwright-core';
import type { AppProcess } from './app-process';
import { signInUser } from './browser';
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
