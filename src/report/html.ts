/** The report site's page shell, styles and filter script: one self-contained file per page, no external load. */

export const esc = (v: unknown) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** What the site's own pages may do: their inline styles and filter script, inline images; nothing loaded from anywhere. */
export const SITE_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

const STYLE = `*{box-sizing:border-box}
body{font-family:system-ui,"Noto Sans CJK JP","Noto Sans JP",sans-serif;margin:0 auto;padding:1rem 1.25rem 3rem;max-width:78rem;color:#1d1d1f;line-height:1.45;overflow-wrap:anywhere}
header.site{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline;border-bottom:1px solid #ddd;padding-bottom:.5rem;margin-bottom:1rem}
header.site a{color:#0b57d0;text-decoration:none}header.site strong a{color:#1d1d1f}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #eee}h3{font-size:1.05rem;margin:1.25rem 0 .25rem}
a{color:#0b57d0}.muted{color:#666}.meta{color:#444}
.scroll{overflow-x:auto;max-width:100%;margin:.5rem 0 1rem}
table{border-collapse:collapse;font-size:.85rem;overflow-wrap:normal}th,td{border:1px solid #d8d8d8;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f4f5f7;font-weight:600}td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tbody tr:nth-child(even){background:#fafafa}tr[hidden],section[hidden]{display:none}tr:target{background:#fff6bf}
.chip{display:inline-block;background:#eef2f8;border-radius:.7rem;padding:0 .45rem;margin:0 .15rem .15rem 0;font-size:.78rem;max-width:100%;overflow-wrap:anywhere}
figure.chart{margin:1rem 0;max-width:100%;overflow-x:auto}figure.chart svg{height:auto;display:block}
nav.toc{background:#f8f9fb;border:1px solid #e3e6ea;border-radius:.4rem;padding:.5rem 1rem}nav.toc>ol{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:0 1.5rem;list-style:none;padding:0;margin:.25rem 0}nav.toc ol ol{margin:.15rem 0;padding-left:1.1rem;font-size:.92rem}
form.filter{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:end;background:#f8f9fb;border:1px solid #e3e6ea;border-radius:.4rem;padding:.5rem .75rem;margin:.5rem 0}
form.filter label{display:flex;flex-direction:column;font-size:.8rem;color:#444}form.filter select{max-width:16rem;font-size:.85rem}
p.common{margin:.2rem 0;font-size:.85rem;color:#444}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:.5rem 0}dl.facts dt{color:#555}dl.facts dd{margin:0}`;

/** Filters the measurement rows of a page by the form's choices; rows carry data-metric/-operation/-access/-conditions. */
const FILTER_SCRIPT = `for(const f of document.querySelectorAll("form.filter")){const scope=document.getElementById(f.dataset.scope)||document;const out=f.querySelector("output");
const apply=()=>{const want={metric:f.elements.metric.value,operation:f.elements.operation.value,access:f.elements.access.value};const cond=f.elements.condition.value;let shown=0;
for(const tr of scope.querySelectorAll("tr[data-metric]")){const ok=Object.entries(want).every(([k,v])=>!v||tr.dataset[k]===v)&&(!cond||(tr.dataset.conditions||"").split("\\t").includes(cond));tr.hidden=!ok;if(ok)shown++;}
for(const s of scope.querySelectorAll("section.group"))s.hidden=!s.querySelector("tr[data-metric]:not([hidden])");out.textContent=shown+" shown";};
f.addEventListener("change",apply);f.addEventListener("submit",(e)=>e.preventDefault());f.addEventListener("reset",()=>setTimeout(apply));}`;

/** A complete page of the site; `script` adds the filter script. */
export function page(title: string, body: string, { script = false } = {}): string {
  const nav = `<header class="site"><strong><a href="index.html">sokutei dataset</a></strong><a href="index.html#reports">Reports</a><a href="index.html#comparisons">Comparisons</a><a href="index.html#systems">Systems</a><a href="index.html#parts">Parts</a></header>`;
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="Content-Security-Policy" content="${SITE_CSP}"><meta name="generator" content="sokutei report"><title>${esc(title)} — sokutei</title><style>${STYLE}</style></head>
<body>
${nav}
${body}
${script ? `<script>${FILTER_SCRIPT}</script>` : ""}
</body></html>
`;
}

/** A table in a horizontal scroll container, so a wide table never widens the page. */
export function table(head: string[], rows: string[][], { numeric = [] as boolean[], rowAttrs = [] as string[], cls = "" } = {}): string {
  const th = `<tr>${head.map((h) => `<th>${esc(h)}</th>`).join("")}</tr>`;
  const body = rows.map((r, i) => `<tr${rowAttrs[i] ?? ""}>${r.map((c, j) => `<td${numeric[j] ? ' class="num"' : ""}>${c}</td>`).join("")}</tr>`).join("\n");
  return `<div class="scroll"><table${cls ? ` class="${cls}"` : ""}><thead>${th}</thead><tbody>\n${body}\n</tbody></table></div>`;
}

/** A vega SVG made to fit its container: a viewBox from its size, shrunk to the page but never below 40rem (a narrow
 * screen scrolls a wide chart inside its figure rather than drawing it too small to read). */
export function fitSvg(svg: string): string {
  return svg.replace(/<svg\b([^>]*)>/, (tag, attrs: string) => {
    const w = /\bwidth="([\d.]+)"/.exec(attrs)?.[1];
    const h = /\bheight="([\d.]+)"/.exec(attrs)?.[1];
    if (!w || !h || /viewBox=/.test(attrs)) return tag;
    return `<svg${attrs.replace(/\s(width|height)="[\d.]+"/g, "")} viewBox="0 0 ${w} ${h}" style="width:100%;max-width:${w}px;min-width:min(${w}px,40rem);height:auto" role="img">`;
  });
}

/** The filter form for the measurement rows inside the element `scope`: one select per field, options as found. */
export function filterForm(scope: string, rows: { metric: string; operation: string; access: string; conditions: string[] }[]): string {
  const options = (values: string[]) => [...new Set(values.filter(Boolean))].sort().map((v) => `<option>${esc(v)}</option>`).join("");
  const select = (name: string, label: string, values: string[]) => `<label>${label}<select name="${name}"><option value="">all</option>${options(values)}</select></label>`;
  return `<form class="filter" data-scope="${esc(scope)}">${select("metric", "metric", rows.map((r) => r.metric))}${select("operation", "operation", rows.map((r) => r.operation))}${select("access", "access", rows.map((r) => r.access))}${select("condition", "condition", rows.flatMap((r) => r.conditions))}<button type="reset">clear</button><output>${rows.length} shown</output></form>`;
}
