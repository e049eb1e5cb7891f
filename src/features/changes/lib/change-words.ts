import { DEVALUATION_NOTICE_DAYS } from '#contract/changes/rules';
import { formatDate, formatRupees } from '#kit/lib/format';
import { asWritten, type Worded } from '#i18n/as-written';
import { gameName } from '#i18n/game-words';
import { productName } from '#i18n/product-words';
import type { Game } from '#contract/games/schemas';
import { m } from '#i18n/paraglide/messages';
import type { PublicChange } from '../api/changelog-query';

type Values = { oldValue: string; newValue: string };

/** Old and new value as the site shows them; an expected value per play in whole paise, as the odds table rounds it. */
export function changeValues(change: PublicChange): Values {
  const shown = (paise: number) => formatRupees(change.kind === 'game-settings' ? Math.round(paise) : paise);
  return { oldValue: shown(change.oldValuePaise), newValue: shown(change.newValuePaise) };
}

/** Which referral reward a change lowers, by the setting it changes. */
const REFERRAL_NOTICE: Record<string, (values: Values & { date: string }) => string> = {
  rewardPaise: m['changes.notice.referral-reward'],
  welcomePaise: m['changes.notice.referral-welcome'],
  milestoneBonusPaise: m['changes.notice.referral-milestone'],
};
const REFERRAL_SUBJECT: Record<string, () => string> = {
  rewardPaise: m['changes.subject.referral-reward'],
  welcomePaise: m['changes.subject.referral-welcome'],
  milestoneBonusPaise: m['changes.subject.referral-milestone'],
};

/** "From 14 Feb 2026 this costs ₹55 instead of ₹50.": the notice on the item, built from the change's row. */
export function noticeText(change: PublicChange): string {
  const values = { ...changeValues(change), date: formatDate(change.effectiveAt) };
  switch (change.kind) {
    case 'product-price':
      return m['changes.notice.product-price'](values);
    case 'game-settings':
      return m['changes.notice.game-settings'](values);
    case 'referral-reward':
      return (REFERRAL_NOTICE[change.subject] ?? m['changes.notice.referral-reward'])(values);
    case 'task-reward':
      return m['changes.notice.task-reward'](values);
  }
}

/** The rule the notice keeps, stated from its constant. */
export const noticeRule = () => m['changes.notice.why']({ noticeDays: DEVALUATION_NOTICE_DAYS });

/** What a change is about, as the changelog names it; an admin's product name or task title as written. */
export function subjectWords(change: PublicChange): Worded {
  switch (change.kind) {
    case 'product-price': {
      const name = change.productKind && change.subjectName ? productName({ kind: change.productKind, name: change.subjectName }) : asWritten(change.subjectName ?? '');
      return { text: m['changes.subject.product-price']({ name: name.text }), lang: name.lang };
    }
    case 'game-settings':
      return { text: m['changes.subject.game-settings']({ game: gameName(change.subject as Game) }) };
    case 'referral-reward':
      return { text: (REFERRAL_SUBJECT[change.subject] ?? m['changes.subject.referral-reward'])() };
    case 'task-reward': {
      const title = asWritten(change.subjectName ?? '');
      return { text: m['changes.subject.task-reward']({ title: title.text }), lang: title.lang };
    }
  }
}
