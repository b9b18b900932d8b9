// A post in a grid: cover, title, excerpt, author and date; the whole card links to the post.

import { DEFAULT_POST_COVER } from "@shared/constants";
import type { BlogPostSummary } from "@shared/contract/blog";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { CoverImage } from "../ui/CoverImage";
import { CardSkeleton } from "../ui/Skeleton";

export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-400">
      <div className="aspect-[16/9] overflow-hidden bg-slate-100">
        <CoverImage
          src={post.coverImage}
          fallback={DEFAULT_POST_COVER}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          {/* The stretched link makes the whole card clickable while keeping one accessible name. */}
          <Link to={`/blog/${post.slug}`} className="outline-none after:absolute after:inset-0 group-hover:text-pitch-700">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{post.excerpt}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
          <span>{post.author}</span>
          <span aria-hidden>·</span>
          <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}

export function BlogPostCardSkeleton() {
  return <CardSkeleton lines={["h-5 w-4/5", "h-4 w-full", "h-4 w-2/3", "h-3 w-1/3"]} />;
}
