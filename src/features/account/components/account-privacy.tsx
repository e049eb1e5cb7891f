import { useState } from 'react';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button } from '#kit/ui/button';
import { Card } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { exportFilename, saveJsonFile } from '../lib/save-json-file';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Your data" (DPDP Act): download everything kept about the account, or delete it (`onDeleted` signs out). */
export function AccountPrivacy({ onDeleted }: { onDeleted: (message: string) => void }) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      // Straight from the client, not through the query cache: personal data should not linger there.
      const data = await utils.client.account.export.query();
      saveJsonFile(data, exportFilename(data.exportedAt));
      toast.success(m['account.privacy.downloaded']());
    } catch (error) {
      toast.error(messageFor(error, m['account.privacy.download-failed']()));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card titleId="your-data-title" title={m['account.privacy.title']()} className="mt-6">
      <p className="mt-1 text-sm text-indigo-200">
        {m['account.privacy.text']()}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" busy={downloading} busyLabel={m['account.privacy.preparing']()} onClick={() => void download()}>
          {m['account.privacy.download']()}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {m['account.delete-my-account']()}
        </Button>
      </div>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} onDeleted={onDeleted} />}
    </Card>
  );
}
