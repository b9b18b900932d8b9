import { DEFAULT_VENUE_IMAGE } from "@shared/constants";
import { localePath } from "@shared/i18n/locales";
import { missingMeta, venueMeta } from "@shared/page-titles";
import { CalendarCheck, ExternalLink, Info, MapPin, PencilLine, Star } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { useParams, useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { isNotFound } from "../api/cities";
import { usePublicConfig } from "../api/config";
import { useVenue } from "../api/venues";
import { BookmarkButton } from "../components/BookmarkButton";
import { Breadcrumb, useHomeCrumb } from "../components/Breadcrumb";
import { FeaturedPricingCard } from "../components/FeaturedPricingCard";
import { MailAddress } from "../components/MailAddress";
import { MessagePage } from "../components/MessagePage";
import { VenueLocationMap } from "../components/map/VenueLocationMap";
import { Badge } from "../components/ui/Badge";
import { ButtonLink, buttonClass } from "../components/ui/Button";
import { CoverImage } from "../components/ui/CoverImage";
import { Skeleton, SkeletonStack } from "../components/ui/Skeleton";
import { VenueRatingPanel } from "../components/VenueRatingPanel";
import { AmenityList } from "../components/venue/AmenityList";
import { OpenDataNotice } from "../components/venue/OpenDataLabel";
import { OwnerClaimBox } from "../components/venue/OwnerClaimBox";
import { VenueContact } from "../components/venue/VenueContact";
import { VenueHours } from "../components/venue/VenueHours";
import { VenueMatchClaims } from "../components/venue/VenueMatchClaims";
import { VenueMatchDayUpdates } from "../components/venue/VenueMatchDayUpdates";
import { VerifiedByVenue } from "../components/venue/VerifiedByVenue";
import { googleMapsUrl, suggestEditHref } from "../components/venue/venue-links";
import { useTagLabel, venueTypeLabel } from "../components/venue/venue-type";
import { useCheckoutReference } from "../lib/checkout-return";
import { useDocumentMeta } from "../lib/document-head";
import { formatDate } from "../lib/format";
import { LOCALE, metaT } from "../lib/i18n";
import { SITE } from "../lib/site";
import { sendVenueView } from "../lib/view-beacon";

const card = "rounded-xl border border-slate-200 bg-white p-5";

// Shown only on the way back from the payment page: kept out of the venue page's first load.
const CheckoutSummary = lazy(() => import("../components/submit/CheckoutSummary").then((m) => ({ default: m.CheckoutSummary })));

function VenueSkeleton() {
  const t = useTranslations("venues.page");
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" role="status" aria-busy="true" aria-label={t("loading")} data-testid="venue-skeleton">
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SkeletonStack className="space-y-4" blocks={["aspect-[16/9] w-full rounded-xl", "h-9 w-2/3", "h-5 w-1/2", "h-24 w-full"]} />
        <SkeletonStack className="space-y-4" blocks={["h-40 w-full rounded-xl", "h-40 w-full rounded-xl"]} />
      </div>
    </div>
  );
}

function NotFound({ failed }: { failed: boolean }) {
  const t = useTranslations("venues.page");
  return (
    <MessagePage
      title={failed ? t("failedTitle") : metaT()("missing.venue")}
      text={failed ? t("failedText") : t("missingText")}
      meta={failed ? undefined : missingMeta(metaT(), SITE.name, "venue")}
    >
      <ButtonLink to="/cities">{t("browseCities")}</ButtonLink>
    </MessagePage>
  );
}

