import { describe, it } from 'vitest';
import { hindiText } from '../fixtures/hindi-catalogue';
import { screenshot, useE2eSession } from './browser';

/** Issue 30 at 360 px, in both languages: sign-up signs in, then the settings change the name and the password. */
const e2e = useE2eSession('settings', { userContext: { viewport: { width: 360, height: 780 } } });

const ENGLISH: Record<string, string> = {
  'auth.sign-up.name': 'Name',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.sign-up.confirm-password': 'Confirm password',
  'auth.sign-up.adult': 'I am 18 or older',
  'auth.sign-up.submit': 'Create account',
  'auth.banner.title': 'Verify your e-mail to start earning',
  'settings.title': 'Profile and security',
  'settings.name.label': 'Your name',
  'settings.name.save': 'Save name',
  'settings.name.changed': 'Your name is changed.',
  'settings.password.title': 'Password',
  'settings.current-password': 'Current password',
  'settings.password.new': 'New password',
  'settings.password.save': 'Change password',
  'settings.password.confirm': 'Yes, change it',
};

describe('sign-up → settings → name → password, at 360 px', () => {
  for (const language of ['en', 'hi'] as const) {
    it(`in ${language === 'en' ? 'English' : 'Hindi'}`, async () => {
      const words = (key: string) => (language === 'hi' ? hindiText(key) : ENGLISH[key]!);
      const page = e2e.user;
      if (language === 'hi') await page.context().addCookies([{ name: 'lang', value: 'hi', url: e2e.app.publicUrl }]);
      const person = { name: language === 'hi' ? 'आशा वर्मा' : 'Asha Verma', email: `settings-${language}-${Date.now()}@example.com`, password: 'first-strong-password' };

      await page.goto(`${e2e.app.publicUrl}/signup`);
      await page.getByLabel(words('auth.sign-up.name')).fill(person.name);
      await page.getByLabel(words('auth.email')).fill(person.email);
      await page.getByLabel(words('auth.password'), { exact: true }).fill(person.password);
      await page.getByLabel(words('auth.sign-up.confirm-password')).fill(person.password);
      await page.getByRole('checkbox', { name: words('auth.sign-up.adult') }).check();
      await page.getByRole('checkbox', { name: language === 'hi' ? /स्वीकार/ : /accept the terms/ }).check();
      await page.getByRole('button', { name: words('auth.sign-up.submit') }).click();
      // Signed in at once: the profile, asking for the verified address.
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByText(words('auth.banner.title')).waitFor();
      await screenshot(page, `settings-${language}-01-signed-up`);

      await page.getByRole('link', { name: words('settings.title') }).click();
      await page.waitForURL((url) => url.pathname === '/settings');
      const name = page.getByLabel(words('settings.name.label'));
      await name.fill(`${person.name} K`);
      await page.getByRole('button', { name: words('settings.name.save') }).click();
      await page.getByText(words('settings.name.changed')).waitFor();
      await screenshot(page, `settings-${language}-02-settings`);

      const password = page.getByRole('region', { name: words('settings.password.title') });
      await password.getByLabel(words('settings.current-password')).fill(person.password);
      await password.getByLabel(words('settings.password.new')).fill('second-strong-password');
      await password.getByLabel(words('auth.sign-up.confirm-password')).fill('second-strong-password');
      await password.getByRole('button', { name: words('settings.password.save') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await screenshot(page, `settings-${language}-03-password-confirm`);
      await dialog.getByRole('button', { name: words('settings.password.confirm') }).click();
      await page.getByRole('status').filter({ hasText: language === 'hi' ? /पासवर्ड बदल गया/ : /Your password is changed/ }).waitFor();
      await screenshot(page, `settings-${language}-04-password-changed`);
    });
  }
});
