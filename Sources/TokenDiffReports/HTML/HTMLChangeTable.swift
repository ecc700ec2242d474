import TokenDiffCore

extension HTMLSections {
  /// The filters and the table of every change.
  func changes() -> String {
    guard report.kind == .diff else { return "" }
    var html = "<section id=\"changes\" aria-labelledby=\"changes-title\">\n"
    html += "<h2 id=\"changes-title\">Changes (\(report.changes.count))</h2>\n"
    html += filters()
    html += "<div class=\"scroll\"><table class=\"sortable stack\" id=\"change-table\">"
    html += "<caption class=\"sr-only\">Every change, one row per token and mode</caption>\n"
    html += "<thead><tr>"
    html += sortableHeads(
      ["Token", "Change", "Mode", "Layer", "Before", "After", "How visible", "Via", "Where"]
    )
    html += "</tr></thead>\n<tbody>\n"
    for change in report.changes { html += row(change) }
    html += "</tbody></table>"
    html += "<p id=\"empty\" class=\"empty\" hidden>No change matches the filters.</p></div>\n"
    return html + "</section>\n"
  }

  private func filters() -> String {
    var html = "<form class=\"filters\" role=\"search\" aria-label=\"Filter the report\">\n"
    html += "<div><label for=\"search\">Search token names</label>"
    html +=
      "<input type=\"search\" id=\"search\" autocomplete=\"off\" placeholder=\"Type part of a token name\"></div>\n"
    let modes = self.modes
    if !modes.isEmpty {
      html += "<fieldset><legend>Mode</legend><div class=\"pills\">"
      html +=
        "<label><input type=\"radio\" name=\"mode\" value=\"\" checked><span>All modes</span></label>"
      for mode in modes {
        html +=
          "<label><input type=\"radio\" name=\"mode\" value=\"\(esc(mode))\">"
          + "<span>\(esc(mode))</span></label>"
      }
      html += "</div></fieldset>\n"
    }
    html += "<div><label for=\"kind\">Kind</label><select id=\"kind\">"
    html += "<option value=\"\">Every kind</option>"
    for group in ReportWording.groups(report.changes) {
      html +=
        "<option value=\"\(group.kind.rawValue)\">\(esc(ReportWording.heading(group.kind))) "
        + "(\(ReportWording.sectionCount(group.changes)))</option>"
    }
    html += "</select></div>\n"
    html += "<div><label for=\"layer\">Layer</label><select id=\"layer\">"
    html += "<option value=\"\">Every layer</option>"
    for layer in Layer.allCases {
      html += "<option value=\"\(layer.rawValue)\">\(ReportWording.name(layer))</option>"
    }
    html += "</select></div>\n"
    html +=
      "<output id=\"count\" class=\"count\" aria-live=\"polite\">"
      + "\(ReportWording.plural(report.changes.count, "change"))</output>\n"
    return html + "</form>\n"
  }

  private func row(_ change: TokenChange) -> String {
    let impact = ReportFacts.impact(change)
    var names = change.token.description.lowercased()
    if let from = change.from { names += " " + from.description.lowercased() }
    var html =
      "<tr class=\"change\" data-kind=\"\(change.kind.rawValue)\" data-layer=\"\(change.layer.rawValue)\""
      + " data-mode=\"\(esc(change.mode ?? ""))\" data-name=\"\(esc(names))\">"
    html += "<td class=\"token\">\(esc(change.token.description))"
    if let from = change.from {
      html += "<span class=\"from\">from \(esc(from.description))</span>"
    }
    html += "</td>"
    html +=
      "<td><span class=\"kind \(impact.rawValue)\" title=\"\(impact.rawValue)\">"
      + "\(esc(ReportWording.label(change.kind)))</span>"
    if let note = change.note { html += "<span class=\"note\">\(esc(note))</span>" }
    if change.kind == .valueChanged, let list = ListChange(change.before, change.after) {
      html += "<span class=\"note\">\(list.description { "<code>\(esc($0))</code>" })</span>"
    }
    html += "</td>"
    html += "<td>\(esc(change.mode ?? "all"))</td>"
    html += "<td>\(change.layer.rawValue)</td>"
    html += "<td class=\"side\">\(value(change.before))</td>"
    html += "<td class=\"side\">\(value(change.after))</td>"
    let magnitude = change.magnitude
    let sortKey = magnitude?.deltaE ?? magnitude?.percent.map(abs) ?? magnitude?.delta.map(abs)
    html +=
      "<td class=\"vis\" data-sort=\"\(sortKey.map { ReportFacts.fixed($0, 3) } ?? "-1")\">"
      + "\(esc(ReportFacts.magnitude(magnitude) ?? ""))</td>"
    var via = change.via.map { "<code>\(esc($0.description))</code>" } ?? ""
    if !change.reaches.isEmpty {
      via +=
        "<span class=\"note\">moves \(ReportWording.plural(change.reaches.count, "token"))</span>"
    }
    html += "<td>\(via)</td>"
    html += "<td class=\"where\">\(location(change.location))</td></tr>\n"
    return html
  }
}
