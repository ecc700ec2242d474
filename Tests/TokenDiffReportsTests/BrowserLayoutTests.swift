import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

/// The HTML report's layout in Chromium at 1280 and 400 CSS pixels wide, checked by layout facts
/// measured in the page: nothing wider than the viewport, no column cut off by its scroll box,
/// every contrast row in view, and under 600 px every row stacked with its before, after and
/// status on screen. Each width is also screenshotted.
@Suite(.enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missingMessage)))
struct BrowserLayoutTests {
  /// Measures the page where it is shown (an iframe of the wanted width, since a headless
  /// window is at least 500 px wide) and posts the facts to the frame's parent as
  /// `name value` lines.
  static let probe = """
    <script>
    (function () {
      var width = window.innerWidth, facts = [];
      facts.push("viewport " + width);
      facts.push("pageOverflow " + Math.max(0, document.documentElement.scrollWidth - width));
      var wide = 0;
      document.querySelectorAll("body *").forEach(function (element) {
        var rect = element.getBoundingClientRect();
        if (rect.width > 0 && rect.right > width + 1 && !element.closest(".sr-only")
          && !element.closest(".scroll") && !element.closest("thead")) { wide++; }
      });
      facts.push("widerThanViewport " + wide);
      document.querySelectorAll("table").forEach(function (table, index) {
        var box = table.closest(".scroll") || table.parentElement;
        var right = Math.min(box.getBoundingClientRect().right, width) + 1;
        var cells = table.querySelectorAll("tbody tr:not([hidden]) > *"), clipped = 0;
        cells.forEach(function (cell) {
          var rect = cell.getBoundingClientRect();
          if (rect.width === 0 || rect.right > right) { clipped++; }
        });
        var name = table.id || table.className.split(" ").pop() || "table" + index;
        facts.push("cells:" + name + " " + cells.length);
        facts.push("clipped:" + name + " " + clipped);
        facts.push("innerScroll:" + name + " " + Math.max(0, box.scrollHeight - box.clientHeight));
        var row = table.querySelector("tbody tr:not([hidden])");
        facts.push("stacked:" + name + " " + (row && getComputedStyle(row).display === "block" ? 1 : 0));
      });
      parent.postMessage(facts.join("\\n"), "*");
    })();
    </script>
    """

  /// A report with long names and paths, the kind that pushed columns out.
  static var report: Report {
    var report = SampleReports.full
    for index in report.changes.indices {
      report.changes[index].token = TokenPath(
        dotted: "component.navigation.sidebar.item-\(index).background-color-hover-pressed"
      )
      report.changes[index].location.file =
        "packages/design-tokens/src/themes/brand-refresh-2026/components/navigation.tokens.json"
    }
    return report
  }

  /// The facts at `width`, and a screenshot of the page at that width.
  static func facts(width: Int) throws -> [String: Int] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-layout-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var page = HTMLReportRenderer.render(report)
    // The probe is a script of the test's, so the copy under test allows inline scripts.
    page = page.replacingOccurrences(
      of: "script-src [^;\"]*",
      with: "script-src 'unsafe-inline'",
      options: .regularExpression
    )
    page = page.replacingOccurrences(of: "</body>", with: probe + "</body>")
    try Data(page.utf8).write(to: folder.appendingPathComponent("report.html"))
    let frame = """
      <!doctype html><meta charset="utf-8"><body style="margin:0">
      <iframe src="report.html" width="\(width)" height="3000" style="border:0"></iframe>
      <pre id="facts"></pre><script>window.addEventListener("message", function (event) {
      document.getElementById("facts").textContent = String(event.data); });</script></body>
      """
    let framePage = folder.appendingPathComponent("frame.html")
    try Data(frame.utf8).write(to: framePage)
    let png = folder.appendingPathComponent("report-\(width).png")
    try Browser.screenshot(framePage, to: png, width: max(width, 500), height: 1400)
    let shot = try Data(contentsOf: png)
    #expect(shot.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a screenshot at \(width) px")
    let dom = try Browser.dumpDOM(framePage, width: max(width, 500) + 20, height: 3000)
    let text =
      dom.components(separatedBy: "<pre id=\"facts\">").dropFirst().first?
      .components(separatedBy: "</pre>").first ?? ""
    var facts: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { facts[String(parts[0])] = value }
    }
    return facts
  }

  @Test func atTheWidthOfALaptopNoColumnIsCut() throws {
    let facts = try Self.facts(width: 1280)
    #expect(facts["viewport"] == 1280, "\(facts)")
    #expect(facts["pageOverflow"] == 0)
    #expect(facts["widerThanViewport"] == 0)
    #expect((facts["cells:change-table"] ?? 0) >= Self.report.changes.count * 9)
    #expect(facts["clipped:change-table"] == 0, "the Where column is in view")
    #expect(facts["clipped:contrast-diff"] == 0)
    #expect(facts["innerScroll:contrast-diff"] == 0, "every contrast row is shown")
    #expect(facts["stacked:change-table"] == 0, "a table at this width")
  }

  @Test func onAPhoneEveryRowIsStackedAndInView() throws {
    let facts = try Self.facts(width: 400)
    #expect(facts["viewport"] == 400, "\(facts)")
    #expect(facts["pageOverflow"] == 0)
    #expect(facts["widerThanViewport"] == 0)
    for table in ["change-table", "contrast-diff", "findings", "blast", "summary"] {
      #expect(facts["stacked:\(table)"] == 1, "\(table) is stacked")
      #expect(facts["clipped:\(table)"] == 0, "\(table): before, after and status in view")
    }
    #expect(facts["innerScroll:contrast-diff"] == 0)
  }

  @Test func theSearchPlaceholderIsAHint() {
    let page = HTMLReportRenderer.render(SampleReports.full)
    #expect(page.contains("placeholder=\"Type part of a token name\""))
  }
}
