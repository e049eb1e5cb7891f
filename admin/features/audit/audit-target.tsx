import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages';

/** Where each kind of audited thing is looked after: its own page where it has one, else the tab that lists it. */
export function AuditTarget({ type, id }: { type: string; id: string }) {
  // The link's name starts with its visible words (WCAG 2.5.3), then says which item it is.
  const label = m['audit.target-label']({ text: type === 'user' ? m['audit.target.user']() : m['audit.target.open'](), type, id });
  const className = 'text-indigo-700 underline';
  switch (type) {
    case 'user':
      return <Link to="/users/$id" params={{ id }} aria-label={label} className={className}>{m['audit.target.user']()}</Link>;
    case 'blog-post':
      return <Link to="/blog/$id" params={{ id }} aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'reward-order':
      return <Link to="/rewards" search={{ view: 'orders' }} aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'redeem-request':
      return <Link to="/redeem-requests" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'reward-product':
    case 'provider-catalogue':
      return <Link to="/rewards" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'referral':
      return <Link to="/referrals" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'task':
    case 'task-submission':
      return <Link to="/tasks" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'appeal':
      return <Link to="/appeals" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'contact':
      return <Link to="/contacts" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'promo-code':
      return <Link to="/promo-codes" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'catalogue-item':
      return <Link to="/catalogue" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'vip-order':
      return <Link to="/vip" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    case 'game':
      return <Link to="/games" aria-label={label} className={className}>{m['audit.target.open']()}</Link>;
    default:
      return null;
  }
}
