import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { MEDIA_MESSAGES } from '#contract/media/schemas';
import { sql } from '../../server/modules/sql';
import { MAX_PROOF_IMAGE_BYTES, PROOF_IMAGE_FIELD, TASKS_MESSAGES } from '#contract/tasks/schemas';
import { checkEveryResponse, expectRestError } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';
import { multipartBody } from './multipart-body';

/**
 * Issue 18's admin tasks: published by an admin, handed in by people (a text answer, a screenshot or
 * nothing) within the per-user and total limits however many arrive at once, credited exactly once
 * on approval, nothing on rejection, and the screenshots seen by admins only.
 */

let t: TestServer;
let admin: string;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['tasks'], checkCaches: true });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const PNG = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#1e7b5a' } }).png().toBuffer();

interface TaskBody {
  title: string;
  steps: string;
  rewardPaise: number;
  proof: 'none' | 'text' | 'image';
  perUserLimit: number;
  totalLimit: number;
  startsAt?: string | null;
  endsAt?: string | null;
  enabled: boolean;
}

let taskCounter = 0;
async function createTask(overrides: Partial<TaskBody> = {}): Promise<{ _id: string } & Record<string, unknown>> {
  taskCounter += 1;
  const body: TaskBody = { title: `Install the app ${taskCounter}`, steps: '1. Install\n2. Open', rewardPaise: 1500, proof: 'text', perUserLimit: 1, totalLimit: 100, enabled: true, ...overrides };
  const response = await t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: admin, payload: body as unknown as Record<string, unknown> });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function submitText(token: string, taskId: string, text = 'my answer') {
  return t.request('public', { method: 'POST', url: `/api/tasks/${taskId}/submissions`, token, payload: { text } });
}

function submitImage(token: string, taskId: string, file: { data: Buffer | string; type?: string; field?: string }) {
  const body = multipartBody([{ name: file.field ?? PROOF_IMAGE_FIELD, filename: 'proof.png', type: file.type ?? 'image/png', data: file.data }]);
  return t.request('public', { method: 'POST', url: `/api/tasks/${taskId}/submissions`, token, payload: body.payload, headers: body.headers });
}

