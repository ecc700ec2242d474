import TokenDiffCore

/// Hand-built reports with every member of the contract filled: impact, magnitude, reaches,
/// layer sources, blast radius, suggested bump and contrast.
enum SampleReports {
  static let headCommit = "0123456789abcdef0123456789abcdef01234567"

  static func path(_ text: String) -> TokenPath { TokenPath(dotted: text) }

  static func color(_ hex: String) -> TokenValue {
    var digits = Array(hex.dropFirst())
    if digits.count == 6 { digits += ["f", "f"] }
    let bytes = stride(from: 0, to: 8, by: 2).map {
      Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255
    }
    return .color(Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes[3]))
  }

  static func state(_ value: TokenValue?, type: TokenType = .color, alias: String? = nil)
    -> TokenState
  {
    TokenState(type: type, value: value, aliasOf: alias.map(path))
  }

  static func change(
    _ token: String,
    _ kind: ChangeKind,
    mode: String? = nil,
    layer: Layer = .semantic,
    before: TokenState? = nil,
    after: TokenState? = nil,
    via: String? = nil,
    note: String? = nil,
    from: String? = nil,
    impact: ChangeImpact? = nil,
    magnitude: ChangeMagnitude? = nil,
    reaches: [String] = [],
    line: Int = 1
  ) -> TokenChange {
    var change = TokenChange(
      token: path(token),
      kind: kind,
      mode: mode,
      layer: layer,
      location: SourceLocation(file: "tokens/color.tokens.json", line: line, column: 5),
      before: before,
      after: after,
      via: via.map(path),
      note: note,
      from: from.map(path)
    )
    change.impact = impact
    change.magnitude = magnitude
    change.reaches = reaches.map(path)
    change.layerSource = layer == .raw ? .config : .inferred
    return change
  }

  /// A rebrand: the brand blue moved, one alias broke, one token was renamed and one removed,
  /// a text/surface pair lost contrast in dark mode.
  static var full: Report {
    let visible = ChangeMagnitude(deltaE: 12.345, perceptibility: .visible)
    var changes = [
      change(
        "color.blue.500",
        .valueChanged,
        layer: .raw,
        before: state(color("#0265dc")),
        after: state(color("#3b63fb")),
        impact: .visual,
        magnitude: visible,
        reaches: ["color.accent", "button.background"],
        line: 3
      ),
      change(
        "color.accent",
        .valueChanged,
        mode: "dark",
        before: state(color("#0265dc"), alias: "color.blue.500"),
        after: state(color("#3b63fb"), alias: "color.blue.500"),
        via: "color.blue.500",
        impact: .visual,
        magnitude: visible,
        line: 9
      ),
      change(
        "color.accent",
        .valueChanged,
        mode: "light",
        before: state(color("#0265dc"), alias: "color.blue.500"),
        after: state(color("#3b63fb"), alias: "color.blue.500"),
        via: "color.blue.500",
        impact: .visual,
        magnitude: visible,
        line: 9
      ),
      change(
        "color.overlay",
        .valueChanged,
        mode: "dark",
        before: state(color("#00000080")),
        after: state(color("#00000099")),
        impact: .visual,
        magnitude: ChangeMagnitude(deltaE: 0.4, perceptibility: .imperceptible),
        line: 12
      ),
      change(
        "size.radius",
        .valueChanged,
        before: state(.dimension(Dimension(value: 4, unit: "px")), type: .dimension),
        after: state(.dimension(Dimension(value: 6, unit: "px")), type: .dimension),
        impact: .visual,
        magnitude: ChangeMagnitude(delta: 2, unit: "px", percent: 50),
        line: 20
      ),
      change(
        "color.link",
        .broken,
        before: state(color("#0265dc"), alias: "color.blue.600"),
        after: state(nil, alias: "color.blue.600"),
        note: "{color.blue.600} does not exist",
        impact: .breaking,
        line: 14
      ),
      change(
        "color.text.default",
        .renamed,
        before: state(color("#222222")),
        after: state(color("#222222")),
        from: "color.text.primary",
        impact: .breaking,
        line: 16
      ),
      change(
        "color.legacy",
        .removed,
        before: state(color("#ff0000")),
        impact: .breaking,
        line: 18
      ),
      change(
        "color.danger",
        .forbidden,
        mode: "dark",
        before: state(color("#d31510")),
        after: state(color("#ff00ff")),
        note: "resolves to #ff00ff (off-brand magenta)",
        impact: .visual,
        line: 30
      ),
      change(
        "color.green.500",
        .added,
        layer: .raw,
        after: state(color("#2d9d78")),
        impact: .additive,
        line: 22
      ),
      change(
        "color.old-accent",
        .deprecated,
        before: state(color("#0265dc")),
        after: state(color("#0265dc")),
        note: "use {color.accent} instead",
        impact: .additive,
        line: 24
      ),
    ]
    changes.sort { ($0.token, $0.mode ?? "") < ($1.token, $1.mode ?? "") }
    var report = Report(
      kind: .diff,
      base: RevisionInfo(revision: "main", commit: "fedcba9876543210fedcba9876543210fedcba98"),
      head: RevisionInfo(revision: "feature/rebrand", commit: headCommit),
      changes: changes,
      findings: [
        ReportedFinding(
          revision: .head,
          finding: Finding(
            kind: .brokenReference,
            token: path("color.link"),
            location: SourceLocation(file: "tokens/color.tokens.json", line: 14, column: 17),
            message: "{color.blue.600} does not exist"
          ),
          isNew: true
        ),
        ReportedFinding(
          revision: .head,
          finding: Finding(
            kind: .forbiddenValue,
            token: path("color.danger"),
            location: SourceLocation(file: "tokens/brand colors.json", line: 30, column: 5),
            message: "#ff00ff is forbidden (off-brand magenta)",
            mode: "dark"
          ),
          isNew: true
        ),
        ReportedFinding(
          revision: .head,
          finding: Finding(
            kind: .duplicateKey,
            token: path("size.radius"),
            location: SourceLocation(file: "tokens/size.tokens.json", line: 4, column: 3),
            message: "\"$value\" is written twice; the last one is used"
          ),
          isNew: false
        ),
      ],
      tokenCounts: TokenCounts(base: 120, head: 121),
      modes: ModeList(base: ["dark", "light"], head: ["dark", "light"])
    )
    report.suggestedBump = .major
    report.blastRadius = [
      BlastRadius(
        token: path("color.blue.500"),
        mode: nil,
        layer: .raw,
        semantic: 2,
        component: 1,
        raw: 0
      )
    ]
    let requirement = ContrastRequirement(name: "AA normal text", minimumRatio: 4.5)
    report.contrast = [
      ContrastResult(
        foreground: path("color.accent"),
        background: path("color.surface"),
        mode: "dark",
        requirement: requirement,
        before: ContrastMeasurement(
          ratio: 4.61,
          passes: true,
          foreground: "#0265dc",
          background: "#ffffff"
        ),
        after: ContrastMeasurement(
          ratio: 3.94,
          passes: false,
          foreground: "#3b63fb",
          background: "#ffffff",
          apca: -62.3
        ),
        status: .regression
      ),
      ContrastResult(
        foreground: path("color.text.default"),
        background: path("color.surface"),
        mode: "light",
        requirement: requirement,
        before: ContrastMeasurement(
          ratio: 15.9,
          passes: true,
          foreground: "#222222",
          background: "#ffffff"
        ),
        after: ContrastMeasurement(
          ratio: 15.9,
          passes: true,
          foreground: "#222222",
          background: "#ffffff",
          note: "composited over #ffffff"
        ),
        status: .unchanged
      ),
    ]
    report.failures = ["1 broken", "1 forbidden"]
    return report
  }

  /// `count` value changes in two modes, plus the broken and forbidden findings that must stay
  /// on top of the comment.
  /// ``full`` as a check: one revision, no changes, every listed pair failing with no before.
  static var failingCheck: Report {
    var report = full
    report.kind = .check
    report.base = nil
    report.changes = []
    report.contrastTallies = []
    for index in report.contrast.indices {
      report.contrast[index].before = nil
      report.contrast[index].status = .failing
    }
    return report
  }

  static func huge(count: Int) -> Report {
    var changes: [TokenChange] = []
    changes.reserveCapacity(count)
    for index in 0..<count {
      let mode = index.isMultiple(of: 2) ? "light" : "dark"
      changes.append(
        change(
          "color.palette.family-\(index / 100).step-\(index % 100)",
          .valueChanged,
          mode: mode,
          before: state(color("#0265dc")),
          after: state(color("#3b63fb")),
          via: "color.blue.500",
          impact: .visual,
          magnitude: ChangeMagnitude(deltaE: 12.3, perceptibility: .visible),
          line: index + 1
        )
      )
    }
    var report = full
    report.changes = changes + full.changes
    report.findings += (0..<40).map { index in
      ReportedFinding(
        revision: .head,
        finding: Finding(
          kind: index.isMultiple(of: 2) ? .brokenReference : .forbiddenValue,
          token: path("component.button.variant-\(index)"),
          location: SourceLocation(file: "tokens/button.tokens.json", line: 100 + index, column: 7),
          message: index.isMultiple(of: 2)
            ? "{color.gone-\(index)} does not exist" : "#ff00ff is forbidden"
        ),
        isNew: true
      )
    }
    report.blastRadius = (0..<100).map {
      BlastRadius(
        token: path("color.raw-\($0)"),
        mode: "light",
        layer: .raw,
        semantic: 100 - $0,
        component: 3
      )
    }
    return report
  }
}
