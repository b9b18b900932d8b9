// A form field: label, control, hint and error message. The control (Input, Select, Textarea, or
// any element given `useFieldControl()`) gets its id, aria-describedby and aria-invalid from the
// field, so a label always names its control and a screen reader reads the hint and the error.
import { clsx } from "clsx";
import { createContext, useContext, useId } from "react";

const LOOKS = {
  /** Public forms on a white card. */
  page: {
    labelClass: "mb-1.5 block text-sm font-semibold text-slate-800",
    control:
      "block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 disabled:bg-slate-100 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600",
    hint: "mt-1.5 text-sm text-slate-600",
    error: "mt-1.5 text-sm text-red-700",
  },
  /** The admin screens: denser. */
  admin: {
    labelClass: "mb-1 block text-sm font-medium text-slate-800",
    control:
      "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 disabled:bg-slate-100 focus:border-pitch-600 focus:outline-none focus:ring-2 focus:ring-pitch-600 sm:text-sm",
    hint: "mt-1 text-xs text-slate-600",
    error: "mt-1 text-xs text-red-700",
  },
  /** On a navy panel; the site-wide amber focus outline shows well there, so it is kept. */
  dark: {
    labelClass: "mb-1 block text-sm font-semibold text-white",
    control: "block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400",
    hint: "mt-1 text-sm text-slate-300",
    error: "mt-1 text-sm text-amber-300",
  },
} as const;

export type FieldLook = keyof typeof LOOKS;

interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  required?: true;
  className: string;
}

const FieldContext = createContext<ControlProps | null>(null);

/** The props that tie a control to its field; outside a Field, none. */
export function useFieldControl(): ControlProps | null {
  return useContext(FieldContext);
}

export function Field({
  label,
  id: givenId,
  required,
  hint,
  error,
  invalid,
  look = "page",
  className,
  children,
  after,
}: {
  label: React.ReactNode;
  /** The control's id; a generated one when not given. */
  id?: string;
  /** Sets `required` on the control and marks the label with an asterisk (hidden from screen readers, who hear "required"). */
  required?: boolean;
  hint?: React.ReactNode;
  /** Shown under the control; also marks it invalid. */
  error?: React.ReactNode;
  /**
   * Whether the control's value is invalid; by default, whether there is an error. Set alone when
   * the form says what is wrong elsewhere; false with an error that is not about the value.
   */
  invalid?: boolean;
  look?: FieldLook;
  className?: string;
  children: React.ReactNode;
  /** Shown last, under the hint and the error (what a file input has picked, say). */
  after?: React.ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const styles = LOOKS[look];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const bad = invalid ?? !!error;
  const control: ControlProps = {
    id,
    "aria-describedby": clsx(hintId, errorId) || undefined,
    "aria-invalid": bad || undefined,
    required: required || undefined,
    className: clsx(styles.control, bad ? "border-red-600" : "border-slate-300"),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.labelClass}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden>
            *
          </span>
        )}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

/** Field props first, then the control's own; class names add up. */
function useControlProps<P extends { className?: string }>(props: P) {
  const field = useFieldControl();
  return { ...field, ...props, className: clsx(field?.className, props.className) };
}

export function Input(props: React.ComponentProps<"input">) {
  return <input {...useControlProps(props)} />;
}

export function Select(props: React.ComponentProps<"select">) {
  return <select {...useControlProps(props)} />;
}

export function Textarea(props: React.ComponentProps<"textarea">) {
  return <textarea {...useControlProps(props)} />;
}
