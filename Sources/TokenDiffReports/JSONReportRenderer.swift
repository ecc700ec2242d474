public import TokenDiffCore

/// Renders the JSON contract, schemaVersion 1, for bots and scripts.
///
/// Later versions may add members; they never remove or rename one.
public enum JSONReportRenderer {
  public static let schemaVersion = 1

  /// Pure: keys sorted, numbers in a fixed form, no timestamps.
  public static func render(_ report: Report) -> String {
    // The `dimension=value` pairs of the report's own modes: a value that itself holds `|` is
    // taken as written, not as a description's list of values.
    let literal = ModeSpace.literalPairs(report.modes.base + report.modes.head)
    var root: [String: JSONOutput] = [
      "schemaVersion": .number(schemaVersion),
      "findings": .array(report.findings.parallelMap { finding($0, literal: literal) }),
      "failures": .array(report.failures.map(JSONOutput.string)),
      "contrast": .array(report.contrast.parallelMap(contrast)),
      "tool": .object([
        "name": .string(ToolVersion.name), "version": .string(ToolVersion.current),
      ]),
    ]
    switch report.kind {
    case .diff:
      root["base"] = report.base.map(revision) ?? .null
      root["head"] = revision(report.head)
      // Each mode's dimensions worked out once: thousands of changes share a few modes.
      let modes = Set(report.changes.compactMap(\.mode))
      let dimensionsByMode = Dictionary(
        uniqueKeysWithValues: modes.map { ($0, dimensions(of: $0, literal: literal)) }
      )
      root["changes"] = .array(
        report.changes.parallelMap {
          change($0, dimensions: dimensionsByMode, literal: literal)
        }
      )
      root["blastRadius"] = .array(report.blastRadius.map(blastRadius))
      root["suggestedBump"] = .optional(report.suggestedBump?.rawValue)
      root["summary"] = summary(report)
      root["tokens"] = .object([
        "base": report.tokenCounts.base.map(JSONOutput.number) ?? .null,
        "head": .number(report.tokenCounts.head),
      ])
      var modeList: [String: JSONOutput] = [
        "base": .array(report.modes.base.map(JSONOutput.string)),
        "head": .array(report.modes.head.map(JSONOutput.string)),
        "added": .array(report.modes.added.map(JSONOutput.string)),
        "removed": .array(report.modes.removed.map(JSONOutput.string)),
      ]
      // Only when a value was renamed, so that reports of other diffs stay as they were.
      if !report.modes.renamed.isEmpty {
        modeList["renamed"] = .array(
          report.modes.renamed.map {
            .object(["from": .string($0.from), "to": .string($0.to)])
          }
        )
      }
      root["modes"] = .object(modeList)
    case .check:
      root["revision"] = revision(report.head)
      root["summary"] = summary(report)
      root["tokens"] = .number(report.tokenCounts.head)
      root["modes"] = .array(report.modes.head.map(JSONOutput.string))
    }
    let document = JSONOutput.object(root)
    // A large report's tree is tens of thousands of small values: freeing them is left to
    // the process's exit when the command line is about to exit anyway.
    defer { keepUntilExitIfLeaving(document) }
    return document.printed()
  }

  private static func revision(_ info: RevisionInfo) -> JSONOutput {
    .object(["revision": .string(info.revision), "commit": .optional(info.commit)])
  }

  /// Every change kind (diff only) and every finding kind of the head, zeros included.
  private static func summary(_ report: Report) -> JSONOutput {
    var counts: [String: JSONOutput] = [:]
    if report.kind == .diff {
      let changes = report.changeCounts
      for kind in ChangeKind.allCases { counts[kind.rawValue] = .number(changes[kind, default: 0]) }
    }
    let findings = Dictionary(grouping: report.headFindings, by: \.finding.kind)
    for kind in FindingKind.allCases {
      counts[kind.rawValue] = .number(findings[kind]?.count ?? 0)
    }
    counts.merge(contrastCounts(report)) { first, _ in first }
    return .object(counts)
  }

  /// Pairs per contrast status as `contrast-<status>` counts, zeros included (a diff's statuses,
  /// or a check's `failing` and `passing`); they count every measured pair, listed or not.
  private static func contrastCounts(_ report: Report) -> [String: JSONOutput] {
    let counts = ContrastTally.counts(report.contrastTallies)
    let statuses: [ContrastStatus] =
      report.kind == .check
      ? [.failing, .passing]
      : ContrastStatus.allCases.filter { $0 != .failing && $0 != .passing }
    return Dictionary(
      uniqueKeysWithValues: statuses.map {
        ("contrast-\($0.rawValue)", JSONOutput.number(counts[$0, default: 0]))
      }
    )
  }

  /// A mode (or a description of several) as the values it fixes per dimension:
  /// `{"Color scheme": ["Dark"]}`, `{"brand": ["a", "b"]}` for `brand=a|b` (either value,
  /// unless `literal`, the report's own `dimension=value` pairs, has `brand=a|b`); `{}` for
  /// every mode. A plain mode name is a value of the dimension `mode`. Pure.
  static func dimensions(of mode: String?, literal: Set<String> = []) -> JSONOutput {
    var object: [String: [String]] = [:]
    let constraints = mode.map { ModeSpace.constraints(of: $0, literal: literal) } ?? []
    for constraint in constraints {
      let dimension = constraint.dimension.isEmpty ? "mode" : constraint.dimension
      object[dimension, default: []] += constraint.values
    }
    return .object(object.mapValues { .array($0.map(JSONOutput.string)) })
  }

