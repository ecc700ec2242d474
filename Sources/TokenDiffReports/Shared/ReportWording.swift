import TokenDiffCore

/// Words shared by the text and Markdown reports, so both say the same thing.
enum ReportWording {
  /// `" (breaks 3 more tokens through their aliases)"` for a root cause, `""` for none. Pure.
  static func dependents(_ count: Int) -> String {
    switch count {
    case 0: ""
    case 1: " (breaks 1 more token through its alias)"
    default: " (breaks \(count) more tokens through their aliases)"
    }
  }

  /// `main..feature (1a2b3c4d5e6f..6f5e4d3c2b1a)` or the checked revision. Pure.
  static func title(_ report: Report) -> String {
    switch report.kind {
    case .diff:
      let base = report.base.map(revision) ?? "?"
      return "\(base) → \(revision(report.head))"
    case .check:
      return revision(report.head)
    }
  }

  static func revision(_ info: RevisionInfo) -> String {
    guard let commit = info.commit else { return info.revision }
    let short = String(commit.prefix(12))
    return info.revision == commit || info.revision == short ? short : "\(info.revision) (\(short))"
  }

  /// One line that says what the report found, most serious first (see
  /// ``ReportFacts/verdict(_:)``). Pure.
  static func verdict(_ report: Report) -> String { ReportFacts.verdict(report) }

  /// `Modes: light, dark` (or how they changed), `nil` when neither revision has modes. A change
  /// or finding without a mode holds in every mode. Pure.
  static func modes(_ report: Report) -> String? {
    let head = report.modes.head
    let base = report.modes.base
    guard !head.isEmpty || !base.isEmpty else { return nil }
    func list(_ modes: [String]) -> String {
      modes.isEmpty
        ? "none" : modes.count > 8 ? "\(modes.count) modes" : modes.joined(separator: "; ")
    }
    let matched = report.modes.added.isEmpty && report.modes.removed.isEmpty
    if report.kind == .check || (head == base && matched) { return "Modes: \(list(head))" }
    var text = "Modes: \(list(base)) → \(list(head))"
    if !report.modes.removed.isEmpty {
      text += "; removed (breaking): \(list(report.modes.removed))"
    }
    if !report.modes.renamed.isEmpty {
      text += "; renamed (breaking): \(list(report.modes.renamed.map { "\($0.from) → \($0.to)" }))"
    }
    if !report.modes.added.isEmpty { text += "; added: \(list(report.modes.added))" }
    return text
  }

  static func label(_ kind: ChangeKind) -> String {
    switch kind {
    case .valueChanged: "value changed"
    case .aliasRetargeted: "alias retargeted"
    case .typeChanged: "type changed"
    default: kind.rawValue
    }
  }

  static func heading(_ kind: ChangeKind) -> String {
    let text = label(kind)
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// The changes grouped by kind, most serious kind first. Pure.
  static func groups(_ changes: [TokenChange]) -> [(kind: ChangeKind, changes: [TokenChange])] {
    Dictionary(grouping: changes, by: \.kind).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// A section's count: its entries, or, when some added or removed tokens take several
  /// (their light and dark values), `2 tokens, 3 entries`, so it agrees with the headline. Pure.
  static func sectionCount(_ changes: [TokenChange]) -> String {
    let tokens = ReportFacts.tokensByLayer(changes).values.reduce(0, +)
    return tokens == changes.count
      ? String(changes.count) : "\(plural(tokens, "token")), \(changes.count) entries"
  }

  /// A side's type in parentheses, `(fontWeight)`, or `(no type)`. Pure.
  static func typeName(_ state: TokenState?) -> String {
    "(" + (state?.type?.rawValue ?? "no type") + ")"
  }

  /// A side of a change: the value, with the alias it came through. Pure.
  static func state(_ state: TokenState?) -> String {
    guard let state else { return "—" }
    let value = state.value?.text ?? brokenText(state)
    guard let alias = state.aliasOf else { return value }
    return "\(value) ({\(alias)})"
  }

  /// A broken side: `(broken)`, with its value as written when there is one. Pure.
  static func brokenText(_ state: TokenState) -> String {
    state.written.map { "(broken) " + short($0.text) } ?? "(broken)"
  }

  static func location(_ location: SourceLocation?) -> String {
    guard let location, !location.file.isEmpty else { return "" }
    return "\(location.file):\(location.line):\(location.column)"
  }

  /// `26 tokens → 27 tokens`, or `1 token` for a check. Pure.
  static func tokenCounts(_ report: Report) -> String {
    let head = plural(report.tokenCounts.head, "token")
    guard let base = report.tokenCounts.base else { return head }
    return plural(base, "token") + " → " + head
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

extension ReportWording {
  /// Values longer than this are cut with `…` in tables (the JSON report has them whole).
  static let valueLimit = 120

  /// `text`, cut to ``valueLimit`` characters. Pure.
  static func short(_ text: String) -> String {
    text.count <= valueLimit ? text : String(text.prefix(valueLimit - 1)) + "…"
  }
}

extension ReportWording {
  /// `Raw`, `Semantic`, `Component`. Pure.
  static func name(_ layer: Layer) -> String {
    layer.rawValue.prefix(1).uppercased() + layer.rawValue.dropFirst()
  }
}
