// The admin's action buttons: one that runs a moderation call and says how it went, and the guarded
// delete buttons (one item, or everything of a kind after typing a phrase).

import { DELETE_ALL_POSTS_PHRASE, DELETE_ALL_VENUES_PHRASE } from "@shared/constants";
import { type AdminVenue, REJECT_REASON_MAX, type RejectVenueRequest, type RejectVenueResult } from "@shared/contract/admin";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteAllPosts, useDeleteAllVenues } from "../../api/admin";
import { formatCents } from "../../lib/format";
import { type ToastMessage, toast } from "../../lib/toast";
import { Button, type ButtonVariant } from "../ui/Button";
import { Field, Textarea } from "../ui/Field";
import { useAdminFailure } from "./AdminGuard";
import { ConfirmDialog } from "./ConfirmDialog";

type Toast = Omit<ToastMessage, "id">;

/**
 * What the action buttons need of a TanStack mutation. The promise, not mutate()'s callbacks: those
 * are dropped when the card unmounts first (an approved venue leaves a list filtered to pending).
 */
interface Mutation<V, R = unknown> {
  mutateAsync: (vars: V) => Promise<R>;
}

/** A button that runs `mutation(vars)`, then toasts `done`, or `failTitle` with the server's reason. */
export function ActionButton<V>({
  mutation,
  vars,
  done,
  failTitle,
  variant,
  disabled,
  title,
  children,
}: {
  mutation: Mutation<V>;
  vars: V;
  done: Toast;
  failTitle: string;
  variant?: ButtonVariant;
  disabled: boolean;
  title?: string;
  children: React.ReactNode;
}) {
  const fail = useAdminFailure();
  // The promise, not mutate()'s callbacks: those are dropped when the button is gone by the time the
  // lists have been refreshed (an approved venue leaves the pending list), and the toast must still say so.
  const run = () =>
    mutation.mutateAsync(vars).then(
      () => toast(done),
      (err: Error) => fail(err, failTitle),
    );
  return (
    <Button variant={variant} size="sm" disabled={disabled} title={title} onClick={run}>
      {children}
    </Button>
  );
}

/** A pending venue's Approve and Reject, with the same messages wherever the venue is reviewed. */
export function ApproveRejectButtons({
  venue,
  approve,
  reject,
  disabled,
}: {
  venue: { id: number; name: string; submission: AdminVenue["submission"] };
  approve: Mutation<number>;
  reject: Mutation<RejectVenueRequest, RejectVenueResult>;
  disabled: boolean;
}) {
  return (
    <>
      <ActionButton
        mutation={approve}
        vars={venue.id}
        disabled={disabled}
        failTitle="Approval Failed"
        done={{ title: "Venue Approved", description: `${venue.name} is now live.`, variant: "success" }}
      >
        Approve
      </ActionButton>
      <RejectButton venue={venue} reject={reject} disabled={disabled} />
    </>
  );
}

/**
 * Reject, after a confirmation that asks why. A paid submission's payer is e-mailed the reason, and
 * the admin chooses whether Stripe refunds the payment now; the answer says what was done or what is
 * left to do by hand (the import history's log keeps it too).
 */
function RejectButton({
  venue,
  reject,
  disabled,
}: {
  venue: { id: number; name: string; submission: AdminVenue["submission"] };
  reject: Mutation<RejectVenueRequest, RejectVenueResult>;
  disabled: boolean;
}) {
  const fail = useAdminFailure();
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState(true);
  const [pending, setPending] = useState(false);
  const pay = venue.submission?.payment;
  const paid = pay?.status === "paid";
  const run = async () => {
    setPending(true);
    try {
      const done = await reject.mutateAsync({ venueId: venue.id, reason: reason.trim() || undefined, refund: paid && refund });
      toast({
        title: "Venue Rejected",
        description: done.refund ? `${venue.name} was rejected and the payer e-mailed. ${done.refund.message}` : `${venue.name} was rejected.`,
      });
      setReason("");
    } catch (err) {
      fail(err as Error, "Rejection Failed");
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="dangerOutline" size="sm" disabled={disabled}>
          Reject
        </Button>
      }
      title={`Reject ${venue.name}?`}
      description={
        paid ? (
          <p>
            This venue was paid for ({formatCents(pay.amountCents, pay.currency)}, reference {pay.reference}). The payer is e-mailed your reason in the language
            they submitted in.
          </p>
        ) : (
          <p>The venue will not be listed. Say why, for the log.</p>
        )
      }
      confirmLabel="Reject venue"
      pending={pending}
      confirmDisabled={!reason.trim()}
      onConfirm={run}
    >
      <Field label="Reason (required)" look="admin" hint={paid ? "Sent to the payer as written." : undefined}>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={REJECT_REASON_MAX} />
      </Field>
      {paid && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5" checked={refund} onChange={(e) => setRefund(e.target.checked)} />
          <span>
            Refund {formatCents(pay.amountCents, pay.currency)} through Stripe now (where Stripe took the payment; otherwise you are told how to refund by hand)
          </span>
        </label>
      )}
    </ConfirmDialog>
  );
}

