// /admin/clubs: the clubs, searched and paged (?q=&page= in the URL), each with an editor of its names
// in both languages and its country (the flag follows). The code in its addresses is shown, never
// edited, so links keep working. A feed never writes a stored club again (docs/decisions/035).

import type { AdminClub } from "@shared/contract/admin-clubs";
import { teamPath } from "@shared/match-text";
import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAdminClubs, useEditClub } from "../../api/admin";
import { useAdminFailure, useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { SaveOrCancel } from "../../components/admin/SaveOrCancel";
import { card } from "../../components/admin/ui";
import { Button } from "../../components/ui/Button";
import { Field, Input } from "../../components/ui/Field";
import { errorMessage } from "../../lib/api";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";

function ClubForm({ club, onDone }: { club: AdminClub; onDone: () => void }) {
  const [saved] = useState({ name: club.name, shortName: club.shortName ?? "", nameEs: club.nameEs ?? "", country: club.country ?? "" });
  const [form, setForm] = useState(saved);
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(saved));
  const [error, setError] = useState<string | null>(null);
  const edit = useEditClub();
  const fail = useAdminFailure();
  const id = useId();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    edit.mutate(
      { code: club.code, body: { name: form.name, shortName: form.shortName, nameEs: form.nameEs, country: form.country || null } },
      {
        onSuccess: ({ changed, club: saved }) => {
          toast({
            title: changed ? "Club Updated" : "No Changes",
            description: changed ? `${saved.name} is saved.` : `${saved.name} already had these details.`,
            variant: "success",
          });
          onDone();
        },
        onError: (err) => {
          setError(errorMessage(err));
          fail(err, "Edit Failed");
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit ${club.name}`} className="mt-3 space-y-4 border-t border-slate-100 pt-4">
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" id={`${id}-name`} look="admin" required>
          <Input value={form.name} maxLength={80} onChange={set("name")} required />
        </Field>
        <Field label="Short name" id={`${id}-short`} look="admin" hint="How fans say it (Man City); empty: the name.">
          <Input value={form.shortName} maxLength={40} onChange={set("shortName")} />
        </Field>
        <Field label="Spanish name" id={`${id}-es`} look="admin" hint="Only where Spanish speakers say it differently; empty: the name.">
          <Input value={form.nameEs} maxLength={80} onChange={set("nameEs")} />
        </Field>
        <Field
          label="Country"
          id={`${id}-country`}
          look="admin"
          hint="ISO code such as ES or DE; England GB-ENG, Scotland GB-SCT, Wales GB-WLS. The flag follows."
        >
          <Input value={form.country} maxLength={6} onChange={set("country")} autoCapitalize="characters" />
        </Field>
      </div>
      <p className="text-xs text-slate-600">
        Address: <span className="font-mono">{teamPath(club.code)}</span> (never changes){club.sourceName ? ` · feed name: ${club.sourceName}` : ""}
      </p>
      <SaveOrCancel label="Save club" pending={edit.isPending} onCancel={onDone} />
    </form>
  );
}

function ClubRow({ club }: { club: AdminClub }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className={card} data-testid="admin-club">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            {club.flag && (
              <span className="mr-2" aria-hidden>
                {club.flag}
              </span>
            )}
            {club.name}
            {club.shortName && club.shortName !== club.name && <span className="ml-2 text-sm font-normal text-slate-600">({club.shortName})</span>}
          </h2>
          <p className="text-sm text-slate-600">
            <Link to={teamPath(club.code)} className="text-pitch-700 hover:underline">
              {teamPath(club.code)}
            </Link>
            {" · "}
            {club.country ?? "No country yet"}
            {club.competitions.length > 0 && ` · ${club.competitions.join(", ")}`}
          </p>
        </div>
        {!editing && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${club.name}`}>
            Edit
          </Button>
        )}
      </div>
      {editing && <ClubForm club={club} onDone={() => setEditing(false)} />}
    </li>
  );
}

function ManageClubs() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const list = useAdminClubs({ q: q || undefined, page });
  useRedirectOn401(list.error);
  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set("q", nq);
    if ((next.page ?? 1) > 1) p.set("page", String(next.page));
    setParams(p, { replace: true });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Link to="/admin/competitions" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Competitions
      </Link>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Clubs</h1>
      <form role="search" aria-label="Club search" className="max-w-md" onSubmit={(e) => e.preventDefault()}>
        <Field label="Search clubs" id="club-search" look="admin" hint="Name, short or Spanish name, feed name or code.">
          <Input type="search" value={q} maxLength={80} onChange={(e) => go({ q: e.target.value })} />
        </Field>
      </form>
      <div className="mt-6">
        {list.isPending && (
          <p role="status" className="text-slate-600">
            Loading clubs...
          </p>
        )}
        {list.isError && (
          <p role="alert" className="text-red-700">
            Failed to fetch clubs
          </p>
        )}
        {data?.clubs.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">No clubs match the search.</p>
        )}
        {data && data.clubs.length > 0 && (
          <ul className="grid gap-4" aria-label="Clubs">
            {data.clubs.map((c) => (
              <ClubRow key={c.code} club={c} />
            ))}
          </ul>
        )}
      </div>
      {data && data.total > 0 && (
        <p className="mt-6 text-sm text-slate-600">
          {data.total} club(s){pages > 1 ? ` · page ${page} of ${pages}` : ""}
        </p>
      )}
      {pages > 1 && (
        <nav aria-label="Club pages" className="mt-3 flex items-center gap-3">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}

export default withAdminGuard(ManageClubs);
