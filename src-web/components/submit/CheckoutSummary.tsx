// Back from the payment page: what was bought, for how much, the reference, and what happens next,
// read from the checkout the success address names (GET /api/checkouts/{reference}).

import type { CheckoutSummary as Summary } from "@shared/contract/payments";
import { CheckCircle2, Clock, Hourglass, XCircle } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useCheckoutSummary } from "../../api/payments";
import { formatDate, formatUsd } from "../../lib/format";
import { Button, ButtonLink } from "../ui/Button";
import { Skeleton } from "../ui/Skeleton";

const linkClass = "font-semibold text-pitch-700 underline";

function NextStep({ summary }: { summary: Summary }) {
  const t = useTranslations("submit.summary");
  const email = summary.contactEmail;
  if (summary.status === "pending") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <Hourglass className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <span>{t("pending")}</span>
      </p>
    );
  }
  if (summary.status !== "paid") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        <span>{summary.kind === "featured" ? t("featuredNotCompleted") : t("notCompleted")}</span>
      </p>
    );
  }
  if (summary.kind === "featured") return <FeaturedNextStep summary={summary} />;
  const venueId = summary.venue?.id;
  if (summary.venue?.status === "approved") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
        <span>
          {t.rich("approved", {
            link: (chunks) => (
              <Link to={`/venue/${venueId}`} className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </span>
      </p>
    );
  }
  if (summary.venue?.status === "rejected") {
    return (
      <p className="flex items-start gap-2" data-testid="summary-next">
        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
        <span>
          {t.rich("rejected", {
            link: (chunks) => (
              <Link to="/contact" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2" data-testid="summary-next">
      <Clock className="mt-0.5 h-5 w-5 shrink-0 text-pitch-700" aria-hidden />
      <span>{email ? t("nextWithEmail", { email }) : t("next")}</span>
    </p>
  );
}

/** After a paid "Claim & Feature": until when, then the request to manage the listing. */
function FeaturedNextStep({ summary }: { summary: Summary }) {
  const t = useTranslations("submit.summary");
  const email = summary.contactEmail;
  const manage =
    summary.manage === "owner"
      ? t.rich("manageOwner", {
          // The owner area is English only, at one address for every language.
          link: (chunks) => (
            <a href="/owner" className={linkClass}>
              {chunks}
            </a>
          ),
        })
      : summary.manage === "claim_pending" && email
        ? t("managePending", { email })
        : summary.manage === "claim_rejected"
          ? t.rich("manageRejected", {
              link: (chunks) => (
                <Link to="/contact" className={linkClass}>
                  {chunks}
                </Link>
              ),
            })
          : null;
  return (
    <div className="space-y-3" data-testid="summary-next">
      <p className="flex items-start gap-2">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden />
        <span>{summary.featuredUntil ? t("featuredShows", { date: formatDate(summary.featuredUntil, "long") }) : t("featuredVenueGone")}</span>
      </p>
      {manage && (
        <p className="flex items-start gap-2">
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-pitch-700" aria-hidden />
          <span>{manage}</span>
        </p>
      )}
    </div>
  );
}

/**
 * The purchase the payment page came back with. A submission's page offers the next steps of a
 * submitter; elsewhere (a venue's page after "Claim & Feature") `onDismiss` hides the summary.
 */
export function CheckoutSummary({ reference, onDismiss }: { reference: string; onDismiss?: () => void }) {
  const t = useTranslations("submit.summary");
  const summary = useCheckoutSummary(reference);
  const data = summary.data;
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="checkout-summary">
      <h2 id="summary-heading" className="text-xl font-semibold text-slate-900">
        {t("heading")}
      </h2>
      {summary.isPending && (
        <div className="mt-4 space-y-3" role="status" aria-busy="true" aria-label={t("loading")}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      )}
      {summary.isError && (
        <p className="mt-3 text-slate-700" role="alert">
          {t.rich("loadFailed", {
            reference,
            code: (chunks) => <code className="break-all text-sm">{chunks}</code>,
            link: (chunks) => (
              <Link to="/contact" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {data && (
        <>
          <dl className="mt-4 divide-y divide-slate-100 border-y border-slate-100 text-sm sm:text-base">
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-600">{t("whatYouBought")}</dt>
              <dd className="font-semibold text-slate-900" data-testid="summary-kind">
                {t(`kind.${data.kind}`)}
              </dd>
            </div>
            {data.venueName && (
              <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="text-slate-600">{t("venue")}</dt>
                <dd className="break-words font-semibold text-slate-900" data-testid="summary-venue">
                  {data.venueName}
                  {data.cityName ? <span className="font-normal text-slate-700"> · {data.cityName}</span> : null}
                </dd>
              </div>
            )}
            {data.featuredUntil && (
              <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="text-slate-600">{t("featuredUntil")}</dt>
                <dd className="font-semibold text-slate-900" data-testid="summary-until">
                  {formatDate(data.featuredUntil, "long")}
                </dd>
              </div>
            )}
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-600">{data.status === "paid" ? t("amountPaid") : t("amount")}</dt>
              <dd className="font-semibold text-slate-900" data-testid="summary-amount">
                {formatUsd(data.amount)} {data.currency.toUpperCase()}
                {data.status === "pending" && <span className="font-normal text-amber-800">{t("beingConfirmed")}</span>}
              </dd>
            </div>
            <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-600">{t("reference")}</dt>
              <dd className="break-all font-mono text-sm text-slate-900" data-testid="summary-reference">
                {data.reference}
              </dd>
            </div>
            {data.contactEmail && (
              <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="text-slate-600">{t("receiptSentTo")}</dt>
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
        {onDismiss ? (
          <Button variant="secondary" onClick={onDismiss}>
            {t("close")}
          </Button>
        ) : (
          <>
            <ButtonLink to="/submit">{t("submitAnother")}</ButtonLink>
            <ButtonLink to="/cities" variant="secondary">
              {t("browseCities")}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
