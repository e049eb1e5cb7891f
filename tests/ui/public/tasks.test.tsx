import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_CAPABILITIES_OFF, type CapabilitySwitches } from '#contract/capabilities/schemas';
import { MAX_PROOF_IMAGE_BYTES, TASK_REVIEW_DAYS } from '#contract/tasks/schemas';
import { hindiText } from '../../fixtures/hindi-catalogue';
import { fixtureSiteInfo, type FixtureSiteInfo } from '../../../src/mocks/fixtures/public-fixtures';
import {
  createTaskFixtureState,
  FIXTURE_TASK_IDS,
  fixtureOfferwall,
  fixturePendingCredit,
  fixtureTasks,
  fixtureWalletSummary,
  taskPublicProcedures,
  type TaskFixtureState,
} from '../../../src/mocks/fixtures/task-fixtures';
import { refusalError } from '#kit/mocks/trpc-msw';
import { renderApp, type RenderAppOptions } from './render-app';

/** 10 March 2026, 12:00 noon IST. */
const NOW = new Date('2026-03-10T06:30:00.000Z');
const siteWith = (capabilities: Partial<CapabilitySwitches>): FixtureSiteInfo => ({ ...fixtureSiteInfo, capabilities: { ...ALL_CAPABILITIES_OFF, ...capabilities } });
const TASKS_ON = siteWith({ tasks: true });

function renderTasks(path: string, options: RenderAppOptions & { tasks?: Partial<TaskFixtureState> } = {}) {
  const { tasks, procedures, ...rest } = options;
  const siteInfo = rest.siteInfo ?? TASKS_ON;
  const state = createTaskFixtureState(tasks);
  const signedIn = rest.user !== null;
  return renderApp(path, {
    siteInfo,
    ...rest,
    procedures: { ...taskPublicProcedures({ state, capabilities: () => siteInfo.capabilities, signedIn: () => signedIn }), ...procedures },
  });
}

const listIn = async (region: string) => within(await within(await screen.findByRole('region', { name: region })).findByRole('list'));
const openTasks = () => listIn('Open tasks');
const mySubmissions = () => listIn('Your submissions');

