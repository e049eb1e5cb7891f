import { Card, PageHeader } from '../../../components/ui/feedback';
import { useSiteInfo } from '../../site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from './contact-form';

export function ContactPage() {
  useDocumentTitle('Contact');
  const siteInfo = useSiteInfo();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Contact us" description="Questions about your account, a withdrawal or a game? Write to us." />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card aria-labelledby="support-title" className="h-fit">
          <h2 id="support-title" className="text-lg font-semibold text-white">
            Support
          </h2>
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className="text-indigo-300">E-mail</dt>
              <dd className="mt-1">
                {siteInfo.data ? (
                  <a href={`mailto:${siteInfo.data.supportEmail}`} className="break-all font-medium text-emerald-300 underline-offset-2 hover:underline">
                    {siteInfo.data.supportEmail}
                  </a>
                ) : siteInfo.isError ? (
                  <span className="text-indigo-200">Use the form on this page.</span>
                ) : (
                  <span aria-busy="true" className="inline-block h-4 w-48 animate-pulse rounded bg-white/10 motion-reduce:animate-none">
                    <span className="sr-only">Loading…</span>
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-indigo-300">Reply time</dt>
              <dd className="mt-1 text-white">We reply within 24-48 hours</dd>
            </div>
          </dl>
        </Card>
        <Card aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-lg font-semibold text-white">
            Send us a message
          </h2>
          <ContactForm />
        </Card>
      </div>
    </div>
  );
}
