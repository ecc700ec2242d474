import Foundation
import TokenDiffCore

/// `scale`: a whole diff (`makeDiffReport`, both revisions resolved in every mode) of a generated
/// design system of `--tokens N` tokens over four dimensions, theme × density × contrast × brand
/// (3 × 4 × 2 × 5 = 120 modes), with 5 % of the raw colours changed; wall time and the process's
/// peak resident memory. Run once per size, in its own process, so the peak is that size's.
///
/// A fifth of the tokens are raw colours, the rest semantic aliases to them. Each theme context
/// re-points 1 % of the semantic tokens, each density and contrast context 0.5 %, each brand
/// context replaces 1 % of the raw colours.
enum ScaleBench {
  static func run(_ arguments: BenchArguments) {
    let count = arguments.tokens
    let base = snapshot(tokens: count, head: false)
    let head = snapshot(tokens: count, head: true)
    let bytes = (base.files + head.files).reduce(0) { $0 + $1.bytes.count }
    let start = ContinuousClock.now
    let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy())
    let elapsed = ContinuousClock.now - start
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let peakMB = Double(usage.ru_maxrss) / 1024
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(
      "\(count) tokens, \(report.modes.head.count) modes, \(bytes / 1_000_000) MB of JSON: "
        + "diff \(String(format: "%.2f", seconds)) s, peak \(String(format: "%.0f", peakMB)) MB, "
        + "\(report.changes.count) changes"
    )
  }

  static let dimensions: [(name: String, contexts: [String], share: Double, raw: Bool)] = [
    ("theme", ["light", "dark", "dim"], 0.01, false),
    ("density", ["compact", "cozy", "comfortable", "spacious"], 0.005, false),
    ("contrast", ["normal", "high"], 0.005, false),
    ("brand", ["a", "b", "c", "d", "e"], 0.01, true),
  ]

  static func snapshot(tokens count: Int, head: Bool) -> RevisionSnapshot {
    let rawCount = max(1, count / 5)
    let semanticCount = count - rawCount
    var files: [SourceFile] = []
    func file(_ path: String, _ group: String, _ entries: [String]) {
      let text =
        "{\"\(group)\": {\"$type\": \"color\",\n" + entries.joined(separator: ",\n") + "}}\n"
      files.append(SourceFile(path: "tokens/" + path, bytes: Array(text.utf8)))
    }
    func hex(_ value: Int) -> String {
      let digits = String(value % 0x100_0000, radix: 16)
      return String(repeating: "0", count: 6 - digits.count) + digits
    }
    let changedEvery = 20  // 5 %
    file(
      "palette.tokens.json",
      "raw",
      (0..<rawCount).map { index in
        let value = head && index % changedEvery == 0 ? index &* 7_919 &+ 0x10_2030 : index &* 7_919
        return "\"c\(index)\": {\"$value\": \"#\(hex(value))\"}"
      }
    )
    file(
      "semantic.tokens.json",
      "semantic",
      (0..<semanticCount).map { "\"s\($0)\": {\"$value\": \"{raw.c\($0 % rawCount)}\"}" }
    )
    var contexts: [String] = []
    for (offset, dimension) in dimensions.enumerated() {
      var entries: [String] = []
      for (position, context) in dimension.contexts.enumerated() {
        let size = dimension.raw ? rawCount : semanticCount
        let overridden = max(1, Int(Double(size) * dimension.share))
        let path = "\(dimension.name)/\(context).tokens.json"
        let stride = max(1, size / overridden)
        let lines = (0..<overridden).map { step -> String in
          let index = (step * stride + offset * 7 + position) % size
          return dimension.raw
            ? "\"c\(index)\": {\"$value\": \"#\(hex(index &* 104_729 &+ position))\"}"
            : "\"s\(index)\": {\"$value\": \"{raw.c\((index + position + 1) % rawCount)}\"}"
        }
        file(path, dimension.raw ? "raw" : "semantic", lines)
        entries.append("\"\(context)\": [{\"$ref\": \"./\(path)\"}]")
      }
      contexts.append(
        "\"\(dimension.name)\": {\"contexts\": {\(entries.joined(separator: ", "))}, "
          + "\"default\": \"\(dimension.contexts[0])\"}"
      )
    }
    let order = dimensions.map { "{\"$ref\": \"#/modifiers/\($0.name)\"}" }
    let resolver = """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "./palette.tokens.json"}, {"$ref": "./semantic.tokens.json"}]}},
       "modifiers": {\(contexts.joined(separator: ", "))},
       "resolutionOrder": [{"$ref": "#/sets/base"}, \(order.joined(separator: ", "))]}
      """
    files.append(SourceFile(path: "tokens/system.resolver.json", bytes: Array(resolver.utf8)))
    return RevisionSnapshot(revision: head ? "head" : "base", commit: nil, files: files)
  }
}
