import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, Notice } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { FIRST_REMINDER_MINUTE, formatMinuteOfDay, LAST_REMINDER_MINUTE, QUIET_HOURS_END_MINUTE, QUIET_HOURS_START_MINUTE, reminderMinutes } from '#contract/push/rules';
import { messageFor } from '#kit/lib/errors';
import { Button } from '#kit/ui/button';
import { SelectField } from '#kit/ui/fields';
import { LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc } from '../../../lib/trpc';
import { currentPermission, currentSubscription, subscribeDevice } from '../api/browser-push';

/** What this browser holds: its permission and its subscription's endpoint. */
const DEVICE_QUERY_KEY = ['push', 'device'] as const;

function useDevice() {
  return useQuery({ queryKey: DEVICE_QUERY_KEY, queryFn: async () => ({ permission: currentPermission(), endpoint: (await currentSubscription())?.endpoint ?? null }) });
}

/** The device's switch: permission is asked only when the person presses "Get notifications", never on load. */
function DeviceSwitch({ vapidPublicKey, endpoints }: { vapidPublicKey: string; endpoints: string[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const device = useDevice();
  const [dismissed, setDismissed] = useState(false);
  const subscribe = trpc.push.subscribe.useMutation();
  const unsubscribe = trpc.push.unsubscribe.useMutation();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: DEVICE_QUERY_KEY }), utils.push.state.invalidate()]);
  const onError = (error: unknown) => toast.error(messageFor(error, m['push.control.failed']()));

  const turnOn = useMutation({
    mutationFn: async () => {
      const result = await subscribeDevice(vapidPublicKey);
      if ('permission' in result) return result.permission;
      const { endpoint = '', keys = {} } = result.subscription;
      await subscribe.mutateAsync({ endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } });
      return 'granted' as const;
    },
    onSuccess: async (permission) => {
      setDismissed(permission === 'default');
      await refresh();
    },
    onError,
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    },
    onSuccess: refresh,
    onError,
  });

  if (device.isPending) return <LoadingState label={m['push.control.working']()} />;
  const permission = device.data?.permission ?? 'default';
  // On only when this browser is subscribed and the server still has it (a device the push service dropped is off).
  const on = permission === 'granted' && device.data?.endpoint != null && endpoints.includes(device.data.endpoint);
  const busy = turnOn.isPending || turnOff.isPending;

  if (permission === 'denied') {
    return (
      <Notice tone="info" className="mt-4">
        <p className="font-medium">{m['push.control.state-blocked']()}</p>
        <p className="mt-1">{m['push.control.unblock-help']()}</p>
      </Notice>
    );
  }
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className="text-sm text-indigo-100">
        {on ? m['push.control.state-on']() : m['push.control.state-off']()}
      </p>
      {dismissed && !on && <Notice tone="info">{m['push.control.dismissed']()}</Notice>}
      <Button
        variant={on ? 'secondary' : 'primary'}
        className="w-full sm:w-auto"
        busy={busy}
        busyLabel={m['push.control.working']()}
        onClick={() => (on ? turnOff.mutate() : turnOn.mutate())}
      >
        {on ? m['push.control.turn-off']() : m['push.control.turn-on']()}
      </Button>
    </div>
  );
}

/** The daily reward reminder: only the times the rule allows are offered, and the rule is said in its own numbers. */
function ReminderPicker({ reminderTime, hasDevice }: { reminderTime: string | null; hasDevice: boolean }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.push.setReminder.useMutation({
    onSuccess: (saved) => {
      utils.push.state.setData(undefined, (state) => (state ? { ...state, reminderTime: saved.reminderTime } : state));
      toast.success(m['push.reminder.saved']());
    },
    onError: (error) => toast.error(messageFor(error, m['push.control.failed']())),
  });
  const hint = [
    m['push.reminder.rule']({
      from: formatMinuteOfDay(FIRST_REMINDER_MINUTE),
      to: formatMinuteOfDay(LAST_REMINDER_MINUTE),
      quietStart: formatMinuteOfDay(QUIET_HOURS_START_MINUTE),
      quietEnd: formatMinuteOfDay(QUIET_HOURS_END_MINUTE),
    }),
    ...(hasDevice ? [] : [m['push.reminder.needs-device']()]),
  ].join(' ');
  return (
    <SelectField
      className="mt-5"
      label={m['push.reminder.label']()}
      hint={hint}
      value={reminderTime ?? ''}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ time: event.target.value === '' ? null : event.target.value })}
    >
      <option value="">{m['push.reminder.none']()}</option>
      {reminderMinutes().map((minute) => (
        <option key={minute} value={formatMinuteOfDay(minute)}>
          {formatMinuteOfDay(minute)}
        </option>
      ))}
    </SelectField>
  );
}

/** Notifications on this device and the daily reward reminder (issue 30, decision 042). */
export function PushSettingsCard() {
  const state = trpc.push.state.useQuery();
  return (
    <Card titleId="push-settings-title" title={m['push.control.title']()}>
      <p className="mt-2 text-sm text-indigo-200">{m['push.control.intro']()}</p>
      {state.isPending ? (
        <LoadingState label={m['push.control.working']()} />
      ) : state.isError ? (
        <Notice tone="error" className="mt-4">
          {messageFor(state.error, m['push.control.failed']())}
        </Notice>
      ) : (
        <>
          <DeviceSwitch vapidPublicKey={state.data.vapidPublicKey} endpoints={state.data.endpoints} />
          <ReminderPicker reminderTime={state.data.reminderTime} hasDevice={state.data.endpoints.length > 0} />
        </>
      )}
    </Card>
  );
}
