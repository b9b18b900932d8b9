import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-6 flex gap-3">
        <Link to="/" className="rounded-md bg-pitch-700 px-4 py-2 font-semibold text-white hover:bg-pitch-800">
          Go Home
        </Link>
        <Link to="/cities" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          Browse Cities
        </Link>
      </div>
    </section>
  );
}
