// Open map data sources (docs/decisions/030): what the site calls them and the attribution their
// licences ask for wherever their places, or a map of them, are shown.
export const OPEN_DATA_SOURCES = ["openstreetmap", "overture"] as const;
export type OpenDataSource = (typeof OPEN_DATA_SOURCES)[number];

export const OPEN_DATA_ATTRIBUTION: Record<OpenDataSource, { name: string; credit: string; url: string }> = {
  openstreetmap: { name: "OpenStreetMap", credit: "© OpenStreetMap contributors", url: "https://www.openstreetmap.org/copyright" },
  overture: { name: "Overture Maps", credit: "© Overture Maps Foundation", url: "https://docs.overturemaps.org/attribution/" },
};
