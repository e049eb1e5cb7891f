import { z } from 'zod';
import { referralSettingsSchema, rejectReferralInputSchema, type ReferralSettings } from '#contract/referrals/schemas';
import { paiseToRupeeText, rupeeText } from '../../lib/money';
import { numberText } from '../../lib/number-text';

const rules = referralSettingsSchema.shape;

/**
 * The settings form types rupees and counts as text; the server takes paise and numbers. Each
 * field turns its text into the server's value and then passes the server's own rule. The welcome
 * and milestone bonuses may be ₹0 ("none"); the reward and the qualifying amount may not.
 */
export const referralSettingsFormSchema = z
  .object({
    reward: rupeeText().pipe(rules.rewardPaise),
    welcome: rupeeText({ allowZero: true }).pipe(rules.welcomePaise),
    qualify: rupeeText().pipe(rules.qualifyPaise),
    qualifyWindowDays: numberText(undefined).pipe(rules.qualifyWindowDays),
    holdDays: numberText(undefined).pipe(rules.holdDays),
    milestoneBonus: rupeeText({ allowZero: true }).pipe(rules.milestoneBonusPaise),
    maxSignupsPerReferrerPerDay: numberText(undefined).pipe(rules.maxSignupsPerReferrerPerDay),
    maxSignupsPerIpRangePerHour: numberText(undefined).pipe(rules.maxSignupsPerIpRangePerHour),
    maxPaidPerReferrerPerMonth: numberText(undefined).pipe(rules.maxPaidPerReferrerPerMonth),
  })
  .transform(
    ({ reward, welcome, qualify, milestoneBonus, ...counts }): ReferralSettings => ({
      ...counts,
      rewardPaise: reward,
      welcomePaise: welcome,
      qualifyPaise: qualify,
      milestoneBonusPaise: milestoneBonus,
    }),
  );
export type ReferralSettingsFormValues = z.input<typeof referralSettingsFormSchema>;

/** The saved settings as the text the form shows. */
export function referralSettingsFormValues(settings: ReferralSettings): ReferralSettingsFormValues {
  return {
    reward: paiseToRupeeText(settings.rewardPaise),
    welcome: paiseToRupeeText(settings.welcomePaise),
    qualify: paiseToRupeeText(settings.qualifyPaise),
    qualifyWindowDays: String(settings.qualifyWindowDays),
    holdDays: String(settings.holdDays),
    milestoneBonus: paiseToRupeeText(settings.milestoneBonusPaise),
    maxSignupsPerReferrerPerDay: String(settings.maxSignupsPerReferrerPerDay),
    maxSignupsPerIpRangePerHour: String(settings.maxSignupsPerIpRangePerHour),
    maxPaidPerReferrerPerMonth: String(settings.maxPaidPerReferrerPerMonth),
  };
}

/** The reject and reverse dialogs' reason, under the server's rule and its words ('Please give a reason the referrer will see'). */
export const referralReasonFormSchema = z.object({ reason: rejectReferralInputSchema.shape.reason });
