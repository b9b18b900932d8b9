// The admin screens' card; buttons and fields come from components/ui (Button, Field).
export const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";
