import { missingMeta, postMeta } from "@shared/page-titles";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { useTranslations } from "use-intl";
import { useBlogPost } from "../api/blog";
import MarkdownContent from "../components/blog/MarkdownContent";
import { MessagePage } from "../components/MessagePage";
import { Button, ButtonLink } from "../components/ui/Button";
import { ApiRequestError } from "../lib/api";
import { currentPhase } from "../lib/clock";
import { useDocumentMeta } from "../lib/document-head";
import { formatDate } from "../lib/format";
import { LOCALE, metaT } from "../lib/i18n";
import { SITE } from "../lib/site";

function BackToBlog() {
  const t = useTranslations("content.post");
  return (
    <ButtonLink to="/blog" variant="secondary" size="sm">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t("back")}
    </ButtonLink>
  );
}

function BodySkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      {[100, 95, 98, 70, 0, 100, 92, 85].map((w, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
        w ? <div key={i} className="h-4 animate-pulse rounded bg-slate-200" style={{ width: `${w}%` }} /> : <div key={i} className="h-4" />,
      )}
    </div>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const t = useTranslations("content.post");
  const tm = useTranslations("meta");
  const post = useBlogPost(slug);
  const missing = !post.data && post.error instanceof ApiRequestError && (post.error.status === 404 || post.error.status === 400);
  useDocumentMeta(post.data ? postMeta(post.data) : undefined);

  if (post.isPending && !post.data) {
    return (
      <article className="mx-auto max-w-3xl px-4 py-10" role="status" aria-label={t("loading")}>
        <div className="h-9 w-32 animate-pulse rounded bg-slate-200" />
        <div className="mt-8 h-10 w-5/6 animate-pulse rounded bg-slate-200" />
        <div className="mt-4 h-4 w-1/3 animate-pulse rounded bg-slate-100" />
        <div className="mt-8 aspect-[16/9] animate-pulse rounded-xl bg-slate-200" />
        <div className="mt-8">
          <BodySkeleton />
        </div>
      </article>
    );
  }

  if (!post.data) {
    return (
      <MessagePage
        title={missing ? tm("missing.post") : t("loadFailed")}
        text={missing ? t("missingText") : t("failedText")}
        meta={missing ? missingMeta(metaT(), SITE.name, "post") : undefined}
      >
        <BackToBlog />
        {!missing && (
          <Button size="sm" onClick={() => void post.refetch()}>
            {t("retry")}
          </Button>
        )}
      </MessagePage>
    );
  }

  const p = post.data;
  // A post read under the other language's prefix keeps its own language (the shell around it does not).
  const postLang = p.language !== LOCALE ? p.language : undefined;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <BackToBlog />
      {postLang && (
        <p lang={LOCALE} className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="other-language-note">
          {t("otherLanguage")}{" "}
          <Link to="/blog" className="font-semibold underline">
            {t("otherLanguageLink")}
          </Link>
        </p>
      )}
      <header className="mt-8">
        <h1 lang={postLang} className="text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">
          {p.title}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <span>{t("byline", { author: p.author })}</span>
          <span aria-hidden>·</span>
          <time dateTime={p.publishedAt ?? undefined}>{formatDate(p.publishedAt, "long")}</time>
        </p>
      </header>
      {p.coverImage && <img src={p.coverImage} alt="" className="mt-8 aspect-[16/9] w-full rounded-xl object-cover" decoding="async" />}
      <div className="mt-8" lang={postLang}>
        {/* With the page's own chunk (marked and DOMPurify load only for a post): the body is there on the
            first render, and nothing below it moves when it arrives. */}
        <MarkdownContent markdown={p.content} language={p.language} />
      </div>

      <aside className="mt-12 rounded-xl bg-pitch-800 p-6 text-white sm:p-8" aria-labelledby="blog-cta-heading">
        <h2 id="blog-cta-heading" className="text-xl font-bold sm:text-2xl">
          {t("ctaTitle")}
        </h2>
        <p className="mt-2 text-pitch-50">{currentPhase() === "after" ? t("ctaTextAfter") : t("ctaTextBefore")}</p>
        <Link to="/" className="mt-5 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-pitch-800 hover:bg-pitch-50">
          {t("ctaLink")}
        </Link>
      </aside>
    </article>
  );
}
