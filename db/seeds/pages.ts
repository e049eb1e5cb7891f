import type { PageSlug } from '../entities/page';

/** Honest starting text for the editable pages; admins change it on the admin origin. */
export function seedPages(supportEmail: string): Record<PageSlug, { title: string; content: string }> {
  return {
    about: {
      title: 'About Honest Rewards',
      content: `Honest Rewards is a free rewards site for gamers in India.

You earn a small rupee balance by logging in daily, playing free mini games, redeeming promo codes, inviting friends and completing tasks. When your balance reaches a withdrawal amount, you can redeem it for a Google Play code or a Free Fire diamond top-up, which a member of our team fulfils by hand.

What we promise:
- Every amount, count, odds table and countdown you see is real and comes from our server.
- Games are free to play, can really be won at the odds they publish, and every outcome can be verified.
- Nothing you pay for ever buys a game play or better odds.

Questions? Write to ${supportEmail}.`,
    },
    terms: {
      title: 'Terms of Use',
      content: `By creating an account you confirm that you are 18 or older and accept these terms.

1. One account per person. Duplicate or automated accounts may be blocked, and their balances are not paid out.
2. Your balance is a promotional reward, not a deposit. It has no cash value except through the redemptions offered on the site.
3. Withdrawal requests are processed by hand within 24-48 hours. The amount is held from your balance at once and returned if a request is rejected.
4. Games are free. Prizes, odds and daily limits are published on each game page. Each outcome can be verified on the Fairness page.
5. We may change reward amounts and games for the future; balances already credited are never taken back except to correct a proven error, which is shown in your history with its reason.
6. The VIP membership costs ₹29 for 30 days, never renews automatically, and is covered by the refund policy.

Contact: ${supportEmail}.`,
    },
    privacy: {
      title: 'Privacy Policy',
      content: `We follow India's Digital Personal Data Protection Act, 2023. This page says what we keep, why, and how to get it removed.

What we store:
- Account: your name, e-mail address, a one-way hash of your password (argon2id; we never see or store the password itself), when you signed up and whether you verified your e-mail.
- Sessions: a keyed hash of your sign-in token, when it was last used and your browser's user-agent string, so you can sign out everywhere.
- Money: every balance change (ledger), your withdrawal requests and the e-mail address you gave for each code.
- Messages you send through the contact form.
- E-mails we sent you (to show support what was sent).

What we do not do: we do not sell your data, we do not use advertising trackers, and we keep nothing of value in your browser's storage.

Your rights: you can ask for a copy of your data, ask us to correct it, or ask us to delete your account by writing to ${supportEmail} from the address on your account. We answer within 24-48 hours and delete within 30 days, except ledger records the law requires us to keep, which are then kept without your name.`,
    },
    disclaimer: {
      title: 'Disclaimer',
      content: `Honest Rewards is not affiliated with, endorsed or sponsored by Google, Garena, Apple or any brand whose gift cards or top-ups we offer. Brand names belong to their owners.

Rewards are small promotional amounts. Articles on our blog are general information, not financial advice; talk to a qualified adviser before making financial decisions.

Apps listed in our catalogue are run by third parties. We do not control whether they pay, and we say so when an app is known to have stopped.`,
    },
    'refund-policy': {
      title: 'Refund Policy',
      content: `This policy covers the VIP membership (₹29 for 30 days, paid through Razorpay, never renewed automatically).

When you can get a refund:
- Refunds are only possible within 7 days of purchase.
- An accidental purchase must be reported within 24 hours.
- Grounds for a refund: technical issues, duplicate payment, service not delivered, accidental purchase.

Not eligible: change of mind after use, requests after 7 days, violation of the terms, abuse.

How it works:
- Write to ${supportEmail}. Cancellation and refund requests are by e-mail only.
- Review takes 2-3 business days. An approved refund is processed in 5-7 business days.
- Time to reach you by payment method: cards 5-7, net banking 3-5, UPI/wallets 1-3, bank transfer 7-10 business days.
- A refund ends the membership. Without a refund, access is kept to the end of the 30-day period; there are no partial refunds.

Support replies within 24-48 hours, Monday to Friday 9:00 AM-6:00 PM IST.`,
    },
  };
}
