import { z } from 'zod';
import { referralSettingsSchema, rejectReferralInputSchema, type ReferralSettings } from '#contract/referrals/schemas';
import { paiseToRupeeText, rupeeText } from '../../lib/money';
import { numberText } from '../../lib/number-text';

const rules = referralSettingsSchema.shape;

/** The settings form's text read into the server's settings (see lib/number-text.ts); only the bonuses may be ₹0. */
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
