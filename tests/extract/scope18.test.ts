import { describe, expect, it } from "vitest";
import { rows } from "../helpers/extractRows.ts";
import { testNameAlone } from "../../src/grammar/describe.ts";

describe("a job name: a tool's test name with the parameters glued to it", () => {
  it("is read as the test it names, with or without queue depth, block size or threads around it", () => {
    expect(testNameAlone("qd1-randread")).toMatchObject({ tool: "fio", operation: "read", access: "random" });
    expect(testNameAlone("seqwrite-1m-qd32")).toMatchObject({ operation: "write", access: "sequential", queueDepth: 32 });
    expect(testNameAlone("randwrite_4k_qd1")).toMatchObject({ operation: "write", access: "random", blockSizeBytes: 4096, queueDepth: 1 });
    expect(testNameAlone("randread")).toMatchObject({ operation: "read", access: "random" });
    // a header's unit, metric or statistic beside the name says how its figure is given, not what was done
    expect(testNameAlone("seqread MB/s")).toMatchObject({ operation: "read", access: "sequential" });
    expect(testNameAlone("randwrite (IOPS)")).toMatchObject({ operation: "write", access: "random" });
    // other words beside the test name make it a phrase, not a name
    expect(testNameAlone("randread results on the NAS")).toBeNull();
    expect(testNameAlone("4k read")).toBeNull();
    expect(testNameAlone("Seagate")).toBeNull();
  });

  it("gives a column its operation when a unit stands beside the name", () => {
    const got = rows(
      `<table><tr><th>Drive</th><th>seqread MB/s</th><th>seqwrite (MB/s)</th></tr>
       <tr><td>Samsung 970</td><td>3100</td><td>2500</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.op, r.access])).toEqual([
      [3100, "read", "sequential"],
      [2500, "write", "sequential"],
    ]);
  });

  it("gives a table's row its operation and access, and keeps the name as the test", () => {
    const got = rows(
      `<h2>Queue depth 1 latency</h2>
       <table><tr><th>Test</th><th>Avg Lat (us)</th><th>p99 (us)</th></tr>
       <tr><td>qd1-randread</td><td>123.5</td><td>284.6</td></tr>
       <tr><td>qd1-randwrite</td><td>86.9</td><td>168.9</td></tr>
       <tr><td>qd1-seqread</td><td>133.7</td><td>264.1</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.op, r.access, r.test])).toEqual([
      [123.5, "read", "random", "qd1-randread"],
      [284.6, "read", "random", "qd1-randread"],
      [86.9, "write", "random", "qd1-randwrite"],
      [168.9, "write", "random", "qd1-randwrite"],
      [133.7, "read", "sequential", "qd1-seqread"],
      [264.1, "read", "sequential", "qd1-seqread"],
    ]);
  });
});

