import TokenDiffCore

/// The changes of one kind as a Markdown table: token, mode, before → after (colours as code
/// spans GitHub draws a chip for, plus words), how visible, and what it came through. A column
/// that would be empty in every row (no modes, nothing measured, nothing aliased) is left out.
enum MarkdownChangeRow {
  /// The columns a table of these changes needs. Pure.
  struct Columns: Equatable {
    var mode: Bool
    var visibility: Bool
    var via: Bool

    init(_ changes: [TokenChange]) {
      mode = changes.contains { $0.mode != nil }
      visibility = changes.contains { ReportFacts.magnitude($0.magnitude) != nil }
      via = changes.contains { $0.via != nil || !$0.reaches.isEmpty }
    }

    /// The header and alignment lines. Pure.
    var head: [String] {
      var names = ["Token"]
      if mode { names.append("Mode") }
      names.append("Change")
      if visibility { names.append("How visible") }
      if via { names.append("Via") }
      return [
        "| " + names.joined(separator: " | ") + " |",
        "|" + String(repeating: " :-- |", count: names.count),
      ]
    }
  }

  /// One row with the given columns. Pure.
  static func row(_ change: TokenChange, columns: Columns) -> String {
    var token = MarkdownEscaping.code(change.token.description)
    if let from = change.from { token += " (from " + MarkdownEscaping.code(from.description) + ")" }
    var cells = [token]
    if columns.mode { cells.append(change.mode.map(MarkdownEscaping.text) ?? "all") }
    cells.append(description(change))
    if columns.visibility {
      cells.append(ReportFacts.magnitude(change.magnitude).map(MarkdownEscaping.text) ?? "")
    }
    if columns.via {
      var via = change.via.map { MarkdownEscaping.code($0.description) } ?? ""
      if !change.reaches.isEmpty {
        via += (via.isEmpty ? "" : "; ") + "moves \(change.reaches.count)"
      }
      cells.append(via)
    }
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// What happened, with the values on both sides; an alias both sides share is named once,
  /// after the values. Pure.
  static func description(_ change: TokenChange) -> String {
    var text: String
    switch change.kind {
    case .added: text = "added: " + state(change.after)
    case .removed: text = "was " + state(change.before)
    case .broken:
      text = state(change.before) + " → broken"
    case .deprecated, .undeprecated:
      text = state(change.after)
    case .typeChanged:
      // The types are the change: `600` (string) → `700` (fontWeight).
      text =
        state(change.before) + " " + MarkdownEscaping.text(ReportWording.typeName(change.before))
        + " → " + state(change.after) + " "
        + MarkdownEscaping.text(ReportWording.typeName(change.after))
    default:
      if change.before == change.after {
        text = state(change.after)
      } else if change.kind == .valueChanged, let list = ListChange(change.before, change.after) {
        text = list.description(item: MarkdownEscaping.code)
      } else if let alias = change.before?.aliasOf, alias == change.after?.aliasOf {
        text =
          state(change.before, alias: false) + " → " + state(change.after, alias: false)
          + ", through " + MarkdownEscaping.code("{\(alias)}")
      } else {
        text = state(change.before) + " → " + state(change.after)
      }
    }
    if let note = change.note { text += " — " + MarkdownEscaping.text(note) }
    return text
  }

  /// A value in code (a colour as a code span with a chip), its colours in words, and the alias
  /// it came through unless `alias` is false. Pure.
  static func state(_ state: TokenState?, alias: Bool = true) -> String {
    guard let state else { return "—" }
    guard let value = state.value else {
      return state.written.map { "(broken) " + MarkdownEscaping.code(ReportWording.short($0.text)) }
        ?? "(broken)"
    }
    var text: String
    if case .color = value {
      text = MarkdownColor.code(value.text, isColor: true)
    } else {
      text = MarkdownEscaping.code(ReportWording.short(value.text))
    }
    if let words = ColorWords.describe(value) { text += " " + MarkdownEscaping.text(words) }
    if alias, let target = state.aliasOf {
      text += " (" + MarkdownEscaping.code("{\(target)}") + ")"
    }
    return text
  }
}

/// The order of rows in a section: what matters most first, so the rows a long comment keeps
/// are the ones a reviewer needs.
enum MarkdownChangeOrder {
  /// Breaking before visual before additive before neither; then the most visible: a visible
  /// colour change (by ΔE2000), then a change of size or time (by how many percent, else by
  /// how much), then a subtle colour change, then an imperceptible one; then the change that
  /// moved the most tokens; then by token and mode. Pure and total, so the order is stable.
  static func sorted(_ changes: [TokenChange]) -> [TokenChange] {
    changes.sorted { left, right in
      let leftKey = key(left)
      let rightKey = key(right)
      if leftKey.impact != rightKey.impact { return leftKey.impact < rightKey.impact }
      if leftKey.tier != rightKey.tier { return leftKey.tier > rightKey.tier }
      if leftKey.amount != rightKey.amount { return leftKey.amount > rightKey.amount }
      if left.reaches.count != right.reaches.count {
        return left.reaches.count > right.reaches.count
      }
      if left.token != right.token { return left.token.description < right.token.description }
      return (left.mode ?? "") < (right.mode ?? "")
    }
  }

  private static func key(_ change: TokenChange) -> (impact: Int, tier: Int, amount: Double) {
    let impact = ChangeImpact.allCases.firstIndex(of: ReportFacts.impact(change)) ?? 0
    guard let magnitude = change.magnitude else { return (impact, 0, 0) }
    if let deltaE = magnitude.deltaE {
      let tier: Int
      switch magnitude.perceptibility {
      case .visible?: tier = 4
      case .subtle?: tier = 2
      case .imperceptible?: tier = 1
      case nil: tier = 2
      }
      return (impact, tier, deltaE.isFinite ? deltaE : 0)
    }
    let amount = abs(magnitude.percent ?? magnitude.delta ?? 0)
    return (impact, 3, amount.isFinite ? amount : 0)
  }
}
