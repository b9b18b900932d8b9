// Dashboard tab: write a blog post (it starts pending) and the guarded 'Delete All Blogs'.
import { useState } from "react";
import { useCreatePost } from "../../api/admin";
import { useCities } from "../../api/cities";
import { toast } from "../../lib/toast";
import { useAdminFailure } from "./AdminGuard";
import { DeleteAllPostsButton } from "./DeleteAllPostsButton";
import { btn, card, field } from "./ui";

const MIN_CONTENT = 100;
const EMPTY = { cityId: "", title: "", excerpt: "", content: "", coverImage: "" };

export function CreateBlogTab() {
  const cities = useCities();
  const create = useCreatePost();
  const fail = useAdminFailure();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!form.title.trim() || !form.excerpt.trim() || !form.content.trim()) {
      toast({ title: "Missing Information", description: "Please fill in the title, excerpt and content.", variant: "destructive" });
      return;
    }
    if (form.content.trim().length < MIN_CONTENT) {
      toast({ title: "Creation Failed", description: "Content must be at least 100 characters.", variant: "destructive" });
      return;
    }
    create.mutate(
      {
        cityId: form.cityId ? Number(form.cityId) : null,
        title: form.title.trim(),
        excerpt: form.excerpt.trim(),
        content: form.content,
        ...(form.coverImage.trim() ? { coverImage: form.coverImage.trim() } : {}),
      },
      {
        onSuccess: ({ post }) => {
          toast({ title: "Blog Post Created", description: `"${post.title}" is pending. Approve it under Manage Blog Posts to publish it.`, variant: "success" });
          setForm(EMPTY);
        },
        onError: (err) => fail(err, "Creation Failed"),
      },
    );
  };

  const length = form.content.trim().length;
  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className={`${card} space-y-4`} aria-labelledby="create-blog-heading">
        <h2 id="create-blog-heading" className="text-xl font-semibold text-slate-900">
          Create a blog post
        </h2>
        <div>
          <label htmlFor="blog-city" className={field.label}>
            City (optional)
          </label>
          <select id="blog-city" className={field.input} value={form.cityId} onChange={set("cityId")}>
            <option value="">No city (general post)</option>
            {cities.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="blog-title" className={field.label}>
            Title
          </label>
          <input id="blog-title" className={field.input} value={form.title} onChange={set("title")} maxLength={200} required />
        </div>
        <div>
          <label htmlFor="blog-excerpt" className={field.label}>
            Excerpt
          </label>
          <textarea id="blog-excerpt" className={field.input} rows={2} value={form.excerpt} onChange={set("excerpt")} maxLength={500} required />
        </div>
        <div>
          <label htmlFor="blog-content" className={field.label}>
            Content
          </label>
          <textarea
            id="blog-content"
            className={`${field.input} font-mono`}
            rows={12}
            value={form.content}
            onChange={set("content")}
            placeholder="Write your post in Markdown (at least 100 characters)..."
            aria-describedby="blog-content-hint"
            maxLength={100_000}
            required
          />
          <p id="blog-content-hint" className={field.hint}>
            {length < MIN_CONTENT ? `${length} / ${MIN_CONTENT} characters minimum` : `${length.toLocaleString("en-US")} characters`}. Markdown: ## headings, **bold**, lists, links, tables.
          </p>
        </div>
        <div>
          <label htmlFor="blog-cover" className={field.label}>
            Cover image URL (optional)
          </label>
          <input id="blog-cover" type="url" inputMode="url" className={field.input} value={form.coverImage} onChange={set("coverImage")} placeholder="https://" />
          <p className={field.hint}>Or upload an image later from Manage Blog Posts.</p>
        </div>
        <div className="flex justify-end">
          <button type="submit" className={btn.primary} disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Post"}
          </button>
        </div>
      </form>

      <div className="rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5">
        <h2 className="font-semibold text-red-900">Danger zone</h2>
        <p className="mt-1 text-sm text-red-900">Deletes every blog post, published or not. This cannot be undone.</p>
        <div className="mt-3">
          <DeleteAllPostsButton label="Delete All Blogs" doneTitle="All Blogs Deleted" />
        </div>
      </div>
    </div>
  );
}
