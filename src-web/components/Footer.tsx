import { Link } from "react-router";
import { usePublicConfig } from "../api/config";
import { SITE } from "../lib/site";
import { SocialLinks } from "./Header";

export function Footer() {
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  return (
    <footer className="mt-16 bg-night-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold text-white">{SITE.name}</p>
          <p className="mt-2 max-w-md text-sm text-slate-300">
            {SITE.description}. {SITE.tagline}. An independent fan directory, not affiliated with FIFA or any official
            organiser. Our own domain is coming soon; meanwhile see our sister site,{" "}
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
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wide text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className="hover:text-white" to="/cities">All Cities</Link></li>
            <li><Link className="hover:text-white" to="/blog">Blog</Link></li>
            <li><Link className="hover:text-white" to="/submit">Submit Venue</Link></li>
            <li><Link className="hover:text-white" to="/about">About Us</Link></li>
            <li><Link className="hover:text-white" to="/contact">Contact</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-business">
          <h2 id="footer-business" className="text-sm font-semibold uppercase tracking-wide text-white">
            For Business
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link className="hover:text-white" to="/submit">Feature Your Venue</Link></li>
            <li><Link className="hover:text-white" to="/cities">City Sponsorship</Link></li>
            <li>
              {email ? (
                <a className="hover:text-white" href={`mailto:${email}?subject=${encodeURIComponent("Partnership inquiry")}`}>
                  Partner With Us
                </a>
              ) : (
                <Link className="hover:text-white" to="/contact">Partner With Us</Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} {SITE.name}. All rights reserved.</p>
          <ul className="flex flex-wrap gap-4">
            <li><Link className="hover:text-white" to="/about#privacy">Privacy Policy</Link></li>
            <li><Link className="hover:text-white" to="/about#terms">Terms of Service</Link></li>
            <li><Link className="hover:text-white" to="/contact">Contact Us</Link></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
