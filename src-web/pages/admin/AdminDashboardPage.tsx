// /admin/dashboard: the admin's home. Eight tabs; the active one is kept in the URL (?tab=). It opens
// on what waits for the admin (pending venues); writing a post, with the guarded "Delete All Blogs",
// is a later tab (decision 022).
import * as Tabs from "@radix-ui/react-tabs";
import { BadgeDollarSign, Building2, CalendarDays, FileText, History, LogOut, Sprout, Trophy, Upload } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { useLogout, usePendingVenues, useSeedSeattle } from "../../api/admin";
import { AdminDownloads } from "../../components/admin/AdminDownloads";
import { useAdminFailure, withAdminGuard } from "../../components/admin/AdminGuard";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { CreateBlogTab } from "../../components/admin/CreateBlogTab";
import { ImportCsvTab } from "../../components/admin/ImportCsvTab";
import { OpenDataImportTab } from "../../components/admin/OpenDataImportTab";
import { OwnerClaimsTab } from "../../components/admin/OwnerClaimsTab";
import { PendingVenuesTab } from "../../components/admin/PendingVenuesTab";
import { ApprovedVenuesTab, CitiesTab, SponsorsTab } from "../../components/admin/ReadOnlyTabs";
import { Button, ButtonLink } from "../../components/ui/Button";
import { toast } from "../../lib/toast";

/** Each tab: its value in the URL (?tab=), its label, and its panel. The first is the default. */
const TABS = [
  { value: "pending", label: "Pending Venues", Panel: PendingVenuesTab },
  { value: "owner-claims", label: "Owner Claims", Panel: OwnerClaimsTab },
  { value: "approved", label: "Approved Venues", Panel: ApprovedVenuesTab },
  { value: "import-csv", label: "Import CSV", Panel: ImportCsvTab },
  { value: "open-data", label: "Open Map Data", Panel: OpenDataImportTab },
  { value: "create-blog", label: "Create Blog", Panel: CreateBlogTab },
  { value: "cities", label: "Cities", Panel: CitiesTab },
  { value: "sponsors", label: "Sponsors", Panel: SponsorsTab },
] as const;
const DEFAULT_TAB = TABS[0].value;

/** The toolbar's links to the other admin pages. */
const PAGES = [
  ["/admin/venues", "Manage Venues", Building2],
  ["/admin/blog", "Manage Blog Posts", FileText],
  ["/admin/matches", "Manage Matches", Trophy],
  ["/admin/pricing", "Prices", BadgeDollarSign],
  ["/admin/competitions", "Competitions", CalendarDays],
  ["/admin/import-logs", "Import Logs", History],
  ["/admin/import", "Standalone Import", Upload],
] as const;

function Toolbar() {
  const navigate = useNavigate();
  const logout = useLogout();
  const seed = useSeedSeattle();
  const fail = useAdminFailure();

  // Seeded guides land pending, like a post an admin writes: each is published by its own Approve.
  const onSeed = () =>
    seed
      .mutateAsync()
      .then(({ posts }) =>
        toast({
          title: "Seattle Seeded!",
          description:
            posts.length === 0
              ? "Created 0 blog posts: every Seattle guide is already there."
              : `Created ${posts.length} blog post${posts.length === 1 ? "" : "s"}, pending: approve them on Manage Blog Posts to publish.`,
          variant: "success",
        }),
      )
      .catch((err) => fail(err, "Seeding Failed"));
  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate("/admin/login") });

  return (
    <nav aria-label="Admin" className="flex flex-wrap gap-2">
      {PAGES.map(([to, label, Icon]) => (
        <ButtonLink key={to} to={to} variant="secondary" size="sm">
          <Icon className="h-4 w-4" aria-hidden /> {label}
        </ButtonLink>
      ))}
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={seed.isPending}>
            <Sprout className="h-4 w-4" aria-hidden /> {seed.isPending ? "Seeding..." : "Seed Seattle Blogs"}
          </Button>
        }
        title="Add the Seattle guides?"
        description={
          <p>
            Creates the Seattle watch guides that are not on the blog yet (up to 5). They are not published: each lands pending, like a post you write, until
            you approve it on Manage Blog Posts.
          </p>
        }
        confirmLabel="Create guides"
        tone="primary"
        pending={seed.isPending}
        onConfirm={onSeed}
      />
      <Button variant="dangerOutline" size="sm" onClick={onLogout} disabled={logout.isPending}>
        <LogOut className="h-4 w-4" aria-hidden /> Logout
      </Button>
    </nav>
  );
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get("tab")) ? params.get("tab")! : DEFAULT_TAB;
  const pending = usePendingVenues();
  const pendingCount = pending.data?.length ?? 0;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-col gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Admin Dashboard (Protected Area)</h1>
          <p className="mt-1 text-lg text-slate-600">Welcome, Admin</p>
        </div>
        <Toolbar />
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true })} className="space-y-6">
        <Tabs.List aria-label="Dashboard sections" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-3 lg:flex lg:flex-wrap">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-pitch-800 data-[state=active]:shadow-sm lg:flex-1"
            >
              {label}
              {value === "pending" && pendingCount > 0 && (
                <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-night-900">
                  {pendingCount}
                  <span className="sr-only"> pending</span>
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <AdminDownloads />
    </section>
  );
}

export default withAdminGuard(Dashboard);
