import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../components/ui/app-link';
import { buttonClasses } from '#kit/ui/button';
import { LazyNotificationBell } from '../../features/notifications';
import { LanguageSwitch } from '../../features/site';
import { m } from '#i18n/paraglide/messages';
import { AccountLink } from './account-link';
import { LogoMark } from './logo';
import { MAIN_LINKS } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Any navigation (a menu choice, the logo, back/forward) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-indigo-950/95 backdrop-blur supports-[backdrop-filter]:bg-indigo-950/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-1 px-2 py-3 sm:px-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-lg text-base font-bold text-white sm:text-lg" aria-label={m['layout.header.home-label']()}>
          <LogoMark />
          <span aria-hidden="true" className="hidden min-[25rem]:inline">
            Honest <span className="text-emerald-300">Rewards</span>
          </span>
        </Link>

        <nav aria-label={m['layout.header.main-nav']()} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-indigo-100 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-emerald-300"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* Wraps rather than overflow the phone while a Devanagari font is still loading (its fallback is wider). */}
        <div className="flex min-w-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
          <LanguageSwitch />
          <LazyNotificationBell />
          <AccountLink />
          <button
            ref={menuButton}
            type="button"
            className={buttonClasses('ghost', 'px-2.5 lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span className="sr-only sm:not-sr-only">{m['layout.header.menu']()}</span>
          </button>
        </div>
      </div>

      <nav id={MOBILE_MENU_ID} aria-label={m['layout.header.mobile-nav']()} hidden={!menuOpen} className="border-t border-white/10 lg:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {MAIN_LINKS.map((link) => (
            <li key={link.href}>
              <AppLink
                href={link.href}
                onClick={() => setMenuOpen(false)}
                className="block rounded-lg px-3 py-3 text-base font-medium text-indigo-100 hover:bg-white/10 aria-[current=page]:text-emerald-300"
              >
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
