import { z } from 'zod';
import {
  dailyBudgetPaiseSchema,
  dailyLoginTableSchema,
  fixedPrizeTableSchema,
  flipLimitsSchema,
  guessLimitsSchema,
  segmentSchema,
  spinLimitsSchema,
  updateGameConfigInputSchema,
} from '#contract/games/schemas';
import { readRupees, paiseToRupeeText } from '../../lib/money';
import type { AdminInputs, AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

export { DAILY_LOGIN_DAYS, SCRATCH_MAX_PRIZES, SPIN_SEGMENT_COUNT as SPIN_SEGMENTS } from '#contract/games/schemas';

/** One game as `games.list` returns it. */
export type GameConfig = AdminOutputs['games']['list'][number];
export type GameId = GameConfig['game'];
/** What `games.update` takes: discriminated by `game`. */
export type UpdateGameInput = AdminInputs['games']['update'];
/** A game's table and limits, still discriminated by `game` (as server/contract/games/expected-payout.ts). */
export type GameRules = UpdateGameInput extends infer Config ? (Config extends UpdateGameInput ? Pick<Config, 'game' | 'table' | 'limits'> : never) : never;
export type Segment = Extract<GameRules, { game: 'spin' }>['table']['segments'][number];

/** The tab shows the games in the order the site lists them. */
export const GAME_ORDER: readonly GameId[] = ['spin', 'guess', 'flip', 'scratch', 'daily-login'];

/** What the admin is typing: text as typed, turned into paise and integers only on save. */
export interface SegmentDraft {
  /** Stable React key: rows can be added and removed. */
  key: number;
  label: string;
  prize: string;
  weight: string;
}
interface DraftBase {
  enabled: boolean;
  budget: string;
}
export type GameDraft =
  | (DraftBase & { game: 'spin'; segments: SegmentDraft[]; spinsPerDay: string; maxSpinsPerDay: string })
  | (DraftBase & { game: 'scratch'; segments: SegmentDraft[] })
  | (DraftBase & { game: 'guess'; prize: string; attempts: string; lockHours: string })
  | (DraftBase & { game: 'flip'; prize: string; lockHours: string })
  | (DraftBase & { game: 'daily-login'; days: string[] });

let segmentKeys = 0;
export function newSegment(values: Partial<Omit<SegmentDraft, 'key'>> = {}): SegmentDraft {
  return { key: ++segmentKeys, label: values.label ?? '', prize: values.prize ?? '', weight: values.weight ?? '' };
}

/** The saved settings a draft starts from: a `games.list` row or the `games.update` answer. */
export type SavedSettings = GameConfig extends infer Config ? (Config extends GameConfig ? Pick<Config, 'game' | 'table' | 'limits' | 'enabled' | 'dailyBudgetPaise'> : never) : never;

export function draftFromConfig(config: SavedSettings): GameDraft {
  const base = { enabled: config.enabled, budget: paiseToRupeeText(config.dailyBudgetPaise) };
  const segments = (list: Segment[]) => list.map((segment) => newSegment({ label: segment.label, prize: paiseToRupeeText(segment.prizePaise), weight: String(segment.weight) }));
  switch (config.game) {
    case 'spin':
      return { ...base, game: 'spin', segments: segments(config.table.segments), spinsPerDay: String(config.limits.spinsPerDay), maxSpinsPerDay: String(config.limits.maxSpinsPerDay) };
    case 'scratch':
      return { ...base, game: 'scratch', segments: segments(config.table.segments) };
    case 'guess':
      return { ...base, game: 'guess', prize: paiseToRupeeText(config.table.prizePaise), attempts: String(config.limits.attempts), lockHours: String(config.limits.lockHours) };
    case 'flip':
      return { ...base, game: 'flip', prize: paiseToRupeeText(config.table.prizePaise), lockHours: String(config.limits.lockHours) };
    case 'daily-login':
      return { ...base, game: 'daily-login', days: config.table.days.map(paiseToRupeeText) };
  }
}

/** True when nothing was typed since the draft was made from the server's settings. */
export function sameDraft(a: GameDraft, b: GameDraft): boolean {
  const plain = (draft: GameDraft) => JSON.stringify(draft, (key, value: unknown) => (key === 'key' ? undefined : typeof value === 'string' ? value.trim() : value));
  return plain(a) === plain(b);
}

/* ------------------------------------------------------------------------------------------------
 * The draft's text read into the server's values, then checked by the server's own game rules
 * (server/contract/games/schemas.ts): ceilings, ranges and their words are the server's. Only what
 * the server never sees, text that is not a number at all, is worded here.
 * --------------------------------------------------------------------------------------------- */

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** Rupee text → exact paise for the server's rule; a negative or huge amount goes on for that rule to refuse. */
function rupeeText(rule: z.ZodType<number, number>, words: { required: string; tooPrecise: string }) {
  return z
    .string()
    .transform((text, ctx): number => {
      const read = readRupees(text, { allowZero: true, maxPaise: Number.MAX_SAFE_INTEGER });
      if (read.ok) return read.paise;
      if (read.problem === 'negative') return -1;
      if (read.problem === 'notANumber') return Number.NaN;
      if (read.problem === 'tooLarge') return Number.MAX_SAFE_INTEGER;
      ctx.addIssue({ code: 'custom', message: read.problem === 'tooPrecise' ? words.tooPrecise : words.required });
      return z.NEVER;
    })
    .pipe(rule);
}

/** Whole-number text ("1.5", "" and "abc" are refused as `notWhole`), piped into the server's rule for the field. */
function wholeText(rule: z.ZodType<number, number>, notWhole: string) {
  return z
    .string()
    .transform((text, ctx): number => {
      if (/^-?\d+$/.test(text.trim())) return Number(text.trim());
      ctx.addIssue({ code: 'custom', message: notWhole });
      return z.NEVER;
    })
    .pipe(rule);
}

/** A prize field read for the table rule it belongs to (every table uses the server's one prize rule). */
const prizeTextFor = (rule: z.ZodType<number, number>) => rupeeText(rule, { required: m['games.prize-required'](), tooPrecise: m['games.prize-too-precise']() });
const prizeText = prizeTextFor(segmentSchema.shape.prizePaise);
const budgetText = rupeeText(dailyBudgetPaiseSchema, { required: m['games.budget-required'](), tooPrecise: m['games.budget-too-precise']() });
const weightText = wholeText(segmentSchema.shape.weight, m['games.weight-invalid']());

const segmentDraftSchema = z.object({ label: segmentSchema.shape.label, prize: prizeText, weight: weightText }).transform(({ label, prize, weight }) => ({ label, prizePaise: prize, weight }));

function reader(schema: z.ZodType<number, string>) {
  return (text: string): Read<number> => {
    const read = schema.safeParse(text);
    return read.success ? { ok: true, value: read.data } : { ok: false, message: read.error.issues[0]?.message ?? m['games.fix-errors']() };
  };
}

/** Rupees (0 allowed, up to 2 decimals) → exact paise, or the message for that prize. */
export const readPrize = reader(prizeText);
/** A positive whole number, or the message for that weight. */
export const readWeight = reader(weightText);
/** Guess the Number's attempts per round, within the server's range. */
export const readAttempts = reader(wholeText(guessLimitsSchema.shape.attempts, m['games.attempts-whole']()));

/** Each game's draft → its `games.update` input (Daily Login has no budget: the saved one goes back unchanged). */
function draftSchema(game: GameId, savedBudgetPaise: number): z.ZodType<z.input<typeof updateGameConfigInputSchema>> {
  const base = { enabled: z.boolean(), budget: budgetText };
  switch (game) {
    case 'spin':
      return z
        .object({
          ...base,
          segments: z.array(segmentDraftSchema),
          spinsPerDay: wholeText(spinLimitsSchema.shape.spinsPerDay, m['games.spins-per-day-whole']()),
          maxSpinsPerDay: wholeText(spinLimitsSchema.shape.maxSpinsPerDay, m['games.max-spins-whole']()),
        })
        .transform(({ enabled, budget, segments, spinsPerDay, maxSpinsPerDay }) => ({ game: 'spin' as const, enabled, dailyBudgetPaise: budget, table: { segments }, limits: { spinsPerDay, maxSpinsPerDay } }));
    case 'scratch':
      return z.object({ ...base, segments: z.array(segmentDraftSchema) }).transform(({ enabled, budget, segments }) => ({ game: 'scratch' as const, enabled, dailyBudgetPaise: budget, table: { segments }, limits: {} }));
    case 'guess':
      return z
        .object({ ...base, prize: prizeTextFor(fixedPrizeTableSchema.shape.prizePaise), attempts: wholeText(guessLimitsSchema.shape.attempts, m['games.attempts-whole']()), lockHours: wholeText(guessLimitsSchema.shape.lockHours, m['games.lock-whole']()) })
        .transform(({ enabled, budget, prize, attempts, lockHours }) => ({ game: 'guess' as const, enabled, dailyBudgetPaise: budget, table: { prizePaise: prize }, limits: { attempts, lockHours } }));
    case 'flip':
      return z
        .object({ ...base, prize: prizeTextFor(fixedPrizeTableSchema.shape.prizePaise), lockHours: wholeText(flipLimitsSchema.shape.lockHours, m['games.lock-whole']()) })
        .transform(({ enabled, budget, prize, lockHours }) => ({ game: 'flip' as const, enabled, dailyBudgetPaise: budget, table: { prizePaise: prize }, limits: { lockHours } }));
    case 'daily-login':
      return z
        .object({ enabled: z.boolean(), days: z.array(prizeTextFor(dailyLoginTableSchema.shape.days.element)) })
        .transform(({ enabled, days }) => ({ game: 'daily-login' as const, enabled, dailyBudgetPaise: savedBudgetPaise, table: { days }, limits: {} }));
  }
}

/** Keyed by draft field: `budget`, `table`, `segments.<i>.label|prize|weight`, `prize`, `days.<i>` and the limits. */
export type DraftErrors = Record<string, string>;

/** A server rule's path in `games.update`'s input → the draft field it belongs to. */
function draftKey(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'dailyBudgetPaise') return 'budget';
  if (first === 'limits' && second !== undefined) return String(second);
  // A whole segments or days list is the table; a prize inside it is typed as `prize`.
  if (first === 'table') return path.length === 2 && second !== 'prizePaise' ? 'table' : path.slice(1).map(String).join('.').replace(/prizePaise$/, 'prize');
  return path.map(String).join('.');
}

export function validateDraft(draft: GameDraft, savedBudgetPaise: number): { errors: DraftErrors; input: UpdateGameInput | null } {
  // The draft's own fields first, then the server's whole rule (the wheel's 8 segments and the like).
  const read = draftSchema(draft.game, savedBudgetPaise).pipe(updateGameConfigInputSchema).safeParse(draft);
  if (read.success) return { errors: {}, input: read.data };
  const errors: DraftErrors = {};
  for (const issue of read.error.issues) {
    const key = draftKey(issue.path);
    errors[key] ??= issue.message;
  }
  return { errors, input: null };
}

/** Key-order-insensitive comparison of two tables (the server stores them as jsonb). */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([key, inner]) => [key, canonical(inner)]))
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
