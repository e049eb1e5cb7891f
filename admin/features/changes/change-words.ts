import type { AdminChange } from '#contract/changes/schemas';
import type { Game } from '#contract/games/schemas';
import { formatRupees } from '#kit/lib/format';
import { m } from '../../i18n/paraglide/messages';

/** Old and new value; an expected value per play in whole paise, as the odds table rounds it. */
export function changeValues(change: Pick<AdminChange, 'kind' | 'oldValuePaise' | 'newValuePaise'>) {
  const shown = (paise: number) => formatRupees(change.kind === 'game-settings' ? Math.round(paise) : paise);
  return { oldValue: shown(change.oldValuePaise), newValue: shown(change.newValuePaise) };
}

/** What a change is about, as the admin reads it. */
export function changeSubject(change: Pick<AdminChange, 'kind' | 'subject' | 'subjectName'>): string {
  switch (change.kind) {
    case 'product-price':
      return m['changes.subject.product-price']({ name: change.subjectName ?? change.subject });
    case 'game-settings':
      return m['changes.subject.game-settings']({ game: change.subject as Game });
    case 'referral-reward':
      return m['changes.subject.referral']({ field: change.subject });
    case 'task-reward':
      return m['changes.subject.task-reward']({ title: change.subjectName ?? change.subject });
  }
}
