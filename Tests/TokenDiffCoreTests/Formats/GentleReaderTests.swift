import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// The Gentle spec adapter: detection, colour pairs as modes, surfaces as aliases to colour
/// roles, findings for wrong shapes, and spec-version discipline between two revisions.
@Suite struct GentleReaderTests {
  static let spec = """
    {
      "_specVersion": "0.6.0",
      "colors": {
        "pairByRole": {
          "surfaceBase": { "lightHex": "#FFFFFF", "darkHex": "#1C1C1E" },
          "textPrimary": { "lightHex": "#1C1C1E", "darkHex": "#F2F2F7CC" }
        },
        "note": "kept"
      },
      "typography": { "roles": { "body_m": { "size": 17, "weight": "semibold", "design": "serif" } } },
      "layout": { "scale": { "xs": 4, "m": 12.5 }, "touch": { "minimum": 44 } },
      "visual": { "radii": { "m": 12 }, "shadows": { "card": { "radius": 8, "y": 2 } } },
      "buttons": {
        "roles": { "primary": { "fillStyle": "solidFillPrimaryCTA", "height": 50 } },
        "animations": { "squish": { "scale": 0.96 } }
      },
      "surfaces": {
        "roles": {
          "card": {
            "backgroundStyle": { "solid": { "colorRole": "surfaceBase" } },
            "borderColorRole": "textPrimary"
          }
        }
      }
    }
    """

  static func tokens(_ text: String) -> (byName: [String: Token], findings: [Finding]) {
    let document = TokenParser.parse(.test(["design/gentle-spec.json": text]))
    let byName = Dictionary(
      document.tokens.map { ($0.path.description, $0) },
      uniquingKeysWith: { _, last in last }
    )
    return (byName, document.findings)
  }

