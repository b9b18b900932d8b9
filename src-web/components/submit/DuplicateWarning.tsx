// The venue a submission looks like a copy of, as the Worker named it (a 409 "likely_duplicate"),
// asked about before any payment: stop, or go on as a second, explicit choice (docs/decisions/047).
import type { LikelyDuplicate } from "@shared/contract/payments";
import { AlertTriangle } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { ApiRequestError } from "../../lib/api";
import { Button } from "../ui/Button";

/** The venue a refused checkout names, when it was refused as a likely duplicate. */
export function likelyDuplicateOf(err: Error): LikelyDuplicate | null {
  if (!(err instanceof ApiRequestError) || err.code !== "likely_duplicate") return null;
  return (err.body as { duplicate?: LikelyDuplicate } | null)?.duplicate ?? null;
}

export function DuplicateWarning({
  duplicate,
  price,
  pending,
  pendingLabel,
  onStop,
  onGoOn,
}: {
  duplicate: LikelyDuplicate;
  /** The price as shown ("$500"), when known. */
  price: string | null;
  pending: boolean;
  pendingLabel: string;
  onStop: () => void;
  onGoOn: () => void;
}) {
  const t = useTranslations("submit.duplicate");
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // The question replaces the form's buttons: the reader is taken to it.
  useEffect(() => ref.current?.focus(), []);
  const listed = duplicate.status === "listed";
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="duplicate-warning"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
    >
      <div role="alert">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle className="h-5 w-5 shrink-0 text-amber-700" aria-hidden />
          {t("title")}
        </h2>
        <p className="mt-2">{t("text", { name: duplicate.name, address: duplicate.address, status: t(listed ? "listed" : "pendingReview") })}</p>
        <p className="mt-2">{t("question")}</p>
      </div>
      {listed && (
        <p className="mt-2">
          <Link to={`/venue/${duplicate.venueId}`} className="font-medium text-pitch-800 underline underline-offset-2">
            {t("viewListing")}
          </Link>
        </p>
      )}
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onStop}>
          {t("stop")}
        </Button>
        <Button onClick={onGoOn} pending={pending} pendingLabel={pendingLabel}>
          {price ? t("goOn", { price }) : t("goOnNoPrice")}
        </Button>
      </div>
    </section>
  );
}
