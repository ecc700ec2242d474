public import TokenDiffCore

/// Renders GitHub-flavoured Markdown for a pull-request comment.
///
/// Starts with the hidden marker `<!-- tokendiff -->` so a bot can find and update its comment,
/// then the verdict, the broken and forbidden findings (linked to the head commit when the
/// repository address is known), a summary by kind and layer, the tokens that moved the most,
/// the contrast table and one `<details>` section per kind of change (at most ``rowsPerKind``
/// rows each). The comment always fits
/// in ``RenderOptions/markdownLimit`` characters: the least important sections lose rows first,
/// each with a "... and N more" line that says where the full report is. Everything that comes
/// from token files goes through ``MarkdownEscaping``.
public enum MarkdownReportRenderer {
  public static let marker = "<!-- tokendiff -->"
  /// Blast-radius rows shown at most: the few tokens that moved the most.
  public static let blastRadiusRows = 15
  /// A section with this many rows or fewer starts open.
  public static let openSectionRows = 10
  /// Rows shown per kind of change at most, so that one large kind does not crowd out the
  /// others; the full report has them all.
  public static let rowsPerKind = 100

  /// Pure.
  public static func render(_ report: Report, options: RenderOptions = RenderOptions()) -> String {
    var lines = [marker]
    let title = report.kind == .check ? "tokendiff check" : "tokendiff"
    lines.append("### \(title): \(MarkdownEscaping.text(ReportWording.title(report)))")
    lines += ["", "**\(MarkdownEscaping.text(ReportWording.verdict(report)))**"]
    if let modes = ReportWording.modes(report) { lines += ["", MarkdownEscaping.text(modes)] }
    var footer: [String] = []
    if let url = options.fullReportURL.flatMap(MarkdownLinks.safeURL) {
      footer = ["", "<sub>The [full report](\(url)) lists every change.</sub>"]
    }
    var sections = attention(report, options) + [summary(report)].compactMap(\.self)
    sections += [blastRadius(report, options), contrast(report, options)].compactMap(\.self)
    sections += changeSections(report, options)
    sections += [otherFindings(report, options)].compactMap(\.self)
    let fixed = (lines + footer).reduce(0) { $0 + $1.utf8.count + 1 }
    MarkdownBudget.fit(&sections, fixed: fixed, limit: options.markdownLimit)
    for section in sections { lines += section.lines }
    return (lines + footer).joined(separator: "\n") + "\n"
  }

  // MARK: - Sections

  private static func more(_ options: RenderOptions) -> (Int) -> String {
    { count in "... and \(count) more \(MarkdownLinks.fullReport(options))." }
  }

  /// The broken and forbidden findings of the head, new ones first.
  private static func attention(_ report: Report, _ options: RenderOptions) -> [MarkdownSection] {
    let findings = report.headFindings.filter {
      $0.finding.kind.isBreakage || $0.finding.kind == .forbiddenValue
    }
    guard !findings.isEmpty else { return [] }
    let ordered = findings.filter(\.isNew) + findings.filter { !$0.isNew }
    return [
      MarkdownSection(
        priority: 100,
        head: [
          "", "#### Broken and forbidden (\(findings.count))", "",
          "| Kind | Token | Mode | Where | Message |", "| :-- | :-- | :-- | :-- | :-- |",
        ],
        rows: ordered.map { findingRow($0, report, options) },
        removable: false,
        more: more(options)
      )
    ]
  }

  /// Warnings and the other errors (policies, closed tokens): few, and they can fail the run,
  /// so they keep their rows longer than any change section.
  private static func otherFindings(_ report: Report, _ options: RenderOptions) -> MarkdownSection?
  {
    let findings = report.headFindings.filter {
      !$0.finding.kind.isBreakage && $0.finding.kind != .forbiddenValue
    }
    guard !findings.isEmpty else { return nil }
    return MarkdownSection(
      priority: 88,
      head: [
        "", "<details\(findings.count <= openSectionRows ? " open" : "")>",
        "<summary>Other findings (\(findings.count))</summary>", "",
        "| Kind | Token | Mode | Where | Message |", "| :-- | :-- | :-- | :-- | :-- |",
      ],
      rows: findings.map { findingRow($0, report, options) },
      tail: ["", "</details>"],
      more: more(options)
    )
  }

