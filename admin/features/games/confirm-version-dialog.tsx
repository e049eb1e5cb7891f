import { useRef } from 'react';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { formatRupees } from '#kit/lib/format';
import { m } from '../../i18n/paraglide/messages';
import type { GameConfig } from './game-draft';
import { formatAveragePaise } from './game-format';
import type { DraftOdds } from './odds';

interface ConfirmVersionDialogProps {
  config: GameConfig;
  draftOdds: DraftOdds;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A changed table or limits saves a new settings version: the payout and top prize before and after, then Save version N. */
export function ConfirmVersionDialog({ config, draftOdds, saving, onCancel, onConfirm }: ConfirmVersionDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const nextVersion = config.settingsVersion + 1;
  const isCalendar = config.game === 'daily-login';
  const changes = [
    [isCalendar ? m['games.odds.average-per-day']() : m['games.odds.expected-per-play'](), formatAveragePaise(config.expectedPaise), draftOdds.expectedPaise === null ? '—' : formatAveragePaise(draftOdds.expectedPaise)],
    [isCalendar ? m['games.odds.largest-day']() : m['games.odds.top-prize'](), formatRupees(config.maxPrizePaise), draftOdds.maxPrizePaise === null ? '—' : formatRupees(draftOdds.maxPrizePaise)],
  ];
  return (
    <Dialog title={m['games.card.confirm-title']({ version: nextVersion })} description={m['games.card.confirm-description']({ version: nextVersion })} onClose={onCancel} preventClose={saving} initialFocusRef={confirmRef}>
      <dl className="space-y-1 text-sm">
        {changes.map(([label, before, after]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="tabular-nums text-slate-900">
              {before} → {after}
            </dd>
          </div>
        ))}
      </dl>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          {m['common.cancel']()}
        </Button>
        <Button ref={confirmRef} variant="primary" busy={saving} onClick={onConfirm}>
          {saving ? m['common.saving']() : m['games.card.save-version']({ version: nextVersion })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
