#!/usr/bin/env bash
# Counts the source files under src/extract and src/normalise that recognise each descriptor vocabulary in code (a
# word of it inside a regex or string literal of a .ts file; data files such as lexicon.json are not counted), and the
# size of src/extract: the measure issue #24 asks for, before and after. A development tool.
# `-v` also lists the files of each vocabulary, the places left to move onto the grammar; `-c` leaves comment lines
# out (doc comments quote the words they explain: `268MB/s sequential read and write`).
cd "$(dirname "$0")/.."
verbose=false code=false
for a in "$@"; do [[ "$a" == -v ]] && verbose=true; [[ "$a" == -c ]] && code=true; done
files() {
  for f in $(find src/extract src/normalise src/ja -name '*.ts' | sort); do
    if $code; then grep -vE '^\s*(//|\*|/\*)' "$f"; else cat "$f"; fi | grep -qE "$1" && echo "$f"
  done
}
count() {
  local found; found=$(files "$2")
  printf "%-12s %3s files\n" "$1" "$(grep -c . <<<"$found")"
  if $verbose; then sed 's/^/    /' <<<"$found"; fi
}
count operation "[\"'/|(?:](read|write|reads|writes|reading|writing)[\"'/|)?]|書き込み|読み込み|書込|読込|リード|ライト"
count access    "sequential|random|シーケンシャル|ランダム|\\bseq\\b|\\brnd\\b|\\brand"
count blocksize "block.?size|\\bbs=|blocksize|ブロックサイズ|[0-9]K(i?B)?\\b.*(block|ブロック)"
count queue     "queue.?depth|iodepth|\\bQD\\b|Q[0-9]+T[0-9]+|numjobs|threads|スレッド"
count unit      "MB/s|Mbps|Mbit|KB/s|MiB/s|Gbps|GB/s|kbps|MB/sec|Mbits"
printf "%-12s %5s lines\n" src/extract "$(find src/extract -name '*.ts' | xargs cat | wc -l)"
