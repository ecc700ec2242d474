import Foundation
import Testing
import TokenDiffTestSupport

/// The executable on the real history of `../shared/realdata/dtcg-examples.bundle`.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct RealDataTests {
  /// "Fix GitHub Primer color typo": `ffffff` without `#` became `#ffffff`.
  static let typoFix = "c2c88733d2c6449f9abe5da2a6e2cfbffba5412b"
  /// "Rename channels to components" and "Update formats", its child.
  static let beforeFormats = "187cba5d8afc662e064ab2439610fd1ef4a276ff"
  static let updateFormats = "80d1def9e2c2"

  @Test func theColourTypoFixReadsAsFixed() throws {
    let repository = try RealData.clone("dtcg-examples")
    let run = try runJSON(["\(Self.typoFix)~1..\(Self.typoFix)"], in: repository)
    #expect(run.result.status == 0)
    // `ffffff` was the `$value` (used in every mode its `$extensions.mode` map does not name).
    #expect(Set(run.changes.map { $0["kind"] as? String }) == ["fixed"])
    let fixedTokens = Set(run.changes.compactMap { $0["token"] as? String })
    #expect(fixedTokens == ["base.color.transparent", "base.color.white"])
    for change in run.changes {
      #expect(change["file"] as? String == "github-primer.json")
      #expect((change["line"] as? Int ?? 0) > 0)
      #expect(change.string("after.value") == "#ffffff")
      #expect((change["before"] as? [String: Any])?["value"] is NSNull)
    }
    let modes = Set(run.changes.compactMap { $0["mode"] as? String })
    #expect(modes.contains("dark"))
    #expect(!modes.contains("light-high-contrast"), "that mode already had a valid override")
    #expect(!modes.contains("xSmall"), "Apple's modes do not concern Primer's file")
    let baseFindings = run.findings.filter {
      $0["revision"] as? String == "base"
        && ($0["message"] as? String)?.contains("'ffffff'") == true
    }
    #expect(!baseFindings.isEmpty, "the base revision reports the invalid colour")
    let headFindings = run.findings.filter {
      $0["revision"] as? String == "head"
        && ($0["message"] as? String)?.contains("'ffffff'") == true
    }
    #expect(headFindings.isEmpty)
  }

  @Test func theFormatMigrationChangesNoColourButCatchesTheBrokenValues() throws {
    let repository = try RealData.clone("dtcg-examples")
    let run = try runJSON(["\(Self.beforeFormats)..\(Self.updateFormats)"], in: repository)
    #expect(run.result.status == 0)
    let colourValueChanges = run.changes.filter {
      $0["kind"] as? String == "value-changed" && $0.string("after.type") == "color"
    }
    // Hex and rgb() colours became colour objects: no colour changed in the default mode or in
    // light. But the migration inlined aliases with their default value, so in dark modes
    // tokens that aliased a palette colour now hold its light value: real regressions.
    #expect(!colourValueChanges.isEmpty)
    for change in colourValueChanges {
      let mode = change["mode"] as? String
      #expect(mode != nil && mode != "light", "\(change["token"] ?? "") in \(mode ?? "every mode")")
    }
    let appframe = try #require(
      colourValueChanges.first {
        $0["token"] as? String == "alias.appframe.border-color" && $0["mode"] as? String == "dark"
      }
    )
    #expect(appframe.string("before.value") == "#1d1d1d")
    #expect(appframe.string("before.aliasOf") == "global.color.gray.50")
    #expect(appframe.string("after.value") == "#ffffff")

    let size = try #require(run.change("base.size.12", "value-changed"))
    #expect(size["file"] as? String == "github-primer.json")
    #expect(size["mode"] is NSNull, "the same in every mode")
    #expect(size.string("before.value") == "12px")
    #expect(size.string("after.value") == "2px")
    #expect((size["line"] as? Int ?? 0) > 0)

    let duration = try #require(run.change("transition.base", "value-changed"))
    #expect(duration["file"] as? String == "ibm-carbon.json")
    #expect(duration.string("before.value") == "250ms")
    #expect(duration.string("after.value") == "0ms")

    for token in ["transition.expansion", "transition.slow02", "base.size.128"] {
      #expect(run.change(token, "value-changed") != nil, "\(token)")
    }
  }

  @Test func theSameRevisionTwiceHasNoChangesAndTheSameBytes() throws {
    let repository = try RealData.clone("dtcg-examples")
    let first = try TokenDiffExecutable.run(
      ["HEAD~1..HEAD", "--format", "json", "--fail-on", "never"],
      in: repository
    )
    let second = try TokenDiffExecutable.run(
      ["HEAD~1..HEAD", "--format", "json", "--fail-on", "never"],
      in: repository
    )
    #expect(first.status == 0)
    #expect(first.standardOutput == second.standardOutput)
    let same = try runJSON(["HEAD..HEAD", "--fail-on", "never"], in: repository)
    #expect(same.changes.isEmpty)
  }
}
