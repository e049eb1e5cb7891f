import { createRoot, type Root } from 'react-dom/client';
import { m } from '#i18n/paraglide/messages';
import { Button } from '#kit/ui/button';

export function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <aside aria-labelledby="pwa-update-title" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4">
      <div role="status" className="pointer-events-auto w-full max-w-md rounded-xl bg-indigo-900 p-4 text-indigo-50 shadow-lg ring-1 ring-indigo-300/50">
        <p id="pwa-update-title" className="font-semibold">
          {m['pwa.update.title']()}
        </p>
        <p className="mt-1 text-sm text-indigo-200">{m['pwa.update.text']()}</p>
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="ghost" onClick={onLater}>
            {m['pwa.update.later']()}
          </Button>
          <Button onClick={onReload}>{m['pwa.update.reload']()}</Button>
        </div>
      </div>
    </aside>
  );
}

let shown: Root | null = null;

/** A React root of its own: the prompt belongs to no page and loads after the app has rendered. */
export function showUpdatePrompt(reload: () => void): void {
  if (shown) return;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  shown = root;
  const close = () => {
    root.unmount();
    container.remove();
    shown = null;
  };
  root.render(<UpdatePrompt onReload={reload} onLater={close} />);
}
