import type { BlogIconName } from '../categories';

const PATHS: Record<BlogIconName, string> = {
  wallet: 'M3 7.5A2.5 2.5 0 0 1 5.5 5H18v3M3 7.5V17a2 2 0 0 0 2 2h14a1 1 0 0 0 1-1v-3m-17-7.5A2.5 2.5 0 0 0 5.5 10H20v5m0 0h-4a2 2 0 1 1 0-4h4',
  'credit-card': 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h4',
  home: 'M3 11 12 4l9 7M5 9.5V20h5v-6h4v6h5V9.5',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Zm-4-9h2.5l1.5-2 2 4 1.5-2H16',
  'trending-up': 'M3 17l6-6 4 4 8-8M15 7h6v6',
};

/** The post's icon, drawn inline (no icon font, nothing fetched). */
export function BlogIcon({ name, className = 'size-5' }: { name: BlogIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
