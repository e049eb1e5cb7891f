import { Card, PageHeader } from '../../../components/ui/feedback';
import { useSiteInfo } from '../../site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { m } from '#i18n/paraglide/messages';
import { ContactForm } from './contact-form';
import { SUPPORT_REPLY_HOURS } from '#contract/contact/rules';

export function ContactPage() {
  useDocumentTitle(m['account.contact.document-title']());
  const siteInfo = useSiteInfo();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={m['account.contact.title']()} description={m['account.contact.description']()} />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card titleId="support-title" title={m['account.contact.support']()} className="h-fit">
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className="text-indigo-300">{m['account.contact.email']()}</dt>
              <dd className="mt-1">
                {siteInfo.data ? (
                  <a href={`mailto:${siteInfo.data.supportEmail}`} className="break-all font-medium text-emerald-300 underline-offset-2 hover:underline">
                    {siteInfo.data.supportEmail}
                  </a>
                ) : siteInfo.isError ? (
                  <span className="text-indigo-200">{m['account.contact.use-form']()}</span>
                ) : (
                  <span aria-busy="true" className="inline-block h-4 w-48 animate-pulse rounded bg-white/10 motion-reduce:animate-none">
                    <span className="sr-only">{m['kit.loading']()}</span>
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-indigo-300">{m['account.contact.reply-time']()}</dt>
              <dd className="mt-1 text-white">{m['account.contact.reply-within'](SUPPORT_REPLY_HOURS)}</dd>
            </div>
          </dl>
        </Card>
        <Card titleId="contact-form-title" title={m['account.contact.form-title']()} titleClassName="mb-4 text-lg font-semibold text-white">
          <ContactForm />
        </Card>
      </div>
    </div>
  );
}
