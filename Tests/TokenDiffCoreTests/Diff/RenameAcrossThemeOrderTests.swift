import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A token renamed in a commit that also lists the themes in another order (`Dark` first in
/// the head, `Light` first in the base, designsystemet's shape): the rename shows one mode's
/// value on both sides, not the base's light value before and the head's dark value after.
@Suite struct RenameAcrossThemeOrderTests {
  static func files(darkFirst: Bool, name: String) -> [String: String] {
    let light =
      #"{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"semantic": "enabled", "mode/light": "enabled"}}"#
    let dark =
      #"{"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"semantic": "enabled", "mode/dark": "enabled"}}"#
    return [
      "tokens/$themes.json": "["
        + (darkFirst ? [dark, light] : [light, dark]).joined(separator: ",") + "]",
      "tokens/$metadata.json": #"{"tokenSetOrder": ["mode/light", "mode/dark", "semantic"]}"#,
      "tokens/mode/light.json":
        ##"{"color": {"neutral": {"2": {"value": "#f3f4f5", "type": "color"}}}}"##,
      "tokens/mode/dark.json":
        ##"{"color": {"neutral": {"2": {"value": "#1e2022", "type": "color"}}}}"##,
      "tokens/semantic.json":
        #"{"color": {"neutral": {"\#(name)": {"value": "{color.neutral.2}", "type": "color"}}}}"#,
    ]
  }

  /// `background-subtle` (Light listed first) renamed `background-tinted`.
  static func renaming(headDarkFirst: Bool) -> Report {
    makeDiffReport(
      base: .discovered(files(darkFirst: false, name: "background-subtle")),
      head: .discovered(files(darkFirst: headDarkFirst, name: "background-tinted")),
      policy: ResolutionPolicy()
    )
  }

  @Test func aRenameShowsOneModeOnBothSides() throws {
    let report = Self.renaming(headDarkFirst: true)
    let rename = try #require(report.changes.first { $0.kind == .renamed })
    #expect(rename.from?.description == "color.neutral.background-subtle")
    #expect(rename.token.description == "color.neutral.background-tinted")
    // The head's first theme (Dark) with its base counterpart.
    #expect(rename.before?.value?.text == "#1e2022")
    #expect(rename.after?.value?.text == "#1e2022")
    // Nothing but the rename: the value is the same in every mode.
    #expect(report.changes.map(\.kind) == [.renamed], "\(report.changes.map(\.kind))")
  }

  /// With the same order on both sides, the rename shows the default theme's value, as before.
  @Test func theSameOrderShowsTheDefaultTheme() throws {
    let report = Self.renaming(headDarkFirst: false)
    let rename = try #require(report.changes.first { $0.kind == .renamed })
    #expect(rename.before?.value?.text == "#f3f4f5")
    #expect(rename.after?.value?.text == "#f3f4f5")
  }

  /// In a plain set, whose modes are `$extensions.mode` maps beside `$value`, the rename (which
  /// names no mode) shows each side's `$value`, not its first mode by name (`dark`).
  @Test func aPlainSetsRenameShowsTheDefaultValue() throws {
    func files(_ name: String) -> [String: String] {
      [
        "a.tokens.json":
          ##"{"color": {"$type": "color", "ink": {"$value": "#111111"}, "\##(name)": {"$value": "#ffffff", "$extensions": {"mode": {"light": "#ffffff", "dark": "#000000"}}}}}"##
      ]
    }
    let report = makeDiffReport(
      base: .discovered(files("surface-paper")),
      head: .discovered(files("surface-page")),
      policy: ResolutionPolicy()
    )
    let rename = try #require(report.changes.first { $0.kind == .renamed })
    #expect(rename.before?.value?.text == "#ffffff")
    #expect(rename.after?.value?.text == "#ffffff")
  }
}
