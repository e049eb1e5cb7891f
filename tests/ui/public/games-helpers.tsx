import { act, configure, fireEvent, getConfig, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * A frozen fake clock (timers and Date) starting at `at`. Nothing moves unless the test moves it,
 * so countdowns can be asserted to the second. Use `waitForFake` instead of findBy* meanwhile.
 */
export function useFakeClock(at: Date): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(at);
}

/**
 * A click under the frozen clock. user-event (through Testing Library's async wrapper) waits on a
 * setTimeout(0) that a frozen clock never fires; fireEvent is synchronous.
 */
export function clickNow(element: Element): void {
  fireEvent.click(element);
}

/** Moves the fake clock in small steps (letting fetches and renders settle) until `check` passes. */
export async function waitForFake<T>(check: () => T, { stepMs = 5, maxSteps = 200 } = {}): Promise<T> {
  // A failed query normally prints the whole DOM: too slow to poll. The last failure is re-run with it.
  const { getElementError } = getConfig();
  configure({ getElementError: (message) => new Error(message ?? 'not found') });
  try {
    for (let step = 0; step < maxSteps; step += 1) {
      try {
        return check();
      } catch {
        await act(() => vi.advanceTimersByTimeAsync(stepMs));
      }
    }
  } finally {
    configure({ getElementError });
  }
  return check();
}

export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** jsdom has no matchMedia: this answers "prefers reduced motion" as asked. */
export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The timer the page shows ("Come back in", "Next flip available in" …) and its HH:MM:SS text. */
export function timerText(): string {
  return screen.getByRole('timer').textContent ?? '';
}

/** Rows of the published odds table: [label, prize, chance]. */
export function oddsRows(title: RegExp | string): string[][] {
  const card = screen.getByRole('region', { name: title });
  return within(card)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

export function expectNoPhonePromise(): void {
  expect(document.body.textContent ?? '').not.toMatch(/iphone|phone/i);
}
