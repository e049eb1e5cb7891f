import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInUser, useE2eSession } from './browser';
import { addBalance, createE2eUser, userIdOf, verificationToken } from './factory';

/**
 * Issue 15's keyboard-only walk: after opening the start page, only the keyboard moves — sign up,
 * verify, play, claim the daily reward, ask for a withdrawal — and after every key focus is on
 * something visible, in view, and inside the open dialog when there is one. A second test plays the
 * wheel and the coin with reduced motion: nothing turns, the result is still shown.
 */
const e2e = useE2eSession('keyboard', { ignoreConsole: /status of 401/ });

const MAX_TABS = 60;
/** The withdrawal the walk asks for: one of the amounts on offer, not the first (the arrow keys reach it). */
const WITHDRAWAL_RUPEES = 50;

/** Whatever has focus, described for a failure message, and why it does not count as visible focus (null when it does). */
interface FocusReport {
  described: string;
  problem: string | null;
  /** The focused element is the page's last (or, going back, first) Tab stop: the next press leaves the page. */
  atEdge: { forwards: boolean; backwards: boolean };
}

/** Evaluated in the page: is the focused element there, in view, outlined and inside the open dialog? */
function readFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const stops = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')).filter(
      (stop) => stop.tabIndex >= 0 && !(stop as HTMLButtonElement).disabled && stop.getClientRects().length > 0,
    );
    const atEdge = { forwards: element === stops[stops.length - 1], backwards: element === stops[0] };
    const describe = (node: Element) =>
      `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    if (!element || element === document.body || element === document.documentElement) return { described: 'nothing (body)', problem: 'focus is lost on the page body', atEdge };
    const described = describe(element);
    const dialog = document.querySelector('dialog[open]');
    if (dialog && !dialog.contains(element)) return { described, problem: 'a dialog is open but focus is outside it', atEdge };
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return { described, problem: 'the focused element has no size', atEdge };
    if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) return { described, problem: 'the focused element is out of view', atEdge };
    // Covered by something else (the sticky header, a dialog's backdrop) counts as not visible.
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const onTop = document.elementFromPoint(x, y);
    if (onTop && !element.contains(onTop) && !onTop.contains(element)) return { described, problem: `the focused element is covered by ${describe(onTop)}`, atEdge };
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (!outlined && style.boxShadow === 'none') return { described, problem: 'the focused element has no focus indicator (no outline, no box-shadow)', atEdge };
    return { described, problem: null, atEdge };
  });
}

/** How long focus may take to land after a change: Preact runs effects a frame after paint, later on a busy machine. */
const FOCUS_SETTLE_MS = 2_000;

async function expectVisibleFocus(page: Page, after: string): Promise<FocusReport> {
  // Waits for focus to leave the body (an element removed from under it drops it there for a
  // frame), then judges where it landed; focus still on the body after that is a failure.
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, { timeout: FOCUS_SETTLE_MS }).catch(() => undefined);
  const focus = await readFocus(page);
  expect(focus.problem, `after ${after}, focus on ${focus.described}`).toBeNull();
  return focus;
}

/**
 * After a navigation the new page's main holds focus (tabindex -1, no outline: it is where the next
 * Tab starts, not a control) — not the body, which would send the next Tab back to the top.
 */
async function expectFocusOnNewPage(page: Page, after: string): Promise<void> {
  const focus = await readFocus(page);
  if (focus.described.startsWith('<main#main>')) return;
  expect(focus.problem, `after ${after}, focus on ${focus.described}`).toBeNull();
}

/** The focused element's accessible name, near enough for the controls of this walk. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const fromIds = labelledBy ? labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '';
    const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []).map((label) => label.textContent ?? '').join(' ') : '';
    return (element.getAttribute('aria-label') ?? (fromIds || labels || element.innerText || element.textContent || '')).trim().replace(/\s+/g, ' ');
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element is the one asked for — a
 * locator, or an accessible name (exact text or a pattern) — checking after every press that focus
 * is visible. Fails naming the stops it passed when it is not reached in `MAX_TABS` presses.
 */
async function tabTo(page: Page, target: Locator | string | RegExp, options: { backwards?: boolean } = {}): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  // From the body (a page that just loaded) the first press may go to the browser's own controls too.
  let leavesPage = await page.evaluate(() => document.activeElement === document.body);
  for (let press = 1; press <= MAX_TABS; press += 1) {
    await page.keyboard.press(key);
    // Past the page's last stop focus leaves for the browser's own controls; the next press comes back.
    if (leavesPage && (await page.evaluate(() => document.activeElement === document.body))) {
      passed.push('(the browser, past the end of the page)');
      leavesPage = false;
      continue;
    }
    const focus = await expectVisibleFocus(page, `${key} #${press} towards ${String(target)} (through ${passed.join(', ') || 'nothing yet'})`);
    passed.push(focus.described);
    leavesPage = options.backwards ? focus.atEdge.backwards : focus.atEdge.forwards;
    const reached =
      typeof target === 'string' || target instanceof RegExp
        ? ((name: string) => (typeof target === 'string' ? name === target : target.test(name)))(await focusedName(page))
        : await target.evaluate((element) => element === document.activeElement).catch(() => false);
    if (reached) return;
  }
  throw new Error(`${String(target)} not reached in ${MAX_TABS} presses of ${key}; focus went through:\n${passed.join('\n')}`);
}

