import { Link } from "react-router";
import { usePublicConfig } from "../api/config";
import { SITE } from "../lib/site";
import { SocialLinks } from "./Header";

interface FooterLink {
  label: string;
  /** A page of the site, or an address outside it (mailto:). */
  to: string;
}

const QUICK_LINKS: FooterLink[] = [
  { label: "All Cities", to: "/cities" },
  { label: "Match Schedule", to: "/matches" },
  { label: "Blog", to: "/blog" },
  { label: "FAQ", to: "/faq" },
  { label: "Submit Venue", to: "/submit" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/contact" },
];

const BUSINESS_LINKS: FooterLink[] = [
  { label: "Feature Your Venue", to: "/submit" },
  { label: "City Sponsorship", to: "/cities" },
  { label: "Manage Your Listing", to: "/owner" },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: "Privacy Policy", to: "/about#privacy" },
  { label: "Terms of Service", to: "/about#terms" },
  { label: "Contact Us", to: "/contact" },
];

/** Partnerships go straight to the support inbox once the config has loaded, else to the contact page. */
const partnerLink = (email: string | undefined): FooterLink => ({
  label: "Partner With Us",
  to: email ? `mailto:${email}?subject=${encodeURIComponent("Partnership inquiry")}` : "/contact",
});

function FooterLinks({ links, className }: { links: FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map(({ label, to }) => (
        <li key={label}>
          {to.startsWith("/") ? (
            <Link className="hover:text-white" to={to}>
              {label}
            </Link>
          ) : (
            <a className="hover:text-white" href={to}>
              {label}
            </a>
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
  const email = config.data?.supportEmail;
  return (
    <footer className="mt-16 bg-night-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-2 max-w-md text-sm text-slate-300">
            {SITE.description}. {SITE.tagline}. An independent fan directory, not affiliated with FIFA or any official organiser. Our own domain is coming soon;
            meanwhile see our sister site,{" "}
            {config.data?.sisterSiteUrl ? (
              <a className="underline hover:text-white" href={config.data.sisterSiteUrl} target="_blank" rel="noopener noreferrer">
                {SITE.sisterSiteName}
              </a>
            ) : (
              SITE.sisterSiteName
            )}
            .
          </p>
          <SocialLinks className="mt-4 text-slate-300" />
        </div>
        <FooterNav id="footer-quick-links" title="Quick Links" links={QUICK_LINKS} />
        <FooterNav id="footer-business" title="For Business" links={[...BUSINESS_LINKS, partnerLink(email)]} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {SITE.name}. All rights reserved.
          </p>
          <FooterLinks links={LEGAL_LINKS} className="flex flex-wrap gap-4" />
        </div>
      </div>
    </footer>
  );
}
