import type { KitWords } from '#kit/ui/kit-words';
import { m } from './paraglide/messages';
import { translateServerText } from './validation-wording';

/** The kit's words from the catalogue, in the visitor's language. */
export function catalogueKitWords(): KitWords {
  return {
    previous: m['kit.previous'](),
    next: m['kit.next'](),
    pageOf: (page, pages) => m['kit.page-of']({ page, pages }),
    close: m['kit.close'](),
    notifications: m['kit.notifications'](),
    dismissNotification: m['kit.dismiss-notification'](),
    loading: m['kit.loading'](),
    tryAgain: m['kit.try-again'](),
    retrying: m['kit.retrying'](),
    actions: m['kit.actions'](),
    translate: translateServerText,
  };
}
