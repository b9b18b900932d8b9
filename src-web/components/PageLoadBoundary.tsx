// A page whose code could not be loaded (a dropped connection, or a new release that replaced the
// chunk the old page asked for) says so with a way on, instead of leaving the page blank.
import { Component, type ReactNode } from "react";
import { useTranslations } from "use-intl";
import { MessagePage } from "./MessagePage";
import { Button } from "./ui/Button";

function PageLoadFailed() {
  const t = useTranslations("common.pageFailed");
  return (
    <MessagePage title={t("title")} text={t("text")}>
      <Button onClick={() => window.location.reload()}>{t("reload")}</Button>
    </MessagePage>
  );
}

interface Props {
  /** The address shown: another address tries again. */
  pathname: string;
  children: ReactNode;
}

export class PageLoadBoundary extends Component<Props, { failed: boolean; pathname: string }> {
  state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
