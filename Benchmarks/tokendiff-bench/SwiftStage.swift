import TokenDiffCore
import TokenDiffSwift

/// `swift`: a generated Swift token module of 5,000 declarations (1,500 raw colours, 1,000 raw
/// sizes, 1,500 semantic references, 500 light/dark pairs, 500 component references, spread
/// over 10 files) parsed with swift-syntax and resolved in every mode, `--iterations` times.
enum SwiftStage {
  static let files = 10

  static func run(_ arguments: BenchArguments) {
    let snapshot = module()
    var policy = ResolutionPolicy()
    policy.sourceReaders = SourceReaders([SwiftTokenReader()])
    var times: [Swift.Duration] = []
    var tokens = 0
    let clock = ContinuousClock()
    for _ in 0..<arguments.iterations {
      let start = clock.now
      let revision = RevisionResolver.resolve(snapshot, policy: policy)
      times.append(clock.now - start)
      tokens = revision.tokenCount
    }
    let declarations = snapshot.files.reduce(0) { count, file in
      count
        + file.bytes.split(separator: UInt8(ascii: "\n")).filter { line in
          line.starts(with: Array("  static ".utf8))
        }.count
    }
    print("swift: \(declarations) declarations in \(snapshot.files.count) files, \(tokens) tokens")
    print(
      "  parse and resolve              median \(BenchTiming.milliseconds(BenchTiming.median(times))) ms"
    )
    print("  fastest                        \(BenchTiming.milliseconds(times.min() ?? .zero)) ms")
  }

  /// The generated module. Pure.
  static func module() -> RevisionSnapshot {
    var sources: [String] = Array(repeating: "", count: files)
    for file in 0..<files {
      var text = "import SwiftUI\n\n"
      text += "enum RawColor\(file) {\n"
      for index in 0..<150 {
        let value = (file * 150 + index) * 2_654_435 % 0xFFFFFF
        text += "  static let c\(index) = Color(hexValue: 0x\(String(value, radix: 16)))\n"
      }
      text += "}\n\nenum RawSize\(file) {\n"
      for index in 0..<100 { text += "  static let s\(index): CGFloat = \(index * 2)\n" }
      text += "}\n\nenum SemanticColor\(file) {\n"
      for index in 0..<150 { text += "  static let t\(index) = RawColor\(file).c\(index)\n" }
      for index in 0..<50 {
        text +=
          "  static let m\(index) = Color(light: t\(index), dark: RawColor\(file).c\(149 - index))\n"
      }
      text += "}\n\nenum CardComponentTokens\(file) {\n"
      for index in 0..<50 { text += "  static let k\(index) = SemanticColor\(file).m\(index)\n" }
      text += "}\n"
      sources[file] = text
    }
    return RevisionSnapshot(
      revision: "bench",
      commit: nil,
      files: sources.enumerated().map { index, text in
        SourceFile(path: "Sources/Theme/Tokens\(index).swift", bytes: Array(text.utf8))
      }
    )
  }
}
