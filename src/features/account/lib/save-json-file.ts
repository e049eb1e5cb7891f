import { istDate } from '#contract/time/ist';

/** "honest-rewards-my-data-2026-01-15.json": the IST day the export was made, so several downloads sort by date. */
export function exportFilename(exportedAt: Date): string {
  return `honest-rewards-my-data-${istDate(exportedAt)}.json`;
}

/** Offers `data` to the browser as a downloaded .json file, without leaving the page. */
export function saveJsonFile(data: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
