import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { usePublicConfig } from "../api/config";
import { LOCALE } from "../lib/i18n";
import { SITE } from "../lib/site";
import { SocialLinks } from "./Header";
import { LanguageSwitch } from "./LanguageSwitch";
import { MailAddress } from "./MailAddress";

interface FooterLink {
  /** The label's key in common.footer. */
  label: FooterKey;
  /** A page of the site, or an address outside it (mailto:). */
  to: string;
  /** A mailto link's address, shown under it to copy. */
  email?: string;
}

type FooterKey =
  | "allCities"
  | "matchSchedule"
  | "competitions"
  | "blog"
  | "faq"
  | "submitVenue"
  | "aboutUs"
  | "contact"
  | "featureYourVenue"
  | "citySponsorship"
  | "manageListing"
  | "partner"
  | "privacy"
  | "terms"
  | "contactUs";

const QUICK_LINKS: FooterLink[] = [
  { label: "allCities", to: "/cities" },
  { label: "matchSchedule", to: "/matches" },
  { label: "competitions", to: "/competitions" },
  { label: "blog", to: "/blog" },
  { label: "faq", to: "/faq" },
  { label: "submitVenue", to: "/submit" },
  { label: "aboutUs", to: "/about" },
  { label: "contact", to: "/contact" },
];

const BUSINESS_LINKS: FooterLink[] = [
  { label: "featureYourVenue", to: "/submit" },
  { label: "citySponsorship", to: "/cities" },
  { label: "manageListing", to: "/owner" },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: "privacy", to: "/about#privacy" },
  { label: "terms", to: "/about#terms" },
  { label: "contactUs", to: "/contact" },
];

/** Partnerships go straight to the support inbox once the config has loaded, else to the contact page. */
const partnerLink = (email: string | undefined, subject: string): FooterLink => ({
  label: "partner",
  to: email ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : "/contact",
  email,
});

function FooterLinks({ links, className }: { links: FooterLink[]; className: string }) {
  const t = useTranslations("common.footer");
  return (
    <ul className={className}>
      {links.map(({ label, to, email }) => (
        <li key={label}>
          {/* The owner area is English only: its link leaves the Spanish site's basename. */}
          {to === "/owner" && LOCALE !== "en" ? (
            <a className="hover:text-white" href={to} hrefLang="en">
              {t(label)}
            </a>
          ) : to.startsWith("/") ? (
            <Link className="hover:text-white" to={to}>
              {t(label)}
            </Link>
          ) : (
            <>
              <a className="hover:text-white" href={to}>
                {t(label)}
              </a>
              {email && <MailAddress email={email} dark className="mt-1" />}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function FooterNav({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
        {title}
      </h2>
      <FooterLinks links={links} className="mt-3 space-y-2 text-sm" />
    </nav>
  );
}

export function Footer() {
  const config = usePublicConfig();
  const t = useTranslations("common.footer");
  const tm = useTranslations("meta");
  const email = config.data?.supportEmail;
  const sister = (chunks: React.ReactNode) =>
    config.data?.sisterSiteUrl ? (
      <a className="underline hover:text-white" href={config.data.sisterSiteUrl} target="_blank" rel="noopener noreferrer">
        {chunks}
      </a>
    ) : (
      chunks
    );
  return (
    <footer className="mt-16 bg-night-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-2 max-w-md text-sm text-slate-300">
            {t.rich("about", { description: tm("siteDescription"), tagline: t("tagline"), sisterSite: t("sisterSite"), sister })}
          </p>
          <SocialLinks className="mt-4 text-slate-300" />
          <LanguageSwitch className="mt-4 inline-block text-sm font-semibold text-white underline" />
        </div>
        <FooterNav id="footer-quick-links" title={t("quickLinks")} links={QUICK_LINKS} />
        <FooterNav id="footer-business" title={t("forBusiness")} links={[...BUSINESS_LINKS, partnerLink(email, t("partnerSubject"))]} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("rights", { year: String(new Date().getFullYear()), site: SITE.name })}</p>
          <FooterLinks links={LEGAL_LINKS} className="flex flex-wrap gap-4" />
        </div>
      </div>
    </footer>
  );
}
