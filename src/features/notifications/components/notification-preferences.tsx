import { useState } from 'react';
import type { NotificationPreference } from '#contract/notifications/schemas';
import { messageFor } from '#kit/lib/errors';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { currentLocale } from '#i18n/locale';
import { notificationKindName } from '#i18n/notification-wording';
import { Card, Notice } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';

type Channel = 'email' | 'push';

/** Per kind, whether an e-mail and a push message go out too (decision 041); the inbox always has it. Each tick saves at once. */
export function NotificationPreferences() {
  const utils = trpc.useUtils();
  const preferences = trpc.notifications.preferences.useQuery();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  // The tick shows at once; a refusal puts the server's choices back.
  const save = trpc.notifications.setPreference.useMutation({
    onMutate: (choice) => {
      setOutcome(null);
      utils.notifications.preferences.setData(undefined, (current) => current?.map((stored) => (stored.kind === choice.kind ? choice : stored)));
    },
    onSuccess: (answer) => {
      utils.notifications.preferences.setData(undefined, answer);
      setOutcome('saved');
    },
    onError: () => {
      setOutcome('failed');
      void utils.notifications.preferences.invalidate();
    },
  });
  const toggle = (choice: NotificationPreference, channel: Channel) => save.mutate({ ...choice, [channel]: !choice[channel] });

  return (
    <Card titleId="preferences" title={m['notifications.preferences.title']()} className="scroll-mt-24" aria-labelledby="preferences">
      <p className="mt-2 text-sm text-indigo-200">{m['notifications.preferences.lead']()}</p>
      <div className="mt-4">
        {preferences.isPending ? (
          <LoadingState />
        ) : preferences.data === undefined ? (
          <ErrorState message={messageFor(preferences.error, m['notifications.inbox.error']())} onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-indigo-200">
                <th scope="col" className="py-2 pr-2 font-medium">{m['notifications.preferences.kind']()}</th>
                <th scope="col" className="w-16 py-2 text-center font-medium">{m['notifications.preferences.email']()}</th>
                <th scope="col" className="w-16 py-2 text-center font-medium">{m['notifications.preferences.push']()}</th>
              </tr>
            </thead>
            <tbody>
              {preferences.data.map((choice) => {
                const name = notificationKindName(choice.kind, currentLocale());
                return (
                  <tr key={choice.kind} className="border-t border-white/10">
                    <th scope="row" className="py-1 pr-2 font-normal text-white">{name}</th>
                    {(['email', 'push'] as const).map((channel) => (
                      <td key={channel} className="text-center">
                        <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                          <input
                            type="checkbox"
                            className="size-5 accent-emerald-400"
                            checked={choice[channel]}
                            disabled={save.isPending}
                            onChange={() => toggle(choice, channel)}
                            aria-label={`${name}: ${channel === 'email' ? m['notifications.preferences.email']() : m['notifications.preferences.push']()}`}
                          />
                        </label>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      {outcome ? (
        <Notice tone={outcome === 'saved' ? 'success' : 'error'} className="mt-3">
          {outcome === 'saved' ? m['notifications.preferences.saved']() : m['notifications.preferences.failed']()}
        </Notice>
      ) : null}
    </Card>
  );
}
