import { z } from "zod";
import { escapeRegExp as escape } from "../../normalise/escapeRegExp.ts";
import { readDataFile } from "../../dataFile.ts";

const words = z.array(z.string());
const DecisionWordsFile = z.object({
  reported_speech_markers: words,
  reported_speech_nouns: words,
  hearsay_after: words,
  hearsay_not_after: words,
  claim_verbs: words,
  own_measuring: words,
  mark_nouns: words,
  total_words: words,
  only_added_words: words,
  only_adverbs: words,
  added_verbs: words,
  added_objects: words,
  list_joiners: words,
  own_statement_words: words,
  ja_list_marks: words,
  measured_label_words: words,
  /** Setting words that name a result when the label also names what was done (`Write speed =` vs ethtool's `Speed:`). */
  setting_words_unless_operation: words,
  /** Activities whose speed or rate is measured wherever it is printed (`I/O speed : 47.7 MB/s`, `Network IO …: 3.9MB/s`): a speed of one is no link's or plan's setting. */
  measured_activity_words: words,
  setting_label_words: words,
  percentile_words: words,
  /** Words a time's own label uses for the length of a run (`duration: 9.01 s`, `elapsed`, `over a 60 s run`): never a latency, whatever heads its block. */
  run_length_words: words,
  /** Of those, the words of a length the run was set to go for (`over a 60 s run`, `test length`): a setting, not a result. */
  set_run_length_words: words,
  /** A time right before one of these words is how long the run was set to go (wrk's `Running 10s test @ url`, `a 60 second run`, `30秒間のテスト`): a setting. */
  run_length_after_words: words,
  /** Between a figure and a time, the words that make the time the span the figure was measured over (`64.60 over 15784.930 secs`): a run's length, no result. */
  span_before_words: words,
  /** A line naming a distribution of times (wrk's `Latency Distribution`, ab's `Percentage of the requests served within a certain time (ms)`): the `NN%  time` lines under it are percentiles. */
  distribution_label_words: words,
  duration_label_words: words,
  /** A bare time label (`Time:`) that is the duration of the read or write its line or block names (`Write … Run 1/3...` over `Time: 9.60 s`). */
  operation_time_labels: words,
  operation_line_labels: words,
  /** Verbs of a size moved over a link in a time (`100000000 bytes received in 1.06 secs`, `transferred 10737418241 bytes in 419.33 seconds`): the time is the transfer's. */
  moved_size_verbs: words,
  request_units: words,
  per_second_words: words,
  network_label_words: words,
  section_words: words,
  request_words: words,
  count_labels: words,
  comparison_words: words,
  hearsay_markers: words,
  hearsay_verbs: words,
  not_reached_verbs: words,
  required_words: words,
  supposition_words: words,
  spread_marks: words,
  /** Labels over output a page shows as an example of what a run prints (`Expected output:`, `出力例`), not as its own run. */
  example_output_labels: words,
  /** Evidence around one figure in any structure's text (figureEvidence): signs and words before and after it. */
  figure_bound_signs: words,
  figure_bound_after: words,
  figure_nominal_before: words,
  figure_nominal_after: words,
  /** What a figure is set to (`set to 100 Mbps`, `リンクスピードを1Mbpsに変更`): a setting of the case, not a measurement. */
  figure_set_to_before: words,
  figure_set_to_after: words,
  figure_capability_before: words,
  figure_capability_after: words,
  /** What a figure is said to be usable up to (`50 Gbps までネットワーク帯域幅が利用できます`, `最大 5 Gbps まで利用可能`): a rating, after `まで` and a few words. */
  figure_available_until_verbs: words,
  /** What a figure is said to limit (`5 Gbps に制限されます`, `最大帯域幅 (50 Gbps) で制限されます`): a ceiling set on the case, not measured. */
  figure_limited_after: words,
  /** `Table of results`, `測定結果`: a scope that calls what it holds results (not a test's environment or plan). */
  results_scope_words: words,
  /** `a 10Mbps background traffic`, `1Gbpsの負荷をかけ`: a rate the test loaded the link with, a setting. */
  figure_background_after: words,
  figure_goal_before: words,
  figure_goal_after: words,
  figure_example_after: words,
  figure_comparison_after: words,
  figure_share_before: words,
  figure_arithmetic_before: words,
  figure_interval_after: words,
  /** Words of the writer's own measuring that end what a nominal or goal word before a figure covers. */
  figure_own_words: words,
  /** A topic that makes the figures after it in its sentence ratings (`理論値は USB2.0 が 480Mbps、USB3.0 が 5Gbps`). */
  figure_nominal_topics: words,
  /** A condition the figure is only supposed in (`300Mbps 近く出てるなら`). */
  figure_supposition_after: words,
  /** Words of approximation between a figure and what is said of it (`300 Mbps程度を得られるか`), passed over. */
  figure_approximate_after: words,
  /** What was measured at a rate named before it (`1 Mbps の p95`, `5 Mbps での遅延`): the rate is the load offered, not a result. */
  figure_load_after: words,
  /** What a figure as the topic is said to be (`1,500 MiB/秒は、…の上限`). */
  figure_limit_after_topic: words,
  /** A table header that ends with one of these names the column or row a limit or rating (`OCI 上限`, `Rated`), whatever its cells hold. */
  header_limit_endings: words,
  /** A rating named by a compound (`Baseline IOPS`, `ベースライン帯域`: a cloud volume's or instance's provisioned figure), before or after a figure or in its header; `baseline` alone names a reference run. */
  rating_compounds: words,
  /** Labels of a product's properties, by kind: a table whose labels name two kinds (`重量`, `参考価格`) is a catalogue of the products it compares. */
  catalogue_property_labels: z.record(z.string(), words),
  /** Words of the sentence that leads into a table, or of its caption, that call what follows a catalogue's or maker's figures (`カタログスペックは、こんな感じです`, `Speeds are the manufacturer's ratings.`). */
  catalogue_lead_words: words,
  /** Words of the sentence that leads into a table, or of its caption, that call its figures limits or nominal values (`クラッシュレポートから読み取れた制限値は以下。`, `the published figures are limits`). */
  limit_lead_words: words,
  /** A table header word that names its column or row a plan, estimate or target (`NVMe (予測)`, `Predicted`, `最高合格目標rate`, `Target rate`), not a measurement. */
  header_plan_words: words,
  /** Interface families: the names that call one (`Thunderbolt`, `SATA`, `1GbE`, `LAN`) and the nominal rates, in bits per second, it is rated at. */
  interface_rates: z.array(z.object({ names: words, bits_per_second: z.array(z.number().positive()) })).min(1),
  /** Words right after a figure that say it was got (`1000Mbps 出た`): an interface's nominal rate then is what was measured. */
  interface_measured_after: words,
  /** Words right before a figure that make it approximate (`約1Gbps`, `around 100 Mbps`): a rounded measurement, not a rating. */
  figure_approximate_before: words,
});

/** The evidence words of the result decision (decisionWords.json), validated once. */
export const decisionWords = readDataFile(DecisionWordsFile, new URL("./decisionWords.json", import.meta.url));


/** Terms as one alternation, longest first; Latin terms only as whole words, spaces as any run of spaces. */
export function alternation(terms: readonly string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length)
    .map((t) => {
      const body = escape(t).replace(/ /g, "\\s+");
      return /^[a-z]/i.test(t) ? `(?<![a-z])${body}(?![a-z])` : body;
    })
    .join("|");
}
