import { PageHeading } from "../../components/PageHeading";

// This screen is built out in its own feature; the route, layout and title are in place.
export default function AdminImportPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <PageHeading title="CSV Import" />
    </section>
  );
}
