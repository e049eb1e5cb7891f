import { Badge } from '../../components/panel';
import { m } from '../../i18n/paraglide/messages';
import type { GameConfig } from './game-draft';
import { gameStatus } from './game-status';

/** The game's name and state, its settings version and, while the table or limits are edited, the version saving makes. */
export function GameCardHeader({ config, headingId, versionChanged }: { config: GameConfig; headingId: string; versionChanged: boolean }) {
  const status = gameStatus(config);
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {config.name}
        </h3>
        {status === 'off' ? <Badge tone="slate">{m['games.status.off']()}</Badge> : status === 'paused' ? <Badge tone="amber">{m['games.status.paused']()}</Badge> : <Badge tone="green">{m['games.status.on']()}</Badge>}
      </div>
      <p className="text-sm text-slate-600" data-testid="settings-version">
        <span className="font-medium text-slate-700">{m['games.card.settings-version']({ version: config.settingsVersion })}</span>
        {versionChanged ? m['games.card.next-version']({ version: config.settingsVersion + 1 }) : ''}
      </p>
    </header>
  );
}
