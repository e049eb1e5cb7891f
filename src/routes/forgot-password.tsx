import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordRoute });

function ForgotPasswordRoute() {
  useDocumentTitle(m['auth.forgot.document-title']());
  return <ForgotPasswordForm />;
}
