// /admin/pricing: what each offer sells at, phase by phase (docs/decisions/002, 032). The phase in force
// is the latest start whose window holds now. A phase that has been on sale keeps its price: the admin
// gives it an end and adds the next one; a phase still to come can be deleted. Dates are UTC days.

import type { AdminPricingPhase, PricingPhaseRequest } from "@shared/contract/admin-pricing";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useAddPricingPhase, useAdminPricing, useDeletePricingPhase, useUpdatePricingPhase } from "../../api/admin";
import { AdminFormCard } from "../../components/admin/AdminFormCard";
import { useAdminFailure, useRedirectOn401, withAdminGuard } from "../../components/admin/AdminGuard";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { card } from "../../components/admin/ui";
import { Badge, type BadgeTone } from "../../components/ui/Badge";
import { Button } from "../../components/ui/Button";
import { Field, Input, Select, Textarea } from "../../components/ui/Field";
import { formatUsd, formatUtcDay } from "../../lib/format";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";

const KINDS = [
  ["featured", "Featured placement (30 days)"],
  ["sponsor", "City sponsorship (monthly)"],
  ["submission", "Venue submission (one-time)"],
] as const;

const STATES: Record<AdminPricingPhase["state"], [label: string, tone: BadgeTone]> = {
  in_force: ["On sale now", "green"],
  upcoming: ["Upcoming", "amber"],
  overlapped: ["Replaced by a later start", "neutral"],
  ended: ["Ended", "neutral"],
};

const DAY_MS = 86_400_000;
const todayUtc = () => new Date().toISOString().slice(0, 10);
/** A phase's first day as the API takes it: today is "now" (a start in the past would rewrite what was sold). */
const startOfDay = (day: string) => (day === "" || day <= todayUtc() ? "now" : `${day}T00:00:00Z`);
/** The instant a phase ends is the midnight after its last day on sale. */
const endAfterDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

function SetEnd({ phase }: { phase: AdminPricingPhase }) {
  const update = useUpdatePricingPhase();
  const fail = useAdminFailure();
  const [day, setDay] = useState("");
  return (
    <ConfirmDialog
      trigger={
        <Button variant="secondary" size="sm">
          Set last day
        </Button>
      }
      title={`Set the last day of "${phase.label}"`}
      description={<p>It stays on sale until the end of that day (UTC). What was sold before stays as it was sold.</p>}
      confirmLabel="Save last day"
      tone="primary"
      pending={update.isPending}
      confirmDisabled={day === ""}
      onConfirm={() =>
        update
          .mutateAsync({ id: phase.id, body: { endsAt: endAfterDay(day) } })
          .then(() =>
            toast({
              title: "Last day saved",
              description: `${phase.label} is on sale until ${formatUtcDay(endAfterDay(day), { lastDayBefore: true })}.`,
              variant: "success",
            }),
          )
          .catch((err) => fail(err, "Could not set the last day"))
      }
    >
      <Field label="Last day on sale (UTC)">
        <Input type="date" min={todayUtc()} value={day} onChange={(e) => setDay(e.target.value)} />
      </Field>
    </ConfirmDialog>
  );
}

function PhaseCard({ phase }: { phase: AdminPricingPhase }) {
  const remove = useDeletePricingPhase();
  const fail = useAdminFailure();
  const [label, tone] = STATES[phase.state];
  return (
    <li className={`${card} space-y-2`} data-testid="pricing-phase">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {phase.label} <code className="text-xs font-normal text-slate-500">{phase.phase}</code>
        </h3>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <p className="text-2xl font-bold tabular-nums text-slate-900">{formatUsd(phase.price)}</p>
      <p className="text-sm text-slate-700">{phase.description}</p>
      {phase.note && <p className="text-sm text-amber-900">{phase.note}</p>}
      <p className="text-sm text-slate-600">
        From {formatUtcDay(phase.startsAt)} · {phase.endsAt ? `last day ${formatUtcDay(phase.endsAt, { lastDayBefore: true })}` : "no end set"}
      </p>
      {(phase.state === "in_force" || phase.state === "upcoming") && (
        <div className="flex flex-wrap gap-2 pt-1">
          <SetEnd phase={phase} />
          {phase.state === "upcoming" && (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" size="sm">
                  Delete
                </Button>
              }
              title={`Delete "${phase.label}"?`}
              description={<p>It has never been on sale, so nothing sold changes.</p>}
              confirmLabel="Delete phase"
              pending={remove.isPending}
              onConfirm={() =>
                remove
                  .mutateAsync(phase.id)
                  .then(() => toast({ title: "Phase deleted", description: `${phase.label} will not go on sale.`, variant: "success" }))
                  .catch((err) => fail(err, "Could not delete the phase"))
              }
            />
          )}
        </div>
      )}
    </li>
  );
}

