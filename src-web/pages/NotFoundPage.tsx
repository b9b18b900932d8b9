import { notFoundMeta } from "@shared/page-titles";
import { MessagePage } from "../components/MessagePage";
import { ButtonLink } from "../components/ui/Button";
import { SITE } from "../lib/site";

export default function NotFoundPage() {
  return (
    <MessagePage title="404 Page Not Found" text="The page you are looking for does not exist or has moved." meta={notFoundMeta(SITE.name)}>
      <ButtonLink to="/">Go Home</ButtonLink>
      <ButtonLink to="/cities" variant="secondary">
        Browse Cities
      </ButtonLink>
    </MessagePage>
  );
}
