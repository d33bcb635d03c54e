#!/usr/bin/env bash
# Counts the source files under src/extract and src/normalise that recognise each descriptor vocabulary in code (a
# word of it inside a regex or string literal of a .ts file; data files such as lexicon.json are not counted), and the
# size of src/extract: the measure issue #24 asks for, before and after. A development tool.
# `-v` also lists the files of each vocabulary, the places left to move onto the grammar.
cd "$(dirname "$0")/.."
verbose="${1:-}"
count() {
  grep -rlE --include=*.ts "$2" src/extract src/normalise src/ja | wc -l | xargs printf "%-12s %3s files\n" "$1"
  if [[ "$verbose" == -v ]]; then grep -rlE --include=*.ts "$2" src/extract src/normalise src/ja | sort | sed 's/^/    /'; fi
}
count operation "[\"'/|(?:](read|write|reads|writes|reading|writing)[\"'/|)?]|書き込み|読み込み|書込|読込|リード|ライト"
count access    "sequential|random|シーケンシャル|ランダム|\\bseq\\b|\\brnd\\b|\\brand"
count blocksize "block.?size|\\bbs=|blocksize|ブロックサイズ|[0-9]K(i?B)?\\b.*(block|ブロック)"
count queue     "queue.?depth|iodepth|\\bQD\\b|Q[0-9]+T[0-9]+|numjobs|threads|スレッド"
count unit      "MB/s|Mbps|Mbit|KB/s|MiB/s|Gbps|GB/s|kbps|MB/sec|Mbits"
printf "%-12s %5s lines\n" src/extract "$(find src/extract -name '*.ts' | xargs cat | wc -l)"
