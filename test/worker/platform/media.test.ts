// Cover images: upload checks (real type by magic bytes, 5 MB cap), R2 keys, and serving from /media.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, idOf, login, multipart, PNG, seedDemo } from "../helpers";

let cookie = "";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c]);

async function uploadCover(path: string, bytes: Uint8Array, name = "cover.png", type = "image/png") {
  const res = await call(path, { method: "POST", body: multipart({}, { name, type, bytes }), headers: { cookie } });
  return { status: res.status, body: (await res.json()) as { coverImage: string; error: string; code: string } };
}

let venueId = 0;
let postId = 0;
const coverOf = async (table: "venues" | "blog_posts", id: number) =>
  (await env.DB.prepare(`SELECT cover_image FROM ${table} WHERE id = ?`).bind(id).first<{ cover_image: string | null }>())!.cover_image;
const objectCount = async () => (await env.UPLOADS.list()).objects.length;

beforeEach(async () => {
  await seedDemo();
  cookie = await login();
  venueId = await idOf("SELECT id FROM venues ORDER BY id LIMIT 1");
  postId = await idOf("SELECT id FROM blog_posts ORDER BY id LIMIT 1");
});

describe("cover uploads", () => {
  it("a PNG becomes the venue's cover, stored under a server-generated key and served immutable", async () => {
    const { status, body } = await uploadCover(`/api/admin/venues/${venueId}/cover`, PNG, "../../evil name.png");
    expect(status).toBe(200);
    expect(body.coverImage).toMatch(new RegExp(`^/media/covers/venues/${venueId}/[0-9a-f-]{36}\\.png$`));
    expect(await coverOf("venues", venueId)).toBe(body.coverImage);

    const res = await call(body.coverImage);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(bytes).toEqual(PNG);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();

    const cached = await call(body.coverImage, { headers: { "if-none-match": etag! } });
    await cached.arrayBuffer();
    expect(cached.status).toBe(304);
    const weak = await call(body.coverImage, { headers: { "if-none-match": `W/${etag}` } });
    await weak.arrayBuffer();
    expect(weak.status).toBe(304);
    const other = await call(body.coverImage, { headers: { "if-none-match": 'W/"other"' } });
    await other.arrayBuffer();
    expect(other.status).toBe(200);
  });

  it("JPEG and WebP are accepted whatever their declared type; the type comes from the bytes", async () => {
    const jpeg = await uploadCover(`/api/admin/venues/${venueId}/cover`, JPEG, "photo.bin", "application/octet-stream");
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.coverImage).toMatch(/\.jpg$/);
    const webp = await uploadCover(`/api/admin/blog/posts/${postId}/cover`, WEBP, "x.png", "image/png");
    expect(webp.status).toBe(200);
    expect(webp.body.coverImage).toMatch(new RegExp(`^/media/covers/posts/${postId}/[0-9a-f-]{36}\\.webp$`));
    expect(await coverOf("blog_posts", postId)).toBe(webp.body.coverImage);
    const res = await call(webp.body.coverImage);
    await res.arrayBuffer();
    expect(res.headers.get("content-type")).toBe("image/webp");
  });

  it("a text file named .png is 415 and nothing is stored", async () => {
    const before = await coverOf("venues", venueId);
    const r = await uploadCover(`/api/admin/venues/${venueId}/cover`, new TextEncoder().encode("<svg onload=alert(1)>"), "cover.png", "image/png");
    expect(r.status).toBe(415);
    expect(r.body.code).toBe("unsupported_media_type");
    expect(await coverOf("venues", venueId)).toBe(before);
    expect(await objectCount()).toBe(0);
  });

  it("5 MB + 1 byte is 413; exactly 5 MB is accepted", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const r = await uploadCover(`/api/admin/venues/${venueId}/cover`, big);
    expect(r.status).toBe(413);
    expect(await objectCount()).toBe(0);
    const exact = big.slice(0, 5 * 1024 * 1024);
    const ok = await uploadCover(`/api/admin/venues/${venueId}/cover`, exact);
    expect(ok.status).toBe(200);
  });

  it("a missing or empty file is 400; an unknown venue or post is 404 and nothing is stored", async () => {
    const empty = await call(`/api/admin/venues/${venueId}/cover`, { method: "POST", body: new FormData(), headers: { cookie } });
    await empty.json();
    expect(empty.status).toBe(400);
    expect((await uploadCover(`/api/admin/venues/${venueId}/cover`, new Uint8Array(0))).status).toBe(400);
    expect((await uploadCover(`/api/admin/venues/999999/cover`, PNG)).status).toBe(404);
    expect((await uploadCover(`/api/admin/blog/posts/999999/cover`, PNG)).status).toBe(404);
    expect(await objectCount()).toBe(0);
  });

  it("a new cover keeps the old object (pages still showing it keep working)", async () => {
    const first = await uploadCover(`/api/admin/venues/${venueId}/cover`, PNG);
    const second = await uploadCover(`/api/admin/venues/${venueId}/cover`, JPEG, "b.jpg", "image/jpeg");
    expect(second.body.coverImage).not.toBe(first.body.coverImage);
    const old = await call(first.body.coverImage);
    await old.arrayBuffer();
    expect(old.status).toBe(200);
    expect(await objectCount()).toBe(2);
  });
});

describe("GET /media", () => {
  it("unknown keys are JSON 404s", async () => {
    const res = await call("/media/covers/venues/1/nope.png");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  it("only covers/ is served: never CSV uploads, never path tricks", async () => {
    await env.UPLOADS.put("imports/2026-06-01/secret.csv", "name,address\n");
    await env.UPLOADS.put("covers/ok.png", PNG, { httpMetadata: { contentType: "image/png" } });
    for (const path of [
      "/media/imports/2026-06-01/secret.csv",
      "/media/covers/../imports/2026-06-01/secret.csv",
      "/media/covers%2F..%2Fimports%2F2026-06-01%2Fsecret.csv",
      "/media/",
    ]) {
      const res = await call(path);
      await res.arrayBuffer();
      expect(res.status, path).toBe(404);
    }
    const ok = await call("/media/covers/ok.png");
    await ok.arrayBuffer();
    expect(ok.status).toBe(200);
  });
});
