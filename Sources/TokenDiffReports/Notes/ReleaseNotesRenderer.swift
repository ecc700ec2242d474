public import TokenDiffCore

/// Renders Markdown release notes for a diff, ready to paste into a CHANGELOG: headline counts,
/// breaking changes first with a migration line each (from renames and `$deprecated`
/// messages), the visual changes summarised by colour family and by mode and, when there are
/// at most ``changesListed``, listed one by one, then additions and deprecations.
///
/// Token names are code spans (``MarkdownEscaping/codeSpan(_:)``), other text from token files
/// is escaped, so the notes stay inert wherever they are pasted.
public enum ReleaseNotesRenderer {
  /// Entries listed per section before "... and N more".
  public static let entriesPerSection = 200
  /// Colour families listed before "... and N more".
  public static let familiesShown = 40
  /// Visual changes listed one by one under their summary; more are the summary alone.
  public static let changesListed = 100

  /// Pure.
  public static func render(_ report: Report) -> String {
    var lines = ["## Design tokens: \(title(report))", ""]
    lines.append(headline(report))
    let breaking = report.changes.filter {
      $0.kind == .broken || ($0.kind != .forbidden && ReportFacts.impact($0) == .breaking)
    }
    if !breaking.isEmpty {
      lines += ["", "### Breaking changes (\(breaking.count))", ""]
      lines += list(breaking.map { migration($0, in: report) })
    }
    lines += modeChanges(report.modes)
    let forbidden = report.changes.filter { $0.kind == .forbidden }
    if !forbidden.isEmpty {
      lines += ["", "### Forbidden values (\(forbidden.count))", ""]
      lines += list(forbidden.map(plainEntry))
    }
    lines += visual(report)
    let added = report.changes.filter { $0.kind == .added }
    if !added.isEmpty {
      // One line per token; one added with a value per mode lists each where it holds.
      let addedByToken = Dictionary(grouping: added, by: \.token)
      let entries = grouped(added).map { first in
        let all = addedByToken[first.token] ?? [first]
        guard all.count > 1 else { return plainEntry(first) }
        let values = all.map { change in
          value(change.after) + modeSuffix(change)
        }
        return code(first.token) + ": " + values.joined(separator: "; ")
      }
      lines += ["", "### Additions (\(entries.count))", ""]
      lines += list(entries)
    }
    let deprecated = report.changes.filter { $0.kind == .deprecated }
    if !deprecated.isEmpty {
      lines += ["", "### Deprecations (\(deprecated.count))", ""]
      lines += list(grouped(deprecated).map { migration($0, in: report) })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `` `v1.2.0` (1a2b3c4d5e6f) → `v1.3.0` (6f5e4d3c2b1a) ``: revision names as code spans, so
  /// tags such as `@scope/pkg@1.2.3` read as written. Pure.
  private static func title(_ report: Report) -> String {
    func side(_ info: RevisionInfo) -> String {
      let short = info.commit.map { String($0.prefix(12)) }
      guard let short, info.revision != info.commit, info.revision != short else {
        return MarkdownEscaping.codeSpan(info.revision)
      }
      return MarkdownEscaping.codeSpan(info.revision) + " (\(MarkdownEscaping.text(short)))"
    }
    return (report.base.map(side) ?? "?") + " → " + side(report.head)
  }

  private static func headline(_ report: Report) -> String {
    let headline = ReportFacts.headline(report)
    var parts: [String] = []
    if report.changes.isEmpty { parts.append("No token changes") }
    if headline.breaking + headline.broken > 0 {
      parts.append(ReportWording.plural(headline.breaking + headline.broken, "breaking change"))
    }
    parts += headline.nonBreakingWords
    if headline.contrastRegressions > 0 {
      parts.append(ReportWording.plural(headline.contrastRegressions, "contrast regression"))
    }
    var text = "**" + parts.joined(separator: " · ") + "**"
    if let bump = report.suggestedBump { text += " — suggested version bump: **\(bump.rawValue)**" }
    if report.tokenCounts.base != nil {
      text += "  \n\(ReportWording.tokenCounts(report))."
    }
    return text
  }

  /// Modes removed (breaking: a consumer that selects one gets no values) and added, matched by
  /// meaning across the revisions. Pure.
  private static func modeChanges(_ modes: ModeList) -> [String] {
    var lines: [String] = []
    if !modes.removed.isEmpty {
      lines += ["", "### Modes removed (\(modes.removed.count))", ""]
      lines += list(
        modes.removed.map {
          MarkdownEscaping.codeSpan($0)
            + ": breaking for a consumer that selects it; it has no values"
        }
      )
    }
    if !modes.renamed.isEmpty {
      lines += ["", "### Modes renamed (\(modes.renamed.count))", ""]
      lines += list(
        modes.renamed.map {
          MarkdownEscaping.codeSpan($0.from) + " → " + MarkdownEscaping.codeSpan($0.to)
            + ": breaking for a consumer that selects it by its old name"
        }
      )
    }
    if !modes.added.isEmpty {
      lines += ["", "### Modes added (\(modes.added.count))", ""]
      lines += list(modes.added.map(MarkdownEscaping.codeSpan))
    }
    return lines
  }

  /// One entry per token: the first mode's change stands for the others, which are named.
  private static func grouped(_ changes: [TokenChange]) -> [TokenChange] {
    var seen = Set<TokenPath>()
    return changes.filter { seen.insert($0.token).inserted }
  }

  private static func list(_ entries: [String]) -> [String] {
    var lines = entries.prefix(entriesPerSection).map { "- " + $0 }
    if entries.count > entriesPerSection {
      lines.append("- ... and \(entries.count - entriesPerSection) more (see the JSON report).")
    }
    return lines
  }

  private static func code(_ path: TokenPath) -> String {
    MarkdownEscaping.codeSpan(path.description)
  }

  private static func value(_ state: TokenState?) -> String {
    guard let value = state?.value else { return "" }
    var text = MarkdownEscaping.codeSpan(ReportWording.short(value.text))
    if let words = ColorWords.describe(value) { text += " (\(MarkdownEscaping.text(words)))" }
    return text
  }

  private static func plainEntry(_ change: TokenChange) -> String {
    var text = code(change.token)
    let shown = value(change.after)
    if !shown.isEmpty { text += ": " + shown }
    if let note = change.note { text += " — " + MarkdownEscaping.text(note) }
    return text
  }

  /// A breaking change or deprecation with what to do about it. Pure.
  static func migration(_ change: TokenChange, in report: Report) -> String {
    let token = code(change.token)
    switch change.kind {
    case .renamed:
      return "**Renamed** \(change.from.map(code) ?? "?") → \(token): use \(token) instead."
    case .removed:
      var text = "**Removed** \(token)"
      if let target = replacement(for: change, in: report) {
        text += ": use \(code(target)) instead"
      }
      if let note = change.note { text += " — " + MarkdownEscaping.text(note) }
      return text + "."
    case .typeChanged:
      let before = change.before?.type?.rawValue ?? "?"
      let after = change.after?.type?.rawValue ?? "?"
      return "**Type changed** \(token): \(before) → \(after); check every use."
    case .broken:
      return "**Broken** \(token)" + (change.note.map { ": " + MarkdownEscaping.text($0) } ?? "")
    case .deprecated:
      var text = token
      if let target = replacement(for: change, in: report) {
        text += ": use \(code(target)) instead"
      }
      if let note = change.note { text += " — " + MarkdownEscaping.text(note) }
      return text
    default:
      return "**\(MarkdownEscaping.text(ReportWording.heading(change.kind)))** \(token)"
    }
  }

  /// The token to use instead: a `{reference}`, or a token-like name (with `.` or `-`) after
  /// `use`, `with` or `by` in the change's note or in this token's deprecation message elsewhere
  /// in the report. Pure.
  static func replacement(for change: TokenChange, in report: Report) -> TokenPath? {
    let notes =
      [change.note]
      + report.changes.filter { $0.token == change.token && $0.kind == .deprecated }.map(\.note)
    for note in notes.compactMap(\.self) {
      if let open = note.firstIndex(of: "{"),
        let close = note[open...].firstIndex(of: "}"), note.index(after: open) < close
      {
        return TokenPath(dotted: String(note[note.index(after: open)..<close]))
      }
      // "Use X instead", "Replace with X", "replaced by X".
      let words = note.split(whereSeparator: { $0 == " " || $0 == "\n" })
      let keywords: Set<String> = ["use", "with", "by"]
      for use in words.indices
      where keywords.contains(words[use].lowercased()) && use + 1 < words.count {
        let strip: Set<Character> = ["`", "'", "\"", ".", ",", ";", ":", "(", ")"]
        var candidate = Substring(words[use + 1])
        while let first = candidate.first, strip.contains(first) { candidate.removeFirst() }
        while let last = candidate.last, strip.contains(last) { candidate.removeLast() }
        if !candidate.isEmpty, candidate.contains(where: { $0 == "." || $0 == "-" }) {
          return TokenPath(dotted: String(candidate))
        }
      }
    }
    return nil
  }

  /// The visual changes: colour families, colour changes per mode, other value changes by type.
  private static func visual(_ report: Report) -> [String] {
    let visual = report.changes.filter {
      $0.kind != .forbidden && $0.kind != .broken && ReportFacts.impact($0) == .visual
    }
    guard !visual.isEmpty else { return [] }
    var lines = ["", "### Visual changes (\(visual.count))"]
    let families = ColorFamilies(visual)
    if !families.families.isEmpty {
      lines += [
        "", "#### Colours by family", "",
        "| Family | Tokens | Modes | Most common change |", "| :-- | --: | :-- | :-- |",
      ]
      for family in families.families.prefix(familiesShown) {
        var modes = family.modes.sorted().map(MarkdownEscaping.text).joined(separator: "; ")
        if family.everyMode { modes = modes.isEmpty ? "all" : "all; " + modes }
        var typical = "each different"
        if let (pair, count) = family.typical, count > 1 || family.changes == 1 {
          typical = MarkdownEscaping.code(pair.before) + " → " + MarkdownEscaping.code(pair.after)
          if count > 1 { typical += " (\(count)×)" }
        }
        lines.append(
          "| \(MarkdownEscaping.code(family.name)) | \(family.tokens.count) | \(modes) | \(typical) |"
        )
      }
      if families.families.count > familiesShown {
        lines += ["", "... and \(families.families.count - familiesShown) more families."]
      }
      lines += [
        "", "#### Colours by mode", "", "| Mode | Changes | Tokens |", "| :-- | --: | --: |",
      ]
      for entry in families.byMode {
        lines.append(
          "| \(entry.mode.map(MarkdownEscaping.text) ?? "all") | \(entry.changes) | \(entry.tokens) |"
        )
      }
    }
    let others = visual.filter { ($0.after?.value?.colors ?? []).isEmpty }
    if !others.isEmpty {
      lines += [
        "", "#### Other values by type", "", "| Type | Changes | Tokens |", "| :-- | --: | --: |",
      ]
      let byType = Dictionary(grouping: others) { $0.after?.type?.rawValue ?? "untyped" }
      for type in byType.keys.sorted() {
        let changes = byType[type] ?? []
        lines.append(
          "| \(MarkdownEscaping.text(type)) | \(changes.count) | \(Set(changes.map(\.token)).count) |"
        )
      }
    }
    // A release's few changes are each named; a rebrand's hundreds are the tables above.
    if visual.count <= changesListed {
      lines += ["", "#### Every change", ""]
      lines += list(visual.map(changeEntry))
    } else {
      lines += [
        "",
        "Each of the \(visual.count) changes, with its mode and its path to the raw change, is in the JSON report (`--format json`).",
      ]
    }
    return lines
  }

  /// `` `badge.padding`: `0.25rem` → `0.5rem` (dark) ``: a value change with its mode, if it
  /// holds in one. Pure.
  private static func changeEntry(_ change: TokenChange) -> String {
    code(change.token) + ": " + value(change.before) + " → " + value(change.after)
      + modeSuffix(change)
  }

  /// ` (dark)`: the mode a change holds in, escaped; empty for every mode. Pure.
  private static func modeSuffix(_ change: TokenChange) -> String {
    change.mode.map { " (" + MarkdownEscaping.text($0) + ")" } ?? ""
  }
}
