import { lazy, Suspense } from 'react';
import { useSession } from '../../auth';
import { browserSupportsPush } from '../api/browser-push';

const PushSettingsCard = lazy(() => import('./push-settings').then((module) => ({ default: module.PushSettingsCard })));

/**
 * "Get notifications on this device" and the daily reward reminder (issue 30): only for a signed-in
 * person in a browser that can take pushes, and loaded on demand, so no page carries it in its first chunk.
 */
export function PushSettings() {
  const user = useSession().data;
  if (!user || !browserSupportsPush()) return null;
  return (
    <Suspense fallback={null}>
      <PushSettingsCard />
    </Suspense>
  );
}
