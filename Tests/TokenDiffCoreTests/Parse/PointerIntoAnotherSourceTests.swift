import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// design-token-handover's shape: a resolver's theme files point (`#/color/palette/…`) into a
/// palette another of its sources defines; the resolver merges its sources, so the pointer
/// reads the palette there. A pointer two other files could answer stays broken.
@Suite struct PointerIntoAnotherSourceTests {
  static func files(gray: String, secondPalette: Bool = false) -> [String: String] {
    let theme = """
      {"color": {"bg": {"$type": "color", "$value": {
        "colorSpace": {"$ref": "#/color/palette/gray/$value/colorSpace"},
        "components": [{"$ref": "#/color/palette/gray/$value/components/0"},
                       {"$ref": "#/color/palette/gray/$value/components/1"},
                       {"$ref": "#/color/palette/gray/$value/components/2"}]}}}}
      """
    var files = [
      "tokens/palette.tokens.json": """
      {"color": {"$type": "color", "palette": {
        "gray": {"$value": {"colorSpace": "srgb", "components": [\(gray), \(gray), \(gray)]}}}}}
      """,
      "tokens/semantic/light.tokens.json": theme,
      "tokens/app.resolver.json": """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "palette.tokens.json"}]}},
       "resolutionOrder": [{"$ref": "#/sets/base"},
                           {"type": "set", "name": "theme", "sources": [{"$ref": "semantic/light.tokens.json"}]}]}
      """,
    ]
    if secondPalette {
      files["tokens/other.tokens.json"] = files["tokens/palette.tokens.json"]?
        .replacing("\(gray)", with: "0.1")
    }
    return files
  }

  @Test func aPointerReadsThePaletteAnotherSourceDefines() {
    let report = makeDiffReport(
      base: .discovered(Self.files(gray: "0.5")),
      head: .discovered(Self.files(gray: "0.6")),
      policy: ResolutionPolicy()
    )
    #expect(report.headFindings.filter { $0.finding.severity == .error }.isEmpty)
    let rows = report.changes.map { "\($0.token) \($0.kind.rawValue)" }.sorted()
    #expect(rows == ["color.bg value-changed", "color.palette.gray value-changed"], "\(rows)")
  }

  @Test func aPointerTwoOtherFilesCouldAnswerStaysBroken() {
    let revision = RevisionResolver.resolve(
      .discovered(Self.files(gray: "0.5", secondPalette: true)),
      policy: ResolutionPolicy()
    )
    let broken = revision.findings.filter { $0.kind == .brokenReference }
    #expect(!broken.isEmpty)
    #expect(broken.allSatisfy { $0.message.contains("points at nothing") })
  }
}
