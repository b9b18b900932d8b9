// The admin's venue editor: who manages the venue, and every change they made (before and after),
// each revertible once; an owner can be revoked.
import { useRevertOwnerChange, useRevokeOwner, useVenueOwners } from "../../api/owner";
import { errorMessage } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";
import { fieldLabel, valueText } from "./change-text";
import { card } from "./ui";

const EVENTS: Record<string, string> = {
  owner_verified: "Verified by website domain",
  owner_claim_approved: "Claim approved",
  owner_claim_rejected: "Claim rejected",
  owner_venue_edited: "Edited",
  owner_claims_set: "Matches and supporters set",
  owner_venue_confirmed: "Confirmed accurate",
  owner_change_requested: "Asked for a name/address change",
  owner_change_approved: "Name/address change approved",
  owner_change_rejected: "Name/address change rejected",
  owner_change_reverted: "Change reverted by an admin",
  owner_revoked: "Owner revoked",
  owner_match_status_set: "Match-day status set",
  owner_match_status_cleared: "Match-day status cleared",
};

export function VenueOwnersPanel({ venueId }: { venueId: number }) {
  const data = useVenueOwners(venueId);
  const revert = useRevertOwnerChange();
  const revoke = useRevokeOwner(venueId);
  const failed = (err: unknown) => toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" });
  if (!data.data) return null;
  const { owners, audit } = data.data;
  return (
    <section className={`${card} mt-6 space-y-4`} aria-labelledby="owners-heading">
      <h2 id="owners-heading" className="text-lg font-semibold text-slate-900">
        Owners and their changes
      </h2>
      {owners.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody manages this listing.</p>
      ) : (
        <ul className="space-y-2">
          {owners.map((o) => (
            <li key={o.email} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="break-all">
                {o.email} · since {formatDate(o.since)}
              </span>
              <Button
                size="sm"
                variant="dangerOutline"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(o.email, { onSuccess: () => toast({ title: "Owner revoked", variant: "success" }), onError: failed })}
              >
                Revoke {o.email}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {audit.length > 0 && (
        <ol className="space-y-3 text-sm" aria-label="Owner audit trail">
          {audit.map((a) => (
            <li key={a.id} className="rounded-lg bg-slate-50 p-3">
              <p className="font-medium text-slate-900">
                {EVENTS[a.event] ?? a.event} · {a.email ?? "admin"} · {formatDate(a.createdAt)}
                {a.reverted && " · reverted"}
              </p>
              {Object.keys(a.changes).length > 0 && (
                <table className="mt-2 w-full table-fixed text-left text-slate-700">
                  <thead className="text-xs text-slate-600">
                    <tr>
                      <th scope="col" className="w-1/4 pb-1 pr-2 font-medium">
                        Field
                      </th>
                      <th scope="col" className="pb-1 pr-2 font-medium">
                        Before
                      </th>
                      <th scope="col" className="pb-1 font-medium">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody className="align-top">
                    {Object.entries(a.changes).map(([field, c]) => (
                      <tr key={field} className="border-t border-slate-200">
                        <th scope="row" className="py-1 pr-2 font-medium text-slate-900">
                          {fieldLabel(field)}
                        </th>
                        <td className="break-words py-1 pr-2">{valueText(field, c.before)}</td>
                        <td className="break-words py-1">{valueText(field, c.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {a.event === "owner_venue_edited" && !a.reverted && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="mt-2"
                  disabled={revert.isPending}
                  onClick={() => revert.mutate(a.id, { onSuccess: () => toast({ title: "Change reverted", variant: "success" }), onError: failed })}
                >
                  Revert this change
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
