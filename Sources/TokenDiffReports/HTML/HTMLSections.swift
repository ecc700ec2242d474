import TokenDiffCore

/// The parts of the HTML page. Every method is pure and escapes what comes from token files.
struct HTMLSections {
  let report: Report
  let options: RenderOptions
  let colors: HTMLColorClasses

  /// Swatches shown for one value (a gradient or a shadow list can hold many colours).
  static let swatchesPerValue = 4

  func esc(_ text: String) -> String { HTMLEscaping.text(text) }

  // MARK: - Header and summary

  func header() -> String {
    let failed = !report.failures.isEmpty
    let title = report.kind == .check ? "Check of " : ""
    var html = "<header class=\"top\">\n<div class=\"bar\">"
    html += "<span class=\"brand\"><b>token</b>diff report</span><span class=\"spacer\"></span>"
    html +=
      "<button id=\"theme\" type=\"button\" aria-pressed=\"false\">Dark theme: off</button></div>\n"
    html += "<h1>\(title)\(esc(ReportWording.title(report)))</h1>\n"
    html +=
      "<p class=\"verdict\"><span class=\"badge \(failed ? "fail" : "pass")\">"
      + "\(failed ? "Fails" : "Passes")</span><span>\(esc(ReportWording.verdict(report)))</span></p>\n"
    var meta: [String] = []
    meta.append(ReportWording.tokenCounts(report))
    if let modes = ReportWording.modes(report) { meta.append(modes) }
    html += "<p class=\"meta\">\(esc(meta.joined(separator: " · ")))</p>\n</header>\n"
    return html
  }

  func cards() -> String {
    let headline = ReportFacts.headline(report)
    // A check measures one revision: its contrast card counts failing pairs, not regressions.
    let contrast =
      report.kind == .check
      ? ("failing contrast pairs", headline.contrastFailing)
      : ("contrast regressions", headline.contrastRegressions)
    var cards: [(label: String, value: String, hot: Bool)] = [
      ("broken", String(headline.broken), headline.broken > 0),
      ("forbidden", String(headline.forbidden), headline.forbidden > 0),
      (contrast.0, String(contrast.1), contrast.1 > 0),
    ]
    if report.kind == .diff {
      cards += [
        (
          ReportFacts.breakingLabel(headline) + "s", String(headline.breaking),
          headline.breaking > 0
        ),
        (
          "visual changes"
            + (headline.visualModes.isEmpty
              ? "" : " in \(ReportWording.plural(headline.visualModes.count, "mode"))"),
          String(headline.visual), false
        ),
        ("additions", String(headline.additions), false),
        ("deprecations", String(headline.deprecations), false),
      ]
      if let bump = report.suggestedBump {
        cards.append(("suggested bump", bump.rawValue, bump == .major))
      }
    } else {
      cards.append(("other findings", String(headline.otherFindings), false))
    }
    var html = "<section class=\"cards\" aria-label=\"Summary\">\n"
    for card in cards {
      html +=
        "<div class=\"card\(card.hot ? " hot" : "")\"><span class=\"n\">\(esc(card.value))</span>"
        + "<span class=\"l\">\(esc(card.label))</span></div>\n"
    }
    return html + "</section>\n"
  }

  /// Broken and forbidden findings of the head, new ones first.
  func attention() -> String {
    let findings = report.headFindings.filter {
      $0.finding.isBreakage || $0.finding.kind == .forbiddenValue
    }
    guard !findings.isEmpty else { return "" }
    return findingTable(
      id: "attention",
      title: "Broken and forbidden (\(findings.count))",
      findings: findings.filter(\.isNew) + findings.filter { !$0.isNew }
    )
  }

  func otherFindings() -> String {
    let findings = report.headFindings.filter {
      !$0.finding.isBreakage && $0.finding.kind != .forbiddenValue
    }
    guard !findings.isEmpty else { return "" }
    return findingTable(
      id: "findings",
      title: "Other findings (\(findings.count))",
      findings: findings
    )
  }

