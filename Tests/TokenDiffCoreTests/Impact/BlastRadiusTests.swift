import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// Reaches, via and the blast radius per mode, on a set with `$extensions` modes.
@Suite struct BlastRadiusTests {
  static func tokens(
    blue500: String = "#2563eb",
    other: String = "#000",
    accent: String = "{blue.500}"
  )
    -> String
  {
    """
    {
      "blue": {"$type": "color", "500": {"$value": "\(blue500)"}, "300": {"$value": "#93c5fd"}},
      "same": {"$type": "color", "$value": "#2563eb"},
      "accent": {"$type": "color", "$value": "\(accent)",
        "$extensions": {"mode": {"light": "\(accent)", "dark": "{blue.300}"}}},
      "button": {"bg": {"$type": "color", "$value": "{accent}"}},
      "other": {"$type": "color", "$value": "\(other)"}
    }
    """
  }

  private func report(_ head: String) -> Report {
    makeDiffReport(
      base: .test(["t.tokens.json": Self.tokens()]),
      head: .test(["t.tokens.json": head]),
      policy: ResolutionPolicy()
    )
  }

  private func lines(_ report: Report) -> [String] {
    report.changes.map {
      "\($0.token) [\($0.mode ?? "-")] \($0.kind.rawValue) via \($0.via?.description ?? "-")"
    }
  }

  @Test func aRawChangeReachesOnlyTheModesThatUseIt() throws {
    let report = report(Self.tokens(blue500: "#7c3aed"))
    #expect(
      lines(report) == [
        "accent [light] value-changed via blue.500",
        "blue.500 [-] value-changed via -",
        "button.bg [light] value-changed via blue.500",
      ]
    )
    let source = try #require(report.changes.first { $0.token == TokenPath(dotted: "blue.500") })
    #expect(source.reaches.map(\.description) == ["accent", "button.bg"])
    #expect(source.impact == .visual)
    #expect(source.magnitude?.perceptibility == .visible)
    let indirect = report.changes.filter { $0.via != nil }
    #expect(indirect.allSatisfy { $0.reaches.isEmpty })
    let radius = report.blastRadius.map {
      "\($0.token) [\($0.mode ?? "-")] \($0.semantic) semantic \($0.component) component"
    }
    #expect(
      radius == [
        "blue.500 [light] 2 semantic 0 component", "blue.500 [dark] 0 semantic 0 component",
      ]
    )
    #expect(report.suggestedBump == .patch)
  }

  /// `link` resolves alike in every mode (its dependencies are read once), `accent` only
  /// reaches `blue.500` in light: the counts per mode add the two kinds up.
  @Test func tokensTheSameInEveryModeAndTokensThatVaryAreCountedTogether() throws {
    let link = #", "link": {"$type": "color", "$value": "{blue.500}"}}"#
    let withLink = { (tokens: String) in String(tokens.dropLast(2)) + link }
    let report = makeDiffReport(
      base: .test(["t.tokens.json": withLink(Self.tokens())]),
      head: .test(["t.tokens.json": withLink(Self.tokens(blue500: "#7c3aed"))]),
      policy: ResolutionPolicy()
    )
    let source = try #require(report.changes.first { $0.token == TokenPath(dotted: "blue.500") })
    #expect(source.reaches.map(\.description) == ["accent", "button.bg", "link"])
    #expect(
      report.blastRadius.map { "\($0.token) [\($0.mode ?? "-")] \($0.semantic)" } == [
        "blue.500 [light] 3", "blue.500 [dark] 1",
      ]
    )
  }

  @Test func aChangeThatMovesTheSameInEveryModeHasNoMode() throws {
    let report = report(Self.tokens(other: "#111"))
    #expect(report.blastRadius.map(\.mode) == [nil])
    #expect(report.blastRadius.first?.total == 0)
  }

  @Test func aRetargetThatKeepsTheValueIsNoImpactAndReachesNothing() throws {
    let report = report(Self.tokens(accent: "{same}"))
    let retarget = try #require(report.changes.first { $0.kind == .aliasRetargeted })
    #expect(retarget.impact == ChangeImpact.none)
    #expect(retarget.magnitude == nil)
    #expect(report.blastRadius.isEmpty)
    #expect(report.suggestedBump == SemverBump.none)
  }

  @Test func theDependencyGraphGoesBothWays() {
    let set = ResolvedTokenSet.test(["t.tokens.json": Self.tokens()])
    let graph = DependencyGraph(tokens: set.tokens)
    #expect(graph.references[TokenPath(dotted: "button.bg")] == [TokenPath(dotted: "accent")])
    #expect(
      graph.dependents(of: TokenPath(dotted: "blue.500")).map(\.description) == [
        "accent", "button.bg",
      ]
    )
    #expect(
      graph.aliasChain(from: TokenPath(dotted: "button.bg")).map(\.description) == [
        "button.bg", "accent", "blue.500",
      ]
    )
    #expect(graph.aliasDepth(of: TokenPath(dotted: "button.bg")) == 2)
  }
}
