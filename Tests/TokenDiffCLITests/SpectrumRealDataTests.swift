import Foundation
import Testing
import TokenDiffTestSupport

/// The executable on Adobe's own Spectrum token history (`spectrum-tokens.bundle`), read in
/// Spectrum's native format.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct SpectrumRealDataTests {
  static func tag(_ version: String) -> String { "@adobe/spectrum-tokens@\(version)" }

  /// 14.13.1 → 15.0.0 splits eight files into 91: every token moved file, nine were renamed
  /// (same `uuid`, new name).
  @Test func theFileSplitReportsRenamesByUUIDAndNoMoves() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let run = try runJSON(["\(Self.tag("14.13.1"))..\(Self.tag("15.0.0"))"], in: repository)
    let renames = run.changes.filter { $0["kind"] as? String == "renamed" }
    #expect(renames.count == 9)
    let from = Dictionary(
      uniqueKeysWithValues: renames.map {
        ($0["token"] as? String ?? "?", $0["from"] as? String ?? "?")
      }
    )
    #expect(from["gap-horizontal"] == "banner-gap-horizontal")
    #expect(from["tree-view-edge-to-drag-handle-icon"] == "tree-view-edge-to-drag-handle")
    #expect(from["stack-item-drag-handle-icon-to-control"] == "stack-item-drag-handle-to-control")
    #expect(run.change("gap-horizontal", "renamed")?["file"] as? String != nil)
    // Moving to another file is not a change, and nothing is left removed + added.
    #expect(run.changes.filter { $0["kind"] as? String == "removed" }.isEmpty)
    #expect(run.changes.filter { $0["kind"] as? String == "added" }.isEmpty)
    #expect(run.changes.count < 30, "\(run.changeLines)")
    // Only renames carry `from`.
    #expect(run.changes.allSatisfy { ($0["from"] != nil) == ($0["kind"] as? String == "renamed") })
  }

  /// 12.18.1 → 13.0.0, the Spectrum 2 redesign: changes per mode, with the accent content and
  /// base background colours changed (the accessibility fix in light mode).
  @Test func theRedesignReportsChangesPerMode() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let run = try runJSON(["\(Self.tag("12.18.1"))..\(Self.tag("13.0.0"))"], in: repository)
    let modes = Set(run.changes.compactMap { $0["mode"] as? String })
    #expect(modes.isSuperset(of: ["light", "dark", "wireframe", "desktop", "mobile"]))
    let accent = run.changes.first {
      $0["token"] as? String == "accent-content-color-default" && $0["mode"] as? String == "light"
    }
    #expect(accent?["kind"] as? String == "value-changed")
    #expect(accent?.string("before.value") == "#0265dc")
    #expect(accent?.string("after.value") == "#3b63fb")
    let background = run.changes.first {
      $0["token"] as? String == "background-base-color" && $0["mode"] as? String == "light"
    }
    #expect(background?.string("before.value") == "#e6e6e6")
    #expect(background?.string("after.value") == "#ffffff")
    // No token is misread as a group of its sets.
    #expect(!run.changes.contains { ($0["token"] as? String)?.contains(".sets.") == true })
    #expect(run.changes.count > 2_000)

    // A scale change once per scale, never repeated in the colour themes; a colour change
    // through an alias once per colour theme, never repeated in the scales.
    func modesOf(_ token: String) -> [String] {
      run.changes.filter { $0["token"] as? String == token }.compactMap { $0["mode"] as? String }
        .sorted()
    }
    #expect(modesOf("action-bar-height") == ["desktop", "mobile"])
    #expect(modesOf("alert-banner-to-bottom-text") == ["desktop"])
    #expect(modesOf("body-color") == ["dark", "light"])
    let colours: Set<String> = ["light", "dark", "wireframe"]
    let scales: Set<String> = ["desktop", "mobile"]
    var byToken: [String: Set<String>] = [:]
    for change in run.changes {
      guard let token = change["token"] as? String, let mode = change["mode"] as? String else {
        continue
      }
      byToken[token, default: []].insert(mode)
    }
    #expect(
      !byToken.values.contains { !$0.isDisjoint(with: colours) && !$0.isDisjoint(with: scales) }
    )
  }
}

