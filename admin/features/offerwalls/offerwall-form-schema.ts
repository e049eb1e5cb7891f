import { z } from 'zod';
import { updateOfferwallProviderInputSchema, type AdminOfferwallProvider } from '#contract/offerwalls/schemas';
import { numberText } from '../../lib/number-text';
import { m } from '../../i18n/paraglide/messages';

const rules = updateOfferwallProviderInputSchema.shape;

/** A provider's settings as typed (see lib/number-text.ts); a blank secret keeps the stored one. */
export const offerwallFormSchema = z.object({
  enabled: rules.enabled,
  secret: z
    .string()
    .transform((text): string | null | undefined => (text === '' ? undefined : text))
    .pipe(rules.secret),
  holdDays: numberText(undefined).pipe(rules.holdDays),
  // One address a line; a refused line is named, as the text area has no field per line to put it under.
  allowedIps: z.string().transform((text, ctx) => {
    const checked = rules.allowedIps.safeParse(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    );
    if (checked.success) return checked.data ?? [];
    const issue = checked.error.issues[0]!;
    const index = issue.path[0];
    ctx.addIssue({ code: 'custom', message: typeof index === 'number' ? m['offerwalls.form.ip-line']({ number: index + 1, problem: issue.message }) : issue.message });
    return z.NEVER;
  }),
  wallUrl: rules.wallUrl,
});
export type OfferwallFormValues = z.input<typeof offerwallFormSchema>;

/** The saved settings as the form shows them; the secret field always starts blank. */
export function offerwallFormValues(provider: AdminOfferwallProvider): OfferwallFormValues {
  return { enabled: provider.enabled, secret: '', holdDays: String(provider.holdDays), allowedIps: provider.allowedIps.join('\n'), wallUrl: provider.wallUrl ?? '' };
}
