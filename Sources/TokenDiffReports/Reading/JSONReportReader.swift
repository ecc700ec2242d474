public import TokenDiffCore

/// Reads a JSON report (schemaVersion 1, as ``JSONReportRenderer`` writes it) back into a
/// ``Report``, so that `tokendiff render` can turn a report made elsewhere (an artifact of
/// another workflow run) into Markdown or HTML with its own renderers.
///
/// The report is data from somewhere else: every member is checked against the contract
/// (types, enumerations, required members) and the first problem is reported with its JSON
/// path; nothing it holds is trusted to be well-formed. Everything it says is then escaped by
/// the renderers like any text from a token file.
public enum JSONReportReader {
  /// The largest report read, in bytes: more than any real report, and a bound on the work.
  public static let sizeLimit = 256 << 20

  /// Pure. Throws ``ReportReadError`` naming the first member that breaks the contract.
  public static func read(_ bytes: [UInt8]) throws(ReportReadError) -> Report {
    do {
      return try readChecked(bytes)
    } catch let error as ReportReadError {
      throw error
    } catch {
      throw ReportReadError("$", "cannot be read")
    }
  }

  private static func readChecked(_ bytes: [UInt8]) throws -> Report {
    guard bytes.count <= sizeLimit else {
      throw ReportReadError("$", "is larger than \(sizeLimit >> 20) MiB")
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ReportReadError(
        "$",
        "is not JSON (line \(error.position.line), column \(error.position.column))"
      )
    }
    // The contract first, as published: a member of the wrong type, an unknown kind, an
    // unexpected member or a missing one is refused before anything is read.
    if let schema = try? JSONParser.parse(Array(ReportSchema.text.utf8)),
      let problem = SchemaValidator(schema: schema).errors(in: root).first
    {
      throw ReportReadError("the report", "breaks the report schema at \(problem)")
    }
    let reader = Node(value: root, path: "$")
    guard try reader.member("schemaVersion").int() == JSONReportRenderer.schemaVersion else {
      throw ReportReadError("$.schemaVersion", "must be \(JSONReportRenderer.schemaVersion)")
    }
    let isCheck = reader.value["revision"] != nil && reader.value["base"] == nil
    var report: Report
    if isCheck {
      report = Report(
        kind: .check,
        base: nil,
        head: try revision(reader.member("revision")),
        changes: [],
        findings: try reader.member("findings").array().map(finding),
        tokenCounts: TokenCounts(base: nil, head: try reader.member("tokens").int()),
        modes: ModeList(base: [], head: try reader.member("modes").array().map { try $0.string() })
      )
    } else {
      let tokens = try reader.member("tokens")
      let modes = try reader.member("modes")
      report = Report(
        kind: .diff,
        base: try revision(reader.member("base")),
        head: try revision(reader.member("head")),
        changes: try reader.member("changes").array().map(change),
        findings: try reader.member("findings").array().map(finding),
        tokenCounts: TokenCounts(
          base: try tokens.member("base").optional { try $0.int() },
          head: try tokens.member("head").int()
        ),
        modes: ModeList(
          base: try modes.member("base").array().map { try $0.string() },
          head: try modes.member("head").array().map { try $0.string() },
          added: try modes.optionalMember("added")?.array().map { try $0.string() } ?? [],
          removed: try modes.optionalMember("removed")?.array().map { try $0.string() } ?? []
        )
      )
      report.modes.renamed =
        try modes.optionalMember("renamed")?.array().map {
          ModeRename(from: try $0.member("from").string(), to: try $0.member("to").string())
        } ?? []
      report.blastRadius = try reader.member("blastRadius").array().map(blastRadius)
      report.suggestedBump = try reader.member("suggestedBump").optional {
        try $0.enumeration(SemverBump.self)
      }
    }
    report.failures = try reader.member("failures").array().map { try $0.string() }
    report.contrast = try reader.member("contrast").array().map(contrast)
    report.contrastTallies = try tallies(reader.member("summary"))
    return report
  }

  private static func revision(_ node: Node) throws -> RevisionInfo {
    let commit = try node.member("commit").optional { try $0.string() }
    if let commit, !(commit.count == 40 && commit.allSatisfy { $0.isHexDigit }) {
      throw ReportReadError(node.path + ".commit", "is not a full commit id")
    }
    return RevisionInfo(revision: try node.member("revision").string(), commit: commit)
  }

  private static func change(_ node: Node) throws -> TokenChange {
    var change = TokenChange(
      token: TokenPath(dotted: try node.member("token").string()),
      kind: try node.member("kind").enumeration(ChangeKind.self),
      mode: try node.member("mode").optional { try $0.string() },
      layer: try node.member("layer").enumeration(Layer.self),
      location: SourceLocation(
        file: try node.member("file").string(),
        line: try node.member("line").int(),
        column: 1
      ),
      before: try node.member("before").optional(state),
      after: try node.member("after").optional(state),
      via: try node.member("via").optional { TokenPath(dotted: try $0.string()) },
      note: try node.optionalMember("note")?.string(),
      from: try node.optionalMember("from").map { TokenPath(dotted: try $0.string()) }
    )
    change.impact = try node.member("impact").optional { try $0.enumeration(ChangeImpact.self) }
    change.layerSource = try node.member("layerSource").enumeration(LayerSource.self)
    change.magnitude = try node.optionalMember("magnitude").map(magnitude)
    change.reaches =
      try node.optionalMember("reaches")?.array().map { TokenPath(dotted: try $0.string()) } ?? []
    return change
  }

