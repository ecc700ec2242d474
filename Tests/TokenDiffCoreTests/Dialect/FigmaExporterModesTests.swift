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
    var next = 0
    func token(_ type: String, _ value: String, modes: [(String, String)]) -> String {
      next += 1
      let map = modes.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
      return
        ##"{"$type": "\##(type)", "$value": "\##(value)", "$extensions": {"\##(namespace)": {"figmaId": "VariableID:1:\##(next)", "modes": {\##(map)}}}}"##
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

  static func variable(_ name: String, id: String, value: String, type: String = "color") -> String
  {
    ##""\##(name)": {"$type": "\##(type)", "$value": "\##(value)", "$extensions": {"com.figma.sds": {"figmaId": "\##(id)", "modes": {"value": "\##(value)"}}}}"##
  }

  /// The exporter's `figmaId` is the variable's identity: a renamed variable whose value also
  /// changed is one rename, not paired by value with another (WhereWild).
  @Test func aRenamedVariableKeepsItsFigmaId() {
    let base =
      "{\"bg\": {" + Self.variable("default-hover", id: "VariableID:1:11", value: "#f5f5f5") + "}}"
    let head =
      "{\"bg\": {" + Self.variable("hover", id: "VariableID:1:11", value: "#eeeeee") + ", "
      + Self.variable("pressed", id: "VariableID:1:12", value: "#f5f5f5") + "}}"
    let report = makeDiffReport(
      base: .discovered(["scripts/tokens/tokens.json": base]),
      head: .discovered(["scripts/tokens/tokens.json": head]),
      policy: ResolutionPolicy()
    )
    let renamed = report.changes.filter { $0.kind == .renamed }
    #expect(
      renamed.map { "\($0.from?.description ?? "") → \($0.token)" } == [
        "bg.default-hover → bg.hover"
      ]
    )
    #expect(report.changes.contains { $0.kind == .added && $0.token.description == "bg.pressed" })
  }

  /// A one-mode map is what the exporter's build reads: where a sync tool changed only it, the
  /// change is the token's (wearesection/figma-sds).
  @Test func aOneModeMapThatDisagreesWithValueIsTheValue() throws {
    func file(_ mapped: Int) -> [String: String] {
      let radius =
        ##"{"$type": "number", "$value": 2, "$extensions": {"com.figma.sds": {"figmaId": "VariableID:9:1", "modes": {"default": \##(mapped)}}}}"##
      return ["scripts/tokens/tokens.json": ##"{"@size": {"radius": \##(radius)}}"##]
    }
    let report = makeDiffReport(
      base: .discovered(file(2)),
      head: .discovered(file(0)),
      policy: ResolutionPolicy()
    )
    let change = try #require(report.changes.first)
    #expect(report.changes.count == 1)
    #expect(change.before?.value?.text == "2")
    #expect(change.after?.value?.text == "0")
  }

  /// The exporter writes Figma's string variables as `$type: "unknown"`; its build writes them
  /// as they are: no warning.
  @Test func theExportersUnknownTypeIsNotReported() {
    let file =
      "{\"@responsive\": {"
      + Self.variable("device", id: "VariableID:2:1", value: "desktop", type: "unknown") + "}}"
    let report = makeCheckReport(
      .discovered(["scripts/tokens/tokens.json": file]),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.isEmpty, "\(report.findings.map(\.finding.message))")
    let plain = makeCheckReport(
      .discovered([
        "tokens/t.tokens.json": ##"{"device": {"$type": "unknown", "$value": "desktop"}}"##
      ]),
      policy: ResolutionPolicy()
    )
    #expect(plain.findings.map(\.finding.kind) == [.invalidValue])
  }

  /// An alias of thousands of segments is looked at only as deep as the set's groups go (it
  /// took seconds, quadratic in its length): it stays broken.
  @Test func aVeryLongAliasStaysBroken() {
    let long = "{" + Array(repeating: "Very Deep", count: 5_000).joined(separator: ".") + "}"
    let file = "{\"a\": {" + Self.variable("b", id: "VariableID:3:1", value: long) + "}}"
    let report = makeCheckReport(
      .discovered(["scripts/tokens/tokens.json": file]),
      policy: ResolutionPolicy()
    )
    #expect(report.findings.map(\.finding.kind).contains(.brokenReference))
  }

  @Test func safeNamesAreTheExportersKeys() {
    #expect(FigmaSafeNames.safeName("Family Sans") == "family-sans")
    #expect(FigmaSafeNames.safeName("Brand B") == "brand-b")
    #expect(FigmaSafeNames.safeName(" Extra  Bold!") == "-extra-bold-")
    #expect(FigmaSafeNames.safeName("800") == "800")
  }

  /// Other exporters write the map as a member of its own, `com.figma.modes` (NSP's shape):
  /// a change to the dark value alone is a change in dark.
  @Test func aModesMemberOfItsOwnIsAModeMap() {
    func file(dark: String) -> String {
      ##"{"gray": {"$type": "color", "$value": "#fcfcfc", "$extensions": {"com.figma.modes": {"light": "#fcfcfc", "dark": "\##(dark)"}}}}"##
    }
    let report = makeDiffReport(
      base: .test(["color.json": file(dark: "#111111")]),
      head: .test(["color.json": file(dark: "#222222")]),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.map { "\($0.token) \($0.mode ?? "-")" } == ["gray dark"])
  }

  /// Settings under a `.modes` name (`{"enabled": true, "default": "light"}`) are no values.
  @Test func settingsUnderAModesNameAreNoModeMap() {
    let file =
      ##"{"gray": {"$type": "color", "$value": "#fcfcfc", "$extensions": {"org.x.modes": {"enabled": true, "default": "light"}}}}"##
    let report = makeCheckReport(.test(["color.json": file]), policy: ResolutionPolicy())
    #expect(report.modes.head.isEmpty, "\(report.modes.head)")
  }
}
