import { fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVALUATION_NOTICE_DAYS, earliestEffectiveOn, effectiveAtOf } from '#contract/changes/rules';
import type { AdminChange } from '#contract/changes/schemas';
import { formatIsoDate } from '#kit/lib/format';
import { refusalError } from '#kit/mocks/trpc-msw';
import { changeAdminProcedures } from '../../../admin/mocks/fixtures/admin-change-fixtures';
import { createRewardFixtureState, rewardAdminProcedures } from '../../../admin/mocks/fixtures/reward-fixtures';
import { renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The Changes tab over the rewards fixtures: a product's price is measured from their state, as the server does. */
function openChanges() {
  const rewards = createRewardFixtureState();
  const changes: AdminChange[] = [];
  const view = renderAdmin(server, '/changes', {
    overrides: (state) => ({
      ...rewardAdminProcedures(state, rewards),
      ...changeAdminProcedures(state, changes, (input) => {
        if (input.kind !== 'product-price') throw refusalError('changes.subject-not-found');
        const product = rewards.products.find((entry) => entry.id === input.productId)!;
        return { subject: product.id, subjectName: product.name, oldValuePaise: product.pricePaise, newValuePaise: input.pricePaise };
      }),
    }),
  });
  return { ...view, changes };
}

describe('the Changes tab (decision 044)', () => {
  it('states the notice, schedules a price rise from the earliest day after confirming what people will see, and cancels it', async () => {
    const { user, state, changes } = openChanges();
    expect(await screen.findByText(new RegExp(`applies no sooner than ${DEVALUATION_NOTICE_DAYS} days after you schedule it`))).toBeInTheDocument();
    const earliestOn = earliestEffectiveOn(state.now());
    const form = screen.getByRole('form', { name: 'Schedule a change' });
    expect(within(form).getByText(`Earliest allowed: ${formatIsoDate(earliestOn)}`)).toBeInTheDocument();
    expect(within(form).getByLabelText('Applies from (IST, at midnight)')).toHaveValue(earliestOn);

    await user.selectOptions(await within(form).findByLabelText('Product'), await within(form).findByRole('option', { name: 'Google Play ₹100 · ₹100' }));
    await user.type(within(form).getByLabelText('New amount (₹)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Schedule…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Schedule this change?' });
    expect(confirm).toHaveTextContent(`From ${formatIsoDate(earliestOn)}, Price of Google Play ₹100 changes from ₹100 to ₹120.`);
    await user.click(within(confirm).getByRole('button', { name: 'Schedule' }));

    const row = await screen.findByRole('row', { name: /Price of Google Play ₹100/ });
    expect(row).toHaveTextContent('₹100 → ₹120');
    expect(row).toHaveTextContent('Announced');
    expect(changes).toEqual([expect.objectContaining({ kind: 'product-price', oldValuePaise: 10_000, newValuePaise: 12_000, status: 'pending' })]);

    await user.click(within(row).getByRole('button', { name: 'Cancel the change of Price of Google Play ₹100' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this change?' });
    expect(cancel).toHaveTextContent('Price of Google Play ₹100 stays at ₹100');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel change' }));
    expect(await within(await screen.findByRole('row', { name: /Price of Google Play ₹100/ })).findByText('Cancelled')).toBeInTheDocument();
  });

  it('refuses a day before the earliest without asking the server', async () => {
    const { user, state, changes } = openChanges();
    const form = await screen.findByRole('form', { name: 'Schedule a change' });
    await user.selectOptions(await within(form).findByLabelText('Product'), await within(form).findByRole('option', { name: 'Google Play ₹100 · ₹100' }));
    await user.type(within(form).getByLabelText('New amount (₹)'), '120');
    const date = within(form).getByLabelText('Applies from (IST, at midnight)');
    // The day before the earliest allowed one.
    const dayBefore = new Date(effectiveAtOf(earliestEffectiveOn(state.now())).getTime() - 1).toISOString().slice(0, 10);
    fireEvent.change(date, { target: { value: dayBefore } });
    await user.click(within(form).getByRole('button', { name: 'Schedule…' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Choose ${formatIsoDate(earliestEffectiveOn(state.now()))} or later`);
    expect(changes).toEqual([]);
  });
});

describe('a game whose save lowers the average prize', () => {
  it('is offered to schedule its settings from the day the server names', async () => {
    const earliestOn = '2027-01-30';
    const scheduled: unknown[] = [];
    const { user } = renderAdmin(server, '/games', {
      overrides: (state) => ({
        'games.update': () => {
          throw refusalError('changes.notice-required', { noticeDays: DEVALUATION_NOTICE_DAYS, earliestOn });
        },
        'changes.schedule': (input: unknown) => {
          scheduled.push(input);
          return changeAdminProcedures(state, [], () => ({ subject: 'flip', subjectName: null, oldValuePaise: 100, newValuePaise: 50 }))['changes.schedule']!({ ...(input as object), effectiveOn: earliestEffectiveOn(state.now()) } as never);
        },
      }),
    });
    const flip = await screen.findByRole('region', { name: 'Flip & Win' });
    const prize = within(flip).getByLabelText('Prize for a right call (₹)');
    await user.clear(prize);
    await user.type(prize, '1');
    await user.click(within(flip).getByRole('button', { name: 'Save changes to Flip & Win' }));
    const confirmVersion = await screen.findByRole('dialog');
    await user.click(within(confirmVersion).getAllByRole('button').at(-1)!);

    const note = await within(flip).findByRole('note');
    expect(note).toHaveTextContent(`apply no sooner than ${DEVALUATION_NOTICE_DAYS} days from now`);
    await user.click(within(note).getByRole('button', { name: `Schedule for ${formatIsoDate(earliestOn)}` }));
    expect(await screen.findByText(`Settings scheduled for ${formatIsoDate(earliestOn)}`)).toBeInTheDocument();
    expect(scheduled).toEqual([{ kind: 'game-settings', settings: expect.objectContaining({ game: 'flip', table: { prizePaise: 100 } }), effectiveOn: earliestOn }]);
  });
});
