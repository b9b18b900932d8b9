// The top of a city page: the hero image with host-city facts, or a plain header with the sponsor and submit actions.

import { cityHeroTexts } from "@shared/city-text";
import type { CityDetail } from "@shared/contract/cities";
import { heroImageSrc } from "@shared/hero-art";
import { Megaphone, Plus, Trophy } from "lucide-react";
import { useTranslations } from "use-intl";
import { useCopySeason } from "../../lib/clock";
import { LOCALE } from "../../lib/i18n";
import { SITE } from "../../lib/site";
import { Badge } from "../ui/Badge";
import { ButtonLink } from "../ui/Button";

function scrollToSponsor() {
  const box = document.getElementById("sponsor");
  if (!box) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  box.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  box.focus({ preventScroll: true });
}

export function CityHero({ city }: { city: CityDetail }) {
  const t = useTranslations("city.hero");
  const tl = useTranslations("common.cityLinks");
  const tc = useTranslations("city");
  const { title, stadium, ...texts } = cityHeroTexts(LOCALE, city, tc, SITE.name, useCopySeason());

  if (city.hero_image_url) {
    return (
      <section className="relative overflow-hidden bg-night-900 text-white" data-testid="city-hero">
        <img src={heroImageSrc(city.hero_image_url)} alt="" className="absolute inset-0 h-full w-full object-cover opacity-40" />
        <div className="absolute inset-0 bg-gradient-to-t from-night-900 via-night-900/60 to-night-900/20" aria-hidden />
        <div className="relative mx-auto max-w-7xl px-4 py-12 sm:py-16">
          {city.host_2026 && (
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <Badge tone="amber">
                <Trophy className="h-3.5 w-3.5" aria-hidden /> {tl("hostCity")}
              </Badge>
              {stadium && <span className="text-sm font-medium text-slate-100">{stadium}</span>}
            </div>
          )}
          <h1 className="max-w-3xl text-balance text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {texts.subtitle && <p className="mt-3 max-w-2xl text-lg text-slate-100">{texts.subtitle}</p>}
          <p className="mt-3 max-w-3xl text-sm text-slate-200 sm:text-base">{texts.description}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="border-b border-slate-200 bg-pitch-50" data-testid="city-header">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          {city.state && <p className="text-sm font-semibold uppercase tracking-wide text-pitch-700">{city.state}</p>}
          <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {texts.subtitle && <p className="mt-2 text-lg text-slate-700">{texts.subtitle}</p>}
          <p className="mt-2 max-w-3xl text-slate-600">{texts.description}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={scrollToSponsor}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-night-900 px-4 py-2.5 font-semibold text-white hover:bg-night-900/90"
          >
            <Megaphone className="h-4 w-4" aria-hidden /> {t("becomeSponsor")}
          </button>
          <ButtonLink to="/submit" variant="outline">
            <Plus className="h-4 w-4" aria-hidden /> {t("submitVenue")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
