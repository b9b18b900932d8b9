import { Outlet, ScrollRestoration } from "react-router";
import { useTranslations } from "use-intl";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageSuggestion } from "./LanguageSwitch";
import { ScrollBack } from "./ScrollBack";
import { SimulatedClockNote } from "./SimulatedClockNote";

export function Layout() {
  const t = useTranslations("common");
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t("skipToContent")}
      </a>
      <SimulatedClockNote />
      <LanguageSuggestion />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <ScrollBack />
    </div>
  );
}
