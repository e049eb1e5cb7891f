import { z } from 'zod';
import {
  adminTaskSchema,
  adminTaskSubmissionSchema,
  listAdminTasksInputSchema,
  listTaskSubmissionsInputSchema,
  MAX_PROOF_IMAGE_LABEL,
  mySubmissionsInputSchema,
  PROOF_IMAGE_FIELD,
  publicTaskSchema,
  taskFieldsSchema,
  taskSubmissionSchema,
  TASKS_MESSAGES,
} from '#contract/tasks/schemas';
import { RATE_LIMITED, type RestRoute } from './define-route';
import { bodyAndPath, fields, NEWEST_FIRST, NEWEST_FIRST_QUERY, unchecked } from './rest-body';
import { restPage, restRecord } from './rest-record';

/** While an admin has tasks switched off (decision 010) they do not exist for the public. */
const TASKS_OFF = 'Earning tasks are switched off (capabilities.off), or the task is unknown or disabled';

const taskOut = restRecord(publicTaskSchema);
const submissionOut = restRecord(taskSubmissionSchema);
const adminTaskOut = restRecord(adminTaskSchema);
const adminSubmissionOut = restRecord(adminTaskSubmissionSchema);
const mySubmissionsOut = restPage('submissions', submissionOut);
const adminTasksOut = restPage('tasks', adminTaskOut);
const adminSubmissionsOut = restPage('submissions', adminSubmissionOut);

/** The task body as a client writes it: the dates as ISO 8601 date-time strings (the procedure's own schema checks them). */
const restTaskIn = taskFieldsSchema.extend({
  startsAt: z.string().nullable().optional().describe('ISO 8601 date-time, e.g. 2026-12-31T18:30:00Z; null or left out: open from now'),
  endsAt: z.string().nullable().optional().describe('ISO 8601 date-time; null or left out: never ends'),
});

/**
 * Earning tasks (issue 18). Amounts are paise here, as the documented task body names them
 * (`rewardPaise`); every field says its unit.
 */
export const taskRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/tasks', operationId: 'listTasks', auth: 'none',
    summary: 'The open tasks (enabled, started, not ended, a slot left), newest first, with the reward in paise, the slots left, the end date and, signed in, how many more times you may submit each; an empty list means no task is available',
    output: z.object({ tasks: z.array(taskOut.schema) }), errors: { 404: TASKS_OFF },
    handle: async (caller) => ({ tasks: (await caller.tasks.list()).tasks.map(taskOut.toRest) }),
  },
  {
    origin: 'public', method: 'GET', path: '/api/tasks/submissions', operationId: 'listMyTaskSubmissions', auth: 'user',
    summary: 'Your task submissions, newest first (?taskId=&page=&pageSize=), each with its number, status (pending, approved, rejected), reward in paise and the reason of a rejection',
    input: mySubmissionsInputSchema, output: mySubmissionsOut.schema, errors: { 404: TASKS_OFF },
    handle: async (caller, { query }) => mySubmissionsOut.toRest(await caller.tasks.mySubmissions(unchecked(query))),
  },
  {
    origin: 'public', method: 'GET', path: '/api/tasks/{id}', operationId: 'getTask', auth: 'none',
    summary: 'One task: its steps as sanitised HTML, reward in paise, the proof it takes (none, text or image), its state and slots left',
    output: taskOut.schema, errors: { 404: TASKS_OFF },
    handle: async (caller, { params }) => taskOut.toRest(await caller.tasks.get(unchecked({ id: params.id }))),
  },
  {
    origin: 'public', method: 'POST', path: '/api/tasks/{id}/submissions', operationId: 'submitTask', auth: 'user', successStatus: 201,
    summary: `Hand in a task (verified e-mail address needed): JSON { text } for a text answer, {} for a task without proof, or multipart/form-data with the screenshot in the "${PROOF_IMAGE_FIELD}" field (PNG, JPEG or WebP by its content, at most ${MAX_PROOF_IMAGE_LABEL}). Answers the pending submission with its number`,
    input: z.object({ text: z.string().optional() }),
    multipart: { fileField: PROOF_IMAGE_FIELD, description: `The screenshot: PNG, JPEG or WebP (checked from the file content), at most ${MAX_PROOF_IMAGE_LABEL}` },
    output: submissionOut.schema,
    errors: { 404: TASKS_OFF, 409: `${TASKS_MESSAGES.closed}; ${TASKS_MESSAGES.notStarted}; ${TASKS_MESSAGES.ended}; ${TASKS_MESSAGES.userLimitReached}; ${TASKS_MESSAGES.noSlotsLeft}`, 429: RATE_LIMITED },
    handle: async (caller, { params, body, file }) => {
      const image = file ? { bytes: file.bytes, declaredType: file.mimetype } : undefined;
      return submissionOut.toRest(await caller.tasks.submit(unchecked({ ...fields(body), taskId: params.id, image })));
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/tasks', operationId: 'listAdminTasks', auth: 'admin',
    summary: 'Every task, newest first (?page=&pageSize=), with its Markdown steps, limits, dates, state and submission counts',
    input: listAdminTasksInputSchema, output: adminTasksOut.schema,
    handle: async (caller, { query }) => adminTasksOut.toRest(await caller.tasks.list(unchecked(query))),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/tasks', operationId: 'createTask', auth: 'admin', successStatus: 201,
    summary: 'Create a task: { title, steps (Markdown, sanitised like the blog), rewardPaise, proof: none | text | image, perUserLimit, totalLimit, startsAt?, endsAt?, enabled }',
    input: restTaskIn, output: adminTaskOut.schema,
    handle: async (caller, { body }) => adminTaskOut.toRest(await caller.tasks.create(unchecked(body))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/tasks/{id}', operationId: 'updateTask', auth: 'admin',
    summary: 'Replace a task\'s fields (the same body as creating one); pending submissions keep the reward they were promised',
    input: restTaskIn, output: adminTaskOut.schema,
    handle: async (caller, request) => adminTaskOut.toRest(await caller.tasks.update(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/task-submissions', operationId: 'listTaskSubmissions', auth: 'admin',
    summary: 'The review queue, newest first (?status=pending|approved|rejected&taskId=&order=oldest|newest&page=&pageSize=), with each submission\'s person, text answer and the admin-only address of its screenshot',
    input: listTaskSubmissionsInputSchema.extend(NEWEST_FIRST), output: adminSubmissionsOut.schema,
    handle: async (caller, { query }) => adminSubmissionsOut.toRest(await caller.tasks.submissions(unchecked({ ...NEWEST_FIRST_QUERY, ...query }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/task-submissions/{id}/approve', operationId: 'approveTaskSubmission', auth: 'admin',
    summary: 'Approve a submission: its reward is credited to the person exactly once (approving an approved one changes nothing)',
    output: adminSubmissionOut.schema, errors: { 404: TASKS_MESSAGES.submissionNotFound, 409: TASKS_MESSAGES.alreadyReviewed },
    handle: async (caller, { params }) => adminSubmissionOut.toRest(await caller.tasks.approve(unchecked({ id: params.id }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/task-submissions/{id}/reject', operationId: 'rejectTaskSubmission', auth: 'admin',
    summary: 'Reject a pending submission with { reason }, which the person reads; nothing is credited and its slot is free again',
    input: z.object({ reason: z.string() }), output: adminSubmissionOut.schema,
    errors: { 404: TASKS_MESSAGES.submissionNotFound, 409: TASKS_MESSAGES.alreadyReviewed },
    handle: async (caller, request) => adminSubmissionOut.toRest(await caller.tasks.reject(bodyAndPath(request))),
  },
];
