import { m } from '#i18n/paraglide/messages';

/** The label is read on each render (a getter), so it is in the visitor's current language. */
function link(href: string, label: () => string) {
  return {
    href,
    get label() {
      return label();
    },
  };
}

/** The five main pages, in header order (seed spec, "Shared chrome"). */
export const MAIN_LINKS = [
  link('/', () => m['layout.nav.home']()),
  link('/spin-and-win', () => m['layout.nav.spin-and-win']()),
  link('/daily-login', () => m['layout.nav.daily-login']()),
  link('/free-rewards', () => m['layout.nav.free-rewards']()),
  link('/blog', () => m['layout.nav.blog']()),
];

export const FOOTER_LINKS = [
  link('/about', () => m['layout.footer.about']()),
  link('/contact', () => m['layout.footer.contact']()),
  link('/terms', () => m['layout.footer.terms']()),
  link('/privacy', () => m['layout.footer.privacy']()),
  link('/disclaimer', () => m['layout.footer.disclaimer']()),
  link('/refund-policy', () => m['layout.footer.refund-policy']()),
  link('/youtube-app', () => m['layout.footer.redeem-code-apps']()),
  link('/blog', () => m['layout.footer.finance-blog']()),
  link('/transparency', () => m['layout.footer.transparency']()),
];
