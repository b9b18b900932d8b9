// Back from the payment page: what was bought, for how much, the reference, and what happens next,
// read from the checkout the success address names (GET /api/checkouts/{reference}).

import type { CheckoutSummary as Summary } from "@shared/contract/payments";
import { CheckCircle2, Clock, Hourglass, XCircle } from "lucide-react";
import { Link } from "react-router";
import { useCheckoutSummary } from "../../api/payments";
import { formatUsd } from "../../lib/format";
import { ButtonLink } from "../ui/Button";
import { Skeleton } from "../ui/Skeleton";

const KIND_LABEL: Record<Summary["kind"], string> = {
  submission: "Venue submission",
  featured: "Featured venue listing",
  sponsor: "City sponsorship",
};

function NextStep({ summary }: { summary: Summary }) {
  const email = summary.contactEmail;
  if (summary.status === "pending") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <Hourglass className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <span>We are confirming your payment with our payment provider. This page updates by itself; your receipt follows by e-mail.</span>
      </p>
    );
  }
  if (summary.status !== "paid") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        <span>This checkout was not completed, so nothing was charged. You can submit the venue again at any time.</span>
      </p>
    );
  }
  if (summary.venue?.status === "approved") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
        <span>
          Your venue has been approved and is live.{" "}
          <Link to={`/venue/${summary.venue.id}`} className="font-semibold text-pitch-700 underline">
            See your venue page
          </Link>
        </span>
      </p>
    );
  }
  if (summary.venue?.status === "rejected") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        <span>
          Our team could not approve this submission.{" "}
          <Link to="/contact" className="font-semibold text-pitch-700 underline">
            Contact us
          </Link>{" "}
          with your reference if you have questions.
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2" data-testid="summary-next">
      <Clock className="mt-0.5 h-5 w-5 shrink-0 text-pitch-700" aria-hidden />
      <span>
        Next: an admin reviews your submission within 24-48 hours. You'll get an e-mail{email ? ` at ${email}` : ""} as soon as it is approved and live.
      </span>
    </p>
  );
}

export function CheckoutSummary({ reference }: { reference: string }) {
  const summary = useCheckoutSummary(reference);
  const data = summary.data;
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="checkout-summary">
      <h2 id="summary-heading" className="text-xl font-semibold text-slate-900">
        Your purchase
      </h2>
      {summary.isPending && (
        <div className="mt-4 space-y-3" role="status" aria-busy="true" aria-label="Loading your purchase">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      )}
      {summary.isError && (
        <p className="mt-3 text-slate-700" role="alert">
          We could not load this purchase. If you paid, your receipt e-mail has its reference: <code className="break-all text-sm">{reference}</code>.{" "}
          <Link to="/contact" className="font-semibold text-pitch-700 underline">
            Contact us
          </Link>{" "}
          if anything looks wrong.
        </p>
      )}
      {data && (
        <>
          <dl className="mt-4 divide-y divide-slate-100 border-y border-slate-100 text-sm sm:text-base">
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-600">What you bought</dt>
              <dd className="font-semibold text-slate-900">{KIND_LABEL[data.kind]}</dd>
            </div>
            {data.venueName && (
              <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="text-slate-600">Venue</dt>
                <dd className="break-words font-semibold text-slate-900" data-testid="summary-venue">
                  {data.venueName}
                  {data.cityName ? <span className="font-normal text-slate-700"> · {data.cityName}</span> : null}
                </dd>
              </div>
            )}
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-600">{data.status === "paid" ? "Amount paid" : "Amount"}</dt>
              <dd className="font-semibold text-slate-900" data-testid="summary-amount">
                {formatUsd(data.amount)} {data.currency.toUpperCase()}
                {data.status === "pending" && <span className="font-normal text-amber-800"> (being confirmed)</span>}
              </dd>
            </div>
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-600">Reference</dt>
              <dd className="break-all font-mono text-sm text-slate-900" data-testid="summary-reference">
                {data.reference}
              </dd>
            </div>
            {data.contactEmail && (
              <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="text-slate-600">Receipt sent to</dt>
                <dd className="break-all text-slate-900">{data.contactEmail}</dd>
              </div>
            )}
          </dl>
          <div className="mt-4 text-slate-800" aria-live="polite">
            <NextStep summary={data} />
          </div>
        </>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/submit">Submit another venue</ButtonLink>
        <ButtonLink to="/cities" variant="secondary">
          Browse cities
        </ButtonLink>
      </div>
    </section>
  );
}