/** How the element moves: its transition, its CSS animation and the animations running on it and inside it. */
function motionOf(element: Locator): Promise<{ transitionDuration: string; animationName: string; running: number }> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { transitionDuration: style.transitionDuration, animationName: style.animationName, running: node.getAnimations({ subtree: true }).length };
  });
}

/** Tabs to a field and types into it, as a person does. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.type(text);
}

/** Opens the phone header's menu and follows one of its links, by keyboard. */
async function openFromMenu(page: Page, link: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Menu' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('navigation', { name: /mobile|menu/i }).getByRole('link', { name: link, exact: true }));
  await page.keyboard.press('Enter');
}

describe('keyboard only, end to end in Chromium', () => {
  it('signs up, verifies, plays Spin & Win, claims the daily reward and asks for a withdrawal with focus always visible', async () => {
    const page = e2e.user;
    const tag = crypto.randomUUID().slice(0, 8);
    const user = { name: `Keyboard ${tag}`, email: `keyboard-${tag}@example.com`, password: `keyboard-password-${tag}` };

    await page.goto(`${e2e.app.publicUrl}/`);
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();

    // Sign up.
    await tabTo(page, 'Sign in');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await tabTo(page, 'Create an account');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await typeInto(page, 'Name', user.name);
    await typeInto(page, 'Email', user.email);
    await typeInto(page, 'Password', user.password);
    await typeInto(page, 'Confirm password', user.password);
    await tabTo(page, page.getByRole('checkbox', { name: 'I am 18 or older' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /I accept the terms/ }));
    await page.keyboard.press('Space');
    await tabTo(page, 'Create account');
    await page.keyboard.press('Enter');
    // Sign-up signs in (issue 30): the profile asks for the verified address.
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Verify your e-mail to start earning').waitFor();
    // A new page puts focus on its main region, as every navigation does (no outline on a container).

    // Verify: the link from the e-mail.
    await page.goto(`${e2e.app.publicUrl}/verify-email?token=${encodeURIComponent(await verificationToken(e2e.app, user.email))}`);
    await page.getByText('verified', { exact: false }).first().waitFor();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await typeInto(page, 'Email', user.email);
    await typeInto(page, 'Password', user.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('main').locator('a[href="/redeem-balance"]').waitFor();

    // Play Spin & Win: the result opens a dialog that holds focus until it is closed.
    await openFromMenu(page, 'Spin & Win');
    await page.waitForURL((url) => url.pathname === '/spin-and-win');
    // A person reads the new page before pressing on: the game is there once its state is in.
    await page.getByRole('button', { name: 'SPIN NOW' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'SPIN NOW' }));
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog', { name: /You won|Better Luck/ });
    await result.waitFor();
    await expectVisibleFocus(page, 'the spin result opened');
    // Full motion: the wheel turned (the reduced-motion test below expects no turn at all).
    expect((await motionOf(page.getByTestId('wheel-disc'))).transitionDuration).toBe('4s');
    // Tab and Shift+Tab wrap inside the dialog: the page behind never gets focus.
    for (let press = 0; press < 3; press += 1) await tabTo(page, result.getByRole('button').last());
    for (let press = 0; press < 3; press += 1) await tabTo(page, result.getByRole('button').first(), { backwards: true });
    await page.keyboard.press('Escape');
    await result.waitFor({ state: 'detached' });
    await expectVisibleFocus(page, 'the spin result closed');

    // Claim the daily reward: the result is announced in the polite live region.
    await openFromMenu(page, 'Daily Login');
    await page.waitForURL((url) => url.pathname === '/daily-login');
    await page.getByRole('button', { name: /^Claim Today/ }).waitFor();
    await tabTo(page, /^Claim/);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(/added to your wallet for day 1!/).waitFor();
    await expectVisibleFocus(page, 'the daily reward was claimed');

    // Ask for a withdrawal from the wallet.
    // Enough for the withdrawal whatever the wheel paid, by an admin adjustment.
    await addBalance(e2e.app, await userIdOf(e2e.app, user.email), WITHDRAWAL_RUPEES, 'e2e keyboard walk');
    await tabTo(page, 'My account');
    await page.keyboard.press('Enter');
    await page.getByRole('main').locator('a[href="/wallet"]').waitFor();
    await tabTo(page, page.getByRole('main').locator('a[href="/wallet"]'));
    await page.keyboard.press('Enter');
    await page.getByTestId('wallet-balance').waitFor();
    await tabTo(page, page.getByRole('main').locator('a[href="/redeem-balance"]'));
    await page.keyboard.press('Enter');
    await page.getByRole('radiogroup').waitFor();
    // The amounts are one radio group: one Tab stop, the arrow keys choose.
    await tabTo(page, page.getByRole('radiogroup').locator('[tabindex="0"]'));
    for (let press = 0; !(await focusedName(page)).startsWith(`₹${WITHDRAWAL_RUPEES}`); press += 1) {
      if (press === MAX_TABS) throw new Error(`no ₹${WITHDRAWAL_RUPEES} amount reached by the arrow keys`);
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page, 'ArrowRight in the amounts');
    }
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { checked: true }).textContent()).toContain(`₹${WITHDRAWAL_RUPEES}`);
    await tabTo(page, `Withdraw ₹${WITHDRAWAL_RUPEES}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/redeem-history');
    await page.getByRole('status').getByText('Redeem request submitted successfully').waitFor();
    await page.getByText('Pending').first().waitFor();
    await expectFocusOnNewPage(page, 'the withdrawal was requested');
    await screenshot(page, 'keyboard-01-withdrawal-requested');
  });

  it('with reduced motion the wheel and the coin do not turn, and their results are still shown', async () => {
    const page = e2e.desktop;
    // The page-level form of the context option `reducedMotion: 'reduce'`: the session's contexts are shared by the file's tests.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await signInUser(page, e2e.app, await createE2eUser(e2e.app), '/spin-and-win');
      expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);

      await page.getByRole('button', { name: 'SPIN NOW' }).click();
      await page.getByRole('dialog', { name: /You won|Better Luck/ }).waitFor();
      await page.getByRole('img', { name: /^Prize wheel, stopped on/ }).waitFor();
      expect(await motionOf(page.getByTestId('wheel-disc'))).toEqual({ transitionDuration: '0s', animationName: 'none', running: 0 });
      await screenshot(page, 'keyboard-02-reduced-motion-spin');
      await page.keyboard.press('Escape');

      // The coin by keyboard too: its result takes the focus the side buttons had.
      await page.goto(`${e2e.app.publicUrl}/flip-coin`);
      await page.getByRole('button', { name: 'FLIP NOW' }).waitFor();
      await tabTo(page, page.getByRole('button', { name: 'HEAD', exact: true }));
      await page.keyboard.press('Space');
      await tabTo(page, 'FLIP NOW');
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText(/^It's (HEAD|TAIL)! You (won|lost)!$/).first().waitFor();
      await expectVisibleFocus(page, 'the coin landed');
      const coin = page.getByRole('img', { name: /^The coin landed on (HEAD|TAIL)$/ });
      await coin.waitFor();
      expect(await motionOf(coin.locator(':scope > div'))).toEqual({ transitionDuration: '0s', animationName: 'none', running: 0 });
      await screenshot(page, 'keyboard-03-reduced-motion-flip');
    } finally {
      await page.emulateMedia({ reducedMotion: null });
    }
  });
});
