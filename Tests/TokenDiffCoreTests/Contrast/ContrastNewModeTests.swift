import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// A pair in a mode the base has no counterpart for (a brand added) is new: it is never
/// compared with another brand's pair (digital2analogue: "degraded 11.13 → 5.95" for a brand
/// that did not exist).
@Suite struct ContrastNewModeTests {
  static func brand(surface: String, text: String) -> String {
    ##"{"color": {"background": {"action": {"$type": "color", "$value": "\##(surface)"}}, "foreground": {"on-action": {"$type": "color", "$value": "\##(text)"}}}}"##
  }

  @Test func aBrandAddedHasNewPairs() {
    let base = [
      "tokens/base/color.tokens.json": Self.brand(surface: "#4ade6e", text: "#0a0d0a"),
      "tokens/brands/art.tokens.json": Self.brand(surface: "#000000", text: "#ffffff"),
    ]
    var head = base
    head["tokens/brands/enterprise.tokens.json"] = Self.brand(surface: "#2456e4", text: "#ffffff")
    let report = makeDiffReport(
      base: .discovered(base),
      head: .discovered(head),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.added == ["brand=enterprise"], "\(report.modes)")
    let enterprise = report.contrast.filter { $0.mode == "brand=enterprise" }
    #expect(enterprise.map(\.status) == [.new], "\(report.contrast)")
    #expect(enterprise.first?.before == nil)
  }
}
