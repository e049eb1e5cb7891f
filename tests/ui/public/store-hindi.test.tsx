import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { createStoreFixtureState } from '../../../src/mocks/fixtures/store-fixtures';
import { renderStore } from './store-helpers';

/** The store in Hindi: the visitor chose हिन्दी (the language cookie). */
beforeEach(() => {
  document.cookie = 'lang=hi; path=/';
});

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('the store in Hindi', () => {
  it('/diamonds reads the UID step and its validation in Hindi', async () => {
    const { user } = renderStore('/diamonds');
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('store.diamonds.title') })).toBeInTheDocument();
    const uid = screen.getByLabelText(hindiText('store.diamonds.uid'));
    await user.type(uid, '12ab56');
    await user.click(screen.getByRole('button', { name: hindiText('store.diamonds.continue') }));
    expect(await screen.findByText(hindiText('store.validation.uid-digits'))).toBeInTheDocument();
    expect(document.title).toBe(`${hindiText('store.diamonds.title')} · Honest Rewards`);
  });

  it('/generator reads its choices, and a missing pair, in Hindi (the amounts joined the Hindi way)', async () => {
    const state = createStoreFixtureState();
    state.rewards.push({ ...state.rewards[0]!, id: '00000000-0000-4000-8040-000000000010', kind: 'app_store', name: 'App Store ₹100', faceValue: 100, pricePaise: 10_000, priceRupees: 100 });
    state.rewards.push({ ...state.rewards[0]!, id: '00000000-0000-4000-8040-000000000011', kind: 'app_store', name: 'App Store ₹500', faceValue: 500, pricePaise: 50_000, priceRupees: 500 });
    const { user } = renderStore('/generator', state);
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('store.generator.title') })).toBeInTheDocument();
    const platforms = await screen.findByRole('group', { name: hindiText('store.generator.platform') });
    await user.click(within(platforms).getByRole('radio', { name: hindiText('store.generator.ios') }));
    await user.click(within(screen.getByRole('group', { name: hindiText('store.generator.amount') })).getByRole('radio', { name: '₹10' }));
    expect(await screen.findByText(hindiText('store.generator.comes-in', { platform: 'App Store', amounts: '₹100 और ₹500' }))).toBeInTheDocument();
  });
});
