import { useId } from 'react';
import { Switch } from '../../components/switch';
import { m } from '../../i18n/paraglide/messages';

/** The game's on/off switch, saying what saving the change will do. */
export function EnabledField({ name, checked, savedEnabled, onToggle }: { name: string; checked: boolean; savedEnabled: boolean; onToggle: () => void }) {
  const labelId = useId();
  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-slate-700">
        {m['games.enabled.label']()}
      </span>
      <div className="flex items-center gap-3 py-1.5">
        <Switch checked={checked} aria-label={m['games.enabled.switch-label']({ name })} onClick={onToggle} />
        <span className="text-sm text-slate-700" aria-hidden="true">
          {checked ? m['games.status.on']() : m['games.status.off']()}
        </span>
      </div>
      {checked !== savedEnabled ? <p className="mt-1 text-xs text-amber-700">{checked ? m['games.enabled.will-open']({ name }) : m['games.enabled.will-close']({ name })}</p> : null}
    </div>
  );
}
