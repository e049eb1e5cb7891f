import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { freeFireUidSchema } from '#contract/rewards/schemas';
import { Card } from '../../../components/ui/feedback';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { faceValueTitle, RewardTiles } from './reward-tiles';
import { StorePage, useUnverifiedBuyer } from './store-page';

/**
 * The UID step checks the server's own rule (length, then digits only: the seed's two messages). No
 * maxLength on the field: a pasted 18-digit UID must be refused as it is, never cut to 15 and accepted.
 */
const uidFormSchema = z.object({ freeFireUid: freeFireUidSchema });

/** /diamonds: a Free Fire UID first, then the packs; every top-up waits for an admin to credit it. */
export function DiamondsPage() {
  const unverified = useUnverifiedBuyer();
  const [uid, setUid] = useState<string | null>(null);
  const form = useSchemaForm(uidFormSchema, { defaultValues: { freeFireUid: '' } });
  const packsHeading = useRef<HTMLHeadingElement>(null);
  const changeUid = useRef(false);

  // Focus follows the step: to the packs once a UID is chosen, back to the field to change it.
  useEffect(() => {
    if (uid) packsHeading.current?.focus();
    else if (changeUid.current) form.setFocus('freeFireUid');
  }, [uid, form]);

  const onSubmit = form.handleSubmit(({ freeFireUid }) => setUid(freeFireUid));

  return (
    <StorePage title={m['store.diamonds.title']()} description={m['store.diamonds.description']()}>
      {uid === null ? (
        <Card>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <TextField
              label={m['store.diamonds.uid']()}
              inputMode="numeric"
              autoComplete="off"
              hint={m['store.diamonds.uid-hint']()}
              {...form.field('freeFireUid')}
            />
            <Button type="submit" className="w-full sm:w-auto">
              {m['store.diamonds.continue']()}
            </Button>
          </form>
        </Card>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
            <h2 ref={packsHeading} tabIndex={-1} className="font-semibold text-white outline-none">
              {m['store.diamonds.uid-chosen']({ uid })}
            </h2>
            <Button
              variant="ghost"
              onClick={() => {
                changeUid.current = true;
                setUid(null);
              }}
            >
              {m['store.diamonds.change-uid']()}
            </Button>
          </div>
          <RewardTiles kind="free_fire_diamonds" label={m['store.diamonds.list']()} empty={m['store.diamonds.empty']()} title={faceValueTitle} freeFireUid={uid} disabled={unverified} />
        </>
      )}
    </StorePage>
  );
}
