import { z } from 'zod';
import { rewardProductInputSchema, uploadRewardCodesInputSchema } from '../../../server/modules/rewards/schemas';
import { rupeeTextSchema } from '../../lib/money';
import { m } from '../../i18n/paraglide/messages';
import { readCodeLines } from './read-codes';

const rules = rewardProductInputSchema.shape;

/**
 * A typed whole number: blank is "not given" (`blank`), anything else becomes a number for the
 * server's rule to judge — "abc" becomes NaN, which that rule refuses in its own words.
 */
function numberText<Blank extends undefined | null>(blank: Blank) {
  return z.string().transform((text): number | Blank | undefined => (text.trim() === '' ? blank : Number(text.trim())));
}

/**
 * The product dialog types text (rupees, counts, a weekday from a select); the server takes paise
 * and numbers. Each field turns its text into the server's value and then passes the server's own
 * rule, so every limit and message is the server's.
 */
export const rewardProductFormSchema = z
  .object({
    kind: rules.kind,
    name: rules.name,
    faceValue: numberText(undefined).pipe(rules.faceValue),
    price: rupeeTextSchema.pipe(rules.pricePaise),
    region: rules.region,
    validity: rules.validity,
    enabled: rules.enabled,
    imageUrl: rules.imageUrl,
    featuredWeekday: numberText(null).pipe(rules.featuredWeekday),
    lowStockThreshold: numberText(undefined).pipe(rules.lowStockThreshold),
    outOfStockPromiseHours: numberText(null).pipe(rules.outOfStockPromiseHours),
  })
  .transform(({ price, ...rest }) => ({ ...rest, pricePaise: price }));

export type RewardProductFormValues = z.input<typeof rewardProductFormSchema>;

const codesRule = uploadRewardCodesInputSchema.shape.codes;

/**
 * The upload dialog's one text: read into codes (one a line, or a CSV's first column), then checked
 * by the server's rule for an upload. A problem with one code names which one, as the list has no
 * field per code to put it under.
 */
export const uploadCodesFormSchema = z.object({
  codes: z.string().transform((text, ctx) => {
    const checked = codesRule.safeParse(readCodeLines(text));
    if (checked.success) return checked.data;
    const issue = checked.error.issues[0]!;
    const index = issue.path[0];
    ctx.addIssue({ code: 'custom', message: typeof index === 'number' ? m['rewards.upload.code-problem']({ number: index + 1, problem: issue.message }) : issue.message });
    return z.NEVER;
  }),
});
