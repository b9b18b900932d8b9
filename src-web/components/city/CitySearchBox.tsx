// The city search field of the home and All Cities pages: a labelled search input that filters as
// the fan types (submitting does nothing more).

import { clsx } from "clsx";
import { Search } from "lucide-react";

export function CitySearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  variant,
  className,
  onSubmit,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** "hero": on the home page's dark banner; "page": on a white page. */
  variant: "hero" | "page";
  className?: string;
  /** Enter in the box (the home page takes the text to All Cities). */
  onSubmit?: () => void;
}) {
  return (
    <form
      className={className}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className={clsx(
            "w-full rounded-lg bg-white pl-11 pr-4 text-base placeholder:text-slate-500 focus:outline-none",
            variant === "hero"
              ? "border-0 py-3.5 text-slate-900 shadow-lg focus-visible:ring-4 focus-visible:ring-amber-brand"
              : "border border-slate-300 py-3 shadow-sm focus:border-pitch-600 focus:ring-2 focus:ring-pitch-600",
          )}
        />
      </div>
    </form>
  );
}
