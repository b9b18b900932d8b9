// The inline stadium art and the file link previews and post covers use are one picture.
import { readFileSync } from "node:fs";
import { DEFAULT_POST_COVER } from "@shared/constants";
import { HERO_ART_PATH, HERO_ART_SVG } from "@shared/hero-art";
import { expect, it } from "vitest";

it("the hero art drawn inline is the file at its address", () => {
  expect(HERO_ART_SVG).toBe(readFileSync(new URL(`../../public${HERO_ART_PATH}`, import.meta.url), "utf8").trim());
});

it("a post without a cover shows the same art: the blog's first card takes it inline", () => {
  expect(DEFAULT_POST_COVER).toBe(HERO_ART_PATH);
});
