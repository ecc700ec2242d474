import Foundation
import Testing
import TokenDiffCore
import TokenDiffTestSupport

/// The report schema names every finding kind tokendiff writes: a kind missing there makes a
/// report that holds it fail its own contract (`contrast-hint` once did).
@Suite struct FindingKindSchemaTests {
  @Test func theSchemaListsEveryFindingKind() throws {
    let data = try Data(contentsOf: Goldens.schema)
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let finding = try #require(definitions["finding"] as? [String: Any])
    let properties = try #require(finding["properties"] as? [String: Any])
    let kind = try #require(properties["kind"] as? [String: Any])
    let names = try #require(kind["enum"] as? [String])
    #expect(Set(names) == Set(FindingKind.allCases.map(\.rawValue)))
  }
}
