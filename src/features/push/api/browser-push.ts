/**
 * This browser's side of Web Push: the permission and the device's subscription, read and changed
 * through the service worker's registration (vite.pwa.ts; the app registers it at start).
 */

/** Push needs a service worker, the Push API and notifications; without them the opt-in is not shown. */
export function browserSupportsPush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export type Permission = NotificationPermission;

export function currentPermission(): Permission {
  return Notification.permission;
}

/** The device's subscription, or null (none yet, notifications turned off, or no worker registered yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** base64url (as the server gives the VAPID key) → the bytes pushManager.subscribe takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * Asks for permission (only ever from the person's click) and subscribes this device with the site's
 * key. A subscription made with another key (the site's key changed) is replaced. Answers the
 * permission when it was not granted.
 */
export async function subscribeDevice(vapidPublicKey: string): Promise<{ subscription: PushSubscriptionJSON } | { permission: Permission }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { permission };
  const registration = await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe(options);
  } catch (error) {
    const existing = await registration.pushManager.getSubscription();
    if (!existing) throw error;
    await existing.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  return { subscription: subscription.toJSON() };
}
