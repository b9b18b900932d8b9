// /admin/blog: every blog post with filters (city, status in the URL) and moderation actions.

import type { AdminBlogPost } from "@shared/contract/admin";
import { Calendar, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { useDeletePost, usePostAction } from "../../api/admin";
import { ActionButton } from "../../components/admin/AdminActions";
import { StatusBadge } from "../../components/admin/AdminBadges";
import { withAdminGuard } from "../../components/admin/AdminGuard";
import { ManageCard, ManageList } from "../../components/admin/ManageList";
import { Badge } from "../../components/ui/Badge";
import { formatDate } from "../../lib/format";

function PostAdminCard({ post }: { post: AdminBlogPost }) {
  const approve = usePostAction("approve");
  const reject = usePostAction("reject");
  const remove = useDeletePost();
  const busy = approve.isPending || reject.isPending || remove.isPending;

  return (
    <ManageCard
      kind="posts"
      item={{ id: post.id, name: post.title, coverImage: post.coverImage }}
      badges={
        <>
          <StatusBadge status={post.status} />
          <Badge tone="navy">{post.cityName ?? "No City"}</Badge>
          {post.language === "es" && <Badge tone="navy">Spanish</Badge>}
        </>
      }
      actions={
        post.status === "approved" ? (
          <ActionButton
            mutation={reject}
            vars={post.id}
            variant="dangerOutline"
            disabled={busy}
            failTitle="Rejection Failed"
            done={{ title: "Blog Post Rejected", description: `"${post.title}" is no longer public.` }}
          >
            Unapprove
          </ActionButton>
        ) : (
          <ActionButton
            mutation={approve}
            vars={post.id}
            disabled={busy}
            failTitle="Approval Failed"
            done={{ title: "Blog Post Approved", description: `"${post.title}" is published.`, variant: "success" }}
          >
            Approve
          </ActionButton>
        )
      }
      remove={remove}
      busy={busy}
    >
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
    </ManageCard>
  );
}

export default withAdminGuard(() => <ManageList kind="posts" renderItem={(post) => <PostAdminCard key={post.id} post={post} />} />);
