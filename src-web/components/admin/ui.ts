// Class names shared by the admin screens (buttons, fields, cards), so they look alike.
import { clsx } from "clsx";

const base =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60";

export const btn = {
  primary: clsx(base, "bg-pitch-700 text-white hover:bg-pitch-800"),
  secondary: clsx(base, "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50"),
  danger: clsx(base, "bg-red-700 text-white hover:bg-red-800"),
  dangerOutline: clsx(base, "border border-red-300 bg-white text-red-700 hover:bg-red-50"),
  amber: clsx(base, "bg-amber-500 text-night-900 hover:bg-amber-400"),
};

export const field = {
  label: "block text-sm font-medium text-slate-800",
  input:
    "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600 sm:text-sm",
  hint: "mt-1 text-xs text-slate-600",
};

export const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
