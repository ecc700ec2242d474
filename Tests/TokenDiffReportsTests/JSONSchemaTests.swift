import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

@testable import TokenDiffReports

/// The JSON contract against its schema file, and the small validator against bad documents.
@Suite struct JSONSchemaTests {
  static func validator() throws -> JSONSchemaValidator {
    try JSONSchemaValidator(contentsOf: Goldens.schema)
  }

  @Test func renderedReportsMatchTheSchema() throws {
    let validator = try Self.validator()
    var check = makeCheckReport(
      .test(["t.tokens.json": #"{"a": {"$type": "color", "$value": "{missing}"}}"#]),
      policy: ResolutionPolicy()
    )
    check.contrast = SampleReports.full.contrast.map {
      var result = $0
      result.before = nil
      result.status = .failing
      return result
    }
    for report in [
      SampleReports.full, SampleReports.huge(count: 50), HostileInputTests.report, check,
    ] {
      let document = try JSONDocument.parse(JSONReportRenderer.render(report))
      #expect(validator.errors(in: document) == [])
    }
  }

  /// The schema `tokendiff render` checks reports against is the published one.
  @Test func thePublishedSchemaIsTheOneBuiltIn() throws {
    let published = try String(contentsOf: Goldens.schema, encoding: .utf8)
    #expect(
      ReportSchema.text + "\n" == published,
      "the built-in schema differs from Reports/schema/tokendiff-report.schema.json: run scripts/sync-report-schema"
    )
  }

  /// The built-in validator and the tests' agree on every rendered report, and refuse the same
  /// broken one.
  @Test func theBuiltInValidatorAcceptsEveryRenderedReport() throws {
    let schema = try JSONParser.parse(Array(ReportSchema.text.utf8))
    let validator = SchemaValidator(schema: schema)
    for report in [SampleReports.full, SampleReports.huge(count: 50), HostileInputTests.report] {
      let rendered = try JSONParser.parse(Array(JSONReportRenderer.render(report).utf8))
      #expect(validator.errors(in: rendered).isEmpty, "\(validator.errors(in: rendered))")
    }
    let broken = JSONReportRenderer.render(SampleReports.full)
      .replacingOccurrences(of: "\"layer\": \"raw\"", with: "\"layer\": \"brand\"")
    let errors = validator.errors(in: try JSONParser.parse(Array(broken.utf8)))
    #expect(errors.first?.hasSuffix("layer: not one of the allowed values") == true, "\(errors)")
  }

  @Test func everyPublishedJSONReportMatchesTheSchema() throws {
    let validator = try Self.validator()
    let files = try FileManager.default.contentsOfDirectory(atPath: Goldens.reports.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.count >= 7)
    for file in files {
      let text = try String(
        contentsOf: Goldens.reports.appendingPathComponent(file),
        encoding: .utf8
      )
      #expect(validator.errors(in: try JSONDocument.parse(text)) == [], "\(file)")
    }
  }

  /// The validator must say no: each broken document fails for the reason given.
  @Test func theValidatorRejectsBadDocuments() throws {
    let validator = try Self.validator()
    let good = try JSONDocument.parse(JSONReportRenderer.render(SampleReports.full))
    #expect(validator.errors(in: good).isEmpty)
    func mutated(_ change: (inout [String: JSONDocument]) -> Void) -> JSONDocument {
      guard case .object(var root) = good else { return good }
      change(&root)
      return .object(root)
    }
    func firstChange(_ edit: @escaping (inout [String: JSONDocument]) -> Void) -> JSONDocument {
      mutated { root in
        guard case .array(var changes)? = root["changes"], case .object(var first) = changes[0]
        else { return }
        edit(&first)
        changes[0] = .object(first)
        root["changes"] = .array(changes)
      }
    }
    let cases: [(String, JSONDocument, String)] = [
      ("wrong version", mutated { $0["schemaVersion"] = .number(2) }, "required constant"),
      ("missing member", mutated { $0["changes"] = nil }, "missing required member changes"),
      ("extra member", mutated { $0["extra"] = .bool(true) }, "unexpected member extra"),
      (
        "wrong type", firstChange { $0["line"] = .string("3") },
        "$.changes[0].line: expected integer"
      ),
      ("unknown kind", firstChange { $0["kind"] = .string("moved") }, "\"moved\" is not one of"),
      ("negative line", firstChange { $0["line"] = .number(-1) }, "below the minimum 0"),
      ("fractional line", firstChange { $0["line"] = .number(1.5) }, "expected integer, found 1.5"),
      ("bad bump", mutated { $0["suggestedBump"] = .string("huge") }, "\"huge\" is not one of"),
      ("not an object", .array([]), "matches none of oneOf"),
    ]
    for (name, document, reason) in cases {
      let errors = validator.errors(in: document)
      #expect(!errors.isEmpty, "\(name) must be rejected")
      #expect(errors.contains { $0.contains(reason) }, "\(name): \(errors)")
    }
  }

  @Test func theValidatorChecksEachKeyword() throws {
    let schema = try JSONDocument.parse(
      #"""
      {
        "$defs": { "positive": { "type": "integer", "minimum": 1 } },
        "type": "object",
        "required": ["a"],
        "additionalProperties": false,
        "properties": {
          "a": { "$ref": "#/$defs/positive" },
          "b": { "type": "array", "items": { "enum": ["x", "y", null] } },
          "c": { "anyOf": [{ "type": "string" }, { "type": "boolean" }] },
          "d": { "oneOf": [{ "type": "number" }, { "type": "integer" }] },
          "e": { "const": "fixed" },
          "f": { "type": "object", "additionalProperties": { "type": "number" } }
        }
      }
      """#
    )
    let validator = JSONSchemaValidator(schema: schema)
    func errors(_ text: String) throws -> [String] {
      validator.errors(in: try JSONDocument.parse(text))
    }
    #expect(
      try errors(#"{"a": 2, "b": ["x", null], "c": true, "d": 1.5, "e": "fixed", "f": {"k": 1}}"#)
        == []
    )
    #expect(try errors(#"{"b": []}"#) == ["$: missing required member a"])
    #expect(try errors(#"{"a": 0}"#) == ["$.a: 0.0 is below the minimum 1.0"])
    #expect(try errors(#"{"a": true}"#) == ["$.a: expected integer, found true"])
    #expect(try errors(#"{"a": 1, "z": 1}"#) == ["$: unexpected member z"])
    #expect(
      try errors(#"{"a": 1, "b": ["z"]}"#) == [#"$.b[0]: "z" is not one of the allowed values"#]
    )
    #expect(
      try errors(#"{"a": 1, "c": 3}"#)
        == ["$.c: matches none of anyOf; closest: $.c: expected string, found 3.0"]
    )
    #expect(try errors(#"{"a": 1, "d": 2}"#) == ["$.d: matches 2 of oneOf, not exactly 1"])
    #expect(
      try errors(#"{"a": 1, "e": "other"}"#) == [#"$.e: "other" is not the required constant"#]
    )
    #expect(try errors(#"{"a": 1, "f": {"k": "1"}}"#) == [#"$.f.k: expected number, found "1""#])
    let unsupported = JSONSchemaValidator(schema: try JSONDocument.parse(#"{"pattern": "x"}"#))
    #expect(unsupported.errors(in: .null) == ["$: unsupported schema keyword pattern"])
    let dangling = JSONSchemaValidator(
      schema: try JSONDocument.parse(##"{"$ref": "#/$defs/none"}"##)
    )
    #expect(dangling.errors(in: .null) == ["$: unresolvable $ref #/$defs/none"])
  }
}
