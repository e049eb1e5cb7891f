import type { ReactNode } from 'react';
import { Button } from '../../../kit/ui/button';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { messageFor } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';

interface VerifyEmailBannerProps {
  email: string;
  title?: string;
  /** Why this page needs a verified address (shown before the "we sent a link" line). */
  reason?: ReactNode;
}

export function VerifyEmailBanner({ email, title = 'Verify your e-mail to start earning', reason }: VerifyEmailBannerProps) {
  const toast = useToast();
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(messageFor(error, 'Failed to send the verification e-mail')),
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
          We sent a link to <strong>{email}</strong>. Open it to confirm your address. No e-mail? Check spam, or send a new one.
        </p>
      </div>
      <Button variant="secondary" className="shrink-0" busy={resend.isPending} busyLabel="Sending…" onClick={() => resend.mutate()}>
        Resend verification e-mail
      </Button>
    </section>
  );
}