  private func findingTable(id: String, title: String, findings: [ReportedFinding]) -> String {
    var html = "<section id=\"\(id)\" aria-labelledby=\"\(id)-title\">\n"
    html += "<h2 id=\"\(id)-title\">\(esc(title))</h2>\n<div class=\"scroll\">"
    html +=
      "<table class=\"sortable stack findings\"><caption class=\"sr-only\">\(esc(title))</caption>\n"
    html +=
      "<thead><tr>" + sortableHeads(["Severity", "Kind", "Token", "Mode", "Where", "Message"])
    html += "</tr></thead>\n<tbody>\n"
    for reported in findings {
      let finding = reported.finding
      let severity = finding.severity
      let tone = severity == .error ? "bad" : severity == .warning ? "warn" : "muted"
      // Findings stay in view whatever the filters: they are what must be fixed.
      html += "<tr>"
      html += "<td class=\"\(tone) status\">\(severity.rawValue)</td>"
      html +=
        "<td>\(esc(finding.kind.rawValue))"
        + "\(report.kind == .diff && reported.isNew ? " <span class=\"badge fail\">new</span>" : "")</td>"
      html += "<td class=\"token\">\(esc(finding.token?.description ?? ""))</td>"
      html += "<td>\(esc(finding.mode ?? "all"))</td>"
      html += "<td class=\"where\">\(location(finding.location))</td>"
      html +=
        "<td>\(esc(finding.message + ReportWording.dependents(finding.dependents.count)))</td></tr>\n"
    }
    return html + "</tbody></table></div>\n</section>\n"
  }

  /// Changes by kind and layer, with each kind's impact.
  func summary() -> String {
    guard report.kind == .diff, !report.changes.isEmpty else { return "" }
    var html = "<section id=\"summary\" aria-labelledby=\"summary-title\">\n"
    html += "<h2 id=\"summary-title\">Changes by kind and layer</h2>\n"
    html += "<table class=\"stack summary\"><thead><tr><th scope=\"col\">Change</th>"
    html += "<th scope=\"col\">Impact</th>"
    for layer in Layer.allCases {
      html += "<th scope=\"col\" class=\"num\">\(ReportWording.name(layer))</th>"
    }
    html += "<th scope=\"col\" class=\"num\">Total</th></tr></thead>\n<tbody>\n"
    for group in ReportWording.groups(report.changes) {
      let impacts = Set(group.changes.map(ReportFacts.impact))
      let layers = ReportFacts.tokensByLayer(group.changes)
      html += "<tr><th scope=\"row\">\(esc(ReportWording.heading(group.kind)))</th><td>"
      html += ChangeImpact.allCases.filter(impacts.contains).map {
        "<span class=\"kind \($0.rawValue)\">\($0.rawValue)</span>"
      }.joined(separator: " ")
      html += "</td>"
      for layer in Layer.allCases { html += "<td class=\"num\">\(layers[layer, default: 0])</td>" }
      html += "<td class=\"num\"><strong>\(layers.values.reduce(0, +))</strong></td></tr>\n"
    }
    return html + "</tbody></table>\n</section>\n"
  }

  // MARK: - Shared cells

  /// Column heads whose buttons sort the table (`aria-sort` tells assistive technology).
  func sortableHeads(_ names: [String], numeric: Set<String> = []) -> String {
    names.map {
      "<th scope=\"col\"\(numeric.contains($0) ? " class=\"num\"" : "")>"
        + "<button type=\"button\">\(esc($0))</button></th>"
    }.joined()
  }

  /// `file:line`, linked to the head commit when the repository address is known.
  func location(_ location: SourceLocation?) -> String {
    guard let location else { return "" }
    // Paths may break after each `/` on narrow screens.
    let path = esc("\(location.file):\(location.line)").replacingOccurrences("/", "/<wbr>")
    let label = "<code>\(path)</code>"
    guard let repository = options.repositoryURL.flatMap(MarkdownLinks.safeURL),
      let commit = report.head.commit, commit.allSatisfy(\.isHexDigit)
    else { return label }
    let base = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
    let href = "\(base)/blob/\(commit)/\(MarkdownLinks.encodePath(location.file))#L\(location.line)"
    return "<a href=\"\(esc(href))\">\(label)</a>"
  }

  /// A value: swatches, the value in code, its colours in words, and its alias.
  func value(_ state: TokenState?) -> String {
    guard let state else { return "<span class=\"muted\">—</span>" }
    guard let value = state.value else {
      let written = state.written.map { " <code>\(esc(ReportWording.short($0.text)))</code>" }
      return "<span class=\"bad\">broken</span>" + (written ?? "")
    }
    var html = "<div class=\"value\">"
    for color in value.colors.prefix(Self.swatchesPerValue) {
      if let name = colors.className(color.hex) {
        html += "<span class=\"sw \(name)\" aria-hidden=\"true\"></span>"
      }
    }
    html += "<code>\(esc(ReportWording.short(value.text)))</code>"
    if let words = ColorWords.describe(value) {
      html += "<span class=\"words\">\(esc(words))</span>"
    }
    html += "</div>"
    if let alias = state.aliasOf { html += "<span class=\"alias\">\(esc("{\(alias)}"))</span>" }
    return html
  }

  /// Every mode a row can be in, for the mode switcher. Pure.
  var modes: [String] {
    var names = Set(report.modes.head + report.modes.base)
    names.formUnion(report.changes.compactMap(\.mode))
    names.formUnion(report.contrast.compactMap(\.mode))
    return names.sorted()
  }
}
