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

export function redeemCompletedMail(to: string, name: string, amount: string, code: string): MailMessage {
  return {
    to,
    subject: `Your ${amount} Google Play code`,
    text: `Hi ${name},\n\nYour withdrawal of ${amount} is complete. Your Google Play code:\n\n${code}\n\nRedeem it in the Play Store app → Profile → Payments & subscriptions → Redeem code. You can also see it under Redeem history on the site.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Your withdrawal of ${escapeHtml(amount)} is complete. Your Google Play code:</p><p style="font-size:20px;font-family:monospace"><strong>${escapeHtml(code)}</strong></p><p>Redeem it in the Play Store app → Profile → Payments &amp; subscriptions → Redeem code. You can also see it under Redeem history on the site.</p>`,
  };
}

export function redeemRejectedMail(to: string, name: string, amount: string, reason: string): MailMessage {
  return {
    to,
    subject: `Your ${amount} withdrawal was not completed`,
    text: `Hi ${name},\n\nWe could not complete your withdrawal of ${amount}.\nReason: ${reason}\n\nThe full amount is back in your wallet balance.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>We could not complete your withdrawal of ${escapeHtml(amount)}.</p><p>Reason: ${escapeHtml(reason)}</p><p>The full amount is back in your wallet balance.</p>`,
  };
}