  private static func state(_ node: Node) throws -> TokenState {
    TokenState(
      type: try node.member("type").optional { TokenType(rawValue: try $0.string()) },
      value: try node.member("value").optional { try value($0, depth: 0) },
      aliasOf: try node.member("aliasOf").optional { TokenPath(dotted: try $0.string()) },
      written: try node.optionalMember("written").map { try value($0, depth: 0, canonical: false) }
    )
  }

  /// A canonical value: `#rrggbb[aa]` is a colour again, `16px` a dimension, `250ms` a
  /// duration, so the renderers show them as they showed the report that was written. A value
  /// as written (`canonical` false) keeps its text as text.
  static func value(_ node: Node, depth: Int, canonical: Bool = true) throws -> TokenValue {
    guard depth < 64 else { throw ReportReadError(node.path, "nests too deeply") }
    switch node.value.kind {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(let number, _): return .number(number)
    case .string(let text): return canonical ? CanonicalValueText.value(text) : .string(text)
    case .array(let elements):
      var values: [TokenValue] = []
      for (index, element) in elements.enumerated() {
        values.append(
          try value(
            Node(value: element, path: node.path + "[\(index)]"),
            depth: depth + 1,
            canonical: canonical
          )
        )
      }
      return .array(values)
    case .object(let members):
      var values: [String: TokenValue] = [:]
      for member in members {
        values[member.key] = try value(
          Node(value: member.value, path: node.path + "." + member.key),
          depth: depth + 1,
          canonical: canonical
        )
      }
      return .object(values)
    }
  }

  private static func magnitude(_ node: Node) throws -> ChangeMagnitude {
    ChangeMagnitude(
      deltaE: try node.optionalMember("deltaE")?.number(),
      perceptibility: try node.optionalMember("perceptibility")?.enumeration(Perceptibility.self),
      delta: try node.optionalMember("delta")?.number(),
      unit: try node.optionalMember("unit")?.string(),
      percent: try node.optionalMember("percent")?.number()
    )
  }

  private static func blastRadius(_ node: Node) throws -> BlastRadius {
    BlastRadius(
      token: TokenPath(dotted: try node.member("token").string()),
      mode: try node.member("mode").optional { try $0.string() },
      layer: try node.member("layer").enumeration(Layer.self),
      semantic: try node.member("semantic").int(),
      component: try node.member("component").int(),
      raw: try node.member("raw").int()
    )
  }

  private static func contrast(_ node: Node) throws -> ContrastResult {
    let requirement = try node.member("requirement")
    return ContrastResult(
      foreground: TokenPath(dotted: try node.member("foreground").string()),
      background: TokenPath(dotted: try node.member("background").string()),
      mode: try node.member("mode").optional { try $0.string() },
      requirement: ContrastRequirement(
        name: try requirement.member("name").string(),
        minimumRatio: try requirement.member("ratio").number()
      ),
      before: try node.member("before").optional(measurement),
      after: try node.member("after").optional(measurement),
      status: try node.member("status").enumeration(ContrastStatus.self)
    )
  }

  private static func measurement(_ node: Node) throws -> ContrastMeasurement {
    ContrastMeasurement(
      ratio: try node.member("ratio").number(),
      passes: try node.member("passes").bool(),
      foreground: try node.member("foreground").string(),
      background: try node.member("background").string(),
      apca: try node.optionalMember("apca")?.number(),
      note: try node.optionalMember("note")?.string()
    )
  }

  private static func finding(_ node: Node) throws -> ReportedFinding {
    let file = try node.member("file").optional { try $0.string() }
    let line = try node.member("line").optional { try $0.int() }
    let column = try node.member("column").optional { try $0.int() }
    let location = file.map { SourceLocation(file: $0, line: line ?? 0, column: column ?? 0) }
    let kind = try node.member("kind").enumeration(FindingKind.self)
    var finding = Finding(
      kind: kind,
      token: try node.member("token").optional { TokenPath(dotted: try $0.string()) },
      location: location,
      message: try node.member("message").string(),
      mode: try node.member("mode").optional { try $0.string() },
      severity: try node.member("severity").enumeration(Severity.self),
      root: try node.optionalMember("root").map { TokenPath(dotted: try $0.string()) }
    )
    finding.modes = try node.optionalMember("modes")?.array().map { try $0.string() } ?? []
    finding.dependents =
      try node.optionalMember("dependents")?.array().map { TokenPath(dotted: try $0.string()) }
      ?? []
    return ReportedFinding(
      revision: try node.optionalMember("revision")?.enumeration(ReportedFinding.Revision.self),
      finding: finding,
      isNew: try node.optionalMember("new")?.bool() ?? true
    )
  }

  /// The summary's `contrast-<status>` counts, as tallies that hold in every mode: the JSON
  /// report keeps the totals, which is what the renderers count with.
  private static func tallies(_ node: Node) throws -> [ContrastTally] {
    var tallies: [ContrastTally] = []
    for status in ContrastStatus.allCases {
      guard let count = try node.optionalMember("contrast-\(status.rawValue)")?.int(), count > 0
      else { continue }
      tallies.append(ContrastTally(mode: nil, status: status, count: count))
    }
    return tallies
  }
}

/// Why a JSON report could not be read: the JSON path of the member and what is wrong with it.
public struct ReportReadError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var problem: String

  init(_ path: String, _ problem: String) {
    self.path = path
    self.problem = problem
  }

  public var description: String { "\(path) \(problem)" }
}
