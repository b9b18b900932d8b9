// Every route of docs/spec.md §2. Pages are lazy chunks so the first load stays small; the first
// page's chunk is loaded before the app's first render (preloadPage), the others on navigation.
import { PAGE_NAMESPACES } from "@shared/i18n/catalog";
import { type ComponentType, use } from "react";
import { matchRoutes, Navigate, Route, Routes, useParams } from "react-router";
import { Layout } from "./components/Layout";
import { LOCALE, loadNamespaces, ROUTER_BASENAME } from "./lib/i18n";
import NotFoundPage from "./pages/NotFoundPage";

type PageModule = { default: ComponentType };

interface LazyPage {
  path: string;
  load: () => Promise<PageModule>;
  /** The module's name, for the messages it uses (as the Worker preloads them). */
  name?: string;
  /** The owner and admin areas are English only: no page under /es (the Worker sends /es/owner to /owner). */
  englishOnly?: boolean;
  loading?: Promise<PageModule>;
}

const ALL_PAGES: LazyPage[] = [
  { path: "/", load: () => import("./pages/HomePage"), name: "HomePage" },
  { path: "/cities", load: () => import("./pages/CitiesPage"), name: "CitiesPage" },
  { path: "/city/:slug", load: () => import("./pages/CityPage"), name: "CityPage" },
  { path: "/venue/:id", load: () => import("./pages/VenuePage"), name: "VenuePage" },
  { path: "/matches", load: () => import("./pages/WhatsOnPage"), name: "WhatsOnPage" },
  { path: "/competitions", load: () => import("./pages/CompetitionsPage"), name: "CompetitionsPage" },
  // The World Cup's schedule, its filters and texts as they were at /matches; other competitions share one page.
  { path: "/competitions/world-cup-2026", load: () => import("./pages/WorldCupSchedulePage"), name: "WorldCupSchedulePage" },
  { path: "/competitions/:id", load: () => import("./pages/CompetitionPage"), name: "CompetitionPage" },
  { path: "/match/:slug", load: () => import("./pages/MatchPage"), name: "MatchPage" },
  { path: "/team/:code", load: () => import("./pages/TeamPage"), name: "TeamPage" },
  { path: "/submit", load: () => import("./pages/SubmitPage"), name: "SubmitPage" },
  { path: "/bookmarks", load: () => import("./pages/BookmarksPage"), name: "BookmarksPage" },
  { path: "/faq", load: () => import("./pages/FaqPage"), name: "FaqPage" },
  { path: "/blog", load: () => import("./pages/BlogListPage"), name: "BlogListPage" },
  { path: "/blog/:slug", load: () => import("./pages/BlogPostPage"), name: "BlogPostPage" },
  { path: "/about", load: () => import("./pages/AboutPage"), name: "AboutPage" },
  { path: "/contact", load: () => import("./pages/ContactPage"), name: "ContactPage" },
  { path: "/reminders/:link", load: () => import("./pages/ReminderLinkPage"), name: "ReminderLinkPage" },
  { path: "/owner", load: () => import("./pages/owner/OwnerHomePage"), englishOnly: true },
  { path: "/owner/sign-in", load: () => import("./pages/owner/OwnerSignInPage"), englishOnly: true },
  { path: "/owner/venues/:id", load: () => import("./pages/owner/OwnerVenuePage"), name: "OwnerVenuePage", englishOnly: true },
  { path: "/admin/login", load: () => import("./pages/admin/AdminLoginPage"), englishOnly: true },
  { path: "/admin/dashboard", load: () => import("./pages/admin/AdminDashboardPage"), englishOnly: true },
  { path: "/admin/import", load: () => import("./pages/admin/AdminImportPage"), englishOnly: true },
  { path: "/admin/import-logs", load: () => import("./pages/admin/AdminImportLogsPage"), englishOnly: true },
  { path: "/admin/venues", load: () => import("./pages/admin/AdminVenuesPage"), englishOnly: true },
  { path: "/admin/venues/:id/edit", load: () => import("./pages/admin/AdminVenueEditPage"), name: "AdminVenueEditPage", englishOnly: true },
  { path: "/admin/blog", load: () => import("./pages/admin/AdminBlogPage"), englishOnly: true },
  { path: "/admin/matches", load: () => import("./pages/admin/AdminMatchesPage"), englishOnly: true },
  { path: "/admin/pricing", load: () => import("./pages/admin/AdminPricingPage"), englishOnly: true },
  { path: "/admin/competitions", load: () => import("./pages/admin/AdminCompetitionsPage"), englishOnly: true },
  { path: "/admin/clubs", load: () => import("./pages/admin/AdminClubsPage"), englishOnly: true },
  { path: "/admin/cities/:id/edit", load: () => import("./pages/admin/AdminCityEditPage"), englishOnly: true },
];

const PAGES = LOCALE === "en" ? ALL_PAGES : ALL_PAGES.filter((page) => !page.englishOnly);

/**
 * A page's chunk and, in parallel, its messages, loaded once. Once settled, the promise carries its
 * outcome the way React's `use` reads it, so a page already loaded renders without suspending, and
 * one that failed goes to the page's error boundary at once. A failed chunk is not asked for again:
 * the browser keeps a failed module import, so only a reload (the boundary offers it) can retry.
 */
function loadPage(page: LazyPage): Promise<PageModule> {
  if (!page.loading) {
    const loading = Promise.all([page.load(), loadNamespaces((page.name && PAGE_NAMESPACES[page.name]) || [])]).then(([module]) => module);
    loading.then(
      (module) => Object.assign(loading, { status: "fulfilled", value: module }),
      (reason: unknown) => Object.assign(loading, { status: "rejected", reason }),
    );
    page.loading = loading;
  }
  return page.loading;
}

function PageRoute({ page }: { page: LazyPage }) {
  const { default: Component } = use(loadPage(page));
  return <Component />;
}

function CitiesSlugRedirect() {
  const { slug } = useParams();
  return <Navigate to={`/city/${slug}`} replace />;
}

/** Resolves once the page at this address (if any is lazy) has loaded: the first render then shows it at once. */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(
    PAGES.map((page) => ({ path: page.path })),
    pathname,
    ROUTER_BASENAME,
  )?.[0];
  const page = match && PAGES.find((p) => p.path === match.route.path);
  if (page) await loadPage(page);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<PageRoute page={page} />} />
        ))}
        <Route path="/cities/:slug" element={<CitiesSlugRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
