import { CopyBox } from '../../../components/ui/copy-box';
import { m } from '#i18n/paraglide/messages';

/** A delivered code with its copy button (on /success and behind Reveal in the redeem history). */
export function CodeBox({ code, label, note }: { code: string; label: string; note?: string }) {
  return <CopyBox label={label} value={code} note={note} button={m['store.copy']()} buttonLabel={m['store.copy-code']({ code })} copiedMessage={m['store.code-copied']()} />;
}
