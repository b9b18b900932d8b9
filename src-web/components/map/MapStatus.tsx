// The overlay shown while the map library loads, or when it cannot run (no WebGL, failed download).
export type LoadState = "loading" | "ready" | "failed";

export function MapStatus({
  state,
  failedText = "The map could not be shown on this device. The address above and the list view still work.",
}: {
  state: LoadState;
  failedText?: string;
}) {
  if (state === "ready") return null;
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-slate-50/90 p-6 text-center text-sm text-slate-600" role="status">
      {state === "loading" ? "Loading map..." : failedText}
    </div>
  );
}
