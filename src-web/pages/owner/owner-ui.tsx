// What the owner pages share: their titles, the card, and the sign-in form shown when there is no session.
import { FIELD_MAX } from "@shared/limits";
import { ownerMeta } from "@shared/page-titles";
import { useState } from "react";
import { useLocation } from "react-router";
import { useRequestSignInLink } from "../../api/owner";
import { Button } from "../../components/ui/Button";
import { Field, Input } from "../../components/ui/Field";
import { errorMessage } from "../../lib/api";
import { useDocumentMeta } from "../../lib/document-head";
import { SITE } from "../../lib/site";

export const ownerCard = "rounded-xl border border-slate-200 bg-white p-5";

export function useOwnerPageMeta() {
  useDocumentMeta(ownerMeta(SITE.name, useLocation().pathname) ?? undefined);
}

/** "Send me a sign-in link": the answer is the same whether or not the address manages a venue. */
export function SignInForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const request = useRequestSignInLink();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError("Please enter your business email address.");
      return;
    }
    setError(null);
    request.mutate({ email: email.trim() }, { onError: (err) => setError(errorMessage(err)) });
  };
  if (request.isSuccess) {
    return (
      <p role="status" className="text-slate-700" data-testid="owner-link-sent">
        {request.data.message}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="max-w-md space-y-3">
      <p className="text-slate-700">
        Sign in with the email address you claimed your venue with. To claim a venue, open its page and choose "Own this venue? Manage this listing".
      </p>
      <Field label="Business email" required error={error ?? undefined}>
        <Input type="email" name="email" autoComplete="email" maxLength={FIELD_MAX.email} value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Button type="submit" pending={request.isPending} pendingLabel="Sending...">
        Send sign-in link
      </Button>
    </form>
  );
}
