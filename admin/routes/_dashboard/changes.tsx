import { createFileRoute } from '@tanstack/react-router';
import { ChangesPanel } from '../../features/changes/changes-panel';

/** Scheduled changes that give people less (decision 044). */
export const Route = createFileRoute('/_dashboard/changes')({ component: ChangesPanel });
