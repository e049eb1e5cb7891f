import { z } from 'zod';
import { fulfilRewardOrderInputSchema, rejectRewardOrderInputSchema, rewardProductInputSchema, uploadRewardCodesInputSchema } from '#contract/rewards/schemas';
import type { SchemaForm } from '#kit/ui/form/use-schema-form';
import { rupeeTextSchema } from '../../lib/money';
import { numberText } from '../../lib/number-text';
import { m } from '../../i18n/paraglide/messages';
import { readCodeLines } from './read-codes';

const rules = rewardProductInputSchema.shape;

/** The product dialog's text read into the server's product input (see lib/number-text.ts). */
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
export type RewardProductForm = SchemaForm<RewardProductFormValues, z.output<typeof rewardProductFormSchema>>;

const codesRule = uploadRewardCodesInputSchema.shape.codes;

/** The upload dialog's codes, one a line, under the server's upload rule; a refused code is named by its line. */
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

const fulfilRules = fulfilRewardOrderInputSchema.shape;

/** How an admin delivers a pending order: the next code from stock, a code typed in, or a top-up reference. */
export const FULFIL_METHODS = ['stock', 'code', 'reference'] as const;
export type FulfilMethod = (typeof FULFIL_METHODS)[number];

/** The fulfil dialog: the chosen method and the one text it needs, under the server's rule for it. */
export const fulfilOrderFormSchema = z
  .object({ method: z.enum(FULFIL_METHODS), code: z.string(), reference: z.string() })
  .transform((values, ctx): { code?: string; reference?: string } => {
    if (values.method === 'stock') return {};
    const field = values.method;
    const checked = fulfilRules[field].unwrap().safeParse(values[field]);
    if (checked.success) return { [field]: checked.data };
    ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]!.message });
    return z.NEVER;
  });

/** The reject (or refund) dialog's reason, under the server's rule. */
export const rejectOrderFormSchema = z.object({ reason: rejectRewardOrderInputSchema.shape.reason });
