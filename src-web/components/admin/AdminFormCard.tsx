// The admin's forms (write a post, import a CSV): a card with an optional heading, the fields, and
// the submit button on the right that shows its pending label while the request runs.
import { useId } from "react";
import { Button } from "../ui/Button";
import { card } from "./ui";

export function AdminFormCard({
  title,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  className,
  children,
}: {
  /** The form's heading (h2), which also names the form; none on a page whose h1 says what it is. */
  title?: string;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <form onSubmit={onSubmit} noValidate className={`${card} space-y-4 ${className ?? ""}`} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
      )}
      {children}
      <div className="flex justify-end">
        <Button type="submit" size="sm" pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
