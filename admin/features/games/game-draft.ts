import { readRupees, paiseToRupeeText, type RupeeProblem } from '../../lib/money';
import type { AdminInputs, AdminOutputs } from '../../lib/trpc';
import { GAME_MESSAGES } from './game-messages';

/** One game as `games.list` returns it. */
export type GameConfig = AdminOutputs['games']['list'][number];
export type GameId = GameConfig['game'];
/** What `games.update` takes: discriminated by `game`. */
export type UpdateGameInput = AdminInputs['games']['update'];
/** A game's table and limits, still discriminated by `game` (as server/modules/games/expected-payout.ts). */
export type GameRules = UpdateGameInput extends infer Config ? (Config extends UpdateGameInput ? Pick<Config, 'game' | 'table' | 'limits'> : never) : never;
export type Segment = Extract<GameRules, { game: 'spin' }>['table']['segments'][number];

/** The tab shows the games in the order the site lists them. */
export const GAME_ORDER: readonly GameId[] = ['spin', 'guess', 'flip', 'scratch', 'daily-login'];
export const SPIN_SEGMENTS = 8;
export const SCRATCH_MAX_PRIZES = 12;
export const DAILY_LOGIN_DAYS = 30;
/** The server's ceilings (schemas.ts): ₹10,000 a prize, ₹10,00,000 a day's budget. */
const MAX_PRIZE_PAISE = 1_000_000;
const MAX_BUDGET_PAISE = 100_000_000;
const MAX_WEIGHT = 1_000_000;
const MAX_LABEL = 30;

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
export type SegmentsDraft = Extract<GameDraft, { segments: SegmentDraft[] }>;

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
 * Field readers: each returns the value or the server's message for that field.
 * --------------------------------------------------------------------------------------------- */

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const PRIZE_PROBLEMS: Record<RupeeProblem, string> = {
  required: GAME_MESSAGES.prizeRequired,
  notANumber: GAME_MESSAGES.prizeNotANumber,
  negative: GAME_MESSAGES.prizeNegative,
  notPositive: GAME_MESSAGES.prizeNegative,
  tooPrecise: GAME_MESSAGES.prizeTooPrecise,
  tooLarge: GAME_MESSAGES.prizeTooLarge,
};
const BUDGET_PROBLEMS: Record<RupeeProblem, string> = {
  required: GAME_MESSAGES.budgetRequired,
  notANumber: GAME_MESSAGES.budgetNotANumber,
  negative: GAME_MESSAGES.budgetNegative,
  notPositive: GAME_MESSAGES.budgetNegative,
  tooPrecise: GAME_MESSAGES.budgetTooPrecise,
  tooLarge: GAME_MESSAGES.budgetTooLarge,
};

/** Rupees (0 allowed, up to 2 decimals) → exact paise. */
export function readPrize(text: string): Read<number> {
  const read = readRupees(text, { allowZero: true, maxPaise: MAX_PRIZE_PAISE });
  return read.ok ? { ok: true, value: read.paise } : { ok: false, message: PRIZE_PROBLEMS[read.problem] };
}

function readBudget(text: string): Read<number> {
  const read = readRupees(text, { allowZero: true, maxPaise: MAX_BUDGET_PAISE });
  return read.ok ? { ok: true, value: read.paise } : { ok: false, message: BUDGET_PROBLEMS[read.problem] };
}

/** A positive whole number: "1.5", "0", "-2", "" and "abc" are all refused with the same sentence. */
export function readWeight(text: string): Read<number> {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) <= 0) return { ok: false, message: GAME_MESSAGES.weightInvalid };
  if (Number(trimmed) > MAX_WEIGHT) return { ok: false, message: GAME_MESSAGES.weightTooLarge };
  return { ok: true, value: Number(trimmed) };
}

function readLabel(text: string): Read<string> {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: GAME_MESSAGES.labelRequired };
  if (trimmed.length > MAX_LABEL) return { ok: false, message: GAME_MESSAGES.labelTooLong };
  return { ok: true, value: trimmed };
}

function readWhole(text: string, range: { min: number; max: number; whole: string; tooSmall: string; tooLarge: string }): Read<number> {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, message: range.whole };
  const value = Number(trimmed);
  if (value < range.min) return { ok: false, message: range.tooSmall };
  if (value > range.max) return { ok: false, message: range.tooLarge };
  return { ok: true, value };
}

const LOCK_HOURS = { min: 1, max: 168, whole: GAME_MESSAGES.lockWhole, tooSmall: GAME_MESSAGES.lockMin, tooLarge: GAME_MESSAGES.lockMax };

