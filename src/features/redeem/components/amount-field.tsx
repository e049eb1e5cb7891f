import type { Ref } from 'react';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { m } from '#i18n/paraglide/messages';
import { translateServerText } from '#i18n/validation-wording';
import { AmountChoices } from './amount-choices';

/** The amounts on offer (fresh on each visit) as the form's amount field, with its label and error. */
export function AmountField({ groupRef, value, onChange, error, balancePaise }: { groupRef: Ref<HTMLDivElement>; value: number | null; onChange: (amountPaise: number) => void; error: string | undefined; balancePaise: number | undefined }) {
  const options = trpc.redeem.options.useQuery(undefined, { staleTime: 0 });
  return (
    <div ref={groupRef}>
      <p id="amount-label" className="mb-2 text-sm font-medium text-indigo-100">
        {m['wallet.redeem.amount']()}
      </p>
      {options.isPending ? (
        <LoadingState label={m['wallet.redeem.loading-amounts']()} lines={2} />
      ) : options.isError ? (
        <ErrorState message={messageFor(options.error, m['account.failed-to-fetch']())} onRetry={() => void options.refetch()} retrying={options.isFetching} />
      ) : (
        <AmountChoices
          options={options.data}
          value={value}
          onChange={onChange}
          labelledBy="amount-label"
          describedBy={error ? 'amount-error' : undefined}
          invalid={Boolean(error)}
          balancePaise={balancePaise}
        />
      )}
      {error && (
        <p id="amount-error" className="mt-1.5 text-sm text-rose-300">
          {translateServerText(error)}
        </p>
      )}
    </div>
  );
}
