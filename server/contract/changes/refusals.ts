import { CHANGES_MESSAGES } from './schemas';

export const CHANGES_REFUSALS = {
  // An immediate save of a change that gives people less: nothing changes, the admin schedules it.
  'changes.notice-required': { status: 'CONFLICT', text: CHANGES_MESSAGES.noticeRequired },
  'changes.notice-too-short': { status: 'BAD_INPUT', text: CHANGES_MESSAGES.noticeTooShort },
  'changes.not-a-devaluation': { status: 'BAD_INPUT', text: CHANGES_MESSAGES.notADevaluation },
  'changes.already-pending': { status: 'CONFLICT', text: CHANGES_MESSAGES.alreadyPending },
  'changes.subject-not-found': { status: 'NOT_FOUND', text: CHANGES_MESSAGES.subjectNotFound },
  'changes.not-found': { status: 'NOT_FOUND', text: CHANGES_MESSAGES.notFound },
  'changes.not-pending': { status: 'CONFLICT', text: CHANGES_MESSAGES.notPending },
} as const;
