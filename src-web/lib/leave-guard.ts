// Nothing typed is lost without asking: while a form has unsaved changes, reloading or closing the
// tab gets the browser's own "Leave site?" prompt, following a link inside the site asks first, and so
// do the browser's Back and Forward (lib/history-guard.ts). The app keeps react-router's declarative
// mode (decision 016), which has no navigation blocker, so a capture listener on the document runs
// before the router's link handler, which does nothing once the click's default is prevented.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { entryIndex, guardHistory } from "./history-guard";

/** Clicks one guard has asked about: with two forms open on a page, the reader is asked once. */
const asked = new WeakSet<Event>();

export function useLeaveGuard(dirty: boolean) {
  const question = useTranslations("common")("unsavedChanges");
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: after every move inside the page (a tab in the address, say), the entry to come back to is read again.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const to = new URL(link.href, location.href);
      if (to.origin !== location.origin || (to.pathname === location.pathname && to.search === location.search)) return;
      if (asked.has(e)) return;
      asked.add(e);
      if (!window.confirm(question)) e.preventDefault();
    };
    const here = entryIndex(window.history.state);
    const release = here === undefined ? undefined : guardHistory({ here, ask: () => window.confirm(question) });
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      release?.();
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, question, key]);
}