  @Test func readsEverySectionIntoTokens() {
    let (byName, findings) = Self.tokens(Self.spec)
    #expect(findings.isEmpty)
    let color = byName["color.surfaceBase"]
    #expect(color?.explicitType == .color)
    #expect(color?.value.stringValue == "#FFFFFF")
    #expect(color?.extensions?["mode"]?["dark"]?.stringValue == "#1C1C1E")
    #expect(
      color?.location == SourceLocation(file: "design/gentle-spec.json", line: 5, column: 7)
    )
    #expect(byName["colors.note"]?.value.stringValue == "kept")
    let body = byName["typography.body_m"]
    #expect(body?.explicitType == .typography)
    #expect(body?.value["fontSize"]?.stringValue == "17px")
    #expect(body?.value["fontWeight"]?.numberValue == 600)
    #expect(body?.value["design"]?.stringValue == "serif")
    #expect(byName["layout.scale.m"]?.value.stringValue == "12.5px")
    #expect(byName["layout.scale.m"]?.explicitType == .dimension)
    #expect(byName["layout.touch.minimum"]?.value.stringValue == "44px")
    #expect(byName["radius.m"]?.value.stringValue == "12px")
    #expect(byName["shadow.card"]?.value["radius"]?.numberValue == 8)
    #expect(byName["button.primary.height"]?.explicitType == .number)
    #expect(byName["button.primary.fillStyle"]?.value.stringValue == "solidFillPrimaryCTA")
    #expect(byName["buttonAnimation.squish.scale"]?.value.numberValue == 0.96)
    #expect(byName["surface.card.background"]?.aliasTarget == TokenPath(["color", "surfaceBase"]))
    #expect(
      byName["surface.card.borderColorRole"]?.aliasTarget == TokenPath(["color", "textPrimary"])
    )
  }

  @Test func aSurfaceBackgroundResolvesToItsColourRoleInEachMode() throws {
    let revision = RevisionResolver.resolve(
      .test(["design/gentle-spec.json": Self.spec]),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.isEmpty)
    #expect(revision.modeNames.contains("dark"))
    let set = try #require(revision.sets.first)
    let index = try #require(
      set.baseline.tokens.firstIndex { $0.path.description == "surface.card.background" }
    )
    #expect(set.baseline.tokens[index].value?.text == "#ffffff")
    let dark = try #require(set.modes.first { $0.mode == "dark" })
    #expect(dark.changed[set.key(set.baseline.tokens[index])]?.value?.text == "#1c1c1e")
  }

  @Test func wrongShapesAreFindingsWithLocationAndToken() {
    let (byName, findings) = Self.tokens(
      """
      {
        "_specVersion": "1",
        "colors": { "pairByRole": { "a": { "lightHex": "#FFF" }, "b": "red" } },
        "typography": { "roles": { "t": { "size": "big" } } },
        "layout": { "scale": { "xs": "4pt" } },
        "surfaces": []
      }
      """
    )
    let described = findings.map {
      "\($0.token?.description ?? "-") \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
    }
    #expect(
      described == [
        "color.a 3:50", "color.a 3:31", "color.b 3:65", "typography.t 4:45",
        "layout.scale.xs 5:32", "- 6:15",
      ]
    )
    #expect(findings.allSatisfy { $0.kind == .invalidValue })
    #expect(byName["color.a"]?.value.stringValue == "#FFF")
    #expect(byName["typography.t"]?.explicitType == nil)
    #expect(byName["layout.scale.xs"]?.value.stringValue == "4pt")
  }

  @Test func detectionNeedsTheVersionAndAKnownSection() {
    #expect(GentleDetection.isGentle(json(#"{"_specVersion": "1", "colors": {}}"#)))
    #expect(!GentleDetection.isGentle(json(#"{"colors": {}}"#)))
    #expect(!GentleDetection.isGentle(json(#"{"_specVersion": "1", "other": {}}"#)))
    #expect(FileSelection.looksLikeTokens(Array(#"{"_specVersion": "0.6.0"}"#.utf8)))
    #expect(!FileSelection.looksLikeTokens(Array(#"{"version": "0.6.0"}"#.utf8)))
  }

  static let base = """
    {"_specVersion": "0.6.0",
     "typography": {"roles": {"body_m": {"size": 17}, "caption_s": {"size": 12}}},
     "colors": {"pairByRole": {"a": {"lightHex": "#FFFFFF", "darkHex": "#000000"}}}}
    """

  static func versionFindings(_ head: String) -> [Finding] {
    GentleVersioning.findings(
      base: .test(["gentle.json": Self.base], revision: "base"),
      head: .test(["gentle.json": head], revision: "head")
    )
  }

  @Test func aRemovedRoleWithoutAVersionBumpIsAFinding() {
    let findings = Self.versionFindings(
      """
      {"_specVersion": "0.6.0",
       "typography": {"roles": {"body_m": {"size": 17}}},
       "colors": {"pairByRole": {"a": {"lightHex": "#FFFFFF", "darkHex": "#000000"}}}}
      """
    )
    #expect(findings.map(\.kind) == [.specVersion])
    #expect(findings.first?.token == TokenPath(["typography", "caption_s"]))
    #expect(findings.first?.location == SourceLocation(file: "gentle.json", line: 1, column: 2))
  }

  @Test func aRemovedSectionOrAChangedShapeWithoutABumpIsAFinding() {
    let findings = Self.versionFindings(
      """
      {"_specVersion": "0.6.0",
       "typography": {"roles": {"body_m": {"size": "17"}, "caption_s": {"size": 12}}}}
      """
    )
    #expect(findings.map(\.token?.description) == ["typography.body_m", "colors"])
    #expect(findings.allSatisfy { $0.kind == .specVersion })
  }

  @Test func aBumpOrAValueChangeIsNoFinding() {
    let bumped = Self.versionFindings(
      #"{"_specVersion": "0.7.0", "typography": {"roles": {}}}"#
    )
    #expect(bumped.isEmpty)
    let valueOnly = Self.versionFindings(
      """
      {"_specVersion": "0.6.0",
       "typography": {"roles": {"body_m": {"size": 18}, "caption_s": {"size": 12}}},
       "colors": {"pairByRole": {"a": {"lightHex": "#EEEEEE", "darkHex": "#000000"}},
                  "extra": {}}}
      """
    )
    #expect(valueOnly.isEmpty)
  }

  private func json(_ text: String) -> JSONValue {
    (try? JSONParser.parse(Array(text.utf8))) ?? JSONValue(.null)
  }
}
