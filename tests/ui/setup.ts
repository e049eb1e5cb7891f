import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no showModal() (nor the top layer and inert page behind it); the kit's dialog needs
// only its `open` state, and handles Escape and Tab itself.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// vi.waitFor gives up after 1 s by default; on a loaded 2-core CI machine a lazily loaded route can
// take longer to appear. The same patience as Testing Library's findBy (render-app.tsx: 4 s), unless
// a test asks for its own.
const waitWithDefaultPatience = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitWithDefaultPatience(callback, typeof options === 'number' ? options : { timeout: 4000, ...options })) as typeof vi.waitFor;

// A React warning or an unexpected error logged during a test is a failure, not noise.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