/** The texts of deleting one item, by kind; `name` is the item's title or name. */
const DELETE_ONE = {
  posts: {
    title: () => "Delete this blog post?",
    description: (name: string) => `"${name}" will be deleted permanently.`,
    done: (name: string): Toast => ({ title: "Blog Post Deleted", description: `"${name}" was deleted.`, variant: "success" }),
    failFallback: "Failed to delete blog post",
  },
  venues: {
    title: (name: string) => `Delete ${name}?`,
    description: () => "The venue is removed permanently, with its saves and ratings.",
    done: (name: string): Toast => ({ title: "Venue Deleted", description: `${name} was deleted.`, variant: "success" }),
    failFallback: "Failed to delete venue",
  },
};

/** "Delete" on one item's card, after a confirmation. The card passes its delete mutation, to stay busy while it runs. */
export function DeleteButton({
  what,
  id,
  name,
  remove,
  disabled,
}: {
  what: keyof typeof DELETE_ONE;
  id: number;
  /** Also names the button for screen readers: "Delete {name}". */
  name: string;
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  disabled: boolean;
}) {
  const texts = DELETE_ONE[what];
  const fail = useAdminFailure();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm" disabled={disabled} aria-label={`Delete ${name}`}>
          <Trash2 className="h-4 w-4" aria-hidden /> Delete
        </Button>
      }
      title={texts.title(name)}
      description={<p>{texts.description(name)}</p>}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() =>
        remove
          .mutateAsync(id)
          .then(() => toast(texts.done(name)))
          .catch((err) => fail(err, "Delete Failed", texts.failFallback))
      }
    />
  );
}

const DELETE_ALL = {
  posts: {
    useDeleteAll: useDeleteAllPosts,
    title: "Delete all blog posts?",
    description: "Every blog post will be deleted permanently, including published city guides.",
    phrase: DELETE_ALL_POSTS_PHRASE,
    noun: "blog post",
  },
  venues: {
    useDeleteAll: useDeleteAllVenues,
    title: "Delete all venues?",
    description: "Every venue in every city will be deleted permanently, with all saves and ratings.",
    phrase: DELETE_ALL_VENUES_PHRASE,
    noun: "venue",
  },
} as const;

/**
 * Deletes every post or every venue, after "are you sure" and the typed phrase. Each screen keeps
 * its own label and success title.
 */
export function DeleteAllButton({ what, label, doneTitle }: { what: keyof typeof DELETE_ALL; label: string; doneTitle: string }) {
  const { useDeleteAll, title, description, phrase, noun } = DELETE_ALL[what];
  const deleteAll = useDeleteAll();
  const fail = useAdminFailure();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" size="sm">
          <Trash2 className="h-4 w-4" aria-hidden /> {label}
        </Button>
      }
      title={title}
      description={<p>{description}</p>}
      confirmLabel={label}
      phrase={phrase}
      pending={deleteAll.isPending}
      onConfirm={() =>
        deleteAll
          .mutateAsync()
          .then(({ deleted }) => toast({ title: doneTitle, description: `${deleted} ${noun}${deleted === 1 ? "" : "s"} deleted.`, variant: "success" }))
          .catch((err) => fail(err, "Delete All Failed"))
      }
    />
  );
}
