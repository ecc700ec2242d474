import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// SuperrDesignSystem's shape: math on a token only one theme enables. The theme that cannot
/// read it is broken; the theme that can is resolved, whichever theme `$themes.json` lists
/// first (the first theme's resolution is the one the others are resolved as changes of).
@Suite struct TokensStudioThemeMathTests {
  static func files(radius: String, hooryFirst: Bool) -> [String: String] {
    let spring = ##"{"id": "s", "name": "Spring", "selectedTokenSets": {"Light": "enabled"}}"##
    let hoory =
      ##"{"id": "h", "name": "Hoory", "selectedTokenSets": {"Global": "enabled", "Light": "enabled"}}"##
    return [
      "tokens/$themes.json": "[\(hooryFirst ? hoory : spring), \(hooryFirst ? spring : hoory)]",
      "tokens/$metadata.json": ##"{"tokenSetOrder": ["Global", "Light"]}"##,
      "tokens/Global.json": ##"{"BorderRadius": {"value": "\##(radius)", "type": "other"}}"##,
      "tokens/Light.json":
        ##"{"Dynamic": {"braces": {"value": "{BorderRadius} * 2", "type": "borderRadius"}, "legacy": {"value": "$BorderRadius * 2", "type": "borderRadius"}}}"##,
    ]
  }

  @Test(arguments: [false, true])
  func mathOnATokenOneThemeEnablesChangesInThatTheme(hooryFirst: Bool) {
    let report = makeDiffReport(
      base: .discovered(Self.files(radius: "2", hooryFirst: hooryFirst)),
      head: .discovered(Self.files(radius: "3", hooryFirst: hooryFirst)),
      policy: ResolutionPolicy()
    )
    let changed = report.changes.filter { $0.token.description.hasPrefix("Dynamic.") }
    #expect(changed.map(\.token.description).sorted() == ["Dynamic.braces", "Dynamic.legacy"])
    #expect(changed.allSatisfy { $0.mode == "theme=Hoory" }, "\(changed.map(\.mode))")
    #expect(changed.allSatisfy { $0.after?.value?.text == "6" }, "\(changed.map(\.after))")
    let broken = report.headFindings.map(\.finding).filter { $0.kind == .brokenReference }
    #expect(broken.count == 2, "\(broken.map(\.message))")
    #expect(broken.allSatisfy { $0.mode == "theme=Spring" }, "\(broken.map(\.mode))")
  }
}
