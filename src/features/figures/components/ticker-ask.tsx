import { Button } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { useSaveTickerChoice } from './ticker-opt-out';

/** The one-time question (issue 29): appearing in the ticker is the person's choice, never pre-ticked. */
export function TickerAskCard() {
  const save = useSaveTickerChoice();
  return (
    <section aria-labelledby="ticker-ask-title" className="mt-4 rounded-xl bg-white/5 p-4 text-left ring-1 ring-white/10">
      <h2 id="ticker-ask-title" className="text-sm font-semibold text-white">
        {m['figures.ask.title']()}
      </h2>
      <p className="mt-1 text-sm text-indigo-100">{m['figures.opt-out.hint']()}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" busy={save.isPending && save.variables?.tickerOptOut === false} onClick={() => !save.isPending && save.mutate({ tickerOptOut: false })}>
          {m['figures.ask.yes']()}
        </Button>
        <Button variant="ghost" busy={save.isPending && save.variables?.tickerOptOut === true} onClick={() => !save.isPending && save.mutate({ tickerOptOut: true })}>
          {m['figures.ask.no']()}
        </Button>
      </div>
      <p className="mt-2 text-xs text-indigo-300">{m['figures.ask.later']()}</p>
    </section>
  );
}
