import { Hash } from '#kit/ui/hash';

/** One named hash or seed in a description list. */
export function HashEntry({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-indigo-300">{label}</dt>
      <dd>
        <Hash value={value} />
      </dd>
    </div>
  );
}
