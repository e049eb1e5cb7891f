import { MAX_PROOF_IMAGE_BYTES, PROOF_IMAGE_TYPES } from '#contract/tasks/rules';
import { m } from '#i18n/paraglide/messages';

/** The screenshot's declared type and size against the server's limits, so a wrong file never travels (the server checks the bytes). */
export function checkProofImage(file: File): string | null {
  if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) return m['refusal.media.not-an-image']();
  if (file.size > MAX_PROOF_IMAGE_BYTES) return m['refusal.media.too-large']();
  if (file.size === 0) return m['refusal.media.empty']();
  return null;
}