/// The HTML report of the Spectrum 2 redesign, in a real browser: every change is a row. The
/// page and its screenshot are published in Reports/ (scripts/record-reports regenerates both).
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct SpectrumHTMLReportTests {
  static let range =
    "\(SpectrumRealDataTests.tag("12.18.1"))..\(SpectrumRealDataTests.tag("13.0.0"))"
  static let name = "spectrum-tokens-12.18.1-13.0.0"

  @Test func theRedesignPageListsEveryChange() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let json = try runJSON([Self.range], in: repository)
    let html = try TokenDiffExecutable.run([Self.range, "--format", "html"], in: repository)
    #expect(html.standardError.isEmpty)
    #expect(json.changes.count > 2_000)
    let validator = try JSONSchemaValidator(contentsOf: Goldens.schema)
    let errors = validator.errors(in: try JSONDocument.parse(json.result.standardOutput))
    #expect(errors.isEmpty, "\(errors.prefix(5))")
    #expect(
      Browser.occurrences(of: "<tr class=\"change\"", in: html.standardOutput) == json.changes.count
    )
    try expectGolden(
      html.standardOutput,
      at: Goldens.reports.appendingPathComponent("\(Self.name).html")
    )
  }

  /// 3,077 changes make a comment far over GitHub's limit: it is cut to fit, the verdict and
  /// the broken findings first.
  @Test func theRedesignCommentFitsGitHubsLimit() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let result = try TokenDiffExecutable.run([Self.range, "--format", "markdown"], in: repository)
    let markdown = result.standardOutput
    #expect(markdown.utf8.count <= 65_000, "\(markdown.utf8.count) bytes")
    #expect(markdown.utf8.count > 50_000, "the budget is used")
    let lines = markdown.split(separator: "\n").map(String.init)
    #expect(lines[0] == "<!-- tokendiff -->")
    // Its dimensions (`0`, `100%`, `2dp`) are what Spectrum's own schema allows: nothing breaks.
    #expect(lines[1] == "### ✅ tokendiff passes", "\(lines[1])")
    // Scale changes once per scale and colour changes once per colour theme, not once per mode.
    // 13.0.0 gave 48 untyped values their type (`"0.3"` now the number 0.3) and its font
    // families theirs (`"Adobe Clean"` now the list of that one family): no value moved.
    // It also drops the `darkest`, `express` and `spectrum` modes: breaking for their users.
    #expect(
      lines[2].contains(": 3 breaking mode changes, 1490 visual changes in 5 modes"),
      "\(lines[2])"
    )
    #expect(!markdown.contains("Broken and forbidden"))
    #expect(markdown.contains("more in the full report"))
  }

  @Test(.enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missingMessage)))
  func theRedesignPageOpensInABrowser() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let json = try runJSON([Self.range], in: repository)
    let page = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-\(UUID().uuidString)-\(Self.name).html")
    defer { try? FileManager.default.removeItem(at: page) }
    let html = try TokenDiffExecutable.run(
      [Self.range, "--format", "html", "--output", page.path],
      in: repository
    )
    #expect(html.standardError.isEmpty)
    // Opened from file:// as a reader would.
    let dom = try Browser.dumpDOM(page)
    #expect(dom.contains("data-ready=\"1\""), "the page's script ran under its own policy")
    #expect(Browser.occurrences(of: "<tr class=\"change\"", in: dom) == json.changes.count)
    #expect(dom.contains("Showing \(json.changes.count) of \(json.changes.count) changes"))
    if Goldens.isRecording {
      try Browser.screenshot(
        page,
        to: Goldens.reports.appendingPathComponent("\(Self.name).png"),
        width: 1400,
        height: 2400
      )
    }
  }
}
