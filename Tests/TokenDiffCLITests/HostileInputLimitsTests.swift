import Foundation
import Testing
import TokenDiffTestSupport

/// Inputs built to crash, hang or exhaust tokendiff, each run through `tokendiff check FOLDER`
/// under a memory limit: each ends with a finding or an error and exit 0, 1 or 2.
///
/// The limit is `ulimit -v` of 500 MB, except when `TOKENDIFF_SANITIZER` is set (an address
/// sanitizer reserves terabytes of address space for its shadow memory). A 120 s timeout guards
/// against hangs only; no time is asserted.
@Suite struct HostileInputLimitsTests {
  struct Run {
    var status: Int32
    var report: [String: Any]
    var output: String
    var error: String

    var findings: [[String: Any]] { report["findings"] as? [[String: Any]] ?? [] }

    func messages(ofKind kind: String) -> [String] {
      findings.filter { $0["kind"] as? String == kind }.compactMap { $0["message"] as? String }
    }
  }

  /// Writes `files` into a new folder and runs `tokendiff check FOLDER --format json` on it.
  static func check(_ files: [String: String]) throws -> Run {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-hostile-\(UUID().uuidString)")
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("tokendiff-hostile-\(UUID().uuidString).err")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: errorFile)
    }
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try Data(text.utf8).write(to: url)
    }
    let limit =
      ProcessInfo.processInfo.environment["TOKENDIFF_SANITIZER"] == nil ? "ulimit -v 500000; " : ""
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = [
      "120", "/bin/sh", "-c", limit + "exec \"$0\" check \"$1\" --format json 2>\"$2\"",
      TokenDiffExecutable.url.path, folder.path,
      errorFile.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
    let text = String(decoding: outputData, as: UTF8.self)
    let report =
      (try? JSONSerialization.jsonObject(with: outputData)) as? [String: Any] ?? [:]
    return Run(
      status: process.terminationStatus,
      report: report,
      output: text,
      error: String(decoding: errorData, as: UTF8.self)
    )
  }

  /// A Tokens Studio file with one `spacing` token per value.
  static func tokensStudio(_ values: [String]) -> [String: String] {
    var tokens: [String: Any] = [:]
    for (number, value) in values.enumerated() {
      tokens["t\(number)"] = ["value": value, "type": "spacing"]
    }
    let document: [String: Any] = [
      "global": tokens, "$metadata": ["tokenSetOrder": ["global"]],
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: document, options: .sortedKeys)) ?? Data()
    return ["tokens/tokens.json": String(decoding: data, as: UTF8.self)]
  }

  @Test func mathThatOverflowsNestsOrLoopsIsAFinding() throws {
    let values = [
      "roundTo(4px, 29999999999999999999 * 64)", "roundTo(4px, NaN)",
      "roundTo(4px, -99999999999999999999)", "roundTo(1, 10000000000000)",
      String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000),
      String(repeating: "(", count: 6_000) + "1" + String(repeating: ")", count: 6_000),
      "1 - " + String(repeating: "- ", count: 16_000) + "1",
    ]
    let run = try Self.check(Self.tokensStudio(values))
    #expect([0, 1].contains(run.status), "\(run.error)")
    let tokens = Set(
      run.findings.filter { $0["kind"] as? String == "invalid-value" }
        .compactMap { $0["token"] as? String }
    )
    // A single-file Tokens Studio document: the set name `global` is not part of the paths.
    #expect(tokens.isSuperset(of: ["t1", "t4", "t5", "t6"]))
  }

  /// YAML token files built to explode through aliases: a billion laughs, nesting that
  /// aliases carry past the depth bound, and a long text aliased thousands of times. Each is
  /// a `parse-error` at its file, and the token file beside them still resolves.
  @Test func yamlAliasBombsAreParseErrors() throws {
    var laughs = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    var deep = [
      "d0: &d0 " + String(repeating: "[", count: 100) + "x" + String(repeating: "]", count: 100)
    ]
    for level in 1...9 {
      laughs.append(
        "a\(level): &a\(level) ["
          + Array(repeating: "*a\(level - 1)", count: 10)
          .joined(separator: ", ") + "]"
      )
      deep.append(
        "d\(level): &d\(level) " + String(repeating: "[", count: 100) + "*d\(level - 1)"
          + String(repeating: "]", count: 100)
      )
    }
    let long =
      "s: &s " + String(repeating: "x", count: 20_000) + "\nl: ["
      + Array(repeating: "*s", count: 2_000).joined(separator: ", ") + "]"
    let run = try Self.check([
      "tokens/laughs.tokens.yml": laughs.joined(separator: "\n"),
      "tokens/deep.tokens.yml": deep.joined(separator: "\n"),
      "tokens/long.tokens.yml": long,
      "tokens/ok.tokens.yml": "size:\n  $type: dimension\n  sm:\n    $value: 4px\n",
    ])
    #expect([0, 1].contains(run.status), "\(run.error)")
    let errors = run.findings.filter { $0["kind"] as? String == "parse-error" }
    #expect(
      Set(errors.compactMap { $0["file"] as? String }) == [
        "tokens/laughs.tokens.yml", "tokens/deep.tokens.yml", "tokens/long.tokens.yml",
      ]
    )
    #expect(run.report["tokens"] as? Int == 1)
  }

  @Test func referencesToArraysOfReferencesStopAtABudget() throws {
    var document = [##""l0": {"$type": "number", "$value": 1}"##]
    for level in 1...11 {
      let element = "{\"$ref\": \"#/l\(level - 1)\"}"
      document.append(
        "\"l\(level)\": [" + Array(repeating: element, count: 10).joined(separator: ",") + "]"
      )
    }
    document.append(##""x": {"$type": "number", "$value": {"$ref": "#/l11"}}"##)
    let run = try Self.check(["tokens/a.tokens.json": "{" + document.joined(separator: ",") + "}"])
    #expect(run.status == 1, "\(run.error)")
    #expect(run.messages(ofKind: "limit-reached").contains { $0.contains("$ref inlining stopped") })
  }

  @Test func groupsThatExtendGroupsTwiceStopAtABudget() throws {
    var document = [##""g0": {"t": {"$type": "number", "$value": 1}}"##]
    for level in 1...24 {
      let extends = "{\"$extends\": \"{g\(level - 1)}\"}"
      document.append("\"g\(level)\": {\"a\": \(extends), \"b\": \(extends)}")
    }
    let run = try Self.check(["tokens/a.tokens.json": "{" + document.joined(separator: ",") + "}"])
    #expect(run.status == 1, "\(run.error)")
    #expect(
      run.messages(ofKind: "invalid-value").contains { $0.contains("$extends copies more than") }
    )
  }

  /// 20,000 links ending at a missing token: the report names the root once instead of nesting
  /// every link's message in the next.
  @Test func aLongBrokenAliasChainMakesAReportLinearInItsLength() throws {
    let links = 20_000
    var members: [String] = []
    for link in 0..<links { members.append("\"t\(link)\": {\"$value\": \"{c.t\(link + 1)}\"}") }
    let text = "{\"c\": {\"$type\": \"number\", " + members.joined(separator: ", ") + "}}"
    let run = try Self.check(["tokens/a.tokens.json": text])
    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.utf8.count < text.utf8.count * 4)
    #expect(run.messages(ofKind: "broken-reference").contains { $0.contains("c.t20000") })
  }

  @Test func globsThatExplodeOrBacktrackEndQuickly() throws {
    let token = ##"{"c": {"$type": "number", "x": {"$value": 1}}}"##
    let braces = try Self.check([
      "tokens/a.tokens.json": token,
      ".tokendiff.yml": "files: [\"" + String(repeating: "{a,b}", count: 24) + "\"]\n",
    ])
    #expect(braces.status == 2)
    #expect(braces.error.contains("expands to more than 1024 patterns"))
    let stars = try Self.check([
      "tokens/a.tokens.json": token,
      "tokens/" + String(repeating: "a", count: 200) + ".tokens.json": token,
      ".tokendiff.yml": "files: [\"" + String(repeating: "*a", count: 24) + "*b\"]\n",
    ])
    #expect(stars.status == 2)
    #expect(stars.error.contains("no token files"))
    // Ten two-way groups and thousands of one-way groups in a 60 KB pattern: each of the 1,024
    // alternatives would be rescanned once per group, 10^12 steps.
    let long = try Self.check([
      "tokens/a.tokens.json": token,
      ".tokendiff.yml": "files: [\"" + String(repeating: "{a,b}", count: 10)
        + String(repeating: "{a}", count: 20_000) + "\"]\n",
    ])
    #expect(long.status == 2)
    #expect(long.error.contains("characters of expansion work"))
  }

  @Test func aResolverWhoseSetsIncludeTheirPredecessorTwiceResolves() throws {
    var sets = [##""s0": {"sources": [{"$ref": "a.tokens.json"}]}"##]
    for level in 1...24 {
      let previous = "{\"$ref\": \"#/sets/s\(level - 1)\"}"
      sets.append("\"s\(level)\": {\"sources\": [\(previous), \(previous)]}")
    }
    let resolver =
      ##"{"version": "2025.10", "sets": {"## + sets.joined(separator: ", ")
      + ##"}, "resolutionOrder": [{"$ref": "#/sets/s24"}]}"##
    let run = try Self.check([
      "tokens/a.tokens.json": ##"{"c": {"$type": "number", "x": {"$value": 1}}}"##,
      "tokens/doubling.resolver.json": resolver,
    ])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.report["tokens"] as? Int == 1)
  }

  @Test func invisibleCharactersInNamesAreFindingsShownEscaped() throws {
    let text =
      ##"{"c": {"$type": "number", "a\u0000b": {"$value": 1}, "z\u200bw": {"$value": 2}, "r\u202eevil": {"$value": 3}}}"##
    let run = try Self.check(["tokens/a.tokens.json": text])
    #expect(run.status == 0, "\(run.error)")
    let messages = run.messages(ofKind: "invalid-name")
    #expect(messages.count == 3)
    #expect(messages.contains { $0.contains("a\\u{0000}b") })
    #expect(messages.contains { $0.contains("z\\u{200B}w") })
    #expect(messages.contains { $0.contains("r\\u{202E}evil") })
  }
}
