import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNotification } from '#i18n/notification-wording';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { createNotificationFixtureState, fixtureNotifications } from '../../../src/mocks/fixtures/notification-fixtures';
import { refusalError } from '#kit/mocks/trpc-msw';
import { renderApp } from './render-app';

/** The inbox, its bell and the per-kind choices (issue 30, decision 041) against the fixtures built on the server's schemas and words. */

const NOW = new Date();
const [codeReady, taskApproved, withdrawalRejected] = fixtureNotifications(NOW);
const english = (notification: typeof codeReady) => renderNotification(notification!, 'en');

const articles = () => screen.getAllByRole('article');

describe('the inbox', () => {
  it('lists newest first with the server\'s words and a link to each item; the bell counts the unread', async () => {
    renderApp('/notifications', { notifications: createNotificationFixtureState(fixtureNotifications(NOW)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await screen.findByText(english(codeReady).body);
    expect(articles().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      `Unread${english(codeReady).title}`,
      `Unread${english(taskApproved).title}`,
      english(withdrawalRejected).title,
      expect.stringContaining('in your balance'),
    ]);
    expect(within(articles()[0]!).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/redeem-history');
    expect(within(articles()[1]!).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/task/${taskApproved!.kind === 'task-approved' ? taskApproved!.values.taskId : ''}`);
    expect(await screen.findByRole('link', { name: 'Notifications: 2 unread' })).toHaveAttribute('href', '/notifications');
  });

  it('marks one read, then all read, and the bell follows', async () => {
    const { user, state, callsTo } = renderApp('/notifications', { notifications: createNotificationFixtureState(fixtureNotifications(NOW)) });
    await screen.findByText(english(codeReady).body);
    await user.click(within(articles()[1]!).getByRole('button', { name: 'Mark as read' }));
    expect(callsTo('notifications.markRead')).toEqual([{ id: taskApproved!.id }]);
    expect(await screen.findByRole('link', { name: 'Notifications: 1 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument());
    expect(state.notifications.notifications.every((item) => item.read)).toBe(true);
  });

  it('says so when there is nothing yet, and offers a retry when loading fails', async () => {
    renderApp('/notifications', { notifications: createNotificationFixtureState([]) });
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();

    let failed = false;
    renderApp('/notifications', {
      procedures: {
        'notifications.inbox': () => {
          if (!failed) {
            failed = true;
            throw refusalError('capabilities.off', { capability: 'tasks' });
          }
          return { items: [], nextCursor: null };
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a visitor sees no bell and is sent to sign in', async () => {
    const { router } = renderApp('/notifications', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('passes axe', async () => {
    renderApp('/notifications');
    await screen.findByRole('checkbox', { name: 'Task approved: E-mail' });
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });
});

describe('how we tell you', () => {
  it('every kind starts with e-mail and push on; a tick saves that kind\'s choice at once', async () => {
    const { user, callsTo } = renderApp('/notifications');
    const email = await screen.findByRole('checkbox', { name: 'Task approved: E-mail' });
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(email);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(callsTo('notifications.setPreference')).toEqual([{ kind: 'task-approved', email: false, push: true }]);
    expect(screen.getByRole('checkbox', { name: 'Task approved: E-mail' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Task approved: Push' })).toBeChecked();
  });
});

describe('in Hindi', () => {
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('the inbox and the choices read in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    renderApp('/notifications', { notifications: createNotificationFixtureState(fixtureNotifications(NOW)) });
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('notifications.inbox.title') })).toBeInTheDocument();
    expect(await screen.findByText(renderNotification(codeReady!, 'hi').body)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: hindiText('notifications.preferences.title') })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: `${hindiText('notifications.kind.task-approved')}: ${hindiText('notifications.preferences.email')}` })).toBeChecked();
  });
});
