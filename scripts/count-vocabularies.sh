#!/usr/bin/env bash
# Counts the source files (src/**/*.ts, comment lines skipped) that recognise operation, access, block-size and
# queue-depth/thread words with literals of their own, and the size of src/extract: issue 24's measure of how many
# places hold a vocabulary. Run from the checkout root. A development tool, not part of the product or its tests.
set -eu
# src/grammar (the grammar itself) is counted apart: the places outside it are the ones issue 24 wants gone.
files() { grep -rlE --include=*.ts "$1" src | grep -v '^src/grammar/' | while read -r f; do grep -vE '^\s*(//|\*|/\*\*)' "$f" | grep -cE "$1" >/dev/null && echo "$f"; done; }
echo "operation: $(files '[(|/"]\(?(\?:)?([Rr]ead|[Ww]rite)\b|書き込み|読み込み|書込|読込|リード|ライト' | wc -l)"
echo "access: $(files '[Ss]equential|[Rr]andom|ランダム|シーケンシャル|\brand(read|write)|\bseq(read|wr)' | wc -l)"
echo "block size: $(files '[Bb]lock ?[Ss]ize|bs=|ブロックサイズ|SEQ1M|RND4K|[0-9]K(i?B)?\b.*(Q|QD)' | wc -l)"
echo "queue depth/threads: $(files 'QD|iodepth|[Qq]ueue ?[Dd]epth|Q= ?|T= ?|[Tt]hreads?\b|スレッド|numjobs' | wc -l)"
echo "src/extract lines: $(find src/extract -name '*.ts' -print0 | xargs -0 cat | wc -l)"
