import { describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES_OFF } from '../../server/modules/capabilities/schemas';
import { showCapabilityBlocks } from '../../server/modules/content/capability-blocks';

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
});
