// A page that is only a message with a way on: not found, could not load. Sets the page title when given.
import type { PageMeta } from "@shared/page-titles";
import { useDocumentMeta } from "../lib/document-head";

export function MessagePage({ title, text, meta, children }: { title: string; text: string; meta?: PageMeta; children: React.ReactNode }) {
  useDocumentMeta(meta);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
