import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LiveTicker } from '../../features/figures';
import { LazyInviteBanner } from '../../features/referrals';
import { useFollowAccountLanguage } from '../../features/site';
import { m } from '#i18n/paraglide/messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  useFollowAccountLanguage();
  useKeepFocusOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-emerald-400 px-4 py-2 font-semibold text-emerald-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {m['layout.skip-to-content']()}
      </a>
      <SiteHeader />
      <LiveTicker />
      {/* At least a screen tall, so the footer starts below the fold and a page whose content arrives
          late (a game's state, a list) grows without moving anything in view (issue 15: CLS 0.445). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:py-10">
        <Outlet />
      </main>
      {/* Below the screen-tall main: it appears only once the site's settings have answered (referrals
          on, a reward set), and above the page it pushed everything down as it did (a layout shift of 0.07). */}
      <LazyInviteBanner />
      <SiteFooter />
    </div>
  );
}

/** After a navigation the new page's main takes focus, not the body (not on the first load: the skip link comes first). */
function useKeepFocusOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    // From the first navigation on, every path counts (coming back to the first one too).
    firstPath.current = '';
    if (document.activeElement === document.body) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
