import { BadgeCheck, Heart, MapPin, Search, ShieldCheck, Star, Store, Tag, Users } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { usePublicConfig } from "../api/config";
import { PageHeading } from "../components/PageHeading";
import { ButtonLink } from "../components/ui/Button";
import { currentPhase } from "../lib/clock";
import { useStaticPageMeta } from "../lib/document-head";
import { SITE } from "../lib/site";

const STEPS = [
  { Icon: Search, title: "Find your city", text: "Search for your city or pick it from the list of about 95 US cities, including all 11 US host cities." },
  {
    Icon: MapPin,
    title: "Compare the spots",
    text: "See venues on a list or a map and filter by food, big screens, family friendly, late opening and venue type.",
  },
  { Icon: Heart, title: "Save and go", text: "Tap the heart to save a favorite and a couple of backups, then check with the venue before a big match." },
];

const VALUES = [
  {
    Icon: BadgeCheck,
    title: "Honest listings",
    text: "Venues are checked by people or come from trusted data sources, and every listing shows when it was last updated. Hours come from the venue's own information, never guessed.",
  },
  {
    Icon: Star,
    title: "No fake reviews",
    text: "Ratings come only from fans using this site, one per fan per venue. We never create, buy or invent ratings or reviews, and a venue with no ratings says so.",
  },
  {
    Icon: Tag,
    title: "Paid placement is labelled",
    text: "Featured venues and city sponsors pay for visibility, and they are always marked as Featured or Sponsor. Paying never changes a rating.",
  },
];

/** Who the site is for: fans, and venues (with a way to get listed). */
const AUDIENCES = [
  {
    id: "for-fans",
    Icon: Users,
    title: "For fans",
    text: "Browse sports bars, pubs, restaurants, breweries, theaters, fan zones and watch parties city by city. Filter for food, big screens, family-friendly spots and late opening, save venues without an account, rate the places you have been, and read our city guides and match-day tips.",
  },
  {
    id: "for-venues",
    Icon: Store,
    title: "For venues",
    text: "Showing the matches? Get listed so fans can find you. Submissions are reviewed within 24-48 hours and you are e-mailed when your venue is live. Want more visibility? Claim & Feature your venue for 30 days of premium placement, clearly marked as Featured.",
    action: { to: "/submit", label: "Submit a Venue" },
  },
];

