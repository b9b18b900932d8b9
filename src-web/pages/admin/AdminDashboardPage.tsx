// /admin/dashboard: the admin's home. Six tabs; the active one is kept in the URL (?tab=).
import * as Tabs from "@radix-ui/react-tabs";
import { Building2, FileText, History, LogOut, Sprout, Upload } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLogout, usePendingVenues, useSeedSeattle } from "../../api/admin";
import { AdminGuard, useAdminFailure } from "../../components/admin/AdminGuard";
import { CreateBlogTab } from "../../components/admin/CreateBlogTab";
import { ImportCsvTab } from "../../components/admin/ImportCsvTab";
import { PendingVenuesTab } from "../../components/admin/PendingVenuesTab";
import { ApprovedVenuesTab, CitiesTab, SponsorsTab } from "../../components/admin/ReadOnlyTabs";
import { btn } from "../../components/admin/ui";
import { toast } from "../../lib/toast";

const TABS = [
  { value: "create-blog", label: "Create Blog" },
  { value: "import-csv", label: "Import CSV" },
  { value: "pending", label: "Pending Venues" },
  { value: "approved", label: "Approved Venues" },
  { value: "cities", label: "Cities" },
  { value: "sponsors", label: "Sponsors" },
] as const;

function Toolbar() {
  const navigate = useNavigate();
  const logout = useLogout();
  const seed = useSeedSeattle();
  const fail = useAdminFailure();

  const onSeed = () =>
    seed.mutate(undefined, {
      onSuccess: ({ posts }) =>
        toast({ title: "Seattle Seeded!", description: `Created ${posts.length} blog post${posts.length === 1 ? "" : "s"}`, variant: "success" }),
      onError: (err) => fail(err, "Seeding Failed"),
    });
  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate("/admin/login") });

  return (
    <nav aria-label="Admin" className="flex flex-wrap gap-2">
      <Link to="/admin/venues" className={btn.secondary}>
        <Building2 className="h-4 w-4" aria-hidden /> Manage Venues
      </Link>
      <Link to="/admin/blog" className={btn.secondary}>
        <FileText className="h-4 w-4" aria-hidden /> Manage Blog Posts
      </Link>
      <Link to="/admin/import-logs" className={btn.secondary}>
        <History className="h-4 w-4" aria-hidden /> Import Logs
      </Link>
      <Link to="/admin/import" className={btn.secondary}>
        <Upload className="h-4 w-4" aria-hidden /> Standalone Import
      </Link>
      <button type="button" className={btn.secondary} onClick={onSeed} disabled={seed.isPending}>
        <Sprout className="h-4 w-4" aria-hidden /> {seed.isPending ? "Seeding..." : "Seed Seattle Blogs"}
      </button>
      <button type="button" className={btn.dangerOutline} onClick={onLogout} disabled={logout.isPending}>
        <LogOut className="h-4 w-4" aria-hidden /> Logout
      </button>
    </nav>
  );
}

function Dashboard() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get("tab")) ? params.get("tab")! : "create-blog";
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
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === "create-blog" ? {} : { tab: value }, { replace: true })}
        className="space-y-6"
      >
        <Tabs.List aria-label="Dashboard sections" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-3 lg:flex lg:flex-wrap">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-pitch-800 data-[state=active]:shadow-sm lg:flex-1"
            >
              {t.label}
              {t.value === "pending" && pendingCount > 0 && (
                <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-night-900">
                  {pendingCount}
                  <span className="sr-only"> pending</span>
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="create-blog" className="focus-visible:outline-none">
          <CreateBlogTab />
        </Tabs.Content>
        <Tabs.Content value="import-csv">
          <ImportCsvTab />
        </Tabs.Content>
        <Tabs.Content value="pending">
          <PendingVenuesTab />
        </Tabs.Content>
        <Tabs.Content value="approved">
          <ApprovedVenuesTab />
        </Tabs.Content>
        <Tabs.Content value="cities">
          <CitiesTab />
        </Tabs.Content>
        <Tabs.Content value="sponsors">
          <SponsorsTab />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

export default function AdminDashboardPage() {
  return (
    <AdminGuard title="Admin Dashboard">
      <Dashboard />
    </AdminGuard>
  );
}
