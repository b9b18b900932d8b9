// Every route of docs/spec.md §2. Pages are lazy chunks so the first load stays small.
import { PAGE_NAMESPACES } from "@shared/i18n/catalog";
import { createBrowserRouter, Navigate, useParams } from "react-router";
import { Layout } from "./components/Layout";
import { loadNamespaces, ROUTER_BASENAME } from "./lib/i18n";
import NotFoundPage from "./pages/NotFoundPage";

type PageModule = { default: React.ComponentType };
/** A page's chunk and, in parallel, the messages it uses (by its module name, as the Worker preloads them). */
const page = (load: () => Promise<PageModule>, name?: string) => async () => {
  const [module] = await Promise.all([load(), loadNamespaces((name && PAGE_NAMESPACES[name]) || [])]);
  return { Component: module.default };
};

function CitiesSlugRedirect() {
  const { slug } = useParams();
  return <Navigate to={`/city/${slug}`} replace />;
}

/** The app's router; making it starts loading the first page's chunk. */
export const createRouter = () =>
  createBrowserRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, lazy: page(() => import("./pages/HomePage"), "HomePage") },
          { path: "cities", lazy: page(() => import("./pages/CitiesPage"), "CitiesPage") },
          { path: "cities/:slug", element: <CitiesSlugRedirect /> },
          { path: "city/:slug", lazy: page(() => import("./pages/CityPage"), "CityPage") },
          { path: "venue/:id", lazy: page(() => import("./pages/VenuePage"), "VenuePage") },
          { path: "matches", lazy: page(() => import("./pages/MatchesPage"), "MatchesPage") },
          { path: "match/:slug", lazy: page(() => import("./pages/MatchPage"), "MatchPage") },
          { path: "team/:code", lazy: page(() => import("./pages/TeamPage"), "TeamPage") },
          { path: "submit", lazy: page(() => import("./pages/SubmitPage"), "SubmitPage") },
          { path: "bookmarks", lazy: page(() => import("./pages/BookmarksPage"), "BookmarksPage") },
          { path: "faq", lazy: page(() => import("./pages/FaqPage"), "FaqPage") },
          { path: "blog", lazy: page(() => import("./pages/BlogListPage"), "BlogListPage") },
          { path: "blog/:slug", lazy: page(() => import("./pages/BlogPostPage"), "BlogPostPage") },
          { path: "about", lazy: page(() => import("./pages/AboutPage"), "AboutPage") },
          { path: "contact", lazy: page(() => import("./pages/ContactPage"), "ContactPage") },
          { path: "owner", lazy: page(() => import("./pages/owner/OwnerHomePage")) },
          { path: "owner/sign-in", lazy: page(() => import("./pages/owner/OwnerSignInPage")) },
          { path: "owner/venues/:id", lazy: page(() => import("./pages/owner/OwnerVenuePage"), "OwnerVenuePage") },
          { path: "admin/login", lazy: page(() => import("./pages/admin/AdminLoginPage")) },
          { path: "admin/dashboard", lazy: page(() => import("./pages/admin/AdminDashboardPage")) },
          { path: "admin/import", lazy: page(() => import("./pages/admin/AdminImportPage")) },
          { path: "admin/import-logs", lazy: page(() => import("./pages/admin/AdminImportLogsPage")) },
          { path: "admin/venues", lazy: page(() => import("./pages/admin/AdminVenuesPage")) },
          { path: "admin/venues/:id/edit", lazy: page(() => import("./pages/admin/AdminVenueEditPage"), "AdminVenueEditPage") },
          { path: "admin/blog", lazy: page(() => import("./pages/admin/AdminBlogPage")) },
          { path: "admin/matches", lazy: page(() => import("./pages/admin/AdminMatchesPage")) },
          { path: "admin/cities/:id/edit", lazy: page(() => import("./pages/admin/AdminCityEditPage")) },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: ROUTER_BASENAME },
  );
