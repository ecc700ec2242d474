import TokenDiffCore

/// `stages`: runs the pipeline in-process several times and prints how long each stage takes,
/// to tell which part of tokendiff costs what. Process start-up, reading the configuration,
/// rendering and writing the report are not included: the difference from the whole-process
/// time hyperfine measures is those.
enum Stages {
  private static let names = [
    "read blobs (git)", "JSONSerialization (floor parse)", "TokenDiffCore.JSONParser",
    "TokenParser.parse (both revisions)", "Resolver.resolve (both revisions)", "Differ.diff",
    "makeDiffReport (parse+resolve+diff)",
  ]

  static func run(_ arguments: BenchArguments) throws(BenchError) {
    var samples = [[Swift.Duration]](repeating: [], count: names.count)
    var checksum = 0
    for _ in 0..<arguments.iterations {
      let ((base, head), read) = try time { () throws(BenchError) in try TokenBlobs.read(arguments)
      }
      let files = base.files + head.files
      let (floorValues, floor) = time { files.reduce(0) { $0 + (OneShot.floorParse($1) ?? 0) } }
      let (parserValues, parser) = time {
        files.reduce(0) { $0 + (OneShot.tokenDiffParse($1) ?? 0) }
      }
      let before = snapshot(base)
      let after = snapshot(head)
      let ((parsedBefore, parsedAfter), parse) = time {
        (TokenParser.parse(before), TokenParser.parse(after))
      }
      let policy = ResolutionPolicy(forbidden: Configuration().forbidden)
      let ((resolvedBefore, resolvedAfter), resolve) = time {
        (
          Resolver.resolve(parsedBefore, policy: policy),
          Resolver.resolve(parsedAfter, policy: policy)
        )
      }
      let (changes, diff) = time { Differ.diff(resolvedBefore, resolvedAfter) }
      let (report, whole) = time { makeDiffReport(base: before, head: after, policy: policy) }
      checksum &+= floorValues &+ parserValues &+ changes.count &+ report.changes.count
      for (index, duration) in [read, floor, parser, parse, resolve, diff, whole].enumerated() {
        samples[index].append(duration)
      }
    }
    let width = (names.map(\.count).max() ?? 0) + 2
    print(pad("stage", width) + pad("min ms", 10, left: true) + pad("median ms", 12, left: true))
    for (name, durations) in zip(names, samples) {
      let sorted = durations.sorted()
      print(
        pad(name, width) + pad(milliseconds(sorted.first), 10, left: true)
          + pad(milliseconds(sorted.isEmpty ? nil : sorted[sorted.count / 2]), 12, left: true)
      )
    }
    print("(\(arguments.iterations) runs; checksum \(checksum))")
  }

  /// Runs `body` once and returns its result and how long it took.
  private static func time<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> (Result, Swift.Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    return (result, clock.now - start)
  }

  private static func snapshot(_ blobs: RevisionBlobs) -> RevisionSnapshot {
    RevisionSnapshot(revision: blobs.revision, commit: blobs.commit, files: blobs.files)
  }

  private static func milliseconds(_ duration: Swift.Duration?) -> String {
    guard let duration else { return "-" }
    let (seconds, attoseconds) = duration.components
    let tenths = Int(((Double(seconds) * 1000 + Double(attoseconds) / 1e15) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }
}
