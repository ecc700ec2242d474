import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A token that only some modes have (a gold two brands of three define, ccui-tokens-poc's
/// `brand.palette.whiteGold`): a change to it holds in those modes, not in every mode. It was
/// one row with no mode, which `--mode c` still listed and `--fail-on` counted there.
@Suite struct TokenInSomeModesTests {
  static func files(gold: String) -> [String: String] {
    [
      "tokens/$themes.json": """
      [{"id": "a", "name": "a", "selectedTokenSets": {"core": "enabled", "brand/a": "enabled"}},
       {"id": "b", "name": "b", "selectedTokenSets": {"core": "enabled", "brand/b": "enabled"}},
       {"id": "c", "name": "c", "selectedTokenSets": {"core": "enabled", "brand/c": "enabled"}}]
      """,
      "tokens/core.json": ##"{"white": {"$type": "color", "$value": "#ffffff"}}"##,
      "tokens/brand/a.json":
        ##"{"bg": {"$type": "color", "$value": "{white}"}, "gold": {"$type": "color", "$value": "\##(gold)"}}"##,
      "tokens/brand/b.json":
        ##"{"bg": {"$type": "color", "$value": "{white}"}, "gold": {"$type": "color", "$value": "\##(gold)"}}"##,
      "tokens/brand/c.json": ##"{"bg": {"$type": "color", "$value": "#eeeeee"}}"##,
    ]
  }

  @Test func aChangeHoldsInTheModesThatHaveTheToken() {
    let report = makeDiffReport(
      base: .discovered(Self.files(gold: "#f4ebd7")),
      head: .discovered(Self.files(gold: "#fdf4e0")),
      policy: ResolutionPolicy()
    )
    let gold = report.changes.filter { $0.token == TokenPath(["gold"]) }
    // One row per brand file that defines it, each citing its file; none for `theme=c`.
    #expect(
      gold.map { "\($0.kind.rawValue) \($0.mode ?? "every mode") \($0.location.file)" } == [
        "value-changed theme=a tokens/brand/a.json", "value-changed theme=b tokens/brand/b.json",
      ],
      "\(report.changes)"
    )
    // A token every mode has, changed alike in each, is still one change in every mode.
    let white = makeDiffReport(
      base: .discovered(Self.files(gold: "#f4ebd7")),
      head: .discovered(
        Self.files(gold: "#f4ebd7").merging([
          "tokens/core.json": ##"{"white": {"$type": "color", "$value": "#fefefe"}}"##
        ]) { _, new in new }
      ),
      policy: ResolutionPolicy()
    )
    #expect(white.changes.first { $0.token == TokenPath(["white"]) }?.mode == nil)
  }
}
