import Foundation
import Testing
import TokenDiffTestSupport

/// Contrast on Adobe's own Spectrum history: the content colours on the background colours.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct ContrastRealDataTests {
  /// Spectrum's names are flat and hyphenated; `*` matches within them.
  static let config = """
    contrast:
      pairs:
        - foreground: "*-content-color-*"
          background: "background-*-color"
          requirement: AA
      algorithms: [wcag2, apca]
    """

  /// 12.18.1 → 13.0.0: in light mode the accent content colour on the base background went
  /// from #0265dc on #e6e6e6 (4.32, failing AA) to #3b63fb on #ffffff (4.81): fixed.
  @Test func theRedesignFixesAccentContentOnTheBaseBackgroundInLightMode() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let configuration = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-contrast-\(UUID().uuidString).yml")
    try Data(Self.config.utf8).write(to: configuration)
    defer { try? FileManager.default.removeItem(at: configuration) }
    let run = try runJSON(
      [
        "@adobe/spectrum-tokens@12.18.1..@adobe/spectrum-tokens@13.0.0",
        "--config", configuration.path, "--fail-on", "contrast-regression",
      ],
      in: repository
    )
    let contrast = run.report["contrast"] as? [[String: Any]] ?? []
    let accent = try #require(
      contrast.first {
        $0["foreground"] as? String == "accent-content-color-default"
          && $0["background"] as? String == "background-base-color"
          && $0["mode"] as? String == "light"
      }
    )
    #expect(accent["status"] as? String == "fixed")
    let before = try #require(accent["before"] as? [String: Any])
    let after = try #require(accent["after"] as? [String: Any])
    #expect(abs((before["ratio"] as? Double ?? 0) - 4.317099) < 1e-6)
    #expect(abs((after["ratio"] as? Double ?? 0) - 4.812425) < 1e-6)
    #expect(before["passes"] as? Bool == false)
    #expect(after["passes"] as? Bool == true)
    #expect(before["foreground"] as? String == "#0265dc")
    #expect(after["background"] as? String == "#ffffff")
    #expect(after["apca"] is Double)
    // Every pair is in a mode, sorted, and counted in the summary.
    #expect(contrast.allSatisfy { $0["mode"] is String })
    let summary = try #require(run.report["summary"] as? [String: Any])
    #expect((summary["contrast-fixed"] as? Int ?? 0) > 0)
    #expect(summary["contrast-regression"] as? Int == 0)
    #expect(run.result.status == 0, "no pair regressed: \(run.report["failures"] ?? "")")
  }
}
