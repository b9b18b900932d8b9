// The venue page's "Own this venue? Manage this listing": a small form (business e-mail, optional
// message) that asks for a sign-in link. The answer is the same whoever asks, and so is the message.
import { FIELD_MAX } from "@shared/limits";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { useClaimVenue } from "../../api/owner";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/Button";
import { Field, Input, Textarea } from "../ui/Field";

export function OwnerClaimBox({ venueId }: { venueId: number }) {
  const t = useTranslations("venues.ownerClaim");
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimVenue();
  const formId = useId();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError(t("emailMissing"));
      return;
    }
    setError(null);
    claim.mutate({ venueId, email: email.trim(), message: message.trim() || undefined }, { onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <div id="owner-claim" className="rounded-xl border border-slate-200 bg-white p-5" data-testid="owner-claim">
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((o) => !o)}>
        <KeyRound className="h-4 w-4" aria-hidden /> {t("toggle")}
      </Button>
      <div id={formId} hidden={!open} className="mt-4">
        {claim.isSuccess ? (
          <p role="status" className="text-sm text-slate-700" data-testid="owner-claim-sent">
            {t("sent")}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-3">
            <p className="text-sm text-slate-600">{t("intro")}</p>
            <Field label={t("email")} required error={error ?? undefined}>
              <Input type="email" name="email" autoComplete="email" maxLength={FIELD_MAX.email} value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            <Field label={t("message")} hint={t("messageHint")}>
              <Textarea name="message" rows={3} maxLength={FIELD_MAX.ownerMessage} value={message} onChange={(e) => setMessage(e.target.value)} />
            </Field>
            <Button type="submit" size="sm" pending={claim.isPending} pendingLabel={t("sending")}>
              {t("send")}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
