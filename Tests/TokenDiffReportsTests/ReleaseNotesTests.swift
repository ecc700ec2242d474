import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

@Suite struct ReleaseNotesTests {
  @Test func breakingChangesComeFirstWithMigrationLines() throws {
    let notes = ReleaseNotesRenderer.render(SampleReports.full)
    #expect(
      notes.hasPrefix(
        "## Design tokens: `main` (fedcba987654) → `feature/rebrand` (0123456789ab)\n"
      )
    )
    #expect(
      notes.contains(
        "**3 breaking changes · 5 visual changes in 2 modes · 1 addition · 1 deprecation · 1 contrast regression** — suggested version bump: **major**"
      )
    )
    #expect(notes.contains("### Breaking changes (3)"))
    #expect(
      notes.contains(
        "- **Renamed** `color.text.primary` → `color.text.default`: use `color.text.default` instead."
      )
    )
    #expect(notes.contains("- **Removed** `color.legacy`."))
    #expect(notes.contains("- **Broken** `color.link`: {color.blue.600} does not exist"))
    #expect(
      notes.contains(
        "- `color.old-accent`: use `color.accent` instead — use {color.accent} instead"
      )
    )
    // A release's few visual changes are each named under their summary, with their modes.
    #expect(notes.contains("#### Every change\n\n- `"))
    let everyChange = notes.range(of: "#### Every change").map { notes[$0.upperBound...] } ?? ""
    let section = everyChange.components(separatedBy: "\n### ").first ?? ""
    let listed = section.split(separator: "\n").filter { $0.hasPrefix("- `") }
    #expect(listed.count == 5, "\(listed)")
    let order = ["### Breaking changes", "### Visual changes", "### Additions", "### Deprecations"]
    let positions = try order.map { try #require(notes.range(of: $0)?.lowerBound) }
    #expect(positions == positions.sorted())
  }

  @Test func modesRemovedAndAddedHaveTheirOwnSections() throws {
    var report = SampleReports.full
    report.modes = ModeList.matched(
      base: ["Scheme=dark", "Scheme=darkest", "Scheme=light"],
      head: ["Scheme=dark", "Scheme=light", "Scheme=`dim`"]
    )
    let notes = ReleaseNotesRenderer.render(report)
    #expect(notes.contains("### Modes removed (1)\n\n- `Scheme=darkest`: breaking for a consumer"))
    #expect(notes.contains("### Modes added (1)\n\n- `` Scheme=`dim` ``"))
    let order = ["### Breaking changes", "### Modes removed", "### Modes added", "### Additions"]
    let positions = try order.map { try #require(notes.range(of: $0)?.lowerBound) }
    #expect(positions == positions.sorted())
  }

  @Test func summarisesTheRebrandByColourFamilyAndMode() {
    let notes = ReleaseNotesRenderer.render(SampleReports.huge(count: 1_000))
    #expect(notes.contains("#### Colours by family"))
    #expect(
      notes.contains(
        "| <code>color.palette.family-0</code> | 100 | dark; light | <code>#0265dc</code> → <code>#3b63fb</code> (100×) |"
      )
    )
    #expect(notes.contains("| dark | 502 | 502 |"))
    #expect(notes.contains("| light | 501 | 501 |"))
    #expect(notes.contains("| Type | Changes | Tokens |"))
    #expect(notes.contains("| dimension | 1 | 1 |"))
    #expect(!notes.contains("step-57"), "no line per token")
    #expect(notes.contains("Each of the 1005 changes"), "a rebrand points at the JSON report")
  }

  @Test func removedTokensTakeTheirReplacementFromTheDeprecationMessage() {
    var report = SampleReports.full
    report.changes.append(
      SampleReports.change("color.gone", .removed, note: "Deprecated: use color.brand.primary.")
    )
    let notes = ReleaseNotesRenderer.render(report)
    #expect(notes.contains("- **Removed** `color.gone`: use `color.brand.primary` instead"))
  }

  @Test func familiesComeFromPathPrefixes() {
    #expect(ColorFamilies.family(of: TokenPath(dotted: "color.blue.500")) == "color.blue")
    #expect(ColorFamilies.family(of: TokenPath(["blue-500"])) == "blue")
    #expect(ColorFamilies.family(of: TokenPath(["accent-content-color-default"])) == "accent")
    #expect(ColorFamilies.family(of: TokenPath(["plain"])) == "plain")
  }
}

@Suite struct ReleaseNotesMigrationTests {
  @Test(arguments: [
    ("Replace with alert-dialog-title-font-size", "alert-dialog-title-font-size"),
    ("Use `color.text.subtle` instead.", "color.text.subtle"),
    ("Replaced by {color.brand.primary}", "color.brand.primary"),
    (
      "Introduced as an error. Use accordion-top-to-text-small instead",
      "accordion-top-to-text-small"
    ),
  ])
  func findsTheReplacementInADeprecationMessage(message: String, replacement: String) {
    let change = SampleReports.change("old-token", .deprecated, note: message)
    #expect(
      ReleaseNotesRenderer.replacement(for: change, in: SampleReports.full)?.description
        == replacement
    )
  }

  @Test func noReplacementWhenTheMessageNamesNone() {
    let change = SampleReports.change("old-token", .deprecated, note: "Use with care")
    #expect(ReleaseNotesRenderer.replacement(for: change, in: SampleReports.full) == nil)
  }
}
