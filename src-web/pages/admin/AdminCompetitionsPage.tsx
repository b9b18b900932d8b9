// /admin/competitions: every competition with its source, last refresh, status and last error;
// "Add competition" from an openfootball JSON or iCalendar address or a CSV upload; "Refresh now".
// A source is always read into one preview first, and "Apply" writes exactly that, all or nothing.

import type { AdminCompetition, FeedPreviewResult, NewCompetitionRequest } from "@shared/contract/admin-competitions";
import { MAX_FEED_BYTES, MAX_FEED_FIXTURES } from "@shared/limits";
import { ArrowLeft, Plus, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import {
  useAdminCompetitions,
  useApplyRefresh,
  useCreateCompetition,
  useLastCronRun,
  usePreviewNewCompetition,
  usePreviewRefresh,
} from "../../api/admin-competitions";
import { useAdminFailure, useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { ApiSourcePanel } from "../../components/admin/ApiSourcePanel";
import { ChosenFile, CsvFileInput } from "../../components/admin/CsvFileInput";
import { FeedPreviewPanel, type NewClubsReview } from "../../components/admin/FeedPreviewPanel";
import { card } from "../../components/admin/ui";
import { Badge } from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { Field, Input, Select } from "../../components/ui/Field";
import { ApiRequestError } from "../../lib/api";
import { useSiteNow } from "../../lib/clock";
import { dateFormat } from "../../lib/format";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";

type SourceKind = "openfootball" | "ics" | "csv";

/** How each kind of source is read. */
const FORMATS: Record<AdminCompetition["source"]["kind"], string> = {
  builtin: "built into the site",
  openfootball: "openfootball JSON",
  ics: "iCalendar (.ics)",
  csv: "CSV",
};

const SOURCE_KINDS: Record<SourceKind, string> = {
  openfootball: "openfootball JSON address",
  ics: "iCalendar (.ics) address",
  csv: "CSV upload",
};

const FEED_HINT = `Up to ${MAX_FEED_BYTES / 1024 / 1024} MB and ${MAX_FEED_FIXTURES.toLocaleString("en-US")} fixtures; a larger source is refused whole.`;
const CSV_COLUMNS_HINT =
  "Columns: key, date (YYYY-MM-DD), time (HH:MM, in the competition's time zone), home, away, round, status, home_goals, away_goals. date, home and away are required.";

const whenFormat = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (iso: string) => `${whenFormat.format(new Date(iso))} UTC`;

/** The CSV's text, or a message when the file is over the limit (the Worker refuses it too). */
async function csvText(file: File | null): Promise<string> {
  if (!file) throw new Error("Choose the CSV file to read.");
  if (file.size > MAX_FEED_BYTES) throw new Error(`The file is over ${MAX_FEED_BYTES / 1024 / 1024} MB: a source that large is refused whole.`);
  return file.text();
}

/** The CSV file of a source: choosing another one drops the preview of the last. */
function CsvField({ file, onFile, className }: { file: File | null; onFile: (f: File | null) => void; className?: string }) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <Field label="CSV file" look="admin" required className={className} hint={`${CSV_COLUMNS_HINT} ${FEED_HINT}`} after={<ChosenFile file={file} />}>
      <CsvFileInput inputRef={fileRef} onFile={onFile} />
    </Field>
  );
}

