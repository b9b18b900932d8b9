// Every route of docs/spec.md §2. Pages are lazy chunks so the first load stays small.
import { createBrowserRouter, Navigate, useParams } from "react-router";
import { Layout } from "./components/Layout";
import NotFoundPage from "./pages/NotFoundPage";

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

function CitiesSlugRedirect() {
  const { slug } = useParams();
  return <Navigate to={`/city/${slug}`} replace />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, lazy: page(() => import("./pages/HomePage")) },
      { path: "cities", lazy: page(() => import("./pages/CitiesPage")) },
      { path: "cities/:slug", element: <CitiesSlugRedirect /> },
      { path: "city/:slug", lazy: page(() => import("./pages/CityPage")) },
      { path: "venue/:id", lazy: page(() => import("./pages/VenuePage")) },
      { path: "matches", lazy: page(() => import("./pages/MatchesPage")) },
      { path: "match/:slug", lazy: page(() => import("./pages/MatchPage")) },
      { path: "team/:code", lazy: page(() => import("./pages/TeamPage")) },
      { path: "submit", lazy: page(() => import("./pages/SubmitPage")) },
      { path: "bookmarks", lazy: page(() => import("./pages/BookmarksPage")) },
      { path: "faq", lazy: page(() => import("./pages/FaqPage")) },
      { path: "blog", lazy: page(() => import("./pages/BlogListPage")) },
      { path: "blog/:slug", lazy: page(() => import("./pages/BlogPostPage")) },
      { path: "about", lazy: page(() => import("./pages/AboutPage")) },
      { path: "contact", lazy: page(() => import("./pages/ContactPage")) },
      { path: "owner", lazy: page(() => import("./pages/owner/OwnerHomePage")) },
      { path: "owner/sign-in", lazy: page(() => import("./pages/owner/OwnerSignInPage")) },
      { path: "owner/venues/:id", lazy: page(() => import("./pages/owner/OwnerVenuePage")) },
      { path: "admin/login", lazy: page(() => import("./pages/admin/AdminLoginPage")) },
      { path: "admin/dashboard", lazy: page(() => import("./pages/admin/AdminDashboardPage")) },
      { path: "admin/import", lazy: page(() => import("./pages/admin/AdminImportPage")) },
      { path: "admin/import-logs", lazy: page(() => import("./pages/admin/AdminImportLogsPage")) },
      { path: "admin/venues", lazy: page(() => import("./pages/admin/AdminVenuesPage")) },
      { path: "admin/venues/:id/edit", lazy: page(() => import("./pages/admin/AdminVenueEditPage")) },
      { path: "admin/blog", lazy: page(() => import("./pages/admin/AdminBlogPage")) },
      { path: "admin/matches", lazy: page(() => import("./pages/admin/AdminMatchesPage")) },
      { path: "admin/cities/:id/edit", lazy: page(() => import("./pages/admin/AdminCityEditPage")) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
