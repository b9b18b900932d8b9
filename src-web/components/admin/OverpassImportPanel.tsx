// The city editor's "Import from OpenStreetMap" (docs/decisions/042): the Worker asks OpenStreetMap's
// Overpass API once for the city's bars, pubs and beer gardens and previews them as an uploaded export
// is previewed; the apply imports exactly that answer. The data's origin and date are shown with it.
import type { OverpassImportResult } from "@shared/contract/open-data";
import { OVERPASS_BOX_KM } from "@shared/limits";
import { AlertTriangle, Globe } from "lucide-react";
import { useState } from "react";
import { useOverpassImport } from "../../api/admin";
import { errorMessage } from "../../lib/api";
import { toast } from "../../lib/toast";
import { Button } from "../ui/Button";
import { useUnauthorizedRedirect } from "./AdminGuard";
import { AppliedNote, ApplyOrCancel, Preview, summary } from "./OpenDataImportTab";

function Origin({ result }: { result: OverpassImportResult }) {
  return (
    <p className="text-sm text-slate-700" data-testid="overpass-origin">
      Data from{" "}
      <a href={result.origin.url} className="font-medium text-pitch-800 underline" target="_blank" rel="noreferrer">
        {result.origin.credit}
      </a>{" "}
      ({result.origin.licence}), {result.origin.asOf ? `as of ${result.origin.asOf.slice(0, 16).replace("T", " ")} UTC` : "of an unknown date"}.
    </p>
  );
}

export function OverpassImportPanel({ city }: { city: { slug: string; name: string; lat: number | null; lng: number | null } }) {
  const overpass = useOverpassImport();
  const redirect = useUnauthorizedRedirect();
  const [preview, setPreview] = useState<OverpassImportResult | null>(null);
  const [applied, setApplied] = useState<OverpassImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noCentre = city.lat === null || city.lng === null;

  const run = (mode: "preview" | "apply") => {
    setFailure(null);
    overpass.mutate(
      { citySlug: city.slug, mode, ...(mode === "apply" && preview ? { answerId: preview.answerId } : {}) },
      {
        onSuccess: (res) => {
          if (res.applied) {
            setApplied(res);
            setPreview(null);
            toast({ title: "Places imported", description: summary(res), variant: "success" });
          } else {
            setApplied(null);
            setPreview(res);
          }
        },
        onError: (err) => {
          if (redirect(err)) return;
          setPreview(null);
          setFailure(errorMessage(err, "Unknown error occurred"));
        },
      },
    );
  };

  return (
    <section className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" aria-labelledby="overpass-heading" data-testid="overpass-import">
      <h2 id="overpass-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Globe className="h-5 w-5" aria-hidden /> Places from OpenStreetMap
      </h2>
      <p className="text-sm text-slate-600">
        Asks OpenStreetMap for the bars, pubs and beer gardens within {OVERPASS_BOX_KM} km of {city.name}'s centre, then shows what would change: nothing is
        saved until you apply it. Places are listed as “not yet confirmed by the venue” until an owner claims them; what an owner or an admin changed by hand is
        kept. One request a minute per city. Data © OpenStreetMap contributors, under the ODbL.
      </p>
      {noCentre && <p className="text-sm text-amber-800">Set the city's latitude and longitude first: the import looks around the centre.</p>}
      <Button onClick={() => run("preview")} disabled={noCentre || overpass.isPending}>
        {overpass.isPending && overpass.variables?.mode === "preview" ? "Asking OpenStreetMap..." : "Import from OpenStreetMap"}
      </Button>

      {failure && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-4" role="alert">
          <h3 className="flex items-center gap-2 font-semibold text-red-900">
            <AlertTriangle className="h-5 w-5" aria-hidden /> Import failed
          </h3>
          <p className="mt-1 text-sm text-red-900">{failure} Nothing was imported.</p>
        </div>
      )}

      {preview && (
        <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="overpass-preview">
          <h3 className="text-lg font-semibold text-slate-900">Preview for {preview.city.name}: nothing is saved yet</h3>
          <Origin result={preview} />
          <p className="text-sm text-slate-700" data-testid="overpass-summary">
            {summary(preview)}
          </p>
          <Preview result={preview} />
          <ApplyOrCancel preview={preview} pending={overpass.isPending} onApply={() => run("apply")} onCancel={() => setPreview(null)} />
        </div>
      )}

      {applied && (
        <div className="rounded-lg border border-pitch-200 bg-pitch-50 p-4" role="status" data-testid="overpass-applied">
          <AppliedNote result={applied}>
            <Origin result={applied} />
          </AppliedNote>
        </div>
      )}
    </section>
  );
}
