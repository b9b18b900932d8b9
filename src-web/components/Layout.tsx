import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageSuggestion } from "./LanguageSwitch";
import { PageLoadBoundary } from "./PageLoadBoundary";
import { ScrollRestoration } from "./ScrollRestoration";
import { SimulatedClockNote } from "./SimulatedClockNote";

export function Layout() {
  const t = useTranslations("common");
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <SimulatedClockNote />
      <LanguageSuggestion />
      <Header />
      <main id="main" className="flex-1">
        {/* Navigations are transitions: the page shown stays until the next one's chunk has loaded. */}
        <PageLoadBoundary pathname={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
