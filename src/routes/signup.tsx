import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { m } from '../i18n/paraglide/messages';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/signup')({ component: SignUpRoute });

function SignUpRoute() {
  useDocumentTitle(m['auth.sign-up.title']());
  return <SignUpForm />;
}
