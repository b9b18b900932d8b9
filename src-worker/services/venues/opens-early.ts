// A venue's "opens early for early kick-offs" (docs/decisions/029): a fact with who said it and when,
// written by the owner's and the admin's edits alike.
import type { venues } from "../../db/schema";
import type { ClaimSource } from "../../shared/constants";

/**
 * The columns and the logged change when an edit sets a new opening time (or clears it), else
 * null: the same time again keeps who said it and when.
 */
export function opensEarlyEdit(
  current: string | null,
  after: string | null | undefined,
  source: ClaimSource,
  now: Date,
): { change: { before: string | null; after: string | null }; set: Partial<typeof venues.$inferInsert> } | null {
  if (after === undefined || after === current) return null;
  return {
    change: { before: current, after },
    set: { opensEarlyAt: after, opensEarlySource: after ? source : null, opensEarlyConfirmedAt: after ? now : null },
  };
}
