import { createFileRoute } from '@tanstack/react-router';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { useDocumentTitle } from '../lib/use-document-title';

export const Route = createFileRoute('/signup')({ component: SignUpRoute });

function SignUpRoute() {
  useDocumentTitle('Create your account');
  return <SignUpForm />;
}
