// Admin pages check the server-side sign-in first and send a signed-out visitor to /admin/login.
// They are kept out of search engines (robots noindex) and are not linked from the public header.

import { adminMeta } from "@shared/page-titles";
import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isUnauthorized, useAdminSession } from "../../api/admin";
import { errorMessage } from "../../lib/api";
import { useDocumentMeta } from "../../lib/document-head";
import { SITE } from "../../lib/site";
import { toast } from "../../lib/toast";

/** Adds <meta name="robots" content="noindex"> and the page's title (the one the edge gives its path) while an admin page is shown. */
export function useAdminPageMeta() {
  useDocumentMeta(adminMeta(SITE.name, useLocation().pathname) ?? undefined);
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
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

function useAdminGuard(): { ready: boolean; error: unknown } {
  const session = useAdminSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (isUnauthorized(session.error)) navigate("/admin/login", { replace: true });
  }, [session.error, navigate]);
  return { ready: session.isSuccess, error: session.error };
}

/** Renders its children only for a signed-in admin. */
function AdminGuard({ children }: { children: React.ReactNode }) {
  useAdminPageMeta();
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

/** An admin route's page component: `Page`, shown only to a signed-in admin. */
export function withAdminGuard(Page: React.ComponentType) {
  return function GuardedAdminPage() {
    return (
      <AdminGuard>
        <Page />
      </AdminGuard>
    );
  };
}
