import Foundation
import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

@Suite struct ModesTests {
  static let resolver = """
    {
      "version": "2025.10",
      "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
      "modifiers": {
        "theme": {
          "contexts": {
            "light": [{ "$ref": "theme/light.tokens.json" }],
            "dark": [{ "$ref": "theme/dark.tokens.json" }]
          },
          "default": "light"
        },
        "size": {
          "contexts": {
            "mobile": [{ "$ref": "size/mobile.tokens.json" }],
            "desktop": [{ "$ref": "size/desktop.tokens.json" }]
          }
        }
      },
      "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }]
    }
    """

  static func files(dark: String = "#111111", mobileGap: String = "8px") -> [String: String] {
    [
      "design/system.resolver.json": resolver,
      "design/core.tokens.json":
        ##"{"palette": {"$type": "color", "ink": {"$value": "#000000"}, "paper": {"$value": "#ffffff"}}}"##,
      "design/theme/light.tokens.json":
        ##"{"surface": {"$type": "color", "$value": "{palette.paper}"}, "text": {"$type": "color", "$value": "{palette.ink}"}}"##,
      "design/theme/dark.tokens.json": """
      {"surface": {"$type": "color", "$value": "\(dark)"}, "text": {"$type": "color", "$value": "{palette.paper}"}}
      """,
      "design/size/mobile.tokens.json": """
      {"gap": {"$type": "dimension", "$value": "\(mobileGap)"}}
      """,
      "design/size/desktop.tokens.json": ##"{"gap": {"$type": "dimension", "$value": "16px"}}"##,
    ]
  }

