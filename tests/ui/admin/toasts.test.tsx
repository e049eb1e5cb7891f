import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../admin/components/toast/toast-context';
import { createToastStore } from '../../../admin/components/toast/toast-store';
import { Toaster } from '../../../admin/components/toast/toaster';

describe('admin toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function renderToaster() {
    const store = createToastStore();
    render(
      <ToastProvider store={store}>
        <Toaster />
      </ToastProvider>,
    );
    return store;
  }

  it('announces successes politely for 2 s and errors assertively for 4 s', () => {
    const store = renderToaster();
    act(() => {
      store.success('Page updated successfully');
      store.error('Failed to update page');
    });
    expect(within(screen.getByRole('status')).getByText('Page updated successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Failed to update page')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('Page updated successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to update page')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('Failed to update page')).not.toBeInTheDocument();
  });

  it('keeps at most three toasts, dropping the oldest, and can be dismissed', () => {
    const store = renderToaster();
    act(() => ['one', 'two', 'three', 'four'].forEach((message) => store.success(message)));
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent?.replace('✓', '').replace('×', ''))).toEqual(['two', 'three', 'four']);

    act(() => screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!.click());
    expect(screen.queryByText('two')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
  });
});