const EMPTY = { kind: "featured", phase: "", label: "", price: "", description: "", note: "", starts: "", lastDay: "" };

function AddPhase() {
  const add = useAddPricingPhase();
  const fail = useAdminFailure();
  const [form, setForm] = useState(EMPTY);
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(EMPTY));
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body: PricingPhaseRequest = {
      kind: form.kind as PricingPhaseRequest["kind"],
      phase: form.phase.trim(),
      label: form.label,
      price: Number(form.price),
      description: form.description,
      note: form.note.trim() || null,
      startsAt: startOfDay(form.starts),
      endsAt: form.lastDay ? endAfterDay(form.lastDay) : null,
    };
    add.mutate(body, {
      onSuccess: ({ phase }) => {
        toast({ title: "Phase added", description: `${phase.label}: ${formatUsd(phase.price)} from ${formatUtcDay(phase.startsAt)}.`, variant: "success" });
        setForm(EMPTY);
      },
      onError: (err) => fail(err, "Could not add the phase"),
    });
  };

  return (
    <AdminFormCard title="Add a price phase" onSubmit={submit} submitLabel="Add phase" pendingLabel="Adding..." pending={add.isPending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Offer" required>
          <Select value={form.kind} onChange={set("kind")}>
            {KINDS.map(([kind, name]) => (
              <option key={kind} value={kind}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Phase name" required hint="Lower-case words joined by hyphens, such as club-season-2027-28.">
          <Input value={form.phase} onChange={set("phase")} maxLength={60} autoComplete="off" />
        </Field>
        <Field label="Label" required hint="What buyers see, such as 2027-28 club season.">
          <Input value={form.label} onChange={set("label")} maxLength={60} />
        </Field>
        <Field label="Price (USD)" required>
          <Input type="number" inputMode="decimal" min="0.01" step="0.01" value={form.price} onChange={set("price")} />
        </Field>
      </div>
      <Field label="What it buys" required hint="Shown beside the price: say what the buyer gets and for when.">
        <Textarea rows={2} value={form.description} onChange={set("description")} maxLength={300} />
      </Field>
      <Field label="Note (optional)">
        <Input value={form.note} onChange={set("note")} maxLength={200} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First day on sale (UTC)" hint="Blank or today: from now.">
          <Input type="date" min={todayUtc()} value={form.starts} onChange={set("starts")} />
        </Field>
        <Field label="Last day on sale (UTC)" hint="Blank: until a later phase starts.">
          <Input type="date" min={todayUtc()} value={form.lastDay} onChange={set("lastDay")} />
        </Field>
      </div>
    </AdminFormCard>
  );
}

function Pricing() {
  const pricing = useAdminPricing();
  useRedirectOn401(pricing.error);
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <Link to="/admin/dashboard" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-pitch-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Prices</h1>
      <p className="mt-2 text-slate-700">
        Each offer sells at the phase on sale now: the latest start whose dates hold today. A phase that has been on sale keeps its price; give it a last day
        and add the next one. Days are in UTC.
      </p>
      {pricing.isPending && (
        <p role="status" className="mt-6 text-slate-600">
          Loading prices...
        </p>
      )}
      {pricing.isError && !pricing.data && (
        <p role="alert" className="mt-6 text-red-700">
          Failed to fetch prices
        </p>
      )}
      {pricing.data &&
        KINDS.map(([kind, name]) => {
          const phases = pricing.data.phases.filter((p) => p.kind === kind).reverse();
          return (
            <section key={kind} aria-labelledby={`pricing-${kind}`} className="mt-8">
              <h2 id={`pricing-${kind}`} className="text-xl font-semibold text-slate-900">
                {name}
              </h2>
              {phases.length === 0 ? (
                <p className="mt-2 text-slate-700">No phase yet: this offer cannot be bought until one is added.</p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {phases.map((p) => (
                    <PhaseCard key={p.id} phase={p} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      <div className="mt-10">
        <AddPhase />
      </div>
    </section>
  );
}

export default withAdminGuard(Pricing);
