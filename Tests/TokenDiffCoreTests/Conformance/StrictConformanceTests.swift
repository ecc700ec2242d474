import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// `--strict` on the cases of `Fixtures/TokenSets/strict`: each breaks one DTCG 2025.10 rule
/// that the default reading relaxes (or is conformant, with no finding at all), and
/// `expectations.json` lists its findings under `strict`.
@Suite struct StrictConformanceTests {
  typealias Case = ConformanceTests.Case
  typealias ExpectedFinding = ConformanceTests.ExpectedFinding

  static func findings(_ testCase: Case, strict: Bool) throws -> [Finding] {
    var policy = ResolutionPolicy()
    policy.strict = strict
    return RevisionResolver.resolve(try ConformanceTests.snapshot(of: testCase), policy: policy)
      .findings
  }

  static func described(_ findings: [Finding]) -> [String] {
    findings.map { finding in
      ExpectedFinding(
        kind: finding.kind.rawValue,
        line: finding.location?.line ?? 0,
        column: finding.location?.column ?? 0,
        token: finding.token?.description
      ).description
    }.sorted()
  }

  @Test(arguments: ConformanceTests.cases(in: "strict"))
  func strictModeReportsExactlyTheCasesFindingsAsErrors(_ testCase: Case) throws {
    let expected = try #require(
      try ConformanceTests.expectations().strict[testCase.name],
      "expectations.json has no strict entry for \(testCase.name)"
    )
    let findings = try Self.findings(testCase, strict: true)
    #expect(
      Self.described(findings) == expected.map(\.description).sorted(),
      "messages: \(findings.map(\.message))"
    )
    #expect(findings.allSatisfy { $0.severity == .error && $0.isBreakage })
  }

  /// Strict mode only adds: whatever the default reading reports is still there, at the same
  /// place, and at least as serious.
  @Test(arguments: ConformanceTests.cases(in: "strict"))
  func strictModeKeepsEveryDefaultFinding(_ testCase: Case) throws {
    let lenient = try Self.findings(testCase, strict: false)
    let strict = try Self.findings(testCase, strict: true)
    for finding in lenient {
      #expect(
        strict.contains {
          $0.location == finding.location && $0.kind == finding.kind
            && $0.severity >= finding.severity
        },
        "\(finding.message)"
      )
    }
  }

  /// The rules strict mode adds are relaxed by default: most cases pass a default check.
  @Test func theDefaultReadingAcceptsTheLegacyForms() throws {
    let accepted = [
      "color-written-as-a-css-string.tokens.json", "dimension-written-as-a-string.tokens.json",
      "dimension-in-em.tokens.json", "duration-written-as-a-string.tokens.json",
      "number-written-as-a-string.tokens.json", "transition-without-delay.tokens.json",
      "shadow-without-spread.tokens.json", "typography-without-letter-spacing.tokens.json",
      "type-string-is-not-a-dtcg-type.tokens.json",
      "written-with-value-not-dollar-value.tokens.json",
      "resolver-without-version.resolver.json",
    ]
    for name in accepted {
      let findings = try Self.findings(Case(group: "strict", name: name), strict: false)
      #expect(
        findings.filter { $0.severity == .error }.isEmpty,
        "\(name): \(findings.map(\.message))"
      )
    }
  }

  /// A name the default reading warns about is one finding in strict mode, raised to an
  /// error, not a warning and an error.
  @Test func aDefaultWarningIsRaisedNotRepeated() throws {
    let testCase = Case(group: "strict", name: "name-with-a-dot.tokens.json")
    let lenient = try Self.findings(testCase, strict: false)
    let strict = try Self.findings(testCase, strict: true)
    #expect(lenient.map(\.severity) == [.warning])
    #expect(strict.map(\.severity) == [.error])
    #expect(strict.map(\.message) == lenient.map(\.message))
  }

  @Test func theCasesCoverEveryTypeAndTheResolver() throws {
    let names = ConformanceTests.cases(in: "strict").map(\.name)
    #expect(Set(names) == Set(try ConformanceTests.expectations().strict.keys))
    #expect(names.count >= 30)
    #expect(names.filter { $0.hasSuffix(".resolver.json") }.count >= 5)
    #expect(names.contains { $0.hasPrefix("conformant") })
  }

  @Test func theConfigurationTurnsStrictModeOn() throws {
    let document = try JSONParser.parse(Array(#"{"strict": true}"#.utf8))
    #expect(try Configuration(from: document, source: "c.json").strict)
    #expect(try !Configuration(from: JSONParser.parse(Array("{}".utf8)), source: "c.json").strict)
    let wrong = try JSONParser.parse(Array(#"{"strict": "yes"}"#.utf8))
    #expect(throws: ConfigurationError.self) { try Configuration(from: wrong, source: "c.json") }
  }
}
