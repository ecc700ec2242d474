import Foundation
import Testing
import TokenDiffTestSupport

/// Rename detection on Spectrum 14.13.1 → 15.0.0 (eight files split into 91), with the
/// tokens' `uuid`s and without them.
@Suite(.enabled(if: RealData.isAvailable, "../shared/realdata is not beside this checkout"))
struct SpectrumRenameTests {
  static let range = "@adobe/spectrum-tokens@14.13.1..@adobe/spectrum-tokens@15.0.0"

  /// The nine renames of the release, old name → new name.
  static let renames: [String: String] = [
    "banner-gap-horizontal": "gap-horizontal",
    "banner-gap-vertical": "gap-vertical",
    "banner-padding-horizontal": "padding-horizontal",
    "banner-padding-vertical": "padding-vertical",
    "list-gap-regular": "gap-regular",
    "stack-item-drag-handle-to-control": "stack-item-drag-handle-icon-to-control",
    "tree-view-drag-handle-to-checkbox": "tree-view-drag-handle-icon-to-checkbox",
    "tree-view-edge-to-drag-handle": "tree-view-edge-to-drag-handle-icon",
    "tree-view-top-to-drag-handle": "tree-view-top-to-drag-handle-icon",
  ]

  private func renames(in run: JSONRun) -> [String: String] {
    var pairs: [String: String] = [:]
    for change in run.changes where change["kind"] as? String == "renamed" {
      pairs[change["from"] as? String ?? "?"] = change["token"] as? String ?? "?"
    }
    return pairs
  }

  @Test func everyUUIDRenameIsFound() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let run = try runJSON([Self.range, "--fail-on", "never"], in: repository)
    #expect(renames(in: run) == Self.renames)
    let notes = Set(
      run.changes.filter { $0["kind"] as? String == "renamed" }.map { $0["note"] as? String }
    )
    #expect(notes == ["same id"])
    #expect(run.report["suggestedBump"] as? String == "major")
  }

  @Test func withUUIDsIgnoredStructureFindsTheSameRenamesAndNoOthers() throws {
    let repository = try RealData.clone("spectrum-tokens")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-no-ids-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("no-ids.yml")
    try Data("renames:\n  byIdentity: false\n".utf8).write(to: config)
    let run = try runJSON(
      [Self.range, "--fail-on", "never", "--config", config.path],
      in: repository
    )
    #expect(renames(in: run) == Self.renames, "no false renames, none missed")
    let notes = Set(
      run.changes.filter { $0["kind"] as? String == "renamed" }.map { $0["note"] as? String }
    )
    // Literals pair by value, aliases by their target: the structural rule either way.
    #expect(notes == ["same value and most of the name", "same alias target and most of the name"])
    #expect(!run.changes.contains { ["removed", "added"].contains($0["kind"] as? String) })
  }
}
