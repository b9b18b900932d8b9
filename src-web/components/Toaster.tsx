// Renders the current toast (spec: one at a time, 5 s, swipe right to dismiss, F8 focuses the
// notifications region). Written here rather than with a toast library: the app's first load has no
// room for one next to the message catalogues (decision 018).
import { clsx } from "clsx";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import { dismissToast, type ToastMessage, useCurrentToast } from "../lib/toast";

const DURATION_MS = 5000;
/** How far right (px) a toast must be dragged to be dismissed. */
const SWIPE_THRESHOLD = 50;

/**
 * Where the last tap or click landed, as a share of the screen's height: a toast shows at the other
 * end, so it never covers what was just tapped (a heart at the bottom of a phone screen, say).
 */
function useLastPointerShare() {
  const share = useRef(0);
  useEffect(() => {
    const record = (e: PointerEvent) => {
      share.current = e.clientY / window.innerHeight;
    };
    window.addEventListener("pointerdown", record, { capture: true, passive: true });
    return () => window.removeEventListener("pointerdown", record, { capture: true });
  }, []);
  return share;
}

/** One toast: closes itself after DURATION_MS of not being paused; a swipe right dismisses it. */
function ToastItem({ toast, focused }: { toast: ToastMessage; focused: boolean }) {
  const t = useTranslations("common.toast");
  const [hovered, setHovered] = useState(false);
  const paused = hovered || focused;
  const [dragX, setDragX] = useState(0);
  const start = useRef<number | null>(null);
  const remaining = useRef(DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const began = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - began;
    };
  }, [paused, toast.id]);
  const urgent = toast.variant === "destructive";
  return (
    <div
      role={urgent ? "alert" : "status"}
      aria-live={urgent ? "assertive" : "polite"}
      aria-atomic="true"
      data-testid="toast"
      style={dragX ? { transform: `translateX(${dragX}px)` } : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={(e) => {
        start.current = e.clientX;
      }}
      onPointerMove={(e) => {
        if (start.current !== null) setDragX(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={() => {
        start.current = null;
        if (dragX > SWIPE_THRESHOLD) dismissToast(toast.id);
        else setDragX(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setDragX(0);
      }}
      className={clsx(
        "pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
        urgent
          ? "border-red-800 bg-red-700 text-white"
          : toast.variant === "success"
            ? "border-pitch-700 bg-pitch-800 text-white"
            : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm opacity-90">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label={t("dismiss")}
        className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
        onClick={() => dismissToast(toast.id)}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

export function Toaster({ children }: { children: React.ReactNode }) {
  const t = useTranslations("common.toast");
  const current = useCurrentToast();
  const lastPointer = useLastPointerShare();
  const list = useRef<HTMLDivElement>(null);
  // Focused (F8 included), the notifications stay until focus leaves. A removed toast takes its
  // focused button with it without a blur event: each new toast reads where focus is.
  const [focused, setFocused] = useState(false);
  const currentId = current?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new toast is the trigger.
  useEffect(() => setFocused(!!list.current?.contains(document.activeElement)), [currentId]);
  // F8 moves focus to the notifications, as the spec's toast viewport does.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") list.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  // Below the sticky header when the tap was in the lower half; at the bottom otherwise. Decided
  // once per toast, so it does not jump while shown.
  const placed = useRef<{ id: number | null; top: boolean }>({ id: null, top: false });
  if (current && placed.current.id !== current.id) placed.current = { id: current.id, top: lastPointer.current > 0.5 };
  const atTop = placed.current.top;
  return (
    <>
      {children}
      <section
        aria-label={`${t("region")} (F8)`}
        onFocus={() => setFocused(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      >
        <div
          ref={list}
          tabIndex={-1}
          className={clsx("pointer-events-none fixed right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none", atTop ? "top-16" : "bottom-0")}
          data-position={atTop ? "top" : "bottom"}
        >
          {current && <ToastItem key={current.id} toast={current} focused={focused} />}
        </div>
      </section>
    </>
  );
}
