import TokenDiffCore

/// `contrast`: 100 text colours on 100 surface colours, 10,000 pairs, in 4 modes, measured in
/// both revisions of a diff. The floor, timed in the same run, is the same diff with no pair
/// configured (parse, resolve and diff of the same files); the difference is the contrast stage.
/// A second reference is the bare WCAG arithmetic: 80,000 ratios of opaque colours.
enum ContrastStage {
  static let texts = 100
  static let surfaces = 100
  static let modes = ["light", "dark", "light-high-contrast", "dark-high-contrast"]

  static func run(_ arguments: BenchArguments) {
    let base = snapshot(revision: "base", shift: 0)
    let head = snapshot(revision: "head", shift: 7)
    let pairs = ContrastSettings(
      rules: [
        ContrastPairRule(
          foreground: patterns("color.text.*"),
          background: patterns("color.surface.*")
        )
      ],
      canvas: CanvasChoice(byMode: ["*": .token(TokenPath(["color", "page"]))]),
      algorithms: [.wcag2, .apca]
    )
    let none = ContrastSettings(readsHints: false, usesConventions: false)
    var floor: [Swift.Duration] = []
    var measured: [Swift.Duration] = []
    var arithmetic: [Swift.Duration] = []
    var checksum = 0
    var pairsMeasured = 0
    let clock = ContinuousClock()
    for _ in 0..<arguments.iterations {
      var start = clock.now
      let plain = makeDiffReport(base: base, head: head, policy: ResolutionPolicy(contrast: none))
      floor.append(clock.now - start)
      start = clock.now
      let report = makeDiffReport(base: base, head: head, policy: ResolutionPolicy(contrast: pairs))
      measured.append(clock.now - start)
      start = clock.now
      checksum &+= bareRatios()
      arithmetic.append(clock.now - start)
      pairsMeasured = report.contrastTallies.reduce(0) { $0 + $1.count }
      checksum &+= plain.changes.count &+ report.contrast.count
    }
    let floorMedian = BenchTiming.median(floor)
    let measuredMedian = BenchTiming.median(measured)
    print("contrast: \(pairsMeasured) pairs measured in each revision (\(modes.count) modes)")
    print("  floor (same diff, no pairs)    median \(BenchTiming.milliseconds(floorMedian)) ms")
    print("  diff with every pair           median \(BenchTiming.milliseconds(measuredMedian)) ms")
    print(
      "  contrast stage (difference)    median \(BenchTiming.milliseconds(measuredMedian - floorMedian)) ms"
    )
    print(
      "  bare WCAG ratios (80,000)      median \(BenchTiming.milliseconds(BenchTiming.median(arithmetic))) ms"
    )
    print(
      "  ratio to floor                 "
        + format(measuredMedian / floorMedian, unit: 1)
        + "x (\(arguments.iterations) runs; checksum \(checksum))"
    )
  }

  /// One plain token file: a page colour, texts and surfaces with a value per mode (Terrazzo
  /// `mode` maps); every tenth surface is translucent. `shift` changes some colours in the head.
  static func snapshot(revision: String, shift: Int) -> RevisionSnapshot {
    var members: [String] = []
    func entry(_ name: String, seed: Int, alpha: Bool) -> String {
      let values = modes.enumerated().map { index, mode in
        "\"\(mode)\": \"\(hex(seed &* 31 &+ index &* 97, alpha: alpha))\""
      }
      return """
        "\(name)": {"$value": "\(hex(seed &* 31, alpha: alpha))", "$extensions": {"mode": {\(values.joined(separator: ", "))}}}
        """
    }
    let texts = (0..<texts).map { index in
      entry("t\(index)", seed: index &+ (index % 10 == 0 ? shift : 0), alpha: false)
    }
    let surfaces = (0..<surfaces).map { index in
      entry("s\(index)", seed: 5_000 &+ index, alpha: index % 10 == 0)
    }
    members.append("\"page\": {\"$value\": \"#ffffff\"}")
    members.append("\"text\": {\(texts.joined(separator: ", "))}")
    members.append("\"surface\": {\(surfaces.joined(separator: ", "))}")
    let text = "{\"color\": {\"$type\": \"color\", \(members.joined(separator: ", "))}}"
    return RevisionSnapshot(
      revision: revision,
      commit: nil,
      files: [SourceFile(path: "colors.tokens.json", bytes: Array(text.utf8))]
    )
  }

  /// A colour from a number, the same on every run.
  static func hex(_ seed: Int, alpha: Bool) -> String {
    var value = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15
    value ^= value >> 29
    let digits = Array("0123456789abcdef")
    var text = "#"
    for _ in 0..<(alpha ? 4 : 3) {
      let byte = Int(value & 0xff)
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
      value >>= 8
    }
    return text
  }

  /// 80,000 WCAG ratios of opaque colours: the arithmetic alone.
  static func bareRatios() -> Int {
    var count = 0
    for index in 0..<80_000 {
      let a = RGB(
        red: Double(index % 256) / 255,
        green: Double(index / 256 % 256) / 255,
        blue: 0.5
      )
      let b = RGB(red: 0.9, green: Double(index % 97) / 96, blue: Double(index % 13) / 12)
      if WCAGContrast.ratio(a, b) >= 4.5 { count += 1 }
    }
    return count
  }

  /// The pattern, or none if it did not parse (it does: the rule then pairs nothing, and the
  /// printed pair count says so).
  private static func patterns(_ text: String) -> [TokenNamePattern] {
    (try? TokenNamePattern.parse(text).get()).map { [$0] } ?? []
  }

  private static func format(_ value: Double, unit: Int) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
