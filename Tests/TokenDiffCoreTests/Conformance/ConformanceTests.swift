import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The DTCG conformance suite of `Fixtures/TokenSets` (see its README).
///
/// Every case in `valid/` parses and resolves without a single finding (and, where
/// `expectations.json` lists values, resolves to them); every case in `invalid/` produces
/// exactly the findings `expectations.json` lists for it: kind, line, column and token. A case
/// is a `.tokens.json` file or a folder of files that refer to one another.
@Suite struct ConformanceTests {
  static let folder = Fixtures.root.appendingPathComponent("TokenSets", isDirectory: true)

  /// One file or folder of `valid/` or `invalid/`.
  struct Case: Sendable, CustomTestStringConvertible {
    var group: String
    var name: String
    var testDescription: String { "\(group)/\(name)" }
    var url: URL {
      ConformanceTests.folder.appendingPathComponent(group, isDirectory: true)
        .appendingPathComponent(name)
    }
    var isFolder: Bool { !name.hasSuffix(".json") }
  }

  /// A finding as `expectations.json` writes it; `file` only for folder cases.
  struct ExpectedFinding: Decodable, Hashable, CustomStringConvertible {
    var kind: String
    var line: Int
    var column: Int
    var token: String?
    var file: String?

    var description: String {
      "\(kind) \(file.map { "\($0):" } ?? "")\(line):\(column) \(token ?? "-")"
    }
  }

  struct ValidExpectation: Decodable {
    /// Token path → the resolved value's canonical text.
    var values: [String: String]
  }

  struct Expectations: Decodable {
    /// Cases of `strict/`: their findings under `--strict` (none for a conformant case).
    var strict: [String: [ExpectedFinding]]
    var invalid: [String: [ExpectedFinding]]
    var valid: [String: ValidExpectation]
  }

  static func cases(in group: String) -> [Case] {
    let url = folder.appendingPathComponent(group, isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { Case(group: group, name: $0) }
  }

  static func expectations() throws -> Expectations {
    let data = try Data(contentsOf: folder.appendingPathComponent("expectations.json"))
    return try JSONDecoder().decode(Expectations.self, from: data)
  }

  /// The case's files as one revision: a file on its own, or every file of a folder by its
  /// path inside the folder.
  static func snapshot(of testCase: Case) throws -> RevisionSnapshot {
    guard testCase.isFolder else {
      let bytes = [UInt8](try Data(contentsOf: testCase.url))
      return RevisionSnapshot(
        revision: testCase.name,
        commit: nil,
        files: [SourceFile(path: testCase.name, bytes: bytes)]
      )
    }
    let base = testCase.url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    var files: [SourceFile] = []
    let enumerator = FileManager.default.enumerator(
      at: testCase.url,
      includingPropertiesForKeys: [.isRegularFileKey]
    )
    while let url = enumerator?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else {
        continue
      }
      let components = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
      let relative = components.dropFirst(base.count).joined(separator: "/")
      files.append(SourceFile(path: relative, bytes: [UInt8](try Data(contentsOf: url))))
    }
    return RevisionSnapshot(revision: testCase.name, commit: nil, files: files)
  }

  static func resolve(_ testCase: Case) throws -> ResolvedTokenSet {
    Resolver.resolve(TokenParser.parse(try snapshot(of: testCase)))
  }

  @Test(arguments: cases(in: "valid"))
  func validCaseHasNoFindings(_ testCase: Case) throws {
    let set = try Self.resolve(testCase)
    #expect(!set.tokens.isEmpty || testCase.name.hasPrefix("empty"), "no tokens were read")
    #expect(
      set.findings.isEmpty,
      "\(set.findings.map { "\($0.kind.rawValue) \($0.location?.description ?? "") \($0.message)" })"
    )
    let expected = try Self.expectations().valid[testCase.name]?.values ?? [:]
    for (path, text) in expected.sorted(by: { $0.key < $1.key }) {
      #expect(set.token(path)?.value?.text == text, "\(path)")
    }
  }

  @Test(arguments: cases(in: "invalid"))
  func invalidCaseHasExactlyItsFindings(_ testCase: Case) throws {
    let expected = try #require(
      try Self.expectations().invalid[testCase.name],
      "expectations.json has no entry for invalid/\(testCase.name)"
    )
    let set = try Self.resolve(testCase)
    let actual = set.findings.map { finding in
      ExpectedFinding(
        kind: finding.kind.rawValue,
        line: finding.location?.line ?? 0,
        column: finding.location?.column ?? 0,
        token: finding.token?.description,
        file: testCase.isFolder ? finding.location?.file : nil
      )
    }
    if !testCase.isFolder {
      #expect(set.findings.allSatisfy { $0.location?.file == testCase.name })
    }
    let sorted = { (findings: [ExpectedFinding]) in findings.map(\.description).sorted() }
    #expect(
      sorted(actual) == sorted(expected),
      "messages: \(set.findings.map(\.message))"
    )
  }

  /// The suite cannot shrink silently: every invalid case has expectations, every expectation
  /// has its case, and there are enough cases.
  @Test func everyCaseIsAccountedFor() throws {
    let expectations = try Self.expectations()
    let invalid = Set(Self.cases(in: "invalid").map(\.name))
    let valid = Set(Self.cases(in: "valid").map(\.name))
    #expect(invalid.subtracting(expectations.invalid.keys).sorted() == [])
    #expect(Set(expectations.invalid.keys).subtracting(invalid).sorted() == [])
    #expect(Set(expectations.valid.keys).subtracting(valid).sorted() == [])
    #expect(expectations.invalid.values.allSatisfy { !$0.isEmpty })
    #expect(invalid.count + valid.count >= 150)
  }
}
