import type { ReactNode } from 'react';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useSession } from '../api/session';

interface VerifyEmailBannerProps {
  email: string;
  title?: string;
  /** Why this page needs a verified address (shown before the "we sent a link" line). */
  reason?: ReactNode;
}

/** The banner for the signed-in user while their e-mail is unverified; nothing otherwise. */
export function UnverifiedEmailBanner(props: Omit<VerifyEmailBannerProps, 'email'>) {
  const user = useSession().data;
  return user && !user.emailVerified ? <VerifyEmailBanner email={user.email} {...props} /> : null;
}

export function VerifyEmailBanner({ email, title = m['auth.banner.title'](), reason }: VerifyEmailBannerProps) {
  const toast = useToast();
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () => toast.success(m['auth.banner.resent']()),
    onError: (error) => toast.error(messageFor(error, m['auth.banner.resend-failed']())),
  });
  return (
    <section
      aria-labelledby="verify-banner-title"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300/40 bg-amber-400/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="verify-banner-title" className="font-semibold text-amber-100">
          {title}
        </h2>
        <p className="mt-1 text-sm text-amber-100/80">
          {reason && <>{reason} </>}
          {m['auth.banner.sent-before']()} <strong>{email}</strong>
          {m['auth.banner.sent-after']()}
        </p>
      </div>
      <Button variant="secondary" className="shrink-0" busy={resend.isPending} busyLabel={m['auth.banner.busy']()} onClick={() => resend.mutate()}>
        {m['auth.banner.resend']()}
      </Button>
    </section>
  );
}
