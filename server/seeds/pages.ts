import type { PageSlug } from '../../db/entities/enums';

/**
 * Honest starting text for the editable pages; admins change it on the admin origin. It says only
 * what this build does: text about a switchable capability sits in its `[[name]] … [[/name]]`
 * block, which readers see only while it is on (product spec §1.8). The issue that builds one
 * adds its blocks here.
 */
export function seedPages(supportEmail: string): Record<PageSlug, { title: string; content: string }> {
  return {
    about: {
      title: 'About Honest Rewards',
      content: `Honest Rewards is a free rewards site for gamers in India.

You earn a small rupee balance by logging in daily, playing free mini games and redeeming promo codes. When your balance reaches a withdrawal amount (₹30, ₹50 or ₹100), you can redeem it for a Google Play gift code, which a member of our team sends to your e-mail address by hand.

[[store]]
Your balance also buys rewards in our store: Google Play and App Store gift cards and Free Fire diamond top-ups, each at the price shown on it, paid from your wallet. A card in stock is delivered at once: its code is shown on your order's page and stays in your redeem history behind a Reveal button. A card that is out of stock can be ordered only when we promise a time for it: the price is held from your balance, and we fulfil the order within that time or return the price. Free Fire diamonds are credited to your player UID by a member of our team.
[[/store]]

What we promise:
- Every amount, count, odds table and countdown you see is real and comes from our server.
- Games are free to play, can really be won at the odds they publish, and every outcome can be verified.
- Nothing on the site costs money, and nothing ever buys a game play or better odds.

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
6. You can download your data or delete your account at any time from your account page (see the Privacy Policy).
[[store]]
7. The reward store sells gift cards and Free Fire diamond top-ups for your wallet balance, at the price shown before you pay. An order is paid from your balance when you place it. A card in stock is delivered at once and its code is shown to you only. An out-of-stock card can be ordered only when a time is promised on it; the price is held until we fulfil the order or return it. Free Fire top-ups are credited by hand to the UID you give; check it before you pay, as diamonds credited to a UID you entered cannot be taken back.
8. If a code does not work, report it with "Code didn't work" on the order in your redeem history. We then replace the code once or return the price to your balance.
[[/store]]

Contact: ${supportEmail}.`,
    },
    privacy: {
      title: 'Privacy Policy',
      content: `We follow India's Digital Personal Data Protection Act, 2023. This page says what we keep, why, and how to get it removed.

What we store:
- Account: your name, e-mail address, a one-way hash of your password (argon2id; we never see or store the password itself), when you signed up and whether you verified your e-mail.
- Sessions: a keyed hash of your sign-in token, when it was last used and your browser's user-agent string, so you can sign out everywhere.
- Money: every balance change (ledger), your withdrawal requests and the e-mail address you gave for each code.
- Games: each play with its fairness proof, so you can verify it.
- Messages you send through the contact form.
- E-mails we sent you (to show support what was sent).

What we do not do: we do not sell your data, we do not use advertising trackers, and we keep nothing of value in your browser's storage.

Your data and your account: on the My Account page you can download a copy of everything we keep about your account as a JSON file: your profile, your sign-in sessions, your wallet history, your withdrawal requests, the promo codes you redeemed, your game plays with their fairness proofs, and the messages you sent us from your verified e-mail address. On the same page you can delete your account; we ask for your password again first. Deleting signs you out on every device at once and erases your name, e-mail address and password, your sign-in links, the messages you sent us from that address and any e-mails still waiting to be sent to it. Pending withdrawals are cancelled and their amounts returned to your balance; the balance left on the account is then forfeited, because it cannot be paid out once the account is gone — withdraw it first if you want it. We keep your wallet history, withdrawal records and game plays without your name or e-mail, because our accounts must still add up and game results must stay verifiable, and we keep the records of changes our admins made. You can sign up again later with the same e-mail address; it will be a new, empty account.

Questions or corrections: write to ${supportEmail} from the address on your account. We answer within 24-48 hours.`,
    },
    disclaimer: {
      title: 'Disclaimer',
      content: `Honest Rewards is not affiliated with, endorsed or sponsored by Google or any brand whose gift codes we give out. Brand names belong to their owners.

Rewards are small promotional amounts. Articles on our blog are general information, not financial advice; talk to a qualified adviser before making financial decisions.

Apps listed in our catalogue are run by third parties. We do not control whether they pay, and we say so when an app is known to have stopped.`,
    },
    'refund-policy': {
      title: 'Refund Policy',
      content: `Nothing on Honest Rewards costs real money: you never pay us, so there is no payment to refund. What this page covers is your balance.

Withdrawals from your balance:
- The amount is held from your balance as soon as you request a withdrawal.
- If a request is rejected, the full amount returns to your balance at once, with the reason shown in your redeem history.
- A completed request shows its code in your redeem history; if a code does not work, write to ${supportEmail} within 7 days with the request's date and we will check it with you.

[[store]]
Reward store orders:
- The price is paid from your balance when you place an order. A card in stock is delivered at once; an out-of-stock card (only when a time is promised on it) and every Free Fire top-up wait as pending, with the price held from your balance.
- If we cannot fulfil a pending order, we reject it with the reason and the full price returns to your balance at once.
- If a delivered code does not work, report it with "Code didn't work" on the order in your redeem history. We replace the code once, or return the price to your balance.
- Free Fire diamonds credited to the UID you entered cannot be taken back.
[[/store]]

Support replies within 24-48 hours, Monday to Friday 9:00 AM-6:00 PM IST.`,
    },
  };
}

/**
 * Texts this function shipped before, as SHA-256 of the content with the support address written
 * `{supportEmail}`. A page still holding one of them was never edited by an admin, so seeding
 * replaces it with today's text; an edited page is never touched.
 */
export const SUPERSEDED_PAGE_TEXTS: Record<PageSlug, readonly string[]> = {
  about: ['0591988428486f4f504e235407c48e32cd82d4566137003fefdec9bd3656b825', '9dc3e5c3d37670dbea35be408ddf2e773b30724c9f70bb6ef7e4cab43da7707a'],
  terms: ['f60e17b5544bfd78cc438070ceea13a0c8a61a3c99f22f64ec6441d6348a10ae', '5c96e7f55d2fa3f85e4b15b7f05e4c431345a9d42c385e9b22139d91a43df810'],
  privacy: ['ebe49046e8fbb938b38c835aa3d8b075988f787a4a9de78b9d47f06ad99b3ed2'],
  disclaimer: ['204bc5afb2439f18156d307adf2be82e6715bb2869bcda9cadae20c404b71745'],
  'refund-policy': ['f47f5d401f01323a66294c5702a38b598f9879ad6c5bc2fe2eb25f19f852d9c3', '6c7c8f6770b2ed2fce02f4f80ff92bca7e8c8e834c8985b0c04acbcce800d0f1'],
};
