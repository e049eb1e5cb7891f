import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { callApi, createE2eUser, expectStatus, userToken } from './factory';

// The admin's save of a meaner table is refused with a 409 on purpose (decision 044), which Chromium logs.
const e2e = useE2eSession('games', { ignoreConsole: /status of 409 \(Conflict\)/ });

/** Sets every wheel segment to one prize through the admin Games tab (a new settings version). */
/** Fills every segment with one prize and presses Save: the confirmation for a fairer table, a schedule offer for a meaner one (decision 044). */
async function fillWheelAndSave(rupees: string) {
  await e2e.admin.goto(`${e2e.app.adminUrl}/games`);
  const form = e2e.admin.getByRole('form', { name: 'Spin & Win settings' });
  for (let segment = 1; segment <= 8; segment += 1) {
    await form.getByLabel(`Segment ${segment} prize (₹)`).fill(rupees);
    await form.getByLabel(`Segment ${segment} label`).fill(rupees === '0' ? 'Try Again' : `₹${rupees}`);
  }
  await form.getByRole('button', { name: /Save changes/ }).click();
}

async function setWheelPrize(rupees: string) {
  await fillWheelAndSave(rupees);
  await e2e.admin.getByRole('button', { name: /Save version \d+/ }).click();
  await e2e.admin.getByText(/Game settings saved/).first().waitFor();
}

async function balance(): Promise<string> {
  await e2e.user.goto(`${e2e.app.publicUrl}/wallet`);
  const shown: Locator = e2e.user.getByTestId('wallet-balance');
  await shown.waitFor();
  return (await shown.textContent())?.trim() ?? '';
}

describe('games, end to end in Chromium', () => {
  it('a user wins a spin on a table the admin set to a sure prize', async () => {
    await signInAdmin(e2e.admin, e2e.app);
    await setWheelPrize('5');
    await screenshot(e2e.admin, 'games-01-admin-sure-prize');

    await signInUser(e2e.user, e2e.app, await createE2eUser(e2e.app), '/spin-and-win');
    await e2e.user.getByRole('button', { name: 'SPIN NOW' }).click();
    await e2e.user.getByRole('dialog', { name: 'You won ₹5!' }).waitFor();
    await screenshot(e2e.user, 'games-02-spin-won');
    expect(await balance()).toBe('₹5');
    await e2e.user.goto(`${e2e.app.publicUrl}/wallet/history`);
    await e2e.user.getByText(/Spin & Win: you won ₹5/).first().waitFor();
  });

  it('a 0-prize table is not applied at once: the admin is offered a date 30 days on, and players keep the table they were shown', async () => {
    await signInAdmin(e2e.admin, e2e.app);
    await fillWheelAndSave('0');
    await e2e.admin.getByRole('button', { name: /Save version \d+/ }).click();
    await e2e.admin.getByText(/lower the average prize per play, so they apply no sooner than 30 days from now/).waitFor();
    await e2e.admin.getByRole('button', { name: /^Schedule for / }).waitFor();
    await screenshot(e2e.admin, 'games-03-admin-lower-table-refused');
    await signInUser(e2e.user, e2e.app, await createE2eUser(e2e.app), '/spin-and-win');
    await e2e.user.getByRole('button', { name: 'SPIN NOW' }).click();
    await e2e.user.getByRole('dialog', { name: 'You won ₹5!' }).waitFor();
    expect(await balance()).toBe('₹5');
  });

  it('a user claims the daily login', async () => {
    await signInUser(e2e.user, e2e.app, await createE2eUser(e2e.app, { balanceRupees: 5 }), '/daily-login');
    await e2e.user.getByRole('button', { name: /Claim Today/ }).click();
    await e2e.user.getByText(/1 \/ 30/).first().waitFor();
    await screenshot(e2e.user, 'games-04-daily-login');
    expect(await balance()).toBe('₹6');
  });

  it('a user scratches the card past 50%', async () => {
    await signInUser(e2e.user, e2e.app, await createE2eUser(e2e.app), '/scratch-card');
    const canvas = e2e.user.getByRole('img', { name: /Scratch card/ }).or(e2e.user.locator('canvas')).first();
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    for (let row = 0; row < 8; row += 1) {
      const y = box.y + 10 + (row * (box.height - 20)) / 7;
      await e2e.user.mouse.move(box.x + 2, y);
      await e2e.user.mouse.down();
      await e2e.user.mouse.move(box.x + box.width - 2, y, { steps: 12 });
      await e2e.user.mouse.up();
    }
    await e2e.user.getByText(/Next card in/).waitFor();
    await screenshot(e2e.user, 'games-05-scratched');
  });

  it('a user reveals the seed and verifies a play on /fairness', async () => {
    const user = await createE2eUser(e2e.app);
    await expectStatus('spin', callApi(`${e2e.app.publicUrl}/api/games/spin`, { method: 'POST', token: await userToken(e2e.app, user), body: {} }));
    await signInUser(e2e.user, e2e.app, user, '/fairness');
    await e2e.user.getByRole('button', { name: 'Reveal my seed' }).click();
    await e2e.user.getByLabel('Revealed seed').waitFor();
    const play = e2e.user.getByRole('listitem', { name: /Spin & Win, nonce 0/ });
    await play.getByRole('button', { name: 'Verify' }).click();
    await play.getByText(/✓ match/).waitFor();
    await play.getByText(/equals the\s+commitment/).waitFor();
    await screenshot(e2e.user, 'games-06-fairness-verified');
  });
});
