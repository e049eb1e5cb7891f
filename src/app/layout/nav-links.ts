/** The five main pages, in header order (seed spec, "Shared chrome"). */
export const MAIN_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/spin-and-win', label: 'Spin & Win' },
  { href: '/daily-login', label: 'Daily Login' },
  { href: '/free-rewards', label: 'Free Rewards' },
  { href: '/blog', label: 'Blog' },
] as const;

export const FOOTER_LINKS = [
  { href: '/about', label: 'About us' },
  { href: '/contact', label: 'Contact' },
  { href: '/terms', label: 'Terms of use' },
  { href: '/privacy', label: 'Privacy policy' },
  { href: '/disclaimer', label: 'Disclaimer' },
  { href: '/refund-policy', label: 'Refund policy' },
  { href: '/youtube-app', label: 'Redeem code apps' },
  { href: '/blog', label: 'Finance blog' },
] as const;
