import Foundation
import Testing
import TokenDiffGit
import TokenDiffTestSupport

/// Inputs that cannot be read, and runs that cannot make a report.
@Suite struct ProblemInputTests {
  static let tokens = ##"{"color": {"$type": "color", "brand": {"$value": "#0066cc"}}}"##

  @Test func skippedFilesAndUnparsableFilesAreFindingsWhileTheRestResolves() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(["tokens/color.tokens.json": Self.tokens], message: "base", step: 0)
    let lfs = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 123\n"
    try fixture.commit(
      [
        "tokens/color.tokens.json": Self.tokens.replacingOccurrences(
          of: "#0066cc",
          with: "#0055aa"
        ),
        "tokens/big.tokens.json": lfs,
        "tokens/broken.tokens.json": "{\n  \"a\": {\"$value\": }\n}",
      ],
      message: "head",
      step: 1,
      symlinks: ["tokens/link.tokens.json": "color.tokens.json"],
      submodules: ["tokens/vendor": "0123456789abcdef0123456789abcdef01234567"]
    )
    let run = try runJSON(["HEAD~1..HEAD"], in: fixture.directory)
    #expect(run.result.status == 1, "a file that stopped parsing fails the default --fail-on")
    #expect(run.changeLines == ["color.brand value-changed"])
    let skipped = run.findings(ofKind: "skipped-file").compactMap { $0["file"] as? String }
    #expect(skipped.sorted() == ["tokens/big.tokens.json", "tokens/link.tokens.json"])
    let lfsMessage = run.findings(ofKind: "skipped-file").first {
      $0["file"] as? String == "tokens/big.tokens.json"
    }
    #expect((lfsMessage?["message"] as? String)?.contains("Git LFS pointer") == true)
    let parseErrors = run.findings(ofKind: "parse-error")
    #expect(parseErrors.count == 1)
    #expect(parseErrors.first?["file"] as? String == "tokens/broken.tokens.json")
    #expect(parseErrors.first?["line"] as? Int == 2)
    #expect(parseErrors.first?["revision"] as? String == "head")
  }

  @Test func anUnknownRevisionSaysWhatToDo() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(["tokens/color.tokens.json": Self.tokens], message: "base")
    let result = try TokenDiffExecutable.run(["main..no-such-branch"], in: fixture.directory)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("revision 'no-such-branch' is not in this repository"))
    #expect(result.standardError.contains("fetch-depth: 0"))
  }

  @Test func aShallowCloneExplainsTheMissingHistory() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(["tokens/color.tokens.json": Self.tokens], message: "base", step: 0)
    let head = try fixture.commit(
      [
        "tokens/color.tokens.json": Self.tokens.replacingOccurrences(of: "#0066cc", with: "#000000")
      ],
      message: "head",
      step: 1
    )
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tokendiff-shallow-\(UUID().uuidString)"
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let shallow = try fixture.repository.makeShallowCopy(
      at: folder.path,
      keeping: head,
      branch: "main"
    )
    #expect(shallow.isShallow)
    let result = try TokenDiffExecutable.run(["HEAD~1..HEAD", "--repo", folder.path], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("(a shallow clone)"))
    #expect(result.standardError.contains("fetch-depth: 0"))
  }

  @Test func outsideARepositoryTheErrorPointsAtCheck() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tokendiff-norepo-\(UUID().uuidString)"
    )
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try TokenDiffExecutable.run(["main..feature"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("is not inside a git repository"))
    #expect(result.standardError.contains("tokendiff check"))
  }

  @Test func noTokenFilesListsTheGlobs() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      ["README.md": "# nothing here", "package.json": ##"{"name": "x"}"##],
      message: "base"
    )
    let result = try TokenDiffExecutable.run(["HEAD..HEAD"], in: fixture.directory)
    #expect(result.status == 2)
    #expect(result.standardError.contains("no token files"))
    #expect(result.standardError.contains("**/*.tokens.json"))

    let allowed = try TokenDiffExecutable.run(
      ["HEAD..HEAD", "--allow-no-token-files", "--format", "json"],
      in: fixture.directory
    )
    #expect(allowed.status == 0, "\(allowed.standardError)")
    let report = try JSONSerialization.jsonObject(with: Data(allowed.standardOutput.utf8))
    let tokens = (report as? [String: Any])?["tokens"] as? [String: Int]
    #expect(tokens == ["base": 0, "head": 0])
  }

  @Test func configurationComesFromTheHeadRevisionAndUnknownKeysAreErrors() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(["design/colors.json": Self.tokens], message: "base", step: 0)
    try fixture.commit(
      [
        "design/colors.json": Self.tokens.replacingOccurrences(of: "#0066cc", with: "#ff000000"),
        ".tokendiff.yml":
          "files:\n  - design/*.json\nforbidden: ['#FF000000']\nfailOn: [forbidden]\n",
      ],
      message: "config",
      step: 1
    )
    let run = try runJSON(["HEAD~1..HEAD"], in: fixture.directory)
    #expect(run.result.status == 1)
    #expect(run.changeLines == ["color.brand forbidden"])
    #expect(run.findings(ofKind: "forbidden-value").first?["line"] as? Int == 1)
    #expect(run.report["failures"] as? [String] == ["1 forbidden"])

    try Data("files: [a]\nfailOnn: broken\n".utf8).write(
      to: fixture.directory.appendingPathComponent("bad.yml")
    )
    let bad = try TokenDiffExecutable.run(
      ["HEAD~1..HEAD", "--config", "bad.yml"],
      in: fixture.directory
    )
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("bad.yml:2:1: unknown key 'failOnn'"))
    #expect(bad.standardError.contains("failOn"))
    let missing = try TokenDiffExecutable.run(
      ["HEAD~1..HEAD", "--config", "nope.yml"],
      in: fixture.directory
    )
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("cannot read the configuration"))
    // Foundation's reasons end with a full stop; the message used to end with two.
    let unwritable = try TokenDiffExecutable.run(
      ["HEAD~1..HEAD", "-o", "/nonexistent-tokendiff-folder/report.txt"],
      in: fixture.directory
    )
    #expect(unwritable.status == 2)
    #expect(unwritable.standardError.contains("cannot write the report"))
    #expect(!unwritable.standardError.contains(".."), "\(unwritable.standardError)")
  }

  @Test func failOnDecidesTheExitStatusAndBadValuesAreUsageErrors() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(["tokens/a.tokens.json": Self.tokens], message: "base", step: 0)
    try fixture.commit(
      ["tokens/a.tokens.json": ##"{"color": {"$type": "color", "brand": {"$value": "{nope}"}}}"##],
      message: "break",
      step: 1
    )
    #expect(try TokenDiffExecutable.run(["HEAD~1..HEAD"], in: fixture.directory).status == 1)
    #expect(
      try TokenDiffExecutable.run(["HEAD~1..HEAD", "--fail-on", "never"], in: fixture.directory)
        .status == 0
    )
    #expect(
      try TokenDiffExecutable.run(["HEAD~1..HEAD", "--fail-on", "removed"], in: fixture.directory)
        .status == 0
    )
    let usage = try TokenDiffExecutable.run(
      ["HEAD~1..HEAD", "--fail-on", "sometimes"],
      in: fixture.directory
    )
    #expect(usage.status == 64)
    #expect(usage.standardError.contains("unknown fail-on value 'sometimes'"))
    // An empty list (an unset CI variable) used to pass every run without a word.
    let empty = try TokenDiffExecutable.run(
      ["HEAD~1..HEAD", "--fail-on", " , "],
      in: fixture.directory
    )
    #expect(empty.status == 64)
    #expect(empty.standardError.contains("fail-on lists nothing"))
  }

  @Test func checkReadsAFolderWithoutGitAndWritesToAFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tokendiff-check-\(UUID().uuidString)"
    )
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("tokens"),
      withIntermediateDirectories: true
    )
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = """
      {"color": {"$type": "color",
        "ok": {"$value": "#000"},
        "loop": {"$value": "{color.loop}"}}}
      """
    try Data(broken.utf8).write(to: folder.appendingPathComponent("tokens/a.tokens.json"))
    let run = try runJSON(["check", folder.path], in: FileManager.default.temporaryDirectory)
    #expect(run.result.status == 1)
    #expect(run.report["revision"] != nil)
    #expect(run.report["base"] == nil)
    #expect(run.findings(ofKind: "cycle").first?["token"] as? String == "color.loop")
    #expect(run.findings(ofKind: "cycle").first?["line"] as? Int == 3)

    let output = folder.appendingPathComponent("report.md")
    let written = try TokenDiffExecutable.run(
      ["check", ".", "--format", "markdown", "--output", output.path, "--fail-on", "never"],
      in: folder
    )
    #expect(written.status == 0)
    #expect(written.standardOutput.isEmpty)
    let markdown = try String(contentsOf: output, encoding: .utf8)
    #expect(markdown.hasPrefix("<!-- tokendiff -->\n"))
    #expect(markdown.contains("cycle"))
  }

  @Test func checkOfARevisionReadsItFromGit() throws {
    let fixture = try FixtureRepository()
    try fixture.commit(
      ["tokens/a.tokens.json": ##"{"c": {"$type": "color", "$value": "{nope}"}}"##],
      message: "bad",
      step: 0
    )
    try fixture.commit(["tokens/a.tokens.json": Self.tokens], message: "good", step: 1)
    #expect(try TokenDiffExecutable.run(["check", "HEAD"], in: fixture.directory).status == 0)
    let old = try runJSON(["check", "HEAD~1"], in: fixture.directory)
    #expect(old.result.status == 1)
    #expect(old.findings(ofKind: "broken-reference").count == 1)
  }

  @Test func aYAMLBombInTheConfigurationIsRefused() throws {
    let fixture = try FixtureRepository()
    var lines = [##"a: &a ["x","x","x","x","x","x","x","x","x"]"##]
    for (name, previous) in zip("bcdefgh", "abcdefg") {
      lines.append(
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
          + "]"
      )
    }
    try fixture.commit(
      [
        "tokens/a.tokens.json": Self.tokens, ".tokendiff.yml": lines.joined(separator: "\n") + "\n",
      ],
      message: "bomb"
    )
    let result = try TokenDiffExecutable.run(["check", "HEAD"], in: fixture.directory)
    #expect(result.status == 2)
    #expect(result.standardError.contains("expands to more than 100000 values"))
  }
}
