// A source's preview before it is applied: what is new, what changes (field by field, and what an
// admin's correction keeps), what is unchanged, what is refused (where and why), and the clubs it adds.
import type { FeedPreview, NewCompetitionRequest } from "@shared/contract/admin-competitions";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Input } from "../ui/Field";

/** The admin's review of the new clubs, sent with the apply. */
export type NewClubsReview = NonNullable<NewCompetitionRequest["newClubs"]>;

/** Rows listed per group; the rest are counted. */
const SHOWN = 50;

const FIELD_LABELS = { kickoff: "Kick-off", round: "Round", team1: "Home", team2: "Away", status: "Status", result: "Result" } as const;

function More({ total }: { total: number }) {
  return total > SHOWN ? <li className="py-1 text-sm text-slate-600">and {(total - SHOWN).toLocaleString("en-US")} more</li> : null;
}

export function FeedPreviewPanel({
  preview,
  onApply,
  onCancel,
  applying,
  applyLabel,
}: {
  preview: FeedPreview;
  onApply: (newClubs: NewClubsReview) => void;
  onCancel: () => void;
  applying: boolean;
  applyLabel: string;
}) {
  const nothing = preview.new.length === 0 && preview.changed.length === 0;
  // By the feed's name, so what was typed stays when a newer preview replaces this one.
  const [review, setReview] = useState<Record<string, { nameEs: string; country: string }>>({});
  const edit = (name: string, field: "nameEs" | "country", value: string) =>
    setReview((r) => ({ ...r, [name]: { ...(r[name] ?? { nameEs: "", country: "" }), [field]: value } }));
  const reviewed = (): NewClubsReview =>
    preview.newTeams.flatMap((t) => {
      const r = review[t.name];
      return r && (r.nameEs.trim() || r.country.trim()) ? [{ name: t.name, nameEs: r.nameEs.trim() || null, country: r.country.trim() || null }] : [];
    });
  return (
    <section aria-labelledby="preview-heading" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="feed-preview">
      <h3 id="preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        The source holds {preview.total.toLocaleString("en-US")} fixture{preview.total === 1 ? "" : "s"}. Nothing is saved until you apply.
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Summary">
        <li>
          <Badge tone="green">{preview.new.length} new</Badge>
        </li>
        <li>
          <Badge tone="amber">{preview.changed.length} changed</Badge>
        </li>
        <li>
          <Badge>{preview.unchanged} unchanged</Badge>
        </li>
        <li>
          <Badge tone={preview.rejected.length ? "amber" : "neutral"}>{preview.rejected.length} refused</Badge>
        </li>
        {preview.notInSource > 0 && (
          <li>
            <Badge>{preview.notInSource} stored, not in the source (kept)</Badge>
          </li>
        )}
      </ul>

      {preview.newTeams.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">New clubs ({preview.newTeams.length})</h4>
          <p className="text-sm text-slate-600">
            The site does not know these names yet: applying adds each as a club under the feed's name. Check each is a new club and not another spelling of a
            known one, and give its Spanish name and country here (a feed gives neither); left empty, they can be set later on{" "}
            <Link to="/admin/clubs" className="font-medium text-pitch-700 underline">
              Edit clubs
            </Link>
            .
          </p>
          <ul className="mt-2 space-y-3 text-sm text-slate-800" aria-label="New clubs">
            {preview.newTeams.map((t) => (
              <li key={t.code} data-testid="new-club">
                <p className="font-medium text-slate-900">
                  {t.name} <span className="font-normal text-slate-600">({t.code})</span>
                </p>
                <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                  <Input
                    aria-label={`Spanish name of ${t.name}`}
                    placeholder="Spanish name"
                    maxLength={80}
                    value={review[t.name]?.nameEs ?? ""}
                    onChange={(e) => edit(t.name, "nameEs", e.target.value)}
                    className="sm:w-64"
                  />
                  <Input
                    aria-label={`Country of ${t.name}`}
                    placeholder="Country: ES, GB-ENG"
                    maxLength={6}
                    value={review[t.name]?.country ?? ""}
                    onChange={(e) => edit(t.name, "country", e.target.value)}
                    className="sm:w-48"
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      {preview.rejected.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-red-800">Refused ({preview.rejected.length})</h4>
          <p className="text-sm text-slate-600">These fixtures are left out; the stored ones are kept as they are.</p>
          <ul className="mt-1 divide-y divide-red-100 text-sm" aria-label="Refused fixtures">
            {preview.rejected.slice(0, SHOWN).map((r) => (
              <li key={`${r.at}-${r.reason}`} className="py-1 text-red-900">
                <span className="font-medium">{r.at}:</span> {r.reason}
              </li>
            ))}
            <More total={preview.rejected.length} />
          </ul>
        </div>
      )}

      {preview.changed.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">Changed ({preview.changed.length})</h4>
          <ul className="mt-1 divide-y divide-slate-200 text-sm" aria-label="Changed fixtures">
            {preview.changed.slice(0, SHOWN).map((c) => (
              <li key={c.number} className="py-2">
                <p className="font-medium text-slate-900">
                  Match {c.number}: {c.home} v {c.away}
                </p>
                <ul className="text-slate-700">
                  {c.changes.map((x) => (
                    <li key={x.field}>
                      {FIELD_LABELS[x.field]}: {x.before} → {x.after}
                    </li>
                  ))}
                  {c.kept.length > 0 && <li className="text-slate-600">Kept as corrected by an admin: {c.kept.map((f) => FIELD_LABELS[f]).join(", ")}</li>}
                </ul>
              </li>
            ))}
            <More total={preview.changed.length} />
          </ul>
        </div>
      )}

      {preview.new.length > 0 && (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">New ({preview.new.length})</h4>
          <ul className="mt-1 divide-y divide-slate-200 text-sm" aria-label="New fixtures">
            {preview.new.slice(0, SHOWN).map((f) => (
              <li key={f.at} className="flex flex-col py-1 sm:flex-row sm:justify-between sm:gap-4">
                <span className="font-medium text-slate-900">
                  {f.home} v {f.away}
                  {f.score && <span className="ml-1 text-slate-700">{f.score}</span>}
                  {f.status === "cancelled" && <span className="ml-1 text-red-800">(cancelled)</span>}
                </span>
                <span className="text-slate-700">
                  {f.kickoff}
                  {f.round ? ` · ${f.round}` : ""}
                </span>
              </li>
            ))}
            <More total={preview.new.length} />
          </ul>
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => onApply(reviewed())} pending={applying} pendingLabel="Applying...">
          {nothing ? `${applyLabel} (nothing to change)` : applyLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
