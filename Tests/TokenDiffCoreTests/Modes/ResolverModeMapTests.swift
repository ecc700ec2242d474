import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// fat-fuzzy's shape: a resolver document of sets only, beside Terrazzo's `$extensions.mode`
/// maps in the files it names. The maps are the modes: a change at night is a change.
@Suite struct ResolverModeMapTests {
  static func files(night: String, themes: Bool = false) -> [String: String] {
    let modifiers =
      themes
      ? ##", {"type": "modifier", "name": "brand", "contexts": {"a": [], "b": []}}"## : ""
    return [
      "style.resolver.json":
        ##"{"name": "x", "version": "2025.10", "sets": {"base": {"sources": [{"$ref": "tokens/color.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}\##(modifiers)]}"##,
      "tokens/color.json":
        ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff", "$extensions": {"mode": {"day": "#ffffff", "night": "\##(night)"}}}}}"##,
    ]
  }

  @Test func theModeMapsOfADocumentWithoutModifiersAreItsModes() {
    let report = makeDiffReport(
      base: .discovered(Self.files(night: "#111111")),
      head: .discovered(Self.files(night: "#222222")),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map(\.token.description) == ["color.bg"])
    #expect(report.changes.first?.mode == "mode=night", "\(report.changes.map(\.mode))")
  }

  @Test func aDocumentWithModifiersSaysWhatItsModesAre() {
    let report = makeCheckReport(
      .discovered(Self.files(night: "#111111", themes: true)),
      policy: ResolutionPolicy()
    )
    #expect(report.modes.head == ["brand=a", "brand=b"], "\(report.modes)")
  }
}
