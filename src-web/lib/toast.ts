// The one toast helper: at most one toast at a time (a new one replaces the current one).
import { useSyncExternalStore } from "react";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(message: Omit<ToastMessage, "id">): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
