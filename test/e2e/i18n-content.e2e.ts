// The content pages in Spanish (FAQ, About, blog) at phone and desktop size: Spanish texts, the FAQ's
// quick navigation and accordion, the Spanish blog listing Spanish posts only, a Spanish post; axe clean.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { BlogPostSummary } from "../../src-worker/shared/contract/blog";
import { check, serveAxe } from "./axe";
import { desktopAndPhone, expectNoHorizontalScroll, getJson, openPage, screenshot } from "./fixtures";

async function onPage(context: BrowserContext, path: string, run: (page: Page) => Promise<void>) {
  const { page, consoleErrors } = await openPage(context, path);
  try {
    await run(page);
    expect(consoleErrors, path).toEqual([]);
  } finally {
    await page.close();
  }
}

describe("content pages in Spanish", () => {
  const browsers = desktopAndPhone();

  for (const size of ["desktop", "phone"] as const) {
    describe(size, () => {
      it("the FAQ: Spanish questions, quick navigation and an accordion opened", async () => {
        const context = browsers[size];
        await serveAxe(context);
        await onPage(context, "/es/faq", async (page) => {
          await page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" }).waitFor();
          expect(await page.locator("html").getAttribute("lang")).toBe("es");
          const nav = page.getByRole("navigation", { name: "Navegación rápida" });
          await nav.waitFor();
          for (const title of ["Información general", "Cómo encontrar lugares", "Streaming y TV", "Viajes y boletos", "Sobre este sitio"]) {
            await nav.getByRole("link", { name: title }).waitFor();
          }
          await expect.poll(() => page.getByRole("heading", { level: 2, name: "¿Todavía tienes preguntas?" }).isVisible()).toBe(true);
          await nav.getByRole("link", { name: "Streaming y TV" }).click();
          await page.waitForURL("**/es/faq#streaming");
          const question = page.getByRole("button", { name: "¿Los bares pasan los partidos en español?" });
          expect(await question.getAttribute("aria-expanded")).toBe("false");
          await question.click();
          expect(await question.getAttribute("aria-expanded")).toBe("true");
          await page.getByRole("region", { name: "¿Los bares pasan los partidos en español?" }).getByText("Muchos sí").waitFor();
          // The Spanish structured data, and no English question left on the page.
          const ld = JSON.parse((await page.locator("#faq-jsonld").textContent()) ?? "{}");
          expect(ld.mainEntity[0].name).toMatch(/^¿Cuándo (es|fue) el Mundial 2026\?$/);
          expect(await page.getByText("Quick Navigation").count()).toBe(0);
          await page.getByRole("link", { name: "Ver ciudades" }).waitFor();
          await expectNoHorizontalScroll(page);
          await screenshot(page, `i18n-content-faq-${size}`);
          // From the top: a question scrolled under the sticky header is not a target a person can miss.
          await page.evaluate(() => window.scrollTo(0, 0));
          await check(page, `${size} /es/faq`);
        });
      });

      it("the About page in Spanish", async () => {
        const context = browsers[size];
        await onPage(context, "/es/about", async (page) => {
          await page.getByRole("heading", { level: 1, name: "Acerca de World Cup Watch Spots" }).waitFor();
          await page.getByText("Hecho por aficionados, para aficionados. Encuentra los mejores lugares para ver el Mundial en tu ciudad.").waitFor();
          for (const heading of [
            "Nuestra misión",
            "Para aficionados",
            "Para lugares",
            "Cómo funciona",
            "Lo que defendemos",
            "Contáctanos",
            "Privacidad",
            "Términos",
          ]) {
            await page.getByRole("heading", { level: 2, name: heading }).waitFor();
          }
          await page.getByText(/El Mundial 2026 se (juega|jugó) del 11 de junio al 19 de julio de 2026/).waitFor();
          await page.getByText("Identificador anónimo.", { exact: true }).waitFor();
          await page.getByRole("heading", { level: 3, name: "Paso 1: Encuentra tu ciudad" }).waitFor();
          await page.getByRole("link", { name: "formulario de contacto" }).waitFor();
          await page.getByRole("main").getByRole("link", { name: "Registrar un lugar" }).waitFor();
          await expectNoHorizontalScroll(page);
          await screenshot(page, `i18n-content-about-${size}`);
          await check(page, `${size} /es/about`);
        });
      });

      it("the Spanish blog lists Spanish posts only, and a post opens in Spanish", async () => {
        const context = browsers[size];
        const spanish = await getJson<BlogPostSummary[]>("/api/blog/posts?lang=es");
        const english = await getJson<BlogPostSummary[]>("/api/blog/posts");
        expect(spanish.length).toBeGreaterThanOrEqual(2);
        await onPage(context, "/es/blog", async (page) => {
          await page.getByRole("heading", { level: 1, name: "Blog del Mundial 2026" }).waitFor();
          const cards = page.getByRole("article");
          await cards.first().waitFor();
          expect(await cards.count()).toBe(spanish.length);
          for (const p of spanish) await page.getByRole("link", { name: p.title }).waitFor();
          for (const p of english) expect(await page.getByRole("link", { name: p.title }).count(), p.title).toBe(0);
          await expectNoHorizontalScroll(page);
          await screenshot(page, `i18n-content-blog-${size}`);
          await check(page, `${size} /es/blog`);

          const post = spanish.find((p) => p.slug === "guia-seattle-mundial-por-barrio") ?? spanish[0];
          await page.getByRole("link", { name: post.title }).click();
          await page.waitForURL(`**/es/blog/${post.slug}`);
          await page.getByRole("heading", { level: 1, name: post.title }).waitFor();
          await page.getByText(`Por ${post.author}`).waitFor();
          await page.getByRole("link", { name: "Volver al blog" }).waitFor();
          await page.getByRole("heading", { level: 2, name: "Encuentra el lugar perfecto para ver el Mundial" }).waitFor();
          await page.getByRole("link", { name: "Ver lugares" }).waitFor();
          await page.locator(".markdown h2").first().waitFor();
          await expectNoHorizontalScroll(page);
          await screenshot(page, `i18n-content-post-${size}`);
          await check(page, `${size} /es/blog/${post.slug}`);
        });
      });

      it("an English-only post under /es stays in English, clearly marked, with a way to the Spanish articles", async () => {
        const context = browsers[size];
        const [post] = await getJson<BlogPostSummary[]>("/api/blog/posts");
        await onPage(context, `/es/blog/${post.slug}`, async (page) => {
          await page.getByRole("heading", { level: 1, name: post.title }).waitFor();
          const note = page.getByTestId("other-language-note");
          expect(await note.innerText()).toContain("Este artículo solo está disponible en inglés.");
          expect(await note.getAttribute("lang")).toBe("es");
          expect(await page.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
          await note.getByRole("link", { name: "Ver los artículos en español" }).click();
          await page.waitForURL("**/es/blog");
          await screenshot(page, `i18n-content-english-post-${size}`);
        });
      });

      it("a Spanish city page shows its Spanish FAQ and Spanish guides", async () => {
        const context = browsers[size];
        await onPage(context, "/es/city/seattle", async (page) => {
          const faq = page.getByRole("heading", { level: 2, name: "Preguntas frecuentes sobre ver fútbol en Seattle" });
          await faq.scrollIntoViewIfNeeded();
          const question = page.getByRole("button", { name: "¿Necesito reservación?" });
          await question.click();
          expect(await question.getAttribute("aria-expanded")).toBe("true");
          const posts = page.getByRole("region", { name: "Guías y consejos locales" });
          await posts.getByRole("link", { name: /Ver el Mundial en Seattle/ }).waitFor();
          expect(await posts.getByRole("link", { name: /neighborhood guide/i }).count()).toBe(0);
          await screenshot(page.locator("section[aria-labelledby=city-faq-heading]"), `i18n-content-city-faq-${size}`);
        });
      });
    });
  }
});
