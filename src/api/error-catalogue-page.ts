// The error catalogue as a page for people: every InfoURL (`/docs/errors#1002`) lands on its own
// row, whose id is the code. Made from the same list as docs/errors.md (errors.ts), once at start.
import { catalogueByCode } from './errors.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** No script, styles of its own only; nothing else may load. */
export const CATALOGUE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }
td:first-child a { font-family: ui-monospace, monospace; font-weight: 600; }
tr:target { background: #fff3bf; outline: 2px solid #f0b400; }
code { font-family: ui-monospace, monospace; background: #f3f3f3; padding: 0 .2rem; }`;

export function errorCataloguePage(): string {
  const rows = catalogueByCode()
    .map((e) => `<tr id="${e.code}"><td><a href="#${e.code}">${e.code}</a></td><td>${e.status}</td><td>${e.type}</td><td>${escape(e.text)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>skyref: error catalogue</title><style>${STYLE}</style></head>
<body>
<h1>Error catalogue</h1>
<p>Every error of a data endpoint is a <code>ProcessingErrors</code> document in the negotiated format, whose <code>InfoURL</code> leads to its row here.
<code>RetryIndicator</code> is true when the same request can succeed later (rate limits, 5xx). 405 answers carry <code>Allow</code>;
429 answers <code>Retry-After</code> and <code>RateLimit-*</code>; 401 answers <code>WWW-Authenticate: Bearer</code>.
The token endpoint answers RFC 6749 errors instead. <code>Accept: text/markdown</code> gives this list as Markdown.</p>
<table>
<thead><tr><th>Code</th><th>HTTP</th><th>Type</th><th>Description</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
