import { useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Only the exact path counts as the current page (used for "/"). */
  exact?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An in-app link by plain path, navigating client-side without preloading; modified clicks act like any link's. */
export function AppLink({ href, exact = false, onClick, target, ...rest }: AppLinkProps) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isCurrent = exact || href === '/' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content arrives in `rest.children`, which the rule cannot see
    <a
      href={href}
      target={target}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || target || !isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      {...rest}
    />
  );
}
