import { FIELD_MAX } from "@shared/limits";
import { Clock, Mail } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePublicConfig } from "../api/config";
import { SocialLinks } from "../components/Header";
import { ContentPageHeading } from "../components/PageHeading";
import { Button } from "../components/ui/Button";
import { Field, Input, Textarea } from "../components/ui/Field";
import { useStaticPageMeta } from "../lib/document-head";
import { toast } from "../lib/toast";

const EMPTY = { name: "", email: "", subject: "", message: "" };

const CONTACT_FAQ = [
  {
    q: "How long does it take to review a venue submission?",
    a: "Venue submissions are reviewed within 24-48 hours, and we e-mail you when your venue is approved.",
  },
  {
    q: "What does 'Claim & Feature this Venue' include?",
    a: "Claim & Feature this Venue gives your venue 30 days of premium placement on its city page, clearly marked as Featured.",
  },
  {
    q: "Can my business sponsor a city?",
    a: "Yes, city sponsorship is possible: your business appears as the sponsor of a city page. Send us a message and we will share the details.",
  },
];

export default function ContactPage() {
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
    const subject = form.subject.trim() || `Message from ${name}`;
    const body = `${form.message.trim()}\n\n${name}\n${form.email.trim()}`;
    // No server call: the fan's own mail app sends the message.
    window.location.href = `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    toast({
      title: "Email Client Opened",
      description: "Your message is ready in your e-mail app. Press send there and we will reply within 24 hours.",
      variant: "success",
    });
    setForm(EMPTY);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ContentPageHeading page="contact" />

      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-heading" className="self-start rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Submitting opens your e-mail app with the message filled in. Fields marked <span aria-hidden>*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <form className="mt-5 space-y-4" onSubmit={onSubmit}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Name" id="contact-name" required>
                <Input {...bind("name")} autoComplete="name" maxLength={FIELD_MAX.contactName} />
              </Field>
              <Field label="Email" id="contact-email" required>
                <Input {...bind("email")} type="email" autoComplete="email" maxLength={FIELD_MAX.email} />
              </Field>
            </div>
            <Field label="Subject" id="contact-subject">
              <Input {...bind("subject")} maxLength={FIELD_MAX.contactSubject} />
            </Field>
            <Field label="Message" id="contact-message" required>
              <Textarea {...bind("message")} rows={6} maxLength={FIELD_MAX.contactMessage} />
            </Field>
            <Button type="submit" disabled={!supportEmail}>
              <Mail className="h-4 w-4" aria-hidden />
              Send Message
            </Button>
          </form>
        </section>

        <aside className="space-y-6">
          <section aria-labelledby="contact-direct" className="rounded-xl bg-slate-50 p-5">
            <h2 id="contact-direct" className="font-semibold text-slate-900">
              Reach us directly
            </h2>
            {supportEmail && (
              <p className="mt-2 text-sm">
                <a href={`mailto:${supportEmail}`} className="font-medium text-pitch-700 underline hover:text-pitch-800">
                  {supportEmail}
                </a>
              </p>
            )}
            <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
              <Clock className="h-4 w-4 text-pitch-700" aria-hidden />
              We reply within 24 hours
            </p>
            <h3 className="mt-4 text-sm font-semibold text-slate-900">Follow us</h3>
            <SocialLinks className="mt-1 -ml-2 text-slate-700" />
          </section>

          <section aria-labelledby="contact-faq">
            <h2 id="contact-faq" className="font-semibold text-slate-900">
              Common questions
            </h2>
            <dl className="mt-3 space-y-4">
              {CONTACT_FAQ.map((item) => (
                <div key={item.q} className="rounded-lg border border-slate-200 p-4">
                  <dt className="font-medium text-slate-900">{item.q}</dt>
                  <dd className="mt-1 text-sm text-slate-700">{item.a}</dd>
                </div>
              ))}
            </dl>
            <Link to="/faq" className="mt-3 inline-block text-sm font-semibold text-pitch-700 hover:underline">
              More answers in the FAQ
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
