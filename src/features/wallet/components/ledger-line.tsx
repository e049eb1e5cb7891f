import type { LedgerLine as Line } from '#contract/wallet/ledger-lines';
import { languageOfVerbatim, ledgerLineParts } from '#i18n/ledger-line-wording';

/**
 * A history line worded from its code and values in the reader's language (decision 038). A part
 * shown as it is — a reason or name someone typed, a partner's name — keeps its own language: one
 * written in Latin letters inside a Hindi sentence is marked English.
 */
export function LedgerLine({ line }: { line: Line }) {
  return (
    <>
      {ledgerLineParts(line).map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          // The parts of one line never reorder, so their places are their keys.
          <span key={index} lang={languageOfVerbatim(part.verbatim)}>
            {part.verbatim}
          </span>
        ),
      )}
    </>
  );
}
