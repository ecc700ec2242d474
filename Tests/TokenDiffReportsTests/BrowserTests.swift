import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

/// The HTML report in a real browser: the script runs under the page's own
/// Content-Security-Policy, the rows are there, the filters apply, and it renders to a PNG.
@Suite(.enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missingMessage)))
struct BrowserTests {
  static func write(_ html: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-html-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("report.html")
    try Data(html.utf8).write(to: file)
    return file
  }

  @Test func theScriptRunsAndEveryRowIsThere() throws {
    let report = SampleReports.full
    let page = try Self.write(HTMLReportRenderer.render(report))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let dom = try Browser.dumpDOM(page)
    #expect(dom.contains("data-ready=\"1\""), "the script ran: the policy's hash matches")
    #expect(Browser.occurrences(of: "<tr class=\"change\"", in: dom) == report.changes.count)
    #expect(dom.contains("Showing \(report.changes.count) of \(report.changes.count) changes"))
    #expect(dom.contains("aria-pressed=\"false\">Dark theme: off</button>"))
  }

  @Test func aLinkCanCarryTheFilters() throws {
    let report = SampleReports.full
    let page = try Self.write(HTMLReportRenderer.render(report))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    var components = URLComponents(url: page, resolvingAgainstBaseURL: false)
    components?.fragment = "mode=dark&kind=value-changed"
    let dom = try Browser.dumpDOM(try #require(components?.url))
    // Value changes in dark, plus those that hold in every mode.
    let expected = report.changes.filter {
      $0.kind == .valueChanged && ($0.mode == nil || $0.mode == "dark")
    }.count
    #expect(dom.contains("Showing \(expected) of \(report.changes.count) changes"))
    #expect(
      Browser.occurrences(of: "<tr class=\"change\" data-kind=\"value-changed\"", in: dom) == 5
    )
    #expect(
      Browser.occurrences(of: "hidden=\"\"><td class=\"token\">", in: dom) >= report.changes.count
        - expected
    )
  }

  @Test func hostileNamesStayText() throws {
    let page = try Self.write(HTMLReportRenderer.render(HostileInputTests.report))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let dom = try Browser.dumpDOM(page)
    #expect(dom.contains("data-ready=\"1\""))
    #expect(!dom.contains("<img"))
    #expect(Browser.occurrences(of: "<script", in: dom) == 1)
  }

  @Test func aCheckReportPageWorksToo() throws {
    var report = makeCheckReport(
      .test(["t.tokens.json": #"{"a": {"$type": "color", "$value": "{missing}"}}"#]),
      policy: ResolutionPolicy()
    )
    // A check measures one revision: no before, and one preview per pair.
    report.contrast = SampleReports.full.contrast.map {
      var result = $0
      result.before = nil
      result.status = result.after?.passes == true ? .passing : .failing
      return result
    }
    let page = try Self.write(HTMLReportRenderer.render(report))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let dom = try Browser.dumpDOM(page)
    #expect(dom.contains("data-ready=\"1\""))
    #expect(dom.contains("Broken and forbidden (1)"))
    #expect(Browser.occurrences(of: "<span class=\"pv c", in: dom) == 2, "contrast previews")
  }

  @Test func itRendersToAScreenshot() throws {
    let page = try Self.write(HTMLReportRenderer.render(SampleReports.full))
    defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
    let png = page.deletingLastPathComponent().appendingPathComponent("report.png")
    try Browser.screenshot(page, to: png, width: 1200, height: 900)
    let data = try Data(contentsOf: png)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
    #expect(data.count > 20_000, "the page drew something: \(data.count) bytes")
  }
}
