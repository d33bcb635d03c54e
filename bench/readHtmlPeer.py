"""The peer `npm run bench` compares sokutei with: pandas.read_html (lxml) on every page of a list file, one process.

Prints one JSON line: pages, pages where it found tables, tables, and the process's own CPU time (user + system,
its start and `import pandas` included) and peak RSS, so its figures are whole-process figures like sokutei's.
"""
import json
import resource
import sys
import time

t0 = time.perf_counter()
import pandas  # noqa: E402  (the import is part of the peer's cost, as sokutei's start is part of its own)

files = [line for line in open(sys.argv[1], encoding="utf-8").read().split("\n") if line]
with_tables = 0
tables = 0
for f in files:
    try:
        found = pandas.read_html(f, flavor="lxml")
    except Exception:  # noqa: BLE001
        # "No tables found", an unknown charset, a table lxml cannot shape into a frame
        continue
    with_tables += 1
    tables += len(found)
u = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({
    "pages": len(files), "withTables": with_tables, "tables": tables,
    "cpuMs": (u.ru_utime + u.ru_stime) * 1000, "ms": (time.perf_counter() - t0) * 1000,
    "peakRssMiB": u.ru_maxrss / 1024, "pandas": pandas.__version__,
}))
