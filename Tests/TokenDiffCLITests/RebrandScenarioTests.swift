import Foundation
import Testing
import TokenDiffTestSupport

/// The rebrand scenario (Fixtures/Scenarios/rebrand): a raw palette with semantic light/dark
/// and component tokens. Head changes blue.500, blue.700, gray.900 and space.md, renames
/// button.text to button.label-text, removes link.visited and adds a component token aliasing
/// the palette directly (a layer leak).
@Suite struct RebrandScenarioTests {
  /// Every semantic and component token whose value the rebrand changes, with the mode and the
  /// raw token it changed through, worked out by hand from the fixture files.
  static let affected: Set<String> = [
    "action.primary [theme=light] via color.blue.500",
    "action.primary-hover [theme=light] via color.blue.700",
    "action.primary-hover [theme=dark] via color.blue.500",
    "text.default [theme=light] via color.gray.900",
    "text.link [theme=light] via color.blue.500",
    "surface.default [theme=dark] via color.gray.900",
    "inset.control [-] via space.md",
    "button.background [theme=light] via color.blue.500",
    "button.background-hover [theme=light] via color.blue.700",
    "button.background-hover [theme=dark] via color.blue.500",
    "button.label-text [theme=dark] via color.gray.900",
    "button.padding [-] via space.md",
    "link.color [theme=light] via color.blue.500",
  ]

  private func run() throws -> JSONRun {
    let fixture = try FixtureRepository(scenario: "rebrand")
    return try runJSON(["base..head"], in: fixture.directory)
  }

  @Test func everyAffectedSemanticAndComponentTokenIsListedWithItsViaAndNothingElse() throws {
    let run = try run()
    let moved = run.changes.filter {
      ["semantic", "component"].contains($0["layer"] as? String)
        && ["value-changed", "alias-retargeted", "forbidden"].contains($0["kind"] as? String)
    }
    let listed = moved.map {
      "\($0["token"] as? String ?? "?") [\($0["mode"] as? String ?? "-")] via \($0["via"] as? String ?? "-")"
    }
    #expect(listed.count == Set(listed).count, "a token is listed twice: \(listed)")
    #expect(Set(listed) == Self.affected)
    // Unaffected tokens (dark mode's action.primary and text.link use blue.400, which did not
    // change; light mode's surface is gray.0) are nowhere in the report.
    let tokens = Set(run.changes.compactMap { $0["token"] as? String })
    for untouched in ["color.blue.400", "color.gray.0", "space.sm"] {
      #expect(!tokens.contains(untouched))
    }
    #expect(!listed.contains { $0.hasPrefix("action.primary [theme=dark]") })
    #expect(!listed.contains { $0.hasPrefix("text.link [theme=dark]") })
    #expect(!listed.contains { $0.hasPrefix("surface.default [theme=light]") })
  }

