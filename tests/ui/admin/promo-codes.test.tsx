import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function rowOf(code: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: code }).closest('tr');
  if (!row) throw new Error(`No row for ${code}`);
  return row;
}

function listedCodes(): string[] {
  return screen.getAllByRole('rowheader').map((header) => header.textContent ?? '');
}

/** The "Create the code …?" question asked before a code with unlimited uses or a large total. */
function confirmation(code: string): HTMLElement {
  return screen.getByRole('dialog', { name: `Create the code ${code}?` });
}

function errorToast(): HTMLElement {
  return screen.getByRole('alert');
}

describe('Promo Codes tab', () => {
  it('lists codes newest first with amount, uses, expiry, daily date, status and creation date', async () => {
    renderAdmin(server, '/promo-codes');
    expect(await screen.findByRole('rowheader', { name: 'DAILY15JUN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promo Codes' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toContain('Promo Codes');
    expect(listedCodes()).toEqual(['DAILY15JUN', 'WELCOME50', 'DIWALI100']);

    const daily = rowOf('DAILY15JUN');
    expect(within(daily).getByText('₹10')).toBeInTheDocument();
    expect(within(daily).getByText('12 / ∞')).toBeInTheDocument();
    expect(within(daily).getByText('Never')).toBeInTheDocument();
    expect(within(daily).getByText('15 Jun 2025')).toBeInTheDocument();
    expect(within(daily).getByText('14 Jun 2025')).toBeInTheDocument();

    const welcome = rowOf('WELCOME50');
    expect(within(welcome).getByText('₹50')).toBeInTheDocument();
    expect(within(welcome).getByText('37 / 100')).toBeInTheDocument();
    expect(within(welcome).getByText('Active')).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Deactivate WELCOME50' })).toBeInTheDocument();

    const diwali = rowOf('DIWALI100');
    expect(within(diwali).getByText('Inactive')).toBeInTheDocument();
    expect(within(diwali).getByText('500 / 500')).toBeInTheDocument();
    expect(within(diwali).getByText('Used up')).toBeInTheDocument();
    // Stored as 18:29 UTC: shown as the IST wall-clock time.
    expect(within(diwali).getByText('31 Dec 2024, 11:59 pm')).toBeInTheDocument();
    expect(within(diwali).getByText('Expired')).toBeInTheDocument();
    expect(within(diwali).getByRole('button', { name: 'Activate DIWALI100' })).toBeInTheDocument();
  });

  it('validates the form before calling the server and upper-cases the code as it is typed', async () => {
    const { user, state } = renderAdmin(server, '/promo-codes');
    await screen.findByRole('rowheader', { name: 'WELCOME50' });
    const form = screen.getByRole('form', { name: 'Create a promo code' });
    const submit = within(form).getByRole('button', { name: 'Create promo code' });

    await user.click(submit);
    expect(await within(form).findByText('Code is required')).toBeInTheDocument();
    expect(within(form).getByText('Amount is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveFocus();
    expect(within(form).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Code'), 'ab');
    expect(within(form).getByLabelText('Code')).toHaveValue('AB');
    await user.type(within(form).getByLabelText('Amount (₹)'), 'abc');
    await user.click(submit);
    expect(await within(form).findByText('Code must be at least 3 characters')).toBeInTheDocument();
    expect(within(form).getByText('Amount must be a number')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Code'), 'c d');
    await user.clear(within(form).getByLabelText('Amount (₹)'));
    await user.type(within(form).getByLabelText('Amount (₹)'), '12.345');
    await user.type(within(form).getByLabelText('Max total uses'), '0');
    await user.click(submit);
    expect(await within(form).findByText('Code may contain only letters, digits, - and _')).toBeInTheDocument();
    expect(within(form).getByText('Amount must have at most 2 decimals')).toBeInTheDocument();
    expect(within(form).getByText('Max uses must be at least 1')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Amount (₹)'));
    await user.type(within(form).getByLabelText('Amount (₹)'), '0');
    await user.click(submit);
    expect(await within(form).findByText('Amount must be greater than 0')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Expiry (IST)'), '2020-01-01T10:00');
    await user.click(submit);
    expect(await within(form).findByText('Expiry must be in the future')).toBeInTheDocument();

    expect(callsTo(state, 'promoCodes.create')).toHaveLength(0);
  });

  it('creates a code: exact paise, IST expiry and daily date are sent, the toast shows and the code is listed first', async () => {
    const { user, state } = renderAdmin(server, '/promo-codes');
    await screen.findByRole('rowheader', { name: 'WELCOME50' });
    const form = screen.getByRole('form', { name: 'Create a promo code' });
    expect(within(form).getByText(/India Standard Time \(UTC\+05:30\)/)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Code'), 'summer-sale');
    expect(within(form).getByLabelText('Code')).toHaveValue('SUMMER-SALE');
    await user.type(within(form).getByLabelText('Amount (₹)'), '12.5');
    await user.type(within(form).getByLabelText('Max total uses'), '10');
    await user.type(within(form).getByLabelText('Expiry (IST)'), '2030-01-01T10:30');
    await user.type(within(form).getByLabelText('Daily code for date (IST)'), '2030-01-01');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));

    expect(await within(screen.getByRole('status')).findByText('Promo code created')).toBeInTheDocument();
    expect(callsTo(state, 'promoCodes.create')).toEqual([
      // 10:30 IST is 05:00 UTC, whatever the test machine's zone.
      { code: 'SUMMER-SALE', amountPaise: 1250, maxUses: 10, expiresAt: new Date('2030-01-01T05:00:00.000Z'), dailyFor: '2030-01-01' },
    ]);
    await waitFor(() => expect(listedCodes()[0]).toBe('SUMMER-SALE'));
    const row = rowOf('SUMMER-SALE');
    expect(within(row).getByText('₹12.50')).toBeInTheDocument();
    expect(within(row).getByText('0 / 10')).toBeInTheDocument();
    expect(within(row).getByText('1 Jan 2030, 10:30 am')).toBeInTheDocument();
    expect(within(row).getByText('1 Jan 2030')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // The form is empty again for the next code.
    expect(within(form).getByLabelText('Code')).toHaveValue('');
    expect(within(form).getByLabelText('Amount (₹)')).toHaveValue('');
  });

  it('converts rupees to paise exactly, without floating-point drift', async () => {
    const { user, state } = renderAdmin(server, '/promo-codes');
    await screen.findByRole('rowheader', { name: 'WELCOME50' });
    const form = screen.getByRole('form', { name: 'Create a promo code' });
    for (const [code, amount] of [
      ['CENTS29', '0.29'],
      ['CENTS1234', '12.34'],
      ['THOUSAND', '1,000.05'],
    ] as const) {
      await user.type(within(form).getByLabelText('Code'), code);
      await user.type(within(form).getByLabelText('Amount (₹)'), amount);
      await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
      // No use limit: the admin confirms first.
      await user.click(within(confirmation(code)).getByRole('button', { name: 'Create code' }));
      await waitFor(() => expect(within(form).getByLabelText('Code')).toHaveValue(''));
    }
    expect(callsTo(state, 'promoCodes.create')).toEqual([
      { code: 'CENTS29', amountPaise: 29 },
      { code: 'CENTS1234', amountPaise: 1234 },
      { code: 'THOUSAND', amountPaise: 100_005 },
    ]);
  });

  it('asks before a code with unlimited uses or a large total, stating what it can pay out; Cancel creates nothing', async () => {
    const { user, state } = renderAdmin(server, '/promo-codes');
    await screen.findByRole('rowheader', { name: 'WELCOME50' });
    const form = screen.getByRole('form', { name: 'Create a promo code' });
    const create = () => user.click(within(form).getByRole('button', { name: 'Create promo code' }));

    // No use limit: no ceiling on what it pays out, and over the approval threshold by definition.
    await user.type(within(form).getByLabelText('Code'), 'everyone');
    await user.type(within(form).getByLabelText('Amount (₹)'), '5');
    await create();
    expect(within(confirmation('EVERYONE')).getByTestId('promo-consequence')).toHaveTextContent('EVERYONE gives ₹5 to every account that redeems it, with no limit on uses: what it pays out in total has no ceiling.');
    expect(within(confirmation('EVERYONE')).getByText(/another admin must approve it/)).toBeInTheDocument();
    // Cancel has the focus, so Enter never creates by accident; cancelling keeps what was typed.
    expect(within(confirmation('EVERYONE')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirmation('EVERYONE')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'promoCodes.create')).toEqual([]);
    expect(within(form).getByLabelText('Code')).toHaveValue('EVERYONE');

    // ₹5 × 300 = ₹1,500: over the line for a routine code, under the approval threshold.
    await user.type(within(form).getByLabelText('Max total uses'), '300');
    await create();
    expect(within(confirmation('EVERYONE')).getByTestId('promo-consequence')).toHaveTextContent('EVERYONE gives ₹5 to each of up to 300 people: at most ₹1,500 in total');
    expect(within(confirmation('EVERYONE')).queryByText(/another admin must approve it/)).not.toBeInTheDocument();
    await user.click(within(confirmation('EVERYONE')).getByRole('button', { name: 'Create code' }));
    expect(await within(screen.getByRole('status')).findByText('Promo code created')).toBeInTheDocument();
    expect(callsTo(state, 'promoCodes.create')).toEqual([{ code: 'EVERYONE', amountPaise: 500, maxUses: 300 }]);

    // ₹600 × 20 = ₹12,000: over the ₹10,000 threshold, so it is sent for approval and says so.
    await user.type(within(form).getByLabelText('Code'), 'bigprize');
    await user.type(within(form).getByLabelText('Amount (₹)'), '600');
    await user.type(within(form).getByLabelText('Max total uses'), '20');
    await create();
    expect(within(confirmation('BIGPRIZE')).getByTestId('promo-consequence')).toHaveTextContent('at most ₹12,000 in total');
    expect(within(confirmation('BIGPRIZE')).getByText(/another admin must approve it before anyone can redeem it/)).toBeInTheDocument();
    await user.click(within(confirmation('BIGPRIZE')).getByRole('button', { name: 'Create code' }));
    expect(await within(screen.getByRole('status')).findByText(/Sent for approval: the code BIGPRIZE/)).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'BIGPRIZE' })).not.toBeInTheDocument();

    // ₹5 × 10 = ₹50: a routine code is created at once.
    await user.type(within(form).getByLabelText('Code'), 'small');
    await user.type(within(form).getByLabelText('Amount (₹)'), '5');
    await user.type(within(form).getByLabelText('Max total uses'), '10');
    await create();
    await screen.findByRole('rowheader', { name: 'SMALL' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message for a duplicate code or a taken daily date, and the generic one otherwise", async () => {
    const { user, state } = renderAdmin(server, '/promo-codes');
    await screen.findByRole('rowheader', { name: 'WELCOME50' });
    const form = screen.getByRole('form', { name: 'Create a promo code' });

    await user.type(within(form).getByLabelText('Code'), 'welcome50');
    await user.type(within(form).getByLabelText('Amount (₹)'), '5');
    await user.type(within(form).getByLabelText('Max total uses'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(errorToast()).findByText('A promo code with this name already exists')).toBeInTheDocument();
    // The refusal's code (promo.duplicate) puts it under the field that caused it.
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(expect.stringContaining('A promo code with this name already exists'));
    // Nothing was lost: the admin can fix the code and try again.
    expect(within(form).getByLabelText('Code')).toHaveValue('WELCOME50');

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'another-daily');
    await user.type(within(form).getByLabelText('Daily code for date (IST)'), '2025-06-15');
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(errorToast()).findByText('Another active code is already scheduled as the daily code for that date')).toBeInTheDocument();

    server.use(http.post(`${API_ORIGIN}/trpc/promoCodes.create`, () => HttpResponse.error()));
    await user.clear(within(form).getByLabelText('Daily code for date (IST)'));
    await user.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(errorToast()).findByText('Failed to create promo code')).toBeInTheDocument();
    expect(state.promoCodes).toHaveLength(3);
  });

  it('deactivates and activates a code with a toast, and the status pill follows', async () => {
    const { user, state } = renderAdmin(server, '/promo-codes');
    await screen.findByRole('rowheader', { name: 'WELCOME50' });

    await user.click(screen.getByRole('button', { name: 'Deactivate WELCOME50' }));
    expect(await within(screen.getByRole('status')).findByText('Promo code status updated')).toBeInTheDocument();
    expect(await within(rowOf('WELCOME50')).findByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('WELCOME50')).getByRole('button', { name: 'Activate WELCOME50' })).toBeInTheDocument();

    await user.click(within(rowOf('WELCOME50')).getByRole('button', { name: 'Activate WELCOME50' }));
    expect(await within(rowOf('WELCOME50')).findByText('Active')).toBeInTheDocument();
    expect(callsTo(state, 'promoCodes.toggle')).toEqual([{ id: state.promoCodes[0]!.id }, { id: state.promoCodes[0]!.id }]);
    expect(state.promoCodes[0]!.isActive).toBe(true);
  });

  it("says 'Failed to update promo code' when toggling fails", async () => {
    const { user } = renderAdmin(server, '/promo-codes', {
      overrides: () => ({
        'promoCodes.toggle': () => {
          throw new Error('database unavailable');
        },
      }),
    });
    await screen.findByRole('rowheader', { name: 'WELCOME50' });
    await user.click(screen.getByRole('button', { name: 'Deactivate WELCOME50' }));
    expect(await within(errorToast()).findByText('Failed to update promo code')).toBeInTheDocument();
    expect(within(rowOf('WELCOME50')).getByText('Active')).toBeInTheDocument();
  });

  it('pages through more than 20 codes through the URL', async () => {
    const { user, location } = renderAdmin(server, '/promo-codes', {
      overrides: (state) => {
        for (let index = 0; index < 22; index += 1) {
          state.promoCodes.push({ ...state.promoCodes[0]!, id: `00000000-0000-4000-8077-${String(index).padStart(12, '0')}`, code: `BULK${index}`, createdAt: new Date(Date.UTC(2025, 5, 16, 0, index)) });
        }
        return {};
      },
    });
    expect(await screen.findByRole('rowheader', { name: 'BULK21' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('25 promo codes')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Promo code pages' })).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'DIWALI100' })).toBeInTheDocument();
    expect(listedCodes()).toEqual(['BULK1', 'BULK0', 'DAILY15JUN', 'WELCOME50', 'DIWALI100']);
    expect(location().search).toEqual({ page: 2 });
  });

  it('shows a loading state, then the empty state', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderAdmin(server, '/promo-codes', {
      overrides: () => ({
        'promoCodes.list': async () => {
          await gate;
          return { promoCodes: [], total: 0 };
        },
      }),
    });
    expect(await screen.findByText('Loading promo codes…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No promo codes yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The form stays usable with an empty list.
    expect(screen.getByRole('button', { name: 'Create promo code' })).toBeEnabled();
  });

  it("shows 'Failed to fetch data' and a retry when the list cannot load", async () => {
    let failing = true;
    const { user } = renderAdmin(server, '/promo-codes', {
      overrides: (state) => ({
        'promoCodes.list': () => {
          if (failing) throw new TrpcFixtureError('BAD_REQUEST', 'Page is too large');
          return { promoCodes: state.promoCodes.slice(0, 1), total: 1 };
        },
      }),
    });
    expect(await within(errorToast()).findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByText('Could not load promo codes.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'WELCOME50' })).toBeInTheDocument();
  });
});
