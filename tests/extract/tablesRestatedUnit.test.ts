import { describe, expect, it } from "vitest";
import { buildDocument } from "../../src/document/buildDocument.ts";
import { extractAll } from "../../src/extract/extractAll.ts";

const extract = (body: string) => extractAll(buildDocument(`<html><head><title>USB bulk</title></head><body>${body}</body></html>`));
const rows = (body: string) => extract(body).measurements.filter((m) => !m.derived).map((m) => [m.value, m.unit, m.operation, m.conditions.statistic ?? null, m.conditions.block_size_bytes ?? null]);

const sweep = `<table><thead><tr><th>read size</th><th>min</th><th>median</th><th>max</th></tr></thead><tbody>
<tr><td>4 KiB</td><td>3.54</td><td>3.56</td><td>3.58</td></tr>
<tr><td>1 MiB</td><td>9.46</td><td>9.73</td><td>9.82</td></tr></tbody></table>`;

describe("a table with no unit of its own", () => {
  it("takes the unit the report's text gives a figure it restates, and min/median/max are statistics, not minutes", () => {
    const r = rows(`<h3>帯域(4 MiB転送、各3回)</h3>${sweep}<p>1 MiBで頭打ち、vendor bulkは9.73 MB/s出る。</p>`);
    expect(r).toEqual([
      [3.54, "MB/s", "read", "min", 4096], [3.56, "MB/s", "read", "median", 4096], [3.58, "MB/s", "read", "max", 4096],
      [9.46, "MB/s", "read", "min", 1048576], [9.73, "MB/s", "read", "median", 1048576], [9.82, "MB/s", "read", "max", 1048576],
    ]);
  });

  it("stays unread when the text restates nothing, or restates its figures in two different units", () => {
    expect(rows(`<h3>帯域</h3>${sweep}<p>頭打ちになった。</p>`)).toEqual([]);
    expect(rows(`<h3>帯域</h3>${sweep}<p>9.73 MB/s と 3.56 Mbps だった。</p>`).filter((x) => x[4] !== null)).toEqual([]);
  });

  it("is not one where the table states a unit in another column (`Gbit/s | Retr`)", () => {
    const t = `<table><tr><th>Client</th><th>Gbit/s</th><th>Retr</th></tr><tr><td>A</td><td>3.04</td><td>100</td></tr><tr><td>B</td><td>4.38</td><td>0</td></tr></table>`;
    expect(rows(`${t}<p>A reached 3.04 Gbit/s and B 4.38 Gbit/s.</p>`).filter((x) => x[0] === 100 || x[0] === 0)).toEqual([]);
  });

  it("does not take a unit from a restated figure of fewer than three digits alone", () => {
    const t = `<table><tr><th>case</th><th>A</th><th>B</th></tr><tr><td>x</td><td>1.5</td><td>2</td></tr></table>`;
    expect(rows(`${t}<p>The link ran at 1.5 Gbps.</p>`).filter((x) => x[0] === 2)).toEqual([]);
  });
});

describe("a unit the table does not state itself", () => {
  // a wrapper's table of UDP runs with a rule under its header, its rates restated in Mbps in the text after it; the
  // other columns are the offered rate (a setting), the payload size (a setting), the loss (a share) and the jitter
  const grid = (first: string) => `<pre>${first.padEnd(10)}Snd BW   PL Size  Rcv BW lost%  jitter
--------- -------- -------- ------ ------ ------
     40.0     40.0     1448   39.5    0.0  0.277
     60.0     59.2     1448  51.15   9.95  0.139
     80.0     80.0     1448   46.9   39.0  0.136</pre><p>The link carries between 39.5Mbps and 51.15Mbps.</p>`;
  const read = (first: string) => extract(grid(first)).measurements.filter((m) => !m.derived);

  it("is given to the rate columns only, never to a size, loss, jitter or offered-rate column beside them", () => {
    for (const first of ["Tgt BW", "target_bw"]) {
      const rows = read(first);
      expect(rows.filter((m) => m.origin === "table").map((m) => [m.conditions.test, m.value, m.unit])).toEqual([
        ["Snd BW", 40, "Mbps"], ["Rcv BW", 39.5, "Mbps"], ["Snd BW", 59.2, "Mbps"], ["Rcv BW", 51.15, "Mbps"], ["Snd BW", 80, "Mbps"], ["Rcv BW", 46.9, "Mbps"],
      ]);
      // the payload size is the runs' setting
      expect(rows.every((m) => m.conditions.message_size_bytes === 1448)).toBe(true);
    }
  });

  it("leaves a jitter column a time stated for the whole table (`Ping / Jitter`, all in ms), never a rate", () => {
    const t = `<table><caption>All figures in ms</caption><tr><th>Adapter</th><th>Ping</th><th>Jitter</th><th>Retr</th></tr><tr><td>USB-C port</td><td>12</td><td>3</td><td>4</td></tr></table>`;
    const out = extract(t);
    expect(out.measurements.map((m) => [m.value, m.unit])).toEqual([[12, "ms"], [3, "ms"]]);
    // the retransmissions are a count: refused, with the reason
    expect(out.rejects.filter((r) => r.raw === "4").length).toBe(1);
  });

  it("reads the header's columns where the positions part them, though two headers stand one space apart", () => {
    expect(read("Tgt BW").map((m) => m.locator)).toContain("pre[1]/t1/r3/c4");
  });

  it("refuses both ends of a range the text gives (`between 39.5Mbps and 51.15Mbps`)", () => {
    const out = extract(grid("Tgt BW"));
    // the one end alone is read: the refusal is the range's
    expect(extract("<p>The link carries 51.15Mbps.</p>").measurements.map((m) => m.value)).toEqual([51.15]);
    expect(out.measurements.filter((m) => m.origin === "prose")).toEqual([]);
  });
});

describe("a tool that only streams", () => {
  it("gives Blackmagic Disk Speed Test's read and write columns sequential access", () => {
    const t = `<table><caption>Blackmagic Disk Speed Test(単位:MB/s)</caption><tr><th>機材</th><th>Read</th><th>Write</th></tr><tr><td>X5</td><td>2572.2</td><td>1181.4</td></tr></table>`;
    const r = extract(t).measurements.map((m) => [m.value, m.operation, m.access]);
    expect(r).toEqual([[2572.2, "read", "sequential"], [1181.4, "write", "sequential"]]);
  });
});
