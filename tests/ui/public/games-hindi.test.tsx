import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { hindiText } from '../../fixtures/hindi-catalogue';

/** The games and the fairness page in Hindi: the visitor chose हिन्दी (the language cookie). */
beforeEach(() => {
  document.cookie = 'lang=hi; path=/';
});

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

/** A toast of that urgency says `text`, in the toasts' region (named in Hindi too). */
async function expectToast(role: 'status' | 'alert', text: string): Promise<void> {
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'सूचनाएँ' })).getByRole(role)).toHaveTextContent(text));
}

/** A round already started: the fixture seed's nonce 0 drew 40 (docs/fairness.md). */
const ROUND_40 = { games: { guess: { round: { secret: 40 } } } };

describe('games and fairness screens in Hindi', () => {
  it('Guess the Number: its name, headings, the input check and the true hint in Hindi', async () => {
    const { user } = renderApp('/guess-number', ROUND_40);
    const input = await screen.findByLabelText('आपका अनुमान (1 से 100)');
    expect(screen.getByRole('heading', { level: 1, name: hindiText('games.guess.title') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 से 100 के बीच नंबर ढूँढें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'कैसे खेलें' })).toBeInTheDocument();
    expect(screen.getByText(/^बची कोशिशें:/)).toHaveTextContent('बची कोशिशें: 3 / 3');

    await user.click(screen.getByRole('button', { name: 'अनुमान लगाएँ' }));
    await expectToast('alert', 'कृपया एक नंबर डालें');
    expect(input).toHaveAccessibleDescription('कृपया एक नंबर डालें');

    await user.type(input, '20');
    await user.click(screen.getByRole('button', { name: 'अनुमान लगाएँ' }));
    await expectToast('status', 'बड़ा नंबर आज़माएँ!');
  });

  it('Flip & Win asks for a side in Hindi', async () => {
    const { user } = renderApp('/flip-coin');
    const flip = await screen.findByRole('button', { name: 'अभी फ़्लिप करें' });
    expect(screen.getByRole('group', { name: 'आपकी पसंद' })).toBeInTheDocument();
    await user.click(flip);
    await expectToast('alert', hindiText('games.flip.choose-side'));
    expect(screen.getAllByRole('button', { name: /^(हेड|टेल)$/ })).toHaveLength(2);
  });

  it('Spin & Win for a visitor, in Hindi: the sign-in link, the odds heading and the fairness box', async () => {
    renderApp('/spin-and-win', { user: null });
    expect(await screen.findByRole('link', { name: 'स्पिन करने के लिए साइन इन करें' })).toBeInTheDocument();
    expect(document.title).toBe(`${hindiText('games.spin.title')} · Honest Rewards`);
    expect(screen.getByRole('heading', { name: 'व्हील के हिस्से और संभावना' })).toBeInTheDocument();
    expect(screen.getByText('अपने अगले खेल का कमिटमेंट देखने के लिए साइन इन करें।')).toBeInTheDocument();
  });

  it('Daily Login: the calendar and the claim button in Hindi', async () => {
    renderApp('/daily-login');
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('games.daily.title') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: new RegExp(`^${hindiText('games.daily.claim')}`) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपका 30 दिन का कैलेंडर' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /^दिन 30, .*, मेगा रिवॉर्ड$/ })).toBeInTheDocument();
  });

  it('Provably fair: no plays yet, and the client seed rule in Hindi at the field and in the toast', async () => {
    const { user } = renderApp('/fairness');
    expect(await screen.findByText('अभी तक कोई खेल नहीं। आपका हर खेल उसके सबूत के साथ यहाँ दिखेगा।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'यह कैसे काम करता है' })).toBeInTheDocument();
    const seedForm = within(await screen.findByRole('form', { name: 'क्लाइंट सीड बदलें' }));
    const seed = seedForm.getByRole('textbox', { name: 'क्लाइंट सीड' });
    await user.clear(seed);
    await user.type(seed, 'not allowed!');
    await user.click(screen.getByRole('button', { name: 'क्लाइंट सीड सेव करें' }));
    await expectToast('alert', 'क्लाइंट सीड में सिर्फ़ अक्षर, अंक, - और _ हो सकते हैं');
    expect(seed).toHaveAccessibleDescription(/क्लाइंट सीड में सिर्फ़ अक्षर, अंक, - और _ हो सकते हैं/);

    await user.click(screen.getByRole('button', { name: 'नतीजा निकालें' }));
    expect(await screen.findByText(hindiText('fairness.verifier.server-seed-error'))).toBeInTheDocument();
    expect(screen.getByText('नॉन्स डालें: 0 या उससे बड़ी पूर्ण संख्या')).toBeInTheDocument();
  });
});
