import { AppLink } from '../../components/ui/app-link';
import { useCapability, useSiteInfo } from '../../features/site';
import { m } from '#i18n/paraglide/messages';
import { LogoMark } from './logo';
import { FOOTER_LINKS } from './nav-links';
import { SUPPORT_REPLY_HOURS } from '#contract/contact/rules';

export function SiteFooter() {
  const siteInfo = useSiteInfo();
  const supportEmail = siteInfo.data?.supportEmail;
  // Garena (Free Fire) and Apple (App Store) are named only while the store sells their codes.
  const store = useCapability('store');
  return (
    <footer className="mt-12 border-t border-white/10 bg-indigo-950">
      {/* Room below the last links, so they can scroll clear of a toast (the html's scroll-padding-bottom). */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-28 pt-10 sm:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 font-bold text-white">
            <LogoMark className="size-6" /> Honest Rewards
          </p>
          <p className="mt-3 text-sm text-indigo-200">
            {m['layout.footer.tagline']()}
          </p>
        </div>
        <nav aria-label={m['layout.footer.quick-links']()}>
          <h2 className="text-sm font-semibold text-white">{m['layout.footer.quick-links']()}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className="rounded text-indigo-200 hover:text-white">
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">{m['layout.footer.support']()}</h2>
          {supportEmail ? (
            <p className="mt-3 text-sm text-indigo-200">
              {m['layout.footer.email-us']()}{' '}
              <a href={`mailto:${supportEmail}`} className="rounded font-medium text-emerald-300 underline-offset-2 hover:underline">
                {supportEmail}
              </a>
            </p>
          ) : null}
          <p className="mt-2 text-sm text-indigo-200">{m['layout.footer.reply-time'](SUPPORT_REPLY_HOURS)}</p>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-indigo-300">
        {store
          ? m['layout.footer.not-affiliated-store']({ year: String(new Date().getFullYear()) })
          : m['layout.footer.not-affiliated']({ year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
