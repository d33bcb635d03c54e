#!/usr/bin/env python3
"""Why a labelled set's rows were missed: a census for deciding which layer to work on (a development tool, like
floors.sh; it needs ../shared beside the checkout for the scorer's matching rules and is not part of the product).

  python3 scripts/misses.py SET [--db F] [--rows] [--cause PREFIX] [--only NAME] [--spurious]

SET is a folder with pages/ and expected/ (tests/fixtures/unseen27). The pages are ingested over loopback into F
(default /tmp/misses-SETNAME.duckdb) unless F exists already. Each expected row that the scorer would not find gets
one cause:
  unseen:rejected:REASON   its value is in no row, but a rejects row's raw text holds it (the refusal's reason)
  unseen:never-read:ORIGIN its value is in no row and no reject names it
  seen:metric / seen:operation / seen:access   a row of that value differs in this field
  seen:config@ctx / seen:config@absent         a checked condition is missing; @ctx when its phrase is in the
                                               row's raw text or conditions under another spelling, else @absent
  seen:KEY                                     another checked key differs
A set that is still SEALED is refused: it is measured only by score.py, at the start and the end of a round.
"""
import argparse, collections, functools, http.server, json, os, re, socketserver, subprocess, sys, threading, unicodedata

ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
ap.add_argument("set")
ap.add_argument("--db")
ap.add_argument("--rows", action="store_true")
ap.add_argument("--cause", default="")
ap.add_argument("--only", default="")
ap.add_argument("--spurious", action="store_true")
a = ap.parse_args()

if os.path.exists(os.path.join(a.set, "SEALED")):
    sys.exit(f"{a.set} is sealed: measure it with score.py only")
TYPED = {"block_size_bytes", "nfs_version", "offload_enabled", "file_size_bytes", "cpu_load_pct"}
CHECKED = {"adapter", "offload_enabled", "block_size_bytes", "nfs_version", "network", "storage", "path", "raid", "config", "protocol"}
pagesdir, expdir = os.path.join(a.set, "pages"), os.path.join(a.set, "expected")
db = a.db or f"/tmp/misses-{os.path.basename(os.path.normpath(a.set))}.duckdb"


def cli(*args):
    return subprocess.run(["npx", "--no-install", "sokutei", *args, "--db", db], capture_output=True, text=True, timeout=1800)


pages = sorted(f for f in os.listdir(pagesdir) if f.endswith(".html") and a.only in f)
if not os.path.exists(db):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *x): pass
        def guess_type(self, path): return "text/html"
    srv = socketserver.TCPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=pagesdir))
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    r = cli("ingest", *[f"http://127.0.0.1:{srv.server_address[1]}/{p}" for p in pages], "--allow-private", "--no-progress")
    if r.returncode not in (0, 1): sys.exit("ingest failed: " + r.stderr[-300:])


def sql(q):
    return json.loads(cli("query", "--sql", q, "--format", "json").stdout)


def norm(s): return re.sub(r"[\s\-_.]", "", unicodedata.normalize("NFKC", str(s)).lower())
def page_of(url): return url.rsplit("/", 1)[-1]
def close(x, y, tol=0.005):
    try: x, y = float(x), float(y)
    except (TypeError, ValueError): return False
    return abs(x - y) <= tol * max(abs(x), abs(y), 1e-12)


meas = sql("select s.url, m.metric, m.operation, m.access, m.value, m.unit, m.origin, m.derived, m.raw, m.locator, "
           "cast(m.conditions as varchar) as conditions from measurements m join reports r using (report_id) "
           "join sources s on s.source_id = r.source_id")
rejects = sql("select s.url, j.raw, j.reason, j.stage from rejects j join sources s using (source_id)")
for m in meas:
    try: m["c"] = json.loads(m["conditions"] or "{}")
    except Exception: m["c"] = {}
    m["ctext"] = norm(json.dumps(m["c"], ensure_ascii=False))


def numtext(v):
    s = f"{float(v):g}"
    return s[:-2] if s.endswith(".0") else s


def numbers(text):
    return {float(x.replace(",", "")) for x in re.findall(r"\d[\d,]*(?:\.\d+)?", unicodedata.normalize("NFKC", text or ""))}


causes, lines = collections.Counter(), []
for p in pages:
    g = json.load(open(os.path.join(expdir, p.replace(".html", ".json"))))
    mine = [m for m in meas if page_of(m["url"]) == p]
    rej = [j for j in rejects if page_of(j["url"]) == p]
    used = set()
    for gm in g.get("measurements", []):
        def fails(m):
            if m["metric"] != gm["metric"]: return "metric"
            if gm.get("operation") and m["operation"] != gm["operation"]: return "operation"
            if gm.get("access") and m["access"] != gm["access"]: return "access"
            for k, v in gm.get("conditions", {}).items():
                if k not in CHECKED: continue
                if k in TYPED:
                    if not (m["c"].get(k) == v or close(m["c"].get(k), v)): return k
                elif norm(v) not in m["ctext"]:
                    if k != "config": return k
                    return "config@ctx" if norm(v) in norm((m["raw"] or "") + (m["locator"] or "")) else "config@absent"
            return None
        same = [m for m in mine if id(m) not in used and close(m["value"], gm["value"])]
        hit = next((m for m in same if fails(m) is None), None)
        if hit:
            used.add(id(hit)); continue
        if same:
            cause = "seen:" + fails(same[0]); near = same[0]
        else:
            near = None
            j = next((j for j in rej if any(close(n, gm["value"]) for n in numbers(j["raw"]))), None)
            cause = f"unseen:rejected:{(j['reason'] or '')[:48]}" if j else f"unseen:never-read:{gm['origin']}"
        causes[cause] += 1
        if cause.startswith(a.cause):
            lines.append(f"{cause:40} {p[:60]}: {gm['metric']} {gm.get('operation')} {gm.get('access')} {gm['value']} {gm['unit']} "
                         + json.dumps({k: v for k, v in gm.get("conditions", {}).items() if k in CHECKED}, ensure_ascii=False)
                         + (f"\n{'':40} row: {near['metric']} {near['operation']} {near['access']} {near['conditions'][:160]}" if near else ""))
    if a.spurious:
        for m in mine:
            if id(m) in used or m["derived"] or m["metric"] not in ("throughput", "iops", "duration"): continue
            if m["c"].get("tool") in set(g.get("spurious_exempt_tools", [])): continue
            kind = "mislabelled" if any(close(m["value"], gm["value"]) for gm in g.get("measurements", [])) else "invented"
            lines.append(f"{'spurious:' + kind + ':' + str(m.get('origin')):40} {p[:60]}: {m['metric']} {m['operation']} {m['access']} {m['value']} {m['unit']} {(m['raw'] or '')[:100]!r}")

for c, n in causes.most_common():
    if c.startswith(a.cause): print(f"{n:5}  {c}")
if a.rows or a.spurious:
    print("\n".join(lines))
