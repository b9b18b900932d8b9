// The guarded "delete every blog post" action, on the dashboard's Create Blog tab and on Manage Blog
// Posts; each screen keeps the spec's own label and success toast.
import { Trash2 } from "lucide-react";
import { DELETE_ALL_POSTS_PHRASE } from "@shared/constants";
import { useDeleteAllPosts } from "../../api/admin";
import { toast } from "../../lib/toast";
import { useAdminFailure } from "./AdminGuard";
import { ConfirmDialog } from "./ConfirmDialog";
import { btn } from "./ui";

export function DeleteAllPostsButton({ label, doneTitle }: { label: string; doneTitle: string }) {
  const deleteAll = useDeleteAllPosts();
  const fail = useAdminFailure();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={btn.danger}>
          <Trash2 className="h-4 w-4" aria-hidden /> {label}
        </button>
      }
      title="Delete all blog posts?"
      description={<p>Every blog post will be deleted permanently, including published city guides.</p>}
      confirmLabel={label}
      phrase={DELETE_ALL_POSTS_PHRASE}
      pending={deleteAll.isPending}
      onConfirm={() =>
        deleteAll
          .mutateAsync()
          .then(({ deleted }) => toast({ title: doneTitle, description: `${deleted} blog post${deleted === 1 ? "" : "s"} deleted.`, variant: "success" }))
          .catch((err) => fail(err, "Delete All Failed"))
      }
    />
  );
}
