import { useKitLook, type KitLook } from '../kit-look';
import { useKitWords } from '../kit-words';

const LOOKS: Record<KitLook, string> = {
  public: 'rounded-xl border border-rose-400/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-100',
  admin: 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800',
};

/**
 * A refusal that belongs to no single field; announced at once, unless the screen also toasts it
 * (`announce={false}`: one announcement, not two).
 */
export function FormError({ message, announce = true, className = '' }: { message?: string | null; announce?: boolean; className?: string }) {
  const look = useKitLook();
  const { translate } = useKitWords();
  if (!message) return null;
  return (
    <p role={announce ? 'alert' : undefined} className={`${LOOKS[look]} ${className}`.trim()}>
      {translate(message)}
    </p>
  );
}