  @Test func theBlastRadiusLeadsWithTheRawChangesAndAgreesWithVia() throws {
    let run = try run()
    let radius = try #require(run.report["blastRadius"] as? [[String: Any]])
    let rows = radius.map {
      "\($0["token"] as? String ?? "?") [\($0["mode"] as? String ?? "-")] "
        + "\($0["semantic"] as? Int ?? -1)s \($0["component"] as? Int ?? -1)c"
    }
    #expect(
      rows == [
        "color.blue.500 [theme=light] 2s 2c",
        "color.blue.500 [theme=dark] 1s 1c",
        "color.blue.700 [theme=light] 1s 1c",
        "color.gray.900 [theme=dark] 1s 1c",
        "space.md [-] 1s 1c",
        "color.gray.900 [theme=light] 1s 0c",
        "color.blue.700 [theme=dark] 0s 0c",
      ]
    )
    #expect(rows.first == "color.blue.500 [theme=light] 2s 2c")
    // Each source's counts are the changes naming it as `via` in that mode.
    for entry in radius {
      let token = entry["token"] as? String
      let mode = entry["mode"] as? String
      let through = run.changes.filter { change in
        change["via"] as? String == token
          && (mode == nil || change["mode"] as? String == mode || change["mode"] as? String == nil)
      }
      let total =
        (entry["semantic"] as? Int ?? 0) + (entry["component"] as? Int ?? 0)
        + (entry["raw"] as? Int ?? 0)
      #expect(through.count == total, "\(token ?? "?") [\(mode ?? "-")]")
      let source = run.changes.first {
        $0["token"] as? String == token && $0["via"] as? String == nil
      }
      let reaches = Set(source?["reaches"] as? [String] ?? [])
      #expect(reaches.isSuperset(of: through.compactMap { $0["token"] as? String }))
      #expect(entry["layer"] as? String == "raw")
    }
  }

  @Test func renameRemovalLeakBumpAndVisibility() throws {
    let run = try run()
    let renamed = try #require(run.change("button.label-text", "renamed"))
    #expect(renamed["from"] as? String == "button.text")
    #expect(renamed["impact"] as? String == "breaking")
    #expect(run.change("link.visited", "removed")?["impact"] as? String == "breaking")
    #expect(run.change("badge.background", "added")?["impact"] as? String == "additive")
    #expect(run.report["suggestedBump"] as? String == "major")
    let leaks = run.findings(ofKind: "layer-leak").filter { $0["revision"] as? String == "head" }
    #expect(leaks.map { $0["token"] as? String } == ["badge.background"])
    #expect(leaks.first?["new"] as? Bool == true)
    #expect(leaks.first?["line"] as? Int == 6)
    #expect(
      run.findings(ofKind: "closed-token").map { $0["token"] as? String } == ["color.gray.900"]
    )
    let gray = try #require(run.changes.first { $0["token"] as? String == "color.gray.900" })
    #expect(gray.string("magnitude.perceptibility") == "imperceptible")
    #expect(gray["layerSource"] as? String == "config")
    let space = try #require(run.changes.first { $0["token"] as? String == "space.md" })
    #expect((space["magnitude"] as? [String: Any])?["percent"] as? Int == 25)
    #expect(space["layerSource"] as? String == "format")
    #expect(run.result.status == 1, "the closed token fails the run")
  }

  @Test func explainShowsModesChainLayerAndReach() throws {
    let fixture = try FixtureRepository(scenario: "rebrand")
    let text = try TokenDiffExecutable.run(
      ["explain", "action.primary-hover", "head"],
      in: fixture.directory
    )
    #expect(text.status == 0, "\(text.standardError)")
    #expect(
      text.standardOutput.contains(
        "theme=dark: #7c3aed  via color.blue.500  (tokens/semantic/dark.tokens.json:5:5)"
      )
    )
    #expect(
      text.standardOutput.contains(
        "theme=light: #6d28d9  via color.blue.700  (tokens/semantic/light.tokens.json:5:5)"
      )
    )
    #expect(text.standardOutput.contains("layer: semantic (format)"))
    #expect(text.standardOutput.contains("defined at tokens/semantic/light.tokens.json:5:5"))
    #expect(text.standardOutput.contains("  button.background-hover"))
    let json = try TokenDiffExecutable.run(
      ["explain", "color.blue.500", "base", "--format", "json"],
      in: fixture.directory
    )
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
    )
    #expect(
      Set(object["reaches"] as? [String] ?? []) == [
        "action.primary", "action.primary-hover", "button.background", "button.background-hover",
        "link.color", "link.visited", "text.link",
      ]
    )
    let missing = try TokenDiffExecutable.run(
      ["explain", "button.text", "head"],
      in: fixture.directory
    )
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("similar tokens: button.label-text"))
  }
}

extension RebrandScenarioTests {
  @Test func limitingToAModeLimitsTheBlastRadius() throws {
    let fixture = try FixtureRepository(scenario: "rebrand")
    let run = try runJSON(["base..head", "--mode", "dark"], in: fixture.directory)
    let radius = try #require(run.report["blastRadius"] as? [[String: Any]])
    let modes = Set(radius.map { $0["mode"] as? String ?? "-" })
    #expect(modes == ["theme=dark", "-"])
  }

  /// `--mode drak` used to give a report of what holds in every mode, without a word, and so
  /// hid every change and contrast regression of dark.
  @Test func aModeNoRevisionHasIsAnError() throws {
    let fixture = try FixtureRepository(scenario: "rebrand")
    let typo = try TokenDiffExecutable.run(["base..head", "--mode", "drak"], in: fixture.directory)
    #expect(typo.status == 2)
    #expect(typo.standardError.contains("no mode 'drak'"))
    #expect(typo.standardError.contains("theme=dark"))
    let check = try TokenDiffExecutable.run(
      ["check", "head", "--mode", "drak"],
      in: fixture.directory
    )
    #expect(check.status == 2)
    let context = try TokenDiffExecutable.run(
      ["base..head", "--mode", "dark", "--mode", "theme=light"],
      in: fixture.directory
    )
    #expect(context.status != 2, "\(context.standardError)")
  }
}

extension RebrandScenarioTests {
  /// explain offers only the options it uses: a report format or --fail-on is a usage error,
  /// not silently ignored.
  @Test func explainTakesOnlyItsOwnOptions() throws {
    let fixture = try FixtureRepository(scenario: "rebrand")
    let help = try TokenDiffExecutable.run(["explain", "--help"], in: fixture.directory)
    #expect(help.standardOutput.contains("--format <format>"))
    #expect(!help.standardOutput.contains("--fail-on"))
    #expect(!help.standardOutput.contains("--annotations"))
    for extra in [["--format", "html"], ["--fail-on", "never"], ["--mode", "dark"]] {
      let run = try TokenDiffExecutable.run(
        ["explain", "action.primary", "head"] + extra,
        in: fixture.directory
      )
      #expect(run.status == 64, "\(extra): \(run.standardError)")
    }
  }
}
