import { BadgeCheck, Heart, MapPin, Search, ShieldCheck, Star, Store, Tag, Users } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { useSitePhase } from "../api/competitions";
import { usePublicConfig } from "../api/config";
import { PageHeading } from "../components/PageHeading";
import { ButtonLink } from "../components/ui/Button";
import { useStaticPageMeta } from "../lib/document-head";
import { SITE } from "../lib/site";

const STEPS = [
  { Icon: Search, key: "find" },
  { Icon: MapPin, key: "compare" },
  { Icon: Heart, key: "save" },
] as const;

const VALUES = [
  { Icon: BadgeCheck, key: "honest" },
  { Icon: Star, key: "reviews" },
  { Icon: Tag, key: "paid" },
] as const;

/** Who the site is for: fans, and venues (with a way to get listed). */
const AUDIENCES = [
  { id: "for-fans", Icon: Users, key: "fans", action: null },
  { id: "for-venues", Icon: Store, key: "venues", action: "/submit" },
] as const;

const PRIVACY_ITEMS = ["anonymousId", "admins", "payments", "email", "reminders", "logs"] as const;
const TERMS_ITEMS = ["information", "independent", "review", "ratings"] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

const bold = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

export default function AboutPage() {
  const t = useTranslations("content.about");
  const phase = useSitePhase();
  const tc = useTranslations("common.footer");
  const tm = useTranslations("meta");
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

  const mailHref = `mailto:${email}`;
  const mail = () =>
    email ? (
      <a className="font-medium text-pitch-700 underline hover:text-pitch-800" href={mailHref}>
        {email}
      </a>
    ) : (
      <Link className="font-medium text-pitch-700 underline hover:text-pitch-800" to="/contact">
        {t("contactPage")}
      </Link>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading title={t("title", { site: SITE.name })} subtitle={t("subtitle", { tagline: tc("tagline"), description: tm("siteDescription") })} />

      <div className="space-y-12">
        <Section id="mission" title={t("mission.title")}>
          <p>
            {t(`mission.${phase === "during" ? "before" : phase}`)} {t("mission.goal")}
          </p>
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {sister
              ? t.rich("mission.disclaimerSister", {
                  site: SITE.name,
                  sister: tc("sisterSite"),
                  link: (chunks) => (
                    <a className="underline" href={sister} target="_blank" rel="noopener noreferrer">
                      {chunks}
                    </a>
                  ),
                })
              : t("mission.disclaimer", { site: SITE.name })}
          </p>
        </Section>

        <div className="grid gap-6 md:grid-cols-2">
          {AUDIENCES.map(({ id, Icon, key, action }) => (
            <section key={id} aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6">
              <Icon className="h-7 w-7 text-pitch-700" aria-hidden />
              <h2 id={id} className="mt-3 text-xl font-bold text-slate-900">
                {t(`audiences.${key}.title`)}
              </h2>
              <p className="mt-2 text-slate-700">{t(`audiences.${key}.text`)}</p>
              {action && (
                <ButtonLink to={action} className="mt-4">
                  {t("audiences.venues.action")}
                </ButtonLink>
              )}
            </section>
          ))}
        </div>

        <Section id="how-it-works" title={t("howItWorks.title")}>
          <ol className="grid gap-4 sm:grid-cols-3">
            {STEPS.map(({ Icon, key }, i) => (
              <li key={key} className="rounded-xl bg-slate-50 p-5">
                <div className="flex items-center gap-3">
                  <span className="flex h-8 w-8 items-center justify-center rounded-full bg-pitch-700 text-sm font-bold text-white" aria-hidden>
                    {i + 1}
                  </span>
                  <Icon className="h-5 w-5 text-pitch-700" aria-hidden />
                </div>
                <h3 className="mt-3 font-semibold text-slate-900">
                  <span className="sr-only">{t("howItWorks.step", { n: i + 1 })}</span>
                  {t(`howItWorks.steps.${key}.title`)}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{t(`howItWorks.steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="values" title={t("values.title")}>
          <ul className="grid gap-4 md:grid-cols-3">
            {VALUES.map(({ Icon, key }) => (
              <li key={key} className="rounded-xl border border-slate-200 p-5">
                <Icon className="h-6 w-6 text-pitch-700" aria-hidden />
                <h3 className="mt-2 font-semibold text-slate-900">{t(`values.items.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(`values.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="contact" title={t("contact.title")}>
          <p>
            {t.rich("contact.text", {
              mail,
              form: (chunks) => (
                <Link className="font-medium text-pitch-700 underline hover:text-pitch-800" to="/contact">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </Section>

        <Section id="privacy" title={t("privacy.title")}>
          <p>
            <ShieldCheck className="mr-1 inline h-5 w-5 text-pitch-700" aria-hidden />
            {t("privacy.intro")}
          </p>
          <ul className="list-disc space-y-2 pl-6">
            {PRIVACY_ITEMS.map((key) => (
              <li key={key}>{t.rich(`privacy.items.${key}`, { b: bold })}</li>
            ))}
          </ul>
          <p>{t.rich("privacy.closing", { mail })}</p>
        </Section>

        <Section id="terms" title={t("terms.title")}>
          <ul className="list-disc space-y-2 pl-6">
            {TERMS_ITEMS.map((key) => (
              <li key={key}>{t(`terms.items.${key}`)}</li>
            ))}
            <li>{t.rich("terms.questions", { mail })}</li>
          </ul>
        </Section>
      </div>
    </div>
  );
}
