import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#kit/ui/toast/toast-context';
import { createToastStore, MAX_TOASTS, type ToastStore } from '#kit/ui/toast/toast-store';
import { Toaster } from '#kit/ui/toast/toaster';

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function messages(): string[] {
  return screen.getAllByTestId('toast').map((toast) => toast.querySelector('p')?.textContent ?? '');
}

describe('toasts (both SPAs)', () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore();
    render(
      <ToastProvider store={store}>
        <Toaster />
      </ToastProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('announces a success politely for exactly 2 s', () => {
    act(() => void store.success('Saved'));
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notifications.getByRole('status')).toHaveTextContent('Saved');
    expect(notifications.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    advance(1999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('announces an error assertively for exactly 4 s', () => {
    act(() => void store.error('It failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('It failed');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    advance(3999);
    expect(screen.getByText('It failed')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('It failed')).not.toBeInTheDocument();
  });

  it('shows neutral news politely for 3 s, or for the time the caller asks', () => {
    act(() => {
      store.info('You lost!');
      store.info('Try again tomorrow', { durationMs: 5000 });
    });
    expect(screen.getByRole('status')).toHaveTextContent('You lost!');
    advance(3000);
    expect(screen.queryByText('You lost!')).not.toBeInTheDocument();
    expect(screen.getByText('Try again tomorrow')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('Try again tomorrow')).not.toBeInTheDocument();
  });

  it('keeps each toast on its own timer', () => {
    act(() => void store.error('It failed'));
    advance(3000);
    act(() => void store.success('Saved'));
    advance(1000);
    expect(screen.queryByText('It failed')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it(`keeps at most ${MAX_TOASTS} (the spec's cap), dropping the oldest`, () => {
    act(() => {
      for (let index = 1; index <= MAX_TOASTS + 1; index += 1) store.success(`Message ${index}`);
    });
    expect(messages()).toHaveLength(MAX_TOASTS);
    expect(messages()[0]).toBe('Message 2');
    expect(messages().at(-1)).toBe(`Message ${MAX_TOASTS + 1}`);
  });

  it('shows the same message once, and can be dismissed by hand or by id', () => {
    let id = 0;
    act(() => {
      store.error('Failed to fetch data');
      store.error('Failed to fetch data');
      id = store.success('Saved');
    });
    expect(messages()).toEqual(['Saved', 'Failed to fetch data']);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to fetch data')).not.toBeInTheDocument();
    act(() => store.dismiss(id));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
