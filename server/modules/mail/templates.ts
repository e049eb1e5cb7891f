import type { MailMessage } from './queue-mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkMail(to: string, subject: string, greeting: string, lead: string, action: string, url: string, footnote: string): MailMessage {
  return {
    to,
    subject,
    text: `${greeting}\n\n${lead}\n\n${action}: ${url}\n\n${footnote}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(footnote)}</p>`,
  };
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return linkMail(
    to,
    'Verify your e-mail address',
    `Hi ${name},`,
    'Please confirm this e-mail address to start earning and withdrawing rewards.',
    'Verify my e-mail',
    url,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this message.',
  );
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return linkMail(
    to,
    'Reset your password',
    `Hi ${name},`,
    'Someone (hopefully you) asked to reset the password of your account.',
    'Choose a new password',
    url,
    'The link works once and expires in 1 hour. Resetting signs you out on every device. If you did not ask for this, ignore this message.',
  );
}
