import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_CODES_PER_UPLOAD } from '#contract/rewards/rules';
import { REWARDS_MESSAGES } from '#contract/rewards/schemas';
import { contentRestHandlers, createContentFixtureState } from '#kit/mocks/content-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { createRewardFixtureState, rewardAdminProcedures } from '../../../admin/mocks/fixtures/reward-fixtures';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function renderRewards(options: { list?: () => unknown } = {}) {
  const rewards = createRewardFixtureState();
  const view = renderAdmin(server, '/rewards', {
    overrides: (state) => ({ ...rewardAdminProcedures(state, rewards), ...(options.list ? { 'rewards.list': options.list } : {}) }),
  });
  // The image upload is the admin's one upload endpoint, served by the content fixtures.
  server.use(...contentRestHandlers(API_ORIGIN, view.state, createContentFixtureState()));
  return { ...view, rewards };
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function rowOf(name: string) {
  const header = screen.getAllByRole('rowheader').find((candidate) => candidate.querySelector('span span')?.textContent === name);
  const row = header?.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

function listedNames() {
  return screen.getAllByRole('rowheader').map((header) => header.querySelector('span span')?.textContent);
}

const FIRST = 'Google Play ₹10 (demo)';
const STOCKED = 'Google Play ₹100';

describe('Rewards tab', () => {
  it('lists the products by kind and face value with prices, stock counts, markers, feature day and status', async () => {
    renderRewards();
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    expect(screen.getByRole('link', { name: /^Rewards( \d+ waiting)?$/ })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toContain('Rewards');
    expect(listedNames()).toEqual(['App Store ₹500', 'Free Fire 100 Diamonds', FIRST, STOCKED]);

    const stocked = rowOf(STOCKED);
    // Face value and price.
    expect(stocked.getAllByText('₹100')).toHaveLength(2);
    expect(stocked.getByText('4 available')).toBeInTheDocument();
    expect(stocked.getByText('1 assigned · 1 revealed · 1 reported')).toBeInTheDocument();
    expect(stocked.queryByText('Low stock')).not.toBeInTheDocument();
    expect(stocked.getByText('Enabled')).toBeInTheDocument();
    expect(stocked.getByText('India Play Store only · Valid 12 months')).toBeInTheDocument();

    // Two codes left against a threshold of two.
    expect(rowOf(FIRST).getByText('Low stock')).toBeInTheDocument();
    expect(rowOf(FIRST).getByText('Demo data')).toBeInTheDocument();
    expect(rowOf(FIRST).getAllByText('₹10')).toHaveLength(2);

    const appStore = rowOf('App Store ₹500');
    expect(appStore.getByText('Out of stock')).toBeInTheDocument();
    expect(appStore.getByText('Disabled')).toBeInTheDocument();
    expect(appStore.getByRole('button', { name: 'Enable App Store ₹500' })).toBeInTheDocument();

    const freeFire = rowOf('Free Fire 100 Diamonds');
    expect(freeFire.getByText('100 diamonds')).toBeInTheDocument();
    expect(freeFire.getByText('₹80')).toBeInTheDocument();
    expect(freeFire.getByLabelText('Featured weekday of Free Fire 100 Diamonds')).toHaveValue('5');
    expect(within(freeFire.getByLabelText('Featured weekday of Free Fire 100 Diamonds')).getByRole('option', { selected: true })).toHaveTextContent('Friday');
  });

  it('shows the empty state when there are no products', async () => {
    renderRewards({ list: () => [] });
    expect(await screen.findByText('No reward products yet')).toBeInTheDocument();
    expect(screen.getByText('Add a product, then upload its codes.')).toBeInTheDocument();
  });

  it('shows the error state when the list fails, and the list after a retry', async () => {
    let failing = true;
    const rewards = createRewardFixtureState();
    const { user } = renderAdmin(server, '/rewards', {
      overrides: (state) => {
        const procedures = rewardAdminProcedures(state, rewards);
        return {
          ...procedures,
          'rewards.list': (input) => {
            if (failing) throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.');
            return procedures['rewards.list']!(input);
          },
        };
      },
    });
    expect(await screen.findByText('Could not load reward products.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Reward products by kind and face value' })).toBeInTheDocument();
  });

  it("checks a new product with the server's schema before sending, then creates it with exact paise and numbers", async () => {
    const { user, state } = renderRewards();
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a reward product' });
    const submit = within(dialog).getByRole('button', { name: 'Add product' });

    await user.click(submit);
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Face value must be a number')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Region is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Validity is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Name'), 'Google Play ₹50');
    await user.type(within(dialog).getByLabelText('Face value (₹)'), '12.5');
    await user.type(within(dialog).getByLabelText('Price (₹)'), '49.999');
    await user.type(within(dialog).getByLabelText('Region'), 'India Play Store only');
    await user.type(within(dialog).getByLabelText('Validity'), 'Valid 12 months');
    await user.clear(within(dialog).getByLabelText('Low-stock threshold'));
    await user.type(within(dialog).getByLabelText('Low-stock threshold'), '-1');
    await user.type(within(dialog).getByLabelText('Out-of-stock promise (hours)'), '0');
    await user.type(within(dialog).getByLabelText('Image address'), 'ftp://example.com/a.png');
    await user.click(submit);
    expect(await within(dialog).findByText('Face value must be a whole number')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount must have at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getByText('Low-stock threshold must be at least 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Out-of-stock promise must be at least 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Image URL must be an uploaded image (/uploads/…) or an http:// or https:// URL')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.create')).toHaveLength(0);

    // A Free Fire pack counts diamonds, not rupees.
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Free Fire diamonds');
    expect(within(dialog).getByLabelText('Diamonds')).toHaveValue('12.5');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Google Play');

    await user.clear(within(dialog).getByLabelText('Face value (₹)'));
    await user.type(within(dialog).getByLabelText('Face value (₹)'), '50');
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '49.99');
    await user.clear(within(dialog).getByLabelText('Low-stock threshold'));
    await user.type(within(dialog).getByLabelText('Low-stock threshold'), '3');
    await user.clear(within(dialog).getByLabelText('Out-of-stock promise (hours)'));
    await user.clear(within(dialog).getByLabelText('Image address'));
    await user.selectOptions(within(dialog).getByLabelText('Featured on'), 'Tuesday');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(submit);

    expect(await within(screen.getByRole('status')).findByText('Reward product created')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.create')).toEqual([
      { kind: 'google_play', name: 'Google Play ₹50', faceValue: 50, pricePaise: 4_999, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true, imageUrl: null, featuredWeekday: 2, lowStockThreshold: 3, outOfStockPromiseHours: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listedNames()).toContain('Google Play ₹50'));
    expect(rowOf('Google Play ₹50').getByText('₹49.99')).toBeInTheDocument();
    expect(rowOf('Google Play ₹50').getByText('0 available')).toBeInTheDocument();
    expect(state.audit.at(-1)).toMatchObject({ action: 'rewards.create' });
  });

  it('edits a product with every field as shown, and enables and features one from its row', async () => {
    const { user, state } = renderRewards();
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });

    await user.click(rowOf(STOCKED).getByRole('button', { name: `Edit ${STOCKED}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${STOCKED}` });
    expect(within(dialog).getByLabelText('Price (₹)')).toHaveValue('100');
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '95');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(screen.getByRole('status')).findByText('Reward product updated')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.update').at(-1)).toEqual({
      id: expect.any(String),
      kind: 'google_play',
      name: STOCKED,
      faceValue: 100,
      pricePaise: 9_500,
      region: 'India Play Store only',
      validity: 'Valid 12 months',
      enabled: true,
      imageUrl: null,
      featuredWeekday: null,
      lowStockThreshold: 2,
      outOfStockPromiseHours: null,
    });
    await waitFor(() => expect(rowOf(STOCKED).getByText('₹95')).toBeInTheDocument());

    await user.click(rowOf('App Store ₹500').getByRole('button', { name: 'Enable App Store ₹500' }));
    expect(await within(screen.getByRole('status')).findByText('Reward product enabled')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.update').at(-1)).toMatchObject({ name: 'App Store ₹500', enabled: true, pricePaise: 50_000 });
    await waitFor(() => expect(rowOf('App Store ₹500').getByText('Enabled')).toBeInTheDocument());

    await user.selectOptions(rowOf(FIRST).getByLabelText(`Featured weekday of ${FIRST}`), 'Monday');
    expect(await within(screen.getByRole('status')).findByText('Featured weekday updated')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.update').at(-1)).toMatchObject({ name: FIRST, featuredWeekday: 1, enabled: true });
    await user.selectOptions(rowOf(FIRST).getByLabelText(`Featured weekday of ${FIRST}`), 'Not featured');
    await waitFor(() => expect(callsTo(state, 'rewards.update').at(-1)).toMatchObject({ name: FIRST, featuredWeekday: null }));
  });

  it("uploads a product's image like the blog's, checks it first, and saves its address", async () => {
    const { user, state } = renderRewards();
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    await user.click(rowOf(STOCKED).getByRole('button', { name: `Edit ${STOCKED}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${STOCKED}` });
    const fileInput = within(dialog).getByLabelText('Upload an image');

    fireEvent.change(fileInput, { target: { files: [new File(['GIF89a'], 'card.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText('The file must be a PNG, JPEG or WebP image')).toBeInTheDocument();
    expect(callsTo(state, 'uploads')).toHaveLength(0);
    // Node's fetch cannot read jsdom's FormData, File or Blob (see blog.test.tsx).
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
    fireEvent.change(fileInput, { target: { files: [new NodeFile([PNG_BYTES], 'card.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Product image preview' })).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/.+\.png$/));
    const imageUrl = (within(dialog).getByLabelText('Image address') as HTMLInputElement).value;
    expect(imageUrl).toMatch(/^\/uploads\/.+\.png$/);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Reward product updated')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.update').at(-1)).toMatchObject({ name: STOCKED, imageUrl });
  });

  it('uploads pasted codes and shows the counts, then lists only the last 4 of each', async () => {
    const { user, state } = renderRewards();
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    await user.click(rowOf(STOCKED).getByRole('button', { name: `Upload codes for ${STOCKED}` }));
    const dialog = screen.getByRole('dialog', { name: `Upload codes for ${STOCKED}` });
    const codes = within(dialog).getByLabelText('Codes');

    // Too short to be a real code: refused by the server's rule, naming which code, before sending.
    await user.type(codes, 'ABCD-EFGH-1111{Enter}abc');
    await user.click(within(dialog).getByRole('button', { name: 'Upload codes' }));
    expect(await within(dialog).findByText(`Code 2: ${REWARDS_MESSAGES.codeTooShort}`)).toBeInTheDocument();
    await user.clear(codes);
    await user.click(within(dialog).getByRole('button', { name: 'Upload codes' }));
    expect(await within(dialog).findByText(REWARDS_MESSAGES.codesRequired)).toBeInTheDocument();
    expect(callsTo(state, 'rewards.uploadCodes')).toHaveLength(0);

    // Two new, one repeated in the paste, one the inventory already has (another product's).
    await user.type(codes, 'NEWC-ODE0-0001{Enter}newc ode0 0001{Enter}{Enter}SEED-1-0001-WXYZ0{Enter}NEWC-ODE0-0002');
    expect(within(dialog).getByText('One code per line. 4 codes to upload.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload codes' }));

    expect(await screen.findByText('2 added, 2 duplicates')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.uploadCodes')).toEqual([{ id: expect.any(String), codes: ['NEWC-ODE0-0001', 'newc ode0 0001', 'SEED-1-0001-WXYZ0', 'NEWC-ODE0-0002'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf(STOCKED).getByText('6 available')).toBeInTheDocument());

    await user.click(rowOf(STOCKED).getByRole('button', { name: `Codes of ${STOCKED}` }));
    const list = await screen.findByRole('table', { name: `Codes of ${STOCKED}, newest first` });
    expect(within(list).getByRole('rowheader', { name: '…0001' })).toBeInTheDocument();
    expect(within(list).getByRole('rowheader', { name: '…0002' })).toBeInTheDocument();
    expect(within(list).getAllByText('Available').length).toBeGreaterThanOrEqual(6);
    expect(within(list).getByText('Reported')).toBeInTheDocument();
    // No whole code anywhere on the page once the upload dialog is gone.
    expect(document.body.textContent).not.toMatch(/NEWC-?ODE0|WXYZ0/i);
  });

  it('reads a CSV file in the browser (first column, quotes undone) into the list to upload', async () => {
    const { user, state } = renderRewards();
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    await user.click(rowOf(FIRST).getByRole('button', { name: `Upload codes for ${FIRST}` }));
    const dialog = screen.getByRole('dialog', { name: `Upload codes for ${FIRST}` });

    // Node's File: jsdom's has no text() in every version.
    const csv = new NodeFile(['"GPLAY,0010-AAAA",10\r\nGPLAY-0010-BBBB;10\r\n\r\nGPLAY-0010-CCCC\t10\r\n'], 'codes.csv', { type: 'text/csv' });
    fireEvent.change(within(dialog).getByLabelText('Or read a CSV or text file'), { target: { files: [csv] } });
    expect(await within(dialog).findByText('3 codes read from codes.csv')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Codes')).toHaveValue('GPLAY,0010-AAAA\nGPLAY-0010-BBBB\nGPLAY-0010-CCCC');
    await user.click(within(dialog).getByRole('button', { name: 'Upload codes' }));

    expect(await screen.findByText('3 added, 0 duplicates')).toBeInTheDocument();
    expect(callsTo(state, 'rewards.uploadCodes')).toEqual([{ id: expect.any(String), codes: ['GPLAY,0010-AAAA', 'GPLAY-0010-BBBB', 'GPLAY-0010-CCCC'] }]);
    await waitFor(() => expect(rowOf(FIRST).getByText('5 available')).toBeInTheDocument());
    expect(rowOf(FIRST).queryByText('Low stock')).not.toBeInTheDocument();
  });

  it(`refuses more than ${MAX_CODES_PER_UPLOAD} codes in one upload with the server's words`, async () => {
    const { user, state } = renderRewards();
    await screen.findByRole('table', { name: 'Reward products by kind and face value' });
    await user.click(rowOf(STOCKED).getByRole('button', { name: `Upload codes for ${STOCKED}` }));
    const dialog = screen.getByRole('dialog', { name: `Upload codes for ${STOCKED}` });
    const many = Array.from({ length: MAX_CODES_PER_UPLOAD + 1 }, (_, index) => `BULK-CODE-${String(index).padStart(5, '0')}`).join('\n');
    fireEvent.change(within(dialog).getByLabelText('Codes'), { target: { value: many } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload codes' }));
    expect(await within(dialog).findByText(REWARDS_MESSAGES.tooManyCodes)).toBeInTheDocument();
    expect(callsTo(state, 'rewards.uploadCodes')).toHaveLength(0);
  });
});
