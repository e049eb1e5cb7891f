import { useState } from 'react';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '../i18n/paraglide/messages';

/** A list's filters as its REST path's query string; absent ones left out. */
function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The file name the server gave (Content-Disposition), else the list's. */
function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * "Download CSV" of a list (decision 050): the list's own REST path with its current filters, asked
 * for `text/csv` with the admin's session cookie; the server sends every page, not just the one on screen.
 */
export function DownloadCsvButton({ path, query = {}, label }: { path: string; query?: Record<string, string | number | boolean | undefined>; label?: string }) {
  const [busy, setBusy] = useState(false);
  const toasts = useToast();
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(withQuery(path, query), { headers: { accept: 'text/csv' }, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = attachmentName(response.headers.get('content-disposition'), 'export.csv');
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click's task ran.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      toasts.error(m['common.csv.failed']());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" busy={busy} busyLabel={m['common.csv.downloading']()} aria-label={label} onClick={() => void download()}>
      {m['common.csv.download']()}
    </Button>
  );
}
