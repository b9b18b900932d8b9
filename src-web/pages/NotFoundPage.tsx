import { notFoundMeta } from "@shared/page-titles";
import { useTranslations } from "use-intl";
import { MessagePage } from "../components/MessagePage";
import { ButtonLink } from "../components/ui/Button";
import { SITE } from "../lib/site";

export default function NotFoundPage() {
  const t = useTranslations("common.notFound");
  const tm = useTranslations("meta");
  return (
    <MessagePage title={t("title")} text={t("text")} meta={notFoundMeta(tm, SITE.name)}>
      <ButtonLink to="/">{t("goHome")}</ButtonLink>
      <ButtonLink to="/cities" variant="secondary">
        {t("browseCities")}
      </ButtonLink>
    </MessagePage>
  );
}
