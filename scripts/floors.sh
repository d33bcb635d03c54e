#!/usr/bin/env bash
# Scores every labelled set (the shared corpus, the shipped samples, every tests/fixtures set with pages/ and
# expected/) with ../shared/tools/score.py and writes one JSON per set to OUT (default .floors/now).
# Compare two such folders with: node scripts/floors-compare.mjs BASE NOW
# A development tool: it needs ../shared beside the checkout and is not part of the product or its tests.
set -euo pipefail
out="${1:-.floors/now}"
skip="${FLOORS_SKIP:-}"   # space-separated set names to leave out (a sealed set, say)
mkdir -p "$out"
score() { python3 ../shared/tools/score.py "$@"; }
score --json "$out/corpus.json" > "$out/corpus.txt"
score --pages ../shared/fixtures/pages --expected ../shared/fixtures/expected --json "$out/samples.json" > "$out/samples.txt"
for d in tests/fixtures/*/; do
  name=$(basename "$d")
  [[ -d "$d/pages" && -d "$d/expected" ]] || continue
  [[ " $skip " == *" $name "* ]] && continue
  # a set still sealed (a SEALED file in its folder) is measured only on purpose, at the start and the end of a round
  [[ -f "$d/SEALED" && -z "${FLOORS_INCLUDE_SEALED:-}" ]] && { echo "$name: sealed, skipped (FLOORS_INCLUDE_SEALED=1 to score it)" >&2; continue; }
  score --pages "$d/pages" --expected "$d/expected" --json "$out/$name.json" > "$out/$name.txt" || echo "$name: scorer failed" >&2
done
tail -qn1 "$out"/*.txt