/** Preview and Cancel, until a preview is shown (its panel then offers Apply). */
function PreviewButtons({ pending, onCancel, className }: { pending: boolean; onCancel: () => void; className: string }) {
  return (
    <div className={className}>
      <Button type="submit" pending={pending} pendingLabel="Reading the source...">
        Preview
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function RefreshStatus({ c }: { c: AdminCompetition }) {
  if (c.source.kind === "builtin") return <Badge>Built-in data</Badge>;
  if (c.refreshStatus === "failed") return <Badge tone="amber">Last refresh failed</Badge>;
  if (c.refreshStatus === "rejected_rows") return <Badge tone="amber">Applied, some fixtures refused</Badge>;
  if (c.refreshStatus === "ok") return <Badge tone="green">Up to date</Badge>;
  return <Badge>Never refreshed</Badge>;
}

/**
 * The preview a 409 on Apply carries (the source or the stored fixtures changed since the last one):
 * it replaces the stale one on the card, with a toast saying so, so the next Apply applies what is shown.
 */
function newerPreview(err: unknown): FeedPreviewResult | null {
  if (!(err instanceof ApiRequestError) || err.status !== 409) return null;
  const latest = (err.body as { preview?: FeedPreviewResult } | null)?.preview;
  if (!latest?.digest || !latest.preview) return null;
  toast({ title: "The source changed", description: `${err.serverMessage} The preview below is the new one.` });
  return latest;
}

/** "Refresh now": read the address (or a new one, or a new CSV file) into a preview, then apply it. */
function RefreshPanel({ c, onDone }: { c: AdminCompetition; onDone: () => void }) {
  const [url, setUrl] = useState(c.source.url ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<FeedPreviewResult | null>(null);
  const [sent, setSent] = useState<{ csv?: string; sourceUrl?: string }>({});
  const preview = usePreviewRefresh();
  const apply = useApplyRefresh();
  const fail = useAdminFailure();
  const isCsv = c.source.kind === "csv";
  useLeaveGuard(url !== (c.source.url ?? "") || file !== null);

  const onPreview = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const body = isCsv ? { csv: await csvText(file) } : url.trim() && url.trim() !== c.source.url ? { sourceUrl: url.trim() } : {};
      setSent(body);
      setResult(await preview.mutateAsync({ id: c.id, body }));
    } catch (err) {
      fail(err, "Preview failed");
    }
  };
  const onApply = async (newClubs: NewClubsReview) => {
    if (!result) return;
    try {
      const done = await apply.mutateAsync({ id: c.id, body: { ...sent, expect: result.digest, newClubs } });
      toast({
        title: "Refresh applied",
        description: `${c.nameEn}: ${done.applied.new} new, ${done.applied.changed} changed, ${done.applied.rejected} refused.`,
        variant: "success",
      });
      onDone();
    } catch (err) {
      const latest = newerPreview(err);
      if (latest) setResult(latest);
      else fail(err, "Refresh not applied");
    }
  };

  return (
    <form onSubmit={onPreview} className="mt-4 border-t border-slate-200 pt-4" aria-label={`Refresh ${c.nameEn}`}>
      {isCsv ? (
        <CsvField
          file={file}
          onFile={(f) => {
            setFile(f);
            setResult(null);
          }}
        />
      ) : (
        <Field label="Address of the feed" look="admin" required hint={FEED_HINT}>
          <Input
            type="url"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setResult(null);
            }}
            placeholder="https://"
          />
        </Field>
      )}
      {!result && <PreviewButtons pending={preview.isPending} onCancel={onDone} className="mt-3 flex flex-wrap gap-2" />}
      {result && <FeedPreviewPanel preview={result.preview} onApply={onApply} onCancel={onDone} applying={apply.isPending} applyLabel="Apply" />}
    </form>
  );
}

/** When the cron reads the address next: after a failure its back-off, else refresh_hours after the last read. */
function nextRead(c: AdminCompetition, now: Date): string {
  const at = c.nextRefreshAt ?? (c.refreshedAt ? new Date(Date.parse(c.refreshedAt) + c.refreshHours * 3_600_000).toISOString() : null);
  const due = "due now (only production's cron fetches an address; Refresh now reads it anywhere)";
  return at ? `${when(at)}${Date.parse(at) <= now.getTime() ? ` · ${due}` : ""}` : due;
}

function CompetitionRow({ c }: { c: AdminCompetition }) {
  const [refreshing, setRefreshing] = useState(false);
  const now = useSiteNow(60_000);
  const refreshable = c.source.kind !== "builtin";
  return (
    <li className={card} data-testid="admin-competition">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            <RefreshStatus c={c} />
            <Badge>{c.kind === "league" ? "League" : "Tournament"}</Badge>
            <Badge>{c.season}</Badge>
          </div>
          <h2 className="mt-2 text-lg font-semibold text-slate-900">{c.nameEn}</h2>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Id</dt>
            <dd className="break-all">{c.id}</dd>
            <dt className="font-medium">Source</dt>
            <dd className="break-all">
              {c.source.label} · {FORMATS[c.source.kind]}
            </dd>
            <dt className="font-medium">Address</dt>
            <dd className="break-all">{c.source.url ?? (c.source.kind === "csv" ? "none (refreshed by uploading the file again)" : "none")}</dd>
            <dt className="font-medium">Last refresh</dt>
            <dd>
              {c.refreshedAt ? when(c.refreshedAt) : "Never read from its source by the site"}
              {c.source.url ? ` · every ${c.refreshHours} h` : ""}
            </dd>
            {c.source.url && (
              <>
                <dt className="font-medium">Last changes</dt>
                <dd data-testid="last-changes">
                  {c.lastRefresh
                    ? `${c.lastRefresh.new} new, ${c.lastRefresh.changed} changed, ${c.lastRefresh.rejected} refused · ${c.lastRefresh.by === "cron" ? "by the cron" : "by an admin"}, ${when(c.lastRefresh.at)}`
                    : "None applied yet"}
                </dd>
                <dt className="font-medium">Next read</dt>
                <dd data-testid="next-read">
                  {nextRead(c, now)}
                  {c.refreshFailures > 0 && ` · ${c.refreshFailures} failed in a row`}
                </dd>
              </>
            )}
            <dt className="font-medium">Matches</dt>
            <dd>
              {c.matchCount.toLocaleString("en-US")} · times in {c.timeZone}
            </dd>
          </dl>
          {c.refreshError && (
            <p className="mt-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="refresh-error">
              <span className="font-semibold">Last error:</span> {c.refreshError}
              {c.nextRefreshAt && ` Next try ${when(c.nextRefreshAt)} (${c.refreshFailures} failed in a row; Refresh now tries at once).`}
            </p>
          )}
        </div>
        {refreshable && !refreshing && (
          <Button size="sm" variant="secondary" onClick={() => setRefreshing(true)} aria-label={`Refresh now: ${c.nameEn}`}>
            <RefreshCw className="h-4 w-4" aria-hidden /> Refresh now
          </Button>
        )}
      </div>
      <ApiSourcePanel c={c} />
      {refreshing && <RefreshPanel c={c} onDone={() => setRefreshing(false)} />}
    </li>
  );
}

