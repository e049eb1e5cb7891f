import { useKitLook, type KitLook } from './kit-look';

const HASH_CLASSES: Record<KitLook, string> = {
  public: 'block break-all rounded-lg bg-black/30 px-2 py-1 font-mono text-xs text-emerald-100',
  admin: 'block break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900',
};

/** Hashes are long: shown whole (they are the proof), in a monospace font that wraps anywhere. */
export function Hash({ value, label }: { value: string; label?: string }) {
  return (
    <code className={HASH_CLASSES[useKitLook()]} aria-label={label}>
      {value}
    </code>
  );
}
