import { TASKS_MESSAGES } from './schemas';

export const TASKS_REFUSALS = {
  'tasks.not-found': { status: 'NOT_FOUND', text: TASKS_MESSAGES.notFound },
  'tasks.closed': { status: 'CONFLICT', text: TASKS_MESSAGES.closed },
  'tasks.not-started': { status: 'CONFLICT', text: TASKS_MESSAGES.notStarted },
  'tasks.ended': { status: 'CONFLICT', text: TASKS_MESSAGES.ended },
  'tasks.user-limit-reached': { status: 'LIMIT_REACHED', text: TASKS_MESSAGES.userLimitReached },
  'tasks.no-slots-left': { status: 'LIMIT_REACHED', text: TASKS_MESSAGES.noSlotsLeft },
  'tasks.text-required': { status: 'BAD_INPUT', text: TASKS_MESSAGES.textRequired },
  'tasks.image-required': { status: 'BAD_INPUT', text: TASKS_MESSAGES.imageRequired },
  'tasks.wrong-proof': { status: 'BAD_INPUT', text: TASKS_MESSAGES.wrongProof },
  'tasks.submission-not-found': { status: 'NOT_FOUND', text: TASKS_MESSAGES.submissionNotFound },
  'tasks.already-reviewed': { status: 'CONFLICT', text: TASKS_MESSAGES.alreadyReviewed },
  'tasks.no-proof-image': { status: 'NOT_FOUND', text: TASKS_MESSAGES.noProofImage },
} as const;
