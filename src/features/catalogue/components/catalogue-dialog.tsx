import { useState } from 'react';
import { Button, buttonClasses } from '#kit/ui/button';
import { Dialog } from '#kit/ui/dialog';
import { copyText } from '../../../lib/clipboard';
import { m } from '#i18n/paraglide/messages';
import type { CardAction } from './app-card';

type DialogState = CardAction | { kind: 'copyFailed'; code: string };

/** What a card's action opens: a copy is made first, and the dialog says whether it worked. */
export function useCatalogueDialog() {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const onAction = async (action: CardAction) => {
    if (action.kind !== 'copy') return setDialog(action);
    setDialog((await copyText(action.code)) ? action : { kind: 'copyFailed', code: action.code });
  };
  return { dialog, onAction, closeDialog: () => setDialog(null) };
}

export function CatalogueDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
  if (state.kind === 'closed') {
    return (
      <Dialog title={m['content.catalogue.closed-title']()} description={m['content.catalogue.closed-message']()} onClose={onClose}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onClose}>
            {m['content.catalogue.cancel']()}
          </Button>
          {/* A real link (not window.open) so the new tab is never caught by a pop-up blocker. */}
          <a href={state.link} target="_blank" rel="noopener noreferrer" className={buttonClasses('danger')} onClick={onClose}>
            {m['content.catalogue.download-app']()}
          </a>
        </div>
      </Dialog>
    );
  }
  const ok = <Button onClick={onClose}>{m['content.catalogue.ok']()}</Button>;
  if (state.kind === 'locked') {
    return (
      <Dialog
        title={m['content.catalogue.locked-title']()}
        description={state.item.lockReason ? <span lang={state.item.lang.lockReason}>{state.item.lockReason}</span> : m['content.catalogue.locked-default']()}
        onClose={onClose}
      >
        {ok}
      </Dialog>
    );
  }
  // A failed copy shows the code to select by hand.
  const copied = state.kind === 'copy';
  return (
    <Dialog
      title={copied ? m['content.catalogue.copied-title']() : m['content.catalogue.copy-failed-title']()}
      description={copied ? m['content.catalogue.copied-message']() : m['content.catalogue.copy-failed-message']()}
      onClose={onClose}
    >
      <p className={`mb-4 font-mono text-lg font-semibold tracking-wide ${copied ? 'text-emerald-200' : 'select-all text-white'}`}>{state.code}</p>
      {ok}
    </Dialog>
  );
}