export default function VenuePage() {
  const t = useTranslations("venues.page");
  const tv = useTranslations("venues");
  const tagLabel = useTagLabel();
  const homeCrumb = useHomeCrumb();
  const { id: rawId } = useParams();
  // Only a positive integer can be a venue; anything else is "not found" without asking the server.
  const id = rawId && /^[1-9]\d{0,14}$/.test(rawId) ? rawId : undefined;
  const venueQuery = useVenue(id);
  const config = usePublicConfig();
  const venue = venueQuery.data;
  const purchase = useCheckoutReference();
  const [, setSearchParams] = useSearchParams();
  const closePurchase = () =>
    setSearchParams(
      (params) => {
        params.delete("checkout");
        return params;
      },
      { replace: true },
    );

  useDocumentMeta(venue ? venueMeta(metaT(), SITE.name, venue) : undefined);
  const shownId = venue?.id;
  useEffect(() => {
    if (shownId !== undefined) sendVenueView(shownId);
  }, [shownId]);

  if (!id) return <NotFound failed={false} />;
  if (venueQuery.isPending) return <VenueSkeleton />;
  if (venueQuery.isError || !venue) return <NotFound failed={!isNotFound(venueQuery.error)} />;

  const supportEmail = config.data?.supportEmail;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={[homeCrumb, { label: venue.cityName, to: `/city/${venue.citySlug}` }, { label: venue.name }]} />

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <article className="min-w-0 space-y-8">
          {purchase && (
            <Suspense fallback={null}>
              <CheckoutSummary reference={purchase} onDismiss={closePurchase} />
            </Suspense>
          )}
          <div className="relative overflow-hidden rounded-xl bg-slate-100">
            <CoverImage
              src={venue.coverImage}
              fallback={DEFAULT_VENUE_IMAGE}
              loading="eager"
              width={1280}
              height={720}
              className="aspect-[16/9] w-full object-cover"
            />
            {venue.isFeatured && (
              <Badge tone="amber" className="absolute left-3 top-3 px-3 py-1 text-sm shadow" testId="featured-badge">
                <Star className="h-4 w-4 fill-current" aria-hidden /> {t("featured")}
              </Badge>
            )}
          </div>

          {venue.isSample && (
            <p
              className="flex items-start gap-2 rounded-lg border border-violet-200 bg-violet-50 px-4 py-3 text-sm text-violet-900"
              data-testid="sample-notice"
            >
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>{t.rich("sampleNotice", { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}</span>
            </p>
          )}

          {venue.openData && <OpenDataNotice openData={venue.openData} />}

          <header className="space-y-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-pitch-700">
              {tagLabel(venueTypeLabel(venue.tags, venue.openData !== undefined && !venue.openData.confirmed))}
              {venue.neighborhood ? ` · ${venue.neighborhood}` : ""}
            </p>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-balance wrap-anywhere text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{venue.name}</h1>
              <BookmarkButton venueId={venue.id} />
            </div>
            <p className="flex items-start gap-2 text-lg text-slate-700">
              <MapPin className="mt-1 h-5 w-5 shrink-0 text-slate-400" aria-hidden />
              <span className="min-w-0 break-words">{venue.address}</span>
            </p>
            <VenueRatingPanel venue={venue} />
          </header>

          {venue.matchDay && <VenueMatchDayUpdates matchDay={venue.matchDay} timeZone={venue.timeZone} />}
          <VenueMatchClaims claims={venue.claims} venue={venue} />

          <section aria-labelledby="amenities-heading" className="space-y-3">
            <h2 id="amenities-heading" className="text-xl font-semibold text-slate-900">
              {t("amenities")}
            </h2>
            <AmenityList venue={venue} />
          </section>

          <section aria-labelledby="about-heading" className="space-y-3">
            <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
              {t("about")}
            </h2>
            <p className="whitespace-pre-line wrap-anywhere text-slate-700">{venue.notes?.trim() || t("defaultNotes")}</p>
            {venue.tags.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={t("venueTypes")}>
                {venue.tags.map((tag) => (
                  <li key={tag}>
                    <Badge>{tagLabel(tag)}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="location-heading" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="location-heading" className="text-xl font-semibold text-slate-900">
                {t("location")}
              </h2>
              <a href={googleMapsUrl(venue.address)} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: "secondary", size: "sm" })}>
                <ExternalLink className="h-4 w-4" aria-hidden /> {t("openInMaps")}
                <span className="sr-only">{t("newTab")}</span>
              </a>
            </div>
            <VenueLocationMap lat={venue.lat} lng={venue.lng} name={venue.name} cityName={venue.cityName} cityCenter={venue.cityCenter} />
          </section>
        </article>

        <aside className="space-y-6" aria-label={t("details")}>
          <div className={card}>
            <VenueContact venue={venue} />
          </div>
          <div className={card}>
            <VenueHours venue={venue} />
          </div>
          <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="venue-updated">
            <CalendarCheck className="h-4 w-4" aria-hidden /> {t("updated", { date: formatDate(venue.updatedAt) })}
          </p>
          <VerifiedByVenue verifiedAt={venue.verifiedAt} timeZone={venue.timeZone} />
          <FeaturedPricingCard venueId={venue.id} />
          <div className={card}>
            <h2 className="text-lg font-semibold text-slate-900">{t("outOfDate")}</h2>
            <p className="mt-1 text-sm text-slate-600">{t("outOfDateText")}</p>
            <a
              href={supportEmail ? suggestEditHref(supportEmail, venue, tv) : localePath(LOCALE, "/contact")}
              className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
            >
              <PencilLine className="h-4 w-4" aria-hidden /> {t("suggestEdit")}
            </a>
            {supportEmail && <MailAddress email={supportEmail} className="mt-2" />}
          </div>
          <OwnerClaimBox venueId={venue.id} />
        </aside>
      </div>
    </div>
  );
}
