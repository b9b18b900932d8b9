// Renders the current toast (spec: one at a time, 5 s, swipe right to dismiss, F8 focuses the viewport).
import * as Toast from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { dismissToast, useCurrentToast } from "../lib/toast";

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

export function Toaster({ children }: { children: React.ReactNode }) {
  const current = useCurrentToast();
  const lastPointer = useLastPointerShare();
  // Below the sticky header when the tap was in the lower half; at the bottom otherwise. Decided
  // once per toast, so it does not jump while shown.
  const placed = useRef<{ id: number | null; top: boolean }>({ id: null, top: false });
  if (current && placed.current.id !== current.id) placed.current = { id: current.id, top: lastPointer.current > 0.5 };
  const atTop = placed.current.top;
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {children}
      {current && (
        <Toast.Root
          key={current.id}
          defaultOpen
          onOpenChange={(open) => !open && dismissToast(current.id)}
          type={current.variant === "destructive" ? "foreground" : "background"}
          className={clsx(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform",
            current.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : current.variant === "success"
                ? "border-pitch-700 bg-pitch-800 text-white"
                : "border-slate-200 bg-white text-slate-900",
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Dismiss notification" className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        className={clsx("fixed right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none", atTop ? "top-16" : "bottom-0")}
        data-position={atTop ? "top" : "bottom"}
      />
    </Toast.Provider>
  );
}
