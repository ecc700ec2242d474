import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A set without modes that becomes a set of several, while a new set beside it defines the
/// same path (michelve/sds: `scripts/` and `tools/` copies of the export, and a package of
/// its own): the token is paired with its own file's, not left removed and added.
@Suite struct SetRestructuringTests {
  static func brand(_ hex: String) -> String {
    #"{"color": {"brand": {"$type": "color", "$value": "\#(hex)"}}}"#
  }

  @Test func aSetThatGainsAVariantKeepsItsTokens() {
    let report = makeDiffReport(
      base: .discovered(["scripts/tokens/tokens.json": Self.brand("#2c2c2c")]),
      head: .discovered([
        "scripts/tokens/tokens.json": Self.brand("#2b2b2e"),
        "tools/tokens/tokens.json": Self.brand("#5112ff"),
        "packages/design-tokens/package.json":
          #"{"name": "@x/design-tokens", "devDependencies": {"style-dictionary": "^4.0.0"}}"#,
        "packages/design-tokens/tokens.json": Self.brand("#046d04"),
      ]),
      policy: ResolutionPolicy()
    )
    #expect(
      report.changes.map { "\($0.token) \($0.kind.rawValue) \($0.mode ?? "") \($0.location.file)" }
        == [
          "color.brand added  packages/design-tokens/tokens.json",
          "color.brand value-changed variant=scripts scripts/tokens/tokens.json",
        ],
      "\(report.changes.map { ($0.token, $0.kind, $0.mode, $0.location.file) })"
    )
  }
}