function approve(id: string) {
  return t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${id}/approve`, token: admin });
}

async function balancePaise(userId: string): Promise<number> {
  const [row] = await sql<{ balance: string }>(t.server.orm.em.fork(), `select balance from wallet_accounts where user_id = ?`, [userId]);
  return Number(row?.balance ?? 0);
}

async function creditsFor(submissionId: string): Promise<number> {
  const [row] = await sql<{ count: number }>(t.server.orm.em.fork(), `select count(*)::int as count from ledger_transfers where idempotency_key = ?`, [`task-submission:${submissionId}`]);
  return row!.count;
}

async function setTasksSwitch(enabled: boolean) {
  const response = await t.trpcMutation('admin', 'capabilities.set', { capability: 'tasks', enabled }, { token: admin });
  expect(response.statusCode, response.body).toBe(200);
}

describe('an admin publishes a task and people see it', () => {
  it('created with 201 and _id, listed open with its reward, slots and sanitised steps', async () => {
    const task = await createTask({ steps: '## Steps\n\nOpen the app<script>alert(1)</script> and [read](javascript:alert(1)).', totalLimit: 7, perUserLimit: 2 });
    expect(task).toMatchObject({ rewardPaise: 1500, proof: 'text', perUserLimit: 2, totalLimit: 7, enabled: true, state: 'open', remainingSlots: 7 });
    const list = await t.request('public', { method: 'GET', url: '/api/tasks' });
    expect(list.statusCode, list.body).toBe(200);
    const listed = (list.json().tasks as Array<Record<string, unknown>>).find((candidate) => candidate._id === task._id)!;
    expect(listed).toMatchObject({ title: task.title, rewardPaise: 1500, remainingSlots: 7, state: 'open', mySubmissionCount: 0, myRemaining: 2 });
    expect(listed.stepsHtml).toContain('<h2>Steps</h2>');
    expect(listed.stepsHtml).not.toMatch(/script|javascript:/);
    const one = await t.request('public', { method: 'GET', url: `/api/tasks/${task._id}` });
    expect(one.json()).toMatchObject({ _id: task._id, stepsHtml: listed.stepsHtml });
  });

  it('a disabled, not yet started or ended task is not listed; a disabled one is not found', async () => {
    const now = t.clock.now().getTime();
    const disabled = await createTask({ enabled: false });
    const later = await createTask({ startsAt: new Date(now + DAY_MS).toISOString() });
    const ended = await createTask({ startsAt: new Date(now - 2 * DAY_MS).toISOString(), endsAt: new Date(now - DAY_MS).toISOString() });
    const ids = ((await t.request('public', { method: 'GET', url: '/api/tasks' })).json().tasks as Array<{ _id: string }>).map((task) => task._id);
    for (const hidden of [disabled, later, ended]) expect(ids).not.toContain(hidden._id);
    expectRestError(await t.request('public', { method: 'GET', url: `/api/tasks/${disabled._id}` }), 404, TASKS_MESSAGES.notFound);
    expect((await t.request('public', { method: 'GET', url: `/api/tasks/${ended._id}` })).json().state).toBe('ended');
    const user = await t.createUser();
    expect((await submitText(user.token, later._id)).json().code).toBe('tasks.not-started');
    expect((await submitText(user.token, ended._id)).json().code).toBe('tasks.ended');
    expect((await submitText(user.token, disabled._id)).json().code).toBe('tasks.closed');
  });

  it('refuses a per-user limit above the total and an end before the start, naming the field', async () => {
    const bad = await t.request('admin', {
      method: 'POST', url: '/api/admin/tasks', token: admin,
      payload: { title: 'x', steps: 'y', rewardPaise: 100, proof: 'none', perUserLimit: 5, totalLimit: 2, enabled: true },
    });
    expectRestError(bad, 400, new RegExp(TASKS_MESSAGES.perUserAboveTotal));
    const dates = await t.request('admin', {
      method: 'POST', url: '/api/admin/tasks', token: admin,
      payload: { title: 'x', steps: 'y', rewardPaise: 100, proof: 'none', perUserLimit: 1, totalLimit: 2, enabled: true, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
    });
    expectRestError(dates, 400, new RegExp(TASKS_MESSAGES.endsBeforeStart));
  });

  it('an edit is audited and applies to new submissions; a pending one keeps its promised reward', async () => {
    const task = await createTask({ rewardPaise: 1000 });
    const user = await t.createUser();
    const pending = (await submitText(user.token, task._id)).json();
    const { _id: _ignored, state: _state, remainingSlots: _slots, pendingCount: _p, approvedCount: _a, rejectedCount: _r, createdAt: _c, updatedAt: _u, ...fields } = task;
    const edited = await t.request('admin', { method: 'PUT', url: `/api/admin/tasks/${task._id}`, token: admin, payload: { ...fields, rewardPaise: 5000 } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rewardPaise: 5000, pendingCount: 1 });
    await approve(pending._id);
    expect(await balancePaise(user.id)).toBe(1000);
    const audit = await sql<{ action: string }>(t.server.orm.em.fork(), `select action from audit_log where target_id = ? order by created_at`, [task._id]);
    expect(audit.map((entry) => entry.action)).toEqual(['tasks.create', 'tasks.update']);
  });
});

describe('a text task from submission to credit', () => {
  it('submit → pending in my submissions → approve credits once; approving again changes nothing', async () => {
    const task = await createTask({ rewardPaise: 2500 });
    const user = await t.createUser();
    const submitted = await submitText(user.token, task._id, '  the code is 42  ');
    expect(submitted.statusCode, submitted.body).toBe(201);
    const submission = submitted.json();
    expect(submission).toMatchObject({ taskId: task._id, taskTitle: task.title, status: 'pending', rewardPaise: 2500, reason: null, reviewedAt: null });
    expect(submission.number).toBeGreaterThan(0);

    const mine = await t.request('public', { method: 'GET', url: '/api/tasks/submissions', token: user.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().submissions.map((row: { _id: string }) => row._id)).toContain(submission._id);
    const viaTrpc = trpcData(await t.trpcQuery('public', 'tasks.submission', { id: submission._id }, { token: user.token }));
    expect(viaTrpc).toMatchObject({ id: submission._id, number: submission.number, status: 'pending' });

    const queue = await t.request('admin', { method: 'GET', url: `/api/admin/task-submissions?status=pending&taskId=${task._id}`, token: admin });
    expect(queue.json().submissions[0]).toMatchObject({ _id: submission._id, proofText: 'the code is 42', proofImageUrl: null, user: { id: user.id } });

    const approved = await approve(submission._id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewedBy: expect.any(String), creditTransferId: expect.any(String) });
    expect(await balancePaise(user.id)).toBe(2500);
    expect((await approve(submission._id)).json().status).toBe('approved');
    expect(await balancePaise(user.id)).toBe(2500);
    expect(await creditsFor(submission._id)).toBe(1);
    const history = await t.request('public', { method: 'GET', url: '/api/wallet/transactions', token: user.token });
    expect(history.json()[0]).toMatchObject({ kind: 'task', amount: 25 });
    expect((await t.request('public', { method: 'GET', url: `/api/tasks/${task._id}`, token: user.token })).json()).toMatchObject({ mySubmissionCount: 1, myRemaining: 0 });
  });

  it('approved twice at once: one credit', async () => {
    const task = await createTask({ rewardPaise: 700 });
    const user = await t.createUser();
    const submission = (await submitText(user.token, task._id)).json();
    const answers = await Promise.all(Array.from({ length: 8 }, () => approve(submission._id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await balancePaise(user.id)).toBe(700);
    expect(await creditsFor(submission._id)).toBe(1);
  });

  it('rejected with a reason the person reads: nothing credited, the slot free again, no later approval', async () => {
    const task = await createTask({ rewardPaise: 900, perUserLimit: 1 });
    const user = await t.createUser();
    const submission = (await submitText(user.token, task._id)).json();
    expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${submission._id}/reject`, token: admin, payload: { reason: '  ' } }), 400, TASKS_MESSAGES.reasonRequired);
    const rejected = await t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${submission._id}/reject`, token: admin, payload: { reason: 'The screenshot shows another app' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'The screenshot shows another app' });
    expect(await balancePaise(user.id)).toBe(0);
    expect(await creditsFor(submission._id)).toBe(0);
    expectRestError(await approve(submission._id), 409, TASKS_MESSAGES.alreadyReviewed);
    const mine = trpcData(await t.trpcQuery('public', 'tasks.mySubmissions', { taskId: task._id }, { token: user.token }));
    expect(mine.submissions[0]).toMatchObject({ status: 'rejected', reason: 'The screenshot shows another app' });
    // The rejection freed the person's one submission: they may try again.
    expect((await submitText(user.token, task._id)).statusCode).toBe(201);
  });

  it('bulk approval credits each once and says which it skipped', async () => {
    const task = await createTask({ rewardPaise: 300, perUserLimit: 3 });
    const user = await t.createUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await submitText(user.token, task._id)).json()._id);
    await t.request('admin', { method: 'PUT', url: `/api/admin/task-submissions/${ids[2]}/reject`, token: admin, payload: { reason: 'Duplicate' } });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const bulk = trpcData(await t.trpcMutation('admin', 'tasks.bulkApprove', { ids: [...ids, ids[0], unknown] }, { token: admin }));
    expect(bulk.approved.map((row: { id: string }) => row.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(bulk.skipped).toEqual([{ id: ids[2], reason: 'already-reviewed' }, { id: unknown, reason: 'not-found' }]);
    expect(await balancePaise(user.id)).toBe(600);
    const audit = await sql<{ count: number }>(t.server.orm.em.fork(), `select count(*)::int as count from audit_log where action = 'tasks.approve-submission' and target_id in (?, ?, ?)`, ids);
    expect(audit[0]!.count).toBe(2);
  });

  it('the proof must be the kind the task takes', async () => {
    const user = await t.createUser();
    const textTask = await createTask({ proof: 'text' });
    const imageTask = await createTask({ proof: 'image' });
    const noneTask = await createTask({ proof: 'none' });
    expectRestError(await submitText(user.token, textTask._id, '   '), 400, TASKS_MESSAGES.textRequired);
    expectRestError(await submitImage(user.token, textTask._id, { data: PNG }), 400, TASKS_MESSAGES.wrongProof);
    expectRestError(await submitText(user.token, imageTask._id), 400, TASKS_MESSAGES.wrongProof);
    expectRestError(await t.request('public', { method: 'POST', url: `/api/tasks/${imageTask._id}/submissions`, token: user.token, payload: {} }), 400, TASKS_MESSAGES.imageRequired);
    expectRestError(await submitText(user.token, noneTask._id), 400, TASKS_MESSAGES.wrongProof);
    expect((await t.request('public', { method: 'POST', url: `/api/tasks/${noneTask._id}/submissions`, token: user.token, payload: {} })).statusCode).toBe(201);
  });

  it('signed out or unverified cannot submit', async () => {
    const task = await createTask();
    expectRestError(await t.request('public', { method: 'POST', url: `/api/tasks/${task._id}/submissions`, payload: { text: 'x' } }), 401);
    const unverified = await t.createUser({ verified: false });
    expectRestError(await submitText(unverified.token, task._id), 403);
  });
});

describe('limits under concurrent submissions', () => {
  it('50 at once from 10 people: the total limit holds exactly', async () => {
    const task = await createTask({ perUserLimit: 2, totalLimit: 12 });
    const users = await Promise.all(Array.from({ length: 10 }, () => t.createUser()));
    const answers = await Promise.all(users.flatMap((user) => Array.from({ length: 5 }, () => submitText(user.token, task._id))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const rows = await sql<{ user_id: string; count: number }>(t.server.orm.em.fork(), `select user_id, count(*)::int as count from task_submissions where task_id = ? group by user_id`, [task._id]);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(12);
    expect(rows.every((row) => row.count <= 2)).toBe(true);
    expect((await t.request('public', { method: 'GET', url: `/api/tasks/${task._id}` })).json()).toMatchObject({ remainingSlots: 0, state: 'full' });
  });

  it('50 at once from 5 people: each gets exactly the per-user limit', async () => {
    const task = await createTask({ perUserLimit: 2, totalLimit: 1000 });
    const users = await Promise.all(Array.from({ length: 5 }, () => t.createUser()));
    const answers = await Promise.all(users.flatMap((user) => Array.from({ length: 10 }, () => submitText(user.token, task._id))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
    expect(new Set(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().code))).toEqual(new Set(['tasks.user-limit-reached']));
    const rows = await sql<{ count: number }>(t.server.orm.em.fork(), `select count(*)::int as count from task_submissions where task_id = ? group by user_id`, [task._id]);
    expect(rows.map((row) => row.count)).toEqual([2, 2, 2, 2, 2]);
  });
});

describe('screenshot proofs', () => {
  it('an image checked by its bytes is stored and served to admins only, never publicly', async () => {
    const task = await createTask({ proof: 'image', rewardPaise: 1200 });
    const user = await t.createUser();
    const mediaFiles = async () => (await sql<{ count: number }>(t.server.orm.em.fork(), `select count(*)::int as count from media_files`))[0]!.count;
    const publicImages = await mediaFiles();
    const submitted = await submitImage(user.token, task._id, { data: PNG });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json()._id as string;
    expect(await mediaFiles()).toBe(publicImages);

    const queued = (await t.request('admin', { method: 'GET', url: `/api/admin/task-submissions?taskId=${task._id}`, token: admin })).json().submissions[0];
    expect(queued).toMatchObject({ _id: id, proofImageUrl: `/api/admin/task-submissions/${id}/proof-image`, proofImageType: 'image/png', proofText: null });
    const image = await t.request('admin', { method: 'GET', url: queued.proofImageUrl, token: admin });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    expectRestError(await t.request('admin', { method: 'GET', url: queued.proofImageUrl }), 401);
    expectRestError(await t.request('admin', { method: 'GET', url: queued.proofImageUrl, token: user.token }), 401);
    expect((await t.request('public', { method: 'GET', url: queued.proofImageUrl, token: user.token })).statusCode).toBe(404);
    expect((await t.request('public', { method: 'GET', url: queued.proofImageUrl, token: admin })).statusCode).toBe(404);
    expect((await t.request('public', { method: 'GET', url: `/uploads/${id}.png` })).statusCode).toBe(404);

    const textProof = await submitText(user.token, (await createTask({ proof: 'text' }))._id);
    expectRestError(await t.request('admin', { method: 'GET', url: `/api/admin/task-submissions/${textProof.json()._id}/proof-image`, token: admin }), 404, TASKS_MESSAGES.noProofImage);

    expect((await approve(id)).json().status).toBe('approved');
    expect(await balancePaise(user.id)).toBe(1200);
  });

  it('a file that is not an image, a mislabelled one, an empty one or one over the cap is refused and stores nothing', async () => {
    const task = await createTask({ proof: 'image', perUserLimit: 5 });
    const user = await t.createUser();
    expectRestError(await submitImage(user.token, task._id, { data: '<script>alert(1)</script>' }), 400, MEDIA_MESSAGES.typeMismatch);
    expectRestError(await submitImage(user.token, task._id, { data: 'plain text', type: 'text/plain' }), 400, MEDIA_MESSAGES.notAnImage);
    expectRestError(await submitImage(user.token, task._id, { data: PNG, type: 'image/jpeg' }), 400, MEDIA_MESSAGES.typeMismatch);
    expectRestError(await submitImage(user.token, task._id, { data: Buffer.alloc(0) }), 400, MEDIA_MESSAGES.empty);
    const oversized = Buffer.concat([PNG, Buffer.alloc(MAX_PROOF_IMAGE_BYTES)]);
    expectRestError(await submitImage(user.token, task._id, { data: oversized }), 400, MEDIA_MESSAGES.tooLarge);
    expectRestError(await submitImage(user.token, task._id, { data: PNG, field: 'file' }), 400, /"image"/);
    const [row] = await sql<{ count: number }>(t.server.orm.em.fork(), `select count(*)::int as count from task_submissions where task_id = ?`, [task._id]);
    expect(row!.count).toBe(0);
  });
});

describe('an account deleted by its owner', () => {
  it('takes its task proofs with it: the screenshot and typed answers are erased, a pending submission is closed and can never be paid', async () => {
    const user = await t.createUser();
    const imageTask = await createTask({ proof: 'image' });
    const textTask = await createTask();
    const pictured = await submitImage(user.token, imageTask._id, { data: PNG });
    expect(pictured.statusCode, pictured.body).toBe(201);
    const typed = await submitText(user.token, textTask._id, 'my phone number is 98xxxxxx');
    expect(typed.statusCode, typed.body).toBe(201);
    expect((await approve(typed.json()._id)).statusCode).toBe(200);

    const deleted = await t.request('public', { method: 'POST', url: '/api/account/delete', token: user.token, payload: { password: user.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await sql<{ id: string; status: string; reason: string | null; proof_text: string | null; image: number }>(
      t.server.orm.em.fork(),
      `select s.id, s.status, s.reason, s.proof_text, (select count(*)::int from task_proof_images i where i.submission_id = s.id) as image
       from task_submissions s where s.user_id = ? order by s.number`,
      [user.id],
    );
    expect(rows.map(({ status, reason, proof_text, image }) => ({ status, reason, proof_text, image }))).toEqual([
      { status: 'rejected', reason: TASKS_MESSAGES.accountDeleted, proof_text: null, image: 0 },
      { status: 'approved', reason: null, proof_text: null, image: 0 },
    ]);
    expect((await approve(pictured.json()._id)).statusCode).toBe(409);
    expect(await creditsFor(pictured.json()._id)).toBe(0);
  });
});

describe('while tasks are switched off', () => {
  it('every public tasks path and procedure is not found (capabilities.off); the admin keeps working', async () => {
    const task = await createTask();
    const user = await t.createUser();
    await setTasksSwitch(false);
    try {
      for (const url of ['/api/tasks', `/api/tasks/${task._id}`, '/api/tasks/submissions']) {
        const response = await t.request('public', { method: 'GET', url, token: user.token });
        expectRestError(response, 404);
        expect(response.json().code).toBe('capabilities.off');
      }
      expect((await submitText(user.token, task._id)).json().code).toBe('capabilities.off');
      expect(trpcError(await t.trpcQuery('public', 'tasks.list')).data.appCode).toBe('capabilities.off');
      expect((await t.request('admin', { method: 'GET', url: '/api/admin/tasks', token: admin })).statusCode).toBe(200);
    } finally {
      await setTasksSwitch(true);
    }
  });
});