function Section({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id ?? title}-heading`} className="scroll-mt-24">
      <h2 id={`${id ?? title}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function AboutPage() {
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  const sister = config.data?.sisterSiteUrl;
  const { hash } = useLocation();
  useStaticPageMeta("about");

  // Footer links land on #privacy and #terms: bring the section into view once it exists.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const mail = email ? (
    <a className="font-medium text-pitch-700 underline hover:text-pitch-800" href={`mailto:${email}`}>
      {email}
    </a>
  ) : (
    <Link className="font-medium text-pitch-700 underline hover:text-pitch-800" to="/contact">
      our contact page
    </Link>
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading title={`About ${SITE.name}`} subtitle={`${SITE.tagline}. ${SITE.description}.`} />

      <div className="space-y-12">
        <Section id="mission" title="Our mission">
          <p>
            {currentPhase() === "after"
              ? "The 2026 World Cup ran from June 11 to July 19, 2026, with 104 matches and 78 of them in the United States. Most fans watched with friends in a bar, a restaurant, a theater or a fan zone rather than in a stadium."
              : "The 2026 World Cup runs from June 11 to July 19, 2026, with 104 matches and 78 of them in the United States. Most fans will watch with friends in a bar, a restaurant, a theater or a fan zone rather than in a stadium."}{" "}
            We want every fan to find a good place to watch, with the right screens, food and crowd, in a minute, on a phone, on match day.
          </p>
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {SITE.name} is an independent fan directory. It is not official and is not affiliated with or endorsed by FIFA, any federation or any host city. Our
            own domain is coming soon
            {sister ? (
              <>
                ; meanwhile, see our sister guide,{" "}
                <a className="underline" href={sister} target="_blank" rel="noopener noreferrer">
                  {SITE.sisterSiteName}
                </a>
              </>
            ) : null}
            .
          </p>
        </Section>

        <div className="grid gap-6 md:grid-cols-2">
          {AUDIENCES.map(({ id, Icon, title, text, action }) => (
            <section key={id} aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6">
              <Icon className="h-7 w-7 text-pitch-700" aria-hidden />
              <h2 id={id} className="mt-3 text-xl font-bold text-slate-900">
                {title}
              </h2>
              <p className="mt-2 text-slate-700">{text}</p>
              {action && (
                <ButtonLink to={action.to} className="mt-4">
                  {action.label}
                </ButtonLink>
              )}
            </section>
          ))}
        </div>

        <Section title="How it works">
          <ol className="grid gap-4 sm:grid-cols-3">
            {STEPS.map(({ Icon, title, text }, i) => (
              <li key={title} className="rounded-xl bg-slate-50 p-5">
                <div className="flex items-center gap-3">
                  <span className="flex h-8 w-8 items-center justify-center rounded-full bg-pitch-700 text-sm font-bold text-white" aria-hidden>
                    {i + 1}
                  </span>
                  <Icon className="h-5 w-5 text-pitch-700" aria-hidden />
                </div>
                <h3 className="mt-3 font-semibold text-slate-900">
                  <span className="sr-only">Step {i + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section title="What we stand for">
          <ul className="grid gap-4 md:grid-cols-3">
            {VALUES.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-5">
                <Icon className="h-6 w-6 text-pitch-700" aria-hidden />
                <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="contact" title="Get in touch">
          <p>
            Spotted a wrong listing, want to list your venue, or interested in sponsoring a city? E-mail us at {mail} or use the{" "}
            <Link className="font-medium text-pitch-700 underline hover:text-pitch-800" to="/contact">
              contact form
            </Link>
            . We reply within 24 hours.
          </p>
        </Section>

        <Section id="privacy" title="Privacy">
          <p>
            <ShieldCheck className="mr-1 inline h-5 w-5 text-pitch-700" aria-hidden />
            Fans do not need an account, and we do not ask for your name or e-mail to browse, save or rate.
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>Anonymous id.</strong> On your first visit your browser creates a random id and keeps it in its local storage. Your saved venues and
              ratings are stored with that id only. Clearing this site's data in your browser removes the id, and the saves tied to it can no longer be reached.
            </li>
            <li>
              <strong>What admins see.</strong> The site's administrators can see venue submissions (including the contact e-mail you give), purchases of
              listings, and ratings and saves by anonymous id. They cannot tell who is behind an id.
            </li>
            <li>
              <strong>Payments.</strong> Payments are processed by Stripe. Card details go to Stripe, never to us; we receive the payment status and the e-mail
              address you give at checkout.
            </li>
            <li>
              <strong>E-mail.</strong> If you submit a venue, we e-mail you about that submission (for example when it is approved). No newsletters unless you
              ask.
            </li>
            <li>
              <strong>Logs and abuse protection.</strong> Our servers record each request's path, status and timing to keep the site running, and keep
              short-lived counters by network address or anonymous id to stop abuse. Maps load tiles from a map tile server, which sees your network address
              like any website.
            </li>
          </ul>
          <p>No advertising trackers and no selling of data. Questions about your data: {mail}.</p>
        </Section>

        <Section id="terms" title="Terms">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Listings are provided for information. Opening hours, screens and which match is shown can change, so confirm with the venue before you go. We are
              not responsible for venues, events or their entry rules.
            </li>
            <li>This is an independent fan directory, not an official FIFA service. Team, tournament and venue names belong to their owners.</li>
            <li>
              Venue submissions are reviewed before they are published; we may edit listings for accuracy or decline them. Featured placement lasts 30 days and
              is always labelled.
            </li>
            <li>Ratings must be honest and your own: one per fan per venue. We remove ratings made by automated means.</li>
            <li>Questions about a payment or a listing: {mail}.</li>
          </ul>
        </Section>
      </div>
    </div>
  );
}
