// Admin pages check the server-side sign-in first and send a signed-out visitor to /admin/login.
// They are kept out of search engines (robots noindex) and are not linked from the public header.
import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { isUnauthorized, useAdminSession } from "../../api/admin";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";

const SITE_NAME = "World Cup Watch Spots";

/** Adds <meta name="robots" content="noindex"> and the page title while an admin page is shown. */
export function useAdminPageMeta(title: string) {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.appendChild(meta);
    const previousTitle = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      meta.remove();
      document.title = previousTitle;
    };
  }, [title]);
}

/** Sends the browser to the login page (with the 'Unauthorized' toast) when a call answers 401. */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  return useCallback(
    (err: unknown): boolean => {
      if (!isUnauthorized(err)) return false;
      toast({ title: "Unauthorized", description: "Please log in again.", variant: "destructive" });
      navigate("/admin/login", { replace: true });
      return true;
    },
    [navigate],
  );
}

/** For admin lists: a 401 leaves the page. */
export function useRedirectOn401(error: unknown) {
  const redirect = useUnauthorizedRedirect();
  useEffect(() => {
    if (error) redirect(error);
  }, [error, redirect]);
}

/** The toast for a failed admin action: a 401 goes to the login page instead. */
export function useAdminFailure() {
  const redirect = useUnauthorizedRedirect();
  return useCallback(
    (err: unknown, title: string, fallback = "Please try again later.") => {
      if (redirect(err)) return;
      toast({ title, description: errorMessage(err, fallback), variant: "destructive" });
    },
    [redirect],
  );
}

export function useAdminGuard(): { ready: boolean; error: unknown } {
  const session = useAdminSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (isUnauthorized(session.error)) navigate("/admin/login", { replace: true });
  }, [session.error, navigate]);
  return { ready: session.isSuccess, error: session.error };
}

/** Renders its children only for a signed-in admin. */
export function AdminGuard({ title, children }: { title: string; children: React.ReactNode }) {
  useAdminPageMeta(title);
  const { ready, error } = useAdminGuard();
  if (ready) return <>{children}</>;
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      {error && !isUnauthorized(error) ? (
        <p role="alert" className="text-red-700">
          Could not check your sign-in. {errorMessage(error)}
        </p>
      ) : (
        <p role="status" className="text-slate-600">
          Checking your sign-in...
        </p>
      )}
    </section>
  );
}
