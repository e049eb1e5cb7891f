import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_BLOCKED, FIXTURE_HELD_IDS, fixtureAppealFigures } from '../../../src/mocks/fixtures/appeal-fixtures';
import { APPEAL_MESSAGE_MIN } from '#contract/appeals/schemas';
import { refusalError } from '#kit/mocks/trpc-msw';
import { renderApp } from './render-app';

afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});

const heldCard = (name: RegExp) => screen.findByRole('listitem', { name });

describe('/reviews: every held item says why, and asks for a review', () => {
  it('states each hold from its rule, the coded reason before the admin note, and takes one review', async () => {
    const { user, callsTo } = renderApp('/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Holds and reviews' })).toBeInTheDocument();

    const referral = await heldCard(/Referral: R\*\*\*/);
    expect(within(referral).getByText(/^Held for 7 days after your friend qualified, in case their earnings are taken back; paid on .+\.$/)).toBeInTheDocument();
    const offer = await heldCard(/Partner offer credit: Partner offers/);
    expect(within(offer).getByText(/^Held for 3 days after the partner reported it/)).toBeInTheDocument();

    const task = await heldCard(/Task submission: Review our app/);
    const reason = within(task).getByText('Refused by our team after checking your proof.');
    const note = within(task).getByText(/Our team's note:/);
    // The coded reason first, the admin's own words after it, marked as English.
    expect(reason.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(note).getByText('The screenshot shows another app')).toHaveAttribute('lang', 'en');

    await user.click(within(task).getByRole('button', { name: 'Ask for a review' }));
    const field = within(task).getByLabelText('What should we look at again?');
    await user.type(field, 'short');
    await user.click(within(task).getByRole('button', { name: 'Send request' }));
    expect(await within(task).findByText(`Write at least ${APPEAL_MESSAGE_MIN} characters`)).toBeInTheDocument();
    expect(callsTo('appeals.create')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'The screenshot is of your app, please look again.');
    await user.click(within(task).getByRole('button', { name: 'Send request' }));
    expect(await within(task).findByText(/^Review asked on .+: waiting for our answer\.$/)).toBeInTheDocument();
    expect(within(task).queryByRole('button', { name: 'Ask for a review' })).not.toBeInTheDocument();
    expect(callsTo('appeals.create')).toEqual([{ kind: 'task-submission', id: FIXTURE_HELD_IDS.task, message: 'The screenshot is of your app, please look again.' }]);
  });

  it('reads in Hindi', async () => {
    document.cookie = 'lang=hi; path=/';
    renderApp('/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'रोके गए आइटम और समीक्षा' })).toBeInTheDocument();
    const referral = await heldCard(/रेफ़रल/);
    expect(within(referral).getByText(/^दोस्त के क्वालिफ़ाई होने के बाद 7 दिन रोका गया है/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'समीक्षा माँगें' })).toHaveLength(3);
  });

  it('asks a visitor to sign in', async () => {
    const { router } = renderApp('/reviews', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('a blocked account asks for a review from the sign-in page', () => {
  it('shows why and sends the review with the e-mail and password typed, staying signed out', async () => {
    const { user, callsTo, router } = renderApp('/signin', {
      user: null,
      procedures: {
        'auth.signIn': () => {
          throw refusalError('auth.blocked', { reason: 'Several accounts on one device' });
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), FIXTURE_BLOCKED.email);
    await user.type(screen.getByLabelText('Password'), FIXTURE_BLOCKED.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const section = await screen.findByRole('region', { name: 'Ask for a review of the block' });
    expect(within(section).getByText(/^Your account was blocked by our team/)).toBeInTheDocument();
    // The admin's own reason (decision 048) follows the coded one, marked as the English it was written in.
    expect(within(section).getByText('Several accounts on one device')).toHaveAttribute('lang', 'en');
    await user.click(within(section).getByRole('button', { name: 'Ask for a review' }));
    await user.type(within(section).getByLabelText('What should we look at again?'), 'I never used two accounts, please check.');
    await user.click(within(section).getByRole('button', { name: 'Send request' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('We received your request.');
    expect(callsTo('appeals.blockedAccount')).toEqual([{ email: FIXTURE_BLOCKED.email, password: FIXTURE_BLOCKED.password, message: 'I never used two accounts, please check.' }]);
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('/transparency: appeals answered and the time to an answer', () => {
  it('shows the counts and the median and 90th percentile, or says there are not enough answers', async () => {
    renderApp('/transparency', { procedures: { 'appeals.figures': () => fixtureAppealFigures({ medianHours: 5.5, p90Hours: 30 }) } });
    const section = await screen.findByRole('region', { name: 'Reviews of holds and blocks' });
    expect(within(section).getByText('Answered in the last 30 days').nextSibling).toHaveTextContent('12');
    expect(within(section).getByText('Answered since we started').nextSibling).toHaveTextContent('40');
    expect(within(section).getByText('Median time to an answer').nextSibling).toHaveTextContent('5.5 hours');
    expect(within(section).getByText('90th percentile time to an answer').nextSibling).toHaveTextContent('30 hours');
  });

  it('says so below the minimum sample', async () => {
    renderApp('/transparency', { procedures: { 'appeals.figures': () => fixtureAppealFigures({ medianHours: null, p90Hours: null, answeredInWindow: 2 }) } });
    const section = await screen.findByRole('region', { name: 'Reviews of holds and blocks' });
    expect(within(section).getAllByText('Not enough answers yet')).toHaveLength(2);
  });
});
