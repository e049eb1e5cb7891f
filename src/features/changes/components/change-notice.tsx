import { Link } from "@tanstack/react-router";
import { m } from "#i18n/paraglide/messages";
import type { PublicChange } from "../api/changelog-query";
import { noticeRule, noticeText } from "../lib/change-words";

/**
 * The announced change of one item, while it is still to come (decision 044): on a product tile in
 * short, on the buy dialog and the game page with the rule and a link to the changelog.
 */
export function ChangeNoticeCard({
  change,
  detailed = false,
  className = "",
}: {
  change: PublicChange;
  detailed?: boolean;
  className?: string;
}) {
  return (
    <div
      role="note"
      className={`rounded-xl border border-amber-300/40 bg-amber-400/10 px-3 py-2 text-left text-sm text-amber-50 ${className}`}
    >
      <p className="font-semibold">{noticeText(change)}</p>
      {detailed && (
        <p className="mt-1 text-amber-100">
          {noticeRule()}{" "}
          <Link
            to="/transparency"
            hash="changes"
            className="font-semibold text-emerald-300 underline underline-offset-4"
          >
            {m["changes.notice.changelog-link"]()}
          </Link>
        </p>
      )}
    </div>
  );
}
