// The development mailbox (/dev/mail): what the e-mail outbox holds, newest first, links clickable.
// Plain server-rendered HTML, every value escaped, no script.
import { escapeHtml } from "./escape";

export interface MailView {
  id: number;
  to: string;
  subject: string;
  body: string;
  status: string;
  createdAt: string;
  headers: Record<string, string> | null;
}

/** The mail's extra headers; a one-click unsubscribe (RFC 8058) gets the button a mail client would show. */
function headerList(headers: Record<string, string> | null): string {
  if (!headers) return "";
  const rows = Object.entries(headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const url = /<(https?:[^>]+)>/.exec(headers["List-Unsubscribe"] ?? "")?.[1];
  const oneClick = url && headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click";
  const form = oneClick
    ? `<form method="post" action="${escapeHtml(url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe (as a mail client's one-click button)</button></form>`
    : "";
  return `<dl>${rows}</dl>${form}`;
}

const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5}
  main{max-width:48rem;margin:0 auto;padding:2rem 1rem}
  article{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem}
  h1{font-size:1.5rem;margin:0 0 1rem}
  h2{font-size:1.125rem;margin:0 0 .25rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.125rem .75rem;margin:0 0 .75rem;font-size:.875rem;color:#334155}
  dt{font-weight:600}
  dd{margin:0;overflow-wrap:anywhere}
  pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f8fafc;border-radius:.5rem;padding:.75rem;margin:0}
  a{color:#0f6b41}
  a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

/** Escapes the text and makes its http(s) addresses links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join("");
}

export function devMailPage(siteName: string, mails: MailView[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article aria-labelledby="mail-${m.id}">
<h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Queued</dt><dd>${escapeHtml(m.createdAt)}</dd><dt>Status</dt><dd>${escapeHtml(m.status)}</dd></dl>
${headerList(m.headers)}<pre>${linkify(m.body)}</pre>
</article>`,
        )
        .join("\n")
    : "<p>The outbox is empty.</p>";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox | ${escapeHtml(siteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>E-mail the site queued, newest first (not shown in production).</p>
${items}
</main>
</body>
</html>`;
}
