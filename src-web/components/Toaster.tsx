// Renders the current toast (spec: one at a time, 5 s, swipe right to dismiss, F8 focuses the viewport).
import * as Toast from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { dismissToast, useCurrentToast } from "../lib/toast";

export function Toaster({ children }: { children: React.ReactNode }) {
  const current = useCurrentToast();
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
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