  private static func change(
    _ change: TokenChange,
    dimensions known: [String: JSONOutput],
    literal: Set<String>
  ) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "token": .string(change.token.description),
      "kind": .string(change.kind.rawValue),
      "mode": .optional(change.mode),
      "layer": .string(change.layer.rawValue),
      "file": .string(change.location.file),
      "line": .number(change.location.line),
      "before": change.before.map(state) ?? .null,
      "after": change.after.map(state) ?? .null,
      "via": .optional(change.via?.description),
      "dimensions": change.mode.flatMap { known[$0] }
        ?? dimensions(of: change.mode, literal: literal),
    ]
    if let note = change.note { object["note"] = .string(note) }
    if let from = change.from { object["from"] = .string(from.description) }
    object["impact"] = .optional(change.impact?.rawValue)
    object["layerSource"] = .string(change.layerSource.rawValue)
    if let magnitude = change.magnitude { object["magnitude"] = Self.magnitude(magnitude) }
    if !change.reaches.isEmpty {
      object["reaches"] = .array(change.reaches.map { .string($0.description) })
    }
    return .object(object)
  }

  private static func state(_ state: TokenState) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "type": .optional(state.type?.rawValue),
      "value": state.value.map(value) ?? .null,
      "aliasOf": .optional(state.aliasOf?.description),
    ]
    if let written = state.written { object["written"] = value(written) }
    return .object(object)
  }

  /// A canonical value: colours as `#rrggbb[aa]`, dimensions `16px`, durations `250ms`.
  static func value(_ value: TokenValue) -> JSONOutput {
    switch value {
    case .color, .dimension, .duration: .string(value.text)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .bool(let flag): .bool(flag)
    case .null: .null
    case .array(let elements): .array(elements.map(Self.value))
    case .object(let members): .object(members.mapValues(Self.value))
    }
  }

  private static func magnitude(_ magnitude: ChangeMagnitude) -> JSONOutput {
    var object: [String: JSONOutput] = [:]
    if let deltaE = magnitude.deltaE { object["deltaE"] = .number(deltaE) }
    if let word = magnitude.perceptibility { object["perceptibility"] = .string(word.rawValue) }
    if let delta = magnitude.delta { object["delta"] = .number(delta) }
    if let unit = magnitude.unit { object["unit"] = .string(unit) }
    if let percent = magnitude.percent { object["percent"] = .number(percent) }
    return .object(object)
  }

  private static func blastRadius(_ radius: BlastRadius) -> JSONOutput {
    .object([
      "token": .string(radius.token.description),
      "mode": .optional(radius.mode),
      "layer": .string(radius.layer.rawValue),
      "raw": .number(radius.raw),
      "semantic": .number(radius.semantic),
      "component": .number(radius.component),
    ])
  }

  private static func contrast(_ result: ContrastResult) -> JSONOutput {
    .object([
      "foreground": .string(result.foreground.description),
      "background": .string(result.background.description),
      "mode": .optional(result.mode),
      "requirement": .object([
        "name": .string(result.requirement.name),
        "ratio": .number(result.requirement.minimumRatio),
      ]),
      "before": result.before.map(measurement) ?? .null,
      "after": result.after.map(measurement) ?? .null,
      "status": .string(result.status.rawValue),
    ])
  }

  private static func measurement(_ measurement: ContrastMeasurement) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "ratio": .number(measurement.ratio),
      "passes": .bool(measurement.passes),
      "foreground": .string(measurement.foreground),
      "background": .string(measurement.background),
    ]
    if let apca = measurement.apca {
      object["apca"] = .number(apca)
      object["apcaLevel"] = .string(APCALevel(lightnessContrast: apca).rawValue)
    }
    if let note = measurement.note { object["note"] = .string(note) }
    return .object(object)
  }

  private static func finding(_ reported: ReportedFinding, literal: Set<String>) -> JSONOutput {
    let finding = reported.finding
    var object: [String: JSONOutput] = [
      "kind": .string(finding.kind.rawValue),
      "severity": .string(finding.severity.rawValue),
      "token": .optional(finding.token?.description),
      "file": .optional(finding.location?.file),
      "line": finding.location.map { .number($0.line) } ?? .null,
      "column": finding.location.map { .number($0.column) } ?? .null,
      "message": .string(finding.message),
      "mode": .optional(finding.mode),
    ]
    if !finding.modes.isEmpty { object["modes"] = .array(finding.modes.map(JSONOutput.string)) }
    object["dimensions"] = dimensions(of: finding.mode, literal: literal)
    if let root = finding.root { object["root"] = .string(root.description) }
    if !finding.dependents.isEmpty {
      object["dependents"] = .array(finding.dependents.map { .string($0.description) })
    }
    if let revision = reported.revision {
      object["revision"] = .string(revision.rawValue)
      object["new"] = .bool(reported.isNew)
    }
    return .object(object)
  }
}
