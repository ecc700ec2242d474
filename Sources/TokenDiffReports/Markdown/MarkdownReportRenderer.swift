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
    let lines = [marker] + MarkdownVerdict.lines(report)
    var footer = ["", "<sub>" + footerText(options) + "</sub>"]
    if let url = options.fullReportURL.flatMap(MarkdownLinks.safeURL) {
      footer = [
        "", "<sub>The [full report](\(url)) lists every change. \(footerText(options))</sub>",
      ]
    }
    var sections = attention(report, options) + [summary(report)].compactMap(\.self)
    sections += [blastRadius(report, options), contrast(report, options)].compactMap(\.self)
    sections += changeSections(report, options)
    sections += [otherFindings(report, options)].compactMap(\.self)
    let fixed = (lines + footer).reduce(0) { $0 + $1.utf8.count + 1 }
    MarkdownBudget.fit(&sections, fixed: fixed, limit: options.markdownLimit)
    var body = lines
    for section in sections { body += section.lines }
    return (body + footer).joined(separator: "\n") + "\n"
  }

  /// `tokendiff 0.1.0`: the version that rendered the comment. Pure.
  private static func footerText(_ options: RenderOptions) -> String {
    "\(ToolVersion.name) \(ToolVersion.current)"
  }

  // MARK: - Sections

  private static func more(_ options: RenderOptions) -> (Int) -> String {
    { count in "... and \(count) more \(MarkdownLinks.fullReport(options))." }
  }

  /// The broken and forbidden findings of the head, new ones first.
  private static func attention(_ report: Report, _ options: RenderOptions) -> [MarkdownSection] {
    let findings = report.headFindings.filter {
      $0.finding.isBreakage || $0.finding.kind == .forbiddenValue
    }
    guard !findings.isEmpty else { return [] }
    let ordered = findings.filter(\.isNew) + findings.filter { !$0.isNew }
    return [
      MarkdownSection(
        priority: 100,
        head: ["", "#### Broken and forbidden (\(findings.count))", ""]
          + findingHead(findings),
        rows: ordered.map { findingRow($0, report, options, modes: hasModes(findings)) },
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
      !$0.finding.isBreakage && $0.finding.kind != .forbiddenValue
    }
    guard !findings.isEmpty else { return nil }
    return MarkdownSection(
      priority: 88,
      head: [
        "", "<details\(findings.count <= openSectionRows ? " open" : "")>",
        "<summary>Other findings (\(findings.count))</summary>", "",
      ] + findingHead(findings),
      rows: findings.map { findingRow($0, report, options, modes: hasModes(findings)) },
      tail: ["", "</details>"],
      more: more(options)
    )
  }

  private static func hasModes(_ findings: [ReportedFinding]) -> Bool {
    findings.contains { $0.finding.mode != nil }
  }

  /// The findings table's header: no Mode column when no finding has a mode.
  private static func findingHead(_ findings: [ReportedFinding]) -> [String] {
    hasModes(findings)
      ? ["| Kind | Token | Mode | Where | Message |", "| :-- | :-- | :-- | :-- | :-- |"]
      : ["| Kind | Token | Where | Message |", "| :-- | :-- | :-- | :-- |"]
  }

  private static func findingRow(
    _ reported: ReportedFinding,
    _ report: Report,
    _ options: RenderOptions,
    modes: Bool
  ) -> String {
    let finding = reported.finding
    let kind =
      "\(finding.severity.rawValue): \(finding.kind.rawValue)"
      + (report.kind == .diff && reported.isNew ? " (new)" : "")
    var cells = [
      MarkdownEscaping.text(kind),
      finding.token.map { MarkdownEscaping.code($0.description) } ?? "",
    ]
    if modes { cells.append(finding.mode.map(MarkdownEscaping.text) ?? "all") }
    var message = MarkdownEscaping.text(
      finding.message + ReportWording.dependents(finding.dependents.count)
    )
    // The change that broke the token or made it forbidden is not repeated below: say here
    // what the token was before.
    if let change = report.changes.first(where: {
      ($0.kind == .broken || $0.kind == .forbidden) && $0.token == finding.token
        && $0.mode == finding.mode
    }), change.before != nil {
      message += "; was " + MarkdownChangeRow.state(change.before)
    }
    cells += [
      MarkdownLinks.location(finding.location, commit: report.head.commit, options: options),
      message,
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
      let layers = ReportFacts.tokensByLayer(group.changes)
      let total = layers.values.reduce(0, +)
      let cells =
        [ReportWording.heading(group.kind), impactText]
        + Layer.allCases.map { String(layers[$0, default: 0]) } + ["**\(total)**"]
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
    let modes = moving.contains { $0.mode != nil }
    let rows = moving.map { radius in
      var cells = [MarkdownEscaping.code(radius.token.description)]
      if modes { cells.append(radius.mode.map(MarkdownEscaping.text) ?? "all") }
      cells += [
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
        modes
          ? "| Token | Mode | Layer | Raw | Semantic | Component | Moved |"
          : "| Token | Layer | Raw | Semantic | Component | Moved |",
        modes
          ? "| :-- | :-- | :-- | --: | --: | --: | --: |" : "| :-- | :-- | --: | --: | --: | --: |",
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
      MarkdownColor.code(measurement.foreground, isColor: true) + " on "
      + MarkdownColor.code(measurement.background, isColor: true)
    if let note = measurement.note { cell += " " + MarkdownEscaping.text("(\(note))") }
    return cell
  }

  /// One `<details>` section per kind, most serious first, rows ordered by
  /// ``MarkdownChangeOrder``. A broken or forbidden change whose token the "Broken and
  /// forbidden" table already shows is not repeated.
  private static func changeSections(_ report: Report, _ options: RenderOptions)
    -> [MarkdownSection]
  {
    let shown = Set(
      report.headFindings.filter {
        $0.finding.isBreakage || $0.finding.kind == .forbiddenValue
      }.compactMap { $0.finding.token }
    )
    return ReportWording.groups(report.changes).compactMap { group in
      let changes = MarkdownChangeOrder.sorted(
        group.kind == .broken || group.kind == .forbidden
          ? group.changes.filter { !shown.contains($0.token) } : group.changes
      )
      guard !changes.isEmpty else { return nil }
      let columns = MarkdownChangeRow.Columns(changes)
      return MarkdownSection(
        priority: priority(group.kind),
        head: [
          "", "<details\(changes.count <= openSectionRows ? " open" : "")>",
          "<summary>\(ReportWording.heading(group.kind)) (\(ReportWording.sectionCount(changes)))</summary>",
          "",
        ] + columns.head,
        rows: changes.map { MarkdownChangeRow.row($0, columns: columns) },
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