const EMPTY = {
  nameEn: "",
  nameEs: "",
  shortEn: "",
  shortEs: "",
  kind: "league" as const,
  season: "",
  timeZone: "",
  refreshHours: "24",
  url: "",
  sourceLabel: "",
  sourceLicence: "",
};

function AddCompetition({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState<Omit<typeof EMPTY, "kind"> & { kind: "league" | "tournament" }>(EMPTY);
  const [kind, setKind] = useState<SourceKind>("csv");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ preview: FeedPreviewResult; body: NewCompetitionRequest } | null>(null);
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(EMPTY) || file !== null);
  const preview = usePreviewNewCompetition();
  const create = useCreateCompetition();
  const fail = useAdminFailure();
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm({ ...form, [k]: e.target.value });
    setResult(null);
  };

  const onPreview = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const body: NewCompetitionRequest = {
        nameEn: form.nameEn,
        nameEs: form.nameEs,
        shortEn: form.shortEn,
        shortEs: form.shortEs,
        kind: form.kind,
        season: form.season.trim(),
        timeZone: form.timeZone.trim(),
        refreshHours: Number(form.refreshHours),
        ...(form.sourceLabel.trim() ? { sourceLabel: form.sourceLabel } : {}),
        ...(form.sourceLicence.trim() ? { sourceLicence: form.sourceLicence } : {}),
        source: kind === "csv" ? { kind, csv: await csvText(file) } : { kind, url: form.url.trim() },
      };
      setResult({ preview: await preview.mutateAsync(body), body });
    } catch (err) {
      fail(err, "Preview failed");
    }
  };
  const onApply = async (newClubs: NewClubsReview) => {
    if (!result) return;
    try {
      const done = await create.mutateAsync({ ...result.body, expect: result.preview.digest, newClubs });
      toast({
        title: "Competition added",
        description: `${done.competition.nameEn}: ${done.applied.new} matches${done.applied.newTeams ? `, ${done.applied.newTeams} new clubs` : ""}.`,
        variant: "success",
      });
      onDone();
    } catch (err) {
      const latest = newerPreview(err);
      if (latest) setResult({ ...result, preview: latest });
      else fail(err, "Competition not added");
    }
  };

  return (
    <section aria-labelledby="add-heading" className={`${card} mb-8`}>
      <h2 id="add-heading" className="text-xl font-semibold text-slate-900">
        Add competition
      </h2>
      <form onSubmit={onPreview} className="mt-3 grid gap-4 sm:grid-cols-2" aria-label="Add competition">
        <Field label="Name (English)" look="admin" required>
          <Input value={form.nameEn} onChange={set("nameEn")} maxLength={80} placeholder="Major League Soccer" />
        </Field>
        <Field label="Name (Spanish)" look="admin" required>
          <Input value={form.nameEs} onChange={set("nameEs")} maxLength={80} lang="es" />
        </Field>
        <Field label="Short name (English)" look="admin" required hint="Also makes the competition's id, with the season.">
          <Input value={form.shortEn} onChange={set("shortEn")} maxLength={40} placeholder="MLS" />
        </Field>
        <Field label="Short name (Spanish)" look="admin" required>
          <Input value={form.shortEs} onChange={set("shortEs")} maxLength={40} lang="es" />
        </Field>
        <Field label="Kind" look="admin" required>
          <Select value={form.kind} onChange={set("kind")}>
            <option value="league">League</option>
            <option value="tournament">Tournament</option>
          </Select>
        </Field>
        <Field label="Season" look="admin" required hint="A year (2027) or a season (2026-27).">
          <Input value={form.season} onChange={set("season")} maxLength={7} placeholder="2026-27" />
        </Field>
        <Field label="Time zone" look="admin" required hint="The zone the source writes local times in (IANA name).">
          <Input value={form.timeZone} onChange={set("timeZone")} maxLength={60} placeholder="America/New_York" />
        </Field>
        <Field label="Source" look="admin" required>
          <Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as SourceKind);
              setResult(null);
            }}
          >
            {Object.entries(SOURCE_KINDS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        {kind === "csv" ? (
          <CsvField
            file={file}
            className="sm:col-span-2"
            onFile={(f) => {
              setFile(f);
              setResult(null);
            }}
          />
        ) : (
          <>
            <Field label="Address of the feed" look="admin" required className="sm:col-span-2" hint={FEED_HINT}>
              <Input type="url" value={form.url} onChange={set("url")} placeholder="https://" />
            </Field>
            <Field label="Refresh every (hours)" look="admin" required>
              <Input type="number" min={1} max={720} value={form.refreshHours} onChange={set("refreshHours")} />
            </Field>
          </>
        )}
        <Field label="Source name (optional)" look="admin" hint="Shown with the fixtures, e.g. the publisher.">
          <Input value={form.sourceLabel} onChange={set("sourceLabel")} maxLength={80} />
        </Field>
        <Field label="Licence (optional)" look="admin">
          <Input value={form.sourceLicence} onChange={set("sourceLicence")} maxLength={120} placeholder="Not stated" />
        </Field>
        {!result && <PreviewButtons pending={preview.isPending} onCancel={onDone} className="flex flex-wrap gap-2 sm:col-span-2" />}
      </form>
      {result && (
        <FeedPreviewPanel
          preview={result.preview.preview}
          onApply={onApply}
          onCancel={() => setResult(null)}
          applying={create.isPending}
          applyLabel="Apply and add"
        />
      )}
    </section>
  );
}

