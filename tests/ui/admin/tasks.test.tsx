import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFERWALLS_MESSAGES } from '#contract/offerwalls/schemas';
import { proofImagePath, TASKS_MESSAGES } from '#contract/tasks/schemas';
import { contentAdminProcedures, contentRestHandlers, createContentFixtureState } from '#kit/mocks/content-fixtures';
import { createTaskFixtureState, FIXTURE_PUBLIC_URL, STORED_OFFERWALL_SECRET, SUBMISSION_IDS, taskAdminProcedures } from '../../../admin/mocks/fixtures/admin-task-fixtures';
import { beforeEachCall } from '#kit/mocks/trpc-msw';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The tab over its own task state, each call recorded as the admin fixtures record theirs. */
function renderTasks(url = '/tasks') {
  const tasks = createTaskFixtureState();
  const content = createContentFixtureState();
  const view = renderAdmin(server, url, {
    overrides: (state) => {
      const procedures = { ...contentAdminProcedures(state, content), ...taskAdminProcedures(state, tasks) };
      return beforeEachCall(procedures, (path, input) => {
        if (path.startsWith('tasks.') || path.startsWith('offerwalls.') || path === 'blog.preview') state.calls.push({ path, input });
      });
    },
  });
  server.use(...contentRestHandlers(API_ORIGIN, view.state, content));
  return { ...view, tasks };
}

const polite = () => within(screen.getByRole('status'));
const submissionRows = () => screen.getAllByTestId('submission');
function submissionRow(number: number) {
  const row = submissionRows().find((candidate) => candidate.textContent?.includes(`#${number}`));
  if (!row) throw new Error(`No submission #${number}`);
  return within(row);
}

const AXE_OPTIONS: axe.RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } };

