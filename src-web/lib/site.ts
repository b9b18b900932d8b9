// Static facts about the site shown in the shell. Runtime settings (support e-mail, tiles) come from /api/config.
import { SITE_NAME } from "@shared/page-titles";

export const SITE = {
  name: SITE_NAME,
  /** The home page's (its translated text is common.footer.tagline). */
  tagline: "Curated by fans, for fans",
  social: [
    { label: "YouTube", url: "https://www.youtube.com/@worldcupwatchspots" },
    { label: "TikTok", url: "https://www.tiktok.com/@worldcupwatchspots" },
    { label: "Instagram", url: "https://www.instagram.com/worldcupwatchspots" },
  ],
} as const;
