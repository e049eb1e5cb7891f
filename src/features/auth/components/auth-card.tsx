import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from '#kit/ui/button';
import { Notice } from '../../../components/ui/feedback';

export const TEXT_LINK = 'rounded font-medium text-emerald-300 underline-offset-2 hover:underline';

/** The line under the card: a question, if any, and the link that answers it ("New here? Create an account"). */
interface AuthCardFooter {
  question?: string;
  to: '/signin' | '/signup';
  link: string;
}

/** The narrow card every account form sits in. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: AuthCardFooter }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <section className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="text-2xl font-bold text-white">
          {title}
        </h1>
        {description && <p className="mt-2 text-sm text-indigo-200">{description}</p>}
        <div className="mt-6">{children}</div>
      </section>
      {footer && (
        <div className="mt-4 text-center text-sm text-indigo-200">
          {footer.question && <>{footer.question} </>}
          <Link to={footer.to} className={TEXT_LINK}>
            {footer.link}
          </Link>
        </div>
      )}
    </div>
  );
}

interface AuthOutcomeProps {
  title: string;
  tone?: 'success' | 'error';
  notice: string;
  /** More to say under the notice. */
  children?: ReactNode;
  /** The one way on, as a full-width button. */
  to: '/signin' | '/forgot-password';
  action: string;
}

/** What a form or link led to: the notice, anything more, and the button that goes on from there. */
export function AuthOutcome({ title, tone = 'success', notice, children, to, action }: AuthOutcomeProps) {
  return (
    <AuthCard title={title}>
      <Notice tone={tone}>{notice}</Notice>
      {children}
      <Link to={to} className={buttonClasses('primary', 'mt-6 w-full')}>
        {action}
      </Link>
    </AuthCard>
  );
}