beforeEach(() => {
  // Only the clock is fake: the end dates read it, MSW and user-event keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('tasks switched off', () => {
  it('/task is the not-found page, with no tasks call', async () => {
    const { callsTo } = renderTasks('/task', { siteInfo: siteWith({}) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('tasks.list')).toEqual([]);
  });

  it('a task’s page is the not-found page, with no tasks call', async () => {
    const { callsTo } = renderTasks(`/task/${FIXTURE_TASK_IDS.text}`, { siteInfo: siteWith({}) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('tasks.get')).toEqual([]);
  });

  it('the Free Rewards hub has no tasks card, and has one while tasks are on', async () => {
    const off = renderTasks('/free-rewards', { siteInfo: siteWith({}) });
    await screen.findByRole('heading', { level: 1, name: 'Free Rewards' });
    expect(screen.queryByRole('link', { name: /Earning tasks/ })).not.toBeInTheDocument();
    off.unmount();

    renderTasks('/free-rewards');
    expect(await screen.findByRole('link', { name: /Earning tasks/ })).toHaveAttribute('href', '/task');
  });

  it('/success?submission= is not found while tasks are off', async () => {
    const { callsTo } = renderTasks('/success?submission=b0000000-0000-4000-8000-000000000003', { siteInfo: siteWith({ store: true }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo('tasks.submission')).toEqual([]);
  });
});

describe('/task', () => {
  it('shows a loading state while the tasks are on their way', async () => {
    renderTasks('/task', { procedures: { 'tasks.list': () => new Promise(() => undefined) } });
    expect(await screen.findByText('Loading tasks')).toBeInTheDocument();
  });

  it('lists the open tasks with reward, slots left and end date, each linking to its page', async () => {
    renderTasks('/task');
    expect(await screen.findByRole('heading', { level: 1, name: 'Earning tasks' })).toBeInTheDocument();
    const items = (await openTasks()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Review our app.*Reward₹15.*Slots left42.*Ends20 Mar 2026/);
    expect(items[1]).toHaveTextContent(/Follow us on YouTube.*Reward₹5.*Slots left7.*EndsNo end date/);
    expect(within(items[0]!).getByRole('link', { name: 'Review our app' })).toHaveAttribute('href', `/task/${FIXTURE_TASK_IDS.text}`);
    expect(within(items[0]!).getByRole('link', { name: 'View task Review our app' })).toHaveAttribute('href', `/task/${FIXTURE_TASK_IDS.text}`);
    expect(screen.queryByText('No Tasks Available')).not.toBeInTheDocument();
    expect(document.title).toBe('Earning tasks · Honest Rewards');
  });

  it('a task the person has done as often as allowed leaves Open tasks; with none left it says they did them all', async () => {
    const [review, youtube, fairness] = fixtureTasks();
    renderTasks('/task', { tasks: { tasks: [{ ...review!, mySubmissionCount: 1, myRemaining: 0 }, youtube!, fairness!] } });
    const items = (await openTasks()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Follow us on YouTube', 'Read the fairness page']);
  });

  it('with every open task done by the person, it says so, not No Tasks Available', async () => {
    renderTasks('/task', { tasks: { tasks: fixtureTasks().map((task) => ({ ...task, mySubmissionCount: 1, myRemaining: 0 })) } });
    expect(await screen.findByText('You have done every open task')).toBeInTheDocument();
    expect(screen.queryByText('No Tasks Available')).not.toBeInTheDocument();
  });

  it('says No Tasks Available only when no task is open', async () => {
    renderTasks('/task', { tasks: { tasks: [] } });
    expect(await screen.findByText('No Tasks Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('a failed load says so with a way to try again, never “No Tasks Available”', async () => {
    renderTasks('/task', { procedures: { 'tasks.list': () => { throw new Error('down'); } } });
    expect(await screen.findByText('Failed to load tasks')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No Tasks Available')).not.toBeInTheDocument();
  });

  it('a signed-out visitor sees the list with “Sign in to submit”, and nothing of their own', async () => {
    const { callsTo } = renderTasks('/task', { user: null });
    const items = (await openTasks()).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Sign in to submit Review our app' })).toHaveAttribute('href', `/signin?redirect=%2Ftask%2F${FIXTURE_TASK_IDS.text}`);
    expect(screen.queryByRole('region', { name: 'Your submissions' })).not.toBeInTheDocument();
    expect(callsTo('tasks.mySubmissions')).toEqual([]);
    expect(callsTo('wallet.summary')).toEqual([]);
  });

  it('lists the person’s submissions: Pending review, Approved +₹X, Rejected: reason', async () => {
    renderTasks('/task');
    const items = (await mySubmissions()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Review our appPending reviewSubmission #1042 · Submitted 1 Mar 2026, 12:00 pmWhy\? Ask for a review$/),
      expect.stringMatching(/^Follow us on YouTubeApproved \+₹5Submission #1041/),
      expect.stringMatching(/^Review our appRejected: The screenshot shows another channelSubmission #1040.*Why\? Ask for a review$/),
    ]);
  });

  it('with no submissions yet says so', async () => {
    renderTasks('/task', { tasks: { submissions: [] } });
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument();
  });

  it('shows each pending offerwall credit as “₹X pending — clears on DATE”', async () => {
    renderTasks('/task', {
      procedures: { 'wallet.summary': () => fixtureWalletSummary([fixturePendingCredit(1250, new Date('2026-03-20T06:30:00.000Z')), fixturePendingCredit(300, new Date('2026-03-24T06:30:00.000Z'), 'ayetstudios')]) },
    });
    const pending = within(await screen.findByRole('region', { name: 'Pending credits' }));
    expect(pending.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['₹12.50 pending — clears on 20 Mar 2026 · Partner offers', '₹3 pending — clears on 24 Mar 2026 · ayeT-Studios']);
  });

  it('shows no pending line when nothing is pending', async () => {
    renderTasks('/task', { procedures: { 'wallet.summary': () => fixtureWalletSummary([]) } });
    await openTasks();
    expect(screen.queryByRole('region', { name: 'Pending credits' })).not.toBeInTheDocument();
  });

  it('shows each enabled partner’s wall in a section named after it, only while offerwalls are on', async () => {
    const walls = [fixtureOfferwall('generic', 'https://offers.example.com/wall?uid=u1'), fixtureOfferwall('ayetstudios', null)];
    const on = renderTasks('/task', { siteInfo: siteWith({ tasks: true, offerwalls: true }), tasks: { offerwalls: walls } });
    const generic = within(await screen.findByRole('region', { name: 'Partner offers' }));
    const link = generic.getByRole('link', { name: /^Open Partner offers\s+\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://offers.example.com/wall?uid=u1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('region', { name: 'ayeT-Studios' })).getByText('This partner’s offers are not available yet.')).toBeInTheDocument();
    on.unmount();

    const off = renderTasks('/task', { tasks: { offerwalls: walls } });
    await openTasks();
    expect(screen.queryByRole('region', { name: 'Partner offers' })).not.toBeInTheDocument();
    expect(off.callsTo('offerwalls.enabled')).toEqual([]);
  });

  it('passes axe', async () => {
    renderTasks('/task', { procedures: { 'wallet.summary': () => fixtureWalletSummary([fixturePendingCredit(1250, new Date('2026-03-20T06:30:00.000Z'))]) } });
    await mySubmissions();
    await screen.findByRole('region', { name: 'Pending credits' });
    // jsdom draws nothing, so colour contrast is left to the e2e run in Chromium.
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});

describe('a task’s page', () => {
  it('shows the steps as the server rendered them, the facts and a text answer form; a submission lands on /success', async () => {
    const { user, router, callsTo } = renderTasks(`/task/${FIXTURE_TASK_IDS.text}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review our app' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Install the app.', 'Write the code you see.']);
    expect(document.title).toBe('Review our app · Honest Rewards');

    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    expect(answer).toHaveAttribute('maxlength', '1000');
    expect(screen.getByText('Up to 1,000 characters')).toBeInTheDocument();
    await user.type(answer, 'HONEST-42');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
    expect(callsTo('tasks.submit')).toEqual([{ taskId: FIXTURE_TASK_IDS.text, text: 'HONEST-42' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Submission received' })).toBeInTheDocument();
    const outcome = await screen.findByText('#2003');
    const card = outcome.closest('[role="status"]') as HTMLElement;
    expect(within(card).getByText('Review our app')).toBeInTheDocument();
    expect(within(card).getByText('Pending review')).toBeInTheDocument();
    expect(within(card).getByText(`We review submissions within ${TASK_REVIEW_DAYS} days; the reward lands in your wallet when approved.`)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ submission: expect.stringMatching(/^c0000000-/) });
  });

  it('an empty answer is refused by the server and its code puts the message on the field', async () => {
    const { user } = renderTasks(`/task/${FIXTURE_TASK_IDS.text}`);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const answer = screen.getByRole('textbox', { name: 'Your answer' });
    await waitFor(() => expect(answer).toHaveAccessibleDescription(/Please type your answer/));
    expect(answer).toHaveAttribute('aria-invalid', 'true');
  });

  it('a refusal that belongs to no field is shown as its message', async () => {
    const { user } = renderTasks(`/task/${FIXTURE_TASK_IDS.none}`, { procedures: { 'tasks.submit': () => { throw refusalError('tasks.no-slots-left'); } } });
    await user.click(await screen.findByRole('button', { name: 'I have done this task' }));
    expect(await screen.findByText('No slots are left for this task')).toHaveAttribute('role', 'alert');
  });

  it('checks a screenshot’s type and size before sending it', async () => {
    const { user } = renderTasks(`/task/${FIXTURE_TASK_IDS.image}`);
    const input = await screen.findByLabelText('Screenshot');
    expect(screen.getByText('PNG, JPEG or WebP, at most 2 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please attach a screenshot')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(MAX_PROOF_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image must be at most 2 MB')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('The file must be a PNG, JPEG or WebP image')).toBeInTheDocument();
    // Nothing travelled: an upload would have met MSW's "unhandled request" error.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('status', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  it('a signed-out visitor reads the steps and is asked to sign in to submit', async () => {
    renderTasks(`/task/${FIXTURE_TASK_IDS.text}`, { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Review our app' });
    expect(screen.getByRole('link', { name: 'Sign in to submit' })).toHaveAttribute('href', `/signin?redirect=%2Ftask%2F${FIXTURE_TASK_IDS.text}`);
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
  });

  it('says why there is no form: ended, or the person’s own limit reached', async () => {
    const state = createTaskFixtureState();
    state.tasks[0] = { ...state.tasks[0]!, myRemaining: 0, mySubmissionCount: 1 };
    state.tasks[1] = { ...state.tasks[1]!, state: 'ended' };
    const first = renderTasks(`/task/${FIXTURE_TASK_IDS.text}`, { tasks: state });
    expect(await screen.findByText('You have already submitted this task as many times as it allows')).toBeInTheDocument();
    first.unmount();
    renderTasks(`/task/${FIXTURE_TASK_IDS.image}`, { tasks: state });
    expect(await screen.findByText('This task has ended')).toBeInTheDocument();
    expect(screen.queryByLabelText('Screenshot')).not.toBeInTheDocument();
  });

  it('an unknown task says so', async () => {
    renderTasks('/task/a0000000-0000-4000-8000-000000000099');
    expect(await screen.findByText('Task not found')).toBeInTheDocument();
  });
});

describe('/success?submission=', () => {
  it('shows an approved submission with its credit', async () => {
    renderTasks('/success?submission=b0000000-0000-4000-8000-000000000002');
    expect(await screen.findByText('Approved: ₹5 is in your wallet.')).toBeInTheDocument();
    expect(screen.getByText('#1041')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('an unknown submission says so', async () => {
    renderTasks('/success?submission=b0000000-0000-4000-8000-000000000099');
    expect(await screen.findByText('We could not find that submission.')).toBeInTheDocument();
  });
});

describe('/wallet', () => {
  it('shows the pending offerwall credits with the same lines as /task', async () => {
    renderTasks('/wallet', { procedures: { 'wallet.summary': () => fixtureWalletSummary([fixturePendingCredit(1250, new Date('2026-03-20T06:30:00.000Z'))]) } });
    const pending = within(await screen.findByRole('region', { name: 'Pending credits' }));
    expect(pending.getByText(/₹12\.50 pending — clears on 20 Mar 2026/)).toBeInTheDocument();
  });

  it('has no pending line when nothing is pending', async () => {
    renderTasks('/wallet', { procedures: { 'wallet.summary': () => fixtureWalletSummary([]) } });
    expect(await screen.findByText('₹25')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending credits' })).not.toBeInTheDocument();
  });
});

describe('/task in Hindi', () => {
  beforeEach(() => {
    document.cookie = 'lang=hi; path=/';
  });
  afterEach(() => {
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('reads the list, the statuses and the pending line in Hindi; an admin’s reason stays as written', async () => {
    renderTasks('/task', { procedures: { 'wallet.summary': () => fixtureWalletSummary([fixturePendingCredit(1250, new Date('2026-03-20T06:30:00.000Z'))]) } });
    expect(await screen.findByRole('heading', { level: 1, name: hindiText('tasks.title') })).toBeInTheDocument();
    const items = (await listIn(hindiText('tasks.submissions-title'))).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(hindiText('tasks.status.pending'));
    expect(items[1]).toHaveTextContent(hindiText('tasks.status.approved', { amount: '₹5' }));
    expect(items[2]).toHaveTextContent(hindiText('tasks.status.rejected-reason', { reason: 'The screenshot shows another channel' }));
    const pending = within(await screen.findByRole('region', { name: hindiText('tasks.pending-title') }));
    expect(pending.getByText(new RegExp(`^${hindiText('tasks.pending-line', { amount: '₹12.50', date: '20 मार्च 2026' })}`))).toBeInTheDocument();
  });
});
