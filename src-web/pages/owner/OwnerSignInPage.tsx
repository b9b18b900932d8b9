// /owner/sign-in?token=...: the e-mailed link opens a page with a "Sign in" button; only the button's
// POST spends the single-use link. Mail scanners open links (some run their scripts too), so opening
// the page changes nothing. The token leaves the address bar at once (it should not stay in the
// history), kept in the page's state for the button. A link that cannot be used says why, alone,
// with the form to ask for a new one.
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useOwnerSignIn } from "../../api/owner";
import { PageHeading } from "../../components/PageHeading";
import { Button } from "../../components/ui/Button";
import { errorMessage } from "../../lib/api";
import { SignInForm, useOwnerPageMeta } from "./owner-ui";

export default function OwnerSignInPage() {
  useOwnerPageMeta();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useOwnerSignIn();
  // Read once: the address bar is cleared below.
  const [token] = useState(() => params.get("token") ?? "");
  // An ask to confirm a listing opens that listing once signed in.
  const [venue] = useState(() => (/^\d{1,15}$/.test(params.get("venue") ?? "") ? params.get("venue") : null));

  useEffect(() => {
    // The router's state (its number for this entry) stays: Back over unsaved edits needs it (lib/history-guard.ts).
    window.history.replaceState(window.history.state, "", "/owner/sign-in");
  }, []);

  if (!token || signIn.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <PageHeading title="This sign-in link cannot be used" />
        <p className="mt-4 mb-6 text-slate-700" role="alert">
          {token ? errorMessage(signIn.error) : "This sign-in link is incomplete."}
        </p>
        <SignInForm />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <PageHeading title="Sign in to manage your listing" />
      <p className="mt-4 text-slate-700">Press the button to sign in on this device. The link signs in once, within 15 minutes of being sent.</p>
      <Button
        size="lg"
        className="mt-6 w-full sm:w-auto"
        pending={signIn.isPending || signIn.isSuccess}
        pendingLabel="Signing you in..."
        onClick={() => signIn.mutate({ token }, { onSuccess: () => navigate(venue ? `/owner/venues/${venue}` : "/owner", { replace: true }) })}
      >
        Sign in
      </Button>
    </section>
  );
}