/** "Last scheduled run: {time}, {n} jobs, {failures}", or that the cron never ran (docs/decisions/039). */
function LastCronRun() {
  const t = useTranslations("common.cronRun");
  const runs = useLastCronRun();
  if (!runs.data) return null;
  const [last] = runs.data;
  if (!last)
    return (
      <p className="mb-4 text-sm text-slate-600" data-testid="last-cron-run">
        {t("never")}
      </p>
    );
  const failed = Object.entries(last.results).filter(([, r]) => r !== "ok");
  return (
    <p className="mb-4 text-sm text-slate-600" data-testid="last-cron-run" title={failed.map(([name, r]) => `${name}: ${r}`).join("\n") || undefined}>
      {t("last", {
        time: when(last.startedAt),
        jobs: Object.keys(last.results).length,
        failures: failed.length,
        names: failed.map(([name]) => name).join(", "),
      })}
    </p>
  );
}

function ManageCompetitions() {
  const list = useAdminCompetitions();
  const [adding, setAdding] = useState(false);
  useRedirectOn401(list.error);
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Competitions</h1>
        <Link to="/admin/clubs" className="text-sm font-medium text-pitch-700 hover:underline">
          Edit clubs
        </Link>
        {!adding && (
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Add competition
          </Button>
        )}
      </div>
      <LastCronRun />
      <p className="mb-6 max-w-3xl text-sm text-slate-600" data-testid="competitions-help">
        The site covers exactly the competitions listed here; a team or competition not among them gets a page saying so. To add one, choose "Add competition",
        give its names in both languages, its season and the time zone its times are in, and where its fixtures come from: an openfootball JSON address, an
        iCalendar (.ics) address, or a CSV file. "Preview" shows every match it will add, the rows it refuses and the new clubs it will create; "Apply" writes
        exactly that. A season is one competition: a league that splits its year (a spring season, then a season across two years) is added twice, one season
        each.
      </p>
      {adding && <AddCompetition onDone={() => setAdding(false)} />}
      {list.isPending && (
        <p role="status" className="text-slate-600">
          Loading competitions...
        </p>
      )}
      {list.isError && (
        <p role="alert" className="text-red-700">
          Failed to fetch competitions
        </p>
      )}
      {list.data && (
        <ul className="grid gap-4" aria-label="Competitions">
          {list.data.map((c) => (
            <CompetitionRow key={c.id} c={c} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default withAdminGuard(ManageCompetitions);
