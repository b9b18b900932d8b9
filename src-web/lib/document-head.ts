// Per-page <title>, meta description and JSON-LD, restored/removed when the page goes away.
// The texts come from @shared/page-titles, which the Worker's edge-rendered head uses too.

import { type PageMeta, type StaticPage, staticPageMeta } from "@shared/page-titles";
import { useEffect } from "react";
import { useCopySeason } from "./clock";
import { metaT } from "./i18n";
import { SITE } from "./site";

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.appendChild(meta);
  }
  return meta;
}

/** Sets the title (and description when given); returns a function restoring the previous values. */
function setDocumentMeta({ title, description }: PageMeta): () => void {
  const previousTitle = document.title;
  const meta = description !== undefined ? metaDescription() : null;
  const previousDescription = meta?.content ?? null;
  document.title = title;
  if (meta && description !== undefined) meta.content = description;
  return () => {
    document.title = previousTitle;
    if (meta && previousDescription !== null) meta.content = previousDescription;
  };
}

/** Adds `<script type="application/ld+json" id={id}>` to the head (replacing one with that id); returns its remover. */
function addJsonLd(id: string, data: unknown): () => void {
  document.getElementById(id)?.remove();
  const script = document.createElement("script");
  script.type = "application/ld+json";
  script.id = id;
  // "<" escaped so the data can never close the script element.
  script.textContent = JSON.stringify(data).replace(/</g, "\\u003c");
  document.head.appendChild(script);
  return () => script.remove();
}

/** Hook form: title and description while the page is shown. Skips while meta is undefined (data loading). */
export function useDocumentMeta(meta: PageMeta | undefined) {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined) return;
    return setDocumentMeta({ title, description });
  }, [title, description]);
}

/** A page whose title and description do not depend on data (only on the clock: the World Cup's or the season's). */
export function useStaticPageMeta(page: StaticPage) {
  useDocumentMeta(staticPageMeta(metaT(), page, SITE.name, useCopySeason()));
}

/** Hook form: structured data in the head while the page is shown. */
export function useJsonLd(id: string, data: unknown) {
  useEffect(() => addJsonLd(id, data), [id, data]);
}