describe('Tasks tab', () => {
  it('lists tasks with reward, proof, slots, dates and status, and says the capability is off', async () => {
    renderTasks();
    const table = await screen.findByRole('table', { name: 'Tasks, newest first' });
    expect(within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name: /^Tasks( \d+ waiting)?$/ })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: 'Tasks views' })).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toContain('Tasks');
    expect(await screen.findByTestId('tasks-off-note')).toHaveTextContent('Earning tasks are switched off');
    const rows = within(table).getAllByTestId('task');
    expect(rows).toHaveLength(3);
    const instagram = within(rows[0]!);
    expect(instagram.getByRole('rowheader', { name: /Follow us on Instagram/ })).toBeInTheDocument();
    expect(instagram.getByText('Screenshot')).toBeInTheDocument();
    expect(instagram.getByText('₹10')).toBeInTheDocument();
    expect(instagram.getByText('2 of 50 used')).toBeInTheDocument();
    expect(instagram.getByText('2 pending · 0 approved · 1 rejected')).toBeInTheDocument();
    expect(instagram.getByText(/^Ends /)).toBeInTheDocument();
    expect(instagram.getByText('Open')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('₹5.50')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Disabled')).toBeInTheDocument();
  });

  it("creates a task: the server's validation words, the rupee reward as paise, IST dates as instants", async () => {
    const { user, state } = renderTasks();
    await screen.findByRole('table', { name: 'Tasks, newest first' });
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const dialog = screen.getByRole('dialog', { name: 'Add task' });
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'Create task' }));
    expect(await form.findByText(TASKS_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(form.getByText(TASKS_MESSAGES.stepsRequired)).toBeInTheDocument();
    expect(form.getByText('Amount is required')).toBeInTheDocument();
    expect(callsTo(state, 'tasks.create')).toEqual([]);

    await user.type(form.getByLabelText('Title'), 'Rate us on the Play Store');
    await user.type(form.getByLabelText('Steps (Markdown)'), '1. Open the **Play Store**');
    await user.type(form.getByLabelText('Reward (₹)'), '12.5');
    await user.clear(form.getByLabelText('Per-user limit'));
    await user.type(form.getByLabelText('Per-user limit'), '5');
    await user.clear(form.getByLabelText('Total limit'));
    await user.type(form.getByLabelText('Total limit'), '3');
    await user.type(form.getByLabelText('Starts (IST, optional)'), '2025-07-01T10:00');
    await user.type(form.getByLabelText('Ends (IST, optional)'), '2025-06-30T10:00');
    await user.click(form.getByRole('button', { name: 'Create task' }));
    expect(await form.findByText(TASKS_MESSAGES.perUserAboveTotal)).toBeInTheDocument();
    expect(form.getByText(TASKS_MESSAGES.endsBeforeStart)).toBeInTheDocument();

    await user.clear(form.getByLabelText('Per-user limit'));
    await user.type(form.getByLabelText('Per-user limit'), '1');
    await user.clear(form.getByLabelText('Ends (IST, optional)'));
    await user.selectOptions(form.getByLabelText('Proof'), 'Screenshot');
    await user.click(form.getByLabelText('Enabled'));
    await user.click(form.getByRole('tab', { name: 'Preview' }));
    const preview = await form.findByTestId('markdown-preview');
    expect(preview.querySelector('strong')).toHaveTextContent('Play Store');
    await user.click(form.getByRole('tab', { name: 'Write' }));
    await user.click(form.getByRole('button', { name: 'Create task' }));

    expect(await polite().findByText('Task created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'tasks.create')).toEqual([
      {
        title: 'Rate us on the Play Store',
        steps: '1. Open the **Play Store**',
        rewardPaise: 1250,
        proof: 'image',
        perUserLimit: 1,
        totalLimit: 3,
        startsAt: new Date('2025-07-01T04:30:00.000Z'),
        endsAt: null,
        enabled: true,
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: /Rate us on the Play Store/ })).toBeInTheDocument();
  });

  it('edits a task with its saved values shown as typed', async () => {
    const { user, state, tasks } = renderTasks();
    await screen.findByRole('table', { name: 'Tasks, newest first' });
    await user.click(screen.getByRole('button', { name: 'Edit the task Answer the app quiz' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Answer the app quiz' }));
    expect(form.getByLabelText('Reward (₹)')).toHaveValue('5.50');
    expect(form.getByLabelText('Per-user limit')).toHaveValue('2');
    await user.clear(form.getByLabelText('Reward (₹)'));
    await user.type(form.getByLabelText('Reward (₹)'), '6');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await polite().findByText('Task saved')).toBeInTheDocument();
    expect(callsTo(state, 'tasks.update')).toEqual([expect.objectContaining({ rewardPaise: 600, perUserLimit: 2, proof: 'text' })]);
    expect(tasks.tasks.find((task) => task.title === 'Answer the app quiz')?.rewardPaise).toBe(600);
  });
});

