import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '../../../src/components/toast/toast-provider';

function Harness() {
  const toast = useToast();
  let count = 0;
  return (
    <>
      <button type="button" onClick={() => toast.success('Saved')}>
        success
      </button>
      <button type="button" onClick={() => toast.error('It failed')}>
        error
      </button>
      <button type="button" onClick={() => toast.success(`Message ${++count}`)}>
        numbered
      </button>
    </>
  );
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Harness />
      </ToastProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows a success toast politely for 2 seconds', () => {
    press('success');
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    advance(1999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error toast as an alert for 4 seconds', () => {
    press('error');
    expect(screen.getByRole('alert')).toHaveTextContent('It failed');
    advance(3999);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps at most three on screen, dropping the oldest', () => {
    for (let index = 0; index < 4; index += 1) press('numbered');
    const visible = screen.getAllByRole('status').map((toast) => toast.textContent);
    expect(visible).toHaveLength(3);
    expect(visible.join(' ')).not.toContain('Message 1');
    expect(visible.join(' ')).toContain('Message 4');
  });

  it('each toast keeps its own timer', () => {
    press('error');
    advance(3000);
    press('success');
    advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', () => {
    press('error');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