  @Test func everyPermutationOfTheResolverIsAMode() {
    let revision = RevisionResolver.resolve(.test(Self.files()), policy: ResolutionPolicy())
    #expect(revision.findings.isEmpty)
    #expect(
      revision.modeNames == [
        "theme=dark, size=desktop", "theme=dark, size=mobile", "theme=light, size=desktop",
        "theme=light, size=mobile",
      ]
    )
    #expect(revision.tokenCount == 5)
    #expect(revision.sets.map(\.set) == ["design/system.resolver.json"])
  }

  /// Each set includes the one before it twice: expanded naively that is 2^24 sources.
  @Test func setsThatIncludeSetsTwiceExpandOnce() throws {
    var sets = [
      ##""s0": {"sources": [{"$ref": "core.tokens.json"}, {"$ref": "more.tokens.json"}]}"##
    ]
    for level in 1...24 {
      let previous = "{\"$ref\": \"#/sets/s\(level - 1)\"}"
      sets.append("\"s\(level)\": {\"sources\": [\(previous), \(previous)]}")
    }
    let resolver = """
      {"version": "2025.10", "sets": {\(sets.joined(separator: ", "))},
       "resolutionOrder": [{"$ref": "#/sets/s24"}]}
      """
    let files = [
      "design/doubling.resolver.json": resolver,
      "design/core.tokens.json": ##"{"a": {"$type": "number", "$value": 1}}"##,
      "design/more.tokens.json":
        ##"{"a": {"$type": "number", "$value": 2}, "b": {"$type": "number", "$value": 3}}"##,
    ]
    let (document, findings) = ResolverDocumentReader.read(
      SourceFile(path: "design/doubling.resolver.json", bytes: Array(resolver.utf8))
    )
    #expect(findings.isEmpty)
    let sources = try #require(document).sources(for: try #require(document?.permutations.first))
    #expect(sources.count == 2)
    let revision = RevisionResolver.resolve(.test(files), policy: ResolutionPolicy())
    #expect(revision.findings.isEmpty)
    #expect(revision.tokenCount == 2)
  }

  @Test func aChangeThatOnlyAffectsDarkSaysSo() {
    let base = RevisionResolver.resolve(.test(Self.files()), policy: ResolutionPolicy())
    let head = RevisionResolver.resolve(
      .test(Self.files(dark: "#222222")),
      policy: ResolutionPolicy()
    )
    let changes = ModalDiffer.diff(base, head)
    #expect(changes.map(\.token.description) == ["surface", "surface"])
    #expect(changes.map(\.mode) == ["theme=dark, size=desktop", "theme=dark, size=mobile"])
    #expect(changes.allSatisfy { $0.kind == .valueChanged && $0.after?.value?.text == "#222222" })
  }

  @Test func aChangeInEveryModeIsReportedOnce() {
    var files = Self.files()
    files["design/core.tokens.json"] = files["design/core.tokens.json"]?.replacingOccurrences(
      of: "#000000",
      with: "#101010"
    )
    let changes = ModalDiffer.diff(
      RevisionResolver.resolve(.test(Self.files()), policy: ResolutionPolicy()),
      RevisionResolver.resolve(.test(files), policy: ResolutionPolicy())
    )
    // palette.ink changed everywhere; text uses it only in light.
    #expect(changes.first { $0.token.description == "palette.ink" }?.mode == nil)
    #expect(
      changes.filter { $0.token.description == "text" }.map(\.mode) == [
        "theme=light, size=desktop", "theme=light, size=mobile",
      ]
    )
  }

  @Test func aTokenBrokenOnlyInDarkIsBrokenInDark() {
    let head = RevisionResolver.resolve(
      .test(Self.files(dark: "{palette.missing}")),
      policy: ResolutionPolicy()
    )
    // One finding for the one problem, listing the two dark modes it holds in.
    let broken = head.findings.filter { $0.kind == .brokenReference }
    #expect(broken.count == 1)
    #expect(broken.first?.mode == nil)
    #expect(broken.first?.modes.count == 2)
    #expect(broken.first?.modes.allSatisfy { $0.hasPrefix("theme=dark") } == true)
    let changes = ModalDiffer.diff(
      RevisionResolver.resolve(.test(Self.files()), policy: ResolutionPolicy()),
      head
    )
    #expect(changes.map(\.kind) == [.broken, .broken])
    #expect(changes.allSatisfy { $0.mode?.hasPrefix("theme=dark") == true })
  }

  @Test func extensionModesAreModesOfThePlainSet() {
    let file = """
      {"c": {"$type": "color",
        "brand": {"$value": "#0066cc", "$extensions": {"mode": {"light": "#0066cc", "dark": "#4d94ff"}}},
        "link": {"$value": "{c.brand}"},
        "fixed": {"$value": "#000000"}}}
      """
    let base = RevisionResolver.resolve(.test(["a.tokens.json": file]), policy: ResolutionPolicy())
    #expect(base.modeNames == ["dark", "light"])
    let head = RevisionResolver.resolve(
      .test(["a.tokens.json": file.replacingOccurrences(of: "#4d94ff", with: "#80b3ff")]),
      policy: ResolutionPolicy()
    )
    let changes = ModalDiffer.diff(base, head)
    #expect(changes.map { "\($0.token) \($0.mode ?? "all")" } == ["c.brand dark", "c.link dark"])
    #expect(changes.last?.via?.description == "c.brand")
  }

  /// Spectrum 12.18.1..13.0.0: `card-selection-background-color` aliases `gray-100` (light
  /// #f8f8f8, dark #323232). In the head its file also names `desktop`, which the base file
  /// does not: the base value in `desktop` is the default (light), not the first base mode
  /// by name (`dark`), so an unchanged light value is no change in `desktop`.
  @Test func aHeadModeTheBaseFileDoesNotNameMeetsTheBaseDefault() {
    let palette = """
      {"gray": {"$type": "color", "$value": "#f8f8f8",
        "$extensions": {"mode": {"light": "#f8f8f8", "dark": "#323232"}}}}
      """
    let base = """
      {"card": {"$type": "color", "$value": "{gray}"}}
      """
    let head = """
      {"card": {"$type": "color", "$value": "{gray}"},
       "gap": {"$type": "dimension", "$value": "8px", "$extensions": {"mode": {"desktop": "8px", "mobile": "10px"}}}}
      """
    let changes = ModalDiffer.diff(
      RevisionResolver.resolve(
        .test(["palette.tokens.json": palette, "card.tokens.json": base]),
        policy: ResolutionPolicy()
      ),
      RevisionResolver.resolve(
        .test(["palette.tokens.json": palette, "card.tokens.json": head]),
        policy: ResolutionPolicy()
      )
    )
    #expect(
      changes.map { "\($0.token) \($0.kind.rawValue)" } == ["gap added"],
      "\(changes.map { "\($0.token) \($0.kind.rawValue) \($0.mode ?? "all")" })"
    )
  }

  @Test func primerOverridesAreModes() {
    let file = """
      {"c": {"$type": "color", "a": {"$value": "#000000"}, "b": {"$value": "#ffffff"},
        "fg": {"$value": "{c.a}", "$extensions": {"org.primer.overrides": {"dark": {"$value": "{c.b}"}}}}}}
      """
    let revision = RevisionResolver.resolve(
      .test(["p.tokens.json": file]),
      policy: ResolutionPolicy()
    )
    let set = revision.sets[0]
    // `$value` is the light theme's, a mode of its own.
    #expect(set.modes.map(\.mode) == ["dark", "default"])
    let dark = set.modes[0].changed[TokenKey(path: TokenPath(["c", "fg"]), file: "p.tokens.json")]
    #expect(dark?.value?.text == "#ffffff")
  }

  /// `$value` is `day` where one map gives `day` that value, though another map names only
  /// `night`: no `default` mode, and a change to `$value` is reported once.
  @Test func aNamedModeThatHoldsTheValueIsTheDefault() {
    func file(_ border: String) -> String {
      """
      {"c": {"$type": "color",
        "bg": {"$value": "#ffffff", "$extensions": {"mode": {"day": "#ffffff", "night": "#000000"}}},
        "border": {"$value": "\(border)", "$extensions": {"mode": {"night": "#333333"}}}}}
      """
    }
    let (modes, changes) = Self.modesAndChanges(file, from: "#cccccc", to: "#dddddd")
    #expect(modes == ["day", "night"])
    #expect(changes == ["c.border day"], "\(changes)")
  }

  /// The base's modes, and the changes (`token mode`) from one `$value` to another in a file
  /// of mode maps. Pure.
  static func modesAndChanges(_ file: (String) -> String, from old: String, to new: String)
    -> (modes: [String], changes: [String])
  {
    let base = RevisionResolver.resolve(
      .test(["c.tokens.json": file(old)]),
      policy: ResolutionPolicy()
    )
    let head = RevisionResolver.resolve(
      .test(["c.tokens.json": file(new)]),
      policy: ResolutionPolicy()
    )
    let changes = ModalDiffer.diff(base, head).map { "\($0.token) \($0.mode ?? "all")" }
    return (base.modeNames, changes)
  }

  /// draco-ui: maps name only `dark`; the build writes `$value` under `:root` and the `dark`
  /// values under a media query. A change to `$value` is a change in the default mode (it was
  /// in no mode, and reported nowhere).
  @Test func aChangeToTheDefaultOfMapsNamingOnlyDarkIsInTheDefaultMode() {
    func file(_ surface: String) -> String {
      """
      {"bg": {"$type": "color",
        "surface": {"$value": "\(surface)", "$extensions": {"mode": {"dark": "#111111"}}},
        "accent": {"$value": "#ff6600"}}}
      """
    }
    let (modes, changes) = Self.modesAndChanges(file, from: "#ffffff", to: "#eeeeee")
    #expect(modes == ["dark", "default"])
    #expect(changes == ["bg.surface default"], "\(changes)")
  }

  @Test func modesFromExtensionsMeetResolverModesByContext() {
    // The same tokens, first with `$extensions.mode`, then split into files by a resolver.
    let single = """
      {"palette": {"$type": "color", "ink": {"$value": "#000000"}, "paper": {"$value": "#ffffff"}},
       "surface": {"$type": "color", "$value": "{palette.paper}", "$extensions": {"mode": {"light": "{palette.paper}", "dark": "#111111"}}},
       "text": {"$type": "color", "$value": "{palette.ink}", "$extensions": {"mode": {"light": "{palette.ink}", "dark": "{palette.paper}"}}},
       "gap": {"$type": "dimension", "$value": "16px"}}
      """
    var files = Self.files()
    files["design/size/mobile.tokens.json"] =
      ##"{"gap": {"$type": "dimension", "$value": "16px"}}"##
    let changes = ModalDiffer.diff(
      RevisionResolver.resolve(.test(["design.tokens.json": single]), policy: ResolutionPolicy()),
      RevisionResolver.resolve(.test(files), policy: ResolutionPolicy())
    )
    #expect(changes.isEmpty, "\(changes.map { "\($0.token) \($0.kind) \($0.mode ?? "")" })")
  }

  @Test func resolverProblemsAreFindings() {
    var files = Self.files()
    files["design/system.resolver.json"] = """
      {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "missing.tokens.json"}]}, "default": "dim"}},
       "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/nope"}]}
      """
    let revision = RevisionResolver.resolve(.test(files), policy: ResolutionPolicy())
    let messages = revision.findings.map(\.message)
    #expect(messages.contains { $0.contains("default context 'dim'") })
    #expect(messages.contains { $0.contains("'#/sets/nope' does not exist") })
    #expect(
      messages.contains { $0.contains("source 'design/missing.tokens.json' is not a token file") }
    )
    #expect(revision.findings.allSatisfy { $0.location?.file == "design/system.resolver.json" })
  }

  /// A context whose file is `{}` alone (a brand that takes every default) is empty on
  /// purpose: a note. A file with content but no token is still a warning.
  @Test func anEmptyObjectSourceIsANoteAndASourceWithoutTokensAWarning() {
    var files = Self.files()
    files["design/size/mobile.tokens.json"] = " {\n }\n"
    files["design/size/desktop.tokens.json"] = ##"{"$description": "sizes to come"}"##
    let revision = RevisionResolver.resolve(.test(files), policy: ResolutionPolicy())
    let found = revision.findings.map { "\($0.severity) \($0.message)" }.sorted()
    #expect(
      found == [
        "note source 'design/size/mobile.tokens.json' is an empty object ({}): what reads it takes the other sources' values",
        "warning source 'design/size/desktop.tokens.json' holds no tokens",
      ],
      "\(found)"
    )
    #expect(PreparedRevision.isEmptyObject(Array("\t{ }\r\n".utf8)))
    #expect(!PreparedRevision.isEmptyObject(Array("{}}".utf8)))
    #expect(!PreparedRevision.isEmptyObject(Array("[]".utf8)))
    #expect(!PreparedRevision.isEmptyObject([]))
  }

  @Test func limitingToAModeKeepsWhatHoldsEverywhere() {
    var files = Self.files()
    files["design/core.tokens.json"] = files["design/core.tokens.json"]?.replacingOccurrences(
      of: "#000000",
      with: "#101010"
    )
    let report = makeDiffReport(
      base: .test(Self.files()),
      head: .test(files),
      policy: ResolutionPolicy()
    )
    let dark = report.limited(toModes: ["dark"])
    #expect(dark.changes.map(\.token.description) == ["palette.ink"])
    let light = report.limited(toModes: ["theme=light, size=mobile"])
    #expect(light.changes.map(\.token.description) == ["palette.ink", "text"])
  }

  @Test func aResolverWithMillionsOfPermutationsIsResolvedOneModifierAtATime() {
    let modifiers = (0..<12).map { index in
      let contexts = (0..<4).map { "\"c\($0)\": [{\"$ref\": \"a.tokens.json\"}]" }.joined(
        separator: ", "
      )
      return "\"m\(index)\": {\"contexts\": {\(contexts)}}"
    }
    let order = (0..<12).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }.joined(separator: ", ")
    let resolver = """
      {"version": "2025.10", "modifiers": {\(modifiers.joined(separator: ", "))}, "resolutionOrder": [\(order)]}
      """
    let revision = RevisionResolver.resolve(
      .test([
        "x.resolver.json": resolver, "a.tokens.json": ##"{"a": {"$type": "number", "$value": 1}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    #expect(revision.modeNames.count == 1 + 12 * 3)
    let limit = revision.findings.filter { $0.kind == .limitReached }
    #expect(limit.count == 1)
    #expect(limit.first?.message.contains("16777216 permutations") == true)
  }
}
