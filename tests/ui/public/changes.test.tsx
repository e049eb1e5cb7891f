import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVALUATION_NOTICE_DAYS } from '#contract/changes/rules';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { fixtureChange, fixtureChangelog } from '../../../src/mocks/fixtures/changes-fixtures';
import { fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { createStoreFixtureState, storePublicProcedures } from '../../../src/mocks/fixtures/store-fixtures';
import { renderApp } from './render-app';
import { STORE_ON, storeSession } from './store-helpers';

/**
 * No silent devaluation on screen (decision 044): a change still to come shows on its product tile, in
 * the buy dialog and on the game page, and /transparency lists what is announced and what applied.
 */

const store = createStoreFixtureState();
const card = store.rewards[0]!;
const cardRise = fixtureChange(1, { kind: 'product-price', subject: card.id, subjectName: card.name, productKind: card.kind, oldValuePaise: card.pricePaise, newValuePaise: card.pricePaise + 500 });
const spinFall = fixtureChange(2, { kind: 'game-settings', subject: 'spin', oldValuePaise: 95, newValuePaise: 70.4 });
const taskFall = fixtureChange(3, {
  kind: 'task-reward',
  subject: '00000000-0000-4000-8000-000000000099',
  subjectName: 'Rate the app',
  oldValuePaise: 2_000,
  newValuePaise: 1_500,
  announcedAt: new Date('2026-09-01T10:00:00.000Z'),
  effectiveAt: new Date('2026-10-01T18:30:00.000Z'),
  appliedAt: new Date('2026-10-01T18:31:00.000Z'),
});
const changelog = fixtureChangelog({ pending: [cardRise, spinFall], applied: [taskFall] });
const changes = { 'changes.list': () => changelog };

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('an announced price rise', () => {
  it('shows on its tile and, with the rule and the changelog link, in the buy dialog; other tiles say nothing', async () => {
    const { user } = renderApp('/redeem', { siteInfo: STORE_ON, user: fixtureUser, procedures: { ...storePublicProcedures(store), ...storeSession(store, fixtureUser), ...changes } });
    const list = await screen.findByRole('list', { name: 'Google Play gift cards' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(await within(first!).findByRole('note')).toHaveTextContent('From 29 Dec 2026 this costs ₹15 instead of ₹10.');
    expect(within(second!).queryByRole('note')).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: /^Redeem Google Play ₹10/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your reward' });
    const notice = within(dialog).getByRole('note');
    expect(notice).toHaveTextContent('From 29 Dec 2026 this costs ₹15 instead of ₹10.');
    expect(notice).toHaveTextContent(`We announce every change that gives you less ${DEVALUATION_NOTICE_DAYS} days ahead.`);
    expect(within(notice).getByRole('link', { name: 'All announced changes' })).toHaveAttribute('href', '/transparency#changes');
  });
});

describe('an announced fall of a game’s average prize', () => {
  it('shows on the game page, rounded to the paisa as the odds table shows it', async () => {
    renderApp('/spin-and-win', { procedures: changes });
    expect(await screen.findByRole('note')).toHaveTextContent('From 29 Dec 2026 the average prize per play falls from ₹0.95 to ₹0.70.');
  });

  it('reads in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    renderApp('/spin-and-win', { procedures: changes });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(hindiText('changes.notice.why', { noticeDays: DEVALUATION_NOTICE_DAYS }));
    expect(note.textContent).toContain('₹0.95');
    expect(note.textContent).toContain('₹0.70');
  });
});

describe('the changelog on /transparency', () => {
  it('lists what is announced and what applied: what, old → new, announced and effective dates, with the rule from its constant', async () => {
    renderApp('/transparency', { procedures: changes });
    const section = await screen.findByRole('region', { name: 'Changes to prices and rewards' });
    expect(section).toHaveTextContent(`at least ${DEVALUATION_NOTICE_DAYS} days before it applies`);
    expect(section).toHaveTextContent('Your balance never expires.');
    const pending = within(await within(section).findByRole('region', { name: 'Announced, still to come' })).getAllByRole('listitem');
    expect(pending.map((line) => line.textContent)).toEqual([
      'Price of Google Play ₹10₹10 → ₹15Announced 28 Nov 2026 · Effective 29 Dec 2026',
      'Average prize per play in Spin & Win₹0.95 → ₹0.70Announced 28 Nov 2026 · Effective 29 Dec 2026',
    ]);
    const applied = within(within(section).getByRole('region', { name: 'Applied' })).getAllByRole('listitem');
    expect(applied.map((line) => line.textContent)).toEqual(['Reward of the task “Rate the app”₹20 → ₹15Announced 1 Sept 2026 · Applied 2 Oct 2026']);
  });

  it('says so when nothing is announced, in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    renderApp('/transparency');
    const section = await screen.findByRole('region', { name: hindiText('changes.changelog.title') });
    expect(await within(section).findByText(hindiText('changes.changelog.none-pending'))).toBeInTheDocument();
    expect(section).toHaveTextContent(hindiText('changes.changelog.none-applied'));
  });

});
