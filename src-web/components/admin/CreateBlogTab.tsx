// Dashboard tab: write a blog post (it starts pending) and the guarded 'Delete All Blogs'.

import { FIELD_MAX, POST_CONTENT_MIN } from "@shared/limits";
import { lazy, Suspense, useEffect, useState } from "react";
import { useAdminCities, useCreatePost } from "../../api/admin";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";
import { Field, Input, Select, Textarea } from "../ui/Field";
import { DeleteAllButton } from "./AdminActions";
import { AdminFormCard } from "./AdminFormCard";
import { useAdminFailure } from "./AdminGuard";
import { CityOptions } from "./CityOptions";

const MarkdownContent = lazy(() => import("../blog/MarkdownContent"));

const EMPTY = { cityId: "", language: "en", title: "", excerpt: "", content: "", coverImage: "" };

/** The post being written, kept while another dashboard tab is open (a tab's content is unmounted). */
let kept = EMPTY;

export function CreateBlogTab() {
  const cities = useAdminCities();
  const create = useCreatePost();
  const fail = useAdminFailure();
  const [form, setForm] = useState(() => kept);
  useEffect(() => {
    kept = form;
  }, [form]);
  const [preview, setPreview] = useState(false);
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(EMPTY));
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!form.title.trim() || !form.excerpt.trim() || !form.content.trim()) {
      toast({ title: "Missing Information", description: "Please fill in the title, excerpt and content.", variant: "destructive" });
      return;
    }
    if (form.content.trim().length < POST_CONTENT_MIN) {
      toast({ title: "Creation Failed", description: "Content must be at least 100 characters.", variant: "destructive" });
      return;
    }
    create.mutate(
      {
        cityId: form.cityId ? Number(form.cityId) : null,
        language: form.language === "es" ? "es" : "en",
        title: form.title.trim(),
        excerpt: form.excerpt.trim(),
        content: form.content,
        ...(form.coverImage.trim() ? { coverImage: form.coverImage.trim() } : {}),
      },
      {
        onSuccess: ({ post }) => {
          toast({
            title: "Blog Post Created",
            description: `"${post.title}" is pending. Approve it under Manage Blog Posts to publish it.`,
            variant: "success",
          });
          setForm(EMPTY);
        },
        onError: (err) => fail(err, "Creation Failed"),
      },
    );
  };

  const length = form.content.trim().length;
  return (
    <div className="space-y-6">
      <AdminFormCard title="Create a blog post" onSubmit={submit} submitLabel="Create Post" pendingLabel="Creating..." pending={create.isPending}>
        <Field label="City (optional)" id="blog-city" look="admin">
          <Select value={form.cityId} onChange={set("cityId")}>
            <option value="">No city (general post)</option>
            <CityOptions cities={cities.data} value="id" />
          </Select>
        </Field>
        <Field label="Language" id="blog-language" look="admin" hint="English posts are listed on the English blog, Spanish posts on /es/blog.">
          <Select value={form.language} onChange={set("language")}>
            <option value="en">English</option>
            <option value="es">Spanish</option>
          </Select>
        </Field>
        <Field label="Title" id="blog-title" look="admin">
          <Input value={form.title} onChange={set("title")} maxLength={FIELD_MAX.postTitle} required />
        </Field>
        <Field label="Excerpt" id="blog-excerpt" look="admin">
          <Textarea rows={2} value={form.excerpt} onChange={set("excerpt")} maxLength={FIELD_MAX.postExcerpt} required />
        </Field>
        <Field
          label="Content"
          id="blog-content"
          look="admin"
          hint={
            <>
              {length < POST_CONTENT_MIN ? `${length} / ${POST_CONTENT_MIN} characters minimum` : `${length.toLocaleString("en-US")} characters`}. Markdown: ##
              headings, **bold**, lists, links, tables.
            </>
          }
        >
          <Textarea
            className="font-mono"
            rows={12}
            value={form.content}
            onChange={set("content")}
            placeholder="Write your post in Markdown (at least 100 characters)..."
            maxLength={FIELD_MAX.postContent}
            required
          />
        </Field>
        <div>
          <button
            type="button"
            className="text-sm font-semibold text-pitch-700 underline underline-offset-2 hover:text-pitch-800"
            aria-expanded={preview}
            aria-controls="blog-preview"
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? "Hide preview" : "Preview"}
          </button>
          {preview && (
            <section id="blog-preview" aria-label="Preview" className="mt-2 rounded-lg border border-slate-200 bg-white p-4" data-testid="blog-preview">
              {form.content.trim() ? (
                // The same renderer and sanitiser as the published page: what is seen here is what fans see.
                <Suspense fallback={<p className="text-sm text-slate-500">Rendering preview...</p>}>
                  <MarkdownContent markdown={form.content} language={form.language === "es" ? "es" : "en"} />
                </Suspense>
              ) : (
                <p className="text-sm text-slate-500">Nothing to preview yet.</p>
              )}
            </section>
          )}
        </div>
        <Field label="Cover image URL (optional)" id="blog-cover" look="admin" hint="Or upload an image later from Manage Blog Posts.">
          <Input type="url" inputMode="url" value={form.coverImage} onChange={set("coverImage")} maxLength={FIELD_MAX.url} placeholder="https://" />
        </Field>
      </AdminFormCard>

      <div className="rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5">
        <h2 className="font-semibold text-red-900">Danger zone</h2>
        <p className="mt-1 text-sm text-red-900">Deletes every blog post, published or not. This cannot be undone.</p>
        <div className="mt-3">
          <DeleteAllButton what="posts" label="Delete All Blogs" doneTitle="All Blogs Deleted" />
        </div>
      </div>
    </div>
  );
}
