import { clsx } from "clsx";
import { Camera, Clapperboard, Heart, Menu, Video, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { SITE } from "../lib/site";
import { LanguageSwitch } from "./LanguageSwitch";

const NAV = [
  { to: "/cities", label: "cities" },
  { to: "/matches", label: "matches" },
  // On narrower desktops the bar has room for the others only; the mobile menu lists it always.
  { to: "/competitions", label: "competitions", wide: true },
  { to: "/blog", label: "blog" },
  { to: "/submit", label: "addVenue" },
  { to: "/about", label: "about" },
  { to: "/contact", label: "contact" },
] as const;

const SOCIAL_ICONS = { YouTube: Video, TikTok: Clapperboard, Instagram: Camera } as const;

export function SocialLinks({ className }: { className?: string }) {
  const t = useTranslations("common.nav");
  return (
    <ul className={clsx("flex items-center gap-1", className)}>
      {SITE.social.map((s) => {
        const Icon = SOCIAL_ICONS[s.label];
        return (
          <li key={s.label}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5"
              aria-label={t("opensInNewTab", { label: s.label })}
            >
              <Icon className="h-5 w-5" aria-hidden />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Header() {
  const [open, setOpen] = useState(false);
  const t = useTranslations("common.nav");
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: a new page closes the menu.
  useEffect(() => setOpen(false), [location.pathname]);
  // Escape closes the open mobile menu and puts focus back on its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-pitch-800">
          <img src="/images/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="text-lg leading-tight">{SITE.name}</span>
        </Link>
        <nav aria-label={t("main")} className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                clsx(
                  "rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100",
                  isActive ? "text-pitch-700" : "text-slate-700",
                  "wide" in item && "hidden lg:inline-block",
                )
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <SocialLinks className="hidden text-slate-600 xl:flex" />
          <LanguageSwitch className="hidden rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-block" />
          <Link
            to="/bookmarks"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            aria-label={t("savedVenues")}
            title={t("savedVenues")}
          >
            <Heart className="h-5 w-5" aria-hidden />
          </Link>
          <Link to="/submit" className="hidden rounded-md bg-pitch-700 px-4 py-2 text-sm font-semibold text-white hover:bg-pitch-800 sm:inline-block">
            {t("listVenue")}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 md:hidden"
            aria-label={open ? t("closeMenu") : t("openMenu")}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label={t("mobile")} className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100" />
            </li>
          </ul>
          <Link to="/submit" className="block rounded-md bg-pitch-700 px-4 py-3 text-center font-semibold text-white">
            {t("listVenue")}
          </Link>
          <SocialLinks className="mt-3 justify-center text-slate-600" />
        </nav>
      )}
    </header>
  );
}
