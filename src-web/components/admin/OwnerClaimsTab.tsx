// Dashboard tab: claims to manage a venue that wait for an admin (with their evidence: the address,
// the venue's website when claimed, the owner's message), and owners' name and address changes.
import { Globe, Mail, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { useDecideOwnerItem, useOwnerQueue } from "../../api/owner";
import { errorMessage } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";
import { useRedirectOn401 } from "./AdminGuard";
import { card } from "./ui";

const ORIGINS = {
  form: "from the venue page",
  purchase: "from a Claim & Feature purchase",
  submission: "from the venue's paid submission",
} as const;

type Decide = (kind: "owner-claims" | "owner-changes", id: number, decision: "approve" | "reject", what: string) => void;

function Decision({ onDecide, pending, label }: { onDecide: (d: "approve" | "reject") => void; pending: boolean; label: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => onDecide("approve")} disabled={pending} aria-label={`Approve ${label}`}>
        Approve
      </Button>
      <Button size="sm" variant="dangerOutline" onClick={() => onDecide("reject")} disabled={pending} aria-label={`Reject ${label}`}>
        Reject
      </Button>
    </div>
  );
}

export function OwnerClaimsTab() {
  const queue = useOwnerQueue();
  useRedirectOn401(queue.error);
  const decide = useDecideOwnerItem();
  const onDecide: Decide = (kind, id, decision, what) =>
    decide.mutate(
      { kind, id, decision },
      {
        onSuccess: () => toast({ title: decision === "approve" ? "Approved" : "Rejected", description: what, variant: "success" }),
        onError: (err) => toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" }),
      },
    );

  if (queue.isPending) return <p role="status">Loading owner claims...</p>;
  if (!queue.data) return <p role="alert">The owner claims could not be loaded.</p>;
  const { claims, changes } = queue.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="owner-claims-heading" className="space-y-3">
        <h2 id="owner-claims-heading" className="text-xl font-semibold text-slate-900">
          Owner claims ({claims.length})
        </h2>
        {claims.length === 0 && <p className="text-slate-600">No claim waits for review.</p>}
        <ul className="space-y-3">
          {claims.map((c) => (
            <li key={c.id} className={`${card} space-y-3`} data-testid="owner-claim-item">
              <div>
                <Link to={`/admin/venues/${c.venueId}/edit`} className="text-lg font-semibold text-pitch-800 hover:underline">
                  {c.venueName}
                </Link>
                <p className="text-sm text-slate-600">
                  {c.cityName} · {ORIGINS[c.origin]} · {formatDate(c.createdAt)}
                </p>
              </div>
              <dl className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="flex items-center gap-1.5 font-medium text-slate-700">
                  <Mail className="h-4 w-4" aria-hidden /> Email
                </dt>
                <dd className="break-all">{c.email}</dd>
                <dt className="flex items-center gap-1.5 font-medium text-slate-700">
                  <Globe className="h-4 w-4" aria-hidden /> Website
                </dt>
                <dd className="break-all">{c.website ?? "none listed"}</dd>
                <dt className="flex items-center gap-1.5 font-medium text-slate-700">
                  <MessageSquare className="h-4 w-4" aria-hidden /> Message
                </dt>
                <dd className="whitespace-pre-line break-words">{c.message ?? "none"}</dd>
              </dl>
              <Decision
                label={`${c.email} for ${c.venueName}`}
                pending={decide.isPending}
                onDecide={(d) => onDecide("owner-claims", c.id, d, `${c.email} for ${c.venueName}`)}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="owner-changes-heading" className="space-y-3">
        <h2 id="owner-changes-heading" className="text-xl font-semibold text-slate-900">
          Name and address changes ({changes.length})
        </h2>
        {changes.length === 0 && <p className="text-slate-600">No change waits for review.</p>}
        <ul className="space-y-3">
          {changes.map((c) => (
            <li key={c.id} className={`${card} space-y-2`}>
              <p className="font-semibold text-slate-900">{c.venueName}</p>
              <p className="text-sm text-slate-600">
                By {c.email} · {formatDate(c.createdAt)}
              </p>
              <ul className="text-sm text-slate-800">
                {c.name !== undefined && (
                  <li>
                    Name: {c.venueName} → {c.name}
                  </li>
                )}
                {c.address !== undefined && (
                  <li>
                    Address: {c.currentAddress} → {c.address}
                  </li>
                )}
              </ul>
              <Decision label={`the change to ${c.venueName}`} pending={decide.isPending} onDecide={(d) => onDecide("owner-changes", c.id, d, c.venueName)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
