// Renders a post's Markdown (sanitised). Default export so the post page can load it lazily.
import type { Locale } from "@shared/i18n/locales";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { renderMarkdown } from "../../lib/markdown";

/** `language`: the post's own (its footnotes' labels); English when absent. */
export default function MarkdownContent({ markdown, language, className }: { markdown: string; language?: Locale; className?: string }) {
  const html = useMemo(() => renderMarkdown(markdown, language), [markdown, language]);
  const navigate = useNavigate();

  // Links to pages of this site stay inside the app instead of reloading it.
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    if (!link || link.target) return;
    const href = link.getAttribute("href") ?? "";
    if (!href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    // Clicks are only intercepted to route same-site links; the links themselves stay keyboard operable.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from lib/markdown.ts, sanitised by DOMPurify.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a delegated handler for the links inside, which keep their own keyboard behaviour.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above; the div itself is not interactive.
    <div className={["markdown", className].filter(Boolean).join(" ")} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
