// /owner: the signed-in owner's venues, or the sign-in form.

import type { OwnerClaimListItem } from "@shared/contract/owner";
import { LogOut } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { isUnauthorized } from "../../api/admin";
import { useOwnerClaims, useOwnerSession, useOwnerSignOut, useOwnerVenues } from "../../api/owner";
import { PageHeading } from "../../components/PageHeading";
import { Button } from "../../components/ui/Button";
import { SkeletonStack } from "../../components/ui/Skeleton";
import { formatDate } from "../../lib/format";
import { ownerCard, SignInForm, useOwnerPageMeta } from "./owner-ui";

/** Where a claim stands, in the owner's words. */
const CLAIM_STATE: Record<OwnerClaimListItem["status"], string> = {
  pending: "Waiting for our team's check (usually within a day)",
  approved: "Approved",
  verified: "Approved (your address is at the venue's website)",
  rejected: "Not approved",
};

/** The address's claims that are not (or no longer) a venue it manages: pending and rejected ones. */
function Claims({ claims }: { claims: OwnerClaimListItem[] }) {
  if (claims.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="claims-heading">
      <h2 id="claims-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Your requests
      </h2>
      <ul className="space-y-3" aria-labelledby="claims-heading">
        {claims.map((c) => (
          <li key={c.id} className={ownerCard} data-testid="owner-claim-state">
            <p className="font-semibold text-slate-900">{c.venueName}</p>
            <p className="text-sm text-slate-600">
              {c.cityName} · Sent {formatDate(c.createdAt)} · <span className="font-medium text-slate-800">{CLAIM_STATE[c.status]}</span>
              {c.decidedAt && c.status === "rejected" ? ` on ${formatDate(c.decidedAt)}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function OwnerHomePage() {
  useOwnerPageMeta();
  const session = useOwnerSession();
  const venues = useOwnerVenues(session.isSuccess);
  const claims = useOwnerClaims(session.isSuccess);
  const managed = new Set(venues.data?.map((v) => v.id));
  const openClaims = (claims.data ?? []).filter((c) => !managed.has(c.venueId) && (c.status === "pending" || c.status === "rejected"));
  const signOut = useOwnerSignOut();
  const navigate = useNavigate();

  if (session.isPending) return <SkeletonStack className="mx-auto max-w-3xl space-y-4 px-4 py-12" blocks={["h-10 w-1/2", "h-24 w-full"]} />;
  if (session.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-12">
        <PageHeading title="Owner area" subtitle="Keep your venue's listing true: hours, contact details, matches shown." />
        {isUnauthorized(session.error) ? <SignInForm /> : <p role="alert">The owner area could not be loaded. Please try again.</p>}
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title="Your venues" subtitle={`Signed in as ${session.data.email}`} />
        <Button variant="secondary" size="sm" onClick={() => signOut.mutate(undefined, { onSettled: () => navigate("/") })} disabled={signOut.isPending}>
          <LogOut className="h-4 w-4" aria-hidden /> Sign out
        </Button>
      </div>
      {venues.isPending ? (
        <SkeletonStack className="space-y-3" blocks={["h-20 w-full"]} />
      ) : venues.data?.length ? (
        <ul className="space-y-3" aria-label="Your venues">
          {venues.data.map((v) => (
            <li key={v.id} className={ownerCard}>
              <Link to={`/owner/venues/${v.id}`} className="text-lg font-semibold text-pitch-800 underline-offset-2 hover:underline">
                {v.name}
              </Link>
              <p className="text-sm text-slate-600">
                {v.cityName}
                {v.verifiedAt ? ` · Last confirmed ${formatDate(v.verifiedAt)}` : " · Not confirmed yet"}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={ownerCard} data-testid="owner-no-venues">
          {openClaims.some((c) => c.status === "pending")
            ? "No venue yet: our team is checking your request below. The venue shows up here once it is approved."
            : 'No venue yet. To manage a venue, open its page and choose "Own this venue? Manage this listing".'}
        </p>
      )}
      <Claims claims={openClaims} />
    </section>
  );
}
