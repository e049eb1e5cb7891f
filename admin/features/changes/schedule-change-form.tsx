import { useState, type FormEvent } from "react";
import {
  REFERRAL_REWARD_FIELDS,
  type ReferralRewardField,
} from "#contract/changes/rules";
import type { ScheduleChangeInput } from "#contract/changes/schemas";
import { formatIsoDate, formatRupees } from "#kit/lib/format";
import { Button } from "#kit/ui/button";
import { SelectField, TextField } from "#kit/ui/fields";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { m } from "../../i18n/paraglide/messages";
import { parseRupees } from "../../lib/money";
import { trpc } from "../../lib/trpc";
import { useToastOutcome } from "../../lib/use-action-outcome";

/** The kinds scheduled here; a game's settings are scheduled from its own form (Games tab), which holds its table. */
const FORM_KINDS = [
  "product-price",
  ...REFERRAL_REWARD_FIELDS.map((field) => `referral-${field}` as const),
  "task-reward",
] as const;
type FormKind = (typeof FORM_KINDS)[number];
const KIND_LABELS: Record<FormKind, () => string> = {
  "product-price": m["changes.kind.product-price"],
  "referral-rewardPaise": m["changes.kind.referral-rewardPaise"],
  "referral-welcomePaise": m["changes.kind.referral-welcomePaise"],
  "referral-milestoneBonusPaise":
    m["changes.kind.referral-milestoneBonusPaise"],
  "task-reward": m["changes.kind.task-reward"],
};

interface Pending {
  input: ScheduleChangeInput;
  subject: string;
  oldPaise: number | null;
}

/** Schedules a price raised or a reward lowered, from the earliest allowed day (the server's answer) on, after a confirmation of what people will see. */
export function ScheduleChangeForm({ earliestOn }: { earliestOn: string }) {
  const [kind, setKind] = useState<FormKind>("product-price");
  const [subjectId, setSubjectId] = useState("");
  const [amount, setAmount] = useState("");
  const [date, setDate] = useState(earliestOn);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const products = trpc.rewards.list.useQuery(undefined, {
    enabled: kind === "product-price",
  });
  const tasks = trpc.tasks.list.useQuery(
    { page: 1, pageSize: 100 },
    { enabled: kind === "task-reward" },
  );
  const referral = trpc.referrals.settings.useQuery(undefined, {
    enabled: kind.startsWith("referral-"),
  });
  const schedule = trpc.changes.schedule.useMutation(
    useToastOutcome({
      success: m["changes.scheduled"](),
      failure: m["changes.schedule-failed"](),
      changed: (utils) => [
        utils.changes.list,
        utils.rewards.list,
        utils.tasks.list,
      ],
      onDone: () => setPending(null),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const paise = parseRupees(amount, {
      allowZero: kind.startsWith("referral-"),
    });
    if (!paise.ok) return setError(paise.message);
    if (date < earliestOn)
      return setError(
        m["changes.form.date-too-early"]({ date: formatIsoDate(earliestOn) }),
      );
    setError(null);
    if (kind === "product-price") {
      const product = products.data?.find((entry) => entry.id === subjectId);
      if (!product) return setError(m["changes.form.subject-required"]());
      return setPending({
        input: {
          kind,
          productId: product.id,
          pricePaise: paise.paise,
          effectiveOn: date,
        },
        subject: m["changes.subject.product-price"]({ name: product.name }),
        oldPaise: product.pricePaise,
      });
    }
    if (kind === "task-reward") {
      const task = tasks.data?.tasks.find((entry) => entry.id === subjectId);
      if (!task) return setError(m["changes.form.subject-required"]());
      return setPending({
        input: {
          kind,
          taskId: task.id,
          rewardPaise: paise.paise,
          effectiveOn: date,
        },
        subject: m["changes.subject.task-reward"]({ title: task.title }),
        oldPaise: task.rewardPaise,
      });
    }
    const field = kind.slice("referral-".length) as ReferralRewardField;
    setPending({
      input: {
        kind: "referral-reward",
        field,
        paise: paise.paise,
        effectiveOn: date,
      },
      subject: KIND_LABELS[kind](),
      oldPaise: referral.data?.[field] ?? null,
    });
  };

  const newPaise = pending
    ? "pricePaise" in pending.input
      ? pending.input.pricePaise
      : "rewardPaise" in pending.input
        ? pending.input.rewardPaise
        : "paise" in pending.input
          ? pending.input.paise
          : 0
    : 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
      aria-labelledby="schedule-change-title"
    >
      <h3
        id="schedule-change-title"
        className="text-base font-semibold text-slate-900 sm:col-span-2"
      >
        {m["changes.form.title"]()}
      </h3>
      <SelectField
        label={m["changes.form.kind"]()}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as FormKind);
          setSubjectId("");
        }}
      >
        {FORM_KINDS.map((value) => (
          <option key={value} value={value}>
            {KIND_LABELS[value]()}
          </option>
        ))}
      </SelectField>
      {kind === "product-price" || kind === "task-reward" ? (
        <SelectField
          label={
            kind === "product-price"
              ? m["changes.form.product"]()
              : m["changes.form.task"]()
          }
          value={subjectId}
          onChange={(event) => setSubjectId(event.target.value)}
        >
          <option value="">{m["changes.form.choose"]()}</option>
          {kind === "product-price"
            ? products.data?.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name} · {formatRupees(product.pricePaise)}
                </option>
              ))
            : tasks.data?.tasks.map((task) => (
                <option key={task.id} value={task.id}>
                  {task.title} · {formatRupees(task.rewardPaise)}
                </option>
              ))}
        </SelectField>
      ) : (
        <div />
      )}
      <TextField
        label={m["changes.form.amount"]()}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={m["changes.form.date"]()}
        type="date"
        min={earliestOn}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        hint={m["changes.form.earliest"]({ date: formatIsoDate(earliestOn) })}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" variant="primary" aria-haspopup="dialog">
          {m["changes.form.submit"]()}
        </Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={m["changes.confirm.title"]()}
          description={m["changes.confirm.text"]({
            date: formatIsoDate(pending.input.effectiveOn),
            subject: pending.subject,
            oldValue:
              pending.oldPaise === null ? "—" : formatRupees(pending.oldPaise),
            newValue: formatRupees(newPaise),
          })}
          confirmLabel={m["changes.confirm.button"]()}
          busyLabel={m["changes.confirm.busy"]()}
          busy={schedule.isPending}
          onConfirm={() => schedule.mutate(pending.input)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </form>
  );
}
