import { useTranslations } from "use-intl";
import { useBlogPosts } from "../api/blog";
import { BlogPostCard, BlogPostCardSkeleton } from "../components/blog/BlogPostCard";
import { ContentPageHeading } from "../components/PageHeading";
import { Button } from "../components/ui/Button";
import { useStaticPageMeta } from "../lib/document-head";

export default function BlogListPage() {
  const t = useTranslations("content.blog");
  const posts = useBlogPosts();
  useStaticPageMeta("blog");

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <ContentPageHeading page="blog" />
      {posts.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t("loading")}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
            <BlogPostCardSkeleton key={i} />
          ))}
        </div>
      ) : posts.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          <p className="font-semibold">{t("failed")}</p>
          <Button variant="dangerOutline" size="sm" onClick={() => void posts.refetch()} className="mt-3">
            {t("retry")}
          </Button>
        </div>
      ) : posts.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-800">{t("emptyTitle")}</p>
          <p className="mt-1 text-slate-600">{t("emptyText")}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.data.map((post) => (
            <li key={post.id} className="flex">
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
