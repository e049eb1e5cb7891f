import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentPublicProcedures, createContentFixtureState, FIXTURE_LOCK_REASON } from '#kit/mocks/content-fixtures';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { renderApp } from './render-app';

function renderCatalogue(path = '/youtube-app', state = createContentFixtureState(), procedures = {}) {
  return { ...renderApp(path, { user: null, procedures: { ...contentPublicProcedures(state), ...procedures } }), content: state };
}

function monthHeadings() {
  return within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

function card(title: string) {
  return within(screen.getByRole('article', { name: new RegExp(`^${title}`) }));
}

describe('catalogue page', () => {
  it('shows the title, the counter and every month with its year, newest first, with per-month counts', async () => {
    renderCatalogue();
    expect(await screen.findByRole('heading', { level: 1, name: 'YouTube Redeem Code Apps' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 12 of 12 apps')).toBeInTheDocument();
    expect(monthHeadings()).toEqual(['September 20254 apps', 'August 20254 apps', 'January 20252 apps', 'December 20242 apps']);
    const monthFilter = screen.getByLabelText('Month');
    expect(within(monthFilter).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Months', 'September 2025', 'August 2025', 'January 2025', 'December 2024']);
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Status', 'Live Only', 'Closed Only', 'Pending Only']);
    expect(document.title).toBe('YouTube Redeem Code Apps · Honest Rewards');
  });

  it('shows the badges, status pills and the buttons each kind of app needs', async () => {
    renderCatalogue();
    await screen.findByText('Showing 12 of 12 apps');
    const dual = card('CoinChakra');
    expect(dual.getByText('Dual Apps')).toBeInTheDocument();
    expect(dual.getByText('3 Sep')).toBeInTheDocument();
    expect(dual.getByText('Live')).toBeInTheDocument();
    expect(dual.getByRole('link', { name: /^Download First App/ })).toHaveAttribute('href', 'https://example.com/apps/coinchakra.apk');
    expect(dual.getByRole('link', { name: /^Download Second App/ })).toHaveAttribute('href', 'https://example.com/apps/coinchakra-lite.apk');
    for (const link of dual.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(dual.getByRole('link', { name: /^Watch Video/ })).toHaveAttribute('href', 'https://example.com/videos/coinchakra');
    expect(dual.getByRole('button', { name: /Copy Refer Code/ })).toBeInTheDocument();

    const website = card('SurveySetu');
    expect(website.getByRole('link', { name: /^Website Link/ })).toHaveAttribute('href', 'https://example.com/sites/surveysetu');
    expect(website.queryByRole('button', { name: /Copy Refer Code/ })).not.toBeInTheDocument();

    const locked = card('BoltBucks');
    expect(locked.getByText('Locked')).toBeInTheDocument();
    expect(locked.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(card('TokenTadka').getByText('Pending')).toBeInTheDocument();
    expect(card('ChaiChips').getByText('Closed')).toBeInTheDocument();
  });

  it('filters by month and status through the URL, combined by AND, and the back button restores them', async () => {
    const { user, router, callsTo } = renderCatalogue();
    await screen.findByText('Showing 12 of 12 apps');
    await user.selectOptions(screen.getByLabelText('Month'), '2025-08');
    expect(await screen.findByText('Showing 4 of 12 apps')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ month: '2025-08' });
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('Showing 2 of 12 apps')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ month: '2025-08', status: 'closed' });
    expect(monthHeadings()).toEqual(['August 20252 apps']);
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby') && within(article).getByRole('heading').textContent?.split(',')[0])).toEqual(['ChaiChips', 'RupeeRocket']);
    expect(callsTo('catalogue.list').at(-1)).toEqual({ month: '2025-08', status: 'closed' });

    act(() => router.history.back());
    expect(await screen.findByText('Showing 4 of 12 apps')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Month')).toHaveValue('2025-08');
  });

  it('opens with the filters from a shared link', async () => {
    renderCatalogue('/youtube-app?month=2024-12&status=live');
    expect(await screen.findByText('Showing 1 of 12 apps')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2024-12');
    expect(screen.getByLabelText('Status')).toHaveValue('live');
    expect(monthHeadings()).toEqual(['December 20241 app']);
  });

  it('drops invalid values from a hand-edited URL instead of failing', async () => {
    const { router, callsTo } = renderCatalogue('/youtube-app?month=2025-13&status=archived');
    expect(await screen.findByText('Showing 12 of 12 apps')).toBeInTheDocument();
    expect(callsTo('catalogue.list')[0]).toEqual({});
    expect(router.state.location.search).toEqual({});
  });

  it('searches title and date case-insensitively once typing pauses, keeping other filters', async () => {
    const { user, router } = renderCatalogue('/youtube-app?status=live');
    await screen.findByText('Showing 6 of 12 apps');
    await user.type(screen.getByLabelText('Search apps'), 'KHEL');
    expect(await screen.findByText('Showing 1 of 12 apps')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ status: 'live', q: 'KHEL' });
    await user.clear(screen.getByLabelText('Search apps'));
    await user.type(screen.getByLabelText('Search apps'), '2024-12');
    expect(await screen.findByRole('heading', { level: 3, name: /Diwali Diamonds/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 12 apps')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ status: 'live', q: '2024-12' });
  });

  it("shows 'No apps found' for no matches, and Clear filters brings everything back", async () => {
    const { user } = renderCatalogue('/youtube-app?q=nothing-matches&status=pending');
    expect(await screen.findByText('No apps found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 apps')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 12 of 12 apps')).toBeInTheDocument();
    expect(screen.getByLabelText('Search apps')).toHaveValue('');
  });

  it('shows an empty catalogue honestly', async () => {
    const empty = createContentFixtureState();
    empty.catalogue = [];
    renderCatalogue('/youtube-app', empty);
    expect(await screen.findByText('No apps found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Month')).getAllByRole('option')).toHaveLength(1);
  });

  it('a failed load says so and can be retried', async () => {
    let fail = true;
    const state = createContentFixtureState();
    const list = contentPublicProcedures(state)['catalogue.list']!;
    const { user } = renderCatalogue('/youtube-app', state, {
      'catalogue.list': (input: Parameters<typeof list>[0]) => {
        if (fail) throw new TrpcFixtureError('BAD_REQUEST', 'nope');
        return list(input);
      },
    });
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 12 of 12 apps')).toBeInTheDocument();
  });
});

describe('catalogue dialogs', () => {
  it("a locked app shows 'Website Locked' with the admin's reason; Escape closes it and focus returns", async () => {
    const { user } = renderCatalogue();
    await screen.findByText('Showing 12 of 12 apps');
    const button = card('BoltBucks').getByRole('button', { name: /^Download App: BoltBucks/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Website Locked' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(FIXTURE_LOCK_REASON);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("a closed app asks 'App Closed' first; Cancel closes, Download App is a new-tab link", async () => {
    const { user } = renderCatalogue();
    await screen.findByText('Showing 12 of 12 apps');
    await user.click(card('ChaiChips').getByRole('button', { name: /^Download App: ChaiChips/ }));
    let dialog = await screen.findByRole('dialog', { name: 'App Closed' });
    expect(dialog).toHaveAccessibleDescription('This app is no longer giving redeem codes. Do you still want to download it?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(card('ChaiChips').getByRole('button', { name: /^Download App: ChaiChips/ }));
    dialog = await screen.findByRole('dialog', { name: 'App Closed' });
    const download = within(dialog).getByRole('link', { name: 'Download App' });
    expect(download).toHaveAttribute('href', 'https://example.com/apps/chaichips.apk');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    // jsdom cannot open tabs; stop the navigation but let the click close the dialog.
    download.addEventListener('click', (event) => event.preventDefault());
    await user.click(download);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("copies a refer code with the Clipboard API and confirms with 'Refer Code Copied'", async () => {
    const { user } = renderCatalogue();
    // After render: user-event installs its own clipboard stub when it is set up.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await screen.findByText('Showing 12 of 12 apps');
    await user.click(card('KhelKart').getByRole('button', { name: 'Copy Refer Code for KhelKart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refer Code Copied' });
    expect(dialog).toHaveAccessibleDescription('Refer code copied successfully!');
    expect(writeText).toHaveBeenCalledWith('KHELKA02');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('falls back to the older copy command, and shows the code to copy by hand when both fail', async () => {
    const { user } = renderCatalogue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await screen.findByText('Showing 12 of 12 apps');
    await user.click(card('KhelKart').getByRole('button', { name: 'Copy Refer Code for KhelKart' }));
    expect(await screen.findByRole('dialog', { name: 'Refer Code Copied' })).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    await user.keyboard('{Escape}');

    execCommand.mockReturnValue(false);
    await user.click(card('KhelKart').getByRole('button', { name: 'Copy Refer Code for KhelKart' }));
    const failed = await screen.findByRole('dialog', { name: 'Could Not Copy' });
    expect(within(failed).getByText('KHELKA02')).toBeInTheDocument();
  });
});
