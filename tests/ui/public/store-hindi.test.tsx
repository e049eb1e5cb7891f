import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hindiText } from '../../fixtures/hindi-catalogue';
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
});
