import Testing
import TokenDiffCore

/// Files and folders named after their layer (`raw.tokens.json`, `ComponentTokens/`) say it.
@Suite struct LayerFileNameTests {
  static func layer(of file: String) -> Layer? {
    let json = ##"{"a": {"$type": "color", "$value": "#000000"}}"##
    let snapshot = RevisionSnapshot(
      revision: "test",
      commit: nil,
      files: [SourceFile(path: file, bytes: Array(json.utf8))]
    )
    let revision = RevisionResolver.resolve(snapshot, policy: ResolutionPolicy())
    let token = revision.sets.first?.baseline.tokens.first
    return token?.layerSource == .format ? token?.layer : nil
  }

  @Test func plainLayerNamesAreTheirLayers() {
    #expect(Self.layer(of: "tokens/raw.tokens.json") == .raw)
    #expect(Self.layer(of: "tokens/component.tokens.json") == .component)
    #expect(Self.layer(of: "tokens/components.json") == .component)
    #expect(Self.layer(of: "DesignSystem/RawTokens/colors.tokens.json") == .raw)
    #expect(Self.layer(of: "DesignSystem/ComponentTokens/card.tokens.json") == .component)
    #expect(Self.layer(of: "DesignSystem/SemanticTokens/colors.tokens.json") == .semantic)
    #expect(Self.layer(of: "tokens/global.tokens.json") == nil)
  }
}
