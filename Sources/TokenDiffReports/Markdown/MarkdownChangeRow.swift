import TokenDiffCore

/// One change as a row of the Markdown comment: token, mode, before → after (colours as hex
/// plus words), how visible, and what it came through.
enum MarkdownChangeRow {
  /// Pure.
  static func row(_ change: TokenChange) -> String {
    var token = MarkdownEscaping.code(change.token.description)
    if let from = change.from { token += " (from " + MarkdownEscaping.code(from.description) + ")" }
    var via = change.via.map { MarkdownEscaping.code($0.description) } ?? ""
    if !change.reaches.isEmpty {
      via += (via.isEmpty ? "" : "; ") + "moves \(change.reaches.count)"
    }
    let cells = [
      token,
      change.mode.map(MarkdownEscaping.text) ?? "all",
      description(change),
      ReportFacts.magnitude(change.magnitude).map(MarkdownEscaping.text) ?? "",
      via,
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// What happened, with the values on both sides. Pure.
  static func description(_ change: TokenChange) -> String {
    var text: String
    switch change.kind {
    case .added: text = "added: " + state(change.after)
    case .removed: text = "was " + state(change.before)
    case .broken:
      text = state(change.before) + " → broken"
    case .deprecated, .undeprecated:
      text = state(change.after)
    default:
      text =
        change.before == change.after
        ? state(change.after) : state(change.before) + " → " + state(change.after)
    }
    if let note = change.note { text += " — " + MarkdownEscaping.text(note) }
    return text
  }

  /// A value in code, its colours in words, and the alias it came through. Pure.
  static func state(_ state: TokenState?) -> String {
    guard let state else { return "—" }
    guard let value = state.value else { return "(broken)" }
    var text = MarkdownEscaping.code(ReportWording.short(value.text))
    if let words = ColorWords.describe(value) { text += " " + MarkdownEscaping.text(words) }
    if let alias = state.aliasOf {
      text += " (" + MarkdownEscaping.code("{\(alias)}") + ")"
    }
    return text
  }
}
