import TokenDiffCore

/// The first lines of the comment: ✅ or ❌ with what fails and why, then what was compared and
/// what the change does, then the modes (added and removed ones named).
enum MarkdownVerdict {
  /// `### ❌ tokendiff fails: 2 broken tokens, 1 forbidden value` or `### ✅ tokendiff passes`,
  /// then a line with the revisions and the counts. Pure.
  static func lines(_ report: Report) -> [String] {
    let title = report.kind == .check ? "tokendiff check" : "tokendiff"
    let heading: String
    if report.failures.isEmpty {
      heading = "### ✅ \(title) passes"
    } else {
      let reasons = report.failures.map(failure).joined(separator: ", ")
      heading = "### ❌ \(title) fails: " + MarkdownEscaping.text(reasons)
    }
    var lines = [heading, ""]
    lines.append(
      MarkdownEscaping.text(ReportWording.title(report)) + ": "
        + MarkdownEscaping.text(ReportFacts.summaryParts(report).joined(separator: ", "))
    )
    if let modes = modes(report) { lines += ["", modes] }
    return lines
  }

  /// `2 broken` (as `--fail-on` counts it) in words: `2 broken tokens`. A term without a noun
  /// of its own keeps its name: `1 closed-token finding`. Pure.
  static func failure(_ reason: String) -> String {
    let parts = reason.split(separator: " ", maxSplits: 1).map(String.init)
    guard parts.count == 2, let count = Int(parts[0]) else { return reason }
    let term = parts[1]
    let nouns: [String: String] = [
      "broken": "broken token", "forbidden": "forbidden value",
      "contrast-regression": "contrast regression", "contrast-failing": "failing contrast pair",
      "added": "added token", "removed": "removed token", "renamed": "renamed token",
      "value-changed": "value change", "alias-retargeted": "retargeted alias",
      "type-changed": "type change", "deprecated": "deprecated token",
      "undeprecated": "undeprecated token", "fixed": "fixed token",
    ]
    if let noun = nouns[term] { return ReportWording.plural(count, noun) }
    return ReportWording.plural(count, "\(term) finding")
  }

  /// The modes, and in a diff the ones added and removed (matched by meaning, see
  /// ``ModeList/matched(base:head:)``): a removed mode is breaking for every consumer that
  /// selects it. `nil` when neither revision has modes. Pure.
  static func modes(_ report: Report) -> String? {
    let base = report.modes.base
    let head = report.modes.head
    guard !base.isEmpty || !head.isEmpty else { return nil }
    // The first eight of `items`, written by `write`, then how many more.
    func listed<Item>(_ items: [Item], _ write: (Item) -> String) -> String {
      let shown = items.prefix(8).map(write).joined(separator: ", ")
      return items.count > 8 ? shown + " and \(items.count - 8) more" : shown
    }
    func names(_ modes: [String]) -> String { listed(modes, MarkdownEscaping.code) }
    var text = "Modes: " + (head.isEmpty ? "none" : names(head))
    guard report.kind == .diff else { return text }
    let removed = report.modes.removed
    let added = report.modes.added
    if !removed.isEmpty {
      text +=
        ". **Removed: \(names(removed))** (breaking: a consumer that selects "
        + (removed.count == 1 ? "it" : "them") + " gets no values)"
    }
    let renamed = report.modes.renamed
    if !renamed.isEmpty {
      let shown = listed(renamed) {
        MarkdownEscaping.code($0.from) + " → " + MarkdownEscaping.code($0.to)
      }
      text +=
        ". **Renamed: \(shown)** (breaking: a consumer that selects "
        + (renamed.count == 1 ? "it" : "them") + " by the old name gets no values)"
    }
    if !added.isEmpty { text += ". Added: \(names(added))" }
    return text
  }
}
