import type { ReferralTerms } from '#contract/referrals/schemas';
import { Button, buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { shareText, whatsAppShareUrl } from '../lib/share-text';

const SHARE_CONTROL = 'mt-4 w-full sm:w-auto';

/** The device's share sheet, else a WhatsApp link; sharing records nothing (only friends who qualify earn). */
export function ShareButton({ terms, link }: { terms: ReferralTerms; link: string }) {
  const text = shareText(terms);
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    const share = async () => {
      try {
        await navigator.share({ title: m['referrals.share-title'](), text, url: link });
      } catch {
        // Closing the sheet rejects; nothing happened, so there is nothing to say.
      }
    };
    return (
      <Button className={SHARE_CONTROL} onClick={() => void share()}>
        {m['referrals.share']()}
      </Button>
    );
  }
  return (
    <a href={whatsAppShareUrl(text, link)} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', SHARE_CONTROL)}>
      {m['referrals.share-whatsapp']()}
    </a>
  );
}
