import { describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '#contract/capabilities/schemas';
import { showCapabilityBlocks } from '#contract/content/capability-blocks';
import { seedPages } from '../../server/seeds/pages';

const page = `Intro.

[[referrals]]
Invite friends and earn.
[[/referrals]]

[[vip]]
VIP costs ₹29.
[[/vip]]

Outro.`;

describe('capability blocks in page text', () => {
  it('leaves out the text of a capability that is off, with no run of blank lines where it was', () => {
    expect(showCapabilityBlocks(page, ALL_CAPABILITIES_OFF)).toBe('Intro.\n\nOutro.');
  });

  it('keeps the text (without its markers) of a capability that is on', () => {
    expect(showCapabilityBlocks(page, { ...ALL_CAPABILITIES_OFF, referrals: true })).toBe('Intro.\n\nInvite friends and earn.\n\nOutro.');
  });

  it('keeps markers of unknown names as written, and a stray closing marker hides nothing', () => {
    expect(showCapabilityBlocks('[[casino]]\nA\n[[/casino]]\n[[/vip]]\nB', ALL_CAPABILITIES_OFF)).toBe('[[casino]]\nA\n[[/casino]]\nB');
  });

  it('an unclosed block hides the rest of the page while its capability is off (the admin sees the raw text)', () => {
    expect(showCapabilityBlocks('A\n[[store]]\nB\nC', ALL_CAPABILITIES_OFF)).toBe('A');
  });

  it('the seeded pages carry the same closed blocks in English and Hindi; the referral text shows only while referrals are on', () => {
    const markers = (text: string) => text.split('\n').filter((line) => /^\[\[\/?[a-z-]+\]\]$/.test(line));
    for (const [slug, page] of Object.entries(seedPages('support@example.com'))) {
      expect(markers(page.contentHi), slug).toEqual(markers(page.content));
      expect(markers(page.content).length % 2, slug).toBe(0);
    }
    const { about, terms } = seedPages('support@example.com');
    const referralsOn = { ...ALL_CAPABILITIES_OFF, referrals: true };
    expect(showCapabilityBlocks(about.content, ALL_CAPABILITIES_OFF)).not.toMatch(/invit|referr/i);
    expect(showCapabilityBlocks(about.contentHi, ALL_CAPABILITIES_OFF)).not.toMatch(/बुला|रेफ़रल/);
    expect(showCapabilityBlocks(terms.content, referralsOn)).toMatch(/Promo codes and referral bonuses do not count/);
    expect(showCapabilityBlocks(terms.contentHi, referralsOn)).toMatch(/प्रोमो कोड और रेफ़रल बोनस नहीं गिने जाते/);
    expect(showCapabilityBlocks(terms.content, referralsOn)).toMatch(/blocked or the earnings that qualified them are reversed/);
    expect(showCapabilityBlocks(terms.contentHi, referralsOn)).toMatch(/जिस कमाई से वह गिना गया था वह रिवर्स हो जाए/);
    // Each block is its own: referrals on does not show the store's text.
    expect(showCapabilityBlocks(terms.content, referralsOn)).not.toMatch(/Free Fire/);
  });

  it('the tasks and offerwalls texts show each with its own switch, in both languages', () => {
    const { about, terms, 'refund-policy': refund } = seedPages('support@example.com');
    for (const page of [about, terms, refund]) {
      expect(showCapabilityBlocks(page.content, ALL_CAPABILITIES_OFF)).not.toMatch(/task|offerwall|partner|pending credit/i);
      expect(showCapabilityBlocks(page.contentHi, ALL_CAPABILITIES_OFF)).not.toMatch(/टास्क|ऑफ़रवॉल|पार्टनर|पेंडिंग क्रेडिट/);
    }
    const tasksOn = { ...ALL_CAPABILITIES_OFF, tasks: true };
    const offerwallsOn = { ...ALL_CAPABILITIES_OFF, offerwalls: true };
    expect(showCapabilityBlocks(terms.content, tasksOn)).toMatch(/A member of our team reviews every submission/);
    expect(showCapabilityBlocks(terms.contentHi, tasksOn)).toMatch(/हर सबमिशन की जाँच हमारी टीम का कोई सदस्य/);
    expect(showCapabilityBlocks(terms.content, tasksOn)).not.toMatch(/offerwall|chargeback/i);
    expect(showCapabilityBlocks(terms.content, offerwallsOn)).toMatch(/before it clears, the pending credit is cancelled/);
    expect(showCapabilityBlocks(terms.content, offerwallsOn)).toMatch(/recorded as a debt, shown to you with the reason, and taken from what you earn next/);
    expect(showCapabilityBlocks(terms.contentHi, offerwallsOn)).toMatch(/क्लियर होने से पहले वापस ले ले \(चार्जबैक\), तो पेंडिंग क्रेडिट रद्द हो जाता है/);
    expect(showCapabilityBlocks(terms.content, offerwallsOn)).not.toMatch(/submission/);
    expect(showCapabilityBlocks(refund.content, tasksOn)).toMatch(/A task's reward is credited once, when a member of our team approves your submission/);
    expect(showCapabilityBlocks(refund.contentHi, offerwallsOn)).toMatch(/पार्टनर ऑफ़र के रिवॉर्ड:/);
    expect(showCapabilityBlocks(about.content, offerwallsOn)).toMatch(/shown with the date it clears/);
  });

  it('the VIP texts show only with VIP on, in both languages, and say what is true of it', () => {
    const { about, terms, 'refund-policy': refund } = seedPages('support@example.com');
    for (const page of [about, terms, refund]) {
      expect(showCapabilityBlocks(page.content, ALL_CAPABILITIES_OFF)).not.toMatch(/vip|membership|₹29|razorpay/i);
      expect(showCapabilityBlocks(page.contentHi, ALL_CAPABILITIES_OFF)).not.toMatch(/VIP|मेंबरशिप|₹29|Razorpay/);
    }
    const vipOn = { ...ALL_CAPABILITIES_OFF, vip: true };
    for (const page of [about, terms, refund]) {
      const text = showCapabilityBlocks(page.content, vipOn);
      expect(text).toMatch(/₹29 for 30 days/);
      expect(text).toMatch(/Razorpay/);
      expect(text).toMatch(/never renews by itself/);
      expect(text).toMatch(/7 days/);
      // Nothing else's text comes with it.
      expect(text).not.toMatch(/offerwall|Free Fire|Invite friends/);
      const hindi = showCapabilityBlocks(page.contentHi, vipOn);
      expect(hindi).toMatch(/₹29/);
      expect(hindi).toMatch(/रिन्यू नहीं होती/);
      expect(hindi).toMatch(/7 दिन/);
    }
    expect(showCapabilityBlocks(about.content, vipOn)).toMatch(/VIP gives no extra game plays and no better odds\./);
    expect(showCapabilityBlocks(terms.content, vipOn)).toMatch(/Each member can redeem each VIP code into their wallet once/);
    expect(showCapabilityBlocks(refund.content, vipOn)).toMatch(/A refund ends the membership at once\./);
    expect(showCapabilityBlocks(refund.contentHi, vipOn)).toMatch(/रिफ़ंड होते ही मेंबरशिप ख़त्म हो जाती है।/);
  });
});
