// The overlay shown while the map library loads, or when it cannot run (no WebGL, failed download).
import { useTranslations } from "use-intl";

export type LoadState = "loading" | "ready" | "failed";

export function MapStatus({ state, failedText }: { state: LoadState; failedText?: string }) {
  const t = useTranslations("common.map");
  if (state === "ready") return null;
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50/90 p-6 text-center text-sm text-slate-600" role="status">
      {state === "loading" ? t("loading") : (failedText ?? t("failed"))}
    </div>
  );
}
