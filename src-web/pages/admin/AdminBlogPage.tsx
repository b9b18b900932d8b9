// /admin/blog: every blog post with filters (city, status in the URL) and moderation actions.
import { Calendar, ExternalLink, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { AdminBlogPost } from "@shared/contract/admin";
import { useAdminPosts, useDeletePost, usePostAction } from "../../api/admin";
import { useAdminFilter } from "../../components/admin/AdminFilters";
import { StatusBadge } from "../../components/admin/AdminBadges";
import { AdminGuard, useAdminFailure, useRedirectOn401 } from "../../components/admin/AdminGuard";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { DeleteAllPostsButton } from "../../components/admin/DeleteAllPostsButton";
import { ManageList } from "../../components/admin/ManageList";
import { CoverUpload } from "../../components/admin/CoverUpload";
import { btn, card } from "../../components/admin/ui";
import { Badge } from "../../components/ui/Badge";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";

function PostAdminCard({ post }: { post: AdminBlogPost }) {
  const approve = usePostAction("approve");
  const reject = usePostAction("reject");
  const remove = useDeletePost();
  const fail = useAdminFailure();
  const busy = approve.isPending || reject.isPending || remove.isPending;

  return (
    <li className={`${card} flex flex-col gap-3`} data-testid="admin-post-card">
      <div className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={post.status} />
        <Badge tone="navy">{post.cityName ?? "No City"}</Badge>
      </div>
      <h2 className="text-lg font-semibold leading-snug text-slate-900">{post.title}</h2>
      <p className="line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Calendar className="h-4 w-4 shrink-0" aria-hidden />
        <span>{post.publishedAt ? formatDate(post.publishedAt) : "No date"}</span>
        {post.status === "approved" && (
          <Link to={`/blog/${post.slug}`} className="ml-2 inline-flex items-center gap-1 text-pitch-700 hover:underline">
            View <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </Link>
        )}
      </p>
      <CoverUpload owner="posts" id={post.id} name={post.title} coverImage={post.coverImage} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {(post.status === "pending" || post.status === "rejected") && (
          <button
            type="button"
            className={btn.primary}
            disabled={busy}
            onClick={() =>
              approve.mutate(post.id, {
                onSuccess: () => toast({ title: "Blog Post Approved", description: `"${post.title}" is published.`, variant: "success" }),
                onError: (err) => fail(err, "Approval Failed"),
              })
            }
          >
            Approve
          </button>
        )}
        {post.status === "approved" && (
          <button
            type="button"
            className={btn.dangerOutline}
            disabled={busy}
            onClick={() =>
              reject.mutate(post.id, {
                onSuccess: () => toast({ title: "Blog Post Rejected", description: `"${post.title}" is no longer public.` }),
                onError: (err) => fail(err, "Rejection Failed"),
              })
            }
          >
            Unapprove
          </button>
        )}
        <ConfirmDialog
          trigger={
            <button type="button" className={btn.secondary} disabled={busy} aria-label={`Delete ${post.title}`}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </button>
          }
          title="Delete this blog post?"
          description={<p>"{post.title}" will be deleted permanently.</p>}
          confirmLabel="Delete"
          pending={remove.isPending}
          onConfirm={() =>
            remove
              .mutateAsync(post.id)
              .then(() => toast({ title: "Blog Post Deleted", description: `"${post.title}" was deleted.`, variant: "success" }))
              .catch((err) => fail(err, "Delete Failed", "Failed to delete blog post"))
          }
        />
      </div>
    </li>
  );
}

function ManageBlog() {
  const [filter, setFilter] = useAdminFilter();
  const posts = useAdminPosts(filter);
  useRedirectOn401(posts.error);

  return (
    <ManageList
      title="Manage Blog Posts"
      filter={filter}
      onFilterChange={setFilter}
      query={posts}
      texts={{ loading: "Loading blog posts...", error: "Failed to fetch blog posts", empty: "No blog posts found with the selected filters.", listLabel: "Blog posts", count: (n) => `Showing ${n} post(s)` }}
      renderItem={(x) => <PostAdminCard key={x.id} post={x} />}
      bulkAction={<DeleteAllPostsButton label="Delete All Posts" doneTitle="All Blog Posts Deleted" />}
    />
  );
}

export default function AdminBlogPage() {
  return (
    <AdminGuard title="Manage Blog Posts">
      <ManageBlog />
    </AdminGuard>
  );
}
