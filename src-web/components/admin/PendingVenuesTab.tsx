// Dashboard tab: venues waiting for review, with who sent them and what they paid, and Approve,
// Reject and Feature.

import type { AdminSubmission, AdminVenue } from "@shared/contract/admin";
import { CheckCircle2, CreditCard, Mail, MapPin, Pencil } from "lucide-react";
import { Link } from "react-router";
import { usePendingVenues, useRejectVenue, useVenueAction } from "../../api/admin";
import { formatCents, formatDate } from "../../lib/format";
import { buttonClass } from "../ui/Button";
import { ApproveRejectButtons } from "./AdminActions";
import { AmenityBadges } from "./AdminBadges";
import { useRedirectOn401 } from "./AdminGuard";
import { FeatureButton } from "./FeatureControls";
import { card } from "./ui";

const PAYMENT_STATUS: Record<NonNullable<AdminSubmission["payment"]>["status"], string> = {
  paid: "Paid",
  pending: "Awaiting payment",
  expired: "Checkout expired unpaid",
  cancelled: "Checkout cancelled",
};

const SOURCE_LABEL: Record<AdminVenue["source"], string> = {
  submission: "an owner's submission",
  import: "a CSV import",
  admin: "an admin",
  demo: "the sample data",
  open_data: "an open map data import",
};

/** Who sent the venue and what they paid: the reply address and the receipt's facts. */
function SubmissionFacts({ venue }: { venue: AdminVenue }) {
  const sub = venue.submission;
  if (!sub) return <p className="text-sm text-slate-600">Added by {SOURCE_LABEL[venue.source]}: no contact or payment on file.</p>;
  const pay = sub.payment;
  return (
    <dl className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3" data-testid="submission-facts">
      <dt className="flex items-center gap-1.5 font-medium text-slate-700">
        <Mail className="h-4 w-4 text-slate-500" aria-hidden /> Contact
      </dt>
      <dd className="min-w-0 break-all">
        <a href={`mailto:${sub.contactEmail}`} className="text-pitch-700 underline">
          {sub.contactEmail}
        </a>
      </dd>
      <dt className="flex items-center gap-1.5 font-medium text-slate-700">
        <CreditCard className="h-4 w-4 text-slate-500" aria-hidden /> Payment
      </dt>
      <dd className="min-w-0">
        {pay ? (
          <>
            <span className="font-semibold text-slate-900">{formatCents(pay.amountCents, pay.currency)}</span> · {PAYMENT_STATUS[pay.status]}
            {pay.paidAt ? ` on ${formatDate(pay.paidAt)}` : `, started ${formatDate(pay.createdAt)}`}
            <span className="block break-all text-xs text-slate-600">
              Reference {pay.reference}
              {pay.providerReference ? ` · payment ${pay.providerReference}` : ""}
            </span>
          </>
        ) : (
          "No checkout on file"
        )}
      </dd>
    </dl>
  );
}

function PendingVenueCard({ venue }: { venue: AdminVenue }) {
  const approve = useVenueAction("approve");
  const reject = useRejectVenue();
  const busy = approve.isPending || reject.isPending;

  return (
    <li className={card}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 className="text-lg font-semibold text-slate-900">{venue.name}</h3>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              {venue.address} <span className="text-slate-500">· {venue.cityName}</span>
            </span>
          </p>
          <AmenityBadges venue={venue} />
          {venue.notes && <p className="text-sm text-slate-600">{venue.notes}</p>}
          <SubmissionFacts venue={venue} />
          <p className="text-sm text-slate-600" data-testid="pending-details">
            {[
              venue.phone ? "Phone" : null,
              venue.website ? "Website" : null,
              venue.instagram ? "Instagram" : null,
              venue.hours || venue.hoursShort ? "Hours" : null,
            ]
              .filter(Boolean)
              .join(" · ") || "No contact details or hours"}
            {" · "}
            {venue.lat !== null && venue.lng !== null ? "On the map" : "Location not set"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          <Link to={`/admin/venues/${venue.id}/edit`} className={buttonClass({ variant: "outline", size: "sm" })} aria-label={`Edit ${venue.name}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Link>
          <ApproveRejectButtons venue={venue} approve={approve} reject={reject} disabled={busy} />
          {/* Only approved venues can be featured: Feature here approves first. */}
          <FeatureButton venue={venue} approve={approve} disabled={busy} />
        </div>
      </div>
    </li>
  );
}

export function PendingVenuesTab() {
  const pending = usePendingVenues();
  useRedirectOn401(pending.error);
  if (pending.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading pending venues...
      </p>
    );
  if (pending.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to fetch venues
      </p>
    );
  if (pending.data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
        <CheckCircle2 className="mb-3 h-10 w-10 text-pitch-600" aria-hidden />
        <p className="font-medium text-slate-800">No pending venues - All venue submissions have been reviewed.</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Pending venues">
      {pending.data.map((v) => (
        <PendingVenueCard key={v.id} venue={v} />
      ))}
    </ul>
  );
}
