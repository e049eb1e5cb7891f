import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { renderApp } from './render-app';

/** Like render-app's expectToast, but the toasts' region is named in Hindi too. */
async function expectHindiToast(role: 'status' | 'alert', text: string): Promise<void> {
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'सूचनाएँ' })).getByRole(role)).toHaveTextContent(text));
}

/** Sign-in, account and money screens in Hindi: the visitor chose हिन्दी (the language cookie). */
beforeEach(() => {
  document.cookie = 'lang=hi; path=/';
});

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('auth, account and money screens in Hindi', () => {
  it('reads the sign-in form, its validation and a refusal in Hindi', async () => {
    const { user } = renderApp('/signin', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन' })).toBeInTheDocument();
    expect(document.title).toBe('साइन इन · Honest Rewards');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');

    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ईमेल'), fixtureUser.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('ईमेल या पासवर्ड ग़लत है')).toBeInTheDocument();
  });

  it("says in Hindi that the sign-up passwords differ (the browser's own rule)", async () => {
    const { user } = renderApp('/signup', { user: null });
    await user.type(await screen.findByLabelText('पासवर्ड'), 'a-long-password');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeInTheDocument();
    expect(screen.getByText('आपको शर्तें स्वीकार करनी होंगी')).toBeInTheDocument();
  });

  it('words the password-length rule the server builds from its limit in Hindi', async () => {
    const { user } = renderApp('/signup', { user: null });
    await user.type(await screen.findByLabelText('पासवर्ड'), 'short');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें'), 'short');
    await user.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(await screen.findByText(hindiText('validation.auth.password-too-short', { min: 8 }))).toBeInTheDocument();
  });

  it('shows the account page in Hindi and signs out with a Hindi toast', async () => {
    const { user } = renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा अकाउंट' })).toBeInTheDocument();
    expect(document.title).toBe('मेरा अकाउंट · Honest Rewards');
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: hindiText('account.logout') }));
    await expectHindiToast('status', 'आप साइन आउट हो गए');
  });

  it('shows the empty transaction history in Hindi', async () => {
    renderApp('/wallet/history', { wallet: { entries: [] } });
    expect(await screen.findByText('कोई ट्रांज़ैक्शन नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ट्रांज़ैक्शन हिस्ट्री' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रोमो कोड रिडीम करें' })).toHaveAttribute('href', '/promocode');
  });

  it('asks for a promo code in Hindi, in the toast and at the field', async () => {
    const { user } = renderApp('/promocode');
    await user.click(await screen.findByRole('button', { name: 'रिडीम करें' }));
    await expectHindiToast('alert', 'कृपया प्रोमो कोड डालें');
    expect(screen.getByLabelText('प्रोमो कोड')).toHaveAccessibleDescription(expect.stringContaining('कृपया प्रोमो कोड डालें'));
  });
});
