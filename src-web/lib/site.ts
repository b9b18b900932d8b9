// Static facts about the site shown in the shell. Runtime settings (support e-mail, tiles) come from /api/config.
export const SITE = {
  name: "World Cup Watch Spots",
  tagline: "Curated by fans, for fans",
  description: "Find the best World Cup watch spots in your city",
  sisterSiteName: "World Cup 2026 Fan Guide",
  social: [
    { label: "YouTube", url: "https://www.youtube.com/@worldcupwatchspots" },
    { label: "TikTok", url: "https://www.tiktok.com/@worldcupwatchspots" },
    { label: "Instagram", url: "https://www.instagram.com/worldcupwatchspots" },
  ],
} as const;
