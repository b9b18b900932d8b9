// An e-mail address shown as text with a Copy button, beside the links that open a mail app: on a
// device without one, the link does nothing, and the address is what the visitor needs.
import { clsx } from "clsx";
import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslations } from "use-intl";

export function MailAddress({ email, dark, className }: { email: string; dark?: boolean; className?: string }) {
  const t = useTranslations("common.mail");
  const text = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<"idle" | "copied" | "selected">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      setState("copied");
    } catch {
      // No clipboard (an insecure page, a refused permission): select the address for the device's own copy.
      const selection = window.getSelection();
      if (text.current && selection) selection.selectAllChildren(text.current);
      setState("selected");
    }
  };
  return (
    <span className={clsx("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)} data-testid="mail-address">
      <span className="sr-only">{t("address")} </span>
      <span ref={text} className={clsx("select-all break-all", dark ? "text-slate-200" : "text-slate-800")}>
        {email}
      </span>
      <button
        type="button"
        onClick={copy}
        className={clsx(
          "inline-flex min-h-8 items-center gap-1 rounded px-1.5 text-xs font-semibold underline",
          dark ? "text-white hover:text-slate-200" : "text-pitch-700 hover:text-pitch-800",
        )}
      >
        {state === "copied" ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Copy className="h-3.5 w-3.5" aria-hidden />}
        {state === "copied" ? t("copied") : t("copy")}
        <span className="sr-only"> {email}</span>
      </button>
      <span role="status" className="sr-only">
        {state === "copied" ? t("copiedStatus", { email }) : state === "selected" ? t("selectedStatus") : ""}
      </span>
    </span>
  );
}