/* ------------------------------------------------------------------------------------------------
 * Validation: the server's rules, field by field, and the exact `games.update` input.
 * --------------------------------------------------------------------------------------------- */

/**
 * Error keys: `budget`, `table` (the table as a whole), `segments.<i>.label|prize|weight`, `prize`,
 * `days.<i>`, `spinsPerDay`, `maxSpinsPerDay`, `attempts`, `lockHours`.
 */
export type DraftErrors = Record<string, string>;

export function validateDraft(draft: GameDraft, savedBudgetPaise: number): { errors: DraftErrors; input: UpdateGameInput | null } {
  const errors: DraftErrors = {};
  const take = <T>(key: string, read: Read<T>): T | undefined => {
    if (read.ok) return read.value;
    errors[key] = read.message;
    return undefined;
  };
  // Daily Login has no budget (it is never paused): the saved value is sent back unchanged.
  const dailyBudgetPaise = draft.game === 'daily-login' ? savedBudgetPaise : take('budget', readBudget(draft.budget));

  const readSegments = (segments: SegmentDraft[]): Segment[] =>
    segments.map((segment, index) => ({
      label: take(`segments.${index}.label`, readLabel(segment.label)) ?? '',
      prizePaise: take(`segments.${index}.prize`, readPrize(segment.prize)) ?? 0,
      weight: take(`segments.${index}.weight`, readWeight(segment.weight)) ?? 0,
    }));

  let input: UpdateGameInput;
  const base = { enabled: draft.enabled, dailyBudgetPaise: dailyBudgetPaise ?? 0 };
  switch (draft.game) {
    case 'spin': {
      if (draft.segments.length !== SPIN_SEGMENTS) errors['table'] = GAME_MESSAGES.wheelSegments;
      const spinsPerDay = take('spinsPerDay', readWhole(draft.spinsPerDay, { min: 1, max: 20, whole: GAME_MESSAGES.spinsPerDayWhole, tooSmall: GAME_MESSAGES.spinsPerDayMin, tooLarge: GAME_MESSAGES.spinsPerDayMax }));
      const maxSpinsPerDay = take('maxSpinsPerDay', readWhole(draft.maxSpinsPerDay, { min: 1, max: 20, whole: GAME_MESSAGES.maxSpinsWhole, tooSmall: GAME_MESSAGES.maxSpinsMin, tooLarge: GAME_MESSAGES.maxSpinsMax }));
      if (spinsPerDay !== undefined && maxSpinsPerDay !== undefined && maxSpinsPerDay < spinsPerDay) errors['maxSpinsPerDay'] = GAME_MESSAGES.maxSpinsBelowDaily;
      input = { ...base, game: 'spin', table: { segments: readSegments(draft.segments) }, limits: { spinsPerDay: spinsPerDay ?? 0, maxSpinsPerDay: maxSpinsPerDay ?? 0 } };
      break;
    }
    case 'scratch':
      if (draft.segments.length < 1) errors['table'] = GAME_MESSAGES.scratchMin;
      if (draft.segments.length > SCRATCH_MAX_PRIZES) errors['table'] = GAME_MESSAGES.scratchMax;
      input = { ...base, game: 'scratch', table: { segments: readSegments(draft.segments) }, limits: {} };
      break;
    case 'guess': {
      const prizePaise = take('prize', readPrize(draft.prize));
      const attempts = take('attempts', readWhole(draft.attempts, { min: 1, max: 10, whole: GAME_MESSAGES.attemptsWhole, tooSmall: GAME_MESSAGES.attemptsMin, tooLarge: GAME_MESSAGES.attemptsMax }));
      const lockHours = take('lockHours', readWhole(draft.lockHours, LOCK_HOURS));
      input = { ...base, game: 'guess', table: { prizePaise: prizePaise ?? 0 }, limits: { attempts: attempts ?? 0, lockHours: lockHours ?? 0 } };
      break;
    }
    case 'flip': {
      const prizePaise = take('prize', readPrize(draft.prize));
      const lockHours = take('lockHours', readWhole(draft.lockHours, LOCK_HOURS));
      input = { ...base, game: 'flip', table: { prizePaise: prizePaise ?? 0 }, limits: { lockHours: lockHours ?? 0 } };
      break;
    }
    case 'daily-login':
      input = { ...base, game: 'daily-login', table: { days: draft.days.map((day, index) => take(`days.${index}`, readPrize(day)) ?? 0) }, limits: {} };
      break;
  }
  return { errors, input: Object.keys(errors).length > 0 ? null : input };
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
