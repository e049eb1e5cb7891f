import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { expectToast, renderApp } from './render-app';

/** A device's subscription as a browser hands it out (keys of the right lengths). */
const DEVICE_ENDPOINT = 'https://push.example.com/send/device-1';
const DEVICE_KEYS = { p256dh: 'BFySkViF6b-LgXMbRxSF_dNxY_J0ElCaWVUHBJsj1tICrdfH4lpLR22EGTWbEdTTzM9Hsa6DqWFRLeSqg6GlbpY', auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

/**
 * jsdom has no Push API: a browser's permission, registration and push manager, with the answer the
 * permission prompt will give. Each test stubs its own.
 */
function fakeBrowserPush(options: { permission: NotificationPermission; promptAnswer?: NotificationPermission }) {
  let permission = options.permission;
  let subscription: { endpoint: string; toJSON(): PushSubscriptionJSON; unsubscribe(): Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => (subscription = { endpoint: DEVICE_ENDPOINT, toJSON: () => ({ endpoint: DEVICE_ENDPOINT, keys: DEVICE_KEYS }), unsubscribe })),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => (permission = options.promptAnswer ?? permission));
  vi.stubGlobal('Notification', { get permission() { return permission; }, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
  return { requestPermission, subscribe: pushManager.subscribe, unsubscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const card = async () => within(await screen.findByRole('region', { name: 'Notifications on this device' }));

describe('notifications on this device', () => {
  it('is not offered where the browser cannot take pushes', async () => {
    renderApp('/notifications');
    expect(await screen.findByRole('region', { name: 'How we tell you' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).not.toBeInTheDocument();
  });

  it('asks for permission only when pressed, then subscribes this device and can turn it off again', async () => {
    const browser = fakeBrowserPush({ permission: 'default', promptAnswer: 'granted' });
    const { user, callsTo } = renderApp('/notifications');
    const notifications = await card();
    expect(await notifications.findByText('Off: this device gets no notifications.')).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(notifications.getByRole('button', { name: 'Get notifications on this device' }));
    expect(await notifications.findByText('On: this device gets notifications.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(callsTo('push.subscribe')).toEqual([{ endpoint: DEVICE_ENDPOINT, keys: DEVICE_KEYS }]);

    await user.click(notifications.getByRole('button', { name: 'Turn off notifications on this device' }));
    expect(await notifications.findByText('Off: this device gets no notifications.')).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(callsTo('push.unsubscribe')).toEqual([{ endpoint: DEVICE_ENDPOINT }]);
  });

  it('says so when the prompt was dismissed, and stays off', async () => {
    const browser = fakeBrowserPush({ permission: 'default', promptAnswer: 'default' });
    const { user, callsTo } = renderApp('/notifications');
    const notifications = await card();
    await user.click(await notifications.findByRole('button', { name: 'Get notifications on this device' }));
    expect(await notifications.findByText('Notifications were not allowed. Press the button again when you are ready.')).toBeInTheDocument();
    expect(notifications.getByText('Off: this device gets no notifications.')).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(callsTo('push.subscribe')).toEqual([]);
  });

  it('shows a browser’s block and how to lift it, with no button that cannot work', async () => {
    fakeBrowserPush({ permission: 'denied' });
    renderApp('/notifications');
    const notifications = await card();
    expect(await notifications.findByText('Blocked by your browser: this site may not show notifications.')).toBeInTheDocument();
    expect(notifications.getByText(/set Notifications to Allow, then reload this page/)).toBeInTheDocument();
    expect(notifications.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers reminder times only outside the quiet hours, states the rule and saves the choice', async () => {
    fakeBrowserPush({ permission: 'default' });
    const { user, callsTo } = renderApp('/notifications');
    const notifications = await card();
    const picker = await notifications.findByRole('combobox', { name: 'Daily reward reminder (IST)' });
    const times = within(picker).getAllByRole('option').map((option) => option.textContent);
    expect(times[0]).toBe('No reminder');
    expect(times[1]).toBe('08:00');
    expect(times.at(-1)).toBe('21:45');
    expect(times).not.toContain('22:00');
    expect(times).not.toContain('07:45');
    expect(notifications.getByText(/Pick a time from 08:00 to 21:45 IST\. We never send anything between 22:00 and 08:00/)).toBeInTheDocument();

    await user.selectOptions(picker, '20:00');
    await expectToast('status', 'Reminder saved.');
    expect(callsTo('push.setReminder')).toEqual([{ time: '20:00' }]);
    expect(picker).toHaveValue('20:00');
  });

  it('speaks Hindi', async () => {
    fakeBrowserPush({ permission: 'denied' });
    document.cookie = 'lang=hi; path=/';
    try {
      renderApp('/notifications');
      const notifications = within(await screen.findByRole('region', { name: hindiText('push.control.title') }));
      expect(await notifications.findByText(hindiText('push.control.state-blocked'))).toBeInTheDocument();
    } finally {
      document.cookie = 'lang=; path=/; max-age=0';
    }
  });
});
