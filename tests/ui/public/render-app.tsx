import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { App, createAppRouter } from '../../../src/app/router';
import { createPublicFixtures, type PublicFixtureOptions } from '../../../src/mocks/fixtures/public-fixtures';
import { beforeEachCall, trpcHandlers, type UncheckedProcedureFixtures } from '#kit/mocks/trpc-msw';

export const API_ORIGIN = 'http://localhost:3000';

// Files run in parallel on small CI machines; the first render of a file can take over a second.
configure({ asyncUtilTimeout: 4000 });

/** One MSW server per test file; every request must have a fixture, unknown ones fail the test. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

export interface RenderAppOptions extends PublicFixtureOptions {
  /** Replace or add procedures on top of the shared stateful fixtures. */
  procedures?: UncheckedProcedureFixtures;
  /** Set when the test runs vi.useFakeTimers(): user-event then advances the fake clock while it waits. */
  fakeTimers?: boolean;
}

export interface RecordedCall {
  path: string;
  input: unknown;
}

/** Renders the real public app (router, providers, toasts) at `path` against the MSW fixtures. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const fixtures = createPublicFixtures(options);
  const procedures = { ...fixtures.procedures, ...options.procedures };
  // Every call the app makes, in order, with its input (fixture or override alike).
  const calls: RecordedCall[] = [];
  const recorded = beforeEachCall(procedures, (path, input) => calls.push({ path, input }));
  server.use(...trpcHandlers(API_ORIGIN, recorded));
  // jsdom has no scrolling; the router restores scroll positions on navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createAppRouter({ initialPath: path, apiOrigin: API_ORIGIN });
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  const view = render(<App router={router} />);
  const callsTo = (path: string) => calls.filter((call) => call.path === path).map((call) => call.input);
  return { ...view, router, user, state: fixtures.state, procedures, calls, callsTo };
}

/** The toast area; its messages are role=status (success) or role=alert (error). */
export function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications' }));
}

/**
 * Waits until a toast of that urgency says `text`. The toasts' two live regions are always
 * mounted (a live region must exist before its content changes), so finding a region by its
 * role alone would not wait for the toast.
 */
export async function expectToast(role: 'status' | 'alert', text: string | RegExp): Promise<void> {
  await waitFor(() => expect(notifications().getByRole(role)).toHaveTextContent(text));
}

/** Wraps a fixture so a test can see whether (and with what) the app called it. */
export function spyOn<TInput, TOutput>(resolver: (input: TInput) => TOutput) {
  return vi.fn(resolver);
}
