import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// The shape of Figma's Simple Design System exporter (figma/sds and the projects that copy its
/// script): one DTCG file, keys made safe (`Family Sans` as `family-sans`), aliases written with
/// Figma's names, each variable's values by mode in the exporter's namespace (`com.figma.sds`,
/// earlier `org.sds`), collections of one mode written as maps of one entry.
@Suite struct FigmaExporterModesTests {
  static func file(
    namespace: String = "com.figma.sds",
    darkSurface: String = "{@color_primitives.Gray.900}",
    missing: String = "{@color_primitives.Brand B.800}"
  ) -> [String: String] {
    func token(_ type: String, _ value: String, modes: [(String, String)]) -> String {
      let map = modes.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
      return
        ##"{"$type": "\##(type)", "$value": "\##(value)", "$extensions": {"\##(namespace)": {"figmaId": "VariableID:1:1", "modes": {\##(map)}}}}"##
    }
    let primitives = [
      ##""gray": {"100": \##(token("color", "#f5f5f5", modes: [("value", "#f5f5f5")]))"##,
      ##""900": \##(token("color", "#1e1e1e", modes: [("value", "#1e1e1e")]))}"##,
    ].joined(separator: ", ")
    let surface = token(
      "color",
      "{@color_primitives.Gray.100}",
      modes: [("sds_light", "{@color_primitives.Gray.100}"), ("sds_dark", darkSurface)]
    )
    let brand = token(
      "color",
      "{@color_primitives.Gray.900}",
      modes: [("sds_light", "{@color_primitives.Gray.900}"), ("sds_dark", missing)]
    )
    let family = token("fontFamily", "Inter", modes: [("default", "Inter")])
    let heading = token(
      "fontFamily",
      "{@typography_primitives.Family Sans}",
      modes: [("mode_1", "{@typography_primitives.Family Sans}")]
    )
    let text = ##"""
      {"@color_primitives": {\##(primitives)},
       "@typography_primitives": {"family-sans": \##(family)},
       "@color": {"background": {"default": \##(surface), "brand": \##(brand)}},
       "@typography": {"heading": {"font-family": \##(heading)}}}
      """##
    return ["scripts/tokens/tokens.json": text]
  }

  @Test func aliasesWithFigmaNamesReachTheSafeKeysAndOneModeMapsMakeNoMode() {
    let report = makeCheckReport(.discovered(Self.file()), policy: ResolutionPolicy())
    let broken = report.findings.map(\.finding).filter { $0.kind == .brokenReference }
    // Only the alias whose variable the file lacks, in the mode that names it.
    #expect(broken.map(\.token?.description) == ["@color.background.brand"])
    #expect(broken.first?.message.contains("Brand B.800") == true)
    #expect(report.modes.head == ["sds_dark", "sds_light"], "\(report.modes)")
  }

  @Test func aChangeToTheDarkValueIsOneChangeInDark() {
    let report = makeDiffReport(
      base: .discovered(Self.file()),
      head: .discovered(Self.file(darkSurface: "{@color_primitives.Gray.100}")),
      policy: ResolutionPolicy()
    )
    let changes = report.changes.filter { $0.token.description == "@color.background.default" }
    #expect(changes.map(\.mode) == ["sds_dark"], "\(report.changes.map(\.token))")
    #expect(changes.first?.after?.aliasOf?.description == "@color_primitives.gray.100")
    #expect(report.changes.count == 1)
  }

  @Test func theExportersNamespaceRenamedChangesNothing() {
    let report = makeDiffReport(
      base: .discovered(Self.file(namespace: "org.sds")),
      head: .discovered(Self.file()),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
    #expect(report.modes.base == report.modes.head)
  }

  @Test func safeNamesAreTheExportersKeys() {
    #expect(FigmaSafeNames.safeName("Family Sans") == "family-sans")
    #expect(FigmaSafeNames.safeName("Brand B") == "brand-b")
    #expect(FigmaSafeNames.safeName(" Extra  Bold!") == "-extra-bold-")
    #expect(FigmaSafeNames.safeName("800") == "800")
  }
}
