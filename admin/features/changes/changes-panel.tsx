import { useState } from "react";
import type { AdminChange } from "#contract/changes/schemas";
import { formatDate } from "#kit/lib/format";
import { Button } from "#kit/ui/button";
import { DataTable, type Column } from "#kit/ui/data-table";
import { EmptyState, ErrorState, LoadingState } from "#kit/ui/states";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Badge, PanelHeader } from "../../components/panel";
import { m } from "../../i18n/paraglide/messages";
import { trpc } from "../../lib/trpc";
import { useToastOutcome } from "../../lib/use-action-outcome";
import { changeSubject, changeValues } from "./change-words";
import { ScheduleChangeForm } from "./schedule-change-form";

const STATUS: Record<
  AdminChange["status"],
  { tone: "amber" | "green" | "slate"; label: () => string }
> = {
  pending: { tone: "amber", label: m["changes.status.pending"] },
  applied: { tone: "green", label: m["changes.status.applied"] },
  cancelled: { tone: "slate", label: m["changes.status.cancelled"] },
};

const COLUMNS: Column<AdminChange>[] = [
  {
    header: m["changes.column.change"](),
    rowHeader: true,
    className: "text-left font-medium text-slate-900",
    cell: (change) => changeSubject(change),
  },
  {
    header: m["changes.column.values"](),
    className: "tabular-nums text-slate-900",
    cell: (change) => m["changes.values"](changeValues(change)),
  },
  {
    header: m["changes.column.dates"](),
    className: "text-xs text-slate-700",
    cell: (change) => (
      <span className="flex flex-col gap-0.5 whitespace-nowrap">
        <span>
          {m["changes.date.announced"]({
            date: formatDate(change.announcedAt),
          })}
        </span>
        <span>
          {change.appliedAt
            ? m["changes.date.applied"]({ date: formatDate(change.appliedAt) })
            : change.cancelledAt
              ? m["changes.date.cancelled"]({
                  date: formatDate(change.cancelledAt),
                })
              : m["changes.date.effective"]({
                  date: formatDate(change.effectiveAt),
                })}
        </span>
      </span>
    ),
  },
  {
    header: m["changes.column.status"](),
    cell: (change) => (
      <Badge tone={STATUS[change.status].tone}>
        {STATUS[change.status].label()}
      </Badge>
    ),
  },
];

/** The Changes tab (decision 044): every scheduled change with its dates, the form that schedules one, and a cancel before it applies. */
export function ChangesPanel() {
  const changes = trpc.changes.list.useQuery();
  const [cancelling, setCancelling] = useState<AdminChange | null>(null);
  const cancel = trpc.changes.cancel.useMutation(
    useToastOutcome({
      success: m["changes.cancelled"](),
      failure: m["changes.cancel-failed"](),
      changed: (utils) => [utils.changes.list],
      onDone: () => setCancelling(null),
    }),
  );
  return (
    <section aria-labelledby="changes-heading" className="space-y-4">
      <PanelHeader
        id="changes-heading"
        documentTitle={m["changes.document-title"]()}
        title={m["changes.title"]()}
        description={
          changes.data
            ? m["changes.description"]({ noticeDays: changes.data.noticeDays })
            : undefined
        }
      />
      {changes.data ? (
        <>
          <ScheduleChangeForm earliestOn={changes.data.earliestOn} />
          {changes.data.changes.length === 0 ? (
            <EmptyState title={m["changes.empty"]()} />
          ) : (
            <DataTable
              caption={m["changes.caption"]()}
              columns={COLUMNS}
              rows={changes.data.changes}
              rowKey={(change) => change.id}
              rowTestId="change"
              actions={(change) =>
                change.status === "pending" ? (
                  <Button
                    size="sm"
                    variant="danger"
                    aria-haspopup="dialog"
                    aria-label={m["changes.cancel-label"]({
                      subject: changeSubject(change),
                    })}
                    onClick={() => setCancelling(change)}
                  >
                    {m["changes.cancel"]()}
                  </Button>
                ) : null
              }
            />
          )}
        </>
      ) : changes.isError ? (
        <ErrorState
          message={m["changes.load-failed"]()}
          onRetry={() => void changes.refetch()}
          retrying={changes.isFetching}
        />
      ) : (
        <LoadingState label={m["changes.loading"]()} lines={4} />
      )}
      {cancelling ? (
        <ConfirmDialog
          title={m["changes.cancel.title"]()}
          description={m["changes.cancel.text"]({
            subject: changeSubject(cancelling),
            oldValue: changeValues(cancelling).oldValue,
          })}
          confirmLabel={m["changes.cancel"]()}
          busyLabel={m["changes.cancel.busy"]()}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate({ id: cancelling.id })}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </section>
  );
}
