import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVALUATION_NOTICE_DAYS, earliestEffectiveOn } from '#contract/changes/rules';
import { DEFAULT_GAME_CONFIGS } from '#contract/games/default-tables';
import { screenshot, signInAdmin, useE2eSession } from './browser';
import { adminToken, callApi, expectStatus } from './factory';

/**
 * No silent devaluation, end to end (issue 30, decision 044): the admin schedules a store price rise
 * on the Changes tab, after the form has stated the earliest day and the consequence; a phone at
 * 360 px sees it on the product tile and in the changelog on /transparency, and a lower game table
 * on the game page — in English and in Hindi.
 */
const e2e = useE2eSession('changes', { userContext: { viewport: { width: 360, height: 780 } } });

const PRICE_RUPEES = 30;
const RAISED_RUPEES = 35;

describe('announced changes, end to end in Chromium at 360 px', () => {
  it('a price rise scheduled on the admin site shows on the tile and in the changelog; a lower game table on the game page; in English and Hindi', async () => {
    const token = await adminToken(e2e.app);
    const name = `E2E Card ${randomUUID().slice(0, 6).toUpperCase()}`;
    await expectStatus(
      'product',
      callApi(`${e2e.app.adminUrl}/api/admin/rewards`, { method: 'POST', token, body: { kind: 'google_play', name, faceValue: PRICE_RUPEES, pricePaise: PRICE_RUPEES * 100, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true } }),
      201,
    );

    // The admin: the form states the earliest day, and the confirmation what people will see.
    const admin = e2e.admin;
    await signInAdmin(admin, e2e.app);
    await admin.getByRole('link', { name: /^Changes/ }).click();
    await admin.getByText(`applies no sooner than ${DEVALUATION_NOTICE_DAYS} days after you schedule it`).waitFor();
    const form = admin.getByRole('form', { name: 'Schedule a change' });
    await form.getByLabel('Product').selectOption({ label: `${name} · ₹${PRICE_RUPEES}` });
    await form.getByLabel('New amount (₹)').fill(String(RAISED_RUPEES));
    await form.getByText(/^Earliest allowed: /).waitFor();
    await form.getByRole('button', { name: 'Schedule…' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Schedule this change?' });
    await confirm.getByText(`changes from ₹${PRICE_RUPEES} to ₹${RAISED_RUPEES}`, { exact: false }).waitFor();
    await screenshot(admin, 'changes-01-admin-confirm');
    await confirm.getByRole('button', { name: 'Schedule', exact: true }).click();
    await admin.getByText('Change scheduled').first().waitFor();
    await admin.getByRole('cell', { name: `Price of ${name}` }).waitFor();
    await screenshot(admin, 'changes-02-admin-list');

    // A lower wheel, scheduled through the admin API (the Games tab's own form holds the table).
    const spin = DEFAULT_GAME_CONFIGS.find((config) => config.game === 'spin')!;
    const poorer = { ...spin, table: { segments: spin.table.segments.map((segment: { prizePaise: number }) => ({ ...segment, prizePaise: Math.floor(segment.prizePaise / 2) })) } };
    const effectiveOn = earliestEffectiveOn(new Date(Date.now() + 24 * 60 * 60 * 1000));
    await expectStatus('game change', callApi(`${e2e.app.adminUrl}/trpc/changes.schedule`, { method: 'POST', token, body: { json: { kind: 'game-settings', settings: poorer, effectiveOn } } }));

    // The phone, signed out, in English: the tile on the home page's store grid, the game page, the changelog.
    const phone = e2e.user;
    await phone.goto(`${e2e.app.publicUrl}/`);
    const tile = phone.getByRole('listitem').filter({ hasText: name });
    const notice = tile.getByRole('note');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(new RegExp(`^From .+ this costs ₹${RAISED_RUPEES} instead of ₹${PRICE_RUPEES}\\.$`));
    await tile.scrollIntoViewIfNeeded();
    await screenshot(phone, 'changes-03-phone-tile-en');

    await phone.goto(`${e2e.app.publicUrl}/spin-and-win`);
    await phone.getByRole('note').filter({ hasText: 'the average prize per play falls from ₹0.95 to ₹0.48' }).waitFor();
    await screenshot(phone, 'changes-04-phone-game-en');

    await phone.goto(`${e2e.app.publicUrl}/transparency#changes`);
    const changelog = phone.getByRole('region', { name: 'Changes to prices and rewards' });
    await changelog.getByText(`Price of ${name}`).waitFor();
    await changelog.getByText(`₹${PRICE_RUPEES} → ₹${RAISED_RUPEES}`).waitFor();
    await changelog.getByText('Average prize per play in Spin & Win').waitFor();
    await screenshot(phone, 'changes-05-phone-changelog-en');

    // The same in Hindi.
    await phone.context().addCookies([{ name: 'lang', value: 'hi', url: e2e.app.publicUrl }]);
    await phone.goto(`${e2e.app.publicUrl}/`);
    const hindiNotice = phone.getByRole('listitem').filter({ hasText: name }).getByRole('note');
    await hindiNotice.waitFor();
    expect(await hindiNotice.textContent()).toContain(`की जगह ₹${RAISED_RUPEES} होगी`);
    await screenshot(phone, 'changes-06-phone-tile-hi');
    await phone.goto(`${e2e.app.publicUrl}/spin-and-win`);
    await phone.getByRole('note').filter({ hasText: '₹0.95 से घटकर ₹0.48' }).waitFor();
    await screenshot(phone, 'changes-07-phone-game-hi');
    await phone.goto(`${e2e.app.publicUrl}/transparency#changes`);
    const hindiChangelog = phone.getByRole('region', { name: 'कीमतों और इनामों में बदलाव' });
    await hindiChangelog.getByText(`₹${PRICE_RUPEES} → ₹${RAISED_RUPEES}`).waitFor();
    await hindiChangelog.getByText(`कम से कम ${DEVALUATION_NOTICE_DAYS} दिन पहले`, { exact: false }).waitFor();
    await screenshot(phone, 'changes-08-phone-changelog-hi');
  });
});
