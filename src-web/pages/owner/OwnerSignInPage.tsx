// /owner/sign-in?token=...: uses the e-mailed link once, then opens the owner area. The token leaves
// the address bar at once (it is single-use, but it should not stay in the history either). A link
// that cannot be used says so, alone, with the form to ask for a new one.
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useOwnerSignIn } from "../../api/owner";
import { PageHeading } from "../../components/PageHeading";
import { errorMessage } from "../../lib/api";
import { SignInForm, useOwnerPageMeta } from "./owner-ui";

export default function OwnerSignInPage() {
  useOwnerPageMeta();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useOwnerSignIn();
  const started = useRef(false);
  const token = params.get("token") ?? "";
  // An ask to confirm a listing opens that listing once signed in.
  const venue = /^\d{1,15}$/.test(params.get("venue") ?? "") ? params.get("venue") : null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(null, "", "/owner/sign-in");
    if (!token) return;
    signIn.mutate({ token }, { onSuccess: () => navigate(venue ? `/owner/venues/${venue}` : "/owner", { replace: true }) });
  }, [token, venue, signIn, navigate]);

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
      <PageHeading title="Signing you in" />
      <p className="mt-4 text-slate-700" role="status">
        One moment...
      </p>
    </section>
  );
}
