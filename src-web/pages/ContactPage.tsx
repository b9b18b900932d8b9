import { FIELD_MAX } from "@shared/limits";
import { Clock, Mail } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { usePublicConfig } from "../api/config";
import { SocialLinks } from "../components/Header";
import { MailAddress } from "../components/MailAddress";
import { ContentPageHeading } from "../components/PageHeading";
import { Button } from "../components/ui/Button";
import { Field, Input, Textarea } from "../components/ui/Field";
import { useStaticPageMeta } from "../lib/document-head";
import { toast } from "../lib/toast";

const mailto = (address: string) => `mailto:${address}`;

const EMPTY = { name: "", email: "", subject: "", message: "" };

/** The questions answered beside the form: keys in submit.contact.faq ({key}Q and {key}A). */
const CONTACT_FAQ = ["review", "feature", "sponsor"] as const;

export default function ContactPage() {
  const t = useTranslations("submit.contact");
  const config = usePublicConfig();
  const supportEmail = config.data?.supportEmail;
  const [form, setForm] = useState(EMPTY);
  useStaticPageMeta("contact");

  /** The props binding a field to the form state. */
  const bind = (field: keyof typeof EMPTY) => ({
    name: field,
    value: form[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [field]: e.target.value })),
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!supportEmail) return;
    const name = form.name.trim();
    const subject = form.subject.trim() || t("subjectFallback", { name });
    const body = `${form.message.trim()}\n\n${name}\n${form.email.trim()}`;
    // No server call: the fan's own mail app sends the message.
    window.location.href = `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    toast({ title: t("openedTitle"), description: t("openedText"), variant: "success" });
    setForm(EMPTY);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ContentPageHeading page="contact" />

      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-heading" className="self-start rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
            {t("formHeading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t.rich("formIntro", {
              star: (chunks) => <span aria-hidden>{chunks}</span>,
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </p>
          <form className="mt-5 space-y-4" onSubmit={onSubmit}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t("name")} id="contact-name" required>
                <Input {...bind("name")} autoComplete="name" maxLength={FIELD_MAX.contactName} />
              </Field>
              <Field label={t("email")} id="contact-email" required>
                <Input {...bind("email")} type="email" autoComplete="email" maxLength={FIELD_MAX.email} />
              </Field>
            </div>
            <Field label={t("subject")} id="contact-subject">
              <Input {...bind("subject")} maxLength={FIELD_MAX.contactSubject} />
            </Field>
            <Field label={t("message")} id="contact-message" required>
              <Textarea {...bind("message")} rows={6} maxLength={FIELD_MAX.contactMessage} />
            </Field>
            <Button type="submit" disabled={!supportEmail}>
              <Mail className="h-4 w-4" aria-hidden />
              {t("send")}
            </Button>
            {supportEmail && (
              <div className="text-sm text-slate-600">
                <p>{t("noMailApp")}</p>
                <MailAddress email={supportEmail} className="mt-1" />
              </div>
            )}
          </form>
        </section>

        <aside className="space-y-6">
          <section aria-labelledby="contact-direct" className="rounded-xl bg-slate-50 p-5">
            <h2 id="contact-direct" className="font-semibold text-slate-900">
              {t("direct")}
            </h2>
            {supportEmail && (
              <p className="mt-2 text-sm">
                <a href={mailto(supportEmail)} className="font-medium text-pitch-700 underline hover:text-pitch-800">
                  {supportEmail}
                </a>
              </p>
            )}
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <Clock className="h-4 w-4 text-pitch-700" aria-hidden />
              {t("replyTime")}
            </p>
            <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("follow")}</h3>
            <SocialLinks className="mt-1 -ml-2 text-slate-700" />
          </section>

          <section aria-labelledby="contact-faq">
            <h2 id="contact-faq" className="font-semibold text-slate-900">
              {t("questions")}
            </h2>
            <dl className="mt-3 space-y-4">
              {CONTACT_FAQ.map((key) => (
                <div key={key} className="rounded-lg border border-slate-200 p-4">
                  <dt className="font-medium text-slate-900">{t(`faq.${key}Q`)}</dt>
                  <dd className="mt-1 text-sm text-slate-700">{t(`faq.${key}A`)}</dd>
                </div>
              ))}
            </dl>
            <Link to="/faq" className="mt-3 inline-block text-sm font-semibold text-pitch-700 hover:underline">
              {t("moreAnswers")}
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
