import { useState } from 'react';
import type { LinkTarget } from '#contract/provider-catalogue/schemas';
import { Button } from '#kit/ui/button';
import { m } from '../../i18n/paraglide/messages';
import { ProviderLinkDialog } from './provider-link-dialog';
import { sameTarget, useProviderStatus } from './use-provider-status';

export interface LinkSubject {
  target: LinkTarget;
  /** How the admin names it: the product's name, or "₹50 withdrawals". */
  name: string;
  faceRupees: number;
  pricePaise: number;
}

/** A store product's or a withdrawal amount's link to the provider, and the button that changes it. Nothing when no provider is connected. */
export function ProviderLinkControl({ subject }: { subject: LinkSubject }) {
  const provider = useProviderStatus();
  const [open, setOpen] = useState(false);
  if (!provider) return null;
  const link = provider.status.links.find((candidate) => sameTarget(candidate.target, subject.target)) ?? null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="text-xs text-slate-600">{link ? m['provider.link.linked']({ provider: provider.providerName, name: link.product.name }) : m['provider.link.none']({ provider: provider.providerName })}</span>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={m['provider.link.button-label']({ name: subject.name })}>
        {m['provider.link.button']()}
      </Button>
      {open ? <ProviderLinkDialog subject={subject} providerName={provider.providerName} link={link} onClose={() => setOpen(false)} /> : null}
    </span>
  );
}
