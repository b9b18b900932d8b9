// The admin's action buttons: one that runs a moderation call and says how it went, and the guarded
// delete buttons (one item, or everything of a kind after typing a phrase).

import { DELETE_ALL_POSTS_PHRASE, DELETE_ALL_VENUES_PHRASE } from "@shared/constants";
import { Trash2 } from "lucide-react";
import { useDeleteAllPosts, useDeleteAllVenues } from "../../api/admin";
import { type ToastMessage, toast } from "../../lib/toast";
import { Button, type ButtonVariant } from "../ui/Button";
import { useAdminFailure } from "./AdminGuard";
import { ConfirmDialog } from "./ConfirmDialog";

type Toast = Omit<ToastMessage, "id">;

/**
 * What the action buttons need of a TanStack mutation. The promise, not mutate()'s callbacks: those
 * are dropped when the card unmounts first (an approved venue leaves a list filtered to pending).
 */
interface Mutation<V> {
  mutateAsync: (vars: V) => Promise<unknown>;
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
  venue: { id: number; name: string };
  approve: Mutation<number>;
  reject: Mutation<number>;
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
      <ActionButton
        mutation={reject}
        vars={venue.id}
        variant="dangerOutline"
        disabled={disabled}
        failTitle="Rejection Failed"
        done={{ title: "Venue Rejected", description: `${venue.name} was rejected.` }}
      >
        Reject
      </ActionButton>
    </>
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
