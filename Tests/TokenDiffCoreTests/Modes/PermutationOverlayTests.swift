import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// A permutation told apart from the baseline by the sources it swaps must resolve exactly as
/// the permutation merged in full; the shapes it cannot describe must fall back to merging.
@Suite struct PermutationOverlayTests {
  /// `core` then a theme, a brand, and a set after both that shadows one theme token.
  static let resolver = """
    {"version": "2025.10",
     "sets": {"core": {"sources": [{"$ref": "palette.tokens.json"}, {"$ref": "semantic.tokens.json"}]},
              "late": {"sources": [{"$ref": "late.tokens.json"}]}},
     "modifiers": {
       "theme": {"contexts": {"light": [{"$ref": "theme/light.tokens.json"}],
                              "dark": [{"$ref": "theme/dark.tokens.json"}],
                              "broken": [{"$ref": "theme/broken.tokens.json"}],
                              "extra": [{"$ref": "theme/extra.tokens.json"}]},
                 "default": "light"},
       "brand": {"contexts": {"a": [{"$ref": "brand/a.tokens.json"}],
                              "b": [{"$ref": "brand/b.tokens.json"}]}}},
     "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"},
                         {"$ref": "#/modifiers/brand"}, {"$ref": "#/sets/late"}]}
    """

  static let files: [String: String] = [
    "design/system.resolver.json": resolver,
    "design/palette.tokens.json": ##"""
    {"palette": {"$type": "color", "ink": {"$value": "#000000"}, "paper": {"$value": "#ffffff"},
                 "brand": {"$value": "#ff7900"}}}
    """##,
    "design/semantic.tokens.json": ##"""
    {"surface": {"$type": "color", "$value": "{palette.paper}"},
     "text": {"$type": "color", "$value": "{palette.ink}"},
     "accent": {"$type": "color", "$value": "{palette.brand}"},
     "button": {"$type": "color", "$value": "{accent}"}}
    """##,
    "design/theme/light.tokens.json": ##"""
    {"surface": {"$type": "color", "$value": "{palette.paper}"}, "shadow": {"$type": "color", "$value": "#00000033"}}
    """##,
    "design/theme/dark.tokens.json": ##"""
    {"surface": {"$type": "color", "$value": "#111111"}, "text": {"$type": "color", "$value": "{palette.brand}"},
     "shadow": {"$type": "color", "$value": "#ffffff33"}}
    """##,
    "design/theme/broken.tokens.json": ##"""
    {"surface": {"$type": "color", "$value": "{palette.missing}"}, "shadow": {"$type": "dimension", "$value": "{palette.ink}"}}
    """##,
    // Adds a path the baseline lacks and leaves out `shadow`: only a full merge describes it.
    "design/theme/extra.tokens.json": ##"""
    {"surface": {"$type": "color", "$value": "#222222"}, "glow": {"$type": "color", "$value": "#00ff00"}}
    """##,
    "design/brand/a.tokens.json":
      ##"{"palette": {"brand": {"$type": "color", "$value": "#ff7900"}}}"##,
    "design/brand/b.tokens.json":
      ##"{"palette": {"brand": {"$type": "color", "$value": "#0057b8"}}}"##,
    // Wins over every theme's `shadow`.
    "design/late.tokens.json": ##"{"shadow": {"$type": "color", "$value": "#12345678"}}"##,
  ]

  @Test func everyPermutationResolvesAsItsFullMerge() throws {
    let snapshot = RevisionSnapshot.test(Self.files)
    let document = TokenParser.parse(snapshot)
    let tokensByFile = Dictionary(grouping: document.tokens, by: \.location.file)
    let (read, readFindings) = ResolverDocumentReader.read(
      try #require(snapshot.files.first { $0.path.hasSuffix(".resolver.json") })
    )
    #expect(readFindings.isEmpty)
    let resolver = try #require(read)
    let permutations = resolver.permutations
    #expect(permutations.count == 8)
    let sourceLists = permutations.map(resolver.sources(for:))
    let policy = ResolutionPolicy()
    let first = RevisionResolver.permutationTokens(
      permutations[0],
      sourceLists[0],
      resolver,
      tokensByFile
    )
    let baseline = IncrementalResolver.Baseline(
      set: resolver.path,
      tokens: first.tokens,
      resolved: Resolver.resolve(TokenDocument(tokens: first.tokens), policy: policy),
      overridden: first.overridden
    )
    let files = Set(sourceLists.joined().compactMap(\.filePath))
    let fileTokens = PermutationOverlay.FileTokens(
      files,
      in: tokensByFile,
      baseline: baseline.index
    )
    var described: [String] = []
    var combinedCount = 0
    for (permutation, sources) in zip(permutations, sourceLists).dropFirst() {
      let name = try #require(permutation.name)
      let merged = RevisionResolver.permutationTokens(permutation, sources, resolver, tokensByFile)
      let full = IncrementalResolver.delta(
        merged.tokens,
        mode: name,
        policy: policy,
        baseline: baseline,
        overridden: merged.overridden,
        sameDefinitions: false
      )
      guard
        let replaced = PermutationOverlay.replacements(
          sources: sources,
          baselineSources: sourceLists[0],
          baseline: baseline,
          fileTokens: fileTokens
        )
      else { continue }
      described.append(name)
      if permutation.contexts.allSatisfy({ $0.context != "light" && $0.context != "a" }) {
        // Both modifiers swapped: put together from the two single swaps.
        let parts = try [("theme", permutation.contexts[0].context), ("brand", "b")].map {
          modifier,
          context in
          let single = try #require(
            zip(permutations, sourceLists).first { candidate, _ in
              candidate.contexts.map(\.context)
                == (modifier == "theme" ? [context, "a"] : ["light", context])
            }
          )
          let replaced = try #require(
            PermutationOverlay.replacements(
              sources: single.1,
              baselineSources: sourceLists[0],
              baseline: baseline,
              fileTokens: fileTokens
            )
          )
          return IncrementalResolver.deltaKeepingFresh(
            replacing: replaced,
            mode: single.0.name ?? "",
            policy: policy,
            baseline: baseline,
            overridden: []
          )
        }
        // The parts at positions 0 and 1 of a set's modes, the combined permutation after them.
        let combined = IncrementalResolver.delta(
          combining: parts.map(\.fresh),
          layers: [0, 1],
          replacing: replaced,
          mode: name,
          policy: policy,
          baseline: baseline,
          overridden: []
        )
        #expect(combined.layers == [0, 1])
        let set = ModalTokenSet(
          set: resolver.path,
          baseline: baseline.resolved,
          modes: parts.map(\.delta) + [combined]
        )
        #expect(set.flattenedModes[2] == full, "combined \(name)")
        // Only what the parts do not say is the combined permutation's own.
        #expect(combined.changed.count <= full.changed.count, "combined \(name)")
        combinedCount += 1
      }
      let overlay = IncrementalResolver.delta(
        replacing: replaced,
        mode: name,
        policy: policy,
        baseline: baseline,
        overridden: []
      )
      #expect(overlay == full, "\(name)")
    }
    #expect(combinedCount == 2)
    // Every permutation but those of the theme that adds and drops paths.
    #expect(
      described == [
        "theme=light, brand=b", "theme=dark, brand=a", "theme=dark, brand=b",
        "theme=broken, brand=a", "theme=broken, brand=b",
      ]
    )
  }

  @Test func whatThePermutationsSayEndToEnd() throws {
    let revision = RevisionResolver.resolve(.test(Self.files), policy: ResolutionPolicy())
    let set = try #require(revision.sets.first)
    func value(_ path: String, _ mode: String) -> String? {
      let key = TokenKey(path: TokenPath(path.split(separator: ".").map(String.init)), file: "")
      let delta = set.modes.first { $0.mode == mode }
      if delta?.missing.contains(key) == true { return nil }
      let token = delta?.changed[key] ?? set.baseline.tokens.first { $0.path == key.path }
      return token.map { $0.value?.text ?? "broken" }
    }
    #expect(value("button", "theme=light, brand=b") == "#0057b8")
    #expect(value("text", "theme=dark, brand=a") == "#ff7900")
    // Reads what both swaps change: the theme points it at the brand colour, the brand sets it.
    #expect(value("text", "theme=dark, brand=b") == "#0057b8")
    #expect(value("shadow", "theme=dark, brand=b") == "#12345678")
    #expect(value("surface", "theme=broken, brand=a") == "broken")
    #expect(value("glow", "theme=extra, brand=b") == "#00ff00")
    #expect(value("shadow", "theme=extra, brand=a") == "#12345678")
    let broken = revision.findings.filter { $0.token == TokenPath(["surface"]) }
    #expect(broken.map(\.kind) == [.brokenReference])
    #expect(broken.first?.modes == ["theme=broken, brand=a", "theme=broken, brand=b"])
  }

  /// A resolver document's baseline looks its keys up by path, without tables by key: it must
  /// give what a plain set's tables give for the same tokens.
  @Test func aDocumentBaselineLooksKeysUpAsThePlainSetDoes() throws {
    let document = TokenParser.parse(.test(Self.files))
    let tokens = document.tokens.filter {
      $0.location.file == "design/palette.tokens.json"
        || $0.location.file == "design/semantic.tokens.json"
    }
    let resolved = Resolver.resolve(TokenDocument(tokens: tokens), policy: ResolutionPolicy())
    let plain = IncrementalResolver.Baseline(set: "", tokens: tokens, resolved: resolved)
    let inDocument = IncrementalResolver.Baseline(
      set: "design/system.resolver.json",
      tokens: tokens,
      resolved: resolved
    )
    #expect(tokens.count == 7)
    for token in tokens {
      let plainKey = plain.key(token)
      let documentKey = inDocument.key(token)
      #expect(documentKey == TokenKey(path: token.path, file: ""))
      #expect(inDocument.location(documentKey) == plain.location(plainKey))
      #expect(inDocument.location(documentKey) == token.location)
      let mine = try #require(inDocument.resolved(documentKey))
      #expect(mine.isIdentical(to: try #require(plain.resolved(plainKey))))
    }
    #expect(Set(inDocument.keys.map(\.path)) == Set(tokens.map(\.path)))
    #expect(Set(plain.keys) == Set(tokens.map(plain.key)))
    let absent = TokenKey(path: TokenPath(["palette", "missing"]), file: "")
    #expect(inDocument.resolved(absent) == nil)
    #expect(inDocument.location(absent) == nil)
  }
}
