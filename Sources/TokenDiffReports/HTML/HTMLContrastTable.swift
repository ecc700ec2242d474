import TokenDiffCore

extension HTMLSections {
  /// Text/surface pairs with a preview of each side: sample text in the foreground colour on
  /// the background, with the ratio and whether it passes.
  func contrast() -> String {
    guard !report.contrast.isEmpty else { return "" }
    let results = ReportFacts.sortedContrast(report.contrast)
    var html = "<section id=\"contrast\" aria-labelledby=\"contrast-title\">\n"
    html +=
      "<h2 id=\"contrast-title\">Contrast (\(ReportWording.plural(results.count, "pair")))</h2>\n"
    // A check measures one revision: no Before column.
    let isCheck = report.kind == .check
    html +=
      "<div class=\"scroll\"><table class=\"sortable stack "
      + "\(isCheck ? "contrast-check" : "contrast-diff")\">"
    html +=
      "<caption class=\"sr-only\">Text and surface pairs"
      + "\(isCheck ? "" : ", before and after")</caption>\n<thead><tr>"
    html += sortableHeads(
      ["Text on surface", "Mode", "Needs"] + (isCheck ? ["Measured"] : ["Before", "After"])
        + ["Status"]
    )
    html += "</tr></thead>\n<tbody>\n"
    for result in results {
      let name = "\(result.foreground) \(result.background)".lowercased()
      html += "<tr data-mode=\"\(esc(result.mode ?? ""))\" data-name=\"\(esc(name))\">"
      html +=
        "<td class=\"token\">\(esc(result.foreground.description))"
        + "<span class=\"from\">on \(esc(result.background.description))</span></td>"
      html += "<td>\(esc(result.mode ?? "all"))</td>"
      html +=
        "<td data-sort=\"\(ReportFacts.fixed(result.requirement.minimumRatio, 2))\">"
        + "\(esc(result.requirement.name)) (\(ReportFacts.ratio(result.requirement.minimumRatio)))</td>"
      if !isCheck { html += preview(result.before, result.requirement) }
      html += preview(result.after, result.requirement)
      let tone: String =
        switch result.status {
        case .regression, .stillFailing, .failing: "bad"
        case .fixed, .passing: "good"
        case .degraded: "warn"
        default: "muted"
        }
      html += "<td class=\"status \(tone)\">\(esc(ReportFacts.label(result.status)))</td></tr>\n"
    }
    return html + "</tbody></table></div>\n</section>\n"
  }

  private func preview(_ measurement: ContrastMeasurement?, _ requirement: ContrastRequirement)
    -> String
  {
    guard let measurement else { return "<td data-sort=\"0\"><span class=\"muted\">—</span></td>" }
    var html = "<td data-sort=\"\(ReportFacts.fixed(measurement.ratio, 3))\">"
    if let background = colors.className(measurement.background),
      let foreground = colors.className(measurement.foreground)
    {
      html +=
        "<span class=\"pv \(background)\"><span class=\"fg \(foreground)\">Sample Aa</span></span>"
    }
    html +=
      "<span class=\"ratio\"><strong>"
      + "\(ReportFacts.ratio(measurement.ratio, against: requirement.minimumRatio))</strong> "
      + "<span class=\"\(measurement.passes ? "good" : "bad")\">"
      + "\(measurement.passes ? "passes" : "fails")</span></span>"
    html +=
      "<span class=\"note\"><code>\(esc(measurement.foreground))</code> on "
      + "<code>\(esc(measurement.background))</code></span>"
    if let apca = measurement.apca {
      html += "<span class=\"note\">APCA Lc \(ReportFacts.fixed(apca, 1))</span>"
    }
    if let note = measurement.note { html += "<span class=\"note\">\(esc(note))</span>" }
    return html + "</td>"
  }

  /// The tokens whose own values changed, and how many tokens each moved in each mode.
  func blastRadius() -> String {
    // Only the tokens that moved others: a change that moved nothing is in the change table.
    let moving = report.blastRadius.filter { $0.total > 0 }
    guard !moving.isEmpty else { return "" }
    var html = "<section id=\"blast\" aria-labelledby=\"blast-title\">\n"
    html += "<h2 id=\"blast-title\">What moved the most</h2>\n"
    html +=
      "<p class=\"muted\">The tokens whose own values changed, and how many tokens each one "
      + "moved, per mode.</p>\n"
    html += "<div class=\"scroll\"><table class=\"sortable stack blast\">"
    html += "<caption class=\"sr-only\">Blast radius</caption><thead><tr>"
    let numeric: Set<String> = ["Raw", "Semantic", "Component", "Moved"]
    html += sortableHeads(
      ["Token", "Mode", "Layer", "Raw", "Semantic", "Component", "Moved"],
      numeric: numeric
    )
    html += "</tr></thead>\n<tbody>\n"
    for radius in moving {
      html += "<tr data-mode=\"\(esc(radius.mode ?? ""))\" "
      html += "data-name=\"\(esc(radius.token.description.lowercased()))\">"
      html += "<td class=\"token\">\(esc(radius.token.description))</td>"
      html += "<td>\(esc(radius.mode ?? "all"))</td><td>\(radius.layer.rawValue)</td>"
      for count in [radius.raw, radius.semantic, radius.component] {
        html += "<td class=\"num\">\(count)</td>"
      }
      html += "<td class=\"num\"><strong>\(radius.total)</strong></td></tr>\n"
    }
    return html + "</tbody></table></div>\n</section>\n"
  }
}
