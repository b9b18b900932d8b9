// The dashboard's downloads: published venues in the standalone import's format (every city as a zip
// of one CSV per city, or one city's CSV), and the blog as Markdown files (zip) or JSON. Plain links:
// the browser saves what the Worker answers (admins only; the sign-in cookie goes with them).
import { EXPORT_PATHS } from "@shared/constants";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { useCities } from "../../api/cities";
import { buttonClass } from "../ui/Button";
import { Field, Select } from "../ui/Field";
import { CityOptions } from "./CityOptions";
import { card } from "./ui";

const link = buttonClass({ variant: "secondary", size: "sm" });

function DownloadLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} download className={link}>
      <Download className="h-4 w-4" aria-hidden /> {children}
    </a>
  );
}

export function AdminDownloads() {
  const cities = useCities();
  const [citySlug, setCitySlug] = useState("");
  const headingId = useId();
  return (
    <section className={`${card} mt-8 space-y-4`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Downloads
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Published venues in the standalone import's CSV format (re-import a file on Standalone Import with its city's slug), and every blog post. For a full
          backup of the database, see the README's operations section (D1 Time Travel).
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <DownloadLink href={EXPORT_PATHS.venues}>All venues (zip of CSVs)</DownloadLink>
        <Field label="Venues in" id="export-city" look="admin">
          <Select value={citySlug} onChange={(e) => setCitySlug(e.target.value)}>
            <option value="">Select a city</option>
            <CityOptions cities={cities.data} value="slug" />
          </Select>
        </Field>
        {citySlug && <DownloadLink href={EXPORT_PATHS.cityVenues(citySlug)}>Download this city's venues (CSV)</DownloadLink>}
        <DownloadLink href={EXPORT_PATHS.blogMarkdown}>Blog (Markdown, zip)</DownloadLink>
        <DownloadLink href={EXPORT_PATHS.blogJson}>Blog (JSON)</DownloadLink>
      </div>
    </section>
  );
}
