import { m } from '#i18n/paraglide/messages';
import { TodayPanel } from './today-panel';

/** The Today panel as the home page shows it, under its own heading. */
export function HomeTodayPanel() {
  return (
    <section aria-labelledby="home-today-title" className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <TodayPanel
        heading={
          <h2 id="home-today-title" className="mb-2 text-xl font-bold text-white">
            {m['home.today.title']()}
          </h2>
        }
      />
    </section>
  );
}
