import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { Section } from '../../../components/ui/feedback';

function TileIcon({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-400/15 text-emerald-300 ring-1 ring-emerald-400/30">
      {/* Drawn here rather than by the kit's LineIcon: sharing it split a chunk off the home page's budget. */}
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {children}
      </svg>
    </span>
  );
}

const TILE = 'group flex h-full items-start gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:ring-emerald-400/40';

/** The dashboard's wallet, history and redeem tiles; the balance is the server's figure for this user. */
export function WalletTiles({ balancePaise }: { balancePaise: number }) {
  return (
    <Section titleId="wallet-title" title={m['wallet.title']()}>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li>
          <Link to="/wallet" className={TILE}>
            <TileIcon>
              <rect x="3" y="6" width="18" height="13" rx="2.5" />
              <path d="M3 10h18M16 14.5h2" />
            </TileIcon>
            <span className="min-w-0">
              <span className="block text-sm text-indigo-200">{m['wallet.tiles.balance']()}</span>
              <span className="block text-2xl font-bold text-white group-hover:text-emerald-300">{formatRupees(balancePaise)}</span>
            </span>
          </Link>
        </li>
        <li>
          <Link to="/wallet/history" className={TILE}>
            <TileIcon>
              <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" />
              <path d="M12 8v4l3 2" />
            </TileIcon>
            <span className="min-w-0">
              <span className="block font-semibold text-white group-hover:text-emerald-300">{m['wallet.history-link']()}</span>
              <span className="block text-sm text-indigo-200">{m['wallet.tiles.history-text']()}</span>
            </span>
          </Link>
        </li>
        <li>
          <Link to="/redeem-balance" className={TILE}>
            <TileIcon>
              <rect x="4" y="8" width="16" height="12" rx="2" />
              <path d="M12 8v12M4 12h16M12 8c-1.5-3-5-3-5-1 0 1 2 1 5 1zm0 0c1.5-3 5-3 5-1 0 1-2 1-5 1z" />
            </TileIcon>
            <span className="min-w-0">
              <span className="block font-semibold text-white group-hover:text-emerald-300">{m['wallet.tiles.redeem']()}</span>
              <span className="block text-sm text-indigo-200">{m['wallet.tiles.redeem-text']()}</span>
            </span>
          </Link>
        </li>
      </ul>
    </Section>
  );
}
