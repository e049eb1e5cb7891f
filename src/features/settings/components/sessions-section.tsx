import { useState } from 'react';
import type { ActiveSession } from '#contract/auth/settings-schemas';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { Card } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';
import { ConfirmDialog } from './confirm-dialog';

/** "Chrome on Android"; names the server could not read say so. */
function deviceName(session: ActiveSession): string {
  if (session.browser && session.os) return m['settings.sessions.browser-on-os']({ browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? m['settings.sessions.unknown-device']();
}

type Ending = { kind: 'others' } | { kind: 'one'; session: ActiveSession };

/** Every signed-in device, this one first; ending others confirms what it does first. */
export function SessionsSection() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const sessions = trpc.auth.sessions.useQuery(undefined, { staleTime: 0 });
  const [ending, setEnding] = useState<Ending | null>(null);
  const done = async (message: string) => {
    setEnding(null);
    await utils.auth.sessions.invalidate();
    toast.success(message);
  };
  const onError = (error: unknown) => {
    setEnding(null);
    toast.error(messageFor(error, m['settings.failed']()));
  };
  const signOutOthers = trpc.auth.signOutOthers.useMutation({ onSuccess: ({ ended }) => done(m['settings.sessions.others-ended']({ count: ended })), onError });
  const signOutOne = trpc.auth.signOutSession.useMutation({ onSuccess: () => done(m['settings.sessions.one-ended']()), onError });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card titleId="settings-sessions-title" title={m['settings.sessions.title']()}>
      <p className="mt-1 text-sm text-indigo-200">{m['settings.sessions.description']()}</p>
      {sessions.isPending ? (
        <LoadingState label={m['settings.sessions.loading']()} />
      ) : sessions.isError ? (
        <ErrorState message={messageFor(sessions.error, m['settings.failed']())} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="mt-4 divide-y divide-white/10">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-white">
                  {deviceName(session)}
                  {session.current ? <span className="ml-2 rounded-full bg-emerald-500/20 px-2 py-0.5 text-xs text-emerald-200">{m['settings.sessions.this-device']()}</span> : null}
                </p>
                <p className="text-xs text-indigo-300">
                  {m['settings.sessions.signed-in']({ date: formatDateTime(session.createdAt) })} · {m['settings.sessions.last-seen']({ date: formatDateTime(session.lastSeenAt) })}
                </p>
              </div>
              {session.current ? null : (
                <Button variant="secondary" onClick={() => setEnding({ kind: 'one', session })} aria-label={m['settings.sessions.sign-out-one-label']({ device: deviceName(session) })}>
                  {m['settings.sessions.sign-out-one']()}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button variant="danger" className="mt-4 w-full sm:w-auto" disabled={others === 0} onClick={() => setEnding({ kind: 'others' })}>
        {m['settings.sessions.sign-out-others']()}
      </Button>
      {ending?.kind === 'others' ? (
        <ConfirmDialog
          title={m['settings.sessions.sign-out-others']()}
          consequence={m['settings.sessions.others-consequence']({ count: others })}
          confirm={m['settings.sessions.sign-out-others']()}
          busy={signOutOthers.isPending}
          onConfirm={() => signOutOthers.mutate()}
          onClose={() => setEnding(null)}
        />
      ) : null}
      {ending?.kind === 'one' ? (
        <ConfirmDialog
          title={m['settings.sessions.sign-out-one-title']({ device: deviceName(ending.session) })}
          consequence={m['settings.sessions.one-consequence']()}
          confirm={m['settings.sessions.sign-out-one']()}
          busy={signOutOne.isPending}
          onConfirm={() => signOutOne.mutate({ id: ending.session.id })}
          onClose={() => setEnding(null)}
        />
      ) : null}
    </Card>
  );
}
