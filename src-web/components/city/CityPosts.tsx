// 'Local Guides & Tips': the city's blog posts in the page's language. Renders nothing when there are none or they cannot load.
import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useBlogPosts } from "../../api/blog";
import { useCopySeason } from "../../lib/clock";
import { formatDate } from "../../lib/format";

const POST_IMAGE = "/images/hero-stadium.svg";

export function CityPosts({ cityId, cityName }: { cityId: number; cityName: string }) {
  const t = useTranslations("content.cityPosts");
  const posts = useBlogPosts(cityId);
  const season = useCopySeason() === "season";
  if (!posts.data || posts.data.length === 0) return null;
  return (
    <section className="mt-16" aria-labelledby="city-posts-heading">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="city-posts-heading" className="text-2xl font-bold text-slate-900">
            {t("heading")}
          </h2>
          <p className="mt-1 text-slate-600">{season ? t("seasonIntro", { city: cityName }) : t("intro", { city: cityName })}</p>
        </div>
        <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-pitch-700 hover:underline">
          {t("viewAll")} <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.data.slice(0, 6).map((post) => (
          <li key={post.id}>
            <Link
              to={`/blog/${post.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              <img src={post.coverImage || POST_IMAGE} alt="" loading="lazy" className="aspect-[16/9] w-full bg-slate-100 object-cover" />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h3 className="font-semibold text-slate-900 group-hover:text-pitch-700">{post.title}</h3>
                <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
                <p className="mt-auto flex items-center gap-1.5 pt-2 text-xs text-slate-500">
                  <CalendarDays className="h-3.5 w-3.5" aria-hidden />
                  {formatDate(post.publishedAt)}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