  private static func findingRow(
    _ reported: ReportedFinding,
    _ report: Report,
    _ options: RenderOptions
  ) -> String {
    let finding = reported.finding
    let kind =
      "\(finding.kind.severity.rawValue): \(finding.kind.rawValue)"
      + (report.kind == .diff && reported.isNew ? " (new)" : "")
    let cells = [
      MarkdownEscaping.text(kind),
      finding.token.map { MarkdownEscaping.code($0.description) } ?? "",
      finding.mode.map(MarkdownEscaping.text) ?? "all",
      MarkdownLinks.location(finding.location, commit: report.head.commit, options: options),
      MarkdownEscaping.text(finding.message),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  /// Changes by kind (rows) and layer (columns), with each kind's impact.
  private static func summary(_ report: Report) -> MarkdownSection? {
    guard report.kind == .diff, !report.changes.isEmpty else { return nil }
    var rows: [String] = []
    for group in ReportWording.groups(report.changes) {
      let impacts = Set(group.changes.map(ReportFacts.impact))
      let impactText = ChangeImpact.allCases.filter(impacts.contains).map(\.rawValue)
        .joined(separator: ", ")
      let layers = Dictionary(grouping: group.changes, by: \.layer).mapValues(\.count)
      let cells =
        [ReportWording.heading(group.kind), impactText]
        + Layer.allCases.map { String(layers[$0, default: 0]) } + ["**\(group.changes.count)**"]
      rows.append("| " + cells.joined(separator: " | ") + " |")
    }
    return MarkdownSection(
      priority: 90,
      head: [
        "", "| Change | Impact | Raw | Semantic | Component | Total |",
        "| :-- | :-- | --: | --: | --: | --: |",
      ],
      rows: rows,
      removable: false,
      more: { "... and \($0) more kinds." }
    )
  }

  private static func blastRadius(_ report: Report, _ options: RenderOptions) -> MarkdownSection? {
    // Only the tokens that moved others: a change that moved nothing is in its own section.
    let moving = report.blastRadius.filter { $0.total > 0 }
    guard !moving.isEmpty else { return nil }
    let rows = moving.map { radius in
      let cells = [
        MarkdownEscaping.code(radius.token.description),
        radius.mode.map(MarkdownEscaping.text) ?? "all",
        radius.layer.rawValue, String(radius.raw), String(radius.semantic),
        String(radius.component), "**\(radius.total)**",
      ]
      return "| " + cells.joined(separator: " | ") + " |"
    }
    return MarkdownSection(
      priority: 80,
      head: [
        "", "#### What moved the most", "",
        "The tokens whose own values changed, and how many tokens each one moved.", "",
        "| Token | Mode | Layer | Raw | Semantic | Component | Moved |",
        "| :-- | :-- | :-- | --: | --: | --: | --: |",
      ],
      rows: rows,
      limit: blastRadiusRows,
      more: more(options)
    )
  }

  private static func contrast(_ report: Report, _ options: RenderOptions) -> MarkdownSection? {
    guard !report.contrast.isEmpty else { return nil }
    let results = ReportFacts.sortedContrast(report.contrast)
    // A check measures one revision: its pairs fail or pass, with no before.
    let isCheck = report.kind == .check
    let tally =
      isCheck
      ? "\(results.filter { $0.status == .failing }.count) failing"
      : ReportWording.plural(results.filter { $0.status == .regression }.count, "regression")
    let rows = results.map { result in
      var cells = [
        MarkdownEscaping.code(result.foreground.description) + " on "
          + MarkdownEscaping.code(result.background.description),
        result.mode.map(MarkdownEscaping.text) ?? "all",
        MarkdownEscaping.text(
          "\(result.requirement.name) (\(ReportFacts.ratio(result.requirement.minimumRatio)))"
        ),
      ]
      if !isCheck { cells.append(measurement(result.before, result.requirement)) }
      cells += [
        measurement(result.after, result.requirement),
        "**\(MarkdownEscaping.text(ReportFacts.label(result.status)))**",
      ]
      return "| " + cells.joined(separator: " | ") + " |"
    }
    return MarkdownSection(
      priority: 85,
      head: [
        "",
        "#### Contrast (\(ReportWording.plural(results.count, "pair")), \(tally))", "",
        isCheck
          ? "| Text on surface | Mode | Needs | Measured | Status |"
          : "| Text on surface | Mode | Needs | Before | After | Status |",
        isCheck ? "| :-- | :-- | :-- | :-- | :-- |" : "| :-- | :-- | :-- | :-- | :-- | :-- |",
      ],
      rows: rows,
      more: more(options)
    )
  }

  private static func measurement(
    _ measurement: ContrastMeasurement?,
    _ requirement: ContrastRequirement
  ) -> String {
    guard let measurement else { return "—" }
    let ratio = ReportFacts.ratio(measurement.ratio, against: requirement.minimumRatio)
    var text = "\(ratio) \(measurement.passes ? "passes" : "fails")"
    if let apca = measurement.apca { text += ", APCA Lc \(ReportFacts.fixed(apca, 1))" }
    var cell = MarkdownEscaping.text(text) + " "
    cell +=
      MarkdownEscaping.code(measurement.foreground) + " on "
      + MarkdownEscaping.code(measurement.background)
    if let note = measurement.note { cell += " " + MarkdownEscaping.text("(\(note))") }
    return cell
  }

  /// One `<details>` section per kind, most serious first.
  private static func changeSections(_ report: Report, _ options: RenderOptions)
    -> [MarkdownSection]
  {
    ReportWording.groups(report.changes).map { group in
      MarkdownSection(
        priority: priority(group.kind),
        head: [
          "", "<details\(group.changes.count <= openSectionRows ? " open" : "")>",
          "<summary>\(ReportWording.heading(group.kind)) (\(group.changes.count))</summary>", "",
          "| Token | Mode | Change | How visible | Via |", "| :-- | :-- | :-- | :-- | :-- |",
        ],
        rows: group.changes.map(MarkdownChangeRow.row),
        tail: ["", "</details>"],
        limit: rowsPerKind,
        more: more(options)
      )
    }
  }

  /// Which kinds keep their rows longest when the comment is too long.
  private static func priority(_ kind: ChangeKind) -> Int {
    switch kind {
    case .broken: 95
    case .forbidden: 94
    case .removed: 70
    case .renamed: 69
    case .typeChanged: 68
    case .valueChanged: 60
    case .aliasRetargeted: 55
    case .deprecated: 45
    case .added: 40
    case .fixed: 35
    case .undeprecated: 30
    }
  }
}