describe('Tasks tab: review queue', () => {
  it('shows pending submissions first with their proof: the answer as written, the screenshot from its admin-only address', async () => {
    renderTasks('/tasks?view=review');
    await screen.findByRole('table', { name: 'Task submissions' });
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(submissionRows()).toHaveLength(3);
    expect(submissionRow(1004).getByText('The app is called Honest Rewards')).toBeInTheDocument();
    const screenshot = submissionRow(1005).getByRole('img', { name: 'Screenshot of submission #1005' });
    expect(screenshot).toHaveAttribute('src', proofImagePath(SUBMISSION_IDS.ashaScreenshot));
    expect(screenshot.closest('a')).toHaveAttribute('href', proofImagePath(SUBMISSION_IDS.ashaScreenshot));
  });

  it('approves one submission: a toast, one credit, and it leaves the pending queue', async () => {
    const { user, state, tasks } = renderTasks('/tasks?view=review');
    await screen.findByRole('table', { name: 'Task submissions' });
    await user.click(screen.getByRole('button', { name: 'Approve submission #1004 by Vikram Singh' }));
    expect(await polite().findByText('Submission approved: ₹5.50 credited')).toBeInTheDocument();
    expect(callsTo(state, 'tasks.approve')).toEqual([{ id: SUBMISSION_IDS.vikramAnswer }]);
    expect(tasks.credits).toEqual([expect.objectContaining({ submissionId: SUBMISSION_IDS.vikramAnswer, amountPaise: 550 })]);
    await waitFor(() => expect(submissionRows()).toHaveLength(2));
  });

  it('bulk approves the chosen submissions and says which were skipped', async () => {
    const { user, state, tasks } = renderTasks('/tasks?view=review');
    await screen.findByRole('table', { name: 'Task submissions' });
    expect(screen.getByRole('button', { name: 'Approve chosen (0)' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose submission #1005 by Asha Verma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose submission #1003 by Neha Gupta' }));
    // Another admin rejects one of them meanwhile.
    tasks.submissions.find((entry) => entry.id === SUBMISSION_IDS.nehaScreenshot)!.status = 'rejected';
    await user.click(screen.getByRole('button', { name: 'Approve chosen (2)' }));
    // The confirmation states the count and the money; cancelling approves nothing.
    let confirm = within(await screen.findByRole('dialog', { name: 'Approve the chosen submissions?' }));
    expect(confirm.getByText('Approve 2 task submissions paying ₹20 in total. Each person is credited at once; an approval cannot be undone.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'tasks.bulkApprove')).toEqual([]);
    expect(tasks.credits).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Approve chosen (2)' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Approve the chosen submissions?' }));
    await user.click(confirm.getByRole('button', { name: 'Approve and pay' }));
    expect(await polite().findByText('1 submission approved')).toBeInTheDocument();
    expect(await screen.findByText('1 submission was skipped: already reviewed or gone')).toBeInTheDocument();
    expect(callsTo(state, 'tasks.bulkApprove')).toEqual([{ ids: [SUBMISSION_IDS.nehaScreenshot, SUBMISSION_IDS.ashaScreenshot] }]);
    expect(tasks.credits.map((credit) => credit.submissionId)).toEqual([SUBMISSION_IDS.ashaScreenshot]);
    await waitFor(() => expect(submissionRows()).toHaveLength(1));

    await user.click(screen.getByRole('checkbox', { name: 'Choose the 1 pending submission on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve chosen (1)' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Approve the chosen submissions?' }));
    expect(confirm.getByText('Approve 1 task submission paying ₹5.50 in total. Each person is credited at once; an approval cannot be undone.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText('Nothing is waiting for review.')).toBeInTheDocument();
    expect(tasks.credits).toHaveLength(2);
  });

  it('rejects only with a reason the user sees, which the server requires', async () => {
    const { user, state, tasks } = renderTasks('/tasks?view=review');
    await screen.findByRole('table', { name: 'Task submissions' });
    await user.click(screen.getByRole('button', { name: 'Reject submission #1003 by Neha Gupta' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject submission #1003' }));
    const reason = dialog.getByLabelText(/Reason/);
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(dialog.getByRole('button', { name: 'Reject submission' }));
    expect(await dialog.findByText(TASKS_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(state, 'tasks.reject')).toEqual([]);

    await user.type(reason, 'The screenshot is cut off');
    await user.click(dialog.getByRole('button', { name: 'Reject submission' }));
    expect(await polite().findByText('Submission rejected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'tasks.reject')).toEqual([{ id: SUBMISSION_IDS.nehaScreenshot, reason: 'The screenshot is cut off' }]);
    expect(tasks.credits).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('Reason: The screenshot is cut off')).toBeInTheDocument();
  });

  it("words another admin's earlier review by the server's refusal and refreshes", async () => {
    const { user, tasks } = renderTasks('/tasks?view=review');
    await screen.findByRole('table', { name: 'Task submissions' });
    tasks.submissions.find((entry) => entry.id === SUBMISSION_IDS.vikramAnswer)!.status = 'approved';
    await user.click(screen.getByRole('button', { name: 'Approve submission #1004 by Vikram Singh' }));
    expect(await screen.findByText(TASKS_MESSAGES.alreadyReviewed)).toBeInTheDocument();
    await waitFor(() => expect(submissionRows()).toHaveLength(2));
    expect(tasks.credits).toEqual([]);
  });

  it('has no axe violations, with the reject dialog open too', async () => {
    const { user } = renderTasks('/tasks?view=review');
    await screen.findByRole('table', { name: 'Task submissions' });
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reject submission #1003 by Neha Gupta' }));
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });

  it('has no axe violations on the task list and the task dialog', async () => {
    const { user } = renderTasks();
    await screen.findByRole('table', { name: 'Tasks, newest first' });
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });
});

describe('Settings tab: offerwalls', () => {
  const providerForm = async (name: string) => within(await screen.findByRole('form', { name }));

  it('never shows a stored secret: only whether one is set, and a blank field to replace it', async () => {
    const { user, state, tasks } = renderTasks('/settings');
    const ayet = await providerForm('ayeT-Studios');
    expect(ayet.getByTestId('secret-state')).toHaveTextContent('set');
    expect(ayet.getByLabelText('Replace the secret')).toHaveValue('');
    expect(ayet.getByLabelText('Replace the secret')).toHaveAttribute('type', 'password');
    expect(document.body.innerHTML).not.toContain(STORED_OFFERWALL_SECRET);
    expect(ayet.getByLabelText('Postback address to give the provider')).toHaveValue(`${FIXTURE_PUBLIC_URL}/api/postback/ayetstudios`);
    expect(ayet.getByLabelText('Allowed addresses')).toHaveValue('203.0.113.7\n198.51.100.0/24');

    await user.type(ayet.getByLabelText('Replace the secret'), 'a-brand-new-secret-42');
    await user.click(ayet.getByLabelText('ayeT-Studios switched on'));
    await user.click(ayet.getByRole('button', { name: 'Save ayeT-Studios' }));
    expect(await polite().findByText('ayeT-Studios saved')).toBeInTheDocument();
    expect(callsTo(state, 'offerwalls.update')).toEqual([expect.objectContaining({ provider: 'ayetstudios', enabled: true, secret: 'a-brand-new-secret-42', holdDays: 7 })]);
    expect(tasks.offerwalls.find((row) => row.provider === 'ayetstudios')?.secret).toBe('a-brand-new-secret-42');
    const saved = await providerForm('ayeT-Studios');
    await waitFor(() => expect(saved.getByLabelText('Replace the secret')).toHaveValue(''));
    expect(document.body.innerHTML).not.toContain('a-brand-new-secret-42');
  });

  it("refuses in the server's words: a line that is not an address, switching on without a secret", async () => {
    const { user, state } = renderTasks('/settings');
    const generic = await providerForm('Partner offers');
    expect(generic.getByTestId('secret-state')).toHaveTextContent('not set');
    await user.type(generic.getByLabelText('Allowed addresses'), '203.0.113.9{Enter}not-an-ip');
    await user.click(generic.getByRole('button', { name: 'Save Partner offers' }));
    expect(await generic.findByText(`Line 2: ${OFFERWALLS_MESSAGES.allowedIp}`)).toBeInTheDocument();
    expect(callsTo(state, 'offerwalls.update')).toEqual([]);

    await user.clear(generic.getByLabelText('Allowed addresses'));
    await user.click(generic.getByLabelText('Partner offers switched on'));
    await user.click(generic.getByRole('button', { name: 'Save Partner offers' }));
    expect(await generic.findByText(OFFERWALLS_MESSAGES.secretRequired)).toBeInTheDocument();
    expect(generic.getByLabelText('Secret')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has no axe violations', async () => {
    renderTasks('/settings');
    await screen.findByRole('form', { name: 'ayeT-Studios' });
    expect((await axe.run(document.body, AXE_OPTIONS)).violations).toEqual([]);
  });
});
