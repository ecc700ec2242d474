import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A mode that goes is a mode removed, never compared with another mode: a `Dark.tokens.json`
/// deleted beside `Light.tokens.json` (a Figma export), a mode map's `mobile` renamed `phone`.
@Suite struct ModesRemovedTests {
  static func file(_ color: String) -> String {
    #"{"Bg": {"Surface": {"$type": "color", "$value": "\#(color)"}}}"#
  }

  @Test func aDeletedModeFileIsAModeRemoved() {
    let report = makeDiffReport(
      base: .discovered([
        "Light.tokens.json": Self.file("#ffffff"), "Dark.tokens.json": Self.file("#000000"),
      ]),
      head: .discovered(["Light.tokens.json": Self.file("#ffffff")]),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map { "\($0.token) \($0.mode ?? "")" })")
    #expect(report.modes.removed == ["theme=Dark"], "\(report.modes)")
    // Light is still compared with light.
    let edited = makeDiffReport(
      base: .discovered([
        "Light.tokens.json": Self.file("#ffffff"), "Dark.tokens.json": Self.file("#000000"),
      ]),
      head: .discovered(["Light.tokens.json": Self.file("#fafafa")]),
      policy: ResolutionPolicy()
    )
    #expect(edited.changes.map(\.mode) == ["theme=Light"], "\(edited.changes.map(\.mode))")
  }

  @Test func aModeMapsRenamedModeIsAddedNotComparedWithTheDefault() {
    func file(_ small: String) -> String {
      #"{"width": {"$type": "number", "$value": 1440, "$extensions": {"mode": {"desktop": 1440, "\#(small)": 375}}}}"#
    }
    let report = makeDiffReport(
      base: .test(["t.tokens.json": file("mobile")]),
      head: .test(["t.tokens.json": file("phone")]),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map { "\($0.token) \($0.mode ?? "")" })")
    #expect(report.modes.added == ["phone"])
    #expect(report.modes.removed == ["mobile"])
  }
}
