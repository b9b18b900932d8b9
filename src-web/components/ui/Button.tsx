// The site's buttons: one set of colours and sizes for <button>s and for links that look like
// buttons, so a "primary" action reads the same on every page and in the admin.
import { clsx } from "clsx";
import { Link, type LinkProps } from "react-router";

const VARIANTS = {
  primary: "bg-pitch-700 text-white hover:bg-pitch-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  outline: "border border-pitch-700 bg-white text-pitch-800 hover:bg-pitch-50",
  accent: "bg-amber-brand text-night-900 hover:bg-amber-400",
  success: "bg-green-700 text-white hover:bg-green-800",
  danger: "bg-red-700 text-white hover:bg-red-800",
  dangerOutline: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  /** On the dark (navy) panels. */
  ghostInverse: "text-slate-200 hover:bg-white/10",
  /** Over the home page's dark hero image. */
  outlineInverse: "border border-white/60 text-white hover:bg-white/10",
} as const;

const SIZES = {
  /** Admin screens and secondary actions: 40 px high. */
  sm: "min-h-10 px-4 py-2 text-sm",
  /** Public forms and page actions. */
  md: "px-5 py-2.5",
  /** Calls to action on the hero. */
  lg: "px-5 py-3",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
}

/** The class names of a button; for elements that cannot be a <Button> (a Radix part, a <label>). */
export function buttonClass({ variant = "primary", size = "md", block, className }: ButtonStyle = {}) {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    block && "w-full",
    className,
  );
}

type ButtonProps = ButtonStyle &
  Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "className"> & {
    ref?: React.Ref<HTMLButtonElement>;
    /** While true the button is disabled and, when given, shows `pendingLabel` instead of its children. */
    pending?: boolean;
    pendingLabel?: React.ReactNode;
  };

export function Button({ variant, size, block, className, pending = false, pendingLabel, disabled, type = "button", children, ...rest }: ButtonProps) {
  return (
    <button {...rest} type={type} disabled={disabled || pending} className={buttonClass({ variant, size, block, className })}>
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}

/** A router link styled as a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonStyle & Omit<LinkProps, "className">) {
  return <Link {...rest} className={buttonClass({ variant, size, block, className })} />;
}