describe("a table that writes `random` where a test is random", () => {
  it("makes its reads and writes that name no pattern the sequential ones", () => {
    const got = rows(
      `<h2>Results</h2>
       <table><tr><th></th><th>Drive A</th><th>Drive B</th></tr>
       <tr><td>8k read</td><td>910 MB/s</td><td>450 MB/s</td></tr>
       <tr><td>8k random read</td><td>61 MB/s</td><td>33 MB/s</td></tr>
       <tr><td>8k write</td><td>640 MB/s</td><td>220 MB/s</td></tr>
       <tr><td>8k random write</td><td>55 MB/s</td><td>21 MB/s</td></tr></table>`,
      "table",
    );
    expect(got.filter((r) => r.value === 910 || r.value === 640).map((r) => r.access)).toEqual(["sequential", "sequential"]);
    expect(got.filter((r) => r.value === 61 || r.value === 55).map((r) => r.access)).toEqual(["random", "random"]);
  });

  it("leaves a cached read, and a table that also names sequential tests, alone", () => {
    const cached = rows(
      `<table><tr><th>Test</th><th>Result</th></tr>
       <tr><td>Cached Disk Read</td><td>812 MB/s</td></tr>
       <tr><td>Disk Read</td><td>88 MB/s</td></tr>
       <tr><td>4K Random Read</td><td>9 MB/s</td></tr></table>`,
      "table",
    );
    expect(cached.map((r) => [r.value, r.access])).toEqual([
      [812, null],
      [88, "sequential"],
      [9, "random"],
    ]);
    const both = rows(
      `<table><tr><th>Test</th><th>Result</th></tr>
       <tr><td>連続読み込み</td><td>90 MB/s</td></tr>
       <tr><td>ランダム読み込み</td><td>12 MB/s</td></tr>
       <tr><td>fsync付き書き込み</td><td>3 MB/s</td></tr></table>`,
      "table",
    );
    expect(both.find((r) => r.value === 3)?.access).toBeNull();
  });

  it("leaves a time beside a random test alone: it may be that test's", () => {
    const got = rows(
      `<table><tr><th>Drive</th><th>Random read IOPS</th><th>Read latency (ms)</th><th>Read MB/s</th></tr>
       <tr><td>Samsung 970</td><td>45000</td><td>0.2</td><td>3100</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => [r.value, r.access])).toEqual([
      [45000, "random"],
      [0.2, null],
      [3100, "sequential"],
    ]);
  });

  it("names no pattern in a table with no random test (`4k read` alone says nothing of the access)", () => {
    const got = rows(
      `<table><tr><th>Test</th><th>Result</th></tr>
       <tr><td>Disk Read</td><td>88 MB/s</td></tr>
       <tr><td>Disk Write</td><td>41 MB/s</td></tr></table>`,
      "table",
    );
    expect(got.map((r) => r.access)).toEqual([null, null]);
  });
});

describe("the sentence that introduces a table names what its times are", () => {
  it("makes the times latencies when it names latency and no other measure", () => {
    const body = (lead: string) =>
      `<p>${lead}</p>
       <table><tr><th>状態</th><th>値</th><th>ジッター</th></tr>
       <tr><td>アイドル</td><td>33 ms</td><td>68 ms</td></tr>
       <tr><td>負荷時</td><td>1885 ms</td><td>110 ms</td></tr></table>`;
    expect(rows(body("同じテストでの ping の応答の結果は以下の通りでした："), "table").map((r) => r.metric)).toEqual(["latency", "latency", "latency", "latency"]);
    expect(rows(body("RTT from the same run, in milliseconds:"), "table").map((r) => r.metric)).toEqual(["latency", "latency", "latency", "latency"]);
    // a sentence naming no measure, or a rate beside the latency, leaves the times as they were
    expect(rows(body("結果は以下の通りでした："), "table").map((r) => r.metric)).toEqual(["duration", "duration", "duration", "duration"]);
  });
});

describe("a list's lead-in names the access of its items", () => {
  it("as it names their operation", () => {
    const got = rows(
      `<p>The tool output shows sequential read rate:</p>
       <ul><li>IOPS=10.1k, BW=39.5MiB/s</li><li>IOPS=10.1k, BW=39.3MiB/s</li></ul>`,
    );
    expect(got.filter((r) => r.metric === "throughput").map((r) => [r.value, r.op, r.access])).toEqual([
      [39.5, "read", "sequential"],
      [39.3, "read", "sequential"],
    ]);
  });
});

describe("fio's --readwrite, the alias of --rw", () => {
  it("sets the access of the summary lines pasted under the command, as --rw does", () => {
    const body = (flag: string) =>
      `<p>cmd:</p>
       <pre>fio --randrepeat=1 --ioengine=libaio --direct=1 --gtod_reduce=1 --name=test --filename=t.fio --bs=4k --iodepth=64 --size=4G ${flag}=randrw --rwmixread=75</pre>
       <p>Crucial MX500 1TB</p>
       <pre>  read: IOPS=43.4k, BW=170MiB/s (178MB/s)(3070MiB/18105msec)
write: IOPS=14.5k, BW=56.7MiB/s (59.4MB/s)(1026MiB/18105msec)</pre>`;
    for (const flag of ["--readwrite", "--rw"]) {
      const got = rows(body(flag), "tool-output").filter((r) => r.metric === "throughput");
      expect(got.map((r) => [r.value, r.op, r.access])).toEqual([
        [170, "read", "random"],
        [56.7, "write", "random"],
      ]);
    }
  });
});
