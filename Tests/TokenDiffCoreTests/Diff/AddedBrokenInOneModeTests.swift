import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A token added with a value that is broken in one mode only is a broken token in that mode,
/// not one addition with its default value: a dark value naming a token nobody defines fails
/// the run, and says where.
@Suite struct AddedBrokenInOneModeTests {
  static let base = ##"{"color": {"base": {"$type": "color", "$value": "#ffffff"}}}"##

  @Test func aPlainSetsModeMapWithABrokenDarkValue() {
    let head = ##"""
      {"color": {
        "base": {"$type": "color", "$value": "#ffffff"},
        "fresh": {"$type": "color", "$value": "{color.base}",
          "$extensions": {"mode": {"dark": "{color.nope}"}}}
      }}
      """##
    let report = makeDiffReport(
      base: .test(["t.tokens.json": Self.base]),
      head: .test(["t.tokens.json": head]),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.mode ?? "-")" }
    #expect(rows.sorted() == ["added -", "broken dark"], "\(rows)")
  }

  /// Modes broken alike are one entry (`dark|hc`), and a token broken in several modes is one
  /// broken token in the headline's count.
  @Test func modesBrokenAlikeAreOneEntry() {
    let head = ##"""
      {"color": {
        "base": {"$type": "color", "$value": "#ffffff"},
        "fresh": {"$type": "color", "$value": "{color.base}",
          "$extensions": {"mode": {"dark": "{color.nope}", "hc": "{color.nope}", "dim": "{color.gone}"}}}
      }}
      """##
    let report = makeDiffReport(
      base: .test(["t.tokens.json": Self.base]),
      head: .test(["t.tokens.json": head]),
      policy: ResolutionPolicy()
    )
    let rows = report.changes.map { "\($0.kind) \($0.mode ?? "-")" }
    #expect(rows.sorted() == ["added -", "broken dark|hc", "broken dim"], "\(rows)")
  }

  @Test func aBrokenModeIsNotFoldedIntoTheValueMostModesHave() {
    // Five brands with five values (more than one added token is shown in), dark broken in one.
    var files: [String: String] = [:]
    for (index, brand) in ["a", "b", "c", "d", "e"].enumerated() {
      let value = brand == "c" ? "{color.nope}" : "#00000\(index)"
      files["brands/\(brand).tokens.json"] =
        ##"{"color": {"fresh": {"$type": "color", "$value": "\##(value)"}}}"##
    }
    let report = makeDiffReport(
      base: .discovered(["brands/a.tokens.json": Self.base, "brands/b.tokens.json": Self.base]),
      head: .discovered(files),
      policy: ResolutionPolicy()
    )
    let fresh = report.changes.filter { $0.token.description == "color.fresh" }
    let broken = fresh.filter { $0.kind == .broken }
    #expect(broken.count == 1, "\(fresh.map { "\($0.kind) \($0.mode ?? "-")" })")
    #expect(broken.first?.mode == "brand=c", "\(broken.map(\.mode))")
  }
}
