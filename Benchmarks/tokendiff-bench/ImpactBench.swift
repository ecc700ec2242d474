import Foundation
import TokenDiffCore

/// `impact`: the dependency graph, the blast radius and rename detection on a generated set of
/// 100,000 tokens (10,000 raw colours, 40,000 semantic aliases, 50,000 component aliases), in
/// process, against a floor measured in the same run: parsing the same generated files with
/// Foundation's `JSONSerialization`.
///
/// The head changes 100 raw colours (1%) and renames 1,000 component tokens; the component
/// tokens carry a Figma variable id, so the renames are found once by id and once, with ids
/// ignored, by structure.
enum ImpactBench {
  static let rawCount = 10_000
  static let semanticCount = 40_000
  static let componentCount = 50_000
  static let changedRaw = 100
  static let renamed = 1_000

  private static let names = [
    "floor: JSONSerialization (both revisions)",
    "resolve both revisions (parse + resolve)",
    "DependencyGraph (100,000 tokens)",
    "ModalDiffer.diff, renames by id",
    "ModalDiffer.diff, renames by structure",
    "ImpactAnalysis (reaches, blast radius, bump)",
    "makeDiffReport (whole pipeline)",
  ]

  static func run(_ arguments: BenchArguments) {
    let base = snapshot(head: false)
    let head = snapshot(head: true)
    let files = base.files + head.files
    var samples = [[Swift.Duration]](repeating: [], count: names.count)
    var checksum = 0
    var observed = ""
    for _ in 0..<arguments.iterations {
      let (parsed, floor) = time { files.reduce(0) { $0 + (OneShot.floorParse($1) ?? 0) } }
      let policy = ResolutionPolicy()
      let ((before, after), resolve) = time {
        (
          RevisionResolver.resolve(base, policy: policy),
          RevisionResolver.resolve(head, policy: policy)
        )
      }
      let (graph, graphTime) = time {
        DependencyGraph(tokens: after.sets.flatMap(\.baseline.tokens))
      }
      let (byIdentity, identityTime) = time { ModalDiffer.diff(before, after) }
      let (byStructure, structureTime) = time {
        ModalDiffer.diff(before, after, renames: RenameOptions(byIdentity: false))
      }
      var report = Report(
        kind: .diff,
        base: nil,
        head: RevisionInfo(revision: "head", commit: nil),
        changes: byIdentity,
        findings: [],
        tokenCounts: TokenCounts(base: nil, head: 0)
      )
      let (_, impactTime) = time { ImpactAnalysis.apply(to: &report, head: after) }
      let (whole, wholeTime) = time { makeDiffReport(base: base, head: head, policy: policy) }
      let renames = { (changes: [TokenChange]) in changes.filter { $0.kind == .renamed }.count }
      observed =
        "\(after.tokenCount) tokens; \(renames(byIdentity)) renames by id, "
        + "\(renames(byStructure)) by structure; \(report.blastRadius.count) blast-radius rows, "
        + "\(report.changes.filter { $0.via != nil }.count) changes with via; "
        + "\(graph.referencedBy.count) tokens referenced"
      checksum &+= parsed &+ graph.references.count &+ whole.changes.count
      for (index, duration) in [
        floor, resolve, graphTime, identityTime, structureTime, impactTime, wholeTime,
      ].enumerated() {
        samples[index].append(duration)
      }
    }
    let floorMedian = median(samples[0])
    let width = (names.map(\.count).max() ?? 0) + 2
    print(
      pad("stage", width) + pad("min ms", 10, left: true) + pad("median ms", 12, left: true)
        + pad("× floor", 10, left: true)
    )
    for (name, durations) in zip(names, samples) {
      let sorted = durations.sorted()
      let ratio = floorMedian.map { floor in
        String(format: "%.2f", seconds(median(durations) ?? .zero) / max(seconds(floor), 1e-9))
      }
      print(
        pad(name, width) + pad(milliseconds(sorted.first), 10, left: true)
          + pad(milliseconds(median(durations)), 12, left: true) + pad(ratio ?? "-", 10, left: true)
      )
    }
    print(observed)
    print("(\(arguments.iterations) runs; checksum \(checksum))")
  }

  /// The generated revision. Pure.
  static func snapshot(head: Bool) -> RevisionSnapshot {
    var palette = "{\"color\": {\"$type\": \"color\""
    for index in 0..<rawCount {
      var value = index * 2_654_435_761 % 0xFF_FFFF
      if head, index % (rawCount / changedRaw) == 0 { value = (value + 0x10_2030) % 0xFF_FFFF }
      palette += ",\n \"c\(index)\": {\"$value\": \"#\(hex(value))\"}"
    }
    palette += "}}\n"
    var semantic = "{\"semantic\": {\"$type\": \"color\""
    for index in 0..<semanticCount {
      semantic += ",\n \"s\(index)\": {\"$value\": \"{color.c\(index % rawCount)}\"}"
    }
    semantic += "}}\n"
    var components = "{\"component\": {\"$type\": \"color\""
    for index in 0..<componentCount {
      let name =
        head && index % (componentCount / renamed) == 0 ? "part\(index)-new" : "part\(index)"
      components +=
        ",\n \"\(name)\": {\"$value\": \"{semantic.s\(index % semanticCount)}\", "
        + "\"$extensions\": {\"com.figma\": {\"variableId\": \"V:\(index)\"}}}"
    }
    components += "}}\n"
    return RevisionSnapshot(
      revision: head ? "head" : "base",
      commit: nil,
      files: [
        SourceFile(path: "tokens/palette.tokens.json", bytes: Array(palette.utf8)),
        SourceFile(path: "tokens/semantic.tokens.json", bytes: Array(semantic.utf8)),
        SourceFile(path: "tokens/components.tokens.json", bytes: Array(components.utf8)),
      ]
    )
  }

  private static func hex(_ value: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 6 - text.count)) + text
  }

  private static func time<Result>(_ body: () -> Result) -> (Result, Swift.Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = body()
    return (result, clock.now - start)
  }

  private static func median(_ durations: [Swift.Duration]) -> Swift.Duration? {
    let sorted = durations.sorted()
    return sorted.isEmpty ? nil : sorted[sorted.count / 2]
  }

  private static func seconds(_ duration: Swift.Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  private static func milliseconds(_ duration: Swift.Duration?) -> String {
    guard let duration else { return "-" }
    return String(format: "%.1f", seconds(duration) * 1000)
  }

  private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}
