// Nothing typed is lost without asking: while a form has unsaved changes, reloading or closing the
// tab gets the browser's own "Leave site?" prompt, and following a link inside the site asks first.
// A capture listener on the document runs before the router's link handler, which does nothing once
// the click's default is prevented. The app keeps its light router, so Back is not asked about.
import { useEffect } from "react";
import { useTranslations } from "use-intl";

export function useLeaveGuard(dirty: boolean) {
  const question = useTranslations("common")("unsavedChanges");
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
      if (!window.confirm(question)) e.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, question]);
}
